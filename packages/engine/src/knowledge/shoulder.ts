import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export const SHOULDER_EXERCISES: ExerciseDef[] = [
  ex(
    'pendulum',
    'Pendulum swings',
    ['shoulder'],
    [],
    'Lets the shoulder move without muscle effort to ease pain and stiffness.',
    [
      'Lean forward supporting yourself on a table with the good arm.',
      'Let the sore arm hang down.',
      'Sway your body so the arm swings in small circles and side to side.',
    ],
    '1 minute each direction',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'The arm hanging heavy and the shoulder loosening; no effort in the shoulder muscles.',
      progression:
        'When the arm swings freely without pain, move on to table slides or wall slides for active reach.',
    },
  ),
  ex(
    'isometric-external-rotation',
    'Isometric external rotation',
    ['shoulder', 'upper-arm'],
    [],
    'Loads the rotator cuff without movement; often eases tendon pain straight away.',
    [
      'Stand side-on to a wall with your elbow bent to 90 degrees at your side.',
      'Press the back of your wrist into the wall, 30-50% effort.',
      'Hold for 30-45 seconds.',
    ],
    '5 holds',
    '2-3 times a day',
    {
      kind: 'isometric',
      feel: 'Work around the back of the shoulder; pain often eases during or just after the holds.',
      progression:
        'When five 45-second holds are comfortable, press a little harder, then move on to resistance band outward rotation.',
    },
  ),
  ex(
    'band-external-rotation',
    'Resistance band external rotation',
    ['shoulder', 'upper-arm'],
    ['resistance band'],
    'Strengthens the rotator cuff muscles that centre the ball in the socket.',
    [
      'Hold a band with both hands, elbows bent at your sides.',
      'Rotate the sore-side forearm outwards, keeping the elbow tucked in.',
      'Return slowly over 3 seconds.',
    ],
    '3 sets of 12',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Effort at the back of the shoulder by the last few repetitions.',
      progression:
        'When 3 sets of 12 feel easy with pain at 2/10 or less, use a stronger band, then move on to side-lying outward rotation with a weight.',
    },
  ),
  ex(
    'side-lying-external-rotation',
    'Side-lying external rotation',
    ['shoulder'],
    ['light dumbbell or water bottle'],
    'Builds rotator cuff strength with a light weight.',
    [
      'Lie on your good side with a folded towel under the sore elbow.',
      'Holding a light weight, rotate the forearm up towards the ceiling.',
      'Lower slowly.',
    ],
    '3 sets of 10-15',
    'Once a day, 4 days a week',
    {
      kind: 'strength',
      feel: 'Muscle fatigue at the back of the shoulder by the end of each set.',
      progression:
        'When 3 sets of 15 feel easy, add 0.5-1 kg; then do the movement standing with the arm out to the side.',
    },
  ),
  ex(
    'scaption-raise',
    'Scaption raise to shoulder height',
    ['shoulder'],
    ['light dumbbell or water bottle'],
    'Strengthens the shoulder in the plane of the shoulder blade.',
    [
      'Stand with thumbs up, arms 30 degrees forward of your sides.',
      'Raise the arms to shoulder height.',
      'Lower over 3 seconds; keep it within mild discomfort.',
    ],
    '3 sets of 10',
    'Once a day, 4 days a week',
    {
      kind: 'strength',
      loads: ['painful_arc', 'overhead'],
      feel: 'Work in the shoulder and upper arm; a mild ache in the middle of the lift is acceptable within the pain rule.',
      progression:
        'When 3 sets of 10 feel easy, add a little weight; when shoulder height is comfortable, raise the arm a little higher each week towards overhead.',
    },
  ),
  ex(
    'wall-slides',
    'Wall slides',
    ['shoulder'],
    ['towel'],
    'Gently regains overhead reach with the wall taking part of the weight.',
    [
      'Face a wall with your forearm resting on a towel against it.',
      'Slide the towel up the wall as far as comfortable.',
      'Step closer as you improve.',
    ],
    '10 repetitions',
    '2 times a day',
    {
      kind: 'mobility',
      loads: ['overhead', 'painful_arc'],
      feel: 'A stretch and some effort as the arm reaches up the wall; pain eases when you lower the arm.',
      progression:
        'When you reach fully up the wall without pain, lift the arm off the wall at the top for a few seconds, then move on to light overhead lifting.',
    },
  ),
  ex(
    'table-slides',
    'Table slides (assisted flexion)',
    ['shoulder'],
    ['towel', 'table'],
    'Assisted forward reach for a stiff shoulder.',
    [
      'Sit beside a table with your hand on a towel.',
      'Lean forward and slide your hand ahead of you.',
      'Hold for 5 seconds, then return.',
    ],
    '10 repetitions',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'A stretch in the shoulder as your arm slides forward; mild ache that settles within minutes.',
      progression: 'When the hand slides further each week without a flare, move on to wall slides.',
    },
  ),
  ex(
    'stick-external-rotation',
    'Stick-assisted external rotation',
    ['shoulder'],
    ['broom handle or walking stick'],
    'Uses the good arm to gently stretch the stiff capsule into outward rotation.',
    [
      'Lie on your back, elbows at your sides bent to 90 degrees.',
      'Hold a stick in both hands.',
      'Push the sore arm outwards with the good arm until you feel a stretch; hold 10 seconds.',
    ],
    '10 repetitions',
    '3 times a day',
    {
      kind: 'stretch',
      feel: 'A stretch at the front of the shoulder as the arm turns out; no sharp pain.',
      progression:
        'When the stretch eases, hold 20 seconds and go a little further; later do the same with the arm raised part-way to the side.',
    },
  ),
  ex(
    'cross-body-stretch',
    'Cross-body stretch',
    ['shoulder', 'upper-back'],
    [],
    'Stretches the back of the shoulder capsule.',
    [
      'Bring the sore arm across your chest.',
      'Use the other hand to draw it closer at the elbow.',
      'Hold for 30 seconds.',
    ],
    '3 holds',
    '2 times a day',
    {
      kind: 'stretch',
      feel: 'A stretch at the back of the shoulder, never a pinch at the front.',
      progression:
        'When the back of the shoulder no longer feels tight, keep it as a warm-up and spend the time on strengthening.',
    },
  ),
  ex(
    'scapular-rows',
    'Band rows',
    ['shoulder', 'upper-back'],
    ['resistance band'],
    'Strengthens the muscles that move the shoulder blade back and down.',
    [
      'Anchor a band at chest height.',
      'Pull the ends towards you, squeezing the shoulder blades together.',
      'Return slowly.',
    ],
    '3 sets of 12',
    'Once a day, 4 days a week',
    {
      kind: 'strength',
      feel: 'Effort between the shoulder blades by the last few repetitions; the neck stays relaxed.',
      progression: 'When 3 sets of 12 feel easy, use a stronger band or pull one arm at a time.',
    },
  ),
  ex(
    'wall-push-up-plus',
    'Wall push-up plus',
    ['shoulder', 'upper-back'],
    [],
    'Trains serratus anterior, which keeps the shoulder blade moving well when lifting the arm.',
    [
      'Do a push-up against the wall.',
      'At the top, push a little further so the shoulder blades spread apart.',
      'Lower slowly.',
    ],
    '2 sets of 12',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work around the shoulder blade and the side of the ribs at the end of each push.',
      progression: 'When 2 sets of 12 feel easy, do it leaning on a kitchen worktop, then on a lower step.',
    },
  ),
  ex(
    'isometric-elbow-flexion',
    'Isometric elbow bend',
    ['upper-arm', 'elbow'],
    [],
    'Loads the front of the upper arm without moving, a gentle start for a sore biceps area.',
    [
      'Sit with your elbow bent to a right angle, palm up.',
      'Place the other hand on top of your wrist.',
      'Try to bend the elbow up into your other hand without letting it move, at 30-50% effort, and hold.',
    ],
    '5 holds of 30 seconds',
    '2 times a day',
    {
      kind: 'isometric',
      feel: 'Work in the front of the upper arm; no pain at the front of the shoulder or the elbow crease.',
      progression:
        'When five 30-second holds are comfortable, press harder, then move on to biceps curls with a band.',
    },
  ),
  ex(
    'biceps-curl-band',
    'Biceps curl with a band',
    ['upper-arm', 'elbow'],
    ['resistance band'],
    'Strengthens the front of the upper arm for lifting and carrying.',
    [
      'Stand on the middle of a band holding one end in the sore-side hand, palm forward.',
      'Bend the elbow to bring the hand towards your shoulder, keeping the elbow by your side.',
      'Lower slowly over 3 seconds.',
    ],
    '3 sets of 12',
    'Once a day, 4 days a week',
    {
      kind: 'strength',
      loads: ['gripping'],
      feel: 'Work in the front of the upper arm by the end of each set.',
      progression:
        'When 3 sets of 12 feel easy, use a stronger band or a light dumbbell, then practise carrying shopping bags.',
    },
  ),
  ex(
    'triceps-press-band',
    'Triceps press with a band',
    ['upper-arm', 'elbow', 'shoulder'],
    ['resistance band'],
    'Strengthens the back of the upper arm, which helps pushing and getting up from a chair.',
    [
      'Anchor a band above head height (for example over a door).',
      'Hold the end with your elbow bent and tucked into your side.',
      'Straighten the elbow down, then let it bend back slowly.',
    ],
    '3 sets of 12',
    'Once a day, 4 days a week',
    {
      kind: 'strength',
      feel: 'Work in the back of the upper arm; the shoulder stays still.',
      progression:
        'When 3 sets of 12 feel easy, use a stronger band, then move on to wall or worktop push-ups.',
    },
  ),
  ex(
    'doorway-pec-stretch',
    'Doorway chest stretch',
    ['chest', 'shoulder'],
    ['doorway'],
    'Stretches the front of the chest and shoulder, which tighten with a rounded posture.',
    [
      'Stand in a doorway with your forearm on the frame, elbow at shoulder height.',
      'Step forward with the same-side foot until you feel a stretch across the front of the chest.',
      'Hold 30 seconds, breathing normally.',
    ],
    '3 holds each side',
    'Once or twice a day',
    {
      kind: 'stretch',
      loads: ['overhead'],
      feel: 'A stretch across the front of the chest and shoulder; no pinching or tingling into the arm.',
      progression: 'When it feels easy, hold 45 seconds and try it with the elbow a little higher.',
    },
  ),
];

