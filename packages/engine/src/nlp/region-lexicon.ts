/**
 * The body areas a person names (where it hurts), as a lexicon in the same pattern language as the
 * red-flag concepts and the findings (see the header of concepts.ts), read by the same reader
 * (screen.ts): a mention that is negated ('no pain in my knee'), about someone else ('my husband's
 * shoulder'), long past or hypothetical is not where it hurts now.
 *
 * The words are read after the text is cleaned ('bum', 'butt' and 'backside' read 'buttock', 'tummy'
 * reads 'belly': see normalise.ts). Exact words (`=knee`) are the rule here: a body word's stem also covers its verb ('headed',
 * 'handed', 'backing'), which is never a body area. `except` terms are the everyday phrases that hold
 * a body word without meaning that part of the body: a movement of it ('turn my head', 'lift my
 * arm'), a place or position ('behind my back', 'on my feet all day', 'the back seat'), a thing
 * ('high heels', 'the hard shoulder'), or an adverb ('came back', 'a week back'). They hide only the
 * mention they overlap, so 'my heel hurts in heels' is still the heel.
 *
 * Where two areas' mentions overlap, the longer names the area ('the back of my knee' is the knee,
 * 'between my shoulder blades' the upper back): see `readAreas`.
 *
 * A phrase belongs here only if it names a body area (or an idiom of one) in general; never copy a
 * case's wording.
 */
import type { ConceptDef } from './concepts.ts';
import type { BaseRegion, Side } from './regions.ts';
import { compileLexicon, type Mention, type ReadingRules } from './screen.ts';

/** A body area of the taxonomy, or a body word with no area of its own ('leg', 'side'). */
export type AreaId = BaseRegion | 'back' | 'leg' | 'side';

export interface AreaDef extends ConceptDef {
  /** The taxonomy area this one counts as ('back' alone is the lower back). */
  area?: BaseRegion;
  /** Words of the area's terms that name both sides ('knees', 'heels'). */
  plural?: readonly string[];
  /** For an area with no taxonomy region: the label shown ('Leg'). */
  generic?: string;
}

const OWNERS = 'my|the|your|his|her|their|our';
/** Parts of the body that have a back of their own. */
const OTHER_PARTS =
  '=leg|=legs|=calf|=calves|=ankle|=ankles|=heel|=heels|=knee|=knees|=thigh|=thighs|=arm|=arms|=hand|=hands|=wrist|=wrists|=shoulder|=shoulders|=hip|=hips|=foot|=feet|=elbow|=elbows|=neck|=head|=skull';
const MY = `(${OWNERS})`;
/** Up on the toes, however it is written. */
const TOES = '=toe|=toes|=tiptoes|=tiptoe|tip =toes|tippy =toes|=tippytoes';
/** A side as written before a part ('my left knee', 'my L foot'). */
const SIDE = '(left|right|l|r)';
/** A place or a position at the back: behind it, the back of a thing, a seat or room at the back. */
const PLACES_AT_THE_BACK = [
  `behind ${MY} =back`,
  // a position to lie or sleep in, not a place that hurts ('comfortable lying on my back'; 'flat on my back' still counts)
  `(lying|lie|lies|lay|laying|sleep|sleeps|sleeping|slept|rest|resting|roll|rolls|rolled|rolling|turn|turns|turned|turning|float|floating) on ${MY} =back`,
  `(into|at|in|off|from|on|onto|to|towards) the =back of`,
  '=back of (the|my|our|a|your) (queue|line|car|house|bus|van|truck|lorry|ute|pickup|trailer|cab|taxi|plane|train|boat|bike|room|hall|class|church|cinema|stage|shop|garden|cupboard|wardrobe|drawer|shelf|fridge|net|mind)',
  '=back of (mine|me|us)',
  '=back (seat|seats|garden|door|yard|room|row|pocket|burner|street|road|end|office|page|wheel)',
  // the back of the throat or an eye
  `=back of ${MY}? (=throat|=eye|=eyes|=mouth|=tongue|=nose)`,
  // the back of another part is that part ('the back of my left calf')
  `=back of ${MY}? ${SIDE}? (upper|lower)? (${OTHER_PARTS})`,
];
/** What moves a part of the body back, or puts something back: 'pull my shoulders back', 'hair tied back'. */
const MOVED_BACK =
  '(scraped|tied|slicked|combed|swept|tucked|flung|thrown|threw|throw|throwing|tipped|tipping|tip|tilt|tilted|tilting|bent|bend|bending|forced|force|snapped|flicked|yanked|wrenched|pinned|pull|pulled|pulling|push|pushed|pushing|draw|drawing|drew|squeeze|squeezing|squeezed|hold|holding|held|bring|bringing|brought|stretch|stretching|stretched|cricked|cranked|whipped|jerked|craned|arched|cocked)';

