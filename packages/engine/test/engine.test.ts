import { CONDITIONS, RED_FLAGS, recommendationSchema, TREATMENT_FOCUS_PHRASES } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import {
  applyPersonalisation,
  assess,
  candidateExercises,
  ENGINE_VERSION,
  personalisationOutputSchema,
  personalisationPrompt,
  reassess,
} from '../src/index.ts';
import { CONDITION_KNOWLEDGE, EXERCISE_BY_ID, EXERCISES, RED_FLAG_RULES } from '../src/knowledge/index.ts';

const KNEE = {
  symptoms:
    'Ache around my right kneecap when going down stairs, squatting at the gym and after sitting through long meetings. I am 29 and recently doubled my running. No swelling, never locks.',
  painLocations: ['Right knee'],
};
const EMERGENCY = {
  symptoms:
    'Crushing pain in the middle of my chest going into my left arm and jaw, started twenty minutes ago while resting. I am sweating and feel sick.',
  painLocations: ['Chest'],
};

describe('knowledge base', () => {
  it('covers every condition and red flag of the taxonomy, each with a source', () => {
    expect(CONDITION_KNOWLEDGE.map((c) => c.id).sort()).toEqual(CONDITIONS.map((c) => c.id).sort());
    expect(RED_FLAG_RULES.map((r) => r.id).sort()).toEqual(RED_FLAGS.map((r) => r.id).sort());
    for (const c of CONDITION_KNOWLEDGE) expect(c.source.length).toBeGreaterThan(10);
  });
  it('holds at least 80 distinct exercises and every referenced exercise exists', () => {
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(EXERCISES.length);
    expect(EXERCISES.length).toBeGreaterThanOrEqual(80);
    for (const c of CONDITION_KNOWLEDGE) {
      for (const id of [...c.exercises.acute, ...c.exercises.persistent])
        expect(EXERCISE_BY_ID.has(id), id).toBe(true);
      for (const f of c.focus) expect(TREATMENT_FOCUS_PHRASES).toContain(f);
    }
  });
});

