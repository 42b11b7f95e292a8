import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export const KNEE_EXERCISES: ExerciseDef[] = [
  ex(
    'quad-sets',
    'Quadriceps setting',
    ['knee', 'thigh'],
    ['rolled towel'],
    'Wakes up the thigh muscle without bending the knee, useful when the knee is sore or swollen.',
    [
      'Sit with the leg straight and a rolled towel under the knee.',
      'Tighten your thigh to press the knee down into the towel.',
      'Hold 5 seconds.',
    ],
    '3 sets of 10',
    '3 times a day',
    {
      kind: 'isometric',
      feel: 'The front of the thigh tightening firmly; no pain in the knee.',
      progression: 'When you can hold a strong squeeze for 10 seconds, move on to straight leg raises.',
    },
  ),
  ex(
    'straight-leg-raise',
    'Straight leg raise',
    ['knee', 'thigh', 'hip'],
    ['mat'],
    'Strengthens the thigh while protecting the knee.',
    [
      'Lie on your back, the other knee bent.',
      'Tighten the thigh of the straight leg and lift it to the height of the other knee.',
      'Lower slowly.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work in the front of the thigh and hip; the knee stays straight.',
      progression: 'When 3 sets of 10 feel easy, add a light ankle weight, then move on to sit to stand.',
    },
  ),
  ex(
    'wall-sit',
    'Wall sit (shallow)',
    ['knee', 'thigh'],
    [],
    'Isometric thigh strengthening that often eases kneecap and tendon pain.',
    [
      'Lean your back against a wall and slide down to a comfortable bend (no more than 60 degrees).',
      'Hold while breathing normally.',
      'Stand back up.',
    ],
    '5 holds of 30-45 seconds',
    'Once a day',
    {
      kind: 'isometric',
      loads: ['squatting'],
      feel: 'Effort in the front of the thighs; knee pain should ease or stay mild during the hold.',
      progression:
        'When 45-second holds are easy, slide a little lower or hold longer, then move on to mini squats and step-downs.',
    },
  ),
  ex(
    'spanish-squat',
    'Spanish squat',
    ['knee', 'thigh'],
    ['resistance band or strap'],
    'Loads the patellar tendon heavily but comfortably with a band behind the knees.',
    [
      'Loop a strong band around a post and behind both knees.',
      'Lean back into the band and sit into a squat with shins vertical.',
      'Hold 45 seconds.',
    ],
    '5 holds',
    'Once a day',
    {
      kind: 'isometric',
      load: 2,
      loads: ['squatting'],
      feel: 'Strong work in the front of the thighs; the tendon below the kneecap should settle during the hold.',
      progression:
        'When five 45-second holds are comfortable, sit deeper or hold a weight, then move on to slow decline squats.',
      video: 'Spanish squat patellar tendinopathy',
    },
  ),
  ex(
    'leg-extension-isometric',
    'Isometric knee extension',
    ['knee', 'thigh'],
    ['chair', 'resistance band'],
    'Early pain-easing loading for the patellar tendon.',
    [
      'Sit on a chair with a band around your ankle tied to the chair leg.',
      'Push your leg forward against the band without moving, 60-70% effort.',
      'Hold 45 seconds.',
    ],
    '5 holds',
    'Once a day',
    {
      kind: 'isometric',
      feel: 'Strong work in the front of the thigh; tendon pain often eases after a few holds.',
      progression: 'When five 45-second holds are comfortable at 70% effort, move on to the Spanish squat.',
    },
  ),
  ex(
    'decline-squat',
    'Slow decline squat',
    ['knee', 'thigh'],
    ['slant board or wedge'],
    'Progressive heavy-slow loading for the patellar tendon.',
    [
      'Stand on a slanted board, heels raised.',
      'Squat slowly to 60 degrees over 3 seconds.',
      'Rise over 3 seconds.',
    ],
    '3 sets of 10',
    'Every other day',
    {
      kind: 'strength',
      load: 3,
      loads: ['squatting'],
      notAcute: true,
      feel: 'Strong effort in the thighs; tendon pain up to 3/10 during is acceptable if it settles by the next morning.',
      progression:
        'When 3 sets of 10 feel easy, hold a weight; when that is comfortable, begin gentle jumping practice.',
    },
  ),
  ex(
    'terminal-knee-extension',
    'Terminal knee extension with band',
    ['knee', 'thigh'],
    ['resistance band'],
    'Regains full knee straightening and thigh control.',
    [
      'Loop a band around the back of your knee and anchor it in front.',
      'Start with the knee slightly bent and straighten it fully against the band.',
      'Hold 2 seconds.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work in the front of the thigh as the knee straightens fully.',
      progression: 'When 3 sets of 15 feel easy, use a stronger band, then move on to mini squats.',
    },
  ),
  ex(
    'heel-slides',
    'Heel slides',
    ['knee'],
    ['mat', 'towel'],
    'Gently restores knee bend after injury or swelling.',
    [
      'Lie on your back with legs straight.',
      'Slide your heel towards your buttock as far as comfortable.',
      'Slide back.',
    ],
    '15 repetitions',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'A gentle stretch or stiffness in the knee as it bends; mild ache that settles quickly.',
      progression: 'When the knee bends further each week without swelling, move on to an exercise bike.',
    },
  ),
  ex(
    'single-leg-balance',
    'Single-leg balance',
    ['knee', 'ankle', 'hip'],
    [],
    'Retrains balance and joint position sense after knee or ankle injury.',
    [
      'Stand on one leg near a wall for safety.',
      'Keep your knee soft and your pelvis level.',
      'Progress by closing your eyes or standing on a cushion.',
    ],
    '3 holds of 30 seconds',
    '2 times a day',
    {
      kind: 'balance',
      feel: 'The muscles around the ankle, knee and hip making small corrections.',
      progression: 'When 30 seconds is steady, close your eyes or stand on a cushion.',
    },
  ),
  ex(
    'mini-squat',
    'Mini squats',
    ['knee', 'thigh', 'hip'],
    ['chair'],
    'Builds thigh and hip strength in a knee-friendly range.',
    [
      'Stand holding the back of a chair.',
      'Bend your knees to a quarter squat, keeping knees over toes.',
      'Stand up tall.',
    ],
    '3 sets of 12',
    'Once a day',
    {
      kind: 'strength',
      loads: ['squatting'],
      feel: 'Work in the thighs and buttocks; mild knee discomfort within the pain rule is acceptable.',
      progression:
        'When 3 sets of 12 feel easy, squat a little deeper or hold a bag, then move on to step-downs.',
    },
  ),
  ex(
    'itb-foam-roll',
    'Foam roller outer thigh and glutes',
    ['thigh', 'knee', 'buttock'],
    ['foam roller'],
    'Eases tension in the outer thigh and hip muscles; it does not stretch the band itself but can reduce symptoms.',
    [
      'Lie on your side with a foam roller under the outer thigh.',
      'Roll slowly between hip and just above the knee, easing pressure with your top leg.',
    ],
    '1-2 minutes',
    'Once a day',
    {
      kind: 'mobility',
      feel: 'Firm, tolerable pressure in the outer thigh and buttock muscles; not a sharp pain.',
      progression:
        'When the muscles are less tender, use it only before runs and spend the time on hip strengthening.',
    },
  ),
  ex(
    'lateral-band-walk',
    'Lateral band walk',
    ['hip', 'knee', 'thigh'],
    ['resistance band'],
    'Strengthens the hip abductors that control the knee when running.',
    [
      'Place a band around your ankles or knees.',
      'Bend your knees slightly and step sideways, keeping tension on the band.',
    ],
    '3 sets of 10 steps each way',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work in the side of the hips by the end of each set.',
      progression: 'When 3 sets feel easy, use a stronger band or move it down to the ankles.',
    },
  ),
  ex(
    'step-downs',
    'Controlled step-downs',
    ['knee', 'hip', 'thigh'],
    ['step or stair'],
    'Trains knee control for stairs and running.',
    [
      'Stand on a low step.',
      'Slowly lower the other heel to touch the floor, keeping the knee over your toes.',
      'Return to standing.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      loads: ['stairs_down', 'stairs'],
      feel: 'Work in the thigh and buttock of the standing leg; the knee stays in line with the toes.',
      progression: 'When 3 sets of 10 are controlled, use a higher step or step down more slowly.',
    },
  ),
  ex(
    'hamstring-curl-band',
    'Standing hamstring curl',
    ['knee', 'hamstring'],
    ['resistance band'],
    'Strengthens the hamstrings, which support the knee and ACL.',
    [
      'Anchor a band low in front of you and loop it around your ankle.',
      'Bend the knee, bringing the heel towards your buttock.',
      'Lower slowly.',
    ],
    '3 sets of 12',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work at the back of the thigh by the end of each set.',
      progression: 'When 3 sets of 12 feel easy, use a stronger band or move on to bridge walk-outs.',
    },
  ),
];

