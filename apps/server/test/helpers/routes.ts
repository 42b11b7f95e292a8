import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

/**
 * Every route each Fastify instance registers, as its `onRoute` hook saw it. `buildApp` creates its
 * instance and adds the routes itself, so the hook is added through Fastify's documented
 * `fastify.initialization` diagnostics channel, which is published as each instance is created,
 * before any plugin or route. Only instances created after this module is imported are seen.
 */
const seen = new WeakMap<FastifyInstance, RegisteredRoute[]>();

subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const routes: RegisteredRoute[] = [];
  seen.set(fastify, routes);
  // Added on the root instance, so it runs for the routes of every plugin registered after it.
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
});

/** The routes `app` registered (one entry per method), in the order it registered them. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = seen.get(app);
  if (!routes) throw new Error('the app was created before test/helpers/routes.ts was imported');
  return [...routes];
}
