/**
 * The account forms' rules, defined once for the server (which checks every request) and the web app
 * (whose forms check the same before sending, through react-hook-form). Written with zod/mini so that
 * only the checks used reach the browser: full zod never enters the sign-in page's bundle.
 *
 * Sign-up and sign-in requests also carry a visitor's pending assessment; those request bodies are in
 * account-requests.ts, so that the assessment schema (full zod) stays out of the web's forms.
 */
import * as z from 'zod/mini';
import { DELETE_CONFIRMATION_WORD, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import { ACCOUNT_MESSAGES as M } from '../messages/account.ts';
import { isStorableText } from './text.ts';

/** A basic address pattern (docs/decisions/product-texts.md): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const hasControlCharacter = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 32 || code === 127;
  });

/** The basic pattern, and no control characters or broken Unicode (they never belong in an address). */
export function isEmailLike(value: string): boolean {
  return EMAIL_PATTERN.test(value) && !hasControlCharacter(value) && isStorableText(value);
}
export const MAX_EMAIL_LENGTH = 254;

/** Domains nobody can receive mail at (docs/decisions/product-texts.md). Disposable-mail domains are checked on the server. */
export const BLOCKED_EMAIL_DOMAINS = ['free.dk', 'example.com', 'example.org', 'example.net'] as const;
export const BLOCKED_EMAIL_TLDS = ['test', 'invalid', 'example', 'localhost'] as const;

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
}

/** True for free.dk, example.com/.org/.net and the reserved test top-level names (and their subdomains). */
export function isReservedEmailDomain(email: string): boolean {
  const domain = emailDomain(email);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if ((BLOCKED_EMAIL_TLDS as readonly string[]).includes(tld)) return true;
  return BLOCKED_EMAIL_DOMAINS.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}

/** A string that must be there, with the same message whether it is missing, not a string or empty. */
const requiredString = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

/**
 * An address as typed: trimmed and lower-cased, one message per rule. `reserved`: refuse the test and
 * example domains (addresses an account is made for or moved to).
 */
const emailField = (requiredMessage: string, { reserved }: { reserved: boolean }) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(MAX_EMAIL_LENGTH, M.invalidEmail),
      z.refine(isEmailLike, M.invalidEmail),
      z.toLowerCase(),
      ...(reserved ? [z.refine<string>((v) => !isReservedEmailDomain(v), M.blockedDomain)] : []),
    );

/** A password someone chooses now: required, then the length rules. */
const newPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.minLength(MIN_PASSWORD_LENGTH, M.passwordTooShort),
      z.maxLength(MAX_PASSWORD_LENGTH, M.passwordTooLong),
    );

/** The account's current password, asked again: only required (a too-long one is simply wrong). */
const currentPasswordField = (requiredMessage: string) =>
  requiredString(requiredMessage).check(z.maxLength(MAX_PASSWORD_LENGTH, M.currentPasswordIncorrect));

/** A new password and its confirmation. The confirmation is optional on the server (older clients). */
type NewPasswordPair = { newPassword: string; confirmPassword?: string | undefined };
const confirmationChecks = [
  z.refine<NewPasswordPair>((b) => b.confirmPassword === undefined || b.confirmPassword.length > 0, {
    error: M.passwordFieldsRequired,
    path: ['confirmPassword'],
  }),
  z.refine<NewPasswordPair>((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  }),
];

/** Sign-up's fields: a real address and a password long enough. */
export const signUpFormSchema = z.object(
  {
    email: emailField(M.emailRequired, { reserved: true }),
    password: newPasswordField(M.passwordRequired),
  },
  { error: M.emailRequired },
);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Sign-in only needs both fields; whether they are right is the server's answer. */
export const signInFormSchema = z.object(
  {
    email: z
      .string({ error: M.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, M.emailRequired),
        z.maxLength(MAX_EMAIL_LENGTH, M.invalidCredentials),
        z.refine(isEmailLike, M.invalidEmail),
        z.toLowerCase(),
      ),
    password: requiredString(M.passwordRequired).check(
      z.maxLength(MAX_PASSWORD_LENGTH, M.invalidCredentials),
    ),
  },
  { error: M.emailRequired },
);
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Only an address (forgotten password, a new confirmation link); the answer never says whether it has an account. */
export const emailOnlyBodySchema = z.object(
  { email: emailField(M.emailRequired, { reserved: false }) },
  { error: M.emailRequired },
);
export const forgotPasswordBodySchema = emailOnlyBodySchema;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** A new address for the signed-in account, which must differ from its current one. */
export const changeEmailBodySchema = (currentEmail: string) =>
  z.object(
    {
      newEmail: emailField(M.newEmailRequired, { reserved: true }).check(
        z.refine<string>((v) => v !== currentEmail.trim().toLowerCase(), M.sameEmail),
      ),
    },
    { error: M.newEmailRequired },
  );
