import type { ConceptDef } from './concepts.ts';
import { FINDING_DEFS, PATTERN_FINDING_IDS, type PatternFindingId } from './findings.ts';
import type { FindingId } from './lexicon.ts';
import { type Clause, toClauses } from './normalise.ts';
import {
  dayOf,
  quantitiesIn,
  quantityAt,
  readAge,
  readDuration,
  readSurgeryDaysAgo,
  streamOf,
} from './quantities.ts';
import { AREA_DEFS, AREA_LEXICON, AREA_RULES, type AreaId, readAreas } from './region-lexicon.ts';
import type { BaseRegion, Side } from './regions.ts';
import {
  compileLexicon,
  type LexiconReading,
  type Mention,
  mentionsIn,
  namedIn,
  type ReadingRules,
  type ScreenResult,
  screenWithMentions,
} from './screen.ts';
import { modelConcepts } from './screen-model.ts';

export interface RegionMention {
  base: BaseRegion;
  side?: Side;
  order: number;
}

/** Everything the engine understood from the person's text. */
export interface Findings {
  present: Set<FindingId>;
  denied: Set<FindingId>;
  regions: RegionMention[];
  /** Body words with no taxonomy region ('Leg', 'Side'), with their side. */
  genericAreas: { label: string; side?: Side }[];
  age?: number;
  sex?: 'female' | 'male';
  durationDays?: number;
  /** How long ago an operation was, when the text dates it ('hip replaced 5 weeks ago'). */
  surgeryDaysAgo?: number;
  severity?: number;
  morningStiffnessMinutes?: number;
  /** The sides named anywhere in the text. */
  sides: Set<'left' | 'right'>;
  /** The concept screen's reading (red-flag concepts, with negation, subject and time). */
  screen: ScreenResult;
}

const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
type ScoreId = `score_${(typeof SCORES)[number]}`;
/** What the text says of the person rather than of the pain: their sex, and how bad the pain is. */
type PersonId =
  | 'female'
  | 'male'
  | 'female_body'
  | 'male_body'
  | 'mild'
  | 'moderate'
  | ScoreId
  | 'stiffness_told';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Who may say how bad someone else's pain is ('my husband says 8/10'): the score is theirs, not the writer's. */
const OTHERS =
  '(husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|friend|colleague|boyfriend|girlfriend|he|she|they)';
const SAYS = '(says|said|say|rates|rated|rate|reckons|reckoned|puts|put|gives|gave)';

/**
 * A pain score out of ten: '7/10', 'a 6-7/10', 'seven out of ten', '8 on the pain scale', 'pain
 * score 4'. Past ten is the top of the scale ('12/10'). Each score is a term of its own, so the
 * reader weighs it as any finding: 'not 8/10' is no 8, and a score someone else gives is theirs.
 */
function scoreDef(n: (typeof SCORES)[number]): ConceptDef {
  const digits = n === 10 ? '(10|1[1-9]|20)' : String(n);
  const number = n === 10 ? '(=10|=ten|/1[1-9]/|=20)' : `(=${n}|=${NUMBER_WORDS[n]})`;
  const slashed = `/(\\d+-){0,1}${digits}(\\.\\d+){0,1}\\/10/`;
  const ranged = `/\\d+-${digits}/`;
  const forms = [
    slashed,
    `(${number.slice(1, -1)}|${ranged}) (out of|outta|over) (=10|=ten)`,
    `${number} (on|at) (a|the) ~2 (scale|score)`,
    `pain (score|level|scale|rating) ~2 ${number}`,
  ];
  return {
    label: `pain scored ${n} out of 10`,
    terms: forms,
    // ('my husband says 8/10', 'down to 4/10 from 8/10': not the writer's, or not now)
    except: forms.flatMap((form) => [`${OTHERS} ~2 ${SAYS} ~3 ${form}`, `from (a|an)? ${form}`]),
  };
}