export const SHOULDER_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'rotator-cuff-tendinopathy',
    source:
      'BESS/BOA Subacromial shoulder pain guideline (2021); Lewis et al., rotator cuff related shoulder pain (2016); NICE CKS Shoulder pain (2023)',
    regions: { shoulder: 3, 'upper-arm': 1.5 },
    prior: 0.3,
    findings: {
      painful_arc: 2.5,
      overhead: 1.2,
      lying_on_side: 0.8,
      outer_upper_arm: 1,
      reach_behind: 0.8,
      full_range: 1.5,
      manual_work: 0.5,
      racket_sport: 0.3,
      load_increase: 0.4,
      locking: 0.2,
      night_pain: 0.3,
    },
    denied: { shoulder_stuck: 0.5 },
    age: [{ min: 30, max: 70, weight: 0.3 }],
    triage: 'self-care',
    exercises: {
      acute: [
        'isometric-external-rotation',
        'scapular-setting',
        'pendulum',
        'table-slides',
        'wall-slides',
        'cross-body-stretch',
      ],
      persistent: [
        'band-external-rotation',
        'scaption-raise',
        'side-lying-external-rotation',
        'scapular-rows',
        'wall-push-up-plus',
        'isometric-external-rotation',
      ],
    },
    graded: {
      'scaption-raise':
        'Lifting the arm under control, a little higher each week, is how the tendon gets used to the movement that hurts; keep within the pain rule.',
    },
    lifestyle: [
      'Modify rather than stop: keep work overhead short, with breaks every 10-15 minutes, and bring tasks closer to shoulder height.',
      'Sleep on the other side or on your back with a pillow under the sore arm.',
      'Some discomfort during exercise (up to 4/10) is fine if it settles by the next morning.',
    ],
    products: ['Resistance band (light to medium)', 'Light dumbbells (1-3 kg)'],
    prognosis: {
      acute: 'Rotator cuff related pain usually improves within 6-12 weeks of progressive strengthening.',
      persistent:
        'Longer-standing cuff pain still responds well to 12 weeks of progressive loading; injections or surgery are rarely needed.',
    },
    keyIssue: 'Overloaded rotator cuff tendon',
    focus: ['Tendon loading and capacity', 'Strengthening supporting muscles', 'Load management'],
    explanation:
      'an overloaded rotator cuff tendon that has become sensitive to arm-lifting and overhead work',
    rethink:
      'the shoulder becoming stiff in every direction, weakness after a fall, or pain spreading down the arm with tingling',
    typicalCause: 'more overhead or repetitive arm use than the tendon is used to',
  },
  {
    id: 'frozen-shoulder',
    source:
      'BESS/BOA Frozen shoulder guideline (2015); UK FROST trial (Rangan et al., 2020); NICE CKS Shoulder pain (2023)',
    regions: { shoulder: 3.2 },
    prior: -0.5,
    findings: {
      shoulder_stuck: 3.2,
      external_rotation_loss: 2,
      night_pain: 0.8,
      severe_pain: 0.5,
      diabetes: 1.2,
      thyroid: 1.2,
      atraumatic: 0.5,
      gradual_onset: 0.3,
    },
    denied: { full_range: 0.5 },
    age: [
      { min: 40, max: 65, weight: 1 },
      { max: 35, weight: -1.5 },
    ],
    sex: { female: 0.3 },
    stageWeight: { persistent: 0.6 },
    triage: 'routine',
    exercises: {
      acute: [
        'pendulum',
        'table-slides',
        'stick-external-rotation',
        'scapular-setting',
        'cross-body-stretch',
      ],
      persistent: [
        'stick-external-rotation',
        'table-slides',
        'wall-slides',
        'cross-body-stretch',
        'band-external-rotation',
        'scapular-rows',
      ],
    },
    graded: {
      'wall-slides':
        'Reaching a little higher each day is how a stiff shoulder gets its movement back, so this goes into the reach that hurts on purpose; stretch only into mild discomfort.',
    },
    lifestyle: [
      'In the painful phase, stretch only into mild discomfort; forcing it flares the pain.',
      'Ask your GP about a steroid injection, which can ease pain in the early painful phase.',
      'Use your arm for light daily tasks at waist height to keep what movement you have.',
    ],
    products: ['Heat pack or wheat bag', 'Broom handle or exercise stick'],
    prognosis: {
      acute:
        'Frozen shoulder runs a long course: the painful stage often lasts a few months, then stiffness slowly eases; most recover useful movement within 1-2 years.',
      persistent:
        'Stiffness usually loosens gradually over months; exercises keep function and speed recovery, and an injection or hydrodilatation can help.',
    },
    keyIssue: 'Stiff, painful shoulder capsule',
    focus: ['Restoring range of motion', 'Pain relief and calming symptoms', 'Reassurance and pacing'],
    explanation:
      'inflammation and tightening of the shoulder joint capsule, which limits movement in every direction',
    rethink:
      'a history of injury or dislocation, full movement when someone else moves the arm, or pain after a fall',
    typicalCause:
      'capsule inflammation that is more common between 40 and 65 and with diabetes or thyroid disease',
  },
];
