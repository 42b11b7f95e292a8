import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseErrorCode } from '../db/availability.ts';
import { RETRY_AFTER_S } from '../lib/errors.ts';

/** A readiness probe answers within this time even when the database never does. */
const READY_TIMEOUT_MS = 2_000;

export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) } } },
    async () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );
  r.get('/api/ready', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready', database: app.database.kind };
    } catch (err) {
      request.log.warn({ event: 'not_ready', code: databaseErrorCode(err) }, 'database not reachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ error: { code: 'unavailable', message: 'The database is not reachable.' } });
    } finally {
      clearTimeout(timer);
    }
  });
}
