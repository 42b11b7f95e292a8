import {
  MAX_SAFETY_QUESTIONS,
  RED_FLAGS,
  SAFETY_QUESTIONS,
  type SafetyQuestionId,
  triageRank,
} from '@physiomate/shared';
import { locate } from './locate.ts';
import { extract } from './nlp/extract.ts';
import type { FindingId } from './nlp/lexicon.ts';
import { baseOf } from './nlp/regions.ts';
import { stageOf } from './rank.ts';
import { triage } from './triage.ts';

export interface AskedQuestion {
  id: SafetyQuestionId;
  text: string;
  hint: string;
}

/**
 * The signs a question asks about: when the text plainly denies all of them ('no fever', 'bladder
 * and bowels fine'), the question is settled and not asked. A flag the text already raises settles
 * its questions too.
 */
const SETTLED_BY: Record<SafetyQuestionId, FindingId[]> = {
  fever: ['fever'],
  'weight-loss': ['weight_loss'],
  injury: ['fall', 'injury'],
  'self-harm': ['suicidal'],
  'saddle-bladder': ['saddle_numbness', 'bladder_bowel'],
  chest: ['chest_pain'],
  breathing: ['breathless', 'pleuritic'],
  stroke: ['dizziness', 'visual_disturbance', 'slurred_speech'],
  tearing: ['tearing'],
  'hot-joint': ['red_hot'],
  calf: ['calf_swelling', 'calf_warm_red'],
  weakness: ['weakness'],
  'cancer-night': ['cancer_history', 'worst_at_night'],
  'scalp-jaw': ['scalp_tender', 'jaw_claudication'],
  snap: ['pop_snap'],
  'morning-stiffness': ['morning_stiffness'],
};

const FLAG_RANK = new Map<string, number>(RED_FLAGS.map((f) => [f.id, triageRank(f.triage)]));

/**
 * The questions of the wizard's safety check for these regions and this text: the universal ones,
 * then the regional ones of the marked (or described) regions, most serious flag first, at most
 * MAX_SAFETY_QUESTIONS. A question the text already settles (its flag raised, or its sign plainly
 * denied) is skipped.
 */
export function safetyQuestions(input: { symptoms: string; painLocations: string[] }): AskedQuestion[] {
  const findings = extract(input.symptoms);
  const location = locate(input.painLocations, findings, new Set());
  const raised = new Set<string>(triage(findings, location, [], stageOf(findings)).red_flags);
  const bases = new Set<string>(location.regions.map((r) => baseOf(r)));
  const settled = (q: (typeof SAFETY_QUESTIONS)[number]) =>
    raised.has(q.flag) || SETTLED_BY[q.id].every((f) => findings.denied.has(f));
  const wanted = SAFETY_QUESTIONS.filter((q) => !settled(q));
  const universal = wanted.filter((q) => q.universal);
  const regional = wanted
    .filter((q) => !q.universal && (location.generic || q.regions.some((r) => bases.has(r))))
    .map((q, index) => ({ q, index, hits: q.regions.filter((r) => bases.has(r)).length }))
    .sort(
      (a, b) =>
        (FLAG_RANK.get(b.q.flag) ?? 0) - (FLAG_RANK.get(a.q.flag) ?? 0) ||
        b.hits - a.hits ||
        a.index - b.index,
    )
    .map((x) => x.q);
  return [...universal, ...regional]
    .slice(0, MAX_SAFETY_QUESTIONS)
    .map((q) => ({ id: q.id, text: q.text, hint: q.hint }));
}
