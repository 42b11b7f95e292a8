#!/usr/bin/env node
// `npm run bench:web`: how heavy and how fast is every page?
//
// 1. Builds the web app (npm run build).
// 2. Sums the gzip size of every JS and CSS file the landing page loads, from dist/.vite/manifest.json:
//    the entry, its static imports, and the lazy chunk of the landing route with its static imports.
// 3. Starts the real server (`npm start`, compiled, on PGlite in a throw-away data folder), makes a
//    confirmed account through the API (sign up, the outbox's link, sign in) and saves one
//    assessment with it.
// 4. Runs Lighthouse (mobile defaults, performance only) BENCH_RUNS times (3) per route in Debian's
//    Chromium; signed-in routes get the account's session cookie. Prints a table of the medians:
//    score, LCP, TBT, CLS and script KB (transferred, as served), and which route is over its budget
//    in scripts/web-budgets.json.
//
// It prints figures; it never fails because of them. BENCH_ROUTES=/assessment,/auth measures only
// those routes; BENCH_LHR_DIR=folder also keeps each run's full Lighthouse report (JSON) there.
// Lighthouse lives in bench/ (installed there on first use, not by `npm install`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { landingAssets } from '../apps/web/scripts/landing-js.mjs';
import { signedInUser, startServer } from './lib/bench-server.mjs';
import { benchTools } from './lib/bench-tools.mjs';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'web-budgets.json'), 'utf8'));
const dist = path.join(root, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_LHR_DIR=folder keeps every run's full Lighthouse report there (its diagnostics: LCP element,
// long tasks, render-blocking requests, the network waterfall).
const LHR_DIR = process.env.BENCH_LHR_DIR ? path.resolve(process.env.BENCH_LHR_DIR) : null;
if (LHR_DIR) mkdirSync(LHR_DIR, { recursive: true });
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------------------------------------------------------------------------------------------- build
function build() {
  console.info('Building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error('Build failed.');
    process.exit(result.status ?? 1);
  }
}

// ---------------------------------------------------------------------------------------- lighthouse
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function runLighthouse(url, extraHeaders) {
  const { lighthouse, chromeLauncher } = await benchTools();
  const runs = [];
  const failures = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      if (LHR_DIR) {
        const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing'}-${i + 1}.json`;
        writeFileSync(path.join(LHR_DIR, name), JSON.stringify(lhr));
      }
      const audits = lhr.audits;
      const transfer = Object.fromEntries(
        (audits['resource-summary']?.details?.items ?? []).map((item) => [
          item.resourceType,
          item.transferSize,
        ]),
      );
      const run = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
        scriptTransfer: transfer.script ?? 0,
        totalTransfer: transfer.total ?? 0,
      };
      runs.push(run);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        console.warn(`  warning: ${url} ended at ${lhr.finalDisplayedUrl}`);
      }
      console.info(
        `  run ${i + 1}/${RUNS}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, script ${kb(run.scriptTransfer)}`,
      );
    } catch (error) {
      // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): that run is left out.
      console.warn(`  run ${i + 1}/${RUNS} failed: ${error instanceof Error ? error.message : error}`);
      failures.push(error);
    } finally {
      await chrome.kill();
    }
  }
  if (runs.length === 0) throw failures[0] ?? new Error('no run');
  return runs;
}

// ---------------------------------------------------------------------------------------------- main
build();

const assets = landingAssets(dist);
const jsTotal = assets.js.reduce((sum, a) => sum + a.gzip, 0);
const cssTotal = assets.css.reduce((sum, a) => sum + a.gzip, 0);
console.info('\nLanding page assets (gzip level 6, from dist/.vite/manifest.json):');
for (const a of [...assets.js, ...assets.css].sort((x, y) => y.gzip - x.gzip)) {
  console.info(`  ${a.file.padEnd(44)} ${kb(a.raw).padStart(9)} raw  ${kb(a.gzip).padStart(9)} gzip`);
}
console.info(`  JavaScript total: ${kb(jsTotal)} gzip (budget ${budgets.landingJsKb} KB)`);
console.info(`  CSS total:        ${kb(cssTotal)} gzip`);

const only = (process.env.BENCH_ROUTES ?? '')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const routes = Object.keys(budgets.routes).filter((r) => only.length === 0 || only.includes(r));
const SIGNED_IN = new Set(['/results/:id', '/physiomate', '/my-rehab', '/settings']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'physiomate-bench-web-'));
const server = await startServer({ port: await freePort(), dataDir });
const { origin } = server;
console.info(`\nServing with the real server (npm start, PGlite) at ${origin}`);

