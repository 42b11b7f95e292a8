#!/usr/bin/env node
// `npm run bench:web`: how heavy and how fast is the landing page?
//
// 1. Builds the web app (npm run build).
// 2. Sums the gzip size of every JS and CSS file the landing page loads, from dist/.vite/manifest.json:
//    the entry, its static imports, and the lazy chunk of the landing route with its static imports.
// 3. Serves the build with the real server (apps/server) on a free port and a throw-away data folder;
//    if the server can't start, with a tiny gzip static server defined below.
// 4. Runs Lighthouse (mobile defaults, performance only) 3 times in Debian's Chromium and prints the
//    median score, LCP, TBT and CLS.
//
// It prints figures; it never fails because of them. Budget: landing JS < 90 KB gzip, score >= 95, CLS 0.
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const LANDING_MODULE = 'src/features/marketing/routes/landing.tsx';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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

// ------------------------------------------------------------------------------------ landing weight
function landingAssets() {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const landingKey = Object.keys(manifest).find((key) => key.endsWith(LANDING_MODULE));
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  if (!landingKey) console.warn(`warning: ${LANDING_MODULE} not found in the manifest (is the route lazy?)`);

  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported); // static imports only
  };
  visit(entryKey);
  if (landingKey) visit(landingKey);

  const measure = (file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 6 }).length };
  };
  return { js: [...js].map(measure), css: [...css].map(measure) };
}

// ------------------------------------------------------------------------------------------- serving
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

async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function startRealServer(port) {
  const main = path.join(root, 'apps/server/src/main.ts');
  if (!existsSync(main)) return null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'physiomate-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  const up = await waitFor(`http://127.0.0.1:${port}/api/health`, 90_000, () => alive);
  const stop = async () => {
    if (alive) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (alive) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    console.warn(`The real server did not start${stderr ? `:\n${stderr.trim().slice(-800)}` : '.'}`);
    await stop();
    return null;
  }
  return { name: 'real server (apps/server)', stop };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Fallback: static files from dist with gzip and a history fallback to index.html. */
function startStaticServer(port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: 'not_found', message: 'No API in the static bench server.' } }),
      );
      return;
    }
    let file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dist, 'index.html');
    }
    const ext = path.extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const compressible = /\.(html|js|css|svg|json|txt)$/.test(file);
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ name: 'built-in gzip static server', stop: () => new Promise((r) => server.close(r)) }),
    );
  });
}

// ---------------------------------------------------------------------------------------- lighthouse
async function runLighthouse(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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
      console.info(
        `  run ${i + 1}/${RUNS}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`,
      );
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------- main
build();

const assets = landingAssets();
const jsTotal = assets.js.reduce((sum, a) => sum + a.gzip, 0);
const cssTotal = assets.css.reduce((sum, a) => sum + a.gzip, 0);
console.info('\nLanding page assets (gzip level 6, from dist/.vite/manifest.json):');
for (const a of [...assets.js, ...assets.css].sort((x, y) => y.gzip - x.gzip)) {
  console.info(`  ${a.file.padEnd(44)} ${kb(a.raw).padStart(9)} raw  ${kb(a.gzip).padStart(9)} gzip`);
}
console.info(`  JavaScript total: ${kb(jsTotal)} gzip (budget 90 KB)`);
console.info(`  CSS total:        ${kb(cssTotal)} gzip`);

const port = await freePort();
const server = (await startRealServer(port)) ?? (await startStaticServer(port));
const url = `http://127.0.0.1:${port}/`;
console.info(`\nServing with the ${server.name} at ${url}`);

let runs = [];
try {
  console.info(`Lighthouse ${RUNS}× (mobile defaults, performance only, ${CHROME_PATH}):`);
  runs = await runLighthouse(url);
} catch (error) {
  console.error(`Lighthouse failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await server.stop();
}

const summary = {
  date: new Date().toISOString(),
  server: server.name,
  landing: { jsGzipBytes: jsTotal, cssGzipBytes: cssTotal, files: [...assets.js, ...assets.css] },
  lighthouse: runs.length
    ? {
        runs,
        median: {
          score: median(runs.map((r) => r.score)),
          fcpMs: Math.round(median(runs.map((r) => r.fcp))),
          lcpMs: Math.round(median(runs.map((r) => r.lcp))),
          tbtMs: Math.round(median(runs.map((r) => r.tbt))),
          cls: median(runs.map((r) => r.cls)),
          speedIndexMs: Math.round(median(runs.map((r) => r.si))),
          scriptTransferBytes: median(runs.map((r) => r.scriptTransfer)),
        },
      }
    : null,
};

console.info('\n=== PhysioMate web bench ===');
console.info(`Landing JS (gzip):  ${kb(jsTotal)}  (budget < 90 KB)`);
console.info(`Landing CSS (gzip): ${kb(cssTotal)}`);
if (summary.lighthouse) {
  const m = summary.lighthouse.median;
  console.info(`Lighthouse mobile performance (median of ${runs.length}): ${m.score}  (target >= 95)`);
  console.info(
    `  LCP ${m.lcpMs} ms · TBT ${m.tbtMs} ms · CLS ${m.cls.toFixed(3)} · FCP ${m.fcpMs} ms · SI ${m.speedIndexMs} ms`,
  );
  console.info(`  Script bytes transferred on the wire (as served): ${kb(m.scriptTransferBytes)}`);
} else {
  console.info('Lighthouse: no result');
}

const outDir = path.join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.info('Details: bench-results/web.json');
