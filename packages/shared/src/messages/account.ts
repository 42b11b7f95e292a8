/**
 * Every user-facing message of sign-in, sign-up and settings (spec sections 5 and 8, verbatim where
 * the spec gives the words). The web app shows them and the server answers with them, so both
 * always say the same thing.
 */
export const ACCOUNT_MESSAGES = {
  // Sign in and sign up
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  passwordPlaceholder: 'Create a password (min 6 characters)',
  signUpSuccess: 'Please check your email to confirm your account.',
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
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Your password has been successfully changed',
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
