import { type CautionId, SAFETY_MESSAGES, type TriageLevel, type Understanding } from '@physiomate/shared';
import { francAll } from 'franc-min';
import type { Findings } from './nlp/extract.ts';
import { isEnglishWord } from './nlp/normalise.ts';

/**
 * Fail-safe checks around the plan (docs/decisions/fail-safe.md): text the engine cannot read
 * gets no diagnosis and no exercises, and some people always need a professional's eye.
 */

/** Findings that are about where it hurts, not what it is like: they do not count as understanding. */
const LOCATION_ONLY = new Set([
  'achilles_site',
  'calf_word',
  'temple',
  'both_hands',
  'groin_pain',
  'older_cue',
]);

const ASCII_WORD = /^[a-z]+$/;

/**
 * 'not_english' when the words are mostly not English (franc agrees, or almost none are English words);
 * 'too_thin' when there is nothing to read (emoji only) or fewer than two clinical findings beyond
 * the location (age, duration and severity count as findings).
 */
export function understandingOf(symptoms: string, findings: Findings): Understanding {
  const words = symptoms.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 'too_thin';
  // (counted, not filtered into a list: every assessment asks)
  let english = 0;
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    if (ASCII_WORD.test(w) && isEnglishWord(w)) english++;
  }
  const ratio = english / words.length;
  if (ratio < 0.5) return 'not_english';
  // Mostly English words: English. In between, ask the language detector (it costs more).
  if (ratio < 0.75) {
    const guess = francAll(symptoms, { minLength: 10 })[0]?.[0] ?? 'und';
    if (guess !== 'eng' && guess !== 'sco' && guess !== 'und') return 'not_english';
  }
  let clinical = 0;
  findings.present.forEach((f) => {
    if (!LOCATION_ONLY.has(f)) clinical++;
  });
  if (findings.durationDays !== undefined) clinical++;
  if (findings.age !== undefined) clinical++;
  if (findings.severity !== undefined) clinical++;
  return clinical < 2 ? 'too_thin' : 'ok';
}

export interface Caution {
  id: CautionId;
  message: string;
  /** The lowest triage level for this person. */
  atLeast: TriageLevel;
  /** What happens to the exercise plan. */
  plan: 'withhold' | 'gentle' | 'keep';
}

/**
 * Surgery in the last 12 weeks: the screen found a dated or recent operation ('5 weeks ago', 'just had
 * my knee done'), and any date the text gives is within 84 days.
 */
function surgeryWithin12Weeks(findings: Findings): boolean {
  return findings.present.has('surgery_weeks') && (findings.surgeryDaysAgo ?? 0) <= 84;
}

/** The groups who never get self-care, with who should see them and what happens to the plan. */
export function cautionsFor(findings: Findings): Caution[] {
  const out: Caution[] = [];
  const p = findings.present;
  if ((findings.age !== undefined && findings.age < 16) || p.has('child') || p.has('child_named'))
    out.push({
      id: 'child',
      atLeast: 'routine',
      plan: 'withhold',
      message:
        "Children and young people under 16 should be seen by a GP or a children's physiotherapist before starting exercises: growing bones and joints need a professional's eye.",
    });
  if (p.has('pregnancy'))
    out.push({
      id: 'pregnancy',
      atLeast: 'routine',
      plan: 'gentle',
      message:
        'Because you are pregnant, talk to your midwife or GP about this pain. Only gentle exercises are suggested here; stop any that hurt, and skip lying flat on your back after the first trimester.',
    });
  else if (p.has('postpartum'))
    out.push({
      id: 'postpartum',
      atLeast: 'routine',
      plan: 'gentle',
      message:
        'After giving birth, check this pain with your midwife, health visitor or GP (and at your postnatal check). Only gentle exercises are suggested here until you have been checked.',
    });
  if (surgeryWithin12Weeks(findings))
    out.push({
      id: 'recent_surgery',
      atLeast: 'routine',
      plan: 'withhold',
      message:
        'After surgery in the last 12 weeks, contact your surgical team (or the ward or clinic that discharged you) about this pain and follow their rehabilitation plan rather than a general one.',
    });
  if (
    (p.has('weakness') && !findings.denied.has('weakness')) ||
    p.has('foot_drop') ||
    p.has('progressive_weakness')
  )
    out.push({
      id: 'new_weakness',
      atLeast: 'routine',
      plan: 'keep',
      message:
        'New weakness should be checked by a GP or physiotherapist, who can test the nerves and muscles; see them in the next 1-2 weeks, sooner if it gets worse.',
    });
  return out;
}

/** Exercises that are unsafe or unwise during pregnancy or soon after birth. */
export const NOT_GENTLE =
  /\b(?:lie|lying) (?:on your |face )?(?:back|front|stomach|down on your front)|\bplank|\bcrunch|\bsit ?ups?\b|\bprone\b|\bheavy\b|\bjump|\bhop/i;

export const UNDERSTANDING_TEXT: Record<Exclude<Understanding, 'ok'>, string> = {
  not_english: SAFETY_MESSAGES.notEnglish,
  too_thin: SAFETY_MESSAGES.tooThin,
};
