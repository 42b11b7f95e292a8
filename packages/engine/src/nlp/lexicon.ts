/**
 * Clinical findings the engine recognises in a person's own words. Each finding has a plain label
 * (used in the narrative) and one pattern run on each normalised clause (lowercase, contractions
 * expanded: "can't" -> "can not"). A finding inside a negation scope is recorded as denied.
 */
export interface FindingDef {
  label: string;
  re: RegExp;
}

const PAIN = '(?:pain|pains|ache|aches|aching|achy|sore|soreness|hurts?|hurting|discomfort|twinge)';
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
  fall: {
    label: 'a fall',
    re: /\b(?:fell|fall|fallen|tripped|slipped|came off (?:my |the |a )?(?:bike|horse|ladder|scooter))\b(?! asleep)/,
  },
  high_energy: {
    label: 'a significant impact',
    re: /\b(?:car (?:accident|crash|collision)|hit by a (?:car|bike|van)|motorbike|tackled?|collided|collision|rear ended|ladder|from a height|fell down (?:the )?stairs)\b/,
  },
  whiplash_mechanism: {
    label: 'a car collision (whiplash mechanism)',
    re: /\b(?:whiplash|rear ended|car (?:accident|crash|collision)|(?:car|van|lorry|bus) (?:went|drove|ran|crashed|ploughed) into (?:the back of )?(?:me|mine|my|our)|went into the back of (?:my|our|me)|(?:hit|shunted) from behind|(?:road|traffic) (?:accident|collision)|crash)\b/,
  },
  lifting: {
    label: 'lifting or bending load',
    re: /\b(?:lifting|lifted|lift (?:a|the|something|heavy)|picking up|picked up|carrying|carried|heavy (?:box|boxes|load|bag|bags|weights?|lifting)|moving (?:house|furniture)|digging|dug|shovel(?:l)?ing)\b/,
  },
  twisting: {
    label: 'a twisting movement',
    re: /\b(?:twist(?:ed|ing)?|pivot(?:ed|ing)?|turn(?:ed|ing) (?:quickly|sharply|suddenly|awkwardly)|change(?:d)? (?:of )?direction|changing direction|side ?stepp?(?:ed|ing)?|planted my foot)\b/,
  },
  ankle_inversion: {
    label: 'rolling the ankle',
    re: /\b(?:(?:rolled|rolling|turned|went over on|gone over on|going over on|twisted|sprained|went over|go over on) (?:on )?(?:my |the |it|his |her )?(?:left |right )?(?:ankle|foot)|(?:foot|ankle) (?:rolled|turned|went|gave) (?:in|inwards|over|under|way)|rolled (?:inwards|in|over)|went over on it|uneven ground|off (?:a|the) (?:kerb|curb|step|pavement))\b/,
  },
  pop_snap: { label: 'a pop or snap', re: /\b(?:pop|popped|popping|pops|snap|snapped|crack(?:ed)?|clunk)\b/ },
  kicked_sensation: {
    label: 'feeling of being kicked',
    re: /\b(?:felt|feel|feels) (?:like|as if|as though) (?:someone|somebody|something|i had been|i was|i got|being) (?:had )?(?:kicked|hit|shot|struck)|someone kicked me\b/,
  },
  running: {
    label: 'running',
    re: /\b(?:run|runs|running|ran|jog|jogs|jogging|runner|marathon|10 ?k|5 ?k|parkrun|treadmill|mileage)\b/,
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
    re: /\b(?:typing|type|keyboard|mouse|computer|laptop|screens?|desk|office|monitor|study|studying|emails|workstation|gaming)\b/,
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
    re: /\b(?:overhead|above (?:my )?head|ceilings?|reach(?:ing)? up|hang(?:ing)? (?:washing|out)|throw(?:ing)?|swimming|serving|shelf|shelves|cupboards?|raise my arm|raising my arm|lift(?:ing)? my arm)\b/,
  },
  long_travel: {
    label: 'a long journey',
    re: /\b(?:long (?:drive|journey|flight|trip|car journey|haul)|flight|flew|flying|travel(?:l)?ed|travel(?:l)?ing|travel)\b/,
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
    re: /\b(?:severe|excruciating|agony|agonising|unbearable|worst pain|extreme|(?:9|10) ?(?:\/|out of) ?10)\b/,
  },
  constant_pain: {
    label: 'constant pain',
    re: /\b(?:constant(?:ly)?|all the time|there all the time|never (?:goes away|eases|lets up|stops)|24 ?7|day and night|non stop|unrelenting|continuous(?:ly)?)\b/,
  },
  progressive_pain: {
    label: 'pain getting steadily worse',
    re: /\b(?:getting (?:steadily |progressively |gradually )?worse|worsening|progressive(?:ly)?|keeps getting worse|worse (?:each|every) (?:day|week))\b/,
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
    re: /\b(?:cough(?:ing)?|sneez(?:e|ing)|straining on the toilet)\b/,
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
    re: /\b(?:headaches?|head aches?|head (?:hurts|pain)|migraines?|pain in (?:my |the )?(?:left |right )?temple)\b/,
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
    re: /\b(?:lock|locks|locking|locked|catch|catches|catching|gets stuck|jams?)\b/,
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
  limp: { label: 'walking with a limp', re: /\b(?:limp|limping|hobbl(?:e|ing))\b/ },
  // generalised
  widespread: {
    label: 'widespread aches',
    re: /\b(?:all over|everywhere|whole body|generally achy|general aches?|widespread|achy muscles|muscles (?:ache|are achy|are sore)|aches and pains|my shoulders,? back and legs)\b/,
  },
  ease_movement: {
    label: 'easier with movement',
    re: /\b(?:(?:better|eases?|easier|improves?|loosens?(?: up)?|helps?|settles?|relieved|less (?:sore|stiff)|wears off) (?:\w+ ){0,4}(?:moving|movement|move|exercise|exercising|walk|walking|stretch|stretching|keep moving|keeping moving|active|get going|moving about|moving around)|(?:moving|movement|exercise|walking|keeping active|keeping moving|moving around|moving about) (?:\w+ ){0,4}(?:helps?|eases?|better|improves?)|(?:stretch|walk) around)\b/,
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
    re: /\b(?:at night|night ?time|nights|wakes? me|woken|waking|wake up|keeps me awake|disturbs? my sleep|overnight|early hours|night pain|in bed)\b/,
  },
  // red-flag findings
  chest_pain: {
    label: 'chest pain',
    re: new RegExp(
      `\\bchest\\b(?:\\s\\w+){0,6}\\s(?:${PAIN}|pressure|tight|tightness|crushing|heavy|heaviness)\\b|\\b(?:${PAIN}|pressure|tightness|crushing|heaviness|tight)\\b(?:\\s\\w+){0,5}\\s(?:chest|breastbone)\\b|\\bchest (?:pain|pains|tightness|pressure)\\b`,
    ),
  },
  chest_pressure: {
    label: 'crushing or pressing chest pain',
    re: /\b(?:crushing|squeezing|pressure|heavy|heaviness|tight|tightness|vice|like a band|elephant)\b(?:\s\w+){0,6}\schest\b|\bchest\b(?:\s\w+){0,4}\s(?:crushing|squeezing|pressure|heavy|heaviness|tight|tightness)\b/,
  },
  radiation_arm_jaw: {
    label: 'pain spreading to the arm, jaw or neck',
    re: /\b(?:into|down|to|spreading|spreads|radiat\w*|going|goes|through) (?:to |into |down )?(?:my |the )?(?:left |right )?(?:arm|jaw|neck)\b/,
  },
  sweating: {
    label: 'sweating or clamminess',
    re: /\b(?:sweat(?:ing|y)?|clammy|perspiring|cold sweat)\b(?! (?:at|through|in) (?:the )?night)/,
  },
  nausea: {
    label: 'nausea',
    re: /\b(?:nause(?:a|ous|ated)|feel(?:ing)? sick|felt sick|vomit(?:ing|ed)?|being sick|throwing up)\b/,
  },
  breathless: {
    label: 'breathlessness',
    re: /\b(?:breathless(?:ness)?|short(?:ness)? of breath|out of breath|can not (?:catch|get) my breath|struggling to breathe|difficulty breathing|hard to breathe|gasping)\b/,
  },
  pleuritic: {
    label: 'pain on breathing in',
    re: /\b(?:(?:take|taking|took) a (?:deep |big )?breath|deep breath|breath(?:e|ing)? in|(?:pain|hurts|painful) (?:on|when|to) breath(?:e|ing)|breathing in hurts)\b/,
  },
  haemoptysis: { label: 'coughing blood', re: /\bcough(?:ing|ed)? (?:up )?blood\b/ },
  exertional_chest: {
    label: 'chest pain on exertion that settles with rest',
    re: /\b(?:exertion|exercise|walking|hurry(?:ing)?|stairs|uphill)\b(?:\s\w+){0,10}\s(?:goes|go|settles|eases|better|relieved|stops)\b(?:\s\w+){0,3}\s(?:rest|stop)/,
  },
  tearing: { label: 'tearing or ripping pain', re: /\b(?:tearing|ripping|torn feeling)\b/ },
  faint: {
    label: 'feeling faint',
    re: /\b(?:faint|fainted|pass(?:ed|ing)? out|collaps(?:e|ed|ing)|light ?headed|blacked out|keel over)\b/,
  },
  smoker: { label: 'smoking', re: /\b(?:smoker|smoke|smoking|smokes|cigarettes?)\b/ },
  hypertension: {
    label: 'high blood pressure',
    re: /\b(?:high blood pressure|hypertension|blood pressure (?:tablets|medication))\b/,
  },
  pulsating_mass: {
    label: 'a pulsating feeling in the belly',
    re: /\b(?:pulsat\w*|throbbing (?:lump|mass)|heartbeat in my (?:belly|stomach|tummy))\b/,
  },
  saddle_numbness: {
    label: 'numbness in the saddle area',
    re: /\b(?:numb\w*|tingl\w*|no feeling|can not feel)\b(?:\s\w+){0,5}\s(?:saddle|groin|genitals?|privates|private parts|bottom|back passage|anus|between (?:my )?legs|inner thighs?|crotch|perineum|vagina|penis)\b|\bcan not feel (?:the )?(?:toilet paper|tissue|when i wipe|myself when i wipe)|saddle (?:numbness|anaesthesia|anesthesia)|\b(?:saddle|genital|back passage) (?:area )?(?:is |feels |has gone )?(?:numb|tingly)/,
  },
  bladder_bowel: {
    label: 'bladder or bowel changes',
    re: new RegExp(
      `\\b(?:(?:${CANT}|difficulty|trouble|problems?|struggled to|hard to) (?:\\w+ ){0,2}(?:pass(?:ing)? (?:urine|water)|wee|pee|urinat\\w*|empty(?:ing)? (?:my )?bladder)|(?:wet|wetting|wetted) (?:myself|the bed)|(?:lost|losing|loss of|no) control (?:of|over) (?:my )?(?:bladder|bowels?)|incontinen\\w*|leak(?:ing|ed)? (?:urine|wee)|urinary retention|(?:bladder|bowel|bowels) (?:problems?|issues?|not working|changes?|accident)|problems? with (?:my )?(?:bladder|bowels?)|soil(?:ed|ing) myself|can not (?:feel|tell) when i need (?:to )?(?:wee|pee|go))\\b`,
    ),
  },
  sexual_dysfunction: {
    label: 'new sexual dysfunction',
    re: /\b(?:erectile|can not get an erection|erection problems|sexual (?:dysfunction|problems)|numb (?:genitals|penis|vagina))\b/,
  },
  bilateral_leg_neuro: {
    label: 'nerve symptoms in both legs',
    re: /\b(?:both|two) (?:of my )?(?:legs?|feet)\b(?:\s\w+){0,6}\s(?:pins and needles|tingl\w*|numb\w*|shoot\w*|sciatica|electric|weak\w*)|\b(?:pins and needles|tingl\w*|numb\w*|shooting|sciatica|electric|weak\w*)\b(?:\s\w+){0,6}\s(?:both|two) (?:of my )?(?:legs?|feet)\b|\bdown both legs\b/,
  },
  dizziness: {
    label: 'dizziness',
    re: /\b(?:dizz(?:y|iness)|vertigo|room spinning|giddy|light ?headed(?:ness)?)\b/,
  },
  visual_disturbance: {
    label: 'visual disturbance',
    re: /\b(?:double vision|seeing double|blurred vision|blurry vision|vision (?:is |has |went |goes )?(?:blurred|blurry|double|changed|changes|disturbance|problems?|loss|dark|black)|visual (?:disturbance|changes?|problems?)|flashing lights|loss of vision|lost (?:my |the )?(?:vision|sight)|blind(?:ness)?(?! spot)|sight (?:loss|problems?)|vision changes|can not see)\b/,
  },
  visual_loss: {
    label: 'loss of vision',
    re: /\b(?:loss of vision|lost (?:my |the )?(?:vision|sight)|went blind|gone blind|blindness|can not see (?:out of|with)|vision (?:went|goes|has gone) (?:black|dark)|curtain over)\b/,
  },
  double_vision: { label: 'double vision', re: /\b(?:double vision|seeing double)\b/ },
  slurred_speech: {
    label: 'slurred or muddled speech',
    re: /\b(?:slurr(?:ed|ing)|speech (?:is |was )?(?:slurred|strange|muddled|garbled)|can not (?:speak|talk|get my words out|find (?:my|the) words)|trouble (?:speaking|talking|finding words)|difficulty speaking)\b/,
  },
  facial_droop: {
    label: 'a drooping face',
    re: /\b(?:(?:face|facial|mouth|smile) (?:is |has )?(?:droop\w*|dropped|lopsided|fallen)|droop(?:ing|y)? (?:face|mouth|eyelid)|facial (?:droop|weakness|palsy)|one side of my face)\b/,
  },
  dysphagia: {
    label: 'trouble swallowing',
    re: /\b(?:(?:trouble|difficulty|problems?|hard) (?:swallowing|to swallow)|can not swallow|choking on (?:food|drink))\b/,
  },
  drop_attack: {
    label: 'drop attacks',
    re: /\b(?:drop attacks?|legs (?:suddenly )?gave way (?:under me|and i fell))\b/,
  },
  one_sided_weakness: {
    label: 'weakness on one side',
    re: /\b(?:(?:left|right|one) (?:arm|leg|side)(?: and (?:arm|leg|face))? (?:feels |is |has gone |went |going )?(?:weak|numb|heavy|floppy|dead)|weak(?:ness)? (?:in|of|down) (?:my )?(?:left|right|one) (?:arm|side|leg)|one sided weakness)\b/,
  },
  thunderclap: {
    label: 'a sudden, severe, new headache',
    re: /\b(?:worst headache (?:of|in) my life|thunderclap|never had a headache like (?:this|it)|sudden (?:severe|explosive) headache|explosive headache)\b/,
  },
  fever: {
    label: 'fever or shivers',
    re: /\b(?:fever(?:ish)?|temperature|high temp|shiver(?:s|y|ing)?|rigou?rs|chills|hot and cold)\b/,
  },
  unwell: {
    label: 'feeling very unwell',
    re: /\b(?:feel(?:ing)? (?:very |really |generally )?(?:unwell|ill|rough|terrible|awful)|generally unwell|flu like|feel poorly)\b/,
  },
  red_hot: {
    label: 'a red, hot joint',
    re: /\b(?:red|redness|hot(?! (?:bath|shower|water|pack|compress|tub|weather))|warm(?:th)?(?! (?:up|bath|shower|water|compress))|inflamed|angry looking)\b/,
  },
  recent_injection: {
    label: 'a recent joint injection',
    re: /\b(?:injection|injected|steroid (?:jab|shot)|jab)\b/,
  },
  recent_surgery: {
    label: 'recent surgery',
    re: /\b(?:operation|surgery|operated|replacement|arthroscopy|keyhole|post op|caesarean|c section|after my (?:knee|hip|back) op)\b/,
  },
  immunosuppressed: {
    label: 'a weakened immune system',
    re: /\b(?:inject(?:ing)? drugs|iv drugs?|heroin|immunosuppress\w*|chemo(?:therapy)?|steroid tablets|prednisolone|methotrexate|biologics?|hiv|transplant)\b/,
  },
  cancer_history: {
    label: 'a history of cancer',
    re: /\b(?:(?:had|have|history of|treated for|previous|past|diagnosed with|survivor of|remission from|beat|after my) (?:\w+ ){0,2}(?:cancer|tumou?r|lymphoma|leuk\w*|myeloma|melanoma)|(?:cancer|lymphoma|leuk\w*|myeloma|melanoma) (?:\w+ ){0,3}(?:years?|months?) ago|chemotherapy|radiotherapy|mastectomy|metasta\w*)\b/,
  },
  weight_loss: {
    label: 'unexplained weight loss',
    re: /\b(?:(?:lost|losing|loss of|dropped) (?:\w+ ){0,2}(?:weight|kilos|pounds|stone|kg|lbs)|weight loss|(?:weight|clothes) (?:is |are )?(?:falling|dropping) off)\b(?! (?:on purpose|by dieting|intentionally|through diet))/,
  },
  night_sweats: {
    label: 'night sweats',
    re: /\b(?:night sweats?|sweat(?:ing|s)? (?:at|in the|through the) night|(?:drenched|soaked) (?:at night|the sheets|the bed))\b/,
  },
  not_eased_rest: {
    label: 'pain not eased by rest or position',
    re: /\b(?:(?:not|never|nothing|no) (?:\w+ ){0,3}(?:settle|settles|ease|eases|eased|relief|better|improve|improves|relieve|relieves|go away|goes away) (?:\w+ ){0,3}(?:rest|resting|lying down|position|lying still)|(?:rest|resting|lying down|changing position) (?:does|do|did) not (?:help|ease|settle))\b/,
  },
  worst_at_night: {
    label: 'pain worst at night',
    re: /\b(?:(?:worst|worse) (?:at|during the|in the) night|night (?:is|are) (?:the )?worst)\b/,
  },
  scalp_tender: {
    label: 'a tender scalp',
    re: /\b(?:scalp (?:is |feels )?(?:tender|sore|sensitive)|(?:combing|brushing) (?:my )?hair (?:hurts|is painful|is sore)|tender scalp|hurts to (?:comb|brush) (?:my )?hair|hurts my scalp|tender (?:on|over) (?:my |the )?temple)\b/,
  },
  jaw_claudication: {
    label: 'jaw pain after chewing for a while',
    re: /\b(?:jaw (?:aches|ache|pain|hurts|gets tired|tires|cramps?|aching) (?:\w+ ){0,2}(?:after|when|with|while) (?:chewing|eating)|(?:chewing|eating) for a while)\b/,
  },
  temple: { label: 'temple pain', re: /\b(?:temple|temples|temporal)\b/ },
  cannot_tiptoe: {
    label: 'unable to rise on tiptoe or push off',
    re: new RegExp(
      `\\b(?:${CANT} (?:\\w+ ){0,4}(?:tip ?toes?|onto (?:my )?toes|up on (?:my )?toes|push off|heel raise|stand on (?:my )?toes)|walk(?:ing)? flat ?footed)\\b`,
    ),
  },
  tendon_gap: {
    label: 'a gap or bulge in a tendon',
    re: /\b(?:(?:gap|dip|dent|hollow|indent(?:ation)?|divot) (?:in|above|on|at) (?:the |my )?(?:tendon|achilles|back of (?:my )?(?:ankle|heel))|(?:tendon|achilles)(?:\s\w+){0,3}\s(?:gap|dip|dent)|popeye|bulge in (?:my )?(?:upper )?arm|ball of muscle)\b/,
  },
  cannot_weight_bear: {
    label: 'unable to bear weight',
    re: new RegExp(
      `\\b(?:${CANT}|can barely|can hardly) (?:\\w+ ){0,3}(?:stand(?! (?:up straight|straight|for long|still))|bear weight|put (?:any )?weight|weight bear|walk(?! (?:far|for long|long|very far|more than|normally|properly|quickly|fast|briskly))|take (?:a |four |4 )?steps?)|non weight bearing\\b`,
    ),
  },
  deformity: {
    label: 'a deformity',
    re: /\b(?:deform(?:ed|ity)|out of shape|(?:looks?|is) (?:bent|crooked|wonky|misshapen|out of place)|shorter and turned out|turned out(?:wards)?|bone (?:sticking|poking) out|at a (?:funny|strange|odd) angle|dislocat\w*)\b/,
  },
  bony_tenderness: {
    label: 'marked tenderness over bone',
    re: /\b(?:(?:very |really |exquisitely )?tender (?:right )?(?:on|over) the bone|bone (?:is )?(?:very |really |exquisitely )?(?:tender|sore)|pinpoint tender\w*|one spot on the bone)\b/,
  },
  osteoporosis: { label: 'osteoporosis', re: /\b(?:osteopor\w*|brittle bones|thin bones|osteopenia)\b/ },
  steroids_long_term: {
    label: 'long-term steroid tablets',
    re: /\b(?:long term steroids|steroid tablets|prednisolone|on steroids)\b/,
  },
  calf_swelling: {
    label: 'a swollen calf or leg',
    re: /\b(?:calf|calves|lower leg|leg)\b(?:\s\w+){0,6}\s(?:swollen|swelling|swelled|puffy|bigger|larger|fatter)\b|\b(?:swollen|swelling|puffy)\b(?:\s\w+){0,3}\s(?:calf|lower leg|leg)\b|\bleg (?:looks |is )?(?:bigger|larger|fatter) than the other/,
  },
  calf_warm_red: {
    label: 'a warm, red or tender calf',
    re: /\b(?:calf|calves|leg)\b(?:\s\w+){0,6}\s(?:hot|warm|red|tender|hard)\b|\b(?:hot|warm|red)\b(?:\s\w+){0,3}\s(?:calf|leg)\b/,
  },
  immobility: {
    label: 'recent immobility',
    re: /\b(?:bed ?bound|laid up|bed ?rest|in bed (?:for|with)|immobil\w*|plaster cast|in a cast|in a boot|wheelchair|off my feet|confined to bed|hospital stay|admitted)\b/,
  },
  hormones: {
    label: 'hormone treatment',
    re: /\b(?:contraceptive|the pill|hrt|hormone (?:replacement|therapy|treatment)|oestrogen|estrogen|tamoxifen)\b/,
  },
  pregnancy: {
    label: 'pregnancy',
    re: /\b(?:pregnan\w*|weeks pregnant|expecting a baby|postpartum|post partum|gave birth|just had a baby|recently had a baby)\b/,
  },
  clot_history: {
    label: 'a previous blood clot',
    re: /\b(?:blood clot|dvt|thrombosis|clotting disorder|pulmonary embolism)\b/,
  },
  progressive_weakness: {
    label: 'weakness that is getting worse',
    re: /\b(?:(?:getting|becoming|grown|growing|more and more|increasingly|progressively) weak(?:er)?|weaker (?:every|each|by the) (?:day|week)|weakness (?:is )?(?:getting worse|spreading|worsening|increasing)|worsening weakness|losing more strength)\b/,
  },
  foot_drop: {
    label: 'foot drop',
    re: /\b(?:foot drop|dropped foot|foot (?:drags|dragging|slaps|slapping|flops)|drag(?:ging|s)? my (?:left |right )?foot|catch(?:ing)? my toes|toes catch|can not (?:lift|raise|pull up) (?:the front of )?my (?:foot|toes))\b/,
  },
  trips: { label: 'tripping', re: /\b(?:trip(?:ping|ped|s)? (?:over|on)|tripping)\b/ },
  spreading_numbness: {
    label: 'spreading numbness',
    re: /\b(?:numb(?:ness)? (?:has |is )?(?:spread|spreading|moving|getting worse|worse)|spreading numbness|numb\w*(?:\s\w+){0,3}\s(?:spread|spreading))\b/,
  },
  clumsy_hands: {
    label: 'clumsy hands',
    re: /\b(?:clums(?:y|ier|iness)|dropping things|drop things|fumbl(?:e|ing))\b/,
  },
  handwriting: {
    label: 'worsening handwriting',
    re: /\b(?:hand ?writing|writing (?:has )?(?:got |become )?(?:worse|messy|spidery))\b/,
  },
  unsteady_gait: {
    label: 'an unsteady walk',
    re: /\b(?:unsteady|off balance|wobbly on my feet|balance (?:is )?(?:off|poor|worse|bad)|walking like (?:i am )?drunk|stagger(?:ing)?|keep falling)\b/,
  },
  both_hands: { label: 'symptoms in both hands', re: /\b(?:both (?:of my )?hands|hands are|my hands)\b/ },
  suicidal: {
    label: 'thoughts of suicide or self-harm',
    re: /\b(?:kill(?:ed|ing)? myself|end(?:ing)? my (?:own )?life|end it all|ending it all|suicid\w*|(?:do not|not) want to (?:be here|be alive|live|go on|wake up)|want(?:ed)? to die|wish i (?:was|were) dead|better off (?:dead|without me|if i (?:was|were) (?:dead|gone))|better off if i|self ?harm\w*|harm(?:ing)? myself|hurt(?:ing)? myself on purpose|take my (?:own )?life|no reason to live|cutting myself)\b/,
  },
  hopeless: {
    label: 'feeling hopeless',
    re: /\b(?:hopeless|can not cope|can not go on|no way out|despair|give up on life)\b/,
  },
  morning_stiffness: {
    label: 'morning stiffness',
    re: /\b(?:stiff\w*)\b(?:\s\w+){0,8}\smornings?\b|\bmornings?\b(?:\s\w+){0,8}\sstiff\w*\b|\bmorning stiffness\b/,
  },
  early_waking: {
    label: 'waking in the early hours',
    re: /\b(?:early hours|second half of the night|wakes? me (?:up )?(?:at|around|about) [2-5]|[2-5] ?am|early morning waking)\b/,
  },
  eye_inflammation: {
    label: 'eye inflammation',
    re: /\b(?:uveitis|iritis|inflamed eyes?|red (?:painful |sore )?eyes?|eye inflammation|inflammation (?:in|of) (?:my )?eyes?|scleritis)\b/,
  },
  psoriasis: { label: 'psoriasis', re: /\bpsoria\w*/ },
  ibd: { label: 'inflammatory bowel disease', re: /\b(?:crohns?|colitis|inflammatory bowel|ibd)\b/ },
  multi_joint_swelling: {
    label: 'several swollen joints',
    re: /\b(?:(?:several|many|multiple|lots of|all my|most of my) (?:\w+ ){0,2}joints|joints (?:are|get|have been|keep) (?:\w+ )?(?:swollen|swelling|puffy|inflamed)|sausage (?:fingers?|toes?)|(?:fingers|hands|wrists|knuckles|toes)(?: and (?:my )?\w+)? (?:are |get |keep |have been )?(?:swollen|swell(?:ing)?|puffy)|(?:knees|ankles|wrists) (?:both )?swell(?! (?:a little|slightly|after|with|when|a bit)))\b/,
  },
  inflammatory_dx: {
    label: 'an inflammatory arthritis diagnosis',
    re: /\b(?:ankylosing|spondyl(?:o)?arthritis|hla ?b27|rheumatoid|lupus|gout|psoriatic arthritis)\b/,
  },
  improves_exercise: {
    label: 'improves with exercise',
    re: /\b(?:improves?|better|eases?) (?:\w+ ){0,2}(?:exercise|activity|movement|moving)\b/,
  },
} satisfies Record<string, FindingDef>;

export type FindingId = keyof typeof FINDINGS;
export const FINDING_IDS = Object.keys(FINDINGS) as FindingId[];
