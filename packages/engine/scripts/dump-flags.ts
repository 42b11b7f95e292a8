/**
 * Every fixture case's red flags, triage, morning stiffness, duration, top condition and a hash of the whole
 * result, one JSON line per case (ids only, never texts): run before and after an engine change and diff.
 * `npx tsx scripts/dump-flags.ts /tmp/before.jsonl`, then scripts/compare-flags.ts to compare two dumps.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assess } from '../src/index.ts';
import { extract } from '../src/nlp/extract.ts';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const out: string[] = [];
const files = readdirSync(fixtures)
  .filter((f) => f.endsWith('.json') && f !== 'sets.json' && f !== 'engine-fingerprint.json')
  .sort();
for (const file of files) {
  const list = JSON.parse(readFileSync(resolve(fixtures, file), 'utf8')) as {
    id: string;
    symptoms: string;
    painLocations: string[];
  }[];
  list.forEach((c, i) => {
    const r = assess({ symptoms: c.symptoms, painLocations: c.painLocations });
    const x = extract(c.symptoms);
    out.push(
      JSON.stringify({
        k: `${file}#${i}#${c.id}`,
        flags: r.triage.red_flags.map((f) => (typeof f === 'string' ? f : (f as { id: string }).id)).sort(),
        triage: r.triage.level,
        ms: x.morningStiffnessMinutes ?? null,
        days: x.durationDays ?? null,
        top: r.conditions[0]?.id ?? null,
        h: createHash('sha1')
          .update(JSON.stringify({ ...r, engine_version: '' }))
          .digest('hex')
          .slice(0, 12),
      }),
    );
  });
}
writeFileSync(process.argv[2] ?? '/tmp/und4/dump.jsonl', `${out.join('\n')}\n`);
process.stdout.write(`${out.length}\n`);
