/**
 * The avatar (docs/decisions/product-texts.md): initials and a colour worked out from the email in the browser,
 * so no avatar service ever learns who uses a health app.
 */

/**
 * Background colours, each dark enough for white initials (contrast of 4.5:1 or more), and far
 * enough apart that two people side by side rarely look alike.
 */
export const AVATAR_COLOURS = [
  '#0e7490', // cyan 700 (the brand)
  '#1d4ed8', // blue 700
  '#6d28d9', // violet 700
  '#a21caf', // fuchsia 700
  '#be123c', // rose 700
  '#b45309', // amber 700
  '#047857', // emerald 700
  '#4338ca', // indigo 700
  '#9a3412', // orange 800
  '#334155', // slate 700
] as const;

/** 'jane.doe@x.org' -> 'JD', 'bob@x.org' -> 'BO', '42@x.org' -> '42'; '?' when there is nothing to use. */
export function initialsOf(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/\+.*$/, '');
  const parts = local.split(/[._\-\s]+/).filter((part) => /[\p{L}\p{N}]/u.test(part));
  const letters = (part: string) => [...part].filter((c) => /[\p{L}\p{N}]/u.test(c));
  if (parts.length >= 2) return `${letters(parts[0]!)[0]}${letters(parts[1]!)[0]}`.toUpperCase();
  const only = letters(parts[0] ?? '');
  if (only.length === 0) return '?';
  return only.slice(0, 2).join('').toUpperCase();
}

/** A stable colour for the address (case and surrounding spaces ignored). */
export function colourOf(email: string): string {
  const key = email.trim().toLowerCase();
  // FNV-1a: cheap, stable and well spread over short strings.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