const FEMALE = '(=woman|=female|=lady|=girl|=housewife|=widow)';
const MALE = '(=man|=male|=guy|=bloke|=gentleman|=gent|=lad|=boy|=chap|=fella|=fellow|=widower)';
/** What the person is to others, said right after 'I am a' ('a mum of three', not 'a carer for my mum'). */
const MOTHER = '(=mum|=mother|=mom|=mummy|=grandmother|=grandma|=gran|=granny|=nan|=wife)';
const FATHER = '(=dad|=father|=grandad|=grandfather|=husband)';
/**
 * A sex said of the person: 'I am a 40 year old woman', 'as a mum', 'female, 52', 'a 60 year old
 * man', '65F'. Bare, only 'female' and 'male' count ('a man at the gym', 'the lady at the chemist').
 */
const sexTerms = (who: string, role: string, person: string, letter: string) => [
  `i am (a|an) ~3 ${who}`,
  `i am (a|an) ~1 ${role}`,
  `(as|being) (a|an) ~1 ${role}`,
  `i am /\\d{1,3}/ and (a|an) ~2 ${who}`,
  `(as|being) (a|an) ~2 ${who}`,
  `${person} (aged|age|of)? /\\d{1,3}/`,
  `/\\d{1,3}/ ~1 ${person}`,
  `(age|aged) /\\d{1,3}/ ${person}`,
  `(year|years|yr|yrs) old ~2 ${who}`,
  `(sex|gender) ~2 (${person.slice(1, -1)}|=${letter})`,
  // a note's '65F' ('65M' is as often metres or minutes)
  ...(letter === 'f' ? ['/\\d{2}f/', '/\\d{2}/ =f'] : []),
  `=${letter === 'f' ? 'female' : 'male'}`,
];
/** A man or a woman named as someone else's job or relation ('a female physio', 'male relatives'). */
const SEX_OF_OTHERS =
  '(=female|=male|=woman|=lady|=man) (physio|physiotherapist|doctor|gp|nurse|consultant|surgeon|therapist|dentist|friend|friends|colleague|colleagues|relative|relatives|family|side|pattern|member|members|staff|patient|patients|voice|partner|boss|worker|workers|cousin|cousins|line)';

/** A likeness, not the person: 'walking like a drunk man', 'stiff as an old lady'. */
const SIMILE = `(like|as) (a|an|the)? ~2 (${FEMALE.slice(1, -1)}|${MALE.slice(1, -1)}|${MOTHER.slice(1, -1)}|${FATHER.slice(1, -1)})`;

