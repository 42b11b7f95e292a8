/**
 * An emergency result says nothing about exercise: the page tells the person to get help now, and a
 * word about exercises (even 'no exercise plan is given', or 'do not do neck exercises') reads as if a
 * plan were still part of it. The engine guarantees it for every text it writes, as the last step of
 * `assess` and `reassess` (docs/decisions/emergency-wording.md). 'What we understood' is left alone:
 * it reads back the person's own words. The cleaning itself is shared (`withoutExerciseTalk` in
 * packages/shared): the results page and the chat use the same.
 */
import { mentionsExercise, type Recommendation, withoutExerciseTalk } from '@physiomate/shared';

/** The result as given, or, in an emergency, without a word about exercise in any text it carries. */
export function emergencyWording<R extends Recommendation>(result: R): R {
  if (result.triage.level !== 'emergency') return result;
  const clean = withoutExerciseTalk;
  const kept = <T extends string>(items: readonly T[]) => items.filter((item) => !mentionsExercise(item));
  return {
    ...result,
    summary: clean(result.summary),
    summary_points: result.summary_points
      ?.map((p) => ({ ...p, text: clean(p.text) }))
      .filter((p) => p.text !== ''),
    clinical_narrative: result.clinical_narrative === null ? null : clean(result.clinical_narrative),
    exercises: [],
    lifestyle: kept(result.lifestyle),
    products: kept(result.products),
    triage: { ...result.triage, message: clean(result.triage.message) },
    key_issues: kept(result.key_issues),
    treatment_focus: kept(result.treatment_focus),
    prognosis: clean(result.prognosis),
    cautions: result.cautions
      ?.map((c) => ({ ...c, message: clean(c.message) }))
      .filter((c) => c.message !== ''),
  };
}
