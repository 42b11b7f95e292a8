import type { FindingCorrections } from './schemas/findings.ts';

/**
 * Corrections made after earlier ones: each is made against what the person sees after the last, so
 * they add up. What is removed now and was added before is simply no longer added, and the other way
 * round; a new duration replaces the old.
 */
export function mergeCorrections(
  earlier: FindingCorrections | null | undefined,
  later: FindingCorrections,
): FindingCorrections {
  const before = { remove: earlier?.remove ?? [], add: earlier?.add ?? [] };
  const remove = [
    ...before.remove.filter((id) => !later.add.includes(id)),
    ...later.remove.filter((id) => !before.add.includes(id) && !before.remove.includes(id)),
  ];
  const add = [
    ...before.add.filter((id) => !later.remove.includes(id)),
    ...later.add.filter((id) => !before.remove.includes(id) && !before.add.includes(id)),
  ];
  const sinceDays = later.sinceDays !== undefined ? later.sinceDays : earlier?.sinceDays;
  return { remove, add, ...(sinceDays !== undefined ? { sinceDays } : {}) };
}
