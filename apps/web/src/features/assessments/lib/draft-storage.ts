/**
 * The wizard's draft in session storage, so a reload keeps what the user typed, drew and answered.
 * - `assessmentData` (the visitor's assessment): { symptoms, painLocations }; also read by the results
 *   screen and by saving after sign-in. Once submitted it also carries `safetyAnswers`: the answers to
 *   the safety questions asked, which the results screen shows and the after-sign-in save sends.
 * - `assessmentDraft` (ours): the step, the diagram (strokes and ticked regions) and the safety answers
 *   so far. Present only while an assessment is in progress; removed after a successful submit so
 *   "New Assessment" starts fresh.
 */
import {
  type AssessmentInput,
  type FindingCorrections,
  REGIONS,
  type Recommendation,
  type RegionId,
  type SafetyAnswer,
} from '@physiomate/shared';
import {
  answerList,
  answerMap,
  NO_ANSWERS,
  parseAnswers,
  type SafetyAnswerMap,
} from '@/lib/assessment-storage/safety';
import { SESSION_KEYS, sessionStore } from '@/lib/assessment-storage/session-keys';
import {
  type DiagramValue,
  EMPTY_DIAGRAM,
  parseDiagram,
  serialiseDiagram,
  sortRegions,
} from '../body-diagram/selection';

export { SESSION_KEYS };

/**
 * The engine's input as the wizard keeps it (no age or gender: nothing asks for them, see
 * docs/decisions/body-diagram.md). `safetyAnswers` and `corrections` are there only once submitted.
 */
export type AssessmentData = AssessmentInput;
export type WizardStep = 1 | 2 | 3;
export type Draft = {
  step: WizardStep;
  symptoms: string;
  diagram: DiagramValue;
  safetyAnswers: SafetyAnswerMap;
};

const STEPS: readonly unknown[] = [1, 2, 3] satisfies WizardStep[];

const store = sessionStore;

function write(key: string, value: unknown, storage: Storage | null) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the draft is a convenience, never a reason to fail.
  }
}

function read(key: string, storage: Storage | null): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function assessmentData(
  symptoms: string,
  painLocations: string[],
  safetyAnswers?: SafetyAnswer[],
  corrections?: FindingCorrections,
): AssessmentData {
  const data: AssessmentData = { symptoms, painLocations };
  if (safetyAnswers) data.safetyAnswers = safetyAnswers;
  if (corrections) data.corrections = corrections;
  return data;
}

export function loadDraft(storage: Storage | null = store()): Draft | null {
  const draft = read(SESSION_KEYS.draft, storage) as {
    step?: unknown;
    diagram?: unknown;
    safetyAnswers?: unknown;
  } | null;
  if (!draft) return null;
  const data = read(SESSION_KEYS.assessmentData, storage) as { symptoms?: unknown } | null;
  const answers = parseAnswers(draft.safetyAnswers);
  return {
    step: STEPS.includes(draft.step) ? (draft.step as WizardStep) : 1,
    symptoms: typeof data?.symptoms === 'string' ? data.symptoms : '',
    diagram: draft.diagram ? parseDiagram(draft.diagram) : EMPTY_DIAGRAM,
    safetyAnswers: answers.length > 0 ? answerMap(answers) : NO_ANSWERS,
  };
}

export function saveDraft(draft: Draft, painLocations: string[], storage: Storage | null = store()): void {
  write(SESSION_KEYS.assessmentData, assessmentData(draft.symptoms, painLocations), storage);
  write(
    SESSION_KEYS.draft,
    {
      step: draft.step,
      diagram: serialiseDiagram(draft.diagram),
      safetyAnswers: answerList(draft.safetyAnswers),
    },
    storage,
  );
}

const REGION_BY_LABEL = new Map<string, RegionId>(REGIONS.map((r) => [r.label.toLowerCase(), r.id]));

/**
 * 'Add more detail' on a result the engine could not understand: the wizard reopens on step 1 with
 * the text, the marked areas (as ticked regions: drawn strokes are not kept with a result) and the
 * safety answers, unless a draft is already in progress.
 */
export function reopenDraft(
  input: { symptoms: string; painLocations: string[]; safetyAnswers: readonly SafetyAnswer[] },
  storage: Storage | null = store(),
): void {
  if (!storage || read(SESSION_KEYS.draft, storage) !== null) return;
  const ticked = input.painLocations.flatMap(
    (label) => REGION_BY_LABEL.get(label.trim().toLowerCase()) ?? [],
  );
  saveDraft(
    {
      step: 1,
      symptoms: input.symptoms,
      diagram: { ...EMPTY_DIAGRAM, ticked: sortRegions(ticked) },
      safetyAnswers: answerMap(input.safetyAnswers),
    },
    input.painLocations,
    storage,
  );
}

/** After a successful submit: what the results screen reads, and no more draft. */
export function saveSubmitted(
  data: AssessmentData,
  recommendation: Recommendation,
  storage: Storage | null = store(),
) {
  write(SESSION_KEYS.assessmentData, data, storage);
  write(SESSION_KEYS.recommendations, recommendation, storage);
  try {
    storage?.removeItem(SESSION_KEYS.draft);
    storage?.removeItem(SESSION_KEYS.pendingKey); // A new assessment: a new key when it is saved.
  } catch {
    // ignore
  }
}
