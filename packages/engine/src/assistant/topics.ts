import type { Exercise } from '@physiomate/shared';
import { has, hasSeq, indexOf, type ReadMessage, stemOf, stems } from './read.ts';

/** What a message asks about. A message may ask about more than one. */
export type Topic =
  | 'problem'
  | 'exercise_how'
  | 'dosage'
  | 'feel'
  | 'pain_during'
  | 'progression'
  | 'recovery'
  | 'equipment'
  | 'sleep'
  | 'work'
  | 'sport'
  | 'lifestyle'
  | 'see_someone'
  | 'plan_overview'
  | 'other_condition'
  | 'greeting'
  | 'thanks';

/** Cue words per idea, stemmed once with the stemmer that reads messages. */
export const CUE = {
  how: stems([
    'how',
    'technique',
    'step',
    'steps',
    'instructions',
    'instruct',
    'perform',
    'form',
    'properly',
    'correctly',
    'explain',
    'show',
    'describe',
    'method',
    'way',
  ]),
  exercise: stems([
    'exercise',
    'exercises',
    'stretch',
    'stretches',
    'stretching',
    'movement',
    'moves',
    'routine',
    'workout',
    'drill',
    'rep',
    'reps',
    'programme',
    'program',
    'rehab',
  ]),
  doing: stems(['do', 'doing', 'did', 'done', 'try', 'trying', 'tried', 'practise', 'practice']),
  dosage: stems([
    'many',
    'often',
    'times',
    'reps',
    'repetitions',
    'sets',
    'hold',
    'seconds',
    'minutes',
    'frequency',
    'daily',
    'dose',
    'dosage',
    'much',
  ]),
  feel: stems([
    'feel',
    'feeling',
    'felt',
    'sensation',
    'supposed',
    'normal',
    'expect',
    'stretchy',
    'pulling',
    'pull',
    'burn',
    'burning',
  ]),
  pain: stems([
    'pain',
    'painful',
    'hurt',
    'hurts',
    'hurting',
    'sore',
    'soreness',
    'ache',
    'aches',
    'aching',
    'achy',
    'twinge',
    'sting',
    'stabbing',
    'sharp',
    'agony',
    'uncomfortable',
    'discomfort',
    'flare',
    'niggle',
    'throb',
    'throbbing',
  ]),
  during: stems([
    'during',
    'while',
    'when',
    'after',
    'afterwards',
    'doing',
    'do',
    'makes',
    'made',
    'gives',
    'causes',
  ]),
  progression: stems([
    'harder',
    'progress',
    'progression',
    'advance',
    'advanced',
    'next',
    'level',
    'increase',
    'heavier',
    'challenging',
    'challenge',
    'step',
    'easy',
    'easier',
    'further',
    'tougher',
    'upgrade',
  ]),
  equipment: stems([
    'equipment',
    'buy',
    'purchase',
    'tool',
    'tools',
    'gear',
    'kit',
    'band',
    'bands',
    'roller',
    'mat',
    'brace',
    'sleeve',
    'support',
    'product',
    'products',
    'device',
    'gadget',
    'dumbbell',
    'weights',
    'ball',
    'putty',
    'splint',
    'taping',
    'tape',
    'insoles',
    'orthotics',
    'pillow',
    'need',
    'get',
    'order',
  ]),
  equipmentStrong: stems([
    'equipment',
    'buy',
    'purchase',
    'tool',
    'tools',
    'gear',
    'kit',
    'product',
    'products',
    'device',
    'gadget',
    'order',
  ]),
  sleep: stems([
    'sleep',
    'sleeping',
    'slept',
    'bed',
    'bedtime',
    'night',
    'nights',
    'pillow',
    'mattress',
    'lying',
    'lie',
    'asleep',
    'insomnia',
    'nap',
  ]),
  work: stems([
    'work',
    'working',
    'job',
    'desk',
    'office',
    'computer',
    'laptop',
    'keyboard',
    'mouse',
    'chair',
    'sitting',
    'sit',
    'commute',
    'driving',
    'drive',
    'workstation',
    'shift',
    'shifts',
    'lifting',
    'typing',
    'screen',
    'colleague',
    'boss',
    'employer',
  ]),
  sport: stems([
    'sport',
    'sports',
    'run',
    'running',
    'jog',
    'jogging',
    'gym',
    'train',
    'training',
    'football',
    'soccer',
    'tennis',
    'golf',
    'cycling',
    'cycle',
    'bike',
    'swim',
    'swimming',
    'match',
    'game',
    'play',
    'playing',
    'marathon',
    'race',
    'climb',
    'climbing',
    'yoga',
    'pilates',
    'hiking',
    'hike',
    'ski',
    'skiing',
    'basketball',
    'netball',
    'rugby',
    'squash',
    'badminton',
    'padel',
    'dance',
    'dancing',
    'weightlifting',
    'crossfit',
  ]),
  seeStrong: stems([
    'doctor',
    'gp',
    'physio',
    'physiotherapist',
    'physiotherapy',
    'hospital',
    'emergency',
    'specialist',
    'surgeon',
    'consultant',
    'clinic',
    'appointment',
    'professional',
    'nurse',
    'scan',
    'mri',
    'xray',
    'ultrasound',
    'osteopath',
    'chiropractor',
    'ambulance',
    'er',
    'referral',
    'checked',
    'examined',
    'seen',
    'worried',
    'worry',
    'serious',
    'concerned',
    'dangerous',
    'alarm',
    'warning',
  ]),
  problem: stems([
    'wrong',
    'problem',
    'cause',
    'causes',
    'caused',
    'causing',
    'why',
    'diagnosis',
    'diagnose',
    'condition',
    'issue',
    'mean',
    'means',
    'explain',
    'likely',
    'reason',
    'injury',
    'happening',
    'happened',
    'going',
    'understand',
    'think',
    'thinks',
    'suspect',
  ]),
  problemStrong: stems([
    'wrong',
    'problem',
    'cause',
    'causes',
    'caused',
    'causing',
    'diagnosis',
    'diagnose',
    'condition',
    'likely',
    'suspect',
    'injury',
  ]),
  overview: stems([
    'plan',
    'list',
    'exercises',
    'summary',
    'summarise',
    'overview',
    'recap',
    'recommend',
    'recommended',
    'recommendations',
    'everything',
    'all',
  ]),
  greeting: stems(['hi', 'hello', 'hey', 'morning', 'evening', 'afternoon', 'yo', 'hiya', 'greetings']),
  thanks: stems([
    'thanks',
    'thank',
    'thx',
    'cheers',
    'appreciate',
    'brilliant',
    'great',
    'helpful',
    'perfect',
  ]),
  which: stems(['which', 'what']),
  recoveryWords: stems([
    'recover',
    'recovery',
    'heal',
    'healing',
    'heals',
    'prognosis',
    'outlook',
    'timeline',
    'timeframe',
    'cured',
    'resolve',
  ]),
  better: stems(['better', 'normal', 'gone', 'away', 'settle', 'improve', 'fixed', 'disappear']),
  lastOrTake: stems(['last', 'lasts', 'take', 'takes', 'until']),
  when: stems(['when', 'soon', 'quickly', 'fast', 'expect']),
  holdEach: stems(['hold', 'each', 'rep', 'reps', 'set', 'sets']),
  painQuestion: stems([
    'stop',
    'continue',
    'push',
    'through',
    'normal',
    'okay',
    'ok',
    'allowed',
    'acceptable',
    'fine',
    'safe',
  ]),
  stretchMuscle: stems(['stretch', 'muscle']),
  wanting: stems(['need', 'buy', 'get', 'use', 'should', 'recommend', 'worth', 'wear', 'help']),
  personal: stems([
    'i',
    'my',
    'me',
    'should',
    'can',
    'tips',
    'advice',
    'ok',
    'okay',
    'safe',
    'best',
    'allowed',
    'help',
  ]),
  lifestyle: stems([
    'lifestyle',
    'habits',
    'tips',
    'ice',
    'heat',
    'rest',
    'painkillers',
    'ibuprofen',
    'paracetamol',
    'posture',
    'avoid',
  ]),
  aboutMe: stems([
    'it',
    'this',
    'my',
    'me',
    'i',
    'knee',
    'back',
    'neck',
    'shoulder',
    'hip',
    'ankle',
    'foot',
    'elbow',
    'wrist',
    'hand',
    'heel',
    'leg',
    'arm',
  ]),
  worsening: stems(['worse', 'worsening', 'spreading']),
  listing: stems(['list', 'summary', 'summarise', 'recap', 'overview', 'remind']),
  repWords: stems(['hold', 'rep', 'reps', 'set', 'sets']),
} as const;

