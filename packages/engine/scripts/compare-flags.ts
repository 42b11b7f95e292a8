/**
 * Compares two dumps written by scripts/dump-flags.ts (ids, flags, triage and a result hash per fixture case;
 * never texts) and prints, by case id, every case whose red flags or triage changed, then the pooled sealed
 * figures of the second dump: recall per flag, traps clean and wrong extra flags on flag cases.
 *
 *   npx tsx scripts/dump-flags.ts /tmp/before.jsonl    (before the change)
 *   npx tsx scripts/dump-flags.ts /tmp/after.jsonl     (after it)
 *   npx tsx scripts/compare-flags.ts /tmp/before.jsonl /tmp/after.jsonl
 *
 * With one dump it prints the pooled sealed figures only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Row {
  k: string;
  flags: string[];
  triage: string;
  h: string;
}

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const read = (file: string) =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const row = JSON.parse(line) as Row;
        return [row.k, row] as const;
      }),
  );

const [first, second] = process.argv.slice(2);
if (!first) {
  console.error('usage: npx tsx scripts/compare-flags.ts <before.jsonl> [after.jsonl]');
  process.exit(1);
}
const before = read(first);
const after = second ? read(second) : before;

if (second) {
  let flagChanges = 0;
  let triageChanges = 0;
  let otherChanges = 0;
  for (const [k, b] of before) {
    const a = after.get(k);
    if (!a) continue;
    if (b.flags.join() !== a.flags.join()) {
      flagChanges++;
      console.info(
        `flags  ${k}  [${b.flags.join(', ')}] -> [${a.flags.join(', ')}]  ${b.triage} -> ${a.triage}`,
      );
    } else if (b.triage !== a.triage) {
      triageChanges++;
      console.info(`triage ${k}  ${b.triage} -> ${a.triage}`);
    } else if (b.h !== a.h) otherChanges++;
  }
  const added = [...after.keys()].filter((k) => !before.has(k)).length;
  const removed = [...before.keys()].filter((k) => !after.has(k)).length;
  console.info(
    `${flagChanges} flag changes, ${triageChanges} triage changes, ${otherChanges} other result changes` +
      (added || removed ? `; ${added} cases only in the second dump, ${removed} only in the first` : ''),
  );
}

// Pooled sealed figures of the (second) dump, from each sealed set's expectations.
const expected = new Map<string, string[]>();
for (const file of readdirSync(fixtures).filter((f) => /^sealed-.*\.json$/.test(f))) {
  const cases = JSON.parse(readFileSync(resolve(fixtures, file), 'utf8')) as {
    id: string;
    expect: { red_flags?: string[] };
  }[];
  cases.forEach((c, i) => {
    expected.set(`${file}#${i}#${c.id}`, c.expect.red_flags ?? []);
  });
}
const cases = new Map<string, number>();
const raised = new Map<string, number>();
const falseOnTraps = new Map<string, number>();
let traps = 0;
let clean = 0;
let wrongExtras = 0;
const seenSets = new Set<string>();
for (const [k, flags] of expected) {
  const row = after.get(k);
  if (!row) continue;
  seenSets.add(k.split('#')[0] as string);
  if (flags.length === 0) {
    traps++;
    if (row.flags.length === 0) clean++;
    for (const f of row.flags) falseOnTraps.set(f, (falseOnTraps.get(f) ?? 0) + 1);
    continue;
  }
  for (const f of flags) {
    cases.set(f, (cases.get(f) ?? 0) + 1);
    if (row.flags.includes(f)) raised.set(f, (raised.get(f) ?? 0) + 1);
  }
  wrongExtras += row.flags.filter((f) => !flags.includes(f)).length;
}
const sets = seenSets.size;
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.info(`\npooled sealed sets (${sets}):`);
for (const [flag, n] of [...cases].sort(([a], [b]) => a.localeCompare(b))) {
  const hit = raised.get(flag) ?? 0;
  const falseFlags = falseOnTraps.get(flag) ?? 0;
  console.info(
    `  ${flag.padEnd(27)} ${`${hit}/${n}`.padStart(9)}  ${pct(hit, n).padStart(6)}${falseFlags ? `   raised on ${falseFlags} trap(s)` : ''}`,
  );
}
const total = [...cases.values()].reduce((s, n) => s + n, 0);
const hits = [...raised.values()].reduce((s, n) => s + n, 0);
console.info(
  `  all flags ${hits}/${total} (${pct(hits, total)}); traps clean ${clean}/${traps} (${pct(clean, traps)}); wrong extra flags on flag cases ${wrongExtras}`,
);
