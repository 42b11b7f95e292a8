import { cleanText } from '../nlp/normalise.ts';
import { nlp, STEM } from '../nlp/wink.ts';

/**
 * How the assistant reads a chat message: the engine's own preparation (lowercase, contractions,
 * typo correction against the knowledge-base vocabulary), then wink-nlp's Porter stems, so 'hurts',
 * 'hurting' and 'hurted' are one word and 'excercises' is 'exercise'.
 */

export interface ReadMessage {
  /** The message as the engine prepares text: lowercased, contractions expanded, typos corrected. */
  clean: string;
  /** Word tokens of `clean`, in order. */
  words: string[];
  /** Porter stems of `words`, same order. */
  stems: string[];
  /** A question (a question mark, or opening with a question word or an inverted verb). */
  question: boolean;
}

const QUESTION_OPENER =
  /^(?:how|what|whats|why|when|where|which|who|whom|is|are|am|was|were|do|does|did|can|could|should|shall|will|would|may|might|must|have|has|any|tell|explain|show)\b/;

export function readMessage(raw: string): ReadMessage {
  const clean = cleanText(raw).replace(/\s+/g, ' ').trim();
  const words = clean.match(/[a-z0-9]+/g) ?? [];
  const stems = words.length > 0 ? (nlp.readDoc(words.join(' ')).tokens().out(STEM) as string[]) : [];
  return {
    clean,
    words,
    stems: stems.map((s) => s.toLowerCase()),
    question: /\?/.test(raw) || QUESTION_OPENER.test(clean),
  };
}

const stemCache = new Map<string, string>();
/** The Porter stem of one lexicon word, with the same stemmer that reads messages. */
export function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = ((nlp.readDoc(word).tokens().out(STEM) as string[])[0] ?? word).toLowerCase();
    stemCache.set(word, stem);
  }
  return stem;
}

/** Stems a list of cue words once, at load. */
export function stems(words: readonly string[]): Set<string> {
  return new Set(words.map(stemOf));
}

/** True when any stem of the message is in the set. */
export function has(msg: ReadMessage, cue: ReadonlySet<string>): boolean {
  return msg.stems.some((s) => cue.has(s));
}

/** Index of the first stem of the message in the set, or -1. */
export function indexOf(msg: ReadMessage, cue: ReadonlySet<string>, from = 0): number {
  for (let i = from; i < msg.stems.length; i++) if (cue.has(msg.stems[i] ?? '')) return i;
  return -1;
}

/** True when a stem sequence (e.g. 'how long') occurs, allowing `gap` words between its parts. */
export function hasSeq(msg: ReadMessage, seq: readonly string[], gap = 0): boolean {
  const want = seq.map(stemOf);
  for (let i = 0; i < msg.stems.length; i++) {
    if (msg.stems[i] !== want[0]) continue;
    let at = i;
    let ok = true;
    for (const w of want.slice(1)) {
      let found = -1;
      for (let j = at + 1; j <= Math.min(at + 1 + gap, msg.stems.length - 1); j++) {
        if (msg.stems[j] === w) {
          found = j;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return true;
  }
  return false;
}
