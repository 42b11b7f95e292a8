/**
 * The engine's results hold to the shared contract (`recommendationSchema`). `assess` does not parse its
 * result on every call (see engine.ts): this test parses the result of every fixture the fingerprint
 * covers instead, and requires the parse to change nothing (keys, their order, defaults), so a result
 * that would fail the schema, or that the schema would rewrite, fails here and not in production.
 * Cases are named by file and index only: the sealed sets' texts are never printed.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINGERPRINTED_FILES } from '../scripts/fingerprint.ts';
import { assess } from '../src/index.ts';
import { checkedResult } from '../src/validate.ts';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Every object and array a value holds, itself included. */
function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object' && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsIn(v, into);
  }
  return into;
}

/** Every key and the type of its value, nested, in order (a key holding undefined included). */
const shapeOf = (value: unknown): string =>
  value === null || typeof value !== 'object'
    ? typeof value
    : Array.isArray(value)
      ? `[${value.map(shapeOf).join(',')}]`
      : `{${Object.entries(value)
          .map(([k, v]) => `${k}:${shapeOf(v)}`)
          .join(',')}}`;

describe('the result contract', () => {
  it('every fixture result is what the shared schema would make of it', () => {
    const failed: string[] = [];
    let cases = 0;
    for (const file of FINGERPRINTED_FILES) {
      const list = JSON.parse(readFileSync(resolve(fixtures, file), 'utf8')) as {
        symptoms: string;
        painLocations: string[];
      }[];
      list.forEach((c, i) => {
        cases++;
        const result = assess({ symptoms: c.symptoms, painLocations: c.painLocations });
        let parsed: unknown;
        try {
          parsed = checkedResult(result);
        } catch {
          failed.push(`${file}#${i}: rejected by the schema`);
          return;
        }
        if (JSON.stringify(parsed) !== JSON.stringify(result) || shapeOf(parsed) !== shapeOf(result))
          failed.push(`${file}#${i}: changed by the schema`);
      });
    }
    expect(cases).toBeGreaterThan(1000);
    expect(failed).toEqual([]);
  }, 240_000);

  it('gives every result its own objects (nothing shared with another result or the knowledge base)', () => {
    const list = JSON.parse(readFileSync(resolve(fixtures, 'vignettes-sample.json'), 'utf8')) as {
      symptoms: string;
      painLocations: string[];
    }[];
    for (const c of list) {
      const input = { symptoms: c.symptoms, painLocations: c.painLocations };
      const first = objectsIn(assess(input));
      const shared = [...objectsIn(assess(input))].filter((o) => first.has(o));
      expect(shared).toEqual([]);
    }
  });
});
