import { recommendationSchema } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { assess } from '../src/index.ts';
import { checkedResult } from '../src/validate.ts';

const result = () =>
  assess({ symptoms: 'Sharp pain in my left knee going down stairs for 3 weeks', painLocations: ['Knee'] });

describe('checkedResult (the shared schema, compiled)', () => {
  it('parses a result as the shared schema does, key order included', () => {
    const r = result();
    const extra = { ...r, unknown_key: 1, triage: { ...r.triage, extra: true } };
    expect(JSON.stringify(checkedResult(extra))).toBe(JSON.stringify(recommendationSchema.parse(extra)));
  });

  it('rejects what the shared schema rejects', () => {
    const r = result();
    const bad = [
      { ...r, key_issues: ['a', 'b', 'c', 'd'] },
      { ...r, key_issues: ['x'.repeat(51)] },
      { ...r, conditions: [{ id: 'not-a-condition', name: 'x', likelihood: 0.5 }] },
      { ...r, conditions: r.conditions.map((c) => ({ ...c, likelihood: 2 })) },
      { ...r, triage: { ...r.triage, level: 'whenever' } },
      { ...r, summary: undefined },
      { ...r, exercises: [{ ...r.exercises[0], steps: 'one' }] },
    ];
    for (const value of bad) {
      const shared = recommendationSchema.safeParse(value);
      expect(shared.success).toBe(false);
      expect(() => checkedResult(value)).toThrow();
      try {
        checkedResult(value);
      } catch (e) {
        expect((e as { issues: unknown }).issues).toEqual(shared.error?.issues);
      }
    }
  });

  it('gives each result its own default lists', () => {
    const { exercises: _e, lifestyle: _l, ...rest } = result();
    const a = checkedResult(rest);
    const b = checkedResult(rest);
    expect(a.exercises).toEqual([]);
    expect(a.exercises).not.toBe(b.exercises);
    expect(a.lifestyle).not.toBe(b.lifestyle);
  });
});