const PERSON_DEFS: Record<PersonId, ConceptDef> = {
  female: {
    label: 'a woman',
    terms: sexTerms(FEMALE, MOTHER, '(=female|=woman|=lady|=girl)', 'f'),
    except: [SEX_OF_OTHERS, SIMILE],
    history: true,
  },
  male: {
    label: 'a man',
    terms: sexTerms(MALE, FATHER, '(=male|=man|=bloke|=guy|=lad|=boy|=gentleman)', 'm'),
    except: [SEX_OF_OTHERS, SIMILE],
    history: true,
  },
  // A woman's body or life: told even as a denial ('not pregnant', 'no periods since the menopause').
  female_body: {
    label: "a woman's body",
    terms: [
      'pregnant|pregnancy|=menopause|menopausal|perimenopause|perimenopausal|postmenopausal|post menopausal|postnatal|post natal|postpartum|breastfeeding|breast feeding|hysterectomy|caesarean|c section|=ovaries|=womb|=uterus',
      '(gave|given|giving) birth',
      '(had|having) my baby',
      'my (=period|=periods)',
    ],
    history: true,
    namesChild: true,
  },
  male_body: {
    label: "a man's body",
    terms: ['=prostate|=testicle|=testicles|=testicular|=scrotum|=erection|=erections|erectile|vasectomy'],
    history: true,
  },
  // How bad the pain is, in words (told as severe it is the finding severe_pain)
  mild: {
    label: 'mild pain',
    // ('started as a niggle, now constant': how it began, not how it is)
    except: [
      '(started|began|begun|start|starting) (as|with|off) ~3 (mild|slight|minor|little|niggle|niggly|niggling)',
    ],
    terms: [
      '(mild|slight|minor|little) (pain|ache|aching|discomfort|soreness|twinge|niggle)',
      '(pain|ache|it|discomfort|soreness) ~2 (is|was|feels|stays|remains|seems) ~2 (mild|slight|bearable|manageable|tolerable)',
      '=niggle|=niggly|=niggling',
    ],
  },
  moderate: {
    label: 'moderate pain',
    terms: [
      'moderate (pain|ache|aching|discomfort|soreness)',
      '(pain|ache|it|discomfort|soreness) ~2 (is|was|feels|seems) ~2 moderate',
    ],
  },
  ...(Object.fromEntries(SCORES.map((n) => [`score_${n}`, scoreDef(n)])) as Record<ScoreId, ConceptDef>),
  // Stiffness told by its word or a likeness ('set in concrete', 'rusty'): without one of the writer's
  // own, now, no morning stiffness is timed. Weighed as any finding (someone else's, denied or long past is not
  // the writer's), and a time told after a denied item is its own statement ('no swelling, stiff for
  // an hour').
  stiffness_told: {
    label: 'stiffness, told',
    terms: [
      '=stiff|=stiffness|=stiffer|=stiffen|=stiffens|=stiffened|=stiffly|=stiffening|=loosen|=loosens|=loosened|=loosening|=limber|=limbers|=rusty|=concrete|=cement|=robot|=seize|=seizes|=seized',
      '(=free|=frees|=freed) (=off|=up)',
      'tin man',
      'locked up',
    ],
    timedStandsAlone: true,
  },
};
const PERSON_IDS = Object.keys(PERSON_DEFS) as PersonId[];
const IS_PERSON: ReadonlySet<string> = new Set(PERSON_IDS);

/**
 * The musculoskeletal findings, and what the text says of the person (sex, how bad the pain is),
 * compiled once for the concept screen's reader: both are weighed for negation, subject and time.
 */
export const FINDING_LEXICON = compileLexicon<PatternFindingId | PersonId>(
  { ...FINDING_DEFS, ...PERSON_DEFS },
  [...PATTERN_FINDING_IDS, ...PERSON_IDS],
);

/**
 * The person's sex when the text tells it of them, undefined when it tells neither or both: said in
 * words first ('I am a man', 'female, 52'), then by a body only one sex has ('not pregnant').
 */
function sexOf(reading: LexiconReading<PatternFindingId | PersonId>): Findings['sex'] {
  const told = (female: boolean, male: boolean) => (female === male ? undefined : female ? 'female' : 'male');
  // (told or 'denied': a self-description such as 'bloke in his forties, never had this' and 'not pregnant' still say who)
  const { present, denied } = reading;
  const said = (id: PersonId) => present.has(id) || denied.has(id);
  return told(said('female'), said('male')) ?? told(said('female_body'), said('male_body'));
}

/** Each score with its finding id (made once, not at every assessment). */
const SCORE_IDS = SCORES.map((n) => [n, `score_${n}` as ScoreId] as const);

/** How bad the pain is out of 10: the highest score the person gives, else 'mild' 3 or 'moderate' 5. */
function severityOf(reading: LexiconReading<PatternFindingId | PersonId>): number | undefined {
  let best: number | undefined;
  // (an index loop: no iterator for the list and each pair)
  for (let k = 0; k < SCORE_IDS.length; k++) {
    const pair = SCORE_IDS[k] as (typeof SCORE_IDS)[number];
    if (reading.present.has(pair[1])) best = pair[0];
  }
  if (best !== undefined || reading.present.has('severe_pain')) return best;
  if (reading.present.has('moderate')) return 5;
  if (reading.present.has('mild')) return 3;
  return undefined;
}