/** Pushing up or off with a part of the body: the part is what is used ('pushing up with my arms'). */
const PUSH_WITH =
  '(push|pushes|pushing|pushed|shove|shoving|shoved|lever|levering|levered|use|using|used) (myself|me|him|her)? (up|off)? (with|on)';
/** Movements of an arm or hand: the limb is what moves, not (by itself) where it hurts. */
const MOVE_LIMB =
  '(lift|lifting|lifted|raise|raising|raised|move|moving|put|putting|reach|reaching|stretch|stretching|swing|swinging|wave|waving|hold|holding|turn|turning|turned|rotate|rotating|rotated)';

export const AREA_DEFS: Record<AreaId, AreaDef> = {
  hamstring: {
    label: 'the back of the thigh',
    terms: [
      `back of ${MY}? ${SIDE}? (upper)? (=thigh|=thighs)`,
      `back of ${MY}? ${SIDE}? (=leg|=legs) above the (=knee|=knees)`,
      '=hamstring|=hamstrings',
    ],
    plural: ['thighs', 'hamstrings', 'legs'],
  },
  neck: {
    label: 'the neck',
    terms: [`back of ${MY}? (head and)? =neck`, '=neck|=necks|=cervical|=nape'],
    except: [
      '=cervical (=smear|=screening|=cancer)',
      '=neck and =neck',
      '=neck of the woods',
      `(millstone|albatross|weight) (round|around) ${MY} =neck`,
    ],
  },
  heel: {
    label: 'the heel',
    terms: [`back of ${MY}? ${SIDE}? (=heel|=heels|=ankle|=ankles)`, '=heel|=heels|=achilles'],
    except: [
      // shoes
      '(high|kitten|block|stiletto|stilettos|platform|new|wearing|wear|wore|worn|in) =heels',
      `(=heel|=heels) (on|of) ${MY}? (=shoe|=shoes|=boot|=boots)`,
      '(=heel|=heels) (=shoe|=shoes|=boot|=boots)',
      // exercises: rising onto the toes, lowering the heel
      '=heel (=raise|=raises|=raising|=drop|=drops|=dips)',
      // walking or standing on the heels: a test of strength, not the place
      `(walk|walks|walking|walked|stand|stands|standing|stood) on ${MY}? ${SIDE}? (=heel|=heels)`,
    ],
    plural: ['heels', 'tendons', 'ankles'],
  },
  knee: {
    label: 'the knee',
    terms: [
      `back of ${MY}? ${SIDE}? (=knee|=knees)`,
      '=knee|=knees|=kneecap|=kneecaps|=patella',
      '=knee (=cap|=caps)',
    ],
    except: [
      '(=hands|=hand) and =knees',
      'other =knee',
      `${PUSH_WITH} ${MY}? (both)? ${SIDE}? (=knee|=knees)`,
      // a sleeping position
      `(=pillow|=pillows|=cushion|=cushions) between ${MY}? (=knees|=legs)`,
    ],
    plural: ['knees', 'kneecaps', 'caps'],
  },
  head: {
    label: 'the head',
    terms: [
      `back of ${MY}? =head`,
      '=head|=headache|=headaches|=forehead|=temple|=temples|=scalp|=skull|=migraine|=migraines',
    ],
    except: [
      // moving the head, or something over it
      `(turn|turning|turned|tilt|tilting|tilted|move|moving|nod|nodding|shake|shaking|over|above|raise|rotate|rotating|lift|lifting) ${MY}? =head`,
      `(behind|above) ${MY} =head`,
      '=head (to|out|home|off)',
      '=head of',
      'top of my =head',
    ],
  },
  jaw: {
    label: 'the jaw',
    terms: ['=jaw|=jaws|=tmj|=temporomandibular', `in front of ${MY}? ${SIDE}? (=ear|=ears)`, '=face|=cheek'],
    except: [
      // a bottom's cheek is not the face's
      '(=bum|=bums|=butt|=arse|=ass|=bottom|=buttock|=buttocks) (=cheek|=cheeks)',
      // the face told by how it looks or what it does, not pain in it
      '=face (is|has|was|had|went)? (=drooping|=droopy|=droop|=droops|=drooped|=dropped|=dropping|=lopsided|=fallen|=slipped)',
      `one side of ${MY}? =face`,
      '=face (down|up|to face)',
      // to face something: bear it
      '(can not|could not|cannot|to) =face',
      '=face (food|eating|going|doing|it|up to)',
    ],
  },
  'upper-back': {
    label: 'the upper back',
    terms: [
      '=upper (and mid)? =back',
      '(=mid|=middle) =back|=midback',
      `middle of ${MY}? =back`,
      '=back in the middle',
      `top of ${MY}? =back`,
      `=back between ${MY}? (=shoulder|=shoulders)`,
      '=shoulder (=blade|=blades)|=shoulderblade|=shoulderblades',
      '=thoracic',
    ],
  },
  'lower-back': {
    label: 'the lower back',
    terms: [
      '(lower|low) (=back|=spine)',
      '=lumbar|=tailbone|=coccyx|=sacrum|=sacroiliac|=backache|=backaches',
      'belt line',
      `(base|bottom) of ${MY}? (=spine|=back)`,
      '=si =joint',
      // a back someone has, or one described: 'my back', 'a bad back', 'the back'
      `(${OWNERS}|bad|sore|stiff|achy|aching|painful|whole|injured|dodgy|weak|tight|tender|poor|old) =back`,
    ],
    except: [
      ...PLACES_AT_THE_BACK,
      // 'get me back on court' reads 'get my back on court' once the text is cleaned
      '(push|pushes|pushed|pushing|get|gets|got|getting|bring|brings|brought|take|took|taken|send|sent|carry|carried|help|helped) my =back (up|on|to|home|into|onto|in)',
    ],
  },
  back: {
    label: 'the back',
    area: 'lower-back',
    terms: ['=back'],
    except: [
      ...PLACES_AT_THE_BACK,
      // an adverb: going, coming or putting back, back again, back then, a week back
      '(came|come|comes|coming|go|goes|going|gone|went|get|gets|getting|got|bring|brought|look|looking|looked|lie|lying|lay|sit|sitting|sat|step|stepped|put|push|pushed|pull|pulled|straight|right|lean|leaning|leaned|leant|cut|cutting|fight|call|called|text|write|wrote|pay|paid|hold|held|think|thinking|way|ring|rang|heard|hear|head|headed|heading|move|moved|moving|turn|turned|fall|fell|falling|bounce|bounced|bouncing|kick|kicked|roll|rolled|fly|flew|flying|flown|drive|drove|driving|driven|walk|walked|walking|run|ran|running|ride|rode|riding|cycle|cycled|cycling|swim|swam|travel|travelled|traveled|travelling|traveling|send|sent|take|took|taken|taking|hobbled|limped|rushed|raced|hurried|make|made|making|fill|fills|filled|filling|spring|springs|sprang|sprung|grow|grows|grew|grown|growing|settle|settled|hit|hitting|answer|answered|reply|replied|keep|keeps|keeping|kept|save|saving|saved|stash|stashing|stashed|creep|creeps|creeping|crept|sneak|sneaking|sneaked|crawl|crawling|crawled|crane|craned|craning|jump|jumped|jumping|hop|hopped|leap|leapt|leaped|stagger|staggered|reeled|recoiled|flinched) =back',
      // a part moved back: 'neck cricked back', 'head thrown back'
      '(=neck|=head|=chin|=shoulders) (got|was|is|been|being|went|gets)? (cranked|cricked|ricked|whipped|tilted|thrown|tipped|bent|jerked|snapped|pulled|pushed|flung|forced|arched|craned|extended|cocked|leaning|leant|leaned|tipping|tilting|craning) =back',
      // to back out of a drive
      'to =back (out|up|into|onto|off|away)',
      // getting a function back: 'to get the muscle back'
      '(=muscle|=muscles|strength|fitness|range|mobility|movement|function|feeling|sensation|confidence|balance) =back',
      // the back as the subject of a request, not a place: 'back exercises' ('my back' still counts)
      '=back (exercise|exercises|stretch|stretches|routine|workout|workouts|program|programme|class|classes)',
      '(there|home) and =back',
      '=back (to|and forth|home|again|then|when|off|from|into|up|down|on track|in the day|in time|playing|working|running|at work|at it|in action)',
      // back again: the pain is back, I am back at work
      '(is|am|im|are|was|were|be|been|being|its) =back',
      // something got back or moved back: the feeling back, hair scraped back, a wrist bent back
      '(the|my|some|any) (feeling|sensation|strength|movement|function|power|breath|energy|life|confidence|colour|color|grip|use|money|job|hair) =back',
      `${MOVED_BACK} (my|the|his|her|your)? (left|right)? (=wrist|=wrists|=hand|=hands|=finger|=fingers|=thumb|=head|=neck|=chin|=arm|=arms|=elbows|=shoulder|=shoulders|=knee|=foot|=toes|=hair|it|them)? =back`,
      '(minute|minutes|hour|hours|day|days|week|weeks|fortnight|fortnights|month|months|year|years|decade|decades|while|time|ago|way|mile|miles|km|distance|steps|yards|metres|meters) =back',
    ],
  },
  chest: {
    label: 'the chest',
    terms: ['=chest|=breastbone|=sternum|=rib|=ribs|=ribcage'],
    except: ['=chest of (=drawers|=drawer)', 'get (it|this|that)? off my =chest'],
  },
  abdomen: {
    label: 'the abdomen',
    terms: ['=belly|=stomach|=abdomen|=abdominal|=tummy'],
    except: [`(can not|could not|cannot) =stomach`],
  },
  'upper-arm': {
    label: 'the upper arm',
    terms: [
      '(upper|outer) (upper)? (=arm|=arms)',
      '=bicep|=biceps|=triceps',
      'top of (my)? (=arm|=arms)',
      '=arm|=arms',
    ],
    except: [
      `${MOVE_LIMB} (up)? ${MY} ${SIDE}? (=arm|=arms)`,
      '(=arm|=arms) (of the|length)',
      'other =arm',
      // the arms of a pair of glasses
      '(=glasses|=spectacles|=specs|=frames) ~4 (=arm|=arms)',
      `(=arm|=arms) of ${MY}? (=glasses|=spectacles|=specs|=frames)`,
      // arms used to push up from a chair
      `${PUSH_WITH} ${MY}? (both)? ${SIDE}? (=arm|=arms)`,
      '(up in|take up) =arms',
      '(=arm|=arms) in =arm',
    ],
    plural: ['arms'],
  },
  shoulder: {
    label: 'the shoulder',
    terms: ['=shoulder|=shoulders|rotator cuff|=deltoid'],
    except: [
      '=shoulder (=check|=checks)',
      `(look|looking|looked|turn|turning|turned|glance|glancing) over ${MY}? =shoulder`,
      '=shoulder to (=shoulder|cry|lean)',
      '(cold|hard) =shoulder',
    ],
    plural: ['shoulders'],
  },
  elbow: {
    label: 'the elbow',
    terms: ['=elbow|=elbows|=epicondyle|funny bone'],
    except: ['=elbow (grease|room)'],
    plural: ['elbows'],
  },
  forearm: { label: 'the forearm', terms: ['=forearm|=forearms'], plural: ['forearms'] },
  wrist: { label: 'the wrist', terms: ['=wrist|=wrists|=carpal'], plural: ['wrists'] },
  hand: {
    label: 'the hand',
    terms: [
      '=hand|=hands|=finger|=fingers|=thumb|=thumbs|=knuckle|=knuckles|=palm|=palms|=fingertip|=fingertips|=pinky',
    ],
    except: [
      // a hand moved, held out or shaken: the hand is what moves
      `(lift|lifting|lifted|raise|raising|raised|put|putting|reach|reaching|stretch|stretching|wave|waving) (up)? ${MY} ${SIDE}? (=hand|=hands) (up|out|behind|above|over|to|towards)`,
      `(shake|shaking|shook) (my|your|their|peoples|people)? (=hand|=hands)`,
      '=hands and =knees',
      // everyday phrases
      'on the other =hand',
      'other =hand',
      'by =hand',
      '=hand (over|washing|wash|writing|in hand)',
      '(second|first|upper) =hand',
      '(a|helping) =hand (with|to)',
      '(give|gives|gave|giving|lend|lent|lending|need|needs|needed) (me|him|her|them|us)? a =hand',
      '(at|on) =hand',
      'out of =hand',
      '=thumbs up',
      `${PUSH_WITH} ${MY}? (both)? ${SIDE}? (=hand|=hands)`,
      // a finger as what feels or presses: 'a dip I can feel with my fingers'
      `(feel|feels|felt|touch|touching|touched|press|pressing|pressed|poke|poking|poked|prod|prodding|prodded) (it|them|there)? with ${MY}? (=finger|=fingers|=fingertip|=fingertips|=thumb)`,
      // a hand as what is used, or a movement of it: 'with that hand', 'turn my hand palm up'
      `with (that|this|my|his|her|the|your|one|either) ${SIDE}? =hand`,
      `(turn|turning|turned|rotate|rotating|rotated) ${MY} ${SIDE}? (=hand|=hands)`,
      '(=palm|=palms) (up|down|upwards|downwards)',
      'put (my|your|a) =finger on',
    ],
    plural: ['hands'],
  },
  groin: {
    label: 'the groin',
    terms: ['=groin|=groins', 'inner (=thigh|=thighs)'],
    plural: ['thighs', 'groins'],
  },
  hip: {
    label: 'the hip',
    terms: ['=hip|=hips|greater trochanter|bony point'],
    plural: ['hips'],
  },
  buttock: {
    label: 'the buttock',
    terms: [
      '(=buttock|=buttocks|=bum|=bums|=butt|=arse|=ass|=bottom) (=cheek|=cheeks)',
      '=buttock|=buttocks|=bottom|=bum|=bums|=glute|=glutes|=gluteal',
      '(sit|sitting) (=bone|=bones)',
      `(=cheek|=cheeks) of ${MY}? (=buttock|=buttocks|=bum|=butt|=bottom|=arse|=ass|=backside)`,
    ],
    except: [
      '=bottom of',
      '(=bum|=buttock) bag',
      '=bottom (step|stair|stairs|drawer|shelf|line)',
      'rock =bottom',
    ],
    plural: ['buttocks', 'glutes', 'bones', 'cheeks', 'bums'],
  },
  thigh: {
    label: 'the thigh',
    terms: ['=thigh|=thighs|=quad|=quads|=quadriceps'],
    plural: ['thighs', 'quads'],
  },
  shin: {
    label: 'the shin',
    terms: ['=shin|=shins|=shinbone|=shinbones|=tibia', '=shin (=bone|=bones)'],
    plural: ['shins', 'bones', 'shinbones'],
  },
  calf: {
    label: 'the calf',
    terms: ['=calf|=calves', 'lower (=leg|=legs)'],
    // an exercise: rising onto the toes
    except: ['=calf (=raise|=raises|=raising)'],
    plural: ['calves', 'legs'],
  },
  ankle: {
    label: 'the ankle',
    terms: ['=ankle|=ankles'],
    except: ['=ankle (=boot|=boots|=sock|=socks|=bracelet|=strap|=straps|=tag|=chain)'],
    plural: ['ankles'],
  },
  foot: {
    label: 'the foot',
    terms: [
      '=foot|=feet|=sole|=soles|=arch|=arches|=toe|=toes|=instep',
      'ball of (my)? =foot',
      // the foot's 'fingers' are its toes
      `(=finger|=fingers) of ${MY}? ${SIDE}? (=foot|=feet)`,
    ],
    except: [
      // on one's feet: standing, or up and about again
      '(on|off) (my|your|his|her|their|our) =feet',
      // up on the toes: a rise onto them, not where it hurts
      `(on|onto|up on) ${MY}? (${TOES})`,
      `(on|onto|up on) ${MY}? (${TOES}) (of|with|on) ${MY}? ${SIDE}? (=foot|=feet)`,
      `on ${MY}? (=heel|=heels) and (my)? (=toes|=tiptoes)`,
      // pushing off or rising onto the front of the foot: the movement, not the place
      `(push|pushing|pushed|spring|springing) off (with|on|from|through)? (my|the|that|this|your|his|her)? ${SIDE}? (=foot|=feet|=toes)`,
      `on (to)? (the)? (front|ball|balls|tips) of (my|the|that|this|your|his|her)? ${SIDE}? (=foot|=feet)`,
      '=feet up',
      'on =foot',
      'other =foot',
      '=arch (my|your|the)? =back',
      'put my =foot (down|in it)',
    ],
    plural: ['feet', 'soles'],
  },
  leg: {
    label: 'the leg',
    generic: 'Leg',
    terms: ['=leg|=legs'],
    except: [
      'other =leg',
      '=leg of (the|my|our)? (journey|trip|race|tour|lamb|chair|table)',
      `(=pillow|=pillows|=cushion|=cushions) between ${MY}? =legs`,
    ],
    plural: ['legs'],
  },
  side: {
    label: 'the side',
    generic: 'Side',
    terms: ['=side|=flank'],
    except: ['other =side', '=side (effect|effects)', '=side by =side'],
  },
};

