import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, colourOf, initialsOf } from './avatar';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('initialsOf', () => {
  it('takes the first letters of the first two parts of the name before the @', () => {
    expect(initialsOf('jane.doe@example.org')).toBe('JD');
    expect(initialsOf('mary_ann-smith@x.org')).toBe('MA');
  });
  it('takes two letters of a one-part name, and ignores a +tag', () => {
    expect(initialsOf('bob@x.org')).toBe('BO');
    expect(initialsOf('z+news@x.org')).toBe('Z');
    expect(initialsOf('Émile@x.org')).toBe('ÉM');
  });
  it('falls back to a question mark when there are no letters or digits', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('...@x.org')).toBe('?');
  });
});

describe('colourOf', () => {
  it('is the same for the same address whatever its case, and varies between addresses', () => {
    expect(colourOf('Jane.Doe@Example.org ')).toBe(colourOf('jane.doe@example.org'));
    const colours = new Set(Array.from({ length: 40 }, (_, i) => colourOf(`person${i}@example.org`)));
    expect(colours.size).toBeGreaterThan(5);
  });
  it('only uses colours on which white initials have at least 4.5:1 contrast', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
