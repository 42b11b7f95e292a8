import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Recommendation, recommendationSchema, type SummaryPointId } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { assess, candidateExercises, ENGINE_VERSION, reassess, summaryText } from '../src/index.ts';
import { extract } from '../src/nlp/extract.ts';
import { stageOf } from '../src/rank.ts';

/**
 * The summary's labelled points and the stage are fields of the result (engine 2.0.0), not lines of
 * its prose: the web shows them and the personalisation step reads the stage from them.
 */

const here = dirname(fileURLToPath(import.meta.url));
type Case = { id: string; symptoms: string; painLocations: string[] };
const fixture = (name: string): Case[] =>
  JSON.parse(readFileSync(resolve(here, 'fixtures', name), 'utf8')) as Case[];

const point = (r: Recommendation, id: SummaryPointId) => r.summary_points?.find((p) => p.id === id)?.text;
const knee = (symptoms: string, extra: Partial<Parameters<typeof assess>[0]> = {}) =>
  assess({ symptoms, painLocations: ['Right knee'], ...extra });

const RECENT =
  'The front of my right knee has hurt for 3 weeks since I doubled my running, worse on stairs and squatting.';
const LONG =
  'The front of my right knee has ached for 4 months, worse on stairs, squatting and after sitting in the cinema.';
const UNDATED =
  'The front of my right knee hurts when I squat and when I use the stairs, and it aches after sitting.';
const CHEST = {
  symptoms:
    'Crushing pain in the middle of my chest for the last 30 minutes spreading into my left arm and jaw, I am sweating and feel sick and short of breath.',
  painLocations: ['Chest'],
};
const WRIST = {
  symptoms:
    "Fell on my outstretched hand on the ice. My wrist looks bent, a funny dinner fork shape, and it's very swollen and painful.",
  painLocations: ['Left wrist'],
};

describe('stage', () => {
  it.each([
    ['a duration under 6 weeks', RECENT, 'acute'],
    ['a duration over 6 weeks', LONG, 'persistent'],
    ['no duration and no sudden start', UNDATED, 'persistent'],
  ] as const)('%s: %s', (_name, symptoms, stage) => {
    expect(knee(symptoms).stage).toBe(stage);
  });

  it('is what stageOf decides for the reading, on every case of the sample and plan sets', () => {
    for (const c of [...fixture('vignettes-sample.json'), ...fixture('plan-cases.json')]) {
      const r = assess({ symptoms: c.symptoms, painLocations: c.painLocations });
      if (r.understanding !== 'ok') continue;
      expect(r.stage, c.id).toBe(stageOf(extract(c.symptoms)));
    }
  });

  it('follows a corrected duration', () => {
    expect(knee(RECENT, { corrections: { remove: [], add: [], sinceDays: 120 } }).stage).toBe('persistent');
  });

  it('is what the personalisation step draws its candidates by, whatever the prose says', () => {
    const r = knee(UNDATED);
    // The summary never says 'persistent' when no duration was given; the field does.
    expect(summaryText(r)).not.toMatch(/persistent/);
    const asPersistent = candidateExercises(r).map((e) => e.id);
    const asAcute = candidateExercises({ ...r, stage: 'acute' }).map((e) => e.id);
    expect(asPersistent).not.toEqual(asAcute);
    const reworded = { ...r, summary: `${r.summary} This is persistent.` };
    expect(candidateExercises(reworded).map((e) => e.id)).toEqual(asPersistent);
  });
});

describe('summary points', () => {
  it('are the likely cause, duration and suspected issue, in that order, when nothing is flagged', () => {
    const r = knee(RECENT);
    expect(r.summary_points?.map((p) => p.id)).toEqual(['likely_cause', 'duration', 'suspected_issue']);
    expect(point(r, 'likely_cause')).toMatch(/[Rr]unning|jump in activity/);
    expect(point(r, 'duration')).toBe('about 3 weeks (recent, under 6 weeks)');
    expect(point(r, 'suspected_issue')).toBe(r.conditions[0]?.name);
  });

  it('say the stage in the duration only when a duration was given, and never guess a cause', () => {
    expect(point(knee(LONG), 'duration')).toBe('about 4 months (persistent, over 6 weeks)');
    const undated = knee(UNDATED);
    expect(point(undated, 'duration')).toBe('Not stated');
    expect(point(undated, 'likely_cause')).toBeUndefined();
  });

  it.each([
    ['an emergency', CHEST, 'emergency care needed now', 'Possible heart-related pain'],
    ['an urgent flag', WRIST, 'see a doctor first', undefined],
  ])(
    '%s: the flag is the suspected issue, with warning signs and no musculoskeletal cause',
    (_n, input, warning, issue) => {
      const r = assess(input);
      expect(r.triage.red_flags.length).toBeGreaterThan(0);
      expect(r.summary_points?.map((p) => p.id)).toEqual([
        'likely_cause',
        'duration',
        'suspected_issue',
        'warning_signs',
      ]);
      expect(point(r, 'likely_cause')).toMatch(/^Needs a doctor/);
      expect(point(r, 'warning_signs')).toBe(warning);
      if (issue) expect(point(r, 'suspected_issue')).toBe(issue);
      expect(point(r, 'suspected_issue')).not.toBe(r.conditions[0]?.name);
    },
  );

  it('are never written into the summary itself, on every case of the sample and plan sets', () => {
    for (const c of [...fixture('vignettes-sample.json'), ...fixture('plan-cases.json')]) {
      const r = assess({ symptoms: c.symptoms, painLocations: c.painLocations });
      expect(r.summary, c.id).not.toMatch(/^\s*•|Likely cause:|Suspected issue:|Duration:/m);
      if (r.understanding === 'ok') expect(r.summary_points?.length, c.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('read as the bullet lines a plain-text reader expects', () => {
    const r = knee(RECENT);
    const lines = summaryText(r).split('\n');
    expect(lines[0]).toBe(r.summary);
    expect(lines).toContain(`• Duration: ${point(r, 'duration')}`);
    expect(lines).toContain(`• Suspected issue: ${point(r, 'suspected_issue')}`);
  });

  it('are rebuilt with the plan when items are removed', () => {
    const r = knee(RECENT);
    const after = reassess({ symptoms: RECENT, painLocations: ['Right knee'] }, r, {
      removeExercises: [r.exercises[0]?.id ?? ''],
    });
    expect(after.summary_points).toEqual(r.summary_points);
    expect(after.stage).toBe(r.stage);
  });
});

describe('a text the engine could not understand', () => {
  it.each([
    [
      'not English',
      'Me duele mucho la espalda baja desde hace dos semanas, sobre todo cuando me agacho o levanto cosas.',
    ],
    [
      'too thin',
      'knee knee knee pain pain help please help please it hurts so much i do not know what to do now',
    ],
  ])('%s: no points and no stage', (_name, symptoms) => {
    const r = knee(symptoms);
    expect(r.understanding).not.toBe('ok');
    expect(r.summary_points).toEqual([]);
    expect(r).not.toHaveProperty('stage');
    expect(recommendationSchema.safeParse(r).success).toBe(true);
  });
});

it('every result names the engine that wrote it, bumped past 1.0.0 for the structured summary', () => {
  expect(knee(RECENT).engine_version).toBe(ENGINE_VERSION);
  expect(ENGINE_VERSION).not.toBe('1.0.0');
});
