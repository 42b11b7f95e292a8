/**
 * The identities and labels of everything the engine reads from a person's words: the
 * musculoskeletal findings (findings.ts) and the red-flag concepts (concepts.ts), both read by the
 * concept screen (screen.ts).
 */
import { CONCEPTS, type ConceptId } from './concepts.ts';
import { FINDING_DEFS, type PatternFindingId } from './findings.ts';

export { PATTERN_FINDING_IDS, type PatternFindingId } from './findings.ts';

/** Every finding: the musculoskeletal findings and the concepts of the safety screen (concepts.ts). */
export type FindingId = PatternFindingId | ConceptId;

/** The plain label of a finding, for the narrative. */
export function findingLabel(id: FindingId): string {
  return id in FINDING_DEFS ? FINDING_DEFS[id as PatternFindingId].label : CONCEPTS[id as ConceptId].label;
}
