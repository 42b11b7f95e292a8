/**
 * The musculoskeletal findings the engine recognises in a person's own words (onset, mechanism,
 * activities, what makes it worse or better, symptoms, risk factors), written in the same pattern
 * language as the red-flag concepts (see the header of concepts.ts) and read by the same code
 * (screen.ts): one negation scope, the subject (the person, not a relative) and time.
 *
 * Stems match every inflection of a word ('twist' covers 'twisted', 'twisting'); `=word` keeps one
 * exact form where a stem would reach too far ('=typing' is not 'type 2 diabetes', '=nights' is not
 * 'last night'). `except` terms hide an overlapping match ('a pain that runs down the leg' is not
 * running).
 *
 * Time: `history` findings count even when dated long ago. They describe how the problem began (the
 * onset, the injury and its mechanism) or the person's medical background (diabetes, smoking,
 * osteoporosis): a past injury is still part of the story. Activities, what makes it worse and the
 * symptoms must be current ('I used to run' is not running now).
 *
 * Subject: a relative's activity or symptom is not the person's ('my son runs marathons'), except the
 * findings about handling one's own child (`namesChild`: 'lifting my toddler').
 *
 * A phrase belongs here only if it names the finding in general; never copy a case's wording.
 */
import { type ConceptDef, SLIMMER_UNTRIED } from './concepts.ts';

/** Someone cannot do something: a pain or limit they have, not a denial. */
const CANT =
  '(can not|could not|unable to|not able to|can no longer|have not been able to|struggle to|struggling to|impossible to)';

