/**
 * Recommendation helpers for the results screen and My Assessments (reading a stored result is
 * `readRecommendation` in session-results.ts, kept apart so the schema stays out of My Assessments).
 */
import {
  type Recommendation,
  SUMMARY_POINT_LABELS,
  type SummaryPoint,
  type SummaryPointId,
} from '@physiomate/shared';

/** A narrative counts as absent when it is null, empty or the string 'null' (stored results carry all three). */
export function narrativeOf(rec: Pick<Recommendation, 'clinical_narrative'>): string | null {
  const narrative = rec.clinical_narrative?.trim();
  if (!narrative || narrative.toLowerCase() === 'null') return null;
  return narrative;
}

/** One labelled point as shown; `id` is null for a line of an old summary with a label we do not know. */
export type SummaryLine = { id: SummaryPointId | null; label: string | null; text: string };
export type SummaryView = { narrative: string[]; points: SummaryLine[] };

/**
 * The summary as the page shows it: the narrative's paragraphs and the labelled points. A result
 * saved before the points were fields of their own (engine 1.0.0) carries them as bullet lines of its
 * summary, and only such a result is read through `legacySummary`.
 */
export function summaryOf(rec: { summary: string; summary_points?: SummaryPoint[] | null }): SummaryView {
  if (!rec.summary_points) return legacySummary(rec.summary);
  return {
    narrative: paragraphs(rec.summary),
    points: rec.summary_points.map((p) => ({ id: p.id, label: SUMMARY_POINT_LABELS[p.id], text: p.text })),
  };
}

const BULLET = /^\s*(?:[•●▪◦‣∙·*-]|\u2013|\u2014)\s+/;
/** The labels old summaries used (a model's wording included), to the point each one was. */
const LEGACY_LABELS: [RegExp, SummaryPointId][] = [
  [/^likely cause/i, 'likely_cause'],
  [/^(?:suspected issue|most likely|diagnosis)/i, 'suspected_issue'],
  [/^duration/i, 'duration'],
  [/^warning signs/i, 'warning_signs'],
];

/**
 * An old stored summary (engine 1.0.0, docs/decisions/engine-contract.md): a narrative followed by
 * bullet lines starting with a bullet mark, each optionally 'Label: text'. Only for results without
 * `summary_points`.
 */
export function legacySummary(summary: string): SummaryView {
  const narrative: string[] = [];
  const points: SummaryLine[] = [];
  for (const raw of summary.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (BULLET.test(raw) || /^[•●▪]/.test(line)) {
      const body = line.replace(BULLET, '').replace(/^[•●▪]\s*/, '');
      const match = /^([^:]{1,40}):\s+(.+)$/.exec(body);
      const label = match ? match[1]!.trim() : null;
      const id = label ? (LEGACY_LABELS.find(([re]) => re.test(label))?.[1] ?? null) : null;
      points.push({ id, label, text: match ? match[2]!.trim() : body });
    } else {
      narrative.push(line);
    }
  }
  return { narrative, points };
}

/** Paragraphs of a longer text (the clinical narrative). */
export function paragraphs(value: string): string[] {
  return value
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export type PlanItemKind = 'exercise' | 'lifestyle' | 'product' | 'symptom';

/** Removes one item locally (anonymous / session-storage results). */
export function removeItem(rec: Recommendation, kind: PlanItemKind, key: string): Recommendation {
  switch (kind) {
    case 'exercise':
      return { ...rec, exercises: rec.exercises.filter((e) => e.id !== key) };
    case 'lifestyle':
      return { ...rec, lifestyle: rec.lifestyle.filter((l) => l !== key) };
    case 'product':
      return { ...rec, products: rec.products.filter((p) => p !== key) };
    case 'symptom':
      return { ...rec, identified_pain_areas: rec.identified_pain_areas.filter((a) => a !== key) };
  }
}
