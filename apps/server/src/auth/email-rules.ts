import { isReservedEmailDomain } from '@physiomate/shared';

/**
 * Addresses nobody can use for an account: free.dk and the reserved test domains (shared with the
 * browser), and disposable-mail domains from the maintained `mailchecker` list (server only: the
 * list is too big for the browser).
 */
export async function isDisposableEmail(email: string): Promise<boolean> {
  if (isReservedEmailDomain(email)) return true;
  // The disposable-domain list is large (about 20 MB in memory): loaded at the first sign-up or
  // email change, not at start.
  const { default: MailChecker } = await import('mailchecker');
  return !MailChecker.isValid(email);
}
