import { deleteAccountBodySchema, firstIssueMessage, ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { AUTH_LIMITS, createLimiter } from '../auth/limits.ts';
import { createStripe, stripeCancelAll } from '../billing/stripe.ts';
import { AppError } from '../lib/errors.ts';
import { accountDeletedEmail } from '../mail/templates.ts';
import { deleteUser, exportUserData, findPasswordHash } from './queries.ts';

/** Expires the session cookies in the browser (the sessions themselves are gone from the database). */
async function clearAuthCookies(app: FastifyInstance, reply: FastifyReply) {
  const ctx = await app.auth.$context;
  const { sessionToken, sessionData, dontRememberToken } = ctx.authCookies;
  reply.header(
    'set-cookie',
    [sessionToken, sessionData, dontRememberToken].map(
      ({ name, attributes }) =>
        `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
    ),
  );
}

/** The user's data rights: download everything as JSON, and erase the account for good. */
export async function accountRoutes(app: FastifyInstance) {
  const stripe = await createStripe(app.config);
  const passwordLimit = createLimiter(app, 'delete-account', AUTH_LIMITS.passwordCheckAccount);

  app.get('/api/account/export', { preHandler: requireUser }, async (request, reply) => {
    const data = await exportUserData(app.db, request.user.id);
    if (!data) throw new AppError('unauthorized', M.signInRequired);
    request.log.info({ event: 'data_export' }, 'account data exported');
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="physiomate-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/api/account/delete', { preHandler: requireUser }, async (request, reply) => {
    await passwordLimit(request, request.user.id);
    const parsed = deleteAccountBodySchema.safeParse(request.body);
    if (!parsed.success) throw new AppError('validation_failed', firstIssueMessage(parsed.error));
    const hash = await findPasswordHash(app.db, request.user.id);
    const ctx = await app.auth.$context;
    const ok = hash ? await ctx.password.verify({ hash, password: parsed.data.password }) : false;
    if (!ok) {
      request.log.info({ event: 'delete_refused' }, 'account deletion refused: wrong password');
      throw new AppError('bad_request', M.currentPasswordIncorrect);
    }
    const { email } = request.user;
    // A paid subscription at Stripe ends first; if it cannot, nothing is deleted (say so, try again).
    if (stripe) await stripeCancelAll(stripe, app.db, request.user.id);
    await deleteUser(app.db, request.user.id);
    // Mail kept for the address (the outbox's copies, with their links) goes with the account; the
    // notice below is the last message, as it would be by SMTP.
    const forgotten = await app.mailer.forget(email).catch(() => 0);
    request.log.info(
      { event: 'account_deleted', mailsDeleted: forgotten },
      'account and all its data erased',
    );
    await clearAuthCookies(app, reply);
    app.mailer.send(accountDeletedEmail(email)).catch((err: Error) => {
      request.log.error({ err: { message: err.message } }, 'account-deleted notice not sent');
    });
    return { ok: true, message: M.accountDeleted };
  });
}
