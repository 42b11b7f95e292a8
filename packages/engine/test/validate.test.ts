import { recommendationSchema } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { assess } from '../src/index.ts';
import { checkedResult, inPlace } from '../src/validate.ts';
import plans from './fixtures/plan-cases.json' with { type: 'json' };
import vignettes from './fixtures/vignettes-sample.json' with { type: 'json' };

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

  it('returns a result the schema accepts as it is, equal to the parse', () => {
    const cases = [...vignettes, ...plans].map((c) => ({
      symptoms: c.symptoms,
      painLocations: c.painLocations,
    }));
    const check = inPlace(recommendationSchema);
    for (const c of cases) {
      const r = assess(c);
      expect(check(r)).toBe(true);
      expect(JSON.stringify(r)).toBe(JSON.stringify(recommendationSchema.parse(r)));
    }
  });

  it('checks in place only what the parse would return unchanged', () => {
    const check = inPlace(recommendationSchema);
    const r = result();
    const { summary, ...rest } = r;
    const changed = [
      { ...r, unknown_key: 1 },
      { ...r, triage: { ...r.triage, extra: true } },
      // (key order differs from the schema's: the parse reorders)
      { ...rest, summary },
      { ...r, stage: undefined },
      { ...r, exercises: undefined },
      Object.assign(Object.create({ inherited: 1 }), r),
      { ...r, identified_regions: Object.assign([], r.identified_regions, { 5: 'x' }) },
      { ...r, key_issues: ['a', 'b', 'c', 'd'] },
      { ...r, conditions: [{ id: 'not-a-condition', name: 'x', likelihood: 0.5 }] },
      { ...r, conditions: r.conditions.map((c) => ({ ...c, likelihood: Number.NaN })) },
    ];
    for (const value of changed) expect(check(value)).toBe(false);
  });

  it('gives each result its own objects, none shared with another result or within one', () => {
    // (the parse's copy used to make sure of this; a result is now returned as the engine built it)
    const seen = new Map<object, number>();
    const cases = [...vignettes, ...plans].map((c) => ({
      symptoms: c.symptoms,
      painLocations: c.painLocations,
    }));
    const walk = (value: unknown, owner: number) => {
      if (value === null || typeof value !== 'object') return;
      expect(seen.get(value)).toBeUndefined();
      seen.set(value, owner);
      for (const item of Object.values(value)) walk(item, owner);
    };
    cases.forEach((c, i) => {
      walk(assess(c), 2 * i);
      walk(assess(c), 2 * i + 1);
    });
  });
});
