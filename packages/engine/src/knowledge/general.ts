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
        'walking-program',
        'gentle-full-body-stretch',
        'tai-chi',
        'aquatic-exercise',
        'progressive-relaxation',
        'stationary-cycling',
      ],
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