const STOP = stems([
  'the',
  'a',
  'an',
  'with',
  'on',
  'and',
  'to',
  'of',
  'in',
  'or',
  'for',
  'at',
  'exercise',
  'exercises',
]);

const ORDINALS: [RegExp, number][] = [
  [/\b(?:first|1st)\b|\b(?:exercise|number|no|#)\s*(?:1|one)\b/, 0],
  [/\b(?:second|2nd)\b|\b(?:exercise|number|no|#)\s*(?:2|two)\b/, 1],
  [/\b(?:third|3rd)\b|\b(?:exercise|number|no|#)\s*(?:3|three)\b/, 2],
  [/\b(?:fourth|4th)\b|\b(?:exercise|number|no|#)\s*(?:4|four)\b/, 3],
  [/\b(?:fifth|5th)\b|\b(?:exercise|number|no|#)\s*(?:5|five)\b/, 4],
];

/**
 * The plan's exercises the message names: by the words of their names (a word only one exercise
 * has counts more than one they share), or by position ('the second one', 'exercise 3', 'the last').
 */
export function exercisesNamed(msg: ReadMessage, exercises: readonly Exercise[]): Exercise[] {
  if (exercises.length === 0) return [];
  const nameStems = exercises.map((e) => {
    const words = `${e.name}`.toLowerCase().match(/[a-z]+/g) ?? [];
    return new Set(words.map(stemOf).filter((s) => !STOP.has(s)));
  });
  const owners = new Map<string, number>();
  for (const set of nameStems) for (const s of set) owners.set(s, (owners.get(s) ?? 0) + 1);
  // 'clam shell' is 'clamshell', 'bird dog' is 'birddog': adjacent words also count joined.
  const said = new Set(msg.stems);
  for (let i = 0; i + 1 < msg.words.length; i++) said.add(stemOf(`${msg.words[i]}${msg.words[i + 1]}`));
  const scored = exercises.map((e, i) => {
    const set = nameStems[i] ?? new Set<string>();
    let score = 0;
    let matched = 0;
    for (const s of set) {
      if (!said.has(s)) continue;
      matched++;
      score += 1 / (owners.get(s) ?? 1);
    }
    const ratio = set.size > 0 ? matched / set.size : 0;
    return { e, score, ratio, unique: [...set].some((s) => said.has(s) && owners.get(s) === 1) };
  });
  const found = scored
    .filter((s) => s.unique || s.ratio >= 0.6 || (s.score >= 1 && s.ratio >= 0.5))
    .sort((a, b) => b.score + b.ratio - (a.score + a.ratio));
  if (found.length > 0) {
    const best = found[0]?.score ?? 0;
    return found.filter((f) => f.score >= best * 0.75).map((f) => f.e);
  }
  for (const [re, index] of ORDINALS) {
    const e = exercises[index];
    if (re.test(msg.clean) && e) return [e];
  }
  if (/\b(?:last|final)\b/.test(msg.clean) && /\b(?:one|exercise|stretch)\b/.test(msg.clean)) {
    const e = exercises[exercises.length - 1];
    if (e) return [e];
  }
  return [];
}

export interface TopicReading {
  topics: Topic[];
  exercises: Exercise[];
}

/** Reads which topics a message asks about, strongest first. */
export function topicsOf(msg: ReadMessage, exercises: readonly Exercise[]): TopicReading {
  const named = exercisesNamed(msg, exercises);
  const aboutExercise = named.length > 0 || has(msg, CUE.exercise);
  const scores = new Map<Topic, number>();
  const add = (t: Topic, n: number) => scores.set(t, (scores.get(t) ?? 0) + n);

  const painIndex = indexOf(msg, CUE.pain);
  const pain = painIndex >= 0;
  const howLong =
    hasSeq(msg, ['how', 'long']) ||
    hasSeq(msg, ['how', 'many', 'weeks']) ||
    hasSeq(msg, ['how', 'many', 'months']);
  const recoveryWord = has(msg, CUE.recoveryWords);
  const better = has(msg, CUE.better);
  const lastOrTake = has(msg, CUE.lastOrTake);
  const whenWord = has(msg, CUE.when);

  // Recovery: 'how long will this take', 'when will I be better', 'what is the outlook'.
  if (recoveryWord) add('recovery', 2);
  if (howLong && !named.length && !has(msg, CUE.holdEach)) add('recovery', 2);
  if (whenWord && better) add('recovery', 2);
  if (lastOrTake && (howLong || better || pain)) add('recovery', 1);

  // Pain during or after an exercise: the pain-monitoring rule.
  if (pain && (aboutExercise || has(msg, CUE.doing))) add('pain_during', 2);
  if (pain && has(msg, CUE.during) && aboutExercise) add('pain_during', 1);
  if (pain && has(msg, CUE.painQuestion)) add('pain_during', 1);

  // How to do an exercise, how much, what it should feel like ('how many' and 'how often' ask how much).
  const howMuch =
    hasSeq(msg, ['how', 'many']) || hasSeq(msg, ['how', 'often']) || hasSeq(msg, ['how', 'long']);
  const howWords = msg.stems.filter(
    (s, i) => CUE.how.has(s) && !(s === 'how' && howMuch && i === msg.stems.indexOf('how')),
  );
  if (aboutExercise && howWords.length > 0) add('exercise_how', 2);
  if (named.length > 0 && !pain) add('exercise_how', 1);
  if (aboutExercise && has(msg, CUE.dosage)) add('dosage', 2);
  if (
    hasSeq(msg, ['how', 'often']) ||
    hasSeq(msg, ['how', 'many']) ||
    hasSeq(msg, ['how', 'long', 'hold'], 3)
  )
    add('dosage', 1);
  if (has(msg, CUE.feel) && (aboutExercise || has(msg, CUE.stretchMuscle))) add('feel', 2);
  if (has(msg, CUE.progression) && aboutExercise) add('progression', 2);
  if (hasSeq(msg, ['too', 'easy']) || hasSeq(msg, ['move', 'on']) || hasSeq(msg, ['make', 'harder'], 2))
    add('progression', 2);

  // Equipment, sleep, work, sport.
  if (has(msg, CUE.equipmentStrong)) add('equipment', 2);
  else if (has(msg, CUE.equipment) && has(msg, CUE.wanting)) add('equipment', 1.5);
  // Words of a named exercise ('wall sit', 'step downs') are not about work or sport.
  const ownWords = new Set(named.flatMap((e) => (e.name.toLowerCase().match(/[a-z]+/g) ?? []).map(stemOf)));
  const outside = (cue: ReadonlySet<string>) => msg.stems.some((s) => cue.has(s) && !ownWords.has(s));
  // Advice is for the person: 'who won the match last night' is not a sport or sleep question.
  const personal = has(msg, CUE.personal);
  if (personal && outside(CUE.sleep)) add('sleep', 2);
  if (personal && outside(CUE.work)) add('work', 1.5);
  if (personal && outside(CUE.sport)) add('sport', 1.5);
  if (has(msg, CUE.lifestyle)) add('lifestyle', 1.5);

  // When to see someone.
  if (has(msg, CUE.seeStrong)) add('see_someone', 2);
  if (hasSeq(msg, ['see', 'someone']) || hasSeq(msg, ['get', 'checked']) || hasSeq(msg, ['get', 'help']))
    add('see_someone', 1);

  // The problem itself: 'what is wrong with me', 'why does it hurt', 'what does it mean'.
  const aboutMe = pain || has(msg, CUE.aboutMe);
  if (has(msg, CUE.problemStrong) && !aboutExercise) add('problem', 1.5);
  else if (has(msg, CUE.problem) && aboutMe && !aboutExercise) add('problem', 1.5);
  // Pain getting worse (not from an exercise) is a question of when to get help.
  if (pain && has(msg, CUE.worsening) && !aboutExercise) add('see_someone', 1.5);
  if (
    hasSeq(msg, ['what', 'wrong'], 2) ||
    hasSeq(msg, ['what', 'cause'], 3) ||
    hasSeq(msg, ['why', 'hurt'], 3) ||
    hasSeq(msg, ['why', 'pain'], 3)
  )
    add('problem', 1.5);
  if (hasSeq(msg, ['what', 'i', 'have'], 1) || hasSeq(msg, ['what', 'have', 'i', 'got'], 1))
    add('problem', 1.5);

  // The plan as a whole.
  if (has(msg, CUE.overview) && (has(msg, CUE.which) || has(msg, CUE.listing))) add('plan_overview', 1);

  if (scores.size === 0) {
    if (has(msg, CUE.greeting) && msg.words.length <= 6) add('greeting', 1);
    else if (has(msg, CUE.thanks) && msg.words.length <= 10) add('thanks', 1);
  }
  const sorted = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const best = sorted[0]?.[1] ?? 0;
  let topics = sorted.filter(([, s]) => s >= 1.5 || s >= best).map(([t]) => t);
  // A pain question about an exercise is about the pain rule, not its steps.
  if (topics.includes('pain_during') && topics.includes('exercise_how') && !has(msg, CUE.how))
    topics = topics.filter((t) => t !== 'exercise_how');
  // 'how long do I hold it' is a dosage question, not recovery.
  if (
    topics.includes('dosage') &&
    topics.includes('recovery') &&
    (named.length > 0 || has(msg, CUE.repWords))
  )
    topics = topics.filter((t) => t !== 'recovery');
  // Work, sport and sleep advice rather than a generic lifestyle answer.
  if (topics.some((t) => t === 'sleep' || t === 'work' || t === 'sport'))
    topics = topics.filter((t) => t !== 'lifestyle');
  return { topics: topics.slice(0, 3), exercises: named };
}