/** The areas in the order they are listed (most specific first): a tie between overlapping mentions goes to the first. */
export const AREA_IDS = Object.keys(AREA_DEFS) as AreaId[];
const RANK = new Map<string, number>(AREA_IDS.map((id, i) => [id, i]));

/** The body areas, compiled once for the shared reader. */
export const AREA_LEXICON = compileLexicon<AreaId>(AREA_DEFS, AREA_IDS);

/**
 * How a body area's mentions are weighed: 'no pain in my knee' is not the knee; a relative's shoulder
 * is not the person's; only now counts (a dated past is a real date, as for the findings); 'my arm has
 * gone numb' is the arm. What someone can not do with a part ('can not stand on my toes', 'can not
 * hold a cup in that hand') is a loss of function, not where it hurts: an inability denies, as a
 * negation does for the red-flag signs.
 */
export const AREA_RULES: ReadingRules = {
  signCuesNegateNothing: false,
  strictPast: true,
  subjectPatient: true,
  bodyParts: true,
};

export interface AreaMention {
  id: AreaId;
  side?: Side;
  /** Where in the text: sentence by sentence, word by word. */
  order: number;
}

const SIDE_WORDS: Record<string, Side> = { left: 'left', right: 'right', both: 'both', bilateral: 'both' };
/** Sides written as a letter ('my L foot'): a side only right before or inside a mention ('legs r tingly' is 'are'). */
const SIDE_LETTERS: Record<string, Side> = { l: 'left', r: 'right' };
/** Words after 'left' or 'right' that make it no side of the body ('right now', 'left after', 'right up to'). */
const NOT_A_SIDE_AFTER = new Set([
  'now',
  'away',
  'after',
  'before',
  'there',
  'here',
  'through',
  'when',
  'then',
  'into',
  'up',
  'across',
  'round',
  'around',
  'behind',
]);
/** Words before 'left' or 'right' that make it no side ('all right', 'feels right', 'not right', 'quite right'). */
const NOT_A_SIDE_BEFORE = new Set([
  'all',
  'feel',
  'feels',
  'not',
  'quite',
  // a direction: 'turn left', 'looking right'
  'turn',
  'turns',
  'turning',
  'turned',
  'look',
  'looks',
  'looking',
  'looked',
  'veer',
  'bear',
]);
/** How many words after a mention a side can follow it ('my knee, on the right'). */
const SIDE_AFTER = 6;

