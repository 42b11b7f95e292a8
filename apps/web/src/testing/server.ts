/**
 * The API as component tests see it: MSW answers `/api/...` requests at the HTTP edge, with bodies in
 * the shared contract's shapes (checked with the shared schemas, so a fixture cannot drift from what
 * the server sends). Each test adds the answers it needs with `server.use(...)`.
 */
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  errorBodySchema,
  type SessionAnswer,
  sessionAnswerSchema,
} from '@physiomate/shared';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { refreshSession } from '@/lib/session';

export const SIGNED_OUT: SessionAnswer = { user: null, tier: 'free' };

export const server = setupServer(http.get('/api/session', () => HttpResponse.json(SIGNED_OUT)));

/** An error answer in the one shape every error leaves the server in. */
export function errorAnswer(code: ErrorCode, message: string) {
  const body: ErrorBody = errorBodySchema.parse({ error: { code, message } });
  return HttpResponse.json(body, { status: ERROR_STATUS[code] });
}

/** A user as `GET /api/session` describes them. */
export function signedInAs(
  email = 'sam@gmail.com',
  tier: SessionAnswer['tier'] = 'free',
  user: Partial<NonNullable<SessionAnswer['user']>> = {},
): SessionAnswer {
  return sessionAnswerSchema.parse({
    user: { id: 'user-1', email, emailVerified: true, twoFactorEnabled: false, ...user },
    tier,
  });
}

/**
 * The server now answers `GET /api/session` with this, and the app has read it (the session store
 * lives as long as the test file, as it lives as long as the page).
 */
export async function sessionIs(answer: SessionAnswer): Promise<void> {
  server.use(http.get('/api/session', () => HttpResponse.json(sessionAnswerSchema.parse(answer))));
  await refreshSession();
}

/** Records the JSON bodies sent to a route, for tests that check what was (or was not) sent. */
export function bodiesOf(requests: Request[]): Promise<unknown[]> {
  return Promise.all(requests.map((r) => r.clone().json() as Promise<unknown>));
}
