import fc from 'fast-check';
import { expect, it } from 'vitest';
import { setTierByEmail } from '../src/account/queries.ts';
import { AUTH_ENDPOINTS } from '../src/auth/endpoints.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';
import { type RegisteredRoute, registeredRoutes } from './helpers/routes.ts';

/**
 * Generated bad input to every route: whatever arrives, the answer is a 4xx (or a success), never a
 * 500, and the server stays up. Strings include NUL bytes, lone surrogates and other control
 * characters, which PostgreSQL's text and jsonb and `encodeURIComponent` refuse.
 */
const RUNS = 200;

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\uD800', '\uDFFF', 'knee \uD83D', '\uDE00 back', '\u0000', 'a\u0000b', '\u0007\u001b[31m'),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const value = fc.oneof(
  nasty,
  fc.array(nasty, { maxLength: 4 }),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const FIELDS = [
  'assessmentId',
  'symptoms',
  'painLocations',
  'safetyAnswers',
  'exerciseName',
  'description',
  'email',
  'password',
  'newEmail',
  'currentPassword',
  'newPassword',
  'removeExercises',
  'removeLifestyle',
  'removeProducts',
  'removePainAreas',
  'exerciseIds',
  'rehabExerciseId',
  'date',
  'sets',
  'reps',
  'pain',
  'note',
  'activities',
  'today',
  'outcome',
  'enabled',
  'days',
  'time',
  'timeZone',
  'messages',
  'image',
  'decision',
  'plan',
  'cancelAtPeriodEnd',
  'code',
  'token',
];
/** A body shaped like the real ones (known fields, bad values), or any JSON at all. */
const body = fc.oneof(
  fc.record(Object.fromEntries(FIELDS.map((f) => [f, value])), { requiredKeys: [] }),
  fc.record({
    symptoms: fc.constant(
      'My left knee hurts when I climb the stairs and after running, and it has been like this for about three weeks now.',
    ),
    painLocations: fc.array(nasty, { minLength: 1, maxLength: 3 }),
    safetyAnswers: fc.constant([]),
  }),
  fc.record({
    exerciseName: nasty,
    description: nasty,
  }),
  fc.record({ email: nasty.map((s) => `${s}@physiomate.app`), password: nasty }),
  fc.jsonValue(),
);
/** Percent-encodes what it can; a lone surrogate becomes the invalid UTF-8 a client might send. */
const encodeLoose = (s: string) =>
  Array.from(s)
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
const segment = fc.oneof(
  fc.uuid(),
  nasty.map(encodeLoose),
  fc.constantFrom('%00', '%ZZ', '%', '%ED%A0%80', '..%2F..%2Fetc'),
);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Every route of the API; `:id` and `?q` are filled with generated text. */
const ROUTES: Array<[Method, string]> = [
  ['POST', '/api/recommendations'],
  ['POST', '/api/safety-questions'],
  ['POST', '/api/assessments'],
  ['GET', '/api/assessments'],
  ['GET', '/api/assessments/:id'],
  ['DELETE', '/api/assessments/:id'],
  ['PATCH', '/api/assessments/:id/recommendations'],
  ['PUT', '/api/assessments/:id/understood'],
  ['POST', '/api/assessments/:id/reevaluations/:id'],
  ['GET', '/api/assessments/:id/conversation?limit=:id&before=:id'],
  ['POST', '/api/assessment-chat'],
  ['GET', '/api/chat/capabilities'],
  ['POST', '/api/chat/transcriptions'],
  ['GET', '/api/rehab/exercises'],
  ['POST', '/api/rehab/exercises'],
  ['DELETE', '/api/rehab/exercises/:id'],
  ['GET', '/api/rehab/logs?from=:id&to=:id'],
  ['POST', '/api/rehab/logs'],
  ['DELETE', '/api/rehab/logs/:id'],
  ['POST', '/api/rehab/checkins'],
  ['GET', '/api/rehab/progress?today=:id'],
  ['GET', '/api/rehab/flare-up?today=:id'],
  ['POST', '/api/rehab/flare-up'],
  ['POST', '/api/rehab/flare-up/:id/outcome'],
  ['GET', '/api/rehab/reminders'],
  ['PUT', '/api/rehab/reminders'],
  ['GET', '/api/rehab/reminders/unsubscribe?token=:id'],
  ['POST', '/api/rehab/reminders/unsubscribe?token=:id'],
  ['GET', '/api/rehab/reminders/calendar.ics'],
  ['GET', '/api/billing'],
  ['GET', '/api/billing/availability'],
  ['POST', '/api/billing/create-checkout'],
  ['POST', '/api/billing/customer-portal'],
  ['POST', '/api/billing/sync'],
  ['POST', '/api/billing/test/pay'],
  ['POST', '/api/billing/test/subscription'],
  ['POST', '/api/billing/webhook'],
  ['POST', '/api/videos/search'],
  ['GET', '/api/account/export'],
  ['POST', '/api/account/delete'],
  ['GET', '/api/session'],
  ['GET', '/api/health'],
  ['GET', '/api/ready'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/send-verification-email'],
  ['POST', '/api/auth/change-email'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/two-factor/enable'],
  ['POST', '/api/auth/two-factor/verify-totp'],
  ['POST', '/api/auth/two-factor/verify-backup-code'],
  ['POST', '/api/auth/two-factor/generate-backup-codes'],
  ['POST', '/api/auth/two-factor/disable'],
  ['GET', '/api/auth/verify-email?token=:id&callbackURL=:id'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/sign-out'],
];

/**
 * /api routes the app registers that are deliberately not fuzzed, each with the reason. Every /api
 * route the app registers must be in ROUTES or here, or the first test below fails and names it.
 * Empty for now: the health probes and the Stripe webhook (which refuses an unsigned body) are
 * fuzzed like the rest, and the web app's static files are not under /api. An entry looks like
 * `['POST', '/api/example/:id', 'why it is not fuzzed']`.
 */
const NOT_FUZZED: Array<[Method | 'HEAD', string, why: string]> = [];

/** `METHOD /pattern`, with the query left off and every parameter named alike (`:id`, `:planId`). */
const routeKey = (method: string, url: string) =>
  `${method} ${url.split('?')[0]!.replaceAll(/:[^/]+/g, ':param')}`;

/**
 * The /api routes the app answers, from what it registered, as `METHOD /pattern` (the registered
 * name in the value, for the report). Two registrations stand for something else:
 * - better-auth's catch-all `/api/auth/*` answers only the endpoints of AUTH_ENDPOINTS (any other
 *   path or method under it is answered 404 at once), so it counts as those;
 * - the HEAD that Fastify adds beside each GET runs that GET's handler, which is fuzzed.
 */
function apiRoutes(registered: RegisteredRoute[]): Map<string, string> {
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  const routes = new Map<string, string>();
  for (const { method, url } of registered) {
    if (!url.startsWith('/api/') || (method === 'HEAD' && gets.has(url))) continue;
    if (url === '/api/auth/*') {
      for (const [path, endpoint] of Object.entries(AUTH_ENDPOINTS)) {
        const endpointUrl = `/api/auth/${path}`;
        if (endpoint.method === method) routes.set(routeKey(method, endpointUrl), `${method} ${endpointUrl}`);
      }
    } else routes.set(routeKey(method, url), `${method} ${url}`);
  }
  return routes;
}

describeEachDatabase('fuzzing every route', ({ get }) => {
  const http = httpAppPerTest(get, {
    AUTH_RATE_LIMIT_SCALE: '1000',
    RECOMMENDATIONS_PER_MINUTE: '100000',
    ASSESSMENT_SAVES_PER_MINUTE: '100000',
    CHAT_MESSAGES_PER_10_MINUTES: '100000',
    CHAT_MESSAGES_PER_DAY: '100000',
    CHAT_STREAM_DELAY_MS: '0',
  });

  it('fuzzes every /api route the app registers, or says why not', () => {
    const registered = apiRoutes(registeredRoutes(http.app));
    expect(registered.size).toBeGreaterThan(0);
    const fuzzed = new Set(ROUTES.map(([method, url]) => routeKey(method, url)));
    const excluded = new Set(NOT_FUZZED.map(([method, url]) => routeKey(method, url)));
    const missing = [...registered]
      .filter(([key]) => !fuzzed.has(key) && !excluded.has(key))
      .map(([, name]) => name);
    expect(missing, 'registered /api routes in neither ROUTES nor NOT_FUZZED').toEqual([]);
    // The lists stay true too: nothing listed that the app does not register, nothing in both.
    const unknown = [...fuzzed, ...excluded].filter((key) => !registered.has(key));
    expect(unknown, 'listed routes the app does not register').toEqual([]);
    expect(
      [...excluded].filter((key) => fuzzed.has(key)),
      'routes both fuzzed and excluded',
    ).toEqual([]);
  });

  it(`answers ${RUNS} generated bad requests to each of ${ROUTES.length} routes without a single 500`, async () => {
    const client: Client = await signedInClient(http.app, http.dir, 'fuzz.person@physiomate.app');
    await setTierByEmail(get().db, 'fuzz.person@physiomate.app', 'master');
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let n = 0;
    for (const [method, route] of ROUTES) {
      await fc.assert(
        fc.asyncProperty(body, segment, async (payload, id) => {
          const url = route.replaceAll(':id', id);
          // A new address each time, so per-IP limits do not cut the run short; the same session.
          n++;
          const from = new Client(http.app, `10.9.${(n >> 8) & 255}.${n & 255}`);
          for (const [k, v] of client.cookies) from.cookies.set(k, v);
          const res = await from.request(method, url, method === 'GET' ? undefined : payload);
          client.cookies.clear();
          for (const [k, v] of from.cookies) client.cookies.set(k, v);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push(`${method} ${url} -> ${res.statusCode} ${res.body}`);
            throw new Error(`${method} ${route} answered ${res.statusCode}: ${res.body}`);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (!client.hasSession()) {
        // sign-out ended it: sign in again for the routes that follow.
        await client.post('/api/auth/sign-in/email', {
          email: 'fuzz.person@physiomate.app',
          password: 'correct horse',
        });
      }
    }
    console.info(`fuzz: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures).toEqual([]);
    expect((await client.get('/api/health')).statusCode).toBe(200);
  }, 600_000);
});
