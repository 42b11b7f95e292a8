/**
 * Passwords that attackers try first: the common and breached passwords of the maintained
 * `@zxcvbn-ts/language-common` list (about 49,000, kept offline: no network call). Compared without
 * regard to case, so 'Password1' counts as 'password1'. Server only: the list is too big for the
 * browser.
 */
let common: Promise<Set<string>> | undefined;

/**
 * The list and its set (about 4 MB of heap, with the package's other dictionaries) are loaded at
 * the first new password (sign-up, change, reset), not at start: most processes never need them.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await commonPasswords();
  return set.has(password.toLowerCase()) || set.has(password.trim().toLowerCase());
}
