import {
  EMERGENCY_WITHOUT_EXERCISE_SINCE,
  type Recommendation,
  SAFETY_MESSAGES,
  type Triage,
} from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import {
  announcesCompletion,
  cleansExerciseTalk,
  displayCautions,
  displayLifestyle,
  displaySummary,
  EMERGENCY_TITLE,
  flagHeadline,
  notUnderstoodText,
  otherCauses,
  PLAN_TITLE,
  resultView,
  triageMessage,
} from './result-view.ts';

const triage = (level: Triage['level'], red_flags: Triage['red_flags'] = [], message = ''): Triage => ({
  level,
  red_flags,
  message,
});

const BASE: Recommendation = {
  summary: '',
  clinical_narrative: null,
  exercises: [],
  lifestyle: [],
  products: [],
  identified_pain_areas: [],
  identified_regions: [],
  conditions: [],
  triage: triage('self-care'),
  key_issues: [],
  treatment_focus: [],
  prognosis: '',
  engine_version: 'test',
};

function rec(overrides: Partial<Recommendation> = {}): Recommendation {
  return { ...BASE, ...overrides };
}

// What the engine answers for a heart-related emergency (wording as of engine 1.0.0).
const EMERGENCY_MESSAGE =
  'Call the emergency number now (999 in the UK, 112 in Europe, 911 in North America). Stop what you are doing, sit down and rest while you wait. (Screening raised: possible heart-related pain.) No exercise plan is given until you have been seen.';

describe('resultView', () => {
  it('an ordinary plan: its own title, the problem card, exercises, a toast and the banner after the triage card', () => {
    const view = resultView(rec({ triage: triage('self-care') }));
    expect(view).toMatchObject({
      lead: 'plan',
      title: PLAN_TITLE,
      triageCard: 'full',
      flagFirst: false,
      showProblem: true,
      showOtherCauses: false,
      showExercises: true,
      showTools: true,
      banner: 'top',
      celebrate: true,
    });
    expect(resultView(rec({ triage: triage('routine'), understanding: 'ok' })).celebrate).toBe(true);
  });

  it('an emergency is its own page: no exercises, no tools, no banner, no toast', () => {
    const view = resultView(rec({ triage: triage('emergency', ['cardiac']) }));
    expect(view).toMatchObject({
      lead: 'triage',
      title: EMERGENCY_TITLE,
      triageCard: 'lead',
      documentTitle: EMERGENCY_TITLE,
      flagFirst: true,
      showProblem: false,
      showOtherCauses: true,
      showExercises: false,
      showTools: false,
      banner: 'none',
      celebrate: false,
    });
    // Even without a named flag.
    expect(resultView(rec({ triage: triage('emergency') }))).toMatchObject({
      lead: 'triage',
      banner: 'none',
      showExercises: false,
      celebrate: false,
    });
  });

  it('a raised flag leads: no problem card, conditions behind the disclosure, the banner at the end', () => {
    const view = resultView(rec({ triage: triage('urgent', ['fracture']) }));
    expect(view).toMatchObject({
      lead: 'triage',
      title: 'See a doctor within 24 hours',
      documentTitle: 'Your Results',
      flagFirst: true,
      showProblem: false,
      showOtherCauses: true,
      showExercises: true,
      banner: 'bottom',
      celebrate: false,
    });
    expect(resultView(rec({ triage: triage('routine', ['inflammatory-arthritis']) }))).toMatchObject({
      lead: 'triage',
      banner: 'bottom',
      celebrate: false,
    });
  });

  it('urgent without a flag keeps the plan but has no toast and no banner above the triage card', () => {
    expect(resultView(rec({ triage: triage('urgent') }))).toMatchObject({
      lead: 'plan',
      showProblem: true,
      banner: 'bottom',
      celebrate: false,
    });
  });

  it('a text not understood gets no plan, leads with the message, and a flag still leads', () => {
    for (const understanding of ['not_english', 'too_thin'] as const) {
      const view = resultView(rec({ triage: triage('routine'), understanding }));
      expect(view).toMatchObject({
        lead: 'not-understood',
        title: SAFETY_MESSAGES.notUnderstoodTitle,
        // The engine's routine 'see a doctor if...' is the page's own advice: only cautions show.
        triageCard: 'cautions-only',
        notUnderstood: understanding,
        showPlan: false,
        showProblem: false,
        showOtherCauses: false,
        showExercises: false,
        showTools: false,
        banner: 'none',
        celebrate: false,
      });
    }
    const flagged = resultView(rec({ triage: triage('urgent', ['dvt']), understanding: 'too_thin' }));
    expect(resultView(rec({ triage: triage('urgent'), understanding: 'too_thin' })).triageCard).toBe('full');
    expect(flagged).toMatchObject({
      lead: 'triage',
      triageCard: 'lead',
      notUnderstood: 'too_thin',
      showOtherCauses: false,
      showExercises: false,
    });
  });
});

