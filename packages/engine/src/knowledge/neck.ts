import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export const NECK_EXERCISES: ExerciseDef[] = [
  ex(
    'chin-tucks',
    'Chin tucks',
    ['neck', 'head'],
    [],
    'Trains the deep neck flexors that hold the head over the shoulders.',
    [
      'Sit tall with your shoulders relaxed.',
      'Glide your chin straight back, making a gentle double chin.',
      'Hold for 5 seconds without tipping your head down.',
      'Relax and repeat.',
    ],
    '10 repetitions, 5-second hold',
    '3 times a day',
    {
      kind: 'control',
      load: 1,
      feel: 'A gentle working feeling in the front of the neck and a light stretch at the base of the skull; the head stays level.',
      progression:
        'When 10 easy 5-second holds feel effortless, hold 10 seconds, then move on to the deep neck flexor head lift lying down.',
    },
  ),
  ex(
    'neck-rotation-rom',
    'Neck rotation range of motion',
    ['neck'],
    [],
    'Gently restores turning so shoulder checks and driving get easier.',
    [
      'Sit tall and look straight ahead.',
      'Turn your head slowly to one side as far as is comfortable.',
      'Pause for 2 seconds, return to the middle, then turn to the other side.',
    ],
    '10 turns each way',
    '3 times a day',
    {
      kind: 'mobility',
      loads: ['neck_movement', 'neck_extension_arm'],
      feel: 'Tightness or mild ache at the end of the turn that eases when you return to the middle.',
      progression:
        'When you can turn further each day with no lasting ache, add a gentle over-pressure with your hand at the end of the turn, then practise shoulder checks as you would when driving.',
    },
  ),
  ex(
    'upper-trap-stretch',
    'Upper trapezius stretch',
    ['neck', 'shoulder'],
    [],
    'Eases tension along the top of the shoulder and side of the neck.',
    [
      'Sit on your hand on the side to stretch.',
      'Tilt your ear towards the opposite shoulder.',
      'Add gentle pressure with the other hand until you feel a stretch.',
      'Hold, then swap sides.',
    ],
    '3 holds of 30 seconds each side',
    '2 times a day',
    {
      kind: 'stretch',
      feel: 'A mild pulling stretch along the top of the shoulder and side of the neck, never a sharp pain or tingling into the arm.',
      progression:
        'When the stretch no longer feels tight, keep it as a break during desk work and put your effort into the strengthening exercises instead.',
    },
  ),
  ex(
    'levator-scapulae-stretch',
    'Levator scapulae stretch',
    ['neck', 'upper-back'],
    [],
    'Stretches the muscle from the neck to the shoulder blade that tightens with screen work.',
    [
      'Turn your head 45 degrees away from the tight side.',
      'Look down towards your opposite pocket.',
      'Use your hand to add light pressure and hold.',
    ],
    '3 holds of 30 seconds each side',
    '2 times a day',
    {
      kind: 'stretch',
      loads: ['neck_movement'],
      feel: 'A stretch at the back and side of the neck towards the top of the shoulder blade.',
      progression:
        'When it feels easy, hold 45 seconds; once the neck no longer tightens during the day, keep it only as a desk break.',
    },
  ),
  ex(
    'scapular-setting',
    'Shoulder blade setting',
    ['neck', 'upper-back', 'shoulder'],
    [],
    'Wakes up the muscles that hold the shoulder blades, easing load on the neck.',
    [
      'Sit or stand tall.',
      'Draw your shoulder blades gently back and down, about 30% effort.',
      'Hold for 10 seconds while breathing normally.',
    ],
    '10 repetitions, 10-second hold',
    '3 times a day',
    {
      kind: 'control',
      load: 1,
      feel: 'A light working feeling between and below the shoulder blades; the neck and top of the shoulders stay relaxed.',
      progression:
        'When you can hold 10 seconds ten times without the shoulders creeping up, move on to band rows.',
    },
  ),
  ex(
    'deep-neck-flexor-lift',
    'Deep neck flexor head lift',
    ['neck', 'head'],
    ['folded towel'],
    'Builds endurance of the deep front neck muscles, the mainstay of neck pain and headache rehab.',
    [
      'Lie on your back with a folded towel under your head.',
      'Do a chin tuck, then lift your head 1 cm off the towel.',
      'Hold for 5-10 seconds keeping the chin tucked.',
      'Lower slowly.',
    ],
    '8 repetitions',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work deep in the front of the neck; a shaking chin or the jaw jutting forward means the set is done.',
      progression:
        'When you can hold 10 seconds for 10 repetitions with the chin tucked, make each hold 15-20 seconds, then add small head turns while lifted.',
    },
  ),
  ex(
    'neck-isometrics',
    'Neck isometric holds',
    ['neck'],
    [],
    'Strengthens the neck without movement, useful when moving hurts.',
    [
      'Place your palm on your forehead.',
      'Push your head gently into your hand without letting it move, 20-30% effort.',
      'Hold 5 seconds; repeat on the back and each side of the head.',
    ],
    '5 holds each direction',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'The neck muscles working while the head stays still; no pain should build during a hold.',
      progression:
        'When 5-second holds at light effort are comfortable, hold 10 seconds and build to about half effort, then add a resistance band for gentle neck strengthening.',
    },
  ),
  ex(
    'nerve-glide-median',
    'Median nerve glide (arm)',
    ['neck', 'upper-arm', 'forearm', 'hand', 'wrist'],
    [],
    'Gently slides the arm nerve to calm tingling and burning; it should never increase symptoms.',
    [
      'Stand with the affected arm out to the side, elbow bent, palm up.',
      'Keep your head still and look straight ahead.',
      'Slowly straighten the elbow and bend the wrist back, then bend the elbow and let the wrist relax: the nerve slides rather than stretches.',
      'Stop short of tingling.',
    ],
    '10 slow glides',
    '2-3 times a day',
    {
      kind: 'nerve',
      onlyWhen: [
        'radiating_arm',
        'pins_needles',
        'numbness',
        'cts_fingers',
        'burning',
        'electric',
        'weakness',
      ],
      feel: 'At most a faint, brief stretch or tingle in the arm that goes the moment you ease off.',
      progression:
        'When the glide no longer brings on any arm symptoms and the tingling in daily life is easing, make the movement a little bigger; stop the glides once the arm has been quiet for two weeks.',
      video: 'median nerve glide slider exercise',
    },
  ),
  ex(
    'cervical-retraction-extension',
    'Neck retraction with gentle extension',
    ['neck'],
    [],
    'A McKenzie-style movement that often centralises arm symptoms from the neck.',
    [
      'Sit tall and glide your chin back.',
      'Keeping it back, slowly look a little upwards, then return.',
      'Stop if arm symptoms spread further down the arm.',
    ],
    '10 repetitions',
    'Every 2-3 hours',
    {
      kind: 'mobility',
      loads: ['neck_extension_arm'],
      feel: 'Pressure or stiffness at the base of the neck; arm symptoms should stay the same or move up towards the neck.',
      progression:
        'When the arm symptoms have moved up towards the neck or gone, reduce to 3-4 times a day and build the deep neck flexor work.',
      painRule:
        'Watch the arm symptoms, not just the neck: if pain or tingling spreads further down the arm, stop this one; if it moves up towards the neck, that is a good sign.',
    },
  ),
  ex(
    'thoracic-extension-chair',
    'Thoracic extension over a chair',
    ['upper-back', 'neck', 'chest'],
    ['chair'],
    'Mobilises the upper back so the neck and shoulders move with less strain.',
    [
      'Sit in a chair with a backrest at shoulder-blade height.',
      'Support your head with your hands.',
      'Lean back over the chair, then return.',
    ],
    '10 repetitions',
    '2 times a day',
    {
      kind: 'mobility',
      feel: 'The stiffness of the upper back easing as you lean back; the head stays supported in your hands.',
      progression:
        'When it moves freely, move on to the foam roller upper back extension or open book rotations.',
    },
  ),
  ex(
    'jaw-relaxed-rest',
    'Relaxed jaw rest position',
    ['jaw'],
    [],
    'Teaches the jaw to rest unclenched: tongue up, teeth apart, lips together.',
    [
      'Rest the tip of your tongue behind your top front teeth.',
      'Let your teeth part slightly and your lips close.',
      'Breathe through your nose and notice the jaw muscles soften.',
    ],
    '1 minute',
    'Every hour while awake',
    {
      kind: 'relaxation',
      feel: 'The jaw muscles softening; no effort and no pain.',
      progression:
        'When you notice yourself clenching less, keep the position as a habit through the day and move on to controlled jaw opening.',
    },
  ),
  ex(
    'controlled-jaw-opening',
    'Controlled jaw opening (tongue up)',
    ['jaw'],
    ['mirror'],
    'Retrains straight, click-free opening of the jaw joint.',
    [
      'Place your tongue on the roof of your mouth.',
      'Open your mouth slowly while keeping the tongue there, watching in a mirror that the jaw goes straight down.',
      'Close slowly.',
    ],
    '10 repetitions',
    '3 times a day',
    {
      kind: 'mobility',
      loads: ['jaw_chewing', 'jaw_limited'],
      feel: 'A smooth, straight opening with at most mild ache in front of the ear; a soft click that does not hurt is not harmful.',
      progression:
        'When you can open straight and without pain to two finger-widths, open a little further, then move on to resisted jaw opening.',
    },
  ),
  ex(
    'jaw-isometrics',
    'Jaw resisted opening',
    ['jaw'],
    [],
    'Gently strengthens jaw muscles to steady the joint.',
    [
      'Place your thumb under your chin.',
      'Open against light resistance for 3 seconds.',
      'Relax and repeat; keep it pain free.',
    ],
    '6 repetitions',
    '2 times a day',
    {
      kind: 'isometric',
      loads: ['jaw_chewing'],
      feel: 'Light work in the jaw muscles with the jaw staying still; no pain in the joint.',
      progression:
        'When 6 holds are comfortable, hold 5 seconds and add side-to-side holds against your fingers.',
    },
  ),
  ex(
    'jaw-self-massage',
    'Jaw muscle self-massage',
    ['jaw', 'head'],
    [],
    'Relaxes the chewing muscles that tighten with clenching.',
    [
      'Find the thick muscle in front of your ear by clenching briefly.',
      'Relax the jaw, then massage the muscle in small circles with two fingers.',
      'Continue up to the temple.',
    ],
    '2 minutes each side',
    'Twice a day and before bed',
    {
      kind: 'relaxation',
      feel: 'Tender but easing pressure in the cheek and temple muscles; it should feel like relief.',
      progression:
        'When the muscles are no longer tender, use it only after a day of clenching or before bed.',
    },
  ),
  ex(
    'craniocervical-nod',
    'Upper-neck nod (lying)',
    ['neck', 'head'],
    ['towel'],
    'Wakes up the small muscles at the top of the front of the neck that settle neck-related headaches.',
    [
      'Lie on your back, knees bent, with a thin folded towel under your head.',
      'Nod your head very slightly, as if saying a small yes, so the back of the neck lengthens.',
      'Hold 10 seconds without lifting your head or clenching your jaw, then relax.',
    ],
    '10 holds of 10 seconds',
    '2 times a day',
    {
      kind: 'control',
      load: 1,
      feel: 'A light effort deep at the front of the upper neck; the big muscles at the front of the neck stay soft.',
      progression:
        'When 10 holds of 10 seconds are easy, do the same nod sitting up, then move on to the deep neck flexor head lift.',
    },
  ),
  ex(
    'suboccipital-release',
    'Base-of-skull release',
    ['head', 'neck'],
    ['two tennis balls in a sock (optional)'],
    'Eases the tight muscles under the back of the skull that often feed a headache from the neck.',
    [
      'Lie on your back with your knees bent.',
      'Place two fingertips of each hand (or two tennis balls in a sock) under the bony ridge at the base of your skull.',
      'Let the weight of your head rest on them and breathe slowly; let the muscles soften.',
    ],
    '2 minutes',
    '2 times a day and when a headache starts',
    {
      kind: 'relaxation',
      feel: 'Firm pressure that eases into relief; it should not bring on the headache.',
      progression:
        'When the muscles are no longer tender, use it only when a headache starts and spend the time on the neck strengthening.',
    },
  ),
  ex(
    'jaw-lateral-glide',
    'Side-to-side jaw glide',
    ['jaw'],
    ['mirror'],
    'Restores easy sideways movement of the jaw, which helps it open smoothly.',
    [
      'Sit in front of a mirror with your teeth slightly apart and your tongue resting on the roof of your mouth.',
      'Slide your lower jaw a little to one side, keeping the front teeth apart, then back to the middle.',
      'Repeat to the other side; keep the movement small and smooth.',
    ],
    '10 each side',
    '2-3 times a day',
    {
      kind: 'mobility',
      feel: 'Easy movement in front of the ears with at most mild stiffness.',
      progression:
        'When both sides move evenly without pain, rest a fingertip against the jaw and add light resistance for 3 seconds each way.',
    },
  ),
];