/** Words after 'right' that make it 'exactly' ('right on the kneecap', 'right at the front'). */
const EXACTLY_AFTER = new Set([
  'on',
  'in',
  'at',
  'by',
  'next',
  'under',
  'over',
  'above',
  'below',
  'where',
  'from',
]);

/**
 * The side words of a mention's clause: not a direction ('turn to the left'), a comparison ('thinner
 * than the right'), 'right now' nor 'right on it', and not inside an idiom that holds no counted
 * mention ('lifting my left arm' gives the shoulder that hurts no side; 'the back of my left calf'
 * is the left calf).
 */
function sidesOf(m: Mention<string>, counted: readonly Mention<string>[]): { side: Side; at: number }[] {
  const out: { side: Side; at: number }[] = [];
  const { words } = m;
  const idiomOnly = (i: number) =>
    m.idioms.some(
      ([s, e]) =>
        i >= s && i < e && !counted.some((c) => c.sentence === m.sentence && c.start >= s && c.end <= e),
    );
  for (let i = m.clauseStart; i < m.clauseEnd; i++) {
    const letter = SIDE_LETTERS[words[i] ?? ''];
    const side = SIDE_WORDS[words[i] ?? ''] ?? (letter && i >= m.start - 1 && i < m.end ? letter : undefined);
    if (!side) continue;
    // (a side word inside the mention itself is its side)
    if ((i < m.start || i >= m.end) && idiomOnly(i)) continue;
    const next = words[i + 1] ?? '';
    if (side === 'right' && EXACTLY_AFTER.has(next)) continue;
    if ((words[i - 1] === 'the' || words[i - 1] === 'my') && words[i - 2] === 'than') continue;
    if (NOT_A_SIDE_AFTER.has(next) || (next === 'in' && words[i + 2] === 'the' && words[i + 3] === 'middle'))
      continue;
    if (next === 'at' && words[i + 2] === 'the') continue;
    const before = words[i - 1] ?? '';
    if (NOT_A_SIDE_BEFORE.has(before) || (before === 'not' && words[i - 2] === 'is')) continue;
    // a direction: 'to the left', 'from the left to the right'
    if (before === 'the' && (words[i - 2] === 'to' || words[i - 2] === 'towards')) continue;
    if (
      (next === 'to' || (next === 'side' && words[i + 2] === 'to')) &&
      (before === 'my' || before === 'the')
    )
      continue;
    out.push({ side, at: i });
  }
  return out;
}