describe('announcesCompletion', () => {
  it('cheers only an ordinary, understood result', () => {
    expect(announcesCompletion(rec({ triage: triage('self-care') }))).toBe(true);
    expect(announcesCompletion(rec({ triage: triage('emergency', ['cardiac']) }))).toBe(false);
    expect(announcesCompletion(rec({ triage: triage('urgent') }))).toBe(false);
    expect(announcesCompletion(rec({ triage: triage('routine', ['inflammatory-arthritis']) }))).toBe(false);
    expect(announcesCompletion(rec({ triage: triage('self-care'), understanding: 'not_english' }))).toBe(
      false,
    );
    expect(announcesCompletion(null)).toBe(false);
  });
});

describe('triageMessage', () => {
  it("is the engine's message, without exercise wording in an emergency only", () => {
    expect(triageMessage(triage('emergency', ['cardiac'], EMERGENCY_MESSAGE))).toBe(
      'Call the emergency number now (999 in the UK, 112 in Europe, 911 in North America). Stop what you are doing, sit down and rest while you wait. (Screening raised: possible heart-related pain.)',
    );
    expect(triageMessage(triage('urgent', ['fracture'], 'X-ray today. Do not start exercises yet.'))).toBe(
      'X-ray today. Do not start exercises yet.',
    );
  });

  it("falls back to the level's advice, still without exercise wording in an emergency", () => {
    const message = triageMessage(triage('emergency'));
    expect(message).toMatch(/emergency/);
    expect(message).not.toMatch(/exercis/i);
  });
});

describe('flagHeadline', () => {
  it('names the first flag and lists the others', () => {
    expect(flagHeadline(triage('emergency', ['cardiac', 'pulmonary-embolism']))).toEqual({
      name: 'Possible heart-related pain',
      others: ['Possible blood clot in the lung'],
    });
    expect(flagHeadline(triage('urgent'))).toBeNull();
  });
});

describe('displaySummary', () => {
  // As engine 2.0.0 writes it: the narrative, and the points apart.
  const structured = {
    summary: 'Your description fits best with patellofemoral pain. See a doctor about the warning signs.',
    summary_points: [
      { id: 'likely_cause', text: 'Running' },
      { id: 'duration', text: 'about 3 weeks' },
      { id: 'suspected_issue', text: 'Patellofemoral pain' },
      { id: 'warning_signs', text: 'see a doctor first' },
    ] satisfies Recommendation['summary_points'],
  };
  // As results saved before it carry the same: the points as bullet lines of the summary.
  const legacy =
    'Your description fits best with patellofemoral pain. However, some warning signs need checking first.\n\n' +
    '• Likely cause: Running\n• Duration: about 3 weeks\n• Suspected issue: Patellofemoral pain\n• Warning signs: see a doctor first';

  it('leaves an ordinary summary alone, labelling each point', () => {
    const view = displaySummary(rec({ ...structured, triage: triage('self-care') }));
    expect(view.narrative).toEqual([structured.summary]);
    expect(view.points.map((p) => `${p.label}: ${p.text}`)).toEqual([
      'Likely cause: Running',
      'Duration: about 3 weeks',
      'Suspected issue: Patellofemoral pain',
      'Warning signs: see a doctor first',
    ]);
  });

  it('never reads points out of a summary that has them apart', () => {
    const view = displaySummary(
      rec({
        summary: 'First line.\n- Not a point: just a dash',
        summary_points: [],
        triage: triage('self-care'),
      }),
    );
    expect(view.narrative).toEqual(['First line.', '- Not a point: just a dash']);
    expect(view.points).toEqual([]);
  });

  it('with a flag: no narrative, no likely cause and no suspected condition', () => {
    const view = displaySummary(rec({ ...structured, triage: triage('urgent', ['fracture']) }));
    expect(view.narrative).toEqual([]);
    expect(view.points.map((p) => p.id)).toEqual(['duration', 'warning_signs']);
  });

  it('in an emergency: nothing about exercise either', () => {
    const view = displaySummary(
      rec({
        summary: `Serious. ${EMERGENCY_MESSAGE}`,
        summary_points: [
          { id: 'likely_cause', text: 'Needs a doctor' },
          { id: 'duration', text: '30 minutes' },
          { id: 'warning_signs', text: 'No exercise plan is given.' },
        ],
        triage: triage('emergency', ['cardiac']),
      }),
    );
    expect(view.narrative).toEqual([]);
    expect(view.points).toEqual([{ id: 'duration', label: 'Duration', text: '30 minutes' }]);
  });

  describe('an old result, with its points as bullet lines of the summary', () => {
    it('reads the narrative and the labelled lines', () => {
      const view = displaySummary(rec({ summary: legacy, triage: triage('self-care') }));
      expect(view.narrative).toHaveLength(1);
      expect(view.points.map((p) => p.id)).toEqual([
        'likely_cause',
        'duration',
        'suspected_issue',
        'warning_signs',
      ]);
    });

    it("with a flag: no narrative and no cause lines, a model's labels included", () => {
      const view = displaySummary(
        rec({
          summary: `${legacy}\n• Most likely: a stress fracture\n• Diagnosis: unclear`,
          triage: triage('urgent', ['fracture']),
        }),
      );
      expect(view.narrative).toEqual([]);
      expect(view.points.map((p) => p.label)).toEqual(['Duration', 'Warning signs']);
    });

    it('in an emergency: nothing about exercise either', () => {
      const view = displaySummary(
        rec({
          summary: `Serious. ${EMERGENCY_MESSAGE}\n\n• Likely cause: Needs a doctor\n• Duration: 30 minutes\n• Note: No exercise plan is given.`,
          triage: triage('emergency', ['cardiac']),
        }),
      );
      expect(view.narrative).toEqual([]);
      expect(view.points).toEqual([{ id: 'duration', label: 'Duration', text: '30 minutes' }]);
    });
  });
});

