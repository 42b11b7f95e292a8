/**
 * Text people type may hold anything a keyboard or a paste can produce, but some characters cannot
 * be stored or used: a NUL byte (PostgreSQL's text and jsonb refuse it), other control characters,
 * and a lone surrogate (half of an emoji; `encodeURIComponent` throws on it and it is not valid
 * UTF-8). They never belong in a symptom, a body area or an exercise name, so the schema refuses
 * them with a clear message instead of letting them fail deeper down. Tab and line breaks are fine.
 */
export const TEXT_MESSAGES = {
  unstorable: 'Please remove control characters or broken emoji from the text.',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being refused.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and sent on as it is. */
export const isStorableText = (value: string): boolean => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/** For `.refine(...)` on a string schema. */
export const storableText = [isStorableText, TEXT_MESSAGES.unstorable] as const;
