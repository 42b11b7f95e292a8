/**
 * `npx tsx scripts/explain.ts "some text"`: what the red-flag screen found in a text (present,
 * denied, set aside), which lexicon terms matched which words, and the engine's triage; then the same
 * for the musculoskeletal findings (findings.ts). For tuning the lexicon on development cases; it
 * prints nothing of the sealed sets.
 */
import { assess } from '../src/index.ts';
import { extract, FINDING_LEXICON } from '../src/nlp/extract.ts';
import { PATTERN_FINDING_IDS } from '../src/nlp/findings.ts';
import { explain, screen } from '../src/nlp/screen.ts';

const [text, ...locations] = process.argv.slice(2);
if (!text) {
  console.error('usage: npx tsx scripts/explain.ts "<symptoms>" [pain location ...]');
  process.exit(1);
}
const s = screen(text);
const result = assess({ symptoms: text, painLocations: locations });
console.info(`triage: ${result.triage.level} ${result.triage.red_flags.join(', ')}`);
console.info(`present: ${[...s.present].join(' ')}`);
console.info(`denied:  ${[...s.denied].join(' ')}`);
console.info(`aside:   ${[...s.setAside].join(' ')}`);
for (const hit of explain(text))
  console.info(`  ${hit.kind.padEnd(6)} ${hit.concept.padEnd(24)} "${hit.words}"  <- ${hit.term}`);
const f = extract(text);
const mine = (set: Set<string>) => [...set].filter((id) => (PATTERN_FINDING_IDS as string[]).includes(id));
console.info(`findings present: ${mine(f.present).join(' ')}`);
console.info(`findings denied:  ${mine(f.denied).join(' ')}`);
for (const hit of explain(text, FINDING_LEXICON))
  console.info(`  ${hit.kind.padEnd(6)} ${hit.concept.padEnd(24)} "${hit.words}"  <- ${hit.term}`);
