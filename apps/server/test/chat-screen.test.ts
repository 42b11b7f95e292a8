import { assess, redFlagsOf, screenChatMessage, screenMessage } from '@physiomate/engine';
import { describe, expect, it } from 'vitest';
import holdout from '../../../packages/engine/test/fixtures/holdout.json' with { type: 'json' };
import redFlagCases from '../../../packages/engine/test/fixtures/redflag-dev.json' with { type: 'json' };
import sample from '../../../packages/engine/test/fixtures/vignettes-sample.json' with { type: 'json' };

/**
 * The chat screens every message with the engine's `screenChatMessage`, which answers from the red
 * flags alone when the message raises none. It must answer exactly as the full `screenMessage` (two
 * full assessments) does: checked on the engine's own cases, as messages and as the assessments
 * the questions are asked about.
 */
type Case = { symptoms: string; painLocations: string[] };
const cases: Case[] = [...(redFlagCases as Case[]), ...(sample as Case[]), ...(holdout as Case[])];

const KNEE =
  'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.';
const QUESTIONS = [
  'How long will it take to heal?',
  'How do I do the wall sit?',
  'It hurts when I do the clamshell, should I stop?',
  'what equipment do I need?',
  "now I can't feel my saddle area and I wet myself",
  'I am 70 now',
  'the pain wakes me at night and I have lost weight',
];

describe('the chat red-flag screen', () => {
  it('reads the flags assess raises, for every case', () => {
    expect(cases.length).toBeGreaterThan(250);
    for (const c of cases)
      expect(redFlagsOf(c.symptoms, c.painLocations), c.symptoms).toEqual(
        assess({ symptoms: c.symptoms, painLocations: c.painLocations }).triage.red_flags,
      );
  });

  it('answers as the full screen: each case said in a chat about a knee', () => {
    const knee = assess({ symptoms: KNEE, painLocations: ['Right knee'] });
    const context = { symptoms: KNEE, painLocations: ['Right knee'] };
    let raised = 0;
    for (const c of cases) {
      const full = screenMessage(c.symptoms, knee.triage, context);
      if (full.raised) raised++;
      expect(screenChatMessage(c.symptoms, knee.triage, context), c.symptoms).toEqual(full);
    }
    // Both ways are exercised: most of the red-flag cases raise, the plain ones do not.
    expect(raised).toBeGreaterThan(100);
    expect(raised).toBeLessThan(cases.length);
  });

  it('answers as the full screen: questions asked about each case', () => {
    for (const c of cases.filter((_, i) => i % 6 === 0)) {
      const result = assess({ symptoms: c.symptoms, painLocations: c.painLocations });
      for (const q of QUESTIONS) {
        const context = { symptoms: c.symptoms, painLocations: c.painLocations };
        expect(screenChatMessage(q, result.triage, context), `${q} / ${c.symptoms}`).toEqual(
          screenMessage(q, result.triage, context),
        );
      }
    }
  });
});
