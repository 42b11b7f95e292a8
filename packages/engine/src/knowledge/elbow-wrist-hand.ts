import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export const ELBOW_WRIST_HAND_EXERCISES: ExerciseDef[] = [
  ex(
    'isometric-wrist-extension',
    'Isometric wrist extension',
    ['elbow', 'forearm', 'wrist'],
    ['table'],
    'Loads the outer elbow tendon without movement to settle pain.',
    [
      'Sit with your forearm resting on a table, palm down.',
      'Push the back of your hand up into your other hand without moving, 30-50% effort.',
      'Hold for 30-45 seconds.',
    ],
    '5 holds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'Work in the muscles on the back of the forearm near the elbow; the pain often eases during or after the holds.',
      progression:
        'When five 45-second holds are comfortable, press harder (up to 70% effort), then move on to slow lowering wrist extension with a light weight.',
    },
  ),
  ex(
    'eccentric-wrist-extension',
    'Slow lowering wrist extension',
    ['elbow', 'forearm', 'wrist'],
    ['light dumbbell or water bottle'],
    'Strengthens the wrist extensor tendon by lowering a weight slowly.',
    [
      'Rest your forearm on a table, palm down, hand over the edge holding a light weight.',
      'Use your other hand to lift the wrist up.',
      'Lower slowly over 4 seconds with the sore side.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['gripping'],
      feel: 'Effort and a mild ache in the outer elbow and forearm muscles while lowering.',
      progression:
        'When 3 sets of 15 are comfortable and pain is no worse the next morning, add 0.5 kg; then add the FlexBar twist.',
    },
  ),
  ex(
    'tyler-twist',
    'FlexBar twist',
    ['elbow', 'forearm'],
    ['FlexBar or rolled towel'],
    'A twisting exercise that loads the outer elbow tendons.',
    [
      'Hold a FlexBar (or tightly rolled towel) upright in the sore hand.',
      'Twist the top with the other hand, then slowly let the sore wrist untwist.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['gripping'],
      feel: 'Effort in the forearm as the sore wrist slowly untwists; a mild ache at the outer elbow is acceptable.',
      progression:
        'When 3 sets of 15 feel easy, use a firmer bar, then practise the gripping tasks of your work or sport.',
    },
  ),
  ex(
    'isometric-wrist-flexion',
    'Isometric wrist flexion',
    ['elbow', 'forearm', 'wrist'],
    ['table'],
    'Loads the inner elbow tendon without movement.',
    [
      'Forearm on a table, palm up.',
      'Press your palm up into your other hand without moving, 30-50% effort.',
      'Hold for 30-45 seconds.',
    ],
    '5 holds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'Work in the muscles on the front of the forearm near the inner elbow.',
      progression:
        'When five 45-second holds are comfortable, press harder, then move on to slow lowering wrist flexion with a light weight.',
    },
  ),
  ex(
    'eccentric-wrist-flexion',
    'Slow lowering wrist flexion',
    ['elbow', 'forearm', 'wrist'],
    ['light dumbbell or water bottle'],
    'Strengthens the wrist flexor tendon that attaches at the inner elbow.',
    [
      'Forearm on a table, palm up, hand over the edge with a light weight.',
      'Curl the wrist up with help from the other hand.',
      'Lower slowly over 4 seconds.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['gripping', 'wrist_flexion'],
      feel: 'Effort and a mild ache in the inner elbow and forearm muscles while lowering.',
      progression:
        'When 3 sets of 15 are comfortable and pain is no worse the next morning, add 0.5 kg; then add grip and climbing- or sport-specific loading.',
    },
  ),
  ex(
    'forearm-pronation-supination',
    'Forearm rotation with a hammer',
    ['elbow', 'forearm', 'wrist'],
    ['hammer or light dumbbell'],
    'Strengthens the forearm rotators that support the elbow and wrist.',
    [
      'Sit with your forearm on your thigh, holding a hammer upright.',
      'Slowly rotate palm down, then palm up.',
      'Hold the handle further from the head to make it easier.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      loads: ['gripping'],
      feel: 'Work in the forearm as you control the hammer; no pain at the wrist.',
      progression: 'When 3 sets of 10 feel easy, hold the handle nearer its end to make the lever longer.',
    },
  ),
  ex(
    'grip-strengthening',
    'Grip strengthening with putty',
    ['forearm', 'hand', 'elbow'],
    ['therapy putty or soft ball'],
    'Builds grip endurance once pain allows.',
    ['Squeeze putty or a soft ball firmly but within mild discomfort.', 'Hold 3 seconds and release.'],
    '2 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['gripping', 'thumb_use'],
      feel: 'The forearm and hand muscles tiring; no sharp pain at the elbow or wrist.',
      progression: 'When 2 sets of 15 feel easy, use firmer putty or hold each squeeze 5 seconds.',
    },
  ),
  ex(
    'wrist-extensor-stretch',
    'Wrist extensor stretch',
    ['forearm', 'elbow', 'wrist'],
    [],
    'Stretches the muscles on the back of the forearm.',
    [
      'Straighten your arm in front of you, palm down.',
      'Gently bend the wrist down with your other hand.',
      'Hold 30 seconds.',
    ],
    '3 holds',
    '2 times a day',
    {
      kind: 'stretch',
      feel: 'A mild stretch along the back of the forearm; not a sharp pain at the elbow.',
      progression: 'When it no longer feels tight, keep it as a break in long spells of typing or gripping.',
    },
  ),
  ex(
    'wrist-flexor-stretch',
    'Wrist flexor stretch',
    ['forearm', 'elbow', 'wrist'],
    [],
    'Stretches the muscles on the front of the forearm.',
    ['Straighten your arm, palm up.', 'Gently bend the wrist back with your other hand.', 'Hold 30 seconds.'],
    '3 holds',
    '2 times a day',
    {
      kind: 'stretch',
      feel: 'A mild stretch along the front of the forearm; no tingling in the fingers.',
      progression: 'When it no longer feels tight, keep it as a break in long spells of gripping.',
    },
  ),
  ex(
    'median-nerve-tendon-glides',
    'Tendon and nerve glides for the hand',
    ['wrist', 'hand'],
    [],
    'A sequence of hand positions that helps the median nerve and tendons slide in the carpal tunnel.',
    [
      'Start with fingers straight, then make a hook fist.',
      'Go to a full fist, then a tabletop position, then a straight fist.',
      'Move slowly through each position.',
    ],
    '5 rounds',
    '3 times a day',
    {
      kind: 'nerve',
      onlyWhen: ['pins_needles', 'numbness', 'cts_fingers', 'flick_sign', 'burning'],
      feel: 'Easy movement of the fingers; any tingling should be faint and go as soon as you stop.',
      progression:
        'When the sequence brings on no tingling, do it with the wrist slightly bent back; stop once the night symptoms have settled for two weeks.',
      video: 'tendon gliding exercises carpal tunnel',
    },
  ),
  ex(
    'wrist-rom',
    'Wrist circles and range of motion',
    ['wrist', 'hand', 'forearm'],
    [],
    'Keeps the wrist moving freely without load.',
    ['Rest your forearm on a table.', 'Bend the wrist up and down, side to side, then make slow circles.'],
    '10 of each movement',
    '3 times a day',
    {
      kind: 'mobility',
      loads: ['finkelstein'],
      feel: 'Easy movement with at most mild stiffness at the ends of the range.',
      progression:
        'When the wrist moves fully without stiffness, move on to light strengthening with a band or weight.',
    },
  ),
  ex(
    'thumb-opposition',
    'Thumb opposition',
    ['hand', 'wrist'],
    [],
    'Keeps the thumb joints moving and strengthens the small thumb muscles.',
    [
      'Touch the tip of your thumb to each fingertip in turn.',
      'Make a round "O" each time and hold it for 2 seconds.',
    ],
    '10 rounds',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'Easy movement of the thumb joints; mild stiffness that eases as you go.',
      progression:
        'When each touch is easy and painless, press the thumb and fingertip together firmly for 3 seconds each time.',
    },
  ),
  ex(
    'thumb-abduction-band',
    'Thumb abduction with a band',
    ['hand', 'wrist'],
    ['small rubber band'],
    'Strengthens the muscles that stabilise the base of the thumb.',
    [
      'Place a rubber band around your thumb and fingers.',
      'Move the thumb away from the fingers against the band.',
      'Return slowly.',
    ],
    '2 sets of 12',
    'Once a day',
    {
      kind: 'strength',
      loads: ['thumb_use'],
      feel: 'Work in the fleshy base of the thumb; no sharp pain at the joint.',
      progression: 'When 2 sets of 12 feel easy, double the band or use a thicker one.',
    },
  ),
  ex(
    'thumb-web-stretch',
    'Thumb web space stretch',
    ['hand'],
    [],
    'Keeps the space between thumb and index finger open, which tightens with thumb arthritis.',
    [
      'Rest your hand on a table on its little finger side.',
      'Gently ease the thumb away from the index finger.',
      'Hold 20 seconds.',
    ],
    '3 holds',
    '2 times a day',
    {
      kind: 'stretch',
      feel: 'A gentle stretch in the web between thumb and index finger.',
      progression: 'When the web opens comfortably, hold 30 seconds and keep it as a daily habit.',
    },
  ),
  ex(
    'finger-tendon-glides',
    'Finger tendon glides',
    ['hand'],
    [],
    'Keeps the finger joints supple and the tendons gliding.',
    [
      'Straighten all fingers.',
      'Bend only at the knuckles, then make a hook fist, then a full fist.',
      'Return to straight each time.',
    ],
    '10 rounds',
    '2 times a day',
    {
      kind: 'mobility',
      feel: 'Easy movement through each fist position; stiffness eases with repetition.',
      progression:
        'When all positions are easy, hold each for 3 seconds, then add gentle grip work with putty.',
    },
  ),
  ex(
    'radial-deviation-isometric',
    'Isometric thumb-side wrist hold',
    ['wrist', 'hand'],
    [],
    'Gently loads the thumb-side tendons in a position they tolerate.',
    [
      'Rest the forearm on a table, thumb up.',
      'Press the thumb side of the hand up into your other hand without moving, 20-30% effort.',
      'Hold 20-30 seconds.',
    ],
    '5 holds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'Light work along the thumb side of the forearm with the wrist still; no sharp pain at the wrist.',
      progression:
        'When five 30-second holds are comfortable, press harder (40-50%), then move on to thumb extension with a band.',
    },
  ),
  ex(
    'thumb-extension-band',
    'Thumb extension with a band',
    ['hand', 'wrist'],
    ['small rubber band'],
    'Progressively strengthens the thumb tendons once pain has settled.',
    [
      'Loop a rubber band around the thumb and index finger.',
      'Straighten and lift the thumb away against the band.',
      'Return slowly.',
    ],
    '2 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      loads: ['thumb_use'],
      notAcute: true,
      feel: 'Work along the back of the thumb and the thumb side of the wrist; mild ache at most.',
      progression:
        'When 2 sets of 10 feel easy, add a second band, then practise lifting with the thumb relaxed and the wrist straight.',
    },
  ),
  ex(
    'wrist-bends-thumb-relaxed',
    'Wrist bends with the thumb relaxed',
    ['wrist', 'hand', 'forearm'],
    ['table'],
    'Keeps the wrist moving while the sore thumb tendons stay slack.',
    [
      'Rest your forearm on a table with the hand over the edge, thumb up and relaxed.',
      'Bend the wrist forward and back only, keeping it in line with the forearm (no bending sideways).',
      'Move slowly within comfort.',
    ],
    '10 each way',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'Easy wrist movement with no pain along the thumb side of the wrist.',
      progression: 'When this is easy, move on to the isometric thumb-side wrist hold.',
    },
  ),
  ex(
    'forearm-rotation-unloaded',
    'Forearm turns without weight',
    ['forearm', 'elbow', 'wrist'],
    [],
    'Keeps the forearm turning freely without any gripping.',
    [
      'Sit with your elbow bent at your side and your hand open and relaxed.',
      'Turn the palm up, then down, slowly.',
      'Keep the elbow tucked in.',
    ],
    '10 each way',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'Easy movement in the forearm; no pain at the elbow or wrist.',
      progression:
        'When it is easy and painless, hold a light hammer and move on to forearm rotation with a hammer.',
    },
  ),
];

