/**
 * The settings forms' shared schemas, in a module of their own: the page loads them (and zod with
 * them) when a form is first checked, not before it can paint (see components/form/use-server-form.ts).
 */
export {
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  totpCodeBodySchema,
  twoFactorPasswordBodySchema,
} from '@physiomate/shared';
