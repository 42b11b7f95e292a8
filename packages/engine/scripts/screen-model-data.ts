/**
 * The screen model's training data: the development sets only (redflag-dev*.json, the clinical sample and
 * the holdout), never a sealed set. Shared by the training script and the test that the written model was
 * trained on the sets in the repository today.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../test/fixtures');

export interface TrainingCase {
  id: string;
  symptoms: string;
  expect?: { red_flags?: string[] };
  set: string;
}

/** The development sets, in a fixed order, their cases, and a hash of their contents. */
export function trainingData(): { files: string[]; cases: TrainingCase[]; hash: string } {
  const files = readdirSync(FIXTURES)
    .filter((f) => /^(redflag-dev\d*|vignettes-sample|holdout)\.json$/.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const hash = createHash('sha256');
  const cases: TrainingCase[] = [];
  for (const f of files) {
    const text = readFileSync(resolve(FIXTURES, f), 'utf8');
    hash.update(f).update(text);
    for (const c of JSON.parse(text) as Omit<TrainingCase, 'set'>[]) cases.push({ ...c, set: f });
  }
  return { files, cases, hash: hash.digest('hex').slice(0, 16) };
}
