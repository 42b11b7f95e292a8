/**
 * Trains the screen model (src/nlp/screen-model.ts) and writes its weights to
 * src/knowledge/screen-model.ts. Reads the development sets only (redflag-dev*.json, the clinical sample
 * and the holdout); a sealed set is never read, so the sealed sets stay a measure of the model on writers
 * it never saw (docs/decisions/screen-model.md).
 *
 *   npx tsx scripts/train-screen-model.ts            train on every development set and write the weights
 *   npx tsx scripts/train-screen-model.ts --cv       also print grouped cross-validation (whole sets held out)
 *   npx tsx scripts/train-screen-model.ts --cv=dvt,fracture   the same for those flags only
 *   npx tsx scripts/train-screen-model.ts --check    exit 1 if the written weights are not what training gives
 *
 * FTRL-proximal logistic regression with L1 and L2 penalties, a fixed shuffle seed and a fixed number of passes,
 * so the same sets always give the same weights.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelFeatures } from '../src/nlp/screen-model.ts';
import { trainingData } from './screen-model-data.ts';

const here = dirname(fileURLToPath(import.meta.url));
const output = resolve(here, '../src/knowledge/screen-model.ts');

/**
 * The flags the model reads, the concept it adds and the score above which it adds it. The thresholds were
 * chosen on development sets only: trained on the sets written before round 33 and scored on the nine
 * written after it (a new writer each), see docs/decisions/screen-model.md.
 */
const TARGETS = [
  { flag: 'mental-health-crisis', concept: 'crisis_language', threshold: 0, l1: 1 },
  { flag: 'cauda-equina', concept: 'cauda_language', threshold: 1, l1: 2 },
  { flag: 'stroke-vbi', concept: 'stroke_language', threshold: 2, l1: 1 },
  // Round 61: six more flags, thresholds from grouped cross-validation on the development sets (`--cv`): the
  // lowest with no held-out trap or benign case above it, or one at most (pulmonary embolism, deficit at 2).
  { flag: 'infection', concept: 'infection_language', threshold: 1, l1: 1 },
  { flag: 'malignancy', concept: 'malignancy_language', threshold: 1, l1: 1 },
  { flag: 'fracture', concept: 'fracture_language', threshold: 1, l1: 1 },
  { flag: 'pulmonary-embolism', concept: 'pe_language', threshold: 1, l1: 1 },
  { flag: 'progressive-neuro-deficit', concept: 'deficit_language', threshold: 2, l1: 1 },
  { flag: 'cardiac', concept: 'cardiac_language', threshold: 1, l1: 1 },
  // Round 62: the last five flags, the same way (`--cv`, six folds, 5,843 benign or trap cases held out). No threshold
  // of aortic aneurysm, giant cell arteritis or tendon rupture up to 3 has fewer than two or three above it, and each
  // step from 2 to 3 loses 5-8% of recall for one of them at most: 2 (aortic 521/568 with 2 above it, GCA 566/624
  // with 2, tendon 703/776 with 3); deep vein thrombosis 2 (575/656, 1 benign and 2 pulmonary embolism cases above
  // it; at 1 it was 2 and 5); inflammatory arthritis 1 (542/611, 1 above it, as at 2).
  { flag: 'aortic-aneurysm', concept: 'aortic_language', threshold: 2, l1: 1 },
  { flag: 'giant-cell-arteritis', concept: 'gca_language', threshold: 2, l1: 1 },
  { flag: 'dvt', concept: 'dvt_language', threshold: 2, l1: 1 },
  { flag: 'tendon-rupture', concept: 'rupture_language', threshold: 2, l1: 1 },
  { flag: 'inflammatory-arthritis', concept: 'inflammatory_language', threshold: 1, l1: 1 },
] as const;
const PASSES = 5;
/** The shuffles whose models are averaged (see `train`). */
const SEEDS = [7, 11, 13, 17, 19];
const ALPHA = 0.5;
const BETA = 1;
const L2 = 1;
const MIN_DOCS = 2;
/** The bias's own feature name (no word can be written with underscores at both ends). */
const BIAS = '__bias__';

const { files, cases, hash: dataHash } = trainingData();
if (files.some((f) => f.startsWith('sealed-'))) throw new Error('a sealed set must never be trained on');
const features = cases.map((c) => modelFeatures(c.symptoms));

interface Model {
  bias: number;
  weights: Map<string, number>;
}

/**
 * The mean of FTRL models trained on several shuffles of the same rows: one shuffle's order tips borderline
 * words one way or the other, and a set added to the training data reshuffles everything; the mean moves less.
 */
function train(rows: number[], flag: string, l1: number): Model {
  // The words seen in at least MIN_DOCS of these rows, and the labels: the same for every shuffle.
  const docs = new Map<string, number>();
  for (const i of rows) for (const f of features[i] ?? []) docs.set(f, (docs.get(f) ?? 0) + 1);
  const x = rows.map((i) => [BIAS, ...(features[i] ?? []).filter((f) => (docs.get(f) ?? 0) >= MIN_DOCS)]);
  const y = rows.map((i) => (cases[i]?.expect?.red_flags?.includes(flag) ? 1 : 0));
  const models = SEEDS.map((seed) => trainOnce(x, y, l1, seed));
  const sum = new Map<string, number>();
  for (const m of models) for (const [f, w] of m.weights) sum.set(f, (sum.get(f) ?? 0) + w);
  // (a mean under 0.0005 would be written as 0 at three decimals: left out)
  const weights = new Map<string, number>();
  for (const [f, w] of sum) if (Math.abs(w / models.length) >= 0.0005) weights.set(f, w / models.length);
  return { bias: models.reduce((b, m) => b + m.bias, 0) / models.length, weights };
}

