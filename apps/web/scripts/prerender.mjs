#!/usr/bin/env node
// After `vite build`: render the first screen of the pages in PRERENDERED_ROUTES (src/prerender.tsx)
// to static HTML inside #root, so they paint as soon as the HTML and CSS arrive (fast FCP/LCP); React
// then hydrates them (docs/decisions/landing-prerender.md).
// - "/" goes into dist/index.html, which the server also sends for every path without a page of its
//   own: there public/route-hint.js and an inline style keep the markup hidden.
// - Every other route gets dist/prerendered/<name>.html, which the server sends for that path only.
// The <html> element names the path the markup is for (data-prerendered) and the session-storage keys
// that void it (data-prerendered-unless); public/route-hint.js shows it only where both allow.
// Each page is written with .br and .gz twins, as the build does for the assets: the server sends
// them as they are (no compression per request; it compressed no page at all before).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const indexPath = path.join(dist, 'index.html');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page's form controls locked until React has it (src/lib/prerendered.ts unlocks them): text
 * fields read-only, buttons and selects aria-disabled, each marked data-prerender-lock. Controls the
 * page itself made read-only or disabled are left as they are. React escapes '>' in attributes, so
 * a tag ends at the first '>'.
 */
export function lockControls(html) {
  return html.replace(/<(input|textarea|button|select)\b([^>]*?)(\/?)>/g, (tag, name, attributes, end) => {
    if (/\s(disabled|readonly|aria-disabled)(=|\s|$)/i.test(attributes)) return tag;
    const lock = name === 'input' || name === 'textarea' ? 'readonly=""' : 'aria-disabled="true"';
    return `<${name}${attributes} ${lock} data-prerender-lock=""${end}>`;
  });
}

/** dist/index.html with `html` inside #root and the route's marks on <html>. */
function page(template, route, html) {
  const replace = (text, from, to) => {
    if (!text.includes(from)) throw new Error(`${from} not found in dist/index.html`);
    return text.replace(from, to);
  };
  const marks = [`data-prerendered="${escapeHtml(route.path)}"`];
  if (route.unlessStored?.length)
    marks.push(`data-prerendered-unless="${escapeHtml(route.unlessStored.join(' '))}"`);
  let out = replace(template, '<html lang="en">', `<html lang="en" ${marks.join(' ')}>`);
  const markup = route.lockUntilReady ? lockControls(html) : html;
  out = replace(out, '<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`);
  if (route.title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(route.title)}</title>`);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
  // Rendering the app leaves its timers behind (a query cache keeps entries for five minutes), which kept
  // this script, and so every build, waiting about five minutes after the files were written. They are.
  process.exit(0);
}

async function main() {
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { renderToHtml, PRERENDERED_ROUTES } = await vite.ssrLoadModule('/src/prerender.tsx');
    const template = readFileSync(indexPath, 'utf8');
    for (const route of PRERENDERED_ROUTES) {
      const html = await renderToHtml(route.path);
      // A page that rendered without its content (a lazy page that failed) must fail the build.
      if (!html.includes('<main') || !html.includes('<h1')) {
        throw new Error(`Pre-rendered ${route.path} has no <main> or <h1>`);
      }
      let file = indexPath;
      if (route.path !== '/') {
        if (!/^\/[a-z][a-z-]*$/.test(route.path)) throw new Error(`Cannot name a file for ${route.path}`);
        mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
        file = path.join(dist, 'prerendered', `${route.path.slice(1)}.html`);
      }
      const content = Buffer.from(page(template, route, html));
      writeFileSync(file, content);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      console.info(
        `Pre-rendered "${route.path}" into ${path.relative(webRoot, file)} (${(html.length / 1024).toFixed(1)} KB of HTML).`,
      );
    }
  } finally {
    await vite.close();
  }
}
