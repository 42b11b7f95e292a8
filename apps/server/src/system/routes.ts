import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) } } },
    async () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );
  r.get('/api/ready', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (err) {
      request.log.warn({ err: { message: (err as Error).message } }, 'database not reachable');
      return reply
        .status(503)
        .send({ error: { code: 'unavailable', message: 'The database is not reachable.' } });
    }
  });
}
