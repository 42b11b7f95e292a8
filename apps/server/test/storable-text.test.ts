import {
  assessmentRequestSchema,
  isStorableText,
  planEditSchema,
  safetyQuestionsRequestSchema,
  signUpBodySchema,
  TEXT_MESSAGES,
  videoSearchRequestSchema,
} from '@physiomate/shared';
import { describe, expect, it } from 'vitest';

const SYMPTOMS =
  'My left knee hurts when I climb the stairs and after running, and it has been like this for about three weeks now.';
const BAD = ['knee\u0000', '\uD83D knee', 'knee \uDE00', '\u0007bell', 'esc\u001b[31m', 'del\u007f'];
const GOOD = ['Left knee', 'Lower back 😀', 'line one\nline two\tand a tab\r\n', 'Ærø å ü ß 中文'];

describe('text that cannot be stored is refused at the schema', () => {
  it('tells the bad from the good', () => {
    expect(BAD.filter(isStorableText)).toEqual([]);
    expect(GOOD.filter(isStorableText)).toEqual(GOOD);
  });

  it.each(BAD)('refuses %j in every field people type, with the clear message', (bad) => {
    const results = [
      assessmentRequestSchema.safeParse({ symptoms: `${SYMPTOMS}${bad}`, painLocations: ['Left knee'] }),
      assessmentRequestSchema.safeParse({ symptoms: SYMPTOMS, painLocations: [bad] }),
      safetyQuestionsRequestSchema.safeParse({ symptoms: bad, painLocations: ['Left knee'] }),
      videoSearchRequestSchema.safeParse({ exerciseName: `Wall sit ${bad}` }),
      videoSearchRequestSchema.safeParse({ exerciseName: 'Wall sit', description: bad }),
      planEditSchema.safeParse({ removeExercises: [bad] }),
    ];
    for (const result of results) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unstorable);
    }
    expect(
      signUpBodySchema.safeParse({ email: `a${bad}@physiomate.app`, password: 'correct horse' }).success,
    ).toBe(false);
  });

  it('keeps emoji, accents, tabs and line breaks', () => {
    for (const good of GOOD) {
      expect(
        assessmentRequestSchema.safeParse({ symptoms: `${SYMPTOMS} ${good}`, painLocations: [good] }).success,
      ).toBe(true);
      expect(videoSearchRequestSchema.safeParse({ exerciseName: good }).success).toBe(true);
    }
  });
});
