import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONDITIONS, RED_FLAGS } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { evaluate, rate, type Vignette } from '../src/evaluate.ts';

const here = dirname(fileURLToPath(import.meta.url));
const read = (name: string) =>
  JSON.parse(readFileSync(resolve(here, 'fixtures', name), 'utf8')) as Vignette[];

describe.each([
  ['sample vignettes', 'vignettes-sample.json'],
  ['held-out cases', 'holdout.json'],
])('evaluation on %s', (_title, file) => {
  const report = evaluate(read(file));
  for (const metric of report.metrics) {
    it(`${metric.name} meets its target of ${metric.target * 100}%`, () => {
      expect(rate(metric), report.misses.join('\n')).toBeGreaterThanOrEqual(metric.target);
    });
  }
});

describe('held-out set', () => {
  it('has at least 30 cases covering every condition and red flag', () => {
    const cases = read('holdout.json');
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const covered = new Set(
      cases.flatMap((c) => [...(c.expect.conditions ?? []), ...(c.expect.red_flags ?? [])]),
    );
    for (const id of [...CONDITIONS.map((c) => c.id), ...RED_FLAGS.map((f) => f.id)])
      expect(covered.has(id), id).toBe(true);
  });
});