/**
 * How the findings are weighed where they differ from the red-flag signs: 'can not squat' is pain
 * squatting, and a finding's own denial ('no injury', 'did not fall') goes on to deny what follows.
 */
const FINDING_RULES: ReadingRules = {
  inabilityAffirms: true,
  signCuesNegateNothing: false,
  strictPast: true,
  subjectPatient: true,
  activityDeniedAfter: true,
  failedReliefDenies: true,
};

/**
 * The findings each short text of our own names, by the text: the same advice lines and 'what would
 * change our view' lists are read for every assessment. Bounded, though the texts are the knowledge
 * base's own.
 */
const namedByText = new Map<string, ReadonlySet<PatternFindingId>>();
const NAMED_BY_TEXT_MAX = 5_000;

/** The findings a short text of our own names (an advice line): 'does it talk about running?'. */
export function findingsNamedIn(text: string): ReadonlySet<PatternFindingId> {
  let named = namedByText.get(text);
  if (named === undefined) {
    named = new Set(
      [...namedIn(text, FINDING_LEXICON)].filter((id): id is PatternFindingId => !IS_PERSON.has(id)),
    );
    if (namedByText.size >= NAMED_BY_TEXT_MAX) namedByText.clear();
    namedByText.set(text, named);
  }
  return named;
}

/**
 * How long the morning stiffness lasts, in minutes, read from the clauses' words; only called when the
 * shared reader counts a stiffness of the writer's own, now (see `stiffness_told`).
 */
function parseMorningStiffness(clauses: Clause[]): number | undefined {
  for (const [index, clause] of clauses.entries()) {
    // a stiffness likeness in one clause and its duration in the next: the time can be told in
    // the next clause, of the same sentence or one that says how long it takes.
    const next = clauses[index + 1];
    const joined =
      next !== undefined &&
      (next.sentence === clause.sentence ||
        /\b(?:before i can|until i can|till i can|takes?|took|loosen\w*)\b/.test(next.text));
    const t = joined ? `${clause.text}${next.text}` : clause.text;
    // The morning told by getting up, and stiffness told by a likeness ('set in concrete', 'rusty').
    if (!/\bstiff|\bmorning|\bget(?:ting)? up\b|\bgot up\b|\bout of bed\b|\bwak(?:e|ing)\b|\bwoke\b/.test(t))
      continue;
    if (
      !/\bstiff|\bloosen|\blimber|\bfree(?:s|d)? (?:off|up)|\bseize[ds]?\b|\bseized up\b|\brusty\b|\bconcrete\b|\bcement\b|\btin man\b|\brobot\b|\blocked up\b/.test(
        t,
      )
    )
      continue;
    if (/\b(?:all morning|until lunch\w*|most of the morning|half the morning)\b/.test(t)) return 180;
    if (/\b(?:over|more than) (?:an|one) hour\b/.test(t)) return 75;
    if (/\bhalf an hour\b/.test(t)) return 30;
    if (/\b(?:a few|few|couple of|a couple of) minutes\b|\bshort (?:while|time)\b|\bbriefly\b/.test(t))
      return 8;
    const words = t.trim().split(/\s+/);
    const k = words.findIndex((_, i) => /^(?:minute|hour)s?$/.test(quantityAt(words, i)?.unit ?? ''));
    const q = k < 0 ? undefined : quantityAt(words, k);
    if (!q) continue;
    // 'stiff after six hours at the wheel', 'after the 12 hour flight … stiff': how long something
    // lasted before the stiffness, not how long the stiffness lasts.
    const before = ` ${words.slice(0, k).join(' ')} `.slice(-30);
    const after = ` ${words.slice(q.end).join(' ')} `.slice(0, 24);
    const exposure =
      /\b(?:after|from|following|during)\b(?:\s+\S+){0,2}\s*$/.test(before) ||
      // 'sitting in cramped seats for thirteen hours left me stiff': the time spent sitting
      /\b(?:sitting|sat|driving|drove|standing|stood|flying|flew|seats?|plane|flight)\b.*\bfor\s*$/.test(
        before,
      ) ||
      /^\s*(?:flight|drive|journey|shift|trip|car|bus|train|coach|at the|in the|on the|of (?:sitting|driving|standing|travel\w*|work\w*|gardening))\b/.test(
        after,
      );
    // The stiffness has to be a morning's, or said to last.
    const lasting =
      /\b(?:morning|mornings|wake|waking|woke|get up|getting up|got up|first thing|out of bed|lasts?|lasting|takes?|took|loosen\w*|ease|eases|wears? off|free\w* off|before i can|until i can)\b/.test(
        t,
      );
    if (!exposure && lasting) return q.value * (q.unit.startsWith('hour') ? 60 : 1);
  }
  return undefined;
}