/** The side of one mention: the last side word before its end, else one just after, else both when plural. */
function sideOf(m: Mention<AreaId>, counted: readonly Mention<AreaId>[]): Side | undefined {
  const sides = sidesOf(m, counted);
  const before = sides.filter((s) => s.at < m.end);
  if (before.length > 0) return before[before.length - 1]?.side;
  const after = sides.find((s) => s.at >= m.end && s.at - m.end < SIDE_AFTER);
  if (after) return after.side;
  const plural = AREA_DEFS[m.id].plural;
  if (plural && m.words.slice(m.start, m.end).some((w) => plural.includes(w))) return 'both';
  return undefined;
}

/**
 * The body areas of the counted mentions, in the order of the text, with their sides. Where mentions
 * overlap, the longer names the area ('the back of my knee' is the knee, not the back), and an area
 * named twice in one span counts once.
 */
export function readAreas(mentions: readonly Mention<AreaId>[]): AreaMention[] {
  const kept = mentions.filter(
    (m) =>
      !mentions.some(
        (o) =>
          o !== m &&
          o.sentence === m.sentence &&
          o.start < m.end &&
          m.start < o.end &&
          (o.end - o.start > m.end - m.start ||
            (o.end - o.start === m.end - m.start &&
              ((RANK.get(o.id) ?? 0) < (RANK.get(m.id) ?? 0) ||
                (o.id === m.id && mentions.indexOf(o) < mentions.indexOf(m))))),
      ),
  );
  return kept
    .map((m) => ({
      id: AREA_DEFS[m.id].area ?? m.id,
      side: sideOf(m, kept),
      order: m.sentence * 1000 + m.start,
    }))
    .sort((a, b) => a.order - b.order);
}
