import http from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.ts';
import { createRecommender, type Recommender } from './ai/recommender.ts';
import { assessmentRoutes, recommendationRoutes } from './assessments/routes.ts';
import { authPlugin } from './auth/plugin.ts';
import { billingRoutes } from './billing/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError, RESTARTING_MESSAGE } from './lib/errors.ts';
import { createJobLock, type JobLock } from './lib/job-lock.ts';
import { keyFor } from './lib/shared-state.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { securityPlugin } from './plugins/security.ts';
import { sharedStatePlugin } from './plugins/shared-state.ts';
import { webPlugin } from './plugins/web.ts';
import { rehabRoutes } from './rehab/routes.ts';
import { resultRoutes } from './results/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { videoRoutes } from './videos/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The engine, personalised by a model when one is configured. */
    recommend: Recommender;
    jobLock: JobLock;
  }
}

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go (standard output when absent); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
};

/**
 * 1 MB for a JSON body: the largest legitimate one (a 5000-character description with its pain
 * areas, safety answers and corrections, or a plan edit) is a few tens of KB, so anything bigger is
 * refused before it is parsed. The chat's photo and voice routes set their own, larger limits.
 */
const BODY_LIMIT = 1024 * 1024;
/** How long an idle kept-alive connection stays open (see the server factory below). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Builds the whole product as one Fastify instance. Logging never includes request bodies, query
 * strings, cookies or authorization headers: they may carry health data, emails or secrets.
 */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // While closing, requests still arriving on open connections get our own 503 (below).
    return503OnClosing: false,
    // Node checks the timeouts every `connectionsCheckingInterval`; it follows the timeout so a
    // short one is enforced promptly (the default check is every 30 s).
    // An idle kept-alive connection stays open 72 s (Fastify's own default, which a server factory
    // loses: Node's is 5 s and a 1 s grace). Longer than a proxy's or a client's idle timeout (a load balancer's 60 s),
    // so the server never closes a connection at the moment the other side reuses it (ECONNRESET).
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout,
          headersTimeout: Math.min(60_000, requestTimeout),
          connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(requestTimeout / 4))),
        },
        handler,
      );
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    trustProxy:
      config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: {
              req: (req) => ({ method: req.method, url: String(req.url).split('?')[0], ip: req.ip }),
              res: (res) => ({ statusCode: res.statusCode }),
            },
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(logStream ? { stream: logStream } : {}),
          },
  });
  app.decorate('config', config);
  app.decorate(
    'recommend',
    createRecommender(
      {
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
      },
      app.log,
    ),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Graceful shutdown: once closing starts no new connection is accepted and requests in flight
  // finish; a request that still arrives on an open connection is told to retry (elsewhere).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('unavailable', RESTARTING_MESSAGE);
  });
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(sharedStatePlugin);
  // Routes opt in with their own limits; nothing is limited globally. With REDIS_URL the counts
  // live in Redis, so every process behind the proxy enforces one limit.
  const shared = app.sharedState;
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}rate:` } : {}),
    // Counted by a hash of the address: the store never holds an address.
    keyGenerator: (request) => keyFor(request.ip),
    // Thrown as the error, so the one error handler shapes it like every other.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
  await app.register(databasePlugin, { database });
  // For scheduled work: one run at a time across every process (see lib/job-lock.ts).
  app.decorate('jobLock', createJobLock(app.sharedState, database));

  await app.register(systemRoutes);
  await app.register(mailerPlugin);
  await app.register(authPlugin);
  await app.register(accountRoutes);
  await app.register(videoRoutes);
  await app.register(recommendationRoutes);
  await app.register(assessmentRoutes);
  await app.register(resultRoutes);
  await app.register(rehabRoutes);
  await app.register(chatRoutes);
  await app.register(billingRoutes);

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