/** The body areas of a reading's mentions: the taxonomy's regions, and body words with none ('Leg'). */
export function areasOf(mentions: readonly Mention<AreaId>[]): {
  regions: RegionMention[];
  generic: { label: string; side?: Side }[];
} {
  const regions: RegionMention[] = [];
  const generic: { label: string; side?: Side }[] = [];
  for (const area of readAreas(mentions)) {
    const label = AREA_DEFS[area.id].generic;
    if (label) generic.push({ label, side: area.side });
    else regions.push({ base: area.id as BaseRegion, side: area.side, order: area.order });
  }
  return { regions, generic };
}

/** The body areas named in a short text (a body-diagram item such as 'Back of left knee'). */
export function areasIn(text: string): RegionMention[] {
  return areasOf(mentionsIn(text, AREA_LEXICON, AREA_RULES).mentions).regions;
}

/** Reads the person's text: findings (present or denied), regions, sides and numbers. */
export function extract(symptoms: string, writtenOn?: string): Findings {
  const clauses = toClauses(symptoms);
  const present = new Set<FindingId>();
  const denied = new Set<FindingId>();
  const {
    screen: screened,
    findings,
    located,
  } = screenWithMentions(symptoms, FINDING_LEXICON, FINDING_RULES, AREA_LEXICON, AREA_RULES);
  const { regions, generic: genericAreas } = areasOf(located.mentions);
  const sides = new Set<'left' | 'right'>();
  for (const r of regions) if (r.side === 'left' || r.side === 'right') sides.add(r.side);
  for (const id of findings.present) if (!IS_PERSON.has(id)) present.add(id as PatternFindingId);
  for (const id of findings.denied) if (!IS_PERSON.has(id)) denied.add(id as PatternFindingId);
  for (const id of screened.present) present.add(id);
  for (const id of screened.denied) denied.add(id);
  // The screen model reads the whole message for the two flags most often told without their words.
  for (const id of modelConcepts(symptoms, screened)) present.add(id);
  // A finding both affirmed and denied (in different clauses) counts as present.
  for (const id of present) denied.delete(id);
  // Age and duration, read once from the clauses' words: a quantity is either an age or a duration.
  const words = streamOf(clauses);
  const quantities = quantitiesIn(words);
  const age = readAge(words, quantities);
  return {
    present,
    denied,
    regions,
    genericAreas,
    age: age?.age,
    sex: sexOf(findings),
    durationDays: readDuration(words, quantities, age, dayOf(writtenOn)),
    surgeryDaysAgo: readSurgeryDaysAgo(words, quantities),
    severity: severityOf(findings),
    // (someone else's stiffness, a denied one or one long past gives no time; nor does a long one the screen
    // set aside as explained, 'only after a long shift')
    morningStiffnessMinutes:
      findings.present.has('stiffness_told') && !screened.setAside.has('long_morning_stiffness')
        ? parseMorningStiffness(clauses)
        : undefined,
    sides,
    screen: screened,
  };
}
