/**
 * 'What we understood': the engine's findings as chips the person can correct, and the corrections
 * sent back to re-run the engine. What comes from the server or session storage is read with the
 * shared contract (`understoodSchema`, inside `recommendationSchema`).
 */
import {
  FINDING_GROUPS,
  type FindingChip,
  type FindingCorrections,
  type FindingGroup,
  type Understood,
} from '@physiomate/shared';

export const GROUP_TITLES: Record<FindingGroup, string> = {
  started: 'How it started',
  worse: 'What makes it worse',
  eases: 'What eases it',
  other: 'Other symptoms',
  denied: 'You said no to',
};

/** What the person has changed so far (nothing is sent until 'Update my plan'). */
export type Draft = {
  removed: readonly string[];
  added: readonly string[];
  /** undefined: unchanged; null: 'not sure' (clears a misread duration); a number of days. */
  sinceDays: number | null | undefined;
};

export const EMPTY_DRAFT: Draft = { removed: [], added: [], sinceDays: undefined };

export type ChipView = FindingChip & { added: boolean };
export type GroupView = { key: FindingGroup; title: string; chips: ChipView[] };

/** The groups as they would read after the draft: removed chips gone, added ones in their group. */
export function groupsOf(understood: Understood, draft: Draft): GroupView[] {
  return FINDING_GROUPS.map((key) => {
    const own = understood[key]
      .filter((c) => !draft.removed.includes(c.id))
      .map((c) => ({ ...c, added: false }));
    const added =
      key === 'denied'
        ? []
        : understood.addable
            .filter((c) => c.group === key && draft.added.includes(c.id))
            .map(({ group: _group, ...c }) => ({ ...c, editable: true, added: true }));
    return { key, title: GROUP_TITLES[key], chips: [...own, ...added] };
  }).filter((g) => g.chips.length > 0);
}

/** The list to add from, without what the draft already added. */
export function addableOf(understood: Understood, draft: Draft): Understood['addable'] {
  return understood.addable.filter((c) => !draft.added.includes(c.id));
}

export function withRemoved(draft: Draft, id: string): Draft {
  // Removing a chip added in this draft just takes it back out.
  if (draft.added.includes(id)) return { ...draft, added: draft.added.filter((a) => a !== id) };
  return draft.removed.includes(id) ? draft : { ...draft, removed: [...draft.removed, id] };
}

export function withAdded(draft: Draft, id: string): Draft {
  if (draft.removed.includes(id)) return { ...draft, removed: draft.removed.filter((r) => r !== id) };
  return draft.added.includes(id) ? draft : { ...draft, added: [...draft.added, id] };
}

/** The corrections to send, or null when the draft changes nothing. */
export function correctionsOf(draft: Draft, understood: Understood): FindingCorrections | null {
  const sinceChanged = draft.sinceDays !== undefined && draft.sinceDays !== understood.sinceDays;
  if (draft.removed.length === 0 && draft.added.length === 0 && !sinceChanged) return null;
  return {
    remove: [...draft.removed],
    add: [...draft.added],
    ...(sinceChanged ? { sinceDays: draft.sinceDays } : {}),
  };
}

export const UNITS = [
  { id: 'days', label: 'days', days: 1 },
  { id: 'weeks', label: 'weeks', days: 7 },
  { id: 'months', label: 'months', days: 30 },
  { id: 'years', label: 'years', days: 365 },
] as const;
export type Unit = (typeof UNITS)[number]['id'];

/** A duration as the person would say it: 21 days -> 3 weeks. */
export function toParts(days: number | null): { amount: string; unit: Unit } {
  if (days === null) return { amount: '', unit: 'weeks' };
  if (days >= 365 && days % 365 === 0) return { amount: String(days / 365), unit: 'years' };
  if (days >= 60) return { amount: String(Math.round(days / 30)), unit: 'months' };
  if (days >= 14 && days % 7 === 0) return { amount: String(days / 7), unit: 'weeks' };
  return { amount: String(Math.round(days)), unit: 'days' };
}

/** The days for an amount typed by the person, or an error message in plain words. */
export function toDays(amount: string, unit: Unit): { days: number } | { error: string } {
  const trimmed = amount.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return { error: 'Enter how long as a whole number, for example 3.' };
  const days = Number(trimmed) * (UNITS.find((u) => u.id === unit)?.days ?? 1);
  if (days > 36500) return { error: 'That is over 100 years: please check the number.' };
  return { days };
}
