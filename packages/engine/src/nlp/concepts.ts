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
}

export const WORD_CLASSES = {
  NUMB: [
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
  ],
  SADDLE: [
    'between legs',
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
    'inside of /his|her|their/ thighs',
    'inside /his|her|their/ thighs',
    'around /his|her|their/ (bottom|backside|back passage)',
    '/his|her/ =bits',
    '/his|her|their/ privates',
    'man parts',
    'front bottom',
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
    'hardly',
    'can barely',
    'can hardly',
    'could barely',
    'could hardly',
    'not managed to',
    'have not managed to',
    'did not manage to',
    'can not manage to',
    'could not manage to',
    'failed to',
    'no way i can',
    'will not let me',
  ],
  CHEST: [
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
} as const;

const c = <T extends Record<string, ConceptDef>>(defs: T) => defs;

export const CONCEPTS = c({
  // ---------------------------------------------------------------- cauda equina
  saddle_numbness: {
    label: 'numbness in the saddle area',
    terms: [
      '(spread|spreading|spreads|moved|moving|creeping|crept|gone) ~4 (to|into|up|down|round|across) ~4 @SADDLE',
      '(can not|could not|barely|hardly|did not) ~2 feel ~4 (seat|toilet seat|chair|saddle|bike seat)',
      '(area|bit|part|where) ~6 (sit|sitting) ~6 (numb|numbness|no feeling|feel nothing|dead)',

      '@NUMB ~5 @SADDLE',
      '@SADDLE ~4 ?(is|are|feel|feels|felt|has|have|gone|went|go|going|got|getting) ~2 @NUMB',
      '(can not|could not|barely|hardly) (feel|tell) ~5 (wipe|wiping|wiped|tissue|paper)',
      '(wipe|wiping|wiped) ~5 (@NUMB|feel nothing|can not feel|could not feel|no sensation|like it is not there|different|strange|odd|weird)',
      '(@NUMB|no sensation|feel nothing|can not feel) ~5 (sex|intercourse|making love|orgasm)',
      '(sex|intercourse|making love) ~5 (@NUMB|feel nothing|can not feel|no sensation|lost sensation)',
      'saddle (anaesthesia|anesthesia|numbness)',
      '(sit|sitting|sat) ~4 (on|in) ~3 (numb|nothing|no feeling|cotton wool)',
      '(numb|numbness|tingling) (bum|buttocks|backside|bottom)',
      '@SADDLE ~8 (like|as if|as though) ~5 @NUMB',
      '(can not|could not|barely|hardly) ~2 feel ~3 (me|anyone|anything|someone|his|her|their) ~3 (touch|touching|touched|wiping) ~4 @SADDLE',
    ],
    except: [
      '(bum|bottom|buttock|buttocks|backside) ~2 (numb|numbness|dead) ~6 (sit|sitting|bike|cycling|saddle|ride|riding|drive|driving|chair|long|sportive)',
      '(numb|numbness|dead) (bum|bottom|buttock|buttocks|backside) ~6 (sit|sitting|bike|cycling|saddle|ride|riding|drive|driving|chair|long|sportive)',

      '(on the|bike|my bike|saddle) saddle',
    ],
    topics: ['@SADDLE', 'saddle area'],
  },
  bladder_bowel: {
    label: 'bladder or bowel changes',
    terms: [
      '@CANT ~2 control ~3 (@PEE_NOUN|@BOWEL|bladder|bowel|toilet|myself)',

      '(dribble|dribbles|dribbled|dribbling|leak|leaking|leaked|wet|wetting|wetted|soil|soiled|soiling|pee|peed|peeing|wee|weed|weeing) ~2 (himself|herself|themselves)',
      '(no|not|without|lost|no longer) ~2 (urge|need|feeling|sensation) ~3 ?to (pee|wee|go|urinate|empty)',

      '@CANT ~3 @PEE_VERB',
      '@PEE_VERB ~3 (@CANT|will not come|would not come|not come|does not come|won not come|just dribbles|dribble|dribbles|dribbling|trickle|trickles|trickling|stops and starts|stop start|weak|slow|takes ages|take ages|hesitant|strain|straining|not working)',
      '@PEE_NOUN ~3 (will not|would not|does not|did not|not) (come|start|flow|empty|work|go)',
      '(@PEE_NOUN|@BOWEL) ~4 (dribble|dribbles|dribbling|trickle|retention|retaining|leak|leaks|leaking|leaked|accident|accidents|not emptying|not empty|will not empty|feels full|always full|control)',
      '(dribble|dribbles|dribbled|dribbling|leak|leaking|leaked|wet|wetting|wetted|soil|soiled|soiling|pee|peed|peeing|wee|weed|weeing|poo|pooed|mess|messed) ~2 (myself|pants|trousers|knickers|underwear|the bed|bed|pad|pads|clothes|jeans)',
      '(dribble|dribbles|dribbling|leak|leaking|leaked|pass|passing|lose|losing) ~2 (urine|@PEE_NOUN|@BOWEL)',
      '(lost|lose|losing|loss of|no|without|less|poor) ~2 control ~3 (@PEE_NOUN|@BOWEL|bladder|bowel|toilet)',
      '(@PEE_NOUN|@BOWEL) ~3 (control|continence) ~3 (gone|lost|going|poor|worse)',
      'incontinence|incontinent|catheter|catheterised|retention',
      '(can not|could not|do not|did not|not|never|no longer|barely) ~2 (feel|felt|tell|know|sense|notice|noticed) ~5 (need|needing|full|go|@PEE_VERB|@PEE_NOUN|@BOWEL|coming|pass|passing)',
      '(underwear|pants|knickers|trousers|pad|sheets|bed) ~3 (damp|wet|soaked|soggy) ~5 (without|not) ~3 (noticing|notice|noticed|realising|realizing|knowing|feeling|feel|felt)',
      '(have not|has not|had not|not) (had|done|passed|managed) ~2 (@PEE_NOUN|@PEE_VERB) ~4 (since|all day|hours|today|yesterday|this morning|last night|morning)',
      '(have not|had not|not) (@PEE_VERB|been) ~4 (since|all day|hours|today|yesterday|this morning|last night)',
      '(@PEE_NOUN|@BOWEL) ~3 (numb|numbness|feels different|feels strange|gone funny|gone weird|changed|changes|problem|problems|issue|issues)',
      '(accident|accidents) ~4 (toilet|bladder|bowel|pants|trousers|pee|wee|poo)',
      '(problem|problems|trouble|issues|issue|difficulty|difficulties|changes|change) ~3 (@PEE_NOUN|@BOWEL|waterworks|peeing|weeing)',
      '(get|got|getting) caught short',
      '(bowel|bowels) ~3 (not|will not|stopped|stop) ~2 (work|working|opening|moving|open)',
      '(constipat|blocked up|bunged up) ~6 (numb|@PEE_NOUN|pee|wee)',
    ],
    except: [
      '(nearly|almost) ~2 (wet|peed|weed|pee|wee) (myself|ourselves) ~4 (laughing|laugh|giggling)?',
      '(wet|wetting|peed|weed) myself ~3 (laughing|laugh|giggling)',

      '(dribble|dribbles|dribbling) ~3 (ball|drill|drills|football|basketball|past|round|around)',
      '(accident|accidents) ~3 (car|road|work|bike|traffic)',
      'water ~3 (bottle|retention in my ankles|tablet)',
      'flow ~2 (state|of traffic)',
    ],
    topics: ['@PEE_NOUN', '@BOWEL', 'waterworks', 'toilet', 'peeing', 'weeing', 'continence'],
  },
  sexual_dysfunction: {
    label: 'new sexual dysfunction',
    terms: [
      'erectile|impotent|impotence',
      '(erection|erections) ~3 (problem|problems|trouble|gone|lost|can not|will not|not|difficult|stopped)',
      '(can not|could not|unable to) ~3 (get|keep|stay) ~2 (erection|hard|it up|aroused)',
      '(orgasm|climax|ejaculate|ejaculation) ~4 (can not|could not|lost|no|problem|problems|numb|nothing|different)',
      '(sex|intercourse|bedroom|down there) ~5 (numb|feel nothing|can not feel|no sensation|does not work|stopped working|not working|changed)',
    ],
  },
  bilateral_leg_neuro: {
    label: 'nerve symptoms in both legs',
    terms: [
      '@LEGS_PLURAL ~6 @NEURO',
      '@NEURO ~6 (down|in|into|through|affecting|to) ~2 (my)? @LEGS_PLURAL',
      '(both|two) (legs|sides|feet) ~4 (now|too|as well)',
      '(now|also) (down|in|into) ~2 (the )?other leg',
      '(other|second|opposite) leg ~6 (too|as well|now|also|started|starting|same)',
      '(alternat|switching|swaps|swapping|jumps) ~4 (leg|legs|side|sides)',
    ],
    except: [
      '(legs|feet) ~3 (tired|ache|aching) ~3 (after|from) ~3 (run|running|walk|walking|standing|shift|work)',
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
    ],
    except: [
      'chest (day|press|presses|fly|flies|workout|session|exercises)',
      '(weight|weights) ~2 on my chest ~3 (bar|bench|press)',
      'heart (rate|rates|monitor|zone|zones|tracker|of|felt|is set|sank)',
      '(heartburn|reflux|indigestion) ~4 (after|from) ~3 (curry|spicy|meal|food|eating)',
    ],
    topics: ['chest'],
  },
  chest_pressure: {
    label: 'chest pressure or tightness',
    terms: [
      '(like|feels like|as if) ~4 (vest|band|belt|strap|bra|corset|rope|clamp) ~4 (tight|too tight|squeezing|round|around)',

      '@PRESSURE ~6 @CHEST',
      '@CHEST ~3 @PRESSURE',
      'something (sitting|sat|standing|pressing) on my chest',
    ],
    except: ['(weight|weights|bar|barbell) ~3 (on|off) my chest', 'chest (press|fly|day)'],
  },
  radiation_arm_jaw: {
    label: 'pain spreading to the arm, jaw or neck',
    terms: [
      '(spread|spreads|spreading|radiat|go|goes|going|went|run|runs|running|travel|travels|travelling|shoot|shoots|shooting|move|moves|moving|into|down|up|through) ~4 ?(left|right) (arm|arms|jaw|neck|throat|teeth|shoulder|shoulders|elbow|wrist|little finger)',
      '(arm|jaw|neck|throat|teeth) ~4 (as well|too|also|at the same time)',
    ],
  },
  exertional_chest: {
    label: 'pain on exertion that settles with rest',
    terms: [
      // Brought on by effort and relieved by rest, in the chest, arm, jaw, throat or neck.
      '(@UPPER_SITE|@PRESSURE|breathless|out of breath) ~10 @EXERTION ~12 @EASES ~4 @RESTING',
      '(@UPPER_SITE|@PRESSURE|breathless|out of breath) ~10 @EXERTION ~12 @RESTING ~4 (@EASES|helps|help|better)',
      '@EXERTION ~10 (@UPPER_SITE|@PRESSURE) ~10 @EASES ~4 @RESTING',
      '@EXERTION ~10 (@UPPER_SITE|@PRESSURE) ~10 @RESTING ~4 (@EASES|helps|help|better)',
      '(@UPPER_SITE|@PRESSURE) ~6 (only|just|always|every time) ~3 (when|if|with) ~3 @EXERTION ~10 @RESTING',
      '(@UPPER_SITE|@PRESSURE) ~6 (brought on|comes on|come on|starts|started|triggered) ~3 (by|with|when) ~3 @EXERTION',
    ],
  },
  sweating: {
    label: 'sweating',
    terms: [
      'sweat|sweats|sweating|sweaty|clammy|perspiring|perspiration|drenched|dripping|pouring|cold sweat',
      'wet through',
    ],
    except: [
      '(night|nights) sweat',
      'sweat ~3 (gym|workout|session|run|class)',
      '(sweating|sweat) (it|the small)',
    ],
  },
  nausea: {
    label: 'nausea',
    terms: [
      'nausea|nauseous|nauseated|queasy|vomit|vomiting|vomited|retch|retching|puke|puking',
      '(feel|feeling|felt|being|been|was) sick',
      '(throw|threw|throwing) up',
    ],
    except: ['sick (of|and tired|note|leave|day|pay)', 'feel sick of'],
  },
  breathless: {
    label: 'breathlessness',
    terms: [
      '(can not|could not|cannot) ~2 get ~2 (full|deep|proper|good) breath',
      '(oot|out) o breath',

      'catch (my|his|her|their) breath',

      'breathless|breathlessness|winded|gasping|panting|puffed|puffing|wheezy|wheezing',
      '(short|out) of breath',
      '(can not|could not|struggling to|struggle to|hard to|difficult to|trouble|difficulty) ~2 (breathe|breathing|catch my breath|get my breath|get air|get enough air)',
      '(breathing|breath) ~3 (hard|difficult|laboured|labored|fast|shallow|heavy|struggle|short|rapid)',
      '(air hunger|huff and puff|huffing and puffing|can not get air|not enough air|need more air)',
    ],
    except: [
      'out of breath ~4 (after|from) ~3 (sprint|sprints|sprinting|interval|intervals|race|hiit|training|session|game|match)',
      '(sprint|sprints|interval|intervals|hiit) ~4 out of breath',
    ],
  },
  pleuritic: {
    label: 'pain on breathing in',
    terms: [
      '(can not|could not|cannot) ~2 (take|breathe|get|fill) ~4 without ~3 (pain|a pain|knife|stab|sharp|hurting|it hurting|agony)',
      '(fill|filling) ~2 lungs ~6 (pain|hurt|hurts|sharp|catch|stab|knife)',
      '(pain|hurt|hurts|sharp|catch|stab|knife) ~8 (fill|filling) ~2 lungs',

      '(hurt|hurts|pain|painful|stab|stabs|stabbing|sharp|catch|catches|catching|knife|agony|sore|jab) ~10 (breathe|breathing|breath|inhale|inhaling|breathe in|deep breath|deep breaths)',
      '(breathe|breathing|breath|inhale|inhaling|deep breath) ~4 (hurt|hurts|pain|painful|stab|stabs|stabbing|sharp|catch|catches|catching|knife|agony|sore)',
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
      '(tearing|ripping|shredding|splitting|wrenching) ~3 (pain|feeling|sensation|ache|agony)',
      '(pain|feeling|sensation|agony) ~3 (tearing|ripping|shredding)',
      '(like|as if|as though) ~4 (tear|tearing|torn|rip|ripping|ripped|split|splitting|being torn|being ripped) ~3 (apart|open|in two|in half|inside|me)?',
      '(rip|ripping|tear|tearing) ~3 (through|inside) ~2 (me|my back|my belly|my stomach|my chest)',
      '(felt|feel|feels) ~2 (something|it) ~2 (rip|tear|split|burst|give way) ~3 (in|inside|through) ~2 (back|belly|stomach|tummy|chest|abdomen)',
      '(boring|bores|bore|going|goes|went|straight|right) ~2 through ~3 (to|into)? ~2 (my )?back',
    ],
    except: [
      '(tear|tearing|tore|torn) ~3 (hamstring|calf|muscle|ligament|tendon|meniscus|cartilage|acl|rotator)',
      'tearing up',
    ],
  },
  faint: {
    label: 'feeling faint',
    terms: [
      'faint|fainted|fainting|lightheaded|woozy|collapse|collapsed|collapsing|swoon',
      '(pass|passed|passing|black|blacked|blacking|grey|greyed|keel|keeled|keeling) (out|over)',
      '(light|lite) headed',
      '(nearly|almost|about to|going to|thought i would) ~2 (pass|black|keel|faint|drop)',
      '(pale|grey|white) ~3 (clammy|sweaty|as a sheet)',
    ],
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
    terms: [
      'dizzy|dizziness|vertigo|giddy|woozy|spinning|spins|unsteady on my feet',
      '(room|world|everything|head) ~2 (spin|spinning|spins|spun|whirl|tilting|moving)',
    ],
  },
  visual_disturbance: {
    label: 'visual disturbance',
    terms: [
      '(blur|blurred|blurry|blurring|fuzzy|hazy|misty|dim|dimmed|darkened|grey|flicker|flickering|shimmer|shimmering|patchy|wobbly) ~3 @VISION',
      '@VISION ~4 (blur|blurred|blurry|blurring|fuzzy|hazy|misty|dim|dimmed|dark|darkened|grey|flicker|flickering|shimmer|shimmering|funny|strange|weird|odd|off|went|gone|going|changed|change|changes|patch|patches|spots|shadow|curtain|problem|problems|trouble|double|disturbed|disturbance|loss|lost)',
      '(flash|flashing|flashes) ~2 (light|lights)|zigzag|zig zag|floaters',
      '(see|seeing|saw) ~2 (spots|stars|double|sparkles|flashes)',
      '(lost|losing|loss of|lose) ~3 (vision|sight|eyesight)',
      '(can not|could not|barely|hardly) ~2 see',
      '(curtain|shadow|blind|veil|blackout) ~4 (over|across|came down|coming down|in) ~3 (eye|eyes|vision|sight)',
      'blind|blindness|double vision',
    ],
    except: [
      'blind spot',
      '(see|seeing) (a|my|the) (physio|doctor|gp|specialist|osteo|chiro|consultant)',
      'can not see (why|how|what|the point|myself|any|a|it)',
      'eye (contact|test|drops)',
    ],
  },
  visual_loss: {
    label: 'loss of vision',
    terms: [
      '(lost|losing|loss of|lose|gone|went|go) ~3 (vision|sight|eyesight)',
      '(vision|sight|eyesight) ~3 (gone|went|go|going|disappear|disappeared|vanish|vanished|black|dark|out)',
      '(blind|blindness|blinded)',
      '(can not|could not) see ~3 (out of|with|from|anything)',
      '(curtain|shadow|veil|blind) ~4 (over|across|came down|coming down|down) ~3 (eye|eyes|vision|sight)',
    ],
    except: ['blind spot', 'blinds'],
  },
  double_vision: {
    label: 'double vision',
    except: [
      'seeing double (the|as many|the number|the amount|shifts)',
      'double (the number|the amount|shifts)',
    ],
    terms: [
      '(picture|image|images|everything|vision|view) ~3 (splits|split|splitting|doubles|doubled|doubling) ~3 (into )?(two|2|double)?',
      '(two|2) images',

      '(2|two) of everything',
      '(vision|sight|eyes) ~3 (went|go|goes|gone|going|is|was) ~2 double',

      '(see|seeing|saw) ~2 (everything|things|it) ~2 (twice|two times|double|two)',

      'double vision|diplopia',
      '(see|seeing|saw|seen) (double|two of)',
      'two of everything',
      '(everything|things|words|cars|faces) ~3 (doubled|double)',
    ],
  },
  slurred_speech: {
    label: 'slurred or muddled speech',
    terms: [
      '(words|word|speech|voice) ~3 (coming|come|came|comes) out ~3 (mushy|muffled|garbled|jumbled|wrong|slurred|thick|funny)',
      '(asking|asked|thought|think) ~4 (if|whether) ~2 (i|he|she) ~2 (had been|have been|was|been) (drinking|drunk)',

      '(words|word|speech) ~3 (coming|come|came) out ~2 (heavy|slow|thick|funny|wrong|strange|slurred)',
      '(mouth|tongue) ~3 (not|will not|can not|could not) ~3 (speaking|speak|talking|talk|working|forming words) ~2 (well|properly|right)',

      '(can not|could not) ~2 get (my|his|her|their|the) words out',

      '(could not|can not|did not|couldnt) ~2 (understand|make sense of) ~3 (what|anyone|people|words|me)',
      '(words|speech|sentences|talking) ~4 (not making sense|did not make sense|made no sense|nonsense|gibberish|wrong words|jumbled)',
      '(mixing|mixed|muddling|muddled) ~2 (up )?(my )?words',

      'slur|slurred|slurring|slurry',
      '(speech|speaking|talking|voice|words) ~4 (slur|slurred|strange|muddled|garbled|jumbled|wrong|funny|thick|drunk|weird|off|mixed up|mumbled|nonsense|gibberish|slow)',
      '(can not|could not|unable to|struggling to|struggled to|hard to|trouble|difficulty) ~2 (speak|talk|talking|speaking|get my words out|get the words out|find my words|find the words|find words|say what i)',
      '(words|word) ~4 (would not come|will not come|not come|come out wrong|came out wrong|came out funny|came out jumbled|coming out wrong)',
      '(sounded|sound|sounds|sounding|talking|talked) ~3 drunk',
      'tongue ~3 (thick|heavy|numb|not working|will not work)',
    ],
    except: [
      '(slur|slurred|slurring|slurry) ~8 (drink|drinks|drinking|drunk|prosecco|wine|beer|alcohol|pints|wedding|party|night out)',
      '(drunk|drinking|wine|alcohol|prosecco|pints|beer) ~8 (slur|slurred|slurring)',
      '(talk|talking|speak|speaking) ~3 (about|to|with) ~3 (physio|doctor|gp|someone|boss)',
    ],
  },
  facial_droop: {
    label: 'a drooping face',
    terms: [
      '(can not|could not) ~2 (whistle|smile|blow|puff|close my eye|raise my eyebrow|drink properly|keep my mouth)',

      '(face|mouth|lip) ~3 (went|gone|going|felt) ~2 (numb|funny|weird|droopy|heavy|dead|floppy)',
      '(drink|tea|water|food) ~4 (dribbl|dribbled|dribbling|ran|running|spilled|spilling|fell) ~3 (out of|from|down) ~3 (mouth|corner|chin)',

      '(face|facial|mouth|lip|lips|smile|eyelid|cheek|side of my face) ~4 (droop|drooped|drooping|droopy|dropped|drop|sag|sagged|sagging|lopsided|fallen|fell|slipped|crooked|numb|uneven|slack|hanging|pulled|twisted|wonky|frozen|paralysed|paralyzed|not moving|would not move)',
      '(droop|drooping|droopy|sagging|lopsided|crooked|wonky) ~3 (face|mouth|smile|lip|eyelid|side)',
      '(one side|half) ~2 (of )?my face',
      '(dribble|dribbling|drool|drooling) ~4 (side of|corner of) ~2 mouth',
      'bells palsy|facial palsy',
    ],
    except: [
      '(face|heart|jaw) (dropped|fell|sank|drop) ~4 (when|at|as|because)',
      '(face|jaw) dropped',
      '(face|lip|cheek) ~3 (swollen|puffy) ~3 (dentist|filling|tooth)',
    ],
  },
  dysphagia: {
    label: 'trouble swallowing',
    terms: [
      '(trouble|difficulty|difficult|problem|problems|hard|struggle|struggling|can not|could not|unable to|painful to|hurts to) ~2 (swallow|swallowing)',
      '(swallow|swallowing) ~3 (hard|difficult|trouble|stick|sticks|stuck|choke|choking|wrong|funny|not working)',
      '(food|drink|water|tablets|pills) ~4 (stick|sticks|stuck|going down the wrong way|went down the wrong way|coming back)',
      '(chok|choking|choked|choke) ~3 (food|drink|water|eating|drinking|on)',
    ],
  },
  drop_attack: {
    label: 'drop attacks',
    terms: [
      '(legs|knees|leg) ~3 (gave out|give out|gives out|went from under me|went from under) ~8 (fell|floor|ground|without warning|no warning|for no reason|out of nowhere|suddenly|ended up)',

      '(suddenly|out of nowhere|without warning) ~3 (fall|fall down|drop|drop down)',

      'drop attack|drop attacks',
      '(legs|knees|leg) ~3 (gave way|give way|went|buckled|collapsed|folded|just went) ~5 (fell|floor|ground|without warning|for no reason|out of nowhere|suddenly|from under me)',
      '(fell|dropped|collapsed|crumpled|went down|hit the floor|hit the deck) ~4 (without warning|out of nowhere|for no reason|no reason|suddenly|like a sack|like a stone)',
      '(suddenly|out of nowhere|without warning) ~3 (fell|dropped|collapsed|hit the floor|went down)',
    ],
  },
  one_sided_weakness: {
    label: 'weakness on one side',
    terms: [
      '(left|right|one) (hand|arm|leg) ~4 (not able to|unable to|no longer able to) ~2 (hold|grip|lift|keep hold|move)',

      '(left|right|one) (hand|arm|leg) ~3 (can not|could not|cannot|will not) ~2 (keep hold|hold|grip|grasp|lift|hold on|let go)',
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
    ],
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
    ],
    except: [
      '(thunderclap|thunder|lightning) ~6 (storm|during|outside|weather|night|woke|3am|made me jump)',
      '(worst|never) ~3 (@HEAD) ~3 (hangover|after drinking)',
    ],
  },

  // ---------------------------------------------------------------- infection
  fever: {
    label: 'fever or shivers',
    terms: [
      '(teeth|tooth) ~3 (chattering|chatter|chattered)',
      '(can not|could not|cannot) get warm',
      '(freezing cold|frozen) ~4 (but|and) ~3 (hot|sweating|burning)',

      'fever|fevers|feverish|febrile|pyrexia|shiver|shivers|shivering|shivery|rigors|rigor|chills|chill|chilly|the shakes|sweats and chills',
      '(high|raised|spiking|spiked|running a|ran a|run a|got a|had a|have a|with a) ~2 (temperature|temp)',
      '(temperature|temp|thermometer) ~4 (/3[89]/|/3[89]\\.\\d/|/10[0-5]/|/10[0-5]\\.\\d/|high|up|raised|through the roof|spiking|spiked)',
      '(burning up|boiling up|roasting then freezing)',
      '(hot|boiling|burning) ~2 (and|then) ~2 (cold|freezing|shivery)',
      '(cold|freezing) ~2 (and|then) ~2 (hot|boiling)',
      '(shaking|shake|shook|trembling) ~3 (all over|uncontrollably|with cold|under the covers|teeth chattering)',
      '(teeth|tooth) (chattering|chatter)',
    ],
    except: [
      '(hay|football|cup|cabin|spring|election|gold|festival|olympic|saturday night|dengue|glandular) fever',
      '(temperature|temp) ~3 (normal|fine|ok|okay|not raised)',
      '(hot|cold) (and|or) (cold|hot) (packs|pack|therapy|water|compress)',
      '(=chill|=chilled|=chilling) out|=chilling',
    ],
    topics: ['temperature', 'temp'],
  },
  unwell: {
    label: 'feeling very unwell',
    terms: [
      '(feel|feeling|felt|feels|am|been|really|generally|very|so) ~2 (unwell|ill|rough|awful|terrible|poorly|grotty|crook|dreadful|like death|wiped out|run down|rotten|lousy|shocking|horrendous)',
      'generally unwell',
      'flu|fluey|fluish|flu like',
      '(off my food|not eating|no appetite|lost my appetite|off colour|under the weather|wiped out|knocked out)',
      '(sickly|achy all over|aching all over|ache all over|aches all over)',
    ],
    except: ['(ill|unwell) ~3 (fitting|advised|informed|timed)', 'i feel (ill|sick) (of|about)'],
  },
  red_hot: {
    label: 'a red, hot joint',
    terms: [
      '@RED_HOT ~3 (@SWOLLEN|tender|painful|sore)',
      '(@SWOLLEN|joint|knee|ankle|elbow|wrist|shoulder|hip|finger|toe|skin|area|it|foot|hand|back) ~4 (red|hot|warm|inflamed|angry|burning hot|on fire|flushed|shiny|pink|purple|heat)',
      '(warm|hot) to (the )?touch',
      '(feel|feels|felt|radiating|giving off|can feel) ~3 (the )?heat ~3 (off|from|coming)',
      '(red|pink) (streak|streaks|line|lines|track|tracks)',
    ],
    except: [
      '(hot|warm|heat) (bath|baths|shower|showers|water|pack|packs|compress|tub|weather|day|yoga|up|drink|tea|pad|pads|bottle|patch|patches|gel|cream|rub|spell|climate|room)',
      '(warm|warming|warmed) (up|ups)',
      'heat (helps|eases|makes it better|pack|packs|pad|rub)',
      '(red|hot) (wine|meat|pepper|peppers|chilli|car|shirt)',
    ],
  },
  recent_injection: {
    label: 'a recent joint injection',
    terms: [
      '(injection|injected|jab|shot|aspiration|aspirated|drained) ~6 (joint|knee|shoulder|hip|back|spine|ankle|elbow|wrist|steroid|cortisone|it|there|week|weeks|days|ago|recently|last)',
      '(steroid|cortisone|hyaluronic|prp) ~2 (injection|jab|shot)',
      'epidural|nerve block|facet injection',
    ],
    except: ['(flu|covid|vaccine|vaccination|booster|tetanus) ~3 (jab|injection|shot)'],
  },
  recent_surgery: {
    label: 'recent surgery',
    terms: [
      '(had|having|got) ~2 (my )?(appendix|gallbladder|tonsils|womb|ovaries|spleen|kidney|hernia|knee|hip|shoulder|cataract|prostate) (out|removed|done|fixed|repaired|replaced|operated on)',

      'operation|surgery|surgeries|operated|arthroscopy|keyhole|post op|postop|caesarean|c section|cesarean|stitches|staples|(wound|scar|incision) ~3 (red|hot|oozing|weeping|opened|leaking|infected)',
      'replacement|replaced|reconstruction|fixation|pinned|plated|fusion|discectomy|laminectomy|arthroplasty|(repair|repaired|scope|scoped|decompression) ~4 (knee|hip|shoulder|back|ankle|spine|acl|meniscus|wrist|elbow|tendon|cuff|hernia)',
      '(knee|hip|shoulder|back|ankle|spine|acl|meniscus|wrist|elbow|bunion|hernia|gallbladder|appendix|bowel) ~2 (op|operation|surgery|replacement|repair|reconstruction|fixation|scope|removal)',
      '(had|having|got) ~2 (op|operated on|done)',
      '(discharged|came out of|home from|just out of|out of) ~2 hospital',
    ],
    except: [
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
    ],
    history: true,
  },

  // ---------------------------------------------------------------- malignancy
  cancer_history: {
    label: 'a history of cancer',
    terms: [
      '(prostate|breast|bowel|lung|skin|kidney|bladder|ovarian|cervical|testicular|thyroid|colon|colorectal|pancreatic|stomach|liver|womb|uterine) (ca|cancer|tumour|tumor|carcinoma)',

      'cancer|cancers|tumour|tumor|tumours|tumors|lymphoma|leukaemia|leukemia|myeloma|melanoma|sarcoma|carcinoma|malignant|malignancy|metastases|metastatic|metastasis|secondaries|oncology|oncologist|chemo|chemotherapy|radiotherapy|mastectomy|lumpectomy',
      'the big c',
      '(radiation|radio) (therapy|treatment)',
      '(in|into) remission',
    ],
    except: [
      '(cancer|tumour|tumor) ~3 (scare|screening|screen|test|tests) ~4 (clear|negative|normal|fine)',
      '(no|not) ~2 (cancer|tumour)',
    ],
    history: true,
  },
  weight_loss: {
    label: 'unexplained weight loss',
    terms: [
      '(notch|notches|hole|holes) ~3 belt',
      '(look|looks|looking|gone|got) ~3 (thin|thinner|gaunt|skinny|wasted)',

      '(lost|losing|lose|loss of|dropped|dropping|shed|shedding|down) ~3 (weight|kilos|kilo|kg|pounds|lbs|stone|stones|half a stone|a stone)',
      '(lost|losing|dropped|shed) ~5 /\\d+(?:kg|kgs|kilos|kilo|lbs|lb|st)/',
      '(lost|losing|dropped|shed) ~5 /\\d+/ (kg|kgs|kilos|kilo|pounds|lbs|stone|st)',
      'weight ~3 (loss|dropping|falling off|coming off|dropped|gone down|going down|plummeted|plummeting|fallen)',
      '(clothes|trousers|jeans|belt|skirt|dress|ring|rings|shirts|collar|waistband) ~5 (loose|looser|hanging|falling off|baggy|notch|notches|too big|swim|swimming|hang)',
      '(gone|dropped|down) ~2 (dress|jean|trouser|clothes|belt) size',
      '(wasting away|skin and bone|skin and bones|skeletal|gaunt|fading away)',
      '(thinner|skinnier) ~4 (than|without|not trying|for no reason|lately|recently)',
    ],
    except: [
      '(diet|dieting|dieted|on purpose|intentional|intentionally|trying to|tried to|gym|slimming|weight watchers|calorie|calories|fasting|want to|need to|should|plan|ozempic|wegovy|mounjaro|running club) ~6 (lost|losing|lose|weight|loss|pounds|kilos|stone)',
      '(lost|losing|lose|weight|loss) ~6 (diet|dieting|on purpose|intentional|intentionally|gym|slimming|weight watchers|calorie|calories|fasting|ozempic|wegovy|mounjaro|plan|programme|program)',
      '(lose|losing) weight ~4 (would|will|might|could|should) ~2 help',
      '(need|needs|advised|told|want|trying|try) ~3 (to )?lose ~2 weight',
    ],
  },
  night_sweats: {
    label: 'night sweats',
    except: [
      '(heatwave|heat wave|hot weather|boiling|heat|hot|summer|menopause|menopausal|flush|flushes|duvet|hot room) ~10 (sweat|sweats|sweating|sweaty|drenched|soaked)',
      '(sweat|sweats|sweating|sweaty|drenched|soaked) ~10 (heatwave|heat wave|hot weather|boiling|heat|summer|menopause|menopausal|flush|flushes|duvet)',
    ],
    terms: [
      'night sweat|night sweats',
      '(sweat|sweats|sweating|drenched|soaked|soaking|wet through|dripping|pouring) ~5 (night|nights|sheets|bed|pillow|pyjamas|pajamas|nightclothes|nightie|bedding)',
      '(wake|waking|woke|wakes) ~4 (drenched|soaked|soaking|sweating|sweaty|wet through|dripping|in a pool)',
      '(change|changing|changed) ~3 (sheets|pyjamas|pajamas|nightclothes|bedding) ~5 (sweat|wet|soaked|night)',
    ],
  },
  not_eased_rest: {
    label: 'pain not eased by rest or position',
    terms: [
      '(nothing|no position|no way of|no matter how|no matter what|whatever) ~5 (eases|ease|helps|help|relieves|relieve|settles|settle|touches|touch|works|makes (it|a) (better|difference)|get comfortable|get comfy|comfortable|comfy|shifts|shift)',
      '(rest|resting|lying|lie|lying down|lying still|laying|sitting|sit|changing position|change position|moving|keeping still|staying still|bed rest|position) ~4 (does not|do not|did not|will not|never|not|makes no) ~2 (help|ease|settle|touch|change|make a difference|difference|relieve|shift|improve|matter)',
      '(can not|could not|impossible to) ~2 (get comfortable|get comfy|find a comfortable|find a position)',
      '(no|zero|not any|without) ~2 (relief|let up|letup|respite) ~4 (rest|resting|lying|position|night|bed|sitting|still)?',
      '(even|just as bad|as bad|still) ~3 (at rest|when resting|resting|lying still|when i lie still|in bed|when still|keeping still|lying down|sitting still)',
      '(at rest|resting|lying still|keeping still) ~3 (still|too|as well|just as|hurts|agony|constant)',
      '(position|positions) ~3 (make no|makes no|no) ~2 difference',
      '(not|never) (better|easier|eased|relieved) ~2 (with|by) (anything|nothing|any position|rest|resting|lying down)',
    ],
  },
  worst_at_night: {
    label: 'pain worst at night',
    terms: [
      '(worse|worst|bad|agony|terrible|unbearable|awful|horrendous|excruciating) ~4 (night|nights|at night|in bed|nighttime|night time|overnight)',
      '(night|nights|nighttime|night time) ~4 (worst|worse|agony|terrible|awful|unbearable|hell|nightmare)',
      '(keeps|kept|keep|keeping) me (up|awake) ~3 (night|nights|all night)?',
      '(wakes|woke|waking|wake|wakened) me ~4 (up)? ~4 (night|nights|every night|at night|in the night|hour|hours|am)',
      '(pace|pacing|walk about|walking about|walk around|walking around|get up|getting up|sit up|sitting up|sleep in a chair|sleeping in a chair|sleep upright) ~5 (night|nights|in the night|at night|all night|2am|3am|4am)',
      '(can not|could not|have not|not) ~2 (sleep|slept) ~4 (pain|because|for the pain)',
    ],
  },
  constant_pain: {
    label: 'constant pain',
    terms: [
      'constant|constantly|unrelenting|relentless|continuous|continuously|incessant|nonstop|unremitting',
      '(all the time|24 7|24/7|day and night|day or night|round the clock|around the clock|non stop|every minute|always there|never gone|no let up|no letup)',
      '(never|does not|do not|will not|not) ~2 (goes away|go away|eases|ease|lets up|let up|stops|stop|settles|settle|switches off|switch off|leave me|leaves me|gets better|improve|improves|disappear|disappears|budge|budges)',
      '(there|with me|present) ~2 (all the time|constantly|every minute|always)',
      '(no|not a|never a|never get a|do not get a) ~2 (break|minute|moment|respite) ~3 (from it|from the pain)?',
    ],
    except: [
      '(constant|constantly) ~2 (on my feet|standing|walking|lifting|moving|busy|running|at my desk|typing)',
      'all the time ~3 (at work|on my feet|i)',
    ],
  },
  progressive_pain: {
    label: 'pain getting steadily worse',
    terms: [
      '(getting|keeps getting|keep getting|got|gets|growing|grown|more and more|steadily|progressively|gradually|relentlessly|only getting|just getting) ~2 (worse|bad|severe|intense|stronger|harder)',
      'worsening|progressive|progressing|escalating|deteriorating',
      '(worse|more painful|stronger|bigger) ~2 (each|every|by the|with each) (day|week|month|night)',
      '(week|month|day) (on|by|after) (week|month|day)',
    ],
  },

  // ---------------------------------------------------------------- giant cell arteritis
  scalp_tender: {
    label: 'a tender scalp',
    terms: [
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
    ],
  },
  jaw_claudication: {
    label: 'jaw pain after chewing for a while',
    terms: [
      '(can not|could not|cannot) ~2 (chew|eat) ~4 without ~3 (jaw|face|teeth) ~3 (cramp|cramping|aching|hurting|seizing|locking|tiring|aches|hurts)',

      '(jaw|jaws|chin|cheek|cheeks|teeth|face|side of my face) ~5 (ache|aches|aching|pain|hurt|hurts|sore|tired|tire|tires|tiring|cramp|cramps|cramping|stiff|gives up|fatigue|fatigues|seizes|gives out|exhausted|heavy) ~8 (mouthful|mouthfuls|chew|chewing|chewed|eat|eating|meal|meals|meat|bite|biting|talk|talking|toast|steak|bread)',
      '(chew|chewing|chewed|eat|eating|meal|meals|meat|toast|steak|bread) ~6 (jaw|jaws|chin|cheek|teeth|face) ~5 (ache|aches|aching|pain|hurt|hurts|tired|tire|tires|cramp|cramps|cramping|stop|rest|give up|gives up|seize|seizes|heavy)',
      '(have to|had to|need to|must|got to) ~2 (stop|rest|pause|take breaks|take a break) ~4 (chew|chewing|eat|eating|meal|meals|mid meal|halfway)',
      '(stop|stopping|rest|resting|pause|pausing) ~3 (halfway|part way|partway) ~3 (through|meal|eating|chewing)?',
    ],
  },
  temple: { label: 'temple pain', terms: ['temple|temples|temporal|side of my head|sides of my head'] },
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
      '@CANT ~3 (hold|grip|turn|lift|carry|open) ~3 (mug|cup|handle|door handle|kettle|anything|things|a pen|a fork|jar|pan)',

      '(put|get|place) ~2 (that |my |the |his |her )?(foot|weight|heel|leg) ~2 (down|on it|on the ground|to the floor|on the floor)',
      '(scream|screams|screaming|yell|yells|yelling|cries|crying|howl) ~8 (walk|stand|move|touch|get up|weight|try)',
      '@CANT ~3 (wiggle|wriggle|move) ~3 (fingers|toes|thumb)',

      '(not|never|hardly|barely|could not|can not) ~3 (four|4|a few|two|2|three|3) (steps|step)',
      '@CANT ~3 (bend|straighten|flex|move|lift|grip|hold|turn) ~4 (my )?(wrist|hand|fingers|arm|elbow|knee|ankle|it|anything)',
      '(arm|hand|wrist|fingers|leg|knee|ankle) ~3 (useless|will not move|would not move|does not work|not working|dead weight|flopping|hanging)',
      '(had to be|was) ~2 (carried|helped up|lifted|wheeled)',

      '@CANT ~3 (stand|stand up|bear weight|put weight|put any weight|take weight|weight bear|weightbear|walk|step|take a step|take steps|take four steps|take 4 steps|stand on|walk on|go on|hobble|limp|put it down|put my foot down|put my foot on the ground|use it|use my)',
      '@CANT ~3 (get up|get back up|get myself up|stand back up) ~4 (off|from|again)?',
      '(could|can|only) (only )?(hop|hopped|hopping|crawl|crawled|crawling|shuffle|drag myself)',
      '(had to|have to|needed to|need to) ~2 (be carried|be helped|carry me|hop|crawl|use crutches|be stretchered)',
      '(carried|helped|stretchered|wheeled) ~3 (off|out|home|to the car|inside)',
      'non weight bearing|nonweightbearing',
      '(no|not|zero|not any) ~3 (weight|pressure) ~3 (on it|through it|on my|through my)',
      '(collapses|collapsed|gives way|gave way|buckles|buckled) ~4 (when|as soon as|if) ~3 ?i (put weight|stand|step|try to walk)',
      '(managed|made it|take|took|taking) ~4 (steps|step) ~3 (before|then|and) ~3 (pain|agony|collapse|had to stop|stop)',
      '(a|two|three|2|3|one|1|few) (steps|step) ~3 (before|then) ~3 (pain|agony|collapse|stop|had to)',
    ],
    except: [
      '(walk|stand|walking|standing) ~3 (far|for long|long|very far|more than|normally|properly|quickly|fast|briskly|as far|as much|as long|for more|any distance|miles|up hills|uphill|for an hour|for hours|all day|the dog)',
      '(put weight|stand|stand up) ~2 (straight|up straight|still)',
      '(can not|could not) ~2 (stand|bear) (the|this|it|him|her|them|waiting|my job|sitting|noise|heat|cold|being)',
      'can not walk (past|by|into)',
    ],
  },
  deformity: {
    label: 'a deformity',
    terms: [
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
      '(at|in) (a|an) ~2 (funny|strange|odd|weird|wrong|awkward|unnatural|horrible|crazy|impossible) ~2 (angle|position|shape)',
      '(out of|not in) (shape|line|place|position)',
      '(bone|bones) ~3 (sticking|poking|pushing|coming|jutting) ~2 (out|up|through)',
      '(lump|bump|step|dent|kink|bend) ~4 (that was not there|was not there before|that was not there before|new|where it should not be|in the bone)',
      '(dinner fork|banana shape|s shape|z shape)',
      '(shorter|short) ~4 (than the other|turned out|rotated|twisted)',
      '(foot|leg|toes|knee|ankle|finger|fingers) ~3 (pointing|points|facing|faces|sits|sitting) ~2 (outwards|out|sideways|the wrong way|backwards|inwards|in)',
      'not the right shape|wrong shape|odd shape',
      '(has|have|got|with|there is) (a|an) (step|ridge|kink|notch|ledge) (in|on) (it|the bone|my|the|his|her)',
    ],
    except: [
      '(look|looks|looking|is) ~3 (bent|crooked) ~3 (over|down|forward|posture|desk)',
      '(bent|bend|bending) (over|down|forward)',
      'looks fine|looks normal',
    ],
  },
  bony_tenderness: {
    label: 'marked tenderness over bone',
    terms: [
      '(hollow|dip|snuffbox|snuff box|base of my thumb|base of the thumb) ~8 (tender|sore|hurt|hurts|agony|touch|touching|touched|press|pressing)',
      '(touch|touching|press|pressing) ~6 (hollow|dip|snuffbox) ~4 thumb',

      '(bone|bony) ~10 (@PAIN|pain|agony|scream|screams|yell|yells|wince|jump) ~4 (touch|touched|touches|press|pressed|prod|prodded|push|pushed)',
      '(one place|one point|one spot|a spot|a point|one bit) ~4 (on|over|of) ~2 (bone|bony)',

      '(back edge|back of|tip of|bottom of|tip|edge) ~4 (ankle bone|ankle bones|the bone|my ankle bone|malleolus|outside bone|inside bone)',
      '(snuffbox|snuff box|base of my thumb|base of the thumb|thumb side of my wrist) ~6 (tender|sore|hurts|pain|agony|press|pressing)',
      '(base of|bottom of) ~3 (little toe|fifth toe|pinky toe|outer foot|outside of my foot|fifth metatarsal)',
      '(top|inside|middle) of (my )?foot ~4 (bone|bony) ~4 (tender|sore|hurts)',
      '(kneecap|knee cap|patella|top of my shin|fibula|head of the fibula) ~4 (tender|sore to touch|hurts to touch|agony to touch)',

      '(tender|sore|painful|hurt|hurts|agony|jump|winced|wince|scream|ouch) ~5 (on|over|press|pressing|pressed|touch|touching|touched|push|pushing|prod|prodding) ~4 (bone|bony|malleolus|ankle bone|ankle knuckle|knobbly|knobble|bump|nobble|navicular|scaphoid|snuffbox|little toe|fifth toe|pinky toe|outside of my foot|back edge|tip of)',
      '(press|pressing|pressed|push|pushing|touch|touching|touched|prod|prodding|poke|poking|squeeze|squeezing) ~5 (bone|bony|malleolus|ankle bone|knobbly|knobble|bump|nobble|navicular|scaphoid|snuffbox|(little|fifth|pinky) toe|outside of my foot|tip of) ~5 (hurt|hurts|agony|pain|painful|sore|tender|jump|wince|winced|scream|ouch|sends me|hit the roof)',
      '(bone|bony bit|bony bump|knobbly bit|knobbly bone|ankle bone|bone itself) ~4 (tender|sore|painful|hurts|hurt|agony|excruciating)',
      '(pinpoint|one spot|exact spot|specific spot|single spot) ~4 (on|over|of) ~2 (bone|bony)',
      '(pinpoint|exquisite|exquisitely|point) ~2 (tender|tenderness|sore)',
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
      '(snapping|snapped|snap|snaps) (at|with) ~2 (everyone|people|him|her|them|kids|children|family|partner|wife|husband|colleagues|staff)',
      '(broke|broken|break) ~3 (record|records|pb|personal best|phone|screen|glasses|news|promise|sweat|ice|my heart|heart|up|down|the bank|even|in|out|the habit)',
      '(crack|cracked|cracking|cracks) ~3 (knuckles|neck|back|joints|jokes|joke|on|open|up)',
      'stress fracture ~4 (ruled out|clear|negative|no)',
    ],
  },
  fall: {
    label: 'a fall',
    terms: [
      'fell|fall|fallen|falling|tripped|trip|slipped|slip|tumble|tumbled|stumbled',
      '(went|go|gone) (flying|over|down)',
      '(came|come|coming|thrown|flew) off ~3 (bike|horse|ladder|scooter|skateboard|board|motorbike|wall|roof|trampoline|skis|snowboard)',
      '(lost my footing|hit the deck|hit the ground|landed on|landed awkwardly|landed badly|landed heavily|came a cropper|face plant|faceplanted|went over)',
      'missed ~3 (step|steps|stair|kerb|curb|footing)',
      '(fall|fell|falling|slip|slipped) (on|onto|down|off|from|over)',
    ],
    except: [
      '(fall|fell|falling) (asleep|apart|behind|ill|pregnant|out with|for)',
      'trip (to|abroad|away|home|back)',
      'road trip|day trip|long trip|business trip',
      'fall (season|semester)',
      // walking down a flight of stairs or a hill is not a fall
      '(go|went|gone|come|came|walk|climb) (down|up|over) ~2 (stairs|steps|stair|hill|hills|slope|slopes|ladder|kerb|curb)',
    ],
  },
  high_energy: {
    label: 'a significant impact',
    terms: [
      '(caught|took|hit|struck|smacked|jammed|bent) ~4 (ball|netball|basketball|football|cricket ball|puck|stick|bat) ~8 (finger|thumb|hand|face|nose|knee|shin|ankle|foot)',
      '(ball|netball|basketball|football|cricket ball|puck) ~6 (hit|caught|smacked|struck|jammed|bent back) ~4 (finger|thumb|hand)',

      '(took|got|taken|caught) ~2 (boot|kick|knock|whack|blow|hit|tackle|stud|studs) ~3 (to|on|in|into) ~2 (the|my)',
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
    ],
  },

  // ---------------------------------------------------------------- blood clots
  calf_swelling: {
    label: 'a swollen calf or leg',
    terms: [
      '(/\\d+/|one|two|three|four|five) (cm|centimetres|centimeters|inches|inch) ~3 (bigger|larger|wider|more|thicker)',
      '(right|left) one ~4 (fatter|bigger|thicker|swollen|larger)',

      '@LOWER_LEG ~10 @SWOLLEN',
      '@SWOLLEN ~4 @LOWER_LEG',
      '(one|left|right|this) (leg|calf) ~5 (bigger|fatter|thicker|larger|wider|swollen|puffier)',
      '(sock|socks|boot|boots|trouser|trousers|jeans) ~5 (tight|tighter|dig|digs|digging|mark|marks|line|would not go on|will not go on|do not fit|does not fit)',
      'pitting',
    ],
    except: [
      '(both|two) ~2 (legs|ankles|feet|calves) ~6 (swell|swollen|swelled|puffy) ~8 (evening|end of the day|hot weather|heat|long day|standing|flight|flying|overnight|went down)',
      '(flight|flying|long haul|heat|standing|evening) ~12 (=ankles|=feet|=legs) ~4 (swell|swollen|swelled|puffy)',

      '(both|two) (legs|ankles|feet) ~5 (swell|swollen|puffy) ~5 (evening|end of the day|hot weather|heat|long day|standing)',
    ],
  },
  calf_warm_red: {
    label: 'a warm, red or tender calf',
    terms: [
      '(calf|calves|lower leg|leg|back of my leg|back of the leg) ~10 (hot|warm|tender|red|angry)',

      '(calf|calves|lower leg|back of my leg|back of the leg|back of my knee|shin|leg) ~6 (hot|warm|red|reddish|redness|tender|hard|angry|pink|purple|purplish|blotchy|shiny|discoloured|discolored|heat|firm|tight and tender)',
      '(hot|warm|red|tender|hard|angry|shiny|pink|purple) ~5 (calf|calves|lower leg|leg)',
      '(squeeze|squeezing|press|pressing|touch|touching) ~3 (my )?(calf|calves) ~4 (hurt|hurts|agony|painful|sore|tender)',
    ],
    except: [
      '(hot|warm) (bath|shower|water|pack|compress|weather|day)',
      'calf (raise|raises|stretch|stretches)',
    ],
  },
  immobility: {
    label: 'recent immobility',
    terms: [
      '(bed|sofa|couch|chair) ~3 (bound|rest|ridden|for days|for a week|for weeks|all week|for ages|mostly)',
      '(laid|layed|lying) up',
      '(stuck|confined|been|stayed|staying|spent) ~3 (in bed|on the sofa|on the couch|indoors|in hospital|in a chair)',
      'plaster|cast|moon boot|splint|crutches|wheelchair|(in a|in my|wearing a) (boot|brace|frame)',
      '(immobile|immobilised|immobilized|immobilisation|immobility|bedridden|bed bound|housebound|off my feet|not moving much|barely moving|hardly moving|barely moved|hardly moved|not moved)',
      '(hospital|admitted|ward|inpatient|discharged)',
      '(long|extended) ~2 (illness|covid|flu|spell in bed)',
    ],
    except: [
      'hospital ~3 (appointment|visit|parking|consultant)',
      '(work|works|working) ~3 (in|at) ~2 hospital',
    ],
  },
  long_travel: {
    label: 'a long journey',
    terms: [
      '(came|come|got|flew|flown|returned|back) ~2 (back )?from ~4 (flight|abroad|holiday|trip|overseas|london|australia|america|india|nigeria|africa|asia|europe|spain|dubai)',
      '(whole|entire|long|overnight) (flight|journey|drive|trip|coach trip)',

      '(/\\d+hrs?/|/\\d+hours?/) ~2 (flight|flights|drive|journey|trip|coach|bus|train|plane)',
      '/\\d+/ (hr|hrs) ~2 (flight|flights|drive|journey|trip|coach|bus|train|plane)',

      '(long|long haul|longhaul|overnight|transatlantic|international|red eye|12 hour|10 hour|8 hour|14 hour|13 hour|11 hour|9 hour|16 hour) ~2 (drive|journey|flight|flights|trip|car journey|coach|bus|train|haul|travel|travelling|traveling)',
      '(flight|flew|flying|flights|plane|coach trip|road trip) ~6 (back|home|from|to|hours|abroad|holiday|australia|america|asia|india|long)',
      '(drove|driving|drive|sat in the car|in the car|on the plane|on a plane|on the coach|on the train) ~4 (/\\d+/|hours|all day|for hours|across|miles|overnight)',
      '(/\\d+/|several|many|few) ~2 hours (in the car|on the plane|on a plane|flying|driving|on a coach|on the train|in a car|sitting)',
      'jet lag|jetlag|long haul|longhaul',
      '(drove|flew|driven|flown|travelled|traveled|went) ~6 (and back|back again|round trip|return trip|abroad)',
    ],
  },
  hormones: {
    label: 'hormone treatment',
    terms: [
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
    except: ['(bump|bumped) ~3 (head|knee|elbow|into|on|the)', 'not pregnant|ruled out pregnancy'],
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
  },
  clot_history: {
    label: 'a previous blood clot',
    terms: [
      'blood clot|clot|clots|dvt|thrombosis|thrombus|embolism|embolus|clotting disorder|factor v|leiden|antiphospholipid',
      '(on|taking) ~2 (blood thinners|warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|heparin|anticoagulants)',
    ],
    history: true,
  },

  // ---------------------------------------------------------------- progressive neurological deficit
  progressive_weakness: {
    label: 'weakness that is getting worse',
    terms: [
      '(each|every|by the) (day|week|month) ~3 (more|even more|much more) ~2 (weak|weaker|bad|worse|clumsy|difficult)',
      '(before|used to|a month ago|last month|weeks ago) ~8 now ~3 (can not|cannot|struggle|unable|could not)',

      '(walking|walk|grip|hands|legs|balance|strength) ~5 (getting worse|worse and worse|deteriorating|going downhill|harder and harder|declining)',
      '(legs|arms) ~3 (feel|feeling|felt) ~3 (heavy|stiff|weak|like lead|like concrete) ~6 (worse|more|getting|each|every)',

      '(weak|weaker|weakness|strength|power|grip|lift|lifting|grip strength) ~5 (getting worse|worse|worsening|spreading|increasing|progressing|each day|every day|each week|every week|by the day|by the week|day by day|week by week|more and more|going|deteriorating|fading|less and less|over the weeks|over weeks)',
      '(getting|becoming|grown|growing|gone|got|gotten|more and more|increasingly|progressively|steadily|gradually) ~2 (weak|weaker|feeble|useless|clumsy|clumsier|wobbly|wobblier|shuffly|unsteady|doddery)',
      '(losing|lost|loss of) (more )?(strength|power|grip|muscle) ~4 (every|each|by the|over|week|day|month|since|gradually)',
      '(can do|could do|manage) less ~3 (each|every|by the|and less)',
      '(weak|weaker|weakness) ~4 (than|compared to) ~3 (last week|last month|before|a week ago|a month ago)',
      '(give way|gives way|giving way|gave way|buckle|buckles|buckling|collapse|collapses|drop|drops) ~8 (more often|more and more|more frequently|increasingly|getting worse|worse and worse|every day now|daily now)',
      '(muscle|muscles|calf|thigh|hand|arm) ~3 (wasting|shrinking|thinner|smaller|withering)',
    ],
  },
  foot_drop: {
    label: 'foot drop',
    terms: [
      '(foot|feet|toes) ~4 (drop|dropped|drops|drag|drags|dragging|slap|slaps|slapping|flop|flops|floppy|catch|catches|catching|scuff|scuffs|scuffing|will not lift|would not lift|does not lift|does not clear|not lifting|hangs|hanging|limp)',
      '(drag|dragging|drags|scuff|scuffing|scuffs) ~3 (my )?(foot|leg|toes|feet)',
      '@CANT ~3 (lift|raise|pull up|point|flex|bring up|cock up) ~4 (foot|feet|toes|front of my foot|ankle|big toe)',
      '(trip|trips|tripping|tripped|stumble|stumbling|catch) ~4 (over|on)? ~2 (nothing|my own feet|my toes|my foot|kerbs|kerb|curb|curbs|carpet|rug|edges|the edge|tiny|small|flat ground)',
      '(high stepping|lift my knee high|lifting my knee high|have to lift my leg high)',
      '(flip flop|flip flops|slipper|slippers|shoe|shoes) ~4 (fall|falls|falling|come|comes) off',
    ],
  },
  spreading_numbness: {
    label: 'spreading numbness',
    terms: [
      '(numb|numbness|tingling|tingle|pins and needles|dead feeling|no feeling) ~12 (spread|spreads|spreading|spreaded|moving|moved|creeping|crept|travel|travelled|traveling|getting worse|worse|bigger|further|more|wider|reaching|reached|climbing|climbed|expanding|growing|grown|now goes|now in|now up|now into|now reaches)',
      '(spread|spreading|creeping|moving|travelled|traveled|crept|climbing) ~4 (numb|numbness|tingling|pins and needles|dead feeling)',
      '(numb|numbness|tingling|pins and needles) ~4 (now|also) ~3 (reach|reaches|gone|got to|up to|into|in|both)',
      '(first|started) ~3 (numb|tingling|tingly) ~6 (now|then) ~4 (whole|all|both|up|into)',
    ],
  },
  clumsy_hands: {
    label: 'clumsy hands',
    terms: [
      '(struggle|struggling|fumble|fumbling|difficulty|trouble) ~4 (buttons|clasp|clasps|zips|laces|keys|coins|necklace|earrings|fiddly)',

      '@CANT ~2 (do|fasten|manage|undo) ~3 (buttons|zip|zips|laces|shirt|bra)',

      '(hands|fingers) ~4 (numb|tingling|tingly|clumsy|stiff|useless) ~6 (both|and|drop|dropping|buttons|writing|keys|cups)',
      '(fine|small) (movements|tasks|jobs) ~4 (hard|harder|difficult|struggle|impossible)',

      'clumsy|clumsier|clumsiness|fumble|fumbling|fumbly|butterfingers|butter fingers|cack handed',
      '(dropping|drop|dropped|drops) ~2 (things|cups|mugs|my keys|keys|stuff|everything|my phone|glasses|cutlery|objects|pens)',
      '@CANT ~3 (do up|undo|fasten|button|use|put in|put on) ~3 (buttons|zip|bra|shirt|coat|keys|fork|chopsticks|phone|laces|earrings|earring|necklace|jewellery|clasp|hooks|studs)',
      '(buttons|fine tasks|fiddly|coins|laces|zips|zip|needle|pen|writing) ~4 (hard|harder|difficult|struggle|struggling|impossible|can not|clumsy|fumble)',
      '(hands|fingers) ~4 (will not|would not|do not|not) ~2 (do what i|work|obey|cooperate|behave|coordinate)',
    ],
  },
  handwriting: {
    label: 'worsening handwriting',
    terms: [
      '(handwriting|writing|signature) ~12 (deteriorated|worse|messy|spidery|shaky|illegible|not look like mine|not like mine|unrecognisable)',

      '(writing|handwriting|letters) ~6 (bad|shaky|shaking|big|large|wobbly)',

      '(handwriting|hand writing|penmanship|writing|signature|sign my name) ~6 (worse|messy|messier|spidery|shaky|illegible|scrawl|scrawly|wobbly|deteriorated|gone|changed|like a child|unreadable|all over the place|tiny|small|smaller|cramped)',
      '(can not|could not|nobody can|no one can|hard to|struggle to) read ~3 (my )?(handwriting|writing|notes|lists|list|signature)',
    ],
    topics: ['writing'],
  },
  unsteady_gait: {
    label: 'an unsteady walk',
    terms: [
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
      '(feet|legs) ~3 (feel|feels) ~2 (like|as if) ~3 (cotton wool|walking on|on sponge|not mine|jelly|wood)',
    ],
    except: [
      '(falling|fall|fell) asleep',
      'keep falling (asleep|out|behind)',

      '(wobbly|unstable|unsteady) ~3 (knee|ankle|kneecap|joint|table|chair|ladder|board)',
      '(knee|ankle|kneecap) ~3 (wobbly|unsteady|unstable)',
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
      '(snapping|snapped|snap|snaps) (at|with) ~2 (everyone|people|him|her|them|kids|children|family|partner|wife|husband|colleagues|staff)',
    ],
    terms: [
      'pop|popped|popping|snap|snapped|snapping|crack|cracked|clunk|bang|twang|twanged|ping|pinged|thwack|gunshot',
      '(like a|like an) ~2 (gun|gunshot|whip|rubber band|elastic band|elastic|shot|guitar string|string)',
      '(heard|felt) ~3 (something|a noise|a sound) ~3 (go|went|give|gave|snap|pop|break)',
    ],
  },
  kicked_sensation: {
    label: 'feeling of being kicked',
    terms: [
      '(thinking|thought|sure|convinced) ~6 (booted|kicked|hit|struck|whacked|smacked|thrown) ~4 (ball|stone|something)? ~3 (into|at|on)? ~2 (my|his|her)? (leg|calf|heel|ankle|back)',

      '(felt|feel|feels|thought|as if|as though|like|sure) ~5 (someone|somebody|something|i had been|i was|i got|being|a ball|a stone|a racket|a brick|a bat|a rock|person) ~4 (kick|kicked|hit|struck|shot|whack|whacked|smack|smacked|thrown|threw|throw|kicking|hitting|stamped|stomped|slapped)',
      '(kicked|hit|struck|shot|whacked|smacked|slapped) ~3 (in|on|at) ~3 (back of|calf|heel|ankle|leg)',
      '(turned|turn|looked|look|spun) ~2 (round|around|behind) ~6 (no one|nobody|nothing|who|see who|to see)',
    ],
  },
  cannot_tiptoe: {
    label: 'unable to rise on tiptoe or push off',
    terms: [
      '@CANT ~3 (push|go|get|rise|stand) (up|off) ~4 (front of|ball of|toes|tiptoe)',
      '(shuffle|shuffling|walk|walking|hobble|hobbling) ~4 (flat|flat footed|flat foot|on my heel)',

      '@CANT ~4 (tiptoe|tip toe|tiptoes|tip toes|tippy toes|toes|push off|pushing off|heel raise|heel raises|go up on|rise on|rise up|get up on|stand on|spring|hop|point my foot|go on my toes|calf raise)',
      '(walk|walking) ~3 (flat footed|flat foot|on my heel|like a penguin)',
      '(no|zero|lost|without) ~2 (push|power|spring|strength|drive) ~3 (off|foot|step|leg|ankle|calf|in my calf|to push)',
      '(foot|leg|ankle|calf) ~3 (no power|no strength|no push|not working|does not work|will not push)',
    ],
    except: ['(can not|could not) ~3 (touch|reach) ~2 my toes'],
  },
  tendon_gap: {
    label: 'a gap or bulge in a tendon',
    terms: [
      '(bicep|biceps|muscle|calf muscle) ~6 (bunched|balled|rolled up|slid|slipped|moved|bulge|bulging|lump|rolled down|shot up)',
      '(=bulge|=ball|=lump|=bunched|=bump) ~5 (elbow|above the elbow|above my elbow)',
      '(kneecap|knee cap|patella) ~8 (higher|high up|riding up|moved up|sits up|further up|lower down|dropped)',
      '(soft )?(hollow|gap|dip) ~3 (under|below|underneath|beneath) ~3 (it|kneecap|knee cap|patella)',

      '(kneecap|knee cap|patella) ~4 (higher|high up|riding up|moved up|sits up|further up|lower down|dropped|different level)',

      '(gap|dip|dent|hollow|indent|indentation|divot|hole|groove|notch|soft spot|step) ~5 (tendon|achilles|back of my ankle|back of the ankle|back of my heel|above my heel|above the heel|heel cord|back of my leg|calf|above my kneecap|above the kneecap)',
      '(tendon|achilles|heel cord) ~5 (gap|dip|dent|hollow|hole|missing|gone|caved in|sunken)',
      '(popeye|pop eye)',
      '(bulge|ball|lump|bunched|bunch|balled|bump) ~5 (upper arm|bicep|biceps|arm|front of my arm|thigh)',
      '(bicep|biceps|muscle|calf muscle) ~4 (bunched|balled|rolled up|rolled|slid|slipped|moved|bulge|bulging|lump|rolled down|shot up)',
      '(can feel|feel|there is) ~2 (a )?(gap|dip|dent|hole) ~4 (where|in|above)',
      '(there is|there was|can see|can feel|left) ~2 (a )?(gap|dip|dent|hollow|divot|groove) ~3 (there|where|above|below|near|at|by|just)',
      '(gap|dip|dent|hollow|divot|groove) ~5 (near|above|below|at|behind|by) ~3 (the )?(elbow|knee|kneecap|heel|ankle|shoulder|muscle|tendon)',
    ],
  },
  achilles_site: {
    label: 'the Achilles area',
    terms: [
      'achilles|heel cord|back of my heel|back of the heel|back of my ankle|back of the ankle|above my heel|above the heel|calf|calves',
    ],
  },

  // ---------------------------------------------------------------- mental health
  suicidal: {
    label: 'thoughts of suicide or self-harm',
    terms: [
      '(wish|wishes|wished|wishing) ~2 (he|she|they|i) (was|were) dead',
      '(hurting|harming|cutting|burning) (himself|herself|themselves)',
      '(marks|cuts|scars) on ~2 (his|her|my|their) (thighs|arms|wrists|legs)',
      '(little|no|not much|not any) reason to (continue|carry on|go on|live|keep going)',
      '(setting|set|putting|put|saving|hiding) aside ~2 (tablets|pills|painkillers|medication|meds)',
      '(taking|take|took) (them|it) all ~2 (at once|together|in one go)',
      '(took|taken|take|hid|hidden|locked) ~2 (pills|tablets|meds|medication|painkillers) ~2 (off|away from) (me|him|her)',
      '(found|read|saw) ~3 (note|letter) ~4 (written|wrote|left)',

      '(taking|take|took|swallow|swallowing|swallowed) all ~2 (tablets|pills|painkillers|meds|medication|medicine)',
      '(hope|hopes|hoping|hoped|wish|wishes|wishing|pray|prays|praying) ~4 (not|never) ~2 wake up',

      '(cope|manage|be|do|live) ~3 (better|fine|easier|happier) ~4 (if i was gone|if i were gone|without me|if i was not here|if i were not here|when i am gone|once i am gone)',
      '(how many|enough) ~5 (tablets|pills|paracetamol|painkillers|sleeping pills) ~4 (would take|it would take|to take|it takes|would kill|to die|to end|would do it)',
      '(when|after|once) i am gone|(made|making|make) my peace|(make|made) that happen',
      '(do not|not|never) expect to ~3 (be here|be around|be alive|see|last|make it|still be here)',
      '(say|said|saying) ~3 (goodbye|goodbyes)',
      '(been|keep|kept|started|start) ~2 (cutting|burning|scratching|hurting|harming) ~2 (it|myself|my skin|again)',
      '(where|since) ~3 i ~3 (cut|cutting|burned|burning|scratching|hurting) ~2 (it|myself|my)',
      '(saving|storing|keeping|hiding|stashing|collecting|saved|stored|kept|hidden|stashed) ~3 (pills|tablets|paracetamol|painkillers|meds|medication|sleeping pills)',
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
      '(took|taken|take|swallowed) ~3 (overdose|too many|the whole|all my|a whole) ~3 (pills|tablets|paracetamol|painkillers|packet|box|bottle)?',
      '(jump|jumping|throw myself|step|stepping) ~3 (off|from|in front of|under) ~3 (bridge|building|roof|cliff|train|balcony|car park|multi storey|lorry|bus)',
      '(can not|could not) ~2 (face|bear|do|stand) ~2 (another day|going on|living|life|waking up|tomorrow)',
      '(done|finished) with (life|living|everything|it all|this life|being alive)',
      '(want|wanting|need|needs) (it|everything|this|life|it all) ~2 to (end|be over)',
      '(wish|wished|wishing) ~4 (never been born|not been born|was never born|were never born)',
      '(say|said|saying) (goodbye|my goodbyes) ~3 (family|everyone|kids|friends|people)',
      '(giving|gave|give) away ~2 (my )?(things|stuff|belongings|possessions)',

      '(kill|killing|end|ending|take|taking|top|topping) ~2 (myself|my life|my own life|it all|things)',
      'suicide|suicidal|suicidality|self harm|selfharm|overdose|overdosing',
      '(not|do not|did not|no longer|never) ~2 (want|wish|care) ~2 (to )?(be here|be alive|live|go on|wake up|exist|carry on|be around|keep going|see tomorrow)',
      '(want|wanted|wish|wishing|wished|pray|praying|hope|hoping) ~3 (to die|i was dead|i were dead|i was not here|i were not here|i was gone|i could disappear|i would not wake up|i did not wake up|it would end|it was over|it would all stop|to disappear|to not wake up|not to wake up|to go to sleep forever|to sleep forever|i could just go|to just go|i could just stop|it would just stop)',
      '(better off|easier|simpler|best|kinder|relief) ~8 (dead|gone|not here|without me|not wake up|not woke up|not around|disappear|disappeared|end it|ended it|to die|died|if i died|not existing|not exist)',
      '(harm|hurt|cut|cutting|harming|hurting|burn|burning|punish|punishing) ~2 myself',
      '(pills|tablets|painkillers|paracetamol|rope|bridge) ~6 (all at once|all of them|end it|end things|enough to|stockpil|stockpiling|saving up|saved up|the lot)',
      '(no|not any|without) ~2 (reason|point|purpose) ~3 (to live|living|in living|to go on|going on|in going on|anymore|any more|in life|to carry on)',
      '(not|no longer|hardly) ~2 (worth|worthwhile) ~2 (living|being alive|going on|it anymore|carrying on)',
      '(life|living) ~4 (not worth|pointless|no point|meaningless|over)',
      '(plan|planned|planning|thought about|thinking about|think about|thoughts of|thoughts about) ~4 (ending|end|ending it|end it|dying|death|not being here|taking my)',
      '(go to sleep|fall asleep|sleep) ~5 (never|not) wake up',
      'if ~2 (did not|do not|never|would not) wake up ~6 (would not mind|not mind|fine|ok|okay|relief|would not care|not care|so be it|better|good)',
      '(take|taking|enough|many|how many) ~8 (not wake up|never wake up|to die|end it|end things)',
      '(steer|steering|drive|driving|crash|crashing|walk|walking|step|stepping|jump|jumping) ~4 (into|off|in front of|under) ~4 (tree|wall|bridge|lorry|truck|traffic|train|bus|cliff|building)',
      '(unalive|unaliving|unalived|kms)',
      '(disappear|vanish) ~3 (forever|for good|for ever|for always)',
      '(everyone|family|kids|wife|husband|they) ~6 (better|easier) ~3 without me',
      'dark thoughts|dark places|dark place',
    ],
    except: [
      '(killing|kill|killed) ~2 me',
      '(killing|kill) myself ~4 (training|at the gym|at work|running|working|doing|for|with|over|trying)',
      '(die|dying|died) ~2 (to|for) ~3 (get|go|back|play|run|see)',
      'dying to',
      'end (of|my day|the day|my shift)',
      'end it (with|there)',
      'not want to (wake up|get up) ~3 (early|for work|in the morning)',
      '(harm|hurt|hurting) myself ~4 (lifting|training|gym|running|again|more|worse|doing|by)',
      'nothing worth (doing|watching)',
    ],
    history: false,
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
    ],
    except: ['(broken|crushed) ~3 (bone|wrist|ankle|toe|finger|phone)', 'hopeless at'],
  },

  // ---------------------------------------------------------------- inflammatory arthritis
  eye_inflammation: {
    label: 'eye inflammation',
    history: true,
    terms: [
      'uveitis|iritis|scleritis|episcleritis|conjunctivitis',
      '(red|sore|painful|inflamed|bloodshot|gritty|angry|irritated|watery) ~3 (eye|eyes)',
      '(eye|eyes) ~4 (red|sore|painful|inflamed|bloodshot|gritty|angry|inflammation|light sensitive|sensitive to light|hurt|hurts|flare|flares|flared|trouble|problems)',
    ],
    except: ['(eye|eyes) ~3 (strain|tired|test|drops)', '(tired|dry) (eye|eyes)'],
  },
  psoriasis: {
    label: 'psoriasis',
    terms: ['psoriasis|psoriatic|psoriatic arthritis|scaly patches|scaly skin|plaques on'],
    history: true,
  },
  ibd: {
    label: 'inflammatory bowel disease',
    terms: ['crohns|crohn|colitis|inflammatory bowel|ibd|ulcerative'],
    history: true,
  },
  multi_joint_swelling: {
    label: 'several swollen joints',
    terms: [
      '(several|many|multiple|lots of|all my|most of my|a few|different|various|other|more) ~3 (=joints|=knuckles|=fingers|=toes|=wrists|=knees|=ankles) ~5 (swollen|swelling|swell|swells|puffy|inflamed|hot|involved|affected|flare|flaring)',
      '(=joints|=knuckles|=fingers|=toes|=wrists|=ankles|=knees) ~4 (swollen|swell|swelling|swells|puffy|inflamed|sausage|sausages|puff up|puffing up)',
      'sausage ~2 (finger|fingers|toe|toes|digit|digits)',
      '(moves|moving|jumps|jumping|travels|travelling|hops|hopping) ~4 (joint|joints|one joint to another|from joint to joint|knee to|wrist to|ankle to)',
      '(swollen|swelling|puffy|inflamed) ~3 (=joints|=knuckles|=fingers|=wrists|=knees|=ankles|=toes)',
      '(both|two) (hands|wrists|knees|ankles|feet) ~5 (swollen|swell|swelling|stiff|puffy|inflamed)',
    ],
    except: [
      '(flight|flying|long haul|heat|standing|evening|pregnant) ~12 (=ankles|=feet|=legs|=knees) ~4 (swell|swollen|swelled|puffy)',
      '(=ankles|=feet) ~4 (swell|swollen|swelled|puffy) ~10 (flight|flying|long haul|heat|standing|evening|went down|overnight)',

      '(knees|ankles|feet) ~4 (swell|swollen|puffy) ~4 (end of the day|evening|heat|hot weather|flight|long day|standing)',
    ],
  },
  inflammatory_dx: {
    label: 'an inflammatory arthritis diagnosis',
    terms: [
      'ankylosing|spondylitis|spondyloarthritis|spondyloarthropathy|hla b27|hlab27|b27|rheumatoid|lupus|gout|psoriatic arthritis|reactive arthritis|polymyalgia|sacroiliitis|inflammatory arthritis|rheumatologist',
    ],
    history: true,
  },
  morning_stiffness: {
    label: 'morning stiffness',
    terms: [
      '(stiff|stiffness|stiffer|seized|seize|locked up|rusty|frozen|tin man) ~8 (morning|mornings|wake|waking|wake up|get up|getting up|first thing|out of bed)',
      '(morning|mornings|wake|waking|woke|get up|getting up|first thing|out of bed) ~8 (stiff|stiffness|stiffer|seized|seize|locked up|rusty|frozen|like a board|like a robot|tin man)',
    ],
  },
  long_morning_stiffness: {
    label: 'morning stiffness lasting over half an hour',
    terms: [
      '(hour|hours|all morning|ages|half the morning) ~8 (before|until|till) ~4 (bend|move|function|walk properly|do anything|get dressed|put my boots on|put my shoes on)',

      '(stiff|stiffness|seized|locked up|rusty|frozen|loosen|loosens|limber up|get going|warm up|warms up) ~10 (hour|hours|hour and a half|all morning|half the morning|most of the morning|until lunch|till lunch|lunchtime|mid morning|midday|until noon|till noon|ages|45 minutes|forty five minutes|an hour|/[4-9]\\d/ minutes|over half an hour|more than half an hour|over 30 minutes|more than 30 minutes)',
      '(hour|hours|all morning|half the morning|until lunch|till lunch|ages|most of the morning) ~8 (to|before) ~4 (loosen|get going|limber up|warm up|ease|move|feel normal|get moving|work out)',
    ],
  },
  ease_movement: {
    label: 'eases with movement',
    terms: [
      '(ease|eases|eased|easing|better|improves|improve|loosen|loosens|loosened|settle|settles|goes|wears off|wear off) ~5 (move|moving|movement|moving around|get going|getting going|exercise|exercising|activity|warm up|warmed up|as the day|during the day|through the day|later in the day|walk|walking|a hot shower|shower)',
      '(moving|movement|exercise|activity|walking|getting going) ~4 (helps|eases|loosens|makes it better|improves|better)',
    ],
  },
  early_waking: {
    label: 'waking in the early hours',
    terms: [
      '(early hours|small hours|second half of the night|middle of the night|early morning)',
      '(wake|wakes|woke|waking|up) ~5 (at|around|about) (/[2-5]/|two|three|four|five) ?(am|oclock)',
      '/[2-5]am/|/[2-5]/ am|/[2-5]/ in the morning',
    ],
  },

  pressure_feeling: {
    label: 'a pressure or tightness',
    terms: ['@PRESSURE', 'more of a pressure|like a pressure|a weight on'],
    except: [
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
      '(worse|bad|stiff|stiffer|sore) ~4 (rest|resting|when i rest|sitting still|keep still|keeping still|inactive|inactivity|lying still|after sitting)',
    ],
  },
  spreading_any: {
    label: 'something spreading',
    terms: [
      '(it|this|the patch|patch|the area|area) ~3 (keeps|kept|has|is|has been|been) ~2 (spreading|crept|creeping|growing|getting bigger|covering more|moving up|climbing)',
      '(now|also) (covers|reaches|goes up to|creeping higher)',
      'creeping (higher|further|up)',
    ],
  },
  supination_weak: {
    label: 'weak turning the forearm',
    terms: [
      '(weak|weaker|no strength|no power|strength|struggle|struggling) ~5 (turning|turn|twist|twisting) ~3 (screwdriver|door handle|handle|key|jar|tap|palm)',
      '(turning|turn|twist|twisting) ~3 (screwdriver|door handle|handle|key|jar|tap) ~4 (weak|weaker|hard|no strength|struggle|difficult)',
    ],
  },
  new_headache: {
    label: 'a new headache',
    terms: [
      '(never|do not|rarely|hardly ever|not one for) ~3 (get|had|have|getting) ~2 headaches ~8 (but|now|until|this)',
      '(new|different|unusual) ~2 (headache|headaches|head pain)',
    ],
  },
  focal_bone_tenderness: {
    label: 'one tender spot on a bone',
    terms: [
      '(pinpoint|one spot|exact spot|specific spot|single spot|one place|one point|one exact spot|a spot|one bit) ~4 (on|over|of) ~3 (bone|bony|shin bone|foot bone)',
      '(pinpoint|exquisite|exquisitely|point) ~2 (tender|tenderness|sore)',
      '(press|pressing|touch|touching|poke|poking) ~6 (one spot|one place|one point|exact spot|a spot) ~4 (bone|hurts|agony|jump)',
    ],
  },
  sudden_onset: {
    label: 'sudden onset',
    terms: [
      'within (minutes|seconds|a minute|a few minutes)',
      'in (an instant|a second|a flash|seconds)',
      '(woke|woken|wake|awoke) ~2 (up )?~3 with',
      'all at once|then suddenly|out of the blue|came on (fast|quickly|suddenly|all at once)',
    ],
  },
  child: {
    label: 'a child',
    terms: [
      '(my|our) (son|daughter|child|kid|boy|girl|little one|toddler|baby|teenager|teen|grandson|granddaughter)',
      '(/\\d+/|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|seven|six|five|four|three) ~2 (year old|years old|yr old|yo) (son|daughter|child|kid|boy|girl|grandson|granddaughter)',
      '(he|she) is (/[1-9]/|/1[0-5]/|ten|eleven|twelve|thirteen|fourteen|fifteen|nine|eight|seven|six|five)',
      '(at|in) (primary|secondary|high|middle) school|year (/[1-9]/|/1[01]/) at school|in year (/[1-9]/|/1[01]/)|school (pe|sports|team|football)|(gcse|gcses|sats)',
    ],
    history: true,
  },
} satisfies Record<string, ConceptDef>);

export type ConceptId = keyof typeof CONCEPTS;
export const CONCEPT_IDS = Object.keys(CONCEPTS) as ConceptId[];
