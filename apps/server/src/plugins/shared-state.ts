import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openRedis, type SharedState } from '../lib/shared-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis and the key prefix when REDIS_URL is set; null: state is kept in this process. */
    sharedState: SharedState | null;
  }
}

/**
 * Connects to Redis when REDIS_URL is set (a wrong URL stops the start with a message naming the
 * host) and disconnects when the app closes. Everything that counts across requests asks here.
 */
export const sharedStatePlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('sharedState', null);
      return;
    }
    let lastWarned = 0;
    const redis = await openRedis(url, (err) => {
      // Reconnection retries repeat the same error; one line per 10 s is enough.
      if (Date.now() - lastWarned < 10_000) return;
      lastWarned = Date.now();
      app.log.warn(
        { event: 'redis_unavailable', code: (err as { code?: string }).code },
        'Redis is unreachable; requests that need a shared limit answer 503 until it returns',
      );
    });
    app.decorate('sharedState', { redis, prefix: app.config.REDIS_KEY_PREFIX });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state' },
);