const results = [];
try {
  let account = null;
  if (routes.some((r) => SIGNED_IN.has(r))) {
    const user = await signedInUser({ origin, dataDir, label: 'bench-web' });
    const saved = await fetch(`${origin}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
      body: JSON.stringify({
        assessmentId: null,
        symptoms:
          'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.',
        painLocations: ['Right knee'],
        bodyDiagramImage: null,
      }),
    });
    if (!saved.ok) throw new Error(`saving the assessment failed: ${saved.status} ${await saved.text()}`);
    account = { cookie: user.cookie, assessmentId: (await saved.json()).assessment.id };
  }
  for (const route of routes) {
    const signedIn = SIGNED_IN.has(route);
    const pathname = route.replace(':id', account?.assessmentId ?? '');
    console.info(`\nLighthouse ${RUNS}x ${pathname}${signedIn ? ' (signed in)' : ''}:`);
    try {
      const runs = await runLighthouse(
        `${origin}${pathname}`,
        signedIn ? { Cookie: account.cookie } : undefined,
      );
      results.push({ route, runs, median: medians(runs) });
    } catch (error) {
      console.error(`  Lighthouse failed: ${error instanceof Error ? error.message : error}`);
      results.push({ route, runs: [], median: null });
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function medians(runs) {
  return {
    score: median(runs.map((r) => r.score)),
    fcpMs: Math.round(median(runs.map((r) => r.fcp))),
    lcpMs: Math.round(median(runs.map((r) => r.lcp))),
    tbtMs: Math.round(median(runs.map((r) => r.tbt))),
    cls: median(runs.map((r) => r.cls)),
    speedIndexMs: Math.round(median(runs.map((r) => r.si))),
    scriptKb: median(runs.map((r) => r.scriptTransfer)) / 1024,
  };
}

/** What a route's medians break in its budget, as short phrases. */
function overBudget(route, m) {
  const b = budgets.routes[route] ?? {};
  const over = [];
  if (b.score !== undefined && m.score < b.score) over.push(`score ${m.score} < ${b.score}`);
  if (b.lcpMs !== undefined && m.lcpMs > b.lcpMs) over.push(`LCP ${m.lcpMs} ms > ${b.lcpMs}`);
  if (b.tbtMs !== undefined && m.tbtMs > b.tbtMs) over.push(`TBT ${m.tbtMs} ms > ${b.tbtMs}`);
  if (b.cls !== undefined && m.cls > b.cls) over.push(`CLS ${m.cls.toFixed(3)} > ${b.cls}`);
  if (b.scriptKb !== undefined && m.scriptKb > b.scriptKb)
    over.push(`script ${m.scriptKb.toFixed(1)} KB > ${b.scriptKb}`);
  return over;
}

console.info(`\n=== PhysioMate web bench (Lighthouse mobile, median of ${RUNS}) ===`);
console.info(`Landing JS (gzip, build manifest): ${kb(jsTotal)} (budget ${budgets.landingJsKb} KB)`);
console.info('route           score   LCP ms   TBT ms    CLS   script KB   budget');
const over = [];
if (jsTotal / 1024 > budgets.landingJsKb) over.push(`landing JS ${kb(jsTotal)} > ${budgets.landingJsKb} KB`);
for (const { route, median: m } of results) {
  if (!m) {
    console.info(`${route.padEnd(15)} no result`);
    over.push(`${route}: no result`);
    continue;
  }
  const problems = overBudget(route, m);
  for (const p of problems) over.push(`${route}: ${p}`);
  console.info(
    `${route.padEnd(15)} ${String(m.score).padStart(5)} ${String(m.lcpMs).padStart(8)} ${String(m.tbtMs).padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${m.scriptKb.toFixed(1).padStart(11)}   ${problems.length ? 'OVER' : 'ok'}`,
  );
}
console.info(
  over.length
    ? `\nOver budget (scripts/web-budgets.json):\n  ${over.join('\n  ')}`
    : '\nEvery route within its budget.',
);

const outDir = path.join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'web.json'),
  `${JSON.stringify({ date: new Date().toISOString(), landing: { jsGzipBytes: jsTotal, cssGzipBytes: cssTotal, files: [...assets.js, ...assets.css] }, routes: results }, null, 2)}\n`,
);
console.info('Details: bench-results/web.json');
