import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export const HIP_EXERCISES: ExerciseDef[] = [
  ex(
    'clamshell',
    'Clamshell',
    ['hip', 'buttock', 'knee'],
    ['mat', 'resistance band'],
    'Strengthens the deep buttock muscles that control the hip and knee.',
    [
      'Lie on your side with hips and knees bent.',
      'Keeping your feet together, lift the top knee without rolling backwards.',
      'Lower slowly.',
    ],
    '3 sets of 12',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work deep in the side of the buttock; no pinching at the front of the hip.',
      progression: 'When 3 sets of 12 feel easy, add a band around the knees.',
    },
  ),
  ex(
    'side-lying-hip-abduction',
    'Side-lying leg raise',
    ['hip', 'buttock', 'thigh', 'knee'],
    ['mat'],
    'Strengthens the side hip muscles (gluteus medius).',
    [
      'Lie on your side with the bottom knee bent.',
      'Lift the straight top leg slightly behind you to 30-40 cm.',
      'Lower slowly.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work in the side of the hip of the lifted leg.',
      progression: 'When 3 sets of 10 feel easy, add a light ankle weight or move on to standing band work.',
    },
  ),
  ex(
    'isometric-hip-abduction',
    'Isometric hip abduction',
    ['hip', 'buttock', 'thigh'],
    ['belt or band'],
    'Loads the gluteal tendons without compressing them, easing pain.',
    [
      'Lie on your back with a belt around your knees, knees bent.',
      'Push your knees outwards into the belt, 30-50% effort.',
      'Hold 30-45 seconds.',
    ],
    '5 holds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'The side hip muscles working while the leg stays still; pain over the hip often eases.',
      progression:
        'When five 45-second holds are comfortable, press harder, then move on to side-lying leg raises or step-ups.',
    },
  ),
  ex(
    'sit-to-stand',
    'Sit to stand',
    ['hip', 'knee', 'thigh', 'buttock'],
    ['chair'],
    'A functional strength exercise for hips and knees.',
    [
      'Sit on the front of a firm chair, feet hip-width.',
      'Lean forward and stand up without using your hands.',
      'Sit down slowly.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      loads: ['sit_to_stand'],
      feel: 'Work in the thighs and buttocks; mild discomfort in the joint is acceptable within the pain rule.',
      progression:
        'When 3 sets of 10 feel easy, use a lower chair, hold a bag, or stand up on one leg with a little help from the other.',
    },
  ),
  ex(
    'hip-flexor-stretch',
    'Kneeling hip flexor stretch',
    ['hip', 'groin', 'thigh'],
    ['cushion'],
    'Stretches the front of the hip.',
    [
      'Kneel on one knee on a cushion, other foot forward.',
      'Tuck your tailbone under and shift forward until you feel a stretch at the front of the hip.',
      'Hold 30 seconds.',
    ],
    '3 holds each side',
    'Once a day',
    {
      kind: 'stretch',
      loads: ['squatting'],
      feel: 'A stretch at the front of the hip and thigh of the back leg.',
      progression:
        'When it no longer feels tight, raise the arm on that side overhead to add to the stretch.',
    },
  ),
  ex(
    'hip-rom-lying',
    'Lying hip rotation range of motion',
    ['hip', 'groin'],
    ['mat'],
    'Gently moves a stiff hip through rotation.',
    [
      'Lie on your back with knees bent.',
      'Let one knee fall out to the side, then bring it back and across a little.',
      'Move within comfort.',
    ],
    '10 each side',
    '2 times a day',
    {
      kind: 'mobility',
      feel: 'Gentle movement in the hip and groin with at most mild stiffness.',
      progression: 'When it moves freely, move on to clamshells or an exercise bike.',
    },
  ),
  ex(
    'step-ups',
    'Step-ups',
    ['hip', 'knee', 'thigh', 'buttock'],
    ['step or stair'],
    'Builds strength for stairs and hills.',
    [
      'Stand facing a step.',
      'Step up with the sore leg, pushing through the heel, and stand tall.',
      'Step down slowly.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      loads: ['stairs', 'hills'],
      feel: 'Work in the thigh and buttock of the stepping leg.',
      progression: 'When 3 sets of 10 feel easy, use a higher step or hold a bag in each hand.',
    },
  ),
  ex(
    'hamstring-isometric',
    'Hamstring isometric heel dig',
    ['hamstring', 'knee'],
    ['mat'],
    'Early loading of a strained hamstring without stretching it.',
    [
      'Lie on your back with the knee bent to 90 degrees.',
      'Dig your heel into the floor as if pulling it towards you, 30-50% effort.',
      'Hold 5-10 seconds.',
    ],
    '3 sets of 5 holds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'The muscles at the back of the thigh working with no pulling or sharp pain.',
      progression:
        'When holds at half effort are pain free, press harder and straighten the knee a little more, then move on to glute bridges and bridge walk-outs.',
    },
  ),
  ex(
    'single-leg-bridge',
    'Bridge walk-outs',
    ['hamstring', 'buttock'],
    ['mat'],
    'Progresses hamstring strength at longer lengths.',
    [
      'Lie on your back and lift into a bridge.',
      'Walk your feet out in small steps, then back in, keeping the hips up.',
    ],
    '3 sets of 5',
    'Every other day',
    {
      kind: 'strength',
      load: 3,
      loads: ['stretch_pain'],
      notAcute: true,
      feel: 'Hard work at the back of the thigh; stop the set if you feel any sharp pull.',
      progression:
        'When 3 sets of 5 walk-outs are easy, do single-leg bridges with the foot further away, then assisted Nordic lowers.',
    },
  ),
  ex(
    'nordic-hamstring',
    'Assisted Nordic hamstring lowers',
    ['hamstring'],
    ['partner or fixed bar', 'cushion'],
    'The best evidenced exercise for preventing hamstring re-injury; start late in rehab.',
    [
      'Kneel on a cushion with your ankles held.',
      'Lower your body forward slowly, resisting with the hamstrings.',
      'Catch yourself with your hands and push back up.',
    ],
    '2 sets of 5',
    'Twice a week',
    {
      kind: 'strength',
      load: 3,
      loads: ['stretch_pain'],
      notWhen: ['immobility'],
      notAcute: true,
      feel: 'Strong effort at the back of the thighs; muscle soreness for a day or two afterwards is normal at first.',
      progression:
        'When you can control the lowering further forward, lower further before catching yourself; keep it up twice a week once you are back in sport.',
      video: 'Nordic hamstring curl beginner',
    },
  ),
  ex(
    'hamstring-gentle-stretch',
    'Gentle hamstring stretch',
    ['hamstring', 'lower-back'],
    [],
    'Restores length once the strain has begun to heal; stretch only to mild tension.',
    [
      'Sit on the edge of a chair with the leg straight, heel on the floor.',
      'Lean forward from the hips with a straight back until you feel a mild stretch.',
      'Hold 30 seconds.',
    ],
    '3 holds',
    'Once a day',
    {
      kind: 'stretch',
      loads: ['stretch_pain', 'bending_forward'],
      notAcute: true,
      feel: 'A mild stretch at the back of the thigh; never a sharp pull in the injured spot.',
      progression: 'When it feels easy, hold 45 seconds; keep it as part of your warm-up.',
    },
  ),
  ex(
    'adductor-squeeze',
    'Adductor squeeze',
    ['groin', 'hip', 'thigh'],
    ['cushion or ball'],
    'Loads the inner-thigh (adductor) muscles without movement, the usual first step for groin pain.',
    [
      'Lie on your back with knees bent and a cushion or ball between your knees.',
      'Squeeze the knees together at 30-50% effort.',
      'Hold 20-30 seconds, then relax.',
    ],
    '5 holds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'Work in the inner thighs; groin pain should stay mild or ease during the holds.',
      progression:
        'When five 30-second holds are comfortable, squeeze harder and do them with straight legs, then move on to side-lying inner-thigh lifts.',
    },
  ),
  ex(
    'side-lying-adduction',
    'Side-lying inner-thigh lift',
    ['groin', 'thigh'],
    [],
    'Strengthens the inner-thigh muscles through movement.',
    [
      'Lie on your sore side with the top leg bent and its foot on the floor in front of you.',
      'Keep the bottom leg straight and lift it a few centimetres off the floor.',
      'Lower slowly.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      loads: ['lying_on_side'],
      feel: 'Work in the inner thigh of the bottom leg.',
      progression:
        'When 3 sets of 10 feel easy, add a light ankle weight, then move on to the short-lever Copenhagen plank.',
    },
  ),
  ex(
    'copenhagen-short',
    'Short-lever Copenhagen plank',
    ['groin', 'hip'],
    ['chair or bench'],
    'Strong inner-thigh loading that protects against groin pain returning in sport.',
    [
      'Lie on your side propped on your elbow, with the top knee resting on a chair seat.',
      'Lift your hips so your body is straight, with the bottom leg hanging free.',
      'Hold 10-20 seconds, then lower.',
    ],
    '3 holds each side',
    '3 times a week',
    {
      kind: 'strength',
      load: 3,
      loads: ['lying_on_side'],
      notWhen: ['immobility', 'severe_pain', 'pregnancy'],
      notAcute: true,
      feel: 'Strong effort in the inner thigh of the top leg; no sharp groin pain.',
      progression:
        'When 30-second holds are steady, lift the bottom leg up to meet the chair, then move the support to the ankle (long lever).',
    },
  ),
  ex(
    'adductor-rock-back',
    'Kneeling adductor rock-back',
    ['groin', 'hip'],
    ['cushion'],
    'Gently restores the range of the inner thigh and hip.',
    [
      'Kneel on all fours on a cushion and take the sore leg out to the side with the foot flat.',
      'Rock your hips slowly back towards your heels until you feel a stretch in the inner thigh.',
      'Return and repeat.',
    ],
    '10 rocks',
    '2 times a day',
    {
      kind: 'stretch',
      loads: ['squatting'],
      feel: 'A stretch in the inner thigh and groin; no pinching at the front of the hip.',
      progression: 'When it moves freely, pause 10 seconds at the end of each rock.',
    },
  ),
];

