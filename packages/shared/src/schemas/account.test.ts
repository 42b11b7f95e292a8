import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import { ACCOUNT_MESSAGES as M } from '../messages/account.ts';
import {
  backupCodeBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  firstIssueMessage,
  forgotPasswordBodySchema,
  newPasswordFormSchema,
  resetPasswordBodySchema,
  signInFormSchema,
  signUpFormSchema,
  totpCodeBodySchema,
} from './account.ts';
import { signUpBodySchema } from './account-requests.ts';

/** What a form shows and the server answers: the first message, or the values as checked. */
function outcome(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    | { success: true; data: unknown }
    | { success: false; error: { issues: { message: string }[] } };
  return result.success ? { ok: result.data } : { refused: firstIssueMessage(result.error) };
}

const longEnough = 'x'.repeat(MIN_PASSWORD_LENGTH);

describe('sign-up and sign-in', () => {
  it.each([
    [{ email: '', password: longEnough }, M.emailRequired],
    [{ email: 'no-at-sign', password: longEnough }, M.invalidEmail],
    [{ email: 'me@free.dk', password: longEnough }, M.blockedDomain],
    [{ email: 'me@mail.example.com', password: longEnough }, M.blockedDomain],
    [{ email: 'me@gmail.com', password: '' }, M.passwordRequired],
    [{ email: 'me@gmail.com', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) }, M.passwordTooShort],
    [{ email: 'me@gmail.com', password: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) }, M.passwordTooLong],
    [undefined, M.emailRequired],
  ])('sign-up refuses %j: %s', (body, message) => {
    expect(outcome(signUpFormSchema, body)).toEqual({ refused: message });
  });

  it('reads the address trimmed and lower-cased, on both forms and the request body', () => {
    const typed = { email: '  Sam@Gmail.COM ', password: longEnough };
    const read = { ok: { email: 'sam@gmail.com', password: longEnough } };
    expect(outcome(signUpFormSchema, typed)).toEqual(read);
    expect(outcome(signInFormSchema, typed)).toEqual(read);
    expect(outcome(signUpBodySchema, typed)).toEqual(read);
  });

  it('sign-in asks only for both fields (any length of password is the server to judge)', () => {
    expect(outcome(signInFormSchema, { email: 'sam@gmail.com', password: '' })).toEqual({
      refused: M.passwordRequired,
    });
    expect(outcome(signInFormSchema, { email: 'sam@free.dk', password: 'x' })).toHaveProperty('ok');
  });

  it('the messages state the shared length rule', () => {
    expect(M.passwordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
    expect(M.passwordPlaceholder).toContain(String(MIN_PASSWORD_LENGTH));
    expect(M.passwordTooLong).toContain(String(MAX_PASSWORD_LENGTH));
  });
});

describe('settings', () => {
  it('a new email must differ from the current one, whatever its case', () => {
    const schema = changeEmailBodySchema('Sam@Gmail.com');
    expect(outcome(schema, { newEmail: ' sam@gmail.com' })).toEqual({ refused: M.sameEmail });
    expect(outcome(schema, { newEmail: '' })).toEqual({ refused: M.newEmailRequired });
    expect(outcome(schema, { newEmail: 'New@Gmail.com' })).toEqual({ ok: { newEmail: 'new@gmail.com' } });
  });

  it.each([
    [{ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, M.passwordFieldsRequired],
    [{ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: '' }, M.passwordFieldsRequired],
    [{ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, M.passwordsDoNotMatch],
    [{ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' }, M.passwordTooShort],
  ])('a password change refuses %j: %s', (body, message) => {
    expect(outcome(changePasswordBodySchema, body)).toEqual({ refused: message });
  });

  it('the confirmation may be left out by older clients, never sent wrong', () => {
    expect(
      outcome(changePasswordBodySchema, { currentPassword: 'old', newPassword: 'abcdef' }),
    ).toHaveProperty('ok');
    expect(outcome(resetPasswordBodySchema, { token: 't', newPassword: 'abcdef' })).toHaveProperty('ok');
    // A NUL byte in the token reached PostgreSQL's lookup and answered 500 (found by the fuzz suite).
    expect(outcome(resetPasswordBodySchema, { token: 'ab\u0000cd', newPassword: 'abcdef' })).toEqual({
      refused: M.resetLinkInvalid,
    });
    expect(
      outcome(resetPasswordBodySchema, { token: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({ refused: M.passwordsDoNotMatch });
    expect(outcome(newPasswordFormSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      refused: M.newPasswordRequired,
    });
  });

  it('deleting the account takes exactly DELETE and the password', () => {
    expect(outcome(deleteAccountBodySchema, { confirm: 'delete', password: 'x' })).toEqual({
      refused: M.deleteConfirmRequired,
    });
    expect(outcome(deleteAccountBodySchema, { confirm: 'DELETE', password: '' })).toEqual({
      refused: M.deletePasswordRequired,
    });
    expect(outcome(deleteAccountBodySchema, { confirm: 'DELETE', password: 'x' })).toHaveProperty('ok');
  });

  it('a forgotten password needs a real address (but no check of its domain)', () => {
    expect(outcome(forgotPasswordBodySchema, { email: 'nope' })).toEqual({ refused: M.invalidEmail });
    expect(outcome(forgotPasswordBodySchema, { email: 'Me@Free.dk' })).toEqual({
      ok: { email: 'me@free.dk' },
    });
  });
});

describe('two-step codes', () => {
  it('reads an app code without the spaces people type', () => {
    expect(outcome(totpCodeBodySchema, { code: '123 456' })).toEqual({ ok: { code: '123456' } });
    expect(outcome(totpCodeBodySchema, { code: '12345' })).toEqual({ refused: M.codeInvalid });
    expect(outcome(totpCodeBodySchema, { code: ' ' })).toEqual({ refused: M.codeRequired });
  });

  it('reads a backup code with its dash, typed with or without it', () => {
    expect(outcome(backupCodeBodySchema, { code: 'abcde fghij' })).toEqual({ ok: { code: 'abcde-fghij' } });
    expect(outcome(backupCodeBodySchema, { code: 'abcde-fghij' })).toEqual({ ok: { code: 'abcde-fghij' } });
    expect(outcome(backupCodeBodySchema, { code: 'abc' })).toEqual({ refused: M.backupCodeInvalid });
  });
});

it('the account forms are written with zod/mini, so full zod stays out of the web forms', () => {
  const source = readFileSync(new URL('./account.ts', import.meta.url), 'utf8');
  const imported = [...source.matchAll(/from '(zod[^']*)'/g)].map((m) => m[1]);
  expect(imported).toEqual(['zod/mini']);
});