export const ELBOW_WRIST_HAND_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'lateral-epicondylalgia',
    source: 'NICE CKS Tennis elbow (2022); Coombes, Bisset & Vicenzino, BJSM (2015)',
    regions: { elbow: 3.2, forearm: 1.2 },
    prior: 0.3,
    findings: {
      lateral_elbow: 3.2,
      gripping: 1.4,
      racket_sport: 1,
      typing_computer: 0.5,
      tender_spot: 0.4,
      load_increase: 0.3,
      lifting: 0.3,
    },
    denied: { medial_elbow: 0.2 },
    age: [{ min: 35, max: 60, weight: 0.3 }],
    triage: 'self-care',
    exercises: {
      acute: [
        'isometric-wrist-extension',
        'forearm-rotation-unloaded',
        'wrist-extensor-stretch',
        'wrist-rom',
      ],
      persistent: [
        'eccentric-wrist-extension',
        'isometric-wrist-extension',
        'tyler-twist',
        'forearm-pronation-supination',
        'grip-strengthening',
        'wrist-extensor-stretch',
      ],
    },
    graded: {
      'eccentric-wrist-extension':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
      'tyler-twist':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
      'forearm-pronation-supination':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
      'grip-strengthening':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
    },
    lifestyle: [
      'Lift with your palm facing up and keep objects close to reduce strain on the outer elbow.',
      'Use a larger, padded grip on tools, racket or mouse.',
      'Reduce, but do not stop, the provoking activity; keep pain during activity at 3/10 or less.',
    ],
    products: ['Tennis elbow counterforce strap', 'FlexBar or rolled towel', 'Light dumbbells (1-3 kg)'],
    prognosis: {
      acute:
        'Tennis elbow usually settles over 6-12 weeks with loading exercise; most people recover within a year.',
      persistent:
        'Even long-standing tennis elbow improves with 12 weeks of progressive loading; injections give short-term relief only.',
    },
    keyIssue: 'Overloaded outer elbow tendon',
    focus: ['Tendon loading and capacity', 'Load management', 'Strengthening supporting muscles'],
    explanation:
      'an overloaded tendon where the wrist extensor muscles attach to the outer elbow (tennis elbow)',
    rethink: 'pain with bending the elbow, locking, swelling, or tingling into the hand',
    typicalCause: 'repeated gripping and wrist extension, such as racket sports, typing or tool use',
  },
  {
    id: 'medial-epicondylalgia',
    source: "NICE CKS Golfer's elbow (2022); Amin et al., medial epicondylitis review (2015)",
    regions: { elbow: 3.2, forearm: 1.2 },
    prior: -0.3,
    findings: {
      medial_elbow: 3.4,
      wrist_flexion: 1.2,
      throwing_climbing: 1.2,
      gripping: 1,
      lifting: 0.4,
      tender_spot: 0.3,
      load_increase: 0.3,
    },
    denied: { lateral_elbow: 0.2 },
    triage: 'self-care',
    exercises: {
      acute: ['isometric-wrist-flexion', 'forearm-rotation-unloaded', 'wrist-flexor-stretch', 'wrist-rom'],
      persistent: [
        'eccentric-wrist-flexion',
        'isometric-wrist-flexion',
        'forearm-pronation-supination',
        'grip-strengthening',
        'wrist-flexor-stretch',
      ],
    },
    graded: {
      'eccentric-wrist-flexion':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
      'forearm-pronation-supination':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
      'grip-strengthening':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
    },
    lifestyle: [
      'Cut back on heavy gripping, climbing or throwing volume by about half for 2-4 weeks, then build back gradually.',
      'Warm up the forearm before climbing, golf or lifting.',
    ],
    products: ['Elbow counterforce strap', 'Therapy putty', 'Light dumbbells (1-3 kg)'],
    prognosis: {
      acute: "Golfer's elbow usually improves over 6-12 weeks with loading and activity changes.",
      persistent: 'Longer-standing cases still improve with progressive strengthening over 3 months.',
    },
    keyIssue: 'Overloaded inner elbow tendon',
    focus: ['Tendon loading and capacity', 'Load management', 'Strengthening supporting muscles'],
    explanation:
      "an overloaded tendon where the wrist flexor muscles attach to the inner elbow (golfer's elbow)",
    rethink: 'tingling in the ring and little fingers, elbow instability in throwers, or swelling',
    typicalCause: 'repeated gripping and wrist bending, such as climbing, golf or heavy lifting',
  },
  {
    id: 'carpal-tunnel-syndrome',
    source: 'NICE CKS Carpal tunnel syndrome (2022); AAOS CTS guideline (2016)',
    regions: { hand: 3, wrist: 2.4, forearm: 0.5 },
    prior: 0,
    findings: {
      pins_needles: 1.3,
      numbness: 1.3,
      cts_fingers: 2.5,
      flick_sign: 2.2,
      night_pain: 0.8,
      typing_computer: 0.4,
      gripping: 0.3,
      pregnancy: 0.6,
      clumsy_hands: 0.5,
      weakness: 0.3,
    },
    denied: { little_finger: 0.6, pins_needles: -2, numbness: -1.5 },
    age: [{ min: 40, max: 75, weight: 0.4 }],
    sex: { female: 0.4 },
    triage: 'routine',
    exercises: {
      acute: [
        'median-nerve-tendon-glides',
        'wrist-rom',
        'nerve-glide-median',
        'finger-tendon-glides',
        'thumb-opposition',
      ],
      persistent: [
        'median-nerve-tendon-glides',
        'grip-strengthening',
        'nerve-glide-median',
        'thumb-opposition',
        'wrist-rom',
        'finger-tendon-glides',
      ],
    },
    lifestyle: [
      'Wear a wrist splint at night that holds the wrist straight; it often stops the night waking within weeks.',
      'Keep wrists straight when typing and avoid leaning on the heel of the hand.',
      'Take short breaks from sustained gripping every 20-30 minutes.',
    ],
    products: ['Wrist splint (neutral, for night use)', 'Ergonomic keyboard or wrist rest'],
    prognosis: {
      acute:
        'Night splints and activity changes help most mild to moderate carpal tunnel symptoms within 6-12 weeks.',
      persistent:
        'If symptoms persist beyond 3 months or weakness appears, nerve tests and a steroid injection or surgery are effective options.',
    },
    keyIssue: 'Squeezed median nerve at the wrist',
    focus: ['Nerve mobility and desensitisation', 'Posture and ergonomics', 'Load management'],
    explanation: 'pressure on the median nerve as it passes through the carpal tunnel at the wrist',
    rethink:
      'symptoms in the little finger, neck pain spreading down the arm, or symptoms in both hands with clumsiness or unsteady walking',
    typicalCause:
      'pressure in the carpal tunnel, made worse by sustained wrist bending and night-time wrist positions',
  },
  {
    id: 'de-quervain-tenosynovitis',
    source: "NICE CKS De Quervain's tenosynovitis (2020); Ilyas et al., JAAOS (2007)",
    regions: { wrist: 3.2, hand: 1.2 },
    prior: -0.3,
    findings: {
      thumb_side_wrist: 3,
      finkelstein: 3,
      new_baby: 1.8,
      thumb_use: 1.2,
      gripping: 0.5,
      swelling: 0.4,
      sharp: 0.3,
    },
    age: [{ min: 25, max: 55, weight: 0.3 }],
    sex: { female: 0.5 },
    triage: 'self-care',
    exercises: {
      acute: [
        'radial-deviation-isometric',
        'wrist-bends-thumb-relaxed',
        'forearm-rotation-unloaded',
        'finger-tendon-glides',
      ],
      persistent: [
        'thumb-extension-band',
        'radial-deviation-isometric',
        'forearm-pronation-supination',
        'grip-strengthening',
        'wrist-bends-thumb-relaxed',
      ],
    },
    graded: {
      'thumb-extension-band':
        'Working the thumb tendons against a light band is how they get used to load again, so this uses the thumb that hurts on purpose; keep within the pain rule.',
      'forearm-pronation-supination':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
      'grip-strengthening':
        'Holding and controlling a weight is close to the gripping that hurts; that is deliberate, because a tendon recovers by being loaded a little more each week. Keep within the pain rule.',
    },
    lifestyle: [
      'Lift your baby (or loads) with palms up and the wrist straight, scooping rather than gripping with the thumb.',
      'A thumb spica splint worn for 3-6 weeks rests the tendons.',
      'Limit texting with the sore thumb; use voice input or the other hand.',
    ],
    products: ['Thumb spica splint', 'Ice pack'],
    prognosis: {
      acute:
        'With a splint and activity changes most cases settle within 4-6 weeks; a steroid injection helps if not.',
      persistent: 'Persistent cases respond well to a steroid injection; surgery is rarely needed.',
    },
    keyIssue: 'Irritated thumb tendons at the wrist',
    focus: ['Pain relief and calming symptoms', 'Load management', 'Tendon loading and capacity'],
    explanation: 'irritation of the two thumb tendons in their sheath on the thumb side of the wrist',
    rethink: 'pain mainly at the base of the thumb joint with lumps, a fall onto the hand, or numbness',
    typicalCause: 'repeated thumb and wrist movements, such as lifting a baby or texting',
  },
  {
    id: 'hand-osteoarthritis',
    source: 'NICE NG226 Osteoarthritis (2022); EULAR hand OA recommendations (2018)',
    regions: { hand: 3.2, wrist: 1 },
    prior: -0.3,
    findings: {
      thumb_base: 2,
      hand_nodes: 2.6,
      gripping: 0.9,
      fine_hand_tasks: 1,
      morning_stiffness: 0.3,
      gradual_onset: 0.5,
      stiffness: 0.3,
    },
    denied: { numbness: 0.2 },
    age: [
      { min: 55, weight: 1.5 },
      { max: 40, weight: -1.5 },
    ],
    sex: { female: 0.3 },
    stageWeight: { persistent: 0.4 },
    triage: 'self-care',
    exercises: {
      acute: ['thumb-opposition', 'finger-tendon-glides', 'thumb-web-stretch', 'wrist-rom'],
      persistent: [
        'thumb-abduction-band',
        'grip-strengthening',
        'thumb-opposition',
        'finger-tendon-glides',
        'thumb-web-stretch',
      ],
    },
    graded: {
      'thumb-abduction-band':
        'Stronger thumb and hand muscles steady a worn joint, so working against light resistance is part of the treatment even though using the hand hurts; keep within the pain rule.',
      'grip-strengthening':
        'Stronger hand muscles steady worn joints, so gripping against soft resistance is part of the treatment even though gripping hurts; keep within the pain rule.',
    },
    lifestyle: [
      'Use gadgets that reduce pinch force: jar openers, thick-handled cutlery, lever taps.',
      'Warm your hands (warm water) before activity on stiff mornings.',
      'Pace gripping jobs and alternate them with lighter tasks.',
    ],
    products: ['Thumb base (CMC) splint', 'Jar opener and thick-handled utensils', 'Therapy putty'],
    prognosis: {
      acute:
        'Flares of hand arthritis usually settle over a few weeks; exercise and joint protection help function long term.',
      persistent:
        'Hand osteoarthritis is long-term but usually stable; exercise, splints and topical anti-inflammatories keep most people doing their daily tasks.',
    },
    keyIssue: 'Wear-related changes in thumb and finger joints',
    focus: ['Strengthening supporting muscles', 'Restoring range of motion', 'Load management'],
    explanation:
      'changes in the cartilage and bone of the thumb base and finger joints that cause pain and stiffness',
    rethink:
      'hot, swollen joints, long morning stiffness or swelling of many joints, which would suggest inflammatory arthritis',
    typicalCause: 'age-related joint changes, often with a family tendency',
  },
];
