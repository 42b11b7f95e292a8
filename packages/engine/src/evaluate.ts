import {
  CONDITIONS,
  type Recommendation,
  TRIAGE_LEVELS,
  type TriageLevel,
  triageRank,
} from '@physiomate/shared';
import { assess } from './engine.ts';

/** One case of a vignette file (docs/decisions/engine-contract.md). */
export interface Vignette {
  id: string;
  symptoms: string;
  painLocations: string[];
  expect: {
    conditions?: string[];
    triage_min?: TriageLevel;
    triage_max?: TriageLevel;
    red_flags?: string[];
    no_red_flags?: boolean;
    regions?: string[];
  };
}

export interface Metric {
  name: string;
  passed: number;
  total: number;
  target: number;
}

export interface EvalReport {
  metrics: Metric[];
  misses: string[];
  /** Recall per red flag: cases expecting the flag, and how many raised it. */
  perFlag: Map<string, { passed: number; total: number; missed: string[] }>;
  /** Flags raised on cases that expect none, by flag. */
  falseFlags: Map<string, number>;
}

const TOP_REGIONS = new Map<string, readonly string[]>(CONDITIONS.map((c) => [c.id, c.regions]));
const LEVELS = new Set<string>(TRIAGE_LEVELS.map((t) => t.id));

/** Scores the engine on vignettes with the rules of docs/decisions/engine-contract.md. */
export function evaluate(
  cases: Vignette[],
  engine: (c: Vignette) => Recommendation = (c) => assess(c),
): EvalReport {
  const m = {
    top1: { name: 'condition top-1', passed: 0, total: 0, target: 0.9 },
    top3: { name: 'condition top-3', passed: 0, total: 0, target: 0.98 },
    flags: { name: 'red flags raised', passed: 0, total: 0, target: 1 },
    benign: { name: 'no red flag on benign cases', passed: 0, total: 0, target: 1 },
    triage: { name: 'triage within bounds', passed: 0, total: 0, target: 0.95 },
    regions: { name: 'regions', passed: 0, total: 0, target: 0.95 },
    safety: { name: 'safety (no exercises in an emergency)', passed: 0, total: 0, target: 1 },
    relevance: { name: 'relevance of exercises', passed: 0, total: 0, target: 1 },
  };
  const misses: string[] = [];
  const perFlag = new Map<string, { passed: number; total: number; missed: string[] }>();
  const falseFlags = new Map<string, number>();
  for (const c of cases) {
    const r = engine(c);
    const e = c.expect;
    // A case that expects no flag, written either way: `no_red_flags: true` or an empty `red_flags` list.
    // (Later writers used the empty list for their traps; counting it only as 'red flags raised' let a
    // false flag on a trap pass unseen.)
    const benign = e.no_red_flags === true || (e.red_flags !== undefined && e.red_flags.length === 0);
    const ids = r.conditions.map((x) => x.id as string);
    if (e.conditions) {
      m.top1.total++;
      m.top3.total++;
      if (e.conditions.includes(ids[0] ?? '')) m.top1.passed++;
      else
        misses.push(`${c.id} top-1: expected ${e.conditions.join('|')}, got ${ids.slice(0, 3).join(', ')}`);
      if (ids.slice(0, 3).some((id) => e.conditions?.includes(id))) m.top3.passed++;
      else
        misses.push(`${c.id} top-3: expected ${e.conditions.join('|')}, got ${ids.slice(0, 3).join(', ')}`);
    }
    for (const flag of e.red_flags ?? []) {
      const entry = perFlag.get(flag) ?? { passed: 0, total: 0, missed: [] };
      entry.total++;
      if (r.triage.red_flags.includes(flag as never)) entry.passed++;
      else entry.missed.push(c.id);
      perFlag.set(flag, entry);
    }
    if (benign) for (const flag of r.triage.red_flags) falseFlags.set(flag, (falseFlags.get(flag) ?? 0) + 1);
    if (e.red_flags && e.red_flags.length > 0) {
      m.flags.total++;
      const missing = e.red_flags.filter((f) => !r.triage.red_flags.includes(f as never));
      if (missing.length === 0) m.flags.passed++;
      else
        misses.push(
          `${c.id} red flags: missing ${missing.join(', ')} (raised ${r.triage.red_flags.join(', ') || 'none'})`,
        );
    }
    if (benign) {
      m.benign.total++;
      if (r.triage.red_flags.length === 0) m.benign.passed++;
      else misses.push(`${c.id} benign case raised ${r.triage.red_flags.join(', ')}`);
    }
    if (e.triage_min || e.triage_max) {
      m.triage.total++;
      const rank = triageRank(r.triage.level);
      const ok =
        LEVELS.has(r.triage.level) &&
        (!e.triage_min || rank >= triageRank(e.triage_min)) &&
        (!e.triage_max || rank <= triageRank(e.triage_max));
      if (ok) m.triage.passed++;
      else
        misses.push(
          `${c.id} triage: got ${r.triage.level}, expected ${e.triage_min ?? 'any'}..${e.triage_max ?? 'any'}`,
        );
    }
    if (e.regions) {
      m.regions.total++;
      const missing = e.regions.filter((id) => !r.identified_regions.includes(id));
      if (missing.length === 0) m.regions.passed++;
      else
        misses.push(
          `${c.id} regions: missing ${missing.join(', ')} (got ${r.identified_regions.join(', ')})`,
        );
    }
    m.safety.total++;
    if (r.triage.level !== 'emergency' || r.exercises.length === 0) m.safety.passed++;
    else misses.push(`${c.id} safety: emergency with ${r.exercises.length} exercises`);
    m.relevance.total++;
    const allowed = new Set([...r.identified_regions, ...(TOP_REGIONS.get(r.conditions[0]?.id ?? '') ?? [])]);
    const off = r.exercises.filter((x) => !x.regions.some((reg) => reg === 'general' || allowed.has(reg)));
    if (off.length === 0) m.relevance.passed++;
    else misses.push(`${c.id} relevance: ${off.map((x) => x.id).join(', ')}`);
  }
  return { metrics: Object.values(m), misses, perFlag, falseFlags };
}

export function rate(metric: Metric): number {
  return metric.total === 0 ? 1 : metric.passed / metric.total;
}
