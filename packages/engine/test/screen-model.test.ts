import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { trainingData } from '../scripts/screen-model-data.ts';
import { assess } from '../src/engine.ts';
import { SCREEN_MODEL } from '../src/knowledge/screen-model.ts';
import type { ConceptId } from '../src/nlp/concepts.ts';
import { extract } from '../src/nlp/extract.ts';
import type { LexiconReading } from '../src/nlp/screen.ts';
import {
  JUDGED_BY_SCREEN,
  MODEL_MIN_WORDS,
  type ModelFlag,
  modelConcepts,
  modelFeatures,
  modelScores,
  weightsOf,
} from '../src/nlp/screen-model.ts';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const CRISIS_CONCEPTS = JUDGED_BY_SCREEN.crisis_language;
const CAUDA_CONCEPTS = JUDGED_BY_SCREEN.cauda_language;
const nothingJudged: LexiconReading<ConceptId> = {
  present: new Set(),
  denied: new Set(),
  setAside: new Set(),
  hidden: new Set(),
};

describe('the screen model', () => {
  it('was trained on the development sets in the repository today, and on no sealed set', () => {
    const { files, hash } = trainingData();
    expect(files.some((f) => f.startsWith('sealed-'))).toBe(false);
    expect(files.length).toBeGreaterThan(100);
    // A development set added or changed without retraining fails here: run scripts/train-screen-model.ts.
    expect(SCREEN_MODEL.data).toBe(hash);
  });

  it('reads stems, neighbouring pairs and negated words', () => {
    const features = modelFeatures('I am not sleeping. Thinking about it.');
    expect(features).toContain('!sleep');
    expect(features).not.toContain('sleep');
    expect(features).toContain('think');
    expect(features).toContain('think_about');
    // a sentence ends a pair and a negation
    expect(features).not.toContain('!sleep_think');
    expect(features).not.toContain('!think');
  });

  it("scores a text as the sum of its features' weights, read directly or from its listed features", () => {
    const texts = ['vignettes-sample.json', 'holdout.json', 'redflag-dev.json', 'redflag-dev50.json'].flatMap(
      (name) =>
        (JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8')) as { symptoms: string }[]).map(
          (c) => c.symptoms,
        ),
    );
    const flags = (Object.keys(SCREEN_MODEL.flags) as ModelFlag[]).map(
      (flag) => [flag, SCREEN_MODEL.flags[flag].bias, new Map(weightsOf(flag))] as const,
    );
    for (const text of texts) {
      const features = modelFeatures(text);
      const expected: Record<string, number> = {};
      for (const [flag, bias, weights] of flags) {
        let z = bias;
        for (const f of features) z += weights.get(f) ?? 0;
        expected[flag] = z;
      }
      expect(modelScores(text)).toEqual(expected);
      expect(modelScores(text, features)).toEqual(expected);
    }
  });

  describe('raises a flag the concept screen does not read', () => {
    it.each([
      'My shoulder has been bad since spring and the physio exercises are a waste of time. To be honest I have sorted the paperwork so my wife will not have to deal with anything, and I keep thinking she would manage fine on her own. I am just tired of all of it.',
      'My hip has ached since the winter and I hardly sleep. I keep going over how my family would get on without me and I have been reading about how people do it quietly. Mostly I just want the ache in my head to stop for good.',
    ])('thoughts of suicide told without their words: %s', (symptoms) => {
      const read = extract(symptoms);
      // the concept screen found no sign of this flag in the text ...
      for (const id of CRISIS_CONCEPTS) expect(read.screen.present.has(id)).toBe(false);
      // ... the model read it, and the flag is raised at its level
      expect(read.present.has('crisis_language')).toBe(true);
      const r = assess({ symptoms, painLocations: ['Left hip'] });
      expect(r.triage.red_flags).toContain('mental-health-crisis');
      expect(r.exercises).toEqual([]);
    });

    it('cauda equina told by the toilet and both legs, without a bladder or saddle word', () => {
      const symptoms =
        'Lower back went three days ago carrying the shopping. Going to the loo has turned into a guessing game, I sit there and nothing happens and then I am not sure if I have finished. Both legs feel like they belong to someone else and keep giving way on the stairs.';
      const read = extract(symptoms);
      for (const id of CAUDA_CONCEPTS) expect(read.screen.present.has(id)).toBe(false);
      expect(read.present.has('cauda_language')).toBe(true);
      const r = assess({ symptoms, painLocations: ['Lower back'] });
      expect(r.triage.red_flags).toContain('cauda-equina');
      expect(r.triage.level).toBe('emergency');
    });
  });

  it('a passing stroke told by what the hand and the words did, without a stroke word', () => {
    const symptoms =
      'Neck pain for a few days. At lunch I kept missing the sandwich with my right hand, like it was not taking orders, and when I tried to text my son the letters came out as gibberish. Half an hour later it was all normal.';
    const read = extract(symptoms);
    for (const id of ['slurred_speech', 'facial_droop', 'one_sided_weakness', 'arm_and_leg_weak'] as const)
      expect(read.screen.present.has(id)).toBe(false);
    expect(read.present.has('stroke_language')).toBe(true);
    const r = assess({ symptoms, painLocations: ['Neck'] });
    expect(r.triage.red_flags).toContain('stroke-vbi');
    expect(r.triage.level).toBe('emergency');
  });

  describe('never overrules what the concept screen judged', () => {
    it.each([
      'My sister keeps saying she wants to die and that everyone would be better off without her, and she has been saving her tablets, so I have been staying over at hers most nights. I am fine in myself, it is my lower back from the sofa bed.',
      'My dad told the nurse he wanted to end it all and had been hoarding his pills, so he is on the ward now. I am his carer and my shoulder is sore from helping him in and out of the car every day this week.',
    ])("someone else's words, though the model's score alone would raise: %s", (symptoms) => {
      expect(modelScores(symptoms)['mental-health-crisis']).toBeGreaterThan(
        SCREEN_MODEL.flags['mental-health-crisis'].threshold,
      );
      expect(extract(symptoms).present.has('crisis_language')).toBe(false);
      expect(assess({ symptoms, painLocations: ['Lower back'] }).triage.red_flags).toEqual([]);
    });
  });

  describe('round 61: six more flags read as a whole message, where the concept screen read none of their signs', () => {
    it.each([
      [
        'progressive-neuro-deficit',
        'deficit_language',
        "Neck and right arm pain for five weeks since lifting plasterboard. The first week I could still work fine. Now I cannot hold the drill up for more than a few seconds and the physio's grip reading has dropped a lot in two weeks.",
      ],
      [
        'infection',
        'infection_language',
        'Had a hip replaced three weeks ago and was doing well. For two days I have not been myself, sleeping all day, the wound side is puffy and I have been shaking so hard the bed moves.',
      ],
    ])('%s', (flag, concept, symptoms) => {
      const read = extract(symptoms);
      const judged = JUDGED_BY_SCREEN[concept as keyof typeof JUDGED_BY_SCREEN];
      for (const id of judged) expect(read.screen.present.has(id)).toBe(false);
      expect(read.present.has(concept as never)).toBe(true);
      expect(assess({ symptoms, painLocations: ['Lower back'] }).triage.red_flags).toContain(flag);
    });

    it('leaves a new flag alone when the concept screen judged one of its signs', () => {
      // a message the model reads as an infection (its score passes the threshold) ...
      const symptoms =
        'Had a hip replaced three weeks ago and was doing well. For two days I have not been myself, sleeping all day, the wound side is puffy and I have been shaking so hard the bed moves.';
      expect(modelScores(symptoms).infection).toBeGreaterThan(SCREEN_MODEL.flags.infection.threshold);
      expect(modelConcepts(symptoms, nothingJudged)).toContain('infection_language');
      // ... is not raised by the model once the screen has denied a fever in it
      const feverDenied = { ...nothingJudged, denied: new Set<ConceptId>(['fever']) };
      expect(modelConcepts(symptoms, feverDenied)).not.toContain('infection_language');
    });
  });

  describe('round 62: the last five flags read as a whole message', () => {
    // inflammatory back pain told without morning stiffness, early waking or any named condition
    const symptoms =
      'I am 27. Lower back and both buttocks have ached for over a year, and it is worst after a night in bed. A hot shower and moving about for an hour loosen it, resting on the sofa at weekends makes it worse. Ibuprofen works wonders.';

    it('raises inflammatory arthritis where the concept screen read none of its signs', () => {
      const read = extract(symptoms);
      for (const id of JUDGED_BY_SCREEN.inflammatory_language)
        expect(read.screen.present.has(id)).toBe(false);
      expect(read.present.has('inflammatory_language')).toBe(true);
      expect(assess({ symptoms, painLocations: ['Lower back'] }).triage.red_flags).toContain(
        'inflammatory-arthritis',
      );
    });

    it('leaves it alone when the concept screen judged one of its signs, or the condition is said to be controlled', () => {
      expect(modelScores(symptoms)['inflammatory-arthritis']).toBeGreaterThan(
        SCREEN_MODEL.flags['inflammatory-arthritis'].threshold,
      );
      expect(modelConcepts(symptoms, nothingJudged)).toContain('inflammatory_language');
      const stiffnessDenied = { ...nothingJudged, denied: new Set<ConceptId>(['morning_stiffness']) };
      expect(modelConcepts(symptoms, stiffnessDenied)).not.toContain('inflammatory_language');
      const controlled = { ...nothingJudged, present: new Set<ConceptId>(['condition_controlled']) };
      expect(modelConcepts(symptoms, controlled)).not.toContain('inflammatory_language');
    });

    it.each([
      [
        'aortic-aneurysm',
        'aortic_language',
        'I am 72 and have high blood pressure. Twenty minutes ago I got a sudden awful pain in my tummy that goes right through to my back, I came over all sweaty and pale and nearly passed out on the landing.',
      ],
      [
        'giant-cell-arteritis',
        'gca_language',
        'I am 72. New pain around my temples for two weeks, I am not a headache person. It hurts to rest my glasses on my ears and my jaw aches when I chew a sandwich. I feel worn out and off my food.',
      ],
      [
        'dvt',
        'dvt_language',
        'Had my knee scoped two weeks ago and have been mostly on the sofa. The lower part of that leg is now thicker than the other, my sock leaves a deep mark, and it is sore to squeeze behind the knee and down the back.',
      ],
      [
        'tendon-rupture',
        'rupture_language',
        'Lifting a fridge off the van this morning something in the front of my elbow gave way with a loud pop. There is a dent at the front now, the muscle has bunched up towards my shoulder and a bruise is coming out down my forearm, and turning a key or a screwdriver is weak.',
      ],
    ] as const)(
      '%s: the model adds %s, and adds nothing once the screen has denied one of its signs',
      (flag, concept, symptoms) => {
        expect(modelScores(symptoms)[flag]).toBeGreaterThan(SCREEN_MODEL.flags[flag].threshold);
        expect(modelConcepts(symptoms, nothingJudged)).toContain(concept);
        for (const sign of JUDGED_BY_SCREEN[concept]) {
          const denied = { ...nothingJudged, denied: new Set<ConceptId>([sign]) };
          expect(modelConcepts(symptoms, denied), sign).not.toContain(concept);
        }
      },
    );
  });

  it(`reads nothing in a message of fewer than ${MODEL_MIN_WORDS} words (the concept screen reads those whole)`, () => {
    const short = 'I have saved up all my tablets and written to everyone I love. Back hurts.';
    expect(modelScores(short)['mental-health-crisis']).toBeGreaterThan(
      SCREEN_MODEL.flags['mental-health-crisis'].threshold,
    );
    expect(modelConcepts(short, nothingJudged)).toEqual([]);
  });

  it.each([
    'My right knee has been aching since the hockey season started and the swelling takes a day to die down after every match. I ice it, keep it raised on the sofa, and I am back on the pitch by the weekend, so no real worries.',
    'I have had lower back pain since a fall at work. I had to stop taking the water tablets because I was up all night weeing, and now I get a bit of tingling down the back of my right leg only when I sit too long.',
    'Years ago, when I was nineteen, I took an overdose and wanted to die, but I had good help, I have been well for over twenty years and I am happy now. I am writing about a sore lower back after digging the allotment at the weekend.',
  ])('raises nothing on an ordinary or long-resolved story: %s', (symptoms) => {
    expect(modelConcepts(symptoms, nothingJudged)).toEqual([]);
    expect(assess({ symptoms, painLocations: ['Lower back'] }).triage.red_flags).toEqual([]);
  });
});
