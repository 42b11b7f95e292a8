import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

/** Whole-body exercises that suit almost everyone; also the only ones offered while an urgent check is pending. */
export const GENERAL_EXERCISES: ExerciseDef[] = [
  ex(
    'walking-program',
    'Graded walking',
    ['general'],
    ['comfortable shoes'],
    'Regular walking is one of the best treatments for most muscle and joint pain.',
    [
      'Walk at a comfortable pace on level ground.',
      'Start with a time you can manage without a flare (for example 10 minutes).',
      'Add 1-2 minutes every few days.',
    ],
    '10-30 minutes',
    'Daily',
    {
      kind: 'aerobic',
      loads: ['walking_aggr'],
      feel: 'Warm, loosened muscles; any pain stays mild and settles within an hour.',
      progression:
        'When you can walk 30 minutes with pain no worse the next day, add a little pace or some gentle hills.',
    },
  ),
  ex(
    'stationary-cycling',
    'Easy cycling',
    ['general'],
    ['exercise bike'],
    'Moves the hips and knees through range with little impact.',
    [
      'Set the saddle so your knee is slightly bent at the bottom of the stroke.',
      'Pedal at low resistance.',
      'Build time gradually.',
    ],
    '10-20 minutes',
    '3-5 times a week',
    {
      kind: 'aerobic',
      load: 2,
      loads: ['cycling'],
      feel: 'Easy, warm movement in the legs; you can talk while you pedal.',
      progression:
        'When 20 minutes is comfortable, add a little resistance or time, then alternate with walking.',
    },
  ),
  ex(
    'diaphragmatic-breathing',
    'Diaphragmatic breathing',
    ['general'],
    [],
    'Slow breathing calms the nervous system and eases muscle guarding.',
    [
      'Sit or lie comfortably with a hand on your belly.',
      'Breathe in through your nose for 4 seconds, letting your belly rise.',
      'Breathe out slowly for 6 seconds.',
    ],
    '5 minutes',
    '2-3 times a day',
    {
      kind: 'relaxation',
      feel: 'The belly rising and falling and the shoulders and jaw relaxing.',
      progression: 'When it comes easily, use it whenever pain or stress builds during the day.',
    },
  ),
  ex(
    'progressive-relaxation',
    'Progressive muscle relaxation',
    ['general'],
    [],
    'Tensing then releasing muscle groups reduces tension and improves sleep.',
    [
      'Lie comfortably.',
      'Tense one muscle group (feet, calves, thighs and so on) for 5 seconds.',
      'Release and notice the difference for 10 seconds, then move up the body.',
    ],
    '10 minutes',
    'Once a day, ideally before bed',
    {
      kind: 'relaxation',
      feel: 'The contrast between tension and release; the body feeling heavier and calmer.',
      progression:
        'When you can relax without tensing first, use the shorter release-only version before sleep.',
    },
  ),
  ex(
    'body-scan',
    'Mindful body scan',
    ['general'],
    [],
    'Paying calm attention to the body can turn down pain sensitivity.',
    [
      'Lie or sit comfortably and close your eyes.',
      'Move your attention slowly from your toes to your head.',
      'Notice sensations without trying to change them.',
    ],
    '10 minutes',
    'Once a day',
    {
      kind: 'relaxation',
      feel: 'Calm attention; no effort and nothing to achieve.',
      progression: 'When 10 minutes is comfortable, use a 3-minute version during the day when pain builds.',
    },
  ),
  ex(
    'gentle-full-body-stretch',
    'Gentle whole-body stretch routine',
    ['general'],
    ['mat'],
    'A short routine of easy stretches for widespread stiffness.',
    [
      'Reach both arms overhead and lean gently to each side.',
      'Roll your shoulders and turn your head slowly each way.',
      'Do a gentle calf and thigh stretch holding a wall.',
    ],
    '10 minutes',
    'Once or twice a day',
    {
      kind: 'stretch',
      feel: 'Mild stretches in many areas; the body warmer and less stiff.',
      progression: 'When the routine feels easy, add a daily walk or a gentle class such as tai chi.',
    },
  ),
  ex(
    'aquatic-exercise',
    'Pool walking and swimming',
    ['general'],
    ['swimming pool access'],
    'Warm water supports the body and makes movement easier when many areas ache.',
    [
      'Walk forwards, backwards and sideways in chest-deep water.',
      'Add gentle swimming strokes you find comfortable.',
    ],
    '20-30 minutes',
    '2-3 times a week',
    {
      kind: 'aerobic',
      load: 2,
      feel: 'The water supporting you so moving feels easier than on land.',
      progression: 'When 30 minutes is comfortable, add more swimming or brisker water walking.',
    },
  ),
  ex(
    'tai-chi',
    'Tai chi or gentle yoga',
    ['general'],
    [],
    'Slow flowing movement improves balance, strength and pain coping.',
    ['Follow a beginner class or video.', 'Move slowly within comfort.'],
    '20-30 minutes',
    '2-3 times a week',
    {
      kind: 'balance',
      load: 1,
      feel: 'Slow, controlled movement with steady breathing; no strain.',
      progression: 'When a beginner session is comfortable, go to two or three sessions a week.',
    },
  ),
  ex(
    'posture-reset',
    'Seated posture reset',
    ['general'],
    ['chair'],
    'A short break that changes position and eases load from long sitting.',
    [
      'Sit tall, feet flat.',
      'Roll your shoulders back and down, lengthen through the top of your head.',
      'Take three slow breaths, then stand up and walk for a minute.',
    ],
    '1-2 minutes',
    'Every 30-45 minutes of sitting',
    {
      kind: 'relaxation',
      feel: 'Your back and neck easing as you change position.',
      progression: 'Keep it as a habit: the best posture is the next one.',
    },
  ),
  ex(
    'graded-activity',
    'Graded return to an activity',
    ['general'],
    [],
    'Builds back an activity that pain has cut down, by plan rather than by how the pain feels on the day.',
    [
      'Choose an activity you have been doing less of (for example walking, gardening or a sport).',
      'Find an amount you can do even on a bad day and start a little below it.',
      'Add a small, fixed amount every few days, keeping to the plan on good days and bad days.',
    ],
    'Start below your bad-day amount',
    'Most days',
    {
      kind: 'aerobic',
      feel: 'Some discomfort is normal as you build up; it should settle back to your usual level within a day.',
      progression:
        'When you reach the amount you aimed for, keep it steady for a week, then choose the next activity to build.',
      painRule:
        'Hurting is not the same as harm here: a rise in pain that settles within a day is fine; if pain stays higher for more than a day, repeat the last step for a few days before adding more.',
    },
  ),
];