/**
 * FTRL-proximal logistic regression (McMahan et al., 2013) over one shuffle: its L1 term leaves most words at
 * exactly zero, so the written model keeps only the words that carry weight.
 */
function trainOnce(x: string[][], y: number[], l1: number, firstSeed: number): Model {
  const zs = new Map<string, number>();
  const ns = new Map<string, number>();
  const weightOf = (f: string) => {
    const z = zs.get(f) ?? 0;
    if (Math.abs(z) <= l1) return 0;
    return -(z - Math.sign(z) * l1) / ((BETA + Math.sqrt(ns.get(f) ?? 0)) / ALPHA + L2);
  };
  const order = x.map((_, i) => i);
  let seed = firstSeed;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let pass = 0; pass < PASSES; pass++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const fs = x[i] ?? [];
      const ws = fs.map(weightOf);
      let z = 0;
      for (const w of ws) z += w;
      const g = 1 / (1 + Math.exp(-Math.max(-35, Math.min(35, z)))) - (y[i] ?? 0);
      fs.forEach((f, j) => {
        const n = ns.get(f) ?? 0;
        const sigma = (Math.sqrt(n + g * g) - Math.sqrt(n)) / ALPHA;
        zs.set(f, (zs.get(f) ?? 0) + g - sigma * (ws[j] ?? 0));
        ns.set(f, n + g * g);
      });
    }
  }
  const weights = new Map<string, number>();
  for (const f of zs.keys()) {
    const w = weightOf(f);
    if (w !== 0 && f !== BIAS) weights.set(f, w);
  }
  return { bias: weightOf(BIAS), weights };
}

function score(model: Model, i: number): number {
  let z = model.bias;
  for (const f of features[i] ?? []) z += model.weights.get(f) ?? 0;
  return z;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const cvArg = process.argv.find((a) => a === '--cv' || a.startsWith('--cv='));
if (cvArg) {
  const sets = [...new Set(cases.map((c) => c.set))];
  const folds = 6;
  // ('--cv=dvt,fracture': only those flags)
  const only = cvArg.includes('=') ? cvArg.slice(5).split(',') : undefined;
  for (const target of TARGETS.filter((t) => !only || only.includes(t.flag))) {
    const scores = new Array<number>(cases.length).fill(0);
    for (let k = 0; k < folds; k++) {
      const held = new Set(sets.filter((_, i) => i % folds === k));
      const model = train(
        cases.flatMap((c, i) => (held.has(c.set) ? [] : [i])),
        target.flag,
        target.l1,
      );
      cases.forEach((c, i) => {
        if (held.has(c.set)) scores[i] = score(model, i);
      });
    }
    for (const t of [target.threshold - 1, target.threshold, target.threshold + 1, target.threshold + 2]) {
      let pos = 0;
      let hit = 0;
      let benign = 0;
      let falseOnBenign = 0;
      let other = 0;
      let falseOnOther = 0;
      cases.forEach((c, i) => {
        const expected = c.expect?.red_flags;
        const above = (scores[i] ?? 0) > t;
        if (expected?.includes(target.flag)) {
          pos++;
          if (above) hit++;
        } else if (expected && expected.length === 0) {
          benign++;
          if (above) falseOnBenign++;
        } else {
          other++;
          if (above) falseOnOther++;
        }
      });
      console.info(
        `${target.flag} threshold ${t}: held-out recall ${hit}/${pos}; above threshold on ${falseOnBenign}/${benign} benign or trap cases and ${falseOnOther}/${other} other cases`,
      );
    }
  }
}

const all = cases.map((_, i) => i);
const flags: string[] = [];
for (const target of TARGETS) {
  const model = train(all, target.flag, target.l1);
  const kept = [...model.weights.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([f, w]) => {
      // One line per feature inside a template literal (screen-model-shape.ts): a feature is stems, '_' and '!'.
      if (/[\s`$\\]/.test(f)) throw new Error(`feature ${JSON.stringify(f)} cannot be written on one line`);
      return `${f} ${round(w)}`;
    });
  flags.push(
    [
      `    ${JSON.stringify(target.flag)}: {`,
      `      concept: ${JSON.stringify(target.concept)},`,
      `      threshold: ${target.threshold},`,
      `      bias: ${round(model.bias)},`,
      '      weights: `',
      ...kept,
      '`,',
      '    },',
    ].join('\n'),
  );
}
const source = `// Written by scripts/train-screen-model.ts: do not edit by hand; retrain instead.
// Trained on ${files.length} development sets (${cases.length} cases, data ${dataHash}); no sealed set.
// See docs/decisions/screen-model.md.
import type { ScreenModelFlag } from './screen-model-shape.ts';

export const SCREEN_MODEL: {
  data: string;
  flags: Record<${TARGETS.map((t) => JSON.stringify(t.flag)).join(' | ')}, ScreenModelFlag>;
} = {
  data: ${JSON.stringify(dataHash)},
  flags: {
${flags.join('\n')}
  },
};
`;
if (process.argv.includes('--check')) {
  const same = readFileSync(output, 'utf8') === source;
  console.info(same ? 'screen model matches its training data' : 'screen model is stale: retrain');
  process.exit(same ? 0 : 1);
}
writeFileSync(output, source);
console.info(`wrote ${output} (${files.length} sets, ${cases.length} cases, data ${dataHash})`);
