import { describe, expect, it } from 'vitest';
import { needOf } from '../src/nlp/normalise.ts';

describe('needOf (the run every match of a contraction holds)', () => {
  it('reads the longest run of characters written as themselves at the top level', () => {
    expect(needOf(/\bcan'?t\b/g)).toBe('can');
    expect(needOf(/\b([a-z]+)'ll\b/g)).toBe("'ll");
    expect(needOf(/\bw\/o\b/g)).toBe('w/o');
    expect(needOf(/x(?:ab)?cd+e/g)).toBe('cd');
    expect(needOf(/[ab]cd[ef]/g)).toBe('cd');
  });

  it('claims nothing it cannot be sure of', () => {
    // an alternative at the top level, a case-insensitive flag, a run of one, a repeated or optional atom
    expect(needOf(/ab|cd/g)).toBeUndefined();
    expect(needOf(/abc/gi)).toBeUndefined();
    expect(needOf(/\ba ?[&+] ?e\b/g)).toBeUndefined();
    expect(needOf(/ab{2}c/g)).toBeUndefined();
    // escapes with characters of their own are no literal
    expect(needOf(/\u2018abc/g)).toBe('abc');
    expect(needOf(/\x41bcd/g)).toBe('bcd');
    expect(needOf(/(a)\1bcd/g)).toBe('bcd');
  });

  it('is held by every match (over sample texts)', () => {
    const samples = [
      "I can't, won't, shan't; I'm ok. it's fine, she'd had it. nothing's changed. we're, you've, that'll",
      'cannot dont doesnt didnt isnt havent hasnt wasnt cant couldnt im ive no fit',
    ];
    for (const re of [
      /\bcan'?t\b/g,
      /\b([a-z]+)'ll\b/g,
      /\b(it|that|there|what|he|she)'s\b/g,
      /\bno fit\b/g,
    ]) {
      const need = needOf(re) as string;
      for (const text of samples) for (const m of text.matchAll(re)) expect(m[0]).toContain(need);
    }
  });
});