export const KNEE_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'patellofemoral-pain',
    source:
      'Patellofemoral pain consensus (Crossley et al., BJSM 2016); JOSPT Patellofemoral pain CPG (Willy et al., 2019)',
    regions: { knee: 3 },
    prior: 0.3,
    findings: {
      around_kneecap: 2.5,
      stairs_down: 1,
      stairs: 0.4,
      squatting: 1,
      sitting_long: 1.4,
      running: 0.6,
      load_increase: 0.6,
      dull_ache: 0.3,
    },
    denied: { swelling: 0.5, locking: 0.4, giving_way: 0.4 },
    age: [
      { min: 12, max: 40, weight: 1 },
      { min: 50, weight: -1 },
    ],
    triage: 'self-care',
    exercises: {
      acute: ['wall-sit', 'quad-sets', 'clamshell', 'side-lying-hip-abduction', 'straight-leg-raise'],
      persistent: ['step-downs', 'mini-squat', 'clamshell', 'lateral-band-walk', 'glute-bridge', 'wall-sit'],
    },
    graded: {
      'wall-sit':
        'Bending the knee under control, a little more each week, is the best-supported treatment for this knee even though squatting or stairs hurt now; keep within the pain rule.',
      'mini-squat':
        'Bending the knee under control, a little more each week, is the best-supported treatment for this knee even though squatting or stairs hurt now; keep within the pain rule.',
      'step-downs':
        'Bending the knee under control, a little more each week, is the best-supported treatment for this knee even though squatting or stairs hurt now; keep within the pain rule.',
    },
    lifestyle: [
      'Reduce running volume (distance and hills) by about a third for 2-4 weeks, then build back by no more than 10% a week.',
      'Sit with the knee straighter or get up every 30 minutes in long meetings.',
      'Keep pain during activity at 3/10 or less and settling by the next day.',
    ],
    products: ['Resistance band (light to medium)', 'Knee sleeve or patellar taping'],
    prognosis: {
      acute:
        'Kneecap pain usually improves within 6-12 weeks of hip and knee strengthening and load changes.',
      persistent:
        'Longer-standing kneecap pain improves with a combined hip and knee programme, though it can take 3-6 months.',
    },
    keyIssue: 'Overloaded kneecap joint',
    focus: ['Strengthening supporting muscles', 'Load management', 'Gradual return to activity'],
    explanation: 'an overloaded, sensitive joint behind the kneecap',
    rethink: 'swelling, locking or giving way, or pain after a twisting injury',
    typicalCause:
      'a rise in knee-loading activity such as running, stairs or squats beyond what the joint is used to',
  },
  {
    id: 'knee-osteoarthritis',
    source: 'NICE NG226 Osteoarthritis in over 16s (2022); OARSI guidelines (2019)',
    regions: { knee: 3 },
    prior: 0,
    findings: {
      crepitus: 1.6,
      morning_stiffness: 0.6,
      stairs: 0.5,
      walking_aggr: 0.6,
      gradual_onset: 1,
      stiffness: 0.5,
      swelling: 0.4,
      atraumatic: 0.3,
      fear: 0.3,
      manual_work: 0.2,
    },
    denied: { injury: 0.4 },
    age: [
      { min: 50, weight: 1.3 },
      { min: 60, weight: 1.2 },
      { max: 40, weight: -2.5 },
    ],
    stageWeight: { persistent: 0.4 },
    triage: 'self-care',
    exercises: {
      acute: [
        'quad-sets',
        'straight-leg-raise',
        'sit-to-stand',
        'heel-slides',
        'stationary-cycling',
        'walking-program',
      ],
      persistent: [
        'sit-to-stand',
        'step-ups',
        'straight-leg-raise',
        'mini-squat',
        'walking-program',
        'single-leg-balance',
        'stationary-cycling',
      ],
    },
    graded: {
      'walking-program':
        'Walking a little further every few days is one of the best treatments here, even if walking is sore at first; keep within the pain rule.',
      'sit-to-stand':
        'Strong thigh muscles protect a worn knee, so practising standing up goes into the movement that hurts on purpose; keep within the pain rule.',
      'step-ups':
        'Strong thigh muscles protect a worn knee, so a low step made gradually higher goes into the stairs that hurt on purpose; keep within the pain rule.',
      'mini-squat':
        'Strong thigh muscles protect a worn knee, so a shallow squat goes into the bending that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Exercise will not wear your knees out: strengthening and walking reduce pain and protect the joint.',
      'If you carry extra weight, losing 5-10% can reduce knee pain noticeably.',
      'Pace heavy jobs such as gardening: break them into 20-30 minute chunks.',
    ],
    products: ['Knee sleeve', 'Walking poles', 'Resistance band (light to medium)'],
    prognosis: {
      acute:
        'Flares of knee osteoarthritis usually settle in a few weeks; exercise improves pain and function within 6-12 weeks.',
      persistent:
        'Knee osteoarthritis changes slowly; most people manage well long term with exercise, weight management and pacing.',
    },
    keyIssue: 'Wear-related changes in the knee joint',
    focus: ['Strengthening supporting muscles', 'Gradual return to activity', 'Reassurance and pacing'],
    explanation: "changes in the joint's cartilage and bone that cause pain, stiffness and creaking",
    rethink:
      'a hot, red, very swollen knee, locking after a twist, or long morning stiffness with several swollen joints',
    typicalCause: 'age-related joint changes, often with a family tendency, past injury or extra body weight',
  },
  {
    id: 'patellar-tendinopathy',
    source:
      'Malliaras et al., patellar tendinopathy management, Sports Med (2015); Breda et al., BJSM (2021)',
    regions: { knee: 3 },
    prior: -0.3,
    findings: {
      below_kneecap: 3.2,
      jumping: 2,
      warm_up_eases: 1.5,
      start_of_activity: 0.6,
      tender_spot: 0.4,
      contact_sport: 0.4,
      load_increase: 0.4,
    },
    denied: { swelling: 0.3, locking: 0.3 },
    age: [
      { min: 15, max: 40, weight: 0.6 },
      { min: 55, weight: -1 },
    ],
    triage: 'self-care',
    exercises: {
      acute: ['leg-extension-isometric', 'spanish-squat', 'wall-sit', 'glute-bridge', 'calf-raise-double'],
      persistent: [
        'decline-squat',
        'spanish-squat',
        'step-downs',
        'sit-to-stand',
        'calf-raise-double',
        'hop-progression',
      ],
    },
    graded: {
      'spanish-squat':
        'A held squat calms tendon pain and builds its capacity, so it goes into the squatting that hurts on purpose; keep within the pain rule.',
      'wall-sit':
        'A held squat calms tendon pain and builds its capacity, so it goes into the squatting that hurts on purpose; keep within the pain rule.',
      'decline-squat':
        'Slow, heavy squatting is the best-supported treatment for this tendon, so it goes into the squatting that hurts on purpose; keep within the pain rule.',
      'step-downs':
        'Controlled stepping down builds the tendon for stairs and landing, so it goes into the movement that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Reduce jumping volume (not all training) and keep pain during and the day after sessions at 3/10 or less.',
      'Do isometric holds before training to ease pain.',
      'Progress over 12 weeks: heavy-slow strength, then speed, then jumping and landing.',
    ],
    products: ['Patellar tendon strap', 'Slant board', 'Resistance band (heavy)'],
    prognosis: {
      acute:
        "Jumper's knee improves with progressive loading, typically over 12 weeks; keep playing at a reduced volume if pain allows.",
      persistent: 'Long-standing tendon pain improves with a structured 3-month loading programme.',
    },
    keyIssue: 'Overloaded tendon below the kneecap',
    focus: ['Tendon loading and capacity', 'Load management', 'Gradual return to activity'],
    explanation: 'an overloaded tendon just below the kneecap, common in jumping sports',
    rethink: 'swelling, locking or giving way, or pain after a specific injury',
    typicalCause: 'repeated jumping and landing load on the patellar tendon',
  },
  {
    id: 'iliotibial-band-syndrome',
    source: 'Fairclough et al. (2006); Baker & Fredericson, ITBS review (2016)',
    regions: { knee: 3, thigh: 1 },
    prior: -0.3,
    findings: {
      lateral_knee: 3.2,
      running: 1.4,
      into_run: 1.6,
      stairs_down: 0.6,
      cycling: 0.6,
      ease_rest: 0.4,
      sharp: 0.3,
      load_increase: 0.3,
    },
    denied: { swelling: 0.4, giving_way: 0.3 },
    age: [{ min: 15, max: 50, weight: 0.3 }],
    triage: 'self-care',
    exercises: {
      acute: [
        'clamshell',
        'side-lying-hip-abduction',
        'isometric-hip-abduction',
        'glute-bridge',
        'itb-foam-roll',
      ],
      persistent: [
        'lateral-band-walk',
        'step-downs',
        'side-plank-knees',
        'single-leg-balance',
        'clamshell',
        'glute-bridge',
      ],
    },
    graded: {
      'step-downs':
        'Controlled stepping down trains the hip to steady the knee, so it goes into the movement that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Run only up to the point before pain starts, on flat routes, for 2-3 weeks; avoid downhills.',
      'Shorten your stride slightly (raise your step rate by 5-10%).',
      'Build distance back by no more than 10% a week.',
    ],
    products: ['Foam roller', 'Resistance band (light to medium)'],
    prognosis: {
      acute: 'ITB syndrome usually settles within 4-8 weeks with load changes and hip strengthening.',
      persistent:
        'Longer-standing cases improve with running technique changes and hip strength over 2-3 months.',
    },
    keyIssue: 'Irritation on the outer knee from running',
    focus: ['Load management', 'Strengthening supporting muscles', 'Gradual return to activity'],
    explanation: 'compression and irritation where the band passes the outer knee',
    rethink: 'swelling, locking, pain along the outer joint line after a twist, or pain at rest',
    typicalCause:
      'repetitive knee bending in running or cycling, especially downhill or after a jump in mileage',
  },
  {
    id: 'meniscal-injury',
    source:
      'NICE CKS Knee pain - assessment (2022); ESSKA meniscus consensus (2017); BMJ Rapid Recommendation on arthroscopy (2017)',
    regions: { knee: 3 },
    prior: -0.3,
    findings: {
      twisting: 2.2,
      joint_line: 1.6,
      locking: 1.8,
      clicking: 0.6,
      delayed_swelling: 1.6,
      swelling: 0.5,
      squatting: 0.8,
      contact_sport: 0.4,
    },
    denied: { giving_way: 0.4 },
    stageWeight: { acute: 0.3 },
    triage: 'routine',
    exercises: {
      acute: [
        'quad-sets',
        'heel-slides',
        'straight-leg-raise',
        'terminal-knee-extension',
        'stationary-cycling',
      ],
      persistent: [
        'mini-squat',
        'step-ups',
        'hamstring-curl-band',
        'single-leg-balance',
        'terminal-knee-extension',
        'stationary-cycling',
      ],
    },
    graded: {
      'mini-squat':
        'A shallow squat, kept well short of the deep bend that catches, builds the thigh strength that protects the knee; keep within the pain rule.',
      'step-ups':
        'A low step made gradually higher builds the strength the knee needs for stairs; keep within the pain rule.',
    },
    lifestyle: [
      'Avoid deep squatting, kneeling and twisting on the knee for 4-6 weeks; cycling and straight-line walking are fine.',
      'If the knee locks and will not straighten, get it seen within days.',
      'Most meniscal tears do better with exercise than with keyhole surgery.',
    ],
    products: ['Knee sleeve', 'Ice pack'],
    prognosis: {
      acute: 'Many meniscal injuries settle over 6-12 weeks with a strengthening programme.',
      persistent:
        'Persistent symptoms after 3 months of exercise, or a knee that truly locks, should be reviewed by an orthopaedic specialist.',
    },
    keyIssue: 'Possible meniscus tear in the knee',
    focus: ['Strengthening supporting muscles', 'Restoring range of motion', 'Gradual return to activity'],
    explanation:
      'an injury to the meniscus, the cartilage shock absorber inside the knee, usually from a twist',
    rethink:
      'a pop with swelling within hours and giving way (ligament injury), or a knee that locks and will not straighten',
    typicalCause: 'twisting on a bent, loaded knee',
  },
  {
    id: 'knee-ligament-sprain',
    source:
      'NICE CKS Knee pain - assessment (2022); Ottawa knee rules; Filbay & Grindem, ACL management review (2019)',
    regions: { knee: 3 },
    prior: -0.4,
    findings: {
      pop_snap: 2.5,
      rapid_swelling: 2.5,
      giving_way: 2.5,
      jumping: 0.8,
      twisting: 1,
      contact_sport: 0.8,
      high_energy: 0.5,
      sudden_onset: 0.3,
    },
    denied: { giving_way: -1.2 },
    stageWeight: { acute: 0.4 },
    triage: 'routine',
    exercises: {
      acute: ['quad-sets', 'heel-slides', 'straight-leg-raise', 'terminal-knee-extension', 'ankle-pumps'],
      persistent: [
        'mini-squat',
        'hamstring-curl-band',
        'single-leg-balance',
        'step-ups',
        'terminal-knee-extension',
        'stationary-cycling',
      ],
    },
    graded: {
      'mini-squat':
        'A shallow squat builds the thigh strength that steadies the knee, so it goes into the bending that hurts on purpose; keep within the pain rule.',
      'step-ups':
        'A low step made gradually higher builds the strength the knee needs for stairs; keep within the pain rule.',
    },
    lifestyle: [
      'Get the knee examined by a physiotherapist, sports doctor or minor injuries unit within a week: a pop with fast swelling often means a ligament tear.',
      'Use crutches if you cannot walk without limping; avoid pivoting sports until assessed.',
      'Ice, compression and elevation help control swelling in the first days.',
    ],
    products: ['Ice pack', 'Compression knee sleeve', 'Crutches (if limping)'],
    prognosis: {
      acute:
        'Ligament sprains need a structured rehab programme; minor sprains recover in 4-8 weeks, while an ACL tear takes 9-12 months to return to pivoting sport.',
      persistent:
        'A knee that keeps giving way needs a specialist review to discuss rehab or reconstruction.',
    },
    keyIssue: 'Possible knee ligament injury',
    focus: ['Balance and proprioception', 'Strengthening supporting muscles', 'Gradual return to activity'],
    explanation: 'a sprain or tear of a knee ligament (often the ACL) from a landing or pivoting injury',
    rethink: 'being unable to take four steps or bony tenderness (possible fracture), or a knee that locks',
    typicalCause: 'landing, pivoting or a blow to the knee',
  },
];
