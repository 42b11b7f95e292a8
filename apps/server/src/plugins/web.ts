import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@physiomate/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers the security plugin (helmet) sets on every response that only mean something on a page,
 * a document: the CSP (no worker is ever loaded from assets/), frame and opener isolation, and old
 * IE switches. On a hashed script or stylesheet they are about 570 bytes of nothing, uncompressed
 * (HTTP/1.1), on each of the 7 to 40 files a page loads: 4 KB on "/", 20 KB and more on a signed-in
 * page. Kept: nosniff, Cross-Origin-Resource-Policy and Referrer-Policy (which a module script's
 * own imports follow).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Pages pre-rendered on their own, by the web build (apps/web/scripts/prerender.mjs): a folder of dist. */
const PRERENDERED_DIR = 'prerendered';

/**
 * Serves the built web app: hashed assets cached for a year, pages revalidated every time, and a
 * history fallback so every client route loads the app. A path the app has no page for gets the
 * same app (it shows 'Oops! Page not found') with a 404. Unknown /api routes answer a JSON 404.
 *
 * A page is index.html (which carries the landing page, shown on "/" only), or, for a path the build
 * pre-rendered on its own and asked without a query (the markup is the page with no parameters),
 * dist/prerendered/<name>.html: its first screen paints before any JavaScript has run
 * (docs/decisions/landing-prerender.md).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to each hashed asset; send those when the browser accepts them.
      preCompressed: true,
      // The pre-rendered pages are sent for their own paths (below), not at an address of their own.
      allowedPath: (_pathname, _root, request) => !request?.url.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
          // helmet wrote them on the raw response (onRequest), not through the reply.
          for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: run `npm run build` to serve pages');
  }

  const indexFile = path.join(opts.distDir, 'index.html');
  /** The page pre-rendered for exactly this URL (a lowercase path, no query), if the build made one. */
  const prerenderedPage = (url: string): string | null => {
    const name = /^\/([a-z][a-z-]*)$/.exec(url)?.[1];
    if (!name) return null;
    const file = `${PRERENDERED_DIR}/${name}.html`;
    // Looked up each time: a rebuild while the server runs may add or remove one.
    return existsSync(path.join(opts.distDir, file)) ? file : null;
  };
  const sendApp = async (reply: FastifyReply, url: string) => {
    reply.header('cache-control', 'no-cache').type('text/html');
    if (isWebPage(url)) return reply.sendFile(prerenderedPage(url) ?? 'index.html');
    // Read each time: a rebuild while the server runs changes the hashed asset names inside.
    return reply.status(404).send(await readFile(indexFile, 'utf8'));
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a real 404, not the app.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && wantsPage && !isAsset && hasWeb) return sendApp(reply, request.url);
    return reply.status(404).send({
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` },
    });
  });
});
