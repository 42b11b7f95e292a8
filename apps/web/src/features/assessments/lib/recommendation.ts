/**
 * Recommendation helpers for the results screen. Deliberately free of zod: the results chunk stays
 * lean, and what comes out of session storage is normalised by hand (lists default to empty,
 * a narrative that is empty or the string 'null' counts as absent).
 */
import {
  CAUTION_IDS,
  type Exercise,
  type Recommendation,
  type Triage,
  UNDERSTANDING_LEVELS,
} from '@physiomate/shared';
import { normaliseUnderstood } from '@/lib/understood';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const TRIAGE_IDS = new Set(['emergency', 'urgent', 'routine', 'self-care']);

function exercise(value: unknown, index: number): Exercise | null {
  // Spec: an exercise may be a plain string or an object with a name.
  if (typeof value === 'string') {
    return value.trim()
      ? {
          id: `exercise-${index}`,
          name: value.trim(),
          description: '',
          steps: [],
          duration: '',
          frequency: '',
          regions: [],
          equipment: [],
          video_search: value.trim(),
        }
      : null;
  }
  if (!isRecord(value) || typeof value.name !== 'string' || !value.name.trim()) return null;
  const name = value.name.trim();
  return {
    ...(value as Partial<Exercise>),
    id: typeof value.id === 'string' && value.id ? value.id : `exercise-${index}`,
    name,
    description: text(value.description),
    steps: strings(value.steps),
    duration: text(value.duration),
    frequency: text(value.frequency),
    regions: strings(value.regions),
    equipment: strings(value.equipment),
    video_search: text(value.video_search) || name,
  };
}

function triage(value: unknown): Triage {
  if (isRecord(value) && typeof value.level === 'string' && TRIAGE_IDS.has(value.level)) {
    return {
      level: value.level as Triage['level'],
      red_flags: strings(value.red_flags) as Triage['red_flags'],
      message: text(value.message),
    };
  }
  return { level: 'self-care', red_flags: [], message: '' };
}

type Caution = NonNullable<Recommendation['cautions']>[number];
const CAUTIONS = new Set<string>(CAUTION_IDS);
const UNDERSTANDINGS = new Set<string>(UNDERSTANDING_LEVELS);

/** Known caution ids with a message, each once; anything else is dropped. */
function cautions(value: unknown): Caution[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: Caution[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || !CAUTIONS.has(item.id) || seen.has(item.id))
      continue;
    const message = text(item.message).trim();
    if (!message) continue;
    seen.add(item.id);
    out.push({ id: item.id as Caution['id'], message });
  }
  return out;
}

/** Turns whatever was stored into a Recommendation, or null when it is not one at all. */
export function normaliseRecommendation(value: unknown): Recommendation | null {
  if (!isRecord(value)) return null;
  const findings = normaliseUnderstood(value.findings);
  const exercises = Array.isArray(value.exercises)
    ? value.exercises.map(exercise).filter((e): e is Exercise => e !== null)
    : [];
  return {
    summary: text(value.summary),
    clinical_narrative: typeof value.clinical_narrative === 'string' ? value.clinical_narrative : null,
    exercises,
    lifestyle: strings(value.lifestyle),
    products: strings(value.products),
    identified_pain_areas: strings(value.identified_pain_areas),
    identified_regions: strings(value.identified_regions),
    conditions: Array.isArray(value.conditions)
      ? (value.conditions.filter(
          (c) => isRecord(c) && typeof c.name === 'string' && typeof c.likelihood === 'number',
        ) as Recommendation['conditions'])
      : [],
    triage: triage(value.triage),
    key_issues: strings(value.key_issues),
    treatment_focus: strings(value.treatment_focus) as Recommendation['treatment_focus'],
    prognosis: text(value.prognosis),
    engine_version: text(value.engine_version),
    // Optional in the contract (results saved before they existed): absent stays absent.
    ...(typeof value.understanding === 'string' && UNDERSTANDINGS.has(value.understanding)
      ? { understanding: value.understanding as NonNullable<Recommendation['understanding']> }
      : {}),
    ...(Array.isArray(value.cautions) ? { cautions: cautions(value.cautions) } : {}),
    ...(findings ? { findings } : {}),
  };
}

/** Spec: a narrative counts as absent when it is null, empty or the string 'null'. */
export function narrativeOf(rec: Pick<Recommendation, 'clinical_narrative'>): string | null {
  const narrative = rec.clinical_narrative?.trim();
  if (!narrative || narrative.toLowerCase() === 'null') return null;
  return narrative;
}

/** An AI result is usable only if at least one of exercises, lifestyle or products is non-empty. */
export function hasPlan(rec: Recommendation): boolean {
  return rec.exercises.length > 0 || rec.lifestyle.length > 0 || rec.products.length > 0;
}

export type SummaryLine = { header: string | null; content: string };
export type ParsedSummary = { narrative: string[]; bullets: SummaryLine[] };

const BULLET = /^\s*(?:[•●▪◦‣∙·*-]|\u2013|\u2014)\s+/;

/**
 * Spec 'Summary text format': a narrative followed by bullet lines starting with a bullet mark,
 * each optionally 'Header: content'.
 */
export function parseSummary(summary: string): ParsedSummary {
  const narrative: string[] = [];
  const bullets: SummaryLine[] = [];
  for (const raw of summary.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (BULLET.test(raw) || /^[•●▪]/.test(line)) {
      const body = line.replace(BULLET, '').replace(/^[•●▪]\s*/, '');
      const match = /^([^:]{1,40}):\s+(.+)$/.exec(body);
      bullets.push(
        match ? { header: match[1]!.trim(), content: match[2]!.trim() } : { header: null, content: body },
      );
    } else {
      narrative.push(line);
    }
  }
  return { narrative, bullets };
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