export const HIP_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'hip-osteoarthritis',
    source: 'NICE NG226 Osteoarthritis in over 16s (2022); ACR/AF OA guideline (2019)',
    regions: { hip: 3, groin: 3, thigh: 1, buttock: 0.5 },
    prior: -0.2,
    findings: {
      groin_pain: 1.5,
      hip_function: 2,
      walking_aggr: 0.5,
      morning_stiffness: 0.4,
      gradual_onset: 1,
      stiffness: 0.4,
      atraumatic: 0.3,
      sit_to_stand: 0.4,
    },
    denied: { injury: 0.3 },
    age: [
      { min: 50, weight: 1.2 },
      { min: 60, weight: 1.2 },
      { max: 40, weight: -2 },
    ],
    stageWeight: { persistent: 0.5 },
    triage: 'self-care',
    exercises: {
      acute: [
        'hip-rom-lying',
        'walking-program',
        'sit-to-stand',
        'glute-bridge',
        'stationary-cycling',
        'clamshell',
      ],
      persistent: [
        'sit-to-stand',
        'walking-program',
        'glute-bridge',
        'side-lying-hip-abduction',
        'step-ups',
        'stationary-cycling',
      ],
    },
    graded: {
      'walking-program':
        'Walking a little further every few days is one of the best treatments here, even if walking is sore at first; keep within the pain rule.',
      'sit-to-stand':
        'Getting up from a chair is hard with a sore hip; practising it is how the hip gets stronger for it, so it goes into the movement that hurts on purpose; keep within the pain rule.',
      'step-ups':
        'Stairs are hard with a sore hip; a low step made gradually higher builds the strength they need, so this goes into the movement that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Exercise is the core treatment for hip osteoarthritis: aim for strengthening twice a week plus regular walking, cycling or swimming.',
      'If you carry extra weight, losing even 5-10% noticeably eases hip pain.',
      'Use a stick in the opposite hand on bad days, and a long-handled shoehorn and sock aid.',
    ],
    products: [
      'Walking stick (used on the opposite side)',
      'Sock aid and long-handled shoehorn',
      'Resistance band (light to medium)',
    ],
    prognosis: {
      acute:
        'Flares of hip osteoarthritis usually settle over a few weeks; regular exercise improves pain and function within 6-12 weeks.',
      persistent:
        'Hip osteoarthritis changes slowly; with exercise and weight management many people stay active for years, and joint replacement is an option if pain and function become poor.',
    },
    keyIssue: 'Wear-related changes in the hip joint',
    focus: ['Strengthening supporting muscles', 'Restoring range of motion', 'Gradual return to activity'],
    explanation: "changes in the joint's cartilage and bone that cause groin pain and stiffness",
    rethink:
      'pain mainly on the outer hip when lying on it, pain after a fall, or night pain with fever or weight loss',
    typicalCause:
      'age-related joint changes, sometimes with previous injury, family history or extra body weight',
  },
  {
    id: 'gluteal-tendinopathy',
    source:
      'Grimaldi et al., gluteal tendinopathy review, Sports Med (2015); LEAP trial, BMJ (Mellor et al., 2018)',
    regions: { hip: 3, buttock: 1.2, thigh: 1 },
    prior: -0.2,
    findings: {
      lateral_hip: 3.2,
      lying_on_side: 1.8,
      crossed_legs: 1.5,
      stairs: 0.8,
      hills: 0.6,
      tender_spot: 0.8,
      load_increase: 0.5,
      night_pain: 0.3,
      walking_aggr: 0.2,
    },
    denied: { groin_pain: 0.3 },
    age: [{ min: 40, max: 70, weight: 0.7 }],
    sex: { female: 0.7 },
    triage: 'self-care',
    exercises: {
      acute: ['isometric-hip-abduction', 'glute-bridge', 'sit-to-stand', 'walking-program'],
      persistent: [
        'step-ups',
        'sit-to-stand',
        'glute-bridge',
        'isometric-hip-abduction',
        'side-lying-hip-abduction',
        'walking-program',
      ],
    },
    graded: {
      'walking-program':
        'Walking a little further every few days is one of the best treatments here, even if walking is sore at first; keep within the pain rule.',
      'sit-to-stand':
        'Getting up from a chair loads the hip tendons; practising it with good control is how they get stronger, so it goes into the movement that hurts on purpose; keep within the pain rule.',
      'step-ups':
        'Stairs load the hip tendons; a low step made gradually higher builds their capacity, so this goes into the movement that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Avoid crossing your legs and standing hanging on one hip; both squeeze the tendon.',
      'Sleep with a pillow between your knees, or on your back, and consider a soft mattress topper.',
      'Reduce hill and stair volume for a few weeks, then build it back gradually.',
    ],
    products: ['Pillow between the knees or mattress topper', 'Resistance band (light to medium)'],
    prognosis: {
      acute: 'With education and loading exercise most people improve clearly within 8-12 weeks.',
      persistent:
        'Longer-standing gluteal tendon pain improves with a 12-week loading programme; injections help short term only.',
    },
    keyIssue: 'Compressed, overloaded side-hip tendons',
    focus: ['Tendon loading and capacity', 'Load management', 'Strengthening supporting muscles'],
    explanation: 'sensitive gluteal tendons where they attach on the bony point of the outer hip',
    rethink: 'groin pain with stiffness, pain spreading below the knee with tingling, or pain after a fall',
    typicalCause:
      'compression of the tendons (lying on the side, crossing legs) and a recent increase in walking or hills',
  },
  {
    id: 'hamstring-strain',
    source:
      'Askling et al. (2013) and Hickey et al. (2020) hamstring rehabilitation trials; BJSM hamstring injury consensus (2016)',
    regions: { hamstring: 4.2, thigh: 0.5, buttock: 0.5 },
    prior: -0.3,
    findings: {
      sprinting: 2,
      sudden_grab: 2,
      bruising: 1,
      stretch_pain: 0.8,
      contact_sport: 0.6,
      running: 0.4,
      sudden_onset: 0.6,
    },
    denied: { radiating_leg: 0.4 },
    stageWeight: { acute: 0.6 },
    triage: 'self-care',
    exercises: {
      acute: [
        'hamstring-isometric',
        'walking-program',
        'glute-bridge',
        'stationary-cycling',
        'hamstring-curl-band',
      ],
      persistent: [
        'single-leg-bridge',
        'nordic-hamstring',
        'hip-hinge',
        'hamstring-curl-band',
        'glute-bridge',
        'hamstring-gentle-stretch',
      ],
    },
    graded: {
      'single-leg-bridge':
        'Loading the hamstring at longer lengths is what stops it tearing again, so this works into the stretch that hurts on purpose; stop at any sharp pull.',
      'nordic-hamstring':
        'Loading the hamstring at longer lengths is what stops it tearing again, so this works into the stretch that hurts on purpose; stop at any sharp pull.',
      'hip-hinge':
        'Bending from the hips gently lengthens the healing hamstring under control, so it goes into the stretch that hurts on purpose; stop at any sharp pull.',
    },
    lifestyle: [
      'Walk normally within comfort from the first days; avoid stretching hard or sprinting until strength returns.',
      'Return to sprinting only when you can run at full speed without pain and hamstring strength matches the other side.',
      'Build hamstring strength (Nordic lowers) into your training long term to prevent recurrence.',
    ],
    products: ['Ice pack', 'Exercise mat'],
    prognosis: {
      acute:
        'A typical hamstring strain like this takes 2-6 weeks to return to sport; more severe tears can take longer.',
      persistent:
        'Ongoing hamstring pain usually responds to progressive strengthening at longer muscle lengths over 6-12 weeks.',
    },
    keyIssue: 'Strained hamstring muscle',
    focus: [
      'Gradual return to activity',
      'Strengthening supporting muscles',
      'Flexibility and muscle length',
    ],
    explanation: 'a strain (small tear) of the hamstring muscle at the back of the thigh',
    rethink:
      'a pop high up near the buttock with a large bruise or a gap (possible tendon avulsion), or tingling down the leg',
    typicalCause: 'high-speed running or sprinting, when the hamstring works hardest as it lengthens',
  },
];