export type ChangeEmailBody = z.infer<ReturnType<typeof changeEmailBodySchema>>;

export const changePasswordBodySchema = z
  .object(
    {
      currentPassword: currentPasswordField(M.passwordFieldsRequired),
      newPassword: newPasswordField(M.passwordFieldsRequired),
      /** Optional on the server (the browser always sends it); when sent it must match. */
      confirmPassword: z.optional(z.string({ error: M.passwordFieldsRequired })),
    },
    { error: M.passwordFieldsRequired },
  )
  .check(...confirmationChecks);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The new password chosen from the emailed link, as the page's form holds it (the token is in its address). */
export const newPasswordFormSchema = z
  .object({
    newPassword: newPasswordField(M.newPasswordRequired),
    confirmPassword: z.optional(z.string({ error: M.passwordFieldsRequired })),
  })
  .check(...confirmationChecks);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** A new password chosen from the emailed link. */
export const resetPasswordBodySchema = z
  .object(
    {
      // (a NUL or a broken surrogate would reach the token lookup: PostgreSQL refuses the query, a 500)
      token: requiredString(M.resetLinkInvalid).check(
        z.maxLength(256, M.resetLinkInvalid),
        z.refine(isStorableText, M.resetLinkInvalid),
      ),
      newPassword: newPasswordField(M.newPasswordRequired),
      /** Optional on the server (the browser always sends it); when sent it must match. */
      confirmPassword: z.optional(z.string({ error: M.passwordFieldsRequired })),
    },
    { error: M.resetLinkInvalid },
  )
  .check(...confirmationChecks);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Backup codes as the library makes them: 10 letters and digits with a dash in the middle. */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

const withoutSpaces = z.overwrite((v: string) => v.replace(/\s+/g, ''));

/** A 6-digit code from the authenticator app (spaces typed between the digits are ignored). */
export const totpCodeBodySchema = z.object(
  {
    code: z
      .string({ error: M.codeRequired })
      .check(withoutSpaces, z.minLength(1, M.codeRequired), z.regex(TOTP_CODE_PATTERN, M.codeInvalid)),
  },
  { error: M.codeRequired },
);

/** One of the backup codes, with or without its dash (spaces ignored); read with the dash. */
export const backupCodeBodySchema = z.object(
  {
    code: z.string({ error: M.backupCodeRequired }).check(
      withoutSpaces,
      z.minLength(1, M.backupCodeRequired),
      z.regex(BACKUP_CODE_PATTERN, M.backupCodeInvalid),
      z.overwrite((v: string) => (v.includes('-') ? v : `${v.slice(0, 5)}-${v.slice(5)}`)),
    ),
  },
  { error: M.backupCodeRequired },
);
export type CodeBody = z.infer<typeof totpCodeBodySchema>;

/** Turning two-step verification on or off, or new backup codes: the account password again. */
export const twoFactorPasswordBodySchema = z.object(
  { password: currentPasswordField(M.twoFactorPasswordRequired) },
  { error: M.twoFactorPasswordRequired },
);
export type TwoFactorPasswordBody = z.infer<typeof twoFactorPasswordBodySchema>;

/** What `POST /api/auth/sign-in/email` answers when the password was right and a code is still due. */
export type TwoFactorChallenge = { twoFactorRequired: true };

export const deleteAccountBodySchema = z.object(
  {
    /** Typed by hand: exactly the word (a string for the form that holds it while it is typed). */
    confirm: z
      .string({ error: M.deleteConfirmRequired })
      .check(z.refine<string>((v) => v === DELETE_CONFIRMATION_WORD, M.deleteConfirmRequired)),
    password: currentPasswordField(M.deletePasswordRequired),
  },
  { error: M.deleteConfirmRequired },
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The answer of `GET /api/session`. */
export const sessionAnswerSchema = z.object({
  user: z.nullable(
    z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      /** Whether sign-in asks for a code from an authenticator app. */
      twoFactorEnabled: z.optional(z.boolean()),
    }),
  ),
  tier: z.enum(['free', 'pro', 'master']),
  /**
   * Sign-in (and its two-step code) only: true when the pending assessment the request carried is
   * saved to the account (now, or earlier when the email was confirmed); absent otherwise, and the
   * browser keeps it and asks what the tier rules need asked.
   */
  pendingAssessmentSaved: z.optional(z.boolean()),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The first message of a failed parse (zod or zod/mini), for one clear sentence in a toast or an error answer. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? M.invalidEmail;
}
