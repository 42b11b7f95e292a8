import {
  MAX_SAFETY_QUESTIONS,
  RED_FLAGS,
  type RedFlagId,
  SAFETY_QUESTIONS,
  type SafetyAnswer,
  type SafetyQuestionId,
  triageRank,
} from '@physiomate/shared';
import { locate } from './locate.ts';
import { extract, type Findings } from './nlp/extract.ts';
import { baseOf } from './nlp/regions.ts';

export interface AskedQuestion {
  id: SafetyQuestionId;
  text: string;
  hint: string;
}

const FLAG_RANK = new Map<string, number>(RED_FLAGS.map((f) => [f.id, triageRank(f.triage)]));

/**
 * The questions of the wizard's safety check for these regions and this text: the universal ones,
 * then the regional ones of the marked (or described) regions, most serious flag first, at most
 * MAX_SAFETY_QUESTIONS. A question the text already settles (its flag raised, or its sign plainly
 * denied) is skipped.
 */
export function safetyQuestions(
  input: { symptoms: string; painLocations: string[] },
  settled: (id: SafetyQuestionId, findings: Findings) => boolean = () => false,
): AskedQuestion[] {
  const findings = extract(input.symptoms);
  const location = locate(input.painLocations, findings, new Set());
  const bases = new Set<string>(location.regions.map((r) => baseOf(r)));
  const wanted = SAFETY_QUESTIONS.filter((q) => !settled(q.id, findings));
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

/** Flags raised by the answers: 'yes' at the flag's level, 'unsure' as a possible flag. */
export function flagsFromAnswers(answers: readonly SafetyAnswer[] | undefined): {
  yes: Set<RedFlagId>;
  unsure: Set<RedFlagId>;
} {
  const yes = new Set<RedFlagId>();
  const unsure = new Set<RedFlagId>();
  for (const a of answers ?? []) {
    const q = SAFETY_QUESTIONS.find((x) => x.id === a.id);
    if (!q) continue;
    if (a.answer === 'yes') yes.add(q.flag);
    else if (a.answer === 'unsure') unsure.add(q.flag);
  }
  for (const id of yes) unsure.delete(id);
  return { yes, unsure };
}
