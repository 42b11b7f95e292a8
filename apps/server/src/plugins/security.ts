import helmet from '@fastify/helmet';
import { ACCOUNT_MESSAGES } from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers for every response: a strict CSP (scripts only from our origin, no inline
 * scripts, no third parties), no referrer, and no caching of API answers, which carry health data.
 * And the CSRF check: a state-changing /api request from another origin is refused (session cookies
 * are SameSite=Lax; this also covers a browser that sends no SameSite, by Origin or Sec-Fetch-Site).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const crossSite =
      origin !== undefined ? origin !== allowedOrigin : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) {
      request.log.warn({ event: 'origin_refused' }, 'state-changing request from another origin refused');
      throw new AppError('forbidden', ACCOUNT_MESSAGES.crossSite);
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes and a small style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Behind TLS (an https PUBLIC_URL) browsers are told to use nothing else for a year; a plain-HTTP
    // localhost must keep working, so there it is not sent.
    strictTransportSecurity: app.config.publicUrl.startsWith('https://')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
