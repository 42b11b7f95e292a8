import { GENERIC_PAIN_LOCATION, REGIONS, type RegionId, regionLabel } from '@physiomate/shared';
import type { Findings } from './nlp/extract.ts';
import { areasIn } from './nlp/extract.ts';
import { type BaseRegion, baseOf, type Side, sidedIds, UNSIDED } from './nlp/regions.ts';

export interface Location {
  /** Identified region ids, body-diagram marks first. */
  regions: RegionId[];
  /** Person-facing labels ('Left knee', 'Knee', 'General Area'). */
  painAreas: string[];
  /** How strongly each body area counts for ranking (marked 1, text-only a little less). */
  weights: Map<BaseRegion, number>;
  /** The region ids the person marked on the body diagram (not those only named in the text). */
  marked: RegionId[];
  /** True when the person only marked the generic body-diagram item or nothing specific. */
  generic: boolean;
}

const BY_LABEL = new Map<string, RegionId>(REGIONS.map((r) => [r.label.toLowerCase(), r.id]));
const BY_ID = new Map<string, RegionId>(REGIONS.map((r) => [r.id, r.id]));
const FALLBACK_KEYWORDS = [
  'lower back',
  'upper back',
  'shoulder',
  'elbow',
  'wrist',
  'finger',
  'hand',
  'arm',
  'back',
  'neck',
  'knee',
  'ankle',
  'foot',
  'hip',
  'leg',
  'chest',
  'side',
];

interface Hit {
  base: BaseRegion;
  side?: Side;
  marked: boolean;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function baseLabel(base: BaseRegion): string {
  const id = sidedIds(base, 'left')[0] ?? base;
  const label = regionLabel(id) ?? base;
  return capitalise(label.replace(/^(Left|Right) /, '').replace(/ of (left|right) /, ' of the '));
}

/** Maps one painLocations item to region hits (ids, labels in any case, or free text). */
export function parseLocation(item: string): Hit[] | 'generic' | null {
  const text = item.trim().toLowerCase();
  if (!text || text === GENERIC_PAIN_LOCATION.toLowerCase()) return 'generic';
  const exact = BY_ID.get(text) ?? BY_LABEL.get(text);
  if (exact) {
    const side = /-left$/.test(exact) ? 'left' : /-right$/.test(exact) ? 'right' : undefined;
    return [{ base: baseOf(exact), side, marked: true }];
  }
  const expanded = text
    .replace(/\b(?:l|lt)\b\.?/g, 'left')
    .replace(/\b(?:r|rt)\b\.?/g, 'right')
    .replace(/[_-]/g, ' ');
  const hits: Hit[] = areasIn(expanded).map((r) => ({ base: r.base, side: r.side, marked: true }));
  return hits.length > 0 ? hits : null;
}

function fallbackLabel(item: string): string | null {
  const text = item.toLowerCase();
  const keyword = FALLBACK_KEYWORDS.find((k) => new RegExp(`\\b${k}`).test(text));
  if (!keyword) return null;
  const side = /\bleft\b/.test(text) ? 'Left ' : /\bright\b/.test(text) ? 'Right ' : '';
  return side ? `${side}${keyword}` : capitalise(keyword);
}

/** Resolves body-diagram items and text mentions into region ids, labels and ranking weights. */
export function locate(painLocations: string[], findings: Findings, excluded: ReadonlySet<string>): Location {
  const hits: Hit[] = [];
  const unmapped: string[] = [];
  let sawGeneric = false;
  for (const item of painLocations) {
    const parsed = parseLocation(item);
    if (parsed === 'generic') sawGeneric = true;
    else if (parsed === null) unmapped.push(item);
    else hits.push(...parsed);
  }
  const markedSpecific = hits.length > 0;
  for (const r of findings.regions) hits.push({ base: r.base, side: r.side, marked: false });

  const dominant = findings.sides.size === 1 ? [...findings.sides][0] : undefined;
  const ids: RegionId[] = [];
  const marked: RegionId[] = [];
  const labels: string[] = [];
  const weights = new Map<BaseRegion, number>();
  for (const hit of hits) {
    let side = hit.side;
    let unknownSide = false;
    if (!side && !UNSIDED.has(hit.base)) {
      const sameBase = hits.find((h) => h.base === hit.base && h.side);
      side = sameBase?.side ?? dominant;
      unknownSide = side === undefined;
    }
    // (the shared ids as they are when nothing is excluded: only read below)
    const sided = sidedIds(hit.base, side);
    const regionIds = excluded.size === 0 ? sided : sided.filter((id) => !excluded.has(id));
    if (regionIds.length === 0) continue;
    for (const id of regionIds) if (!ids.includes(id)) ids.push(id);
    if (hit.marked) for (const id of regionIds) if (!marked.includes(id)) marked.push(id);
    const hitLabels = unknownSide ? [baseLabel(hit.base)] : regionIds.map((id) => regionLabel(id) ?? id);
    for (const label of hitLabels) {
      const covered =
        labels.includes(label) ||
        (unknownSide && labels.some((l) => l.toLowerCase().endsWith(label.toLowerCase())));
      if (!covered) labels.push(label);
    }
    const weight = hit.marked ? 1 : markedSpecific ? 0.75 : 1;
    weights.set(hit.base, Math.max(weights.get(hit.base) ?? 0, weight));
  }
  // An unsided label ('Knee') is dropped once a sided one of the same area exists.
  const painAreas = labels.filter(
    (label) =>
      !labels.some((other) => other !== label && other.toLowerCase().endsWith(` ${label.toLowerCase()}`)),
  );
  for (const item of unmapped) {
    const label = fallbackLabel(item);
    if (label && !painAreas.includes(label)) painAreas.push(label);
  }
  if (painAreas.length === 0) {
    for (const g of findings.genericAreas) {
      const label =
        g.side === 'left' || g.side === 'right' ? `${capitalise(g.side)} ${g.label.toLowerCase()}` : g.label;
      if (!painAreas.includes(label)) painAreas.push(label);
    }
  }
  if (painAreas.length === 0) painAreas.push('General Area');
  return {
    regions: ids,
    marked,
    painAreas,
    weights,
    generic: !markedSpecific && (sawGeneric || unmapped.length > 0 || hits.length === 0),
  };
}

/** Region ids named by a removal ('Left knee', 'knee-left', 'Knee'). */
export function regionsForArea(area: string): RegionId[] {
  const parsed = parseLocation(area);
  if (!parsed || parsed === 'generic') return [];
  return parsed.flatMap((h) => sidedIds(h.base, h.side));
}
