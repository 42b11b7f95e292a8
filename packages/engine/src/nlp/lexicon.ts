/**
 * Clinical findings the engine recognises in a person's own words. Each finding has a plain label
 * (used in the narrative) and one pattern run on each normalised clause (lowercase, contractions
 * expanded: "can't" -> "can not"). A finding inside a negation scope is recorded as denied.
 */
import { CONCEPTS, type ConceptId } from './concepts.ts';

export interface FindingDef {
  label: string;
  re: RegExp;
}

const CANT =
  '(?:can not|could not|unable to|not able to|can no longer|have not been able to|struggle to|struggling to|impossible to)';

export const FINDINGS = {
  // onset and mechanism
  sudden_onset: {
    label: 'sudden onset',
    re: /\b(?:sudden(?:ly)?|all of a sudden|out of the blue|abrupt(?:ly)?|came on (?:quickly|suddenly)|instantly)\b/,
  },
  gradual_onset: {
    label: 'gradual onset',
    re: /\b(?:gradual(?:ly)?|slowly (?:got|getting|get|come|came|crept|built|building|worse)|crept up|creeping|built up|building up|got worse over|bit by bit|over (?:the )?(?:last |past )?(?:few |couple of |several )?years)\b/,
  },
  injury: { label: 'an injury', re: /\b(?:injur(?:y|ed|ies|e)|hurt it|trauma|did something to it)\b/ },
  atraumatic: {
    label: 'no injury',
    re: /\b(?:no (?:obvious |particular |apparent |real |specific )?(?:reason|cause|injury|injuries|trauma)|did not (?:fall|injure|hurt|do anything)|(?:for|with) no (?:obvious )?reason|out of nowhere|not injured|nothing happened|did not injure)\b/,
  },
  whiplash_mechanism: {
    label: 'a car collision (whiplash mechanism)',
    re: /\b(?:whiplash|rear ended|car (?:accident|crash|collision)|(?:car|van|lorry|bus) (?:went|drove|ran|crashed|ploughed) into (?:the back of )?(?:me|mine|my|our)|went into the back of (?:my|our|me)|(?:hit|shunted) from behind|(?:road|traffic) (?:accident|collision)|crash)\b/,
  },
  lifting: {
    label: 'lifting or bending load',
    re: /\b(?:lifting(?! (?:my|the|your|his|her) (?:left |right )?(?:arm|arms|leg|legs|head|foot|knee))|lifted(?! (?:my|the|your|his|her) (?:left |right )?(?:arm|arms|leg|legs|head))|lift (?:a|the|something|heavy)|picking up|picked up|carrying|carried|heavy (?:box|boxes|load|bag|bags|weights?|lifting)|moving (?:house|furniture)|digging|dug|shovel(?:l)?ing)\b/,
  },
  twisting: {
    label: 'a twisting movement',
    re: /\b(?:twist(?:ed|ing)?|pivot(?:ed|ing)?|turn(?:ed|ing) (?:quickly|sharply|suddenly|awkwardly)|change(?:d)? (?:of )?direction|changing direction|side ?stepp?(?:ed|ing)?|planted my foot)\b/,
  },
  ankle_inversion: {
    label: 'rolling the ankle',
    re: /\b(?:(?:went|go|going|gone) over on (?:a|the) (?:kerb|curb|step|edge)|(?:rolled|rolling|turned|went over on|gone over on|going over on|twisted|sprained|went over|go over on) (?:on )?(?:my |the |it|his |her )?(?:left |right )?(?:ankle|foot)|(?:foot|ankle) (?:rolled|turned|went|gave) (?:in|inwards|over|under|way)|rolled (?:inwards|in|over)|went over on it|uneven ground|off (?:a|the) (?:kerb|curb|step|pavement))\b/,
  },
  running: {
    label: 'running',
    re: /\b(?:run(?! over| into| out)|runs(?! (?:down|into|up|along|through|from|across))|running(?! (?:a |at )?(?:temp|temperature|fever|\d))|ran(?! over| into| out)|jog|jogs|jogging|runner|marathon|10 ?k|5 ?k|parkrun|treadmill|mileage)\b/,
  },
  sprinting: {
    label: 'sprinting or explosive push-off',
    re: /\b(?:sprint|sprints|sprinting|sprinted|accelerat(?:e|ing)|chasing|kicking (?:a|the) ball)\b/,
  },
  jumping: {
    label: 'jumping and landing',
    re: /\b(?:jump|jumps|jumping|jumped|landing|landed|basketball|volleyball|netball|skipping|plyometrics?|hopping practice)\b/,
  },
  racket_sport: {
    label: 'racket sport',
    re: /\b(?:tennis|squash|badminton|racket|racquet|padel|pickleball|backhand)\b/,
  },
  throwing_climbing: {
    label: 'climbing, golf or throwing',
    re: /\b(?:rock climbing|bouldering|climbing(?! (?:the )?(?:stairs|steps|hills?|up))|golf|golfer|throwing|pitching|rowing)\b/,
  },
  load_increase: {
    label: 'a recent jump in activity',
    re: /\b(?:recently (?:started|began|doubled|increased|added|upped|took up|taken up|ramped)|just (?:started|took up|taken up)|doubled|increased (?:my )?(?:mileage|training|running|distance|hours)|new (?:training|job|sport|gym|exercise|program|programme|role)|training for|started (?:training|running|walking|a new|playing|working|doing|going)|more than usual|added (?:hill|hills|speed|sprints|intervals)|took up|since starting|summer of|a lot of)\b/,
  },
  typing_computer: {
    label: 'desk or screen work',
    re: /\b(?:typing|keyboard|mouse|computer|laptop|screens?|desk|office (?:job|work|worker|chair)|(?:in|at) the office|monitor|studying|emails|workstation|gaming)\b/,
  },
  slumped_posture: {
    label: 'slumped postures',
    re: /\b(?:slump(?:ed|ing)?|slouch(?:ed|ing)?|hunch(?:ed|ing)?|sofa|couch|poor posture|posture|bent over (?:a |my )?(?:laptop|phone|desk))\b/,
  },
  sustained_posture: {
    label: 'worse with sustained postures through the day',
    re: /\b(?:end of the day|by (?:the )?(?:late )?(?:afternoon|evening)|through(?:out)? the (?:afternoon|day)|long (?:study|work|working|meetings?) ?(?:sessions?|hours|days)?|long hours|(?:tightens|stiffens) up)\b/,
  },
  stress: {
    label: 'stress',
    re: /\b(?:stress|stressed|stressful|anxious|anxiety|overwhelmed|tense|pressure at work)\b/,
  },
  poor_sleep: {
    label: 'poor sleep',
    re: /\b(?:(?:poor|bad|broken|little|not enough|lack of|disturbed) sleep|sleeping (?:badly|poorly)|not sleeping|insomnia|exhausted|tired all the time|fatigued?)\b/,
  },
  fear: {
    label: 'worry about the pain',
    re: /\b(?:worr(?:ied|y|ying)|scared|afraid|frightened|fear|anxious|wearing (?:them|it|my \w+) out|something serious|damag(?:e|ing)|slipped disc|crumbling|terrified|concerned)\b/,
  },
  new_baby: {
    label: 'lifting a baby',
    re: /\b(?:newborn|new born|baby|babies|infant|toddler|breastfeeding|new mum|new mother)\b/,
  },
  manual_work: {
    label: 'physical work',
    re: /\b(?:decorator|decorating|painting|builder|plasterer|labourer|manual (?:work|job)|gardening|garden|digging|diy|warehouse|factory|mechanic|electrician|plumber|hairdresser|cleaner|carpenter|farmer|nurse|carer)\b/,
  },
  overhead: {
    label: 'overhead arm use',
    re: /\b(?:overhead|above (?:my )?head|(?:paint(?:ing|ed)?|plaster(?:ing|ed)?|decorat(?:e|ing)|reach(?:ing)? (?:up )?(?:to )?) (?:the |a )?ceilings?|reach(?:ing)? up|hang(?:ing)? (?:washing|out)|throw(?:ing)?|swimming|serving|shelf|shelves|cupboards?|raise my arm|raising my arm|lift(?:ing)? my arm)\b/,
  },
  // pain quality and spread
  burning: { label: 'burning pain', re: /\bburn(?:ing|s)?\b/ },
  electric: {
    label: 'electric or shooting pain',
    re: /\b(?:electric|electrical|shoot(?:ing|s)?|shock|shocks|lightning|zap(?:s|ping)?|zinging)\b/,
  },
  sharp: { label: 'sharp pain', re: /\b(?:sharp|stabbing|knife like)\b/ },
  dull_ache: { label: 'a dull ache', re: /\b(?:dull|ache|aches|aching|achy|nagging)\b/ },
  stiffness: { label: 'stiffness', re: /\b(?:stiff|stiffness|stiffen(?:s|ed)?|tight|tightness|tightens)\b/ },
  severe_pain: {
    label: 'severe pain',
    re: /\b(?:severe|excruciating|agony|agonising|unbearable|worst pain|extreme|very very (?:strong|bad|severe)|(?:terrible|horrendous|horrific|crippling|dreadful) (?:pain|ache|agony)|(?:9|10) ?(?:\/|out of) ?10)\b/,
  },
  radiating_arm: {
    label: 'pain spreading down the arm',
    re: /\b(?:(?:down|along|into|through|to) (?:the )?(?:outside |inside |back |front )?(?:of )?(?:my |the )?(?:left |right )?(?:arm|arms|forearm|hand|fingers?|thumb)(?! (?:sideways|up|out))|from (?:my |the )?neck (?:down|into|to|along)|radiat\w* (?:down|into|to) (?:my |the )?(?:arm|hand|shoulder blade)|arm pain)\b/,
  },
  radiating_leg: {
    label: 'pain spreading down the leg',
    re: /\b(?:(?:runs?|running|shoots?|shooting|goes|going|travels?|spreads?|radiat\w*|down|into|to) (?:all the way )?(?:down )?(?:the )?(?:back of |side of |front of )?(?:my |the )?(?:left |right )?(?:leg|legs|thigh|calf|foot|sole|toes|heel)|sciatica|from (?:my |the )?(?:left |right )?(?:buttock|back|hip) (?:down|into|to))\b/,
  },
  below_knee: {
    label: 'symptoms below the knee',
    re: /\b(?:into|down to|to|reaching|in) (?:the )?(?:sole of )?(?:my |the )?(?:left |right )?(?:calf|foot|sole|toes|ankle|shin)\b|\bsole of (?:my |the )?foot\b/,
  },
  sciatica_word: { label: 'sciatica', re: /\bsciatica\b/ },
  pins_needles: {
    label: 'pins and needles',
    re: /\b(?:pins and needles|tingl(?:e|es|ing|ed)|prickl(?:y|ing)|buzzing|fizzing)\b/,
  },
  numbness: {
    label: 'numbness',
    re: /\b(?:numb|numbness|dead feeling|feels dead|lost feeling|loss of (?:feeling|sensation)|reduced (?:feeling|sensation))\b/,
  },
  weakness: {
    label: 'weakness',
    re: /\b(?:weak|weakness|weaker|weakened|losing strength|lost strength|no strength|dropping things|drop things)\b/,
  },
  cough_sneeze: {
    label: 'worse with coughing or sneezing',
    re: /\b(?:cough(?:ing|ed)?|sneez(?:e|ed|ing)|straining on the toilet)\b/,
  },
  // neck, head and jaw
  neck_movement: {
    label: 'pain turning or tilting the head',
    re: /\b(?:turn(?:ing)? (?:my |the )?head|look(?:ing)? (?:up|down|over (?:my|your) shoulder|round|behind)|blind spot|tilt(?:ing)? (?:my )?head|moving my neck|neck movements?)\b/,
  },
  neck_extension_arm: {
    label: 'arm symptoms brought on by neck movement',
    re: /\b(?:look(?:ing)? up|tilt(?:ing)? (?:my )?head (?:back|up)|turn(?:ing)? (?:my )?head (?:to|towards))\b/,
  },
  headache: {
    label: 'headache',
    re: /\b(?:headaches?|head aches?|head (?:hurts|pain)|head (?:is |has been |keeps |was |keeps on )?(?:hurting|aching|pounding|throbbing|splitting|killing me)|migraines?|pain in (?:my |the )?(?:left |right )?temple|(?:ache|aches|aching|pain|pains|throbbing) in (?:my |the |her |his )?(?:side of (?:my |the |her |his )?)?head)\b/,
  },
  headache_from_neck: {
    label: 'headache starting in the neck',
    re: /\b(?:start(?:s|ing)? (?:at|in|from) (?:the )?(?:back of )?(?:my |the )?(?:neck|skull)|base of (?:my |the )?skull|from (?:my |the )?neck (?:up|into|over)|up (?:over|into) (?:my )?(?:head|forehead)|pressing on .{0,30}(?:reproduces|brings on|triggers|sets off|starts)|neck .{0,20}(?:headaches?|into (?:my )?head))\b/,
  },
  jaw_chewing: {
    label: 'pain on chewing',
    re: /\b(?:chew(?:ing|y)?|eating|yawn(?:ing)?|biting|open(?:ing)? (?:my )?mouth wide)\b/,
  },
  jaw_click: {
    label: 'jaw clicking or popping',
    re: /\b(?:jaw (?:clicks|pops|clicking|popping|locks|locking|cracks|clunks)|(?:clicks|pops|clicking|popping) (?:when|as) i open)\b/,
  },
  bruxism: {
    label: 'clenching or grinding',
    re: /\b(?:clench(?:ing|es)?|grind(?:ing)? (?:my )?teeth|bruxism|night guard|gritting)\b/,
  },
  jaw_limited: {
    label: 'limited mouth opening',
    re: /\b(?:mouth (?:will not|does not|can not|would not) open|can not open (?:my )?mouth|open all the way|locked jaw|jaw gets stuck)\b/,
  },
  ear_front: {
    label: 'pain in front of the ear',
    re: /\b(?:in front of (?:my |the )?(?:left |right )?ear|by my ear|near my ear|earache|sore face|face (?:is |feels )?sore)\b/,
  },
  // shoulder
  painful_arc: {
    label: 'a painful arc lifting the arm',
    re: /\b(?:painful arc|arc|(?:raise|raising|lift|lifting) (?:my )?(?:left |right )?arm (?:sideways|out|to the side|up)|arm (?:out )?(?:sideways|to the side))\b/,
  },
  reach_behind: {
    label: 'pain reaching behind',
    re: /\b(?:reach(?:ing)? (?:behind|back|into the back)|behind my back|do up (?:my )?bra|tuck(?:ing)? (?:my )?shirt|seat belt|back seat)\b/,
  },
  lying_on_side: {
    label: 'pain lying on that side',
    re: /\b(?:lying on (?:that|this|my|the|it|either) ?(?:side|shoulder|hip|arm)?|lie on (?:that|this|my|the|it) ?(?:side|shoulder|hip)?|sleep(?:ing)? on (?:that|this|my|the|it) ?(?:side|shoulder|hip)?|roll(?:ing)? onto)\b/,
  },
  outer_upper_arm: {
    label: 'pain in the outer upper arm',
    re: /\b(?:outer|outside of (?:my |the )?)(?:upper )?arm\b|\bdeltoid\b/,
  },
  full_range: {
    label: 'full movement kept',
    re: /\b(?:lift it fully|full range|all the way up|lift (?:my |the )?arm (?:fully|all the way)|can still (?:lift|raise|move) (?:it|my arm))\b/,
  },
  shoulder_stuck: {
    label: 'a stiff, stuck shoulder',
    re: new RegExp(
      `\\b(?:stuck|frozen|seized|${CANT} (?:\\w+ ){0,2}(?:turn|rotate|move|lift|raise|reach|get) (?:my )?(?:arm|it|hand)? ?(?:out|outwards|up|above|behind|over)|even with help|(?:lost|losing) (?:a lot of |most of (?:the )?)?(?:movement|range)|will not move)\\b`,
    ),
  },
  external_rotation_loss: {
    label: 'lost outward rotation',
    re: /\b(?:turn (?:my )?arm out(?:wards)?|rotate (?:my )?arm out(?:wards)?|outward rotation|turning (?:my )?arm out)\b/,
  },
  thyroid: { label: 'thyroid disease', re: /\b(?:thyroid|hypothyroid\w*|hyperthyroid\w*|graves)\b/ },
  diabetes: { label: 'diabetes', re: /\b(?:diabetes|diabetic|type (?:1|2|one|two) diabet\w*)\b/ },
  // elbow, wrist, hand
  lateral_elbow: {
    label: 'pain on the outer elbow',
    re: /\b(?:outer|outside|lateral|out) (?:side of )?(?:the |my )?(?:left |right )?elbow\b|\b(?:bony bump|bone|knobbly bone) on the outside\b|\btennis elbow\b/,
  },
  medial_elbow: {
    label: 'pain on the inner elbow',
    re: /\b(?:inner|inside|medial|in) (?:side of )?(?:the |my )?(?:left |right )?elbow\b|\b(?:bony bump|bone|knobbly bone) on the inside\b|\bgolfers elbow\b/,
  },
  gripping: {
    label: 'pain with gripping',
    re: /\b(?:grip|gripping|grasp(?:ing)?|squeez(?:e|ing)|open(?:ing)? (?:jars?|bottles?|lids?)|pick(?:ing)? up (?:a |the )?(?:full )?(?:mug|cup|kettle|bag|shopping|pan)|turn(?:ing)? (?:a |the )?(?:door )?(?:handles?|keys?|taps?)|shaking hands|hand ?shake|wring(?:ing)?|pour(?:ing)?|holding)\b/,
  },
  wrist_flexion: {
    label: 'pain bending the wrist against resistance',
    re: /\b(?:curl(?:ing)? my wrist|wrist curls?|bend(?:ing)? my wrist (?:forward|down|in)|flex(?:ing)? my wrist|pulling|pull ups)\b/,
  },
  cts_fingers: {
    label: 'symptoms in the thumb, index and middle fingers',
    re: /\b(?:thumb(?:,)? (?:and )?(?:index|first|pointer)|thumb and (?:first|index|the first) (?:two |three )?fingers|first (?:two|three) fingers|index and middle|thumb,? index and middle|middle and index)\b/,
  },
  flick_sign: {
    label: 'shaking the hand out to ease it',
    re: /\b(?:dangle|dangling|shake (?:it|my hand)|shaking (?:it|my hand)|flick(?:ing)? (?:it|my hand))\b/,
  },
  little_finger: { label: 'little finger symptoms', re: /\b(?:little finger|pinky|ring and little)\b/ },
  thumb_side_wrist: {
    label: 'pain on the thumb side of the wrist',
    re: /\b(?:thumb side of (?:my |the )?wrist|wrist (?:below|under|near|by) (?:my |the )?thumb|below the thumb|radial side|side of (?:my |the )?wrist (?:by|near) (?:my |the )?thumb)\b/,
  },
  finkelstein: {
    label: 'pain folding the thumb into the palm',
    re: /\b(?:folding (?:my )?thumb|thumb (?:tucked |folded )?into (?:my )?(?:palm|fist)|thumb in (?:my )?fist|(?:bend|bending|tilting) (?:my )?wrist towards (?:the |my )?little finger|finkelstein)\b/,
  },
  thumb_use: {
    label: 'pain using the thumb',
    re: /\b(?:text(?:ing)?|phone|pinch(?:ing)?|lift (?:my|the) (?:baby|newborn)|lifting (?:my|the) (?:baby|newborn)|wringing|thumb movements?)\b/,
  },
  thumb_base: {
    label: 'pain at the base of the thumb',
    re: /\b(?:base of (?:my |the )?(?:left |right )?thumb|thumb base|bottom of (?:my )?thumb|joint at the base)\b/,
  },
  hand_nodes: {
    label: 'bony lumps on the finger joints',
    re: /\b(?:hard lumps|bony (?:lumps|bumps|nodes|swelling)|knobbly (?:fingers|knuckles|joints)|nodes|squared off|knuckles (?:are )?(?:bigger|enlarged))\b/,
  },
  fine_hand_tasks: {
    label: 'pain with fine hand tasks',
    re: /\b(?:buttons|opening (?:bottles|jars)|keys|writing|sewing|knitting|fiddly)\b/,
  },
  // back
  bending_forward: {
    label: 'worse bending forward',
    re: /\b(?:bend(?:ing)? (?:forward|over|down)|bends? forward|socks on|put(?:ting)? (?:on )?(?:my )?socks|tying (?:my )?(?:shoe)?laces|bending)\b/,
  },
  sit_to_stand: {
    label: 'pain getting up from a chair',
    re: /\b(?:get(?:ting)? (?:out of|up from) (?:a |the |my )?(?:chair|seat|sofa|bed|car)|standing up from|stand up from|rising from)\b/,
  },
  between_blades: {
    label: 'pain between the shoulder blades',
    re: /\b(?:between (?:my |the )?shoulder ?blades|shoulder ?blades?|upper back|mid back)\b/,
  },
  // hip and thigh
  groin_pain: { label: 'groin pain', re: /\bgroin\b/ },
  hip_function: {
    label: 'difficulty with socks, shoes or toenails',
    re: /\b(?:(?:putting on|put on|getting on) (?:my )?(?:shoes|socks)|cutting (?:my )?toenails|toenails|(?:getting|get) (?:in and out|into|out) of (?:the |a )?(?:car|bath)|crossing my legs|in and out of the car)\b/,
  },
  lateral_hip: {
    label: 'pain on the outer hip',
    re: /\b(?:outer (?:side of )?(?:my |the )?(?:right |left )?hip|outside of (?:my |the )?(?:right |left )?hip|side of (?:my |the )?(?:right |left )?hip|bony point|greater trochanter|trochanter\w*)\b/,
  },
  crossed_legs: {
    label: 'pain sitting with legs crossed',
    re: /\b(?:legs crossed|crossing (?:my )?legs|cross (?:my )?legs)\b/,
  },
  stairs: { label: 'pain on stairs', re: /\b(?:stairs|steps|staircase)\b/ },
  stairs_down: {
    label: 'pain going downstairs',
    re: /\b(?:(?:going |walking |coming )?down (?:the )?(?:stairs|steps|hills?)|downstairs|downhills?|descending)\b/,
  },
  hills: { label: 'hills', re: /\b(?:uphill|hills?|inclines?|slopes?)\b/ },
  walking_aggr: { label: 'pain with walking', re: /\b(?:walking|walks|walk|after a walk|on my feet)\b/ },
  sudden_grab: {
    label: 'a sudden grab or pull in the muscle',
    re: /\b(?:(?:felt|feel) (?:a |something )?(?:sudden )?(?:grab|pull|ping|twang|tear|snap|pop)|pulled (?:a |my |something|muscle)|strained (?:a |my )|sudden grab|grabbed)\b/,
  },
  bruising: { label: 'bruising', re: /\b(?:bruis(?:e|ed|es|ing)|black and blue|discolou?r(?:ed|ation))\b/ },
  stretch_pain: {
    label: 'pain on stretching the muscle',
    re: /\b(?:straighten(?:ing)? (?:the |my )?knee with (?:my |the )?hip bent|(?:hurts|painful|sore) to stretch|stretching (?:it )?hurts|touch(?:ing)? my toes|leg straight)\b/,
  },
  // knee
  around_kneecap: {
    label: 'pain around or behind the kneecap',
    re: /\b(?:around|behind|under|front of|round) (?:my |the )?(?:left |right )?(?:kneecap|knee cap|patella)|front of (?:my |the )?(?:left |right )?knee|anterior knee\b/,
  },
  below_kneecap: {
    label: 'pain just below the kneecap',
    re: /\b(?:(?:just |right )?(?:below|under) (?:my |the )?(?:left |right )?(?:kneecap|knee cap)(?! joint)|kneecap on the tendon|patellar tendon|tendon (?:under|below) (?:my |the )?(?:kneecap|knee cap)|bottom of (?:my |the )?kneecap)\b/,
  },
  sitting_long: {
    label: 'pain after sitting a long time',
    re: /\b(?:after sitting|sitting (?:for (?:a )?long|through|for hours|still)|long (?:meetings|films|car journeys|periods of sitting)|cinema|prolonged sitting|sat for)\b/,
  },
  squatting: {
    label: 'pain squatting or kneeling',
    re: /\b(?:squat|squats|squatting|kneel|kneeling|lunges?)\b/,
  },
  crepitus: {
    label: 'creaking or grinding',
    re: /\b(?:creak(?:s|y|ing)?|crunch(?:es|ing|y)?|grinding|grating|crepitus|crackl(?:es|ing))\b/,
  },
  warm_up_eases: {
    label: 'eases once warmed up',
    re: /\b(?:(?:eases|settles|goes|better|improves|disappears|wears off) (?:off )?(?:as|once|after|when) (?:i |it )?(?:warm|get|gets) (?:up|warmed|going)|warm(?:s|ed|ing)? up|once i get going)\b/,
  },
  lateral_knee: {
    label: 'pain on the outer knee',
    re: /\b(?:outside|outer|lateral) (?:side |part )?(?:of )?(?:my |the )?(?:left |right )?knee\b/,
  },
  into_run: {
    label: 'pain that comes on a set time into a run',
    re: /\b(?:(?:\d+|ten|fifteen|twenty|thirty|few) minutes into (?:my |a |the )?(?:run|runs)|into (?:my |a )?runs?|forces me to (?:stop|walk)|have to stop (?:running|and walk))\b/,
  },
  cycling: { label: 'cycling', re: /\b(?:cycling|cycle|bike|biking|spin class)\b/ },
  joint_line: {
    label: 'pain on the joint line',
    re: /\b(?:joint line|inner (?:side of (?:my |the )?)?knee|inside of (?:my |the )?knee|pain inside the knee|medial (?:side of )?(?:the )?knee|outer joint line)\b/,
  },
  locking: {
    label: 'locking or catching',
    re: /\b(?:lock|locks|locking|locked|(?:catch|catches|catching)(?! (?:my|the|his|her) (?:right |left )?(?:toes?|foot|feet|breath|bus|train|ball|eye|cold|flu))|gets stuck|jams?)\b/,
  },
  clicking: { label: 'clicking', re: /\b(?:click|clicks|clicking|clunk(?:s|ing)?)\b/ },
  giving_way: {
    label: 'the joint giving way',
    re: /\b(?:gave way|give way|gives way|giving way|given way|buckl(?:ed|es|ing)|unstable|instability|will slip|slips out|wobbly|does not feel stable|not trust)\b/,
  },
  swelling: {
    label: 'swelling',
    re: /\b(?:swell|swells|swelled|swelling|swollen|puff(?:y|ed) up|puffy|fluid|effusion)\b/,
  },
  rapid_swelling: {
    label: 'swelling within hours',
    re: /\b(?:swell(?:ed)? (?:up )?(?:within|in) (?:an|the first|a few|1|2|one|two|half an) ?(?:hour|hours|minutes)|swelled (?:up )?(?:straight away|immediately|right away|quickly)|immediately swollen|ballooned)\b/,
  },
  delayed_swelling: {
    label: 'swelling the next day',
    re: /\b(?:swelled|swollen|swelling|swell) (?:up )?(?:the next day|the following day|overnight|by the next morning|next morning)\b/,
  },
  contact_sport: {
    label: 'field or court sport',
    re: /\b(?:football|soccer|rugby|netball|basketball|hockey|skiing|handball|gaa|hurling|martial arts|judo)\b/,
  },
  // ankle, foot, leg
  achilles: { label: 'Achilles tendon pain', re: /\bachilles\b/ },
  above_heel: {
    label: 'pain just above the heel',
    re: /\b(?:above (?:my |the )?heel|back of (?:my |the )?(?:left |right )?(?:heel|ankle))\b/,
  },
  thickened_tendon: {
    label: 'a thickened tendon',
    re: /\b(?:thicken(?:ed|ing)|thick|lump (?:in|on) the tendon|nodule)\b/,
  },
  start_of_activity: {
    label: 'pain at the start of activity',
    re: /\b(?:start of (?:a |my |the )?(?:runs?|run|activity|training|practice|exercise|walk)|first (?:few )?minutes of)\b/,
  },
  push_off: {
    label: 'pain pushing off',
    re: /\b(?:push(?:ing)? off|pushed off|going up on (?:my )?toes|go up on (?:my )?toes|on (?:my )?tiptoes?|heel raises?)\b/,
  },
  calf_word: { label: 'calf pain', re: /\b(?:calf|calves)\b/ },
  tender_spot: {
    label: 'a tender spot',
    re: /\b(?:tender (?:spot|point|area)|sore spot|tender to (?:touch|press)|painful to (?:touch|press)|pressing on|press on|squeezing it|tender)\b/,
  },
  inner_shin: {
    label: 'pain along the inner shin',
    re: /\b(?:inner (?:edge|border|side) (?:of )?(?:my |the )?shins?|along (?:the |my )?(?:inner )?(?:edge|shin|bone)|inside of (?:my |the )?shins?|shin splints)\b/,
  },
  diffuse_bone_pain: {
    label: 'pain spread along the bone',
    re: /\b(?:long section|along (?:a |the )?(?:long )?(?:stretch|length|section)|rather than (?:one|a single) spot|spread along|diffuse|all along)\b/,
  },
  first_steps: {
    label: 'pain with the first steps in the morning',
    re: /\b(?:first (?:few )?steps|first thing in the morning|getting out of bed|first step)\b/,
  },
  under_heel: {
    label: 'pain under the heel',
    re: /\b(?:under(?:neath)? (?:my |the )?(?:left |right )?heel|bottom of (?:my |the )?heel|sole of (?:my |the )?foot|arch of (?:my |the )?foot|arch)\b/,
  },
  standing_long: {
    label: 'worse after long standing',
    re: /\b(?:long day (?:standing|on my feet)|standing (?:all day|for long|for hours|at work)|on my feet all day|stand(?:ing)? in the shop)\b/,
  },
  limp: { label: 'walking with a limp', re: /\b(?:limp|limping|limped|hobbl(?:e|ed|ing))\b/ },
  // generalised
  widespread: {
    label: 'widespread aches',
    re: /\b(?:all over|everywhere|whole body|generally achy|general aches?|widespread|achy muscles|muscles (?:ache|are achy|are sore)|aches and pains|my shoulders,? back and legs)\b/,
  },
  ease_rest: {
    label: 'easier with rest',
    re: /\b(?:(?:rest|resting|rest days|sitting down|lying down|stopping) (?:\w+ ){0,3}(?:helps?|eases?|settles?|better|relieves?)|(?:better|eases?|settles?|improves?|relieved|goes away|fine) (?:\w+ ){0,2}(?:with|on|after|at|by) (?:rest|resting|rest days|lying down|sitting down|stopping))\b/,
  },
  heat_massage: {
    label: 'eased by heat or massage',
    re: /\b(?:heat|hot water bottle|warm bath|hot shower|massage)\b/,
  },
  night_pain: {
    label: 'night pain',
    re: /\b(?:at night|night ?time|nights|wakes? me|woken|waking|wake up|keeps me awake|disturbs? my sleep|overnight|early hours|night pain|no (?:position|way) (?:\w+ ){0,2}in bed|(?:can not|could not) sleep at all|(?:turn(?:ing)?|roll(?:ing)?) over in bed|(?:pain|hurts?|aches?|aching|throbs?|throbbing|sore) (?:\w+ ){0,2}in bed)\b/,
  },
  // red-flag findings
  weight_loss_intended: {
    label: 'losing weight on purpose',
    re: /\b(?:diet|dieting|dieted|calorie|calories|slimming|weight watchers|slimming world|ozempic|wegovy|mounjaro|trying to lose|to lose (?:\w+ ){0,3}weight|on purpose|intentionally|meal plan|fasting|cutting weight)\b/,
  },
  smoker: { label: 'smoking', re: /\b(?:smoker|smoke|smoking|smokes|cigarettes?)\b/ },
  hypertension: {
    label: 'high blood pressure',
    re: /\b(?:high blood pressure|high pressure of (?:the )?blood|hypertension|(?:blood pressure|bp) (?:tablets|medication|medicine|pills|meds|tabs)|(?:the )?tension (?:is )?high|high tension)\b/,
  },
  osteoporosis: {
    label: 'osteoporosis',
    re: /\b(?:t ?score (?:of )?(?:-|minus )?(?:2\.[5-9]|[3-9](?:\.\d)?)|osteopor\w*|brittle bones|thin bones|osteopenia|alendron\w*|risedron\w*|bisphosphonates?|(?:bones are|bones have gone|weak) (?:weak|brittle|thin)|weak bones|known op)\b/,
  },
  steroids_long_term: {
    label: 'long-term steroid tablets',
    re: /\b(?:long term steroids|steroid tablets|prednisolone|on steroids)\b/,
  },
  trips: { label: 'tripping', re: /\b(?:trip(?:ping|ped|s)? (?:over|on)|tripping)\b/ },
  improves_exercise: {
    label: 'improves with exercise',
    re: /\b(?:improves?|better|eases?) (?:\w+ ){0,2}(?:exercise|activity|movement|moving)\b/,
  },
} satisfies Record<string, FindingDef>;

/** Findings read with one pattern per clause (the musculoskeletal picture). */
export type PatternFindingId = keyof typeof FINDINGS;
export const PATTERN_FINDING_IDS = Object.keys(FINDINGS) as PatternFindingId[];
/** Every finding: the patterns above and the concepts of the safety screen (concepts.ts). */
export type FindingId = PatternFindingId | ConceptId;

/** The plain label of a finding, for the narrative. */
export function findingLabel(id: FindingId): string {
  return id in FINDINGS ? FINDINGS[id as PatternFindingId].label : CONCEPTS[id as ConceptId].label;
}