describe('assess', () => {
  it('returns a valid recommendation with every condition ranked and sorted', () => {
    const r = assess(KNEE);
    expect(() => recommendationSchema.parse(r)).not.toThrow();
    expect(r.engine_version).toBe(ENGINE_VERSION);
    expect(r.conditions).toHaveLength(CONDITIONS.length);
    for (let i = 1; i < r.conditions.length; i++) {
      expect(r.conditions[i - 1]?.likelihood).toBeGreaterThanOrEqual(r.conditions[i]?.likelihood ?? 0);
    }
    expect(r.conditions[0]?.id).toBe('patellofemoral-pain');
    expect(r.identified_regions).toContain('knee-right');
    expect(r.identified_pain_areas).toContain('Right knee');
  });
  it('builds 4-8 relevant exercises with the full contract, and products from equipment', () => {
    const r = assess(KNEE);
    expect(r.exercises.length).toBeGreaterThanOrEqual(4);
    expect(r.exercises.length).toBeLessThanOrEqual(8);
    const allowed = new Set([
      ...r.identified_regions,
      ...(CONDITIONS.find((c) => c.id === r.conditions[0]?.id)?.regions ?? []),
    ]);
    for (const e of r.exercises) {
      expect(e.steps.length).toBeGreaterThan(0);
      expect(e.video_search.length).toBeGreaterThan(0);
      expect(e.regions.some((reg) => reg === 'general' || allowed.has(reg))).toBe(true);
      expect(e.regions).not.toContain('knee-left');
    }
    expect(r.products.length).toBeGreaterThan(0);
    expect(r.lifestyle.some((l) => /10%/.test(l))).toBe(true);
  });
  it('writes the summary as a narrative with labelled points apart, and keeps key issues and focus within limits', () => {
    const r = assess(KNEE);
    expect(r.summary).not.toMatch(/^\s*•/m);
    expect(r.summary_points?.map((p) => p.id)).toEqual(['likely_cause', 'duration', 'suspected_issue']);
    expect(r.summary_points?.find((p) => p.id === 'suspected_issue')?.text).toBe('Patellofemoral pain');
    expect(r.key_issues.length).toBeLessThanOrEqual(3);
    for (const k of r.key_issues) {
      expect(k.length).toBeLessThanOrEqual(50);
      expect(k.split(/\s+/).length).toBeLessThanOrEqual(8);
    }
    expect(r.treatment_focus.length).toBeGreaterThan(0);
    expect(r.clinical_narrative?.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });
  it('gives no exercises in an emergency but keeps safety advice', () => {
    const r = assess(EMERGENCY);
    expect(r.triage.level).toBe('emergency');
    expect(r.exercises).toHaveLength(0);
    expect(r.lifestyle.length).toBeGreaterThan(0);
    expect(r.triage.message).toMatch(/emergency number/);
  });
  it('maps ids, labels in any case, free text and the generic item', () => {
    const base = KNEE.symptoms;
    expect(assess({ symptoms: base, painLocations: ['knee-right'] }).identified_regions).toContain(
      'knee-right',
    );
    expect(assess({ symptoms: base, painLocations: ['RIGHT KNEE'] }).identified_regions).toContain(
      'knee-right',
    );
    expect(
      assess({ symptoms: base, painLocations: ['the back of my left thigh'] }).identified_regions,
    ).toContain('hamstring-left');
    const generic = assess({
      symptoms:
        'Generally achy muscles everywhere for a couple of weeks after a stressful period and poor sleep. No injury, no swelling, no fever, no weight loss at all.',
      painLocations: ['Pain areas marked on body diagram'],
    });
    expect(generic.conditions[0]?.id).toBe('nonspecific-musculoskeletal-pain');
    expect(generic.identified_pain_areas.length).toBeGreaterThan(0);
  });
  it('ranks the same text differently when the marked region changes', () => {
    const symptoms =
      'Sharp pain when I run and after sitting for a while, it has been building over the last month since I started training for a race. Rest helps.';
    expect(assess({ symptoms, painLocations: ['Left shin'] }).conditions[0]?.id).toBe(
      'medial-tibial-stress-syndrome',
    );
    expect(assess({ symptoms, painLocations: ['Left heel'] }).conditions[0]?.id).not.toBe(
      'medial-tibial-stress-syndrome',
    );
  });
});

describe('reassess', () => {
  it('keeps removed exercises, advice and products removed, also on later edits', () => {
    const first = assess(KNEE);
    const ex = first.exercises[0];
    const life = first.lifestyle[0];
    const product = first.products[0];
    if (!ex || !life || !product) throw new Error('plan incomplete');
    const second = reassess(KNEE, first, {
      removeExercises: [ex.name],
      removeLifestyle: [life],
      removeProducts: [product],
    });
    expect(second.exercises.map((e) => e.id)).not.toContain(ex.id);
    expect(second.lifestyle).not.toContain(life);
    expect(second.products).not.toContain(product);
    expect(second.exercises.length).toBeGreaterThanOrEqual(4);
    const third = reassess(KNEE, second, { removeExercises: [second.exercises[0]?.id ?? ''] });
    expect(third.exercises.map((e) => e.id)).not.toContain(ex.id);
    expect(third.exercises.map((e) => e.id)).not.toContain(second.exercises[0]?.id);
    expect(third.lifestyle).not.toContain(life);
  });
  it('drops a removed pain area and re-ranks', () => {
    const input = {
      symptoms:
        'My right knee aches at the front going down stairs and my left heel hurts with the first steps in the morning, both for about a month since I started running more.',
      painLocations: ['Right knee', 'Left heel'],
    };
    const first = assess(input);
    const second = reassess(input, first, { removePainAreas: ['Right knee'] });
    expect(second.identified_regions).not.toContain('knee-right');
    expect(second.identified_pain_areas).not.toContain('Right knee');
    expect(second.conditions[0]?.id).toBe('plantar-heel-pain');
  });
  it('re-derives everything from extra information', () => {
    const first = assess(KNEE);
    const second = reassess(KNEE, first, {
      extraInformation: 'Since this morning the knee is hot, red and swollen and I have a fever.',
    });
    expect(second.triage.red_flags).toContain('infection');
    expect(second.exercises).toHaveLength(0);
  });
});

describe('personalisation', () => {
  const result = assess(KNEE);
  const candidates = candidateExercises(result);
  const good = {
    summary: 'Your knee pain fits an overloaded kneecap joint, most likely from the extra running.',
    clinical_narrative:
      'Assessment: patellofemoral pain. Reasoning: stairs, squats and sitting provoke it. Seek help if it swells or locks.',
    exercise_ids: candidates.slice(0, 4).map((e) => e.id),
  };
  it('builds a prompt that lists only candidate ids', () => {
    const prompt = personalisationPrompt(result, KNEE);
    expect(prompt.system).toMatch(/ONLY from the candidate list/);
    for (const c of candidates) expect(prompt.user).toContain(c.id);
    expect(personalisationOutputSchema.safeParse(good).success).toBe(true);
  });
  it('applies valid output (also as a JSON string) without touching triage, conditions, points or stage', () => {
    const applied = applyPersonalisation(result, KNEE, JSON.stringify(good));
    expect(applied.summary).toBe(good.summary);
    expect(applied.summary_points).toEqual(result.summary_points);
    expect(applied.stage).toBe(result.stage);
    expect(applied.exercises.map((e) => e.id)).toEqual(good.exercise_ids);
    expect(applied.triage).toEqual(result.triage);
    expect(applied.conditions).toEqual(result.conditions);
  });
  it.each([
    ['not JSON', 'definitely not json'],
    ['missing fields', { summary: 'x' }],
    [
      'an exercise outside the candidates',
      { ...good, exercise_ids: [...good.exercise_ids.slice(0, 3), 'made-up-exercise'] },
    ],
    [
      'duplicate ids',
      {
        ...good,
        exercise_ids: [
          good.exercise_ids[0],
          good.exercise_ids[0],
          good.exercise_ids[1],
          good.exercise_ids[2],
        ],
      },
    ],
    ['too few exercises', { ...good, exercise_ids: good.exercise_ids.slice(0, 1) }],
    [
      "a summary with bullet lines of its own (the points are the engine's)",
      { ...good, summary: `${good.summary}\n\n• Likely cause: more running\n• Duration: about a month` },
    ],
  ])('returns the engine result unchanged on %s', (_name, raw) => {
    expect(applyPersonalisation(result, KNEE, raw)).toBe(result);
  });
  it('never adds exercises to an emergency', () => {
    const emergency = assess(EMERGENCY);
    expect(candidateExercises(emergency)).toHaveLength(0);
    expect(applyPersonalisation(emergency, EMERGENCY, good)).toBe(emergency);
  });
});
