import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@physiomate/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated every time,
 * and a history fallback so every client route loads the app. A path the app has no page for gets
 * the same app (it shows 'Oops! Page not found') with a 404. Unknown /api routes answer a JSON 404.
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
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: run `npm run build` to serve pages');
  }

  const indexFile = path.join(opts.distDir, 'index.html');
  const sendApp = async (reply: FastifyReply, url: string) => {
    reply.header('cache-control', 'no-cache').type('text/html');
    if (isWebPage(url)) return reply.sendFile('index.html');
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
