import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, type Client, ORIGIN, signedInClient, tempDataDir } from './helpers/auth.ts';
import { databaseKinds, openTestDatabase } from './helpers/db.ts';

/** Strings people and attackers type: injection, markup, control characters, odd Unicode, huge. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR '1'='1' --",
    '"; drop table "user"; --',
    '<script>alert(1)</script>@x.com',
    'a@b.c\u0000',
    '\u0000',
    'ann@gmail.com\r\nBcc: victim@gmail.com',
    '__proto__',
    'constructor',
    '%00%0d%0a',
    '../../etc/passwd',
    '\ud800',
    'DELETE',
    'x'.repeat(100_000),
    `${'a'.repeat(300)}@gmail.com`,
    'ann@gmail.com',
    'ann@free.dk',
  ),
  fc.emailAddress(),
);

const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const FIELDS = [
  'email',
  'password',
  'newEmail',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'confirm',
  'callbackURL',
  'name',
  '__proto__',
];

/** A body: usually an object with the endpoint's fields set to hostile values, sometimes anything at all. */
const hostileBody = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.jsonValue() },
);

const rawBody = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '{"email":', 'null', '[]', '""', '{"__proto__":{"admin":true}}', '\u0000'),
);

const ENDPOINTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/send-verification-email',
  '/api/auth/change-email',
  '/api/auth/change-password',
  '/api/auth/sign-out',
  '/api/account/delete',
] as const;

function expectClearAnswer(status: number, body: string) {
  expect(status, body).toBeLessThan(500);
  if (status >= 400) {
    const parsed = JSON.parse(body) as { error: { code: string; message: string } };
    expect(typeof parsed.error.code).toBe('string');
    expect(parsed.error.message.length).toBeGreaterThan(3);
    expect(parsed.error.message).not.toMatch(/at .+\(.+:\d+:\d+\)|stack|SQL|syntax error/i);
  }
}

for (const kind of databaseKinds()) {
  describe(`hostile input never breaks the auth and settings endpoints [${kind}]`, () => {
    const data = tempDataDir();
    let handle: Awaited<ReturnType<typeof openTestDatabase>>;
    let app: FastifyInstance;
    let client: Client;
    let ipCounter = 0;
    const nextIp = () => {
      ipCounter++;
      return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    };

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      app = await createTestApp(handle, { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN });
      client = await signedInClient(app, data.dir, 'fuzz.target@gmail.com', 'the real password');
    });
    afterAll(async () => {
      await app.close();
      await handle.drop();
      data.remove();
    });

    it.each(ENDPOINTS)('%s answers JSON bodies with a 4xx and a clear message, never a 500', async (url) => {
      await fc.assert(
        fc.asyncProperty(hostileBody, fc.boolean(), async (body, signedIn) => {
          const res = await app.inject({
            method: 'POST',
            url,
            remoteAddress: nextIp(),
            headers: {
              origin: ORIGIN,
              ...(signedIn && !url.endsWith('sign-out') ? { cookie: client.cookieHeader() } : {}),
            },
            payload: body as object,
          });
          expectClearAnswer(res.statusCode, res.body);
        }),
        { numRuns: 60 },
      );
    });

    it.each(ENDPOINTS)('%s answers raw and malformed bodies with a 4xx', async (url) => {
      await fc.assert(
        fc.asyncProperty(
          rawBody,
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (body, type) => {
            const res = await app.inject({
              method: 'POST',
              url,
              remoteAddress: nextIp(),
              headers: {
                origin: ORIGIN,
                'content-type': type,
                ...(url.endsWith('sign-out') ? {} : { cookie: client.cookieHeader() }),
              },
              payload: body,
            });
            expectClearAnswer(res.statusCode, res.body);
          },
        ),
        { numRuns: 30 },
      );
    });

    it('confirmation links with hostile tokens and callbacks are refused cleanly', async () => {
      await fc.assert(
        fc.asyncProperty(hostileString, fc.option(hostileString), async (token, callback) => {
          const query = new URLSearchParams({ token, ...(callback ? { callbackURL: callback } : {}) });
          const res = await app.inject({
            method: 'GET',
            url: `/api/auth/verify-email?${query}`,
            remoteAddress: nextIp(),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 300 && res.statusCode < 400) {
            // Never an open redirect.
            expect(res.headers.location ?? '').not.toMatch(/^(https?:)?\/\/(?!localhost:3000)/);
          }
        }),
        { numRuns: 60 },
      );
    });

    it('the target account survives the storm', async () => {
      const session = await client.session();
      expect(session.user?.email).toBe('fuzz.target@gmail.com');
    });
  });
}
