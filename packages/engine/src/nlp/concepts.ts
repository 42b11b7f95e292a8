/**
 * The red-flag concepts and the safety-relevant context around them, as a lexicon: each concept is
 * a clinical idea (saddle numbness, urinary retention, fever, ...) with the lay words, synonyms and
 * phrasings people use for it. Terms are written in a small pattern language read by screen.ts:
 *
 * - words are stemmed with the same Porter stemmer as the text, so one inflection covers all
 *   ('fever' also matches 'fevers', 'feverish' does not: list it);
 * - `a|b` alternatives, `(two words|one)` grouped alternatives, `?word` optional;
 * - `~N` up to N words in between (within one clause);
 * - `@CLASS` a word class below; `=word` an exact word (no stemming: '=legs' is plural);
 * - `/re/` a regular expression on one normalised word (numbers).
 *
 * `except` terms hide an overlapping match ('hot water bottle' is not a hot joint); `topics` are
 * neutral mentions that can only deny a concept ('waterworks are fine'). `history` concepts count
 * even when long past ('cancer ten years ago'); all others must be current. A phrase belongs here only
 * if it names the concept in general; never copy a case's wording.
 *
 * Sources for the signs: the taxonomy's red flags; NICE NG59 and CKS (low back pain and sciatica,
 * cauda equina), NICE CG95 (chest pain), NICE NG158 (VTE), the IFOMPT cervical framework (2020),
 * BSR giant cell arteritis guideline (2020), Ottawa ankle rules, NICE CG16/NG225 (self-harm).
 */
export interface ConceptDef {
  label: string;
  terms: readonly string[];
  except?: readonly string[];
  topics?: readonly string[];
  history?: boolean;
  /** About the writer even though it names their child ('had my baby six weeks ago'). */
  namesChild?: boolean;
  /**
   * The writer's own act even where the clause names others as the ones it is hidden from or timed around
   * ('when my flatmates are away'): never read as someone else's when the writer is the patient.
   */
  othersAround?: boolean;
  /**
   * A sign that matters even when it has passed ('a grey patch in my vision for five minutes that went
   * away'): a recent episode that resolved still counts; only one dated long ago is set aside.
   */
  transient?: boolean;
  /**
   * Names someone other than the writer as the one in pain ('my daughter'): set aside when the writer speaks
   * of their own body ('our son got me into running; my knee hurts').
   */
  forAnother?: boolean;
  /**
   * Causes that explain the concept's signs anywhere in the same sentence ('the dentist's injection
   * anaesthetic explains facial numbness and thick speech): the sign is set aside, not raised.
   */
  explainedBy?: readonly string[];
  /**
   * Terms that raise the concept even asked as a question or a hypothesis: someone who asks how many
   * of a medicine would be lethal is not asking in general.
   */
  asked?: readonly string[];
  /**
   * Told with an amount of time, a short list item is a statement of its own: the 'no' of the item before
   * does not reach it ('no swelling, stiff for an hour each morning'). See `tellsAnAmountOfTime` in screen.ts.
   */
  timedStandsAlone?: boolean;
}

export const WORD_CLASSES = {
  /** Being no longer alive, told without the word 'die': not waking, not being around, not coming back. */
  NOT_ALIVE: [
    'not alive',
    'not be alive',
    'not to be alive',
    'not to be here',
    'not to be around',
    'not to exist',
    'was not around',
    'were not around',
    'not being alive',
    'still alive',
    'still here',
    'still breathing',
    'not wake up',
    'not to wake up',
    'not wake',
    'never wake up',
    'never to wake up',
    'not be around',
    'not be here',
    'not being here',
    'not exist',
    'not existing',
    'go on living',
    'keep living',
    'carry on living',
    'keep on living',
    'go on like this',
    'not come out',
    'not come back',
    'not coming back',
    'not coming out',
    'not swim back',
    'not swimming back',
    'not walk back',
    'never come back',
    'never come out',
    // not living to see the next day, wished or prayed for
    'not open my eyes',
    'never open my eyes',
    'not see the morning',
    'not see another day',
    'not see another morning',
    'not see tomorrow',
    'nuh wake up',
    'nuh wake back up',
    'not wake back up',
    'never wake back up',
  ],
  /** Dying told plainly, for a wish or a thought about it (WISH_THINK ~ DYING). */
  DYING: [
    'die',
    'dying',
    'be dead',
    'being dead',
    'was dead',
    'were dead',
    'death',
    'end it',
    'end it all',
    'end things',
    'ending it',
    'ending things',
    'end my life',
    'ending my life',
    'kill myself',
    'killing myself',
    'not be here',
    'not being here',
    'not here anymore',
    'not here any more',
    'be gone',
    'was gone',
    'were gone',
    'disappear',
    'disappearing',
    'sleep forever',
    'fade out',
    'fade away',
    'slip away',
    'go to sleep forever',
    'never wake',
    'give up on life',
    'giving up on life',
    'not go on',
    'can not go on',
    'cannot go on',
  ],
  /** A lethal means or place, pictured (PICTURING ~ MEANS_OR_PLACE ~ ENDING_ACT). */
  MEANS_OR_PLACE: [
    'rope',
    'beam',
    'beams',
    'noose',
    'cliff',
    'cliffs',
    'bridge',
    'weir',
    'deep water',
    'river',
    'level crossing',
    'train',
    'trains',
    'tracks',
    'railway',
    'motorway',
    'tree',
    'trees',
    'oak',
    'oaks',
    'exhaust',
    'hosepipe',
    'gun',
    'rifle',
    'shotgun',
    'ledge',
    'roof',
    'balcony',
    'car park',
    'edge',
    'slurry pit',
    'slurry lagoon',
    'quay',
    'pier',
    'harbour wall',
    'reservoir',
    'dam',
    'quarry',
    'viaduct',
    'scaffold',
    'lorries',
    'oncoming',
    'under the water',
    'underwater',
    'under water',
  ],
  /** Looking at, picturing or thinking of something as a way out. */
  PICTURING: [
    'thinking',
    'thought',
    'think',
    'picturing',
    'picture',
    'imagining',
    'imagine',
    'eyeing',
    'looking up at',
    'looking at',
    'staring at',
    'stare at',
    'timing',
    'wondering',
    'considering',
  ],
  /** What the pictured means would do: end it, or the act itself. */
  ENDING_ACT: [
    'sort everything out',
    'sort it all out',
    'end it',
    'ending it',
    'done with it',
    'be done',
    'being done',
    'do it',
    'stepping out',
    'step out',
    'step off',
    'stepping off',
    'jump',
    'jumping',
    'go over',
    'going over',
    'drive into',
    'driving into',
    'be over',
    'be the end',
    'finish it',
    'let it happen',
    'letting it happen',
    'stay under',
    'staying under',
    'not come up',
    'not coming up',
  ],
  /** Thinking, wishing or deciding: the frame that makes NOT_ALIVE a wish rather than a fact. */
  WISH_THINK: [
    'think',
    'thinking',
    'thought',
    'thoughts',
    'wish',
    'wishing',
    'want',
    'wanting',
    'hope',
    'hoping',
    'decided',
    'made up my mind',
    'better',
    'easier',
    'rather',
    'tempted',
    'imagine',
    'imagining',
    'disappointed',
    'urge',
    'feel like',
    'plan',
    'planning',
    'why should i',
    'why i should',
    'no reason to',
    'pray',
    'waan',
    'wan fi',
    'tired fi live',
    'prays',
    'praying',
    'prayed',
    'asks god',
    'asked god',
    'ask god',
  ],
  NUMB: [
    'made from wood',
    'made of wood',
    'ants',
    'insects crawling',
    'going to sleep',
    'gone to sleep',
    'went to sleep',
    'fallen asleep',
    'wrapped in',
    'bubble wrap',
    'cling film',
    'belong to someone else',
    'belong to somebody else',
    'belongs to someone else',
    'belongs to somebody else',
    'not my own',
    'numb',
    'numbness',
    'tingle',
    'tingling',
    'tingly',
    'pins and needles',
    'no feeling',
    'lost feeling',
    'lost sensation',
    'loss of feeling',
    'loss of sensation',
    'reduced feeling',
    'less feeling',
    'no sensation',
    'dead to the touch',
    'numb to the touch',
    'after an epidural',
    'like an epidural',
    'can not feel',
    'could not feel',
    'dead',
    'deadened',
    'feel nothing',
    'feels nothing',
    'felt nothing',
    'like rubber',
    'rubbery',
    'cotton wool',
    'ski sock',
    'ski socks',
    'thick sock',
    'thick socks',
    'oven glove',
    'oven gloves',
    'thick glove',
    'thick gloves',
    'boxing glove',
    'boxing gloves',
    'feels like nothing',
    'feel like nothing',
    'far away from me',
    'is asleep',
    'anaesthetised',
    'frozen',
    'feel different',
    'feels different',
    'feels odd',
    'feels weird',
    'feels strange',
    'feel strange',
    'feel weird',
    'feel odd',
    'feeling is gone',
    'gone numb',
    'went numb',
    'asleep',
    'injected',
    'anaesthetic',
    'anesthetic',
    'novocaine',
    'like at the dentist',
    'like after the dentist',
    'like wood',
    'can not really feel',
    'can not feel much',
    'can not really feel much',
    'not much feeling',
    'barely feel',
    'wooden',
    'like paper',
    'like cardboard',
    'like leather',
    'from dentist',
    'from the dentist',
    'been to the dentist',
    'belong to a stranger',
    'belongs to a stranger',
    'like sleeping',
    'like it is sleeping',
    'like it is asleep',
  ],
  SADDLE: [
    'where one sits',
    'the part where you sit',
    'seat of my trousers',
    'seat of my pants',
    'seat of my jeans',
    'seat area',
    'my behind',
    'inside of the thighs',
    'where you sit',
    'between legs',
    'zone between the legs',
    'area between the legs',
    'butthole',
    'bum hole',
    'arsehole',
    'asshole',
    'genital region',
    'genital area',
    'anal area',
    'between both legs',

    'saddle',
    'groin',
    'genital',
    'genitals',
    'privates',
    'private parts',
    'private area',
    'crotch',
    'perineum',
    'perineal',
    'taint',
    'back passage',
    'anus',
    'anal',
    'rectum',
    'vagina',
    'vaginal',
    'vulva',
    'labia',
    'penis',
    'testicle',
    'testicles',
    '=balls',
    'scrotum',
    'nether regions',
    'undercarriage',
    'down there',
    'down below',
    'between my legs',
    'between the legs',
    'between my buttocks',
    'between my cheeks',
    'inner thigh',
    'inner thighs',
    'inside of my thighs',
    'inside of both thighs',
    'inside of both legs',
    'insides of my legs',
    'old chap',
    'around my bottom',
    'around my backside',
    'around my buttock',
    'my =bits',
    'nethers',
    'sit bones',
    'where i sit',
    'bits down',
    'lady parts',
    'between /his|her|their/ legs',
    'round /my|his|her|their/ bottom',
    'round /my|his|her|their/ backside',
    'round /my|his|her|their/ back passage',
    'inside of /his|her|their/ thighs',
    'inside /his|her|their/ thighs',
    'around /his|her|their/ bottom',
    'around /his|her|their/ backside',
    'around /his|her|their/ back passage',
    '/his|her/ =bits',
    '/his|her|their/ privates',
    'old fella',
    'willy',
    'todger',
    'manhood',
    'the front bottom',
    'man parts',
    'front bottom',
    'junk',
    'my =junk',
    'round /my|his|her|their/ bum',
    'around /my|his|her|their/ bum',
    'my =nuts',
    'round my =nuts',
  ],
  PEE_VERB: [
    'pee',
    'peeing',
    'wee',
    'weeing',
    'urinate',
    'pass urine',
    'pass water',
    'passing urine',
    'passing water',
    'piss',
    'pissing',
    'empty my bladder',
    'empty the bladder',
    'go to the toilet',
    'go to the loo',
    'go to the bathroom',
    'go number one',
    'get the flow going',
    'start the flow',
    'start peeing',
    'start weeing',
    'wee properly',
    'pee properly',
  ],
  PEE_NOUN: ['pee', 'wee', 'urine', 'water', 'bladder', 'piss', 'flow', 'stream', 'wees', 'pees'],
  BOWEL: [
    'bowel',
    'bowels',
    'poo',
    'poop',
    'stool',
    'stools',
    'number two',
    'number twos',
    'motion',
    'motions',
    'bum',
  ],
  CANT: [
    'will not',
    'would not',
    'refuses to',
    'refused to',
    'will not let me',
    'not manage',

    'can not',
    'could not',
    'unable to',
    'not able to',
    'not been able to',
    'no longer able to',
    'can no longer',
    'struggle to',
    'struggling to',
    'struggled to',
    'hard to',
    'difficult to',
    'impossible to',
    'trouble',
    'difficulty',
    'problem',
    'problems',
    'barely',
    // (as written: the reader's stem of 'hardly' is 'hard', which would read 'rock hard' as an inability)
    '=hardly',
    'can barely',
    'can =hardly',
    'could barely',
    'could =hardly',
    'not managed to',
    'have not managed to',
    'did not manage to',
    'can not manage to',
    'could not manage to',
    'failed to',
    'no way i can',
    'will not let me',
    'no fit',
    'i no fit',
  ],
  CHEST: [
    'ribs',
    'boobs',
    'breasts',
    'tits',
    'bust',
    'bra line',
    'pec',
    'pecs',
    'pectoral',
    'pectorals',

    'chest',
    'breastbone',
    'sternum',
    'breast bone',
    'rib cage',
    'ribcage',
    'heart',
    'pecs',
    'centre of my chest',
    'middle of my chest',
  ],
  PRESSURE: [
    'fist',
    'clenched fist',
    'cinching',
    'belt',
    '=pressure',
    'tight',
    'tightness',
    'tightening',
    'heavy',
    'heaviness',
    'squeeze',
    'squeezing',
    'crush',
    'crushing',
    'band',
    'vice',
    'vise',
    'clamp',
    'clamped',
    'gripping',
    'elephant',
    'weight',
    'constricting',
    'constriction',
    'bursting',
  ],
  PAIN: [
    'pain',
    'pains',
    'ache',
    'aching',
    'achy',
    'hurt',
    'hurts',
    'hurting',
    'sore',
    'soreness',
    'discomfort',
    'agony',
    'burning',
    'twinge',
    'stabbing',
    'sharp',
    'throbbing',
    'tender',
    'painful',
    'niggle',
  ],
  UPPER_SITE: [
    'arm',
    'arms',
    'jaw',
    'throat',
    'neck',
    'shoulder',
    'shoulders',
    'teeth',
    'chest',
    'breastbone',
  ],
  BONE: [
    'wrist',
    'ankle',
    'arm',
    'forearm',
    'leg',
    'hip',
    'collarbone',
    'collar bone',
    'bone',
    'finger',
    'toe',
    'rib',
    'ribs',
    'elbow',
    'shoulder',
    'kneecap',
    'knee cap',
    'foot',
    'hand',
    'shin',
    'femur',
    'tibia',
    'fibula',
    'heel',
    'thumb',
    'pelvis',
    'vertebra',
    'spine',
    'back',
    'neck',
    'scaphoid',
    'metatarsal',
  ],
  LOWER_LEG: [
    'calf',
    'calves',
    'lower leg',
    'leg',
    'shin',
    'back of my leg',
    'back of the leg',
    'back of my knee',
    'ankle',
    'ankles',
  ],
  LEGS_PLURAL: [
    '=legs',
    '=feet',
    '=calves',
    '=thighs',
    'both legs',
    'both feet',
    'both sides',
    'both calves',
    'both thighs',
    'both buttocks',
    '=hammies',
    '=hamstrings',
    'both hammies',
    'both hamstrings',
    'both shins',
  ],
  NEURO: [
    'numb',
    'numbness',
    'tingle',
    'tingling',
    'tingly',
    'pins and needles',
    'weak',
    'weakness',
    'heavy',
    'like jelly',
    'jelly',
    'shooting',
    'sciatica',
    'electric',
    'burning',
    'give way',
    'gave way',
    'giving way',
    'buckle',
    'buckling',
    'dead',
    'buzzing',
    'fizzing',
    'wrapped in',
  ],
  SWOLLEN: [
    'swollen',
    'swell',
    'swelling',
    'swelled',
    'puffy',
    'puffed',
    'puffed up',
    'bigger',
    'larger',
    'fatter',
    'thicker',
    'ballooned',
    'blown up',
    'tight and shiny',
    'tense',
    'fat',
    'double the size',
    'twice the size',
    'size of',
    'swole',
  ],
  RED_HOT: [
    'redder',
    'hotter',
    'warmer',
    'reddening',
    'reddened',

    'red',
    'redness',
    'reddish',
    'hot',
    'warm',
    'warmth',
    'heat',
    'inflamed',
    'angry',
    'angry looking',
    'flushed',
    'shiny',
    'burning hot',
    'on fire',
    'pink',
    'purple',
    'purplish',
    'blotchy',
  ],
  VISION: ['vision', 'sight', 'eyesight', 'eye', 'eyes', 'seeing', 'see'],
  HEAD: ['headache', 'headaches', 'head', 'head pain', 'migraine', 'skull', 'temple', 'temples'],
  OLDER: [
    'retired',
    'retirement',
    'pensioner',
    'pension',
    'grandchildren',
    'grandkids',
    'grandson',
    'granddaughter',
    'great grandchildren',
    'oap',
    'bus pass',
    'golden years',
  ],
  EXERTION: [
    'walk',
    'walking',
    'uphill',
    'hill',
    'hills',
    'stairs',
    'steps',
    'exert',
    'exertion',
    'exercise',
    'exercising',
    'hurry',
    'hurrying',
    'rush',
    'rushing',
    'effort',
    'climb',
    'climbing',
    'gardening',
    'carrying',
    'mowing',
    'running',
    'jog',
    'jogging',
    'cycling',
    'brisk',
    'incline',
    'dog walk',
    'cold air',
    'cold weather',
    'exert myself',
    'do anything',
  ],
  RESTING: [
    'sit',
    'sat down',
    'sits down',
    'stand',
    'stood still',
    'lie down',
    'lay down',
    'rest',
    'resting',
    'stop',
    'stopping',
    'sit down',
    'sitting down',
    'stand still',
    'standing still',
    'pause',
    'slow down',
    'take a break',
    'catch my breath',
  ],
  EASES: [
    'ease',
    'eases',
    'eased',
    'settle',
    'settles',
    'settled',
    'go',
    'goes',
    'gone',
    'went',
    'fade',
    'fades',
    'better',
    'relieved',
    'stop',
    'stops',
    'subside',
    'subsides',
    'pass',
    'passes',
    'disappear',
    'disappears',
    'wear off',
  ],
  /** Medicines people keep at home, by kind and by the names they know them by. */
  MEDS: [
    'pills',
    'tablets',
    'tabs',
    'meds',
    'medication',
    'medicine',
    'medicines',
    'painkillers',
    'sleeping pills',
    'paracetamol',
    'ibuprofen',
    'naproxen',
    'aspirin',
    'codeine',
    'co codamol',
    'cocodamol',
    'dihydrocodeine',
    'tramadol',
    'morphine',
    'oramorph',
    'oxycodone',
    'oxycontin',
    'fentanyl',
    'pregabalin',
    'lyrica',
    'gabapentin',
    'amitriptyline',
    'pastillas',
    'nortriptyline',
    'duloxetine',
    'diazepam',
    'valium',
    'zopiclone',
    'sertraline',
    'citalopram',
    'fluoxetine',
    'mirtazapine',
    'insulin',
    'opioids',
    'opiates',
    'patches',
  ],
} as const;

const c = <T extends Record<string, ConceptDef>>(defs: T) => defs;

/** A red line or mark dug by the top band of a sock or a stocking: the band's, not an inflamed leg (not a line up from a wound). */
const BAND_MARK =
  '(sock|socks|stocking|stockings|band|elastic|strap) ~4 (dug|digs|digging|dig|left|leaves|pressed|pressing) ~4 (line|lines|mark|marks|groove|ring|dent)';
/** Numbness that settled soon after getting off a bike or a horse: the saddle's, read by both saddle and legs. */
const SETTLED_AFTER_DISMOUNTING = [
  '(numb|numbness|dead|tingly|tingling|asleep) ~12 (after|once|when|as soon as) ~2 (i )?(get|got|getting|gets) off',
  // the numbness every rider knows, gone by the time they had showered or changed
  '(numb|numbness|dead|tingly|tingling|asleep) ~10 (cyclist|cyclists|rider|riders|cycling|sportive|ride|riding) ~12 (gone|went|wore off|passed|normal) ~4 (by the time|once|after|when) ~3 (i )?(showered|had showered|changed|got home|got off|had a shower|stood up|walked)',
];
/** Tightness or wheeze eased at once by the reliever inhaler: the airways, not the heart or a clot. */
const INHALER_EASED =
  '(inhaler|ventolin|salbutamol|reliever|puffs|puff) ~6 (settles|settled|eases|eased|helps|helped|goes|went|clears|cleared|relieves|relieved|sorts|sorted|fixes|fixed)';
/** The clinical name of saddle numbness read about or revised, not felt. */
const SADDLE_TERM_READ =
  '(reading|read|revising|revised|studying|studied|learning|learnt|learned|googling|googled|looking up|looked up) (about|up on|on|up)? ~2 saddle (anaesthesia|anesthesia|numbness)';
/** A runner's stitch named as such ('a stitch I think'; not pain 'like a stitch', which can be angina). */
const RUNNERS_STITCH =
  '(classic|just a|only a|typical|probably a|maybe a|it is a|its a|it was a|was just a) =stitch|=stitch (i think|i reckon|i guess|probably)';
/** Drink named as the cause ('seeing double thanks to the prosecco'). */
const DRINK_BLAMED =
  '(thanks to|because of|from|blame|blamed|due to|after) (the )?(champagne|prosecco|wine|beer|beers|pints|vodka|whisky|gin|rum|lager|cider|booze|drink|drinks|alcohol|cocktails|shots|tequila)';
/** An X-ray or scan that found no break: a possible break set aside, and the fragility-fracture rules' veto. */
/** A night spent on a settee, floor or unfamiliar bed: it explains a stiff morning (both stiffness concepts). */
const NIGHT_AWAY_FROM_BED =
  '(slept|sleeping|sleep|night|nights|woke|waking|kipping|kipped|crashing|crashed) ~4 (on|in) ~3 (sofa|couch|settee|floor|airbed|air bed|camp bed|futon|tent|strange bed|hotel bed|spare bed|bunk|hammock|sofa bed)|(slept|sleeping|sleep|night|nights|woke|waking) ~4 in the car|(lumpy|saggy|sagging|borrowed|rubbish|knackered) (mattress|sofa bed|futon|bed)|(nights|night|weekend|week) ~4 (camping|under canvas|tent|roll mat|camp mat|camping mat|thin mat)';
/** The whole side of the face or mouth (numb after the dentist) is the face, not an arm or leg. */
const WHOLE_SIDE_OF_FACE =
  '(whole|entire|all|all down) ~2 (left|right|one) side of (my|his|her|their|the) (face|mouth|lip|jaw|tongue|cheek|gum|gums)';
const IMAGING_CLEAR = [
  '(x ray|xray|x rays|scan|scans|ct|mri) ~6 (normal|clear|fine|showed nothing|nothing broken|no break|no fracture|no breaks)',
  '(no break|no fracture|nothing broken) ~4 (on|in) (the )?(x ray|xray|x rays|scan|scans|ct|mri)',
];

/** Slimmer without having tried to be: weight lost, and not lost on purpose (findings.ts reads it too). */
export const SLIMMER_UNTRIED =
  '(slimmed|slimming|slimmer|lighter) ~10 (not|have not been|had not been|never|without) ~2 (trying|tried|dieting|meaning to|meant to)';
/** Too much drink named ('a lot of prosecco'). */
const DRINK_TOO_MUCH =
  '(too much|too many|a lot of|loads of|lots of) ~2 (vodka|drink|drinks|beer|beers|wine|pints|alcohol|shots|cider|prosecco)';
/** Taking someone else to their chemotherapy or radiotherapy: their cancer, not the writer's. */
const OTHERS_CHEMO =
  '(driving|drive|drove|take|taking|took|bring|bringing|accompany|accompanying|go with|going with|went with|sit with|sitting with) (her|him|them|mum|mam|mom|dad|my mum|my dad|my mam|my mom|my wife|my husband|my sister|my brother|my son|my daughter|my friend|my partner|my mother|my father) ~2 to ~2 (her |his |their )?(chemo|chemotherapy|radiotherapy|radiation|oncology)';
/** Giving in ('finally cracked and booked in'): no bone cracked. */
const CRACKED_GIVING_IN =
  'cracked (and|then) (booked|rang|called|phoned|gave in|went|bought|emailed|made|signed up|got|asked|came|decided|filled)';
/** The date of an ordinary event, picked or not yet: no plan of suicide. */
const ORDINARY_DATE =
  '(trip|holiday|wedding|party|move|retirement|appointment|operation|op|surgery|cruise|flight|celebration|christening|birthday|reunion|visit|holidays) ~6 (not|have not|just not|yet to|only not)? ~1 (picked|chosen|set|decided|booked|fixed) (the|a) (day|date|time|week|night)';
/** A painless clunk or snap of the hip known for years, a back that clicked like a manipulation: no break. */
const HARMLESS_CRACKS = [
  '(clunk|clunks|clunked|clunking|click|clicks|clicked|clicking) ~3 (snap|snaps|snapped|snapping|pop|pops|popped)',
  'snapping hip|clicking hip',
  '(crack|cracked|click|clicked|cracking) ~4 (good|satisfying|nice|lovely) (crack|click)',
  '(like|as) (the|my|a) (chiropractor|chiro|osteopath|osteo) (does|did|do)',
];
/** Drink named beside the sight ('I sound drunk' is a likeness, not drink: 'drunk' only as something got or been). */
const DRINK_NAMED = [
  '(tequila|vodka|whisky|whiskey|gin|rum|hangover|hungover|pints|shots|drinks|wine|beer|prosecco|cocktails|hammered|wasted|sambuca|jager)',
  '(got|get|getting|was|were|am|been|being|very|so|really|bit|blind|rolling) drunk',
  // drink told without naming it: 'had far too much' at a party
  '(had|drank|drunk) (far |way |a bit |much |slightly )?too much ~3 (wedding|party|do|night out|last night|birthday|christening|celebration|stag|hen|ha|lol|to drink)?',
];
/** A bitter cold: it stiffens lips and cheeks and thickens speech until they thaw. */
const BITTER_COLD =
  '(minus /\\d+/|wind chill|below zero|bitter cold|freezing cold|icy wind|frostnip|frostbite)';
/** A dental local anaesthetic: it explains a droop, thick speech and trouble swallowing. */
const DENTAL_NUMBING =
  '(dentist|dentists|dental|=filling|=fillings|root canal|extraction|wisdom tooth|wisdom teeth|crown|local anaesthetic|local anesthetic|=numbing injection|injection at the dentist)';
/** A new piercing, a bitten tongue or lip, or something new worn in the mouth: it thickens speech for days. */
const MOUTH_INJURY =
  '(tongue|lip) ~2 (piercing|piercings|pierced|stud)|(bit|bitten) ~2 (my )?(tongue|lip)|(mouthguard|mouth guard|gum shield|gumshield|retainer|dentures|denture|false teeth|new teeth|invisalign)';
/** Antidepressants by name or kind: sexual side effects and sweating, night sweats included, are well known. */
const ANTIDEPRESSANT =
  '(antidepressant|antidepressants|ssri|ssris|sertraline|citalopram|escitalopram|fluoxetine|prozac|paroxetine|venlafaxine|duloxetine|mirtazapine|amitriptyline|nortriptyline)';
/** A known panic disorder: the chest tight as always, settled by breathing. */
const PANIC_AS_ALWAYS = [
  '(panic|anxiety) ~20 (same as always|as always|as usual|same as usual|like always|same as ever)',
  '(panic|anxiety) ~20 (settles|settle|eases|goes|passes) ~4 (breathing|breathing exercises|calming down|calm down)',
];
const BUSY =
  '(busy|so busy|that busy|rushed off my feet|short staffed|short handed|understaffed|flat out|manic|hectic|non stop|nonstop)';
/** No time to catch a breath at busy work: an idiom. */
const BUSY_NO_BREATH = [
  `(catch|get|grab|draw) (my|a|our) breath ~6 ${BUSY}`,
  `${BUSY} ~8 (catch|get|grab|draw) (my|a|our) breath`,
];
/** 'Seeing double' as doing two people's work. */
const SEEING_DOUBLE_AT_WORK =
  '(seeing|see|saw) double ~6 (doing|covering|working|pulling|juggling) ~4 (two|both|double|twice|jobs|job|shifts|people|roles|the work)';
/** A sign acted in a role, before the words that tell it. */
const ACTED =
  '(a character|the character|my character|my role|the role|the scene|the script|rehearsal|rehearsals|rehearsing)';
/** The seat (sit) bones rubbed sore by a saddle: skin and seat, no bone hurt. */
const SADDLE_SORE_SEAT_BONES =
  '(seat|sit|sitting) bones ~4 (rubbed|raw|chafed|chafing|saddle sore|saddle|riding)';
/** A stroke played in a drama's role or scene (an actor's slurring and slack face are acted). */
const ACTED_STROKE =
  '(play|role|acting|scene|rehearsal|rehearsals|rehearsing|on stage|onstage|character) ~8 (a stroke|stroke patient|stroke victim|stroke survivor)';
/** A chest muscle strained in a pressing lift, felt to go as a pull, a ping or a tear. */
const PEC_STRAIN =
  '(bench press|bench pressing|benching|chest press|flyes|flys|dips|press ups|push ups) ~12 (felt|feel) (a |something )?(pull|ping|tear|twang|pop|rip)|(felt|feel) (a |something )?(pull|ping|tear|twang|pop|rip) ~12 (bench press|bench pressing|benching|chest press|flyes|flys|dips|press ups|push ups)|(pulled|strained|tweaked|tore|torn) ~4 (pec|pecs|pectoral|pectorals|chest muscle) ~8 (bench press|bench pressing|benching|chest press|flyes|flys|dips|press ups|push ups)';
/** A chest workout named as the cause of a sore or tight chest ('tight because I did the push-up challenge'). */
const CHEST_WORKOUT =
  '(because|cos|coz|cause|due to|thanks to) ~8 (push ups|press ups|pushups|pressups|bench press|bench pressing|benching|chest day|chest workout|chest press|dips|flyes|burpees)';
/** Legs stiff or weak after bed rest: deconditioning, not a nerve. */
const BED_REST_WEAKNESS =
  '(stiff|weak|weaker|wobbly|jelly|heavy) ~6 (from|after) ~3 (lying|laying|bed rest|bedrest|in bed)';
/** Chest pain as the sign a first-aid or resuscitation class teaches to act on. */
const FIRST_AID_TEACHING =
  '(first aid|cpr|resus|resuscitation|life support) ~14 (chest pain|chest pains)|(taught|teach|teaches|learnt|learned) ~6 (chest pain|chest pains) (means|is a sign|is an emergency)';
/** An arm lain or slept on (pressure on a nerve). */
const ARM_LAIN_ON =
  '(sleep|slept|sleeping|lying|lay|lie|lain) ~4 (on it|on my arm|on that arm|on that side|on top of it|on my hand|on the arm)';
/** A garment too tight around the chest (a compression top, a sports bra, a wetsuit). */
const TIGHT_GARMENT =
  '(compression|running top|base layer|sports bra|bra|wetsuit|harness|binder|corset) ~6 (tight|too tight|squeeze|squeezes|squeezing|too small|digs|digging)';
/** Shoes or laces too tight. */
const TIGHT_FOOTWEAR =
  '(shoes|shoe|trainers|boots|laces|lace) ~4 (tight|too tight|too small|half a size|half size|dug in|digging in|dig in)|(tight|too small|new) ~2 (shoes|trainers|boots)';
/** A newborn animal's leg. */
const NEWBORN_ANIMAL_LEG =
  '(calf|calves|lamb|lambs|foal|foals|kid|kids|piglet|piglets) (came out|was born|were born|born|arrived|delivered|dropped) ~8 (swollen|hot|red|puffy|leg|legs)';
/** A machine that seizes or jams, not the writer's joints. */
const MACHINE_SEIZES =
  '(the|my|our|this|that) ~2 (machine|engine|crusher|truck|lorry|van|tractor|generator|pump|conveyor|forklift|digger|excavator|boiler|compressor|motor|mower|lathe) (seizes|seized|seizing|jams|jammed|freezes|froze)';
/** Chest muscles squeezed or worked, or the only weight on the chest a baby or a bill: neither chest concept. */
const CHEST_MUSCLES_OR_A_FIGURE = [
  // chest muscles tender when squeezed
  '(tender|sore|hurts|painful) ~3 (squeeze|squeezing|press|pressing|prod|poke|touch) ~2 (the |my )?(pecs|pec|chest muscles|chest muscle)',
  '(squeeze|squeezing|press|pressing|prod|poke|touch) ~2 (the |my )?(pecs|pec|chest muscles|chest muscle)',
  // chest muscles sore from a run of press-ups
  '(press up|press ups|pressup|pressups|push up|push ups|pushup|pushups|plank|planks|bench) ~6 (challenge|challenges|day|days|session|sessions|set|sets) ~14 (chest|pecs|pec) ~4 (muscles|muscle)? ~3 (tight|sore|stiff|achy|aching|tender)',
  // the chest's only weight a sleeping baby or a bill
  '(only|just) (pressure|weight) ~3 chest ~2 (is|are|was|comes from)',
];
/** Breasts sore or heavy told with the cycle or with feeding: breast tenderness, not chest pain. */
const BREASTS_WITH_THE_CYCLE =
  '(breast|breasts|boobs|boob|nipples) ~4 (sore|heavy|tender|ache|aching|achy|swollen|lumpy|painful) ~12 (period|periods|premenstrual|pms|pmt|time of the month|cycle|breastfeeding|feeding|feeds|pumping)';
/** Drink the night before: sweats, shakes and feeling dreadful the morning after are the drink's. */
const ALCOHOL_AFTER =
  '(hangover|hungover|hung over|the gin|the wine|the beer|the vodka|the prosecco|the whisky|the drink|the booze|too much to drink|a skinful|on the lash|the tequila|the cocktails)';
/** Heat put on a sore part: hot water bottles, heat packs, heat rubs. */
/** Clumsy all one's life: a trait, not a change (explains a trip or a fumble, for foot drop and clumsy hands alike). */
const LIFELONG_CLUMSINESS = [
  '(always|always been|always have been|famously|notoriously|naturally|born|known for being|known as) ~3 clumsy',
  'clumsy ~4 (always have been|always been|all my life|since childhood|since school|as a kid|as a child|my whole life)',
];
const HEAT_APPLIED =
  '(hot water bottle|hot water bottles|heat pack|heat packs|heat pad|heat pads|heating pad|wheat bag|wheat pack|heat rub|deep heat|heat cream|heat gel|heat patch|heat patches|hot compress|hot pack)';
/** 'Heavy' of a load lifted or carried ('since heavy bench pressing', 'heavy boxes'), not a heaviness felt. */
const HEAVY_LOAD =
  '(heavy|heavier) (bench|benching|deadlifts|deadlift|deadlifting|squats|squat|squatting|reps|sets|shopping|boxes|box|furniture|digging|gardening|crates|kegs|tyres|tires)';
/** A heart 'tight' or 'heavy' with sadness: an idiom for grief, not chest pain or pressure. */
const HEAVY_HEART = [
  '(sad|sadness|grief|heartbroken|lonely|upset|sorrow|depressed|low|crying|miss|missing) ~6 (heart|chest) ~3 (is |feels |felt )?(tight|heavy|aches|hurts|breaking|broken|sore)',
  '(heart|chest) ~3 (tight|heavy|aches|breaking) ~6 (sad|sadness|grief|sorrow|missing|lonely|tears|crying)',
  // the adjective first: 'a heavy heart since he passed'
  '(heavy|broken|aching) (heart|hearted) ~8 (since|after|passed|passing|died|death|lost|loss|grief|grieving|funeral|miss|missing|bereaved|widowed)',
  '(since|after|passed|passing|died|death|lost|loss|grief|grieving|funeral|bereaved|widowed) ~8 (heavy|broken|aching) (heart|hearted)',
];

export const CONCEPTS = c({
  // ---------------------------------------------------------------- cauda equina
  // Read by the screen model over the whole text (screen-model.ts), never by terms: a message that, taken as a
  // whole, reads like cauda equina told without its usual words.
  cauda_language: {
    label: 'a description that reads like pressure on the nerves to the bladder, bowel and saddle area',
    terms: [],
  },
  saddle_numbness: {
    label: 'numbness in the saddle area',
    terms: [
      // the seat likened to a mouth numbed for a filling
      '(@SADDLE|buttock|buttocks|bottom|backside|bum) ~3 (feels|feel|feeling|gone|is|went|are) ~2 like ~10 (dentist|dental|anaesthetic|anesthetic|novocaine|numbing injection|local)',
      // numb or asleep where one wipes, told without naming the place
      '(numb|no feeling|can not feel|cannot feel|dead|gone to sleep|asleep) ~4 (back there|down there|down below|round the back|my bum|my bottom|my backside) ~4 (when|while|as|if) i (wipe|wiped|wiping)',
      '(when|while|as) i (wipe|wiped) ~4 (numb|no feeling|can not feel|cannot feel|feels dead|gone to sleep)',
      '(whole area|the area|down there|down below|back passage|my bottom|my bum|my backside) ~4 (gone to sleep|fallen asleep|gone numb|gone dead|went numb|went dead|goes numb|go numb)',
      // not feeling oneself 'down there' (on the toilet, wiping)
      '(can not|could not|barely|hardly|do not|did not) (really |properly |actually |quite |fully )?feel (myself|me|a thing|anything|much) ~3 @SADDLE',
      // the seat itself not felt
      '(can not|could not|cannot|barely|hardly|unable to) (really |properly |actually |quite |fully )?feel (my|his|her|the) ~2 (bum|bottom|backside|buttocks|bum cheeks|butt|arse|privates|genitals|saddle area)',
      // the saddle area tested by touch and barely felt
      '(buttocks|buttock|bum|bottom|backside|inner thighs|insides of my thighs|inside of my thighs|between my legs|groin|privates) ~14 (pinched|pricked|poked|touched|tested|prodded|scratched) ~4 (barely|hardly|could not|can not|did not|not) ~1 (felt|feel)',
      // feeling reduced over the buttocks or inner thighs
      '(reduced|less|little|decreased|diminished|altered|dulled|dull|strange) (feeling|sensation) ~2 (on|in|over|around|across) ~3 (both )?(buttocks|buttock|bum|bottom|backside|inner thighs|inside of|groin|privates|genitals|saddle)',
      // feeling tested and missing between the legs
      '(nothing|not|barely anything|hardly anything|no feeling) ~3 (on|in|at|high on) ~2 (the )?(inside|inner) ~2 (of )?(my )?(thigh|thighs)',
      // ('legs' as written: one leg named is no seat)
      '(round|around|between|on) ~2 (my )?(bum|=legs|bottom|backside|privates|genitals) ~6 (barely anything|hardly anything|nothing|no feeling|next to nothing)',
      // a feeling felt elsewhere but none on the seat (warmth felt on the feet, not a thing on the bottom)
      '(feel|felt|feeling|sense|sensed) ~8 (nothing|no feeling|no sensation|not a thing|barely anything|hardly anything) (at all )?(on|in|around|round|between) ~2 (my )?(bum|bottom|backside|buttock|buttocks|privates|genitals|=legs)',
      '(wipe|wiping|wiped) ~6 (someone else|somebody else|someone elses|somebody elses|not my|not mine|not my own)',
      // (the cheeks of the seat, not of the face, which a dentist's jab numbs)
      '(dentist|dental) ~6 (jab|injection|needle|numbing) ~6 (bum|backside|bottom|buttock|bits|down there|groin|privates|bum cheeks|butt cheeks)',
      '(=bum|=bottom|=buttock|=buttocks|=backside) (cheeks )?~4 @NUMB ~8 (days|day|will not wake|not waking|all the time|constantly|still|since)',
      '@SADDLE ~12 (belong to someone else|belong to somebody else|belongs to someone else|not my own|not mine)',
      '(wipe|wiping|wiped) ~8 (not touching|is not touching|isnt touching|can not feel|feel nothing|like it is not there|not there|nothing there)',
      '(sitting|sit|sat) on ~3 (a )?(cushion|pillow|air|nothing) ~3 (not there|that is not there|that isnt there)',
      '(feel nothing|can not feel|numb|no feeling|no sensation) ~3 (where|the bit|the part|the area) ~3 (it )?(touches|touch|touching|sit|sits|contacts|rests)',
      '@NUMB ~4 (in the middle|middle bit|in between|underneath|under me) ~4 (sit|sitting|sat)',
      '(spread|spreading|spreads|moved|moving|creeping|crept|gone) ~4 (to|into|up|down|round|across) ~4 @SADDLE',
      '(can not|could not|barely|hardly|did not|do not) ~2 feel ~4 (seat|toilet seat|chair|saddle|bike seat)',
      '(area|bit|part|where) ~6 (sit|sitting) ~6 (numb|numbness|no feeling|feel nothing|dead)',

      '@NUMB ~5 @SADDLE',
      '@SADDLE ~4 ?(is|are|feel|feels|felt|has|have|gone|went|go|going|got|getting) ~2 @NUMB',
      '(can not|could not|barely|hardly) ~2 (feel|tell) ~5 (wipe|wiping|wiped|wipes|tissue|paper)',
      '(wipe|wiping|wiped) ~5 (@NUMB|feel nothing|can not feel|could not feel|no sensation|like it is not there|different|strange|odd|weird)',
      '(@NUMB|no sensation|feel nothing|can not feel) ~5 (sex|intercourse|making love|orgasm)',
      '(sex|intercourse|making love) ~5 (@NUMB|feel nothing|can not feel|no sensation|lost sensation)',
      'saddle (anaesthesia|anesthesia|numbness)',
      '(sit|sitting|sat) ~4 (on|in) ~3 (numb|nothing|no feeling|cotton wool)',
      '(numb|numbness|tingling) (bum|buttocks|backside|bottom)',
      '@SADDLE ~8 (like|as if|as though) ~5 @NUMB',
      // a simile that ends in numbness: 'feels like I have sat on ice for hours, dead'
      '@SADDLE ~3 (feel|feels|felt) (like|as if|as though) ~12 @NUMB',
      '(can not|could not|barely|hardly) ~2 feel ~3 (me|anyone|anything|someone|his|her|their) ~3 (touch|touching|touched|wiping) ~4 @SADDLE',
      '(can not|could not|barely|hardly|did not|do not) ~2 feel ~2 (anything|a thing|nothing) ~5 (sit|sitting|sat) ~4 (toilet|seat|chair|loo|saddle)',
      '(can not|could not|barely|hardly) feel ~6 (under me|beneath me|i was sitting on|i am sitting on|i sat on|i sit on)',
      '(somebody|someone) elses (backside|bottom|bum|behind|buttocks)',
      '@NUMB ~5 (sit|sat|sitting|sits) ~2 (on|in) ~2 (the )?(toilet|loo|seat|saddle)',
      '(=bum|=bottom|=backside|=buttock|=buttocks|=cheeks|=undercarriage) ~3 @NUMB ~4 (on|sitting on|sat on|when i sit on|when i sit) ~2 (the )?(loo|toilet)',
      '(backside|bottom|bum|behind|buttocks|bits|privates) ~3 (feels|feel|felt) like ~2 (it|they) (belongs|belong|belonged) to (someone|somebody) else',
      '(not|can not|could not|no) (feeling|feel) ~2 (the )?(seat|toilet seat|loo seat|saddle|toilet paper|paper)',
      '@SADDLE ~4 (is|are|feels|feel) ~2 @NUMB',
      // altered sensation of the saddle area noticed while cleaning after the toilet
      '(wipe|wiping|wiped) ~3 (after|myself|bum|bottom|backside|loo|toilet) ~12 @NUMB',
      // both buttock cheeks gone dead
      '(both )?(cheeks|buttocks|buttock|cheek) (of )?(my )?(backside|bum|bottom|behind|arse)? ~3 (gone|went|are|feel|feels|is) ~2 (dead|numb|asleep|like rubber)',
      // bath water not felt on the bottom or between the legs
      '(not|did not|does not|could not|can not|barely) ~2 (feel|felt) ~2 (warm|hot|cold|the water|anything|wet|the heat) ~4 (on|around|between) ~2 (my )?(bottom|bum|backside|groin|privates|saddle|legs)',
      // saddle numbness told by the seat contact area or the skin of the buttocks
      '(toilet|loo|seat) ~6 (that area|the area|that part|that bit|down there) ~4 @NUMB',
      '(skin|area|patch) (over|on|around|of) (my )?(bottom|bum|backside|buttocks|behind) ~3 (feels|feel|is|gone|went|has gone) ~2 (numb|dead|asleep|tingly)',
      // the saddle area found unfeeling by what should be felt there: a cold seat, warm water, heat; or told as reduced
      '(seat|toilet seat|loo seat|bench|chair|stone|wall|step|metal|floor) ~8 (not|did not|could not|can not|no longer) ~2 (feel|felt) ~3 (cold|warm|hot|cool|the cold|the heat|the warmth)',
      '(not|did not|could not|can not|barely|no longer) ~2 (feel|felt) ~3 (the )?(cold|heat|warmth|chill|water|wet|hot water bottle|ice) ~6 (on|around|against|under|between) ~3 (my |the )?(bum|bottom|backside|buttocks|behind|cheeks|thighs|legs|@SADDLE)',
      '(bum|bottom|backside|behind|arse|butt) ~4 (is not there|isnt there|not there|missing|has gone|disappeared|is gone)',
      '(feeling|sensation) ~8 @SADDLE ~4 (is|are|feels|feel|has|have) ~2 (reduced|less|diminished|decreased|duller|dulled|gone|altered|different|lessened)',
      '(reduced|less|diminished|decreased|dulled|altered|lost) (sensation|feeling) ~3 (over|in|around|on|at) ~4 @SADDLE',
      '@SADDLE ~4 (is|are|feels|feel) ~2 (sleeping|asleep|like rubber|wooden|dead|gone to sleep)',
      // a seat like a wooden board, a tampon or the perianal skin not felt
      '(sat|sitting|sit) on ~3 (a )?(plank|piece of wood|block of wood|board|brick|slab) ~6 (no feeling|numb|nothing|dead)',
      '(tampon|tampons) ~6 (can not|could not|did not|no|not) ~2 (feel|felt)',
      '(can not|could not|did not) (feel|felt) ~3 (herself|myself|me) ~3 (inserting|insert|putting in|put in) ~3 (a )?tampon',
      '(skin|area) (around|round|near|by) (my |his |her |their )?(back passage|anus|bottom|bum|backside) ~12 @NUMB',
      '(buttocks|bum|bottom|backside|cheeks|behind) ~3 (are|is|feel|feels) (like )?(wood|wooden|a plank|planks|concrete|cardboard)',
      // the saddle area touched, by hand or by a seat, and nothing felt
      '(bum|bottom|backside|behind|arse|butt|buttocks|cheeks|@SADDLE) ~4 (feels|feel|felt) like ~2 (nothing is there|nothing there|nothing was there|there is nothing there|it is not there|it was not there)',
      '(touch|touching|touched|rubbing|rubbed|stroking|stroked|washing|washed|wiping|wiped|cream|lotion|hand|hands) ~8 @SADDLE ~16 (felt|feel|feeling|could feel|can feel) ~2 (nothing|absolutely nothing|not a thing)',
      // a numb patch over the buttocks
      '(numb|numbness|dead) (patch|area|bit|spot) ~3 (on|over|across|around) ~2 (both )?(cheeks|buttocks|bum|bottom|backside)',
      // a seat not felt under one, sitting as if on cardboard
      '(can not|can t|cannot|could not) feel ~2 (it|the seat|the toilet seat|the chair|the saddle|the loo seat) ~2 (under|beneath) (me|you|my bum|my bottom|my backside)',
      '(like|as if) ~2 (sitting|sat) on (cardboard|a cushion|wood|nothing|air|foam|a pillow|a pad|cotton wool)',
      // the seat area numb, the paper not felt
      '(area|part|parts|bits|bit|everything) ~4 (touches|touch|sits on|sit on|would touch|that sits) ~3 (a |the )?(bike )?(saddle|seat) ~4 (numb|dead|no feeling|asleep)',
      '(toilet paper|paper|tissue|wiping|wipe) ~2 (feels|feel|felt) like nothing',
      // oneself not felt on the toilet; a razor or water not felt down there
      '(can not|cannot|could not) feel (myself|anything|my bum|my bottom) ~3 (on the|when i|wiping|sitting on the) ~2 (loo|toilet|seat|wipe)',
      '(can not|cannot|could not) feel (the razor|the water|the shower|the flannel|the towel|the paper|my fingers|his touch|her touch|touch) ~10 (down there|between my legs|my lips|labia|bikini line|my bits|my privates|my genitals|around my bottom)',
      // slang for the genitals and the back passage, not felt
      '(zero|no|lost|lost all) (feeling|sensation) ~2 (in|round|around|on) my (knob|cock|dick|willy|todger|penis|bits|fanny|vagina|clit|nether regions)',
      '(numb|numbness|no feeling|dead) ~3 (round|around|in) my (ring|arse|bum hole|back passage|anus|ring piece)',
      // a seat, a hot water bottle or a washcloth not felt through or on the buttocks or between the legs
      '(not|did not|could not|can not|barely|hardly|no longer) ~2 (feel|felt) ~4 (heat|warmth|cold|water|hot water bottle|seat|chair|anything) ~2 (thru|through) ~3 (my |her |his |their |the )?(bum|bottom|backside|buttocks|behind|cheeks|trousers|pants|skirt)',
      '(can not|could not|did not|barely|hardly) ~2 feel ~3 (wood|seat|chair|bench|stool|plastic|cushion|toilet seat|loo seat|saddle|floor) ~2 (under|beneath|against) ~2 (either|both|my|her|his|their) (cheek|cheeks|buttock|buttocks|bum|bottom|backside|behind|sit bones)',
      '(can not|cannot|could not|did not) feel ~2 (razor|water|shower|flannel|cloth|sponge|towel|paper|wipe|wipes|touch|fingers|hand) ~8 (on her bottom|on his bottom|on my bottom|her bum|his bum|my bum|between her legs|between his legs|between my legs|between their legs|down there|down below|her privates|his privates|my privates)',
      // the paper not felt when wiping; the skin around the genitals or back passage dulled
      '(tissue|paper|toilet paper|wipe|wipes|wiping) ~8 (can not|cannot|could not|barely|hardly|do not|did not) ~2 feel',
      '(skin|area|feeling) (around|round|near|by|between) (my |his |her |their )?(bits|privates|genitals|back passage|anus|bottom|bum|backside|legs) ~10 (thick|dull|dulled|muffled|numb|numbish|dead|like rubber|wooden)',
      // the seat area and a loss of feeling anywhere in the same stretch of a clause
      '@SADDLE ~10 @NUMB',
      '@NUMB ~10 @SADDLE',
      // heat or a seat not felt on the seat area; nothing felt there when tested; the seat area thick or muffled; the tip of the penis numb
      '(not|did not|could not|can not|barely|had not|have not|never) ~2 (feel|felt) ~3 (the )?(heat|warmth|cold|water|hot water) ~4 (on|against) ~2 (my |the )?(seat|bum|bottom|backside|behind|cheeks)',
      '(can not|could not|cannot) feel (it|anything|the seat|the cold|the chair) on my (bum|bottom|backside|behind|cheeks)',
      '@SADDLE ~16 (feel|felt|feeling) (nothing|nowt)',
      '@SADDLE ~3 (feels|feel|felt) ~2 (thick|thickened|padded|muffled)',
      '(tip|end) ~3 (numb|no feeling|dead) ~4 (pee|wee|urinate|peeing|weeing)',
      // nothing felt between the cheeks or of a suppository; the area underwear covers muffled
      '@SADDLE ~12 (did not|didnt|could not|never|can not) feel (a thing|anything|it)',
      '(area|part|bit) ~8 (swimming trunks|trunks|underwear|pants|knickers|bikini|boxers|briefs) ~4 (feels|feel|is|gone|has gone) ~2 (muffled|numb|dead|thick|strange|odd|deadened)',
      '(suppository|suppositories|enema|tampon|pessary) ~8 (did not|could not|can not|didnt|never) (feel|felt)',
      // something inserted and not felt
      '(put|putting|inserted|inserting|insert) (one|it|them) (in|up) ~6 (did not|could not|can not|didnt|never) (feel|felt)',
      // the bottom and thighs tingly together
      '(=bottom|=bum|=backside|=buttocks) and (inner )?(thighs|legs) ~4 (feel|feels|felt|are|is|gone) ~3 (cold|tingly|numb|dead|strange|odd|asleep)',
      // a partner's touch down there no longer felt
      '(can not|cannot|could not|can no longer|no longer) ~2 feel ~4 (touching|touch|touches|touched) ~3 @SADDLE',
    ],
    except: [
      // 'sore rather than numb', 'feeling down there is normal': the numbness set against what is there
      '(rather than|instead of|not so much|more than) ~1 @NUMB',
      '(sensation|feeling|feelings) ~2 @SADDLE ~2 (is|are|feels|feel) ~2 (normal|fine|ok|okay|unchanged)',
      // a bottom numb from a hard seat that wore off on standing
      '(numb|dead|asleep) ~8 (went|goes|gone|wore off|wears off|passed) ~4 (when|as soon as|the second|the moment|once|after) ~2 (i )?(stood|stand|got up|get up|walked|moved)',
      // the paper felt normally when wiping: a denial
      '(can|could) (still )?feel ~3 (the )?(paper|toilet paper|tissue|wipe) ~3 (fine|ok|okay|normally|normal|alright|all right|properly)',
      // numb to pain as an idiom ('numb to the touch' is a sign)
      'numb to (the pain|pain|it all|everything|all of it|the world|the news|criticism)',
      // numb from a long sit that wears off soon after standing or climbing down is pressure, not a nerve
      '(numb|numbness|dead|deadness|tingly|tingling|pins and needles) ~14 (goes|wears off|passes|disappears|comes back|returns) ~6 (minutes|a minute|getting up|getting off|standing up|walking about|walking around|moving about)',
      // a private clinic is no private part
      'private (clinic|hospital|practice|physio|health|healthcare|insurance|patient|room|doctor|gp|scan|sector|consultant|appointment)',
      '(numb|numbness|asleep|tingling|tingly|dead) ~24 (went|gone|goes|wore off|passed|settled|eased) ~2 (once|when|after|as soon as)',
      // (dismounting at the end of a ride, not thrown from it in a crash)
      '(gran fondo|sportive|century ride|long ride|bike ride) ~16 (numb|numbness|asleep|tingling|tingly|dead)',
      '(get|gets|got|getting|hop|hopped|step|stepped|climb|climbed) off the bike ~16 (numb|numbness|asleep|tingling|tingly|dead)',
      '(numb|numbness|asleep|tingling|tingly|dead) ~16 (gran fondo|sportive|century ride|long ride|bike ride|off the bike)',
      '(drove|driving|drive|flight|flew|sat|sitting|coach|train) ~6 (hrs|hours|hour) ~12 (numb|numbness|asleep|dead)',
      '(numb|numbness|asleep|tingling|tingly|dead) ~24 (came back|comes back|returned|returns|back to normal|wore off|wears off|went away|goes away|passed|passes) ~4 (within|after|once|when|by|in|soon|the moment|the minute|straight away|right away|immediately)',
      '(numb|numbness|asleep|tingling|tingly|dead) ~14 (spinning|spin class|spin bike|cycling|bike ride|ride|rides|riding|turbo)',
      '(spinning|spin class|spin bike|cycling|bike ride|ride|rides|riding|turbo) ~14 (numb|asleep|tingling|tingly|sleep|dead)',
      '(bum|bottom|buttock|buttocks|backside) ~2 (numb|numbness|dead) ~6 (sit|sitting|bike|cycling|saddle|ride|riding|drive|driving|chair|long|sportive)',
      '(numb|numbness|dead) (bum|bottom|buttock|buttocks|backside) ~6 (sit|sitting|bike|cycling|saddle|ride|riding|drive|driving|chair|long|sportive)',

      '(on the|my bike|saddle) saddle',
      '@SADDLE ~4 (went|go|goes|gone|going)? ~2 (numb|numbness|dead|tingly) ~6 (saddle|sportive|bike|cycling|ride|riding|spin)',
      '(numb|numbness|dead|tingly) ~10 (came back|comes back|wore off|wears off|went away|goes away) ~4 (minutes|after|once|when|getting off)',
      ...SETTLED_AFTER_DISMOUNTING,
      // 'can not feel comfortable in my chair' is about comfort, not feeling
      '(can not|could not|do not|did not|never) ~2 (feel|get) ~2 (comfortable|comfy|settled|relaxed|right|at ease)',
      // numbness that cold weather explains
      '@NUMB ~3 (with|from|in|because of) (the )?(cold|chill|freezing|frost)',
      '(can not|could not|cannot|barely|hardly) feel ~10 (with|from|in|because of) (the )?(cold|chill|freezing|frost|sleet|snow|icy water|cold water|wet)',
      // the seat numbed, then normal once warm or up
      '(can not|could not|cannot|unable to) feel ~24 (came back|comes back|come back|returned|back to normal|wore off) ~4 (once|when|after|within|as soon as|the moment|by)',
      // numbness from a spinal anaesthetic that has worn off as expected
      '(spinal|epidural) ~3 (anaesthetic|anesthetic|anaesthesia|anesthesia|block|injection) ~24 (worn off|wore off|as expected|expected)',
      // sitting too long on the toilet
      '(pins and needles|tingling|tingly|numb|numbness|dead|asleep) ~8 (sit|sitting|sat) ~4 (on )?(the )?(toilet|loo) ~3 (too long|for ages|for a long time|long time|playing|scrolling|on my phone|reading)',
      // a face numb from the dentist
      // (one's own face: 'your mouth numbed at the dentist' is the likeness of a numb seat, not the writer's mouth)
      '(my|his|her|their|the|whole|bottom|top|and) (lip|lips|cheek|face|mouth|jaw|gum|gums|tongue) ~6 (numb|numbness|dead|droopy) ~10 (filling|injection|dentist|dental|anaesthetic|anesthetic)',
      '(filling|injection|dentist|dental|anaesthetic|anesthetic) ~10 (lip|lips|cheek|face|mouth|jaw|gum|gums|tongue) ~6 (numb|numbness|dead|droopy)',
      // numbness that wore off the same day
      '(numb|numbness|dead|tingly|tingling) ~16 (wore off|wears off|went away|came back|returned) ~3 (that|the same|same|by the|by that|within|after|the next)',
      // warning signs someone listed, not signs the person has
      '(warning signs|red flags|signs to watch|things to look out for|what to watch for|symptoms to watch|signs to look out for) ~14 (numbness|numb|toilet|bladder|bowel|bowels|down below|saddle|waterworks)',
      // the term read about or revised, not felt
      SADDLE_TERM_READ,
    ],
    topics: ['@SADDLE', 'saddle area'],
    explainedBy: [
      // numbness from sitting that leaves on standing
      '(went away|wore off|passed|gone|came back) ~4 (when|once|as soon as|the second|the moment|after) ~2 i ~2 (stood|got up|moved|walked|stand|get up)',
      // numbness put down to a bad saddle on a ride (only with resolution or the saddle named as the cause)
      '(bad|hard|narrow|borrowed|wrong|uncomfortable|badly fitted|ill fitting|new) (saddle|bike seat)',
      // tingling from sitting that goes on standing
      '(go|goes|went|gone|going) (away )?~2 (when|once|as soon as|after) ~2 i ~2 (stand|stood|get up|got up|move|moved)',
      // numbness put down to a whole day sat on a hard seat
      '(full day|whole day|all day|long day|hours|all afternoon|all evening) ~5 (on|in) ~3 (bench|benches|seat|seats|chair|chairs|stand|stands|terraces|plane|coach|train|bleachers|pew|pews)',
    ],
  },
  bladder_bowel: {
    label: 'bladder or bowel changes',
    terms: [
      // not since childhood: wetting again now ('never wet himself since he was at school')
      '(has not|have not|had not|not|never) ~1 (wet|wetted|peed|weed|soiled) ~3 since ~3 (he|she|i|they) (was|were) ~2 (a kid|a child|a little kid|little|small|a baby|a toddler|a boy|a girl|a nipper|a bairn|in nappies|young|at school)',
      // wind let out unbidden; the back passage that will not clench
      '(passing|pass|passed|letting out|let out|breaking|broke) wind ~4 (without meaning to|without knowing|without noticing|by accident|accidentally|can not stop it|can not control it|can not hold it)',
      '@CANT ~3 (clench|squeeze|tighten) ~3 (back there|my bum|my bottom|my back passage|down there|my sphincter|my backside|that end)',
      // retention: little or nothing passed with a full, bursting bladder
      '(pee|wee|urine|toilet|loo|bladder) ~8 (nothing|nothing much|not much|hardly anything|barely anything) (came|comes|come|coming|happened|happens) ~8 (full|bursting|dribble|trickle|drops)',
      '(felt|feel|feeling|feels) (full|bursting) ~6 (but|though|yet) ~3 (nothing|nothing much|not much|hardly anything|only a dribble|just a dribble|only a trickle|just a trickle)',
      '(nothing|nothing much|not much|hardly anything|only a dribble|just a dribble|only a trickle|just a trickle) ~10 (though|but|even though) ~2 (i )?(felt|feel|feeling) (full|bursting)',
      // the bladder not emptying fully, in clinical words
      'incomplete (voiding|emptying|bladder emptying)|(not|never) (fully|completely) (emptying|emptied) ~2 (my )?bladder',
      // a stream slow to start or weak
      '(stream|flow) ~4 (starts late|slow to start|late to start|weak|weaker|hesitant|stop start|dribbles|trickle)',
      // retention in clinical words
      '(unable to|can not|could not|not able to|difficulty|failing to|failed to) (void|voiding|micturate|micturating)',
      'urinary retention|retention of urine|retaining urine',
      '(passed|passing|pass|wet|wee|weed|peed|pee|pooed|soiled) ~2 (urine|water|wee|stool|motion|myself)? ~2 in (my )?(clothes|pants|trousers|bed|knickers|underwear|chair)',
      'hesitancy|hesitant stream|retention',
      // no urine passed for hours: the sign itself, not a denial of it
      '(no|not a|not had a|not done a|not passed a|not one) (wee|pee|piss|wees|pees|urine|water) (for|in|since) ~2 (/\\d+/|hours|hrs|ages|a day|all day|yesterday|last night|this morning|twelve|ten|eight|fourteen|sixteen|eighteen|twenty)',
      '(weak|poor|slow) (dribble|stream|flow)',
      '(stood|waited|wait|waiting) ~4 (before|till|until) ~2 (anything|something|it) (came|comes|started|starts)',
      '@CANT ~2 control ~5 (@PEE_NOUN|@BOWEL|bladder|bowel|toilet|pee|wee|poo)',
      '(pee|urine|wee|water|it|motion|stool) ~2 (escapes|escaping|escaped|leaks out|comes out by itself|coming without)',
      '(motion|motions|stool|stools|poo|potty) ~4 (without my knowledge|without knowing|by itself|on its own|without control|without feeling)',
      '(dirtied|soiled|dirty|messed) ~2 (my )?(clothes|pants|underwear|bed|sheets|trousers|bedding)',
      '(longer|ages|forever|minutes) ~3 to (start|get going) ~2 (peeing|weeing|pee|wee|the flow|urinating)',
      '(pee|peeing|wee|weeing|toilet|loo|urine) ~10 nothing (came|comes|come)',
      '(bursting|desperate|busting) ~6 (nothing|would not|will not|could not|can not) ~3 (come|go|out|pee|wee)?',
      '(stood|standing|sat|sitting) ~3 (at|on) ~2 (the )?(toilet|loo) ~6 (nothing|would not come|will not come|not come)',
      '(trousers|pants|underwear|knickers|jeans) ~4 (wet|soaked|damp|wet through) ~8 (never|not|did not|without) ~3 (felt|feel|noticed|notice|knew|know|realised|realized)',
      '(not|never) (realised|realized|noticed|known|knowing|felt|aware) ~4 (wet|wetted|peed|weed|soiled|dribbled|leaked) ~2 (herself|himself|themselves|myself|it|the bed|the chair)',
      '(dribbled|dribble|dribbling|wet|wetting|leaked|leaking|peed|weed|soiled) ~4 (without|not) ~2 (knowing|noticing|realising|realizing|feeling|noticed)',
      '(need|needing|want|wanting) ~2 (the )?(loo|toilet|a wee|a pee|to pee|to wee|to go) ~3 (but|and|yet|then)? ~2 (just )?(nothing comes|nothing happens|nothing came|nothing will come|can not|will not come|does not come|would not come)',
      '(can not|could not|do not|did not) (feel|tell|know) ~3 (when|if|whether) ~3 (finished|done|empty|emptied|stopped|started)',
      '(push|pushing|press|pressing|strain|straining) ~6 (for|to get|to make) ~3 (the )?(@PEE_NOUN|pee|wee) ~2 (to )?(come|flow|start|out)',
      '@CANT ~2 control ~3 (@PEE_NOUN|@BOWEL|bladder|bowel|toilet|myself)',

      '(dribble|dribbles|dribbled|dribbling|leak|leaking|leaked|wet|wetting|wetted|soil|soiled|soiling|pee|peed|peeing|wee|weed|weeing) ~2 (himself|herself|themselves)',
      '(no|not|without|lost|no longer) ~2 (urge|need|feeling|sensation) ~3 ?to (pee|wee|go|urinate|empty)',

      '@CANT ~3 @PEE_VERB',
      '@PEE_VERB ~3 (@CANT|will not come|would not come|not come|does not come|won not come|just dribbles|dribble|dribbles|dribbling|trickle|trickles|trickling|stops and starts|stop start|weak|slow|takes ages|take ages|hesitant|strain|straining|not working)',
      '@PEE_NOUN ~3 (will not|would not|does not|did not|not) (come|start|flow|empty|work|go)',
      '(@PEE_NOUN|@BOWEL) ~4 (dribble|dribbles|dribbling|trickle|retention|retaining|leak|leaks|leaking|leaked|accident|accidents|not emptying|not empty|will not empty|feels full|always full|control)',
      '(dribble|dribbles|dribbled|dribbling|leak|leaking|leaked|wet|wetting|wetted|soil|soiled|soiling|pee|peed|peeing|wee|weed|weeing|poo|pooed|mess|messed) ~2 (myself|pants|trousers|knickers|underwear|the bed|bed|pad|pads|clothes|jeans)',
      '(dribble|dribbles|dribbling|leak|leaking|leaked|lose|losing) ~2 (urine|@PEE_NOUN|@BOWEL)',
      // waking to a wet bed as an adult
      '(woke|woken|wake|waking|wakes) (up )?(wet|to a wet bed|to wet sheets|in wet sheets)',
      '(lost|lose|losing|loss of|no|without|less|poor) ~2 control ~3 (@PEE_NOUN|@BOWEL|bladder|bowel|toilet)',
      '(@PEE_NOUN|@BOWEL) ~3 (control|continence) ~3 (gone|lost|going|poor|worse)',
      'incontinence|incontinent|catheter|catheterised|retention',
      '(can not|could not|do not|did not|not|never|no longer|barely) ~2 (feel|felt|tell|know|sense|notice|noticed) ~5 (need|needing|full|go|@PEE_VERB|@PEE_NOUN|@BOWEL|coming|pass|passing)',
      '(underwear|pants|knickers|trousers|pad|sheets|bed) ~3 (damp|wet|soaked|soggy) ~5 (without|not) ~3 (noticing|notice|noticed|realising|realizing|knowing|feeling|feel|felt)',
      '(have not|has not|had not|not) (had|done|passed|managed) ~2 (@PEE_NOUN|@PEE_VERB) ~4 (since|all day|hours|today|yesterday|this morning|last night|morning)',
      '(have not|had not|not) @PEE_VERB ~4 (since|all day|hours|today|yesterday|this morning|last night)',
      '(have not|had not|not) been ~2 (to the )?(toilet|loo|for a wee|for a pee|bathroom) ~4 (since|all day|hours|today|yesterday|this morning|last night)',
      '(@PEE_NOUN|@BOWEL) ~3 (numb|numbness|feels different|feels strange|gone funny|gone weird|changed|changes|problem|problems|issue|issues)',
      '(accident|accidents) ~4 (toilet|bladder|bowel|pants|trousers|pee|wee|poo)',
      '(problem|problems|trouble|issues|issue|difficulty|difficulties|changes|change) ~3 (@PEE_NOUN|@BOWEL|waterworks|peeing|weeing)',
      '(get|got|getting) caught short',
      '(bowel|bowels) ~3 (not|will not|stopped|stop) ~2 (work|working|opening|moving|open)',
      '(constipat|blocked up|bunged up) ~6 (numb|@PEE_NOUN|pee|wee)',
      '@CANT ~2 empty ~4 (properly|fully|completely|all the way)',
      '(empty|emptying|emptied) ~6 (still|keeps|keep|always) ~2 (feel|feels|feeling) full',
      '(bursting|desperate|busting) ~10 (only|just) ~4 (a )?(dribble|trickle|few drops|drop|drops|tiny bit)',
      '(only|just) (managed|got|passed|produced|did|came out) ~2 (a )?(dribble|trickle|few drops|drop|drops)',
      '(waterworks|bladder|@PEE_NOUN) ~4 (gone wrong|going wrong|went wrong|playing up|acting up|not right|not working right|misbehaving|gone funny|gone haywire|all wrong)',
      '(push|pushing|strain|straining|bear down|bearing down) ~4 (and push|and strain)? ~3 (to get|get|before) ~3 (anything|it|something|a drop) ~2 (going|started|out|to come|flowing|moving)',
      '(only|just) (a )?(dribble|trickle|few drops|drop|drops) ~3 (comes|came|come|out|goes|went)',
      '(need|needing|want|wanting|go to|going to|get to) ~3 (toilet|loo|wee|pee|bathroom) ~8 (only|just) ~3 (a )?(dribble|trickle|few drops|drop|drops)',
      '(bowels|bowel|bladder|@PEE_NOUN) ~3 (let go|gave way|give way|gone|went|opened|emptied) ~4 (without warning|on their own|by themselves|on its own|by itself|without me|twice|again|before i could)',
      '(@PEE_VERB|@PEE_NOUN) ~2 (is|was|has been|becomes|become)? ~2 (a struggle|hard work|an effort|difficult|a battle|a problem|a nightmare)',
      '(tried|try|trying|stood there|sat there) ~12 nothing (came|comes|come) (out)?',
      'like a tap ~6 (turned off|switched off|shut off|off)',
      '(have not|has not|had not|not) been to the (toilet|loo|bathroom) ~4 (once|at all|all day|since|for hours)',
      '(need|needing|want|wanting|go|going|get to) ~2 (the )?(loo|toilet|bathroom|to pee|to wee|to go) ~3 nothing ~2 (much )?(comes|came|come|happens|happened) (out)?',
      '(no notion|no idea|not know|do not know|can not tell|could not tell|no clue) ~3 (when|if) ~3 (i )?(need|needing|have|want) ~4 (toilet|loo|wee|pee|go|to go)',
      '(only|just) (know|notice|realise|realize|find out|found out|knew|noticed) ~3 when ~3 (wet|soaked|damp|soiled)',
      '(stream|flow) ~3 (weak|weaker|slow|slower|poor|feeble|trickle|stop start|stops and starts|hesitant)',
      '(strain|straining|have to push|having to push|pushing|push) ~2 to (start|get started|get going|get it going|get it started|get it to come|go|pee|wee|piss|urinate|empty)',
      '(dribble|dribbles|dribbling) (afterwards|after|at the end|when i have finished|after i have finished)',
      '(do not|did not|can not|could not|have not|has not|not) ~2 (go|been|gone|able|managed|done) ~3 (for |to )?(a )?(pee|wee|urinate|pass water|pass urine) ~8 (hours|since|all day|all night|yesterday|last night|morning)',
      '(loo|toilet|pee|wee|bathroom) ~6 (only|just) (dribble|dribbles|dribbling|trickle|trickles|a trickle|a dribble)',
      '(no|not|can not|could not) ~2 (feel|feeling|sensation|feeling of) ~4 (pee|wee|urine|water|stream|it|wee) ~2 (coming|come|going|passing|pass|flow|flowing|come out|coming out)',
      '(leaked|leaking|leak|wet|peed|weed) ~3 (in )?(my )?(shorts|pants|trousers|knickers|underwear|myself|the bed|jeans|=leggings)',
      '(did not|could not|can not|do not|never) ~2 feel (it|anything) ~2 (happen|happening|coming|come|until)',
      // hesitancy and a poor stream: waiting long at the toilet for little
      '(only|just) (getting|get|gets|managing|manage|manages) ~2 (a )?(dribble|trickle|few drops|drop|drops)',
      '(standing|stood|stand|sitting|sat) ~3 (at|on|over) the (toilet|loo|urinal|bowl) ~4 (an age|ages|forever|for ages|for minutes|minutes|so long|waiting)',
      // incontinence without warning or sensation
      '(accident|accidents) ~3 (with )?(the )?(urine|pee|wee|bladder|bowel|bowels|poo|wetting) ~4 (bed|night|chair|clothes|without)?',
      '(without|not) (feeling|noticing|knowing) ~2 (it )?(coming|happen|happening)',
      // a long wait before anything comes, straining to pass water, not emptying
      '(minutes|minute|ages|an age|forever|a while|long time) ~3 (before|till|until) ~2 (anything|something|it|any) ~1 (came|comes|come|started|starts|flowed) (out)?',
      '(strain|straining|strained) ~3 (to )?(pass water|pee|wee|urinate|empty|get it out)',
      '(feels like|feel like|as if|as though) ~3 not (emptying|empty)',
      // straining to pass water, an incomplete emptying, soiling found afterwards
      '(make|making|made|use|using|used|need|needs|needing) ~2 (force|effort|pressure) ~6 (urine|pee|wee|it comes out|to come out|to pee|to wee|to go)',
      '(urine|pee|wee|water) ~4 (make|making|use|using|need|needing) ~2 (force|effort|pressure|to push|to strain)',
      '(emptying|empty|emptied) ~5 (not complete|incomplete|not completely|not fully|not properly|is not complete)',
      '(marks|mark|stains|stain|staining|soiling|soiled|skid marks|mess|wet patch|wet patches|damp patch) ~4 (in|on) ~2 (my |the )?(underwear|pants|knickers|boxers|briefs|trousers|sheets|bed)',
      // bowels that leak unnoticed, no water passed for many hours
      '(stuff|poo|stool|stools|it|faeces|feces|mess) ~3 (leaks|leaking|leaked|comes out|came out|coming out|escapes) ~4 (back passage|bottom|bum|backside|of me)',
      '(can not|could not|cannot) hold ~2 (his|her|my|their) (stool|stools|poo|bowels|motions)',
      '(comes out|came out|coming out) ~6 (does not know|did not know|without knowing|without noticing|not knowing|no idea)',
      '(/\\d+/|twelve|fourteen|sixteen|eighteen|twenty) (hours|hrs) since ~3 (i |he |she )?(last )?(passed|peed|weed|urinated|had a wee|had a pee|been for a wee)',
      // no water passed since yesterday
      '(have not|has not|had not|not) (peed|weed|passed water|passed urine|urinated|had a wee|had a pee|been for a wee) (since|for|all) ~3 (yesterday|last night|this morning|morning|hours|a day|/\\d+/)',
      // loss of the feeling of a full bladder, timed voiding for fear of over-filling, wetting unnoticed, a long wait for a few drops, leaking into underwear
      '(stopped|stop|lost|losing|no longer) ~3 (getting|get|feeling|feel|having)? ~2 (the )?(need to go|urge to go|urge to pee|urge to wee|need to pee|need to wee|urge to urinate)',
      '(bladder|waterworks) ~4 (stopped|stops|not|no longer|never) ~2 (sending|giving|telling|warning) ~4 (message|messages|signal|signals|warning|me)',
      '(@PEE_VERB|peeing|weeing|toilet|loo) ~3 (by the clock|by my watch|on a timer|by the timer|by an alarm)',
      '(no idea|not know|did not know|not realised|not realise|did not realise|did not notice|not noticed|not aware|unaware|without realising|without knowing|without noticing) ~3 (he|she|i|they)? ~2 (had )?(peed|weed|wet|soiled|leaked|dribbled|wee d|pee d)',
      '(cushion|seat|sofa|chair|mattress|sheets|bed) ~3 (was|is|were|got|gets) ~2 (soaked|wet|damp|sodden|wet through) ~10 (no idea|not know|did not know|did not notice|without noticing|not realise|did not realise|did not feel)',
      '(sit|sat|sitting|stand|stood|standing|wait|waited|waiting) ~3 (long time|a long time|ages|an age|forever|so long) ~4 (only|just) ~2 (a )?(few drops|drops|dribble|trickle|drop)',
      '(dribble|dribbles|dribbled|dribbling|leak|leaks|leaking|leaked) ~4 (in|into) ~2 (my |his |her )?(boxers|pants|underwear|knickers|briefs|trousers|shorts|jeans)',
      // an odour of urine, damp underwear found, a stream slow to start or stop-start, never empty
      '(smell|smells|smelling|stink|stinks|stinking|reek|reeks) (of )?(wee|urine|pee|piss)',
      '(boxers|briefs|shorts|jeans|pants|underwear|knickers) ~3 (damp|wet|soaked|soggy) ~5 (without|not) ~3 (noticing|notice|noticed|realising|realizing|knowing|feeling|feel|felt)',
      '(ages|forever|long time|minutes|an age) ~2 for ~2 (the )?(wee|pee|urine|flow|stream) to (start|come|get going|flow)',
      '(wee|pee|flow|stream|it) ~4 (stops and starts|stop start|stop and start)',
      '(never|not|does not|do not) (feels|feel) (finished|empty|done|emptied)',
      // nothing passed, soiling found, a bowel accident told after it
      'no (wee|pee|urine|water|poo) (come|comes|came|coming|will come) (out)?',
      '(pants|underwear|knickers|trousers|boxers|sheets|bed) (dirty|soiled|messy|stained) ~4 (times|time|again|twice|/\\d+/)?',
      '(poo|poop|stool|wee|pee) ~2 (come|comes|came|coming) out ~4 (feel nothing|no feeling|not feel|did not feel|without feeling|do not feel)',
      '(accident|accidents) ~8 (his|her|my|the) (bowels|bowel|bladder)',
      // wetting unnoticed, emptying not felt, an accident in one's clothes
      '(wet|wetted|peed|weed|soiled|pooed|messed) (myself|himself|herself) ~12 (did not|never|not) (even )?(know|knew|notice|noticed|feel|felt|realise|realised)',
      '(can not|could not) feel (myself|him|her) (going|go|pee|wee|peeing|weeing|empty|emptying)',
      '(accident|accidents) ~3 in (my|his|her) (trousers|pants|knickers|underwear|boxers|nappy|pad|bed)',
      // the back passage without tone; wind or stool that cannot be held
      '(back passage|anus|anal|sphincter) ~4 (no tone|lost tone|no grip|loose|open|lax|slack)',
      '(could not|can not|cannot) squeeze ~4 (when|back passage|bottom|anus|sphincter|asked)',
      '(can not|could not|cannot) hold (in|on to)? ~2 (wind|poo|poop|stool|stools|wee|pee|urine|bowels)',
      // a full bladder not felt
      '(full bladder|bladder full|bladder was full|bladder being full|bladder is full) ~8 (without|no|not|did not|never|could not) ~4 (urge|feel|feeling|felt|sensation|need|notice|noticing|noticed|know|knowing|realise|realising)',
      '(held|holding|hold|been holding) ~3 (a )?full bladder ~4 (for hours|all day|all morning|all shift|hours)',
      // a bladder that empties to a dribble and still feels full
      '(wee|pee|weeing|peeing|urine|bladder|toilet|loo|pass water|passing water) ~16 (hardly anything|barely anything|next to nothing|only a dribble|just a dribble|only a trickle|just a trickle) ~3 (comes out|came out|coming out|come out)?',
      '(wee|pee|weeing|peeing|bladder|toilet|loo|pass water|passing water) ~20 (still|always) ~2 (feel|feels|felt|feeling) full ~2 (after|afterwards|after going)',
      // wetting or soiling not felt, no water passed, no urge
      '(pad|pads|pants|knickers|underwear|trousers|bed|sheets|jeans|underpants|pyjamas|leggings) ~5 (soaked|wet|damp|soaking|sodden) ~4 (wee|urine|pee)',
      '(no idea|did not know|did not realise|did not realize|did not notice|without knowing|without noticing|without realising|without realizing|never felt) ~4 (i had gone|i d gone|i had wet|i had weed|it had happened|it happened|i had been|i was going|i was weeing|i had soiled|i had an accident)',
      '(mess|accident|poo|soiled|soiling|stool|faeces|feces) ~3 (in|on) ~2 (my |the )?(underpants|pants|knickers|underwear|trousers|pyjamas|bed|sheets)',
      '(not|have not|haven t|no|could not|can not|unable to) ~2 (passed|pass|passing) (water|urine|wee|any water|any urine) ~4 (since|all day|for hours|all night|at all|since yesterday|since last night|since this morning|for a day)',
      '(do not|don t|not|never|no longer) ~2 (get|feel|have|getting|feeling) (the|any) (urge|need|sensation|feeling) ~3 (to go|to wee|to pee|to pass water|to empty)?',
      // a bladder that will not empty however long one sits
      '(toilet|loo|lavatory|wee|pee|bladder|water) ~12 (nothing|not a drop|nowt|nothing at all|not a thing) ~2 (will|would|wants to|want to)? ~1 (come|comes|came|coming) (out|through)',
      // the bowel not felt
      '(can not|could not|cannot) (feel|tell) (whether|if) (anything|something) (is there|is coming|needs to come|is in there|has come)',
      '(bowels|bowel|motions) ~3 (stopped|have stopped|will not move|not moving) ~6 (can not|could not) (push|feel)',
      // a bladder that would not empty despite trying, hours without the need to go, wet without feeling it, going by the clock
      '(not|have not|havent|haven t|can not|could not|unable to) ~2 (to )?(pass|passed|go|wee|pee) ~3 (despite|even though|although|though) ~3 (trying|tried|straining|pushing)',
      '(hours|all day|all night) without (a wee|a pee|weeing|peeing|going to the toilet|passing water|needing a wee|needing to go) ~6 (did not|didnt|not|never) ~2 (notice|realise|realize|feel)',
      '(belly|bladder|tummy|lower tummy|abdomen) ~4 (tight as a drum|like a drum|hard as a rock|swollen and hard|hard and swollen)',
      '(found|find|finding) myself (wet|soaked|damp|soiled) ~8 (without|not) ~4 (feeling|noticing|knowing|realising|realizing)',
      '(lost|losing|lose|no longer have|no) ~2 (the )?(sense|feeling|sensation|urge) (of|to) ~1 (needing|need) ~2 (a wee|a pee|to wee|to pee|to go|the toilet)',
      '(going|go|wee|pee|weeing|peeing) by the clock',
      '(pissed|wet|peed|weed|soiled) (myself|my pants|my trousers|my shorts) ~8 (did not|didnt|not|never) ~2 (know|notice|feel|realise|realize)',
      // wetness or a bowel motion found without having felt it; nothing passed after standing waiting
      '(find|found|finding) (myself|herself|himself|themselves) (wet|soaked|soiled|damp|wet through)',
      '(wet|soaked|soiled|damp|leaking|leaked) ~10 (only|just) (find|found|know|knew|notice|noticed|realise|realised|realize|realized) ~2 (out )?when',
      '(pad|pads|nappy|pull ups|incontinence pad|incontinence pads) ~3 (was|is|were|been|got|gets) ~2 (soaked|wet|sodden|wet through|full) ~10 (no idea|not know|did not know|did not notice|without noticing|not realise|did not realise|did not feel|never felt|unaware)',
      '(opened|emptied|moved|open) ~2 (his |her |my |their )?(bowels|bowel) ~8 (without|not|no idea|did not|never) ~2 (realising|realizing|knowing|noticing|feeling|realise|realize|know|notice|feel|felt)',
      '(stood|standing|stand|sat|sitting|tried|trying) ~5 (could not|can not|cannot|unable to) ~2 get (anything|a drop|it|a thing) ~2 (going|started|out|to come|flowing|moving)',
      // clothes or sheets found wet unnoticed; urine that will not come or only in drops; a wee stuck
      '(found|find|finding) ~2 (my |his |her )?(knickers|pants|underwear|trousers|pad|sheets|bed|boxers|bedding) ~2 (damp|wet|soaked|soiled|wet through) ~14 (never felt|did not feel|no idea|could not tell|without|not know|did not know)',
      '(pee|wee|urine) ~3 (it )?no (come|coming|comes)',
      '(pee|wee|urine|water) ~8 (only|just) (a )?(few drops|drops|drop|dribble|trickle)',
      '(wee|pee|urine|poo) (is|s|feels|got|gets|was) stuck',
      '(wet|soaked|soiled|damp) (sheets|bed|bedding|pants|knickers|trousers|pad|pads) ~10 (no idea|not know|did not know|did not notice|without noticing|not realise|did not realise|did not feel|never felt|unaware)',
      // soiled underwear found without the urge; a wet patch others saw first; gas that was not only gas; a bladder emptied only by pressing
      '(found|find|finding) ~2 (my |his |her )?(undergarment|undergarments|smalls|briefs) ~2 (damp|wet|soaked|soiled|wet through)',
      '(no|without) (feeling|sensation|urge|warning) ~4 (of )?(needing|need|having) to (pass|open|go|empty) ~2 (stool|motion|bowels|urine|water)',
      '(wet patch|wet patches|damp patch|damp patches|stain|stains) ~6 (on|in) ~3 (my )?(tracksuit|trousers|jeans|pants|skirt|leggings|chair|seat|shorts|scrubs|uniform|joggers) ~10 (not felt|had not felt|did not feel|never felt|no idea|without|not a thing)',
      '(finding|found|find) ~3 (wet patches|wet patch|damp patches|damp patch|marks|stains) ~8 (never|not|did not|do not) (feel|felt|notice|noticed) ~2 (them|it)? (happen|happening|coming)',
      '(passed|passing|pass) (gas|wind) ~8 (was not only|wasnt only|was not just|more than|not just|not only) (gas|wind)',
      '(bursting|desperate|busting) ~12 (will not|would not|does not|can not|wont|won t) (start|come|flow|go)',
      '(press|pressing|push|pushing) ~3 (on )?(my )?(tummy|belly|stomach|abdomen|bladder) ~6 (to get|get|to make) ~3 (anything|it|something|wee|pee|urine) ~2 (out|going|started|to come|flowing)',
      // the bladder never emptying, no urge all day, a wee that goes on and on
      '(feels|feel|felt) like ~3 (more to come|more to go|not empty|still full) ~6 (will not|won t|wont|does not|can not|would not) (come|come out|go)',
      '(never|not) once (needed|felt|wanted) ~2 (a wee|a pee|the toilet|the loo|to go|to pee|to wee)',
      '(went|wee|pee|peed|weed) ~3 (on forever|on and on|for ages|forever)',
      // less urine despite drinking; a pad needed now for leaks
      '(peeing|weeing|passing water|passing urine|urinating) ~3 (much )?(less|hardly|barely|very little) ~6 (drink|drinking|even though|than usual)',
      '(wear|wearing|need|needing|use|using) ~2 (a )?(pad|pads|incontinence pads|nappy|pull ups) ~6 (now|since|started|these days|this week) ~4 (leak|leaking|leaks|wet|accidents)',
      '(wear|wearing|need|needing|use|using) ~2 (a )?(pad|pads|incontinence pads|nappy|pull ups) (now )?(because|as|since) ~2 (i )?(leak|leaking|keep leaking|wet myself)',
      // needing to go constantly with little passed
      '(need|needing) ~3 (a )?(wee|pee|the toilet|the loo) ~4 (constantly|all the time|every few minutes|every half hour) ~4 (but )?(only )?(a little|a dribble|a trickle|a few drops|hardly anything|nothing) ~2 (comes|came|come)',
    ],
    except: [
      // water one is in or works in, not urine
      '(in|into|through|under) (the )?(freezing |cold |icy |warm |hot |deep |sea |salt |open |rough )?water',
      'nothing (going|goes|went) (down|into|up)',
      // 'my own issue is …': the writer turning to their own problem
      '(my|the) (own|actual|main|real) (issue|problem|issues|problems|question|worry)',
      // a weak stream that is as it always was
      '(weak|slow|poor|feeble|hesitant) (stream|flow) ~4 (same as|as it has always been|as always|like always|no different|unchanged)',
      // a near miss told as a joke
      '(thought|think|felt like|nearly|almost) ~3 (soil|soiled|wet|pee|peed|poo|pooed|mess|messed|follow through) ~2 (myself|my pants|my trousers|my shorts)',
      // a character's story on screen
      '(drama|film|programme|program|=show|=shows|episode|soap|documentary|series|movie|tv|telly|video) ~4 (where|in which|about|with) ~4 (a|an|the|this|some|one) ~2 (man|woman|guy|girl|boy|lad|lady|bloke|person|character|patient|fella|chap) ~16 (bowels|bowel|bladder|incontinent|toilet|soiled)',
      'control (of|over) (your|the|a persons|someones|their) (bladder|bowel|bowels|waterworks)',
      // waking wet with sweat or rain is no bladder sign
      '(wet|soaked|soaking wet) ~4 (sweat|sweats|sweating|sweaty|rain|raining|drizzle|dew|tent)',
      // a job spent among catheters and pads: the work, not the writer's bladder
      '(continence|urology|district|ward|community|care home|nursing home) (nurse|nurses|nursing|team|service|clinic|assistant)',
      '(nurse|nursing|carer|care worker|care assistant|healthcare assistant|my job|my work|my day|my shift|patients|residents) ~6 (catheter|catheters|incontinence|incontinent|pads|commodes|bowel charts)',
      '(nearly|almost) ~2 (wet|peed|weed|pee|wee) (myself|ourselves) ~4 (laughing|laugh|giggling)?',
      '(wet|wetting|peed|weed) myself ~3 (laughing|laugh|giggling)',

      '(dribble|dribbles|dribbling) ~3 (ball|drill|drills|football|basketball|past|round|around)',
      '(accident|accidents) ~3 (car|road|work|bike|traffic)',
      'water ~3 (bottle|retention in my ankles|tablet)',
      'flow ~2 (state|of traffic)',
      '(incontinent|incontinence|leaks|leaking|dribble|dribbling|dribbles|catheter|pads|wets) ~10 (unchanged|for years|long standing|longstanding|same as ever|as always|years now|for a long time|no change|not changed|has not changed|for the last two|for the last few)',
      '(stream|flow) ~3 (weak|weaker|slow|slower|poor|feeble|trickle|stop start|hesitant) ~8 (for years|for ages|for a long time|for decades|unchanged|no different|prostate|urologist)',
      '(weak|weaker|slow|slower|poor|feeble|hesitant) (stream|flow|dribble) ~8 (for years|for ages|for a long time|for decades|unchanged|no different|prostate|urologist)',
      '(weak|weaker|slow|slower|poor|feeble|hesitant) (stream|flow|dribble) ~10 (for|over) (/\\d+/|two|three|four|five|six|seven|eight|nine|ten|many|several) years',
      // a denial of any urinary problem is no sign
      '(not|never|no) ~2 (noticed|had|got|have|been) ~2 (any )?(problem|problems|trouble|issue|issues|change|changes|difficulty|difficulties) ~2 (with|in|passing|going)',
      // leaking on a sneeze or a jump is stress incontinence
      '(leak|leaks|leaking|leaked|incontinence) ~8 (sneeze|sneezing|cough|coughing|laugh|laughing|jump|jumping|bounce|bouncing|trampoline|run|running)',
      'stress incontinence|pelvic floor',
      // a joke retracted at once
      '(wet|wetting) the bed ~3 (kidding|joking|jk|lol|only joking|just kidding)',
      // a period, paint or the dog's mess on the sheets
      '(marks|mark|stains|stain|mess) ~4 (in|on) ~2 (my |the )?(underwear|pants|knickers|boxers|briefs|trousers|sheets|bed) ~8 (period|periods|blood|sweat|paint|oil|grease|food|coffee|dog|cat)',
      // an operation's spinal block, water passed normally since
      '(spinal|epidural) ~3 (anaesthetic|anesthetic|anaesthesia|anesthesia|block|injection) ~30 (passed water normally|passed urine normally|peed normally|weed normally)',
      // full control is normal; a drink dribbling from the mouth is the face, not the bladder
      '(full|good|normal|complete|total|perfect) control',
      '(mouth|lip|lips|chin|rinse|mouthwash|toothpaste|teeth|drink|cup|straw|drool|saliva|spit|tea|coffee) ~6 (dribble|dribbled|dribbles|dribbling)',
      '(dribble|dribbled|dribbles|dribbling) ~4 (mouth|chin|lip|lips|that side|one side)',
      // a slow stream unchanged for years
      '(stream|flow) ~3 (weak|weaker|slow|slower|poor|feeble|hesitant) ~16 (same as|as it has been|no change|unchanged|for years)',
      // a stream slow for years
      '(wee|pee|urine|stream|flow) ~3 (was|is|been|has been) ~2 (slow|weak|poor) ~4 (for years|for ages|for a long time|for decades)',
      // a long sit on the toilet with a phone
      '(sit|sitting|sat) ~3 on the (toilet|loo) ~6 (scrolling|playing|reading|on my phone|with my phone)',
      // a weak flow known for years; laughter that makes one leak
      '(stream|flow) ~2 (has always been|always been|was always|is always|always) ~1 (weak|slow|poor|feeble|hesitant)',
      '(wetting|wet|weeing|peeing|pissing) (myself|ourselves|themselves)? ~1 (laughing|laughter|with laughter|giggling|with giggles)',
      // warning signs someone listed, not signs the person has
      '(warning signs|red flags|signs to watch|things to look out for|what to watch for|symptoms to watch|signs to look out for) ~14 (numbness|numb|toilet|bladder|bowel|bowels|down below|saddle|waterworks)',
      // a catheter after an operation, long sorted
      '(catheter|catheterised|catheterized) ~3 (for a day|for a night|for a couple of days|overnight|for two days) ~4 (after|following) ~4 (operation|surgery|replacement|op|anaesthetic|anesthetic|section|birth|labour|delivery)',
      // a carer's work with catheters and pads; a spouse's joke about chores
      '(emptying|empty|emptied|changing|change|changed|fitting) ~2 (catheter|catheters|colostomy|stoma|leg) (bags|bag)',
      '(clients|patients|residents|service users|people i look after|people i care for) ~4 (are|is|were) ~2 (incontinent|catheterised|catheterized|on pads|in pads)',
      '(notice|noticed|noticing|tell|know) ~3 (when|that|if) (the )?(bins|bin|dishes|washing|hoovering|lawn|grass|recycling|dog|cat|kids|baby|car|plants|house|kitchen|floor)',
      // no need to go back to a clinic
      '(need|needed|needing) to go (back|again|for|in|home|out|anywhere|through|private)',
      // a child in the writer's care having accidents
      '(wee|little|the|a|one) (lad|lass|boy|girl|kid|bairn|toddler|tot|pupil) ~2 (has|had|having|keeps having) ~2 (an )?(accident|accidents)',
      '(potty|toilet) (training|trained|train)',
      // bladder scans and pad changes done for a patient
      '(bladder|bladders) (scan|scans|scanning|scanner)',
      '(doing|did|do|done) ~3 (his|her|their|the|patients|patient) ~2 (bladder scans|bladder scan|pad changes|catheters|catheter)',
      // incontinence explained or taught to others, not had
      '(explain|explained|explaining|teach|taught|teaching|describe|described|describing) ~3 (incontinence|continence) ~3 to',
    ],
    topics: ['@PEE_NOUN', '@BOWEL', 'waterworks', 'toilet', 'peeing', 'weeing', 'continence'],
    explainedBy: [
      // a catheter for an operation, since removed
      '(catheter|catheterised|catheterized) ~8 (after|following|for a day|for the operation|during the operation|in hospital|came out|removed|taken out)',
      '(enlarged|big|large|benign|swollen) prostate ~6 (for years|years|/\\d+/ years|a long time|ages)',
      // urinary symptoms attributed to benign prostate enlargement and treated
      '(gp|doctor|urologist|consultant|specialist) ~4 (says|said|thinks|thought|put it down to|puts it down to|blames|blamed|diagnosed) ~4 (prostate|bph)',
      '(prostate|bph) ~4 (tablet|tablets|medication|medicine|pills|treatment)',
      'tamsulosin|finasteride',
      // painkillers that constipate
      '(codeine|co codamol|cocodamol|tramadol|morphine|opioid|opioids|oramorph|dihydrocodeine) ~14 (bunged up|constipated|constipation|straining|hard stools|not been)',
      // a stream the same as it has been for years
      '(exactly|just) (as|like) (it|they|that) ~2 (has|have|had) (been|always been) ~3 (since|for)',
      // an epidural that wore off as expected
      '(epidural|spinal anaesthetic|spinal block) ~16 (came back|wore off|worn off|back to normal|by that evening|next day|within hours)',
      // (a catheter or leaks in the same sentence as a labour epidural: the block, not the cauda equina)
      '(with|after|from) (an |the |my )?(epidural|spinal block)',
    ],
  },
  sexual_dysfunction: {
    label: 'new sexual dysfunction',
    terms: [
      '(can not|could not) ~3 feel ~4 (when i am with|with my wife|with my husband|with my partner|in bed with|during sex|when we)',
      '(things|it|everything|bits|nothing) ~2 (downstairs|down there|down below) ~4 (do not|does not|will not|not|stopped) ~2 (work|working|respond|responding)',
      '(when|if) ~2 (me and|i and|we) ~3 (try|tried|trying) ~4 (no feeling|nothing|numb|can not feel|does not work|do not work)',
      'erectile|impotent|impotence',
      '(erection|erections) ~3 (problem|problems|trouble|gone|lost|can not|will not|not|difficult|stopped)',
      '(can not|could not|unable to) ~3 (get|keep|stay) ~2 (erection|hard|it up|aroused)',
      '(orgasm|climax|ejaculate|ejaculation) ~4 (can not|could not|lost|no|problem|problems|numb|nothing|different)',
      '(sex|intercourse|bedroom|down there) ~5 (numb|feel nothing|can not feel|no sensation|does not work|stopped working|not working|changed)',
      '(things|it|nothing|everything) ~2 (have not|has not|do not|does not|did not|will not|not) (worked|working|work) ~3 (in the bedroom|in bed|down there|down below|sexually|downstairs)',
      '(not|never|no longer) (been )?able to ~2 (get|keep) ~2 (it up|an erection|hard)',
      '(wife|husband|partner|bedroom|in bed|sex|intimate) ~6 (thing|it|manhood|willy|penis|down there) ~3 (is not|not|no longer|will not|does not|can not) ~1 (standing|stand|stand up|get up|work|working|rise|hard)',
      // erectile dysfunction told by euphemism
      '(bedroom department|in the bedroom|down there|old chap|little fella|manhood|willy|penis|todger|member) ~4 (gone quiet|gone dead|not working|no life|nothing doing|does not work|stopped working|will not work|gone to sleep|given up)',
      // sex that feels muted, sensation turned down
      '(sex|intercourse|making love) ~6 (felt|feels|feel) ~3 (different|muted|dull|dulled|numb|strange|weird|less)',
      'sensation ~6 (turned down|dulled|muted|reduced|gone down)',
      // intimacy without feeling or response
      '(tried|trying|try) ~3 (to be intimate|intimate|sex|to make love|make love) ~8 (nothing|no feeling|no response|felt nothing|could not feel|no sensation)',
      '(no feeling|no sensation|felt nothing|feel nothing) ~3 (and )?(no response|no reaction|no erection)',
      // a vibrator not felt; the penis not rising
      '(vibrator|sex toy) ~14 (can not|could not|did not|no|nothing|not) ~2 (feel|felt|feeling|work|working)?',
      '(old chap|old fella|manhood|willy|todger|member|knob) ~6 (will not|wont|won t|not|no longer) ~2 (stand|rise|get up|respond)',
      // no morning erection; numb and unable to finish
      '(nothing|no action|nothing happening|nothing doing) ~2 (downstairs|down there|down below) ~4 (in the mornings|morning|mornings)',
      '(numb|no feeling) ~6 (could not|can not|couldnt|cant) (finish|climax)',
      // orgasms dulled
      '(orgasm|orgasms|climax|climaxes) ~4 (feel|feels|felt|are|is) ~2 (muted|dull|dulled|different|weaker|less|numb|distant|flat)',
      // nothing below the waist stirs when the couple try
      'nothing ~2 (downstairs|down there|down below) ~2 (would|will|did|could|would not|will not) (respond|work|happen|rise|stir|wake up)',
      'nothing (stirs|stirred|happens|happened|works|worked|moves|moved|responds|responded) ~2 (downstairs|down there|down below)',
    ],
    except: [
      // erectile problems known for years and treated
      '(erection|erectile|impotence|impotent) ~10 (for years|for the last|years now|nothing new|on sildenafil|on viagra|on tadalafil)',
      // erection trouble for years
      '(erection|erections|erectile) ~4 (problems|problem|trouble|issues|dysfunction|difficulties) ~3 for the (past|last) ~2 (years|year|decade)',
      '(erection|erections|erectile|impotence|impotent) ~4 (problems|problem|trouble|issues|dysfunction|difficulties)? ~1 for ~2 (about |over |nearly |some |a good )?(/\\d+/|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) years',
    ],
    explainedBy: [
      // erections long affected by diabetes or a known medicine
      '(diabetes|diabetic|blood pressure tablets|beta blocker|beta blockers|antidepressant|antidepressants|prostate operation|prostatectomy)',
      // sexual trouble put down to a medicine or there for years
      '(blood pressure|bp|antidepressant|antidepressants|beta blocker|beta blockers) ~2 (tablets|pills|meds|medication|medicine)',
      '(tablets|pills|meds|medication|medicine|medicines) ~2 for ~1 (my |his )?(blood pressure|bp|heart|depression|anxiety|prostate|diabetes|sugar)',
      '(not|never) ~3 (worked|work|working) ~2 (properly|right|well)? ~2 for (years|decades|a long time|ages)',
      // a named antidepressant, or a side effect the doctor warned of
      ANTIDEPRESSANT,
      '(gp|doctor|pharmacist|leaflet) ~4 (warned|said|told|mentioned) ~6 (might|may|could|would) (happen|do that|affect)',
    ],
  },
  bilateral_leg_neuro: {
    label: 'nerve symptoms in both legs',
    terms: [
      // both legs together
      'both legs (at once|at the same time)',
      // the second leg joining the first
      '(now|it is|its) ~2 both legs ~2 (at once|at the same time|together)',
      '@NEURO ~4 (down|into|in) ~4 (both legs|both thighs|both calves|both sides|both feet|both heels)',
      '(l and r|left and right) ~2 (equally|both|legs|sides|the same)',
      '(now|then) ~2 (goes|go|going|spread|spreads|spreading|runs|shoots) ~2 (down|into) ~3 (both|the back of both|the backs of both) (legs|thighs|calves|buttocks|sides)',
      '@LEGS_PLURAL ~6 @NEURO',
      '@NEURO ~6 (down|in|into|through|affecting|to) ~2 (my)? @LEGS_PLURAL',
      '(both|two) (legs|sides|feet) ~4 (now|too|as well)',
      '(now|also) (down|in|into) ~2 (the )?other leg',
      '(other|second|opposite) leg ~6 (too|as well|now|also|started|starting|same)',
      '(alternat|switching|swaps|swapping|jumps) ~4 (leg|legs|side|sides)',
      '(@NEURO|sciatic|nerve pain) ~4 (now|also|too|in|into|down) ~2 (both|two) (legs|sides|feet|thighs|calves)',
      '(pain|ache|aching|sciatica|sciatic) ~3 (goes|going|gone|went|spread|spreads|spreading|radiates|shoots|runs) ~3 (now )?(in|into|down|to) ~2 (both|two) (legs|thighs|calves|buttocks|sides|feet)',
      '(sciatica|sciatic|leg pain) ~4 (both sides|both legs|on both|each side|each leg)',
      '(both|two) (legs|thighs|calves) ~4 (hurting|aching|painful|sore|pain|paining) ~6 (from|down|to) ~3 (buttocks|bum|bottom|thighs|feet|toes|ankles|knees)',
      '(only|just) ~2 (the )?(right|left|one) (leg|side) ~8 now ~3 both',
      // both legs taken by nerve pain, the other leg joining in
      '(both|pair of|the pair of) ~2 (legs|heels|of them) ~8 (nerve pain|sciatica|shooting|burning|wet sand|concrete|lead|hot wire|hot wires|electric)',
      '(nerve pain|sciatica|shooting|burning|hot wire|hot wires) ~8 (both|the pair of|pair of) ~2 (legs|heels|feet|of them)',
      '(other|right|left|second) leg ~3 (has )?(joined in|joined|started too|started as well|now as well|too now|doing it too)',
      // nerve pain down both legs, told plainly; the other leg joining in
      '(pain|pains|hurt|hurts|electric|burning|shooting|sciatica|nerve pain) ~4 down ~2 (both|my 2|my two|2|two|the 2|the two) (legs|thighs)',
      '(both|two|2) legs ~2 (pain|hurt|hurting|painful|sore) ~8 (down|to) ~4 (feet|foot|toes|ankle|ankles)',
      '(now|also) ~2 (left|right|other) leg ~2 (also|too|as well)? ~2 (same|the same) (pain|thing|sciatica)',
      '(gone|spread|spreads|moved|went|jumped) from one (leg|side) to (both|the other|two|both legs|both sides)',
      // both legs, newly
      '(now|also|and now|then) (both|two|2|my two|my 2) legs ~2 (pain|hurt|hurting|painful|sore|bad|numb|tingling|tingly|weak)',
      // pain shooting down both legs to the feet; both legs with a nerve sensation further on
      '(pain|ache|aching|shooting|sciatica|burning) ~4 (down|into|along) ~3 both (legs|thighs|calves) ~6 (heels|feet|knees|calves|toes|ankles)',
      '(both|two) (my |her |his |their )?(legs|feet) ~10 @NUMB',
    ],
    except: [
      // legs that burn or shake after a hard workout: tired muscles
      '(leg day|squat|squats|squatting|lunges|deadlift|deadlifts|doms|workout|bootcamp|crossfit|spin class|spinning class|hiit|wall sits|hill sprints|box jumps) ~12 (burning|burn|burns|on fire|jelly|shaky|wobbly|dead|destroyed|wrecked|screaming)',
      '(burning|burn|burns|on fire|jelly|shaky|wobbly|dead|destroyed|wrecked|screaming) ~12 (leg day|squat|squats|lunges|deadlift|deadlifts|doms|workout|bootcamp|crossfit|spin class|spinning class|hiit|wall sits|hill sprints|box jumps)',
      // legs stiff or weak after bed rest (deconditioning), and feet said to be dying (of pain)
      BED_REST_WEAKNESS,
      '(feet|legs) (are |were )?(dying|killing me)',
      // dead legs as a word for tiredness after a shift
      '(legs|feet|back|arms) (are|is|feel|feels) dead ~8 (haha|lol|tired|knackered|shattered|exhausted|shift|shifts|everything is dead)',
      // numb to pain as an idiom ('numb to the touch' is a sign)
      'numb to (the pain|pain|it all|everything|all of it|the world|the news|criticism)',
      ...SETTLED_AFTER_DISMOUNTING,
      // both legs in an exercise
      '(lift|lifting|raise|raising|stretch|stretching|bend|bending|jump|jumping|hop|hopping|stand on|standing on|use|using) ~2 both legs',
      '(numb|numbness|asleep|tingling|tingly|dead) ~24 (came back|comes back|returned|returns|back to normal|wore off|wears off|went away|goes away|passed|passes) ~4 (within|after|once|when|by|in|soon|the moment|the minute|straight away|right away|immediately)',
      '(cycling|bike ride|ride|rides|riding|sportive|spin class|spinning|turbo) ~14 (numb|numbness|asleep|tingling|tingly|dead)',
      '(numb|numbness|asleep|tingling|tingly|dead) ~14 (cycling|bike ride|ride|rides|riding|sportive|spin class|turbo)',
      '(legs|feet) ~3 (tired|ache|aching) ~3 (after|from) ~3 (run|running|walk|walking|standing|shift|work)',
      '(flight|flying|travel|journey|drive|driving|standing|shift|hike|hiking|run|running|gym|squats|leg day|walk|walking) ~8 (legs|feet) ~3 (felt|feel|feels|were|are|went|get|got) ~2 (heavy|tired|achy|like lead|like jelly)',
      '(legs|feet) ~3 (went|go|goes|gone) ~2 (dead|numb|to sleep|tingly) ~12 (sorted|went away|gone|passed|in seconds|in a minute|after a minute|when i stood|standing up|stood up)',
      '(sat|sitting) ~6 (too long|for too long|scrolling|on the toilet|cross legged) ~8 (legs|feet) ~3 (dead|numb|to sleep)',
      '(legs|feet) ~2 (heavy|tired) and (tired|heavy|achy|aching|sore)',
      'dead on my feet',
      '@LEGS_PLURAL ~8 @NEURO ~8 (for ages|for years|for a long time|for decades|unchanged|not changed|no change|stable|same as ever|neuropathy)',
      '@LEGS_PLURAL ~6 @NEURO ~8 (in|when|with) ~3 (boots|shoes|tight|sitting|crossed|cross legged|kneeling|squatting)',
      '@LEGS_PLURAL ~6 @NEURO ~12 (fine after|fine once|gone after|went after|better after|settled after|eased after|goes once|go once)',
      // heaviness after prolonged exertion: fatigue
      '(legs|leg) ~3 (feel|feels|felt) heavy ~6 (end of|after) ~3 (the |each |a |every )?(day|days|walk|hike|trek|climb|run|shift)',
      // numbness from a spinal anaesthetic that has worn off as expected
      '(spinal|epidural) ~3 (anaesthetic|anesthetic|anaesthesia|anesthesia|block|injection) ~24 (worn off|wore off|as expected|expected)',
      // numbness that has worn off since
      '(numb|numbness|dead|tingling|tingly) ~16 (all worn off|worn off|has worn off) ~2 (now|since|completely)',
      // numbness that wore off the same day
      '(numb|numbness|dead|tingly|tingling) ~16 (wore off|wears off|went away|came back|returned) ~3 (that|the same|same|by the|by that|within|after|the next)',
      // strength the same on both sides
      '(strength|power|feels|feel|reflexes) ~4 (the same|equal|equally|normal|fine) ~2 (on )?both sides',
      // legs heavy and sore after a race or a session
      '(legs|quads|calves|thighs) ~6 (sore|heavy|stiff|achy|tired|aching|like lead) ~14 (marathon|run|race|training|gym|squats|hike|hiking|muscle soreness|doms|leg day)',
      '(marathon|race|leg day|squats|hike|hiking|training|run|ran) ~12 (legs|quads|calves|thighs) ~6 (sore|heavy|stiff|achy|tired|aching|like lead)',
      // sore heavy legs with the muscles named
      '@LEGS_PLURAL ~6 (sore|heavy|stiff|achy|tired|aching) ~4 (quads|calves|hamstrings|thighs|muscles)',
      // feeling back within minutes
      '(numb|numbness|asleep|tingling|tingly|dead) ~24 (feeling|it|they) (was|is|were|are|came) back ~2 (within|after|in|once)',
      // legs like jelly after a workout
      '(shaky|jelly|wobbly|like jelly|jelly like) ~10 (fatigue|tired|after|set|workout|session|lifting|gym|run|race|rep|reps)',
      // legs gone to jelly with nerves or excitement (a match, a speech, a fright)
      '(turned|went|go|goes|turn|going|gone) to jelly ~6 (watching|nerves|nervous|excitement|excited|scared|fright|frightened|penalty|penalties|shootout|final|speech|exam|interview|audition|rollercoaster)',
    ],
    explainedBy: [
      // legs that ache on walking and ease leaning on a trolley or frame: spinal stenosis (neurogenic claudication)
      '(lean|leaning|leant|bend|bending) ~4 (on|over|forward) ~3 (a |the |my )?(shopping )?(trolley|trolly|frame|walker|counter|pram|buggy|handle)',
      // numb feet of a named neuropathy, in a sock or stocking pattern
      '(neuropathy|peripheral neuropathy|diabetic neuropathy|sock pattern|stocking pattern|stocking distribution|sock distribution|glove and stocking)',
      // numbness from sitting that leaves on standing
      '(went away|wore off|passed|gone|came back) ~4 (when|once|as soon as|the second|the moment|after) ~2 i ~2 (stood|got up|moved|walked|stand|get up)',
      // weakness explained by bed rest or inactivity: deconditioning, not a nerve
      '(from|after|because of|due to) ~2 (the )?(lack of|no|not enough) ~1 (exercise|activity|training|use|walking|moving)',
      '(deconditioned|deconditioning|out of shape|unfit|lost condition|muscle wasting from bed)',
      // an expression, not a sign
      '(figure of speech|manner of speaking|just an expression|just a saying|so to speak)',
      // legs numb from an epidural, as expected
      '(epidural|spinal block|anaesthetist|anesthetist)',
      // both legs asleep from kneeling or squatting
      '(kneeling|knelt|on my heels|cross legged|squatting|squatted|crouching|crouched)',
      // an epidural that wore off as expected
      '(epidural|spinal anaesthetic|spinal block) ~16 (came back|wore off|worn off|back to normal|by that evening|next day|within hours)',
    ],
  },

  // ---------------------------------------------------------------- heart
  chest_pain: {
    label: 'chest pain',
    terms: [
      '(@PAIN|@PRESSURE|indigestion|heartburn) ~9 @CHEST',

      '@CHEST ~3 (@PAIN|@PRESSURE|indigestion|heartburn)',
      '(@PAIN|@PRESSURE|indigestion|heartburn) ~6 @CHEST',
      'angina|heart attack',
      '(@PAIN|@PRESSURE) ~14 (through|thru|round|across) ~2 (to )?(my |the )?@CHEST',
      '(rubbing|rubbed|clutching|clutched|holding|held|gripping|gripped|pressing) ~2 (my |his |her |their )?(chest|breastbone|sternum)',
      '(central|crushing|cardiac|typical|retrosternal|left sided|substernal) ~2 (cp|chest pain|pain)',
      '=cp ~4 (radiating|radiates|rad|min|mins|hours|hrs|onset|at rest)',
      'retrosternal|substernal',
    ],
    except: [
      FIRST_AID_TEACHING,
      // the heart named as a fear ('scared the heart is to blame'), or a heart attack as what a sign can mean
      '(worry|worrying|worried|scared|afraid|paranoid|convinced|wonder|wondering|fear|fearing|anxious) ~4 (could|might|may|is|its) ~3 heart',
      '(can|could|may|might) (mean|signal|point to|indicate|be a sign) ~3 heart (attack|problem|problems|trouble)',
      // tender breasts with the monthly cycle or with feeding
      BREASTS_WITH_THE_CYCLE,
      ...CHEST_MUSCLES_OR_A_FIGURE,
      HEAVY_LOAD,
      // pressure said to be the figurative kind (exams, deadlines, money)
      '(pressure|weight) on my (chest|shoulders) ~8 (exam|exams|deadline|deadlines|dissertation|essay|thesis|work|money|bills|mortgage|i mean|metaphorically|figuratively)',
      '(exam|exams|deadline|deadlines|work|money|financial|peer|family) pressure ~2 (i mean|that is|is what)',
      // a heart attack feared, not felt
      '(thought|think|worried|scared|afraid|convinced|sure) ~5 (having|had|was having|a) ~2 heart attack',
      '(stitch|stitches) ~6 (under|in|below|beneath) ~3 (my |the )?(ribs|rib|side)',
      '(stitch|stitches) ~10 (running|run|runs|jogging|jog|slow down|sprint)',
      'chest (day|press|presses|fly|flies|workout|session|exercises)',
      '(weight|weights) ~2 on my chest ~3 (bar|bench|press)',
      'heart (rate|rates|monitor|zone|zones|tracker|of|felt|is set|sank)',
      '(heartburn|reflux|indigestion) ~4 (after|from) ~3 (curry|spicy|meal|food|eating)',
      '(chest|pecs) ~6 (tight|bruised|sore|stiff|achy) ~10 (bench|press|push ups|pushups|gym|workout|dips|flyes|flies|session)',
      '(bench|push ups|pushups|gym|workout|dips|flyes) ~10 (chest|pecs) ~4 (tight|sore|bruised|stiff|achy)',
      ...HEAVY_HEART,
      // a heart attack named in a conditional or as an idiom of fright
      '(would|will|going to|gonna|could|might) (have|get) (a )?heart attack',
      '(give|gives|gave|giving) (me|him|her|you|them) a heart attack',
      // a broken heart
      '(only|just) (chest pain|heartache|pain in my chest) ~4 (heartbreak|heartache|broken heart|emotional|break up|breakup)',
    ],
    topics: ['chest'],
    explainedBy: [
      ...PANIC_AS_ALWAYS,
      // tightness eased at once by the reliever inhaler is the airways
      INHALER_EASED,
      RUNNERS_STITCH,
      // a baby kicking under the ribs
      '(baby|babies) (kicks|kicking|kicked)',
      PEC_STRAIN,
      CHEST_WORKOUT,
      TIGHT_GARMENT,
      // a chest wall sore from a hard cough, put down to it
      '(from|after|with) ~2 (all )?(the |my |this |that )?(coughing|cough|coughs|coughing fits|hacking)',
    ],
  },
  chest_pressure: {
    label: 'chest pressure or tightness',
    terms: [
      '=pressing (feeling|sensation|pain|ache|discomfort) ~6 @CHEST',
      '(the )?=pressing (in|on|across|behind) ~2 (my )?@CHEST',
      '(something|someone|somebody|man|elephant|weight|person) ~3 (sitting|sat|standing|pressing|kneeling) on ~2 (my )?@CHEST',
      '(like|feels like|as if) ~4 (vest|band|belt|strap|bra|corset|rope|clamp) ~4 (tight|too tight|squeezing|round|around)',

      '@PRESSURE ~6 @CHEST',
      '@CHEST ~3 @PRESSURE',
      'something (sitting|sat|standing|pressing) on my chest',
      // the chest likened to a load lying on it
      '@CHEST ~3 (feels|felt|feel|feeling) ~2 like ~4 (sack|bag|brick|bricks|elephant|weight|load|tonne|ton|block|anvil|lorry|bus) ~4 (on|sitting on|pressing on|on top of) ~2 (it|me|him|her|top)',
      // a load pictured sitting on the chest
      '(like|as if|as though) ~8 (sat|sitting|sits|standing|stood|pressing|parked|kneeling|crushing|lying) on (my |his |her |the )?@CHEST',
    ],
    except: [
      FIRST_AID_TEACHING,
      // tender breasts with the monthly cycle or with feeding
      BREASTS_WITH_THE_CYCLE,
      ...CHEST_MUSCLES_OR_A_FIGURE,
      HEAVY_LOAD,
      '(bench|benching|benched|squatting|squatted|deadlifting|deadlifted|lifting|lifted) ~2 (too )?(heavy|heavier)',
      '(weight|weights|bar|barbell) ~3 (on|off) my chest',
      'chest (press|fly|day)',
      '(chest|pecs) ~6 (tight|bruised|sore|stiff|achy) ~10 (bench|press|push ups|pushups|gym|workout|dips|flyes|flies|session)',
      '(bench|push ups|pushups|gym|workout|dips|flyes) ~10 (chest|pecs) ~4 (tight|sore|bruised|stiff|achy)',
      ...HEAVY_HEART,
      // pressing on the chest wall to find a tender spot is an examination, not a feeling of pressure
      '(pressing|press|pressed|prod|prodding|poke|poking|push|pushing) (on|in|into) ~3 (it|the spot|the pec|the pecs|my pec|my pecs|the area|the bone|the muscle|the rib|my rib|the ribs|my ribs|the sternum|my sternum|the breastbone|the joint) ~4 (hurts|reproduces|brings|sets|tender|sore|painful|makes|pain)',
      // 'hurts pressing on the pec': a tender spot found by pressing
      '(hurts|hurt|tender|sore|painful|pain) ~2 (when )?(pressing|pressed|press|prodding|poking|pushing) (on|in|into) ~3 (it|the spot|the pec|the pecs|my pec|my pecs|the area|the bone|the muscle|the rib|my rib|the ribs|my ribs|the sternum|my sternum|the breastbone)',
      // a heavy chest day at the gym
      '(heavy|hard|big|tough|long|intense) (chest|arm|leg|back|push|pull|upper body) (session|day|workout|sets|press|routine)',
      // lifting heavy: 'went too heavy on the bench', 'pushing heavier weights'
      '(did|do|doing|done|go|goes|going|went|gone|lift|lifts|lifting|lifted|push|pushing|pushed|load|loading|loaded|train|training) ~2 (heavy|heavier) ~3 (bench|=press|weights|weight|bar|barbell|dumbbells|dumbbell|reps|sets|gym|squats|deadlifts|lifts)',
      // a tension headache told as a tight band
      '(band|belt|strap|vice) ~4 (around|round|across) ~2 (my |the )?(head|forehead|temples|skull)',
    ],
    explainedBy: [
      PEC_STRAIN,
      CHEST_WORKOUT,
      TIGHT_GARMENT,
      ...PANIC_AS_ALWAYS,
      // tightness eased at once by the reliever inhaler is the airways
      INHALER_EASED,
    ],
  },
  radiation_arm_jaw: {
    label: 'pain spreading to the arm, jaw or neck',
    terms: [
      '(spread|spreads|spreading|radiat|go|goes|going|went|run|runs|running|travel|travels|travelling|shoot|shoots|shooting|move|moves|moving|into|down|up|through) ~4 ?(left|right) (arm|arms|jaw|neck|throat|teeth|shoulder|shoulders|elbow|wrist|little finger)',
      '(arm|jaw|neck|throat|teeth) ~4 (as well|too|also|at the same time|along with it|with it)',
    ],
    // a bitter or sour taste with it: reflux (a throat burning alone may be angina)
    explainedBy: ['(bitter|sour|acid|acidic) ~2 (taste|tastes|liquid|brash|fluid)'],
    except: [
      // a cream rubbed into a joint goes into it, no pain travelling
      '(rub|rubs|rubbed|rubbing|massage|massaged|massaging|work|worked|working) ~4 into',
      // a bruise or a rash that spreads is the skin, not a pain travelling
      '(bruise|bruising|swelling|rash|redness) ~4 (spreading|spread|spreads|going|gone|travelling|moving)',
    ],
  },
  exertional_chest: {
    label: 'pain on exertion that settles with rest',
    except: ['(stitch|stitches) ~16 (running|run|runs|jogging|jog|slow down|sprint|slowing down)'],
    terms: [
      // 'indigestion' that comes with carrying and goes when sitting
      '(indigestion|heartburn|wind|tightness) ~10 @EXERTION ~12 (@EASES|goes off|settles|stops|wears off) ~4 @RESTING',
      // chest tightness that made the person stop climbing
      '(chest|chest pain|tightness|pressure|tight) ~16 (had to|have to|made me|make me|forced me to) (stop|rest|sit down|pause|stand still) ~6 (ladder|stairs|hill|climbing|climb|scaffold|walking|running|carrying|slope|steps)',
      // Brought on by effort and relieved by rest, in the chest, arm, jaw, throat or neck.
      '(@UPPER_SITE|@PRESSURE|breathless|out of breath) ~10 @EXERTION ~12 @EASES ~4 @RESTING',
      '(@UPPER_SITE|@PRESSURE|breathless|out of breath) ~10 @EXERTION ~12 @RESTING ~4 (@EASES|helps|help|better)',
      '@EXERTION ~10 (@UPPER_SITE|@PRESSURE) ~10 @EASES ~4 @RESTING',
      '@EXERTION ~10 (@UPPER_SITE|@PRESSURE) ~10 @RESTING ~4 (@EASES|helps|help|better)',
      '(@UPPER_SITE|@PRESSURE) ~6 (only|just|always|every time) ~3 (when|if|with) ~3 @EXERTION ~10 @RESTING',
      '(@UPPER_SITE|@PRESSURE) ~6 (brought on|comes on|come on|starts|started|triggered) ~3 (by|with|when) ~3 @EXERTION',
      // an arm or jaw that aches with breathlessness on effort
      '(whenever|every time|each time|when) i ~2 @EXERTION ~8 (@UPPER_SITE) ~4 (ache|aches|aching|heavy|tight|hurts|pain|pressure) ~12 (short of breath|breathless|out of breath|puffed)',
      '(whenever|every time|each time|when) i ~2 @EXERTION ~12 (ache|aches|aching|tight|tightness|pressure|heaviness|pain) ~12 @UPPER_SITE ~10 (short of breath|breathless|out of breath|puffed)',
    ],
  },
  sweating: {
    label: 'sweating',
    terms: [
      'sweat|sweats|sweating|sweaty|clammy|perspiring|perspiration|drenched|dripping|pouring|cold sweat|drench|cold fish',
      '(wet|slick|damp) and cold|cold and (wet|slick|damp|clammy)',
      'wet through',
      'diaphoretic|diaphoresis',
      // sweat told by the clothes or by beads on the face
      '(vest|shirt|top|t shirt|tshirt|jumper|clothes|sheets|pillow) ~3 (is |was |are |were )?(wringing|sodden|soaked|stuck to me|stuck to him|stuck to her|wringing wet)',
      'beads (of sweat |of water )?(on|across|all over) (his|her|my|the) (top lip|upper lip|lip|forehead|brow|face|head)',
    ],
    except: [
      '(hot yoga|bikram|sauna|steam room|in there) ~8 (clammy|sweat|sweaty|sweating)',
      '(night|nights) sweat',
      'sweat ~3 (gym|workout|session|run|class)',
      '(sweating|sweat) (it|the small)',
    ],
    explainedBy: [
      // sweating explained by the heat of the place: a roasting gym, a heatwave, a sauna
      '(roasting|boiling|sweltering|baking|scorching) (hot|day|weather|room|gym|kitchen|office)|heatwave|heat wave|sauna|steam room|hot yoga|bikram|(aircon|air con|air conditioning|fan) ~3 (broken|off|not working|bust|died)|(hot|humid|muggy|stuffy) (day|weather|room|gym|office|kitchen|class)|everyone was sweating|everybody was sweating',
      // sweating in a gym with no air conditioning
      '(no|without) (aircon|air con|air condition|air conditioning|fan|ventilation)',
    ],
  },
  nausea: {
    label: 'nausea',
    terms: [
      'chucked up|chuck up|chucking up|puked|puke|puking|spewed|spewing|hurled|threw my guts up',
      'retch|retching|heave|heaving|dry heaving',
      'nausea|nauseous|nauseated|queasy|vomit|vomiting|vomited|retch|retching|puke|puking',
      '(feel|feeling|felt|being|been|was) sick',
      '(throw|threw|throwing) up',
      // Scots for retching
      '=boke|=boking|=boked|=boak|=boaking',
    ],
    except: [
      '(sick and tired|sick to death|sick of) ~4 (this|it|my|the|of|being|having)?',
      'sick (of|and tired|note|leave|day|pay)',
      'feel sick of',
      // 'heaving plasterboard', 'heaving the bags': lifting, not retching
      '(heave|heaves|heaving|heaved) (the|a|an|some|it|them|my|boxes|bags|sacks|plasterboard|bricks|stuff|things|furniture|loads|weights|rubbish|bins|logs|slabs|cement|timber)',
    ],
  },
  breathless: {
    label: 'breathlessness',
    terms: [
      '(abrupt|sudden|new|acute|increasing|worsening|severe) sob',
      'sob on exertion|soboe',
      '(breath|breathing) ~2 (is |was )?(cut|cut off|stopped|short)',
      '(can not|could not) ~2 get ~2 (my )?(wind|breath|air)',
      // 'I am without air', 'no air': breathlessness in many languages' words
      '(without|no|not enough|out of|missing|lack of|need) ~1 (=air)',
      '(breathing|breathe) through a straw',
      '(can not|could not) ~4 (walk|talk|climb|move|get) ~6 without (gasping|panting|puffing|stopping for air|stopping for breath|getting breathless|being breathless)',
      '(can not|could not) ~3 (finish|complete|say|get through) ~2 (a )?(sentence|sentences|words) ~4 (without|stopping|for air|for breath)',
      '(can not|could not|cannot) ~2 get ~2 (full|deep|proper|good) breath',
      '(oot|out) o breath',

      'catch (my|his|her|their) breath',

      'breathless|breathlessness|=winded|gasping|panting|puffed|puffing|wheezy|wheezing',
      '(short|out) of breath',
      '(can not|could not|struggling to|struggle to|hard to|difficult to|trouble|difficulty) ~2 (breathe|breathing|catch my breath|get my breath|get air|get enough air)',
      '(breathing|breath) ~3 (hard|difficult|laboured|labored|fast|shallow|heavy|struggle|short|rapid)',
      '(air hunger|huff and puff|huffing and puffing|can not get air|not enough air|need more air)',
      '(diaphoretic|cp|chest pain|dizzy|nauseous) ~3 =sob',
      '(can not|could not) ~3 get ~2 (a )?(sentence|sentences|words|word) out',
      '(fighting|gasping|struggling|gulping|fight|gulp|gulped) ~2 for (air|breath)',
      '(gulp|gulping|gulped) ~2 air',
      '(not being able|unable|can not|could not) ~2 (to )?(fill|get air into|get air in) ~2 (my )?lungs',
      '(breathing|breathe) through a ~1 straw',
      // talk broken off to get air
      '(stop|stopping|stops|stopped|pause|pausing|pauses|paused) ~6 (to get|to catch|to grab|to find|for|to take) (air|breath|a breath|his breath|her breath|my breath)',
      // a sentence that cannot be finished; a low oxygen reading
      '(can not|could not|cant) ~2 get to the end of ~2 (a )?(sentence|sentences)',
      '(oxygen|sats|saturation|saturations|o2|spo2|clip) ~5 (/[5-8]\\d/|/9[0-2]/) (%|percent|per cent)?',
      // breathlessness told by stairs that need stops, air that will not go in, a chest heaving, a breathing rate counted
      '(can not|could not|cant|couldnt) ~4 (get up|climb|walk up|manage) ~4 (stairs|steps|hill|the stairs|the steps) ~4 without (stopping|a rest|resting|a break)',
      '(air|breath) ~3 (is not|not|will not|wont|isnt) (going|get|getting) ~2 (in|inside|into|down)',
      '(pulling|dragging|grabbing|heaving) (for|at) (air|breath)',
      '(chest|breathing) ~3 (going|went|was going|heaving) up and down',
      '(counted|count|counts) (/2[4-9]/|/3\\d/|/4\\d/) ~3 (a|in one|in a|per|each) (minute|min)',
    ],
    except: [
      // a gasp at a sudden pain is the pain, not the breath
      '(made|make|makes|making) me (gasp|gasped)',
      // a breath drawn in hard is what sets off a pain, not a breath that is short
      '(breathe|breathing|breath) in (hard|deep|deeply|sharply|fully)',
      // gasping acted in a role
      `${ACTED} ~12 (gasping|gasps|gasp|breathless|fighting for breath|struggling to breathe)`,
      '(ankle|ankles|knee|knees|foot|feet|leg|legs|face|eye|eyes|hand|hands|finger|fingers|it|calf|calves|wrist|wrists|joint|joints|toe|toes|lip|lips) ~2 (puffed|puffing|puffed up|puffy|puffs up)',
      '=puffed (like|up) ~2 (pillows|pillow|a balloon|balloons|sausages)',
      'out of breath ~4 (after|from) ~3 (sprint|sprints|sprinting|interval|intervals|race|hiit|training|session|game|match)',
      '(sprint|sprints|interval|intervals|hiit) ~4 out of breath',
      // 'no air condition' is the gym, not the breath
      '(no|without) (air condition|air conditioning|air con|aircon|air conditioner)',
      // 'pants' are trousers or underwear, not panting
      '(my|his|her|the|wet|soaked|damp|wet through) pants|pants (soaked|wet|damp|dirty|soiled|messy|stained)',
      // normal breathlessness briefly after exertion
      '(puffed|puffing|out of breath) ~4 (like anyone|for a minute|as anyone|as you would|like you would|after running|from running|after the run|after the sprint)',
      // an idiom for a fright
      'put the wind up',
      ...BUSY_NO_BREATH,
      // breathless from a run, normal again in minutes
      '(no air|out of breath|breathless|puffed|winded|short of breath) ~10 (come back|came back|comes back|back to) (normal|fine|ok|okay)',
    ],
    explainedBy: [
      // breathless high up, gone on coming down: the altitude
      '(altitude|high altitude|thin air|the himalayas|everest base camp|base camp)',
      // breathlessness of a known asthma settled by its inhaler, as always
      '(blue inhaler|inhaler|ventolin|salbutamol|reliever|puffer) ~6 (sorts|sorted|settles|settled|helps|helped|clears|cleared|eases|eased|relieves|relieved|works)',
      // the bump growing into the space the lungs had
      '(as|because|since|with) ~2 (the |my |her )?(bump|baby) ~2 (grew|grows|growing|has grown|got bigger|gets bigger|getting bigger|is pressing|presses|pushes|pushing)',
      // tightness eased at once by the reliever inhaler is the airways
      INHALER_EASED,
      // breathless as a pregnancy grows; wheeze eased by the reliever inhaler
      '(bump|baby) ~4 (grown|growing|gets bigger|getting bigger|got bigger|pressing|pushing up)',
      RUNNERS_STITCH,
      // breath taken by the bump, as the midwife says
      '(bump|baby) ~4 (pushing|pressing|pushes|presses|squashing|squashes) (up|on)',
      '(midwife|doctor|gp) ~3 (says|said) ~6 (bump|baby|pregnancy|normal)',
      // a scan clear of clots and another cause found
      '(no clot|no clots|clot ruled out|clots ruled out|clear of clots) ~8 (infection|chest infection|pneumonia|asthma|virus|covid|bronchitis)',
      '(it was|turned out to be|diagnosed as|diagnosed with) (a |just a |only a )?(chest infection|pneumonia|asthma|virus|covid|bronchitis)',
      // a clear scan with another cause given
      '(no clot|no clots|clot ruled out|clots ruled out|clear) ~10 (put it down to|put down to|put that down to|said it was|due to|because of) ~3',
    ],
  },
  pleuritic: {
    label: 'pain on breathing in',
    except: [
      // severe pain told by an idiom; breathing said to be normal
      '(takes|took|taking|take) (my|the|your) breath away',
      ...BUSY_NO_BREATH,
      '(breathing|breath) ~2 (is |was |feels )?(normal|fine|ok|okay|unaffected)',
      '(stitch|stitches) ~10 (running|run|runs|jogging|jog|sprinting|sprint|exercise|breathe hard|slow down)',
      '(running|jogging|sprinting) ~10 (stitch|stitches)',
    ],
    terms: [
      // a catch or pinch with every breath in
      '(pinch|pinching|catch|catches|stab|stabs|jab|jabs|twinge|twinges|knife|needle|sharp) ~8 (every|each|with every|with each|on every|on each) (deep )?(breath|breath in|inhale)',
      'pleuritic',
      '(needle|knife|stab|pain|sharp) ~14 (with|on) (each|every) breath',
      '(suck|sucking|draw|drawing|breathe|breathing|take|taking) in ~2 (air|breath|a breath)? ~8 (@PAIN|jab|jabbing|needle|knife|stab|stabbing|catch)',
      '(can not|could not) ~2 (take|get) ~2 (a )?(full|deep|proper|big) ~1 breath ~6 (knife|stab|pain|hurt|hurts|sharp|ribs)',
      '(can not|could not|cannot) ~2 (take|breathe|get|fill) ~4 without ~3 (pain|a pain|knife|stab|sharp|hurting|it hurting|agony)',
      '(fill|filling) ~2 lungs ~6 (pain|hurt|hurts|sharp|catch|stab|knife)',
      '(pain|hurt|hurts|sharp|catch|stab|knife) ~8 (fill|filling) ~2 lungs',

      '(hurt|hurts|pain|painful|stab|stabs|stabbing|sharp|catch|catches|catching|knife|agony|sore|jab) ~10 (breathe|breathing|breath|inhale|inhaling|breathe in|deep breath|deep breaths)',
      '(breathe|breathing|breath|inhale|inhaling|deep breath) ~4 (hurt|hurts|pain|painful|stab|stabs|stabbing|sharp|catch|catches|catching|knife|agony|sore)',
      '(knife|stab|stabs|stabbing|sharp|pain|hurt|hurts|catch|catches) ~8 (when|as|if|on) ~2 (i )?(take|taking|draw|drawing|suck|sucking|pull|pulling) ~2 (air|breath|a breath|in)',
      // a pain that grabs whenever one breathes in
      '(grabs|grab|catches|catch|stabs|stab|jabs|jab|sharp|worse|knife|skewer) ~3 (whenever|when|every time|each time|if) ~2 (i )?(inhale|breathe in|breathe|take a breath|take a deep breath|cough|sneeze)',
      // pain each time the lungs fill
      '(every time|each time|whenever|when) ~3 (the |my )?(lungs|chest) (fill|fills|expand|expands|go up|goes up|rise|rises)',
      '(every time|each time|whenever|when) ~3 (i )?(take|draw) ~2 (a )?(big|deep|full) (one|breath|breaths)',
    ],
    explainedBy: [
      // a stitch that comes with running
      '(stitch|stitches) ~16 (running|run|runs|jogging|jog|sprint|sprinting)|(running|run|jogging|jog|sprinting) ~10 (stitch|stitches)',
      RUNNERS_STITCH,
      // a stitch from running or walking
      '(stitch|stitches) ~3 (in )?(my )?side|(stitch|stitches) ~10 (jogging|running|run|jog|sprint|sprinting|slowing|slowed)',
      // a clot ruled out by a scan
      '(scan|ct|ctpa|bloods|d dimer|tests) ~8 (clear|normal|negative|no clot|ruled out)',
    ],
  },
  haemoptysis: {
    label: 'coughing blood',
    terms: [
      '(cough|coughing|coughed|spit|spitting|spat|hack|hacking) ~4 (blood|bloody|red|pink|rusty)',
      '(blood|bloody|red|pink) ~3 (phlegm|sputum|spit|mucus|in my spit|tissue)',
      'haemoptysis|hemoptysis',
    ],
  },

  // ---------------------------------------------------------------- aorta
  tearing: {
    label: 'tearing or ripping pain',
    terms: [
      // the pain called tearing in someone's own report of it
      '(saying|says|said|moaning|screaming|shouting) ~2 (it is|its|it was|like) ~1 (tearing|ripping|splitting|being torn)',
      '(belly|tummy|stomach|back|chest) ~4 (its|it is|it was) ~1 (=tearing|=ripping|=splitting)',
      // a tearing told loosely, or something giving way deep inside
      '(sort of|kind of|a bit of a|like a) (tearing|ripping)',
      '(described|describes|describing|describe) ~3 (as|like) ~2 (a )?(tearing|ripping)',
      '(something|it) ~3 (give way|gave way|gives way|tore|split|burst|ripped) ~3 (deep )?(in|inside) ~2 (my )?(belly|tummy|stomach|abdomen|back|chest)',
      // being pulled apart, or something dragged through the body
      '(like|as if|as though) ~6 (pulled|pulling|pull|dragged|dragging|drag|ripped|ripping|torn) ~3 (apart|through me|out of me|from the inside|inside me)',
      '(like|as if|as though) ~2 (something|it) ~2 (tore|torn|ripped|split|burst|gave way|broke) ~3 (inside|in|through)',
      '(tearing|ripping) ~3 (in|through|across|between) ~4 (back|chest|belly|tummy|stomach|abdomen|shoulder blades)',
      '(like|as if) ~2 (cut|cutting|knife|torn|tearing|ripped) ~2 (inside|in half|in two)',
      '(tearing|ripping|shredding|splitting|wrenching) ~3 (pain|feeling|sensation|ache|agony)',
      '(pain|feeling|sensation|agony) ~3 (tearing|ripping|shredding)',
      '(like|as if|as though) ~4 (tear|tearing|torn|rip|ripping|ripped|split|splitting|being torn|being ripped) ~3 (apart|open|in two|in half|inside|me)?',
      '(rip|ripping|ripped|tear|tearing|tore|torn) ~3 (through|inside) ~2 (me|my back|my belly|my stomach|my chest)',
      '(felt|feel|feels) ~2 (something|it) ~2 (rip|tear|split|burst|give way) ~3 (in|inside|through) ~2 (back|belly|stomach|tummy|chest|abdomen)',
      '(boring|bores|bore|going|goes|went|straight|right) ~2 through ~3 (to|into)? ~2 (my )?back',
      '(back|belly|tummy|stomach|chest) ~2 (is|was|feels|felt) ~2 (=tearing|=ripping|=splitting|being torn)',
      '(zip|zipper|velcro|seam) ~4 (yanked|ripped|torn|tearing|ripping|pulled|undone|opened|open|unzipped)',
      // a blade pictured going right through to the back, or a saw through it
      '(like|as if|as though) ~4 (a |the )?(saw|sawing) ~3 (through|into|in half)',
      '(knife|blade|spear|sword|skewer) ~6 (out the back|out my back|out of my back|out his back|out of his back|out through my back|through to my back|through to the back)',
    ],
    except: [
      // period cramps called tearing, as every month
      '(period|periods|menstrual|time of the month|cramps|endometriosis) ~10 (tearing|ripping)',
      // muscles that feel torn from exercise (stomach muscles from crunches, thighs from lunges): soreness, not an artery
      '(abs|muscles|muscle|six pack|core|quads|hamstrings|glutes|calves|arms) ~3 (feel|feels|felt|feeling) ~2 (like|as if|as though) ~4 (ripped|torn|shredded|tearing)',
      '(tearing|ripping) ~10 (every month|each month|like every month|period|periods|cramps)',
      // a muscle felt tearing
      '(muscle|muscles) ~2 (ripping|tearing|tore|torn|ripped|rip|tear)',
      // a momentary ripping catch or twinge on bending is a back strain's, not an artery's tearing
      '(tearing|ripping|rip|tear) ~2 (catch|twinge|twang)',
      '(tear|tearing|tore|torn) ~3 (hamstring|calf|muscle|ligament|tendon|meniscus|cartilage|acl|rotator)',
      // a rip felt in a named muscle is a strain
      '(rip|ripped|ripping) ~3 (in |of )?(the |a |my )?(hamstring|calf|muscle|muscles|ligament|tendon|groin)',
      'tearing up',
      // a back squat is a lift, not the back
      '(back|front|box|goblet|overhead|split|hack|zercher) (squat|squats|squatting|squatted)',
      // a muscle torn doing core exercises
      '(rip|tear|tearing|ripping|ripped|tore) ~6 (stomach muscle|tummy muscle|abdominal muscle|abdominal muscles|ab muscle|abs|six pack|oblique|obliques)',
      // a muscle torn or sore from training, said as ripped
      '(ripped|torn|shredded) to (shreds|bits|pieces|ribbons)',
      '(tear|tore|torn|rip|ripped) ~5 (back|belly|tummy|stomach|abdominal|ab|abs|chest|pec|shoulder) (muscle|muscles)',
    ],
    explainedBy: [
      // a tearing sensation the writer calls figurative
      '(figure of speech|not literally|metaphorically|so to speak)',
      // a clinician who has put it down to a strained muscle
      '(physio|physiotherapist|doctor|gp|a and e|casualty|hospital|consultant|scan|osteopath) ~4 (confirmed|said|diagnosed|thinks|reckons|found) ~4 (muscle|strain|strained|pulled muscle|sprain|muscular)',
    ],
  },
  faint: {
    label: 'feeling faint',
    except: [
      // a knee or ankle that collapses under the writer is no faint
      '(=knee|=ankle) ~3 (collapsed|collapsing|collapses|collapse)',
      // a collapse acted in a role
      `${ACTED} ~12 (collapse|collapses|collapsing|collapsed|faint|faints|fainting|fainted|passes out|pass out|keels over)`,
      '(hot yoga|bikram|sauna|steam room) ~10 (faint|woozy|lightheaded|light headed)',
      '(passed|passing) out ~3 (on|in) (the|a|my) (sofa|couch|bed|floor|chair) ~6 (drink|drunk|prosecco|wine|beer|pints|party|wedding|night out|funny angle|awkward)',
    ],
    terms: [
      '(lights|light) ~2 (going|go|went|are going|turning) (off|out|dim)',
      // a clinician's words for nearly fainting
      'syncope|presyncope|syncopal|near syncope|pre syncope',
      '(came|come|coming|went|go|going) over (all )?(wobbly|funny|faint|queer|peculiar|swimmy|dizzy|woozy|weak)',
      '(went|gone|go|going|felt|feel) all (swimmy|woozy|faint|wobbly|funny)',
      '(grab|grabbed|hold|held|holding) ~3 (counter|table|wall|chair|side|sink|worktop) ~4 (not to|so i did not|to stop me|or i would) ~3 (go down|fall|collapse|drop)',
      '(everything|vision|world|eyes) ~2 (going|goes|went|go|turning|turns) ~2 (dark|black|grey|gray)',
      '(lose|losing|lost|going to lose) ~2 (my )?(conscience|consciousness|conscious)',
      'faint|fainted|fainting|lightheaded|woozy|collapse|collapsed|collapsing|swoon',
      '(pass|passed|passing|black|blacked|blacking|grey|greyed|keel|keeled|keeling) (out|over)',
      '(light|lite) headed',
      '(nearly|almost|about to|going to|thought i would) ~2 (pass|black|keel|faint|drop)',
      '(pale|grey|white) ~3 (clammy|sweaty|as a sheet)',
      '(dizzy|light headed|lightheaded|woozy|giddy|faint) ~4 (when|if|as soon as|every time) ~2 (i )?(stand|standing|stand up|get up|getting up|sit up)',
      '(must|have to|had to|need to|got to) ~2 lie (down|flat|on the floor|on floor) ~4 (or|else|otherwise) ~3 (fall|faint|collapse|pass out|go down|drop)',
      '(room|kitchen|world|everything|edges|vision|screen) ~3 (went|going|turned|turning|go|goes) (grey|gray|black|dark|dim|fuzzy)',
      '(slide|slid|sink|sank|sat) ~3 (down )?(onto|on to|to) ~2 (the )?(floor|lino|ground) ~4 (before|or) ~3 (i )?(fell|fall|collapse|collapsed|fainted)',
      // a funny turn; sitting down or going over
      '=funny (turn|turns|do|spell)',
      '(sit|sat|lie|lay|lay down|sit down) ~5 (or|else) ~3 (i would|id|i d|i will|would|he would|she would) ~2 (have )?(gone over|gone down|fallen|collapsed|passed out|fainted|dropped|keeled over)',
    ],
  },
  aorta_known: {
    label: 'a widened main artery found before',
    // a known aneurysm is history that matters now
    history: true,
    terms: [
      'aneurysm|aaa|triple a',
      '(artery|aorta|aortic|blood vessel) ~6 (widened|wide|wider|bulging|bulge|swollen|enlarged|ballooning|ballooned|stretched|dilated)',
      '(bulge|bulging|widening|swelling|ballooning) ~4 (in|of|on) ~3 (a |the |my )?(blood vessel|artery|aorta|main artery)',
      // the widened artery named adjective first
      '(widened|wide|bulging|swollen|enlarged|ballooning|ballooned|stretched|dilated|weak|weakened) ~2 (artery|aorta|blood vessel|main artery|main pipe|main blood vessel)',
    ],
    except: ['(brain|head|cerebral) ~2 aneurysm'],
  },
  pulsating_mass: {
    label: 'a pulsating feeling in the belly',
    terms: [
      '(pulsat|pulsing|pulse|throb|throbbing|beating|heartbeat) ~4 (belly|stomach|tummy|abdomen|navel|belly button|lump|mass)',
      '(lump|mass|swelling) ~4 (pulse|pulses|pulsing|pulsat|throb|throbs|throbbing|beat|beats|beating)',
      'aneurysm|aortic',
    ],
    except: ['(aneurysm|aortic) ~4 (screen|screening|scan|check) ~3 (clear|normal|fine|negative)'],
  },

  // ---------------------------------------------------------------- stroke and neck arteries
  dizziness: {
    label: 'dizziness',
    except: [
      '(spin|spinning) (class|classes|bike|bikes|session|sessions|instructor|studio)',
      // a head said to spin with paperwork is busy, not dizzy
      '(head|heads|brain|mind) (is |s |was )?(spinning|spins|swimming|reeling|whirling) (with|from|over) ~4 (forms|paperwork|work|emails|figures|numbers|information|questions|bills|admin|details|jargon|stuff|everything|worry|worries|plans|ideas|it all)',
      // a head spinning with advice
      '(head|heads|brain|mind) (is |s |was )?(spinning|spins|swimming|reeling|whirling) (with|from|over) ~4 (advice|opinions|options|choices|conflicting)',
    ],
    terms: [
      '(room|world|everything|ceiling) ~2 (went|goes|going|spun|spinning|spins|tilted|tilting|tipped|lurched) ~2 (sideways|round|around|upside down|on its side)',
      '(sky|earth|world|room|ceiling|everything) ~1 (turning|turns|turned|going round|spinning)',
      '(floor|room|ground|world) ~3 (felt|feels|looked|was|is|went) ~2 (tilted|tilting|slanted|sloping|spinning|on a tilt)',
      'dizzy|dizziness|vertigo|giddy|woozy|spinning|spins|unsteady on my feet',
      '(room|world|everything|head) ~2 (spin|spinning|spins|spun|whirl|tilting|moving)',
      // the world tipping or rocking
      '(world|room|ceiling|everything|walls|floor|ground) ~4 (tipped|tilted|tilting|tipping|spinning|spun|going round|went round|flipped|turning over)',
      '(rocking|swaying) ~4 (like|as if) ~4 (boat|ship|on a boat|at sea)',
      // a swimming head
      '(head|heads) ~2 (is |was |are )?(swimming|swims|swam|reeling)',
      // the world swaying even at rest
      '(everything|room|world|the floor|the walls) ~2 (swaying|sways|swayed|rocking|rocks) ~4 (even )?(sitting|lying|when i sit|when i lie|still)',
      // the sky sliding sideways
      '(sky|room|world|everything|ceiling|floor|horizon|walls) ~3 (slide|slid|sliding|slides|slip|slipped|slipping|lurch|lurched|lurching|swing|swung|swinging) (sideways|to one side|to the side|away|round|around)',
    ],
  },
  visual_disturbance: {
    label: 'visual disturbance',
    terms: [
      '(eyes|eye|vision) ~2 (see|sees|seeing)? ~2 (fog|foggy|mist|misty|cloudy|smoke)',
      '(blur|blurred|blurry|blurring|fuzzy|hazy|misty|dim|dimmed|darkened|grey|flicker|flickering|shimmer|shimmering|patchy|wobbly) ~3 @VISION',
      '@VISION ~4 (blur|blurred|blurry|blurring|fuzzy|hazy|misty|dim|dimmed|dark|darkened|grey|flicker|flickering|shimmer|shimmering|funny|strange|weird|odd|off|went|gone|going|changed|change|changes|patch|patches|spots|shadow|curtain|problem|problems|trouble|double|disturbed|disturbance|loss|lost)',
      '(flash|flashing|flashes) ~2 (light|lights)|zigzag|zig zag|floaters',
      '(see|seeing|saw) ~2 (spots|stars|double|sparkles|flashes)',
      '(lost|losing|loss of|lose) ~3 (vision|sight|eyesight)',
      '(can not|could not|barely|hardly) ~2 see',
      '(curtain|shadow|blind|veil|blackout) ~4 (over|across|came down|coming down|in) ~3 (eye|eyes|vision|sight)',
      'blind|blindness|double vision',
      '(see|seeing|dey see|saw) (two two|two of everything|everything twice|two of things)',
      // a dark or blank patch in the sight of one eye
      '(dark|black|grey|gray|blank|missing|shadow|shaded|blurred|blurry) (patch|area|spot|bit|part|half|curtain|shadow|hole) ~8 (vision|sight|eye|see|seeing)',
    ],
    except: [
      // 'saw stars' on knocking the head: the knock's idiom, not a change in sight
      '(hit|banged|bumped|walked into|walked straight into|went into|went straight into|ran into|ran straight into|whacked|knocked|smacked|clonked|cracked|head butted|headbutted) ~8 (saw|see|seeing|seen) stars',
      '(tequila|vodka|pints|beer|wine|shots|stag do|hen do|hangover|cocktails) ~12 (double|two of|blurry|blurred)',
      '(seeing double|double|blurry|blurred) ~12 (tequila|vodka|pints|beer|wine|shots|stag do|hen do|hangover|cocktails)',
      'blind spot',
      '(see|seeing) (a|my|the) (physio|doctor|gp|specialist|osteo|chiro|consultant)',
      SEEING_DOUBLE_AT_WORK,
      'can not see (why|how|what|the point|myself|any|a|it)',
      'eye (contact|test|drops)',
      // a rolled-up window blind is not blindness
      '(roller|rolled up|rolled|window|venetian|kitchen) ~1 (blind|blinds)|(like|as) a ~2 (blind|blinds) (man|men|woman|person|people|bat|mole|date)|(turn|turns|turned|turning) a blind eye',
      // zigzag lights before one's usual migraine are its aura
      '(zigzag|zig zag|shimmering|sparkly|sparkling|flashing|flickering|flashing lights|wavy lines) ~10 (migraine|migraines|aura|auras|usual|as always|like always|like every time|same as always|identical)',
      '(migraine|migraines|aura|auras|usual|as always|identical) ~10 (zigzag|zig zag|shimmering|sparkly|sparkling|flashing|flickering|wavy lines)',
      // 'seeing double' over paperwork is tiredness said for effect
      '(practically|virtually|almost|nearly|near enough)? ~1 (seeing|see|saw) (double|stars) (with|from|over|at) ~3 (paperwork|forms|emails|spreadsheets|numbers|figures|work|admin|bills|screens|reports|invoices)',
      // 'seeing double the number': a count, not sight
      '(seeing|see|saw) double the (number|amount|price|cost|bill|money|people|work)',
      '(seeing|see|saw) double ~8 (twin|twins|grandsons|granddaughters|identical|lambs|calves|ewe|ewes|twinning)',
      // short sight without glasses, said as 'blind'
      'blind as a (bat|mole)',
      'blind ~3 without ~2 (my )?(glasses|specs|spectacles|reading glasses|contacts|contact lenses)',
    ],
    transient: true,
    explainedBy: [
      // seeing double after a night's drinking
      ...DRINK_NAMED,
      // the zigzags and flashing lights of a migraine aura, named with it
      '(migraine|migraines) ~20 (zigzag|zigzags|zig zag|zig zags|flashing|aura|auras|lights|sparkles)',
      '(zigzag|zigzags|zig zag|zig zags|flashing lights|aura|auras|sparkles) ~12 (migraine|migraines)',
      '(needed|need|needing|needs|got|getting|get|started wearing|wearing) ~2 (reading glasses|readers|varifocals|bifocals|glasses for reading|my first glasses)',
      // a migraine with its usual aura, named in the sentence
      '(migraine|migraines) ~3 (with )?(aura|auras|zigzag|zigzags|zig zag|zig zags|flashing lights|lights)',
      // seeing double after drink, with the drink named as the cause
      DRINK_BLAMED,
      DRINK_TOO_MUCH,
      // new glasses
      '(new glasses|new specs|new lenses|varifocals|bifocals|optician|new prescription)',
    ],
  },
  visual_loss: {
    label: 'loss of vision',
    terms: [
      // a shadow over one eye
      '(grey|gray|black|dark) ~2 (smudge|curtain|shadow|patch|cloud|blind|blot|veil) ~6 (over|across|in|came over|came down) ~4 (eye|vision|sight)',
      '(eye|eyes|vision|sight) ~2 (blacked|went|gone|going) (out|black|dark|blank)',
      '(eye|eyes|vision|sight) ~8 (like )?(a )?(curtain|shutter|blind|veil) ~2 (coming down|came down|down|over|across)',
      '(lost|losing|loss of|lose|gone|went|go) ~3 (vision|sight|eyesight)',
      '(vision|sight|eyesight) ~3 (gone|went|go|going|disappear|disappeared|vanish|vanished|black|dark|out)',
      '(blind|blindness|blinded)',
      '(can not|could not) see ~3 (out of|with|from|anything)',
      '(curtain|shadow|veil|blind|shutter|shade) ~4 (over|across|came down|coming down|down|pulled down|drawn down) ~8 (eye|eyes|vision|sight)',
      // half the field of sight gone
      '(half|part|side|left side|right side) ~3 (of )?(what i see|what i can see|my vision|my sight|the picture|everything|the world) ~6 (vanished|gone|disappeared|went|missing|black|dark|blank)',
      '(lost|losing|lose) ~2 (the )?(vision|sight|seeing) ~3 (on|in|of|to) ~3 (my |the )?(right|left|one) (side|eye)',
      // one half of the world missed: doors walked into on one side, food left on one half of the plate
      '(walked|walking|walk|walks|bumped|bumping|banged|banging|bump|bumps|clipped|clipping) into ~4 (door|doors|doorway|doorways|doorframe|door frame|door frames|things|furniture|people|wall|walls|lamp post|lamp posts|cars|table|tables) ~4 (on my|on the|to my|on his|on her) (left|right)',
      '(only|just) (ate|eaten|eating|eats|see|saw|seeing|read|reading|notice|noticed) ~4 (on the )?(right|left) (half|side) of',
      '(knocked|knocking|knock) ~4 off the (left|right) (side|half)',
    ],
    // window blinds are furniture ('blinds' stems to 'blind': only the exact word)
    except: [
      'blind spot',
      '=blinds',
      '(window|roller|venetian|kitchen|bedroom) blind',
      '(rolled up|rolled) ~1 (blind|blinds)|(like|as) a ~2 (blind|blinds) (man|men|woman|person|people|bat|mole|date)|(turn|turns|turned|turning) a blind eye',
      // an aura spreading out is not sight lost
      '(spread|spreading|spreads) out',
      // short sight without glasses, said as 'blind'
      'blind as a (bat|mole)',
      'blind ~3 without ~2 (my )?(glasses|specs|spectacles|reading glasses|contacts|contact lenses)',
    ],
    transient: true,
    explainedBy: [
      // eyesight 'going' as reading glasses become needed: long sight with age
      '(needed|need|needing|needs|got|getting|get|started wearing|wearing) ~2 (reading glasses|readers|varifocals|bifocals|glasses for reading|my first glasses)',
      // sight lost in the person's usual migraine aura
      '(my usual|as usual|always get|always have|always had|same as always|like always|my normal|my typical|typical) ~4 (migraine|migraines|aura|auras)',
    ],
  },
  nystagmus: {
    label: 'eyes that flick or jerk by themselves',
    terms: [
      // eyes seen or felt to flick, jump or wobble on their own (nystagmus)
      '(eyes|eye|eyeballs|pupils) ~4 (flick|flicking|flicker|flickering|jump|jumping|jerk|jerking|jerky|twitch|twitching|wobble|wobbling|dart|darting|bounce|bouncing|shake|shaking|judder|juddering) ~4 (side to side|back and forth|left and right|up and down|by themselves|on their own|all over|when i look|when he looks|when she looks)',
      '(eyes|eye) ~3 (will not|would not|can not|could not|do not|did not) ~2 (stay|keep|hold) ~2 (still|steady|focused)',
      'nystagmus',
    ],
    transient: true,
  },
  double_vision: {
    label: 'double vision',
    except: [
      // 'double' in another sense: a second check, a shift, a bed
      'double (check|checked|checking|checks|booked|glazing|bed|room|shift|shifts|decker|whammy|dose|jointed|click|clicked|espresso|figures|the dose)',
      '(tequila|vodka|pints|beer|wine|shots|stag do|hen do|hangover|party|cocktails) ~12 (double|two of)',
      '(double|two of) ~12 (tequila|vodka|pints|beer|wine|shots|stag do|hen do|hangover|cocktails)',
      '(double|seeing double|went double) ~6 (pints|drinks|beers|wine|vodka|alcohol|shots|drinking|too many)',
      'seeing double (the|as many|the number|the amount|shifts)',
      'double (the number|the amount|shifts)',
      // hands or feet laid side by side to compare them
      '(put|lay|hold|place|compare|comparing|next to) ~4 (hands|hand|fingers|feet|knees|wrists|legs|arms|ankles) ~3 side by side',
      // a joke about twins
      '(joke|jokes|joking|joked|laugh|laughs) ~6 (seeing double|see double|two of everything)',
      '=twins ~12 (seeing double|see double|two of everything|double)',
      '(seeing|see|saw) double ~3 (haha|hahaha|lol|ha ha|jk|joking|😂|🤣)',
      // 'seeing double' over paperwork is tiredness said for effect
      '(practically|virtually|almost|nearly|near enough)? ~1 (seeing|see|saw) (double|stars) (with|from|over|at) ~3 (paperwork|forms|emails|spreadsheets|numbers|figures|work|admin|bills|screens|reports|invoices)',
      // 'seeing double the number': a count, not sight
      '(seeing|see|saw) double the (number|amount|price|cost|bill|money|people|work)',
      SEEING_DOUBLE_AT_WORK,
      // seeing double as a joke about twins
      '(seeing|see|saw) double ~8 (twin|twins|grandsons|granddaughters|identical|lambs|calves|ewe|ewes|twinning)',
    ],
    terms: [
      '(two|2) ~3 (where|when) ~2 (there should be|there is|there was|there is only) (one|only one)',
      '(there are|there were|seeing|see|saw) (two|2) (tvs|televisions|clocks|moons|suns|doors|lamps|faces|of him|of her)',
      '(ghost|ghosting|twin|shadow copy) ~3 (twin|image|copy|next to it|beside it|next to everything)',
      '(there were|there was|seeing|saw|see|could see) ~2 (two|2) of (it|them|everything|each|every|things|the text)',
      '(picture|image|images|everything|vision|view) ~3 (splits|split|splitting|doubles|doubled|doubling) ~3 (into )?(two|2|double)?',
      '(two|2) images',

      '(2|two) of everything',
      '(vision|sight|eyes) ~3 (went|go|goes|gone|going|is|was) ~2 double',

      '(see|seeing|saw) ~2 (everything|things|it) ~2 (twice|two times|double|two)',
      // 'everything I see is two': what is seen, told as the number of it
      '(everything|all|things|what) ~2 (i|he|she) (see|sees|saw|look at) ~2 (is|are|was|were|become|becomes|look|looks) ~2 (two|2|double)',

      'double vision|diplopia',
      '(see|seeing|saw|seen) (double|two of)',
      'two of everything',
      '(everything|things|words|cars|faces) ~3 (doubled|double)',
      '(two|2) (copies|versions|images) ~4 (of )?(every|each|the|everything|it|them)',
      '(see|seeing|saw|watching|reading|read|tv|screen|subtitles|text|words|letters|lines|print|signs) ~10 (one above the other|one on top of the other|overlapping|side by side)',
      '(see|seeing|saw) (two|2) ~2 (when|where|but|while) ~5 (one|only one|just one)',
      // things seen twice
      '(there is|there are|seeing|see|saw|sees) (two|2) of (my|the|his|her) ~2 (phone|screen|tv|telly|clock|face|faces|car|cars|line|lines)',
      '(second|another|extra) ~2 (clock|face|tv|car|line|image|copy|horizon) ~3 (above|below|beside|next to|on top of|sitting above|overlapping)',
      // (things seen twice over; a bone that broke at two points is no sight)
      '(see|seeing|saw|sees|seen|appear|appears|appeared|looks|look) ~4 (in two places|in 2 places)',
      'one above the other',
      // what is seen doubled
      '(lines|line|cars|car|everything|things|people|words|text|road|lights|faces|signs|numbers|letters|kerb) ~4 (suddenly )?(doubled|went double|gone double|turned into two|split into two|became two)',
      '(turned|split|splitting|became) into (two|2) (cars|people|lines|faces|roads|lights|of them)',
      // two of things, gone when one eye is covered
      '(see|seeing|saw|i see) (2|two) of',
      '(cover|covering|covered|close|closing|shut|shutting) ~2 (one|1|an) eye ~8 (goes|go|becomes|only|just|back to|and it is|it is)? ~2 (1|one|single|normal)',
      // a lamp with a twin, two tables where there is one
      '(lamp|tv|telly|television|table|door|light|lights|car|cars|face|faces|clock|everything|picture|screen|person|man|woman) ~4 (has|had|have|got|grew|gained) a (twin|double|ghost|copy)',
      '(seeing|see|saw|seen|sees) (two|2|twin) ~1 (tables|cars|tvs|doors|lights|faces|clocks|people|cups|lamps|lines|roads|screens|things|images|moons|pictures|glasses|of everything)',
      // two of a thing in view, one stacked over the other
      '(there is|there are|seeing|see|saw|sees) (two|2) of (my|the|his|her) ~2 (television|televisions|telly|tellies|moon|door|doors|window|windows|lamp|picture|kettle|person|road|cup|glass|pictures)',
      '(two|2) ~8 one ~2 (on top of|above|sat above|sitting above|below) the other',
    ],
    transient: true,
    explainedBy: [
      // seeing double after a night's drinking
      ...DRINK_NAMED,
      // seeing double after drink, with the drink named as the cause
      DRINK_BLAMED,
      DRINK_TOO_MUCH,
      // double vision from a known squint, treated with prisms
      '(squint|lazy eye|strabismus|prism|prisms|prism glasses)',
      // new glasses
      '(new glasses|new specs|new lenses|varifocals|bifocals|optician|new prescription)',
    ],
  },
  // Read by the screen model over the whole text (screen-model.ts), never by terms: a message that, taken as a
  // whole, reads like a stroke or a TIA told without its usual words.
  stroke_language: {
    label: 'a description that reads like a stroke or a mini-stroke',
    terms: [],
  },
  slurred_speech: {
    label: 'slurred or muddled speech',
    terms: [
      // what someone says no longer makes sense (the 'not' is the sign's, not a denial)
      '(says|said|saying|say|words|speech|talking|talk|sentences|answers) ~3 (not|no|isnt|wasnt|never) ~1 making (any |much )?sense',
      // words that trip
      '(tripping|trip|tripped|stumbling|stumble|falling) over (my|his|her|their) (own )?words',
      '(words|speech|talking|voice) ~3 (came out|come out|coming out|was|were|went|sounded|sound) ~2 (mushed|mushy|mumbled|jumbled|garbled|muddled|slurred|all wrong|like mush|drunk|funny)',
      '(words|word|speech|voice) ~3 (coming|come|came|comes) out ~3 (mushy|muffled|garbled|jumbled|wrong|slurred|thick|funny)',
      '(asking|asked|thought|think) ~4 (if|whether) ~2 (i|he|she) ~2 (had been|have been|was|been) (drinking|drunk)',

      '(words|word|speech) ~3 (coming|come|came) out ~2 (heavy|slow|thick|funny|wrong|strange|slurred)',
      '(mouth|tongue) ~3 (not|will not|can not|could not) ~3 (speaking|speak|talking|talk|working|forming words) ~2 (well|properly|right)',

      '(can not|could not) ~2 get (my|his|her|their|the) words out',

      '(could not|can not|did not|couldnt) ~2 (understand|make sense of) ~3 (what|anyone|people|words|me)',
      '(words|speech|sentences|talking) ~4 (not making sense|did not make sense|made no sense|nonsense|gibberish|wrong words|jumbled)',
      '(mixing|mixed|muddling|muddled) ~2 (up )?(my )?words',
      // the words spoken are not the ones meant
      '(words|word) ~3 (say|said|saying|speak|spoke|speaking|come out|comes out|came out|coming out) ~4 (not|are not|were not|is not|was not|different|other|wrong) ~3 (the words|the ones|what i|the same|right|meant|mean|in my head)',
      '(say|said|saying) ~2 (the )?wrong (words|word|thing)',

      'slur|slurred|slurring|slurry',
      '(speech|speaking|talking|voice|words) ~4 (slur|slurred|strange|muddled|garbled|jumbled|wrong|funny|thick|drunk|weird|off|mixed up|mumbled|nonsense|gibberish|slow)',
      '(can not|could not|unable to|struggling to|struggled to|hard to|trouble|difficulty) ~2 (speak|talk|talking|speaking|get my words out|get the words out|find my words|find the words|find words|say what i)',
      '(words|word) ~4 (would not come|will not come|not come|come out wrong|came out wrong|came out funny|came out jumbled|coming out wrong)',
      '(sounded|sound|sounds|sounding|talking|talked) ~3 drunk',
      'tongue ~3 (thick|heavy|numb|not working|will not work)',
      '(speech|words|talking|voice) ~4 (came out|come out|comes out|sounded|sounds|sound) ~2 like ~5 (drunk|pints|had a drink|been drinking|a drunk|ten pints)',
      // speech that will not come right
      '(not|can not|could not|cannot) ~2 (talking|talk|speaking|speak) (well|properly|right|good|clearly|normally|straight)',
      // speech that comes out mushy or slowed
      '(name|words|speech|voice) ~4 (comes out|came out|coming out|sounds|sounded|sound) ~2 (mushy|slurred|garbled|thick|muffled|slowed)',
      '(record|tape) ~2 (played )?(on|at) (the )?wrong speed',
      // words misused without the speaker noticing
      '(thinks|think|thought|seems to think|convinced|sure) ~3 (he is|she is|he was|she was|they are|they were)? ~1 making (perfect |complete |total )?sense',
      '(wrong|muddled|mixed up|jumbled) (names|name) ~3 (for )?(things|everything|objects|the)',
      // words that do not mean anything, understanding lost, the clock or the page no longer read
      '(sounded|sounds|sound) like words but',
      '(does not|did not|can not|could not) (seem to )?understand (me|us|what i|what we|anything|a word)',
      'like (i am|we are|i was|we were) speaking (another|a foreign|a different) language',
      '(could not|can not) ~2 (work out|tell|read) ~3 (what )?(the time|what time|the clock)',
      '(words|letters|numbers) ~4 (did not|do not|would not|will not|no longer) ~2 (mean anything|make sense|go together|fit together)',
      '(words|speech|talking|voice) ~3 (came out|come out|coming out) ~2 (proper |all )?(mashed|mashed up|scrambled|muddled up)',
      // speech a witness finds odd, words run together, an answer that will not come
      '(says|said|saying|noticed|notices|told me|thinks|thought) ~3 (i am|i m|i was|my|he is|she is|he was|she was|his|her) ~1 (talking|speaking|speech|voice|words) ~2 (oddly|odd|strangely|strange|funny|funnily|weird|weirdly|differently|different|off|wrong)',
      '(words|speech|talking|voice) ~3 (smudged|smeared|blurred|blurry|run together|running together|ran together|merged|merging|slushy|slurring together)',
      '(could not|can not|cannot|unable to|not able to) ~2 (answer|reply|respond|get a word out) ~3 (properly|right|normally|clearly|sensibly|in words|with words|at all)',
    ],
    except: [
      `${ACTED_STROKE} ~30 (slur|slurred|slurring|slurry)`,
      // words tripped over in nerves or in a rush
      '(tripping|trip|tripped|stumbling|stumble|stumbled|falling) over (my|his|her|their) (own )?words ~10 (nerves|nervous|stage fright|audition|interview|presentation|public speaking|excited|rushing|rushed|hurry)',
      '(nerves|nervous|stage fright|audition|interview|presentation|public speaking|excited|rushing|rushed|hurry) ~10 (tripping|trip|tripped|stumbling|stumble|stumbled|falling) over (my|his|her|their) (own )?words',
      // speech slurred on purpose in a role
      '(playing|play|played|acting|rehearsing|rehearse|rehearsal|role|character|pretending|portraying|impression|impersonating) ~12 (slurred|slurring|slur)',
      // a stroke acted, rehearsed or played on stage or screen
      '(playing|play|played|acting|act|acted|rehearsal|rehearsals|rehearsing|rehearse|role|character|pretending|pretend|portraying|portray|impression|impersonating) ~10 (droop|droopy|drooping|drooped|slur|slurred|slurring|lopsided)',
      // too puffed to talk while running is breath, not speech
      '(can not|could not) (talk|speak) ~3 (much|properly)? ~6 (run|running|jog|jogging|on the run|breathing hard|out of breath|exercise|hill|hills|sprint|run bits)',
      '(running|run|jogging|breathing hard|breathless|out of breath|puffed|puffing) ~8 (can not|could not) (talk|speak)',
      // words that trip with nerves or haste
      '(tripping|trip|tripped|stumbling|stumble|falling) over (my|his|her|their) (own )?words ~8 (nervous|nerves|anxious|presentation|interview|excited|rushing|too fast|tired|talking fast)',
      // (not the telly seen double: a character, a programme or watching one)
      '(character|characters|actor|actress|programme|program|=show|=shows|film|movie|documentary|soap|watching|watched) ~14 (words|slur|slurred|slurring|speech|talk|talking)',
      '(slur|slurred|slurring|slurry) ~12 (drink|drinks|drinking|drunk|prosecco|wine|beer|alcohol|pints|wedding|party|night out|bottle|bottles|red|booze|vodka|gin|cocktails|shots|hangover|hungover)',
      '(was|been|got|had been|after|too much|had a|had some|had few|had two|had three) ~3 (drunk|drinking|wine|alcohol|prosecco|pints|beer|beers) ~8 (slur|slurred|slurring)',
      '(talk|talking|speak|speaking) ~3 (about|to|with) ~3 (physio|doctor|gp|someone|boss)',
      // dental local anaesthetic explains thick speech
      '(dentist|dental|filling|injection|anaesthetic|anesthetic|=numbing|root canal|extraction) ~16 (speech|talking|words|slur|slurred|thick|lisp)',
      // farm slurry
      'slurry (pit|pits|tank|tanks|lagoon|lagoons|spreader|store|pond|pump|tanker)',
      // speech slurred on a night out
      '(slur|slurred|slurring) ~12 (student union|union bar|the union|pub|friday night|saturday night|the bar|the club|nightclub|after a few)',
      '(slur|slurred|slurring) ~12 (tequila|whisky|whiskey|rum|cider|lager|sambuca|jager|jagerbombs|ouzo|sake|soju)',
      // talk cut short by breathlessness
      '(can not|could not|cant) (talk|speak) ~8 (without stopping|without gasping|to get air|to get my breath|to catch my breath|for breath|for air)',
    ],
    transient: true,
    explainedBy: [
      // lips and cheeks stiff with a bitter cold
      BITTER_COLD,
      // speech that is how the writer always talks
      '(accent|dialect|the way i talk|the way i speak|always talked|always talk|always spoken|always spoke)',
      // words not understood because of where the speaker is from
      '(because|cos|as|since) ~2 (i am|im|i m|we are|he is|she is) ~1 (from|not from)',
      // how one has spoken for years
      '(been going on|been like this|been like that|been the same) ~2 (for )?(/\\d+/|ten|twenty|many|several|donkeys) years',
      '(prosecco|champagne|cocktails|hen do|hen night|hen party|stag do|stag night|stag party)',
      // dental local anaesthetic explains facial droop, thick speech and swallowing trouble
      DENTAL_NUMBING,
      MOUTH_INJURY,
      // speech slurred by a night of drinking
      '(too much|too many|a lot of|loads of|lots of) ~2 (vodka|drink|drinks|beer|beers|wine|pints|alcohol|shots|cider)',
      '(drunk|hammered|wasted|pissed) ~3 (last night|yesterday|at the party)',
      '(/\\d+/|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several|loads of|too many) (pints|beers|drinks|shots|ciders|lagers|glasses of wine|bottles of wine|cans)',
      // the writer's own drunkenness, in slang
      '(well gone|half cut|worse for wear|three sheets to the wind|=blootered|=bladdered|=trollied|=legless|=sloshed|=tiddly)',
      // the drink named as the cause
      '(was|were|from|because of|blame|blamed) (the )?(champagne|prosecco|wine|beer|beers|pints|vodka|whisky|gin|rum|lager|cider|booze|drink|drinks|alcohol)',
    ],
  },
  slurred_sober: {
    label: 'slurred speech without having drunk',
    terms: [
      // speech compared with being drunk
      '(sound|sounded|sounds|sounding|talk|talking|speak|speaking|voice) ~3 like ~4 (pints|drunk|drinks|beers|bottle|pissed|plastered|tipsy|a drunk|skinful|one too many|a few too many|been drinking|=sloshed|hammered|=legless|=trollied|=steaming|=bladdered|=blootered)',
      '(slur|slurred|slurring|slurry|drunk|beers|pints) ~16 (have not|had not|has not|did not|not|never) (had|been|touched|drunk) ~2 (a drop|a drink|drinking|any|anything|alcohol|a thing)',
      '(words|speech) ~3 (started|start|starting|began) ~2 (coming out|to come out|to sound) ~2 (slurred|wrong|jumbled|garbled|funny|thick)',
      // slurring in someone who does not drink
      '(slur|slurred|slurring|drunk|pints) ~12 (does not|do not|did not|doesnt|never) (drink|drinks|touch alcohol|touch a drop)',
    ],
    transient: true,
    // a dental injection or a sore mouth thickens speech without drink as well
    explainedBy: [DENTAL_NUMBING, MOUTH_INJURY],
  },
  bells_palsy: {
    label: "a facial palsy already diagnosed as Bell's palsy",
    terms: [
      // the face's weakness named by a doctor, or told as a Bell's palsy that is improving or nearly gone
      '(gp|doctor|doctors|dr|a and e|casualty|hospital|neurologist|consultant|nurse|paramedic|paramedics|they) ~4 (diagnosed|said|confirmed|told|called) ~6 (bells palsy|facial palsy)',
      'diagnosed ~4 (bells palsy|facial palsy)',
      '(bells palsy|facial palsy) ~10 (diagnosed|confirmed|improving|coming back|gone|cleared|settled|getting better|recovering|resolved|better)',
    ],
  },
  facial_droop: {
    label: 'a drooping face',
    terms: [
      // one side of the mouth that will not smile or lift (the 'not' is the sign's); a drink running out of one corner
      '(one side|side|half|corner) of (my|her|his|the|their) (mouth|face|smile|lip) ~3 (is not|isnt|not|will not|wont|does not|doesnt|did not|would not) ~1 (smiling|smile|moving|move|lift|lifting|going up|working)',
      '(dribbling|dribbles|dribbled|dribble|drooling|drools|leaking|leaks|spilling|spills|running|runs|pouring) ~3 out (of )?(that|the|one|her|his|my) (corner|side)',
      '(side of my face|half my face|half of my face|side of the face) ~3 (feels|feel|felt|is|went|gone) ~2 (thick|numb|heavy|dead|funny|strange|fat|swollen|wooden)',
      '(can not|could not) ~2 (whistle|smile|blow|puff|close my eye|raise my eyebrow|drink properly|keep my mouth)',

      '(face|mouth|lip) ~3 (went|gone|going|felt) ~2 (numb|funny|weird|droopy|heavy|dead|floppy)',
      '(drink|tea|water|food) ~4 (dribbl|dribbled|dribbling|ran|running|spilled|spilling|fell) ~3 (out of|from|down) ~3 (mouth|corner|chin)',

      '(face|facial|mouth|lip|lips|smile|eyelid|cheek|side of my face) ~4 (droop|drooped|drooping|droopy|dropped|drop|sag|sagged|sagging|lopsided|fallen|fell|slipped|crooked|numb|uneven|slack|hanging|pulled|twisted|wonky|frozen|paralysed|paralyzed|not moving|would not move|squint|skew|askew|skewed|off centre|off center|off kilter|to one side)',
      '(droop|drooping|droopy|sagging|lopsided|crooked|wonky) ~3 (face|mouth|smile|lip|eyelid|side)',
      '(one side|half) ~2 (of )?my face',
      '(dribble|dribbling|drool|drooling) ~4 (side of|corner of) ~2 mouth',
      'bells palsy|facial palsy',
      '(mouth|face|lip|smile) ~3 (going|goes|went|gone|pulled|pulling|drawn|moved|drifting|drifted|twisting|twisted) ~2 (to )?(one side|the side|sideways|to the left|to the right|the left|the right)',
      '(can not|could not|not able to|unable to|struggling to|trouble|difficulty) ~3 (close|shut|blink) ~3 (my |one |the |his |her )?(left |right )?(eye|eyelid)',
      // the face looking odd on one side
      '(face|mouth|smile) ~3 (looked|look|looks|looking|was|went) ~2 (odd|funny|strange|weird|wrong|different|lopsided|crooked) ~3 (on )?(one|that|the left|the right|left|right)? ~1 side',
      // a mouth pulled to one side, one side of the face gone strange
      '(mouth|face|lip|lips) ~2 (is|are|went|has|keeps) ~1 (turning|turned|twisting|twisted|bent|crooked|pulling|pulled|going) ~2 (to one side|sideways|down|over)?',
      '(one side|side) of (my|his|her|their) (face|mouth) ~2 (feels|feel|felt|is|looks|went) ~2 (weird|funny|odd|strange|numb|heavy|different|wrong)',
      // a face that looks melted
      '(face|mouth|side of my face|side of his face|side of her face) ~3 (looks|look|looked) ~2 (melted|melting|slid|sliding|lopsided|like it is melting)',
      '(face|mouth|side of my face|side of his face|side of her face) ~3 (looks|look|looked|looking) like ~3 (slid|slipped|sagged|melted|dropped|fallen|sunk|slumped)',
      '(eyebrow|mouth corner|corner of my mouth|corner of the mouth) ~4 (lower|dropped|drooping|down|sagging)',
      // half of a smile that will not lift; a drink that runs out of one side of the mouth
      '(mouth|lip|smile|corner of my mouth|side of my mouth) ~4 (will not|would not|does not|did not|can not|could not) ~2 (lift|move|go up|come up|turn up|curl up)',
      '(dribbled|dribbles|dribbling|leaked|leaking|spilled|spilling|ran|runs|came|comes|poured) out ~3 (that|one|the) side',
      // a drink escaping from a corner of the mouth, a face lower on one side
      '(ran|run|runs|running|dribbled|dribbling|dribbles|leaked|leaking|spilled|spilling|poured|came|comes) out ~3 (that|one|the) (left |right )?side',
      '(face|mouth|lip|smile|cheek) ~3 (left|right|one) side ~2 (is|was|went|gone|has gone|has dropped|looks|looked)? ~1 (down|low|lower|drooping|dropped|hanging|sunk)',
      '(left|right|one) side of (my|his|her|their|the) (face|mouth) ~2 (is|was|went|gone|has gone|looks|looked)? ~1 (down|low|lower|hanging)',
      // an eye and cheek slid down the face
      '(eye|eyes|cheek|cheeks|mouth|lip|lips|eyelid|eyebrow) ~6 (slid|slipped|sliding|slipping|melted|melting|drooped|sagged|sunk|sank) ~2 (down|off)? ~2 (my|his|her|the) face',
    ],
    except: [
      `${ACTED_STROKE} ~30 (face|facial|mouth|droop|drooping|drooped|slack|smile)`,
      // the cheeks of the bottom, numb from a hard seat
      '(both|bum|butt|buttock|arse|bottom) (cheek|cheeks)',
      '(cheek|cheeks) ~6 (sat|sitting|seat|seats|bench|benches|bleachers|saddle|stool|toilet|chair)',
      '(sat|sitting|seat|seats|bench|benches|bleachers|saddle|stool|toilet|chair) ~8 (cheek|cheeks)',
      // a droop left for years after a Bell's palsy long ago
      '(droop|droops|drooped|drooping|droopy|sags|sagging|lopsided) ~8 (ever since|since then|for years|all my life|since i was)',
      // a stroke acted, rehearsed or played on stage or screen
      '(playing|play|played|acting|act|acted|rehearsal|rehearsals|rehearsing|rehearse|role|character|pretending|pretend|portraying|portray|impression|impersonating) ~10 (droop|droopy|drooping|drooped|slur|slurred|slurring|lopsided)',
      'heart ~3 (in )?my mouth',
      // the cheeks of the bottom are no part of the face
      '(bum|bottom|buttock|buttocks|butt|arse|ass|backside) (cheek|cheeks)',
      '(character|characters|actor|actress|tv|telly|programme|program|=show|=shows|film|movie|documentary|soap|watching|watched) ~14 (droop|drooped|drooping|droopy|lopsided)',
      '(dentist|dental|filling|injection|injections|anaesthetic|anesthetic|=numbing|root canal|extraction|botox) ~16 (lopsided|droop|drooped|drooping|droopy|dribbl|dribbled|dribbling|crooked|numb|wonky)',
      '(face|heart|jaw) (dropped|fell|sank|drop) ~4 (when|at|as|because)',
      '(face|jaw) dropped',
      '(face|lip|cheek) ~3 (swollen|puffy) ~3 (dentist|filling|tooth)',
      // a face numbed or stiffened by cold weather
      '(freezing|icy|bitter|biting|cold|arctic|wintry) ~2 (wind|winds|weather|air|rain|sleet|snow) ~4 (face|lips|cheeks|cheek|mouth) ~3 (felt|went|gone|was|were|got) ~2 (numb|stiff|frozen|dead)',
      // a bruise coming out on the side of a hip
      '(bruise|bruising|bruises|rash|spots|swelling|lump|blister) ~3 (coming|came|come|comes) out',
    ],
    transient: true,
    explainedBy: [
      // a brow lowered by an anti-wrinkle injection
      '(botox|anti wrinkle|antiwrinkle|filler|fillers|cosmetic injection|cosmetic injections)',
      // dental local anaesthetic explains facial droop, thick speech and swallowing trouble
      DENTAL_NUMBING,
      // a face stiff with a bitter cold (as for speech)
      BITTER_COLD,
    ],
  },
  dysphagia: {
    label: 'trouble swallowing',
    terms: [
      // swallows going the wrong way
      '(food|drink|water|it|tea|drinks) ~4 (goes|going|went|keeps going) the wrong way',
      '(tea|coffee|drinks|drink|soup|juice|water|milk|food) ~4 (going|goes|went|keeps going) down the wrong way',
      '(trouble|difficulty|difficult|problem|problems|hard|struggle|struggling|can not|could not|unable to|painful to|hurts to) ~2 (swallow|swallowing)',
      '(swallow|swallowing) ~3 (hard|difficult|trouble|stick|sticks|stuck|choke|choking|wrong|funny|not working)',
      '(food|drink|water|tablets|pills) ~4 (stick|sticks|stuck|going down the wrong way|went down the wrong way|coming back)',
      '(chok|choking|choked|choke) ~3 (food|drink|water|eating|drinking|on)',
      '(food|bite|mouthful|water|drink|swallow|swallowing) ~8 (like|as if) ~6 (golf ball|stone|brick|rock|lump|marble) ~3 (down)?',
      '(cough|coughed|coughing|splutter|spluttered|spluttering|choke|choked|choking) ~4 (on|over) ~2 (water|drink|drinks|food|tea|my drink|soup)',
      // a drink that goes down wrong and comes out of the nose
      '(came|coming|comes|come) (back )?(out|up) ~2 (of |through )?(my |his |her )?nose',
      '(went|goes|going|go) down ~1 wrong',
      // food that will not go down
      '(can not|could not|cannot) (get|keep) (my |her |his )?(food|drink|tablets|pills|water|anything|tea|coffee|soup|dinner|meals|meds) ~1 down',
      // a cough with every sip
      '(cough|coughed|coughing|coughs|splutter|spluttered|spluttering|choke|choked|choking) ~3 (on|with|after) ~2 (every|each|each and every) (sip|mouthful|swallow|drink|spoonful|bite|gulp)',
    ],
    transient: true,
    explainedBy: [
      // swallowing that hurts with a sore throat is the throat's
      '(sore throat|throat infection|tonsillitis|tonsils|strep|laryngitis|glandular fever|swollen glands|glands)',
      // dental local anaesthetic explains facial droop, thick speech and swallowing trouble
      DENTAL_NUMBING,
    ],
    except: [
      // big tablets hard to swallow
      '(tablet|tablets|pill|pills|capsule|capsules) ~6 (hard|difficult|trouble|struggle|tricky) ~2 (to )?(swallow|swallowing)',
      '(hard|difficult|trouble|struggle|tricky) ~2 (to )?(swallow|swallowing) ~4 (tablet|tablets|pill|pills|capsule|capsules)',
      // a piece of food coughed up
      '(choked|choking|choke) ~4 (on )?(a )?(bit|piece|lump|mouthful|crumb|fishbone|bone|crisp|sweet) ~10 (coughed|cough|fine|normal|ok|okay|came up)',
      // news or a fact hard to take in, not to swallow
      '(news|truth|fact|facts|bitter pill) ~3 to swallow',
    ],
  },
  drop_attack: {
    label: 'drop attacks',
    terms: [
      // legs gone as the head tips back
      '(collapsed|collapse|dropped|drop|went down|sank|crumpled|fell) ~6 (when|while|as) ~2 (tilting|tipping|turning|tilt|tip|turn|looking up|putting) ~3 (my )?(head|neck)',
      // (both knees: one knee giving way is the knee or its muscles, no drop attack)
      '(legs|=knees|leg) ~3 (go|went|gone|give|gave|buckle|buckled|collapse|collapsed) ~3 (from under|from underneath|beneath|under) ~2 (me|him|her|us)',
      '(legs|knees|leg) ~3 (gave out|give out|gives out|went from under me|went from under) ~8 (fell|floor|ground|without warning|no warning|for no reason|out of nowhere|suddenly|ended up)',

      '(suddenly|out of nowhere|without warning) ~3 (fall|fall down|drop|drop down)',

      'drop attack|drop attacks',
      '(legs|knees|leg) ~3 (gave way|give way|went|buckled|collapsed|folded|just went) ~5 (fell|floor|ground|without warning|for no reason|out of nowhere|suddenly|from under me)',
      '(fell|dropped|collapsed|crumpled|went down|hit the floor|hit the deck) ~4 (without warning|out of nowhere|for no reason|no reason|suddenly|like a sack|like a stone)',
      '(suddenly|out of nowhere|without warning) ~3 (fell|dropped|collapsed|hit the floor|went down)',
      '(dropped|dropping|drops|fell|falling|collapsed|collapses|went down|hit the floor|ended up on the floor) ~6 (without|no) ~5 warning',
      '(dropped|dropping|drops|fell|falling|collapsed|collapses|went down) ~6 (without|not|never) ~2 (fainting|passing out|blacking out|losing consciousness|feeling faint|feeling dizzy)',
      '(dropped|dropping|fell|collapsed|went down) ~3 (to )?(the )?(floor|ground|deck) ~10 (did not|not|never|without) ~2 (pass out|passed out|faint|fainted|black out|blacked out|lose consciousness|lost consciousness)',
      '(legs|knees) ~2 (simply|just|suddenly) (went|gone|gave out|gave way|folded|buckled)',
      '(suddenly|out of nowhere|without warning) ~3 (hit the deck|hit the floor|hit the ground)',
      '(legs|knees) ~2 (just|simply|suddenly) (vanish|vanished|vanishes|disappear|disappeared|disappears)',
      // legs dropping from under one, without blacking out, or on turning the head
      '(legs|leg) ~2 (just )?(dropped|went|gave way|collapsed|folded|buckled) (under|from under|beneath|out from under) me ~6 (did not|didnt|no|without|never) ~2 (black out|blackout|pass out|faint|lose consciousness|knock out)',
      '(turned|turning|looked up|looking up|tilted|tilting) ~6 (head|neck) ~10 (legs|leg) ~2 (just )?(dropped|went|gave way|collapsed|folded|buckled) (under|from under|beneath) me',
      // legs that cut out with no faint
      '(legs|leg) (cut|cuts|cutting) out ~10 (floor|ground|no fainting|did not faint|conscious|got straight up|straight back up)',
      // falls with nothing tripped over
      '(fall|fell|falling|fall down|fell down|went down) ~8 (i|he|she) (not|did not|never) (trip|tripped|slip|slipped|stumble|stumbled)',
      // legs gone on looking or reaching up; strings cut
      '(reached|reaching|reach|looked|looking|look) up ~8 (legs|knees) ~4 (gave way|given way|give way|buckled|went|collapsed|folded)',
      '(cut|cutting) (my|his|her|the) strings|like a puppet ~3 (strings|cut|dropped)',
      // legs giving way beneath the writer, told as 'you'; a fall to the floor with no faint
      '(legs|knees|leg) ~3 (go|goes|went|gone|give|gave|buckle|buckled|collapse|collapsed) ~3 (from under|from underneath|beneath|under) (you|yourself)',
      '(hit|hitting|hits) the (floor|deck|ground) ~8 (without|not|never|no) ~2 (blacking out|passing out|fainting|losing consciousness|feeling faint|warning)',
    ],
    transient: true,
    explainedBy: [
      // felled by a blow or a tackle: the body went down because something hit it
      '(tackle|tackled|tackling|kneed|knee into|knee in|kicked|clattered|barged|shoulder charge|shoulder charged|collision|collided|clash|clashed|dead leg|punched|hit by|took out|taken out|wiped out|elbowed|fouled|foul|studs|=boot did)',
      // an expression, not a fall
      '(figure of speech|manner of speaking|just an expression|just a saying|so to speak)',
    ],
    except: [
      // a drop shot or a drop set is sport, not a fall
      'drop (shot|shots|goal|goals|kick|kicks|set|sets|off|in|by|serve)',
      // a knee that nearly gives way
      '(nearly|almost) ~4 (gone|went|go) from under',
      // one knee that gives on a twist is an unstable knee, not a drop attack
      '=knee ~3 (gave way|give way|gives way|buckled|went) ~12 (twist|twisting|twisted|twists|pivot|pivoting|pivoted|turn|turning|turned)',
      '=knee ~3 (gave way|give way|gives way|buckled|went) ~6 (dance floor|dancing|football|netball|pitch|court|training|five a side|squash|tennis)',
    ],
  },
  neck_manipulation: {
    label: 'a recent neck manipulation',
    terms: [
      '(had|got|getting|having) ~2 (my )?neck ~2 (cracked|manipulated|adjusted|clicked|popped|twisted|cricked)',
      'neck (manipulation|adjustment|adjusted|manipulated|cracking)',
      '(chiropractor|chiro|osteopath|osteo|barber|massage) ~8 (cracked|manipulated|adjusted|twisted|clicked|popped|jerked|yanked) ~3 (my )?neck',
      '(cracked|manipulated|adjusted|twisted|clicked|popped|jerked|yanked) ~3 (my )?neck ~6 (chiropractor|chiro|osteopath|osteo|barber|massage)',
      '(chiropractor|chiro|osteopath|manipulation) ~12 (twist|twists|twisted|click|clicked|crack|cracked|jerk|jerked|yank|yanked)',
      'neck (massage|rub|manipulation) ~4 (at|from|by|this|yesterday|earlier|today)?',
    ],
  },
  one_sided_weakness: {
    label: 'weakness on one side',
    except: [
      // going somewhere for care ('went to casualty') is no limb that went
      '(went|go|going|gone) (to|into) ~2 (a and e|a e|ae|hospital|the hospital|casualty|urgent care|the gp|gp|the doctor|the doctors|doctor|work|bed|physio|walk in|minor injuries|emergency|the emergency department)',
      WHOLE_SIDE_OF_FACE,
      // one side of the trunk is where a pain is, not a side of the body that has gone weak
      '(left|right|one) side of (my |the |his |her )?(chest|ribs|rib|ribcage|rib cage|back|lower back|neck|stomach|belly|tummy|abdomen|waist|bum|buttock)',
      '(dead|numb|asleep|tingly|tingling) ~3 (left |right )?(hand|hands) ~8 (thumb|index|middle finger|first two fingers|first three fingers)',
      // a hand that wakes dead and is shaken or flicked back to life is a trapped nerve at the wrist
      '(dead|numb|asleep|tingly|tingling) ~3 (left |right )?(hand|hands|fingers) ~16 (flick|flicking|flicks|shake|shaking|shakes|wriggle|wriggling)',
      '(limp|limping|dragging|drag|drags) ~12 (blister|blisters|corn|verruca|splinter|new boots|new shoes|rubbing|ingrown)',
      // one side of the face is the face (facial_droop), not a limb
      '(left|right|one) side of (my|his|her|their|the) face',
      // a limb gone dead from sitting or lying on it
      '(sat|sitting|kneeling|knelt|crossed|cross legged|lying on|lay on|slept on|sleeping on) ~12 (left|right) (leg|foot|arm|hand) ~3 (went|go|goes|gone|had gone) ~2 (dead|numb|to sleep|asleep)',
      // a mug dropped from cold or wet hands
      '(dropped|drop|dropping) ~3 (cup|mug|glass|phone|fork|spoon|cutlery|kettle|tea) ~8 (freezing|cold|wet|slippery|greasy|soapy|icy|numb with cold)',
    ],
    terms: [
      // slumping or keeling over to one side where one sits (not a lean away from a sore back)
      '(slump|slumps|slumping|slumped|keeling|keeled|keels|sliding|slid|slipping|slipped|toppling|toppled|tilting|tilted) ~2 (over )?(to|towards|onto|down to) (the |her |his |my |one )?(left|right|side)',
      '(right|left) (arm|hand) and (leg|foot) ~6 (weak|heavy|numb|dead|useless|belong to someone else|like lead|not mine|through mud|wading)',
      '(arm|hand) and (leg|foot) on (the )?(right|left|same side|one side)',
      '(left|right|one) (hand|arm|leg) ~4 (not able to|unable to|no longer able to) ~2 (hold|grip|lift|keep hold|move)',

      '(left|right|one) (hand|arm|leg) ~3 (can not|could not|cannot|will not|would not) ~2 (keep hold|hold|grip|grasp|lift|hold on|let go)',
      '(left|right|one) (hand|arm) ~3 ?just (let go|dropped|gave way|went limp|went dead)',
      '(left|right|one) (leg|arm|hand|foot) ~4 (dragging|drags|like it is not mine|is not mine|not mine|useless|will not move)',

      '(left|right|one) (arm|leg|hand|side) ~4 (will not|would not|does not|did not|not) ~2 (do what|work|obey|move|cooperate|respond|listen)',
      '(left|right|one) (hand|arm) and (leg|foot) ~4 (weak|numb|heavy|dead|useless|went|gone)',

      '(left|right|one) (side|arm|leg|hand) ~4 (weak|numb|heavy|floppy|dead|useless|not working|would not work|will not work|gave up|gave out|went|limp|clumsy|tingly|tingling)',
      '(weak|numb|heavy|floppy|dead|useless|limp) ~4 (left|right|one) ~2 (side|arm|leg|hand)',
      '(whole|entire) (left|right) side',
      '(arm|hand) and (leg|face) ~4 (weak|numb|heavy|dead|useless|tingling|tingly|floppy)',
      '(face|mouth) ~2 and (arm|hand) ~4 (weak|numb|heavy|dead|droop|drooping)',
      '(could not|can not|unable to) ~2 (lift|raise|hold|grip|move|feel) ~3 (?left|?right) (arm|hand|leg) ~3 (suddenly|all of a sudden|at all)?',
      'dropped ~3 (cup|mug|glass|phone|fork|spoon|cutlery|kettle|tea) ~6 (suddenly|out of nowhere|hand|arm)',
      // a cup sliding out of one hand, one leg giving way
      '(slid|slipped|fell|dropped) ~1 out of my (left|right) hand',
      '(left|right) (leg|arm|knee) ~2 (gave way|gave out|buckled|went from under me)',
      // a limb that flops or hangs when it should move
      '(left|right|one) (arm|hand|leg) ~2 (just )?(flops|flopped|flopping|goes floppy|went floppy|gone floppy|hangs|hung|dead weight|falls back|fell back|drops back)',
      // fingers on one side that will not do a button, a limb that stops obeying or feels like a stranger's
      '(right|left) (fingers|fingertips|thumb and fingers) ~3 (just )?(would not|will not|could not|can not|did not|do not) ~2 (do|grip|work|hold|move|obey|cooperate|button)',
      '(left|right|one) (arm|leg|hand|foot|side) ~3 (just )?(stopped|stops|stop|will not|would not|does not|did not) ~2 (doing what|listening|obeying|responding|working|cooperating)',
      '(left|right|one) (arm|leg|hand|foot|side) ~3 (feels|feel|felt) like (it|they) (belongs|belong|belonged|is|was) ~1 (to )?(someone|somebody|a stranger|a strangers|swapped)',
      // a hand of one side that will not close
      '(left|right) hand ~3 (would not|will not|could not|can not|wouldnt|wont) ~2 (close|shut|grip|make a fist|curl|open) ~3 (round|around|on|properly|at all)?',
      // an arm or leg gone weak all at once, or for minutes and back (FAST)
      '(=arm|=leg|=hand) ~2 (suddenly|all of a sudden|out of nowhere|without warning) ~2 (went|gone|go|goes|turned) (weak|limp|useless|floppy)',
      '(suddenly|all of a sudden|out of nowhere|without warning) ~3 (my |his |her )?(=arm|=leg|=hand) ~2 (went|gone|go|goes|turned) (weak|limp|useless|floppy)',
      '(=arm|=leg|=hand) ~2 (went|gone|turned) (weak|limp|useless|floppy) ~10 (came back|recovered|returned|back to normal) ~3 (after|within|in) ~3 (minutes|minute|an hour|half an hour)',
    ],
    transient: true,
    explainedBy: [
      // an arm numb from lying on it (pressure on a nerve)
      ARM_LAIN_ON,
      // an arm slept on
      '(sleeping|slept|lying|lay|lain) ~3 (with )?(it|my arm|the arm|my hand) ~2 (under|beneath|trapped under|squashed under|under my)',
      // an arm left hanging over the back or the arm of a chair in sleep
      '(asleep|slept|sleeping|dozed|dozing) ~6 (with )?(it|my arm|the arm) ~2 (over|hooked over|draped over|hanging over|across|behind) ~3 (the )?(armrest|arm|back|edge|side|chair|sofa|settee|couch|bed)',
    ],
  },
  arm_cannot_raise: {
    label: 'an arm that cannot be raised by its own power',
    // (an arm left limp by a nerve pressed in sleep is raised by the good hand until the nerve wakes)
    explainedBy: [ARM_LAIN_ON],
    terms: [
      // the arm lifted only by the other hand
      '(lift|raise|get|hoist) ~2 (it|the arm|my arm) ~2 (up )?(using|with) (my |the )?(other|good) (hand|arm)',
      '@CANT ~3 (lift|raise|get|hold) ~3 (my |the |that )?(arm|it) ~4 (out|up|above|sideways|to the side|over my head|past|higher than|above chest|above my shoulder|level)',
      '(arm|it) ~3 (just )?(drops|dropped|falls|fell|flops|flopped|sinks|sank|slides) ~4 (if|when|as soon as|once|the moment) ~3 (i )?(try|tried|hold|held|let go|lift|raise|take)',
      '(have to|need to|had to|using|use) ~3 (hoist|lift|help|carry|support|raise|push) ~3 (it|the arm|my arm) ~3 (up )?(with )?(my )?(other|good|left|right) (hand|arm)',
      '(someone|somebody|physio|doctor|nurse|he|she|they|wife|husband|partner) ~4 (lifts|lifted|raises|raised|moves|moved|lift|raise) ~3 (it|my arm|the arm) ~6 (all the way|fine|no problem|goes up|full range|easily)',
    ],
  },
  fingertip_cannot_bend: {
    label: 'a fingertip that cannot bend',
    terms: [
      '@CANT ~2 (bend|curl|flex) ~3 (the )?(very )?(tip|end|top|last joint|end joint|top joint|fingertip|finger tip) ~3 (of )?(my |the |that )?(finger|fingers|it)?',
      '(tip|end|top|last joint|end joint|top joint|fingertip|finger tip) ~4 (will not|would not|does not|can not|could not|won t) (bend|curl|flex)',
    ],
  },
  arm_and_leg_weak: {
    label: 'weakness of the arm and leg on one side',
    except: [WHOLE_SIDE_OF_FACE],
    terms: [
      '(right|left) (arm|hand) and (leg|foot) ~6 (weak|heavy|numb|dead|useless|clumsy|floppy|like lead|not mine|will not work|no power|no strength|lost power|lost strength|no force)',
      '(arm|hand) and (leg|foot) on (the )?(right|left|same side|one side) ~6 (weak|heavy|numb|dead|useless|clumsy|floppy|not working|went|gone)',
      '(right|left|one) side ~8 (arm and leg|leg and arm|arm and foot|hand and leg) ~4 (weak|heavy|numb|dead|useless|clumsy|floppy|not working|went|gone)?',
      '(whole|entire|all) ~2 (right|left|one) side ~6 (weak|heavy|numb|dead|useless|clumsy|floppy|not working|would not work|will not work|gave way|went|gone|limp)',
      '(weak|heavy|numb|dead|useless|clumsy|floppy|limp) ~4 (whole|entire|all down) ~2 (right|left|one) side',
      '(right|left) (arm|hand) and (leg|foot) ~3 (went|gone|go|going|felt|feel|feels) ~3 (weak|heavy|numb|dead|useless|floppy)',
      // the arm and leg of one side that do not feel like one's own
      '(left|right) (arm and leg|leg and arm|side) ~6 (not|do not|does not|did not) ~2 (feel|feels|felt) ~2 (like mine|like my own|right|normal|part of me|like they belong)',
      // the hand and the foot of the same side failing together
      '(dropping|drop|dropped|clumsy|weak|useless|numb|dead|heavy|no grip) ~6 =right (hand|arm) ~10 =right (foot|leg) ~4 (catching|catches|dragging|drags|weak|heavy|numb|dead|useless|clumsy|not mine|giving way|gave way|gives way|will not|would not)',
      '(dropping|drop|dropped|clumsy|weak|useless|numb|dead|heavy|no grip) ~6 =left (hand|arm) ~10 =left (foot|leg) ~4 (catching|catches|dragging|drags|weak|heavy|numb|dead|useless|clumsy|not mine|giving way|gave way|gives way|will not|would not)',
      // told in other Englishes
      '(right|left) (arm|hand) and (leg|foot) ~3 (are|is|feel|feels) ~2 (not strong|no strong|not working|not right|not good|no power)',
      // a leg and an arm of one side
      '(left|right) (leg|foot) and (my )?(left|right)? ~1 (arm|hand) ~3 (weak|numb|heavy|dead|useless|floppy)',
      // an arm and a leg of one side that will not obey
      '(left|right) (arm|hand) and (leg|foot) ~6 (do not|does not|will not|would not|did not) ~3 (do what|work|obey|listen|cooperate|respond)',
      // one side of the body weak
      '(left|right|one) side of ~2 body ~4 (weak|numb|heavy|dead|useless|floppy|limp|not working|no power|no strength|paralysed|paralyzed)',
      '(weak|numb|heavy|dead|useless|floppy|limp|paralysed|paralyzed) ~4 (left|right|one) side of ~2 body',
    ],
    transient: true,
  },
  thunderclap: {
    label: 'a sudden, severe, new headache',
    terms: [
      'thunderclap',
      '(worst|most severe|most painful) ~4 @HEAD',
      'never ~3 (had|felt|experienced|known|suffered) ~3 @HEAD ~3 (like|this bad|so bad|before)',
      '@HEAD ~4 (worst|most severe) ~3 (ever|of my life|in my life)',
      '(sudden|suddenly|instant|instantly|explosive|exploded|exploding|out of nowhere|like being hit|like a bang|like a bomb|blinding|split|splitting) ~4 @HEAD',
      '@HEAD ~5 (came on|started|hit|struck|exploded|went off) ~3 (suddenly|instantly|in seconds|in a second|out of nowhere|like a|bang|all at once)',
      '(hit|struck|smacked|whacked|kicked) ~4 (with|by) ~3 (bat|hammer|brick|baseball bat|cricket bat|club|mule|horse)',
      '@HEAD ~4 (felt|feels|feel|was going|about) ~3 (explode|exploded|exploding|burst|bursting|split open)',
      // the worst pain ever felt in the head or neck, at once
      '(worst|worse) (pain|headache|ache) ~4 (ever had|ever felt|of my life|in my life|i have ever|i ever) ~8 (head|neck|skull)',
    ],
    except: [
      // limbs that feel as if a horse kicked them: muscles, not a head
      '(kicked|hit|struck) ~4 (by|with) ~3 (mule|horse|bat) ~12 (thigh|thighs|calf|calves|legs|leg|arm|arms|knee|knees|shoulder|shoulders|ribs|body)',
      '(thigh|thighs|calf|calves|legs|arms|knees|ribs|body) ~12 (kicked|hit|struck) ~4 (by|with) ~3 (mule|horse)',
      '(thunderclap|thunder|lightning) ~6 (storm|during|outside|weather|night|woke|3am|made me jump)',
      '(worst|never) ~3 (@HEAD) ~3 (hangover|after drinking)',
      // a limb that feels kicked
      '(thigh|thighs|legs|leg|calf|calves|knee|knees|shin|shins|ribs|arm|arms|bum|backside|muscles) ~3 (feel|feels|felt) (like|as if|as though) ~4 (kicked|hit|struck|smacked|whacked)',
    ],
  },

  // ---------------------------------------------------------------- infection
  /**
   * A fever told as over, with how long it has been gone ('no temperature for a fortnight', 'fever went a week
   * ago'): a cough or a cold that has passed, not a present fever beside a sore spine (see the infection rule).
   */
  fever_over: {
    label: 'a fever that has gone',
    history: true,
    terms: [
      '(no|normal|without a|not had a|have not had a|had no) ~2 (fever|fevers|temperature|temperatures|temp|temps) ~2 (for|since|in) ~3 (days|weeks|week|fortnight|a while|ages|/\\d+/)',
      '(fever|fevers|temperature|temperatures|temp|temps) ~3 (gone|went|settled|cleared|broke|came down|back to normal|normal again|normal) ~4 (/\\d+/|a|two|three|four|several|few|couple) ~2 (days|weeks|week|fortnight) ~1 (ago)?',
      // a temperature normal since a named day
      '(temp|temperature|temps) (normal|fine|down|back to normal) since ~2 (monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|the weekend|last week)',
    ],
  },
  /** The aches all over of a flu or another virus: a fever's myalgia, not a single painful place in the spine. */
  viral_aches: {
    label: 'aching all over with a virus',
    terms: [
      '(flu|influenza|covid|virus|viral|bug|lurgy|chest infection) ~20 (ache|aches|aching|achy|sore|hurt|hurts) ~2 (everywhere|all over|from head to toe|head to toe)',
      '(ache|aches|aching|achy|sore|hurt|hurts) ~2 (everywhere|all over|from head to toe|head to toe) ~20 (flu|influenza|covid|virus|viral|bug|lurgy)',
      '(flu|influenza|covid|virus|viral) ~20 (body aches|every muscle|all my muscles|every bone in my body|whole body aches)',
    ],
  },
  fever: {
    label: 'fever or shivers',
    terms: [
      // a temperature someone measured
      '(a|raised|high) (temperature|temp) (at|during|on|in) ~2 (dialysis|clinic|hospital|the gp|the surgery|the chemist|the pharmacy|work|the unit|the ward)',
      // a temperature given as a number
      '(running|ran|spiking|spiked|hitting|hit|reached|reaching|temp|temperature|fever|of) ~2 (/3[89]\\.?\\d*/|/4[01]\\.?\\d*/|/37\\.[5-9]\\d*/) ~2 (degrees|c|celsius|on and off|and|at|last|this|tonight|overnight|all)?',
      '(my )?body ~2 (is|dey|feels|feel) ~2 (hot|burning|on fire|boiling)',
      '(i dey|i am|am) (shake|shaking|shivering)',
      '(running|got|have|had|at) ~2 (/3[89]/|/3[89]\\.\\d/|/40/|/40\\.\\d/|/10[0-4]/) ~1 (degrees|c|celsius|f)',
      '(burning|boiling|roasting) ~3 (with )?(temperature|temp|fever)',
      '(shaking|shivering|trembling) ~3 (from|with) ~2 (cold|chills|the cold)',
      '(teeth|tooth) ~3 (chattering|chatter|chattered)',
      '(can not|could not|cannot) get warm',
      '(freezing cold|frozen) ~4 (but|and) ~3 (hot|sweating|burning)',

      'fever|fevers|feverish|febrile|pyrexia|shiver|shivers|shivering|shivery|rigors|rigor|chills|chill|chilly|the shakes|sweats and chills',
      '(high|raised|spiking|spiked|running a|ran a|run a|got a|had a|have a|has a|with a|having a) ~2 (temperature|temp)',
      '(temperature|temp|thermometer) ~4 (/3[89]/|/3[89]\\.\\d/|/10[0-5]/|/10[0-5]\\.\\d/|high|up|raised|through the roof|spiking|spiked)',
      '(burning up|boiling up|roasting then freezing)',
      '(hot|boiling|burning) ~2 (and|then) ~2 (cold|freezing|shivery)',
      '(cold|freezing) ~2 (and|then) ~2 (hot|boiling)',
      '(shaking|shake|shook|trembling) ~3 (all over|uncontrollably|with cold|under the covers|teeth chattering)',
      '(teeth|tooth) (chattering|chatter)',
      '(sweat|sweating|sweats|sweaty|drenched) ~6 (then|and then|and) ~2 (freezing|cold|shivering|shaking|shivery)',
      '(give|gives|gave|giving|get|gets|getting|got) ~2 a (temperature|temp|fever)',
      'uncontrollable (shaking|shivering|shakes|trembling)',
      '(/3[89]\\.\\d/|/40\\.\\d/|/10[0-4]\\.\\d/)',
      // the whole person hot, not a joint: 'she feels burning hot', 'he is boiling'
      '(i|he|she|they|=me|=him|=her) ~2 (feel|feels|felt|feeling|is|am|was|are|gone|went|been) ~2 (burning hot|boiling hot|roasting hot|red hot|boiling|roasting|hot all over|hot to touch|hot to the touch)',
      '(/3[89]/|/40/|/10[0-4]/) (degrees|c|celsius|f|fahrenheit)',
      '(had|having|getting|running|with|keep getting) ~2 (temperatures|fevers|temps)',
      '(shaking|shivering|trembling|shakes|shivers) ~2 (and|with) ~2 (sweating|sweats|sweaty|drenched|soaked)',
      '(freezing|shivering|shivery) ~2 (and|but|then) ~2 (sweating|sweaty|drenched)',
      // a reading on the thermometer; shaking all over
      '(/3[89]\\.?\\d*/|/4[01]\\.?\\d*/) ~2 on the thermometer',
      '(shaking|shivering|shook|shivered) (like a leaf|uncontrollably|from head to toe)',
      // shaking spells and hot-and-cold swings told in pictures: rigors
      '(rattling|juddering|shuddering|quaking|shook|shake|shakes) ~3 (from|with) ~2 (cold|chills|the cold)',
      '(under|in) (the )?(covers|duvet|blankets|bedclothes|quilt) ~3 (shaking|shivering|trembling|rattling|shuddering)',
      '(teeth|tooth) (going|rattling|clattering|knocking|banging)',
      '(roasting|boiling|burning|sweating|baking) one (minute|moment|second) ~4 (frozen|freezing|shivering|cold|icy) the next',
      '(shaking|shivering|trembling|rattling|shuddering|shook|shivered) ~2 under ~2 (covers|duvet|duvets|blankets|quilt|quilts|bedclothes)',
      // teeth chattering with a rigor, however told
      '(chattering|chattered|rattling|clattering|knocking) teeth',
      '(teeth|tooth) ~3 (going|rattling|clattering|knocking|banging) ~2 (like|under|all night|castanets|with cold|from cold|with the cold)',
      // rigors told by jerking with cold, shaking that will not stop, cold inside under every layer
      '(jerking|jerked|shuddering|shuddered|juddering|trembling|trembled|shaking|shook|quivering) ~4 (with|from) (the )?cold',
      '(could not|can not|couldnt|cant|would not|wouldnt) stop (trembling|shaking|shivering|shuddering|juddering|rattling)',
      '(feeling|feel|felt|feels) ~3 cold inside',
      '(wearing|under|in|wrapped in) ~4 (jumper|jumpers|coat|coats|shawl|blanket|blankets|duvet|duvets|quilt) ~4 (still|and still) ~2 (shaking|shivering|freezing|trembling)',
    ],
    except: [
      // heat of feeling, not of the body: rage, a kitchen at fever pitch
      '(burning up|boiling up|boiling|burning) (with|from) (rage|anger|fury|embarrassment|shame|jealousy|frustration)',
      'fever pitch',
      // a number with a unit of time, distance or weight is no temperature ('a 40 min walk', '38 km')
      '(/3[89]/|/4[01]/) (min|mins|minute|minutes|sec|secs|seconds|hour|hours|hr|hrs|km|k|miles|mile|metres|meters|m|kg|kilos|kilo|lbs|cm|mm|years|yrs|year|quid|steps|reps|laps|times|mph|percent|%)',
      // a fever told as long over ('the fever's long gone'; not one that came down with paracetamol)
      '(fever|fevers|temperature|temp) ~2 (long gone|all gone|completely gone|long since gone)',
      // a tooth set off by hot and cold food or drink
      '(hot and cold|hot or cold|cold and hot|cold or hot) (set|sets|setting|trigger|triggers|triggering) ~2 off',
      // a joint's range in degrees, not a temperature
      '(bend|bending|bends|bent|flex|flexion|flexing|flexes|extension|straighten|straightening|straightens|range|movement|angle|raise|raising|abduct|abduction|rotate|rotation|lift|lifting) ~3 (to|up to|past|beyond|at|around|about|roughly|nearly|almost|only) /([0-9]|[12][0-9]|3[0-6]|4[3-9]|[5-9][0-9]|1[0-8][0-9])/ degrees',
      // hot and cold spells with the thermometer normal
      '(hot|boiling) ~2 (and|then) ~2 (cold|freezing|shivery) ~8 (no|without|normal) (actual |real |proper |raised |high )?(temperature|temp|fever)',
      '(no|without|normal) (actual |real |proper |raised |high )?(temperature|temp|fever) ~8 (hot|boiling) ~2 (and|then) ~2 (cold|freezing|shivery)',
      '(hot and cold|hot or cold|cold and hot|cold or hot) (drinks|drink|food|foods) ~3 (set|sets|setting|trigger|triggers|hurt|hurts|zing|zings|sting|stings)',
      '(tooth|teeth|molar|molars|filling|fillings|gum|gums|crown) ~10 (hot and cold|hot or cold|cold and hot|cold or hot)',
      // the day's heat, not the body's
      '(/3[0-9]/|/4\\d/) (degrees|c|celsius) ~10 (outside|out there|in the shade|in the sun|heatwave|heat wave|weather|summer|aircon|air con|air conditioning|fan|sunny|scorching|sweltering)',
      // blowing hot and cold (changing from day to day); a temperature checked, which says nothing of its reading
      '(ankle|knee|it|back|hip|shoulder|wrist|elbow|neck|foot|joint|hand|leg|arm) ~3 (running|blowing|blows|runs|ran|blew) hot and cold',
      '(checking|checked|check|checks|taking|took|take|monitoring|monitored|measuring|measured|recording|recorded|keeping an eye on|kept an eye on) ~3 (my |the |her |his )?(temp|temps|temperature|temperatures)',
      // shivering in a cold wind after a sweat
      '(shivering|shivery|shiver|shivers|shivered|shaking) ~2 (in|from) ~3 (wind|cold|rain|snow|sea|frost|breeze|gale)',
      // shivering out in the cold wind or after a cold swim
      '(shivering|shivery|shiver|shivers|shivered|shaking|teeth chattering) ~4 (in|from) (the )?(wind|cold|rain|snow|sea|lake|river|pool|air con|aircon|frost)',
      // a busy time, not a temperature
      'feverish (pace|rate|speed|activity|excitement|rush|preparations)',
      // a shudder at a thought is no temperature
      '(gives|give|gave|giving|get|gets|got) (me|you|him|her|us) the (shivers|chills|creeps|willies)',
      '(thought|idea|mention|sight|memory) of ~6 (shivers|chills)',
      // heartburn rising: 'burning up my chest', 'burning up into my throat'
      'burning up (my|the|into|in|to) ~2 (chest|throat|gullet|oesophagus|esophagus|breastbone|sternum)',
      // a distance or time, not a temperature
      '(running|ran|run|cycled|cycling|walked|walking|swam|rowed) ~2 /\\d+/ ~2 (miles|mile|km|k|kilometres|kilometers|minutes|mins|laps|times|metres|meters|lengths)',
      '(shiver|shivering|shivered|shivers) ~10 (boiler|heating|no heating|cold flat|cold house|freezing flat|freezing house|cold room|outside|weather|winter|snow|ice bath|cold water|sea|swim)',
      '(boiler|heating|no heating|cold flat|cold house|freezing flat|freezing house|cold room|winter|snow|ice bath|cold water|sea|swim) ~10 (shiver|shivering|shivered|shivers)',
      '(in there|room|studio|sauna|hot yoga|bikram|class|gym|kitchen|greenhouse) ~5 (/3[89]/|/4\\d/)',
      '(/3[89]/|/4\\d/) (degrees|c|celsius) ~3 (in there|room|studio|sauna|class|gym|kitchen)',
      '(sweaty|sweating|sweat|clammy|damp|wet) (and|&) (cold|clammy)',
      '(hay|football|cup|cabin|spring|election|gold|festival|olympic|saturday night|dengue|glandular) fever',
      '(temperature|temp) ~3 (normal|fine|ok|okay|not raised)',
      '(hot|cold) (and|or) (cold|hot) (packs|pack|therapy|water|compress)',
      '(=chill|=chilled|=chilling) out|=chilling',
      '(/3[89]/|/40/|/3[89]\\.\\d/|/40\\.\\d/) (degrees|c|celsius) ~5 (outside|weather|heat|sun|holiday|in the shade|abroad|heatwave|today|here|on site|on the site|on the roof|in the yard|in the field|at work)',
      // a fever told as broken or gone
      '(fever|temperature|temp) ~2 (gone|went|settled|broke|broken|came down|down|back to normal|normal) ~3 (since|now|yesterday|today|this morning|last night)',
      '(weather|outside|heatwave|holiday|sun|sunny|hot day|abroad) ~5 (/3[89]/|/40/|/3[89]\\.\\d/|/40\\.\\d/)',
      '(/3[89]/|/40/|/10[0-4]/) (degrees|c|celsius|f|fahrenheit) ~3 (bend|bent|angle|flex|flexion|rotation)',
      '(/3[89]\\.\\d/|/40\\.\\d/|/10[0-4]\\.\\d/) (km|k|kilometres|kilometers|miles|kg|kilos|lbs|pounds|weeks|hours|minutes|mins|percent|cm|inches|years|quid|euros|dollars)',
      // shivering named as a cause of aches
      '(from|after) ~2 (shivering|shiver|shivers)',
      // a chilled aisle or lorry is where food is kept, not a temperature
      '=chilled (aisle|aisles|section|counter|food|foods|drinks|goods|department|room|store|stores|warehouse|unit|cabinet|cabinets|fridge|fridges|lorry|van)',
      // skin red hot from sunburn
      '(sunburn|sunburnt|sunburned|sun burnt) ~10 (red hot|hot to touch|hot to the touch|burning hot)',
      '(red hot|hot to touch|hot to the touch|burning hot) ~10 (sunburn|sunburnt|sunburned|sun burnt)',
    ],
    topics: ['temperature', 'temp'],
    explainedBy: [
      // shivers after a vaccination are the expected reaction
      // hot and cold spells with an air conditioning set too cold, or a long-haul flight's jet lag
      '(aircon|air con|air conditioning|air conditioner|jetlag|jet lag|jetlagged|jet lagged)',
      '(flu|covid|tetanus|booster) (jab|jabs|shot|injection|vaccine|vaccination)|vaccine|vaccination|vaccinated',
      // shivers from a cold are the cold's
      '(stinking|heavy|bad|streaming|head|chesty|horrible|rotten|nasty|awful|common|snotty) =cold|runny nose|blocked nose|streaming nose|=sniffles|=sniffly',
      // sweats and shakes the morning after drink are the drink's
      ALCOHOL_AFTER,
    ],
  },
  unwell: {
    label: 'feeling very unwell',
    terms: [
      '(feel|feeling|felt|feels|am|been|really|generally|very|so) ~2 (unwell|ill|rough|awful|terrible|poorly|grotty|crook|dreadful|like death|wiped out|run down|rotten|lousy|shocking|horrendous)',
      'generally unwell',
      'flu|fluey|fluish|flu like',
      '(off my food|not eating|no appetite|lost my appetite|off colour|under the weather|wiped out|knocked out)',
      'off (his|her|their) (food|appetite|grub)',
      // new confusion in someone ill: the body's alarm in older people especially
      '(muddled|confused|confusion|delirious|drowsy|not making sense|not with it|away with the fairies)',
      'not (himself|herself|themselves|myself)',
      '(=sickly|achy all over|aching all over|ache all over|aches all over)',
      // off food; feeling run over by a bus
      '(will not|wont|would not|wouldnt|not) ~2 (touch|eat) ~2 (his|her|my|their|any)? ~1 (food|dinner|meals|tea|breakfast|lunch)',
      '(like|as if|as though) ~3 (been )?(hit|run over|knocked down|flattened) by a (bus|truck|train|lorry|steamroller)',
    ],
    except: [
      // well, told by denying the word
      '(not|never) (at all )?(unwell|ill|poorly|rough)',
      '(ill|unwell) ~3 (fitting|advised|informed|timed)',
      'i feel (ill|sick) (of|about)',
      // a vaccination named, not an illness
      '(flu|covid) (jab|jabs|shot|injection|vaccine|vaccination)',
    ],
  },
  red_hot: {
    label: 'a red, hot joint',
    terms: [
      '(skin|it) ~3 (change|changed|changing) (colour|color)',
      '@RED_HOT ~3 (@SWOLLEN|tender|painful|sore)',
      '(@SWOLLEN|joint|knee|ankle|elbow|wrist|shoulder|hip|finger|toe|skin|area|it|foot|hand|back) ~4 (red|hot|warm|inflamed|angry|burning hot|on fire|flushed|shiny|pink|purple|heat)',
      '(warm|hot) to (the )?touch',
      // a swelling, then a few words on, that it is warm as well
      '@SWOLLEN ~8 and (feels|feel|felt|is|looks|looked) ~2 (warm|warmer|hot|hotter)',
      '(feel|feels|felt|radiating|giving off|can feel) ~3 (the )?heat ~3 (off|from|coming)',
      '(red|pink) (streak|streaks|line|lines|track|tracks)',
      '(hot|warm) (and )?(red|swollen|inflamed|angry|shiny|huge|massive|puffy)',
      '(red|swollen|inflamed|angry) (and )?(hot|warm)',
      '(hotter|redder|warmer) (and|than) ~3 (redder|hotter|warmer|usual|normal|before|the other)',
      // a joint glowing, or the colour of a cooked lobster
      '(@SWOLLEN|joint|knee|ankle|elbow|wrist|shoulder|hip|finger|toe|knuckle|skin|it|foot|hand) ~3 (is |was |gone |looks )?(glowing|colour of a lobster|color of a lobster|like a beetroot|beetroot red)',
      '(thumb|wound|cut|bite|graze|scar|nail bed|nailbed) ~3 (is |was |gone |looks )?(glowing|colour of a lobster|color of a lobster|like a beetroot|beetroot red)',
      // a joint too hot to touch
      '(scalding|scorching|boiling|roasting|burning) (hot )?(to touch|to the touch)',
      // heat like a kettle, skin the colour of beetroot or raw beef, a streak climbing the limb
      '(like|as if|as though) ~3 (touching|touch|touched) ~4 (kettle|radiator|oven|stove|hot plate|hob|iron|teapot)',
      '(colour|color) ~3 (like|of) (a |raw )?(beetroot|raw beef|raw meat|a plum|plum|a tomato|tomato)',
      '(streak|streaks|line|lines|track|tracks) ~4 (heading up|going up|running up|tracking up|creeping up|climbing up|spreading up)',
      // hot when someone touches it
      '(hot|warm|burning) ~2 when ~2 (we|i|you|they|someone|anyone|the nurse|mum|dad) (touch|touches|touched|feel|feels|felt)',
    ],
    except: [
      BAND_MARK,
      // running hot and cold: good days and bad, not heat
      '(ankle|knee|it|back|hip|shoulder|wrist|elbow|neck|foot|joint|hand|leg|arm) ~3 (running|blowing|blows|runs|ran|blew) hot and cold',
      // a mottled rash where a heat source sat on the skin, and redness denied
      'heat rash|toasted skin|erythema ab igne|(hot water bottle|heat pad|heat pack|wheat bag) ~8 (rash|mottled|lacy|blotchy|marks)',
      '(no|not|without) (redness|red|heat|warmth)',
      '(warm|warmish|hot|warmth) ~6 (no|not) (warmer|hotter) than ~8 (expect|expected|normal|usual|said)',
      '(swell|swelled|swollen|puffy) ~3 in the heat',
      'in the heat ~6 (swell|swelled|swollen|puffy)',
      '(hot|warm|heat) (bath|baths|shower|showers|water|pack|packs|compress|tub|weather|day|yoga|up|drink|tea|pad|pads|bottle|patch|patches|gel|cream|rub|spell|climate|room)',
      '(warm|warming|warmed) (up|ups)',
      'heat (helps|eases|makes it better|pack|packs|pad|rub)',
      '(red|hot) (wine|meat|pepper|peppers|chilli|car|shirt)',
      '(warm|warmth|hot|puffy) ~3 (after|following) ~3 (my )?(physio|exercise|exercises|exercising|walk|walking|activity|session|training|run|workout)',
      '(lambs|lamb|foals|ewes|piglets|puppies|kittens|horses|dogs|cats|cattle|sheep|animals|the flock|the herd) ~4 (with|had|have|has|got|getting|suffering) ~4 (swollen|hot|joints|joint ill|lame)',
      '(joint ill|lambs|ewes|foals|piglets|puppies|kittens) ~6 (swollen|hot|inflamed) ~2 (joints|joint|legs|knees)',
      // warmth a clinician said is expected after an operation
      '(warm|hot|puffy|swollen) ~8 (said|says|told me|told us) ~3 (is|it is|its|was|will be) (expected|normal|to be expected|usual|fine|okay|ok)',
    ],
    explainedBy: [
      // red marks where shoes or laces are too tight
      TIGHT_FOOTWEAR,
      // insect bites: red, itchy, swollen skin where they landed
      '(bites|bitten|bite|stings|stung|insect|insects|mosquito|mosquitoes|midges|midge|sandflies|sandfly|horsefly|horseflies|ticks|gnats|fleas)',
      // post-operative warmth the surgeon calls expected
      '(surgeon|consultant|physio|nurse|doctor|gp) ~3 (says|said|told me|tells me) ~4 (normal|expected|completely normal|to be expected|nothing to worry)',
      // skin warmed or reddened by heat put on it
      HEAT_APPLIED,
    ],
  },
  recent_injection: {
    label: 'a recent joint injection',
    terms: [
      '(injection|injected|jab|shot|aspiration|aspirated|drained) ~6 (joint|knee|shoulder|hip|back|spine|ankle|elbow|wrist|steroid|cortisone|it|there|week|weeks|days|ago|recently|last)',
      '(steroid|cortisone|hyaluronic|prp) ~2 (injection|jab|shot)',
      'epidural|nerve block|facet injection',
    ],
    except: [
      '(flu|covid|vaccine|vaccination|booster|tetanus) ~3 (jab|injection|shot)',
      // pain that 'shot into my back' is radiating, not an injection
      '(shot|shoots|shooting) (into|down|up|through|across|along|to)',
      // a shot in a game is no injection
      '(badminton|tennis|squash|golf|football|basketball|netball|hockey|snooker|pool|drop|smash|overhead|penalty|trick|slap|backhand|forehand|jump|winning|good|great) (shot|shots)',
    ],
  },
  recent_surgery: {
    label: 'recent surgery',
    terms: [
      '(had|having|got) ~2 (my )?(appendix|gallbladder|tonsils|womb|ovaries|spleen|kidney|hernia|knee|hip|shoulder|cataract|prostate) (out|removed|done|fixed|repaired|replaced|operated on)',

      'operation|surgery|surgeries|operated|arthroscopy|keyhole|post op|postop|caesarean|c section|cesarean|stitches|staples|(wound|scar|incision) ~3 (red|hot|oozing|weeping|opened|leaking|infected)',
      'replacement|replaced|reconstruction|fixation|=pinned|=plated|fusion|discectomy|laminectomy|arthroplasty|(repair|repaired|scope|scoped|decompression) ~4 (knee|hip|shoulder|back|ankle|spine|acl|meniscus|wrist|elbow|tendon|cuff|hernia)',
      '(knee|hip|shoulder|back|ankle|spine|acl|meniscus|wrist|elbow|bunion|hernia|gallbladder|appendix|bowel) ~2 (op|operation|surgery|replacement|repair|reconstruction|fixation|scope|removal)',
      '(had|having|got) ~2 (op|operated on|done)',
      '(discharged|came out of|home from|just out of|out of) ~2 hospital',
      '/[a-z]+ectomy/|/[a-z]+otomy/|/[a-z]+oplasty/|/[a-z]+scopy/',
      '(op|operation|surgery|surgeries) (on|to) ~2 (my |the |his |her )?(knee|hip|shoulder|back|ankle|spine|acl|meniscus|wrist|elbow|bunion|hernia|foot|leg|bowel|gallbladder|appendix|womb|prostate|bladder|heart|varicose veins|veins)',
      '(/\\d+/|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of|several) (days|weeks) (since|after|post) ~2 (my|the|a|his|her) new (knee|hip|shoulder|joint)',
    ],
    except: [
      '(stitch|stitches) ~6 (running|run|runs|jogging|jog|sprinting|sprint|exercise|ribs|side|when i breathe|breathe hard)',
      '(running|run|jogging|jog|sprinting|exercise) ~6 (stitch|stitches)',
      '(surgery|operation) ~4 (years ago|decade ago|as a child|when i was)',
      '(waiting|wait|waitlist|list|referred|referral|consult|consultation|considering|might need|may need|need|needs|talk of|talked about|discussed|avoid|avoiding|booked|scheduled|planned|next month|next week) ~4 (surgery|operation|replacement|op)',
      '(surgery|operation|op) ~4 (planned|booked|scheduled|next month|next week|in the future|later|coming up)',
      'hospital ~3 (appointment|visit|parking)',
    ],
  },
  surgery_weeks: {
    label: 'surgery in the last weeks',
    terms: [
      '(operation|surgery|operated|replacement|repair|reconstruction|arthroscopy|scope|op|caesarean|c section|discectomy|fusion|fixation) ~8 (/\\d+/|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of|several) ~2 (weeks|week|days|day) ~2 (ago|since|back)',
      '(/\\d+/|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of|several) (weeks|days) (after|since|post) ~3 (operation|surgery|op|replacement|repair|caesarean|c section|discharge)',
      '(last|this) (week|month) ~4 (operation|surgery|op|replacement|repair)',
      '(operation|surgery|op|replacement|repair) ~4 (last|this) (week|month)',
      '(recent|recently|just) ~3 (operation|surgery|operated|op|replacement|repair|caesarean|c section)',
    ],
  },
  immunosuppressed: {
    label: 'a weakened immune system',
    terms: [
      '(inject|injecting|injected|shoot|shooting) ~2 (drugs|heroin|up)',
      'iv drugs|iv drug|heroin|needle use|needles|immunosuppress|immunosuppressed|immunosuppressant|immunosuppressants|immunocompromised|chemo|chemotherapy|methotrexate|biologic|biologics|hiv|transplant|dialysis|prednisolone|prednisone|steroid tablets|on steroids',
      '(diabetic|diabetes) ~4 (badly controlled|poorly controlled|uncontrolled|out of control|high sugars)',
      '(weak|weakened|low|poor) ~2 immune ~2 (system)?',
      '(i|he|she) (inject|injects)',
    ],
    history: true,
    except: [
      // where a vaccine needle went in
      'where the (needle|jab|injection) ~2 (went|goes|go|was)',
      '(needle|needles) (went|goes|go) in',
      OTHERS_CHEMO,
      '(inject|injects|injected) ~2 (insulin|ozempic|wegovy|mounjaro|b12|vitamin|fertility|hormones|testosterone)',
      // pins and needles are a sensation
      'pins and needles',
    ],
  },

  // ---------------------------------------------------------------- malignancy
  cancer_history: {
    label: 'a history of cancer',
    terms: [
      // an organ taken out for a growth
      '(kidney|lung|breast|bowel|womb|ovary|ovaries|prostate|bladder|thyroid|testicle|part of my lung|part of my bowel) ~3 (taken out|removed|cut out) ~3 for ~2 (a )?(growth|tumour|tumor|cancer|lump|mass)',
      '(prostate|breast|bowel|lung|skin|kidney|bladder|ovarian|cervical|testicular|thyroid|colon|colorectal|pancreatic|stomach|liver|womb|uterine) (ca|cancer|tumour|tumor|carcinoma)',

      'cancer|cancers|tumour|tumor|tumours|tumors|lymphoma|leukaemia|leukemia|myeloma|melanoma|sarcoma|carcinoma|malignant|malignancy|metastases|metastatic|metastasis|secondaries|oncology|oncologist|chemo|chemotherapy|radiotherapy|mastectomy|lumpectomy',
      'the big c',
      '(radiation|radio) (therapy|treatment)',
      '(in|into) remission',
      '=ca (prostate|breast|lung|bowel|colon|kidney|renal|thyroid|bladder|ovary|cervix|pancreas|stomach)',
      '(hx|h o|history of|pmh|previous) ~2 (=ca|cancer|carcinoma|malignancy)',
      'rtx|dxt|xrt',
      // a cancer told by its organ and its treatment (prostate treated, breast removed), or by its hormone treatment
      '(prostate|breast|testicle) (was|were|got|had been|been)? ~1 (treated|removed|taken out|cut out|irradiated|zapped)',
      '(radiotherapy|chemo|irradiated|zapped) ~3 (for|on|to) ~2 (my |the )?(prostate|breast|bowel|lung|kidney|bladder|thyroid|colon|womb|ovary|ovaries|testicle|neck|throat|chest|spine|bones)',
      '(hormone|hormonal) (jabs|jab|injections|implant|implants|blockers)|zoladex|prostap|tamoxifen|letrozole|anastrozole|exemestane|herceptin|bicalutamide|enzalutamide|abiraterone',
      // an organ's growth cut out, where it is usually a cancer (not a mole, which is usually benign)
      '(lump|growth|tumour|tumor) (removed|taken out|cut out) ~3 (from )?(my |her |his )?(breast|bowel|lung|prostate|kidney|womb)',
      // a lobe of lung taken away: almost always for a cancer
      '(part of|half of|half|a lobe of|lobe of|the top of) (my|his|her) (lung|lungs) ~3 (taken out|removed|cut out|out)',
      'lobectomy|pneumonectomy',
    ],
    except: [
      // a fear of cancer after reading about back pain is a worry, not a history
      // cancer met every day at work, as a nurse or carer
      '(around|surrounded by|among|amongst|see|seeing|deal with|dealing with|work with|working with|nurse|nursing|care for|caring for) ~2 cancer ~3 (every day|daily|at work|patients|for a living|all week|on shift|day in day out|all day)',
      '(convinced|worried|scared|terrified|paranoid|afraid|worry|worrying|panicking|fear|fearing|freaking out) ~5 (i have|i ve|i have got|i ve got|i got|it is|its|it s|it could be|it might be|it may be|it must be) ~2 (cancer|a tumour|a tumor)',
      '(skin cancer|cancer|carcinoma) ~3 (basal cell|bcc|rodent ulcer)',
      // cancer as what questions, a charity or research are about ('the cancer questions', 'a cancer charity run')
      'cancer (questions|question|quiz|charity|charities|research|awareness|fundraiser|fundraising|relay)',
      // a star sign, not an illness
      '(star sign|starsign|zodiac|horoscope|born under) ~4 cancer|cancer ~3 (star sign|starsign|zodiac|the crab)',
      // basal cell carcinoma of the skin (a rodent ulcer) almost never spreads
      '(basal cell|bcc|rodent ulcer) ~3 (cancer|carcinoma|skin cancer|skin ca)',
      // another illness in remission (colitis, lupus, arthritis) is no cancer
      '(colitis|ulcerative|crohns|crohn|ibd|arthritis|psoriasis|psoriatic|lupus|sarcoid|sarcoidosis|nephrotic|rheumatoid|eczema|depression|addiction|alcohol|drinking|gambling|ms|multiple sclerosis|vasculitis|polymyalgia) ~12 (in|into) remission',
      '(in|into) remission ~8 (mesalazine|biologic|biologics|methotrexate|azathioprine|infliximab|adalimumab|humira|steroids|colitis|crohns|lupus|arthritis)',
      OTHERS_CHEMO,
      '(cancer|ca) ~2 (hx|history) ~2 (none|nil|no|negative|nothing)',
      'secondary (school|schools|teacher|modern)',
      '(cancer|oncology|chemo|chemotherapy|radiotherapy) (ward|wards|nurse|nurses|unit|day unit|suite|charity|research|run|department|team)',
      '(cancer|tumour|tumor) ~3 (scare|screening|screen|test|tests) ~4 (clear|negative|normal|fine)',
      '(no|not) ~2 (cancer|tumour)',
      // hormone treatment for the menopause, contraception, fertility or a transition is not a cancer treatment
      '(hormone|hormonal) ~2 (therapy|treatment|replacement|tablets|patches|gel|implant|jabs|injections|implants) ~6 (menopause|menopausal|hrt|hot flushes|flushes|periods|contraception|contraceptive|ivf|fertility|transition|gender|trans)',
      '(menopause|menopausal|hrt|hot flushes|periods|contraception|contraceptive|ivf|fertility|transition|gender|trans) ~6 (hormone|hormonal) ~2 (therapy|treatment|replacement|tablets|patches|gel|implant|jabs|injections|implants)',
      'hormone replacement|(hrt|contraceptive|contraception|pill) ~2 (hormone|hormonal)',
      // a 'cancer scare' is a worry that was not cancer
      '(cancer|tumour|tumor|lump) scare',
      // afraid it is cancer names a fear, not a history
      '(convinced|worried|scared|afraid|terrified|paranoid|fear|fearing|anxious|panicking|googled|googling|wondering|wonder) ~5 (it is|its|it might be|it could be|could be|might be|it was|maybe|is it|of) ~2 (cancer|a tumour|a tumor|bone cancer)',
      // cancer as the person's work
      'cancer (is|was) my (daily bread|job|work|bread and butter|world|life|day job)',
      // a cancer ward or team the writer works on; the patients there
      '(oncology|cancer|chemo|chemotherapy|radiotherapy|hospice|palliative) (placement|rotation|block|ward|unit|nurse|nurses|nursing|team|clinic|department|job|shift|shifts|research|charity|fundraiser|run|appeal)',
      '(patients|clients|residents|people) with ~3 (spinal mets|mets|cancer|cancers|tumours|tumors|secondaries)',
      '(with|for|among|amongst|nurse|nursing|treat|treating|look after|looking after|care for|caring for) ~3 (cancer|oncology|chemo) patients',
    ],
    history: true,
  },
  /** A cancer treated and over: still a history, but no longer the active cancer that makes clots likely. */
  cancer_clear: {
    label: 'a cancer treated and clear',
    terms: [
      '(all clear|cancer free|clear ever since|clear since|no recurrence|no sign of it since|no sign of it returning|been clear|signed off by oncology)',
      '(given|got|had) ~2 the all clear',
      '(cured|discharged) ~3 (years|long) ~2 ago',
      // years in remission, the check-ups ended: treated and clear
      '(in remission|remission) ~4 (ever since|since|for years|for decades|for /\\d+/ years)',
      '(check ups|checkups|follow up|follow ups|scans|surveillance) ~3 (ended|stopped|finished|over|discharged)',
      'discharged (from|by) ~2 (oncology|the oncologist|the cancer team|the clinic)',
    ],
    history: true,
  },
  weight_loss: {
    label: 'unexplained weight loss',
    terms: [
      // down by nearly or about an amount
      'down (nearly|almost|about|around|over|roughly|just over|more than|getting on for) (/\\d+/|a|half a|two|three|four|five|six) ~1 (kg|kilos|kilo|stone|pounds|lbs)',
      // clothes that need a belt or taking in now
      '(trousers|jeans|skirt|clothes|waistband) ~3 (need|needs|needing) ~3 (a belt|belt|taking in|taken in)',
      // slimmer without meaning to be
      SLIMMER_UNTRIED,
      '(weight|kilos|kg) ~2 (reduced|dropped|down|lost|gone down|decreased|fell|fallen|less) ~3 (/\\d+/|a|half a|two|three|four|five|six|seven|eight|nine|ten)? ~1 (kg|kilos|kilo|pounds|lbs|stone|kgs)',
      '(kilos|kilo|kg|pounds|lbs|stone|weight) ~2 (gone|off|dropped|lost|fallen off)',
      'people ~2 (comment|commented|say|said|tell|told|noticed) ~4 (thin|thinner|weight|lost|skinny|gaunt)',
      '(thinner|skinnier) ~3 people ~2 (comment|say|said|notice|noticed|tell)',
      '(become|became|becoming|getting|got|gone|went) ~2 (thin|thinner|skinny|skinnier) ~4 (without|for no|no) ~2 (reason|trying|diet|dieting)',
      '(notch|notches|hole|holes) ~3 belt',
      '(look|looks|looking|gone|got) ~3 (thin|thinner|gaunt|skinny|wasted)',

      '(lost|losing|lose|loss of|dropped|dropping|shed|shedding) ~5 (weight|kilos|kilo|kg|pounds|lbs|stone|stones|half a stone|a stone)',
      'down (/\\d+/|a|half a|two|three|four|five|six) ~1 (kg|kilos|kilo|stone|pounds|lbs)',
      '(lost|losing|dropped|shed) ~5 /\\d+(?:kg|kgs|kilos|kilo|lbs|lb|st)/',
      '(lost|losing|dropped|shed) ~5 /\\d+/ (kg|kgs|kilos|kilo|pounds|lbs|stone|st)',
      'weight ~3 (loss|dropping|falling off|coming off|dropped|gone down|going down|plummeted|plummeting|fallen)',
      '(clothes|trousers|jeans|belt|skirt|dress|ring|rings|shirts|collar|waistband) ~5 (loose|looser|hanging|falling off|baggy|notch|notches|too big|swim|swimming|hang)',
      '(gone|dropped|down) ~2 (dress|jean|trouser|clothes|belt) size',
      '(wasting away|skin and bone|skin and bones|skeletal|gaunt|fading away)',
      '(thinner|skinnier) ~4 (than|without|not trying|for no reason|lately|recently)',
      '(ring|rings|wedding ring|watch|collar|dentures|belt) ~4 (slides off|slide off|slipping off|slips off|sliding off|spins|spinning|falls off|fell off|loose|looser)',
      '(weight|kilos|kg) ~3 (is|has been|keeps)? ~2 (reducing|reduced|going down|coming down|coming off|less)',
      '(more|getting|got|gone|become|became|much) (thin|thinner|skinny|skinnier|bony)',
      '(trousers|jeans|clothes|belt|skirt|waistband) ~3 (falling|fall|hanging|loose|looser|baggy|too big|slipping)',
      '(uniform|overalls|dress|shirt|shirts|coat|suit) ~2 (hanging off|hanging|loose|looser|baggy|too big)',
      // a weight given before and now ('was 14 stone, now 12')
      '(used to be|was|weighed) /\\d+/ (stone|st|kg|kilos|kgs|pounds|lbs) ~5 now /\\d+/',
      // weight loss told by a belt tightened
      '(belt|belts|waistband) ~4 (gone in|taken in|in a|in two|in several|tighter) ~3 (notch|notches|hole|holes)?',
      // thin now where once big
      '(thin|thinner|skinny|skinnier|bony) now ~6 (before|once|used to be|always was|was always) ~4 (big|bigger|heavy|heavier|large|stocky|broad|well built|chubby|fat)',
      '(used to be|was once|was always|always was) ~2 (a )?(big|heavy|large|stocky|broad|well built|chubby) ~6 (now|these days) ~3 (thin|skinny|bony|nothing of)',
      // kilos lighter
      '(/\\d+/|a few|several|two|three|four|five|six|seven|eight|nine|ten|a couple of) (kilos|kilo|kg|kgs|pounds|lbs|lb|stone|st) (lighter|down|less|thinner)',
      // weight told as a fall from one figure to another, or a belt taken in
      '(dropped|fallen|fell|come down|came down|gone down|slipped|down) from /\\d+/ (stone|st|kg|kilos|kgs|pounds|lbs) to /\\d+/',
      '(belt|belts) ~4 (new hole|another hole|extra hole|notch tighter|tighter notch|in a notch|in a hole|new notch)',
    ],
    except: [
      // a fall told as dropping like a stone: no weight lost
      '(dropped|dropping|drop|drops) like a (stone|sack|brick|fly|flies|rock)',
      // lost on purpose: something tried for a painful joint, or since taking up walking or a slimming club
      '(=tried|=trying) ~12 (lost|losing) ~3 (a bit of |some |a little )?weight',
      '(lost|dropped|shed|losing|dropping) ~6 since ~2 (i )?(started|starting|began|took up|joined) ~2 (walking|running|cycling|swimming|the gym|gym|exercising|exercise|a diet|dieting|slimming world|weight watchers)',
      // what a thing carried or lifted weighs ('a 20 kg sack off the van') is no weight lost
      '(kg|kgs|kilo|kilos|pound|pounds|lbs|lb) ~1 (bag|bags|sack|sacks|box|boxes|load|loads|bale|bales|crate|crates|tyre|tyres|kettlebell|kettlebells|dumbbell|dumbbells|barbell|parcel|parcels|package|packages|suitcase|drum|keg|kegs|bucket|buckets|deadlift|squat)',
      '(diet|dieting|dieted|on purpose|intentional|intentionally|trying to|tried to|gym|slimming|weight watchers|calorie|calories|fasting|want to|need to|should|plan|ozempic|wegovy|mounjaro|running club) ~6 (lost|losing|lose|weight|loss|pounds|kilos|stone)',
      '(lost|losing|lose|weight|loss) ~6 (on purpose|intentional|intentionally|gym|slimming|weight watchers|calorie|calories|fasting|ozempic|wegovy|mounjaro)',
      // a loss that was the aim of a plan or a target
      '(kg|kgs|kilo|kilos|stone|pounds|lbs|lost|weight) ~6 (the plan|the goal|the aim|the idea|the target|planned|intended|deliberate|deliberately|my target|my goal)',
      // lost by dieting (but not 'without dieting': that loss is unexplained)
      '(lost|losing|lose|weight|loss) ~4 (from|by|through|with|since|on|after|because of|due to) ~2 (=dieting|a diet|my diet|the diet|diet)',
      '(=dieting|on a diet|been dieting|started a diet) ~6 (lost|losing|lose|weight|kilos|pounds|stone)',
      '(lost|losing|lose|weight|loss) ~6 (a|my|the|on|from|with|through|by|doing|keto|new|strict) (diet|plan|programme|program)',
      '(lose|losing) weight ~4 (would|will|might|could|should) ~2 help',
      // lost after giving up drink or sweet things: a cause the person chose
      '(stopped|stopping|quit|quitting|given up|gave up|giving up|cut out|cutting out|off the|off) ~3 (drinking|the drink|booze|alcohol|beer|lager|wine|sugar|fizzy drinks|takeaways|snacking|crisps|chocolate|carbs|bread) ~8 (lost|losing|weight|dropped|shed)',
      '(need|needs|advised|told|want|trying|try) ~3 (to )?lose ~2 weight',
      // weight to be lost as a condition set ('no operation until I lose weight')
      '(till|until|unless|once|before|if) ~2 (i|we|he|she|they|you) ~1 (lose|have lost|can lose|get) ~2 (some |the |more )?weight',
      'weight (plate|plates|bar|bench|disc|disk|discs|stack|vest|machine|room)',
      // a lifting belt (not weight lost told by a belt tightened)
      '(a|my|the|his|her|gym|lifting|new|old) weight (belt|belts)',
      '(dropped|drop|dropping) ~2 (a |the )?(weight|weights|dumbbell|kettlebell|barbell) ~4 (on|onto|across)',
      // 'weight steady'; a calf gone skinny in a boot is muscle wasting, not weight loss
      'weight ~2 (steady|stable|same|unchanged|fine|normal|ok|okay|the same)',
      '(calf|calves|leg|legs|thigh|thighs|arm|arms|muscle|muscles|quad|quads|bicep|biceps) ~3 (look|looks|looking|gone|got|is|are) ~3 (thin|thinner|skinny|wasted|smaller)',
      // a thinner muscle (of a limb, the thumb, a buttock) is no weight lost
      '(muscle|muscles|calf|calves|thigh|thighs|leg|legs|arm|arms|quad|quads|forearm|wrist|shoulder|shoulder blade|hand|thumb|finger|fingers|palm|fleshy bit|fleshy part|buttock|bum cheek) ~6 (thinner|smaller|wasted|flatter)',
      // a limb measured against its partner is wasting, not a body that lost weight
      '(thinner|skinnier|smaller) ~4 than (on )?(the|my|his|her) ~2 (left|right|other|good)',
      // a weight off one's mind
      '(a )?weight off (my|our|his|her) (mind|shoulders|back)|a weight off',
      // weight loss wished for, not had
      '(weight loss|weight) ~4 (i wish|if only|chance would be|no such luck|fat chance|i should be so lucky|quite the opposite|the opposite|other way)',
      // weight that falls every busy season and comes back
      '(always|every year|each year|every spring|every summer|every winter|every harvest|every lambing|usually|every season) ~3 (drop|lose|lost|dropped|shed|drops|loses) ~4 (weight|stone|kilos|kg|pounds|lbs)',
    ],
    explainedBy: [
      // weight lost on purpose
      '(deliberate|deliberately|on purpose|intentional|intentionally|eating clean|counting calories|calorie counting|slimming club|slimming world|weight watchers)',
      // lost in a month of fasting and put back after it
      'ramadan|ramzan|lent',
      // weight lost on a medicine or an operation meant for it
      '(weight loss|slimming|diet|fat|appetite) (injections|injection|jabs|jab|pen|pens|pills|tablets|drug|drugs|medication|medicine|surgery|operation|band|balloon)',
      'gastric (band|sleeve|bypass|balloon)|bariatric|ozempic|wegovy|mounjaro|semaglutide|tirzepatide|saxenda|orlistat',
      // a few pounds lost in a short bout of sickness and put back
      '(gastro|gastroenteritis|stomach bug|tummy bug|sickness bug|norovirus|food poisoning|d and v|vomiting bug) ~12 (regained|gained it back|put it back|eating again|eating normally|back to|better now|recovered)',
    ],
  },
  night_sweats: {
    label: 'night sweats',
    except: [
      // sweating at night put down to a heavy duvet or the heating
      '(sweat|sweats|sweating|sweaty) ~16 (tog|duvet|duvets|heating|electric blanket|hot water bottle|radiator|radiators)',
      '(heatwave|heat wave|hot weather|boiling|heat|hot|summer|menopause|menopausal|flush|flushes|duvet|hot room|no aircon|no air con|no air conditioning) ~10 (sweat|sweats|sweating|sweaty|drenched|soaked)',
      '(sweat|sweats|sweating|sweaty|drenched|soaked) ~10 (heatwave|heat wave|hot weather|boiling|heat|summer|menopause|menopausal|flush|flushes|duvet|degrees|aircon|air con|air conditioning|hot room|radiator)',
    ],
    terms: [
      'night sweat|night sweats',
      '(sweat|sweats|sweating|sweaty|drenched|soaked|soaking|wet through|dripping|pouring) ~5 (night|nights|sheets|bed|pillow|pyjamas|pajamas|nightclothes|nightie|bedding)',
      '(wake|waking|woke|wakes) ~4 (drenched|soaked|soaking|sweating|sweaty|wet through|dripping|in a pool)',
      '(change|changing|changed) ~3 (sheets|pyjamas|pajamas|nightclothes|bedding) ~5 (sweat|wet|soaked|night)',
      '(sheets|bed|pyjamas|nightclothes|nightie|pillow) ~4 (wringing|soaked|soaking|drenched|wet through|sopping)',
      '(wake|woke|waking) ~8 (soaked|drenched|wringing wet|sopping|in a pool)',
      '(night|nights|in bed) ~6 (change|changing|changed) ~3 (shirt|t shirt|top|pyjamas|pajamas|nightie|sheets|bedding|clothes)',
      '(change|changing|changed) ~3 (shirt|t shirt|top|pyjamas|pajamas|nightie|sheets|bedding) ~6 (night|nights)',
      '(wake|waking|woke|wakes) ~3 wet ~2 (like|as if|as though|from sweat|with sweat)',
      // night sweats told by the pillowcase
      '(change|changing|changed) ~3 (pillowcase|pillowcases|pillow case|pillow cases|pillow slip|pillow slips) ~6 (night|nights|wet|soaked|wringing)',
      '(pillowcase|pillowcases|pillow case|pillow slip) ~4 (wringing|soaked|soaking|drenched|wet through|sopping)',
    ],
    explainedBy: [
      // a heating stuck on high
      '(heating|radiator|radiators|heater|boiler) ~6 (broken|stuck|full blast|on full|too high|cranked|will not turn off|blasting|on high)',
      // hot nights with no cooling: the season, or a fan or air conditioning that stops
      '(hot season|hot nights|hot night|humid|humidity|heatwave|heat wave|power cut|power cuts|power keeps cutting|no fan|the fan|fan stops|air con|aircon|air conditioning)',
      // a medicine known to cause sweating, or a doctor naming a side effect
      ANTIDEPRESSANT,
      '(known|common|usual) side effect|side effect of (my|the|a|this|that|these)',
      // sweating while working through the night beside the heat of ovens or engines
      '(oven|ovens|kitchen|galley|bakery|furnace|boiler room|engine room|foundry|kiln|fryers|fryer)',
      // sweats in the weeks after a birth, put down to hormones
      '(after|since) ~2 (the )?(birth|baby|delivery|giving birth|having the baby|having her|having him|she was born|he was born)|postpartum|post partum',
      '(midwife|doctor|gp|health visitor) ~4 (said|says|told me) ~4 (hormones|hormonal)',
      // sweating woken with a low blood sugar (a hypo) in someone on insulin or tablets for diabetes
      '(hypo|hypos|hypoglycaemia|hypoglycemia|low sugar|low sugars|low blood sugar|sugar was low|sugars were low|sugar dropped|sugars dropped)',
      // sweats a doctor put down to an antidepressant's known side effect
      '(sertraline|citalopram|escitalopram|fluoxetine|paroxetine|venlafaxine|duloxetine|mirtazapine|antidepressant|antidepressants) ~10 (side effect|side effects)',
      '(side effect|side effects) ~10 (sertraline|citalopram|escitalopram|fluoxetine|paroxetine|venlafaxine|duloxetine|mirtazapine|antidepressant|antidepressants)',
      // a room hot as an oven, with no fan, in a sticky summer
      '(like an oven|like a sauna|sweltering|stuffy|humid|muggy|no fan|no air con|no aircon|heatwave|heat wave)',
      // night sweats of the menopause, named as such
      '(menopause|menopausal|perimenopause|peri menopause|perimenopausal|hrt|hot flushes|hot flashes)',
      ALCOHOL_AFTER,
      // a room with its cooling broken
      '(aircon|air con|air conditioning|air conditioner|fan) ~6 (broken|busted|bust|not working|packed in|died|gave up|on the blink)',
    ],
  },
  not_eased_rest: {
    label: 'pain not eased by rest or position',
    terms: [
      // painkillers that barely touch it
      '(painkillers|paracetamol|codeine|co codamol|tablets|ibuprofen|morphine|tramadol|naproxen) ~4 (hardly|barely|scarcely) ~2 (touch|touches|help|helps|work|works|shift|dent|do anything)',
      // no side to lie on that eases it; weeks of rest from sport that changed nothing
      '(no matter which|whichever|which ever|whatever) (side|way round) ~3 (i|he|she|they) ~2 (lie|lay|sleep|turn)',
      '(rested|resting|rest|off|time off|break) ~8 (week|weeks|month|months|fortnight) ~6 (no better|not any better|not better|no different|no improvement|not improved|just as bad|the same|still there)',
      // no position found that brings relief
      '(nothing|no position|not one position|no way of lying|no way of sitting) ~8 (lying|lie|sitting|sit|position|positions|side|back|front|propped|chair|bed|pillow|pillows|flat) ~12 (takes the edge off|eases it|helps|helped|touches it|shifts it|makes a difference|relieves it|makes it better)',
      '(however|whichever way|whatever way|no matter how|no matter which way|any way) ~2 (i|he|she|they) ~2 (lie|lay|sit|position myself|turn|sleep)',
      '(nothing|no position|none) ~2 (changes|changing|shifts|touches|stops|moves) ~2 (it|the pain)',
      '(lying|lie|sleeping|positions|pillows) ~3 (different ways|different positions|any way|every way) ~3 (does nothing|do nothing|nothing|no difference|no help)',
      '(paracetamol|painkillers|ibuprofen|tablets|pills|codeine|calpol|nurofen|co codamol|naproxen|panadol|tylenol|advil|aspirin) ~2 (does|do|did) (nothing|not help|not touch)',
      // a painkiller that 'is not touching it'
      '(paracetamol|painkillers|ibuprofen|tablets|pills|codeine|calpol|nurofen|co codamol|naproxen|panadol|tylenol|advil|aspirin) ~2 (is|are|was|were) not (touching|touched|shifting|denting)',
      '(nothing|no position|no way of|no matter how|no matter what|whatever) ~5 (eases|ease|helps|help|relieves|relieve|settles|settle|touches|touch|works|makes it better|makes a difference|get comfortable|get comfy|comfortable|comfy|shifts|shift)',
      '(rest|resting|lying|lie|lying down|lying still|laying|sitting|sit|changing position|change position|moving|keeping still|staying still|bed rest|position) ~4 (does not|do not|did not|will not|never|not|makes no) ~2 (help|ease|settle|touch|change|make a difference|difference|relieve|shift|improve|matter)',
      '(can not|could not|impossible to) ~2 (get comfortable|get comfy|find a comfortable|find a position)',
      // no position to lie or sit in that eases it; nothing done changes it
      '(can not|could not|no) ~3 (lie|lay|sit|way|position) ~3 (any way|anyway|any position|one way|way|position) ~2 (that|which|to)? ~2 (eases|ease|helps|help|relieves|settles|works)',
      '(nothing|no position|nothing i do) ~8 (changes|change|changed|alters|alter|altered) (it|the pain|that)',
      // 'no painkiller helps', 'no tablet touches it'
      '(no|not one|not a single) ~1 (painkiller|painkillers|tablet|tablets|pill|pills|medicine|medication|medications|drug|drugs) ~2 (helps|help|works|work|touches|touch|eases|ease|shifts|shift|does anything)',
      '(no|zero|not any|without) ~2 (relief|let up|letup|respite) ~4 (rest|resting|lying|position|night|bed|sitting|still)?',
      '(even|just as bad|as bad|still) ~3 (at rest|when resting|resting|lying still|when i lie still|in bed|when still|keeping still|lying down|sitting still)',
      '(at rest|resting|lying still|keeping still) ~3 (still|too|as well|just as|hurts|agony|constant)',
      '(position|positions) ~3 (make no|makes no|no) ~2 difference',
      '(not|never) (better|easier|eased|relieved) ~2 (with|by) (anything|nothing|any position|rest|resting|lying down)',
      '(not|does not|never|no) ~2 (reducing|reduce|reduces|easing|eases|ease|better|improving|settling|settles) ~3 (with|on|by|after) ~3 (rest|resting|lying|changing position|changing side|position|sleep)',
      '(does not|do not|will not|not) ease ~3 (when|if) ~2 (i )?(sit|sitting|lie|lying|rest|resting)',
      // no position, activity or aid relieves it
      '(nothing|nothing i do|nothing i try|nothing i have tried) ~10 (touches|touched|eases|eased|helps|helped|shifts|shifted|relieves|relieved|budges|makes a difference|makes any difference) (it|the pain|that)',
      '(recliner|armchair|chair|sofa|propped up|sitting up|upright|on the floor) ~5 (does not|did not|do not|not|no) (help|helps|ease|eases|work|works|touch|shift|better|difference)',
      // unrelieved by rest
      '(unrelieved|not relieved|unchanged|unaffected|not eased|undiminished) by (rest|resting|lying down|position|anything|lying still)',
    ],
    except: [
      // 'not one spot': where it hurts, not how it behaves
      '(not|no) (one|a|any|a single|the one) (spot|place|point|area|bit)',
      // 'nothing numb': a denial of another sign
      'nothing (numb|tingly|wrong|odd|strange|different|unusual)',
      // moving furniture is how it started, not rest that fails
      '(moved|moving|lifted|lifting|carried|carrying|shifted|shifting) ~4 (wardrobe|sofa|settee|furniture|boxes|house|fridge|bed|piano|table|washing machine|freezer|desk|mattress)',
    ],
  },
  worst_at_night: {
    label: 'pain worst at night',
    terms: [
      '(ache|aches|aching|pain|hurts|throbs|gnaw|gnaws|gnawing) ~6 (all night|through the night|every night)',
      '(night|nighttime|night time) ~3 (most bad|the worst|more bad|very bad)',
      '(worse|worst|bad|agony|terrible|unbearable|awful|horrendous|excruciating) ~4 (night|nights|at night|in bed|nighttime|night time|overnight|small hours|early hours|wee hours)',
      '(night|nights|nighttime|night time) ~4 (worst|worse|agony|terrible|awful|unbearable|hell|nightmare)',
      '(keeps|kept|keep|keeping) me (up|awake) ~3 (night|nights|all night)?',
      '(wakes|woke|waking|wake|wakened) me ~4 (up)? ~4 (night|nights|every night|at night|in the night|hour|hours|am)',
      '(pace|pacing|walk about|walking about|walk around|walking around|get up|getting up|sit up|sitting up|sleep in a chair|sleeping in a chair|sleep upright) ~5 (night|nights|in the night|at night|all night|2am|3am|4am)',
      '(can not|could not|have not|not) ~2 (sleep|slept) ~4 (pain|because|for the pain)',
      '(/\\d+/ ?am|/\\d+am/|at night|night time|nights|middle of the night|small hours|early hours) ~3 (is|are|being)? ~2 (the )?(worst|worse)',
      'nocturnal',
      // driven out of bed: sleeping in a chair or upright because lying down is worse
      '(sleep|sleeps|sleeping|slept) ~4 (recliner|armchair|chair|sofa|upright|sitting up) ~8 (because|as|since|cos|pain|worse|can not lie|can not lay)',
      '(worse|worst|unbearable|agony) ~3 (lying down|lying flat|lie down|lay down|laying down|lying in bed|when i lie|when i lay)',
      '(lying down|lying flat|lie down|lying in bed|in bed) ~2 (is|makes it|are) ~2 (the )?(worst|worse)',
      'up ~3 (most of|all|half) the night ~3 (walking|pacing|wandering)',
      '(worst|worse|bad|agony) (at|around|about) (/[1-5]am/|/[1-5]/ am|night|nighttime)',
      // stronger at night than by day
      '(worse|louder|stronger|more|bigger|heavier|sharper) ~2 at night than ~2 (in the |during the |by )?(day|daytime|daylight)',
      '(worse|worst) (every|each) night',
      '(wakes|woke|waking|wake) (him|her|me|them) ~3 (every night|each night|at night|nightly|most nights)',
      // worst in the early hours, told by the clock
      '(worst|worse|bad|agony|unbearable) ~3 (/[1-5]/|one|two|three|four|five) (am|in the morning|o clock in the morning)',
      // worst at about an hour of the small hours
      '(worst|worse|bad|agony) (at|around) (about|around) (/[1-5]am/|/[1-5]/ am|night|nighttime)',
      // pain told as strongest in the night, or nights spent out of bed in an armchair
      '(pain|ache|aching|hurting|hurts) ~6 (strong|stronger|strongest|severe|intense) ~2 (in the night|at night|during the night|overnight)',
      '(sit|sits|sitting|sat) ~3 (chair|armchair|recliner|sofa|upright) ~2 (all night|all the night|the whole night|through the night|most of the night|every night|most nights)',
    ],
    except: [
      // 'worse bending, better lying down'
      '(worse|worst) ~3 (better|easier|eased|eases|relieved|fine) ~2 (lying down|lying flat|lie down|lay down|laying down|lying in bed|when i lie|when i lay)',
      // hot flushes day and night are the flushes, not the pain
      '(flush|flushes|flushing|sweats|sweating|hot flushes|hot flashes|flashes) ~3 (day and night|night and day|at night|all night|day or night|in the night)',
      // woken only by lying on the sore side: pain that a position brings on, and a turn eases
      '(wakes|woke|waking|wake|wakened) me ~3 (when|if|whenever) i (roll|turn|lie|lay|sleep|rolled|turned) ~2 (onto|on|over onto) (it|that side|my side|the side|the sore side|the bad side)',
    ],
  },
  constant_pain: {
    label: 'constant pain',
    terms: [
      // as bad in the small hours as in the day
      '(at|in the) ~1 (night|/[1-5]am/|middle of the night|small hours) ~3 (exactly |just )?(the same|as bad|no different) as ~2 (in the |at )?(day|daytime|midday|noon|lunchtime)',
      '(exactly |just )?(the same|as bad|no different) ~2 (at|in the) ~2 (night|/[1-5]am/|middle of the night|small hours) ~2 as ~2 (in the |at )?(day|daytime|midday|noon|lunchtime)',
      'constant|constantly|unrelenting|relentless|continuous|continuously|incessant|nonstop|unremitting',
      '(all the time|24 7|24/7|day and night|night and day|day or night|round the clock|around the clock|non stop|every minute|always there|never gone|no let up|no letup)',
      '(never|does not|do not|will not|not) ~2 (goes away|go away|eases|ease|lets up|let up|stops|stop|settles|settle|switches off|switch off|leave me|leaves me|gets better|improve|improves|disappear|disappears|budge|budges)',
      '(there|with me|present) ~2 (all the time|constantly|every minute|always)',
      // (not 'no breaks' on an x-ray, nor 'no sudden moment')
      '(no|not a|never a|never get a|do not get a) ~2 (break|minute|moment|respite|let up) (from it|from the pain|from this)',
      '(never|do not|not) (get|have|getting|having) (a|any) (break|respite|let up)',
      '(not a|never a|no|without a) (minute|moment|second) ~2 (of )?(peace|rest|relief|respite|ease|without it|without pain)',
      '(every|each) (hour|minute|waking hour) of (the )?(day|night)',
      '(there|hurts|aches|same|throbs) ~2 whether i (lie|sit|stand|move|rest|walk)',
    ],
    except: [
      // 'not one spot': where it hurts, not how it behaves
      '(not|no) (one|a|any|a single|the one) (spot|place|point|area|bit)',
      // 'no break' after an X-ray or scan means no fracture, not pain without respite
      '(clear|normal|x ray|xray|x rays|scan|scans|showed|confirmed|fine|checked) ~4 no (break|breaks|fracture)',
      'no (break|breaks|fracture) ~6 (x ray|xray|x rays|scan|seen|found|showed|in the bone|a sprain|sprained|sprain|soft tissue)',
      '(constant|constantly) ~2 (on my feet|standing|walking|lifting|moving|busy|running|at my desk|typing)',
      'all the time ~3 (at work|on my feet|i)',
      // a constant tiredness, not a constant pain
      '(tired|exhausted|knackered|shattered|sleepy|drained|worn out|hungry|thirsty|cold|freezing) all the time',
      '(flush|flushes|flushing|sweats|sweating|hot flushes|hot flashes|flashes) ~3 (day and night|night and day|at night|all night|day or night|in the night)',
    ],
  },
  progressive_pain: {
    label: 'pain getting steadily worse',
    terms: [
      '(more|much more) (strong|stronger|bad|worse|painful) ~2 (every|each) (day|week|month)',
      '(getting|keeps getting|keep getting|got|gets|growing|grown|more and more|steadily|progressively|gradually|relentlessly|only getting|just getting) ~2 (worse|bad|severe|intense|stronger|harder)',
      'worsening|progressive|progressing|escalating|deteriorating',
      '(worse|more painful|stronger|bigger) ~2 (each|every|by the|with each) (day|week|month|night)',
      '(week|month|day) (on|by|after) (week|month|day)',
      // pain that builds slowly across weeks or months
      '(creeping|crept|creeps|building|built|builds|ramping|ramped) up ~3 (over|for|across|through) ~3 (weeks|months|the last|the past|a few weeks|a few months)',
    ],
    except: [
      // a pain or swelling improving with each day is not worsening
      '(better|easing|eases|improving|improves|going down|settling|settles|less|shrinking|fading|calming) ~4 (day|week|month) (by|on|after) (day|week|month)',
      '(day|week|month) (by|on|after) (day|week|month) ~3 (better|easing|improving|going down|settling|less|shrinking|fading|calming)',
      // a leg getting stronger is recovering, not pain growing
      '(leg|legs|arm|arms|it|muscle|muscles|strength|grip) ~4 (got|getting|gets|grown|growing) ~2 stronger',
      '(it is|it s|its|feels|feeling|i am|i m) stronger (every|each|by the) (day|week)',
      // a skill or a language that is slipping, not a body
      '(spanish|french|german|italian|english|language|maths|piano|golf|game|fitness|form|patience|memory for names) ~2 (is |s |has been )?(deteriorating|getting worse|going downhill)',
    ],
  },

  // ---------------------------------------------------------------- giant cell arteritis
  scalp_tender: {
    label: 'a tender scalp',
    terms: [
      // a sore or tender patch on the scalp; the pillowcase too much for it
      '(sore|tender|bruised|painful|sensitive|raw) ~4 (on|of) ~2 (my |the )?scalp',
      '(pillowcase|pillow case|pillowslip) ~6 (bothers|hurts|sore|tender|painful|agony|too much)',
      // sore just where glasses or a hat rest on the head
      '(sore|tender|hurts|painful|bruised|aches) ~6 where ~5 (glasses|spectacles|specs|hat|cap|helmet|headband|hairband|hair band) ~2 (sit|sits|rest|rests|go|goes|press|presses|touch|touches)',
      // the crown or top of the head tender or bruised-feeling; the hairbrush unbearable
      '(top|crown|back|side|sides) of (my|her|his|the) head ~3 (feels|feel|is|felt|has been) ~2 (bruised|tender|sore)',
      '(head|scalp) ~4 (tender|sore|bruised) ~3 (over|on|at) the (top|crown|back|sides|side)',
      '(can not|could not) (bear|stand|tolerate|face) ~2 (the |a |her |his |my )?(hairbrush|hair brush|comb|brush)',
      // hair that cannot be brushed for soreness; a sore scalp skin; flinching when the head is touched; a thick sore cord at the temple
      '(brush|brushing|comb|combing) ~4 (my |the |her |his )?hair ~10 (sore|tender|hurts|painful|too sore|agony)',
      '=skin ~3 (head|scalp) ~4 (sore|tender|hurts|painful|too sore|bruised)',
      '(flinch|flinched|flinches|wince|winced|winces) ~8 (touch|touched|touches|brush|brushed|comb|combed) ~6 (head|scalp|hair)',
      '(temple|temples) ~4 (feels|feel|is|are) ~2 (bruised|tender to touch|sore to touch)',
      '(temple|temples) ~12 (cord|vein|artery|blood vessel) ~6 (thick|thickened|lumpy|hard|swollen|tender|sore|bumpy)',
      // a tender artery at the temple, a scalp that hurts where it rests
      '(tender|raised|swollen|thick|thickened|ropey|ropy|lumpy|bumpy|hard) ~3 (cord|vein|artery|blood vessel) ~6 (temple|forehead|side of my head|side of my forehead)',
      '(headrest|pillow|comb|brush|brushing|hat|glasses|leaning|lean) ~8 (hurts|sore|tender|painful) ~4 (scalp|side of my head|sides of my head|temples)',
      // the scalp too tender for a brush or a razor
      '(hairbrush|hair brush|brushing my hair|brush my hair|comb|combing) ~4 (hurts|stings|sting|stinging|sore|painful|agony|tender|burns|like sunburn)',
      '(shave|shaving|touch|touching|wash|washing|comb|combing|brush|brushing) ~6 (side of my head|side of the head|temple|temples|scalp|near my ear|near the ear|above my ear|above the ear) ~4 (painful|hurts|sore|tender|agony|stings)',
      '(skin of my head|skin of the head|head skin|my hair|the hair) ~3 (hurts|hurt|is sore|sore|paining|tender|painful)',
      '(vein|veins|artery|blood vessel) ~4 (thick|thickened|earthworm|worm|rope|ropey|bulging|hard|cord|prominent|swollen)',
      '(flinch|flinched|flinching|wince|winced|jumped) ~6 (touch|touched|touches|brush|brushed|comb|combed) ~3 (my )?(head|scalp|hair)',
      '(brush|brushing|comb|combing) ~3 (my )?hair ~4 (feels like|like) ~3 (sunburn|bruise|bruised|burn|knives|needles|raw)',
      '(can not|could not) (wear|bear|stand|tolerate) ~3 (my |a )?(hat|glasses|helmet|cap|headband|hairband)',
      '(tender|sore|painful|sensitive) ~10 (lay|lie|rest|put) ~3 (my )?head ~3 pillow',
      '(tender|sore|painful|sensitive) ~10 (brush|comb|wash|touch) ~2 (my )?(hair|scalp)',
      '(can not|could not) (bear|stand|tolerate|face) ~3 (brush|comb|touch|wash|brushing|combing) ~3 (hair|scalp|head)',
      'scalp ~4 (tender|sore|sensitive|painful|hurt|hurts|bruised|prickly|raw|burning|tingly|touchy)',
      '(comb|combing|brush|brushing|wash|washing|touch|touching|stroke|stroking|style|styling|tie|tying|put up|clip|clips) ~3 (my )?hair ~4 (hurt|hurts|pain|painful|sore|agony|tender|wince|unbearable|torture)',
      '(hurt|hurts|sore|painful|tender|agony|torture) ~3 (to|when i|when) ~2 (comb|brush|touch|wash|lie on|rest on) ~3 (my )?(hair|head|scalp|pillow|temple)',
      '(head|temple|temples|side of my head|forehead|skull) ~4 (tender|sore|bruised|sensitive|painful|hurts|hurt) ~3 (to touch|to the touch|when i touch|when touched|on the pillow|on my pillow|lying on|when i lie)',
      '(pillow|glasses|hat|cap|helmet|headband|hairband|sunglasses) ~12 (hurt|hurts|sore|tender|painful|agony|can not bear)',
      '(temple|temples|temporal|side of my head|sides of my head) ~6 (tender|sore|throb|throbbing|swollen|lump|lumpy|cord|rope|ropey|bulging|hard|thick|prominent|pulse)',
      '(tender|sore|bulging|swollen|hard|thick|lumpy) ~3 (temple|temples|artery|blood vessel|vein|veins)',
      '(pillow|glasses|spectacles|hat|cap|helmet|beanie|hood|comb|brush|hairbrush|brushing) ~12 (temple|temples|scalp|side of my head|sides of my head)',
      '(temple|temples|scalp|side of my head) ~12 (pillow|glasses|spectacles|hat|cap|helmet|beanie|hood|comb|brush|hairbrush)',
      // tender when the temple is touched; sore where a hat or glasses sit; a vessel there like a string; a head that cannot lie on its sore side
      '(tender|sore|painful|hurts|hurt|agony) ~3 (when|if) ~2 (i|you|anyone|someone|he|she) ~1 (touch|touches|press|presses|pressed|touched) ~3 (my |the |her |his )?(temple|temples|sides of my forehead|side of my forehead|side of my head|sides of my head|scalp|side of her head|side of his head)',
      '(sore|tender|hurts|painful|ache|aching|aches) ~6 where ~2 (my|his|her|the) (hat|cap|glasses|spectacles|helmet|headband|beanie|hairband) ~2 (sits|sit|rests|rest|goes|presses|touches)',
      '(vein|artery|blood vessel) ~6 (like|as) ~4 (string|cord|rope|pencil|wire|earthworm|worm)',
      '(can not|could not|unable to) (rest|lie|lay|put) ~5 (head|scalp) ~3 (on|against) ~2 (the |a |her |his |my )?pillow',
      '(can not|could not|unable to) (rest|lie|lay|put) ~2 (on )?(the |a |her |his |my )?pillow ~3 (for|because of) (it|the pain|the soreness)',
      // the scalp too sensitive for earrings
      'scalp ~7 (tender|sore|sensitive|painful|hurt|hurts|bruised|raw)',
      '(earring|earrings|ear rings) ~8 (hurts|hurt|sore|painful|agony|can not bear)',
      // the artery at the temple swollen and tender
      '(vein|artery|blood vessel) ~4 (on|at|by|in) ~2 (the )?(side of my forehead|side of my head|temple|temples|forehead) ~8 (swollen|sore|tender|hard|thick|thickened|bumpy|like a cord|like a rope|ropey)',
      // a thickened, tender artery at the temple
      '(vein|artery|blood vessel|vessel) ~4 (temple|temples) ~6 (cord|rope|string|swollen|thick|thickened|lumpy|raised|sore|tender|bulging|come up|stands out)',
      '(temple|temples) ~3 (vein|artery|blood vessel) ~6 (cord|rope|string|swollen|thick|thickened|lumpy|raised|sore|tender|bulging|come up|stands out)',
    ],
    explainedBy: [
      // tests for arteritis that were normal
      '(blood test|blood tests|bloods|test|tests|ultrasound|scan|biopsy) ~4 (arteritis|gca|temporal|temple|artery) ~6 (normal|negative|clear|fine)',
      '(arteritis|gca) ~4 (ruled out|excluded)',
      // a new helmet tighter than the old one
      'new ~2 (cycling |bike |riding |ski |climbing |safety )?(helmet|hat|cap|glasses|goggles|headband|hard hat) ~4 (tight|tighter|too small|pinches|pinching|digs|digging)',
      // (only new headwear named as the cause: a tender scalp makes any hat or glasses hurt)
      '(from|because of|due to) ~2 (my |the |her |his )?new ~1 (glasses|spectacles|goggles|helmet|hard hat|headband|hat|cap|headset|headphones) ~4 (tight|too tight|too small|pinching|digging)',
      // hair worn tight, better the day it is worn loose
      '(leaves|leave|let|lets|wear|wears|take|takes|taking|wore|left) ~2 (it|her hair|my hair|his hair) ~2 (down|out|loose) ~8 (better|eases|fine|gone|settles|goes)',
      // soreness where new or tight headwear pressed
      // (worn, not a likeness: a headache likened to a hat band is the headache)
      '(wearing|wore|worn|wear) ~2 (new|tight|too small|ill fitting|badly fitting) ~2 (safety |swimming |swim |ski |work )?(goggles|glasses|spectacles|helmet|hard hat|headband|hat|cap|mask|headset|headphones)',
      '(goggles|helmet|headset|headphones|mask|hard hat) ~4 (strap|straps|band) ~4 (tight|too tight|loosened|dug in|digging in)',
      // a scalp burnt by a day in the sun
      '(no|without a|without my|forgot my|forgot a|lost my) (hat|cap|sunhat|sun hat)',
      'sunburn|sunburnt|sunburned|sun burnt|sun burn',
      '(burnt|burned|caught the sun|catching the sun|frazzled) ~4 (scalp|head|bald|crown)',
      // a head knocked against a low beam or a cupboard
      '(walked into|walked straight into|banged|bumped|hit|whacked|knocked|smacked|clonked|cracked) ~3 (my )?(head|forehead|temple) ~8 (on|against|into)? ~4 (door|cupboard|shelf|beam|frame|car|corner|wall|table|window|post|branch|floor)',
      '(walked into|walked straight into|went into|went straight into|ran into|ran straight into|banged into|bumped into|hit|whacked|knocked) ~3 (a |the |my |our )?(kitchen |cupboard |car |fridge |cabinet |bathroom )?(door|cupboard|shelf|beam|frame|corner|wall|post|branch|lamppost|lamp post)',
      '(egg|goose egg|bump) on (my|the) (forehead|head)',
    ],
    except: [
      // neck stiffness blamed on bedding is the neck, not a tender scalp
      'pillow ~12 (neck|shoulder|shoulders|back) ~4 (stiff|sore|aches|ache|hurts|hurt|painful)',
    ],
  },
  jaw_claudication: {
    label: 'jaw pain after chewing for a while',
    terms: [
      // a meal left unfinished because the jaw tires
      '(can not|could not|cannot|never) (finish|get through|manage|eat all) ~5 (steak|meat|meal|dinner|sandwich|food|chop|toast|crust|bread|plate|roll) ~8 (jaw|jaws|face|cheek|cheeks)',
      '(jaw|jaws) ~4 (gives out|gives up|tires|aches|hurts|cramps|gets tired|paining) ~4 (halfway|part way|partway|half way) through',
      '(chew|chewing|eating) ~3 (meat|food|steak|bread|roti|gum|toffee|sandwich)? ~2 (tires|tired|aches|hurts|makes) ~3 (my )?jaw',
      '(eat|eating|chew|chewing) ~3 (roti|bread|meat|food|steak) ~2 (my )?jaw ~2 (is )?(paining|aching|hurting|tired)',
      '(can not|could not) chew ~3 (any more|anymore|gum|for long|meat|steak|toffee)',
      '(can not|could not|cannot) ~2 (chew|eat) ~4 without ~3 (jaw|face|teeth) ~3 (cramp|cramping|aching|hurting|seizing|locking|tiring|aches|hurts)',

      '(jaw|jaws|chin|cheek|cheeks|teeth|face|side of my face) ~5 (ache|aches|aching|achy|pain|hurt|hurts|sore|tired|tire|tires|tiring|cramp|cramps|cramping|stiff|gives up|fatigue|fatigues|seizes|gives out|exhausted|heavy) ~8 (mouthful|mouthfuls|chew|chewing|chewed|eat|eating|meal|meals|meat|bite|biting|talk|talking|toast|steak|bread)',
      '(chew|chewing|chewed|eat|eating|meal|meals|meat|toast|steak|bread|dinner|tea|lunch|breakfast|supper|mouthful|mouthfuls|bites) ~6 (jaw|jaws|chin|cheek|teeth|face) ~5 (ache|aches|aching|achy|pain|hurt|hurts|tired|tire|tires|cramp|cramps|cramping|stop|rest|give up|gives up|seize|seizes|heavy)',
      '(have to|had to|need to|must|got to) ~2 (stop|rest|pause|take breaks|take a break) ~4 (chew|chewing|eat|eating|meal|meals|mid meal|halfway)',
      '(stop|stopping|rest|resting|pause|pausing) ~3 (halfway|half way|part way|partway) ~3 (through|meal|eating|chewing)?',
      '(jaw|jaws) ~6 (after|when|while) ~2 (chewing|chew|eating) ~4 (for a minute|for a few minutes|for a while|a while|a bit|a minute|for long|a few mouthfuls)',
      '(halfway|half way|part way|partway|mid meal) ~6 (jaw|jaws) ~3 (got|gets|get|is|was|went|goes)? ~1 (tired|achy|ache|aches|aching|tire|tires|cramp|cramps|cramping|hurt|hurts|gave up|gives up|seized)',
    ],
  },
  temple: {
    label: 'temple pain',
    terms: [
      'temple|temples|temporal|side of my head|sides of my head|side of (the|her|his) head|side of head|side of (my|the|her|his) forehead',
      // the temple told by where it is: just above the ear
      '(head|ache|pain|throb|throbbing|thumping|pounding|sore) ~6 above (my|the|her|his|one) (ear|ears)',
      '(head|scalp) ~4 (along|down|at|on|over) (the|one) (side|sides)',
    ],
  },
  polymyalgia: {
    label: 'shoulder and hip girdle stiffness',
    terms: [
      '(shoulders|both shoulders|upper arms) ~5 (and|,) ~3 (hips|thighs) ~5 (stiff|stiffness|ache|aching|sore|painful)',
      'polymyalgia|pmr',
    ],
  },
  older_cue: { label: 'an older person', terms: ['@OLDER'] },

  // ---------------------------------------------------------------- fracture
  cannot_weight_bear: {
    label: 'unable to bear weight',
    terms: [
      // a wrist or hand that cannot do a turn it did before
      '(can not|cannot|could not|unable to|can t) (turn|twist) (the |a |my )?(key|door handle|tap|taps|jar lid|doorknob|door knob)',
      // the foot that cannot be put to the floor
      '@CANT ~3 put ~3 (the |his |her |my |that |any )?(foot|feet|leg|weight) ~3 (to|on|onto|down on) ~2 (the )?(floor|ground)',
      '@CANT ~10 (or|nor) put ~3 (the |his |her |my |that |any )?(foot|feet|leg|weight) ~3 (to|on|onto|down on) ~2 (the )?(floor|ground)',
      // weight not borne since
      '(have not|has not|had not|not) been able to ~2 (put|bear|take) ~2 (any )?weight',
      '(can not|could not) ~8 without (someone|somebody|being held|holding me|help|a person) ~3 (holding|helping)?',
      '(get|got|be|been|was|were) carried (in|out|home|off|inside|to)',
      '(can not|could not) ~4 without (hopping|hobbling|help|crutches|a stick|holding on)',
      '(foot|leg|ankle) ~2 (i|he|she) (can not|could not) (put|stand|walk)',
      '(had to|has to|have to) ~2 (carry|carried) (me|him|her)',
      '(carry|carried|carrying) me ~3 (to|home|into|in)',
      '(can not|could not) manage ~3 (a few|one|two|any|even) ~2 steps',
      '@CANT ~3 (hold|grip|turn|lift|carry|open) ~3 (mug|cup|handle|door handle|kettle|anything|things|a pen|a fork|jar|pan)',

      '(scream|screams|screaming|yell|yells|yelling|cries|crying|howl) ~8 (walk|stand|move|touch|get up|weight|try)',
      '@CANT ~3 (wiggle|wriggle|move) ~3 (fingers|toes|thumb)',

      '(not|never|hardly|barely|could not|can not) ~3 (four|4|a few|two|2|three|3) (steps|step)',
      '@CANT ~3 (bend|straighten|flex|move|lift|grip|hold|turn) ~4 (my )?(wrist|hand|fingers|arm|elbow|knee|ankle|it|anything)',
      '(arm|hand|wrist|fingers|leg|knee|ankle) ~3 (useless|will not move|would not move|does not work|not working|dead weight|flopping|hanging)',
      '(had to be|was) ~2 (=carried|helped up|=lifted|=wheeled)',

      '@CANT ~3 (stand|stand up|bear weight|put weight|put any weight|take weight|take any weight|weight bear|weightbear|walk|step|take a step|take steps|take four steps|take 4 steps|stand on|walk on|go on|hobble|limp|put it down|put my foot down|put my foot on the ground|use it|use my)',
      '@CANT ~3 (get up|get back up|get myself up|stand back up) ~4 (off|from|again)?',
      '(could only|can only|only|just) ~1 (hop|hopped|hopping|crawl|crawled|crawling|shuffle|drag myself)',
      '(had to|have to|needed to|need to) ~2 (be carried|be helped|carry me|hop|crawl|use crutches|be stretchered)',
      '(carried|helped|stretchered|wheeled) ~3 (off|out|home|to the car|inside)',
      'non weight bearing|nonweightbearing',
      '(no|not|zero|not any) ~3 (weight|pressure) ~3 (on it|through it|on my|through my)',
      '(collapses|collapsed|gives way|gave way|buckles|buckled) ~4 (when|as soon as|if) ~3 ?i (put weight|stand|step|try to walk)',
      '(managed|made it|take|took|taking) ~4 (steps|step) ~3 (before|then|and) ~3 (pain|agony|collapse|had to stop|stop)',
      '(a|two|three|2|3|one|1|few) (steps|step) ~3 (before|then) ~3 (pain|agony|collapse|stop|had to)',
      '@CANT ~2 (take|manage|do|walk) ~2 more than ~3 (a |one |two |a few |a couple of )?(step|steps|paces)',
      '(only|just) ~2 (manage|managed|take|took|do) ~3 (a couple of|a few|two|one|a) (shuffles|shuffle|steps|step|paces)',
      '@CANT ~2 take ~2 (my|any|the|much|full) weight',
      '@CANT ~2 (bear|put|take) ~2 (any|much|her|his|my|the|their) weight',
      '(managed|manage|did) ~2 (maybe |only |just )?(one|two|a couple of|a few|2|1) (hops|steps|paces) ~4 (before|then|and)',
      '@CANT ~2 (put|get|place) ~3 (that |my |the |his |her )?(foot|weight|heel|leg) ~2 (down|on it|on the ground|to the floor|on the floor|to the ground)',
      '@CANT ~2 (put|place|step) (am|it|my leg|my foot|the foot|the leg) ~2 (for|on|to) ~2 (ground|floor)',
      // only two or three hobbled steps
      '(can only|only|barely) (hobble|manage|walk|take|limp) ~3 (/\\d/|one|two|three|a few|a couple of|couple of) ~3 (steps|paces)',
      // weight that cannot be taken, second in a list
      '@CANT ~4 (or|nor) ~1 (take|put|bear) (any )?weight',
      // a leg that will not take the person, who hops about instead
      '(leg|foot|ankle|knee) ~3 (will not|wont|would not|can not) (take|hold|carry|bear) (me|my weight|any weight)',
      '(hopping|hop|hopped) (everywhere|around|about|on one leg|on the other leg|to the loo|to the toilet)',
    ],
    except: [
      // a hop for a moment, then walking on it: weight borne straight after (the Ottawa rule's question)
      '(for a minute|for a moment|for a second|for a few seconds|for a few minutes|at first|initially) ~4 (had to|could not|couldnt|can not) ~3 (hop|put weight|weight bear|bear weight|stand on it|walk)',
      // a movement not yet full is not one that cannot be made ('can't fully bend it yet')
      '@CANT (fully|quite|completely|all the way) (bend|straighten|flex|close|make a fist)',
      // balance tested with the eyes shut, a physio test, not weight-bearing
      '(stand|balance|standing|balancing) ~8 (eyes shut|eyes closed|my eyes shut|my eyes closed)',
      // a knee or leg not yet bending fully is range, not weight-bearing
      '(can not|could not) (bend|straighten) ~3 fully',
      // sitting down hard is how a fall landed, not a leg that cannot take weight
      '(sat|sit|landed|came|come|plonked) down hard',
      // 'can not go on like this': an idiom of exhaustion, not a step
      '(can not|could not) go on (with this|as it is|much longer|this way|like this)',
      '(walk|stand|walking|standing) ~3 (far|for long|long|very far|normally|properly|quickly|fast|briskly|as far|as much|as long|for more|any distance|miles|up hills|uphill|for an hour|for hours|all day|the dog|straight|in a straight line)',
      '(put weight|stand|stand up) ~2 (straight|up straight|still)',
      '(can not|could not) ~2 (stand|bear) (the|this|it|him|her|them|waiting|my job|sitting|noise|heat|cold|being)',
      'can not walk (past|by|into)',
      '(walk|stand|walking|standing) ~3 more than ~2 (a mile|miles|half a mile|half an hour|an hour|a few minutes|ten minutes|20 minutes|30 minutes|the shops|a few hundred)',
      // could barely walk because of drink
      '(barely|could not|can not|hardly) walk ~8 (tequila|drunk|drinks|drinking|booze|vodka|pints|hammered|wasted|shots)',
      // a knee hard to bend is range, not weight
      '(hard|difficult|tricky|struggle|struggling) to (bend|straighten|flex|fully bend|fully straighten)',
    ],
  },
  deformity: {
    label: 'a deformity',
    terms: [
      // a digit bent out of line; a new lump after a fall
      '(pointing|points|pointed|sticking|sticks|bent|bends) (off )?(sideways|to the side|the wrong way|at an angle)',
      '(bump|lump|bony lump) ~8 (was not there before|wasnt there before|do not remember being there|don t remember being there|never noticed before|not there before)',
      '(in|into) (two|2) (pieces|bits|halves|parts)',
      // a joint pushed sideways, a finger shaped like a Z
      '(pointing|points|bent|gone|sticking|sticks|pushed|sits|sitting) ~2 off to (one|the) side',
      '(looks|look|looked|shaped|bent|gone) like a (z|zed)',
      '(pointing|points|pointed|facing) ~2 (a )?(funny|wrong|odd|weird|strange) (direction|way)',
      '(like a|looks like a|shaped like a) ~2 (bent )?(fork|spoon|zig zag|zigzag)',
      '(bend|bends|bent|bending) ~2 where ~3 (not supposed|should not|not meant|it should not)',
      '(right angle|zig zag|zigzag)',
      // a forearm or shin with a visible bend or kink in it
      '(arm|forearm|wrist|leg|shin|finger|fingers|thumb|toe|collarbone) ~4 (has|with|got|there is|theres) ~2 (a )?(definite |clear |visible |obvious |funny |strange |weird )?(bend|kink|angle) (halfway|half way|in the middle|along it|in it)?',
      '(shape|shaped|looks) ~3 like ~2 (a )?(spoon|fork|dinner fork|banana)',
      '(points|pointing|sticks|sticking|bends|bent|goes|going) ~2 (off )?(sideways|the wrong way|at an angle|backwards)',

      '(bump|lump|dent|bend|kink|angle) ~6 (should be straight|is not straight|not straight any more|was straight)',

      '(foot|leg) ~3 (rolled|turned|rotated|flopped|fallen|lying|lies|pointing) ~3 (out|outwards|sideways|to the side)',
      '(grating|grinding|crunching|crunchy|crackling|crepitus) ~4 (sensation|feeling|noise|inside|deep|bone)',
      '(angle|bend|kink|bump|lump|step|corner) ~6 (not meant to be there|should not be there|not supposed to be there|was not there|that is not normal|shouldnt be)',
      '(toe|toes|finger|fingers|thumb|bone|knuckle) ~3 (sticks|sticking|sticking out|points|pointing|bends|bent) ~2 (out|sideways|the wrong way|backwards|up)',
      '(strange|funny|odd|weird|wrong|unnatural|horrible) (shape|angle|position)',
      '(split|broken) into ~2 (two|pieces|bits|parts)',

      '(bone|bones) ~4 (grinding|grating|crunching|clicking|moving|rubbing) ~3 (together|against|when)?',
      '(can feel|felt|there is|feels like there is) ~3 (a )?(step|ridge|edge|lump|bump) ~4 (in|on|along) ~3 (the )?(bone|collarbone|collar bone|wrist|shin|arm)',
      '(shorter|turned out|rolled out|sticking out) ~4 (than|other|leg|foot)',
      '(swelled|swollen|swelling|came up) ~3 (like an egg|like a golf ball|like a balloon|instantly|straight away|immediately) ~6 (can not|could not|bent|lump|shape)',

      'deformed|deformity|misshapen|mangled|dislocated|dislocation|dislocate',
      '(look|looks|looked|looking|is|now) ~2 (rolled|turned|twisted|rotated) ~2 (out|outwards|in|inwards|sideways)',
      '(look|looks|looked|looking) ~3 (bent|crooked|wonky|misshapen|out of place|wrong|funny|odd|weird|strange|deformed|skew|skewed|twisted|sideways|not right|not straight|out of line|off|squashed|at an angle|the wrong way|lumpy|like a fork)',
      '(is|was|sits|sitting|hangs|hanging|pointing|points|lying|lies|now) ~2 (bent|crooked|wonky|misshapen|out of place|deformed|skew|skewed|sideways|not straight|out of line|at an angle|the wrong way)',
      '(at|in) (a|an) ~2 (funny|strange|odd|weird|wrong|awkward|unnatural|horrible|crazy|impossible|jaunty|wonky|skew) ~2 (angle|position|shape)',
      // a limb that sits or points oddly after an injury (a limb only: a back 'bent over funny' is not one)
      '(wrist|arm|finger|fingers|thumb|ankle|foot|leg|toe|toes|elbow|hand|forearm|shin|collarbone) ~2 (bent|bends|sits|sitting|pointing|points|looks|looking|gone) ~2 (weird|weirdly|funny|funnily|wrong|oddly|strangely|wonky)',
      '(out of|not in) (shape|line|place|position)',
      '(bone|bones) ~3 (sticking|poking|pushing|coming|jutting) ~2 (out|up|through)',
      '(lump|bump|step|dent|kink|bend) ~4 (that was not there|was not there before|that was not there before|new|where it should not be|in the bone)',
      '(dinner fork|banana shape|s shape|z shape)',
      '(shorter|short) ~4 (than the other|turned out|rotated|twisted)',
      '(foot|leg|toes|knee|ankle|finger|fingers) ~3 (pointing|points|facing|faces|sits|sitting) ~2 (outwards|out|sideways|the wrong way|backwards|inwards|in)',
      'not the right shape|wrong shape|odd shape',
      '(has|have|got|with|there is) ~2 (a|an) (step|ridge|kink|notch|ledge|bend|angle|curve) (in|on) (it|the bone|my|the|his|her)',
      '(looks|look|looking|is) ~2 (square|squared|flattened|dropped|sunken) ~4 (compared|than|other side|the other)?',
      '(extra|new|funny|strange|weird|odd) (bend|angle|kink|step|corner) ~4 (in|halfway|half way|along|on|down)?',
      '(looks|look|looked) ~3 (bent|crooked|wonky|deformed|out of shape|the wrong shape|like it has an extra)',
      '(lump|bump|bone|something) ~2 (sticking|poking|jutting) (out|up|through)',
      '(knuckle|knuckles) ~4 (sunk|sunken|gone|disappeared|flattened|dropped|missing)',
      '(not|is not|does not look) ~1 (the )?same shape as ~3 (the )?other',
      '(different|odd|funny|wrong|weird) shape ~4 (than|from|to|compared) ~3 (the )?other',
      '(bump|lump|ridge) ~2 like a (step|ledge|shelf)',
      '(knuckle|knuckles) ~6 (sunk|sunken|gone flat|flat|missing|flattened|dropped|disappeared)',
      '(finger|toe|fingers|toes) ~3 (=twisted|overlapping|over the next|sits over|rides over) ~3 (the next|the other|its neighbour)?',
      // ('fingers crossed' alone is a hope: with many, 'crossed' says so only with what they cross or when)
      '(=finger|=toe) ~3 crossed',
      '(fingers|toes) ~3 crossed ~2 (over|under|the next|the other|its neighbour|each other|one another|when|if|as)',
      // a visible angulation; the classic 'dinner fork' shape of a wrist fracture
      '(obvious|visible|clear|big|definite|massive|noticeable) (bend|kink|angle|step|bump|dip) (in|on|at|above|below|just)',
      '(like|looks like|shaped like) ~4 (fork|dinner fork)',
      // a displaced fragment: bone prominent under the skin
      '(bone|bony|bony point|bony bit|bony lump|end of the bone|bit of bone) ~2 (=poking|=sticking|=pushing|=jutting) (up|out|through)',
      '(skin|it) ~3 (tented|tenting|stretched tight over)',
      // a bend where a bone should run straight; movement where there should be none
      '(corner|bend|kink|angle|step) ~4 where ~3 (it|the bone|the shin|the arm|the leg) ~2 (should|ought to|used to|is meant to) ~2 (run|be|go|look) straight',
      '(moves|bends|wobbles|gives|clicks) ~3 (in a place|where) ~3 (it )?(should not|shouldnt|is not meant|isnt meant|is not supposed)',
    ],
    except: [
      // an ache from a posture held ('from the funny position'): how one lay or sat, not a limb's shape
      '(from|because of|due to|blame) (a |the |that |an |this |my )?(funny|strange|odd|weird|wrong|awkward|unnatural) position',
      '(slept|sleeping|sleep|lying|lay|sat|sitting|dozed|dozing|nodded off) ~3 (in )?(a |the |that |an |some )?(funny|strange|odd|weird|wrong|awkward|unnatural) position',
      // a lift or a reach done awkwardly is the movement, not the shape of a limb
      '(picked|pick|picking|lifted|lift|lifting|bent|bend|bending|reached|reach|reaching|carried|carry|carrying|turned|turning|twisted|twisting|pulled|pulling) ~4 (at|in) (a|an) ~2 (funny|strange|odd|weird|wrong|awkward|unnatural) ~2 (angle|position|way)',
      SADDLE_SORE_SEAT_BONES,
      // a torn biceps balled up (the 'Popeye' sign): no bone out of line
      '(lump|bump|ball) ~3 (like|of) (popeye|popeyes|a muscle|muscle)',
      '(popeye|popeyes|bicep|biceps|muscle) ~4 (lump|bump|ball|bunched|bunches)',
      // bruising appearing below a bony point
      '(bone|bones) (bruise|bruising|swelling) (coming|came|come|comes) out',
      // a bruise coming out is no bone sticking out
      '(bruise|bruising|swelling) (coming|came|come|comes) out',
      // a dislocation weeks ago, put back and rested in a sling
      '(weeks|months) (after|since) ~3 (i |the |my )?(dislocated|dislocation)',
      '(dislocated|dislocation) ~8 (put back|popped back|relocated|reduced|back in)',
      // a stair tread, not a step felt in a bone
      '(off|on|up|down|from|onto) (a|the|my) step',
      // bending sideways is a movement, not a limb's shape
      '(when|if|as) (i|you) ~3 (twist|turn|bend|lean|move) ~2 (sideways|backwards|to the side)',
      // 'it turned out someone had': what was found out, not a limb's position
      '(turned|turns) out (that|someone|somebody|it was|it is|to be|i|he|she|they|there|fine|ok|okay|alright|nothing|just)',
      '(sitting|sat|sit|lying|lay) ~2 (cross legged|crosslegged|with my legs crossed)',
      '(foot|leg|toes|knee|ankle) ~3 (went|gone|goes) (numb|dead|to sleep|asleep)',
      '(sleep|slept|sleeping|lying|lay|passed out|passing out|nap|napped|sat|sitting|dozed|dozing) ~6 (at|in) (a|an) ~2 (funny|strange|odd|weird|awkward) ~2 (angle|position)',
      '(back|neck|knee|shoulder|leg|hip|ankle) ~3 (been|is|was|gone|going|s) =crook',
      '(look|looks|looking|is) ~3 (bent|crooked) ~3 (over|down|forward|posture|desk)',
      '(bent|bend|bending) (over|down|forward)',
      'looks fine|looks normal',
      // a face looking odd is the face, not a bone; zigzag lights are an aura
      '(face|smile|mouth|speech|voice) ~3 (look|looks|looked|looking) ~3 (odd|funny|strange|weird|wrong|different)',
      'zigzag (lights|lines|patterns|pattern|shapes|flashes)|zig zag (lights|lines|patterns|pattern|shapes|flashes)',
      // a zigzag of light is an aura
      '(vision|sight|aura|shimmering|usual|eye|eyes|lights|lines) ~4 (zigzag|zig zag)',
      '(zigzag|zig zag) ~4 (vision|sight|aura|lines|light|lights|in my eye)',
      // looking sideways is where the eyes go, not a shape
      '(when|if|as|whenever) (i|he|she|you) (look|looked|looking|looks|turn|turned|turning) ~2 (sideways|to the side|to the left|to the right|left|right|up|down|over my shoulder)',
      // turning over in bed is a movement, not a limb rolled out of shape
      '(turn|turns|turned|turning|roll|rolls|rolled|rolling) over',
    ],
  },
  bony_tenderness: {
    label: 'marked tenderness over bone',
    except: [
      SADDLE_SORE_SEAT_BONES,
      // tender between two ribs: the muscle between them, not the bone
      'between ~2 (two|the|my) ribs',
      // tender over the ligament just forward of the ankle's outer knob: a sprain, not the bone
      '(hollow|dip|soft bit|soft part|soft spot) ~6 (ankle|ankle bone|anklebone|ankle bones)',
      // pressing on the bone that does not hurt
      '(press|pressing|pressed|touching|touch|touched|prodding|prod|push|pushing|squeezing) ~4 (bone|bones|bony|bony bits|ankle bone|ankle bones|knobbly|knobbly bits) ~3 (does not|doesnt|did not|didnt|is not|isnt|not|no) (hurt|hurts|bother|sore|tender|pain)',
      // the bone said not to be tender, with an adverb between
      '(bone|bones|bony|ankle bones|wrist bones) ~3 (is|are|was|were) not ~1 (especially|particularly|very|that|too|really|at all)? ~1 (tender|sore|painful)',
    ],
    terms: [
      // the bony point that is the sorest spot
      '(bony|bone) (point|bit|knob|lump|bump|bits) ~8 (sorest|most sore|most tender|most painful|hurts most|worst)',
      // the scaphoid: tender in the thumb-side hollow of the wrist after a fall
      '(hollow|dip|dent|soft spot) ~6 (below|by|near|beside|under|behind|at the base of) ~2 (my |the )?thumb ~10 (tender|sore|painful|hurts|agony)',
      // one spot over the spine or tailbone that cannot be pressed, told by the reaction
      '(press|presses|pressed|pressing|touch|touches|touching|push|pushing) ~4 (one|a|the|single) (spot|point|place) ~4 (on|of|at|over) ~3 (his |her |my |the )?(spine|backbone|tailbone|coccyx|vertebra)',
      '(one|a|the|single) (spot|point|place) ~8 (spine|backbone|tailbone|coccyx|vertebra) ~6 (excruciating|agony|unbearable|screams|yelps|winces) ~3 (to )?(press|pressed|pressing|touch|touched|touching)',
      '(yelps|yelp|yelped|screams|screamed|winces|winced|cries out|cried out|jumps|jumped|flinches) ~4 (when|if) ~3 (i|we|you|anyone|someone) (press|presses|pressed|touch|touches|touched|push|pushes)',
      // a bone that cannot be pressed, told by the reaction
      '(bone|tailbone|coccyx|knobbly bit|knobbly bone|bony bit) ~8 (tender|sore) ~8 (pressing|press|touch|touching|poke|poking) ~4 (see stars|seeing stars|scream|agony|hit the roof|hit the ceiling|jump|yelp|yell)',
      '(pressing|press|touching|touch|poking|poke) (on )?(it|there|the bone|that bone|the tailbone|my tailbone|the coccyx|my coccyx|that spot|the spot) ~2 (i )?(see|seeing) stars',
      '(press|pressing|push|pushing|touch|touching) ~3 (the )?(knobbly|bony|bone|knobble) ~10 (hit the ceiling|hit the roof|go through the roof|scream|agony|jump|see stars)',
      // a single tender point over the spine, told by the reaction to pressure
      '(spot|point|place|bit) ~3 (right )?(on|over) (the |my )?(spine|backbone|spinal bone|vertebra|vertebrae) ~8 (press|presses|pressed|pressing|touch|touches|touched|push|pushes|poke|pokes)',
      '(press|pressing|touch|touching) ~4 (the )?bone ~6 (see stars|seeing stars|hit the roof|scream|jump)',
      '(agony|hurts|pain|screams|scream) ~4 (when|if) ~3 (anyone|someone|somebody|i|you) (touch|touches|touched|press|presses) ~6 bone',
      '(pressing|press|touching|touch|pressed|touched) ~3 (on )?(the )?bone ~4 (unbearable|agony|hurts|excruciating|scream|agonising|agonizing|hit the roof)',
      '(bony|bone) (bump|bit|lump|knobble|point|edge|part) ~12 (sore|tender|painful|agony|hurts) ~3 (to press|to touch|when pressed|when i press|if i press|pressing|touching)',
      '(will not|would not|does not|did not|can not) let ~3 (anyone|anybody|me|us|you|the nurse|the doctor) ~2 (touch|near|feel|look at)',
      '(hollow|dip|snuffbox|snuff box|base of my thumb|base of the thumb) ~10 (tender|sore|hurt|hurts|agony|touch|touching|touched|press|pressing)',
      '(touch|touching|press|pressing) ~6 (hollow|dip|snuffbox) ~6 thumb',

      '(bone|bony) ~10 (@PAIN|pain|agony|scream|screams|yell|yells|wince|jump) ~4 (touch|touched|touches|press|pressed|prod|prodded|push|pushed)',
      '(one place|one point|one spot|a spot|a point|one bit) ~4 (on|over|of) ~2 (bone|bony)',
      // one small spot of a foot, hand, wrist or shin that is agony to press
      '(one|single|tiny|small|exact|particular|specific|little) ~2 (spot|point|place) ~6 (foot|ankle|wrist|hand|shin|toe|finger|rib|ribs|collarbone|heel|forearm) ~10 (press|pressed|pressing|presses|touch|touched|touching|push|pushed|pushing|prod|prodded)',

      '(back edge|back of|tip of|bottom of|tip|edge) ~4 (ankle bone|ankle bones|the bone|my ankle bone|malleolus|outside bone|inside bone)',
      '(snuffbox|snuff box|base of my thumb|base of the thumb|thumb side of my wrist) ~6 (tender|sore|hurts|pain|agony|press|pressing)',
      '(base of|bottom of) ~3 (little toe|fifth toe|pinky toe|outer foot|outside of my foot|fifth metatarsal)',
      '(top|inside|middle) of (my )?foot ~4 (bone|bony) ~4 (tender|sore|hurts)',
      '(kneecap|knee cap|patella|top of my shin|fibula|head of the fibula) ~4 (tender|sore to touch|hurts to touch|agony to touch)',

      '(tender|sore|painful|hurt|hurts|agony|jump|winced|wince|scream|ouch) ~5 (on|over|press|pressing|pressed|touch|touching|touched|push|pushing|prod|prodding) ~4 (bone|bony|malleolus|ankle bone|ankle knuckle|knobbly|knobble|bump|nobble|navicular|scaphoid|snuffbox|little toe|fifth toe|pinky toe|outside of my foot|back edge|tip of)',
      '(press|pressing|pressed|push|pushing|touch|touching|touched|prod|prodding|poke|poking|squeeze|squeezing) ~5 (bone|bony|malleolus|ankle bone|knobbly|knobble|bump|nobble|navicular|scaphoid|snuffbox|little toe|fifth toe|pinky toe|outside of my foot|tip of) ~5 (hurt|hurts|agony|pain|painful|sore|tender|jump|wince|winced|scream|ouch|sends me|hit the roof)',
      '(bone|bony bit|bony bump|knobbly bit|knobbly bone|ankle bone|bone itself) ~4 (tender|sore|painful|hurts|hurt|agony|excruciating)',
      '(pinpoint|one spot|exact spot|specific spot|single spot) ~4 (on|over|of) ~2 (bone|bony)',
      '(pinpoint|exquisite|exquisitely|point) ~2 (tender|tenderness|sore)',
      '(knob|knobbly bit|bony bit|bump|point) of (the )?bone ~8 (tender|sore|hurts|agony|painful|cannot touch|can not touch)',
      '(tender|sore|painful|agony|hurts) ~2 (spot|point|bit)? ~4 (in|over|on) ~2 (the )?(hollow|snuffbox|snuff box|base of my thumb|base of the thumb)',
      // point tenderness of bone on pressure (Ottawa)
      '(pressing|press|pressed|touching|touch|push|pushing|prod|prodding) ~4 (the )?(knobbly|bony|bone|lump|bump|knuckle) ~6 (scream|screaming|agony|excruciating|hurts|jump|yelp|makes me)',
    ],
  },
  suspected_break: {
    label: 'a possible broken bone',
    terms: [
      '(broke|broken|break|breaks|fracture|fractured|fractures|cracked|crack|=snapped|shattered) ~3 (my )?@BONE',
      '@BONE ~3 (broken|broke|fracture|fractured|cracked|=snapped|shattered)',
      '(think|worried|sure|feel like|feels like|might be|may be|could be|must be|wonder if|wondering if) ~4 (broken|broke|fracture|fractured|cracked)',
      '(heard|felt) ~3 (crack|crunch)',
    ],
    except: [
      // a neck or back 'cracked' by a chiropractor or by oneself is a joint's click
      '(neck|back|knuckle|knuckles) =cracking',
      '(crack|cracking|cracks) my (neck|back|knuckles)',
      '(chiropractor|chiro|osteopath|osteo) ~6 (crack|cracked|cracking|cracks)',
      // 'break a leg': the stage's wish of good luck
      '(told|tell|telling|wished|wishing|wish|said|saying|say|shouted|shout) ~6 break a leg',
      ...HARMLESS_CRACKS,
      // 'nearly broke my neck' said of a near miss; an ankle that snapped over is a roll
      '(nearly|almost|practically|could have|could of|thought i had|thought i would have) ~1 (broke|broken|break|snapped) (my|his|her) (neck|back|leg|legs)',
      '(ankle|foot) ~1 (snapped|snap|snaps) (over|under|in)',
      // a back that felt as if it snapped: a likeness for a sudden strain
      '(felt|feels|feel|like) ~3 (my )?(back|spine|neck) ~2 (snapped|broke|had broken|cracked|snapping)',
      CRACKED_GIVING_IN,
      // a sound heard from a distance came from someone else
      '(heard|hear|hearing) ~4 (crack|snap|pop|crunch|bang) ~4 from (across|the other side|the far side|the touchline|the sideline|the stands|the stand|the bench|the side)',
      '(heard|felt) ~3 (crack|crunch|click|pop) ~10 (like cracking|knuckle|knuckles|no pain|did not hurt|painless|when i stretch|stretching)',
      '(band|rope|cable|string|strap|lace|laces|elastic|bungee|lead|leash|handle|zip) ~2 (snapped|snap|snaps|broke|broken|breaks)',
      '(snapping|snapped|snap|snaps) (at|with) ~2 (everyone|people|him|her|them|kids|children|family|partner|wife|husband|colleagues|staff)',
      '(broke|broken|break) ~3 (record|records|pb|personal best|phone|screen|glasses|news|promise|sweat|ice|my heart|heart|up|down|the bank|even|in|out|the habit)',
      '(crack|cracked|cracking|cracks) ~3 (knuckles|neck|back|joints|jokes|joke|on|open|up)',
      'stress fracture ~4 (ruled out|clear|negative|no)',
      '(had|got|getting|having) ~2 (my )?(neck|back) ~2 (cracked|crack|clicked|popped)',
      '(back|neck|knuckles|joints|spine|hip|knee) ~3 (crack|cracked|click|clicked|pop|popped) ~8 (stretch|stretched|stretching|felt good|felt better|relief|yoga|in bed|getting up)',
      '(snapped|snap|snapping) ~4 (above|behind|back of|at the back of|just above) ~3 (my |the )?(heel|ankle)',
      // a joint that cracks on standing up is joint noise
      '(heard|felt) ~3 (crack|crunch|click|pop) ~8 (stood up|standing up|stand up|getting up|got up|get up|squatting|kneeling|bending|straightening)',
      // a fall or a break in a story
      '(book|novel|thriller|film|movie|story|show|series|episode|programme|program|soap|game|play) ~6 (where|in which|about|when) ~6 (falls|fell|breaks|broke|broken|fractures|fractured|trips|tripped)',
      // a character in a story falls or breaks a bone
      '(book|novel|thriller|film|movie|story|show|series|episode|programme|program|soap|game|play) ~8 (the|a|her|his) (heroine|hero|character|detective|man|woman|girl|boy|protagonist|villain|main character) ~3 (falls|fell|breaks|broke|broken|fractures|fractured|trips|tripped|jumps|jumped)',
      // joints that crack as they bend, and skin cracked from washing
      '(joints|joint|knuckles|knuckle|knees|knee|neck|back|fingers|finger|toes|ankles|hips|hip|shoulder|shoulders) ~3 (crack|cracks|cracking|click|clicks|pop|pops) ~3 (when|if|as|every time|whenever)',
      '(skin|hands|hand|lips|heels|fingers|knuckles|fingertips) ~3 (red|dry|sore|chapped|rough|raw) ~2 (and )?(cracked|cracking)',
      '(cracked|cracking) ~6 (handwashing|hand washing|washing|gloves|eczema|dermatitis|dry skin|chapped|hand gel|sanitiser|sanitizer)',
      // a broken bum, heart or phone
      '(broke|broken|break|cracked) ~2 (my |the |his |her )?(bum|backside|butt|arse|ass|heart|phone|screen|glasses|nail|nails|record|bank|piggy bank|promise)',
      // a broken machine, not a bone
      '(hoist|chair|bed|machine|lift|car|boiler|washing machine|phone|glasses|strap|handle|kettle|van|lorry|forklift|printer) (broke|broken|has broken|was broken|broke down)',
    ],
    explainedBy: [
      // the crack was something else breaking
      '(turned|turns) out (it was|to be|that it was) ~3 (my |the |a )?(phone|keys|pen|glasses|branch|stick|twig|bottle|can|toy|lego|plastic|chair|bench|floorboard|floor board|step|case|knuckles)',
      // a test that ruled the break out
      ...IMAGING_CLEAR,
    ],
  },
  imaging_clear: {
    label: 'an X-ray or scan that found no break',
    terms: IMAGING_CLEAR,
  },
  /** A scan or test that found no spread of a past cancer: the back pain is not a deposit (the malignancy flag). */
  cancer_excluded: {
    label: 'a scan that found no spread of a cancer',
    terms: [
      // scans of the painful part clear and the cancer team content
      // (a scan of the pain now, not the scans that followed the treatment years ago)
      '(bone scan|bone scans|mri|ct|pet scan|scans) ~4 (last week|last month|this month|this week|recently|yesterday|a few weeks ago|two weeks ago|for the pain|of my back|of the area) ~4 (clear|normal|fine)',
      '(back|pain|ache|hip|it) ~4 (checked|scanned|investigated) ~8 (clear|normal|fine)',
      '(oncologist|oncology|cancer team|cancer nurse|cancer specialist) ~3 (is|are|was|were|seems)? ~1 (happy|pleased|not worried|not concerned|satisfied)',
      '(scan|scans|mri|ct|bone scan|pet scan|pet ct|x ray|xray|tests|bloods) ~8 (no spread|no sign of spread|no secondaries|no sign of cancer|no cancer|nothing sinister|no tumour|no metastases|no mets|no sign of it coming back|no recurrence)',
      '(no spread|no secondaries|no sign of spread|no metastases|no mets|no sign of cancer|nothing sinister) ~6 (on|in|from) (the |my )?(scan|scans|mri|ct|bone scan|pet scan|x ray|tests)',
    ],
  },
  fall: {
    label: 'a fall',
    terms: [
      // a cyclist knocked off by a car door opened in their path
      '(got|been|was|get|getting) =doored|=dooring|(hit|clipped|knocked off) by ~2 (a )?(car|van|taxi|cab) door',
      // someone discovered lying on a floor, however long they lay there
      '(found|finding) ~5 on the ~2 (floor|ground|bathroom floor|bedroom floor|kitchen floor|landing|stairs)',
      // sitting down hard is a fall's force for a fragile spine
      '(sat|sit|sitting|plonked|dropped) down ~2 (heavily|hard|awkwardly|with a bump|with a thud|with a bang|with a jolt)',
      'foosh|fooshed|fell on outstretched|fall on outstretched',
      'fell|fall|fallen|falling|tripped|trip|slipped|slip|tumble|tumbled|stumbled',
      '(went|go|gone) (flying|over|down)',
      // falling flat out along the ground
      '(went|gone|go|goes|going) (my|me|ma|his|her|their|full) length',
      '(came|come|coming|thrown|flew) off ~3 (bike|horse|ladder|scooter|skateboard|board|motorbike|wall|roof|trampoline|skis|snowboard|stepladder|step ladder|steps|step|stool|chair|table|bed|scaffold|scaffolding|tree|fence|platform|stage)',
      '(lost my footing|hit the deck|hit the ground|landed on|landed awkwardly|landed badly|landed heavily|came a cropper|face plant|faceplanted|went over)',
      'missed ~3 (step|steps|stair|kerb|curb|footing|chair|seat|bed|toilet)',
      '(sat|sit|came|come|landed|plonked) down (hard|heavily|with a bump|with a thump)',
      '(landed|land|landing) ~3 (badly|awkwardly|wrong|funny|heavily|awkward)',
      '(fall|fell|falling|slip|slipped) (on|onto|down|off|from|over)',
      '(sit down|sat down|sit|landed|ended up) ~6 (did not mean to|unplanned|unintended|by accident|accidentally|without meaning to|i did not mean)',
      '(ended up|found myself|woke up|came to) ~3 (on the floor|on the ground|on my back|on my bum|on the pavement|on the patio)',
      '(wiped|wipe|wiping) out',
      'stacked it',
      '(crashed|crash|came off) ~3 (my |the |a )?(bike|motorbike|scooter|skateboard|board|moped)',
      '(tipped|fell|falls|slid|slipped|thrown|tumbled) out of ~3 (wheelchair|chair|bed|bath|car|buggy|pram|cot|hoist|sling)',
      '(bailed|bail|fell off|came off) ~3 (my |the |a )?(skateboard|board|bike|scooter|skates|rollerblades|horse)',
      '(found|lying|lay|was|been) ~3 on the ~2 (floor|ground|bathroom floor|bedroom floor|kitchen floor)',
      // coming down to the floor by any route
      '(slid|slipped|rolled|tumbled|toppled|came|fell) ~2 (off|out of|from) ~6 (onto|on to|to|on) ~2 the (floor|ground)',
      '(ended up|landed|found myself|woke up|was lying) ~2 on the (floor|ground|pavement|kitchen floor|bathroom floor)',
      // a leg going one way and the body the other
      '(leg|foot|ankle|knee) went one way and (i|the rest of me|my body|he|she) (went )?the other',
    ],
    except: [
      // a tool or a cup slipping from the hand is no fall
      '(hammer|spanner|screwdriver|tool|tools|pen|knife|racket|club|bat|cup|mug|glass|grip|bar|handle) ~2 (is |s |keeps |kept )?(slipping|slips|slipped|slip|sliding|slid)',
      // lying on the floor as the position that eases a back, not a fall
      '(better|easier|eases|eased|helps|helped|relief|comfortable|comfy|comfiest|only way|best) ~4 (lying|lie|lay|lay down|lie down) ~3 on the ~2 (floor|ground)',
      '(lying|lie|lay) on the (floor|ground) ~6 (knees bent|with my knees|legs up|feet up|on a chair|helps|eases|is the only|for relief|to ease|stretch|stretching)',
      // pain or pins and needles going down a limb is no fall
      '(pain|ache|aching|tingling|numbness|pins and needles|shooting|burning|sciatica) ~3 (going|goes|go|went|gone) down ~3 (the |my |his |her |both |each )?(arm|arms|leg|legs|back of|front of|side of|outside of|inside of|thigh|shin|calf|buttock|bum)',
      // a thing falling, caught or reached for: the writer did not fall
      '(falling|fallen) (carton|box|boxes|object|objects|tree|branch|rock|rocks|brick|bricks|debris|load|pallet|shelf|plate|glass|bottle|tin|stock|crate|case|suitcase|tray|pan|pot|vase|picture|mirror|sign|beam|plank|panel|parcel|package|sack|bag|item|items|toddler|child|baby|patient|resident)',
      // a swelling or a fever going down is no fall
      '(swelling|swollen|bruise|bruising|puffiness|puffy|lump|temperature|fever|temp) ~3 (is|has|are|s|been)? ~1 (going|gone|went|come|coming|came) down',
      '(swelling|swelled|swollen|puffiness|puffy|it|they|swellings) ~3 (went|gone|goes|has gone|had gone|come|came) down',
      '(falling|fall|falls|fell|veering|leaning|lurching|tipping) (to|towards) (the )?(left|right|one side|side)',
      '(almost|nearly|about to|going to|thought i would|so i would not|so i did not) ~2 (fall|fell|falling|go down|went down)',
      '(knife|cup|mug|pen|phone|keys|glass|plate|fork|spoon|things|stuff|spoon|tray) ~2 (fall|falls|fell|falling)',
      '(fall|fell|falling) (asleep|apart|behind|ill|pregnant|out with|for)',
      'trip (to|abroad|away|home|back)',
      'road trip|day trip|long trip|business trip',
      'fall (season|semester)',
      // walking down a flight of stairs or a hill is not a fall
      '(go|went|gone|come|came|walk|climb) (down|up) ~2 (stairs|steps|stair|hill|hills|slope|slopes|ladder)',
      '(bus|coach|train|car|boat|ferry|plane|school|shopping|work|family|camping|ski|fishing|hiking|weekend|cycling|golf) trip',
      '(falls|fall|fell) (mostly|largely|mainly|entirely|squarely|mostly)? ?to (me|him|her|them|dad|mum|my)',
      // a thing dropped, not a person
      '(it|toothbrush|brush|cup|mug|glass|phone|pen|spoon|fork|remote|keys|bag|book|plate|kettle) (just )?(fell|dropped|slipped) ~3 (out of|from)?',
      // a fall or a break in a story
      '(book|novel|thriller|film|movie|story|show|series|episode|programme|program|soap|game|play) ~6 (where|in which|about|when) ~6 (falls|fell|breaks|broke|broken|fractures|fractured|trips|tripped)',
      // a character in a story falls or breaks a bone
      '(book|novel|thriller|film|movie|story|show|series|episode|programme|program|soap|game|play) ~8 (the|a|her|his) (heroine|hero|character|detective|man|woman|girl|boy|protagonist|villain|main character) ~3 (falls|fell|breaks|broke|broken|fractures|fractured|trips|tripped|jumps|jumped)',
    ],
  },
  high_energy: {
    label: 'a significant impact',
    // (a heavy thing dropped onto a foot or hand is a crush injury; see the terms)
    // toes knocking the floor as the foot drops is no impact
    except: [
      // falling asleep is no fall
      '(fell|fall|falling|fallen|falls) asleep',
      '(hit|hitting|hits|bang|banging|knock|knocking) ~2 (my |the )?(toe|toes|foot) ~3 (on|against|into) ~2 (the )?(floor|ground|pavement|carpet|step|steps|stairs)',
      // a character in a story falls or breaks a bone
      '(book|novel|thriller|film|movie|story|show|series|episode|programme|program|soap|game|play) ~8 (the|a|her|his) (heroine|hero|character|detective|man|woman|girl|boy|protagonist|villain|main character) ~3 (falls|fell|breaks|broke|broken|fractures|fractured|trips|tripped|jumps|jumped)',
      // malaise told as being hit by a bus
      '(like|as if|as though) ~4 (been )?(hit|run over|knocked down|flattened) by a (bus|truck|train|lorry|steamroller)',
      // a muscle that went into spasm is no impact
      'went into (a )?(spasm|spasms|cramp|cramps)',
    ],
    terms: [
      // a hand or foot crushed or trapped between heavy things
      '(hand|finger|fingers|thumb|foot|toes|arm|leg|wrist) ~3 (got |was |were |been )?(trapped|crushed|jammed|squashed|caught|pinned) ~4 (between|under|in)',
      // a punch landed badly on a bag or a wall
      '(caught|hit|punched|struck|landed) ~2 (the )?(bag|punchbag|punch bag|heavy bag|wall|pads|door) ~2 (wrong|badly|awkwardly|off|funny|square)',
      // a ball that struck a fingertip
      '(ball|netball|basketball|football|cricket ball|puck|volleyball) ~2 (hit|struck|caught|smacked|jammed) ~6 (finger|thumb|fingers)',
      // a punch thrown and landed
      '(threw|throw|throwing|landed|landing|caught|connected|with) ~3 (a )?(punch|=hook|jab|right hander|left hander|haymaker)',
      '(punched|punching|punch) ~3 (someone|somebody|him|a guy|a bloke|a lad|his head|his face|his jaw|a head|a face|a jaw|skull)',
      '(took|got|caught|taken) ~2 (a )?(hurl|hurley|stick|bat|club|racket|ball|puck) ~3 (across|on|to|in|into) ~2 (the |my )?(shin|leg|arm|hand|knee|ankle|foot|head|wrist|finger|fingers)',
      '(run|ran|driven|drove|rolled) over by',
      '(dropped|drop|dropping|fell|landed|slammed) ~3 (a |the )?(dumbbell|weight|weights|kettlebell|barbell|plate|brick|bricks|hammer|slab|paving slab|tool|toolbox|door|wardrobe|table|pan|log|tin|can|box|crate|anvil|rock|stone|car door) ~4 (on|onto|across|into) ~2 (my |his |her |the )?(foot|toe|toes|hand|finger|fingers|thumb|shin|knee|ankle|wrist|it)',
      '(got|was|been) (run|driven|rolled) over',
      '(caught|took|hit|struck|smacked|jammed|bent) ~4 (ball|netball|basketball|football|cricket ball|puck|stick|bat) ~8 (finger|thumb|hand|face|nose|knee|shin|ankle|foot)',
      '(ball|netball|basketball|football|cricket ball|puck) ~6 (hit|caught|smacked|struck|jammed|bent back) ~4 (finger|thumb|hand)',

      '(took|got|taken|caught|copped|cop) ~2 (boot|kick|knock|whack|blow|hit|tackle|stud|studs|knee|elbow|forearm|shoulder) ~3 (to|on|in|into) ~2 (the|my)',
      '(came|come|went|jumped) ~4 (on|onto) ~3 (outstretched|my hand|my hands|my wrist|my arm|my elbow)',

      '(stood|stepped|stamped|landed|trodden|trod|fell) on by',
      '(got|was|been) (stood|stepped|stamped|trodden|trod|landed) on',

      '(caught|banged|smashed|bashed|whacked|kicked|jarred|twisted) ~3 (my )?(foot|toe|toes|hand|finger|knee|shin|elbow|wrist|ankle|arm|leg) ~4 (on|against|into|in)',
      '(came|come|coming) down (hard|heavily|awkwardly)',

      '(put|stuck|threw) ~2 (my )?(hand|hands|arm|arms) out ~4 (fall|break|stop|save|catch)',
      '(landed|fell|came down|crashed) ~4 (on|onto) ~3 (my )?(outstretched|hand|hands|wrist|arm|elbow|shoulder|hip|knee|side|back|bottom|coccyx|tailbone)',
      '(crushed|crush|trapped|shut|slammed|caught|jammed|squashed) ~4 (in|under|between|by) ~3 (door|car door|machine|machinery|weight|wall|gate|drawer|it)',
      '(dropped|drop|fell) ~4 (on|onto) ~2 (my )?(foot|toe|toes|hand|finger|fingers)',
      '(punched|kicked|hit|smashed) ~3 (a |the )?(wall|door|post|goalpost|tree|floor|table)',
      '(stubbed|jammed|bent back) ~3 (my )?(toe|toes|finger|fingers|thumb)',
      '(tackle|tackled|collision|collided|clash|clashed|crashed into|ran into|went into|hit by|kicked in|stamped on|trodden on|trod on|landed on by|fell on me)',
      '(skiing|snowboarding|skating|trampoline|rugby|football|hockey|horse riding|cycling|mountain biking|climbing) ~6 (fall|fell|crash|crashed|accident|landed|collision|tackle|came off|went over)',

      '(car|road|traffic|motorbike|motorcycle|bike|cycling|skiing|rugby|horse) ~2 (accident|crash|collision|smash|pile up|wreck)',
      '(hit|knocked|clipped|struck) ~2 (by|off) ~2 (a )?(car|bike|van|bus|lorry|truck|motorbike|cyclist|horse)',
      'tackled|tackle|collided|collision|rear ended|head on collision|head on crash|from a height|from height',
      '(fell|fall|falling|came|come|jumped) ~3 (off|from|down) ~3 (ladder|roof|wall|stairs|height|scaffold|scaffolding|tree|horse|balcony|loft)',
      '(dropped|fell|landed|crushed|slammed|trapped) ~6 (on|onto|across|over) ~3 (my )?(foot|toe|toes|midfoot|hand|finger|fingers|ankle|shin)',
      '(ball|netball|basketball|football|cricket ball|puck|volleyball) ~3 (bent|bend|jammed|hit|caught|struck) ~3 (my )?(finger|thumb|fingers) ~2 (back|backwards)?',
      '(car|road|motorbike|motorcycle|bike|okada|keke|boda boda|bus|traffic|scooter|moped|vehicle) ~2 (accident|crash|collision|smash)',
      '(accident|crash|collision) ~3 (in|on|with|involving) ~2 (a |an |the |my )?(car|motorbike|motorcycle|bike|okada|bus|scooter|moped|vehicle|lorry|truck)',
      '(knocked|hit|struck) (off|down|over) ~3 (by|my bike|a car|a motorbike|a bus)',
      '(landed|fell|came down) ~2 (with|on) ~3 (my )?(right |left )?(hand|arm|wrist|foot|ankle|leg|finger|fingers) ~2 (bent|twisted|under me|underneath me|folded)',
      '(ran|run|rolled|drove|went|driven) over (my|his|her|the) (foot|feet|toe|toes|hand|leg|ankle)',
      '(pallet jack|forklift|trolley|car|van|truck|lorry|wheel|cart) ~3 (ran|run|rolled|drove|went|driven) over ~2 (my |his |her )?(foot|feet|toe|toes|hand|leg|ankle)',
      '(hit|smashed|banged|slammed|bashed|whacked|cracked) ~3 (on|against|into)? ~2 (the )?(dashboard|steering wheel|windscreen|handlebars|handlebar|door frame|concrete|pavement)',
      '(car|road|traffic|bike|cycling|motorbike|scooter) (bump|shunt|prang|knock)',
      '(punched|punching|punch|hit|hitting|smashed) ~3 (a |the )?(bag|punch bag|punchbag|heavy bag|someone|somebody|him|his jaw|his face|his head)',
      '(jumped|jump|jumping) (down )?(off|from) ~4 (truck|lorry|van|wall|ladder|stairs|step|steps|height|roof|bed|table|fence|trampoline|bunk|tailgate)',
      '(okada|keke|motorbike|motorcycle|car|bike|bus|van|lorry|truck|scooter|moped) (jam|jammed|hit|knock|knocked|bash|bashed|ran into|run into) (me|am|him|her)',
      // thrown onto rocks by a wave; a foot trapped between rocks
      '(dumped|thrown|slammed|smashed|tossed|washed) ~3 (by a wave|onto|into|against) ~3 (the )?(reef|rocks|rock|sand|ground|floor|pier|wall)',
      '(caught|trapped|jammed|wedged|stuck) (my )?(foot|leg|ankle|hand|wrist|arm) ~3 (between|in|under) ~2 (the )?(rocks|rock|door|gap|hole|wheel|machine|rollers)',
    ],
  },

  // ---------------------------------------------------------------- blood clots
  calf_swelling: {
    label: 'a swollen calf or leg',
    explainedBy: [
      // insect bites: red, itchy, swollen skin where they landed
      '(bites|bitten|bite|stings|stung|insect|insects|mosquito|mosquitoes|midges|midge|sandflies|sandfly|horsefly|horseflies|ticks|gnats|fleas)',
      // an insect bite or sting explains a small red swelling where it bit
      '(bit|bitten|bite|bites|sting|stung|stings) ~3 (by )?(an |a )?(insect|mosquito|midge|midges|horsefly|horse fly|gnat|gnats|wasp|bee|spider|ant|ants|bug|tick|flea|fleas|cleg|something)',
      '(something|insect|mosquito|midge|horsefly|wasp|bee|spider|bug|tick) ~2 (bit|bitten|stung) me',
      // skin burnt by the sun
      'sunburn|sunburnt|sunburned|sun burnt|sun burn',
      '(forgot|forget|no|without) ~2 (the )?(suncream|sun cream|sunscreen|sun block|sunblock)',
    ],
    terms: [
      // swelling told by a pitting dent, a sock mark or a boot on one side, or one calf fuller
      '(press|pressing|push|pushing) ~6 (leaves|leave|left|leaving) ~2 (a )?(dent|dimple|pit|mark|hole)',
      '(sock|socks) ~4 (left|leaving|leaves) ~3 (a )?(deep )?(ring|mark|dent|groove|line) ~6 (only|one leg|that side|one side)',
      '(boot|boots|shoe|trainer) ~4 (will not|would not|can not|does not|not) ~2 (zip|zip up|fit|go on|do up|close) ~4 (on that side|that side|on one side|one side|on the right|on the left)',
      '(fuller|fatter|thicker|bigger|puffier|chunkier|wider|larger) than (the )?(right|left|other)',
      // a tape measure shows one calf thicker
      '(measured|measuring|measure|tape) ~8 (both|calves|legs|each|calf|them) ~10 (/\\d+[cm]*/|bigger|wider|thicker|difference)',
      // one calf bigger than the other, told by a boot or a tape measure
      '(boot|boots|sock|trouser leg|jeans|legging|leggings) ~4 (will not|would not|can not|does not|not) ~2 (zip|zip up|fit|go on|go over|do up|pull up|close) ~10 (other|left one|right one|fine|the left|the right)',
      '(calf|leg|calves) ~4 (/\\d+/) (cm|centimetres|centimeters|inches) ~4 (vs|versus|compared|against|other|on the right|on the left|bigger|more)',
      '(thick|thicker|bigger|fatter|swollen) ~2 compared (to|with) ~2 (the )?(right|left|other)',
      'has become (thick|fat|big|swollen)',
      '(more big|bigger|larger|fatter|thicker|wider|more swollen) than ~2 (the )?other',
      '(/\\d+/|one|two|three|four|five) (cm|centimetres|centimeters|inches|inch) ~3 (bigger|larger|wider|more|thicker)',
      '(right|left) one ~4 (fatter|bigger|thicker|swollen|larger)',

      '@LOWER_LEG ~10 @SWOLLEN',
      '@SWOLLEN ~4 @LOWER_LEG',
      '(one|left|right|this) (leg|calf) ~5 (bigger|fatter|thicker|larger|wider|swollen|puffier)',
      '(sock|socks|boot|boots|trouser|trousers|jeans) ~5 (tight|tighter|dig|digs|digging|mark|marks|line|would not go on|will not go on|do not fit|does not fit)',
      '=pitting',
      '(fatter|bigger|thicker|larger|wider|more swollen|puffier|redder and fatter|swollen) than ~2 (the )?(left|right|other) (one|leg|calf|side)?',
      '(leg|calf) ~3 (is|looks|got|gone|went|become|became) ~2 (big|bigger|fat|fatter|thick|thicker)',
      '(leg|legs|calf|calves|shin|ankle|lower leg) ~6 like ~3 (a |an )?(sausage|sausages|balloon|balloons|dough|tree trunk|water balloon|overstuffed|overfilled|blown up)',
      '(leg|calf|lower leg) ~8 (about|ready|going) to (burst|pop|split)',
      // a calf that has come up
      '(calf|calves|lower leg|leg) ~3 (has |is |had )?(come up|came up|blown up|puffed up)',
      // a calf told by the boot or jeans that no longer fit one side, or tight as a drum
      '(boot|boots|wellie|wellies|welly|wellington|shoe|trouser leg|sock|stocking) ~6 (will not|wont|would not|can not|not) ~2 (go on|fit|do up|zip up|pull on|get on|go past)',
      '(jeans|trousers|trouser leg|leggings) ~3 (snug|tight|tighter) ~3 (on that leg|on one leg|on the left|on the right|one side|that side)',
      '(calf|calves|lower leg) ~4 (tight as a drum|like a drum)',
      // a calf inflated or hard as a stone
      '(calf|calves|leg|lower leg) ~6 (inflated|hard like a stone|hard as a stone|hard like stone|like a stone)',
    ],
    except: [
      // a newborn animal's leg
      NEWBORN_ANIMAL_LEG,
      // 'the bigger issue is my shins': larger in importance, not in size
      'bigger (issue|problem|deal|worry|thing|concern|question|picture|one|reason)',
      // 'not swollen' closing a comparison with the other leg
      '(not|no|isn t|is not|never) (swollen|swelling|puffy)',
      // ankles that swell as the day goes on: standing, not a clot
      '(ankle|ankles|foot|feet) ~4 (swell|swells|swollen|puffy) ~6 (by the evening|end of the day|in the evening|evenings|by evening|after a long day|by night)',
      '(=ankles|=feet|=legs|both ankles|both legs|both feet|both calves) ~6 (puffy|swollen|swell|swelling|puff up) ~10 (both the same|same on both|evening|by the evening|end of the day|equal|both sides|equally)',
      '(both|two) ~2 (legs|ankles|feet|calves) ~6 (swell|swollen|swelled|puffy) ~8 (evening|end of the day|hot weather|heat|long day|standing|flight|flying|plane|overnight|went down|gone by|next morning|by morning)',
      '(flight|flying|long haul|heat|standing|evening) ~12 (=ankles|=feet|=legs) ~4 (swell|swollen|swelled|puffy)',

      '(both|two) (legs|ankles|feet) ~5 (swell|swollen|puffy) ~5 (evening|end of the day|hot weather|heat|long day|standing)',
      '(=ankles|=feet|=legs) ~4 (go|get|gets|swell|swollen|swelled|puffy) ~8 (shift|long shift|end of a|by morning|gone by morning|overnight|on my feet)',
      // pitted nails are a skin sign, not pitting swelling
      '(nail|nails|fingernail|fingernails|toenail|toenails) ~4 (pitted|pitting|pits)|(pitted|pitting) ~3 (nail|nails|fingernail|fingernails|toenail|toenails)',
      // both ankles puffy alike: dependent swelling, not a clot
      '(ankles|feet|legs|calves) ~6 (on both sides|both sides|equally|the same on both)',
      'both (my |her |his |the )?(ankles|feet|legs|calves) ~4 (puffy|swollen|swelled|swell|puffed)',
      '(puffiness|puffy|swelling|swollen|puffed up) ~3 (round|around|in|of|on|at) both (ankles|feet|legs|calves|shins)',
    ],
  },
  calf_warm_red: {
    label: 'a warm, red or tender calf',
    explainedBy: [
      // a knot in the muscle after running: a tender muscle, not a clot
      '(knot|knots|tight spot|tight bit) ~8 (from|after) ~3 (a |my |the )?(run|running|training|game|match|session|workout|football|rugby)',
      // skin burnt by the sun
      'sunburn|sunburnt|sunburned|sun burnt|sun burn',
      '(forgot|forget|no|without) ~2 (the )?(suncream|sun cream|sunscreen|sun block|sunblock)',
    ],
    terms: [
      // a calf as warm as a hot-water bottle
      '(calf|leg) ~4 (felt|feels|feel|is|was) like a hot water bottle',
      '(pinky|pink|purple|red|reddish|warm|hot) ~6 (like|as if) ~6 (sun|sunburn|burnt|burned)',
      '(calf|leg) ~8 (roasting|angry looking|angry)',
      '(calf|calves|lower leg|leg|back of my leg|back of the leg) ~10 (hot|warm|tender|red|angry)',

      '(calf|calves|lower leg|back of my leg|back of the leg|back of my knee|shin|leg) ~6 (hot|warm|red|reddish|redness|tender|hard|angry|pink|purple|purplish|blotchy|shiny|discoloured|discolored|heat|firm|tight and tender)',
      '(hot|warm|red|tender|hard|angry|shiny|pink|purple) ~5 (calf|calves|lower leg|leg)',
      '(squeeze|squeezing|press|pressing|touch|touching) ~3 (my )?(calf|calves) ~4 (hurt|hurts|agony|painful|sore|tender)',
      '(calf|calves) ~10 (tender|sore|hurts|painful|agony) ~3 (when|if) ~2 (i|you|someone|they) (squeeze|press|touch|push|squeezes|presses|touches)',
      '(lower leg|leg|shin) ~10 (tender|sore|hurts|painful|agony) ~3 (when|if) ~2 (i|you|someone|they) (squeeze|press|touch|push|squeezes|presses|touches)',
      // warmth or redness of the calf or popliteal fossa, told in either order
      '(warm|hot|red|reddish) ~6 (behind the knee|back of my knee|back of the knee|calf|calves|back of my leg)',
      // one calf redder or warmer than the other
      '(calf|calves|lower leg|leg|shin) ~10 (redder|warmer|hotter|pinker|darker) ~4 than (the )?(left|right|other)',
      // a calf warm as if by a fire, a pink patch on it, sore when someone squeezes it
      '(calf|leg|it) ~6 (feels|felt|feel) like ~6 (fire|radiator|oven|stove|heater|hot water bottle)',
      '(calf|calves|leg) ~10 (pinky|reddy|reddened|flushed|pink|red) (patch|area|mark|blotch)',
      '(calf|calves|leg) ~10 (tender|sore|hurts|painful|agony) ~3 (when|if) ~3 (squeeze|squeezes|squeezed|presses|pressed|touches|touched)',
      // a calf warm like fresh bread
      '(calf|leg) ~6 like ~6 (out of the oven|an oven|a radiator|a hot water bottle|a fire|toast)',
    ],
    except: [
      // a newborn animal's leg
      NEWBORN_ANIMAL_LEG,
      BAND_MARK,
      '(hot|warm) (bath|shower|pack|compress|weather|day)',
      '(put|putting|used|using|with|had|hold|holding) ~3 (a )?(hot|warm) water (bottle|bath)',
      'calf (raise|raises|stretch|stretches)',
    ],
  },
  immobility: {
    label: 'recent immobility',
    terms: [
      '(stuck|confined|laid up|bed bound|chair bound) ~3 (in|to) ~2 (my |the |a )?(chair|bed|house|sofa|settee)',
      '(bed|sofa|couch|chair) ~3 (bound|rest|ridden|for days|for a week|for weeks|all week|for ages|mostly)',
      '(laid|layed|lying) up',
      '(stuck|confined|been|stayed|staying|spent) ~3 (in bed|on the sofa|on the couch|indoors|in hospital|in a chair)',
      'plaster|cast|moon boot|splint|crutches|wheelchair|(in a|in my|wearing a) (boot|brace|frame)',
      '(immobile|immobilised|immobilized|immobilisation|immobility|bedridden|bed bound|housebound|off my feet|not moving much|barely moving|hardly moving|barely moved|hardly moved|not moved)',
      '(hospital|admitted|ward|inpatient|discharged)',
      '(long|extended) ~2 (illness|covid|flu|spell in bed)',
      '(spent|spending|spend) ~3 (most|all|the whole) ~2 (days|day|week|time|of the day) ~3 (in|on) ~2 (my |the |a )?(recliner|chair|bed|armchair|sofa|couch)',
      // an illness that confined the person to bed
      '(put|kept|laid|had) me ~2 (in bed|off my feet|on the sofa|laid up)',
    ],
    except: [
      // working on a hospital ward is not lying in one
      '(shift|shifts|work|working|job|nurse|nursing|care assistant|porter|healthcare assistant|hca|doctor|cleaner) ~5 (hospital wards|hospital ward|hospital|wards|ward)',
      '(hospital|ward|wards) ~4 (shift|shifts|job|work|rota)',
      'hospital ~3 (appointment|visit|parking|consultant)',
      // a visit to be checked, not a stay: 'went to the hospital, they did a scan'
      '(went|go|going|gone|drove|popped|walked) to ~3 (hospital|a and e|casualty|urgent care) ~8 (did|checked|scanned|tested|examined|x rayed|sent me home|all clear|normal)',
      '(work|works|working) ~3 (in|at) ~2 hospital',
      // shin splints are no splint
      'shin splints|shin splint',
    ],
  },
  long_travel: {
    label: 'a long journey',
    terms: [
      // (also a range of hours, '10-12 hours')
      '(travel|travelled|traveled|drive|drove|driving|journey|sitting|sat) ~5 (/\\d+-?\\d*/|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (hour|hours|hr|hrs)',
      '(came|come|got|flew|flown|returned|back) ~2 (back )?from ~4 (flight|abroad|holiday|trip|overseas|london|australia|america|india|nigeria|africa|asia|europe|spain|dubai)',
      '(whole|entire|long|overnight) (flight|journey|drive|trip|coach trip)',

      '(/\\d+hrs?/|/\\d+hours?/) ~2 (flight|flights|drive|journey|trip|coach|bus|train|plane)',
      '/\\d+/ (hr|hrs) ~2 (flight|flights|drive|journey|trip|coach|bus|train|plane)',

      '(long|long haul|longhaul|overnight|transatlantic|international|red eye|12 hour|10 hour|8 hour|14 hour|13 hour|11 hour|9 hour|16 hour) ~2 (drive|journey|flight|flights|trip|car journey|coach|bus|train|haul|travel|travelling|traveling)',
      '(flight|flew|flying|flights|plane|coach trip|road trip) ~6 (back|home|from|to|hours|abroad|holiday|australia|america|asia|india|long)',
      '(drove|driving|drive|sat in the car|in the car|on the plane|on a plane|on the coach|on the train) ~4 (/\\d+/|hours|all day|for hours|across|miles|overnight)',
      '(/\\d+-?\\d*/|several|many|few|twenty four) ~2 hours ~1 (of )?(in the car|on the plane|on a plane|flying|driving|on a coach|on the train|in a car|sitting|travel|travelling|traveling)',
      'jet lag|jetlag|long haul|longhaul',
      '(drove|flew|driven|flown|travelled|traveled|went) ~6 (and back|back again|round trip|return trip|abroad)',
      '(by|on a|on the) (coach|bus|train|plane|ferry) ~3 (from|to|back|home|across|trip|journey|ride)',
      '(came|come|got|returned|travelled|traveled|went) (back|home|over) ~3 (by|on) ~2 (coach|bus|train|plane|car|ferry)',
      '(coach|bus|train|ferry) (trip|journey|ride|tour)',
      '/\\d+/ (hours|hrs|hr|hour) ~2 (journey|flight|flights|drive|trip|coach|bus|train|plane|travel)',
      '(bus|coach|train|flight|plane|car|drive|journey|trip|ride) ~2 (/\\d+/|ten|twelve|fifteen|twenty|thirty) ~1 (hour|hours|hr|hrs|h)',
      '(from|since|after) (the|my|a|that) (flight|flights|long haul|plane journey|plane ride)',
      // landed from a seven-hour flight
      '(landed|flew|flight|flying|back|home) ~4 (from )?~2 (/\\d+/|six|seven|eight|nine|ten|eleven|twelve|long) ~1 (hrs|hours|hour|h)',
      'long haul',
      // whole days at the wheel
      '(days|day|week|weekend) ~2 (of )?(driving|on the road|in the car|in the lorry|in the cab|behind the wheel)',
      '(drove|driving|drive|flew|flight|coach|train|journey|travelled|traveled|sat) ~6 (and a half|a half) (hours|hrs)',
    ],
    except: [
      // a journey still to come ('flying to London next week')
      '(flight|flying|fly|flies|travelling|traveling|drive|driving|trip|journey) ~6 (next week|next month|next year|tomorrow|next weekend|later this month|coming up)',
      '(going to|will be|planning to|about to|due to|booked to) ~2 (fly|flying|drive|driving|travel|travelling)',
      // long hours at a screen or a shift are no journey
      '(/\\d+/|six|seven|eight|nine|ten|eleven|twelve|long) ~1 (hrs|hours|hour|h) ~2 (gaming|of gaming|shift|shifts|of work|at work|working|studying|revising|at my desk|sessions|session|on the computer)',
    ],
  },
  hormones: {
    label: 'hormone treatment',
    terms: [
      'ocp|cocp|oral contraceptive',
      'birth control|the pill|the implant|the coil|depo|the jab',
      '(on|taking|take|started|start|changed) ~2 (the pill|the contraceptive pill|the combined pill|hrt|hormones|hormone|oestrogen|estrogen|tamoxifen|testosterone)',
      'contraceptive|contraception|hrt|hormone replacement|hormone therapy|hormone treatment|oestrogen|estrogen|tamoxifen|ivf|fertility treatment',
    ],
  },
  pregnancy: {
    label: 'pregnancy',
    terms: [
      'pregnant|pregnancy|trimester|antenatal|prenatal|midwife',
      '(/\\d+/|twenty|thirty|ten|twelve) ~2 weeks (pregnant|gone|along)',
      '(expecting|having) ~2 (a baby|twins|my first|my second|our first|our second|baby|a little one)',
      '(baby|bump) ~3 (due|kicking|kicks|bump|growing)',
      '(my )?bump',
    ],
    except: [
      '(bump|bumped) ~3 (head|knee|elbow|into|on|the)',
      'not pregnant|ruled out pregnancy',
      // a bump of the skin: a bite, a spot, a bony lump
      '(itchy|red|little|small|tiny|bony|hard|insect|bite|mosquito|raised|pink) ~1 bump',
    ],
  },
  postpartum: {
    label: 'having recently given birth',
    namesChild: true,
    terms: [
      '(gave|given) birth|postpartum|post partum|postnatal|post natal|puerperium',
      '(had|having|delivered) ~2 (my|a|the|our) ~2 (baby|son|daughter|twins|little one)',
      '(since|after) ~2 (the|my) ~2 (birth|delivery|labour|labor|caesarean|c section|section)',
      '(/\\d+/|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of) ~2 (week|weeks|day|days|month) old ~2 (baby|son|daughter|twins|little one)?',
      '(newborn|new born|breastfeeding|breast feeding|new mum|new mom|new mother|nursing my baby)',
    ],
    except: ['newborn (calf|foal|lamb|deer|giraffe|fawn|kitten|puppy)'],
  },
  clot_history: {
    label: 'a previous blood clot',
    terms: [
      'blood clot|clot|clots|dvt|thrombosis|thrombus|embolism|embolus|clotting disorder|factor v|leiden|antiphospholipid',
      '(on|taking) ~2 (blood thinners|warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|heparin|anticoagulants)',
    ],
    history: true,
    except: [
      // a test done for a clot is no clot; nor a clot acted in a role
      'clot (blood )?(test|tests|screen|check|scan)|(tested|test|tests|scan|scanned|checked|screened|check) ~3 for ~2 (a )?(clot|clots)',
      `${ACTED} ~12 (clot|clots|blood clot)`,
      // a clot looked for is no clot had
      '(looking for|checking for|check for|test for|tested for|testing for|rule out|ruled out|scan for) (a )?(clot|clots)',
    ],
  },

  // ---------------------------------------------------------------- progressive neurological deficit
  limb_task_failing: {
    label: 'a limb failing at an everyday task',
    terms: [
      // where a limb is, no longer felt: on the pedals, on the stairs, in a sock
      '(can not|cannot|could not|do not|dont|no longer) ~1 (tell|feel|sense|know) ~3 (where|if|whether) ~4 (the )?(accelerator|pedal|pedals|brake|clutch|gas|floor|step|steps|ground|my foot|my feet|my toes|my toe|my fingers|my hand)',
      '(do not|dont|can not|cannot|no longer) (know|tell|feel|sense) where ~2 (my )?(toes|feet|foot|fingers|hand|hands|legs|leg) (are|is)',
      // feet that no longer feel the pedals
      '@CANT ~2 feel ~2 (the )?(pedals|pedal|clutch|brake|accelerator|floor under my feet|ground under my feet) ~3 (properly|any more|anymore|well)?',
      // stairs and rising from low, failing
      '(leg|legs|thigh|thighs|knee|knees) ~3 (keeps|kept|keep|keeps on) (giving way|buckling|collapsing|folding|giving out) ~4 (going up|on the stairs|on stairs|up the stairs|climbing|getting up|up steps)',
      '@CANT ~3 (get up|stand up|rise|come up) ~3 (from|out of) ~2 (a |the )?(squat|squatting|crouch|crouching|kneeling|floor) ~3 without',
      '@CANT ~4 (hold|press|push|keep) ~3 (the )?(brake|pedal|clutch|accelerator)',
      '@CANT ~3 (get up|stand up|rise|get out) ~4 (chair|seat|sofa|toilet|car|bath) ~3 without ~3 (pushing|shoving|using|help|my arms|my hands)',
      '(leg|foot|arm|hand) ~3 (will not|would not|does not|did not|can not) ~2 (do its job|do their job|do what i|obey|cooperate)',
      // hauling oneself up the stairs
      '(haul|hauling|hauled|pull|pulling|pulled|drag|dragging|dragged) (myself|me|himself|herself) up ~4 (banister|bannister|handrail|rail|stairs|steps)',
    ],
  },
  worsening_weekly: {
    label: 'worse week on week',
    terms: [
      '(worse|weaker|numb|numbs|higher|further|bigger) (this week|today|now) than (last week|last|before|the week before|a week ago)',
      // a task the limb did until lately and cannot do any more; strength nowhere near what it was
      '@CANT ~12 (any more|anymore|any longer)',
      '(no longer|not any longer) ~2 (able|can|manage|managing|strong enough)',
      '(anywhere|nowhere) near as (hard|strong|well|much|far|high|fast|long|firmly)',
      // worse month after month
      'month by month|month on month',
      // worse with each week
      '(worse|weaker|more|harder|lazier|clumsier|slower) ~2 (each|every|by the) (week|fortnight|month)',
      // worse at each outing of a skill (a gig, a rehearsal, a match): a decline from one to the next
      '(worse|weaker|clumsier|lazier|sloppier|slower) (at|by) (every|each) (rehearsal|gig|session|game|match|practice|shift|class|lesson|performance|concert|show|service)',
      // lazier and lazier, clumsier and clumsier: each time less
      '(lazier and lazier|clumsier and clumsier|weaker and weaker|worse and worse|slower and slower|feebler and feebler)',
      '(worse|weaker) (since|than) (last week|last month|a week ago|the week before|a fortnight ago)',
      '(each|every) (week|day) ~3 (worse|weaker|more)',
      'week by week|week on week',
      // more effort each week
      '(every|each) (week|month) ~4 (more effort|harder|weaker|worse|more of a struggle|more difficult)',
    ],
  },
  progressive_weakness: {
    label: 'weakness that is getting worse',
    terms: [
      // loads that fall from one measure to the next (normalise.ts ends such a sentence on 'weaker')
      '=strength =falling =weaker',
      // the pain easing while the limb fails: a nerve root dying, not a strain healing
      '(pain|ache|aching|sciatica|it) ~4 (is |s |has |has been |a bit |much |itself is )?(easing|eased|better|improving|improved|settling|settled|less|calmer) ~12 (but|yet|however|though|while|whereas) ~12 (weaker|numb|numbness|can not feel|no feeling|gives way|gives out|gave way|folds|buckles|dropping things|dead|drags|dragging|wasting|thinner)',
      // a muscle wasted against the other side
      '(thigh|calf|arm|shoulder|hand|forearm|buttock|muscle|bicep|biceps|quad|quads|thumb pad|shin) ~4 (skinnier|thinner|smaller|wasted|hollow|flatter|shrunk|shrunken|shrinking|gone down) ~6 (than the other|than the left|than the right|next to the|compared|the other side|other one)',
      '/\\d+/ ~1 (cm|centimetres|centimeters|inch|inches|mm) (difference|smaller|thinner|less) ~8 (thigh|calf|arm|forearm|legs|arms)',
      '(thigh|calf|arm|forearm|legs|arms) ~10 /\\d+/ ~1 (cm|centimetres|centimeters|inch|inches|mm) (difference|smaller|thinner|less)',
      // limbs less and less one's own; weaker than a week before; giving way more often than the week before
      '(legs|arms|hands|feet|leg|arm|hand|foot) ~4 less and less ~3 (like my own|like mine|mine|my own|use|strong|steady|reliable|able)',
      '(compared with|compared to|than|since) (last week|last month|a week ago|a fortnight ago|the week before|a few weeks ago|two weeks ago) ~4 (it is |its |it s |they are |theyre )?(weaker|feebler|less strong)',
      '(give way|gives way|giving way|gave way|buckle|buckles|buckled|buckling|collapse|collapses|collapsed|collapsing|fold|folds|folded) ~10 more than (last week|the week before|a week ago|last month)',
      // a wasted muscle, slimmer than its pair
      '(looks|look|looking|gone|has gone|is|got|getting) ~2 (flatter|thinner|smaller|wasted|hollowed|hollow|skinnier) ~2 than (the other|my other|the other one|the other side|my good)',
      // one finger after another stopping working
      '(pinky|little finger|ring finger|middle finger|index finger|thumb|first finger) ~3 (went|gone|stopped|stopped working|gave up|packed up) ~8 (now|then|and now) ~4 (too|as well|also|going|gone)',
      '(muscle|flesh|web) ~2 between ~2 (my |the |her |his )?thumb and ~2 (first|index|pointing) finger ~3 (going|gone|getting|is|looks) ~2 (thin|thinner|hollow|wasted|flat|flatter)',
      // the web muscle of the hand hollowed, the fingers no longer spread
      '(dip|hollow|hollowing|dent|groove|gap) ~4 (in )?(the )?(muscle|flesh|web) ~4 (between|at the base of|by) ~3 (my |the )?(thumb|index finger|first finger)',
      '@CANT ~2 (spread|splay|part|fan out|open out) ~2 (my |the )?fingers',
      // a task failing that was managed some weeks earlier, less managed each week, the thumb's muscle thinner
      '@CANT ~12 (a fortnight|a week|two weeks|three weeks|a month|last week|last month|days) ago (i|he|she) (could|was able|managed)',
      '(each|every) (day|week|month) ~3 (managing|manage|doing|coping with|able to do) less',
      '(fleshy bit|fleshy part|fleshy|pad|mound|web) ~8 (thumb|palm|hand|finger) ~4 (looks|look|looking|gone|got|getting|is) ~2 (thinner|smaller|flatter|hollow|hollowed|wasted|sunken)',
      // grip measured falling
      '(grip|squeeze|squeezing|strength) ~8 /\\d+/ ~2 (kg|kilos|lbs|pounds) ~6 (ago|last week|last month|before) ~4 /\\d+/ ~2 (kg|kilos|lbs|pounds) ~2 (today|now|this week)',
      // losing power week on week, told by the help needed or a task failing
      '(each|every) (day|week|month) ~6 (more help|more support|more and more help|leaning more|relying more|needs more)',
      '(worse|weaker) than (last week|last month|the week before|a week ago) ~6 (worse|weaker) than',
      '@CANT ~4 (pedal|brake|clutch|accelerator) ~10 (worse|getting worse|since last week|each week|every week|weaker)',
      '@NUMB ~3 more (each|every) (week|month)',
      // strength lost by the day or the week, or less than some weeks before
      '(each|every) (day|week|fortnight) ~4 (a bit |a little |slightly |even )?(weaker|feebler)',
      '(each|every) (day|week|fortnight) ~4 (a bit |a little |slightly |even )?less (in it|strong|strength|power|grip)',
      '(weaker|feebler|less strong) (now )?than ~2 (a |last )?(week|fortnight|month|few weeks|two weeks|couple of weeks|three weeks) (ago|before|back)?',
      '(lost|losing) ~2 (the )?(ability|power|strength) ~2 to ~3 (do up|fasten|button|write|hold|grip|walk|lift|stand)',
      '(weeks ago|last week|a week ago|days ago) ~14 (today|now) ~6 (buckled|gave way|gives way|stopped working|stops working|will not work|fails)',
      '(leg|legs|arm|hand|foot) ~3 (stops|stopped|keeps stopping) working',
      '(each|every) (day|week|month) ~5 (gets|getting|is|feels|grows) ~2 (weaker|feebler|more useless|heavier|less use|harder|more difficult|tougher)',
      '(each|every) (day|week|month) ~3 (my )?(leg|legs|arm|arms|hand|hands|grip|walking|balance|foot) ~3 (gets|getting|is|feels|grows) ~2 worse',
      '(each|every|by the) (day|week|month) ~3 (more|even more|much more) ~2 (weak|weaker|bad|worse|clumsy|difficult)',
      '(before|used to|a month ago|last month|weeks ago) ~8 now ~3 (can not|cannot|struggle|unable|could not)',

      '(walking|walk|grip|hands|legs|balance|strength) ~5 (getting worse|worse and worse|deteriorating|going downhill|harder and harder|declining)',
      '(legs|arms) ~3 (feel|feeling|felt) ~3 (heavy|stiff|weak|like lead|like concrete) ~6 (worse|more|getting|each|every)',

      '(weak|weaker|weakness|strength|power|grip|grip strength) ~5 (getting worse|worse|worsening|spreading|increasing|progressing|each day|every day|each week|every week|by the day|by the week|day by day|week by week|more and more|going|deteriorating|fading|less and less|over the weeks|over weeks)',
      '(getting|becoming|grown|growing|gone|got|gotten|more and more|increasingly|progressively|steadily|gradually) ~2 (weak|weaker|feeble|feebler|useless|clumsy|clumsier|wobbly|wobblier|shuffly|unsteady|doddery)',
      '(losing|lost|loss of) (more )?(strength|power|grip|muscle) ~4 (every|each|by the|over|week|day|month|since|gradually)',
      '(can do|could do|manage) less ~3 (each|every|by the|and less)',
      '(weak|weaker|weakness) ~4 (than|compared to) ~3 (last week|last month|before|a week ago|a month ago)',
      '(give way|gives way|giving way|gave way|buckle|buckles|buckling|collapse|collapses|drop|drops) ~8 (more often|more and more|more frequently|increasingly|getting worse|worse and worse|every day now|daily now)',
      '(muscle|muscles|calf|thigh|hand|arm) ~3 (wasting|shrinking|thinner|smaller|withering)',
      '(now|down to|dropped to|reduced to) /[0-4]\\/5/ ~3 (from|was|previously|last week)',
      '/[0-4]\\/5/ (from|down from|was) /[1-5]\\/5/',
      // power graded lower today than at the last visit (the grade before higher: never a recovery)
      '/[0-3]\\/5/ ~2 (today|now|this week|on review) ~3 (was|from|down from|previously) /[45]\\/5/',
      '/[0-2]\\/5/ ~2 (today|now|this week|on review) ~3 (was|from|down from|previously) 3/5',
      '(managed|could do|did|do|manage) ~2 (/\\d+/|a few|only|just|two|three|one) ~6 (and )?now ~2 (none|zero|nothing|not one|not even one|can not)',
      '(power|strength|grip) ~3 (is |that is )?(disappearing|going|vanishing|fading|slipping away|draining)',
      '(every|each) week ~5 (slip|slips|another notch|a notch)',
      // giving way a little more each week
      '(each|every|by the) (day|week|month) ~3 (gives way|give way|giving way|buckles|buckle|buckling|gives out|give out|fails|drops) ~3 more',
      '(gives way|give way|giving way|buckles|buckle|buckling|gives out|give out|fails|drops) ~4 more ~2 (each|every|by the) (day|week|month)',
      '(triceps|biceps|arm|leg|grip|quad|quads|calf|hand|legs|arms) ~3 (is |are )?(fading|disappearing|wasting|shrinking|weakening)',
      '(my )?(legs|arms|hands|leg|arm) (are|is) (going|giving out|giving up)',
      '(went|gone|dropped) from ~4 (to|down to) ~3 (failing|struggling|barely|only)',
      'weaker and weaker|feebler and feebler|clumsier and clumsier|more and more useless|less and less strength',
      '(last week|last month|a week ago|days ago|weeks ago) ~12 (this week|this month|now|today) ~3 (can not|could not|unable|struggle|struggling|no longer)',
      '(gets|getting|got|grows|growing|feels|is) ~2 (weaker|heavier|feebler|more useless|clumsier|more wobbly) ~2 (every|each|by the) (day|week)',
      '(more|even more|getting more) ~1 (weak|weaker|clumsy|wobbly|unsteady|useless) ~2 (every|each|by the) (day|week|month)',
      // limbs heavier week on week, falls more often, a muscle wasting
      '(legs|arms|hands|leg|arm) ~5 (getting|becoming|growing|gone|got) ~2 (heavier|stiffer|clumsier|weaker) ~6 (over|each|every|for|since|week|weeks|month)',
      '(tripping|falling|stumbling|dropping things) more ~2 (each|every|by the) (week|day)',
      '(muscle|muscles) ~6 (looks|look|is|are|gone|got|getting) ~2 (thinner|smaller|wasted|hollow|flatter)',
      // grip strength measured falling
      '(grip|strength|power|gauge|reading|dynamometer) ~6 (dropped|fallen|fell|down|gone down|went down|reduced|declined) from /\\d+/ ~2 to /\\d+/',
    ],
    except: [
      // walking or riding down a hill, not a decline
      '(ache|aches|aching|hurt|hurts|sore|pain|painful|worse|knee|knees|hip|hips|walking|walk|running|run|cycling|riding|skiing|coming|going) ~3 (going|walking|running|coming|riding|cycling|skiing|jogging) (downhill|down hill|down hills|down the hill)',
      // a limb that moves further every day is recovering
      '(every|each) day ~4 (i can|i am able to|able to|it can|can) ~3 (bend|move|straighten|lift|walk|do|use) ~4 (a bit |a little |slightly |even )?(more|further)',
      // patience, resolve or a signal that weakens is no limb
      '(patience|willpower|will power|resolve|motivation|wifi|signal|battery|grip on reality) ~3 (getting|is|s|has|gets|grows|growing) ~2 (weaker|thinner|worse)',
      // an ache on gripping or turning is a provoking task, not a grip failing
      '(ache|aches|aching|hurts|hurt|sore|pain|painful|twinges) ~3 (when |while |on |with )?(gripping|grip|holding|grasping|turning|twisting) (the|a|my|onto|on to|keys|things|objects|handles|tools)',
      // legs weak after a marathon or leg day
      '(marathon|half marathon|race|leg day|squats|hike|training session|ultra|triathlon) ~14 (weak|weakness|weaker)',
      // the swelling or bruising gone is healing, not a limb gone weak
      '(swelling|bruising|bruise|bruises|pain|ache|redness|heat|puffiness|limp|cast|boot|splint|crutches) (has |have |is |had |now )?(gone|went)',
      // strength returning week by week is recovery
      '(gets|getting|got|growing|grown) ~2 stronger',
      // pain a notch worse each week is the pain growing, no weakness
      '(notch|bit|touch) ~1 (worse|sorer|more painful|more sore)',
      '(stronger|better|improving|improves|recovering) ~3 (every|each|by the) ~1 (week|day|month)',
      // heaviness after prolonged exertion: fatigue
      '(legs|leg) ~3 (feel|feels|felt) ~2 heavy ~6 (end of|after) ~3 (the |each |a |every )?(day|days|walk|hike|trek|climb|run|shift)',
      // a weaker stream, erection, voice or eyesight is no limb's power
      '(erection|erections|stream|flow|voice|eyesight|vision|memory|libido|sex drive|signal|battery|wifi|hearing|heartbeat|pulse) ~5 (weak|weaker|weakening|feeble|feebler)',
      // a numb patch that is shrinking is recovering
      '(patch|area|numb patch|numbness|tingling) ~8 (shrinking|getting smaller|smaller)',
      // a hand 'going numb' or 'going to sleep' tells numbness, not a limb failing
      '(legs|arms|hands|leg|arm|hand) (are|is) going (numb|dead|to sleep|tingly|pins and needles)',
    ],
    explainedBy: [
      // strength coming back with rehabilitation: a limb recovering, not one failing
      '(getting|gets|got|growing|coming back|come back|returning) ~2 (stronger|back) ~4 (with|thanks to|since|from|doing|through) ~2 (the |my |his |her )?(physio|physiotherapy|exercises|rehab|hand therapy|therapy|gym)',
    ],
  },
  foot_drop: {
    label: 'foot drop',
    terms: [
      // a floppy, slapping foot
      '(foot|feet) ~4 (floppy|floppier|flops|flopping|slaps|slapping|slapped)',
      '(leg|foot) ~2 (drags|dragging|drag|dragged) ~2 (behind)?',
      '(catch|catching|catches|caught|snag|snagging|stub|stubbing) ~3 (my )?(toe|toes|foot) ~4 (on|over) ~3 (the )?(pavement|kerb|curb|ground|floor|carpet|step|steps|rug|road)',
      '(shoe|shoes|toe|toes) ~2 (scuffs|scuffing|scuffed|drags|dragging|slaps|slapping)',
      '(foot|feet|toes) ~4 (drop|dropped|drops|drag|drags|dragging|slap|slaps|slapping|flop|flops|floppy|catch|catches|catching|scuff|scuffs|scuffing|will not lift|would not lift|does not lift|does not clear|not lifting|hangs|hanging|limp)',
      '(drag|dragging|drags|scuff|scuffing|scuffs) ~3 (my )?(foot|leg|toes|feet)',
      '@CANT ~3 (lift|raise|pull up|point|flex|bring up|cock up) ~4 (foot|feet|toes|front of my foot|ankle|big toe)',
      '(=trip|=trips|=tripping|=stumble|=stumbling|=catch) ~4 (over|on)? ~2 (nothing|my own feet|my toes|my foot|kerbs|kerb|curb|curbs|carpet|rug|edges|the edge|tiny|small|flat ground)',
      // one trip on a kerb is a trip; tripping over nothing is a sign
      '(tripped|stumbled) ~3 (over|on)? ~2 (nothing|my own feet|flat ground|thin air|my toes)',
      '(high stepping|lift my knee high|lifting my knee high|have to lift my leg high)',
      '(flip flop|flip flops|slipper|slippers|shoe|shoes) ~4 (fall|falls|falling|come|comes) off',
      '(foot|front of my foot|toe|toes) ~3 (scrapes|scraping|scrape|scuffs|scuffing|drags|catches) ~3 (along|on) ~2 (the )?(ground|floor|pavement)',
      '(walk|walking) on my heels ~8 (can not|could not|not at all|no longer)',
      '(worn|wearing|wore) ~3 (a )?hole ~4 (toe|toes) ~3 (boot|shoe|shoes|boots)',
      '(toes|forefoot|front of my foot|foot) ~3 (no longer|will not|would not|does not|can not|do not) ~1 (lift|come up|raise|clear)',
      '(fling|flick|swing|throw|hitch|hike) ~3 (the |my )?leg ~3 (forward|out|round|from the hip)',
      '(falling|fall|falls|fell|stumbling|stumble|tripping) ~2 over nothing',
      '@CANT ~2 (walk|stand|balance|go|get) ~2 on ~2 (my )?(heel|heels)',
      '(drag|dragging|drags) (am|it|him|her) ~3 (when|as|while) ~2 (i |he |she )?(walk|waka|walking)',
      // 'my foot is falling down when I walk', 'I hit my toes on the floor'
      '(foot|feet|toes) ~3 (fall|falls|falling|fell|flopping|flops) ~2 (down|forward)? ~3 (when|as|while) ~2 (i |he |she )?(walk|walking|step|stepping)',
      '(hit|hitting|hits|bang|banging|knock|knocking) ~2 (my |the )?(toe|toes|foot) ~3 (on|against|into) ~2 (the )?(floor|ground|pavement|carpet|step|steps|stairs)',
      // foot drop told by its gait: slapping, catching toes, no dorsiflexion
      '(foot|feet|toes) ~4 (flap|flaps|flapping|smack|smacks|smacking|snag|snags|snagging)',
      '(no|zero|lost|without) ~2 (power|strength) ~2 to (pull|lift|bring|raise|cock) ~3 (the |my )?(foot|toes|front of my foot) ~2 up',
      // a foot that cannot be pulled up; a floppy ankle
      '@CANT ~3 (pull|bring|lift|raise) ~2 (my |the )?(foot|toes) (up|towards me|back)',
      '(ankle|ankles) ~3 (floppy|floppier|flops|flopping|slaps|slapping)',
      // a foot gone lazy or slow to lift (on a pedal, off the ground)
      '(foot|feet|toes) ~4 (lazy|lazier|sluggish|slow to lift|slower to lift|will not lift off|would not lift off|does not lift off)',
    ],
    except: [
      // an idiom for putting off a task ('been dragging my feet about booking it')
      '(drag|dragging|dragged|drags) my (feet|heels) ~1 (on|over|about|with) ~3 (booking|going|seeing|doing|making|sorting|calling|ringing|this|it|the|a|getting)',
      // the sign tested for in a class or a check, not had
      '(testing|tested|test|tests|check|checking|checked|assess|assessing|examine|examining|screen|screening) ~4 for ~2 (foot drop|drop foot)',
      // a precordial catch is a chest twinge
      'precordial catch|(catch|catches) (and )?nothing (serious|wrong|to worry)',
      // a pun on a load dropped on the foot
      '(foot drop|foot drops|dropped on my foot) ~4 (literal|literally|haha|lol|joke|pun|ha)',
      '(limp|limping|dragging|drag|drags) ~12 (blister|blisters|corn|verruca|splinter|new boots|new shoes|rubbing|ingrown)',
      '(foot|leg) ~3 (will not|would not|does not|can not) ~2 (lift|push|raise) me',
      '@CANT ~3 (raise|lift|get|rise) ~3 (myself|me)? ~2 (up )?(on|onto) ~2 (my |the )?(toes|tiptoe|tiptoes)',
      '(foot|feet|toes|leg) ~6 (drop|dropped|drops|flopped|flop|flops|floppy|drag|drags|dragging) ~14 (/(19|20)\\d\\d/|for years|exactly the same|same ever since|not changed|unchanged|no change|stable)',
      // a leg swung out in a dance step
      '(swing|swinging|fling|flinging|kick|kicking|throw) ~3 (the |my |that )?leg ~3 (out|forward|round) ~6 (step|steps|dance|dancing|routine|move|moves|kick|grapevine|class)',
      // pain as the leg swings out is a movement that hurts, not a gait that clears a dropped foot
      '(tight|tightness|sore|hurts|hurt|pain|painful|twinge|twinges|pulls|pulling|aches|ache|catches|pinches) ~4 (when|if|as|whenever) ~3 (swing|swinging|fling|flinging|kick|kicking|lift|lifting) ~3 (the |my |that )?leg',
      // a limp or dragged foot acted on stage
      '(playing|play|played|acting|act|acted|rehearsal|rehearsals|rehearsing|role|part|character|pretending|pretend|fake|faking|impression) ~10 (drag|dragging|drags)',
      '(playing|play|played|acting|act|acted|rehearsal|rehearsals|rehearsing|role|part|character|pretending|pretend|fake|faking|impression) ~10 (limp|limping)',
    ],
    explainedBy: [
      // childhood polio or another lifelong cause of a dropped foot, or one unchanged for years: not progressive
      '(polio|cerebral palsy|spina bifida|since birth|from birth|since childhood|as a child|as a kid)',
      '(same|unchanged|no change|not changed|not got worse|stable) ~4 (for|in|over) ~2 (/\\d+/|ten|twenty|thirty|forty|fifty|many|several) years',
      // a toe caught in new, chunky or heavy footwear
      '(it is|its|because of|blame|blaming|due to|thanks to|down to|caused by) ~3 (new|chunky|heavy|steel toe|steel toecap|steel toecapped|safety) ~2 (boots|shoes|trainers|wellies|wellingtons|clogs)',
      // a transient peroneal palsy from crossed legs or a sitting posture
      '(legs crossed|crossed legs|crossed my legs|cross my legs|cross legged|sitting on my foot|sat on my foot|sitting on my leg|sat on my leg|=perch on|=perched on|=perching on)',
      ...LIFELONG_CLUMSINESS,
    ],
  },
  spreading_numbness: {
    label: 'spreading numbness',
    terms: [
      // numbness that began in the fingers or toes and now reaches a joint further up, or is still climbing
      '(started|began|begun|was|were) ~3 (in )?(my |the )?(fingertips|finger tips|fingers|toes|feet|hands|foot|hand|toe|finger|thumb) ~10 (now|and now|by now|today) ~6 (up to|up past|as far as|past|into|above) ~3 (my |the |both )?(knees|knee|ankles|ankle|shins|thighs|hips|waist|elbows|elbow|wrists|wrist|shoulders|calves|forearms|forearm|arms|legs)',
      '@NUMB ~12 still (climbing|creeping|spreading|moving up|going up)',
      // tingling last week, numb or weak this week
      '(last week|a week ago|at first|to start with|first) ~9 (tingly|tingling|pins and needles|numb) ~8 (this week|now|today) ~6 (numb|dead|no feeling|can not feel|weak)',
      // numbness that has climbed up the limbs
      '(numbness|numb|tingling|pins and needles|no feeling) ~3 (has )?(come|crept|spread|moved|gone|climbed|risen|creeping|spreading) ~2 (right )?up (to|past|into|as far as) ~2 (my )?(knees|knee|thighs|shins|ankles|waist|hips|elbows|wrists|calves)',
      // first one finger, now all of them and up the arm
      '(first|at first|started|began) ~4 (only )?(the )?(small|little|one|ring|index|middle) (finger|toe) ~5 now ~3 (all|whole|half|the whole|up)',
      // where the numbness was some days back and how far it reaches now
      '@NUMB ~3 (was|were|started|began) ~10 (ago|last week|at first) ~8 (up to|reached|reaches|into|past|as far as|all the way)',
      // numbness that has reached further by now
      'now ~2 (the )?(numbness|numb|tingling|deadness|pins and needles) ~2 (is|has|goes|reaches|has gone|has spread|spread|has crept) ~2 (up|into|past|to|above|over)',
      '(feeling|sensation|numbness|tingling|pins|sock feeling|glove feeling|deadness) ~3 (has )?(crept|crawled|spread|moved|climbed|travelled|traveled|gone) up ~3 (to|into|past) ~2 (my )?(knee|knees|shin|thigh|hip|elbow|wrist|shoulder|ankle|calf)',
      '(creeping|spreading|spreads|moving|growing|climbing) ~4 (further|more|bigger|wider|up|higher) ~3 (every|each) (day|week)',
      '@NUMB ~3 (more and more|more each day|more every day|further each day|worse each day)',
      '(first|at first) ~3 (only )?(the )?(toes|toe|foot|fingers|thumb|hand) ~4 (now|then|today) ~3 (up to|up|into|the whole|whole)',
      '(began|started) ~3 (in )?(my )?(right |left )?(thumb|toes|fingers|foot|hand) ~12 (today|now|by) ~5 (up to|into|whole)',
      // a numb digit (a big toe, a little finger) whose numbness now reaches the whole foot or hand, or more
      '@NUMB ~3 (started|began|was) ~2 (in|at) (my |the )?(left |right )?(big |little |small |middle |ring |index )?(toe|finger|thumb) ~8 now ~4 (the whole|whole|all of|all|up|into|past|as far as)',
      '(started|began|was) ~3 (in )?(my )?(toes|feet|fingers|hands|foot) ~6 (now|and now|since) ~3 (up to|up|reached|reaching|at|into|past) ~3 (my )?(knees|ankles|shins|thighs|hips|waist|elbows|wrists|shoulders|calves)',
      '(numb|numbness|tingling|tingle|pins and needles|dead feeling|no feeling) ~12 (spread|spreads|spreading|spreaded|moving|moved|creeping|crept|travel|travelled|traveling|getting worse|worse|bigger|further|more|wider|reaching|reached|climbing|climbed|expanding|growing|grown|now goes|now in|now up|now into|now reaches)',
      '(spread|spreading|creeping|moving|travelled|traveled|crept|climbing) ~4 (numb|numbness|tingling|pins and needles|dead feeling)',
      '(numb|numbness|tingling|pins and needles) ~4 (now|also) ~3 (reach|reaches|gone|got to|up to|into|in|both)',
      '(first|started) ~3 (numb|tingling|tingly) ~6 (now|then) ~4 (whole|all|both|up|into)',
      '(numbness|numb|tingling|pins and needles|patch) ~14 (spread|spreading|spreads|crept|creeping|moved up|moving up|climbing|crawling|reached|reaching) ~4 (up|over|to|my|the)',
      'like a tide',
      // a numb patch that began in one place and has since reached further
      '(numb|numbness|tingling|tingly|dead) ~2 (patch|area|spot|strip|bit) ~3 (started|began|was) ~12 (now|since|and now) ~4 (up|into|reaches|reached|covers|covering|gone|spread|bigger|further)',
      '(started|began) ~3 (in )?(my )?(right |left )?(thumb|toes|fingers|foot|hand) ~12 now ~3 (going|gone|went|moving|creeping|climbing|spreading) (up|into|along)',
      // numbness that was one small place and now is more
      '@NUMB ~3 (used to be|was|started as|started in|started with) ~2 (just|only) ~8 now ~4 (the whole|all of|all|most of|whole|my whole|up to|spread)',
      // numbness that has come up to the next joint
      '(dead|numb|numbness|tingling|dead feeling|no feeling|pins and needles) ~10 (come|comes|came|coming|gone|went|moved|moving|got|gets|crept|creeping) up (to|past|into|as far as) ~2 (the |my )?(ankle|knee|shin|calf|thigh|hip|wrist|elbow|shoulder|waist|groin)',
    ],
    explainedBy: [
      // an aura that spreads and passes
      '(aura|auras)',
      // a dental injection's numbness spreading over the lip and cheek
      DENTAL_NUMBING,
    ],
    except: [
      // tingling worse in a position: what provokes it, not a spread
      'worse (when |on |with |if |after |while )?(turning|looking|bending|sitting|lifting|typing|driving|reaching|tilting)',
      // numb to pain as an idiom ('numb to the touch' is a sign)
      'numb to (the pain|pain|it all|everything|all of it|the world|the news|criticism)',
      // worse when the head tilts is what provokes it, not spread
      '(numb|numbness|tingling|tingle|pins and needles) ~12 worse (when|with|if|on|after|as|whenever|at|in)',
      // tingling that goes off when the arm or leg is moved is pressure on a nerve, not spread
      '(when|if|once|as soon as|whenever) ~2 (i|you) (move|moved|shake|shook|shift|shifted|straighten|straightened|change position)',
      // a garden patch, not a patch of skin
      '(veg|vegetable|potato|garden|allotment|lawn|bald|damp|rough|sticky|cabbage|strawberry|pumpkin|onion|carrot) patch',
    ],
  },
  clumsy_hands: {
    label: 'clumsy hands',
    terms: [
      // small things, tools and work held by the hand that slip or cannot be picked up
      '(dropping|drop|dropped|drops|keep dropping) ~3 (screws|nails|pins|needles|coins|beads|washers|bolts|tablets|pills|cards|stitches)',
      '(hammer|spanner|screwdriver|tools|tool|pen|knife|racket|club|bat|brush|trowel|drill|bar|paddle) ~2 (slipping|slips|slipped|sliding|slides|falls|falling|flying) ~2 (out|from) ~3 (my |the )?(hand|hands|grip|fingers)',
      '(hand|fingers) ~3 (opens|open|opening|opened|gives|gives out|lets go) ~3 (on|of) (the )?(bar|handle|rope|rail|weight|kettlebell|dumbbell)',
      '@CANT ~2 (count|pick up|hold|sort) ~3 (coins|change|money|notes)',
      // fasteners that can no longer be done up
      '(can not|cannot|could not|struggle to|struggling to|no longer|not able to) ~2 (do|do up|manage|undo|fasten) ~3 (poppers|press studs|zip|zips|hooks|clasp|clasps|necklace|earrings)',
      '(fingers|hands|hand) ~3 (gone|going|are|feel|feels|have gone) (stupid|clumsy|useless|thick|dumb|idiotic)',
      '(hit|hits|hitting|play|playing) ~2 wrong (keys|letters|notes|buttons|strings)',
      // an instrument's fingering that no longer forms or lands
      '(fingers|finger|thumb|thumbs|hand) ~4 (land|lands|landing|landed|end up|ends up|fall|falls|falling) ~2 (on )?(the )?wrong (strings|string|keys|key|notes|frets|fret|holes|buttons|letters)',
      '(chord|chords|chord shapes|shapes|scales|fingering|fingerings) ~6 (will not|would not|do not|does not|can not|no longer|not) ~2 (form|come|work|happen|go down|land)',
      // fine hand tasks failing: typing, hair, buttons, holding a knife
      '(thumbs|thumb|fingers|finger) ~3 (miss|missing|missed|hit the wrong|hitting the wrong) ~3 (letters|keys|buttons|screen)',
      '@CANT ~3 (do|tie|fasten|do up|manage) ~3 (hair|bobbles|bobble|buttons|laces|zip|earrings|necklace|bra|plaits)',
      '(knife|cup|mug|pen|phone|keys|glass|fork|spoon|cutlery|things|stuff|tray) ~2 (fall|falls|fell|slip|slips|slipped|drop|drops|dropped) ~3 (out of|from) ~2 (my )?(hand|hands|fingers|grip)',
      '@CANT ~3 (hold|grip) ~3 (the |a |my )?(knife|pen|fork|spoon|cup|mug|phone|cutlery|tools|scissors) ~3 (good|well|properly|steady|right)',
      '@CANT ~2 (pick up|hold|grip|manage) ~2 (coins|buttons|small things|pins|needles|a pen|cutlery|change|penny|pennies)',
      '@CANT ~2 (do|manage) ~2 (my )?(knitting|sewing|crochet|embroidery)',
      '(struggle|struggling|fumble|fumbling|difficulty|trouble) ~4 (buttons|clasp|clasps|zips|laces|keys|coins|necklace|earrings|fiddly)',

      '@CANT ~2 (do|fasten|manage|undo) ~3 (buttons|zip|zips|laces|shirt|bra)',

      '(hands|fingers) ~4 (numb|tingling|tingly|clumsy|stiff|useless) ~6 (both|drop|dropping|buttons|writing|keys|cups)',
      '(fine|small) (movements|tasks|jobs) ~4 (hard|harder|difficult|struggle|impossible)',

      'clumsy|clumsier|clumsiness|fumble|fumbling|fumbly|butterfingers|butter fingers|cack handed',
      '(dropping|drop|dropped|drops) ~2 (things|cups|mugs|my keys|keys|stuff|everything|my phone|glasses|cutlery|objects|pens|buttons|the buttons|coins|pins)',
      '@CANT ~3 (do up|undo|fasten|button|use|put in|put on) ~3 (buttons|zip|bra|shirt|coat|keys|fork|chopsticks|phone|laces|earrings|earring|necklace|jewellery|clasp|hooks|studs)',
      '(buttons|fine tasks|fiddly|coins|laces|zips|zip|needle|pen|writing) ~4 (hard|harder|difficult|struggle|struggling|impossible|can not|clumsy|fumble)',
      '(hands|fingers) ~4 (will not|would not|do not|not) ~2 (do what i|work|obey|cooperate|behave|coordinate)',
      // dexterity lost
      '(reduced|poor|loss of|lost|losing|worse|worsening) (dexterity|fine motor|fine motor skills|coordination in my hands|hand coordination)',
      // things dropped from the hand again and again
      '(dropped|dropping|drop|drops|keep dropping) ~3 (my |the )?(brew|cup|mug|tea|coffee|drink|keys|phone|pen|fork|spoon|glass|things|stuff|cutlery) ~3 (twice|again|three times|all the time|several times|a few times|this week|every day)',
    ],
    except: [
      // a bra or a zip done up behind the back is a shoulder's reach, not the fingers
      '(bra|zip|apron|dress|necklace) ~4 (at the back|behind my back|behind me|up my back|round the back)',
    ],
    explainedBy: [
      // hands numbed by cold water or wind
      '(in|into|through|from|by) (the )?(freezing|icy|cold|ice) (water|sea|river|wind|weather|air)',
      // thick or protective gloves blamed for the fumbling (not hands that feel as if in gloves)
      '(because of|due to|blame|it is|its|caused by|from wearing) ~3 (thick|heavy|work|protective|safety|cut resistant|chainmail|rubber|padded) ~2 (gloves|glove|gauntlets)',
      // fingers slow in a freezer room until warmed
      '(cold store|freezer|chiller|cold room|walk in freezer)',
      '(warm up|warmed up|warming up) ~4 (fine|ok|okay|normal|better)',
      // fingers clumsy from the cold, warmed back on a radiator
      '(from the cold|in the cold|without gloves|no gloves|freezing cold|icy|frostbite|raynaud|raynauds|on the radiator)',
      // hands cold or wet
      '(hands|fingers) ~3 (were|was|are|felt|feel|had been) ~2 (freezing|frozen|icy|wet|numb with cold|slippery|greasy|soapy)',
      ...LIFELONG_CLUMSINESS,
    ],
  },
  handwriting: {
    label: 'worsening handwriting',
    except: [
      // writing judged for its content by a reviewer or a tutor, not the hand's
      '(reviewer|reviewers|editor|editors|tutor|tutors|teacher|lecturer|supervisor|marker|markers|examiner|examiners|boss|publisher|agent) ~6 writing',
      // handwriting that has always been poor is not worsening
      '(handwriting|writing|hand writing) ~6 (always|all my life|since school|since childhood|since forever)',
      '(handwriting|writing|hand writing) ~6 since ~1 (primary|secondary|junior|infant|infants|grammar|high) school',
      '(handwriting|writing|hand writing) ~6 since i was (a kid|a child|little|small|young|at school)',
      '(handwriting|writing|hand writing) ~14 (splint|cast|plaster|bandage|sprain|sprained|injured|wrong hand|other hand|non dominant|strapped)',
      // writing that tires after hours of use and recovers overnight
      '(writing|handwriting) ~6 (messy|worse|sloppy|scrawl|scrawly|untidy) ~12 (normal|fine|ok|okay|better) ~3 (next day|the next day|after a rest|after resting|the day after|in the morning|by morning)',
      // writing a message, not handwriting
      '(reason i am writing|i am writing|writing this|writing to|writing for|writing on behalf)',
    ],
    terms: [
      // a signature or writing that no longer looks like one's own
      '(handwriting|writing|signature) ~12 not ~2 (look|looks|looking|looked) like (mine|my own|my writing|my handwriting|my signature|me)',
      // handwriting gone illegible
      '(gone|went|going) from neat to ~2 (a )?(scrawl|scribble|mess|illegible)',
      '(writing|lists|handwriting|signature|notes) ~6 (scrawl|scribble|illegible|unreadable)',
      '(handwriting|writing|signature) ~8 (spider|like a child|like a drunk|scrawl)',
      '(handwriting|writing|signature) ~12 (deteriorated|worse|messy|spidery|shaky|illegible|not look like mine|not like mine|unrecognisable)',

      '(writing|handwriting|letters) ~6 (bad|shaky|shaking|big|large|wobbly)',

      '(handwriting|hand writing|penmanship|writing|signature|sign my name) ~6 (worse|messy|messier|spidery|shaky|illegible|scrawl|scrawly|wobbly|deteriorated|gone|changed|like a child|unreadable|all over the place|tiny|small|smaller|cramped)',
      '(can not|could not|nobody can|no one can|hard to|struggle to) read ~3 (my )?(handwriting|writing|notes|lists|list|signature)',
      '(writing|handwriting) ~8 (like a|as if a|looked like a) ~3 (child|kid|five year old|toddler|spider)',
      '(writing|handwriting) ~12 (worse again|getting worse|deteriorat|messier|scrawl|worse and worse)',
      '(handwriting|writing|signature) ~8 (not same|not the same|different|chicken scratch|scrawled)',
    ],
    topics: ['writing'],
    explainedBy: [
      // fingers stiff with cold, writing fine again once they are warm
      '(cold|freezing|frozen|chilly|icy) ~6 (fingers|hands|flat|house|home|room|weather|outside|office)',
      '(fingers|hands) ~3 (cold|freezing|frozen|stiff with cold|numb with cold)',
      '(fine|better|normal|ok|okay) (once|when|after) (they|my hands|my fingers|i) ~2 (warm|warmed|warms|thaw|thawed) ~1 (up|out)?',
      // handwriting gone messy from hours of writing an exam: tired, not weak
      '(because of|from|after|due to|cos of|thanks to) ~3 (exam|exams|essay|essays|dissertation|revision|lecture|lectures|hours of writing|writing all day|long shift|test|tests)',
      // writing untidy after hours of essays
      '(because|from|due to) ~4 (writing|typing) ~6 (essays|exams|for hours|long hours|all day|a lot|so much)',
      // a signature or writing done on a screen with a stylus, not with a pen
      '(signing|sign|signature|signatures|writing|write) ~3 (on|with) ~2 (a |the )?(tablet|tablets|stylus|touchscreen|touch screen|signature pad|ipad|screen|screens)',
      // writing with the non-dominant hand, the other splinted
      '(writing|write|wrote) ~3 with my (left|right|other|wrong|weaker|non dominant) hand',
      '(splint|in a cast|in plaster|plaster cast|brace)',
      // writing untidy because the thumb aches with arthritis
      '(arthritis|arthritic|thumb aches|thumb hurts|sore thumb|fat pen|fatter pen|thicker pen|pen grip)',
      '(because|because of|due to|as|since) ~8 (splint|cast|plaster|sprain|sprained|bandage|sling|brace)',
      // writing spoiled by a painful or stiff hand, not by a failing nerve
      '(because|because of|due to|as|since) ~8 (pain|painful|sore|hurts|hurting|arthritis|arthritic|stiff|swollen|tender)',
      // a long-standing tremor, not a new loss
      '(tremor|tremors)',
    ],
  },
  unsteady_gait: {
    label: 'an unsteady walk',
    terms: [
      // drifting into the walls of a corridor; wobblier by the week
      '(drift|drifting|drifts|drifted|veer|veering|veers|bumping|bump|bounce|bouncing|ricochet|ricocheting) ~3 (into|off|against) ~3 (the )?(wall|walls|doorframe|doorframes|door frame|hallway|corridor|furniture)',
      'wobblier|wobblier and wobblier|more and more wobbly|unsteadier',
      // walking about only with a hand on the walls
      '(hold|holding|held|cling|clinging|grab|grabbing) ~2 (on to|onto|on) ~2 (the )?=walls',
      // stumbling, again and again, on level paths
      '(stumbling|stumble|stumbles) ~3 (on|over|along) ~2 (the )?(path|pavement|flat ground|nothing|level ground|my own feet)',
      // unsteady on the feet, worse in the dark (balance leaning on the eyes)
      '(unsteady|wobbly|off balance|staggering|all over the place) ~4 on my feet ~8 (dark|at night|eyes closed|lights off)',
      // walking like a drunk without drink
      '(walking|walk|walks) ~6 (all over the place|like i am drunk|like a drunk|staggering|weaving|zig zag|zigzag)',
      '(veering|veer|veers|lurching|lurch|drifting|pulling|keep falling|keeps falling|falling) (to|towards) (the )?(left|right|one side)',
      '(swaying|sway|rocking|rolling) ~4 like ~4 (ship|boat|at sea|on a ship|sailor)',
      '(feel|feels) like ~3 (on|walking on|standing on) ~2 (a )?(mattress|sponge|cushions|pillows|clouds|marshmallow)',
      '(walk|walking|walks) ~3 like ~7 (ship|boat|drunk|sailor|at sea)',
      '@CANT ~3 walk ~3 straight line',

      'lurch|lurching|shuffle|shuffling|shuffly|reeling',
      '(walk|walking|walked) ~4 (like i have had|had a few|a few drinks|been drinking|had a drink)',
      '(need|needing|needs|rely|relying) ~3 (wall|walls|rail|rails|furniture|banister|bannister|stick|cane|frame|support) ~4 (more|walk|walking|balance)?',
      '(fallen|fell|falls|falling) ~3 (twice|three times|several times|a few times|again and again|more and more|more often)',
      '(feel|feels) like (they|it) (belong|belongs) to someone else',

      'unsteady|unbalanced|wobbly|stagger|staggering|staggered|ataxic|ataxia',
      '(off|lost|losing|lose|poor|bad|worse|no|gone) ~2 balance',
      'balance ~3 (off|poor|worse|bad|gone|going|shot|terrible|awful|funny)',
      '(walk|walking|walked|gait|steps) ~6 (drunk|drunken|wide|unsteady|wobbly|veer|veering|weave|weaving|zigzag|stiffly|stiff legged|like a robot)',
      '(keep|keeps|kept|keeping) ~2 (falling|tripping|bumping|losing balance|stumbling|veering)',
      '(hold|holding|grab|grabbing|touch|touching|use|using) ~3 (wall|walls|rail|rails|furniture|banister|bannister|stick|cane) ~4 (walk|walking|steady|balance|get about|move)',
      '(feet|legs) ~3 (feel|feels) ~2 (like|as if|as though) ~3 (cotton wool|walking on|on sponge|not mine|jelly|wood)',
      // a new need for support: 'now I hold the banister', 'have to use the rail on the stairs'
      '(now|started|start|starting|have to|need to|must) ~3 (hold|holding|grab|grabbing|use|using|cling|clinging) ~3 (banister|bannister|handrail|rail|railing|wall|walls|furniture)',
      '(walk|walking|walks) ~6 (like|as if) ~2 (a )?(drunk|drunken)',
      '(go|going|goes|swerve|swerving|weave|weaving|veer|veering|sway|swaying|zigzag|zig zag) ~2 (left and right|side to side|from side to side)',
      '(walk|walking|walks) (different|differently|funny|strange|oddly|weird|wrong)',
      // 'I am falling to the sides when I walk'
      '(fall|falling|falls|lean|leaning|leans|veer|veering|veers|pull|pulling|pulled|tip|tipping) ~2 to (the )?(side|sides|one side|left|right) ~4 (when|as|while) ~2 (i |he |she )?(walk|walking|stand|standing)',
      // walls bounced off, toppling to one side
      '(bouncing|bounce|bounced|pinging) off ~2 (the )?(walls|wall|furniture|doorframes|door frames)',
      '(can not|cannot|could not) (stand|walk) ~3 without (toppling|falling|tipping|leaning|veering|holding on)',
      '(toppling|topple|veering|lurching) ~3 (to the )?(right|left|one side|sideways)',
      // upright only with support
      '(could not|can not|cannot|unable to) ~1 (stand|walk|stay upright) ~2 without ~2 (grabbing|holding|hanging on|clinging|leaning|gripping)',
    ],
    except: [
      BED_REST_WEAKNESS,
      '(prosecco|wine|beer|alcohol|pints|wedding|party|night out|hangover|hungover|cocktails|vodka|gin|booze) ~12 (wobbly|unsteady|staggering|stagger|staggered|off balance|falling over|fell over)',
      '(wobbly|unsteady|staggering|stagger|staggered|off balance|falling over) ~12 (prosecco|wine|beer|alcohol|pints|hangover|hungover|cocktails|vodka|gin|booze)',
      '(walking|walk|walks|stepping) on (pebbles|stones|marbles|gravel|a stone|a pebble)',
      '(falling|fall|fell) asleep',
      'keep falling (asleep|out|behind)',

      '(wobbly|unstable|unsteady) ~3 (knee|ankle|kneecap|joint|table|chair|ladder|board)',
      '(knee|ankle|kneecap) ~3 (wobbly|unsteady|unstable)',
      // a wobble on a leg that had gone to sleep
      '(leg|legs|foot|feet) ~4 (dead|numb|asleep|to sleep) ~4 (wobbled|wobbly|unsteady|stumbled|staggered)',
      // unsteady at sea
      '(wobbly|unsteady|swaying|sway|queasy|off balance|legs|rolling) ~8 (ferry|boat|ship|rough seas|rough sea|cruise|on deck|sea legs|yacht|dinghy)',
    ],
    explainedBy: [
      // wobbly the morning after a drink, put down to it (not others asking whether one is hungover)
      '(was|were|from|because of|blame|blamed|down to|put it down to|thanks to) ~2 (the )?(champagne|prosecco|wine|beer|beers|pints|vodka|whisky|gin|rum|lager|cider|booze|drink|drinks|alcohol|hangover|cocktails|tequila|shots)',
      // wobbly after being awake a day and a night
      '(been up|awake|no sleep|without sleep) ~4 (/\\d+/|twenty|thirty|all night|24) ~2 (hours|hrs)?',
      // new glasses take time to get used to
      '(varifocals|varifocal|bifocals|bifocal|new glasses|new specs|new lenses|new prescription|optician)',
    ],
  },
  both_hands: {
    label: 'symptoms in both hands',
    terms: [
      '(both|two) ~2 (=hands|=arms)',
      '(=hands|=fingers|=arms) ~2 (both|are|feel)',
      'my (=hands|=arms)',
    ],
  },

  // ---------------------------------------------------------------- tendon rupture
  pop_snap: {
    label: 'a pop or snap',
    except: [
      ...HARMLESS_CRACKS,
      CRACKED_GIVING_IN,
      // a sound heard from a distance came from someone else
      '(heard|hear|hearing) ~4 (crack|snap|pop|crunch|bang) ~4 from (across|the other side|the far side|the touchline|the sideline|the stands|the stand|the bench|the side)',
      '(snapping|snapped|snap|snaps) (at|with) ~2 (everyone|people|him|her|them|kids|children|family|partner|wife|husband|colleagues|staff)',
      // grating sounds of a joint are no single snap
      '(sound|noise|sounds|noises) ~3 like ~3 (grinding|grind|crunching|crunch|gravel|rice krispies|creaking|creak|sandpaper|bubble wrap|velcro|crackling)',
    ],
    explainedBy: [
      // the crack was something else breaking
      '(turned|turns) out (it was|to be|that it was) ~3 (my |the |a )?(phone|keys|pen|glasses|branch|stick|twig|bottle|can|toy|lego|plastic|chair|bench|floorboard|floor board|step|case|knuckles)',
    ],
    terms: [
      // a rip or tear felt in the limb as it happened
      '(felt|feel|heard) ~2 (a |something )?(rip|tear|ripping|tearing|give) ~3 (in|at|through|inside)',
      '(like|as if) ~3 (a )?(stick|twig|branch|pencil|rope|elastic|band|string|wishbone) ~2 (breaking|snapping|snapped|broke|snap|break|going|went|pinging)',
      '(big|loud|horrible|sickening) ~2 (noise|sound|bang|crack|pop|snap)',
      // a sound from the limb at the moment of injury
      '(knee|ankle|leg|calf|heel|shoulder|arm|elbow|tendon|it|thigh) ~2 (made|gave|let out) ~4 (sound|noise|crack|crunch|thwack|bang)',
      '(loud|big|horrible|sickening) ~2 (thwack|whack|bang|crack|snap|thud)',
      '(noise|sound|bang|crack) ~3 like ~3 (stick|twig|branch|gunshot|shot|whip|elastic band|rubber band|pencil) ~2 (breaking|snapping|going|cracking|snapped|broke)?',
      'pop|popped|popping|snap|snapped|snapping|crack|cracked|clunk|bang|twang|twanged|ping|pinged|thwack|gunshot',
      '(like a|like an) ~2 (gun|gunshot|whip|rubber band|elastic band|elastic|shot|guitar string|string)',
      '(heard|felt) ~3 (something|a noise|a sound) ~3 (go|went|give|gave|snap|pop|break)',
      '(felt|feel|feeling) ~2 (the |my |a |something )?(tendon|cord|muscle|something) ~6 (go|went|gone|give|gave|tear|tore|rip|ripped|snap|snapped|pop|popped)',
      'thud|thudding',
      // a click felt once, or a sound told by what it sounded like ('a noise like a tak')
      '(felt|heard) ~3 (a )?(little |small |slight |sudden |faint )?(=click|=clunk)',
      '(heard|hear|hearing) ~2 (a )?(sound|noise) ~2 like',
    ],
  },
  kicked_sensation: {
    label: 'feeling of being kicked',
    // A real blow named with what struck the leg (a ball, a stick, a boot): a bruise, not the sensation.
    except: [
      // malaise told as a beating with something heavy ('hit with a plank'; not 'with a bat' or 'a stick', how a torn
      // Achilles is told)
      '(like|as if|as though) ~5 (been )?(hit|beaten|battered|whacked|smacked|thumped|kicked) ~2 (with|by) (a |an |the )?(plank|planks|ton of bricks|shovel|spade|rolling pin|frying pan|two by four|sack of bricks)',
      // a real kick in a match
      '(got|was|been|get|getting) kicked (in|on) (the|my) ~2 (calf|leg|shin|ankle|heel|achilles) ~2 (during|playing|at|in) ~3 (football|footy|rugby|match|game|training|hurling|hockey|five a side)',
      // a real blow, told by where the boot or ball landed
      'where the (boot|stud|studs|ball|bat|stick|club|hoof|puck) (hit|struck|caught|got|landed|connected)',
      '(felt like|like) ~3 (kicked|hit) ~12 (turns out|turned out|actually|because|it was) ~4 (i had been|i was|was|been|he did|she did|it was|my)',
      '(literally|actually|really) (kicked|hit|whacked|booted) me',
      // ('got hit', not 'felt like I had been hit': the simile is the sign)
      '(got|get|gets|getting) (kicked|hit|struck|whacked|smacked|clipped) ~4 (in|on|at) ~3 (back of|calf|heel|ankle|leg|shin) ~2 (by|with) ~3 (ball|puck|stick|bat|racket|club|stud|studs|boot|foot|knee|door|trolley|stone)',
      // a real kick from a defender: a bruise, not the sensation
      '(got|get|gets|getting|was) (kicked|hit|struck|whacked|smacked|clipped|booted) ~4 (in|on|at) ~3 (back of|calf|heel|ankle|leg|shin) ~2 (by|with) ~3 (a |the |an )?(defender|player|opponent|striker|tackle|someone|somebody|another player|keeper|goalie)',
      // a real kick from a child, an animal or a player
      '(son|daughter|kid|child|old|toddler|boy|girl|dog|horse|player|defender|opponent) ~2 (kicked|hit|whacked|booted) me',
      // a child's game of kicking, a real kick that is no tendon feeling
      '(keeps|kept|favourite game|game is|=loves|=likes|=playing) ~4 (kicking|kick|kicked|kicks) me',
      // malaise told as being hit by a bus
      '(like|as if|as though) ~3 (been )?(hit|run over|knocked down|flattened) by a (bus|truck|train|lorry|steamroller)',
    ],
    terms: [
      '(like|as if) ~2 (person|someone|somebody) ~2 (stone|stoned|kick|kicked|hit|shot) (me|my)',
      '(felt|feels|feel) like ~2 (a )?(boot|kick|kicked|whack|punch|hit|stone|ball|brick) ~3 (in|to|at) ~3 (the )?(back of|calf|heel|ankle|leg)',
      '(saying|said|says|thought|sure|convinced) ~3 (someone|somebody|something|a ball) ~3 (had )?(hit|kicked|struck|shot|whacked|booted) ~3 (him|her|me|his|my) ~2 (heel|calf|ankle|leg|achilles)',
      '(thinking|thought|sure|convinced) ~6 (booted|kicked|hit|struck|whacked|smacked|thrown) ~4 (ball|stone|something)? ~3 (into|at|on)? ~2 (my|his|her)? (leg|calf|heel|ankle|back)',

      '(felt|feel|feels|thought|as if|as though|like|sure) ~5 (someone|somebody|something|i had been|i was|i got|being|a ball|a stone|a racket|a brick|a bat|a rock|person) ~4 (kick|kicked|hit|struck|shot|whack|whacked|smack|smacked|thrown|threw|throw|kicking|hitting|stamped|stomped|slapped)',
      '(kicked|hit|struck|shot|whacked|smacked|slapped) ~3 (in|on|at) ~3 (back of|calf|heel|ankle|leg)',
      '(turned|turn|looked|look|spun) ~2 (round|around|behind) ~6 (no one|nobody|nothing|who|see who|to see)',
      '(felt|feel) (a )?(whack|thwack|thump|smack|wallop) ~4 (in|on|at|to)? ~3 (the )?(back of|calf|heel|ankle|leg)?',
      '(something|someone|somebody) ~2 (whacked|hit|kicked|struck|smacked|kick|whack) ~3 (me )?(in )?(my |the )?(calf|heel|ankle|achilles|leg|back of my leg|back of my foot|back of the foot)',
      '(felt|feel|feels|as if|as though|like) ~3 (i|i had|i would|i would have|i have) ~2 (been|got|had) ~2 (hit|kicked|struck|shot|whacked|smacked|thumped|booted)',
      '(think|thought|thinking) ~2 (somebody|someone) ~2 (lash|lashed|hit|kicked|struck|slapped|whacked|shot|kick)',
      // 'felt like his racket hit my calf': any object blamed for a blow that no one gave
      '(felt|feel|feels|thought|as if|as though|like|sure) ~5 (racket|racquet|ball|stone|bat|brick|rock|stick|club|boot|shoe|foot) ~3 (hit|kicked|struck|whacked|smacked|slapped|thumped|caught|smashed)',
      // the sensation of a blow at the heel, with no one there
      '(swore|thought|felt like|like|as if) ~4 (a |someone s |somebody s )?(boot|kick|stone|ball|bat|stick|brick) ~4 (above|at|in|on|into|behind) ~3 (the |my )?(heel|back of my ankle|achilles|calf|back of my leg)',
      '(nobody|no one|noone) ~4 (there|near me|behind me|within)',
      // a blow felt at the heel from someone nowhere near
      '(was|were) (nowhere near|not near|not anywhere near) me|(nobody|no one) (was )?near me',
      '(felt|feel) (a )?(massive |huge |big |sharp |hard )?(whack|thwack|thump|smack|wallop)',
    ],
    explainedBy: [
      // a real blow, told by where the boot or ball landed
      'where the (boot|stud|studs|ball|bat|stick|club|hoof|puck) (hit|struck|caught|got|landed|connected)',
      // a real blow in a game: the kick was given, not felt from nowhere
      '(in a tackle|a tackle|tackled|tackling|studs)',
    ],
  },
  tiptoe_intact: {
    label: 'still able to rise on tiptoe',
    terms: [
      // rising on the toes told as no trouble
      '(going|getting|rising|standing|pushing|go|get|rise|stand) ~2 (up )?(on|onto) ~3 (my |the )?(toes|tiptoe|tiptoes|tip toes) ~4 (no problem|not a problem|fine|ok|okay|easy|normal|no bother)',
      '(can|could|still|able to|managed to|manage to) ~3 (go|get|rise|stand|push|come) ~2 (up )?(on|onto) ~3 (my |the |that )?(toes|tiptoe|tiptoes|tip toes|ball of my foot)',
      '(tiptoe|tiptoes|tip toe|tip toes|heel raise|heel raises|calf raise|calf raises) ~5 (still works|works|fine|ok|okay|possible|no problem|not a problem|doable|i can do|can do)',
      '(achilles|heel cord) ~3 (feels|feel|is|seems) ~2 (solid|intact|fine|normal|ok|okay|whole)',
    ],
  },
  cannot_hop: {
    label: 'unable to hop on the leg',
    terms: [
      // a leg that cannot hold the body alone (the single-leg stance of the hop test)
      '@CANT ~3 (stand|balance) on ~3 (that|the|my|this|the bad|the sore|the injured) ~2 (leg|foot) ~4 (on its own|alone|by itself|without)',
      '@CANT ~2 (stand|balance) on one (leg|foot)',
      '@CANT ~4 (hop|hopping)',
      '(hop|hopping|hops) ~4 (hurts|impossible|agony|too painful|too sore|kills|is painful|not possible|no chance)',
      '(not able|unable) to hop',
    ],
    topics: ['hop|hopping|hops'],
  },
  cannot_tiptoe: {
    label: 'unable to rise on tiptoe or push off',
    except: [
      '(can not|could not) ~3 (touch|reach) ~2 my toes',
      '(tiptoe|tiptoes|tip toe|tip toes) (ok|okay|fine|good|normal|no problem)',
      // dorsiflexion weakness is not a failed heel raise
      '(pull|lift|bring|raise|cock) ~3 (the |my )?(foot|toes|front of my foot) ~2 up',
      // a cramp that stops tiptoe while it lasts
      '(cramp|cramps) ~6 (so bad|so strong|that) ~4 (could not|can not) ~2 (go|get|stand) ~2 (onto|on) ~2 (my )?(toes|tiptoe)',
      // heel and toe walking both done
      '(can|able to|could|fine to) ~2 (walk|stand|go) on my (heels|heel) (and|&) ~2 (tiptoes|toes|tip toes|tiptoe)',
    ],
    terms: [
      '(no|zero) (tiptoe|tiptoes|tip toe|tip toes)',
      '@CANT push ~3 (when|as|while) i (walk|step|go)',
      '(tiptoe|tiptoes|tip toes|toes) ~8 (right|left) (one|foot|leg|heel) ~2 (just )?(will not|would not|does not|can not) ~2 (lift|rise|go up|go)',
      '@CANT ~2 stand on ~2 (the )?(fingers of my foot|fingers of the foot|toes|front of my foot|ball of my foot)',
      // rising onto the toes lost, told by what it was used for
      '(used to|can not|could not|no longer|unable to|not able to) ~4 (go|get|rise|push|come|stand) up on ~2 (the )?(balls of|ball of|tiptoe|tiptoes|toes|tip toes)',
      '(walk|walking|walks) ~3 like ~5 (flipper|flippers|duck|plank|flat foot)',
      '@CANT ~3 (do|manage)? ~2 (the )?(pushing|push|push off|pushing off) ~2 with ~2 (the |my )?(foot|toes|leg)',
      '(foot|leg|calf) ~3 (will not|would not|does not|can not) ~2 (lift|push|raise) me',
      '(can not|could not) ~2 (go|stand|walk|get) ~2 on ~2 (the )?(fingers|toes|tips|tip|front|ball) of (that|my|the) foot',
      '(can not|could not|not being able|unable) ~2 (to )?(raise|rise|lift|get|go|stand|push) ~3 (myself|up)? ~2 (onto|on) ~3 (the )?(front of|ball of|balls of|toes|tiptoe|tip toe|tiptoes)',
      '@CANT ~3 (push|go|get|rise|stand) (up|off) ~4 (front of|ball of|toes|tiptoe)',
      '(shuffle|shuffling|walk|walking|hobble|hobbling) ~4 (flat|flat footed|flat foot|on my heel)',

      '@CANT ~4 (tiptoe|tip toe|tiptoes|tip toes|tippy toes|toes|push off|pushing off|heel raise|heel raises|go up on|rise on|rise up|get up on|stand on|spring|hop|point my foot|go on my toes|calf raise)',
      // the heel raise or tiptoe that cannot be done, a few words after the 'cannot'
      '@CANT ~2 do ~4 (calf raise|calf raises|heel raise|heel raises|tiptoe|tip toe|tiptoes)',
      '(walk|walking) ~3 (flat footed|flat foot|on my heel|like a penguin)',
      '(no|zero|lost|without) ~2 (push|power|spring|strength|drive) ~3 (off|foot|step|leg|ankle|calf|in my calf|to push)',
      '(foot|leg|ankle|calf) ~3 (no power|no strength|no push|not working|does not work|will not push)',
      '(heel raise|heel raises|calf raise|calf raises|tiptoe|tip toe|tiptoes|tip toes) ~6 (0|zero|none|nil|nothing)',
      '(0|zero|none|nil) ~3 (on the )?(left|right) ~3 (vs|versus|compared)',
      '(heel|heels) ~2 (will not|would not|does not|can not|could not|not) ~1 (lift|come|rise|leave|go) ~3 (off|up)?',
      '@CANT ~2 (lift|raise|get) ~3 (my |the |that )?(heel|heels) ~3 (off|up)',
      '(try|tried|trying) to (push|go|get|rise|stand) ~2 (onto|on) ~3 (my |the )?(toes|tiptoe|tiptoes|ball of my foot) ~10 (gone|nothing|no power|can not|will not|does not|useless|collapses|gives way|gives)',
      '@CANT (roll|push) (through|off) ~3 (my |the |that )?(foot|toes|ball of my foot)',
      // a heel raise in any vocabulary, including dance terms
      '@CANT ~3 (rise|get up|go up|come up|push up|lift up) ~3 (onto|on|into|up on) ~2 (demi pointe|demi pointes|demi points|pointe|relev|releve|my toes|tiptoe|tiptoes|the ball of my foot|balls of my feet|my forefoot)',
      // nothing there when trying to spring off the foot
      '(nothing|no power|no spring|no push|no drive) ~4 (there )?~3 (when i )?(try )?(to )?(spring|push|push off|springing|pushing off|go up|rise)',
      // a dancer unable to rise to releve
      '(can not|could not|impossible to|unable to) ~2 (do|go to|go onto|get onto|rise to|rise onto|go on) ~2 (releve|relev|demi pointe|demi pointes|pointe|tiptoe|my toes)',
      // failed push-off told as impossible
      '(pushing off|push off|going up on my toes|going onto my toes|rising on my toes) ~4 (is|was) ~2 (impossible|not possible|a no go|no go|beyond me)',
      // rising up on the one leg lost
      '@CANT ~2 (lift|rise|push|go|get) up on ~2 (that|my|the|one|this|his|her) ~1 (leg|foot|side|toes)',
    ],
  },
  tendon_gap: {
    label: 'a gap or bulge in a tendon',
    terms: [
      // the armpit's front edge gone flat: the chest muscle's tendon has torn
      '(fold|edge|ridge) ~8 armpit ~4 (flattened|flat|gone|missing|sunken|caved|dipped)',
      // the tendon missed from its usual place
      '(where|what) ~3 (the )?(cord|tendon|band|rope|achilles) (should be|used to be|ought to be|is meant to be|is supposed to be)',
      // a kneecap pulled up the thigh: the tendon below it has gone
      '(kneecap|knee cap|patella) ~4 (sits|sitting|gone|moved|riding|pulled|rides|ridden) ~3 (up|higher|high|way up|up my thigh)',
      '(squeeze|squeezed|squeezing) ~3 (my |the |his |her )?calf ~12 (foot|ankle) ~4 (did not|does not|not|no|never) (move|movement|point|budge)',
      '(lump|bulge|ball|bump) ~6 front of (the|my|his|her) (arm|upper arm|thigh)',
      '(bicep|biceps|muscle|calf muscle) ~6 (bunched|balled|rolled up|slid|slipped|moved|bulge|bulging|lump|rolled down|shot up)',
      '(=bulge|=ball|=lump|=bunched|=bump) ~5 (elbow|above the elbow|above my elbow)',
      '(=bulge|=ball|=lump|=bunched|=bump) ~5 (near|above|by|at) ~2 (the |my )?elbow',
      '(kneecap|knee cap|patella) ~8 (higher|high up|riding up|moved up|sits up|further up|lower down|dropped)',
      '(soft )?(hollow|gap|dip) ~3 (under|below|underneath|beneath) ~3 (it|kneecap|knee cap|patella)',

      '(kneecap|knee cap|patella) ~4 (higher|high up|riding up|moved up|sits up|further up|lower down|dropped|different level)',

      '(gap|dip|dent|hollow|indent|indentation|divot|hole|groove|notch|soft spot|step) ~5 (tendon|achilles|back of my ankle|back of the ankle|back of my heel|above my heel|above the heel|heel cord|back of my leg|calf|above my kneecap|above the kneecap)',
      '(tendon|achilles|heel cord) ~5 (gap|dip|dent|hollow|hole|missing|gone|caved in|sunken)',
      '(popeye|pop eye)',
      '(=bulge|=ball|=lump|=bunched|=bunch|=balled|=bump) ~5 (upper arm|bicep|biceps|arm|front of my arm|thigh)',
      '(bicep|biceps|muscle|calf muscle) ~4 (bunched|balled|rolled up|rolled|slid|slipped|moved|bulge|bulging|lump|rolled down|shot up)',
      '(can feel|feel|there is) ~2 (a )?(gap|dip|dent|hole) ~4 (where|in|above)',
      '(there is|there was|can see|can feel|left) ~2 (a )?(gap|dip|dent|hollow|divot|groove) ~3 (there|where|above|below|near|at|by|just)',
      '(gap|dip|dent|hollow|divot|groove) ~5 (near|above|below|at|behind|by) ~3 (the )?(elbow|knee|kneecap|heel|ankle|shoulder|muscle|tendon)',
      '(gap|dip|dent|hollow|divot|groove) ~3 (i |you )?(can|could) (feel|see)',
      'palpable (gap|defect|dip)',
      // the muscle's outline changed after it went: 'the front of my armpit looks flat', 'calf looks sunken'
      '(armpit|pec|pecs|pectoral|bicep|biceps|calf|quad|quads|muscle) ~4 (looks|look|looking|gone|went|is) ~2 (flat|flatter|sunken|caved in|hollow|hollowed|lopsided|deflated)',
      '(simmonds|simmond|thompson|thompsons) ~3 (test|squeeze)? ~3 (positive|pos)',
      '(kneecap|knee cap|patella) ~4 (sitting high|sits high|sitting higher|riding high|high up|higher than)',
      '(dent|gap|dip|hollow) ~3 (in|on) (the )?(cord|tendon|band) ~4 (above|behind|back of|at the back of) ~2 (my |the )?(heel|ankle|kneecap|knee)',
      '(=lump|=bulge|=ball|=bump) ~3 (dropped|slid|slipped|moved|rolled|sunk|gone|shot) ~2 (down|up)? ~5 (upper arm|bicep|biceps|arm|elbow)',
      '(gap|dip|dent|hollow|hole) ~8 (above|behind) ~2 (the |my )?(heel|ankle)',
      '(gap|dip|dent|hollow|hole|groove) ~4 (put|fit|get|stick|lay|press|sink|push|poke|slot|slide) ~3 (my |your |a )?(finger|fingers|thumb|fingertip)',
      // the muscle bunched low on the arm after a tendon gives (the 'Popeye' sign)
      '(ball|lump|bulge|bunch|bunched|knot) ~3 (of )?(muscle|biceps|bicep) ~10 (low|lower|down|slipped|dropped|sitting|near the elbow|above the elbow|front of my arm|front of my upper arm|upper arm|was not there|wasnt there)',
      'popeye|pop eye',
      '(muscle|bicep|biceps) ~8 (bunched|balled) up',
      // distal biceps: the tendon no longer palpable, the muscle retracted
      '(can not|could not) (find|feel) ~2 (the tendon|the cord|the band|the achilles)',
      '(can not|could not) find ~2 it ~4 (anymore|any more|now|at all)?',
      '(biceps|bicep|muscle) ~3 (looks|look|is|gone|has gone|sits) ~2 (shorter|bunched|balled|fatter|higher|lower|up near)',
      // patella alta: a high-riding kneecap after the patellar tendon fails
      '(kneecap|knee cap|patella) ~4 (too high|very high|so high|way up|far too high|higher up)',
      // a biceps balled low with a hollow above it
      '(muscle|bicep|biceps) ~3 (has )?(gone|dropped|sunk|slid) (down|up) ~6 (like a ball|into a ball|ball|lump|elbow)',
      '(empty|hollow|gap|dent) ~2 (space|bit|area|patch)? ~3 (above|below) (it|the lump|the ball|the bulge)',
      // a muscle bunched like an egg in the upper arm
      '(lump|bulge|ball|bump|swelling) ~4 like ~4 (egg|boiled egg|golf ball|ball|tennis ball|popeye) ~8 (upper arm|bicep|biceps|front of my arm|front of the arm)',
    ],
    explainedBy: [
      // a gap or bulge there for years is an old tear, not a new one
      '(for|since) ~2 (about |over |nearly |some )?(/\\d+/|two|three|four|five|six|seven|eight|nine|ten|twenty|many|several) years|(years|decade|decades) ago|ever since',
      // a dead arm that cannot feel is sensation, not a gap felt for
      '(dead|numb|asleep|pins and needles) ~6 (can not|could not) feel',
      '(can not|could not) feel (it|anything) (or|and) (lift|move|grip)',
    ],
    except: [
      // a muscle grown by training, shown off
      '(bicep|biceps|muscle|muscles|arms|guns) ~8 (for once|gains|gainz|paying off|pumped|the pump|growing|definition|flexing|proud)',
      // an ache eased by movement: the relief, not a muscle that moved
      '(better|easier|eases|easing|eased|improves|improved|helped|helps|settles) ~3 (with |when |by |for |on )?(moving|movement|move|moving about|moving around)',
      // a roll of something carried, not a muscle rolled up
      '(a|the) (roll|rolls) of',
      // a muscle of the hand wasting (a nerve), not a tendon gone
      '(gap|dip|dent|hollow|groove) ~3 (in )?(the )?(muscle|flesh|web) ~4 (between|at the base of|by) ~3 (my |the )?(thumb|index finger|first finger|fingers)',
      // 'Popeye arms' is a joke about big arms, not a bulge from a torn biceps
      '(popeye|pop eye) (=arms|=forearms|=muscles|guns)',
      // a soft swelling over the elbow's tip is its bursa, not a torn tendon
      '(lump|swelling|bump|ball|bag|sac|egg) ~6 on (the|my) (point|tip|back) of (my |the )?elbow',
      // arms (both) likened to a cartoon sailor's: muscles, not one biceps torn
      '(both|my|his|her) (=arms|=forearms) ~4 (popeye|pop eye)',
      '(bony|bone) (lump|bump|point|knob) ~6 elbow',
      // a seat not felt is the saddle, not a tendon
      '(can not|could not) feel (it|the seat|the toilet seat|the chair) ~3 (under|beneath) (me|you)',
      // intimacy not felt is no tendon gap
      '(can not|could not) feel it ~4 (down there|between my legs|during sex|when we|with my partner|with a partner)',
      // a bicep bulge shown off as gym gains
      '(bulge|bulging|ball|bump) ~8 (gains|gym gains|flexing|flex|pumped|the pump)',
    ],
  },
  finger_droop: {
    label: 'a fingertip that droops and cannot be straightened',
    terms: [
      // a fingertip now hanging, straightened only with help from the other hand
      '(end|tip|top) of (it|the finger|my finger|the thumb|my thumb) ~3 (droop|droops|drooping|drooped|flops|hangs|hanging|bent down)',
      '@CANT ~2 straighten ~3 (the )?(tip|end|top) ~6 (unless|without|only if|only when) ~4 (push|lift|hold|prop)',
      '(end|tip|top) of ~3 (finger|fingers|thumb) ~4 (droop|droops|drooping|drooped|drops|dropped|flops|floppy|hangs|hanging|bent down|curled down|stays bent|will not straighten|can not straighten|does not straighten|would not straighten)',
      '(fingertip|finger tip|top joint|end joint|last joint) ~6 (droop|droops|drooping|drooped|drops|dropped|flops|floppy|hangs|hanging|bent down|curled down|stays bent|will not straighten|can not straighten|does not straighten|would not straighten)',
      '@CANT ~2 straighten ~3 (the )?(tip|end|top|last joint|top joint|end joint) ~4 (finger|fingers)',
      'mallet finger',
      'tip ~2 (droop|droops|drooping|drooped|flops)',
      // mallet finger: the distal joint cannot extend
      'tip ~2 (hangs|hanging|drops|dropped) (down)?',
      '@CANT ~2 straighten ~3 (that |the |this )?(last|end|top) joint',
      // the top bit of a finger hanging
      '(end|tip|top) (bit|part|joint|section|piece) of ~3 (finger|fingers|thumb) ~4 (droop|droops|drooping|drooped|drops|dropped|flops|floppy|hangs|hanging|bent down|curled down|stays bent|will not straighten|can not straighten)',
    ],
  },
  achilles_site: {
    label: 'the Achilles area',
    terms: [
      'achilles|heel cord|back of my heel|back of the heel|back of my ankle|back of the ankle|above my heel|above the heel|calf|calves',
    ],
  },

  // ---------------------------------------------------------------- mental health
  // Read by the screen model over the whole text (screen-model.ts), never by terms: a message that, taken as a
  // whole, reads like thoughts of ending one's life told without saying so.
  crisis_language: {
    label: 'words that read like thoughts of ending your life',
    terms: [],
  },
  // Read by the screen model over the whole text (screen-model.ts), never by terms (round 61): messages that,
  // taken as a whole, read like an infection, a cancer, a broken bone, a clot in the lung, a nerve or the cord
  // failing, or the heart, told without the concept screen's words.
  infection_language: { label: 'a description that could mean an infection', terms: [] },
  malignancy_language: {
    label: 'a description that needs checking for a serious cause, such as a growth',
    terms: [],
  },
  fracture_language: { label: 'a description that could mean a broken bone', terms: [] },
  pe_language: { label: 'a description that could mean a blood clot in the lung', terms: [] },
  deficit_language: { label: 'a description of nerves or the spinal cord working less well', terms: [] },
  cardiac_language: { label: 'a description that could come from the heart', terms: [] },
  // (round 62) the last five flags: the main artery, the arteries of the head, a deep vein thrombosis, a torn tendon and
  // an inflammatory arthritis, read the same way
  aortic_language: { label: 'a description that could come from the main artery', terms: [] },
  gca_language: { label: 'a description that could mean inflamed arteries of the head', terms: [] },
  dvt_language: { label: 'a description that could mean a clot in a deep vein of the leg', terms: [] },
  rupture_language: { label: 'a description that could mean a torn tendon', terms: [] },
  inflammatory_language: { label: 'a description that could mean an inflammatory arthritis', terms: [] },
  suicidal: {
    label: 'thoughts of suicide or self-harm',
    explainedBy: [
      // medicines stocked up because they were cheap in bulk, not kept back for an overdose
      '(@MEDS|ibuprofen|paracetamol|aspirin) ~10 (multipack|multipacks|on offer|special offer|bulk buy|in bulk|wholesale|two for one|buy one get one|bogof)',
      '(multipack|multipacks|bulk|wholesale) ~3 (of )?(@MEDS|ibuprofen|paracetamol|aspirin)',
      // someone else talked down from a height by the writer, a police officer or a negotiator at work
      '(talking|talked|talk) ~3 (a|the|someone|somebody|him|her|a lad|a man|a woman|a girl|a boy|a person|a jumper) ~2 down',
    ],
    terms: [
      // not minding never waking
      '(would not|wouldnt|do not|dont|would not really|really would not) mind ~2 (not waking up|never waking up|not waking|not being here|not being around|dying|if i died|not being alive)',
      // the euphemisms of social media for suicide ('unalive', 'sewer slide')
      'unalive|unaliving|unalived|sewer slide|sewerslide',
      // pills or drink taken in the hope that they end one's life
      '(hope|hopes|hoping|hoped|wish|wishing|pray|praying) ~3 (it|this|they|that|something|one of these nights|one night) ~2 (finishes|finish|will finish|would finish|kills|will kill|would kill|does for|will do for|takes) me ~1 (off|out|one day|one night)?',
      // a gun held to oneself
      '(gun|pistol|rifle|shotgun|revolver|handgun|barrel) ~3 (to my head|against my head|in my mouth|under my chin|to my temple|against my temple|to my chest)',
      '(gun|pistol|rifle|shotgun|revolver|handgun) ~3 (in my lap|in my hands|in my hand) ~8 (finger on|finger round|finger around|safety off|cocked|loaded)',
      // Hindi and Urdu written in English letters: ending everything, wanting to die; heights searched for
      '(sab|sab kuch|sabkuch|zindagi) ~2 khatam (kar|kardo|kardoon|kar doon|kar du|kar dun|kar lun|kar loon|ho jaye)',
      'khatam kar (doon|du|dun|lun|loon|dena|deta|deti)',
      '(mar jaun|mar jaoon|mar jau|marna chahta|marna chahti|jeena nahi|jeene ka man nahi|jeene ka mann nahi|mujhe marna)',
      '(searched|googled|looked up|researched|checked) ~6 (roof|roofs|rooftop|rooftops|roof terrace|roof terraces|tall buildings|high buildings|multi storey|multi storeys|car park roofs)',
      // second-language wording of a death wished for and a means named; a place chosen for it; burns on one's own skin
      '(it is|it s|its|it would be|would be) better (if )?i (die|died|was dead|were dead|am dead|do not exist|did not exist|not wake up|do not wake up)',
      '(thoughts|thinking|idea|ideas|plan|plans) (to|of) (finish|end|kill) (it|myself|me|my life) ~3 (with|using) ~2 (knife|rope|pills|tablets|gun|car|blade)?',
      '(figured out|worked out|picked out|already picked|already chosen) which (tree|beam)',
      '(stubbing|stubbed|stub|putting|put|pressing|pressed) ~2 (cigarettes|cigarette|fags|fag|lighter|a lighter) ~3 (out )?(on|into|against) (my|me) (arm|arms|calf|calves|leg|legs|skin|hand|hands|wrist|wrists|thigh|thighs|stomach|chest)',
      // wanting out, of life rather than a job or a cast (the exceptions name what)
      '(i|i just|i really|honestly i|part of me) (want|wants|need) out',
      // an attempt begun or a death hoped for: onto the lines or into the traffic, found at an edge, a vehicle hoped not to stop; an idiom for quitting, used of life
      '(walked|stepped|wandered|went|stood|standing|lay|lying|laid) ~4 (onto|on|into|in front of|down on|across) ~3 (the )?(railway line|railway lines|railway tracks|railway track|train line|train tracks|train track|metro line|tram line|tram tracks|rail line|rail tracks|level crossing|oncoming traffic|motorway|dual carriageway|fast lane)',
      '(hope|hopes|hoping|hoped|wish|wishing|wished) ~6 (bus|car|lorry|truck|train|van|tram|taxi) ~4 (hits me|hit me|would hit me|runs me over|ran me over|takes me out|does not see me|would not see me|does not brake|would not brake)',
      '(hope|hopes|hoping|hoped|wish|wishing|wished) ~6 (bus|car|lorry|truck|train|van|tram|taxi) (does not|doesnt|would not|wont|will not|did not) stop ~3 (next time|when i|as i|while i|for me|one day)',
      '(found|caught|spotted|saw|talked) (me|us) ~6 (on|at|off|over|near|by) ~3 (the )?(ledge|roof ledge|roof edge|edge of the roof|parapet|bridge railing|bridge railings|wrong side of the railings|wrong side of the barrier|cliff edge|edge of the cliff|edge of the platform|top of the car park)',
      '(sitting|sat|standing|stood|perched) ~3 (out )?(on|at) (the )?(roof ledge|ledge of the roof|edge of the roof|roof edge|parapet|cliff edge|edge of the cliff|wrong side of the railings|wrong side of the barrier|edge of the bridge)',
      '(pull|pulled|pulling|pulls) the pin on (life|it all|everything|myself|living|me)',
      // the whole of life wanted over, set against the pain alone; the rest of a life not wanted
      '(want|wanting|wish|wishing|need) ~1 (it all|everything|all of it|the lot) ~1 (over|ended|done with|finished|gone) ~4 (not just|not only|and not just) ~2 (the )?(pain|ache|hip|back|knee|neck|shoulder|leg|this)',
      '(do not|dont|no longer) want (the rest of it|the rest of my life|what is left of my life|whatever is left of my life|whatever life i have left|any more of my life)',
      // a handful of tablets swallowed
      '(took|swallowed) ~2 (a load of|a handful of|handfuls of|a whole box of|a whole bottle of|a bottle of|a whole packet of|the whole packet of) (pills|tablets|paracetamol|painkillers)',
      // an act rehearsed or nearly done; going out and not coming back
      '(practised|practiced|rehearsed|did a dry run) ~8 (belt|rope|cord|noose|ligature) ~8 (door|hook|beam|banister|rail|loft|tree)',
      '(worth more|more use) ~3 dead',
      '(aimed|drove|steered|pointed|turned) ~4 (car|ute|truck|van|motorbike|bike|the wheel) ~4 at ~3 (a |the )?(pole|power pole|tree|wall|bridge|lorry|truck|barrier|bus)',
      '(take|go|walk|swim|row|head|drive|sail) ~3 (out|off|away|into the sea|into the water|past) ~12 and (not|no|never) (come back|coming back|return|returning|be back)',
      '(harbour wall|harbor wall|pier|cliff|cliff edge|cliff top) ~8 (at night|every night|nearly over|nearly went|almost went|almost jumped|nearly jumped)',
      // tablets taken to see whether one would wake; an illness wished to have been the end
      '(swallowed|took|taken|downed) ~4 (a load of|a handful of|handfuls of|loads of|a whole|a lot of|the whole|all my|all of my|a pile of|a bunch of) ~5 (@MEDS|tablets|pills|sleeping tablets|sleeping pills) ~8 (to see|see whether|see if|to find out|wondering) ~4 (wake|woke|would wake|survive|what would happen)',
      '(wish|wished|wishing) ~3 (it|the cancer|the chemo|the illness|the accident|the crash|that|they|the stroke|the operation) ~3 (had|would have) ~2 (just )?(finished me off|killed me|taken me|got me|been the end of me)',
      // medicines that keep one alive stopped so the end comes sooner
      '(stopped|stopping|stop|quit|given up|gave up|not taking|binned|thrown away|threw away) ~3 (my |the |all my )?(insulin|heart pills|heart tablets|blood thinners|warfarin|dialysis|medication|medicines|tablets|pills|inhalers) ~16 (no sense|no point|rather it came|came sooner|dragging|let nature|nobody left|let it happen|get it over)',
      '(rather|sooner) (it|the end|death) (came|come|comes|happened|happen) (sooner|quicker|soon|now)',
      // not waiting for a natural end; an exit from the world planned
      '(no intention of|not going to|will not|refuse to|not) ~2 (waiting|wait) ~3 (for )?(nature|god|the end|death|the inevitable|my time)',
      '(planning|plan|planned|plans) (my|his|her) (exit|departure|way out|final exit|last exit)',
      // cuts in neat rows are made, not caught on wire
      '(too neat|very neat|so neat) ~4 (rows|lines|row|line)',
      '(cuts|scratches|marks|scars|burns) ~6 (in rows|in neat rows|in lines|in neat lines|parallel|evenly spaced|in a row)',
      // a fall that was meant, or part of one wanting it to end
      '(part|half|a bit|some) of me ~2 (wanted|wants|hoped|hopes|wished|wishes|was hoping) ~4 (the end|over|to end|not to survive|not to wake|not to get up|to die|to go)',
      '(not sure|do not think|doubt) ~3 (they|it) (were|was) (falls|a fall|an accident|accidents)',
      // lying down out in the cold to go peacefully
      '(i will|i ll|gonna|going to) ~10 (lie down|lay down|go to sleep) ~10 (peaceful|painless|freeze|freezing|not wake|never wake)',
      // a return to cutting after a time free of it
      '(went back|gone back|going back|relapsed|returned) to (the )?(blade|blades|razor|razors|cutting|burning myself)',
      // a hope that one's own heart stops in the night
      '(hoping|hope|wish|wishing|pray|praying) ~4 (it|my heart|heart|my body|the heart) ~3 (will|would|might)? ~2 (just )?(give up|give out|stop|pack in|pack up|fail|stop beating) ~6 (asleep|my sleep|sleeping|one night|in the night)',
      // others managing without me, a lethal number worked out, a method gone over, following others who took their lives
      '(manage|cope|be|do) ~3 (fine|better|ok|okay|well|easier|happier) ~3 if i ~2 (was not|were not|was no longer|were no longer) ~1 (around|here|alive)',
      '(worked out|work out|working out|figured out|calculated|counted) ~2 how many ~4 (would be enough|it would take|to take|would do it|would kill|i would need)',
      '(going over|thinking about|thought about|planning|planned|worked out|working out|figuring out|figured out) how i (would|d|will|could|might) (do it|end it|go)',
      '(taken|took|take) their own lives ~10 (i will be|i ll be|i reckon i will be|i might be|i could be|i will probably be) (the )?(next|fourth|third|second|fifth|one)',
      // a means or place pictured as the way to end it, a day chosen, self-injury that has become a habit
      '@PICTURING ~10 @MEANS_OR_PLACE ~12 @ENDING_ACT',
      // a crash pictured as meant: the wheel turned into something on purpose
      '@PICTURING ~4 (steering|swerving|veering|driving|turning|crashing|ploughing|putting|aiming|pointing) ~3 (the |my )?(car|van|lorry|truck|cab|bike|motorbike|wheel)? ~3 (into|off|under|in front of|at|towards) ~3 (the |a )?(barrier|barriers|crash barrier|wall|tree|bridge|pillar|river|sea|oncoming|lorry|lorries|bus|traffic|central reservation|ditch|quarry|reservoir|embankment)',
      '(knows|know|picked|chosen|chose|decided|worked out) ~2 (which|the) (day|date|night|time) ~3 (he|she|i|they)? ~2 (would|will|is going to|am going to)? ~1 (do it|go through with it|end it|go)',
      '(started|start|been|keep|kept|begun|began) ~1 (cutting|burning|scratching|scraping) ~4 (my )?(stomach|arms|arm|wrists|wrist|thighs|thigh|legs|leg|skin|belly|hips|tummy|chest|hand|hands)',
      '(burning|burn|burned|burnt|cutting|cut|scrape|scraping|scraped|scratch|scratching|carve|carving|carved) ~5 (with|using) ~2 (a |my )?(cigarettes|cigarette|razor|razors|blade|blades|compass|scissors|lighter|lighters|match|matches|candle|iron)',
      // goodbyes written, tablets saved for a chosen day, and self-injury that is meant
      '(notes|letters|note|letter) ~2 (written|left|done|ready|wrote) ~3 (for|to) ~2 (the |my )?(kids|children|family|wife|husband|everyone|partner|mum|dad|sons|daughters|boys|girls)',
      '(for|until|till) the day ~2 i ~3 (decide|choose|finally|cannot|can not|have had|had) ~3 (enough|end it|go|do it|take it)',
      '(instead of|rather than) (swallowing|taking) (them|it|the tablets|the pills|my tablets|my pills) ~8 (saved|save|saving|drawer|stash|hidden|hide|enough)',
      '(hit|hitting|bash|bashing|punch|punching|burn|burning|cut|cutting|scratch|scratching) (them|it|myself|my legs|my arms|my thighs) ~4 (on purpose|deliberately|to feel|to cope)',
      // a way of dying looked for, or an act pictured as easy
      '(ways|way|methods|method|how) to (go|slip away|check out|pass away|leave|drift off) ~2 (quietly|peacefully|painlessly|for good|without pain|without fuss|in my sleep|without waking)',
      '(think|thinking|thought|imagine|imagining|tempted|wonder|wondering) ~3 how (easy|simple|quick|quickly) ~9 (jump|crash|swerve|drive off|drive into|step out|step off|let go|end it|go over|steer into|one step|a step|step forward|step in front|lean forward)',
      // plans, preparations and goodbyes
      '(plan|plans|planning|retirement plan|exit plan) ~4 (is|was|will be) ~2 (the )?(bridge|train|rope|rifle|gun|shotgun|pills|overdose|tracks|cliff|river|motorway)',
      '(better off|as well off|be best|be better|happier) ~3 in the (ground|grave|earth|box)',
      '(better off|as well off|be best|be better|happier) ~2 (six feet under|pushing up daisies|dead and buried)',
      '(giving|gave|given|give) away ~3 (my )?(things|belongings|possessions|stuff|watch|jewellery|jewelry|prized|guitar|tools)',
      '(putting|put|got|getting|sort|sorting|sorted) ~3 (my )?(affairs|everything) ~2 in order',
      '(wrote|written|writing|left) ~4 (a )?(letter|letters|note|notes) ~4 (to each|for each|to everyone|for everyone|goodbye|saying goodbye)',
      '(take|taking|took|get|getting|got|load|loading|loaded) ~2 (the |my |a |his |dad s )?(rifle|gun|shotgun|pistol) ~8 (be done|end it|finish it|out the back|to myself|on myself|myself|done with it)',
      '(counting|count|counted) ~3 @MEDS ~8 (how many|enough) ~4 (take|kill|finish|end|do it)',
      '(passive|active) (si|sih|suicidal ideation)',
      'suicidal ideation',
      '(hang|hanging|hanged) (myself|himself|herself|themselves)',
      '(no|not) ~2 (more )?(strength|energy|will|desire|power) ~2 to (live|go on|continue|carry on)',
      '(finish|finishing|end|ending) (myself|my self|himself|herself)',
      '(fed up|tired|sick) (with|of) (life|living|this life)',
      '(jump|jumping) ~3 (inside|into|in) ~3 (the )?(lagoon|river|sea|lake|water|canal|well|ocean|sea)',
      '(so that|so) ~2 everything (will|would) (finish|end|stop|be over)',
      '(think|thinking|thought|feel like|want|wanting|urge) ~3 (of |to )?(jumping|jump) ~3 (from|off|out of|in front of)',
      '(wish|want|pray|praying|hope|hoping) ~3 (lord|god|jesus|he|someone) ~3 (would|will|to) ~2 (take me|call me|let me go|come for me)',
      '(hurry|speed|help) ~2 (him|it|things|god|the lord|the end) along',
      '(have|got|keep|kept) ~2 (a |the )?(rope|noose|ligature) ~6 (know what|what i would do|do with it|use it|if it gets|shed|garage|ready)',
      '(look|looking|looked|check|checking|checked|google|googling|googled|searched|searching) ~4 (which|what|the) ~2 (bridge|building|cliff|car park|balcony|roof) ~5 (highest|tallest|high|tall|drop)',
      '(looking|looked|stare|staring|thinking about|thought about) ~2 (at )?(the )?(rope|noose|ligature)',
      '(stopped|stopping|stop|not taking|quit) ~6 (tablets|pills|medication|meds|insulin|treatment) ~5 (on purpose|deliberately|so it happens|so that it|to die|sooner|hurry)',
      '(ready to go|ready to die|wants to die|want to die) ~8 (sooner|soon|on purpose|tablets|end|stopped)',
      '(rather|prefer to) ~2 be gone',
      '(feel|feeling|felt|think|thinking|thought|want|wanting|wish|plan|planning) ~3 (end|finish|stop) ~2 (everything|my life|it all|life|my own life|this life)',
      '(no|not|without) ~2 (interest|reason|will|wish|desire) ~3 (left )?(to live|in living|for living)',
      '(sorted|sorting|put|putting|got|getting) ~2 (my )?affairs in order',
      '(made|making|make) ~2 (my )?(final )?arrangements',
      '(sorted|sorting|written|wrote|made|making) ~2 (out )?my will ~8 (letters|goodbye|arrangements|kids|children)',
      '(written|wrote|writing|left) ~3 letters ~4 (kids|children|family|wife|husband|everyone|sons|daughters)',
      '(want|wish|like) ~3 (go to sleep|sleep|rest) ~5 (not|never) ~4 (again|wake|deal|come back)',
      '(found|finding|bought|buying|got|hid|hidden|keeping) ~3 (a )?(rope|noose|ligature)',
      '(look|looking|looked|check|checking|checked|google|googling|googled|searched|searching) ~4 (how high|how tall|how far down|how deep|how long it takes) ~5 (bridge|building|cliff|drop|car park|balcony|roof|fall|water)',
      '(drink|drinking|swallow|swallowing|take|taking) ~2 (sniper|poison|bleach|weedkiller|pesticide|antifreeze|paraquat|rat poison)',
      '(rest|escape|free|freedom|break|leave|leaving|release|go|going) ~2 from ~2 (this life|life|living|this world|it all)',
      '(not|do not|no) (intend|plan|planning|intending) to ~2 (be around|be here|be alive|see|last) ~4 (another|next|much longer|christmas|winter|spring|summer|birthday|new year)',
      '(hit|hitting|punch|punching|bang|banging|bash|bashing|burn|burning|cut|cutting|scratch|scratching|stab|stabbing) ~3 (myself|my legs|my arms|my thighs|my head|my skin|my wrists|my stomach) ~6 (hammer|knife|blade|razor|lighter|on purpose|when i get|when i am|when i feel|overwhelmed|upset|angry|stressed|to cope|to feel)',
      '(hide|hiding|hidden|cover|covering|covered) ~4 (bruises|marks|cuts|scars|burns) ~3 (under|with|from|so)',
      '(wish|wishes|wished|wishing) ~2 (he|she|they|i) (was|were) dead',
      '(hurting|harming|cutting|burning) (himself|herself|themselves)',
      '(marks|cuts|scars) on ~4 (his|her|my|their) (thighs|arms|wrists|legs|stomach|tummy)',
      '(little|no|not much|not any) reason to (continue|carry on|go on|live|keep going)',
      // no reason seen to go on, however it is hedged
      '(do not|can not|could not|cannot|cant|dont) see ~2 (the|much|any|a lot of)? ~1 (reason|point) ~2 (to|in) (continue|continuing|carry on|carrying on|go on|going on|keep going|living|live)',
      '(setting|set|putting|put|saving|hiding) aside ~2 (tablets|pills|painkillers|medication|meds)',
      '(taking|take|took) (them|it) all ~2 (at once|together|in one go)',
      '(took|taken|take|hid|hidden|locked) ~2 (pills|tablets|meds|medication|painkillers) ~2 (off|away from) (me|him|her)',
      '(found|read|saw) ~3 (note|letter) ~4 (written|wrote|left)',

      '(taking|take|took|swallow|swallowing|swallowed) all ~2 (tablets|pills|painkillers|meds|medication|medicine)',
      '(hope|hopes|hoping|hoped|wish|wishes|wishing|pray|prays|praying) ~4 (not|never) ~2 wake up',

      '(cope|manage|be|do|live) ~3 (better|fine|easier|happier|well|ok|okay) ~4 (if i was gone|if i were gone|without me|if i was not here|if i were not here|when i am gone|once i am gone|if i was dead|if i were dead|if i died)',
      '(how many|enough) ~5 (tablets|pills|paracetamol|painkillers|sleeping pills) ~4 (would take|it would take|to take|it takes|would kill|to die|to end|would do it)',
      '(when|after|once) i am gone|(made|making|make) my peace|(make|made) that happen',
      '(do not|not|never) expect to ~3 (be here|be around|be alive|see|last|make it|still be here)',
      '(say|said|saying) ~3 (goodbye|goodbyes) ~4 (for good|for the last time|forever|for ever|properly|in case|before i go|before i do|while i can)',
      '(been|keep|kept|started|start) ~2 (cutting|burning|scratching|hurting|harming) ~2 (it|myself|my skin|again)',
      '(where|since) ~3 i ~3 (cut|cutting|burned|burning|scratching|=hurting) ~2 (myself|my arms|my wrists|my legs|my thighs|my skin|my stomach)',
      // medicines put by, hidden or hoarded ('I keep taking painkillers' is only taking them)
      '(saving|storing|hiding|stashing|collecting|saved|stored|hidden|stashed|hoarding|hoarded|squirrelling|squirreling|pocketing|pocketed) ~4 @MEDS',
      '(keeping|kept|keep|put|putting) (back|aside|by) ~3 @MEDS',
      '(keeping|kept|keep) ~3 @MEDS ~3 (hidden|aside|secret|in a drawer|in a box|in a tin|stashed)',
      '(tired|sick|weary) of ~2 (living|life|being alive|existing|being here|it all)',
      '(better|best|want|wish|wanting) ~3 (end|finish|stop) ~2 (my life|it all|everything|myself)',
      '(close|shut) my eyes ~6 (never|not) ~2 (open|wake|come back)',
      '(stand|standing|stood|look|looking|stare|staring|lean|leaning) ~4 (on|at|off|over) ~2 (bridge|edge|platform|cliff|roof|railway|tracks)',
      '(had|have had|have) enough of ~2 (living|life|being alive|it all|everything|this world)',
      '(rather|prefer to) ~2 (be dead|die|not be here|not wake up|not exist)',

      '(no|not see the|do not see the|see no|what is the|whats the) point ~4 (anymore|any more|going on|carrying on|living|in life|of life|of me|in me|of it all|being here|being alive)',
      '(tired|sick|weary) of (living|life|being alive|existing|being here)',
      '(no one|nobody) ~2 (would|will) ~2 (miss|notice|care) ~3 (me|if i|i was gone|i am gone|i were gone)',
      '(goodbye|suicide|farewell) (letter|letters|note|notes|message|messages)',
      '(written|wrote|writing|left) ~3 (letters|notes) ~3 (family|kids|children|wife|husband|goodbye|everyone)',
      '(looked|looking|look|researched|researching|googled|googling|searched|searching|read up) ~4 (how to|ways to|ways of|methods|how many) ~5 (end|die|dying|kill|overdose|not wake|hang)',
      '(stockpiling|stockpiled|hoarding|hoarded|saving up|saved up|collecting) ~3 (pills|tablets|paracetamol|painkillers|meds|medication)',
      '(could|would|should|want to|wanting to|going to|might|thinking of|thought of) ~2 (end|finish) ~2 (it|it all|things|everything|my life)',
      '(do not|would not|will not|did not) (care|mind) ~3 (if i|if something) ~4 (died|die|did not wake|got hit|hit by|was gone|were gone|was not here|crashed)',
      '(cut|cutting|cuts|scratch|scratching|burn|burning) ~2 (my )?(arms|wrists|wrist|thighs|legs|skin) ~3 (again|on purpose|to feel|to cope|till|until|so)?',
      '(took|taken|take|swallowed) ~3 (overdose|too many) ~3 (pills|tablets|paracetamol|painkillers|packet|box|bottle)?',
      // (the whole of something taken is a medicine only when named: numbness that 'takes in the whole foot' is none)
      '(took|taken|take|swallowed) ~3 (the whole|all my|a whole) ~3 (pills|tablets|paracetamol|painkillers|packet|box|bottle|strip|pack)',
      // (leaving a vehicle or a kerb is how people fall and tear tendons, not a plan)
      '(jump|jumping|throw myself|throwing myself) ~3 (off|from) ~3 (bridge|building|roof|cliff|balcony|car park|multi storey)',
      '(jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|lie down|lying down) ~3 (in front of|under) ~3 (train|lorry|bus|car|traffic|truck)',
      '(can not|could not) ~2 (face|bear|do|stand) ~2 (another day|going on|living|life|waking up|tomorrow)',
      '(done|finished) with (life|living|everything|it all|this life|being alive)',
      '(want|wanting|need|needs) (it|everything|this|life|it all) ~2 to (end|be over)',
      '(wish|wished|wishing) ~4 (never been born|not been born|was never born|were never born)',
      '(say|said|saying) (goodbye|my goodbyes) ~3 (family|everyone|kids|friends|people)',
      '(giving|gave|give) away ~2 (my )?(things|stuff|belongings|possessions)',

      '(kill|killing|end|ending|top|topping) ~2 (myself|my life|my own life|it all|=things)',
      '(take|taking) ~2 (my life|my own life)',
      'suicide|suicidal|suicidality|self harm|selfharm|overdose|overdosing',
      '(not|do not|did not|no longer|never) ~2 (want|wish|care) ~2 (to )?(be here|be alive|live|go on|wake up|exist|carry on|be around|keep going|see tomorrow|be on this earth|be on earth|be in this world|be on this planet|be in this life)',
      '(want|wanted|wish|wishing|wished|pray|praying|hope|hoping) ~3 (to die|i was dead|i were dead|i was not here|i were not here|i was gone|i could disappear|i would not wake up|i did not wake up|it would end|it was over|it would all stop|to disappear|to not wake up|not to wake up|to go to sleep forever|to sleep forever|i could just go|to just go|i could just stop|it would just stop)',
      '(better off|easier|simpler|best|kinder|relief) ~8 (dead|gone|not here|without me|not wake up|not woke up|not around|disappear|disappeared|end it|ended it|to die|died|if i died|not existing|not exist)',
      '(harm|hurt|cut|cutting|harming|hurting|burn|burning|punish|punishing) ~2 myself',
      '(pills|tablets|painkillers|paracetamol|rope|bridge) ~6 (all at once|all of them|end it|end things|enough to|stockpil|stockpiling|saving up|saved up|the lot)',
      '(no|not any|without) ~2 (reason|point|purpose) ~3 (to live|living|in living|to go on|going on|in going on|anymore|any more|in life|to carry on)',
      '(not|no longer|hardly) ~2 (worth|worthwhile) ~2 (living|being alive|going on|it anymore|carrying on)',
      '(life|living) ~4 (not worth|pointless|no point|meaningless)',
      '(life|my life) (is|feels|seems|was) ~1 over',
      '(plan|planned|planning|thought about|thinking about|think about|thoughts of|thoughts about) ~4 (ending|end|ending it|end it|dying|death|not being here|taking my)',
      '(go to sleep|fall asleep|sleep) ~5 (never|not) wake up',
      'if ~2 (did not|do not|never|would not) wake up ~6 (would not mind|not mind|fine|ok|okay|relief|would not care|not care|so be it|better|good)',
      '(take|taking|enough|many|how many) ~8 (not wake up|never wake up|to die|end it|end things)',
      '(think|thinking|thought|tempted|urge|want|wanting|imagine|imagining|picture|picturing|could just|might just|easy to|wish i could|going to|gonna|about to|plan to|planning to|planned to|said i would|told her i would|told him i would|told them i would) ~4 (steer|steering|drive|driving|crash|crashing|walk|walking|step|stepping|jump|jumping) ~4 (into|off|in front of|under) ~4 (tree|wall|bridge|lorry|truck|traffic|train|bus|cliff|building)',
      '(unalive|unaliving|unalived|kms)',
      // sorry to have woken at all, or to be still here: a wish not to wake told by its disappointment
      '(disappointed|gutted|annoyed|upset|angry|devastated|sad|sorry|cross) ~3 (i am still here|to still be here|i am still alive|to still be alive|to be still here|to be still alive|i woke up at all|to wake up at all|that i woke at all|i still wake up|that i still wake up)',
      '(wake|woke|waking) up ~8 (disappointed|gutted|annoyed|upset|angry|devastated|sorry|cross) (that )?i did',
      '(disappear|vanish) ~3 (forever|for good|for ever|for always)',
      '(everyone|family|kids|wife|husband|they) ~6 (better|easier) ~3 without me',
      'dark thoughts|dark places|dark place',
      '(pray|praying|prayed|hope|hoping|wish|wishing) ~4 (i )?(will not|would not|do not|did not|never) ~2 (wake|wake up|come round|come around|come to)',
      '(rather|prefer|want|wish|like) ~3 (go to sleep|fall asleep|sleep) ~3 (and )?(never|not) (wake|wake up)',
      '(worked out|planned|plan|figured out|thought through|thought about|decided) ~3 (how|a way|ways|when|where) ~4 (i would|to|i could|i will|i might) ~3 (do it|manage it|end it|go through with it|kill|die|take)',
      '(bridge|railway|platform|cliff|roof|balcony|ledge|car park) ~14 (climb over|jump|jumping|step off|end it|make everything stop|over the edge)',
      '(how easy|how easily) ~4 (it would be|to) ~3 (climb over|jump|end it|step off|do it|go)',
      '(hide|hiding|cover|covering|covered|hidden) ~4 (the )?(marks|cuts|scars|scratches)',
      '(so|in case) ~2 (people|anyone|nobody|no one) (do not|does not|will not|can not|would not)? ~1 (see|sees|notice|notices|spot) ~3 (the )?(marks|cuts|scars)',
      '(started|been|keep|kept|began) ~3 (cutting|scratching|burning|hurting|harming) (myself|my arms|my legs|my thighs|my skin|my wrists)',
      '(close|closer|nearly|almost) ~4 (to )?(swallowing|taking|overdosing|ending|doing it) ~3 (the lot|them all|all of them|it|my life|everything)',
      '(pills|tablets|=boxes) ~6 (lined up|counting|counted|stockpiling|stockpiled|saved up|saving up|hoarding|hoarded)',
      '(as soon|rather|sooner) ~2 not (wake|wake up|be here|be alive|go on|be around)',
      '(nobody|no one|noone) (would|will) (miss|notice) (me|an old|a|if)',
      '(car|engine) ~8 (garage|shut garage|closed garage) ~8 (engine|running|exhaust)',
      '(exhaust|hosepipe) ~6 (car|window|pipe|garage)',
      '(afraid|scared|frightened|worried|terrified) ~3 (i will|i might|i would|i could) ~2 (do it|try it|go through with it) again',
      '(wish|want|wanted|wishing) ~3 (i )?(could|would)? ~1 (die|be dead|not exist|disappear forever)',
      '(life|living) ~3 (is|feels|feeling) ~2 (like )?(a burden|pointless|not worth it|not worth living)',
      '(pray|praying|prayed|ask|asking|beg|begging) ~4 (lord|god|jesus) ~2 (to )?(take|call) me',
      '(stockpiling|stockpiled|hoarding|hoarded|saving up|saved up|collecting|collected) ~3 (my |the |all my )?(pills|tablets|painkillers|meds|medication|oxycodone|codeine|morphine|tramadol|co codamol|paracetamol|insulin|sleeping pills)',
      '(want|wants|wanting) ~3 (it|the pain|everything|all of it) (to )?(stop|end) for good',
      '(know|worked out|looked up|googled) (the )?(lethal |fatal )?dose',
      '(better|easier|simpler|best|kinder|favour|favor) ~6 if i (die|died|was dead|were dead|am dead|was gone|were gone|am gone|was not here|were not here|am not here|did not wake up|never woke up|was not around|were not around|am not around)',
      '(better off|be better|be best) ~3 under (a|the) (bus|train|lorry|truck|ground)',
      '(want|wanting|wish|wishing|like|longing) to ~2 (be gone|disappear|vanish|not exist|stop existing|cease to exist|not be here|not be around)',
      '(when|once|for when|until) i (decide|choose|feel) ~4 (had enough|have had enough|it is time|the time is right)',
      '(think|thinking|thought|tempted|urge|want|wanting) ~3 (about |of )?(taking|take|swallowing|swallow) (them all|the lot|the whole box|the whole packet|the whole bottle|all of them|all my tablets|all my pills)',
      '(only thing stopping me|only thing keeping me here|only reason i am still here) ~4 (my )?(kids|children|family|wife|husband|partner|dog|mum|mam|mom|parents|grandchildren|son|daughter)',
      '(if it was not for|if it were not for|if not for) ~4 (my )?(kids|children|family|wife|husband|partner|dog|mum|mam|mom|parents|grandchildren|son|daughter) ~2 i would (have )?~6 (wall|tree|bridge|ended it|not be here|not be around|be gone|be dead|done it|killed myself|gone through with it|ended things|taken them all)',
      '(nearly|almost) (did it|went through with it|ended it|ended things|killed myself|drove off|drove into|jumped)',
      '(does|do|did|doing) it to (cope|feel something|deal with|numb|get through|release)',
      '(gone|go|leave|leaving|depart|departing|exit|departure) from (this|the) (world|earth|life)',
      '(planning|planned|plan|plans|thinking of|thought of|thinking about|looking at|researching|found) ~2 (ways|way|a way) (out|to end it|to end things|to die|to go|of ending it)',
      '(burn|burning|burnt|burned|cut|cutting|hit|hitting|bang|banging|scratch|scratching|pressing|pressed|press|hurt|hurting|bite|biting) ~8 (on purpose|deliberately|intentionally) ~4 (helps|to cope|to feel|release|calms|relief|makes me feel)',
      '(want|wan|wanna|wish) ~2 (end|finish) (am|it all|everything|my life)',
      '(buy|bought|keep|kept|have|get|got|don buy) ~2 (sniper|rat poison|weedkiller|paraquat|pesticide|poison)',
      '(kill|killing|end|ending) (himself|herself|themselves|themself)',
      '(god|lord|allah|jesus|him|death) ~3 (take|took|taking) (my soul|my life|me away|me now)',
      '(by|with) my own hand',
      // hurting oneself to bear the pain or the feeling: head against a wall, fists against walls until they bruise
      '(bang|banging|banged|bash|bashing|bashed|hit|hitting|smash|smashing) ~1 my head ~3 (against|on|into) ~2 (the |a )?(wall|walls|door|doors|floor|desk|table)',
      '(punch|punching|punched|hit|hitting|kick|kicking) ~2 (walls|the wall|things|doors|the door|myself) ~4 (till|until|so hard) ~4 (bruise|bruises|bruised|bleed|bleeds|bled|bleeding|split|splits|knuckles|broke|break)',
      // a wish not to be alive told without the word 'die' (thinking, wishing or deciding + not waking, not being around, not coming back), the means at hand, affairs put in order, and hurting oneself until it bleeds or bruises
      '@WISH_THINK ~6 @NOT_ALIVE',
      '(will not|would not|may not|might not|not going to|do not expect to) (be around|be here|still be here|be alive|see) ~3 (for|at|by|to see|next|this|another) ~2 (christmas|birthday|new year|summer|winter|spring|easter|eid|diwali)',
      'my will ~12 (letters|goodbye|who gets|arrangements|funeral)',
      '(sorted|sort|sorting|arranged|arranging|decided|deciding) ~3 who (gets|will get|takes|will take|has|will have|looks after|will look after) ~3 (the |my )?(cat|cats|dog|dogs|pets|things|house|car|kids)',
      '(rope|noose|ligature|flex|cable|belt) ~12 (beam|beams|hook|rafter|rafters|banister|bannister|loft hatch|tree branch)',
      '(using|use|turn|turning|point|pointing|put|putting) (it|the gun|a gun|the rifle|the pistol|the knife) ~2 (on myself|to my head|in my mouth|to my throat|to my wrist)',
      '(handgun|pistol|gun|rifle|shotgun|firearm) ~16 (holding it|hold it|thinking about|on myself|end it)',
      '(walk|walking|swim|swimming|wade|wading|go|going|drive|driving|step|stepping) ~4 (in|into|out|off) ~6 (not|never) ~2 (come|coming|swim|swimming|get|getting|walk|walking|drive|driving) ~2 (out|back)',
      'better (that )?i (am|was|were|be) ~1 (not alive|dead|not here|gone|not around|not living)',
      '(disappointed|sad|upset|annoyed|angry|gutted|sorry|cursing) ~4 (i am|i was|to be|i) ~1 still (alive|here|breathing|living)',
      '(why|reason|point) ~4 (should|would|to) ~2 (go on|keep|carry on|continue|keep on) ~1 (living|being alive|existing|live)',
      '(thought|think|know|decided) ~2 (already )?how i (would|will|could|am going to) ~2 (do it|end it|go|kill)',
      '(scratch|scratching|scratched|cut|cutting|pick|picking|bite|biting|hit|hitting|punch|punching|burn|burning|gouge|gouging) ~3 (my )?(arms|forearms|forearm|arm|legs|leg|skin|thighs|wrists|hands|knuckles|face|head|stomach) ~4 (till|until|so hard|so much) ~3 (they |it )?(bleed|bleeds|bled|bleeding|raw|bruise|bruised|marks|scars|scar)',
      // a negated 'reason to live' is the sign itself
      '(do not|can not|could not) see ~3 (why|reason|point) ~4 (should|would|to) ~2 (go on|keep|carry on|continue|keep on) ~1 (living|being alive|existing|live)',
      // a wish, thought or plan about dying, ending it or disappearing
      '(thinking|thought|thoughts|wish|wishing|wished|want|wanting|wanted|tempted|considering|considered|contemplating|contemplated|urge|urges|longing|long|decided|planning|planned) ~4 (about |of |to |that i |i could |i would |i should |i might )?@DYING',
      // rehearsals, a drop checked, a note for afterwards, dependants provided for, urges and relapses of self-harm, burning, thumping or starving on purpose, reckless acts meant, the means at hand, assisted dying, painkillers taken to feel nothing
      '(practice run|dry run|trial run|test run)|(=rehearse|=rehearsing|=rehearsed) ~4 (it|my death|dying|how|the way|what i would|ending)',
      // (the noun names a play's rehearsal unless what is rehearsed is a death: not 'after rehearsal it clicks')
      '(rehearsal|rehearsals) ~4 (my death|dying|how|the way|what i would|ending)',
      '(garage|shed|car|van) ~6 (engine|exhaust|motor) ~2 (running|on|going)',
      '(drop|fall|height|distance) ~4 (high enough|far enough|big enough|would kill|would do it|would be enough|was enough|is enough)',
      '(railing|railings|parapet|edge|ledge|bridge|viaduct|balcony|window|roof|cliff|platform|car park|storey|floor) ~12 (think|thinking|thought|tempted|urge|imagine|imagining|picture|picturing|want|wanting) ~3 (about |of )?(jumping|jump|throwing myself|stepping off|going over|letting go)',
      '(letter|note|notes|letters|message) ~12 (to find|find it|afterwards|after i am gone|when i am gone|why i did it|explaining why|for when|once i am gone)',
      '(not|no) (planning|intending|expecting|going) (on|to) ~2 (be|being|stick|sticking|stay|staying) (around|here) ~4 (longer|more|much longer|a great deal longer)',
      '(raise|look after|take care of|bring up|have|take) ~3 (them|kids|children|boys|girls|son|daughter|dog|cat|pets) ~3 if (anything|something) (happened|happens|were to happen) to me',
      '(urge|urges) ~3 to (cut|burn|hurt|harm|self harm|scratch)',
      '(clean|relapsed|relapse|relapsing) ~8 (cutting|self harm|sh|burning)',
      '(gave|give|giving) in ~6 (cut|cutting|did my|burned|hurt)',
      '(lighter|flame|match|matches|cigarette|iron|kettle|boiling water) ~6 (to|on|against) ~3 (my )?(arm|arms|wrist|wrists|skin|thigh|thighs|hand|hands|leg|legs|stomach) ~6 (until|till|blister|blisters|burn|burns|marks)',
      '(thump|thumping|hit|hitting|beat|beating|punch|punching|bash|bashing|whack|whacking|slap|slapping|bite|biting|scald|scalding) ~3 (my own|myself|my) ~2 (thighs|thigh|legs|leg|arms|arm|head|stomach|face|body|wrists|wrist|skin|hands|hand) ~10 (until|till|so hard|black and blue|bruise|bruises|bruised|bleed|blister|deliberately|on purpose)',
      '(skip|skipping|skipped|starve|starving|starved|not eating|stopped eating) ~4 (meals|food|myself|eating)? ~4 (on purpose|as punishment|as a punishment|to punish|punish myself|punishing myself|deliberately)',
      '(slit|slitting|slash|slashing) ~2 (my )?(wrists|wrist|throat)',
      '(do|doing|did) (myself|me) (harm|in|damage|an injury)',
      '(did not|do not|would not|not) ~1 (care|mind) ~3 (if|whether) ~3 (something|a car|a lorry|a bus|anything|it) ~2 (hit|hits|killed|kills|ran)',
      '(meaning|meant|on purpose|deliberately|fully meaning) ~6 (not looking|without looking|no lights|into traffic|in front of)',
      '(without looking|not looking|into traffic|in front of) ~6 (meaning to|on purpose|deliberately|meant to|fully meaning)',
      '(nuh|no|not|dont|do not|never) (waan|wan|wanna|want) ~2 (live|living|be alive|be here|life)',
      '(the )?means ~3 (at home|in the house|ready|to do it|to end it|to hand|sorted)',
      '(heading|going|go) the same way',
      'dignitas|assisted dying|assisted suicide|euthanasia|(clinic|clinics|place|places) ~3 (in )?switzerland',
      '(doing|do) it myself ~3 (at home|instead|if they)',
      '(take|taking|took) ~3 (extra|more|double|loads of|handfuls of|a handful of|way more) ~3 (painkillers|tablets|pills|codeine|co codamol|tramadol|oxycodone|morphine|sleeping tablets|diazepam)? ~10 (knock myself out|not feel anything|not to feel|not wake|on purpose|knowingly|deliberately|than it says|than prescribed)',
      '(knowingly|deliberately|on purpose) (take|taking|took) ~3 (extra|more|double|loads|handfuls)',
      // passive wishes for an accident, a past attempt with current thoughts, returning urges, cutting with a blade, perceived burdensomeness
      '(hoping|hope|hoped|wish|wishing|wished|pray|praying) ~4 (something|a car|a lorry|a truck|a bus|someone|a train) ~3 (would|will|might)? ~2 (hit|hits|run me over|runs me over|crash into|kill|kills|take me out)',
      '(tried|attempted|try|trying|attempt|had a go at|went through with) ~2 (to )?(kill|killing|end|ending|take|taking) ~2 (myself|my life|my own life|it all|it|things)',
      '(think|thinking|thought|urge|urges|tempted|want|wanting) ~3 (about |of )?(doing it|trying it|try it|going through with it) again',
      '(the )?urge (came|comes|is|has come|keeps coming) back',
      '(cut|cutting|slice|slicing|sliced|slashed) ~2 (my )?(hip|hips|thigh|thighs|arm|arms|wrist|wrists|leg|legs|stomach|skin|chest|ankle|ankles|forearm|forearms) ~3 with ~3 (the |a |my )?(blade|razor|knife|sharpener|scissors|glass)',
      '(better off|happier|easier) ~6 than ~1 (with )?me (around|here|alive)',
      // whether anyone would notice if the person were gone
      '(anyone|anybody|they|people|everyone|nobody|no one) ~3 (miss|notice|care|mind) ~3 (if|when|once) i (was|were|am) (gone|dead|not here|not around)',
      '(anyone|anybody|they|people|everyone|nobody|no one) ~3 (miss|notice|care|mind) ~3 (if|when|once) i (died|disappeared|went)',
      // researching a lethal amount, self-harm as relief, praying to die, giving possessions away, handling a firearm
      'how many ~8 (need|needed|take|takes|took|kill|enough) ~6 (not wake|not to wake|die|never wake|not wake up)',
      '(cut|cutting|burn|burning|scratch|scratching) ~4 (my )?(thighs|thigh|arms|arm|legs|leg|wrists|wrist|stomach|skin|hips) ~4 (so i|to feel|to cope|to stop|to distract|to take my mind|something else)',
      '(prayer|prayed|prays|praying) ~6 (lord|god|jesus|allah|he|him) ~3 (would|will|to) ~2 (take me|call me|let me go|come for me)',
      '(giving|gave|given|give) (my )?(things|stuff|belongings|possessions|bits) away',
      '(not|do not|dont) want ~2 (a |the )?rest of my life',
      '(shotgun|gun|rifle|pistol|handgun|firearm) ~4 (out of|from) ~2 (the |its |my )?(cabinet|safe|cupboard|drawer|case) ~10 (sat with|held|holding|looked at|put it back|thinking)',
      // the same wishes and plans told in the generic second person
      '(stop|stopped|stops|stopping) wanting to (wake up|live|be here|be alive|go on|exist)',
      '(planning|planned|plan|thinking|thought|worked out|working out) how (you|i) (would|will|could|might|should) (do it|end it|go|kill)',
      // a crash wanted, or 'ending it' thought of
      '(thinking|thought|think|thoughts|tempted|urge|urges|want|wanted|wanting) ~6 (drive|driving|drove|steer|steering|swerve|swerving|crash|crashing) ~3 (off|into|over|under) ~3 (it|the edge|edge|cliff|quarry|bridge|wall|tree|lorry|lorries|truck|oncoming|river|sea|barrier)',
      '(thinking|thought|think|thoughts|tempted) ~8 (=ending|=end) it',
      // ending it pictured: a jump weighed up, a rope ready, injury made on purpose, a note written, ways looked up
      '(bridge|cliff|roof|edge|ledge|platform|tracks|viaduct|car park|multi storey) ~14 (deciding|decide|decided|debating|wondering|whether|weighing up|thinking about|thought about) ~4 (to )?(jump|jumping)',
      '(rope|noose|ligature) ~10 (use it on|using it on|used it on|hang|hanging|hanged) ~2 (myself|himself|herself|themselves)',
      '(rope|noose|ligature) ~10 (thinking|think|thought|thoughts|picture|picturing) ~3 (about |of )?(hanging|using it|use it)',
      '(put|bought|got|hidden|hid|tied|keep|kept|hung|left) ~3 (a )?(rope|noose|ligature) ~4 (in|up|ready|over|from)',
      '(dig|digging|dug|cut|cutting|burn|burning|scratch|scratching|hit|hitting|punch|punching|bite|biting|bang|banging) ~8 (until|till|til) ~3 (bleed|bleeds|bled|bleeding|bruise|bruised|bruises)',
      '(hurt|hurting|cut|cutting|harm|harming|burn|burning|dig|digging|hit|hitting) ~6 (on purpose|deliberately|to feel something|to feel anything|to cope|to punish)',
      '(can not|could not|do not|cannot|no longer|not) (see|picture|imagine|envisage) myself ~3 (being |still )?(alive|here|around|living|still here) ~3 (by|at|in|next|for|this time)',
      '(written|wrote|finished|left|writing) (my|the) (note|letters|notes|goodbyes|goodbye letters)',
      'stop existing|cease to exist|stop being alive',
      // an ending planned or rehearsed, told by what is done: a blade or a burn on the skin, a day picked, a funeral pictured, a height measured, a rail stood at
      '(using|use|used|with) ~2 (the )?(blade|razor|knife|scissors|glass|compass) ~8 (on|into|across|along) ~2 (my|her|his|their) (thigh|thighs|wrist|wrists|arm|arms|forearm|forearms|legs|skin|stomach)',
      '(fresh|new|rows of|lots of|several) ~2 (cuts|scratches|burns|slashes) ~4 (along|on|across|up|down) ~2 (my|her|his|their) (forearm|forearms|arm|arms|thigh|thighs|wrist|wrists|legs)',
      '(pressing|pressed|press|digging|dug|pushing|pushed) ~4 (scissors|blade|razor|knife|glass|compass) ~3 (into|in|against) ~2 (my|her|his|their) (wrist|wrists|arm|arms|thigh|thighs|skin|forearm)',
      '(hold|held|holding|keep|keeps|kept|keeping|press|pressed|pressing|put|putting) ~3 (my|her|his|their) (arm|forearm|hand|wrist|skin|thigh) ~3 (against|on|onto|under) ~4 (oven|iron|hob|kettle|radiator|flame|lighter|hot) ~6 (until|till|til) ~3 (blister|blisters|blistered|burns|burn|bleeds|bleed|marks)',
      '(taking|take|takes|took|taken) ~3 (blade|razor|knife|scissors|glass|compass) to (my|her|his|their) (thigh|thighs|wrist|wrists|arm|arms|forearm|forearms|legs|skin|stomach)',
      '(banging|bang|banged|hitting|hit|smashing) ~2 (my|his|her|their) head ~4 (against|on|into) ~3 (the )?(wall|walls|floor|door) ~6 (bruise|bruises|bruising|bleed|blood|hard enough)',
      '(next time|one day) ~6 (do it properly|get it right|make sure|finish it|do it right|take more|take them all)',
      '(will not|not going to|never going to) (be seeing|see|make it to|last) (another|the next|next) (winter|christmas|summer|spring|birthday|year)',
      '(playlist|songs|music|hymns|hymn|readings|coffin|flowers|plans|planning|picturing|imagining|planned) ~3 (for )?(my own|my) funeral',
      '(goodbye|farewell) (text|texts|email|emails|video|voicemail)',
      '(less|nothing|not much) ~4 (to clear out|to sort out|to deal with|to clear|to go through) ~4 after',
      '(one step|a step|one more step|one jump|one push) ~3 (and )?(that is it|thats it|it is done|done|over|it is over|gone|all over)',
      '(walk|walking|swim|swimming|wade|wading) (in|out) ~3 (and )?(keep|carry on) (walking|going|swimming)',
      '(apologising|apologizing|sorry|apologise|apologize) ~4 (for )?(the )?(delay|disruption|mess|trouble) ~3 (it will|i will|that will|this will|i am going to) (cause|make)',
      '(work out|working out|worked out|measure|measuring|check|checking|checked) ~3 (how high|how far down|how deep|the height|the drop)',
      '(hoping|hope|wish|wishing|praying) ~6 (bus|car|lorry|truck|train|van) ~3 (hits|hit|makes|takes|would|will|finishes|decides)',
      '(stepping|step|stepped|walking|walk) (into|out into|in front of) ~2 (the )?(road|traffic|cars) ~4 (without looking|hoping|on purpose)',
      '(barrel|gun|pistol|rifle|shotgun) ~4 (under|in|against|to) ~2 (my|his|her|their) (chin|mouth|head|temple)',
      '(prefer|rather|better) ~3 (be|to be) (under the ground|in the ground|six feet under|in a box|in the grave|in my grave)',
      '(switch|turn) (off|out) ~2 (forever|for ever|for good|permanently|and never)',
      '(picked|chosen|chose|set) the (day|date)',
      // medicine saved up until there is enough; a goodbye message; a high place visited to look down; others freer if one were gone; a recent overdose
      '(holding back|held back|saving|saved|put aside|putting aside|set aside|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed|keeping back|kept back) ~6 @MEDS ~16 enough (put aside|saved|stored|stashed|hidden|now|together|set aside|to do it|for the job)',
      '(sorry for everything|sorry for it all|sorry for all of it|forgive me for everything) ~12 (love you|look after|take care of|goodbye|bye)',
      '(love you all|love you both|goodbye) ~8 (look after|take care of) ~3 (your|the|each other|yourselves|mum|dad|the kids)',
      '(stood|standing|stand|sat|sitting|went|walked|drove|been|go|going|gone) ~8 (bridge|edge|multi storey|multistorey|car park roof|rooftop|roof|top floor|cliff|cliffs|viaduct|tower block|balcony|railway line|railway bridge|platform edge) ~16 (looking down|look down|looked down|thinking about jumping|thought about jumping|to look down|to look over)',
      '(top of|off|from) ~3 (the )?(multi storey|multistorey|bridge|building|car park|cliff|cliffs|roof|tower|tower block|balcony|viaduct) ~3 (and )?(jump|jumping|jumped|throw myself|throwing myself)',
      '(free|freer|better off|happier|easier|relieved|enjoy|lighter|manage|cope) ~8 (if|when|once) i (were|was|am|had) ~1 (gone|dead|out of the way|no longer here|no longer around)',
      '(swallowed|took|taken|downed) ~4 (a load of|a handful of|handfuls of|loads of|a whole|a lot of|a pile of|a bunch of) ~5 (@MEDS|tablets|pills|sleeping tablets) ~24 (a and e|casualty|hospital|found me|stomach pumped|overdose|do it again|on purpose|deliberately|ambulance)',
      '(swallowed|downed) ~4 (a load of|a handful of|handfuls of|loads of|a whole|a lot of|a pile of|a bunch of|all of|all) ~3 (my )?(@MEDS|tablets|pills) ~3 (and|plus|with) ~4 (@MEDS|tablets|pills|sleeping tablets|sleeping pills|vodka|whisky|alcohol)',
      // medicine held back and hidden, a way out, the edge of a platform, water that would take one, burning or scratching the skin, a rope or tree picked, a car steered off the road, letting oneself fall, checking out, how much would be enough, held under the bath water, sorry to have survived, pets handed on with thanks
      '(not|have not been|stopped|stop|not been) taking ~3 (@MEDS|them|all of them) ~3 (properly|as prescribed|every day|all)? ~8 (putting|put|saving|saved|keeping|kept|hiding|hid|stashing|stashed|storing|stored|holding|held)',
      '@MEDS ~8 (keeping|kept|holding|held|saving|saved|putting|put|hiding|hid|hide|hidden) (them )??(back|aside|away|up) ~6 (in|under|at the back of|behind) ~2 (a |the |my )?(drawer|tin|box|shoebox|jar|bag|wardrobe|cupboard|sock|stash)',
      '(is|are|be|was|were) (my|our|his|her) (way out|exit|escape|escape route) ~1 (if|when|unless|should|once)',
      '(do not|not) know (if|whether) i (will|would|could) (step back|pull back|stop myself|hold back|turn back|stop) (next time|again)',
      '(yellow line|platform edge|edge of the platform|platform|tracks|rails|railway|train|express|station) ~12 (stepped back|step back|pulled back|pull back) ~3 (at the last|last second|last minute|just in time|in time)',
      '(let|letting) (the )?(cold|water|river|sea|current|waves|canal|dark|darkness|tide) (take|have) me',
      '(want|wanting|wanted|tempted|urge|thought about|thinking about) ~3 (to )?(go in|walk in|jump in|step in|wade in|walk into) ~10 (canal|river|sea|lake|water|cold|not come out|never come out|the waves)',
      '(hold|held|holding|press|pressed|pressing|put|putting) ~2 (a )?(lighter|flame|match|lit cigarette|cigarette|iron|hot spoon|blade|razor|knife) ~3 (against|to|on|into) ~2 (my |his |her )?(skin|arm|arms|forearm|forearms|wrist|wrists|thigh|thighs|leg|legs|stomach|hand|hands)',
      '(scratches|scratching|scratched|cuts|cutting|cut|marks|burns|burning) ~12 (doing it|does it|did it|done it|do it) ~2 (with|using) ~2 (a |the |her |his |my )?(compass|blade|razor|knife|scissors|pin|needle|lighter|sharpener|glass)',
      'long drop (and )?(a )?short stop',
      '(picked|chosen|found|chose) (out )?the (tree|beam|branch|rope|hook)',
      '(thought|think|thinking|tempted|imagine|imagined|urge) ~5 (not turning|not braking|not stopping|letting go of) ~2 (the )?(wheel|steering|steering wheel|brakes|bend)',
      '(thought|think|thinking|tempted|imagine|imagined|urge) ~4 (about )?(just )?(not braking|not steering)',
      '(thought|think|thinking|tempted|imagine|imagined|urge) ~6 (going|drive|driving|steer|steering|swerve|swerving|veer|veering) ~2 (straight )?(through|into|off) ~3 (the )?(fence|wall|barrier|tree|quarry|edge|cliff|river|bridge|lorry|truck|oncoming)',
      '(think|thinking|thought|want|wanting|tempted) (to|about|of) (let|letting) myself (fall|drop|go over)',
      '(balcony|bridge|roof|rooftop|cliff|edge|window|top floor|multi storey) ~10 (look|looking|looked|stare|staring|stared) (down|over) ~10 (think|thinking|thought|want|wanting|wish|tempted|imagine|let myself|jump|fall)',
      '(check|checking|checked) out (early|for good|permanently|of life|of this life|on my own terms)',
      '(how much|how many) ~6 (@MEDS|morphine|insulin|oramorph) ~4 (would be|will be|is|be) enough',
      '(thinking|thought|think|tempted|imagine|imagining|urge) ~4 (about )?(injecting|inject|taking|take|swallowing|swallow) ~3 (the whole lot|all of them|the lot|all of it|every one|the whole box|the whole packet|all my|all the) ~4 (at once|in one go|together|before bed)?',
      '(held|hold|holding|kept|keep|keeping|pushed|push) (myself|my head|his head|her head) under (the )?(water|bath|bathwater)',
      '(annoyed|disappointed|sorry|upset|angry|gutted|wish) ~3 i (survived|lived|woke up|came round|did not die|am still here)',
      '(annoyed|disappointed|sorry|upset|angry|gutted) ~3 i (came|come) (back )?up',
      '(thanks for everything|thank you for everything|sorry for everything|love you all) ~12 (look after|take care of|feed|walk) ~3 for me',
      // an end of life told of someone else
      '(end|ending|take|taking) (his|her|their) (own )?(life|lives)',
      // medicines saved instead of taken, taken in the hope of not waking, a hot kettle held to the skin, others better off after a crash, not sure about next time, a car left running, tablets bought from many shops, going out and not coming back
      '(putting|put|hiding|hid|keeping|kept|saving|saved|storing|stored) ~10 instead of (taking|swallowing) (them|it)',
      '(saving|saved|keeping|kept|storing|stored) (them|it|@MEDS) ~3 for (when|the day) ~4 (had enough|can not take|it gets too much|enough|the end)',
      '(to see if|hoping|in the hope that|in the hope|so that) ~1 (i|id) ~3 (not wake|never wake|not wake up|never wake up|die|not come round|not come back)',
      '(held|hold|holding|pressed|press|pressing|put|putting) (my|his|her|their) (arm|arms|hand|hands|wrist|leg|skin|forearm) ~2 (against|on|onto|under|in) ~3 (kettle|iron|hob|stove|oven|cooker|radiator|flame|fire|hot tap|boiling) ~12 (on purpose|deliberately|to feel|wanted to feel)',
      '(to|wanted to|want to|so i could|so she could|so he could|just to) feel something (else|other|different)',
      '(better off|happier|easier|relieved|free) ~4 if i ~4 (drove|crashed|died|was dead|were dead|jumped|killed|ended|walked into|stepped in front)',
      '(did not|have not|had not) (do|done) it ~10 (do not know|not sure|can not promise|no promises) ~3 (about )?(next time|again)',
      '(quarry|cliff|cliffs|edge|bridge|river|lake|harbour|pier|garage) ~10 (engine running|with the engine on|with the engine running|hosepipe|hose pipe)',
      '(buy|buying|bought|getting|got|collect|collecting|collected) ~2 (pills|tablets|paracetamol|@MEDS) ~4 (many|different|several|lots of|loads of|various|every) ~2 (shop|shops|chemists|chemist|pharmacies|pharmacy|places|supermarkets)',
      '(will|would|going to|thinking|thought|planning|plan|might|could) ~6 (and )?(not|never) (come|bring it|bring the boat|bring myself|be coming) back',
      // one's own death reckoned in money; a death made to look like an accident
      '(if|when|once) i (am|was|were|m) (gone|dead|not here|no longer here) ~12 (debt|debts|money|insurance|policy|payout|pay out|life insurance|death in service|mortgage|get my|gets my|would get|will get)',
      '(make|making|made) (it|my death|this|the crash|the fall) (look|seem) like an accident',
      // a wish not to wake
      '(like|love|want|wish|prefer|rather|happy) ~3 (to )?(just )?(not|never) (wake|wake up|to wake up|wake again)',
      // wishing not to exist, a decision with a date, hitting oneself to hurt, a count of tablets taken, a gun to save others the bother, a goodbye with a pet handed on, a date chosen with the means put aside, knowing what would do it, the edge sat on, going on one's own terms, a knife held while thinking of it
      '(want|wish|wanting|wished) ~6 (not exist|not to exist|stop existing|cease to exist|not be alive|to not be alive)',
      '(made|make|reached|taken) (a|the|my) decision ~12 (that is|that will be|then it is|then) me (finished|done|gone)',
      '(hit|hitting|punch|punching|bash|bashing|slam|slamming|smack|smacking|bang|banging) ~4 (the |my )?(knee|leg|arm|head|shoulder|hand|wrist|ankle|back|it|myself) ~10 (as hard as|until i cry|till i cry|until it bleeds|on purpose|to make it hurt|to hurt)',
      '(slam|slamming|slammed|bang|banging|banged|smash|smashing|smashed) ~6 (on purpose|deliberately|to make it hurt|to hurt it|to hurt myself)',
      '(took|taken|swallowed|had) ~2 (about |around |over |nearly |maybe )?(/[1-9]\\d/|twenty|thirty|forty|fifty|sixty|a hundred) (@MEDS|tablets|pills)',
      '(rifle|gun|shotgun|pistol) ~12 (save|spare) (us|everyone|them|you|the family) ~2 (the )?(bother|trouble|cost|hassle)',
      '(thanks for everything|thank you for everything|sorry for everything) ~16 (look after|take care of) ~2 (his|her|my|the) (dog|cat|dogs|cats|kids|children|pets|family)',
      '(picked|chosen|chose|decided on|set|fixed) ~2 (a|the) (day|date|night|time|weekend|week|evening) ~12 (got|have|put|saved) ~4 (put aside|hidden|stashed|saved up|ready)',
      '(got|have|gathered|collected) (what|everything) i (need|will need|would need) ~3 (put aside|hidden|stashed|saved up)',
      '(know|knows|worked out|figured out) (exactly )?(what|how much|how many) (would|will) do it',
      '(which|what) (night|day|shift|night shift|date|weekend|week) ~3 (i would|i d|i will|to) do it',
      '(idea|ideas|thought|thoughts|think|thinking) ~3 (to|of|about) (kill|killing|end|ending) (me|myself|my life)',
      '(sat|sitting|stood|standing) on the edge ~10 (legs over|feet over|for an hour|for ages|for a long time|looking down)',
      '(legs|feet) (over|dangling over|hanging over) the (edge|side|wall|railing|rail|parapet)',
      '(go|going|leave|leaving|die|dying|end it|go out|bow out) on my own terms',
      '(stood|standing|sat|sitting|holding|held) ~6 (knife|blade|razor|rope|pills|tablets|gun) ~10 (thinking|thought) ~3 (about|of) (doing it|ending it|using it)',
      // a high place visited and lingered at, the nerve gathered for the act, lying down where traffic runs
      '(working up|work up|worked up|building up|build up|built up|plucking up|pluck up|plucked up|screwing up|screw up|summoning|summon|getting up) ~2 (the )?(nerve|courage|guts|bottle) ~2 to ~3 (go over|jump|step off|step out|let go|do it|end it|go through with|climb over|walk in|walk out)',
      '(lie|lay|lying|laying) down (on|in|across) (the )?(motorway|tracks|railway|train tracks|railway line|dual carriageway|carriageway)',
      // the water walked into or slipped under for good
      '(should|could|want to|wanting to|going to|thinking of|thought of|think about|thinking about|thought about|urge to|tempted to|will|would|might|just) ~2 (walk|wade|walking|wading) ~2 (out )?(into|in to) (the )?(sea|river|water|lake|waves|loch|tide|estuary)',
      '(slip|slipping|slide|sliding|sink|sinking|go|going) under ~3 (and )?(stay|staying|stayed|not come up|never come up|not coming up|not coming back up)',
      // a fatal amount asked after, medicines put by rather than taken, tablets to be swallowed with drink, never to feel anything again
      '(most|maximum|max|how much|how many|what dose|what amount) ~6 (take|swallow|have) ~5 (before|until|to) ~3 (stops|stop) ~2 (the|their|your|my|a|his|her|someone s|someones) heart',
      '(dose|amount|how many|how much|quantity) ~6 (is fatal|would be fatal|is lethal|would be lethal|is deadly|would kill you|would kill someone|would kill a person|kills you|to kill you|to kill someone)',
      '(take|taking|swallow|swallowing|down|downing) all ~4 @MEDS ~6 (with|and|washed down with) ~4 (vodka|whisky|whiskey|gin|wine|rum|alcohol|a bottle|booze|brandy|spirits)',
      '(putting|put|setting|set|saving|saved|keeping|kept|holding|held) ~2 (mine|them|these|those|some|it|each one|every one) (aside|by|back) ~4 (rather than|instead of) (taking|swallowing)',
      '(months|weeks|month|week|months s|weeks s) (worth|supply) ~5 (in a drawer|hidden|saved|stashed|put by|put aside|in a box|in a tin|squirrelled|squirreled)',
      '(not|never) ~2 (want|wish) to (feel|see|face) (anything|nothing|a thing) ~2 (ever )?again',
      // a plea never to wake again, dying helped along, self-injury as a way to cope, joining someone who died
      '(ask|asking|asked|beg|begging|begged|pray to|praying to) ~4 (not|never) ~3 wake up',
      '(help|helping|hurry|hurrying|speed|speeding) (that|this) along ~3 (myself|on my own|by myself)?',
      '(burn|burning|burned|burnt|cut|cutting|scratch|scratching) ~3 (the )?(inside|back|top|underside) of my ~2 (arm|arms|wrist|wrists|thigh|thighs|leg|legs|forearm|forearms) ~3 (with|using) ~2 (a |my )?(lighter|cigarette|razor|blade|compass|scissors|iron|match|candle|knife|pin)',
      '(when|whenever) ~6 (too much|unbearable|overwhelming|too bad|too strong|gets to me) ~3 i ~2 (burn|cut|scratch|hit|punch|bang|stab|bite) ~3 (my|myself)',
      '(died|dead|passed|passed away|gone|lost|death|funeral|grave|anniversary) ~12 (want|wish|long|longing|ready|going) to (be with|join) (her|him|them)',
      '(want|wish|long|longing|ready|going) to (be with|join) (her|him|them) ~12 (died|dead|passed|passed away|gone|lost|death|funeral|grave|tablets|pills)',
      // all the tablets to be taken at once, on a given night
      '(going to|gonna|will|plan to|planning to|about to|intend to) (take|swallow) all ~4 @MEDS ~4 (tonight|today|this evening|at once|in one go|together|tomorrow|at bedtime)',
      // a death disguised, checking out, longing for one's forebears or tired of waiting to be taken, the means kept ready, others' deaths understood, no one's problem after tonight
      '(do|doing|did|make|making|made) away with (myself|me)',
      '(thinking|thought|think|considering|considered|serious|seriously|tempted) ~3 (about |of )?(checking out|check out|bowing out|bow out|tapping out|tap out|clocking out for good)',
      '(want|wanting|wish|wishing|longing) ~3 (to )?(join|go to|be with) ~2 (the |my |our )?(ancestors|forefathers|forebears)',
      '(make|making|find|finding) my own way ~1 (there|them|him|her|god|heaven)',
      '(not|no longer|stop|stopped|tired of) (waiting|wait) ~3 (for )?(them|him|god|the lord|death|my time|the end) to (call|take|come for|come)',
      '(stopping|stop|ending|end) and (dying|death|die|being dead) ~6 (same thing|the same|one and the same|no different)',
      '(rope|ropes|noose|ligature) ~3 (in|on|by|under|up in|hanging in) (the |my )?(garage|shed|loft|attic|car|boot|cupboard|wardrobe|drawer|woods|barn)',
      '(got|have|had|keep|kept|keeping) ~2 the means ~3 (put by|put aside|set aside|ready|saved|stashed|sorted|to hand|in the house|at home|hidden)',
      '(took|taken|take|loaded|load|got|get|brought|carried) ~3 (the )?(shells|cartridges|bullets|ammo|ammunition|shotgun|rifle|gun|pistol) ~8 (sat with|sit with|sitting with|held|holding|looked at|staring at|stared at) ~3 (them|it)',
      '(found|died|hanged|shot|drowned|gone) ~12 (started to|starting to|begun to|beginning to|now i|i can) ~2 (understand|see|get) why',
      '(making|make|made) something (happen|bad happen) to (me|myself)',
      '(will not|wont|won t|not going to|shall not) be a (problem|burden|bother|nuisance|worry) (for|to) (anyone|anybody|everyone|you|them|my family) ~2 (after|from|past|beyond) (tonight|today|this weekend|tomorrow|friday|the weekend)',
      '(go|going|went|get|getting) through with (what i am planning|what i m planning|what i have planned|what i planned|what i intend|what i have decided|my plan)',
      // into the sea or a river, never to return
      '(walk|walking|wade|wading|swim|swimming) ~3 (into|out into|out to|in to) ~4 (no|not|never) ~2 (coming|come|came|swimming|swim|walking|walk) (back|out)',
      // a future in which one is not in the picture, a goodbye timed to arrive after, the tide looked up for a night alone
      '(way out|way forward|future|ending|version|way through|outcome) ~6 (where|in which|that|which) ~3 (i am|im|i m|me) ~2 (in the picture|around|here|alive|in it)',
      // ('no way forward that still has me in it': the 'no' is the hopelessness, not a denial)
      '(no|see no|not see a|not see any|there is no) ~1 (way out|way forward|future|ending|version|way through|outcome) ~6 (where|in which|that|which) ~3 (i am|im|i m|me) ~2 (in the picture|around|here|alive|in it)',
      '(by the time|before) ~3 (they|anyone|you|she|he|people|everyone) ~2 (read|reads|see|sees|get|gets|find|finds|open|opens) ~3 (it|this|me|them) ~3 (i will have|i ll have|ill have|i will be|i ll be|ill be) ~2 (done it|gone|dead)',
      '(make sure|making sure|so that|so) ~2 (i am|i m|im|i will be|i ll be) not (here|around|alive) (to|for) ~2 (read|see|hear|face|deal|answer)',
      '(written|wrote|write|writing|recorded|made|left|drafted) ~6 as (a|my) (goodbye|farewell|last word|last words)',
      // the means rehearsed: fumes in a shut space, a high place visited, a blade pressed to the skin, a ligature tied, a drop taken alone; a death hidden or disguised; tolerance lost on purpose; everything in the medicine drawer
      '(engine|motor) (running|on|ticking over|left running) ~10 (shutter|door|doors|garage door|roller door|windows) (down|shut|closed|up)',
      '(shutter|garage door|roller door|door|doors) (down|shut|closed) ~8 (engine|motor) (running|on|ticking over)',
      '(walked|walk|walking|drove|drive|driving|driven|went|go|going|gone|been|cycled|rolling|rolled|wheeled) ~2 to ~3 (bridge|footbridge|flyover|overpass|viaduct|cliff|cliffs|railway|tracks|level crossing|multi storey|pier|quarry|weir|edge|lock) ~10 (stood|stand|standing|sat|sit|sitting|looked down|looking down|staring|stared|waited|a long time|for ages|working up|climbed)',
      '(legs|feet) (over|dangling over|hanging over) the (drop|water|side|edge)',
      '(which|what) ~4 (i would|i d|id|to|i will|i ll|i could) ~1 (step|jump|throw myself|walk|fall) (in front of|under|off)',
      '(press|pressed|pressing|hold|held|holding|put|putting) ~3 (knife|knives|blade|blades|razor|razors|scalpel) ~3 (against|to|on|into) ~3 (my )?(arm|arms|wrist|wrists|throat|neck|skin|thigh|thighs)',
      '(knife|knives|blade|razor|scalpel) ~10 (press|pressed|pressing|hold|held|holding) (it|them) ~3 (against|to|into) ~4 (arm|arms|wrist|wrists|throat|neck|skin|thigh|thighs)',
      '(see|test|find out|know) (if|whether) i (can|could|would) ~1 (go through with|do) it',
      '(tied|tying|tie|tie d|looped|looping|knotted|fixed|attached) ~3 (my |the |a |her |his )?(belt|cord|scarf|tie|dressing gown cord|rope|cable|lead|sheet|flex|charger cable) ~8 (door|banister|bannister|beam|hook|rail|wardrobe|loft hatch|tree|neck|pipe|stair)',
      '(put|putting|puts|stuck|sticking) my (head|neck) (through|in|into) ~3 (it|the loop|the noose|the belt|the cord)',
      '(cord|belt|scarf|rope|cable|lead|tie|sheet|flex|noose) (round|around) (my|her|his|their) neck',
      '(alone|on my own|by myself|tonight|weights|rope|pills|boat|dinghy|kayak|car|bridge|cliff|sea) ~12 (not planning on|not planning to|no plan to|not intending to|do not intend to|not going to be) ~1 (coming|come) back',
      '(cliff|cliffs|bridge|sea|coast|edge|lake|tracks|viaduct) ~10 (no return|one way|one-way|no way back|single night|single ticket)',
      '(brakes|brake) off ~8 (edge|lock|drop|canal|river|cliff|platform|quay|slope)',
      'one of these (nights|days) ~4 (going to|i will|i ll|gonna|im going to) ~2 (let go|let it go|let it roll|jump|do it|go over|go in|roll in)',
      '(chosen|chose|picked|decided on|settled on) (the|a|my) (bell tower|tower|bridge|cliff|cliffs|roof|rooftop|car park|multi storey|quarry|viaduct|parapet|spot|place)',
      '(check|checked|checking|make sure|made sure) ~6 (trapdoor|door|hatch|gate|access|fence|barrier|window) ~4 (to the )?(roof|parapet|top|tower|ledge|edge|balcony) ~4 (still )?(unlocked|open|opens)',
      '(tolerance) ~4 (zero|gone|none|nothing|dropped|is nil) ~10 (that is the point|thats the point|the whole point|on purpose)',
      '(so|where|somewhere|in a place) ~3 (nobody|no one|noone|they do not|they will not|they won t) (finds|find|will find|can find|would find) me ~2 (too soon|in time|for days|until|quickly|before)',
      '(swallow|take|taking|swallowing|down|downing) (everything|all|the lot) ~3 (in )?(my |the )?(medicine|medicines|meds|pill|pills|tablet|drug|drugs) (drawer|cabinet|cupboard|box|bag|tin|stash)',
      '(skip|skipping|stop|stopping|miss|missing) ~2 (dialysis|insulin|my meds|my medication|treatment|my tablets) ~10 (quicker|so it is quicker|on purpose|to die|end it|and swallow|speed it up|hurry it)',
      '(it will|it ll|itll|it would|so it|make it|making it) ~1 (look|looks|seem|seems) like (i|he|she) (nodded off|fell asleep|dozed off|lost control|skidded|blacked out)',
      '(next time|one day|tonight|some night|one night) ~8 (drift|steer|swerve|drive|crash|plough|plow|veer) ~3 into ~3 (bridge|pillar|wall|tree|lorry|oncoming|abutment|barrier|truck)',
      '(had|have) the wheel (turned|ready|pulled) ~2 to do it',
      '(read|reading|researched|researching|looked up|looking up|watched|watching) ~4 how (people|others|they|someone) (do it|did it|end it|go|went) ~12 (ordered|bought|got|arrives|need|needed|ready)',
      // text-speak and other Englishes: not around long enough, a voice that says to do it, the sea left to carry one, not coming home, family fine without one, doing oneself in, blades from a sharpener
      '(will not|wont|won t|not going to) be (around|here|alive) (long enough|much longer|for long) ~8 (decided|made up my mind|made my mind up|my choice|planned|sorted)',
      '(do not|dont|not|no|never) ~1 (plan|planning|intend|intending|expect|expecting) (on|to) ~1 (being|be) (here|around|alive) ~4 (by|for|at|past|after|beyond) ~3 (christmas|easter|new year|birthday|summer|winter|spring|the end of|next)',
      '(voice|voices) ~6 (telling|tell|tells|saying|says|said) ~3 (me )?(to )?(kill|end|hurt|harm|cut) (myself|yourself|me|it all)',
      '(deeper|deep) (ones|cuts) ~3 (this time|now|than before|each time|every time|than last time)',
      '(let|letting) the (sea|river|water|waves|tide|current) (carry|take|have|swallow) me',
      '(not|never|and not) (coming|come|going) (home|back) ~6 (know|for good|ever)',
      '(would|will|d) be (choice|sweet|sweet as|fine|better|happier|better off|okay|ok|alright|easier) without me',
      '(walking|wading|walk|wade) into ~6 (who would|who d|whod|nobody would|no one would) ~1 (miss|notice) me',
      '(thinking|thought|think|planning|plan|want|wanting|going) ~3 (about |of |to )?(doing|do) (myself|masel|mysel) in',
      '(do|doing|did) (stuff|things) to myself ~4 (with|using) ~3 (blade|blades|razor|knife|sharpener|lighter|compass|scissors)',
      '(blade|blades) (from|out of) (a |the |my )?(pencil sharpener|sharpener|sharpeners|razor|razors)',
      '(not|do not|dont) (want|wish) to (be|stay|live) ~3 in this world',
      '(idea|ideas|plan) (of|to) ~6 (sleep forever|never wake|not wake up|die|end it|end my life)',
      // stepping in and letting the water carry one away; how many tablets would do the job
      '(stepping|step|walk|walking|wade|wading|slip|slipping|go|going) (in|into) ~6 (let|letting) (it|the water|the river|the current|the sea|the tide) (carry|take|sweep|wash) me',
      '(how many|enough) ~4 @MEDS ~3 (would do|will do) ~1 (it|the job|the trick|enough)',
      // taking oneself out of the picture, not waking the day after, holding one's head under
      '(take|taking|took) myself out of the picture',
      '(not|will not|won t|wont) be (around|here|alive) for it to be',
      '(not|won t|wont) be waking ~3 (after|next|the day|the morning)',
      '(holding|held|hold|put|putting) my head under ~8 (black out|blacking out|how long|stay under|not come up)',
      // what the tablets are being saved for, a wall climbed onto, a death benefit as the answer, a heated metal pressed to the skin, a place of dying visited again and again
      '(know|knows) ~1 what (i am|i m|im) (saving|keeping|storing|hoarding) (them|it|these|those) for',
      '(climbed|climb|climbing|got|get|stood|stand|standing) ~2 (up )?(onto|on to|on|over) the (wall|railing|railings|parapet|ledge|edge|barrier) ~12 (next time|back down|stepped back|pulled back|climbed back)',
      '(insurance|policy|payout|pays|pension|death benefit) ~8 (if i die|when i die|if i am dead|if i was dead|if i were dead) ~6 (better|best|solution|answer|way|easier)',
      '(pressing|press|pressed|holding|held|hold|putting|put) ~4 (heated|hot|burning|lit|red hot) ~4 (against|on|to) ~3 (my )?(skin|arm|arms|ankle|leg|legs|wrist|thigh|hand|stomach)',
      '(been|go|went|going|gone) ~2 (to )?(look|looking|stare|staring) at the (reservoir|river|bridge|cliff|cliffs|sea|tracks|railway|quarry|lake|viaduct|weir|canal) ~4 (enough times|again|every day|most nights|many times|over and over)',
      // the means and the act: off the top of a building, a pen emptied, a slope steep enough, a day not yet picked, a past attempt and the will to try again, charcoal and tape, a blade held to the skin, cuts deeper than before, a clinician's words for ideation
      '(going|go|jump|jumping|throw myself|throwing myself) off (the )?top of',
      '(emptying|empty|inject|injecting) ~2 (a whole|the whole|a full|all the|an entire|every) (pen|vial|syringe|bottle|packet|box) ~6 (not waking|never waking|not wake|end it|die|done)',
      '(steep|deep|high|fast|strong) enough to (roll|fall|go|drop|sink) ~2 (in|off|over|under)',
      '(have not|haven t|not yet|just not|yet to) ~1 (picked|chosen|set|decided) the (day|date|time)',
      '(read|reading|researched|researching|looked up|looking up) ~3 how to do it ~12 (ordered|bought|got|arrives|need|needed|ready)',
      '(finish|finishing) the job ~3 (started|began|left unfinished)',
      '(set off|headed|heading|drove|went) (for|to) the (cliffs|cliff|bridge|river|sea|tracks|railway|viaduct|quarry|lake) ~14 (go tonight|try again|tonight instead|next time|again)',
      '(so|so that) ~3 (kids|children|son|daughter|wife|husband|family|mum|partner) ~3 (are not|aren t|will not be|won t be|is not) the (ones|one) (who|to) (find|finds) me',
      '(cut|burn|scratch|hit) my (forearms|arms|wrists|legs|thighs|stomach|skin) ~8 (when|whenever) ~8 (too much|unbearable|overwhelming)',
      '(went|cut|go|gone|going) (much |a lot |far )?deeper than (before|last time|usual|ever)',
      '(took|taken|injected|swallowed|overdosed) ~6 (on purpose|deliberately|intentionally) ~12 (paramedics|ambulance|hospital|a and e|casualty|found me|unconscious|woke up)',
      '(do it|try it|try) again (when|once|if) (i am|i m|im) ready',
      '@MEDS ~10 (would not|wouldn t|will not|won t) take (many|much|a lot)',
      '(always there|ready|to hand|with me) (when|for when|for the day) i (decide|am ready|choose)',
      '(sat|sitting|sit|lay|lying) ~6 with (the|a|my) ~1 (knife|blade|razor) ~3 (against|to|on) ~2 (my )?(arm|arms|wrist|wrists|throat|neck)',
      '(active|passive) ideation',
      '(high|significant) risk of (suicide|self harm)',
      'ideation with (intent|a plan|plan)',
      '(put|rate|rating) myself (at|as) (high|significant) risk',
      '(drove|went|took|driven|walked) ~4 (with|and) (a|the) (hosepipe|rope|gun|pills|tablets|knife|shotgun) ~8 (sat|waited|there|hours)',
      '(next time|this time) ~3 (will not|won t|wont|not) (bottle it|chicken out|back out|pull out|stop myself)',
      '(compass|pin|needle|blade|razor|knife) (point )?~2 (into|in to|through) my (legs|arms|skin|thighs|stomach) ~4 (until|till|so) ~3 (bleed|bleeds|bled|blood)',
      '(find|will find|ll find) me (in|hanging in|dead in|at the bottom of) the (garage|shed|loft|woods|bath|car)',
      '(charcoal|barbecue|bbq) ~6 (tape|windows|car|tent|sealed)',
      '(attempted|attempt at|tried) (hanging|overdose|suicide|to hang)',
      'intent to (try|do it) again',
      '(once|after|when) (i have|i ve) (gone|been) through with it',
      // goodbyes written or made the rounds of, and a message meant to be read after
      '(note|notes|letter|letters|message|messages|text|texts|video|videos|card|cards) ~10 (saying|say|said|to say) ~2 (goodbye|goodbyes|bye|farewell)',
      '(phoning|phoned|ringing|rang|calling|called|texting|texted|messaging|messaged|visiting|visited|seeing|saw) ~4 (relatives|family|everyone|everybody|people|friends|kids|children|each of|all of) ~4 to say (goodbye|goodbyes|bye|farewell)',
      '(by the time|when|once) ~3 (anyone|anybody|someone|somebody|you|they|she|he) (reads|read|sees|see|finds|find|gets|get) (this|it|these) ~6 (over|gone|dead|too late|done|finished)',
      // recent attempts told as acts, a weapon held to the body, a lethal dose or a place weighed up, the end set for a day
      '(took|swallowed|necked|downed) ~2 (every|all the|the whole|the lot of|all of the) ~2 (pill|pills|tablet|tablets|painkiller|painkillers|meds) ~3 in the (house|flat|cupboard|cabinet|drawer)',
      '(took|swallowed|necked|downed) ~4 (pills|tablets|painkillers|meds|sleeping tablets|paracetamol) ~4 (with|and) ~3 (a bottle|bottle|vodka|whisky|whiskey|gin|wine|booze|drink|spirits)',
      // (a rescue told as done; asked for in the present, it is a plea for reassurance)
      '(police|policeman|copper|cop|officer|stranger|passer by|someone|somebody|paramedic|samaritan) ~4 =talked (me|him|her|them) down',
      'talked (me|him|her|them) down (off|from) ~3 (the )?(bridge|ledge|roof|edge|cliff|railing|railings|parapet|tracks|platform)',
      '(spent|stood|sat|was) ~3 (the night|last night|hours|the evening|all night) ~3 on (the )?~2 (bridge|ledge|roof|cliff|cliff edge|edge|tracks|parapet|viaduct)',
      '(hose|hosepipe|pipe|tube) ~6 (from|in from|to|into|onto|off) ~3 (the )?(exhaust|tailpipe)',
      '(exhaust|tailpipe) ~6 (hose|hosepipe|pipe|tube) ~6 (car|window|ute|van|garage)',
      '(went|cut|go|going|gone) (deeper|further) than (i|he|she|they) (meant|intended|wanted|planned)',
      '(held|holding|hold|sat with|sitting with|pressed|pressing|put|putting) ~4 (blade|knife|bayonet|razor|gun|rifle|shotgun|pistol|barrel|muzzle) ~4 (against|to|at|on|in) ~2 (my|his|her) (wrist|wrists|throat|head|temple|neck|chest|mouth)',
      '(know|knows|knew|worked out) ~2 (what|which) (dose|amount|number) ~2 would (do it|kill|be enough|be fatal|finish)',
      '(know|knows|knew|worked out) ~2 how (much|many) ~4 would (do it|kill me|be enough|be fatal|finish me)',
      '(easiest|easy|quickest|quick|best|only|simplest) way out ~6 (is|would be|be) ~3 (the )?(rounds|gun|rifle|shotgun|pills|tablets|rope|bridge|train|river|drink|overdose|car|sea|cliff|edge)',
      '(aside|away|by|saved|saving|keeping|kept|back|stashed|hidden) ~6 for when ~2 (i|it|things) ~2 (have had|had|has had|gets|get|become|becomes) ~2 (enough|too much|unbearable|too bad)',
      '(thinking|thought|think|picturing|imagining|wondering|tempted) ~4 (i d|i would|i could|i might|id|to|about) ~2 (just )?(walk in|walk into|wade in|step in front|step out|step off|go over|drive off|let go|jump)',
      '(standing|stood|stand|getting|go|going|went|moving) ~3 (a bit |a little |slightly )?(closer|nearer) ~4 (each time|every time|to the edge|to the tracks|to the line|to the drop|each night|every night)',
      '(level crossing|railway line|railway|tracks|platform) ~10 (wait|waiting|waited|watch|watching|watched) ~3 for (the|a) ~3 (train|trains|express|freight)',
      '(looking|looked|look|staring|stared|thinking|thought) ~2 (at|about)? ~3 (how deep|how high|how far down|how fast|the drop) ~10 (walk in|jump|step|go over|let go|end|just)',
      '(one last time|for the last time|a last time|one final time) ~8 (no|not|never) (come|coming|return|returning|go|going) (back|home|in|ashore)',
      '(thinking|thought|think|wondering|wondered|lie looking|lying looking|staring|stare) ~6 (beams|beam|rafters|rafter|banister|bannister|hook|loft hatch|branch|joist|joists|light fitting|loft) ~8 (would|d|will|could) (hold|take) (me|my weight)',
      '@PICTURING ~4 @MEANS_OR_PLACE ~3 (different|differently|a different way|in a new light|another way|a new way)',
      '(itd|it d|it would|would) (only|just) take (one|a) (flick|turn|jerk|twitch|yank|swerve|touch) of the (wheel|steering wheel|steering)',
      '(unclip|unclipping|unclipped|unclips) ~6 (harness|rope|line|lanyard)? ~4 (thinking|think|thought|tempted|every time|next time|on purpose)',
      '(thinking|think|thought|tempted|wonder|wondering) ~3 about ~1 (unclipping|unclip|letting go of the rope|going up without)',
      '(then|after that) (i am|i m|im|i ll be|i will be) (done|gone|finished|off) ~3 (for good|with it all|with everything)',
      // a plan to go off an edge or into water; a weapon named then held to the body
      '(mean|meaning|going|plan|planning|intend|intending|gonna|decided) to (go off|jump off|walk off|step off|drive off|go over|jump|walk into|go into|throw myself|wade into) ~6 (quay|pier|bridge|cliff|cliffs|harbour wall|roof|edge|river|sea|tracks|train|viaduct|ledge|car park|tide|reservoir|quarry)',
      '(blade|knife|bayonet|razor|gun|rifle|shotgun|pistol) ~12 (sat with|held|holding|pressed|pressing|put) (it|them) (against|to|at|on) (my|his|her) (wrist|wrists|throat|head|temple|neck|mouth)',
      // a painless method looked up, burns or cuts growing, a wish to vanish for good, a cord tested, food refused to hasten death, a box of pills swallowed, goodbyes phoned round, a goodbye letter read, help to die asked for
      '(search|searching|searched|looking|looked|googling|googled|reading|read|researching|researched) ~6 (which|what|a|the|for) (method|methods|way|ways) ~4 (painless|quickest|quick|least painful|most painless|easiest|surest|peaceful)',
      '(pressing|pressed|press|holding|held|putting|put) ~3 (straighteners|iron|lighter|cigarette|cigarettes|curling tongs|tongs|hot knife|hot spoon) ~6 (on|against|to|into) ~4 (my|his|her) (arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hand|hands)',
      '(burns|cuts|cutting) ~4 (getting|are getting|get|gone|going|go) (bigger|deeper|more often)',
      '(i|me) ~3 (should|could|would|want to|wanna|to) ~2 (just )?(vanish|disappear|be gone) ~6 (for good|forever|for ever|permanently|i mean|not leave)',
      '(do not|dont) mean (leave|leaving|move|moving|go away|run away|running away) ~4 (mean|meaning) ~2 (be gone|die|dead|for good|not exist|not be here|gone for good)',
      '(tried|try|trying|tested|testing|test) ~3 (cord|rope|belt|dressing gown cord|tie|scarf|flex|cable|lead|ligature) ~6 (on|from|over|round|around) ~3 (the )?(loft hatch|hatch|banister|bannister|beam|door|hook|rail|tree|pipe|wardrobe)',
      '(stopped|stopping|stop|given up|giving up|refusing|refuse) ~3 (eating|drinking|food|fluids|meals) ~14 (quicker|sooner|faster|on purpose|for all|for everyone|end|die|dying)',
      '(swallowed|took|taken|necked) ~2 (most of|half of|all of|the rest of|a whole|the whole) ~2 (a |the |my )?(box|packet|bottle|strip|tub|pack|packets|boxes) ~2 (of )?(pills|tablets|painkillers|paracetamol|meds)',
      '(found|find|finds) (me|him|her) ~4 floor ~8 (after|pills|tablets|took|swallowed|taken|overdose)',
      '(telephoned|phoned|rang|called|messaged|texted|visited) ~4 (relatives|family|everyone|friends|all) ~8 (said|saying) ~6 (goodbye|goodbyes|farewell)',
      '(read|reading|opened) (mine|it|one|them|the letter|the note|hers|his) ~6 (it is|its|it s|it was|they are|was|is) (a )?(goodbye|goodbyes|farewell|suicide note)',
      '(help|helping|assist|assisting) (me|him|her) (die|to die|end my life|end it|end his life|end her life)',
      '(decided|decide|made up my mind) ~3 (i will|i ll|to|i am going to|i m going to|im going to) do it (myself|alone|when|on|at|before)',
      '(think|thinking|thought|thoughts) about ~1 (stepping|walking|stepping out|throwing myself|jumping|walking out) ~2 in front of',
      '(was|am|were|i was) going to take (them|it|the lot|all of them|them all) ~8 (still think|still thinking|think about it|thinking about it|still want)',
      // walking into water and on; taking everything in the cupboard; not glad to have woken
      '(walk|walking|go|going|wade|wading) ~4 (into|to|down to|in) ~3 (the )?(river|sea|lake|reservoir|canal|water|loch|tide) ~8 (keep walking|keep going|not come back|never come back|and not stop|keep on walking)',
      // from a pier or a jetty's end, never back
      '(walk|walking|walked|step|stepping|stepped|go|going) off ~5 (pier|jetty|quay|harbour wall|harbor wall|breakwater|slipway) ~10 (not come back|never come back|not stop|keep going|keep walking|never surface|not surface)',
      '(took|swallowed|necked) (everything|all|the lot|whatever) ~3 (in the|in my) (press|cupboard|cabinet|medicine cabinet|drawer|house|bathroom cabinet|first aid box)',
      '(not sure|not) ~2 (i am|im|i m)? ~1 glad (i|to) (woke|woke up|survived|am alive|be alive|made it|am still here)',
      // the lot swallowed to make it stop, goodbyes asking not to be mourned, going to God by oneself, a last day on earth, a future one will not be in, the when and how decided, one pull, lethal mixtures looked up, fresh cuts, a method shared, forgiveness asked in advance, goodbyes typed, a height as the only way out
      '(swallowed|took|taken|necked|downed) (the lot|them all|all of them|the whole lot) ~8 (to make it stop|to end it|to die|to sleep forever|to not wake up|last night|on purpose)',
      '(do not|should not|not to|dont|must not|mustn t) (cry|grieve|mourn|be sad|weep) (for|over|about) (me|him|her)',
      '(go|come|going|coming|goes|comes) to (him|god|the lord|allah|heaven|jesus) ~4 (by myself|myself|early|on my own|sooner|himself|herself)',
      '(last day|last days|final day|last night|final night) (on this earth|on earth|alive|of my life|of his life|of her life)',
      '(future|world|christmas|summer|year|wedding) (i|he|she) (will not|won t|wont|am not going to|is not going to) be (in|around for|here for|part of|at)',
      '(decided|chosen|worked out|know|knows) (the )?(when|how) and (the )?(how|when|where) ~4 (mine|will be|i will|already)?',
      '(itd|it would|it d|would) be (easy|simple|quick|so easy) ~4 (one|a) (pull|squeeze|shot|step|jump|swerve)',
      '(googling|googled|searching|searched|looking up|looked up|reading up|read up|researching|researched) ~6 (tablets|pills|meds|medicines|drugs) ~4 (worst|dangerous|deadly|lethal|fatal) ~2 (to mix|together|combination|combined|to take together)',
      '(cut|cuts|lines|marks|scratches) ~6 (across|on|over) ~3 (the )?(tops of )?(her|his|my|their) (thighs|arms|wrists|legs|stomach|tummy) ~8 (fresh|new|recent)',
      '(about to|going to|gonna) (switch|turn) (off|myself off|himself off|herself off)',
      '(sharing|shared|share) (your|his|her|my|their) method',
      '(asking|ask|asked|begging|praying|pray) ~3 (allah|god|the lord|jesus) to forgive me ~4 (in advance|for what|for what i am going to do|before)',
      '(typed|type|written|wrote|drafted|draft|writing) (a )?(goodbye|goodbyes) ~6 (to|for) ~3 (my )?(children|kids|family|mum|dad|wife|husband|everyone|son|daughter)',
      '(window|balcony|floor|roof|ledge|edge|bridge) ~12 (only way out|the only way|the way out)',
      '(planning|planned|plan|thinking|worked out|working out|figuring out) how (id|i d|i would) (do it|end it|go|kill myself)',
      // a payout pictured after one is gone, a way out kept for when it is enough, the top of a bridge pictured, a method known, many tablets taken and hidden, sorry for what one is about to do, the day set, charcoal in a closed room, a knife held to the wrist, walking into the sea, a gun taken out and no return
      '(better|better off) with ~3 (the )?(insurance|payout|pay out|life insurance|pension|death benefit) ~4 (if i|when i|once i)',
      '(checked|checking|looked up|read|asked) ~3 (how|whether|if) ~2 (the )?(policy|insurance|life insurance) ~4 (pays|pay out|pays out|covers) ~4 (if i die|suicide|if i am dead|death|if i died)',
      '(way out) ~4 (when|for when|once|if) ~3 (i have had|i ve had|ive had|i had|i have) enough',
      '(thinking|thought|think) about (stopping|standing|going|parking) on (top of|the top of) (it|the bridge|the viaduct|the building|the car park)',
      '(know|knows|knew) exactly what (id|i d|i would|i will|i ll) (use|take|do)',
      '(took|swallowed) (many|lots of|loads of|a lot of|a handful of|too many) (tablets|pills|painkillers|paracetamol|sleeping tablets) ~10 (sick|vomit|vomited|nothing happened|did not work|woke|hospital|not tell|nobody knows|no one knows)',
      '(sorry|apologise|apologize|forgive me) for what (i am|i m|im) (about to|going to|gonna) do',
      '(the )?day (i|he|she) (end|ends|finish|finishes|will end) it',
      '(light|burn|lit|burning) ~4 (in my room|in the room|in the bedroom|in my bedroom|in the car|in the tent) ~6 (window closed|windows closed|windows shut|window shut|door shut|sealed|taped)',
      '(sat|sitting) ~5 with ~4 (knife|blade|razor|bayonet|gun|rifle|pistol) (against|to|at|on) (my|his|her) (wrist|wrists|throat|head|temple|neck)',
      '(walked|walk|walking|waded|wading|went) ~3 (out )?into the (sea|river|water|lake|loch|reservoir) ~10 (nerve|keep going|keep walking|not stop|to see if)',
      '(take|taking|took|drive|driving|go|going) ~6 (rifle|gun|shotgun|pills|rope|hose|hosepipe) ~4 (and )?(not come back|never come back|not coming back|not return|never return)',
      // the when and how decided, told passively; fresh cuts seen on the thighs or arms
      '(the )?(when|how) and (the )?(how|when|where) (are|is|have been|has been) (decided|sorted|worked out|chosen|settled)',
      '(fresh|new|recent) (cuts|cut marks|lines|scratches|burns) ~6 (across|on|over) ~3 (the )?(tops of )?(her|his|my|their) (thighs|arms|wrists|legs|stomach|tummy)',
      // a passive wish to be dead (not minding if a bus hit one, hoping not to wake, not caring whether one lives), a place thought easy, self-harm again to cope, others relieved if one went
      '(would not|wouldnt|do not|dont|would not really|would never) (mind|care) ~4 (if|whether) ~3 (i|a bus|a car|a lorry|something|it) ~4 (died|die|dead|hit me|killed me|took me|did not wake|never woke|was gone|were gone)',
      '(if|should) (a bus|a car|a lorry|a truck|a train|a wagon|a van|a tractor|something) (hit me|hits me|ran over me|ran me over|runs me over|knocked me down|knocks me down|killed me|took me) ~6 (not mind|would not mind|wouldnt mind|not care|would not care|be fine|be a relief|relief|relieved|be glad|glad)',
      // no sleep lost if death came; others spared the trouble of one
      '(would not|wouldnt|not|never) lose (any |much )?sleep ~3 (if|whether) ~8 (took me|take me|hit me|killed me|ran me over|knocked me|died|die|dead|was gone|were gone|did not wake|never woke)',
      '(save|spare|saving|sparing) (everyone|everybody|them|the family|my family|the kids|my kids|my wife|my husband|my partner) (the|a lot of) (bother|trouble|hassle|burden|cost|grief)',
      // traffic crossed blind, leaving it to chance
      '(cross|crossing|crossed|walk|walking|walked|step|stepping|stepped) ~4 (road|roads|motorway|traffic|dual carriageway|junction) ~3 without (looking|checking) ~6 (hoping|deliberately|see what happens|not caring|on purpose|do not care|see if)',
      // an attempt set up and abandoned: up on a chair or a stool, then not gone through with
      '(stood|standing|stand|climbed|got up|stepped) ~3 on ~3 (chair|stool|stepladder|step ladder|ladder|bucket) ~14 (did not|could not|never|not) ~2 (go|went) through with it',
      '(would not|wouldnt|not) (step|get|move|jump) out of the way of',
      '(hope|hoping|wish|pray|praying) ~4 (the )?(cancer|illness|tumour|disease) ~3 (comes back|returns|gets me|takes me|finishes me)',
      '(pray|praying|prayed|hope|hoping|wish|wishing) ~7 (do not|dont|will not|won t|never|not) wake up',
      '(not bothered|do not care|dont care|indifferent|do not mind|dont mind) ~3 (whether|if) (i )?(live|living|die|dying|wake up|am alive)',
      '(go to sleep|sleep) (for good|forever|for ever|permanently)',
      '(let go|give up|stop fighting) ~2 (for good|for ever|forever|permanently|of life)',
      // a bridge, a drop or a means, and how easy it would be, told at length (a long clause between them)
      '@MEANS_OR_PLACE ~20 (how easy|so easy|would be easy|be so easy)',
      '(hurting|harming) myself (again|on purpose|to cope|deliberately)',
      '(will not|wont|won t) have to (put up with|deal with|look after|worry about|carry) me ~3 (much longer|for long|soon|any more|anymore)',
      '(let|get|lets) me off ~2 (permanently|for good|forever|for ever)',
      '(relieved|relief|better off|happier) ~4 if (i|he|she) (went|left|was gone|died|disappeared|were gone)',
      // not able to keep oneself safe; no way out but dying; the will to live lost
      '(can not|cannot|could not|do not think i can|not sure i can|unable to) (keep|stay) (myself|me) safe',
      '(no|any) way out ~3 (except|but|other than|apart from) ~2 (dying|death|to die|ending it|suicide|killing myself)',
      '(lost|losing|lose|lost all) (the |my |all )?will to live',
      // no way out but dying, seen
      '(can not|cannot|could not) see (any|a) way out ~3 (except|but|other than|apart from) ~2 (dying|death|to die|ending it|suicide|killing myself)',
      // doing something stupid tonight, ready to check out, six feet under, train times weighed, a crash on purpose
      'ctb',
      '(scared|afraid|worried|frightened|terrified) ~3 (i|that i) (might|will|could|am going to|ll|may) do something (stupid|silly|daft|drastic) ~3 (tonight|today|soon|to myself)?',
      '(ready to|want to|time to|going to) (check out|checkout|clock out) ~2 (for good|permanently|of life|of this world)?',
      '(train|trains) (timetables|timetable|times) ~6 (thinking about it|thinking about doing it|working out when)',
      '(driving|drive|drove|crash|crashing|crashed|steer|steering|steered) ~5 (off the road|into a tree|into a wall|off a bridge|into the river|into traffic|into a lorry) ~3 (on purpose|deliberately)',
      // the tablets or blades seen in a new light
      '(look|looking|looked|looks|see|seeing|eye|eyeing|eyed) ~2 (the |my |his |her |those |that )?(tablets|pills|meds|medication|knives|knife|blade|blades|razor|razors|insulin|stash|stockpile) ~4 (different|differently|in a new light|a different way|another way|in a different way)',
      // a friend pulling the writer back from a wall's edge; a room booked not to be left
      '(climb|climbed|climbing|stood|standing|stand) (on|onto|over) ~3 (the )?(wall|railing|railings|ledge|parapet|edge|barrier) ~8 (pull|pulled|dragged|grabbed|talked|held) (=me|my) (back|down|off)',
      '(will not|wont) be checking out',
      // Round 94, acts rather than words: a pull to step in front of traffic or off an edge; a count of how many
      // tablets it would take; hurting oneself until it hurts, or to feel something; a blade pictured at the
      // wrists; a wish to be with someone who has died; others with a better life were one not in it.
      '(pull|urge|urges|tempted|temptation|drawn|impulse|itch) ~4 (to )?(just )?(step|stepping|walk|walking|jump|jumping|throw myself|throwing myself|fall|falling|lean|leaning|swerve|swerving|veer|drive|driving) ~5 (in front of|under|off the edge|over the edge|over the side|into the path of|into traffic|into the traffic|off the platform)',
      '(hit|hitting|punch|punching|bang|banging|kick|kicking|scratch|scratching|bite|biting|pinch|pinching|slap|slapping|smack|smacking) ~6 (until|till|til|so hard|hard enough) ~3 (it |they |i )?(really )?(hurts|hurt|bleeds|bled|bleed|bruises|bruised|bruise|marks)',
      '(hurt|hurts|hurting|pain|hit|hitting|punch|punching|cut|cutting|scratch|scratching|pinch|pinching|burn|burning|bite|biting|kick|kicking|bang|banging) ~10 (because|so|cause|cos) ~3 i (can |could )?(feel|felt) (something|anything)',
      '(angry|cross|furious|mad|disgusted) (at|with) myself ~8 (hit|hitting|punch|punching|bang|banging|kick|kicking|scratch|scratching|cut|cutting|burn|burning|bite|biting)',
      '(knife|knives|blade|blades|razor|razors|scissors) ~8 (think|thinking|thought|picture|picturing|imagine|imagining) ~3 (about |of )?(my )?(wrists|wrist|throat|veins)',
      '(want|wants|wanted|wanting|longs|long|longing|ready) to (be|go) with ~3 (dad|mum|mom|father|mother|my husband|my wife|her husband|his wife|my partner|him|her|them) ~3 (again|up there|in heaven|on the other side)',
      '(better|happier|easier) (life|lives) ~4 (if|when|once) i (were|was|am|wasn t|weren t) ~1 (not )?(in it|around|here|there|gone|in the picture|in their lives)',
      '(free|freer|better off|happier|easier|relieved|lighter) ~8 (if|when|once) i (were|was|am) not (in it|around|here|in the picture|in their lives|alive)',
      // a ligature tried at the neck or put over a beam; a hot thing held to the skin until it blisters; punishing
      // oneself, or not deserving to eat or live; riding or driving hoping to crash
      '(rope|cord|cable|flex|ligature|noose|belt|tow rope|washing line|dog lead) ~6 (round|around) (my|his|her) neck',
      '(rope|cord|cable|flex|ligature|noose|belt|tow rope|washing line) ~2 over (the|a) (beam|beams|banister|bannister|rafter|rafters|door|loft hatch|branch|joist)',
      '(press|pressed|pressing|presses|hold|held|holding|holds) (the |a |my )?(hot |lit )?(straighteners|iron|lighter|cigarette|cigarettes|fag|kettle|pan|match|matches|curling tongs|tongs) (against|onto|to) (the )?(inside of )?(my |her |his )?(skin|arm|arms|forearm|forearms|wrist|wrists|thigh|thighs|leg|legs|stomach)',
      '(stood|standing|stand|stands) on ~4 with (it|the rope|the cord|the belt|the flex|the cable) (round|around) (my|his|her) neck',
      '(till|until|til) (it|they|the skin) (blisters|blistered|blister|bleeds|bled|burns|scars)',
      '(punish|punishing|punished|punishes) (myself|herself|himself|themselves|themself) ~6 (deserve|deserves|deserved|hurt|hurts|starve|starving|not eating|cutting|hitting|burning)',
      '(want|wants|wanted|wanting|trying|tries|tried) to make (myself|herself|himself|themselves) (hurt|bleed|suffer)',
      '(do not|does not|did not|dont|doesnt|don t|doesn t) deserve to (eat|live|be here|be alive|exist|be happy|get better)',
      '(hoping|hope|hoped|half hoping|praying|wishing) (i |to |that i )?(clip|hit|crash into|go under|go into) (something|a tree|a wall|a lorry|a truck|a car|a bus|a train|the barrier|the barriers|an artic)',
      '(hoping|hope|hoped|half hoping|praying|wishing) (i |to |that i )?(get hit|get knocked down|get run over) ~3 (by )?(something|a car|a lorry|a truck|a bus|a train)?',
    ],
    except: [
      // Round 94. Someone else's worry or question about a dark place; a part of one's life that is over; medicines
      // counted into a pill organiser; a best friend; a loss group after another's suicide;
      // rope bought for climbing or rigging; a burn from a carpet or a rope on the skin.
      '(worried|worry|worries|asked|asking|asks|wondered|wondering|concerned|checking|checked|thought|thinks) ~4 (if |whether |that )?(i was|i am|i m|i were|i d been|i had been|i might be|i d gone|i had gone|i was going) ~3 (in )?(a )?(dark place|dark places|bad place|low place)',
      '(part|chapter|period|phase|stage|time|bit|side|era) of (my )?life (is|was|s|has been|are|were) ~2 (over|behind me|done|finished|gone)',
      '(pill organiser|pill organizer|pill organisers|pill organizers|dosette|dosette box|blister pack|blister packs|pill box|pill boxes|pill tray|medication tray|medicine tray|weekly organiser|nomad tray) ~12 (count|counting|counted|fill|filling|filled|sort|sorting|sorted|check|checking)',
      '(count|counting|counted|fill|filling|filled|sort|sorting|sorted) ~8 (pill organiser|pill organizer|dosette|dosette box|blister pack|blister packs|pill box|pill boxes|pill tray|medication tray|medicine tray|weekly organiser|nomad tray)',
      'best (friend|friends|mate|mates|pal|pals|man|buddy|buddies|mucker|bud)',
      // wanting the floor to swallow one up, told of an embarrassment
      '(floor|ground|earth) to (open up|swallow me) ~16 (vanish|disappear|hide|die)',
      // retirement or leavers' goodbye letters and cards
      '(retire|retiring|retirement|retired|leaving do|leavers|last day|end of term|new job|moving|emigrating) ~14 (goodbye|farewell) (letter|letters|note|notes|message|messages|cards|card)',
      '(goodbye|farewell) (letter|letters|note|notes|message|messages|cards|card) ~14 (retire|retiring|retirement|leavers|staff|colleagues|pupils|students|the team|leaving do|the class)',
      // scratching an itchy skin condition
      '(eczema|psoriasis|dermatitis|itch|itchy|itching|hives|rash|chickenpox|scabies) ~14 (scratch|scratching|scratched|scratches|marks|raw)',
      '(scratch|scratching|scratched|scratches) ~14 (eczema|psoriasis|dermatitis|itch|itchy|itching|hives|rash)',
      // a body part or a thing said to be out to kill one
      '(is|s|are|was|keeps|keep) (trying|tryna|trynna|going|gonna|about|out) (to )?(kill|unalive|murder|finish|end) me',
      // scars told as old or healed
      '(old|faded|healed|white|silvery|silver|pale) (scar|scars|marks) ~6 (on|from|across) ~2 (my )?(arms|arm|wrists|wrist|thighs|thigh|legs|leg|stomach|tummy)',
      '(scar|scars|marks) ~8 (from|since|dating from) ~2 (my teens|when i was|school|years ago|decades ago|uni|college|my twenties|a long time ago)',
      // bereaved by another's suicide: a loss group, a bereavement
      '(survivor|survivors|bereaved|bereavement|loss|losses|lost|lose) (of|by|to|after|from) (a )?suicide',
      'suicide (loss|losses|bereavement|bereaved|survivors|survivor)',
      '(harness|harnesses|climbing|climber|climbers|abseil|abseiling|arborist|tree surgeon|rigging|sailing|boat|caving|rope access|karabiner|carabiner) ~12 (bought|buying|got|new|ordered) ~3 (a )?(new )?(rope|ropes)',
      '(rope|ropes) ~3 (and|for|with|plus) (a |the |my )?(new )?(saddle|harness|karabiner|carabiner|karabiners|carabiners|boat|tent|dog|horse|pony|climbing|crampons|helmet)',
      '(carpet|rope|friction|mat|rug|sun|wind|razor|oven|iron|kettle|grill|tray|steam|chemical|radiator|exhaust|curling iron|straighteners) (burn|burns)',
      // not wanting to live for ever is no wish to die; the fear of not waking from an anaesthetic
      '(wanna|want to|want|wanting to) live (forever|for ever)',
      '(afraid|scared|terrified|frightened|fear|worry|worried|worrying|anxious|nervous) ~8 (go to sleep|put to sleep|go under|be put under|be put to sleep) ~3 (and )?(never|not) (wake up|wake)',
      // callers or clients who feel like ending things, on a line the writer works on
      '(calls|callers|people|clients|patients) ~4 (who|that) ~2 (feel|felt|are|were|want|wanted) ~3 (like ending|ending|end) ~2 (things|it|it all|their lives|their life)',
      // a story's lethal doses researched for a plot
      '(novel|novelist|thriller|book|story|plot|character|detective|script|screenplay|chapter) ~14 (lethal|fatal|deadly) ~2 (dose|doses|amount|amounts)',
      '(detective|inspector|character|victim|plot) ~6 (death by|dies by|died by) ~2 (overdose|hanging|drowning)',
      // jumping off cliffs into the sea as a sport
      '(coasteering|tombstoning|cliff jumping|cliff diving) ~6 (jump|jumping|jumped|leap|leaping|dive|diving) ~3 (off|from|into) ~3 (cliffs|cliff|rocks|the sea|the water)',
      // a fear of dying in the moment ('thought I was going to die' on a run); a medicine said to be dangerous in
      // overdose (a question of safe use)
      '(thought|felt like|feel like|feels like) i (was|were|am) (going to|gonna|about to) (=die|pass out|collapse)',
      // the writer's study of suicide as a subject (a thesis, an essay, a lecture)
      '(dissertation|thesis|essay|module|seminar|lecture|lectures|paper|article|research|phd|masters|project|book|chapter) ~4 (on|about|into|of) ~3 (suicide|self harm|suicidal)',
      '(dissertation|thesis|essay|module|seminar|lecture|lectures|paper|article|research|phd|masters|project|book|chapter) ~4 (on|about|into|of) ~1 (suicide|self harm) (and|or) (self harm|suicide)',
      // a wound described as a clean cut (not being 'clean' of cutting)
      'clean (shallow |deep |small |little |neat |straight )?(=cut|=wound|=gash|=laceration|=slice)',
      // a symptom that went away and never came back (it, not the writer, went)
      '(it|pain|symptom|symptoms|vertigo|dizziness|rash|fever|numbness|swelling|attack|attacks) ~2 (go|goes|went|gone|going) away and (not|no|never) (come back|came back|coming back|return|returned)',
      // patients or callers in crisis (self-harm, suicide): the writer's work
      '(patients|people|clients|service users|young people|callers|those|folk|others|lads|men|women) ~3 (that|who) ~3 (were|are|have|ve|had|has) ~2 (self harming|self harm|self harmed|suicidal) (and|or|and or) (self harming|self harm|self harmed|suicidal)',
      '(callers|lads|clients|patients|men|women|young people|folk) (who are |that are |who were )?in ~2 dark (place|places)',
      // an overdose of something that is no medicine
      'overdose of ~2 (burpees|squats|lunges|exercise|exercises|training|cardio|hills|sprints|sugar|chocolate|caffeine|coffee|sun|sunshine|telly|tv|christmas|meetings|emails|paperwork|cheese|fun|nostalgia|sarcasm|information|drama|football|rugby|cricket)',
      // tired enough to sleep for days, waking only at a day named
      '(could|would|will|gonna|going to) sleep ~4 (a week|a month|days|a fortnight|twelve hours|a year) ~4 (not|never) wake up (till|until|before)',
      // assisted dying as a subject of study or law
      '(dissertation|thesis|essay|research|article|paper|lecture|debate|bill|legislation|law|laws|module|course|documentary|book|podcast|vote|campaign|ethics) ~4 assisted dying',
      'assisted dying (legislation|bill|law|laws|debate|vote|campaign|research|ethics)',
      '(dangerous|toxic|fatal|lethal|risky|deadly|harmful) (in|if|on) (an |a )?(overdose|overdosed)',
      // keeping up with things, a team's results told as a slow death: not a wish to die
      'on top of (=things|everything|it all)',
      '(slow|slowest) (form of |kind of |way of )?(suicide|death)',
      // things cut out of a diet or a plan on purpose: no cutting of the skin
      '(cut|cutting) (out|down|back|down on|back on) ~6 (on purpose|deliberately)',
      // supporting a team that keeps losing, called self-harm; bliss told as an afterlife reached
      '(supporting|support|supporter|supporters|following|watching|fan of|fans of|season ticket) ~10 (is |was |are |as )?(a |an )?(form of |kind of |type of |act of )?(self harm|suicide)',
      '(died|dead) and (gone|went) to (paradise|heaven)',
      '(figured out|worked out|picked out|already picked|already chosen) which (tree|beam) ~6 (cut|cut down|fell|felling|prune|pruning|plant|planting|climb|kite|ball|treehouse|swing|christmas|decorate|fruit|apples|shade|remove)',
      // not crises: tired of a boot or a cast, tablets doubled by a mistake feared, a bungee jump
      '(tired|sick|weary|fed up) (of|with) (living|life) (in|out of|with|on|off|under|inside) ~3 (this|that|a|the|my|these) ~2 (boot|moon boot|cast|brace|sling|splint|crutches|flat|house|caravan|suitcase|tent|city|town|collar|frame|wheelchair|pain|back|knee|hip|shoulder|condition|bed)',
      '(worried|scared|afraid|concerned|frightened|nervous|anxious|worry) ~4 (take|taking|took) too many',
      '(take|taking|took|taken) too many ~4 (by mistake|by accident|accidentally|without meaning to|because i forget|if i forget|when i forget)',
      '(bungee|bungy) (jump|jumping|jumped|jumps)',
      // heat put on a sore part to ease it, not a burn on purpose
      HEAT_APPLIED,
      // what one is sorry for on waking is something else done or not done ('annoyed that I did not set the alarm')
      '(disappointed|gutted|annoyed|upset|angry|devastated|sorry|cross) (that )?i did (not|nt|nothing|too|it|that|so|the|my|a|an|to|some|all|no|any|again|this|such|well|badly|wrong|more|less|something|everything)',
      // 'kms' as kilometres run or driven, not the slang for a death wished for
      '(my|the|more|extra|weekly|daily|total|few|some|those|these|of|upped|increased|/\\d+/) kms',
      'kms (a|per|each|every|this|last|that) (week|day|month|run|ride|session)',
      // 'nearly did it myself': the same mishap, not an attempt
      '(nearly|almost) did it (myself|too|as well|the same|again)',
      // medicines locked away from children or visitors: keeping them safe
      '(keep|keeping|kept|put|putting|store|storing|stored) ~4 (locked|lock|safe|out of reach|high up) ~10 (grandkids|grandchildren|grandchild|kids|children|child|toddler|toddlers|baby|visitors|pets|dog|safety|reach)',
      '(i|i just|i really|honestly i|part of me) (want|wants|need) out (of|from) ~3 (job|jobs|work|house|home|marriage|relationship|contract|town|city|lease|company|place|flat|team|club|deal|gym|course|cast|sling|brace|boot|hospital|bed|chair|room|office|army|navy|forces|industry|trade|meeting|country|rut|this pain|the pain|pain|agony|trap|situation|mortgage|village|uni|university|college|school|band|group|scheme|arrangement|business|partnership)',
      '(i|i just|i really|honestly i|part of me) (want|wants|need) out (of|from) (here|there|bed|it)',
      '(i|i just|i really|honestly i) (want|need) out (and about|more|of the house|in the garden|on the bike|for a walk|for walks|walking|running|there again)',
      // an accident: hurt, cut or burnt on something, at somewhere or doing something
      '(hurt|hurting|cut|cutting|burn|burnt|burned|burning) myself ~2 (on|off|at|in|from|during|over) (a|an|the|some|this|that|our|his|her|work|football|rugby|netball|hockey|holiday|training|practice|school|sport|sports|kitchen|garden|gym|stairs|ice|glass|tin|oven|iron|kettle)',
      '(hurt|hurting|cut|cutting|burn|burnt|burned|burning) myself ~2 (on|off|at|in|from) my (bike|own|way|job|run|walk|shift|motorbike|horse|skateboard|board|car|ladder|feet|first day|last day|holiday)',
      '(hurt|hurting|cut|cutting|burn|burnt|burned|burning) myself ~2 (lifting|playing|doing|carrying|moving|shaving|cooking|slicing|chopping|falling|tripping|picking|reaching|training|running|gardening|skiing|climbing|working|pulling|pushing|opening|getting|trying|dancing|jumping|landing|twisting|bending|stretching|skating|cycling|riding|the other day|last week|yesterday|at the weekend|over the weekend|this morning|badly|quite badly|pretty badly|properly|again at|again on|again lifting|again playing)',
      '(do not|dont|no longer) want (the rest of it|the rest of my life|what is left of my life|whatever is left of my life|whatever life i have left|any more of my life) ~2 (to be|to look|to feel|like this|spent|being|stuck|in pain|on tablets|on painkillers|limping|ruined)',
      '(disappear|disappearing|vanish|vanishing) ~2 (to|off to|into|on) (a|the|some|an) ~3 (beach|island|cabin|cottage|caravan|villa|spa|resort|retreat|mountain|bothy|tent|holiday|cruise|festival|hot country|sunny place)',
      // a song's title, an overdose warning on a box, a team without the writer's lifting, a rope for a load, weary of a long pain
      '(theme|song|tune|track|album|band|playing|practising|practicing|film|=show|=shows) ~6 (suicide|suicidal)',
      'suicide is painless',
      '(overdose|overdosing) (warning|risk|limit)|(warning|risk) ~3 (of )?(overdose|overdosing)',
      'better off without me ~3 (on the|lifting|carrying|doing|at work|on site|on the team)',
      'rope ~4 (for the|for my) (trailer|hay|boat|horse|load|tent|climbing|washing line|garden|dog|goat|cattle)',
      '(tired|sick|fed up) of living with',
      // asking whether exercise is hurting oneself
      '(am i|could i be|will i be|i might be|i may be|is it) (hurting|harming) myself',
      '(hurting|harming|hurt|harm) myself ~6 (exercise|exercising|exercises|training|running|doing|pushing|stretching|lifting|the exercises)',
      // 'more harm than good', said of resting
      '(more )?harm than good',
      // speeding the healing along
      '(do|anything|something|what|tips|exercises|stretches|how) ~4 (help|speed|hurry) (it|things|the healing|healing|recovery) along',
      // 'overdosed on' sprints or chocolate; 'end it', then 'the pain, I mean'
      'overdosed on ~3 (sprints|hill sprints|hills|training|running|miles|reps|gym|exercise|work|coffee|chocolate|sun|sugar|cake|telly|netflix|gardening|sessions|squats)',
      '(end|finish|stop) (it|this) ~4 (the )?(pain|agony) ~2 (i mean|that is|sorry)',
      'came out wrong',
      // others wishing to die, heard on a helpline or a ward
      '(people|callers|caller|clients|patients|those|someone|somebody|others|men|women|teenagers|kids) who ~3 (want|wanted|wants|are trying|tried|try|have tried) to (die|end it|end their|kill themselves|take their)',
      // bruises left by injections of a blood thinner or insulin
      '(bruises|bruising|marks) ~3 from ~3 (the )?(injection|injections|jabs|needles|blood thinner|heparin|clexane|insulin|fragmin)',
      // a burning pain likened to skin not one's own
      '(burns|burning|burn) (like|as if) ~3 skin',
      // the suicidal people a mental health worker assesses at work
      '(risk assessments|assessments|patients|clients|people|calls|referrals|caseload|clinic|ward|crisis team|job) ~4 (with|of|for|who are|who re) ~3 (people |patients |clients )?(who are |who re )?(suicidal|self harming|in crisis)',
      // walking or a diet to help weight loss along
      '(walking|walks|exercise|exercising|gym|diet|swimming|running|cycling) ~6 (help|helps|helping|to help) (it|things) along',
      // the calls and cases of a paramedic's, nurse's or officer's job
      '(overdose|overdoses|od|ods|self harm|self harming|suicide|suicides|jumper|jumpers|hanging|hangings) ~2 (calls|call|jobs|job|shouts|shout|patients|cases|callouts|call outs|referrals)',
      // things given away before a move abroad or to a smaller home
      '(giving|gave|give|given) away ~14 (emigrating|emigrate|moving abroad|moving house|moving to|downsizing|downsize|relocating|decluttering|declutter|smaller place|new flat)',
      '(emigrating|emigrate|moving abroad|moving house|downsizing|relocating|decluttering) ~14 (giving|gave|give|given) away',
      // not wanting the alarm at dawn for a shift
      '(want|wish|fancy) ~2 (to )?(wake up|get up) ~3 (at|for|so|this) ~2 (/\\d+am/|/\\d+/|early|dawn|the early|work|shift|school|the alarm|the school run)',
      // 'end it all' said of shoes, a job or a diet
      '(end|ending) it all ~4 (with|for) ~3 (trainers|shoes|boots|runners|sneakers|job|diet|relationship|boyfriend|girlfriend|car|phone|laptop|gym|membership|sofa|mattress)',
      // a chore one would rather skip: a place and a task, not a life
      '(not|do not|dont|never) ~2 (want|wish|wanna) ~2 (to )?be here (doing|waiting|sitting|queuing|queueing|answering|typing|reading|writing|explaining|repeating|filling)',
      // too much of a good or a hard thing
      '(overdosed|overdose|overdosing|overdid) on (burpees|squats|lunges|exercise|exercises|training|gym|running|miles|cardio|hiit|steps|sun|sunshine|chocolate|cake|sweets|netflix|telly|tv|christmas|work|gardening|housework|cleaning|diy)',
      // a jump down from a climbing wall, a box or a trampoline is a sport's landing, not a plan
      '(jump|jumped|jumping|jumps) off ~6 (bouldering|climbing wall|boulder|plyo|box jump|trampoline|diving board|springboard|vaulting horse|crash pad|crash mat|the mats|onto the mat|onto the mats|landing mat)',
      // one among those a support worker or teacher cares for
      '(one|some|a few) of (the|my|our) ~6 (self harms|self harm|self harming|cut themselves|cuts themselves)',
      '(killed|kill|killing) myself (laughing|with laughter)',
      // plans for a spouse's end made with the hospice
      '(plans|plan|planning) for the end ~6 (hospice|palliative|nurses|doctors|team)',
      '(hospice|palliative|end of life care) ~10 (plans|plan|planning) for the end',
      // the same place again next year: the situation, not a life
      '(not|do not|did not|never) ~2 (want|wish) ~2 (to )?be (here|back here|back) (again|next year)',
      // an ache not waking the writer is no wish not to wake
      '(does not|do not|did not|will not|would not|never) wake (me|us|him|her|them)',
      // too much of an ordinary thing
      '(overdose|overdosed|overdosing|od) on (housework|chores|cleaning|work|chocolate|sugar|sweets|cake|coffee|caffeine|carbs|exercise|gardening|shopping|sun|sunshine|tv|telly|netflix|christmas|nostalgia|gym|steps|walking|running|diy)',
      // being here told with the place: a waiting room, not a life
      'be here (on|in|at) (this|these|the|that|an|a|my) ~2 (office|desk|job|work|place|meeting|queue|room|house|flat|town|city|country|school|class|hospital|ward|weather|traffic|chair|chairs|waiting room|bench|seat|seats|train|bus|plane|car|party|wedding|terminal|airport|station|shop|supermarket|clinic|surgery|gym|pub|restaurant|stadium|church|hotel|corridor|line|lecture|classroom|heat|cold|rain)',
      // self-reproach for something done or forgotten
      '(kill|killing) myself ~2 for (forgetting|missing|leaving|losing|dropping|breaking|letting|signing up|agreeing|booking|buying|eating|skipping)',
      ORDINARY_DATE,
      // a body part that wants to give up, and suicide named as a subject read about
      '(neck|back|knee|knees|shoulder|shoulders|hip|hips|body|legs|feet|joints|spine) ~2 (wants|want|wanted|is trying|trying) to (end it all|end it|die|give up|quit|kill me)',
      '(story|stories|news|article|report|programme|program|post|video|documentary|piece|leaflet|poster|campaign|statistics|study|dissertation|thesis|essay|research|paper|module|course|lecture|project) ~6 (suicide|self harm|suicidal)',
      // anger at a sore knee or at a person, not at oneself
      '(kill|killing|strangle|throttle) (it|this|that|him|her|them) (myself|my self)',
      // being somewhere told as the place, not as being alive
      '(not|do not|did not|no longer|never) ~2 (want|wish) ~2 (to )?be here ~2 (at|in) ~3 (this|the|my|that|an|a) ~2 (office|desk|job|work|place|meeting|queue|room|house|flat|town|city|country|school|class|hospital|ward|weather|traffic|relationship|marriage)',
      '(patient|client|resident|service user|caller|someone|a man|a woman) ~4 (told|said|says|tells|disclosed|admitted) ~4 (she|he|they) ~3 (wanted|wants|want|was going|planned|would) ~6 (it all|herself|himself|themselves|things|everything|her life|his life|their life|die|dead)',
      '(want to die|wanna die|wants to die|kill myself|end it all) ~8 (when|whenever|every time|if) ~4 (team|they|we|lose|loses|lost|match|game|score|football)',
      '(jokes|joked|joking|always says|always said) ~3 (i|he|she) ~2 (want|wants|wanna) to die',
      '(gp|doctor|nurse|therapist|psychiatrist|counsellor|counselor|physio|she|he|they) ~3 (asked|asks|ask|asking) ~3 (if|whether|about) ~8 (harming|hurting|suicide|suicidal|ending|killing|self harm)',
      '(cheeks|leg|legs|foot|feet|arm|arms|hand|hands|bum|bottom|buttocks) ~4 (gone to sleep|asleep|sleep) ~4 (not|never) wake up',
      'suicide (sprints|sprint|runs|run|drills|drill|shuttles|shuttle|squeeze|doors|lines|line|sets)',
      // medicines saved for the next flare of pain are medicines, not a plan
      '@MEDS ~6 (for when|for if|in case|for the nights|for the days) ~3 (the pain|my pain|pain|my back|my knee|a flare|flares|flare) ~3 (bad|worse|flares|flare|flares up|returns|comes back|kicks off)',
      '(rather|sooner|prefer to) ~1 die than',
      '(killing|kill|killed) ~2 me',
      // working oneself hard: 'killing myself at the gym'; a method ('with pills') is no idiom, and 'worked out how' is no work
      '(killing|kill) myself ~4 (=training|at the gym|at work|=running|=working|=doing|=trying|over it|over nothing|over work|over this|over that)',
      '(killing|kill) myself ~4 for (nothing|no reason|a job|work|them|this|that|peanuts|a living)',
      '(die|dying|died) ~2 (to|for) ~3 (get|go|back|play|run|see)',
      'dying to',
      'end (of|my day|the day|my shift)',
      // ending a relationship or a story, not a life ('end it with him', 'let us end it there')
      'end it with (him|her|them|my|the|that|this|work)',
      '(let us|lets|we will|we can|i will|i ll) end it there',
      'not want to (wake up|get up) ~3 (early|for work|in the morning)',
      '(harm|hurt|hurting) myself ~4 (lifting|training|gym|running|more|worse|doing|by)',
      'nothing worth (doing|watching)',
      '(die|dying|died) (of|from) ~2 (embarrassment|shame|laughter|laughing|boredom|cringe|envy|jealousy)',
      '(talk|talking|talks|deal|dealing|training|course|awareness|prevention|charity|helpline|nurse|nursing|colleague|patients|patient|research|lecture|article|documentary|film|book|podcast) ~4 (about|with|in|on|of)? ~2 (suicide|self harm|suicidal)',
      // work in the field ('I work in suicide prevention', 'working with suicidal clients'), not pressure at work
      '(work|working|worked|works) ~2 (in|with|on|for) ~3 (suicide|self harm|suicidal)',
      '(suicide|self harm) (prevention|awareness|training|hotline|helpline|risk assessment|statistics|rates)',
      '(run|running|ran|do|doing|did|made us run|make us run) ~2 suicides',
      'suicide (drills|drill|sprints|runs|shuttles)',
      // the brick-wall idiom is frustration, not self-injury
      '(like|as if|feels like|felt like) ~2 (banging|bang|hitting) ~1 my head ~3 (against|on) ~2 (a |the )?(brick )?(wall|walls)',
      // scratching an itch till it bleeds is eczema; 'glad I am still here'; 'won't be around at Christmas, we are abroad'
      '(eczema|itch|itches|itchy|itching|rash|hives|dermatitis|bites|mosquito|scabies|chickenpox|psoriasis) ~12 (scratch|scratching|scratched) ~6 (bleed|bleeds|bled|bleeding|raw)',
      '(scratch|scratching|scratched) ~8 (bleed|bleeds|bled|bleeding|raw) ~12 (eczema|itch|itches|itchy|itching|rash|hives|dermatitis|bites|scabies|chickenpox|psoriasis)',
      '(still|not) (alive|here) ~4 (after|despite) ~4 (all|everything|years|operations|surgery|the)',
      '(glad|happy|grateful|thankful|lucky|relieved|blessed) ~4 (to be|i am|i was|i) ~1 still (alive|here|breathing|living)',
      '(will not|would not|may not|might not|not going to) be (around|here) ~3 (for|at) ~2 (christmas|birthday|new year|easter) ~6 (away|abroad|holiday|travelling|traveling|visiting|working|spain|family)',
      // dying idioms and others' deaths: phrasal verbs, eagerness, bereavement, fear during an acute pain, objects that 'die', wishing a symptom away
      '(die|dying|death) (down|off|out|back|away)',
      '(dying|die) (for|to) ~3 (a|an|the|get|go|see|try|know|hear|meet|have)',
      '(death|dying|died) of ~3 (my|his|her|their|our|a|the) ~2 (dad|father|mum|mother|mom|wife|husband|son|daughter|brother|sister|friend|partner|dog|cat|pet|grandmother|grandfather|gran|grandad|nan|uncle|aunt|cousin)',
      '(thought|think|thinking|felt like|feel like) ~3 (i was|i am|i were|i would|i will|i might) ~2 going to (die|pass out|faint|be sick)',
      '(thought|think|thinking|worried|scared|afraid|terrified|frightened) ~6 (i|it|this|he|she|they) ~3 (was|is|were|are|might be|could be|would be) ~2 (=dying|a heart attack|cancer|serious)',
      '(phone|battery|car|plant|plants|leg|arm|hand|foot|nerve|tooth|skin|cells|muscle|battery is) ~3 (die|dying|dead|died)',
      '(wish|wished|want|wanted|thinking|thought) ~4 (the pain|this pain|my pain|the ache|the aching|the numbness|the swelling) ~3 (would|to|could|will) ~2 (die|end|disappear|go|stop|be gone)',
      // (not 'it all': 'want it all to end' is the whole of life, not the pain)
      '(wish|wished|want|wanted|thinking|thought) ~1 (that )?(it|this) (pain |ache |agony |flare |throbbing |burning |stiffness |torture |misery |nightmare |just |to just |would just )?(would|to|could|will) ~2 (die|end|disappear|go|stop|be gone)',
      '(disappear|disappearing|gone|be gone) ~3 (on holiday|for the weekend|for a week|for a bit|for a while|to the gym|to my room|abroad)',
      // ('away' counts only right after the verb: a vanishing that is then said not to be a trip is no trip)
      '(disappear|disappearing|gone|be gone) ~1 (away|off) ~3 (for|on|to|somewhere|abroad|holiday)',
      // denials phrased around the sign, caution about doses, public debate about assisted dying, rehearsals for events
      '(nothing|no|none|not any) ~3 in the way of ~4 (wanting|thoughts|thinking|urges|plans) ~3 (to )?(hurt|harm|hurting|harming|end|ending|kill|killing) ~2 (myself|it|things|my life)?',
      '(dangerous|careful|careful not|never|avoid|warned|risky|bad|safe|unsafe|not) ~3 to (take|taking) ~2 too many',
      '(assisted dying|euthanasia|dignitas) ~6 (law|bill|debate|vote|parliament|news|radio|documentary|article|programme|podcast)',
      '(law|bill|debate|vote|parliament|news|radio|documentary|article|programme|podcast) ~6 (assisted dying|euthanasia|dignitas)',
      '(dry run|trial run|test run|practice run|rehearsal|rehearse|rehearsing) ~8 (wedding|speech|presentation|play|show|concert|interview|race|exam|driving test|recital|performance|event|dance|choir)',
      '(wedding|speech|presentation|play|show|concert|interview|race|exam|driving test|recital|performance|event|dance|choir) ~8 (dry run|trial run|test run|practice run|rehearsal|rehearse|rehearsing|rehearsed)',
      // 'leg day made me want to die lol': a workout's hyperbole
      '(wanted|want|wanna|going|thought i was going|thought i would) to die ~6 (lol|lmao|haha|instructor|trainer|sadist|leg day|burpees|lunges|workout)',
      '(lunges|burpees|leg day|bootcamp|boot camp|workout|spin class|hiit|crossfit|circuit|instructor|sadist) ~10 (wanted|want|wanna|going|thought i would|thought i was going) to die',
      // a crisis-line worker speaks of the callers
      '(calls|call|line|helpline|hotline|work|working|job|volunteer|volunteering|support|supporting|nurse|nursing) ~6 (people|callers|clients|patients|those) ~3 (who|that) ~3 (are|were|feel|feeling|felt) ~2 (suicidal|suicide)',
      // the embarrassment idiom
      '(wanted|want|wanna) to die ~8 (photos|photo|pictures|video|embarrass|embarrassing|embarrassed|mortified|mortifying|cringe|shame)',
      '(photos|photo|pictures|video|embarrass|embarrassing|embarrassed|mortified|mortifying|cringe|shame) ~8 (wanted|want|wanna) to die',
      // a threat reported as a joke, and 'suicidal' said of a shot or a plan
      '(=jokingly|=joked) ~8 (top|kill|end|topping|killing|off) ~2 (myself|my life|it all)',
      '(swing|shot|shots|pass|passing|tackle|tackling|driving|schedule|timetable|pace|plan|diet|idea|decision|overtake|move|putting|serve|backhand|forehand|defending|defence|tactics|form|route|mission) ~3 (is|was|are|were|looks|looked|seems|seemed|has been|feels) ~3 suicidal',
      '(throw|jump|jumping|throwing) myself ~4 (off|from|under) ~3 (cliff|bridge|building|roof|window|train|bus) ~6 (joking|kidding|jk|only joking|just kidding)',
      // notes to a doctor, farewells at work, and an accident a mother fears
      '(note|letter|letters|notes) ~3 (to|for|from) ~3 (gp|doctor|work|school|boss|employer|physio|teacher|nurse|surgery|insurance|council|hospital|the clinic|my manager)',
      '(goodbye|goodbyes|farewell|farewells) ~10 (retire|retiring|retirement|retired|leaving do|send off|sendoff|moving|move|new job|last day|emigrating|leaving party|holiday|wedding|colleagues|workmates)',
      '(retire|retiring|retirement|retired|leaving do|send off|new job|last day|emigrating|leaving party|after /\\d+/ years) ~10 (goodbye|goodbyes|farewell|farewells)',
      '(kill|killing|killed) (myself|himself|herself) ~3 (on|riding|driving|in|off) ~3 (that |the |this |my |a )?(motorbike|bike|motorcycle|car|scooter|ladder|roof|horse|skateboard|quad|trampoline)',
      // a date fixed for a celebration, and tired feet
      '(picked|chosen|chose|set) the (day|date) ~6 (wedding|party|holiday|surgery|operation|move|trip|appointment|op|christening|birthday|match|race|marathon)',
      '(feet|legs|back|knees|body|hands|arms|hips|shoulders) ~2 (want|wants|wanted) to ~3 (curl up and die|lie down and die)',
      // a view looked down on from a bridge
      '(bridge|edge|cliff|cliffs|balcony|viaduct) ~10 (looking down|look down|looked down) ~6 (at )?(the )?(ducks|fish|swans|boats|view|trains|kayaks|rowers|fireworks|scenery|river|sea|waves)',
      // goodbyes before a move; ending a membership
      '(saying|said|say) ~3 (goodbye|goodbyes) ~12 (emigrating|emigrate|moving|move|leaving|relocating|holiday|trip|going away|flight|abroad|new job|wedding|party|retiring|retirement)',
      '(emigrating|emigrate|moving|move|leaving|relocating|going away|retiring) ~12 (saying|said|say) ~3 (goodbye|goodbyes)',
      'end it all ~4 with (my|the|our) (gym|membership|subscription|contract|job|relationship|diet|phone|account|training|running|marathon|course|degree|career|season)',
      // taking a life back; a question about how to take one's medicines
      '(take|taking|took|get|getting|got) (my|his|her|their) (own )?life back',
      '(should i|can i|do i|is it ok to|is it okay to|is it better to|is it safe to) ~2 (take|taking) ~8 (or|instead of|rather than)',
      // a death on the screen
      '(film|movie|programme|program|=show|=shows|series|documentary|book|news|tv|telly|soap|story|character|play) ~8 (kill|killed|kills|killing) (himself|herself|themselves)',
      // a song, a book or a film; a joke retracted; an accidental cut
      '(song|songs|lyric|lyrics|album|track|tune|anthem|novel|book|poem|film|movie|programme|series|character|story) ~10 (wanting to die|want to die|wants to die|takes her own life|takes his own life|took her own life|took his own life|kill himself|kill herself|suicide)',
      '(end|ending|ended) it all ~6 (i mean|i meant|only joking|just kidding|lol|haha|ha)',
      'cut (myself|my hand|my finger|my thumb|my palm) on (the|a|an|some) ~2 (knife|bread knife|glass|tin|can|broken|blade|saw|chisel|edge|nail|paper)',
      // a death told in a story, an overdose in a training, methods researched for a plot
      '(film|films|movie|book|novel|story|=show|=shows|series|episode|documentary|play|song|news|article|podcast|drama|programme|program) ~6 about ~3 (a|an|the|this|some|two|one) ~2 (man|woman|guy|girl|boy|lad|lady|bloke|person|character|soldier|teenager|teen|family|couple|mother|father|widow|widower|officer|doctor|nurse|student|people) (who|that|whose) ~8 (bridge|cliff|roof|train|tracks|overdose|himself|herself|themselves|life|pills|tablets|rope|drowns|drowned|jumps|jumped|jumping|dies|died)',
      '(overdose|overdoses|suicide|self harm|naloxone|narcan) ~3 (training|awareness|prevention|response|first aid|course|workshop|module|drill|drills|reversal|kit|kits)',
      '(research|researching|researched|read up|reading up|looking up|looked up|studying|studied) ~6 (poisons|poison|overdoses|overdose|suicide|suicides|methods|hangings|drowning|drownings) ~10 (plot|novel|book|story|script|character|characters|thesis|essay|crime|mystery|thriller|screenplay|play|series)',
      // checking something out, a life 'over' for a missed match, a rope tripped over
      '(checking|check|checked) out (the|a|an|this|that|some|new|your|his|her|their|it|them|options|prices|reviews|gym|shop|place|clinic|hotel|hospital|class|classes|course|website|site|video|videos|exercises|stretches)',
      '(checking|check|checked) out my (new|old|local|physio|gp|doctor|options|diet|form|posture|bike|shoes|trainers)',
      '(life|my life) (is|feels|seems|was) ~1 over ~4 (bc|because|cause|cos|cuz|since|as|cant|can not|missing|miss|no more|till|until|for the season|this season)',
      '(tripped|trip|tripping|caught my foot|fell over|climbing|climb|pulling|pulled|tow|towing|skipping|tie|tying|tied) ~4 (rope|ropes)',
      // lethal doses looked up for a book, a questionnaire answered no, others going through dark times
      '(search history|searches|googling|browser|research|researching) ~8 (poisons|poison|lethal doses|lethal dose|overdoses|overdose|methods) ~8 (for the book|for my book|for the novel|for the plot|for the story|for work|for a character|for my thesis|for the script)',
      '(ticked|answered|put|said|circled|selected|chose) ~2 (not at all|no|never|none of the time|zero) ~3 (for|to|on) ~2 (thoughts|the question|question) ~6 (dead|myself|suicide|self harm|harm)',
      '(people|others|callers|clients|patients|someone|those) ~4 (who are|in|going through) ~3 (a )?(very |really )?dark (place|places|time|times)',
      // a questionnaire's 'no' reaching over the whole question
      '(ticked|answered|put|said|circled|selected|chose) ~2 (not at all|no|never|none of the time|zero) ~3 (for|to|on) ~2 (thoughts|the question|question) ~10 (hurting myself|harming myself|self harm|killing myself|ending my life)',
      // a coroner's files about suicides
      '(reading|read|files|file|cases|inquests|inquest|reports|records|statistics|deaths) ~4 (about|on|of|into) ~3 (suicides|suicide|deaths|self harm)',
      // letters to be opened at a future birthday
      '(letters|letter|notes|cards) ~8 (to open|for) ~4 (birthday|birthdays|18th|21st|wedding|graduation|christmas|when they are older)',
      // fear of dying, a self-harm question answered no, giving up on stretches
      '(scared|afraid|frightened|fear|fearful|worried|anxious|terrified) ~4 (thinking about|of|about) (dying|death|dying young)',
      '(asked|ask|asking) ~3 (the )?(self harm|suicide|mood) (question|questions) ~6 (no|never|not)',
      '(point|reason) ~2 (carrying on|going on|continuing|keeping on) (with|doing) (them|it|the|these|those|my|this)',
      '(give|giving) up on (the|my|these|those) (stretches|exercises|physio|diet|gym|treatment|tablets)',
      // ending a sport, a job or a relationship
      '(=ending|=end|quitting|stopping|packing in) it ~4 (the|my) (tennis|running|football|golf|cricket|rugby|career|season|relationship|marriage|contract|job|membership|club|sport|hobby|band|course)',
      // not wanting to be at work or away from home
      '(do not|dont|did not) want to be here ~8 (i mean|here being|here meaning|by here|warehouse|factory|this place|go home|home|hotel|trip|hospital|at work|this job|queue|meeting|office|airport|waiting room|call centre|class|school)',
      // keeping going with a treatment, a class or a job
      '(reason|point) ~2 (to|in) (continue|continuing|carry on|carrying on|go on|going on|keep going) (with|to|at) ~2 (the|my|this|these|those|physio|physiotherapy|gym|exercises|stretches|class|classes|sessions|job|work|treatment|tablets|course|injections|appointments)',
      // the place made plain straight after: a shift pattern or a workplace
      '(do not|dont|did not) want to be here ~6 (meaning|as in|by that i mean) ~2 (on|at|in|working|doing)',
      '(do not|dont|did not) want to be here ~4 on (nights|night shift|night shifts|lates|earlies|this shift|these shifts|this rota)',
      // a will or funeral plan made on advice
      '(will|funeral) ~14 (solicitor|lawyer|at my age|sensible|nagged|advised|everyone should|good idea|admin|power of attorney|attorney)',
      // a story on screen; a nurse's work
      '(film|movie|book|novel|play|=show|=shows|series|documentary|episode) ~12 (takes his own life|takes her own life|took his own life|took her own life|kills himself|kills herself|killed himself|killed herself|suicide)',
      '(self harm|suicide|crisis) ~3 (observations|obs|watch|assessments|assessment|team|ward|training|nurse|nursing|patients|line|prevention)',
      // the people a worker visits
      '(people|patients|clients|service users|young people|those|folk|others) ~3 (who|that) ~3 (have|ve|are|were|had|has) ~2 (self harmed|suicidal|self harm|self harming|attempted|tried to)',
      // not depressed, wanting to live a normal life
      'not (depressed|suicidal|sad|low|down) ~3 (i )?(want|wish|need) to (live|be here|carry on|go on|get on)',
      '(self harmed|self harm|self harming) or ~2 (are|were|feel|felt|feeling) (suicidal|in crisis)',
      // a song's wish, a sore hip wished away, a casualty the writer carried
      '(song|singer|lyrics|lyric|track|album|tune|band) ~8 (want|wants|wanting|wish|wishes|sings|singing) ~4 (fade away|disappear|die|be gone|vanish)',
      'my ~1 (hip|knee|back|shoulder|neck|foot|leg|arm|pain|ankle|elbow|wrist) ~2 (would like|wants|want|wanted) to (disappear|vanish|go away|fade away)',
      '(man|woman|lady|bloke|guy|lad|girl|person|patient|casualty|chap|fella) ~3 (=jumped|=overdosed|=hanged|taken an overdose|took an overdose)',
      // checking out a place, or a time to leave
      'checking out (the|a|some|new|that|this|his|her|their|your|those|any|till|until|before|at)',
      // a patient who tried to harm herself, held back by the writer
      '(lady|man|woman|patient|resident|client|person|girl|boy|service user|young person) ~3 (try|tried|trying|tries|attempted) to (harm|hurt|kill|cut) (herself|himself|themselves)',
    ],
    history: false,
    asked: [
      // how to tie a noose, looked up
      '(looking up|looked up|look up|googled|googling|searched|searching|watched|watching|researched) ~4 how to (tie|make|do) (a )?(noose|ligature|slipknot|hangmans knot|hangman s knot)',
      // a count of how many it would take
      '(working out|worked out|work out|calculating|calculated|counting|counted|figuring out|figured out) ~4 how (many|much) ~12 (not wake|never wake|to die|end it|kill me|finish me|do it)',
      // methods searched for: the search is the sign, not a reading about a sign (which googling a symptom is)
      '(looking up|looked up|researching|researched|googling|googled|searching|searched|reading about|read about) ~3 (ways|methods|how) ~3 (to do it|to die|to end it|of doing it|to go|to kill|to end things)',
      '(looking up|looked up|researching|researched|googling|googled|searching|searched|reading about|read about) ~4 (i|things i|stuff i)? ~1 (should not|shouldnt|should not be) ~4 (ways|methods|how) ~2 (to do it|to die|to end it|of doing it|to go|to end things)',
      // an accident that would end it, welcomed: counts inside an if
      '(me done|i died|i was gone|i was killed|i did not wake|i did not wake up|it killed me|that was it for me|that was me|me gone) ~6 (would not|wouldn t|not) ~1 (be sorry|mind|care|be sad|be upset|be bothered)',
      // asking how much it would take, or whether an overdose hurts, is not a question asked in general
      'how many ~6 (would it take|would take|does it take|to take|would kill|to kill|to die|would be fatal|is fatal|is lethal|is deadly) ~6 (not to wake|not wake|to die|die|kill|fatal|lethal|deadly|for someone|for a person|for me)?',
      '(overdose|overdosing|od) ~5 (slow|painful|quick|peaceful|hurt|hurts|work|works|kill|kills|fatal|lethal|deadly|how long|how many)',
      '(lethal|fatal|deadly) ~2 (dose|amount|overdose|quantity)',
      '(painless|quickest|easiest|best|surest) ~2 (way|ways|method|methods) ~3 (to die|to go|of dying|to end it|to end things|to kill)',
      // a way out pictured as something one would take
      '(way|ways|pill|button|switch) ~4 (to )?(stop existing|not exist|die|disappear|end it|not wake up|never wake up|just stop) ~10 (i would|id|take it|press it|do it)',
      // a question about dying that asks for oneself: cover for one's own death, a method, a height, exhaust fumes
      '(insurance|policy|policies|pay out|payout|pays out|life cover|death benefit|death in service) ~12 (takes|take|taking|took) ~1 (their|his|her|your|one s|ones|my) own life',
      '(takes|take|taking|took) ~1 (their|his|her|your|one s|ones|my) own life ~12 (insurance|policy|policies|pay out|payout|pays out|life cover|death benefit|exclusion)',
      '(dies|die|died|dying|death) by (hanging|overdose|suicide|drowning|jumping|gunshot|carbon monoxide)',
      // a death disguised as an accident, asked about or planned
      '(make|making|made|so|planning|plan|how) ~4 (it|this|that|my death) ~1 (look|looks|seem|seems|appear|appears) like (an|a) (accident|heart attack|natural death)',
      '(running|run|ran|leave|leaving|left|start|started|starting|sit|sat|sitting) ~3 (a |the |my )?(car|engine|motor) ~4 (in|inside) ~3 (shut|closed|locked|sealed) (garage|shed)',
      '(car|engine|motor) ~4 garage ~6 (door down|door shut|doors shut|door closed|doors closed|door pulled down)',
      '(high|tall|deep|far down|long a drop) enough ~3 (to be sure|to do it|to kill|to die|to end it|to make sure|for it to work|to be certain|to not survive|that i would not survive)',
      // cover asked about for a death that is not an accident
      '(insurance|policy|pays out|pay out|payout|cover|life cover) ~8 (even if|if|when) ~3 (not an accident|no accident|deliberate|on purpose|intentional|self inflicted)',
      // how soon a body is released after a death that is not natural
      '(how quickly|how soon|when) (is|are) (a|the) body (released|collected) ~6 (not natural|isn t natural|is not natural|suicide|unnatural)',
      // a threat made if something fails; which medicines are lethal together
      '(walking|walk|step|stepping|throw myself|jump|jumping) (out )?in front of (a|the) (lorry|truck|bus|train|car|traffic)',
      '(which|what) ~4 (are|is|would be) (lethal|fatal|deadly) (together|combined|with)',
      // searches for how long dying takes are no question in general
      '(how long|how much|how many) ~4 (to bleed out|bleed out|to die|to drown|to hang|until you die|before you die)',
    ],
  },
  hopeless: {
    label: 'feeling hopeless',
    terms: [
      'hopeless|hopelessness|despair|despairing|desperate|worthless|pointless',
      '(can not|could not|can no longer) ~2 (cope|go on|carry on|take it anymore|take any more|do this anymore|keep going|face)',
      '(no|not any) ~2 (way out|hope|future|light at the end)',
      '(give|giving|given) up ~3 (on life|on everything|on myself|hope)',
      '(burden|drain) ~4 (everyone|family|my family|others|my wife|my husband|my kids)',
      '(broken|crushed|defeated|beaten|at the end of my tether|at rock bottom|rock bottom|at breaking point|breaking point)',
      // tired of living
      '(tired|sick|weary) (of )?(life|living|being alive)',
      // no point in anything any more
      '(no|not any|not much) point ~2 (any of it|anything|it all|all of it|life)',
      // done, said calmly
      '(i am|im|i m) (done|finished) ~4 (calmly|and i mean it|for good|with it all)',
      // what is the point; cooked in the head
      '(what is|whats|what s) ~2 the point',
      '(cooked|fried|wrecked|gone) in ~1 head',
      // nothing left to stay for
      '(nothing|no one|nobody) (left )?to (stop|stay|live|carry on|keep going|go on) (on )?for',
      // wanting out
      'i want out',
      'enough is enough',
      // no point in oneself
      '(what is|whats|what s) ~1 the point (of|in) (me|him|her|my life)',
    ],
    except: [
      '(tired|sick|weary|fed up) (of|with) (living|life) (in|out of|with|on|off|under|inside) ~3 (this|that|a|the|my|these) ~2 (boot|moon boot|cast|brace|sling|splint|crutches|flat|house|caravan|suitcase|tent|city|town|collar|frame|wheelchair|bed)',
      // a bone broken or not, not a broken spirit
      '(nothing|not|no bones|no bone|bone|bones|wrist|ankle|leg|arm|rib|ribs|toe|finger|nose|collarbone) ~2 broken',
      '(broken|broke|has broken) (the|my|our|his|her) (heating|boiler|shower|washing machine|car|phone|tv|telly|fridge|window|door|lock)',
      // keen to get going again
      'desperate (to|for) ~3 (get back|return|be back|go back|start|get going|run|play|walk|get out|garden|dance|swim)',
      '(broken|crushed) ~3 (bone|wrist|ankle|toe|finger|phone)',
      'hopeless at',
      // bruised all over as if by a beating (the aches of a flu), and a pain told as crushing: no broken spirit
      '(beaten|beat) up|been beaten',
      '(crushing|crushed) ~1 (chest|pain|pains|pressure|tightness|weight|feeling|sensation|ache)',
      // a machine that is broken is no broken spirit
      '(aircon|air con|air conditioning|machine|car|phone|boiler|lift|heating|washing machine|tv|laptop|computer|screen|fan|glasses|bike|treadmill) ~3 broken|broken (down|into)',
    ],
  },
  saddle_named: {
    label: 'saddle numbness named in clinical words',
    // (its own concept: a bicycle saddle explains saddle numbness told in lay words, never the clinical term)
    terms: [
      'saddle (paraesthesia|paresthesia|paraesthesiae|paresthesiae|anaesthesia|anesthesia|hypoaesthesia|hypoesthesia|sensory loss|sensory change|sensory changes)',
      '(perianal|perineal) (numbness|paraesthesia|paresthesia|anaesthesia|anesthesia|sensory loss)',
    ],
    except: [
      // the term read about or revised, not felt
      SADDLE_TERM_READ,
    ],
  },
  saddle_numb_persisting: {
    label: 'numbness of the seat area that has lasted hours after sitting or riding',
    // (its own concept: the cycling exceptions of saddle_numbness hide numbness that passes on getting off the bike,
    // not numbness still there hours later)
    terms: [
      '(sit bones|seat area|saddle area|between my legs|bits|bit in between|bum|backside|groin|privates|down below|down there) ~12 (numb|numbness|no feeling|dead) ~10 (still|hours after|hours later|not come back|has not come back|not worn off|not gone)',
      '(still|remains|stayed) numb ~6 (hours|hour|a day|days) (after|since) ~3 (getting off|got off|off the bike|the ride|riding|cycling|sitting)',
      // the saddle area numb and not coming back this time
      '@SADDLE ~12 (numb|numbness|no feeling|dead) ~10 (still|not come back|has not come back|did not come back|not worn off|has not worn off|did not wear off|not gone|has not gone|did not go|not this time)',
      '(@SADDLE|area|bit|part) ~6 (is|are|was|were|feels|feel) still ~2 (numb|dead|asleep|without feeling|tingly|numbish)',
      // dead between the legs and not come back
      '(numb|numbness|no feeling|dead) ~3 @SADDLE ~10 (not come back|has not come back|did not come back|not worn off|has not worn off|not gone|still)',
      // the seat area numb all the time, or without having ridden
      '(@SADDLE|area|bit|part) ~12 (numb|numbness|no feeling|dead) ~6 (all the time|constantly|has stayed|stayed|will not wear off|not wearing off|every day|all day)',
      '(@SADDLE|numb|numbness) ~12 (not been on|have not been on|had not been on|not ridden|have not ridden|not cycled|off the bike) ~4 (the bike|my bike|since|for|in)',
    ],
  },
  drug_put_by: {
    label: 'a street drug or opioid kept back',
    terms: [
      '(gear|heroin|smack|fentanyl|methadone|drugs|opioids|bag|stash) ~4 (put by|put aside|set aside|stashed|hidden|saved|kept back|tucked away)',
    ],
  },
  tolerance_lost: {
    label: 'tolerance to a drug lost',
    terms: ['(tolerance) ~3 (is |has |s )?(zero|gone|none|nothing|nil|dropped|disappeared|low)'],
    // (a tolerance of pain is no tolerance of a drug)
    except: [
      '(pain|pain s|pains) (tolerance)',
      '(tolerance) (for|of|to) (pain|the pain|people|noise|nonsense|cold|heat)',
    ],
  },
  lasting_end_wish: {
    label: 'wanting everything to end for good',
    // (its own concept: a wish that the pain would stop is no sign, but one that it all stops for good is)
    terms: [
      '(want|wanting|wish|wished|need|needing) ~3 (everything|it all|all of it|things|the world|life|it) ~2 to (stop|end) ~3 (permanently|for good|forever|for ever|once and for all)',
      // a wish for it all to end, with the way to end it worked out: no passing wish
      '(like|want|wish|need) ~2 (it all|everything|all of it) to (stop|end) ~10 (worked out|work out|figured out|decided|planned|know|chosen|picked) ~3 (the way|how|a way|the method|when|the day)',
      '(call|calling|called) it a day ~6 (for good|permanently|forever|for ever|once and for all)',
    ],
  },
  burden: {
    label: 'feeling a burden to others',
    terms: [
      // Hindi and Urdu: being a load on the family
      '(sab pe|sab par|sabpe|sab ke liye|ghar pe) ~1 (bojh|boj)',
      '(bojh|boj) (hoon|hu|hun|ban gaya|ban gayi)',
      '(dead weight|a weight|a burden|a drag|in the way|a drain|only a cost|a cost|a nuisance|a waste of space) ~4 (round|on|to|for|of) ~3 (her|his|their|them|everyone|the family|my family|the young ones|her life|his life|neck|the kids|everybody)',
      '(i am|im|i m|i feel|feel like|just|only|calling himself|calling herself|calls himself|calls herself) ~3 (dead weight|a burden|a drag|in the way|a drain|a cost|a waste of space|so much trouble)',
      '(forever|always|just|only) in the way',
      // only a cost, sorry for being trouble, the children better off with the other parent
      '(only|just) (a )?(cost|burden|weight|drain|problem) (for|to|on) (them|her|him|everyone|my family|the family)',
      '(sorry|apologises|apologised|apologizes|apologized) ~2 being ~2 (trouble|a burden|a nuisance|a pain)',
      '(kids|children|family|wife|husband) ~3 (would|will|d) (do|be|manage) better (with|without) (their|his|her|me)',
      // saving everyone the bother
      '(save|saving|spare|sparing) (everyone|them|you all|the family|my family|people|her|him) the (bother|trouble|hassle|cost|burden)',
      // sparing others the wait
      '(save|saving|spare|sparing) (everyone|them|you all|the family|my family|people|her|him) the (wait|waiting|expense)',
      // sparing everybody
      '(save|saving|spare|sparing) (everybody|everyone else|all of them|them all) the (bother|trouble|hassle|cost|burden|wait)',
      // others better off with someone else; not wanting to trouble anyone any more
      '(better off|be better|do better) with ~3 (people|someone|somebody|others|anyone) ~4 (else|who know|who knows)',
      '(do not|dont|does not|doesnt|not) want to (trouble|burden|bother) (us|you|them|anyone|anybody) ~2 (any more|anymore|any longer)',
      '(will not|wont|won t|not going to) put (me|her|him|them|you|us) through',
      '(will not|wont|won t|not going to) be a (burden|nuisance|bother) on (anyone|anybody|you|them|us|the family)',
    ],
    except: [
      // a team better off without the writer's lifting
      'better off without me ~3 (on the|lifting|carrying|doing|at work|on site|on the team)',
    ],
  },
  goodbye: {
    label: 'a goodbye or thanks as if for the last time',
    terms: [
      // letters left, and someone asked to call round on a day
      '(letters|letter|notes|note) (are )?(written|wrote|done|sorted|left|finished)',
      '(make sure|please make sure|can someone|could someone|ask someone to) ~2 (somebody|someone|anybody|anyone) (goes|go|comes|come|pops|pop|calls|call|checks|check|looks|look) (round|over|in|on)',
      // telling everyone they are loved, beside a day named
      '(told|telling|tell) ~2 (everyone|everybody|all of them|the kids|my family|my mum|my wife|my husband) ~2 i love (them|you|her|him)',
      '(thanks|thank you|cheers|grateful) (for everything|for all you have done|for all you did|for trying|for all your help)',
      '(said|saying|say) (bye|goodbye|goodbyes|my goodbyes) to (everyone|everybody|all|the lads|the girls)',
      '(sorry|apologise|apologize|apologised|apologized) for everything',
      '(look after|take care of|mind) ~3 for me ~6 (love you|love u|always|bro|sis|mum|dad)?',
      '(pass|passed) (on )?my thanks',
      '(said|say|saying) my piece',
      '(you will|you ll|youll) (manage|be) (fine|ok|okay|alright) (without me)?',
      '(written|wrote|writing) at length to',
      // a message of love passed on; goodbyes written
      '(tell|let) ~3 (know )?(i loved|i love) (him|her|them|you)',
      '(writing|wrote|write|written) (goodbyes|goodbye messages|goodbye notes|farewells)',
      // goodbyes said: a sign only with another (a retirement has its goodbyes too)
      '(say|said|saying) ~3 (goodbye|goodbyes|farewell|farewells)',
      // a last message
      '(last|final) (message|post|letter|note|email|words) ~3 (to|for|here|from me)',
      // told not to blame oneself
      '(not|never|nobody|no one) to blame (myself|yourself|herself|himself|themselves|anyone)',
      // messages recorded for children to have later
      '(recording|recorded|record|making|made|filming|filmed|writing|wrote|written) ~4 (videos|video|messages|letters|cards) ~8 (for each of|for the kids|for my kids|for the children|for each|for my son|for my daughter|for the grandkids) ~4 (birthdays|birthday|weddings|future|for after)?',
      // apologies for everything or for the mess; holding the children too long
      '(said|saying|say) sorry ~4 (any mistakes|everything|all my mistakes|all the trouble|for everything)',
      '(note|letter|sorry) ~4 (about|for) the mess',
      '(hanging on to|holding on to|hugging|held on to) ~3 (the kids|my kids|the children|my children) ~4 (too long|longer|tight)',
      // love and sorry written, telling others it was not their fault, an apology letter, a card to the children
      '(loves|love) (me|you|him|her|them) and (is|am|was|i am) sorry',
      '(none of it|it|this) (was|is) (not )?(their|your|his|her|my) fault',
      '(written|wrote|writing) ~2 (an )?(apology|sorry) (letter|note)',
      '(card|letter|note) (addressed )?to (her|his|my) (sons|daughters|children|kids|son|daughter)',
    ],
    except: [
      // goodbyes at a retirement or a leaving do
      '(retirement|retiring|retired|leaving do|send off|sendoff|last trip|last shift|last day at work|last day at school|moving on to)',
    ],
  },
  means_ready: {
    label: 'a means made ready or rehearsed',
    explainedBy: [
      // medicines stocked up because they were cheap in bulk
      '(@MEDS|ibuprofen|paracetamol|aspirin) ~10 (multipack|multipacks|on offer|special offer|bulk buy|in bulk|wholesale|two for one|buy one get one|bogof)',
      '(multipack|multipacks|bulk|wholesale) ~3 (of )?(@MEDS|ibuprofen|paracetamol|aspirin)',
    ],
    terms: [
      // going to a high place or deep water at a time named
      // the passing times of trains that do not stop looked up; a loaded gun sat with
      '(looking up|looked up|look up|checking|checked|timing|timed|finding out|found out|working out) ~3 (when|what time|times|the times|timetable|how often) ~4 (the )?(fast |express |freight |through |non stop )?(trains|train) ~6 (come through|comes through|pass|passes|go through|goes through|do not stop|don t stop|crossing|level crossing)',
      '(sitting|sat|sit|sits) with (it|the gun|the shotgun|the rifle|the pistol) ~2 (loaded )?(across|on|in) my (lap|knees|knee)',
      '(going|go|heading|head|walking|walk|driving|drive) (up )?to the (bridge|cliffs|cliff|viaduct|tracks|railway line|quarry|multi storey|reservoir) ~4 (after|tonight|tomorrow|on|this|when|once|before)',
      // medicines or what is needed made ready ('pills ready', 'got everything I need here'); means named as a risk of one's own
      '@MEDS ~2 (are |is )?(ready|lined up|laid out|counted out|all set|set out|sorted)',
      '(got|have|ve got|gathered|collected|sorted) ~2 (everything|all) (i|i will|i ll|i d) (need|needed|will need)',
      'access to (the )?means',
      '(gun|pistol|rifle|shotgun|revolver|handgun) ~3 (in|on|across) my (lap|knee|knees)',
      // a place picked out, said of no outing
      '(the|a|my) (spot|place|tree|bridge) ~3 (picked out|all picked out|chosen|sorted|worked out|figured out)',
      '(picked out|chosen|sorted|worked out|figured out) (the|a|my) (spot|place) ~4 (in|up|at|by|near|on)',
      // a means kept, saved or looked at again and again
      '(stopped taking|not taking|quit taking) ~4 (and )?(started )?(saving|keeping|hoarding|stockpiling|putting by) (it|them)',
      '(paraquat|weedkiller|poison|rat poison|antifreeze|the pills|the tablets|the rope|the gun|the shotgun|the rifle) ~16 (looking at|staring at|looked at|lid off|cap off|took the lid|opened it|in my hand|every night)',
      '(every night|each night) ~3 (just )?(looking|staring) at (it|them)',
      '(looking|staring|look|stare) at (it|them) ~4 (every night|each night|for hours|again tonight)',
      '(stones|rocks|weights|bricks|chain) ~3 (in )?(my |his |her )?(pockets|pocket|jacket|coat|the boat)',
      '(saving|saved|hoarding|stockpiling|stockpiled|collecting|squirrelling) ~6 (tablets|pills|sleeping tablets|painkillers|meds|medication) ~4 (about |around |nearly |over )?(/\\d+/|fifty|sixty|a hundred|loads|enough)',
      '(bought|got|have|ve got) ~3 (a )?(proper|stronger|new) one ~3 since',
      '(cleaned|loaded|oiled|got out|took out|taken out) ~3 (the )?(shotgun|gun|rifle|pistol) ~8 (key|keys|cabinet|out|ready|left)',
      '(got|have) ~2 what (i|i will|i ll) (need|use) ~4 (in the|in my)? ~2 (cabinet|bathroom cabinet|drawer|cupboard|garage|shed|car|room)',
      '(knife|rope|cord|belt|pills|tablets|gun|blade) (is|are) (in|under|ready|hidden) ~3 (my room|the drawer|the car|the shed|the garage|my bag|my bed|the wardrobe)',
      '(pockets|pocket|bag|backpack|coat pockets) ~3 full of (stones|rocks|weights)',
      '(practising|practicing|practised|practiced|rehearsing|rehearsed|testing|tested) ~6 (cord|rope|belt|tie|knot|noose|where to tie)',
      '(counted|counting|count) (them|them all|it all|everything) ~6 (enough|there is enough|plenty)',
      '(there is|theres|there s|i have|i ve got|got) enough (now|saved|put by|stored|in the tin)',
      '(stop|stopped|stopping) (swallowing|taking) (them|it|my tablets|my pills) ~10 (tin|drawer|box|saving|saved|keep|keeping)',
      '(know|knows|knew) exactly (what|how much|which|how many) ~4 (would do it|would do|to use|to take|i am saving)',
      '(pill bottles|pills|tablets|medicines|meds) ~2 (are )?(gone|missing|hidden|moved) ~8 (will not say|won t say|wont say|where)',
      // medicines put by rather than taken
      '@MEDS ~2 (put by|put aside|set aside|saved up|stashed|hidden away) ~6 (rather than|instead of|plenty|enough)',
      // a barrier's height checked, a gun kept loaded by the bed, medicines put aside, the spot revisited
      '(check|checked|checking) ~3 (the )?(barrier|railing|wall|fence|parapet) (height|heights|is low enough|low enough)',
      '(shotgun|gun|rifle|pistol) ~8 (under my bed|in my room|in the car|loaded|by the bed|by my bed)',
      '(putting|put|setting|set|saving) ~3 @MEDS (aside|by|away) ~8 (plenty|enough|month|weeks|now)',
      '(been back|gone back|went back|go back) to (look at|see|check) the (spot|place|bridge|cliff|edge)',
      // setting off for a high place or water
      '(set off|headed|heading|drove off) (for|to) the (cliffs|cliff|bridge|river|sea|tracks|railway|viaduct|quarry|lake)',
      // a weapon bought or at hand, rounds kept back, medicines kept or gone missing
      '(bought|buying|got|getting|purchased|ordered|picked up) ~3 (a |the )?(handgun|gun|pistol|revolver|firearm|rope|hosepipe|hose|charcoal|ligature|helium)',
      '(rounds|round|ammo|ammunition|bullets|cartridges|shells) ~4 (kept back|kept|saved|put by|hidden|stashed|held back)',
      '(got|have|ve|keep|kept|i ve) ~2 (the|a|my|his|dad s) (shotgun|gun|rifle|pistol|handgun|revolver)',
      '(everything|all|what) (i|he|she) (need|needs|will need) (is|are) ~2 (in|ready) ~2 (the|my|his|her) (garage|shed|car|van|drawer|cupboard|loft|cabinet|barn)',
      '(morphine|oxycodone|oramorph|fentanyl|insulin|sleeping tablets|sleeping pills|diazepam) ~4 (is|are) (still )?(in|under) ~2 (the|my) (drawer|cupboard|cabinet|fridge|bedside)',
      '(insulin|insulin pens|pens|pills|tablets|medication|meds|morphine|medicines) ~2 (are |is |were |was )?(gone|missing) (from|out of) (the )?(fridge|cupboard|cabinet|drawer|box|bathroom)',
      '(diazepam|pills|tablets|meds|sleeping tablets|painkillers|morphine) ~4 (squirrelled|squirreled|stockpiled|hoarded|stashed|tucked|hidden) ~4 (in|under|away)',
      // a blade by the bed; a high place or deep water visited alone
      '(bayonet|knife|blade|blades|razor|shotgun|gun|rifle|pistol|machete) ~4 (by the bed|by my bed|under my bed|under the pillow|under my pillow|in my bedside)',
      '(going|go|went|been going|climbing|climbed|walk|walking|walked|drive|driving|drove|sit|sitting|sat|stand|standing|stood) ~4 (up|to|out to|on|onto|at|by) ~3 (the )?~3 (scaffold|roof|bridge|viaduct|cliff|cliffs|quarry|multi storey|reservoir|dam|level crossing|tracks|quay|pier|harbour wall|edge) ~12 (on my own|alone|at night|after dark|looking down|looking over|how deep|how high)',
      // a gun taken from its safe, a poison moved to the bedside, an edge sat at, what is needed gathered, pills gathered from several shops
      '(took|taken|got) ~3 (the )?(rifle|gun|shotgun|pistol) out of (the )?~1 (safe|cabinet|locker|cupboard|gun cabinet)',
      '(weedkiller|paraquat|pesticide|poison|antifreeze|bleach|rat poison|sheep dip|insecticide) ~8 (by the bed|by my bed|in the house|in my room|bedside|under the bed|in the drawer|into the house)',
      '(sat|sitting|stood|standing) ~3 (near|at|on|by) the (edge|cliff edge|drop|railing|railings|parapet) ~6 (for an hour|for hours|for ages|a long time|alone|on my own)',
      '(sorted|got|have|bought|gathered|ready|collected) ~2 what (i|i will|i ll|i d) (need|use|needed)',
      '(paracetamol|pills|tablets|packets|boxes|painkillers) ~8 (bought|buying|collected|collecting) ~4 (several|different|various|many|lots of) (shops|chemists|pharmacies|stores|supermarkets)',
      // a gun looked at
      '(looking at|look at|staring at|stare at|eyeing|looked at) ~3 (the )?(shotgun|gun|rifle|pistol) ~4 (in the cabinet|cabinet|more|a lot|too much|again|lately)',
      // a height reached, pills counted, a gun cleaned, the strong tablets asked about, train times checked, a gun by the bed, pills kept in a drawer, drugs taken from stock, doses read up
      '(top floor|roof|rooftop|top) of ~3 (the |our |a )?(multistorey|multi storey|car park|building|block|tower|hdb block|flats)',
      '(counted|counting) ~4 (what is there|whats there|them|the tablets|the pills|what i have)',
      '(cleaning|cleaned|oiling|oiled|loading|loaded) ~2 (his|her|my|the) (rifle|gun|shotgun|pistol) ~4 (a lot|lately|again|every night)',
      '(asked|asking|asks) ~6 (tablets|pills|medicines) ~6 (strong ones|strongest|strong enough|lethal)',
      '(checking|checked|check|looking up|looked up) ~3 (the )?(timings|times|timetable|schedule) of ~3 (the )?(express |fast |freight |goods )?(train|trains)',
      '(stood|put|leaned|kept) it by (his|her|my|the) bed',
      '(sleeping pills|sleeping tablets|pills|tablets) ~6 (still|all) ~3 in the (drawer|cupboard|cabinet)',
      '(knows|know|knew) exactly how (much|many)',
      '(vials|ampoules|drugs|tablets|pills) ~6 (from|out of) ~4 (controlled drugs|cd cupboard|drug cupboard|drugs cupboard|pharmacy|stock)',
      '(reading|read|looking up|researching) (about|up on) (doses|overdoses|lethal doses|how many)',
      // tablets kept instead of taken, stopped medicines kept, supplies brought home from work
      '(tablets|pills|meds|painkillers) ~6 (instead of|rather than) (taking|swallowing) (them|it)',
      '(have|got|keep|kept) (them|it) ~2 (in the|in a) (drawer|cupboard|cabinet|box|tin|jar) ~4 (for when|ready|waiting|saved)',
      '(kept|keeping|saved|stored|kept back) ~2 (the |my |all the )?(amitriptyline|tramadol|codeine|co codamol|morphine|diazepam|zopiclone|sertraline|citalopram|insulin|oxycodone|pregabalin|gabapentin|tablets|pills) ~6 (when i stopped|instead|left over|leftover|spare|after)',
      '(bringing|brought|taking|took) (a little|some|a bit|bits) home ~4 (after|from) ~3 (each|every|the) (shift|shifts|work)',
      // charcoal bought, not for cooking
      '(bought|buy|got|buying|getting) ~2 (some |a bag of |bags of )?charcoal ~6 (not for|but|room|indoors|inside)',
      // medicines stocked up
      '(stocked up|stocking up|stockpiled|stockpiling) ~3 (on )?(my )?@MEDS',
      // a means packed ready; how to end it worked out
      '(pills|tablets|rope|knife|blade|razor|gun) ~2 (are |is )?(ready|packed) ~4 (in my|in the) (bag|pocket|car|drawer|room)',
      '(worked out|figured out) how to (stop|end) ?(it|it all|everything|this|things)',
      // train times looked at
      '(looking at|checking|checked|studying|looked at|look at) ~2 (the )?(train|trains) (timetables|timetable|times|schedule)',
    ],
    except: [
      // rope bought for climbing, rigging, sailing or an animal (round 94)
      '(harness|harnesses|climbing|climber|climbers|abseil|abseiling|arborist|tree surgeon|rigging|sailing|boat|caving|rope access|karabiner|carabiner) ~12 (bought|buying|got|new|ordered) ~3 (a )?(new )?(rope|ropes)',
      '(rope|ropes) ~3 (and|for|with|plus) (a |the |my )?(new )?(saddle|harness|karabiner|carabiner|karabiners|carabiners|boat|tent|dog|horse|pony|climbing|crampons|helmet)',
      // a place picked for an occasion
      '(the|a|my) (spot|place|tree|bridge) ~10 (wedding|party|holiday|picnic|shed|extension|barbecue|bbq|camping|caravan|tent|reception|venue|birthday|garden|pond|greenhouse|patio|race|event|photos|photo|proposal|hen|stag|festival|concert|gig)',
      // a rope for a load or a boat
      'rope ~4 (for the|for my) (trailer|hay|boat|horse|load|tent|climbing|washing line|garden|dog|goat|cattle)',
    ],
  },
  calm_resolve: {
    label: 'a sudden calm or a decision made',
    othersAround: true,
    terms: [
      // a sudden lift of mood after a long low
      '(suddenly|strangely|oddly|unusually) ~3 (calm|calmer|cheerful|peaceful|at peace|settled|content|chirpy|upbeat)',
      '(not sad|no longer sad|not upset|not scared|not afraid) (anymore|any more|now)',
      '(i am|im|i m) (ready|at peace|calm now|at peace with it|decided)',
      '(made|have made|ve made) my (decision|mind up|choice|peace)',
      // a plan complete but for its date
      '(have|got|ve got|has) (it|everything) all (planned|planned out|worked out|mapped out) ~6 (only|just|except|but) ~3 (not|have not|yet to) ~2 (picked|chosen|decided|set|fixed)',
      '(cheerful|happy|calm|at peace|relaxed) for the first time in (months|years|ages|a long time)',
      // peace made, and told not to blame oneself
      '(made|making) (his|her|their|my) peace ~3 (with|about)',
      '(calm|calmly|calm as anything|peaceful|at peace|serene) ~8 (told|said|telling|saying) ~6 (not to blame|not my fault|not your fault|no one s fault|nobody s fault)',
      // an end set for after something, or how known
      '(once|when|after) ~6 (i will|i ll|i am going to|i m going to|im going to|going to) (finish|end) (things|it|it all|everything)',
      '(know|decided|worked out) (how|when|where) (i am|i m|im) going to (stop|end|finish) (it|this|the pain|everything|things)',
      // a day set to do it
      '(gonna|going to|will|planning to|plan to|i ll|i will) do it ~3 (on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|next week)',
      // joining the one who died; waiting for the right moment
      '(joining|join|be with) (her|him|them|my wife|my husband|margaret) ~4 (before|soon|by|this year|again|shortly)',
      '(waiting|wait) for the (right|perfect|proper) (moment|time|night|day)',
      // a night picked, calm once decided
      '(for when|till|until) (i am|i m|im) ready',
      '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow) (might|could|will|would) be the (night|day|time)',
      '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow) (feels|feel) like (the|it is the|its the) (night|day|time|one)',
      // a plan thought through and a date held for it
      '(a |the |my )?plan ~2 (thought through|thought out|all worked out|worked out|in place) ~4 (a |the )?(date|day) ~2 (in mind|set|picked|chosen|fixed)',
      '(feel|felt|feeling) calm ~3 (now|since) ~3 (it is|its|it s|it was) decided',
      // waiting for the end with a plan
      '(have|got) a plan (for it|to end it|for that|to do it|for when)',
      // wanting to be with someone who died
      '(want|wanting|long|longing|wish) to be with (him|her|them|my husband|my wife|my son|my daughter|my partner) ~4 (again|now|soon|up there|in heaven)?',
    ],
    except: [
      ORDINARY_DATE,
      // fed up with crutches or a boot, not resolved on an end
      '(ready|about) to (throw|chuck|bin|burn|lob|smash) (them|it|the crutches|my crutches|the boot|my boot|the phone)',
    ],
  },
  concealment: {
    label: 'an act hidden from those around',
    othersAround: true,
    terms: [
      '(husband|wife|partner|parents|mum|dad|family|boyfriend|girlfriend|they|he|she) (thinks|think|believes|believe) (i am|i m|im) ~3 (doing|asleep|fine|ok|okay|at work|out|at the gym|in bed)',
      '(nobody|no one|noone) ~3 (knows|knew|suspects) ~3 (what|where|about|why)',
      // waiting until alone
      '(waiting|wait|waited) (till|until|for) ~2 (the )?(wife|husband|partner|kids|family|everyone|mum|dad|she|he|they) ~3 (goes|go|leaves|leave|is out|are out|away|asleep|gone)',
      // a cover story or a time when no one will be there
      '(thinks|think|believes|believe) (it is|its|it s|they are|theyre) (for|just for|only for)',
      '(thinks|think|believes|believe) (i went|i was|i had been|i d been|i have been) ~2 (to|at|out|shopping|for|on)',
      '(they|he|she|everyone|people) (think|thinks) (i am|i m|im) (moving|retiring|going away|leaving|emigrating|on holiday)',
      // location turned off
      '(turned|switched) (his|her|my|their) (location|phone|location sharing) off',
      // a house empty that night
      '(house|flat|place|home) will be empty',
    ],
    // a time chosen for when no one will be there ('when' opens the clause, so it is read even as a condition)
    asked: [
      '(when|while|once) ~2 (my )?(housemates|flatmates|wife|husband|partner|family|parents|kids|mum|dad|everyone) ~2 (are|is|r|will be|s)? ~1 (away|out|asleep|gone|at work)',
    ],
  },
  reunion_wish: {
    label: 'wanting to be with someone again',
    // (never a sign alone: only beside a bereavement, as someone who has died; 'I want to be with her' is ordinary)
    terms: [
      '(want|wants|wanted|wanting|longs|long|longing|ready) to (be|go) with ~3 (dad|mum|mom|father|mother|my husband|my wife|her husband|his wife|my partner|him|her|them)',
    ],
  },
  bereaved: {
    label: 'recently bereaved',
    terms: [
      '(since|after|when) (my )?(mum|mom|dad|wife|husband|margaret|partner|son|daughter|brother|sister|mother|father) ~2 (passed|went|died|passed away|was taken)',
    ],
  },
  moving_away: {
    label: 'moving away',
    terms: [
      '(moving|move|moved|emigrating|emigrate|relocating|relocate) ~3 (abroad|overseas|to australia|to canada|to spain|to new zealand|to the states|to america|away|house|country|to live with|in with)',
      // emigrating, wherever to (not when it is only a likeness of a move)
      '(emigrating|emigrate|emigrated|emigration)',
      // a move to somewhere named, with when (round 94)
      '(moving|move|relocating|relocate) (to|out to|over to) ~3 (next|this|in|at the end of) (week|month|year|spring|summer|autumn|winter|term|january|february|march|april|may|june|july|august|september|october|november|december)',
      '(new job|a job) ~3 (abroad|overseas|in another country|in scotland|in london|up north|down south)',
      // a trip planned
      '(off|going|heading|travelling|traveling|flying|driving) to ~3 (spain|france|portugal|italy|greece|the coast|the lakes|australia|canada|america|scotland|wales|ireland|cornwall|the caravan) ~4 (next|in the|this|for|on)',
      // downsizing
      '(downsizing|downsize|downsized) ~4 (to|into)? ~3 (a )?(flat|bungalow|smaller|house|place)',
    ],
    except: [
      '(like|as if|as though) ~3 (emigrating|emigrate|moving away|leaving for good|going away)',
      // a move others were told of is a cover, not a move
      '(told|tell|telling|think|thinks|thought|believe|believes) ~3 (i was|i am|im|i m|that i was|that i am|that i m) ~2 (moving|emigrating|relocating)',
    ],
  },
  not_literal: {
    label: 'said as a figure of speech',
    terms: [
      '(not literally|figure of speech|not meant literally|metaphorically speaking|not in a literal way)',
    ],
  },
  doing_well: {
    label: 'recovered or doing well',
    terms: [
      '(much better|loads better|a lot better|fully recovered|back to normal|pain free|pain has gone|all healed|discharged me|signed me off|back running|back at work)',
      // in good spirits and planning ahead
      'in (good|great|high|fine) spirits',
      '(looking forward to|booked on a|booked a)',
      // plans ahead and good spirits
      '(holiday|cruise|trip|flight|flights|tickets) ~4 booked',
      '(feel|feeling|felt) (very |so |really )?(cheerful|happy|great|positive|good) about',
    ],
    except: [
      // comfort wished for a final week is no recovery
      '(pain free|comfortable|at peace) ~3 (for )?my last',
      // a room booked alone and in secret is no plan ahead
      '(booked|book|booking) ~6 (hotel|room|b and b|cabin|airbnb) ~12 (nobody knows|no one knows|alone|on my own|by myself|will not be|wont be|not be checking out)',
    ],
  },
  final_arrangements: {
    label: 'affairs left ready for others',
    terms: [
      // the hymns or music for one's own funeral chosen
      '(chosen|chose|picked|planned|sorted|written down) ~2 (the |my )?(hymns|hymn|funeral music|readings for my funeral|songs for my funeral)',
      // passwords and accounts written down or handed over for someone to have
      '(written|wrote|writing|write|left|leaving|given|gave|giving|sent|handed) ~3 (down )?(all )?(of )?(my )?(bank |online |account )?(passwords|password|pin numbers|pins|logins|log ins|account details|bank details) ~3 (for|to) ~2 (her|him|them|my|the)',
      // pets found new homes; a key left where it will be found
      '(dog|dogs|cat|cats|pets|pet|budgie|rabbit) (is |are |has been |have been |s )?(rehomed|re homed|given away|found a new home|found new homes)',
      '(spare key|the key|key) (is )?(under|behind|in) ~3 (pot|mat|doormat|stone|flowerpot|plant pot|bin|brick)',
      // keys and cards posted back with a note
      '(posted|sent|left|handed) ~4 (my )?(keys|flat keys|house keys|bank cards|cards|a note|letters) ~8 (landlord|brother|sister|mum|dad|friend|mate|neighbour|so it gets|so they get)',
      // belongings handed over or given away, a list of who gets what, contracts stopped
      '(transferred|signed over|made over|handed over|given away|gave away) ~6 to (my )?(nephew|niece|son|daughter|brother|sister|wife|husband|kids|mate|friend|the apprentices|the lads)',
      '(gave|given|giving) ~4 (all )?(my )?(tools|guitar|dog|dogs|collies|cat|horse|car|ute|boat|gear|fishing gear|medals|watch) ~2 away',
      '(list|note) of who (gets|is getting|should get|can have) what',
      '(cancelled|canceled|stopped) ~3 (the )?(phone contract|contract|vet|feed order|bulk feed|subscriptions|direct debits|insurance)',
      // deciding who is to have one's things
      '(sorting|sorted|sort|working|worked|deciding|decided|writing down|wrote down) ~3 who (gets|get|will get|is getting|should get|should have|is having) what',
      // debts paid, the flat cleared, possessions handed on
      '(paid back|paid off|repaid|settled) ~3 (what i owed|my debts|debts|everyone|my mate|my friends|what i owe)',
      '(cleared out|emptied|sorted out|tidied out) ~2 (the |my )?(flat|room|house|things|stuff|belongings)',
      '(gave|given|giving) ~3 (my )?(guitar|records|watch|tools|bike|collection|jewellery|jewelry|things|stuff|medals|books) ~3 to (my )?',
      '(will|passwords|password|pin numbers|pins|bank details|life insurance|insurance policy|funeral wishes) ~8 (envelope|on the table|where they will find|where they can find|where she will find|where he will find|left out|written down|for my sister|for my brother|for my wife|for my husband|for my son|for my daughter|for the kids|for my family)',
      '(took|taken|gave|given|rehomed|rehoming|rehome|handed|handing) ~4 (my )?(dog|dogs|cat|cats|pet|pets) ~6 (for good|permanently|to keep|a new home|forever)',
      '(funeral|headstone|burial|cremation|plot) ~4 (planned|sorted|arranged|paid for|booked|chosen|prepaid|organised|organized)',
      // belongings handed over, a will put in order
      '(given|gave|giving|handed|handing) (me|us|him|her|them) ~2 (her|his|their|my) (cat|dog|pet|jewellery|jewelry|car keys|keys|watch|ring|guitar|tools|savings|bank card|car)',
      '(gave|given|giving|handed|handing) ~6 (to my|to his|to her|to the) (nephew|niece|son|daughter|brother|sister|mate|friend|neighbour|grandson|granddaughter|kids|children)',
      '(got|get|getting|had|have) ~2 (my |the )?will (sorted|done|written|made|drawn up|signed|updated)',
      // a pet left with someone for good, the time chosen, treasured things given away
      '(asked|ask|asking|arranged|arranging|told|got) ~4 (to keep|to have|to take|to look after|to mind|to care for) ~6 (for good|permanently|forever|for ever|from now on)',
      '(that is|thats|that s|is) when ~2 i (will|ll|am going to|m going to|am gonna) (do it|go through with|end it|go)',
      '(gave|given|giving|handed|handing) ~3 (her|his|my|their) (favourite|favorite|best|precious|treasured|prized|special) ~2 (things|thing|jewellery|jewelry|watch|ring|necklace|guitar|books|clothes|stuff|possessions) ~3 to',
      // affairs in order, the funeral paid for, the time worked out
      '(my )?affairs (are|were|now|all) ~2 in order',
      '(cremation|funeral|burial|headstone|coffin) ~6 (cost|costs|money|paid|pay|set aside|saved|put by|covered)',
      '(worked out|work out|figured out|decided|chosen|picked) ~2 (roughly |about |exactly )?(when|the date|the day|the night)',
      // a will updated, a pet promised, a week picked, contracts cancelled
      '(will) (is|was|has been) ~1 (updated|done|sorted|written|signed|made)',
      '(dog|cat|pet|dogs|cats|pets) (is|are|has been|have been) ~1 (promised|given|going|left) to',
      '(picked|chosen|chose|set|fixed) (the|a) (week|weekend|date|day|night|time|month)',
      '(cancelled|canceled|cancelling|ended|stopped) ~3 (my )?(phone contract|contract|subscriptions|direct debits|gym membership|standing orders|newspaper|phone)',
      // a way, a place or a spot worked out
      '(sorted|found|worked out|figured out|planned|picked|chosen) ~2 (a|the|my) (way|method|place|spot) to (do it|end it|go)',
      '(spot|place) (picked out|chosen|picked|sorted) ~6 (river|bridge|cliff|sea|tracks|woods|lake|quarry|bush)',
      '(worked out|figured out|decided|chosen|picked) ~2 (where|the place|the spot)',
      // affairs settled as acts: a will sorted, tools and keys given, letters to be found after, papers left out to be found, a funeral prepaid, the flat left spotless, accounts deleted
      '(sorted|settled|done|made|wrote|written|updated) ~2 (the |my )?will',
      '(gave|given|giving) ~3 (my|his|her) (tools|van keys|keys|car|boots|kit|account|ps5|console|guitar|bike|tractor) ~4 to',
      '(listing|listed|selling|sold|giving away|gave away) ~3 (all )?(my |his |her |the )?(stuff|things|belongings|dogs|dog|cat|cats|possessions|clothes|kit|account)',
      '(letters|a letter|notes|a note) ~6 (for|to) ~4 (mum|dad|my sister|my brother|the kids|my son|my daughter|the undertaker|my wife|my husband|everyone) ~10 (after|when|find|read)',
      '(find|found|read) (them|it|the letters|the note|the notes) after',
      '(paperwork|papers|affairs|everything) ~2 (in order|sorted) ~6 (easy for|for her|for him|for them|after)',
      '(told|tell|telling|showed) ~3 (the missus|my wife|my husband|her|him|the kids|my son|my daughter) where (the papers|the will|everything|the documents|the keys|the money) (are|is)',
      '(cancel|cancelled|canceled) ~3 (my )?(future )?(appointments|appointment|treatment)',
      '(gave|given|give) notice on (the|my) (flat|house|tenancy|room)',
      '(not renewing|cancelled|cancelling) (anything|everything|my subscriptions|the lease)',
      '(house deeds|deeds|papers|will) ~6 (left out|laid out|on the table) ~6 (find|see|will find|will see)',
      '(note|letter|instructions) ~2 (for|to) the (undertaker|funeral director|funeral home)',
      '(prepaid|pre paid|paid for|arranged|planned) ~2 (my )?funeral',
      '(chosen|chose|choose|picked|choosing) (the )?(hymns|readings) ~4 (for )?(my|his|her)?',
      '(left|leaving) the (flat|house|room|place) (spotless|tidy|clean)',
      '(key|keys) (left|is|are) ~4 for (whoever|anyone who) ~2 (comes|finds|calls)',
      '(leave|leaving|left|donate|donating) (my|your) body to ~2 (medical school|science|research)',
      '(extra|more|new) life (cover|insurance) ~10 (pay out|pays out|twelve months|year is up|is up)',
      '(deleted|delete|deleting) ~2 (all )?(my )?(socials|social media|accounts|account|profiles)',
      '(taken|took|take) the dog ~4 (to|for) ~6 (for a holiday|to keep)',
      // instructions left for papers; where one is heading after
      '(write|wrote|written|told|tell) ~4 (what|how) (she|he|they) ~3 do with ~2 (papers|money|house|will|documents|accounts)',
      '(know|decided|worked out) where (i am|i m|im) (heading|going) (after|afterwards|next|then)',
      // a date set
      '(date|day) (is|s|has been) set (for|when)',
      // the when worked out, belongings sold or cleared, the will changed, a funeral or ashes arranged, pets and passwords left for others
      '(sorting|sort|sorted|working|work|worked|figuring|figure|figured) out the (when|how|where|date|day)',
      '(cleared|emptied|cleaned) (my|the|his|her) (room|flat|house|locker|desk|things) out',
      '(sold|selling|sell) ~2 (my |his |her )?(bike|car|guitar|tools|kit|medals|watch|van|motorbike) ~3 (cheap|for nothing|for a pound|for a song|to my|to his|to her)',
      '(changed|change|changing|rewrote|redid|rewritten) ~2 (my |the )?will',
      '(sorted|arranged|paid|booked|organised|organized|chose|chosen) ~3 (my |the )?(funeral|funeral plan|cremation|burial|plot|headstone)',
      '(scatter|scattered|scattering|spread) ~3 (my|me) ashes',
      '(passwords|password|pin numbers|pins|bank details) ~4 (written out|written down|left out|laid out|on the table|in an envelope)',
      '(cancelled|canceled|cancelling|stopped|ended) ~4 (tv licence|licence|milk|papers|paper|catalogue|insurance|broadband|mobile|contract|subscription|subscriptions)',
      '(have|take|keep|look after|mind) ~4 (dog|cat|spaniel|collie|terrier|labrador|lab|pet|dogs|cats|horse|pony) ~4 if (anything|something) (happens|happened|happen|were to happen|was to happen)',
      '(videos|video|messages|letters|cards|recordings) ~6 (for their|for each|for the kids|for my kids|for the children) ~2 (future )?(birthdays|weddings|18th|21st|graduations|birthday)',
      '(birthdays|videos|letters|messages|cards) ~3 for after',
      '(gave|given|giving|handed|handing) ~3 (my )?(medals|flask|wallet|rings|ring) ~4 to',
      // belongings gone to others, letters for each child, a pet rehomed, the best spot picked, debts paid off, everything squared away, rent left for others
      '(medals|tools|watch|ring|rings|jewellery|jewelry|guitar|guitars|books|records|car|dog|cat|bike) ~3 (have gone|went|are going|go|have gone) to (my|the|his|her|a)',
      '(letters|a letter|notes|a note) ~4 (for|to) (each of the children|each of the kids|each of my children|the children|the grandchildren|each of them)',
      '(rehomed|rehome|rehoming) ~2 (my|his|her|the) (cat|dog|cats|dogs|pet|pets|rabbit|rabbits|budgie|horse)',
      '(working out|worked out|work out|picking|picked|choosing|chose|found|finding) ~3 (best|right|exact|perfect) (spot|place|point|part)',
      '(paid off|paying off|cleared|settled) ~3 (the |my )?(credit card|credit cards|loan|loans|overdraft|catalogue|tab|bills)',
      '(everything|all|affairs|it all|things) ~2 (is |s |are )?(squared away|squared up|tied up|wrapped up|settled|all sorted)',
      '(left|leaving) ~3 (an envelope|envelope|money|cash|rent|months rent) ~6 (for|to) ~3 (my|the) (flatmate|housemate|landlord|sister|brother|mum|dad|wife|husband|partner)',
      // a pet promised a good home
      '(cat|dog|pet|cats|dogs|pets) ~2 (goes|go|going|gets|get) to a (good|new|loving|decent) home',
      // belongings handed out, savings or a home transferred, a note saying where the papers are, a funeral prepaid, names put on furniture, cheques written ahead, letters for a child to open later, borrowed things returned, every debt settled, a date decided, a post scheduled, a folder for after
      '(dashing out|giving away|gave away|handing out|handed out) (his|her|my|their) (things|stuff|belongings|clothes)',
      '(transferred|transfer|moved|signed over|sign over) ~3 (all )?(his|her|my|their)? ~1 (savings|money|flat|house|home|car|account) ~4 (to|into)',
      '(paid|prepaid|pre paid) ~3 (funeral director|undertaker|funeral|funeral home) ~3 (in advance|upfront|already)',
      '(labels|stickers|names) ~4 (on|onto) ~3 (the |all the )?(furniture|things|belongings|stuff)',
      '(written|wrote|writing) (cheques|checks) ~4 (for each|for the|dated)',
      '(letter|letters) ~6 (to open|to read) ~3 (at 18|when he is|when she is|when they are|on his|on her|when he turns|when she turns)',
      '(returning|returned|return) ~2 (borrowed|all the|everything i borrowed|everything he borrowed)',
      '(settling|settled|paying off|paid off) (every|all|each) ~2 (debt|debts|bill|bills)',
      '(decided|chosen|picked|chose) on (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the /\\d+/|the date)',
      '(post|message|email|letter) ~4 (scheduled|timed|set) ~6 (to go|to send|to be sent|to post|to go up)',
      '(gave|given|giving) ~6 to ~3 ~6 (keep it forever|keep forever|to keep for ever|to keep forever)',
      '(folder|file|envelope|box) ~3 (titled|labelled|labeled|marked|called) ~2 (after|when i am gone|for after|in case)',
      // where the papers are, told or shown
      '(telling|tells|told|showing|showed|shown|show) ~3 (me|him|her|them|us|my wife|my husband|the kids) where ~3 (papers|documents|will|money|passwords|keys|insurance|deeds) (are|is)',
      // funeral wishes written, messages scheduled, a pet promised to a neighbour, a date circled, a holiday cancelled
      '(wrote|written|writing) ~3 (what i want|my wishes) ~3 (at|for) my funeral',
      '(scheduled|timed|queued|set up) (emails|messages|posts|texts|an email|a message|a post) ~6 (to go|to be sent|to send|to arrive|on the)',
      '(arranged|organised|organized|asked) ~4 (neighbour|neighbor|sister|brother|friend|someone|daughter|son) ~3 to take (the|my) (cat|dog|pet|cats|dogs)',
      '(circled|marked|set|picked|ringed) a date ~8 (end it|the day|the end|go)',
      '(cancelled|canceled) ~3 (our|my|the) ~2 (holiday|holidays|trip|booking|flights)',
      // everything sorted
      '(sorted|sorting) ~2 (everything|it all|all my stuff|my affairs|my things)',
    ],
    except: [ORDINARY_DATE],
    // A funeral planned or affairs settled by someone told they are dying is the care of a known end,
    // not a plan of one's own.
    explainedBy: [
      'terminally|palliative|hospice|hospices',
      'terminal (illness|cancer|diagnosis|disease|condition)',
      'end of life',
      '(weeks|months|days) (to live|left to live)',
      '(incurable|untreatable|advanced|stage four|stage 4) ~2 (cancer|disease|illness|tumour|tumor)',
      '(motor neurone|motor neuron|mnd|als) ~6 (diagnosis|diagnosed|progressing)',
    ],
  },
  no_future: {
    label: 'no future expected',
    terms: [
      // messages or things set for after one is no longer around
      '(after|when|once) (i am|i m|im) (not around|no longer around|not here|no longer here) ~1 (anymore|any more|any longer)?',
      // not being here after a named day
      '(when|after|once|since) i (will not|wont|won t|ll not|will no longer|am not going to) be (here|around)',
      '(will not|wont|won t) need (them|em|it|anything|any of it) ~2 after (monday|tuesday|wednesday|thursday|friday|saturday|sunday|this week|next week|tonight|tomorrow)',
      // a plan already set going
      '(plan|plans) ~2 (is|are) ~2 (already )?(in motion|set|made|ready|decided|fixed|in place)',
      // not going to be a trouble to anyone for much longer
      '(not|will not|won t|wont|shall not) be (troubling|bothering|burdening|a trouble to|a bother to|a burden to|a burden on) ~2 (much|for much|for very much|any|for) longer',
      '(will not|do not|not|shall not) ~2 (be )?(need|needing) ~3 (it|them|the physio|physio|this|appointment|appointments|treatment|exercises|exercise sheet|operation|op|surgery|any of this|the plan|a plan|my knee|the knee) ~3 (now|any more|anymore|soon|after|much longer|where i am going)?',
      '(does not|do not|will not|won t) ~2 (really )?(matter|count) ~2 (now|any more|anymore|soon|much longer|after this week|after next week)',
      '(will not|not going to|do not plan to) ~2 be (around|here) ~3 (to|for|much longer|long|by then|next)',
      // possessions no longer worth keeping
      '(no point|not worth|pointless|no sense) ~3 (me |him |her |them )?(keeping|holding on to|hanging on to|hanging onto|holding onto) ~2 (them|it|anything|things|my things|his things|her things|stuff)',
      // a body no longer needed for long
      '(will not|do not|not|shall not) ~2 (be )?(need|needing) ~4 (much longer|for long|any more|anymore|after this month|after next week)',
      // no one's problem for much longer
      '(will not|not going to|wont|won t) be (anyone s|anyones|anybody s|anybodys|your|a|his|her|their|everyone s|everyones) (problem|burden|worry|bother|trouble) ~3 (for )?(much longer|long|soon|anymore|any more|after)',
      // a future given up on: a date no longer expected, no plan to remain, no one's nuisance, family richer by the death
      '(stopped|stop|no longer|not) (pretending|kidding myself|believing|expecting) ~4 (i will|i ll|i am going to|to) ~2 be (around|here|alive) ~3 (for|at|by|until|till|next)',
      '(no|not any|have no|got no) intention of ~2 (still )?(being here|being around|being alive|hanging on|sticking around|waiting that long|seeing)',
      '(will not|wont|won t|shall not|not going to|ll not|will no longer) be a (nuisance|burden|bother|trouble) ~2 (to anyone|to anybody|to anyone any more|to anyone anymore|any more|anymore|much longer)',
      '(family|wife|husband|kids|children|partner|spouse) ~6 (come out ahead|be better off|be better|be ahead|gain) ~6 (death benefit|payout|pay out|insurance|pension|with me gone|without me|if i died|when i die)',
      // not using it again, not here for the next event
      '(because|as|since) i (will not|won t|wont|shall not|am not going to) be (using|needing|wanting|here to use) (it|them)',
      '(not going to|will not|won t|am not going to) ~6 be (here|around|alive) (for|at|by|to see) (the|my|his|her|their|christmas|next)',
      // appointments and treatment given up on
      '(do not|don t|dont) bother with (an|the|my) (exercise plan|exercise sheet|exercises|plan)',
      'please do not trouble about',
      '(not continuing|will not continue|shall not continue|not going to continue) ~2 (treatment|physio|exercises)',
      '(going|go) sooner rather than later',
      // not planning to need a long-term future
      '(do not|don t|dont) plan ~1 needing ~1 (it|that|them|a future|a prognosis)',
      // not meaning to be here when something comes
      '(do not|not|no|never) (intend|plan|planning|intending|expect|expecting) to ~2 (be here|be around|be alive) ~6 (when|by the time|for|at|till|until|by)',
      // no future pictured
      '(will not|won t|wont|not going to) be (around|here|alive) ~2 (in|by) ~3 (months|weeks|years|days|month|week|year|time)',
      '(can not|cannot|could not) (picture|see|imagine) ~3 (any )?(version of|future|next year|myself in|me in|a way forward)',
      '(a dead man|dead man walking|a dead woman|be dead) ~4 (in|within|by) ~2 (a few|a couple of|few|two|three) (weeks|days|months)',
      '(then|after that) (i am|i m|im) (done|finished|gone)',
      '(will not|wont|won t|not going to) be (making|doing|attending|seeing|coming to) (anything|it|any of it|the next|another|next|any)',
      'nothing (left )?to get up for',
      // not expecting to need the operation or be here; one's purpose here done
      '(do not|not|never) expect ~3 (be wanting|need|needing|want|be needing|be here|be around) ~4 (the operation|the op|it|surgery|treatment|by the time|the appointment)',
      '(not sure|doubt|do not think|dont think) ~2 (i will|i ll|i d|id|i would) ~2 (still )?be (around|here|alive) ~3 (come|by|at|for|next|till|until)',
      '(purpose|job|part|role|time) (here|on this earth|in this world|in this life) ~2 (is )?(done|finished|over|complete|ended)',
      '(tidy|tidied|sorted|in order|straight|squared away|ready) (before|for when) (i go|i am gone|i m gone|im gone|i leave)',
      // no one to worry after; a good innings; not missed; others getting used to one's absence
      '(nobody|no one|noone) will (have to|need to) (worry|bother|care) about (me|him|her)',
      '(had|have had|s had|has had) a good innings',
      '(notice|care|miss) ~3 if (i|he|she) (was not|were not|wasnt|werent) (around|here)',
      '(get|gets|getting|got) used to (me|him|her) not being (around|here|there)',
      // not around for long
      '(will not|will no|wont|won t|not going to) be (around|here|about) ~3 (much longer|long|for long)',
      // waiting for the day it ends
      '(waiting|wait) for the day ~3 (it all ends|it ends|i die|i go|it is over)',
      // nothing will matter after a coming day
      '(will not|wont|not going to|does not|doesnt) matter ~3 (after|by|soon|much longer|for long|anymore|any more) ~3 (this|the|next)? ~1 (weekend|week|friday|saturday|sunday|tonight|tomorrow|month)?',
    ],
  },

  screened_yes: {
    label: 'a screening question about suicide or self-harm answered yes',
    // (its own concept: the crisis concept's exceptions set aside a question someone was asked about suicide; a yes
    // to it in the same sentence is the person's own answer)
    terms: [
      '(asked|asks|ask|asking|question|questions) ~10 (suicide|suicidal|harming|self harm|ending it|killing myself|hurting myself|better off dead) ~8 (i said yes|said yes|answered yes|ticked yes|put yes|admitted it|i said i do|i do)',
    ],
  },
  veiled_intent: {
    label: 'an intent hinted at rather than said',
    // (never a sign alone: only beside a means made ready, affairs settled, goodbyes or nothing expected after)
    terms: [
      // a means looked into 'not for getting anywhere'
      '(not|nothing) (for|to do with) (getting|going|travelling|traveling|catching one) ~1 (anywhere|somewhere|places)',
      // only the day left to choose
      '(have not|haven t|not yet|yet to|still to) ~2 (settled on|picked|chosen|decided on|fixed|set) (the|a) (day|date|night)',
      // the day named in a contraction, or tonight at the end of a plan
      '(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|tonights|tomorrows) the (day|night)',
      'tonight (prob|probably|then)',
      // a day named for something left unnamed; a next time done properly
      '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|today|next week|the weekend) (is|s) the (day|night|date)',
      '(it is|its) (tonight|tomorrow night|this weekend|on friday|on saturday|on sunday|on monday) ~1 (then|prob|probably|definitely)?',
      'something (is|s) (going to|gonna) happen',
      '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week) ~1 i (will not|wont|won t) be (there|here|around)',
      '(do it|finish it|get it right|go through with it) ~2 (properly|right|next time|for good)',
      '(next time|this time) ~6 (it is soon|its soon|i know what i am doing|i will not pull out|i wont pull out)',
      '(you|u) (know|can guess|ll know|will know|can work out|can imagine) (why|what for|what i mean by that|what i am saying)',
      'if you (take|get|catch|know) my (meaning|drift)',
      // a means kept for a decision the person has not yet taken
      '(in case|for when|for the day|for if|for whenever) i ~2 (decide|choose|make up my mind|finally decide) ~4 (enough|to go|it is time|the time has come)',
      '(i|he|she) (know|knew|knows) (what|exactly what) (i|he|she) (meant|mean|means)',
      '(not|no) (the )?(sort|kind|type) of (away|trip|journey|holiday|leaving|going|break)',
      '(stopped|stopping|stops) being a joke',
      '(was not|wasnt|i was not|i am not|im not) joking ~4 (either|about it|at all)?',
      '(do not|can not|cannot|could not) trust (myself|me) ~4 (tonight|anymore|any more|around|with|alone|near|not to)',
    ],
  },
  drawn_back: {
    label: 'drawn back to a means or a place, closer or longer each time',
    // (never a sign alone: only beside a means made ready or lingering at an edge)
    terms: [
      '(keep|keeps|kept|keeping) (thinking about|wanting to|going|coming|being drawn) ~2 back',
      '(longer|closer|further|nearer|deeper) (each|every) (time|week|day|night|visit)',
      '(each|every) (time|week|day|night|visit) ~4 (stay|stand|lean|go|stop|linger) ~2 (longer|closer|further|nearer)',
      '(just )?(sit|sat|sitting|stand|stood|standing) (there|with it) (till|until) (it gets light|it got light|morning|dawn|the sun comes up|sunrise)',
      '(climbed|climb|climbing|stepped|step|got|stood|standing) (up )?(onto|on to|up on|over) ~2 (it|the wall|the ledge|the railing|the railings|the parapet|the barrier|the edge|the rail) ~10 (before|then|and) ~3 (i )?(got|climbed|stepped|came|climb|get) (down|back|off)',
    ],
  },
  edge_lingering: {
    label: 'lingering at a drop, leaning over or looking down',
    // (never a sign alone: only beside a means made ready or being drawn back)
    terms: [
      '(leaning|leant|leaned|lean|hanging|hung) (over|out over|out) ~3 (the )?(wall|edge|railing|railings|parapet|side|barrier|rail)',
      '(for|over) (an hour|hours|ages|a long time|half the night|most of the night) ~4 (looking|staring|peering|gazing) down',
    ],
  },

  // ---------------------------------------------------------------- inflammatory arthritis
  eye_inflammation: {
    label: 'eye inflammation',
    history: true,
    terms: [
      'uveitis|iritis|scleritis|episcleritis',
      '(red|sore|painful|inflamed|bloodshot|gritty|angry|irritated|watery) ~3 (eye|eyes)',
      '(eye|eyes) ~4 (red|sore|painful|inflamed|bloodshot|gritty|angry|inflammation|light sensitive|sensitive to light|hurt|hurts|flare|flares|flared|trouble|problems)',
    ],
    except: [
      '(eye|eyes) ~3 (strain|tired|test|drops)',
      // the red-eye: an overnight flight
      'red eye (flight|flights|back|home|out|over|into|shift|shifts|run)',
      '(on|took|take|taking|flew|flying|caught|catch|got|get|off) (the|a) red eye',
      '(tired|dry) (eye|eyes)',
      // a sticky, weeping eye caught from others is conjunctivitis, not the eye of a spondyloarthritis
      '(sticky|crusty|gunky|goopy|weepy|gummed) ~3 (eye|eyes)',
      '(eye|eyes) ~8 (conjunctivitis|pink eye|going round|sticky|crusty|discharge)',
      'conjunctivitis|pink eye',
    ],
    explainedBy: [
      // an eye reddened by grit or a speck that got into it
      '(chaff|grit|dust|sawdust|sand|swarf|an eyelash|eyelash|a speck|a fleck|a splinter|a piece of|a bit of|something) ~3 (in|into) ~2 (my |the |his |her )?(eye|eyes)',
      // an eye reddened by chlorine, soap or hay fever
      '(chlorine|chlorinated|pool|goggles|shampoo|soap|make up|mascara|contact lens|contact lenses|hay fever|hayfever)',
    ],
  },
  psoriasis: {
    label: 'psoriasis',
    terms: [
      // the scaly rash of psoriasis and its treatments
      '(silvery|silver|flaky|scaly) ~2 (rash|rashes) ~8 (elbows|elbow|knees|knee|scalp|hairline|skin|cream|years|shins|back)',
      'coal tar|tar shampoo|dovobet|calcipotriol|enstilar|calcipotriene',
      'psoriasis|psoriatic|psoriatic arthritis|scaly patches|scaly skin|plaques on',
      '(silvery|silver|flaky|scaly) ~2 (patches|patch|plaques|skin|scales) ~8 (elbows|elbow|knees|knee|scalp|hairline|skin|cream|years)',
      // the skin and nail signs of psoriasis: pitted or lifting nails, skin plaques
      '(pitted|pitting|pits|dents|dented|ridged) ~3 (nail|nails|fingernail|fingernails|toenail|toenails)|(nail|nails|fingernail|fingernails|toenail|toenails) ~4 (pitted|pitting|pits|little dents|dented|lifting off)',
      '(skin|scalp|elbows|elbow|knees|hairline) ~3 plaques|plaques ~6 (skin|scalp|elbows|knees|dermatologist|cream|steroid cream)',
    ],
    history: true,
    except: [
      // a form's list of conditions answered 'never had any' after the list
      '(asks|asked|ask|asking|questions|question|form|questionnaire|lists|listed|mentions|mentioned) ~12 (never had any|never had them|none of them|none of those|none of these|not had any|no to all|never had those)',
    ],
  },
  family_spondyloarthritis: {
    label: 'a close relative with spondyloarthritis or a condition linked to it',
    // (the relative is named in the term itself: what it tells is the writer's family history, however long ago)
    othersAround: true,
    history: true,
    terms: [
      '(brother|sister|mum|mother|dad|father|son|daughter|twin|parent|parents) ~6 (ankylosing|spondylitis|spondyloarthritis|spondyloarthropathy|psoriatic arthritis|hla b27|b27|uveitis|iritis|crohns|crohn|colitis|psoriasis)',
      '(ankylosing|spondylitis|spondyloarthritis|psoriatic arthritis|psoriasis|crohns|colitis|uveitis|hla b27) ~4 (runs in|in the family|in my family|on my mums side|on my dads side)',
    ],
  },
  ibd: {
    label: 'inflammatory bowel disease',
    // ('=ulcerative': leg ulcers are no bowel disease)
    terms: ['crohns|crohn|colitis|inflammatory bowel|ibd|=ulcerative'],
    history: true,
  },
  multi_joint_swelling: {
    label: 'several swollen joints',
    terms: [
      // a whole toe or finger puffed into a sausage shape
      '(toe|finger|digit) ~10 (swelled|swollen|puffed|swelling|gone|blown up) ~4 (sausage|sausages|chipolata|chipolatas)',
      // in a clinician's shorthand: both sides' small joints swollen
      '(bilateral|both|symmetrical|symmetric) ~2 (mcp|mcps|mcpj|mcpjs|pip|pips|pipj|pipjs|mtp|mtps|knuckle|knuckles|small joint|small joints|hand joints) ~6 (swelling|swollen|synovitis|effusions|puffy)',
      '(rings|ring|wedding ring) ~4 (will not|would not|do not|does not|can not|not|no longer) ~2 (go on|fit|come off|get on|get off|get over)',
      // a whole toe or finger swollen like a sausage (dactylitis)
      '(toe|toes|finger|fingers|digit) ~6 (like|gone|look like|swollen like|fat like) ~2 (a )?(sausage|sausages|chipolata|chipolatas)',
      '(=wrists|=knuckles|=fingers|=hands|=knees|=ankles|=joints) ~6 (puffed|puffy|puffed up|like pillows|sausages)',
      '(several|many|multiple|lots of|all my|most of my|a few|different|various|other|more) ~3 (=joints|=knuckles|=fingers|=toes|=wrists|=knees|=ankles) ~5 (swollen|swelling|swell|swells|puffy|inflamed|hot|involved|affected|flare|flaring)',
      '(=joints|=knuckles|=fingers|=toes|=wrists|=ankles|=knees) ~4 (swollen|swell|swelling|swells|puffy|inflamed|sausage|sausages|puff up|puffing up)',
      'sausage ~2 (finger|fingers|toe|toes|digit|digits)',
      // a whole finger or toe swollen along its length (dactylitis)
      '(finger|toe|digit) ~6 (swelled|swollen|swelling|puffed|fat) ~2 (up )?(along its length|the whole length|from end to end|from base to tip|right along|all the way along)',
      '(moves|moving|jumps|jumping|travels|travelling|hops|hopping) ~4 (joint|joints|one joint to another|from joint to joint|knee to|wrist to|ankle to)',
      '(swollen|swelling|puffy|inflamed) ~3 (=joints|=knuckles|=fingers|=wrists|=knees|=ankles|=toes)',
      '(both|two) (hands|wrists|knees|ankles|feet) ~5 (swollen|swell|swelling|puffy|inflamed)',
      // a list of joints (the last may be one), then swollen: 'hands and both elbows swollen'
      '(=wrists|=knuckles|=fingers|=hands|=ankles|=knees|=toes|=feet|=elbows) ~1 and ~4 (=wrists|=knuckles|=fingers|=hands|=ankles|=knees|=toes|=feet|=elbows|=wrist|=knuckle|=finger|=hand|=ankle|=knee|=toe|=foot|=elbow) ~4 (swollen|swell|swelling|puffy|inflamed|come up)',
    ],
    except: [
      // ankles swollen by the evening and settled by morning
      '(=ankles|=feet|=legs) ~3 (puff|puffs) up ~14 (go down|goes down|gone down|went down|gone|settle|settles|overnight|by morning)',
      // swollen joints counted or scored for a living
      '(count|counting|counts|examine|examining|examines|assess|assessing|assesses|score|scoring|scores|measure|measuring) ~2 (the )?(swollen|tender) (joints|joint)',
      '(=fingers|=hands|rings|ring) ~6 (swell|swelled|swollen|puffy|tight|tighter) ~8 (heat|hot weather|holiday|flight|humid|summer|sun)',
      '(heat|hot weather|holiday|flight|humid|summer|sun) ~10 (=fingers|=hands|rings|ring) ~4 (swell|swelled|swollen|puffy|tight|tighter)',
      '(flight|flying|long haul|heat|standing|evening|pregnant) ~12 (=ankles|=feet|=legs|=knees) ~4 (swell|swollen|swelled|puffy)',
      '(=ankles|=feet) ~4 (swell|swollen|swelled|puffy|puffed|puffed up) ~10 (flight|flying|long haul|heat|standing|evening|went down|overnight|long walk|hike)',

      '(knees|ankles|feet) ~4 (swell|swollen|puffy) ~4 (end of the day|evening|heat|hot weather|flight|long day|standing)',
      '(=ankles|=feet|=legs) ~4 (go|get|gets|swell|swollen|swelled|puffy) ~8 (shift|long shift|end of a|by morning|gone by morning|overnight|on my feet)',
      '(both|two) (ankles|feet|legs) ~8 (puffy|swollen|swell|swelled) ~10 (plane|flight|flying|gone by|went down|next morning|by morning|evening|hot weather|standing|end of the day)',
      // questions put to patients about it
      '(asking|ask|asked|questions|question|talk|talking) ~3 (people|patients|them|clients) ~2 about ~6 (morning stiffness|swollen joints|stiffness|swelling|joints)',
      // (to the swelling at the end of the question)
      '(asking|ask|asked|questions|question|talk|talking) ~3 (people|patients|them|clients) ~2 about ~10 (swollen joints|swelling|joints)',
      // ankles that swell by evening after standing
      '(=ankles|=feet|=legs) ~6 (swollen|swell|swelling|swells|puffy|puff up|puffing up) ~8 (by evening|by the evening|by the end of the day|end of the day|after standing|on my feet|in the heat|by night|by bedtime)',
      // ankles puffy after sitting, gone by morning
      '(=ankles|=feet) ~4 (puffy|swollen|puffed|puffed up|swelled) ~14 (gone|went down|goes down|settled|back to normal|disappeared)',
      // an animal's swollen joints, a farm or vet worker's day
      '(lambs|lamb|foals|ewes|piglets|puppies|kittens|horses|dogs|cats|cattle|sheep|animals|the flock|the herd) ~4 (with|had|have|has|got|getting|suffering) ~4 (swollen|hot|joints|joint ill|lame)',
      '(joint ill|lambs|ewes|foals|piglets|puppies|kittens) ~6 (swollen|hot|inflamed) ~2 (joints|joint|legs|knees)',
      // osteoarthritis nodes of the last finger joints, not inflamed joints
      '(knobbly|knobbled|bony|hard|gnarled|knotty|knobbles|nodes|nodules) ~6 (finger ends|fingertips|finger tips|ends of ~2 fingers|end joints|top joints|last joints)',
      '(heberden|heberdens|bouchard|bouchards) ~2 (node|nodes)',
    ],
    explainedBy: [
      // a bite or sting, or shoes or laces too tight
      '(bites|bitten|bite|stings|stung|sting|wasp|bee|insect|insects|mosquito|mosquitoes|midges|midge|horsefly|horseflies)',
      TIGHT_FOOTWEAR,
      // fingers puffy in the heat: swelling of hot weather, which the air conditioning takes down
      'hot weather|heatwave|heat wave|in the heat|humid|humidity|aircon|air con|air conditioning|(/3[0-9]/|/4\\d/) degrees',
      // knees worked on all day (a floor layer's or a tiler's): the bursae, not arthritis
      '(on my knees|kneeling|knelt|kneel) ~8 (all day|floors|floor|tiling|carpet|carpets|work|job|site)',
      '(water tablet|water tablets|water pill|water pills|diuretic|diuretics|furosemide|frusemide|bumetanide|heart failure)',
      // fingers puffing up on long or hot walks
      '(hike|hikes|hiking|long walk|long walks|walking holiday|trek|trekking|hot weather|heatwave|heat wave)',
      // puffy hands in the heat or in pregnancy (fluid, not joints)
      '(heatwave|heat wave|hot weather|the heat|hot climate|humidity)',
      '(during|in|late|when i was|while) ~2 (pregnancy|pregnant|expecting)',
      '(weeks|months) (pregnant|gone)|(i am|i m|im) (pregnant|expecting)',
      // dependent oedema after long standing or in heat, not arthritis
      '(end of|after) ~3 (a |the |my )?(/\\d+/ hour |twelve hour |long |busy )?(shift|long day|day on my feet|working day)|on my feet all day|(hot|warm) (weather|days)|summer months|long (flight|haul)',
      // post-flight swelling is dependent oedema, as is swelling after hours of travel by coach, train or car
      '(landed|flight|flights|long haul|economy|plane|in the air)',
      '(coach|bus|train|car|road) (trip|journey|ride|drive)|long (drive|journey|trip)',
      // ankles swollen by a blood-pressure tablet
      '(side effect|side effects|amlodipine|nifedipine|felodipine)',
      // ankles swollen by the veins
      '(varicose veins|the veins|venous|compression stockings|stockings|fluid retention|water retention)',
    ],
  },
  inflammatory_dx: {
    label: 'an inflammatory arthritis diagnosis',
    terms: [
      'ankylosing|spondylitis|spondyloarthritis|spondyloarthropathy|hla b27|hlab27|b27|rheumatoid|lupus|psoriatic arthritis|reactive arthritis|polymyalgia|sacroiliitis|inflammatory arthritis',
    ],
    history: true,
    except: [
      // a blood test for it that came back negative
      '(bloods|blood test|blood tests|test|tests|tested|screen|screened|checked) ~3 for ~2 (rheumatoid|ra|inflammatory arthritis|lupus|gout|arthritis) ~4 (negative|normal|clear|fine|came back fine|came back normal)',
      // a reactive arthritis long settled and discharged
      'reactive arthritis ~25 (discharged|settled|cleared|nothing since|no trouble since|no bother since|never came back|gone since|went completely|gone completely|completely gone|cleared completely)',
      // a rheumatoid factor or other blood test that came back normal is no diagnosis
      'rheumatoid (factor|test|tests|blood test|blood tests|bloods|screen) ~10 (normal|negative|clear|fine|nothing|okay|ok)',
      '(tested|test|tests|checked|checking|screened) (for )?rheumatoid ~10 (normal|negative|clear|fine|nothing|okay|ok)',
      // a rheumatologist who discharged the person
      '(rheumatologist|rheumatology) ~3 (discharged|signed me off|said i was fine|ruled out|cleared|discharge)',
      // a feared diagnosis, not one made
      '(worry|worried|afraid|scared|fear|frightened|wonder|wondering) ~2 (i |that i |if i )?(have|might have|may have|could have|have got|am getting|get) ~2 (rheumatoid|lupus|ankylosing|psoriatic arthritis|inflammatory arthritis|polymyalgia)',
    ],
  },
  morning_stiffness: {
    label: 'morning stiffness',
    explainedBy: [NIGHT_AWAY_FROM_BED],
    terms: [
      // moving like someone decades older first thing
      '(morning|mornings|first thing|when he gets up|when she gets up) ~6 (shuffles|shuffling|hobbles|hobbling|walks|moves) ~3 like (a |an )?(old man|old woman|old lady|pensioner|grandad|granny|robot)',
      // rigid first thing, likened to a board or a plank
      '(morning|mornings|first thing|first hour|start of the day|start of my shift|start of shift|first part of the day) ~8 (like a plank|like a board|like an ironing board|like a poker)',
      '(walk|walking|move|moving|shuffle|shuffling) like (a |an )?(old man|old woman|old lady|pensioner|grandad|granny|robot|tin man|ninety year old|eighty year old) ~6 (morning|mornings|when i get up|first thing)',
      '(morning|mornings|when i get up|first thing) ~6 (walk|walking|move|moving|shuffle|shuffling) like (a |an )?(old man|old woman|old lady|pensioner|grandad|granny|robot|tin man|ninety year old|eighty year old)',
      '(every morning|each morning|mornings|first thing|when i wake) ~10 (get|getting) ~2 (my )?(hands|fingers|joints|body|back|knees|feet) ~2 (working|going|moving)',
      '(stiff|stiffness|stiffer|seized|seize|locked up|rusty|frozen|tin man|like claws|claw|clawed|curled up|will not bend|would not bend) ~8 (morning|mornings|wake|waking|wake up|get up|getting up|first thing|out of bed)',
      '(morning|mornings|wake|waking|woke|get up|getting up|first thing|out of bed) ~8 (stiff|stiffness|stiffer|seized|seize|locked up|rusty|frozen|like a board|like a robot|tin man|like claws|claw|clawed|curled up|will not bend|would not bend)',
    ],
    except: [
      // a machine that seizes up on cold mornings, not the writer's joints
      MACHINE_SEIZES,
      // questions put to patients about it
      '(asking|ask|asked|questions|question|talk|talking) ~3 (people|patients|them|clients) ~2 about ~6 (morning stiffness|swollen joints|stiffness|swelling|joints)',
    ],
  },
  long_morning_stiffness: {
    label: 'morning stiffness lasting over half an hour',
    explainedBy: [
      // a machine that seizes up on cold mornings, not the writer's joints
      MACHINE_SEIZES,
      // stiffness since a marathon, a race or a long hike, easing
      '(since|after|from) ~4 (the |my |a |first )?(marathon|half marathon|ultra|triathlon|ironman|tough mudder|hike|trek|race|sportive|fun run)',
      '(did|ran|run|finished|completed) ~3 (my |a |the )?(first )?(marathon|half marathon|ultra|triathlon|ironman|tough mudder)',
      NIGHT_AWAY_FROM_BED,
      // stiffness only the morning after a heavy shift is the work, not inflammation
      '(only|just) ~3 (the day after|the morning after|after) ~3 (a )?(big|long|heavy|hard|busy|double) (shift|shifts|day|session|game|match|workout)',
      // stiffness on waking after unaccustomed hard physical work: sore muscles, not inflamed joints
      '(after|from) ~3 (a|the|one|yesterday s|saturday s|sunday s|the whole) ~2 (day|days|weekend) ~3 (of )?(laying|digging|gardening|lifting|moving|shifting|labouring|hauling|landscaping|decorating|painting|hiking|walking)',
    ],
    terms: [
      '(every|each) morning ~3 (until|till) ~2 (about |around )?(ten|eleven|half ten|half nine|half eleven|/1[01]/|mid morning|lunch|lunchtime)',
      '(best part of|most of|well over|more than|over) ~2 (an hour|the morning|two hours) to (loosen|loosen up|get going|free up|limber up|get moving)',
      '@CANT ~6 (until|till|for|before) ~3 (an hour|one hour|1 hour|two hours|hours|an hour or more|one hour or more|over an hour)',
      // stiff until mid-morning or lunch
      '(takes|take|took|taking) ~2 (me )?(until|till) ~3 (half ten|ten|eleven|half nine|half eleven|/1[01]/|mid morning|lunch|lunchtime|midday) ~3 (to get|before|get) ~3 (working|going|moving|loose|to bend|to work)',
      '(tin man|stiff|stiffness|seized|rusty|like a robot|frozen|locked) ~4 (for )?(the )?first (hour|hour or two|two hours|couple of hours|few hours)',
      '(oils up|oil up|loosens up|loosen up|eases up) ~1 (by|until|till) (lunch|lunchtime|midday|noon|mid morning)',
      '(stiff|stiffness) ~3 (long time|a long time|for ages|for hours|all morning)',
      // stiff or locked past the hour, the hours told
      '(stiff|stiffness|locked|like wood|wooden|welded|seized|like claws) ~6 (at least|over|more than|about|maybe|nearly|for|a good)? ~1 (an hour|a good hour|1 hour|one hour|2 hour|2 hours|two hours|couple of hours)',
      // not right until well after getting up
      '(until|till|before) (i|he|she|they|ive|hes|shes|theyve) (have|has|ve|s|had)? ~1 been up ~2 (ages|hours|a while|a good while|an hour|a good hour|couple of hours)',
      // it lasts, or the hands are no use, until late in the morning
      '(lasts|last|lasting|stiff|stiffness|locked|swollen|fist|tight) ~8 (till|until) (about |around )?(/1[01]am/|/1[01]/|ten|eleven|half ten|mid morning|late morning|lunchtime|lunch|midday)',
      // the day's first hour worst or stiffest
      '(the )?first (hour|hour or two|couple of hours) of (the|my) (day|morning) ~4 (worst|stiffest|stiff|shuffle|shuffling|hobble|hobbling|no use)',
      // the joints work only late in the morning
      '(takes|take|took|taking) ~2 (me |them |him |her )?(until|till) (about |around )?(late morning|mid morning|lunchtime|lunch|midday|/1[01]/)',
      // mornings eased only once an hour has passed
      '(morning|mornings|first thing) ~10 (after|for) (1|one|an|a good) hour ~4 (better|ok|okay|fine|good|loose|looser|easier)',
      '(hour|hours|all morning|ages|half the morning) ~8 (before|until|till) ~4 (bend|move|function|walk properly|do anything|get dressed|put my boots on|put my shoes on)',

      '(stiff|stiffness|seized|locked up|rusty|frozen|loosen|loosens|limber up|get going|warm up|warms up) ~10 (hour|hours|hour and a half|all morning|half the morning|most of the morning|until lunch|till lunch|lunchtime|mid morning|midday|until noon|till noon|=ages|45 minutes|forty five minutes|an hour|/[4-9]\\d/ minutes|over half an hour|more than half an hour|over 30 minutes|more than 30 minutes)',
      '(hour|hours|all morning|half the morning|until lunch|till lunch|ages|most of the morning) ~8 (to|before) ~4 (loosen|get going|limber up|warm up|ease|move|feel normal|get moving|work out)',
      '(hour|hours|an hour|half an hour|all morning) ~6 (moving about|moving around|of moving|of walking|pottering) ~4 (before|until|till|to) ~3 (free|frees|freed|loosen|loosens|ease|eases|get going)',
      // an hour and more before the joints 'unlock', or stiff until lunch
      '(hour|hours|all morning|half the morning|most of the morning) ~8 (before|until|till) ~5 (unlock|unlocks|unlocked|unstiffen|loosen up|loosens up|free up|frees up|bend|work properly|feel human|feel normal|feel like mine)',
      '(stiff|stiffness|seized|locked up|rusty|claws|like claws|clawed|frozen) ~10 (loosen|loosens|loosen up|loosens up|free up|frees up|ease|eases|unlock|unlocks) ~1 (by|until|till) (lunch|lunchtime|midday|noon|dinner time|dinnertime|mid morning|elevenses)',
      '(hour|hours|an hour|all morning) ~8 (free off|frees off|freed off|freed up|frees up|loosen off|loosens off)',
      '(/[4-9]\\d/|/1\\d\\d/|ninety|sixty|forty five) (minutes|mins) ~4 (to|before|until|till) ~3 (loosen|loosens|get going|limber up|warm up|ease|move|feel normal|free up|free off)',
      '(/[4-9]\\d/|/1\\d\\d/|ninety|sixty|forty five|an hour|hour|hours) (minutes|mins)? ~6 (then|and then|before|until|till) ~3 (they |it |i )?(loosen|loosens|free up|ease off|limber up)',
    ],
    except: [
      // a machine that seizes up on cold mornings, not the writer's joints
      MACHINE_SEIZES,
      // stiff after sitting, driving or lying for a long time: how long the sit was, not the stiffness
      '(after|from) (sitting|sat|driving|standing|lying|being sat|being still|kneeling) ~2 (for )?(a long time|long time|ages|hours|too long)',
      // stiffness that builds by lunchtime or the evening comes with the day's work, not after the night
      '(stiff|stiffer|stiffness|seized|seizes|tight|tighter) (by|come|around|at) (lunchtime|lunch|midday|the afternoon|afternoon|teatime|the evening|evening|home time|clocking off)',
      '(from|after) ~2 (/\\d+/|one|two|three|four|five|six|seven|eight|nine|ten|twelve|long|many) (hour|hours|hr|hrs) (of|at|on|in|sat|sitting|driving|working|behind)',
      '(after|from) ~4 (hour|hours|hr|hrs) ~4 (at the wheel|driving|drive|in the car|sitting|sat|flight|flying|plane|desk|shift|journey|trip|coach|bus|train|gardening)',
      '(hour|hours|hr|hrs) ~2 (flight|drive|journey|shift|trip|car ride|coach|bus|train|gardening|sitting)',
      // stiffness after hours of sitting is no morning stiffness
      '(stiff|stiffness) ~10 after ~3 (/\\d+/|long|ten|twelve|eight|six) ~1 (hour|hours) ~2 (gaming|sitting|shift|shifts|driving|work|session|sessions|desk|studying)',
      // stiff after hours in a seat, told with the hours in words
      '(stiff|stiffness) ~10 (after|from) ~6 (hour|hours) ~4 (in|on|at) ~3 (the )?(cinema|seat|seats|car|train|plane|flight|desk|chair|sofa|couch|meeting|theatre|stadium|stands|concert|lecture|church)',
      // stiffness gone within half an hour is not long
      '(after|within|in|about|under|less than) ~2 (half an hour|half hour|30 minutes|thirty minutes|20 minutes|twenty minutes|10 minutes|ten minutes|15 minutes|a few minutes|a quarter of an hour)',
    ],
  },
  ease_movement: {
    label: 'eases with movement',
    terms: [
      '(swim|walk|stretch|move|moving|exercise|a swim|a walk|a stretch) ~3 (sorts|sort|sorted) (it|me)',
      '(stretch|move|moving|walk|walking|get up|exercise|a stretch) ~4 (it )?(comes good|come good|eases|settles|loosens|improves)',
      '(with|after|doing|when i do) ~2 (sport|sports|exercise|training|activity|a walk|walking|moving) ~3 (it is|is|feels|it|gets|i am) ~1 (better|easier|fine|good)',
      '(walk|walking|move|moving|shake|shaking) (it )?off',
      '(must|have to|need to) (walk|move|get up) ~3 (for|to) ~2 (feel better|ease|loosen)',
      '(ease|eases|eased|easing|better|improves|improve|loosen|loosens|loosened|settle|settles|goes|wears off|wear off) ~5 (move|moving|movement|moving around|get going|getting going|exercise|exercising|activity|warm up|warmed up|as the day|during the day|through the day|later in the day|walk|walking|a hot shower|shower)',
      '(moving|movement|exercise|activity|walking|getting going) ~4 (helps|eases|loosens|makes it better|improves|better)',
      // fine by lunchtime or the afternoon
      '(by|come|after) (lunchtime|lunch|midday|the afternoon|afternoon|mid morning|dinnertime|the evening) ~5 (fine|better|ok|okay|good|gone|running around|loosened|normal|easier)',
      // not right until stretched or moving
      '(till|until) (i|he|she|they) (have|has|ve|s)? ~1 (stretched|moved|walked|been moving|warmed up|got going|loosened up)',
      '(moving about|moving around|walking about|walking around|on the go|up and about) ~8 (eases|settles|loosens|improves|gets better|is better|it is better)',
    ],
  },
  early_waking: {
    label: 'waking in the early hours',
    except: [
      // 'for about two months' is no hour of the night
      '(about|around) (two|three|four|five|/[2-5]/) (months|weeks|years|days|hours|minutes|times)',
    ],
    terms: [
      // woken before dawn and made to get moving
      '(wake|wakes|woke|waking|wakens) ~3 (me )?(at|around|about) (the back of|half|after|just after|just before) ~1 (/[2-5]/|two|three|four|five)',
      '(/[2-5]/|two|three|four|five) (o clock |oclock )?(in the morning|am) ~8 (get up|out of bed|walk about|walk around|walk it off|move about|move around)',
      '(after|at|around|about|from) (/[1-5]/|two|three|four|five|one) (o clock|oclock|am|in the morning) ~5 (wake|wakes|woke|waking|wakened)',
      '(wake|wakes|woke|waking) ~4 (must|have to|had to|need to|got to) ~3 (get up|walk|move|walk about|walk around)',
      '(wake|wakes|woke|waking) ~5 (near|towards|toward|close to) (the )?morning',
      '(early hours|small hours|second half of the night|middle of the night|early morning)',
      '(second half|2nd half|latter half|last half|later half) of ~2 (the )?night',
      '(wake|wakes|woke|waking|up) ~5 (at|around|about) (/[2-5]/|two|three|four|five) ?(am|oclock)',
      '/[2-5]am/|/[2-5]/ am|/[2-5]/ in the morning',
    ],
    explainedBy: [
      // woken at 3am by the baby, a feed, a night shift or the dog: not the pain
      '(baby|babies|newborn|toddler|feeding|feeds|night feed|night feeds|night shift|night shifts|the dog)',
    ],
  },

  pressure_feeling: {
    label: 'a pressure or tightness',
    terms: ['@PRESSURE', 'more of a pressure|like a pressure|a weight on'],
    explainedBy: [PEC_STRAIN, TIGHT_GARMENT],
    except: [
      // a heavy meal is no weight on the chest
      'heavy (supper|meal|dinner|tea|lunch|breakfast|curry|takeaway|night|week|day|shift|traffic|rain|cold)',
      HEAVY_LOAD,
      '(bench|benching|benched|squatting|squatted|deadlifting|deadlifted|lifting|lifted) ~2 (too )?(heavy|heavier)',
      // a heavy lift or press: the load, not a feeling
      '(did|do|doing|done|go|went|lift|lifting|lifted|push|pushing|pushed|press|pressing) ~2 (heavy|heavier) ~3 (bench|=press|weights|weight|bar|barbell|dumbbells|dumbbell|reps|sets|squats|deadlifts|lifts)',
      // gripping or holding a thing in the hand
      '(grip|gripping|grasp|hold|holding) ~2 (my|the|a|onto|on to) ~1 (keys|key|cup|mug|pen|bar|phone|kettle|steering wheel|wheel|handle|racket|rope|holds|bat|club|weights|bag)',
      '(tight|tightness|heavy) ~3 (muscle|muscles|hamstring|hamstrings|calf|calves|quad|quads|neck|shoulders|back|hips|jaw|trap|traps)',
      'weight (loss|gain|bearing|training|lifting)',
    ],
  },
  cannot_straighten_leg: {
    label: 'unable to straighten the knee or lift the leg',
    terms: [
      '@CANT ~3 kick ~3 (leg|knee) ~2 (straight|out)',

      '@CANT ~3 (lift|raise|straighten|kick out) ~3 ?my (leg|knee|foot)',
      '(leg|knee) ~3 (will not|would not|does not) ~2 (straighten|lift)',
    ],
  },
  worse_rest: {
    label: 'worse with rest',
    terms: [
      '(rest|resting|rest it) ~3 (makes it|make it|is|does) ~2 worse',
      // lying there, a lie-in or days of rest make it worst
      '(lying|lie|lying there|lying in|lie in|lie ins|staying in bed|lying still) ~3 (makes it|make it|is|are) ~2 (worse|the worst|worst)',
      '(days off|lie ins|lying in|lie in|resting|rested|time off) ~8 (at its worst|the worst|worst|worse|stiffest)',
      '(worse|bad|stiff|stiffer|sore) ~4 (rest|resting|when i rest|sitting still|keep still|keeping still|inactive|inactivity|lying still|after sitting)',
    ],
  },
  nsaid_response: {
    label: 'a marked response to anti-inflammatories',
    terms: [
      '(ibuprofen|naproxen|anti inflammatories|anti inflammatory|antiinflammatories|nsaids|nsaid|diclofenac|voltarol|celecoxib|etoricoxib) ~8 (like a switch|like magic|miracle|help a lot|helps a lot|helped a lot|massively|transformed|practically gone|almost gone|completely gone|gone|work wonders|works wonders|worked wonders|brilliant)',
    ],
  },
  spreading_any: {
    label: 'something spreading',
    terms: [
      // where it began, and how far it reaches now
      '(began|started|start|was|were|came) ~3 (at|in|with|on) ~3 (the )?(big toe|toes|toe|tips|tip|fingertips|finger|fingers|thumb|heel|sole) ~16 (now|and now|since then|since) ~8 (whole|covers|covering|creeping|creeps|crept|spread|spreads|spreading|all of|the top|the back|up to|up the|into)',
      '(crept|creeping|creeps|spread|spreading|spreads|climbed|climbing|moved|moving|travelled) ~3 (up|into|across|along|from) ~4 (the )?(front of |back of |side of |top of )?(my )?(shin|shins|calf|calves|knee|knees|thigh|thighs|ankle|wrist|forearm|elbow|hand|other hand|right hand|left hand|mid calf|midcalf)',
      // how far it reaches now, told against where it started
      '(now|this week|today) ~2 (it is|its|it has|it) ~2 (past|above|up past|beyond) ~3 (my |both |the )?(knee|knees|ankle|ankles|thigh|thighs|waist|hip|hips|elbow|elbows|wrist|wrists|shin|shins|calf|calves)',
      '(by|in) (january|february|march|april|may|june|july|august|september|october|november|december|the next week|the week after) ~3 (it was|it had|it is) ~2 (up to|past|into|above)',
      '(now|this week) ~2 (it |that )?(covers|covering|reaches|has reached|takes in|includes) ~4 (the )?(whole|entire|all of)',
      // how far it reaches now, or that it reaches further every few days
      '(now|today|lately) ~2 (it|this|that|its) ~2 (gone|got|spread|crept|climbed|moved|reached) ~1 (up|into|higher|past|as far as|to)',
      '(every|each) ~2 (day|days|week|weeks|morning|mornings) ~3 (it )?(creeps|creeping|spreads|spreading|moves|climbs|climbing|goes|gets|reaches) ~3 (higher|further|up|more)',
      '(it|this|the patch|patch|the area|area) ~3 (keeps|kept|has|is|has been|been) ~2 (spreading|crept|creeping|growing|getting bigger|covering more|moving up|climbing)',
      '(now|also) (covers|reaches|goes up to|creeping higher)',
      'creeping (higher|further|up)',
      '(goes|go|going|gets|creeps|creeping|moves|moving|spreads|climbs|climbing) ~2 (higher|further|further up|higher up) ~3 (every|each|by the) ~2 (day|days|week|weeks)',
      // 'now it goes up the arms': a sign that has moved on since it began
      '(now|today|lately) ~2 (it|this|that) (goes|go|going|moves|moving|spreads|spreading|creeps|creeping|climbs|climbing|reaches|is going|has gone|went) ~1 (up|into|higher|along) ~3 (the |my )?(arm|arms|leg|legs|knee|knees|elbow|elbows|thigh|thighs|hand|hands|wrist|wrists|shoulder|shoulders|shin|shins)',
    ],
    explainedBy: [
      // an aura that spreads and passes
      '(aura|auras)',
    ],
  },
  supination_weak: {
    label: 'weak turning the forearm',
    terms: [
      // turning the palm up, told by the position
      '(palm up|palm upward|palm upwards|palms up|palm to the ceiling) ~4 (weak|weaker|feeble|no strength|no power|hard|struggle|useless|can not)',
      '(weak|weaker|no strength|no power|strength|struggle|struggling) ~5 (turning|turn|twist|twisting) ~3 (screwdriver|door handle|handle|key|jar|tap|palm)',
      '(turning|turn|twist|twisting) ~3 (screwdriver|door handle|handle|key|jar|tap) ~8 (weak|weaker|hard|no strength|struggle|difficult|feeble|useless)',
      // supination weak, turning the palm up weak
      'supination ~3 (weak|weaker|very weak|gone|no power|poor)',
      '(turning|turn) ~2 (my )?(palm|hand) ~2 up ~4 (weak|weaker|no power|hard|can not)',
    ],
  },
  new_headache: {
    label: 'a new headache',
    // 'never used to get headaches': the past is the contrast that makes it new.
    history: true,
    terms: [
      '(do not|dont|never) ~1 (get|have|suffer with|suffer from) ~2 (headaches|headache|head pain|bad heads) (normally|usually|as a rule|often|much)',
      // head pain that the person never had before, told with a plain word for it
      '(never|not|rarely|hardly ever) ~2 (had|get|got|suffered|known) ~3 (a )?(sore head|sore heads|headache|headaches|head pain|head ache|head aches) ~4 (in my life|before|ever|till now|until now|until this)',
      '(headache|headaches|head pain) ~8 (never before|never had|first time in my life|new for me|new to me|which is new)',
      '(never|not) (been )?(a )?headache (person|sufferer|type)',
      '(never|not|did not) (used to|usually) ~2 (get|have|suffer|suffer with|suffer from) ~2 (headaches|headache|migraines|head pain)',
      '(head pain|headache|pain in ~1 head|ache in ~1 head) ~4 (never had|not had|never known|never felt) ~2 (before|in my life|in her life|in his life)',
      'new ~2 (ache|pain|aching) in ~2 (my|her|his|the) head',
      'new ~2 (ache|pain|aching|thumping|throbbing|pounding|headache) ~3 (in|at|on) ~2 (my |the |her |his )?(head|temple|temples)',
      '(never|do not|rarely|hardly ever|not one for) ~3 (get|had|have|getting) ~2 headaches ~8 (but|now|until|this)',
      '(new|different|unusual) ~2 (headache|headaches|head pain)',
      '(headache|headaches|head pain|pain in ~1 head) ~2 (is|are|was) (new|brand new|a new thing|different|unusual)',
      '(head|my head) ~6 (ached|aching|aches|hurt|hurting|pounding|throbbing) ~6 (new to me|new for me|which is new|never had|never before)',
    ],
  },
  focal_bone_tenderness: {
    label: 'one tender spot on a bone',
    terms: [
      // pain in one spot of a bone, not along it
      '(shin|shinbone|shin bone|metatarsal|foot bone|heel bone|thigh bone) ~4 (hurts|hurting|sore|tender|pain|aches) ~3 in ~2 (one|a single|one exact|one particular|one specific|one small|a small|a tiny|one tiny|one precise) ~2 (spot|point|place|area)',
      // a single point of a weight-bearing bone tender to pressure
      '(one|single|tiny|small|exact|particular|specific|little) ~2 (spot|point|place) ~6 (foot|shin|shinbone|heel|metatarsal|instep|hip|pelvis|thigh|thigh bone|rib|ribs) ~10 (press|pressed|pressing|presses|touch|touched|touching|push|pushed|pushing|prod|prodded)',
      '(pinpoint|one spot|exact spot|specific spot|single spot|one place|one point|one exact spot|a spot|one bit) ~4 (on|over|of) ~3 (bone|bony|shin bone|foot bone)',
      '(pinpoint|exquisite|exquisitely|point) ~2 (tender|tenderness|sore)',
      '(press|pressing|touch|touching|poke|poking) ~6 (one spot|one place|one point|exact spot|a spot) ~4 (bone|hurts|agony|jump)',
    ],
  },
  unstable_angina: {
    label: 'angina that is getting worse',
    terms: [
      // the reliever spray working less well, or angina coming more often, with less, or at rest or in sleep
      '(spray|gtn|nitro|glyceryl trinitrate|angina tablets) ~4 (helps|works|help|work|working|takes|taking|clears|eases|shifts) ~4 (slower|less|longer|not as well|not as quickly|no longer|not at all)',
      '(spray|gtn|nitro) ~4 (not|no longer|does not|is not|has stopped) ~2 (working|helping|shifting|clearing|touching)',
      '(angina|chest pain|chest pains|chest tightness) ~6 (more often|more and more|more frequent|with less|on less|at rest|when resting|in my sleep|in bed|every day now|several times a day|getting worse|worse and worse)',
    ],
  },
  /** An effort pain that comes more often or with less effort (a crescendo): with angina, unstable. */
  more_often: {
    label: 'coming more often or with less effort',
    terms: [
      '(getting|coming|happening|comes|come|coming on|happens) ~2 (more often|more frequently|more frequent|closer together|every day now)',
      '(now|even) ~3 (just )?(walking|a short walk|the stairs|one flight|getting dressed|showering|the letterbox|the shops|the car|the bins|across the room) ~4 (brings|bring|sets|set|starts|start|triggers) (it|them) (on|off)',
    ],
  },
  rest_angina: {
    label: 'chest discomfort at rest or lasting over 15 minutes',
    terms: [
      // came on while sitting, lying or asleep
      '(started|came on|comes on|come on|began|begins|starts|happened|happens|woke me|wakes me) ~4 (while|when|whilst|as) ~2 (i )?(sat|sitting|resting|lying|lay|asleep|sleeping|watching|reading|in bed|doing nothing|sat down)',
      '(even|now|also) ~2 (at rest|when resting|when i rest|sitting still|sitting down|lying down|doing nothing)',
      // has lasted, or been going, 15 minutes and more
      '(going|lasted|lasting|lasts|been on|been there|gone on|carried on|still there) ~4 (/1[5-9]/|/[2-9]\\d/|fifteen|twenty|thirty|forty) (minutes|mins|min)',
      '(going|lasted|lasting|lasts|been on|been there|gone on|carried on|still there) ~4 (half an hour|an hour|over an hour)',
      // chest discomfort at rest, or lasting beyond 15 minutes (unstable angina)
      '(started|came on|comes on|come on|began|begins|starts|happened|happens) ~1 (sitting|sat|lying|resting|asleep|watching|reading|in bed|in my chair|in my armchair|doing nothing)',
      '(not|no|never) ~2 (eased|easing|gone|better|settled|let up|letting up|stopped|shifted) ~3 (after|in|for|over) ~2 (/1[5-9]/|/[2-9]\\d/|fifteen|twenty|thirty|forty|half an hour|an hour|over an hour|hours) (minutes|mins|min)?',
    ],
  },
  shock_signs: {
    label: 'pale, clammy or nearly collapsing',
    except: ['(hot yoga|bikram|sauna|steam room|heat|40 degrees) ~10 (clammy|faint|pale)'],
    terms: [
      // a brief collapse, told by coming round
      '(went down|dropped|collapsed|keeled over|passed out|blacked out|fainted) ~8 (came round|came to|coming round|came back round)',
      '(face|skin|he|she|i|lips) ~3 (white|grey|gray|pale|ashen|waxy|green|like paper|colour of|color of|as white as)',
      '(white|grey|gray|pale|ashen) as (a sheet|paper|a ghost|chalk)',
      '(pale|ashen|grey|gray|white) ~3 (diaphoretic|clammy|sweaty|sweating|drenched)',
      '(clammy|cold and wet|wet and cold|cold and sweaty|sweaty and cold|cold sweat)',
      '(almost|nearly|about to|going to|thought i would) ~2 (fall|fell|collapse|collapsed|go down|went down|keel over|pass out|passed out|faint|fainted)',
      '(hold|held|holding|grab|grabbed|grip|gripped) ~3 (onto|on to|the) ~3 (counter|wall|table|chair|door|sink|banister|worktop) ~6 (so i|or i|to stop|not to|would not|wouldnt) ~3 (go down|fall|collapse|keel over|faint)',
      // a blood pressure fallen low
      '(blood pressure|bp) ~4 (low|lower than|dropped|dropping|fallen|falling|crashed|bottomed out|through the floor)',
    ],
  },
  lasted_minutes: {
    label: 'an episode that lasted minutes and passed',
    terms: [
      '(lasted|lasting|for|went after|gone after|back to normal after|normal after|passed after) (about |around |roughly |maybe |nearly )?(a few|few|a couple of|couple of|/\\d+/|ten|five|two|three|twenty|fifteen) (mins|minutes|min|seconds|secs)',
    ],
  },
  onset_within_hours: {
    label: 'began within the last few hours',
    terms: [
      // counted in hours, or from a time earlier today
      '(an|one|half an|two|three|/[1-3]/|a few|few|couple of) (hour|hours|hr|hrs) ago',
      '(since|from) (lunch|lunchtime|breakfast|this morning|this afternoon|this evening|tonight|teatime|dinner)',
      // it has been an hour
      '(it has|it is|its|has) been (about |around |nearly |almost |over )?(an|one|half an|two|a couple of) (hour|hours)',
      // a few hours since it began
      '(it has been|has been|it is|its|been|for the last|for the past|in the last|in the past) (/[1-9]/|a few|few|several|two|three|four|five|six) (hours|hrs)',
      // since a time earlier today
      '(since|from) (this morning|earlier today|earlier on today|first thing today|when i woke today)',
    ],
  },
  sudden_onset: {
    label: 'sudden onset',
    except: [
      // the knee striking something: the blow, not a sudden pain from nowhere
      '(and|then|when|just) (crack|cracked|cracking) (my|his|her|the|it) ~2 (knee|head|elbow|shin|hip|shoulder|wrist|ankle|back|rib|ribs|toe)',
      '(went|go|going|gone) (to|into) ~2 (a and e|a e|ae|hospital|the hospital|casualty|urgent care|the gp|gp|the doctor|the doctors|doctor|work|bed|physio|walk in|minor injuries|emergency|the emergency department)',
      // how quickly it goes, not how quickly it came
      '(goes|gone|went|settles|settled|eases|eased|passes|passed|disappears|disappeared|fades|faded|stops|stopped|sorts|sorted|clears|cleared|relieves|relieved|helps|works) ~3 within ~3 (minutes|seconds|a minute|a few minutes)',
    ],
    terms: [
      // in one second, like a switch, or minutes ago: no build-up
      'in (one|a split|a single) (second|moment|instant)',
      'like (a|flicking a|a flicked) ~1 (light )?switch',
      '(/\\d+/|five|ten|fifteen|twenty|thirty|forty|a few|few|couple of) (minutes|mins|min) ago',
      'within (minutes|seconds|a minute|a few minutes)',
      'in (an instant|a second|a flash|seconds)',
      '(woke|woken|wake|awoke) ~2 (up )?~3 with',
      'all at once|then suddenly|out of the blue|came on (fast|quickly|suddenly|all at once)',
      // 'came from nowhere', 'out of nowhere': no build-up
      '(came|come|comes|started|starts|appeared|hit|struck) ~2 (from|out of) nowhere',
      // an onset counted in minutes or hours: 'started about an hour ago', 'twenty minutes ago'
      '(started|start|began|begun|came on|come on|happened|hit|noticed) ~4 (/\\d+/|an|a|half an|one|two|three|few|couple of|ten|twenty|thirty|forty) ~1 (minute|minutes|min|mins|hour|hours|hr|hrs) ago',
      // the back or neck that 'went' on a small movement
      'something ~1 (went|gone|snapped|gave|popped|tore|twanged|pinged|cracked) ~3 (in|at) ~2 (my |the )?(back|neck|spine)',
      '(my |the )?(back|neck|spine) (went|has gone|gave out|gave way)',
      // 'out of nowhere', 'without warning', 'all of a sudden': no build-up, whatever the verb
      'out of nowhere|from nowhere|out of thin air|without (any )?warning|all of a sudden',
      // 'picked it up and boom': a sound word for an instant onset
      '(and|then|when|just) (boom|bang|wham|wallop|bam|whack|crack|ping|twang)',
      // something that simply vanished or switched off
      '(just|suddenly|all of a sudden) (vanished|disappeared|switched off|blacked out|went black|went dark)',
      // something that began less than an hour ago
      '(started|start|began|begun|came on|come on|happened|hit|noticed) ~3 (in|within|over) the (last|past) ~2 (half hour|half an hour|hour|few minutes|ten minutes|twenty minutes|thirty minutes|/d+/ minutes)',
      // a headache that struck at once
      '(sudden|suddenly) ~2 (pounding|thumping|splitting|bursting|exploding|severe|agonising|crushing) ~4 (head|skull|headache|back of my head|base of my skull)',
      // a skill that failed in the middle of a task
      '(halfway|half way|midway|in the middle of|mid) ~3 (through )?~2 (signature|sentence|writing|typing|text|message|word|talking|speaking|eating|meal|conversation|call) ~5 (just )?(went|stopped|froze|gave up|could not|can not|cut out|died)',
      // a start told as quick
      '(start|started|starts|begin|began|happened|happen|came on|come on) (quick|quickly|fast|very fast|very quick|suddenly|all of a sudden)',
      // a pain that came in one go, shot through, or began with the faint
      '(came|come|comes|coming) on ~1 (one go|an instant|a moment)',
      '(pain|it|something) ~2 (shot|hit|struck|tore|ripped|slammed) (through|into|across) ~2 (my|her|his|the) (back|belly|tummy|stomach|chest|side)',
      '(started|began|came on|come on|hit) at the (same|very same) (moment|time|instant|second)',
      '(pain|it) ~3 (hit|struck|went through) ~3 (like a knife|like a bullet|like a hammer|like being stabbed)',
    ],
  },
  condition_controlled: {
    label: 'a known condition that is settled',
    // (a settling told of the past is still the condition's history: 'gout in 2015, settled completely')
    history: true,
    terms: [
      // tests for inflammation normal; no swollen joint or flare for years; seen only yearly
      '(inflammation markers|inflammatory markers|markers|rheumatoid factor|anti ccp|crp|esr|plasma viscosity) ~5 (all )?(fine|normal|negative|clear|ok|okay)',
      '(swollen joint|swollen joints|flare|flare up|flares|flare ups) ~2 (in years|in ages)',
      '(moved|put|discharged|down) ~3 (me )?to (yearly|annual) (reviews|review|checks|check ups|appointments)',
      '(urate|uric acid|crp|inflammatory markers|bloods|blood tests) ~3 (level |levels )?(fine|normal|good|controlled|stable|low|in range)',
      'no (attacks|flares|flare ups) (at all|since|for years|in years)',
      '(stable|settled|well) on (my |the )?(injections|injection|biologic|jabs|infusions|allopurinol)',
      '(well|nicely|fully) (settled|controlled|managed)|under control|(stable|settled) on ~2 (my )?(tablets|medication|treatment|prednisolone|methotrexate|steroids|biologics|it)|in remission|no flares',
      // an illness that went years ago and never came back
      '(completely|totally|fully|long) (gone|resolved|cleared|recovered)',
      '(cleared up|cleared|resolved|went away|burnt out|burned out) ~4 (completely|fully|on its own|by itself|never came back|no problems since|nothing since)',
      'never (came back|returned|recurred|flared again)|no (problems|trouble|flares|symptoms) since',
      // settled completely, discharged by the clinic
      '(settled|resolved|cleared|recovered) (completely|fully|totally|for good)',
      'discharged (me|him|her) ~3 (in|from)',
      // no attack or flare for years; the specialist content; quiet now
      '(not had|never had|had no|no|without) ~2 (attack|attacks|flare|flares|flare up|flare ups|episode|episodes|bout|bouts) ~3 (in|for|since) ~3 (years|months|ages|a long time|a while|/\\d+/)',
      '(rheumatologist|rheumatology|consultant|specialist|nurse|clinic|team) ~3 (is|are|was|were|seems|seem|very|really)? ~1 (happy|pleased|satisfied|not worried|not concerned)',
      '(quiet|settled|calm|inactive|dormant) (now|these days|for years)',
      // no different from how it has long been
      '(about|much|pretty much|roughly|just|exactly) the same as (they|it|she|he) (have|has|had) been|(about|much|pretty much|roughly) the same as (ever|always|usual)',
    ],
  },
  thumb_cannot_lift: {
    label: 'a thumb that cannot be lifted or straightened',
    terms: [
      '@CANT ~2 (lift|raise|straighten|extend|bring up|pull back) ~3 (my )?thumb ~4 (up|off|straight|the tip|back)?',
      'thumb ~4 (will not|would not|does not|can not|won t) ~2 (lift|straighten|come up|come back|extend)',
    ],
  },
  growing_lump: {
    label: 'a lump that is growing',
    terms: [
      // a lump told by its size then and its size now
      '(pea|grape|marble|peanut|coin|fingernail|lentil|small|tiny) ~12 now ~6 (lemon|orange|egg|golf ball|tennis ball|satsuma|plum|walnut|fist|bigger|larger)',
      // a hard lump given a size
      '(hard|firm) (lump|mass|swelling) ~10 (size of a|size of an) ~2 (golf ball|egg|marble|orange|walnut|grape|plum|tennis ball|satsuma|lemon)',
      // a lump, bump or swelling of its own that is getting bigger
      '(lump|bump|swelling|mass|growth|knot) ~8 (getting bigger|getting larger|growing|grown|got bigger|gets bigger|increasing in size|bigger than it was|doubled)',
      // where it is told first, then that it grows ('a lump below my elbow which has grown')
      '(lump|bump|swelling|mass|growth|knot) ~10 (that|which) (is|has|s|keeps|seems to be|has been) ~1 (getting bigger|getting larger|growing|grown|got bigger|increasing in size|doubled)',
      '(growing|enlarging|expanding) (lump|bump|swelling|mass)',
    ],
    except: [
      '(baby|bump|pregnancy|pregnant|weeks) ~4 (growing|getting bigger|grown)',
      '(muscle|muscles|biceps|calves|quads|glutes) ~4 (growing|getting bigger|grown)',
    ],
  },
  bone_swelling: {
    label: 'a swelling on a bone',
    terms: [
      // a firm or hard lump that is new
      '(firm|hard|bony) (lump|swelling|bump) ~6 (not there before|was not there|new|appeared|come up|came up)',
      '(firm|hard|bony) (swelling|lump|bump) ~4 (on|over|of) (the )?(bone|shin bone|shinbone|thigh bone|thighbone|bones)',
      '(swelling|lump|bump) ~2 (on|over) the bone',
    ],
  },
  movement_agony: {
    label: 'a joint that cannot bear the slightest movement',
    terms: [
      '(every|any|the slightest|the smallest|even a) ~2 (tiny |little |slight )?(movement|move|twitch) ~4 (agony|excruciating|unbearable|screaming|torture|makes me scream|makes me cry)',
      '(can not|could not) (bear|stand|let) ~3 (anyone )?(to )?(move|moving|touch|touching) (it|the joint|my hip|my knee|my shoulder|my ankle|my wrist|my elbow)',
    ],
  },
  /** A parent or grandparent writing about their child: the child is the patient only when the writer is not. */
  child_named: {
    label: 'a child named as the one in pain',
    forAnother: true,
    terms: [
      '(my|our) (son|daughter|child|kid|boy|girl|little one|toddler|baby|teenager|teen|grandson|granddaughter)',
      '(/\\d+/|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|seven|six|five|four|three) ~2 (year old|years old|yr old|yo) (son|daughter|child|kid|boy|girl|grandson|granddaughter)',
      '(he|she) is (/[1-9]/|/1[0-5]/|ten|eleven|twelve|thirteen|fourteen|fifteen|nine|eight|seven|six|five)',
    ],
    history: true,
    except: [
      // 'since my teens' dates the writer, names no child
      '(in|since|during|through|from) (my|our) (teens|teen years|teenage years)',
    ],
  },
  /** The writer a child or young teenager by their school. */
  child: {
    label: 'a child',
    terms: [
      '(at|in) (primary|secondary|high|middle) school|year (/[1-9]/|/1[01]/) at school|in year (/[1-9]/|/1[01]/)|school (pe|sports|team|football)|=gcse|=gcses',
    ],
    history: true,
  },
} satisfies Record<string, ConceptDef>);

export type ConceptId = keyof typeof CONCEPTS;
export const CONCEPT_IDS = Object.keys(CONCEPTS) as ConceptId[];
