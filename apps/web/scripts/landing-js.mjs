#!/usr/bin/env node
// The landing page's weight, from the build manifest: every JS and CSS file "/" loads before it can
// run (the entry, React's boot chunk, and the landing route's lazy chunk, each with its static imports),
// each gzipped at level 6. Run after `vite build` (`npm run build` does), it fails the build when the
// JavaScript is over `landingJsKb` in scripts/web-budgets.json (docs/decisions/landing-prerender.md),
// naming the files; `npm run bench:web` prints the same figures with the CSS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_MODULE = 'src/features/marketing/routes/landing.tsx';
/** React's start, imported by the entry after the first paint (src/main.tsx) and preloaded by index.html. */
export const BOOT_MODULE = 'src/boot.tsx';
const BUDGETS = fileURLToPath(new URL('../../../scripts/web-budgets.json', import.meta.url));

/**
 * The files "/" loads, with their raw and gzip sizes in bytes.
 * @param {string} dist the build's output folder (with .vite/manifest.json)
 * @returns {{ js: { file: string, raw: number, gzip: number }[], css: { file: string, raw: number, gzip: number }[] }}
 */
export function landingAssets(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const landingKey = Object.keys(manifest).find((key) => key.endsWith(LANDING_MODULE));
  const bootKey = Object.keys(manifest).find((key) => key.endsWith(BOOT_MODULE));
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  if (!bootKey) throw new Error(`${BOOT_MODULE} is not in the Vite manifest`);
  // A landing route that is no longer its own chunk would silently drop out of the sum.
  if (!landingKey)
    throw new Error(`${LANDING_MODULE} is not in the Vite manifest (is the route still lazy?)`);

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
  visit(bootKey);
  visit(landingKey);

  const measure = (file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 6 }).length };
  };
  return { js: [...js].map(measure), css: [...css].map(measure) };
}

/** The landing JavaScript budget in KB (scripts/web-budgets.json). */
export function landingBudgetKb() {
  return JSON.parse(readFileSync(BUDGETS, 'utf8')).landingJsKb;
}

/**
 * The landing page's gzipped JavaScript against its budget.
 * @returns {{ totalBytes: number, budgetKb: number, over: boolean }}
 */
export function checkLandingBudget(dist, budgetKb = landingBudgetKb()) {
  const totalBytes = landingAssets(dist).js.reduce((sum, a) => sum + a.gzip, 0);
  return { totalBytes, budgetKb, over: totalBytes > budgetKb * 1024 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const { totalBytes, budgetKb, over } = checkLandingBudget(dist);
  const line = `Landing page JavaScript: ${(totalBytes / 1024).toFixed(1)} KB gzip (budget ${budgetKb} KB)`;
  if (over) {
    console.error(`${line}: over budget. The files "/" loads, largest first:`);
    for (const a of landingAssets(dist).js.sort((x, y) => y.gzip - x.gzip)) {
      console.error(`  ${a.file.padEnd(44)} ${(a.gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
    }
    process.exit(1);
  }
  console.info(line);
}