export const GENERAL_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'nonspecific-musculoskeletal-pain',
    source:
      'NICE NG193 Chronic pain (2021); Lin et al., best practice care for musculoskeletal pain, BJSM (2020)',
    regions: {},
    prior: 0,
    findings: {
      widespread: 3,
      stress: 1,
      poor_sleep: 1.2,
      ease_movement: 0.4,
      dull_ache: 0.3,
      stiffness: 0.3,
      atraumatic: 0.3,
    },
    triage: 'self-care',
    exercises: {
      acute: [
        'walking-program',
        'gentle-full-body-stretch',
        'diaphragmatic-breathing',
        'progressive-relaxation',
        'aquatic-exercise',
      ],
      persistent: [
        'graded-activity',
        'walking-program',
        'aquatic-exercise',
        'tai-chi',
        'gentle-full-body-stretch',
        'progressive-relaxation',
      ],
    },
    graded: {
      'walking-program':
        'Walking a little further every few days is one of the best treatments here, even if walking is sore at first; keep within the pain rule.',
    },
    lifestyle: [
      'Keep a regular sleep routine: the same bedtime and wake time, and screens off an hour before bed.',
      'Plan short breaks and something enjoyable into stressful days; stress and poor sleep both turn up muscle pain.',
      'Stay active most days: gentle, regular activity eases widespread aches more than rest.',
    ],
    products: ['Heat pack or wheat bag', 'Exercise mat'],
    prognosis: {
      acute:
        'Widespread aches linked to stress and poor sleep usually ease over a few weeks as sleep and activity improve.',
      persistent:
        'Longer-standing widespread pain improves with regular activity, sleep and stress management; a GP review helps if it persists.',
    },
    keyIssue: 'Widespread muscle aches with stress and poor sleep',
    focus: ['Reassurance and pacing', 'Gradual return to activity', 'Pain relief and calming symptoms'],
    explanation: 'sensitive, tired muscles without a single injured structure',
    rethink: 'fever, weight loss, swollen joints, long morning stiffness or a rash',
    typicalCause: 'stress, poor sleep and reduced activity, which make muscles more sensitive',
  },
];
