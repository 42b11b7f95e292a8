import { RED_FLAGS, type Recommendation, type ResultDiff, type Triage, triageRank } from '@physiomate/shared';

const norm = (s: string) => s.trim().toLowerCase();

function addedRemoved(before: readonly string[], after: readonly string[]) {
  const b = new Set(before.map(norm));
  const a = new Set(after.map(norm));
  return {
    added: after.filter((x) => !b.has(norm(x))),
    removed: before.filter((x) => !a.has(norm(x))),
  };
}

/** The likely conditions as a person reads them: the top three names. */
function conditionNames(r: Recommendation): string[] {
  return r.conditions.slice(0, 3).map((c) => c.name);
}

/** What changes between two results: conditions and triage before -> after, items added and removed. */
export function diffResults(before: Recommendation, after: Recommendation): ResultDiff {
  const exercises = addedRemoved(
    before.exercises.map((e) => e.name),
    after.exercises.map((e) => e.name),
  );
  const lifestyle = addedRemoved(before.lifestyle, after.lifestyle);
  const products = addedRemoved(before.products, after.products);
  const conditions = { before: conditionNames(before), after: conditionNames(after) };
  const triage = { before: before.triage.level, after: after.triage.level };
  const changed =
    exercises.added.length + exercises.removed.length > 0 ||
    lifestyle.added.length + lifestyle.removed.length > 0 ||
    products.added.length + products.removed.length > 0 ||
    conditions.before.join('|') !== conditions.after.join('|') ||
    triage.before !== triage.after;
  return { conditions, triage, exercises, lifestyle, products, changed };
}

/**
 * Triage never goes down once a red flag was raised: the result keeps every raised flag and at
 * least the earlier level (with its message when that is the higher one).
 */
export function keepRaisedTriage(previous: Triage, next: Triage): Triage {
  if (previous.red_flags.length === 0) return next;
  const flags = new Set([...previous.red_flags, ...next.red_flags]);
  const red_flags = RED_FLAGS.map((f) => f.id).filter((id) => flags.has(id));
  if (triageRank(next.level) >= triageRank(previous.level)) return { ...next, red_flags };
  return { level: previous.level, message: previous.message, red_flags };
}
