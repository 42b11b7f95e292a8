import type { Recommendation } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { legacySummary, narrativeOf, removeItem, summaryOf } from './recommendation.ts';
import { readRecommendation } from './session-results.ts';

/** A result as the server answers it (engine 2.0.0), the way the wizard keeps it in session storage. */
const stored = {
  summary: 'Your description of pain in your right knee fits best with patellofemoral pain.',
  summary_points: [
    { id: 'likely_cause', text: 'Running' },
    { id: 'duration', text: 'about 3 weeks (recent, under 6 weeks)' },
    { id: 'suspected_issue', text: 'Patellofemoral pain' },
  ],
  stage: 'acute',
  clinical_narrative: 'Assessment: the most likely explanation is patellofemoral pain.',
  exercises: [
    {
      id: 'wall-sit',
      name: 'Wall sit',
      description: 'Hold a gentle squat against a wall.',
      steps: ['Lean on a wall', 'Slide down a little', 'Hold'],
      duration: '30 seconds',
      frequency: '3 times a day',
      regions: ['knee-right'],
      equipment: [],
      video_search: 'wall sit knee',
    },
  ],
  lifestyle: ['Keep active within comfort.'],
  products: ['Resistance band'],
  identified_pain_areas: ['Right knee'],
  identified_regions: ['knee-right'],
  conditions: [{ id: 'patellofemoral-pain', name: 'Patellofemoral pain', likelihood: 0.7 }],
  triage: { level: 'routine', red_flags: [], message: 'Book an appointment in the next 1-2 weeks.' },
  key_issues: ['Pain around the kneecap'],
  treatment_focus: ['Load management'],
  prognosis: 'Usually improves over 6 to 12 weeks.',
  engine_version: '2.0.0',
  understanding: 'ok',
  cautions: [{ id: 'child', message: 'A child should see a doctor or physiotherapist first.' }],
};
/** Through session storage and back. */
const roundTrip = (value: unknown) => readRecommendation(JSON.parse(JSON.stringify(value)));

describe('readRecommendation (session storage, with the shared contract)', () => {
  it('reads a result as the server answered it, structured summary, stage and cautions included', () => {
    expect(roundTrip(stored)).toEqual(stored);
  });

  it('reads a result saved before the summary points and stage existed, without them', () => {
    const { summary_points: _p, stage: _s, understanding: _u, cautions: _c, ...old } = stored;
    const rec = roundTrip({ ...old, summary: `${old.summary}\n\n• Likely cause: Running` });
    expect(rec).not.toBeNull();
    expect(rec).not.toHaveProperty('summary_points');
    expect(rec).not.toHaveProperty('stage');
    expect(rec).not.toHaveProperty('understanding');
  });

  it('lists a result never had read as empty', () => {
    const { exercises: _e, lifestyle: _l, products: _p, identified_pain_areas: _a, ...bare } = stored;
    const rec = roundTrip(bare);
    expect(rec?.exercises).toEqual([]);
    expect(rec?.lifestyle).toEqual([]);
    expect(rec?.products).toEqual([]);
    expect(rec?.identified_pain_areas).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['an array', []],
    ['no triage', { ...stored, triage: undefined }],
    ['a triage level the contract does not know', { ...stored, triage: { ...stored.triage, level: 'fine' } }],
    ['an unknown stage', { ...stored, stage: 'chronic' }],
    ['an unknown summary point', { ...stored, summary_points: [{ id: 'mood', text: 'Low' }] }],
    ['an unknown caution', { ...stored, cautions: [{ id: 'alien', message: 'No.' }] }],
  ])('is none for %s (never a made-up self-care result)', (_name, value) => {
    expect(roundTrip(value)).toBeNull();
  });
});

describe('summaryOf', () => {
  it('shows the structured points, labelled, and the summary as the narrative', () => {
    expect(summaryOf(stored as Recommendation)).toEqual({
      narrative: [stored.summary],
      points: [
        { id: 'likely_cause', label: 'Likely cause', text: 'Running' },
        { id: 'duration', label: 'Duration', text: 'about 3 weeks (recent, under 6 weeks)' },
        { id: 'suspected_issue', label: 'Suspected issue', text: 'Patellofemoral pain' },
      ],
    });
  });

  it('falls back to the bullet lines of an old summary only when there are no points apart', () => {
    const old = 'Pain in the lower back after lifting.\n\n• Likely cause: muscle strain\n• Duration: 2 weeks';
    expect(summaryOf({ summary: old })).toEqual(legacySummary(old));
    expect(summaryOf({ summary: old, summary_points: null }).points).toHaveLength(2);
    expect(summaryOf({ summary: old, summary_points: [] })).toEqual({
      narrative: [
        'Pain in the lower back after lifting.',
        '• Likely cause: muscle strain',
        '• Duration: 2 weeks',
      ],
      points: [],
    });
  });
});

describe('legacySummary (results saved before engine 2.0.0)', () => {
  it('splits the narrative from bullet lines with optional labels, naming the points it knows', () => {
    const parsed = legacySummary(
      'Pain in the lower back after lifting.\n\n• Likely cause: muscle strain\n- Duration: 2 weeks\n• Most likely: a strained muscle\n• Keep moving gently',
    );
    expect(parsed.narrative).toEqual(['Pain in the lower back after lifting.']);
    expect(parsed.points).toEqual([
      { id: 'likely_cause', label: 'Likely cause', text: 'muscle strain' },
      { id: 'duration', label: 'Duration', text: '2 weeks' },
      { id: 'suspected_issue', label: 'Most likely', text: 'a strained muscle' },
      { id: null, label: null, text: 'Keep moving gently' },
    ]);
  });

  it('keeps a plain summary as narrative', () => {
    expect(legacySummary('Just text.')).toEqual({ narrative: ['Just text.'], points: [] });
  });
});

describe('narrativeOf', () => {
  it("treats null, empty and 'null' as absent", () => {
    expect(narrativeOf({ clinical_narrative: null })).toBeNull();
    expect(narrativeOf({ clinical_narrative: '  ' })).toBeNull();
    expect(narrativeOf({ clinical_narrative: 'null' })).toBeNull();
    expect(narrativeOf({ clinical_narrative: 'Real text' })).toBe('Real text');
  });
});

describe('removeItem', () => {
  const rec = readRecommendation({
    ...stored,
    exercises: [
      { ...stored.exercises[0], id: 'a', name: 'A' },
      { ...stored.exercises[0], id: 'b', name: 'B' },
    ],
    lifestyle: ['Walk', 'Sleep'],
    products: ['Foam roller'],
    identified_pain_areas: ['Lower back', 'Left knee'],
  })!;

  it('removes one item of the given kind only', () => {
    expect(removeItem(rec, 'exercise', 'a').exercises.map((e) => e.id)).toEqual(['b']);
    expect(removeItem(rec, 'lifestyle', 'Walk').lifestyle).toEqual(['Sleep']);
    expect(removeItem(rec, 'product', 'Foam roller').products).toEqual([]);
    const noKnee = removeItem(rec, 'symptom', 'Left knee');
    expect(noKnee.identified_pain_areas).toEqual(['Lower back']);
    expect(noKnee.exercises).toHaveLength(2);
  });
});