describe('displayLifestyle and displayCautions', () => {
  it('an emergency leaves out lifestyle items about exercise whole (their text is their key)', () => {
    const items = ['Call the emergency number now.', 'Stop any exercise and rest.'];
    expect(displayLifestyle(rec({ lifestyle: items, triage: triage('emergency', ['cardiac']) }))).toEqual([
      'Call the emergency number now.',
    ]);
    expect(displayLifestyle(rec({ lifestyle: items, triage: triage('urgent') }))).toEqual(items);
  });

  it('shows each caution, without exercise wording in an emergency', () => {
    const cautions: Recommendation['cautions'] = [
      { id: 'pregnancy', message: 'Pregnant: see your midwife. Avoid new exercises until then.' },
      { id: 'child', message: 'A child should see a doctor.' },
    ];
    expect(displayCautions(rec({ cautions, triage: triage('emergency', ['cardiac']) }))).toEqual([
      { id: 'pregnancy', message: 'Pregnant: see your midwife.' },
      { id: 'child', message: 'A child should see a doctor.' },
    ]);
    expect(displayCautions(rec({ cautions, triage: triage('routine') }))).toHaveLength(2);
    expect(displayCautions(rec({ triage: triage('routine') }))).toEqual([]);
  });
});

describe('exercise wording in an emergency: cleaned here only for results of an older engine', () => {
  // From EMERGENCY_WITHOUT_EXERCISE_SINCE the engine writes none (packages/engine/test/emergency-wording.test.ts),
  // so what such a result says is shown as it is; older results, or a result with no readable version, are cleaned.
  const guaranteed = { engine_version: EMERGENCY_WITHOUT_EXERCISE_SINCE };
  const emergency = triage('emergency', ['cardiac'], EMERGENCY_MESSAGE);

  it('decides by the stored engine version, in an emergency only', () => {
    expect(cleansExerciseTalk(rec({ triage: emergency, engine_version: '2.9.0' }))).toBe(true);
    expect(cleansExerciseTalk(rec({ triage: emergency, engine_version: 'test' }))).toBe(true);
    expect(cleansExerciseTalk(rec({ triage: emergency, ...guaranteed }))).toBe(false);
    expect(cleansExerciseTalk(rec({ triage: emergency, engine_version: '3.0.0' }))).toBe(false);
    expect(cleansExerciseTalk(rec({ triage: triage('urgent'), engine_version: '1.0.0' }))).toBe(false);
  });

  it("leaves a newer engine's texts as it wrote them", () => {
    const lifestyle = ['Call the emergency number now.', 'Stop any exercise and rest.'];
    const cautions: Recommendation['cautions'] = [
      { id: 'pregnancy', message: 'See your midwife. Avoid exercises.' },
    ];
    expect(displayLifestyle(rec({ lifestyle, triage: emergency, ...guaranteed }))).toEqual(lifestyle);
    expect(displayCautions(rec({ cautions, triage: emergency, ...guaranteed }))).toEqual(cautions);
    expect(triageMessage(emergency, EMERGENCY_WITHOUT_EXERCISE_SINCE)).toBe(EMERGENCY_MESSAGE);
    expect(triageMessage(emergency, '2.9.0')).not.toMatch(/exercis/i);
    expect(triageMessage(emergency)).not.toMatch(/exercis/i);
  });

  it("still cleans the level's own advice, the web's text, when the engine's message is empty", () => {
    expect(triageMessage(triage('emergency'), EMERGENCY_WITHOUT_EXERCISE_SINCE)).not.toMatch(/exercis/i);
  });
});

describe('otherCauses', () => {
  it('lists the top three conditions the engine gave any weight to, by name only', () => {
    const conditions: Recommendation['conditions'] = [
      { id: 'patellofemoral-pain', name: 'A', likelihood: 0.6 },
      { id: 'knee-osteoarthritis', name: 'B', likelihood: 0.2 },
      { id: 'hip-osteoarthritis', name: 'C', likelihood: 0 },
    ];
    expect(otherCauses(rec({ conditions }))).toEqual(['A', 'B']);
  });
});

describe('notUnderstoodText', () => {
  it('matches the reason', () => {
    expect(notUnderstoodText('not_english')).toBe(SAFETY_MESSAGES.notEnglish);
    expect(notUnderstoodText('too_thin')).toBe(SAFETY_MESSAGES.tooThin);
  });
});
