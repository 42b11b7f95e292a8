import { isReservedEmailDomain } from '@physiomate/shared';
import MailChecker from 'mailchecker';

/**
 * Addresses nobody can use for an account: free.dk and the reserved test domains (shared with the
 * browser), and disposable-mail domains from the maintained `mailchecker` list (server only: the
 * list is too big for the browser).
 */
export function isDisposableEmail(email: string): boolean {
  return isReservedEmailDomain(email) || !MailChecker.isValid(email);
}
