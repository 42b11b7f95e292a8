import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import { ACCOUNT_MESSAGES as M } from '../messages/account.ts';
import { pendingAssessmentSchema } from './assessment.ts';
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

const requiredString = (message: string) => z.string({ error: message }).min(1, message);

/** An email as typed: trimmed, lower-cased, with the shared messages. */
const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_EMAIL_LENGTH, M.invalidEmail)
    .refine(isEmailLike, M.invalidEmail)
    .transform((v) => v.toLowerCase())
    .refine((v) => !isReservedEmailDomain(v), M.blockedDomain);

const newPassword = z
  .string({ error: M.passwordFieldsRequired })
  .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, M.passwordTooLong);

export const signUpBodySchema = z.object(
  {
    email: emailField(M.emailRequired),
    password: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, M.passwordTooLong),
    /** A visitor's unsaved assessment: held for the new account and saved when the email is confirmed. */
    pendingAssessment: pendingAssessmentSchema.optional(),
  },
  { error: M.emailRequired },
);
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** Sign-in only needs both fields; whether they are right is the server's answer. */
export const signInBodySchema = z.object(
  {
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(MAX_EMAIL_LENGTH, M.invalidCredentials)
      .refine(isEmailLike, M.invalidEmail)
      .transform((v) => v.toLowerCase()),
    password: requiredString(M.passwordRequired).max(MAX_PASSWORD_LENGTH, M.invalidCredentials),
    /** A visitor's unsaved assessment: saved at sign-in (or when the email is confirmed). */
    pendingAssessment: pendingAssessmentSchema.optional(),
  },
  { error: M.emailRequired },
);
export type SignInBody = z.infer<typeof signInBodySchema>;

export const changeEmailBodySchema = z.object(
  { newEmail: emailField(M.newEmailRequired) },
  { error: M.newEmailRequired },
);
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

export const changePasswordBodySchema = z
  .object(
    {
      currentPassword: requiredString(M.passwordFieldsRequired).max(
        MAX_PASSWORD_LENGTH,
        M.currentPasswordIncorrect,
      ),
      newPassword: requiredString(M.passwordFieldsRequired).pipe(newPassword),
      /** Optional on the server (the browser always sends it); when sent it must match. */
      confirmPassword: z.string({ error: M.passwordFieldsRequired }).optional(),
    },
    { error: M.passwordFieldsRequired },
  )
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword.length > 0, {
    message: M.passwordFieldsRequired,
    path: ['confirmPassword'],
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** 'Forgot password?': only an address; the answer never says whether it has an account. */
export const forgotPasswordBodySchema = z.object(
  {
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(MAX_EMAIL_LENGTH, M.invalidEmail)
      .refine(isEmailLike, M.invalidEmail)
      .transform((v) => v.toLowerCase()),
  },
  { error: M.emailRequired },
);
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** A new password chosen from the emailed link. */
export const resetPasswordBodySchema = z
  .object(
    {
      token: z.string({ error: M.resetLinkInvalid }).min(1, M.resetLinkInvalid).max(256, M.resetLinkInvalid),
      newPassword: requiredString(M.newPasswordRequired).pipe(newPassword),
      /** Optional on the server (the browser always sends it); when sent it must match. */
      confirmPassword: z.string({ error: M.passwordFieldsRequired }).optional(),
    },
    { error: M.resetLinkInvalid },
  )
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Backup codes as the library makes them: 10 letters and digits with a dash in the middle. */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A 6-digit code from the authenticator app (spaces typed between the digits are ignored). */
export const totpCodeBodySchema = z.object(
  {
    code: z
      .string({ error: M.codeRequired })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().min(1, M.codeRequired).regex(TOTP_CODE_PATTERN, M.codeInvalid)),
  },
  { error: M.codeRequired },
);

export const backupCodeBodySchema = z.object(
  {
    code: z
      .string({ error: M.backupCodeRequired })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().min(1, M.backupCodeRequired).regex(BACKUP_CODE_PATTERN, M.backupCodeInvalid))
      .transform((v) => (v.includes('-') ? v : `${v.slice(0, 5)}-${v.slice(5)}`)),
  },
  { error: M.backupCodeRequired },
);

/** Turning two-step verification on or off, or new backup codes: the account password again. */
export const twoFactorPasswordBodySchema = z.object(
  {
    password: requiredString(M.twoFactorPasswordRequired).max(
      MAX_PASSWORD_LENGTH,
      M.currentPasswordIncorrect,
    ),
  },
  { error: M.twoFactorPasswordRequired },
);

/** What `POST /api/auth/sign-in/email` answers when the password was right and a code is still due. */
export type TwoFactorChallenge = { twoFactorRequired: true };

export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const deleteAccountBodySchema = z.object(
  {
    confirm: z.literal(DELETE_CONFIRMATION_WORD, { error: M.deleteConfirmRequired }),
    password: requiredString(M.deletePasswordRequired).max(MAX_PASSWORD_LENGTH, M.currentPasswordIncorrect),
  },
  { error: M.deleteConfirmRequired },
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The answer of `GET /api/session`. */
export const sessionAnswerSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      /** Whether sign-in asks for a code from an authenticator app. */
      twoFactorEnabled: z.boolean().optional(),
    })
    .nullable(),
  tier: z.enum(['free', 'pro', 'master']),
  /**
   * Sign-in (and its two-step code) only: true when the pending assessment the request carried is
   * saved to the account (now, or earlier when the email was confirmed); absent otherwise, and the
   * browser keeps it and asks what the tier rules need asked.
   */
  pendingAssessmentSaved: z.boolean().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The first message of a failed parse, for one clear sentence in a toast or an error answer. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.invalidEmail;
}