export const NECK_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'neck-pain-mechanical',
    source: 'NICE CKS Neck pain - non-specific (2023); JOSPT Neck Pain CPG (Blanpied et al., 2017)',
    regions: { neck: 3.2, 'upper-back': 1, shoulder: 0.8 },
    prior: 0.5,
    findings: {
      neck_movement: 1.5,
      typing_computer: 0.8,
      sustained_posture: 0.8,
      slumped_posture: 0.5,
      stiffness: 0.7,
      heat_massage: 0.6,
      stress: 0.3,
      atraumatic: 0.3,
      load_increase: 0.3,
    },
    denied: { pins_needles: 0.6, numbness: 0.6, radiating_arm: 0.8 },
    stageWeight: {},
    triage: 'self-care',
    exercises: {
      acute: [
        'chin-tucks',
        'neck-rotation-rom',
        'scapular-setting',
        'upper-trap-stretch',
        'levator-scapulae-stretch',
        'thoracic-extension-chair',
      ],
      persistent: [
        'deep-neck-flexor-lift',
        'scapular-rows',
        'neck-isometrics',
        'chin-tucks',
        'thoracic-extension-chair',
        'wall-angels',
      ],
    },
    graded: {
      'neck-rotation-rom':
        'Turning a little further each day is how a stiff, sore neck gets its movement back, so this goes into the movement that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Keep moving your neck: gentle movement through the day speeds recovery more than rest or a collar.',
      'Use heat (a warm shower or wheat bag for 15 minutes) before your exercises when stiff.',
    ],
    products: ['Heat pack or wheat bag', 'Laptop stand or monitor riser'],
    prognosis: {
      acute:
        'Most neck pain of this kind settles substantially within 2-6 weeks with movement and simple exercise.',
      persistent:
        'Longer-standing neck pain usually improves over 6-12 weeks of regular strengthening and posture variety; flare-ups can happen and settle.',
    },
    keyIssue: 'Stiff, sore neck muscles and joints',
    focus: ['Restoring range of motion', 'Posture and ergonomics', 'Strengthening supporting muscles'],
    explanation: 'irritated, stiff joints and muscles of the neck without nerve involvement',
    rethink: 'arm pain, pins and needles or numbness, dizziness or visual symptoms, or pain after an injury',
    typicalCause: 'sustained postures and reduced movement of the neck',
  },
  {
    id: 'cervical-radiculopathy',
    source: 'JOSPT Neck Pain CPG (Blanpied et al., 2017); NICE CKS Neck pain - cervical radiculopathy (2023)',
    regions: { neck: 2.2, 'upper-arm': 2.2, forearm: 2, hand: 1.3, shoulder: 1 },
    prior: 0,
    findings: {
      radiating_arm: 3,
      pins_needles: 1.2,
      numbness: 1,
      burning: 0.8,
      electric: 1,
      neck_extension_arm: 1.2,
      cts_fingers: 0.3,
      weakness: 0.5,
    },
    denied: { pins_needles: -1.5, numbness: -1, radiating_arm: -2 },
    age: [{ min: 35, max: 65, weight: 0.4 }],
    triage: 'routine',
    exercises: {
      acute: [
        'chin-tucks',
        'nerve-glide-median',
        'scapular-setting',
        'cervical-retraction-extension',
        'neck-isometrics',
        'diaphragmatic-breathing',
      ],
      persistent: [
        'deep-neck-flexor-lift',
        'nerve-glide-median',
        'scapular-rows',
        'chin-tucks',
        'neck-isometrics',
        'thoracic-extension-chair',
      ],
    },
    lifestyle: [
      'Find positions that ease the arm pain (often a hand resting on your head) and use them to rest.',
      'Sleep with one supportive pillow so the neck is level; avoid lying on your front.',
      'Avoid long periods looking up or tilting your head back while the arm is irritable.',
    ],
    products: ['Supportive contour pillow', 'Heat pack or wheat bag'],
    prognosis: {
      acute:
        'Most irritated neck nerve roots settle over 6-12 weeks; arm pain often eases before tingling does.',
      persistent:
        'Persistent nerve-root pain usually still improves with graded exercise over 3-6 months; a specialist opinion helps if weakness or severe pain persists.',
    },
    keyIssue: 'Irritated nerve root in the neck',
    focus: [
      'Nerve mobility and desensitisation',
      'Pain relief and calming symptoms',
      'Posture and ergonomics',
    ],
    explanation: 'an irritated nerve root in the neck sending pain and tingling down the arm',
    rethink: 'weakness that gets worse, clumsy hands or unsteady walking, or symptoms in both arms',
    typicalCause: 'age-related narrowing or a disc bulge pressing on a nerve root as it leaves the neck',
  },
  {
    id: 'whiplash',
    source:
      'NICE CKS Whiplash injury (2023); Australian guideline for whiplash-associated disorders (SIRA, 2014)',
    regions: { neck: 2.2, 'upper-back': 1, head: 1 },
    prior: -1,
    findings: { whiplash_mechanism: 5.5, high_energy: 1, stiffness: 0.4, headache: 0.4, fear: 0.3 },
    triage: 'self-care',
    exercises: {
      acute: [
        'neck-rotation-rom',
        'chin-tucks',
        'scapular-setting',
        'diaphragmatic-breathing',
        'upper-trap-stretch',
        'walking-program',
      ],
      persistent: [
        'deep-neck-flexor-lift',
        'neck-isometrics',
        'scapular-rows',
        'neck-rotation-rom',
        'thoracic-extension-chair',
        'walking-program',
      ],
    },
    graded: {
      'neck-rotation-rom':
        'Keeping the neck moving early is the best-supported treatment after whiplash, so gentle turning is part of the plan even though it hurts now; keep within the pain rule.',
    },
    lifestyle: [
      'Stay active and return to normal activities, including work, as soon as you can: this is what speeds recovery after whiplash.',
      'Soft collars are not recommended; they slow recovery.',
      'Driving: wait until you can turn to check your blind spot comfortably.',
    ],
    products: ['Heat pack or wheat bag', 'Supportive contour pillow'],
    prognosis: {
      acute:
        'Most people with this grade of whiplash recover well within 6-12 weeks, especially if they stay active.',
      persistent:
        'Symptoms beyond 3 months still improve with graded exercise and addressing stress and sleep.',
    },
    keyIssue: 'Neck sprain after a car collision',
    focus: ['Restoring range of motion', 'Reassurance and pacing', 'Gradual return to activity'],
    explanation:
      'a sprain of the neck soft tissues from the sudden movement of a collision (whiplash-associated disorder)',
    rethink: 'numbness or weakness in the arms, severe headache, dizziness, or midline bony tenderness',
    typicalCause: 'the rapid back-and-forth movement of the neck in a collision',
  },
  {
    id: 'cervicogenic-headache',
    source: 'IHS ICHD-3 (2018); JOSPT Neck Pain CPG (2017); NICE CG150 Headaches (2021)',
    regions: { head: 2.6, neck: 1.6 },
    prior: -0.5,
    findings: {
      headache: 3,
      headache_from_neck: 2.2,
      sustained_posture: 0.5,
      stress: 0.5,
      stiffness: 0.4,
      typing_computer: 0.4,
      tender_spot: 0.4,
    },
    denied: { whiplash_mechanism: 0.2 },
    triage: 'self-care',
    exercises: {
      acute: [
        'craniocervical-nod',
        'chin-tucks',
        'suboccipital-release',
        'scapular-setting',
        'upper-trap-stretch',
      ],
      persistent: [
        'deep-neck-flexor-lift',
        'craniocervical-nod',
        'scapular-rows',
        'thoracic-extension-chair',
        'suboccipital-release',
        'levator-scapulae-stretch',
      ],
    },
    lifestyle: [
      'Keep a headache diary (time, activity, sleep, caffeine) for two weeks to spot triggers.',
      'Limit painkillers to fewer than 10 days a month to avoid medication-overuse headache.',
      'Break up screen time every 30-40 minutes and keep regular meals and fluids.',
    ],
    products: ['Supportive contour pillow', 'Laptop stand or monitor riser'],
    prognosis: {
      acute:
        'Headaches from the neck usually become less frequent within 4-6 weeks of regular neck exercises.',
      persistent:
        'With consistent exercise and trigger management most people halve their headache days over 2-3 months.',
    },
    keyIssue: 'Headaches coming from the neck',
    focus: ['Strengthening supporting muscles', 'Posture and ergonomics', 'Pain relief and calming symptoms'],
    explanation:
      'headaches referred from the upper neck joints and muscles, often with tension-type features',
    rethink: 'a sudden severe headache, visual changes, weakness, fever or a headache that changes character',
    typicalCause: 'sustained postures and tension in the upper neck muscles',
  },
  {
    id: 'tmj-disorder',
    source:
      'DC/TMD diagnostic criteria (Schiffman et al., 2014); NICE CKS Temporomandibular disorders (2021)',
    regions: { jaw: 4.2, head: 0.6 },
    prior: -0.5,
    findings: { jaw_chewing: 1.8, jaw_click: 2.2, bruxism: 2, jaw_limited: 1.6, ear_front: 1.2, stress: 0.5 },
    triage: 'self-care',
    exercises: {
      acute: [
        'jaw-relaxed-rest',
        'jaw-self-massage',
        'controlled-jaw-opening',
        'jaw-lateral-glide',
        'diaphragmatic-breathing',
      ],
      persistent: [
        'controlled-jaw-opening',
        'jaw-isometrics',
        'jaw-lateral-glide',
        'jaw-relaxed-rest',
        'jaw-self-massage',
        'chin-tucks',
      ],
    },
    graded: {
      'controlled-jaw-opening':
        'Opening slowly and straight, only as far as is comfortable, is how a sore jaw relearns to open, so this goes into the movement that hurts on purpose; keep within the pain rule.',
      'jaw-isometrics':
        'A light hold with the jaw still lets the chewing muscles get used to working again without moving the sore joint; keep it gentle and within the pain rule.',
    },
    lifestyle: [
      'Choose softer foods for 2-3 weeks and cut food into small pieces; avoid gum.',
      'Check for daytime clenching: "lips together, teeth apart".',
      'Ask your dentist whether a night splint would help if you grind at night.',
    ],
    products: ['Heat pack or wheat bag'],
    prognosis: {
      acute:
        'Most jaw pain of this kind settles within a few weeks with jaw rest habits and gentle exercise.',
      persistent:
        'Longer-standing jaw pain usually improves over 2-3 months; a dentist can add a splint if needed.',
    },
    keyIssue: 'Overloaded jaw joint and chewing muscles',
    focus: ['Pain relief and calming symptoms', 'Restoring range of motion', 'Reassurance and pacing'],
    explanation: 'overloaded jaw muscles and joint (temporomandibular disorder)',
    rethink: 'jaw pain on chewing with headache and scalp tenderness over 50, ear discharge, or a locked jaw',
    typicalCause: 'clenching and overuse of the chewing muscles, often with stress',
  },
];
