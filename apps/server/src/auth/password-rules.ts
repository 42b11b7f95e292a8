import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords that attackers try first: the common and breached passwords of the maintained
 * `@zxcvbn-ts/language-common` list (about 49,000, kept offline: no network call). Compared without
 * regard to case, so 'Password1' counts as 'password1'. Server only: the list is too big for the
 * browser.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase()) || COMMON.has(password.trim().toLowerCase());
}
