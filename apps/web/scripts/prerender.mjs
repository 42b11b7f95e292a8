#!/usr/bin/env node
// After `vite build`: render the landing page to static HTML and put it inside #root of dist/index.html,
// so "/" paints its content as soon as the HTML and CSS arrive (fast FCP/LCP); React then hydrates it.
// The server sends the same index.html for every path, so the markup is marked `data-prerendered` and
// public/route-hint.js + an inline style keep it hidden anywhere but "/".
// The page is written with .br and .gz twins, as the build does for the assets: the server sends
// them as they are (no compression per request; it sent pages uncompressed before).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const indexPath = path.join(webRoot, 'dist/index.html');

const vite = await createServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const { renderToHtml } = await vite.ssrLoadModule('/src/prerender.tsx');
  const html = await renderToHtml('/');
  if (!html.includes('<main')) throw new Error('Pre-rendered landing page has no <main>');
  const index = readFileSync(indexPath, 'utf8');
  const marker = '<div id="root"></div>';
  if (!index.includes(marker)) throw new Error(`${marker} not found in dist/index.html`);
  const content = Buffer.from(index.replace(marker, `<div id="root" data-prerendered>${html}</div>`));
  writeFileSync(indexPath, content);
  writeFileSync(
    `${indexPath}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${indexPath}.gz`, gzipSync(content, { level: 9 }));
  console.info(`Pre-rendered "/" into dist/index.html (${(html.length / 1024).toFixed(1)} KB of HTML).`);
} finally {
  await vite.close();
}
