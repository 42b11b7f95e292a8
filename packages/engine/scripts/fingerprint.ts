/**
 * The engine's output fingerprint: a hash of everything `assess` writes for every case of the sample,
 * holdout, plan and sealed sets (their texts are read, never printed). `test/engine-version.test.ts`
 * fails when the output changes while ENGINE_VERSION stays the same, so a stored result always says
 * which engine wrote it (docs/decisions/engine-contract.md).
 *
 * `npm run fingerprint -w @physiomate/engine` prints it; `-- --write` records it with the version.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assess, ENGINE_VERSION } from '../src/index.ts';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
export const FINGERPRINT_FILE = resolve(fixtures, 'engine-fingerprint.json');

/** The sets hashed: every fixture but the development sets (tuned on, and many: they would slow the test). */
export const FINGERPRINTED_FILES = readdirSync(fixtures)
  .filter(
    (f) =>
      f.endsWith('.json') &&
      !f.startsWith('redflag-dev') &&
      f !== 'sets.json' &&
      f !== 'engine-fingerprint.json',
  )
  .sort();

export function fingerprint(): { sha256: string; cases: number } {
  const hash = createHash('sha256');
  let cases = 0;
  for (const file of FINGERPRINTED_FILES) {
    const list = JSON.parse(readFileSync(resolve(fixtures, file), 'utf8')) as {
      symptoms: string;
      painLocations: string[];
    }[];
    for (const c of list) {
      const { engine_version: _version, ...output } = assess({
        symptoms: c.symptoms,
        painLocations: c.painLocations,
      });
      hash.update(JSON.stringify(output));
      cases++;
    }
  }
  return { sha256: hash.digest('hex'), cases };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const print = { version: ENGINE_VERSION, ...fingerprint() };
  if (process.argv.includes('--write'))
    writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(print, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(print)}\n`);
}