export const FINDING_DEFS = {
  // onset and mechanism
  sudden_onset: {
    label: 'sudden onset',
    history: true,
    terms: [
      'sudden|suddenly|all of a sudden|out of the blue|abrupt|abruptly|instantly',
      'came on (quickly|suddenly)',
      // the everyday words for an acute back or neck: 'my back went', 'put my back out', 'cricked my neck'
      '(back|neck) (went|gone|has gone|gave out|goes)',
      '(put|putting|puts) (my|his|her|me)? (back|neck) out',
      '(did|done|do) (my|his|her|me) (back|neck) in',
      '(cricked|ricked|crick|rick) (my|his|her|in my|in the)? (back|neck)',
      '(came|come|comes|started) ~2 (from|out of) nowhere',
    ],
  },
  gradual_onset: {
    label: 'gradual onset',
    history: true,
    terms: [
      'gradual|gradually|crept up|creeping|built up|building up|got worse over|bit by bit',
      'slowly (got|getting|get|come|came|crept|built|building|worse)',
      'over ?the (last|past)? (few|couple of|several)? years',
    ],
  },
  injury: {
    label: 'an injury',
    history: true,
    terms: [
      'injury|injuries|injured|injure|trauma|hurt it|did something to it',
      // a ball or a stick caught on a fingertip: a jammed or broken finger
      '(caught|took|got hit|hit|struck) ~4 (on|off) (the )?(end|tip) of (my )?(finger|fingers|thumb)',
    ],
  },
  atraumatic: {
    label: 'no injury',
    history: true,
    terms: [
      'no (obvious|particular|apparent|real|specific)? (reason|cause|injury|injuries|trauma)',
      'did not (fall|injure|hurt|do anything)',
      'out of nowhere|not injured|nothing happened',
    ],
  },
  whiplash_mechanism: {
    label: 'a car collision (whiplash mechanism)',
    history: true,
    terms: [
      'whiplash|rear ended|=crash',
      'car (accident|crash|collision)',
      '(car|van|lorry|bus) (went|drove|ran|crashed|ploughed) into (the back of)? (me|mine|my|our)',
      'went into the back of (my|our|me)',
      '(hit|shunted) from behind',
      '(road|traffic) (accident|collision)',
    ],
  },
  lifting: {
    label: 'lifting or bending load',
    history: true,
    // 'lifting my baby' is the person's load, not a relative's.
    namesChild: true,
    terms: [
      '=lifting|=lifted|=carrying|=carried|digging|dug|shovelling|shoveling',
      'deadlift|deadlifts|deadlifting|clean and jerk|heavy squats',
      '=carry (a|the|my|heavy)',
      '(=picking|=picked) up',
      '=lift (a|the|something|heavy)',
      // a heavy thing lifted by one end
      '=lift ~3 (end of|one end|side of|fridge|freezer|sofa|settee|wardrobe|washing machine|piano|mattress|table)',
      'heavy (box|boxes|load|bag|bags|weight|weights|lifting)',
      'moving (house|furniture)',
      // a strain of the stomach muscles in an abdominal workout
      '=crunches|ab workout|abs workout|ab session|abs session|core workout|core session|ab class|abs class|=planks|ab wheel',
      // furniture shifted or moved is a load too
      '(shifting|shifted|moving|moved|humping|humped|lugging|lugged) ~3 (the |a |my |our |her |his )?(sofa|settee|couch|wardrobe|fridge|freezer|furniture|boxes|mattress|piano|washing machine)',
    ],
    except: ['(=lifting|=lifted) (my|the|your|his|her) (left|right)? (arm|arms|leg|legs|head|foot|knee)'],
  },
  hauling: {
    label: 'hauling, towing or pushing a heavy load',
    history: true,
    terms: [
      // a heavy thing pulled, winched or shoved along rather than lifted: the same strain on the back
      '(winch|winching|winched|haul|hauling|hauled|heave|heaving|heaved|tow|towing|towed|drag|dragging|dragged|pull|pulling|pulled|push|pushing|pushed|shove|shoving|shoved) ~4 (boat|boats|dinghy|kayak|canoe|trailer|net|nets|creel|creels|anchor|pallet|pallets|cart|barrow|wheelbarrow|log|logs|car|van|caravan|engine|mower|sack|sacks|bale|bales|bin|bins|skip|cage|cages|trolley|trolleys|roll cage|cattle|calf|cow|sheep)',
    ],
  },
  twisting: {
    label: 'a twisting movement',
    history: true,
    terms: [
      'twist|twisted|twisting|pivot|pivoted|pivoting|sidestep|sidestepping|side step|side stepping',
      'turn (quickly|sharply|suddenly|awkwardly)',
      '(change|changed|changing) (of )?direction',
      'planted my foot',
    ],
  },
  ankle_inversion: {
    label: 'rolling the ankle',
    history: true,
    terms: [
      '(went|go|going|gone) over on (a|the) (kerb|curb|step|edge)',
      '(rolled|rolling|turned|twisted|sprained) (on)? (my|the|his|her)? (left|right)? (ankle|foot)',
      '(went over on|gone over on|going over on|go over on|went over) (my|the|his|her)? (left|right)? (ankle|foot)',
      '(foot|ankle) (rolled|turned|went|gave) (in|inwards|over|under|way)',
      // the ankle named first, then 'after I rolled it'
      '(ankle|foot) ~8 (rolled|twisted|turned|sprained|went over on) it',
      'rolled (inwards|in|over)',
      'went over on it|uneven ground',
      'off (a|the) (kerb|curb|step|pavement)',
    ],
  },
  running: {
    label: 'running',
    terms: [
      'run|running|ran|jog|jogging|runner|runners|marathon|marathons|parkrun|treadmill|mileage',
      '(5|10) =k',
      // the running sports by name
      'cross country|fell running|fell runner|trail running|track and field|half marathon|ultramarathon|orienteering',
    ],
    except: [
      '(run|ran) (over|into|out)',
      '=runs (down|into|up|along|through|from|across)',
      '=running (a|at)? (temp|temperature|fever|/\\d+/)',
    ],
  },
  sprinting: {
    label: 'sprinting or explosive push-off',
    terms: ['sprint|sprinting|sprinted|accelerate|accelerating|=chasing', 'kicking (a|the) ball'],
  },
  jumping: {
    label: 'jumping and landing',
    terms: [
      'jump|jumping|jumped|landing|landed|basketball|volleyball|netball|=skipping|plyometric|plyometrics',
      'hopping practice',
    ],
  },
  racket_sport: {
    label: 'racket sport',
    terms: ['tennis|=squash|badminton|racket|racquet|padel|pickleball|backhand'],
  },
  throwing_climbing: {
    label: 'climbing, golf or throwing',
    terms: ['rock climbing|bouldering|=climbing|golf|golfer|=throwing|=pitching|=rowing'],
    except: ['=climbing (the)? (stairs|steps|hill|hills|up)'],
  },
  load_increase: {
    label: 'a recent jump in activity',
    history: true,
    terms: [
      'recently (started|began|doubled|increased|added|upped|took up|taken up|ramped)',
      'just (started|took up|taken up)',
      '=doubled|training for|more than usual|took up|since starting|summer of|a lot of',
      'increased (my)? (mileage|training|running|distance|hours)',
      'new (training|job|sport|gym|exercise|program|programme|role)',
      '=started (training|running|walking|a new|playing|working|doing|going)',
      'added (hill|hills|speed|sprints|intervals)',
      // more miles or harder sessions than before
      '(upped|increased|doubled|ramped up|bumped up|stepped up|cranked up) ~2 (my |the )?(mileage|miles|distance|training|running|km|kilometres|volume|sessions)',
      '(building|built|been building) ~6 (with|from|since) ~2 (heavy|hard|more|extra|double) (training|sessions|mileage|miles)',
      // a race being trained for, a high weekly mileage
      '(marathon|half marathon|ultra|ultramarathon|triathlon|ironman) ~2 (training|prep|preparation|build up|block|plan)',
      '(/\\d+/|thirty|forty|fifty|sixty|seventy|eighty) (miles|mile|km|kilometres|kilometers|k) (a|per|each|every) week',
    ],
  },
  typing_computer: {
    label: 'desk or screen work',
    terms: [
      '=typing|keyboard|mouse|computer|laptop|=screen|=screens|desk|=monitor|=studying|emails|workstation|=gaming',
      'office (job|work|worker|chair)',
      '(in|at) the office',
    ],
  },
  slumped_posture: {
    label: 'slumped postures',
    terms: [
      'slump|slumped|slumping|slouch|slouched|slouching|hunch|hunched|hunching|sofa|couch|posture',
      'bent over (a|my)? (laptop|phone|desk)',
    ],
  },
  sustained_posture: {
    label: 'worse with sustained postures through the day',
    terms: [
      'end of the day|long hours',
      'by (the)? (late)? (afternoon|evening)',
      '(through|throughout) the (afternoon|day)',
      'long (study|work|working|meeting|meetings)',
      '(tightens|stiffens) up',
    ],
  },
  stress: {
    label: 'stress',
    terms: ['stress|stressed|stressful|anxious|anxiety|overwhelmed|tense|pressure at work'],
  },
  poor_sleep: {
    label: 'poor sleep',
    terms: [
      '(poor|bad|broken|little|not enough|lack of|disturbed) sleep',
      'sleeping (badly|poorly)',
      'not sleeping|insomnia|exhausted|tired all the time|fatigue|fatigued',
    ],
  },
  fear: {
    label: 'worry about the pain',
    terms: [
      'worried|worry|worrying|scared|afraid|frightened|fear|anxious|something serious|damage|damaging|slipped disc|crumbling|terrified|concerned',
      'wearing (them|it) out',
      'wearing my ~1 out',
    ],
  },
  new_baby: {
    label: 'lifting a baby',
    history: true,
    namesChild: true,
    terms: ['newborn|new born|baby|babies|infant|toddler|breastfeeding|new mum|new mother'],
  },
  manual_work: {
    label: 'physical work',
    terms: [
      'decorator|decorating|painting|builder|=plasterer|labourer|=gardening|=garden|digging|diy|warehouse|factory|mechanic|electrician|plumber|hairdresser|cleaner|carpenter|farmer|nurse|carer',
      'manual (work|job)',
    ],
  },
  overhead: {
    label: 'overhead arm use',
    terms: [
      'overhead|above ?my head|=throw|=throwing|swimming|=serving|shelf|shelves|cupboard|cupboards',
      '(paint|painting|painted|plaster|plastering|plastered|decorate|decorating) (the|a)? (ceiling|ceilings)',
      'reach ?up ?to (the|a)? (ceiling|ceilings)',
      'reach up',
      'hang (washing|out)',
      '(raise|raising|lift|lifting) my arm',
    ],
  },
  // pain quality and spread
  burning: { label: 'burning pain', terms: ['burn|burning|burns'] },
  electric: {
    label: 'electric or shooting pain',
    terms: ['electric|electrical|shoot|shooting|shoots|shock|shocks|lightning|zap|zaps|zapping|zinging'],
  },
  sharp: { label: 'sharp pain', terms: ['sharp|stabbing|knife like'] },
  dull_ache: { label: 'a dull ache', terms: ['dull|ache|aches|aching|achy|nagging'] },
  stiffness: {
    label: 'stiffness',
    terms: [
      'stiff|stiffness|stiffen|stiffens|stiffened|tight|tightness|tightens',
      // stiffness told by a likeness: seized, rusty, set in concrete, the tin man
      'seized|seized up|rusty|(like|in|of) ~1 (concrete|cement)|tin man|like a robot',
    ],
  },
  severe_pain: {
    label: 'severe pain',
    terms: [
      '=severe|excruciating|agony|agonising|unbearable|worst pain|=extreme',
      'very very (strong|bad|severe)',
      '(terrible|horrendous|horrific|crippling|dreadful|horrible) (pain|ache|agony)',
      // a pain beyond anything known, or one that stops the person straightening
      '(like nothing|worse than anything|like no pain) ~3 (i have|i ve|i had|ever|i d) ~2 (known|felt|had|experienced)',
      '(so bad|so severe|that bad) ~4 (could not|can not|couldn t|had to) ~2 (straighten|stand|move|breathe|speak|hold on|grab)',
      '(9|10) out of 10',
      '/(9|10)\\/10/',
      // a pain pictured as a blade driven right through the body
      '(like|as if|as though) ~3 (being )?(run through|=skewered|=impaled|=speared|cut in half|cut in two)',
      // crying out with it
      '(crying|cried|screaming|screamed|shouting|yelling|howling) out ~3 (with|in) ~2 (pain|agony|it)',
    ],
  },
  radiating_arm: {
    label: 'pain spreading down the arm',
    terms: [
      '(down|along|into|through|to) ?the (outside|inside|back|front)? ?of (my|the)? (left|right)? (arm|arms|forearm|hand|finger|fingers|thumb)',
      'from (my|the)? neck (down|into|to|along)',
      '/radiat\\w*/ (down|into|to) (my|the)? (arm|hand|shoulder blade)',
      'arm pain',
    ],
    except: ['(arm|arms|forearm|hand|finger|fingers|thumb) (sideways|up|out)'],
  },
  radiating_leg: {
    label: 'pain spreading down the leg',
    terms: [
      '(run|runs|running|shoot|shoots|shooting|goes|going|travel|travels|spread|spreads|/radiat\\w*/|down|into|to) (all the way)? ?down ?the (back of|side of|front of)? (my|the)? (left|right)? (leg|legs|thigh|calf|foot|sole|toes|heel)',
      'sciatica',
      'from (my|the)? (left|right)? (buttock|back|hip) (down|into|to)',
    ],
  },
  below_knee: {
    label: 'symptoms below the knee',
    terms: [
      '(into|down to|to|reaching|in) ?the (sole of)? (my|the)? (left|right)? (calf|foot|sole|toes|ankle|shin)',
      'sole of (my|the)? foot',
    ],
  },
  sciatica_word: { label: 'sciatica', terms: ['sciatica'] },
  pins_needles: {
    label: 'pins and needles',
    terms: ['pins and needles|tingle|tingles|tingling|tingled|prickly|prickling|buzzing|fizzing'],
  },
  numbness: {
    label: 'numbness',
    terms: [
      'numb|numbness|dead feeling|feels dead|lost feeling',
      // not felt at all, or felt as something else: cardboard, a stranger's fingers
      // (a part of the body named: not 'can't feel the stretch', 'can't feel the difference')
      '(can not|cannot|could not|can t|cant) feel (my|the|his|her) ~1 (toes|toe|foot|feet|fingers|finger|fingertips|hand|hands|leg|legs|arm|arms|thumb|thumbs|heel|heels|shin|shins|calf|skin|bottom|bum|lips|face|sole|soles)',
      '(like|as if) ~2 (cardboard|wood|rubber|sausages|a glove|gloves|someone elses|not mine)',
      '(not even mine|not mine|no even mine|someone else s|someone elses)',
      '(went|gone|going|go) ~2 dead',
      'loss of (feeling|sensation)',
      'reduced (feeling|sensation)',
    ],
  },
  weakness: {
    label: 'weakness',
    terms: [
      'weak|weakness|weaker|weakened|losing strength|lost strength|no strength|dropping things|drop things',
    ],
  },
  cough_sneeze: {
    label: 'worse with coughing or sneezing',
    terms: ['cough|coughing|coughed|sneeze|sneezed|sneezing|straining on the toilet'],
  },
  // neck, head and jaw
  neck_movement: {
    label: 'pain turning or tilting the head',
    terms: [
      '(turn|turning) (my|the)? head',
      '(look|looking) (up|down|round|behind)',
      '(look|looking) over (my|your) shoulder',
      'blind spot|moving my neck|neck movement|neck movements',
      '(tilt|tilting) ?my head',
    ],
  },
  neck_extension_arm: {
    label: 'arm symptoms brought on by neck movement',
    terms: ['(look|looking) up', '(tilt|tilting) ?my head (back|up)', '(turn|turning) ?my head (to|towards)'],
  },
  headache: {
    label: 'headache',
    terms: [
      'sore head|sore heads',
      'headache|headaches|head ache|head aches|migraine|migraines',
      'head (hurts|pain)',
      'head (is|has|keeps|was)? (been|on)? (hurting|aching|pounding|throbbing|splitting)',
      'head (is|has|keeps|was)? (been|on)? killing me',
      'pain in (my|the)? (left|right)? temple',
      '(ache|aches|aching|pain|pains|throbbing) in (my|the|her|his)? (side of)? (my|the|her|his)? head',
      // a head told by its ache: 'an aching head', 'a bad head for a week'
      '(aching|achy|thumping|throbbing|pounding|splitting|bad) (head|heads)',
    ],
  },
  headache_from_neck: {
    label: 'headache starting in the neck',
    terms: [
      '(start|starts|starting) (at|in|from) ?the (back of)? (my|the)? (neck|skull)',
      'base of (my|the)? skull',
      'from (my|the)? neck (up|into|over)',
      'up (over|into) ?my (head|forehead)',
      'pressing on ~6 (reproduces|brings on|triggers|sets off|starts)',
      'neck ~4 (headache|headaches)',
      'neck ~4 into ?my head',
    ],
  },
  jaw_chewing: {
    label: 'pain on chewing',
    terms: ['chew|chewing|chewy|=eating|yawn|yawning|=biting', '(open|opening) ?my mouth wide'],
  },
  jaw_click: {
    label: 'jaw clicking or popping',
    terms: [
      'jaw (clicks|pops|clicking|popping|locks|locking|cracks|clunks)',
      '(clicks|pops|clicking|popping) (when|as) i open',
    ],
  },
  bruxism: {
    label: 'clenching or grinding',
    terms: ['clench|clenching|clenches|bruxism|night guard|gritting', '(grind|grinding) ?my teeth'],
  },
  jaw_limited: {
    label: 'limited mouth opening',
    terms: [
      'mouth (will not|does not|can not|would not) open',
      'can not open ?my mouth',
      'open all the way|locked jaw|jaw gets stuck',
    ],
  },
  ear_front: {
    label: 'pain in front of the ear',
    terms: [
      'in front of (my|the)? (left|right)? ear',
      'by my ear|near my ear|earache|sore face',
      'face (is|feels)? sore',
    ],
  },
  // shoulder
  painful_arc: {
    label: 'a painful arc lifting the arm',
    terms: [
      'painful arc|arc',
      '(raise|raising|lift|lifting) ?my (left|right)? arm (sideways|out|to the side|up)',
      'arm ?out (sideways|to the side)',
    ],
  },
  reach_behind: {
    label: 'pain reaching behind',
    terms: [
      '(reach|reaching) (behind|back|into the back)',
      'behind my back|seat belt|back seat',
      'do up ?my bra',
      '(tuck|tucking) ?my shirt',
    ],
  },
  lying_on_side: {
    label: 'pain lying on that side',
    terms: ['(lying|lie|sleep|sleeping) on (that|this|my|the|it|either)', '(roll|rolling) onto'],
  },
  outer_upper_arm: {
    label: 'pain in the outer upper arm',
    terms: ['outer ?upper arm', 'outside of (my|the)? ?upper arm', 'deltoid'],
  },
  full_range: {
    label: 'full movement kept',
    terms: [
      'lift it fully|full range|all the way up',
      'lift (my|the)? arm (fully|all the way)',
      'can still (lift|raise|move) (it|my arm)',
    ],
  },
  shoulder_stuck: {
    label: 'a stiff, stuck shoulder',
    // 'my back seized up': spasm of the back or neck, not a frozen shoulder
    except: ['(back|neck) ~2 (seized|seizing|seizes|stuck|frozen)'],
    terms: [
      'stuck|frozen|seized|even with help|will not move',
      `${CANT} ~2 (turn|rotate|move|lift|raise|reach|get) ?my (arm|it|hand)? (out|outwards|up|above|behind|over)`,
      '(lost|losing) (a lot of|most of|most of the)? (movement|range)',
    ],
  },
  external_rotation_loss: {
    label: 'lost outward rotation',
    terms: ['(turn|turning|rotate) ?my arm (out|outwards)', 'outward rotation'],
  },
  thyroid: {
    label: 'thyroid disease',
    history: true,
    terms: ['thyroid|/hypothyroid\\w*/|/hyperthyroid\\w*/|graves'],
  },
  diabetes: {
    label: 'diabetes',
    history: true,
    terms: ['diabetes|diabetic', 'type (1|2|one|two) (diabetes|diabetic)'],
  },
  // elbow, wrist, hand
  lateral_elbow: {
    label: 'pain on the outer elbow',
    terms: [
      '(outer|outside|lateral|out) (side of)? (the|my)? (left|right)? elbow',
      '(bony bump|bone|knobbly bone) on the outside',
      'tennis elbow',
    ],
  },
  medial_elbow: {
    label: 'pain on the inner elbow',
    terms: [
      '(inner|inside|medial|in) (side of)? (the|my)? (left|right)? elbow',
      '(bony bump|bone|knobbly bone) on the inside',
      '(golfers|golfer) elbow',
    ],
  },
  gripping: {
    label: 'pain with gripping',
    terms: [
      'grip|gripping|grasp|grasping|squeeze|squeezing|wring|wringing|pour|pouring|=holding|shaking hands|hand shake|handshake',
      '(open|opening) (jar|jars|bottle|bottles|lid|lids)',
      '(pick|picking) up (a|the)? ?full (mug|cup|kettle|bag|shopping|pan)',
      '(turn|turning) (a|the)? ?door (handle|handles|key|keys|tap|taps)',
    ],
  },
  wrist_flexion: {
    label: 'pain bending the wrist against resistance',
    terms: [
      '(curl|curling|flex|flexing) my wrist',
      'wrist curl|wrist curls|=pulling|pull ups',
      '(bend|bending) my wrist (forward|down|in)',
    ],
  },
  cts_fingers: {
    label: 'symptoms in the thumb, index and middle fingers',
    terms: [
      'thumb ?and (index|first|pointer)',
      'thumb and (the)? (first|index) (two|three)? fingers',
      'first (two|three) fingers',
      'index and middle|middle and index',
      'thumb index and middle',
    ],
  },
  flick_sign: {
    label: 'shaking the hand out to ease it',
    terms: ['dangle|dangling', '(shake|shaking|flick|flicking) (it|my hand)'],
  },
  little_finger: { label: 'little finger symptoms', terms: ['little finger|pinky|ring and little'] },
  thumb_side_wrist: {
    label: 'pain on the thumb side of the wrist',
    terms: [
      'thumb side of (my|the)? wrist',
      'wrist (below|under|near|by) (my|the)? thumb',
      'below the thumb|radial side',
      'side of (my|the)? wrist (by|near) (my|the)? thumb',
    ],
  },
  finkelstein: {
    label: 'pain folding the thumb into the palm',
    terms: [
      'folding ?my thumb|finkelstein',
      'thumb (tucked|folded)? into ?my (palm|fist)',
      'thumb in ?my fist',
      '(bend|bending|tilting) ?my wrist towards (the|my)? little finger',
    ],
  },
  thumb_use: {
    label: 'pain using the thumb',
    // 'lifting my baby' is the person's thumb at work, not a relative's.
    namesChild: true,
    terms: [
      '=text|=texting|=phone|=pinch|=pinching|wringing|thumb movement|thumb movements',
      '(lift|lifting) (my|the) (baby|newborn)',
    ],
  },
  thumb_base: {
    label: 'pain at the base of the thumb',
    terms: ['base of (my|the)? (left|right)? thumb', 'thumb base|joint at the base', 'bottom of ?my thumb'],
  },
  hand_nodes: {
    label: 'bony lumps on the finger joints',
    terms: [
      'hard =lumps|=nodes|squared off',
      'bony (=lumps|=bumps|=nodes|swelling)',
      'knobbly (fingers|knuckles|joints)',
      'knuckles ?are (bigger|enlarged)',
    ],
  },
  fine_hand_tasks: {
    label: 'pain with fine hand tasks',
    terms: ['=buttons|=keys|=writing|sewing|knitting|fiddly', '=opening (bottles|jars)'],
  },
  // back
  bending_forward: {
    label: 'worse bending forward',
    terms: [
      '(bend|bending|bends|bent) (forward|over|down)',
      '(hurts|hurt|painful|pain|agony|worse) ~3 (when|if) (i|he|she) (bend|bends)',
      '=bending|socks on',
      '(put|putting) ?on ?my socks',
      'tying ?my (laces|shoelaces)',
      'tying ?my shoe laces',
    ],
  },
  sit_to_stand: {
    label: 'pain getting up from a chair',
    terms: [
      '(get|getting) (out of|up from) (a|the|my)? (chair|seat|sofa|bed|car)',
      'standing up from|stand up from|rising from',
    ],
  },
  between_blades: {
    label: 'pain between the shoulder blades',
    terms: ['shoulder blade|shoulder blades|shoulderblade|shoulderblades|upper back|mid back'],
  },
  // hip and thigh
  groin_pain: { label: 'groin pain', terms: ['groin'] },
  hip_function: {
    label: 'difficulty with socks, shoes or toenails',
    terms: [
      '(putting on|put on|getting on) ?my (shoes|socks)',
      'cutting ?my toenails',
      'toenails|crossing my legs|in and out of the car',
      '(getting|get) (in and out|into|out) of (the|a)? (car|bath)',
    ],
  },
  lateral_hip: {
    label: 'pain on the outer hip',
    terms: [
      'outer (side of)? (my|the)? (right|left)? hip',
      '(outside of|side of) (my|the)? (right|left)? hip',
      'bony point|greater trochanter|/trochanter\\w*/',
    ],
  },
  crossed_legs: {
    label: 'pain sitting with legs crossed',
    terms: ['legs crossed', '(cross|crossing) ?my legs'],
  },
  stairs: { label: 'pain on stairs', terms: ['=stairs|=steps|staircase'] },
  stairs_down: {
    label: 'pain going downstairs',
    terms: [
      '(going|walking|coming)? down ?the (stairs|steps|hill|hills)',
      'downstairs|downhill|downhills|descending',
    ],
  },
  hills: { label: 'hills', terms: ['uphill|hill|hills|incline|inclines|slope|slopes'] },
  walking_aggr: {
    label: 'pain with walking',
    // Walking that brings the pain on, not any walk named ('I walk the dog every morning'); walking named
    // is the topic, so 'walking slowly is fine' still denies it.
    topics: ['=walking|=walks|=walk|on my feet'],
    terms: [
      '(=walking|=walks|=walk|=walked|on my feet) ~4 (hurts|hurt|painful|pain|worse|worst|aggravates|sore|aches|ache|agony|kills|bad|twinge|limp|limping|throbs|throbbing)',
      '(hurts|hurt|pain|painful|worse|worst|sore|aches|ache|agony|throbs|throbbing|limp|limping|twinge|twinges|bad) ~6 (when|while|after|on|with|during|if|from) ~2 (i )?(=walk|=walking|=walks|a walk|long walks|walks|on my feet)',
      '(can not|could not|struggle to|hard to|difficult to|unable to|barely) ~2 (=walk|walking) ~3 (far|long|more than|without|properly|normally|any distance)?',
      '(=walking|=walks) (is|was|has been|gets|got) ~2 (painful|agony|hard|difficult|a struggle|a nightmare|uncomfortable)',
      '(=walking|=walk|=walks) ~3 (makes|made|make) ~4 (worse|worst|it hurt|sore|flare|ache)',
      // 'I can still walk, just sore': walking that is possible but hurts
      '(can|could) (still )?(=walk|=walking) ~7 (sore|hurts|painful|twinge|pain|aches|limp)',
    ],
  },
  sudden_grab: {
    label: 'a sudden grab or pull in the muscle',
    history: true,
    terms: [
      '(felt|feel) (a|something)? ?sudden (grab|pull|ping|twang|tear|snap|pop)',
      '=pulled (a|my|something|muscle)',
      '=strained (a|my)',
      'sudden grab|=grabbed',
    ],
  },
  bruising: {
    label: 'bruising',
    history: true,
    terms: [
      'bruise|bruised|bruises|bruising|black and blue|discoloured|discolored|discolouration|discoloration',
    ],
  },
  stretch_pain: {
    label: 'pain on stretching the muscle',
    terms: [
      '(straighten|straightening) (the|my)? knee with (my|the)? hip bent',
      '(hurts|painful|sore) to stretch',
      'stretching ?it hurts',
      '(touch|touching) my toes',
      'leg straight',
    ],
  },
  // knee
  around_kneecap: {
    label: 'pain around or behind the kneecap',
    terms: [
      '(around|behind|under|front of|round) (my|the)? (left|right)? (kneecap|knee cap|patella)',
      'front of (my|the)? (left|right)? knee',
      'anterior knee',
    ],
  },
  below_kneecap: {
    label: 'pain just below the kneecap',
    terms: [
      '(just|right)? (below|under) (my|the)? (left|right)? (kneecap|knee cap)',
      'kneecap on the tendon|patellar tendon',
      'tendon (under|below) (my|the)? (kneecap|knee cap)',
      'bottom of (my|the)? kneecap',
    ],
    except: ['(kneecap|knee cap) joint'],
  },
  sitting_long: {
    label: 'pain after sitting a long time',
    terms: [
      'after sitting|cinema|prolonged sitting|sat for',
      'sitting for ?a long',
      'sitting (through|still)',
      'sitting for hours',
      'long (meetings|films|car journeys|periods of sitting)',
      // a pain that sitting makes worse
      '(worse|worst|hurts|aches|sore|painful) ~2 (sitting|when sitting|when i sit|if i sit|sitting down|sat down)',
    ],
  },
  squatting: {
    label: 'pain squatting or kneeling',
    terms: ['squat|squats|squatting|kneel|kneeling|=lunge|=lunges'],
  },
  crepitus: {
    label: 'creaking or grinding',
    terms: [
      'creak|creaks|creaky|creaking|crunch|crunches|crunching|crunchy|=grinding|grating|crepitus|crackles|crackling',
    ],
  },
  warm_up_eases: {
    label: 'eases once warmed up',
    terms: [
      'warm up|warms up|warmed up|warming up|once i get going',
      '(ease|eases|settles|goes|better|improves|disappears|wears) ~2 (as|once|after|when) (i|it)? (get|gets) (warmed|going)',
    ],
  },
  lateral_knee: {
    label: 'pain on the outer knee',
    terms: ['(outside|outer|lateral) (side|part)? ?of (my|the)? (left|right)? knee'],
  },
  into_run: {
    label: 'pain that comes on a set time into a run',
    terms: [
      '(/\\d+/|ten|fifteen|twenty|thirty|few) minutes into (my|a|the)? (run|runs)',
      'into (my|a)? (run|runs)',
      'forces me to (stop|walk)',
      'have to stop running|have to stop and walk',
    ],
  },
  cycling: { label: 'cycling', terms: ['cycling|cycle|bike|biking|spin class'] },
  joint_line: {
    label: 'pain on the joint line',
    terms: [
      'joint line|pain inside the knee|outer joint line',
      'inner (side of)? (my|the)? knee',
      'inside of (my|the)? knee',
      'medial (side of)? ?the knee',
    ],
  },
  locking: {
    label: 'locking or catching',
    terms: ['lock|locks|locking|locked|catch|catches|catching|gets stuck|jam|jams'],
    except: [
      // a back or neck that 'locked up' is in spasm, not a joint that catches
      '(back|neck) ~2 (lock|locks|locking|locked) (up)?',
      '(catch|catches|catching) (my|the|his|her) (right|left)? (toe|toes|foot|feet|breath|bus|train|ball|eye|cold|flu)',
    ],
  },
  clicking: { label: 'clicking', terms: ['click|clicks|clicking|clunk|clunks|clunking'] },
  giving_way: {
    label: 'the joint giving way',
    terms: [
      'gave way|give way|gives way|giving way|given way|buckled|buckles|buckling|unstable|instability',
      'will slip|slips out|wobbly|does not feel stable|not trust',
    ],
  },
  swelling: {
    label: 'swelling',
    terms: [
      'swell|swells|swelled|swelling|swollen|puffy|puffed up|=fluid|effusion',
      // a joint grown like a balloon
      '(knee|joint|ankle|elbow|wrist|finger|toe|knuckle|hand|foot|it) ~3 (has |is |had )?(ballooned|blown up like|blew up like|puffed up like|come up like|came up like) ~3 (balloon|football|melon|grapefruit|orange|egg|golf ball)?',
      '(knee|joint|ankle|elbow|wrist|finger|toe|knuckle|hand|foot) ~6 (like|size of) (a |an )?(orange|golf ball|egg|tennis ball|grapefruit|melon|balloon)',
    ],
  },
  rapid_swelling: {
    label: 'swelling within hours',
    history: true,
    terms: [
      '(swell|swelled) ?up (within|in) (an|the first|a few|1|2|one|two|half an) (hour|hours|minutes)',
      'swelled ?up (straight away|immediately|right away|quickly)',
      'immediately swollen|=ballooned',
    ],
  },
  delayed_swelling: {
    label: 'swelling the next day',
    history: true,
    terms: [
      '(swelled|swollen|swelling|swell) ?up (the next day|the following day|overnight|by the next morning|next morning)',
    ],
  },
  contact_sport: {
    label: 'field or court sport',
    terms: ['football|soccer|rugby|netball|basketball|hockey|skiing|handball|gaa|hurling|martial arts|judo'],
  },
  // ankle, foot, leg
  achilles: { label: 'Achilles tendon pain', terms: ['achilles'] },
  above_heel: {
    label: 'pain just above the heel',
    terms: ['above (my|the)? heel', 'back of (my|the)? (left|right)? (heel|ankle)'],
  },
  thickened_tendon: {
    label: 'a thickened tendon',
    terms: ['thicken|thickened|thickening|thick|nodule', 'lump (in|on) the tendon'],
  },
  start_of_activity: {
    label: 'pain at the start of activity',
    terms: [
      'start of (a|my|the)? (run|runs|activity|training|practice|exercise|walk)',
      'first ?few minutes of',
    ],
  },
  push_off: {
    label: 'pain pushing off',
    terms: [
      '(push|pushing|pushed) off',
      '(go|going) up on ?my toes',
      'on ?my (tiptoe|tiptoes)',
      'heel raise|heel raises',
    ],
  },
  calf_word: { label: 'calf pain', terms: ['calf|calves'] },
  tender_spot: {
    label: 'a tender spot',
    terms: [
      'tender|sore spot|pressing on|press on|squeezing it',
      'tender (spot|point|area)',
      '(tender|painful) to (touch|press)',
    ],
  },
  inner_shin: {
    label: 'pain along the inner shin',
    terms: [
      'inner (edge|border|side) ?of (my|the)? (shin|shins)',
      'along (the|my)? ?inner (edge|shin|bone)',
      'inside of (my|the)? (shin|shins)',
      'shin splints',
    ],
  },
  diffuse_bone_pain: {
    label: 'pain spread along the bone',
    terms: [
      'long section|spread along|diffuse|all along',
      'along (a|the)? ?long (stretch|length|section)',
      'rather than (one|a single) spot',
    ],
  },
  first_steps: {
    label: 'pain with the first steps in the morning',
    terms: ['first ?few (step|steps)', 'first thing in the morning|getting out of bed'],
  },
  under_heel: {
    label: 'pain under the heel',
    terms: [
      '(under|underneath) (my|the)? (left|right)? heel',
      'bottom of (my|the)? heel',
      '(sole|arch) of (my|the)? foot',
      'arch',
    ],
  },
  standing_long: {
    label: 'worse after long standing',
    terms: [
      'long day (standing|on my feet)',
      'standing (all day|for long|for hours|at work)',
      'on my feet all day',
      '(stand|standing) in the shop',
    ],
  },
  limp: { label: 'walking with a limp', terms: ['limp|limping|limped|hobble|hobbled|hobbling'] },
  // generalised
  widespread: {
    label: 'widespread aches',
    terms: [
      'all over|everywhere|whole body|generally achy|general ache|general aches|widespread|achy muscles|aches and pains',
      'muscles (ache|are achy|are sore)',
      'my shoulders ?back and legs',
    ],
  },
  ease_rest: {
    label: 'easier with rest',
    terms: [
      '(rest|resting|rest days|sitting down|lying down|stopping) ~3 (help|helps|ease|eases|settle|settles|better|relieve|relieves)',
      '(better|ease|eases|settle|settles|improve|improves|relieved|goes away|fine) ~2 (with|on|after|at|by) (rest|resting|rest days|lying down|sitting down|stopping)',
    ],
  },
  heat_massage: {
    label: 'eased by heat or massage',
    terms: ['heat|hot water bottle|warm bath|hot shower|massage'],
  },
  night_pain: {
    label: 'night pain',
    terms: [
      // pain that goes on through the night
      'night and day|day and night|all night|through the night|night after night',
      'at night|night time|nighttime|=nights|=woken|=waking|keeps me awake|overnight|early hours|night pain',
      '(wake|wakes) (me|up)',
      '(disturb|disturbs) my sleep',
      'no (position|way) ~2 in bed',
      '(can not|could not) sleep at all',
      '(turn|turning|roll|rolling) over in bed',
      '(pain|hurts|hurt|aches|ache|aching|throbs|throbbing|sore) ~2 in bed',
    ],
  },
  // red-flag findings
  weight_loss_intended: {
    label: 'losing weight on purpose',
    history: true,
    // 'is it normal to lose weight': a question about the loss, not a plan to lose it
    except: [
      // someone else pleased at a loss is no plan to lose it
      '(pleased|happy|glad|lucky) to (lose|have lost) ~3 weight',
      '(normal|usual|possible|common|ok) to lose ~3 weight',
      // slimmer without having tried to be
      SLIMMER_UNTRIED,
    ],
    terms: [
      'diet|dieting|dieted|calorie|calories|slimming|weight watchers|slimming world|ozempic|wegovy|mounjaro|on purpose|intentionally|meal plan|=fasting|cutting weight',
      'trying to lose',
      'to lose ~3 weight',
      // a weekly weight-loss or diabetes injection (a GLP-1 medicine named by what it is)
      '(weekly|weight loss|slimming|fat) (injection|injections|jab|jabs|pen|pens)',
      '(diabetes|diabetic) ~3 (injection|injections|jab|jabs|pen|pens) ~8 (weight|lost|dropped|kilos|kg|stone|pounds)',
    ],
  },
  /**
   * Weight lost for a reason the person names that is not an illness to find: a stomach bug, a sore mouth
   * that stops chewing, breastfeeding or the baby weight, meals skipped in a busy life; or weight already
   * put back on. Only a loss told alone is unexplained (the malignancy rule).
   */
  weight_loss_explained: {
    label: 'weight loss with its cause named',
    history: true,
    terms: [
      'baby weight',
      // weight falling off with a newborn to feed
      '(weight|weights) ~4 (dropping|dropped|falling|fallen|coming off|come off) ~6 (since the baby|after the baby|since having|breastfeeding|breast feeding|since giving birth)',
      '(lost|losing|lose|dropped|dropping|shed|shedding) ~6 (weight|pounds|kilos|kg|stone|lbs|a bit|a little) ~8 (bug|virus|flu|covid|food poisoning|norovirus|gastroenteritis|tooth|teeth|dentist|dental|dentures|denture|soft food|sore mouth|mouth ulcers|braces|chew|chewing|breastfeeding|breast feeding|eating less|skipping meals|missing meals|smaller portions)',
      // lost to hard training or a student's cooking
      '(lost|losing|dropped|shed) ~6 (weight|pounds|kilos|kg|stone|lbs|a bit|a little) ~12 (two|2|three|3) ~1 (sessions|workouts|training sessions) a day',
      '(lost|losing|dropped|shed) ~6 (weight|pounds|kilos|kg|stone|lbs|a bit|a little) ~12 (rubbish|bad|terrible|useless|hopeless) at cooking',
      '(bug|virus|flu|covid|food poisoning|norovirus|gastroenteritis|wisdom tooth|dental|dentist|braces|chew|chewing|breastfeeding|breast feeding|since the baby|after the baby) ~10 (lost|losing|dropped|shed) ~4 (weight|pounds|kilos|kg|stone|lbs|a bit|a little)',
      // the weight itself already back ('it came back' alone could be the pain)
      '(weight|pounds|kilos|kg|lbs|stone) ~3 (come|came|coming) back',
      '(put|putting|gained|regained) ~3 (it|the weight|weight|them|it all|most of it) ~1 back on',
      // weight that goes every busy season and comes back after it
      '(always|every year|each year|every spring|every summer|every winter|every harvest|every lambing|usually|every season) ~3 (drop|lose|lost|dropped|shed|drops|loses) ~4 (weight|stone|kilos|kg|pounds|lbs)',
      '(it|weight|that) (comes|goes|went|came) back on ~3 (by|in|every|each|after|over)',
    ],
  },
  smoker: {
    label: 'smoking',
    history: true,
    terms: ['smoker|smoke|smoking|smokes|cigarette|cigarettes'],
  },
  hypertension: {
    label: 'high blood pressure',
    history: true,
    terms: [
      'lisinopril|ramipril|amlodipine|losartan|candesartan|bisoprolol|perindopril|indapamide|bendroflumethiazide|doxazosin',
      'high blood pressure|hypertension|high tension',
      'high pressure of (the)? blood',
      '(blood pressure|bp) (tablets|medication|medicine|pills|meds|tabs)',
      '(the)? tension (is)? high',
    ],
  },
  osteoporosis: {
    label: 'osteoporosis',
    history: true,
    terms: [
      '(bones|bone) (were|was|are|is) ~2 (thin|thinning|weak|brittle|fragile)',
      '(t score|tscore) (of)? (minus)? /-?(2\\.[5-9]\\d*|[3-9]|[3-9]\\.\\d+)/',
      '/osteopor\\w*/|brittle bones|thin bones|osteopenia|/alendron\\w*/|/risedron\\w*/|bisphosphonate|bisphosphonates|weak bones|known op',
      '(bones are|bones have gone|weak) (weak|brittle|thin)',
      // bones called fragile
      'fragile bones|bones like glass|bones like chalk|bones like paper|crumbly bones|soft bones',
    ],
  },
  steroids_long_term: {
    label: 'long-term steroid tablets',
    history: true,
    terms: ['long term steroids|steroid tablets|prednisolone|on steroids'],
  },
  trips: {
    label: 'tripping',
    history: true,
    terms: ['(trip|tripping|tripped|trips) (over|on)', '=tripping'],
  },
  improves_exercise: {
    label: 'improves with exercise',
    terms: [
      '(improve|improves|better|ease|eases) ~2 (exercise|activity|movement|moving)',
      '(with|after|doing) ~2 (sport|sports|exercise|training|activity) ~3 (it is|is|feels|it|gets) ~1 (better|easier)',
    ],
  },
} satisfies Record<string, ConceptDef>;

export type PatternFindingId = keyof typeof FINDING_DEFS;
export const PATTERN_FINDING_IDS = Object.keys(FINDING_DEFS) as PatternFindingId[];
