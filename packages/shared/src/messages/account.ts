/**
 * Every user-facing message of sign-in, sign-up and settings (docs/decisions/product-texts.md: the
 * original wording where it was given). The web app shows them and the server answers with them, so both
 * always say the same thing.
 */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';

export const ACCOUNT_MESSAGES = {
  // Sign in and sign up
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  passwordPlaceholder: `Create a password (min ${MIN_PASSWORD_LENGTH} characters)`,
  signUpSuccess: 'Please check your email to confirm your account.',
  signUpAssessmentHeld:
    'Your assessment will be saved to your account when you confirm your email (the link works for an hour).',
  emailConfirmedTitle: 'Email confirmed',
  emailConfirmed: 'Your email address is confirmed. Please sign in to continue.',
  assessmentSavedOnConfirm: 'Your assessment was saved',
  assessmentSavedOnConfirmDetail: 'Sign in to see it in My Assessments.',
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please confirm your email address first. We have sent you a new confirmation link.',
  linkInvalid:
    'This confirmation link is not valid or was already used. Please sign in or request a new one.',
  linkExpired: 'This confirmation link has expired. Please sign in to receive a new one.',
  // Change email
  newEmailRequired: 'Please enter a new email address',
  sameEmail: 'The new email address is the same as your current email',
  invalidEmail: 'Please enter a valid email address',
  blockedDomain: 'Please use a real email address from a valid domain',
  invalidEmailFromService:
    'Please enter a valid email address from a real domain (not a test or temporary email)',
  emailUpdateFailed: 'Could not update your email. Please try again.',
  emailUpdateSent: 'Please check both your old and new email for confirmation links.',
  // Change password
  passwordFieldsRequired: 'Please fill in all password fields',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Your password has been successfully changed',
  passwordCommon:
    'This password is on a list of common and leaked passwords that attackers try first. Please choose a different one.',
  // Forgotten password
  resetRequested:
    'If an account exists for that address, we have sent it a link to choose a new password. The link works once and expires in 30 minutes.',
  resetLinkInvalid:
    'This password reset link is not valid, has expired or was already used. Please request a new one.',
  passwordReset:
    'Your password has been reset and you were signed out everywhere. Please sign in with your new password.',
  newPasswordRequired: 'Please enter a new password',
  // Two-step verification
  codeRequired: 'Please enter the code from your authenticator app',
  backupCodeRequired: 'Please enter one of your backup codes',
  codeInvalid: 'That code is not right. Please check your authenticator app and try again.',
  backupCodeInvalid: 'That backup code is not valid or was already used.',
  twoFactorExpired: 'Your sign-in took too long. Please enter your email and password again.',
  twoFactorLocked: 'Too many wrong codes. Please wait 15 minutes and try again.',
  twoFactorPasswordRequired: 'Please enter your password to continue',
  twoFactorEnabled: 'Two-step verification is on. You will need a code from your app when you sign in.',
  twoFactorDisabled: 'Two-step verification was turned off. Sign-in now asks only for your password.',
  // Account deletion
  deleteConfirmRequired: "Please type 'DELETE' to confirm account deletion",
  deletePasswordRequired: 'Please enter your password to delete your account',
  accountDeleted: 'Your account and all your data have been deleted.',
  // Sessions
  signInRequired: 'You must be signed in to use this feature.',
  reauthenticate: 'For your security, please sign in again before changing this.',
  crossSite: 'This request came from another site and was refused.',
} as const;

export type AccountMessage = keyof typeof ACCOUNT_MESSAGES;
