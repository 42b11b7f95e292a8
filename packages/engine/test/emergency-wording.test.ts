/**
 * An emergency result never mentions exercise, in any text the engine writes: the web relies on it
 * for every result stored by this engine version or later (EMERGENCY_WITHOUT_EXERCISE_SINCE,
 * docs/decisions/emergency-wording.md). Checked on every emergency among the sample, held-out, plan and
 * sealed sets and two development sets, through `assess` and `reassess`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMERGENCY_WITHOUT_EXERCISE_SINCE,
  engineVersionAtLeast,
  type Recommendation,
} from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { type AssessInput, assess, ENGINE_VERSION, reassess } from '../src/index.ts';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const FILES = readdirSync(fixtures).filter(
  (f) =>
    f.endsWith('.json') &&
    f !== 'sets.json' &&
    f !== 'engine-fingerprint.json' &&
    (!f.startsWith('redflag-dev') || f === 'redflag-dev.json' || f === 'redflag-dev2.json'),
);

type Case = {
  id?: string;
  symptoms: string;
  painLocations: string[];
  safetyAnswers?: AssessInput['safetyAnswers'];
};
const CASES: Case[] = FILES.flatMap((f) => {
  const list = JSON.parse(readFileSync(resolve(fixtures, f), 'utf8')) as unknown;
  return Array.isArray(list) ? (list as Case[]).filter((c) => typeof c.symptoms === 'string') : [];
});

const EXERCISE = /exercis/i;

/** Every text of a result a person reads, but 'What we understood' (their own words read back). */
function texts(r: Recommendation): string[] {
  return [
    r.summary,
    ...(r.summary_points ?? []).map((p) => p.text),
    r.clinical_narrative ?? '',
    ...r.lifestyle,
    ...r.products,
    r.triage.message,
    ...r.key_issues,
    ...r.treatment_focus,
    r.prognosis,
    ...(r.cautions ?? []).map((c) => c.message),
  ];
}

describe('emergency results say nothing about exercise', () => {
  it(`from engine ${EMERGENCY_WITHOUT_EXERCISE_SINCE} on (this one is ${ENGINE_VERSION})`, () => {
    expect(engineVersionAtLeast(ENGINE_VERSION, EMERGENCY_WITHOUT_EXERCISE_SINCE)).toBe(true);
  });

  it('in every emergency of the case sets, through assess and reassess', () => {
    let emergencies = 0;
    const offending: string[] = [];
    for (const c of CASES) {
      const input = {
        symptoms: c.symptoms,
        painLocations: c.painLocations ?? [],
        safetyAnswers: c.safetyAnswers,
      };
      const r = assess(input);
      if (r.triage.level !== 'emergency') continue;
      emergencies++;
      expect(r.exercises, c.id).toEqual([]);
      for (const text of texts(r)) if (EXERCISE.test(text)) offending.push(`${c.id}: ${text}`);
      if (emergencies % 25 === 1) {
        const again = reassess(input, r, { extraInformation: 'It is still there today.' });
        if (again.triage.level === 'emergency')
          for (const text of texts(again))
            if (EXERCISE.test(text)) offending.push(`${c.id} (reassessed): ${text}`);
      }
    }
    expect(emergencies).toBeGreaterThan(100);
    expect(offending.slice(0, 10)).toEqual([]);
  }, 240_000);

  it('while other results keep their exercise advice', () => {
    const r = assess({
      symptoms:
        'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.',
      painLocations: ['Right knee'],
    });
    expect(r.triage.level).not.toBe('emergency');
    expect(r.exercises.length).toBeGreaterThan(0);
  });
});
