import type { RedFlagId } from './taxonomy.ts';

/**
 * The wizard's short safety check (docs/decisions/safety-check.md). One question per red
 * flag sign group, in plain words. A 'yes' raises its flag by construction; 'not sure' raises it as
 * a possible flag (at most 'urgent' for an emergency flag: see a doctor today). The engine picks at
 * most MAX_SAFETY_QUESTIONS for the marked regions and the text: the universal ones always (unless
 * the text already settles them), then the regional ones, most serious flag first.
 */
export interface SafetyQuestion {
  id: string;
  flag: RedFlagId;
  /** The question, answered Yes / No / Not sure. */
  text: string;
  /** Examples in everyday words, shown under the question. */
  hint: string;
  /** Asked whatever the regions. */
  universal: boolean;
  /** Region ids (side-less bases match both sides: 'calf' matches calf-left and calf-right). */
  regions: readonly string[];
}

const SPINE = ['neck', 'upper-back', 'lower-back', 'buttock'] as const;
const LOWER_LIMB = [
  'hip',
  'groin',
  'thigh',
  'hamstring',
  'knee',
  'shin',
  'calf',
  'ankle',
  'foot',
  'heel',
] as const;
const UPPER_LIMB = ['shoulder', 'upper-arm', 'elbow', 'forearm', 'wrist', 'hand'] as const;
const JOINTS = ['shoulder', 'elbow', 'wrist', 'hand', 'hip', 'knee', 'ankle', 'foot'] as const;

export const SAFETY_QUESTIONS = [
  {
    id: 'fever',
    flag: 'infection',
    text: 'Do you feel unwell with a fever, chills or shivers?',
    hint: 'For example a high temperature, sweats or shaking, or feeling properly ill alongside the pain.',
    universal: true,
    regions: [],
  },
  {
    id: 'weight-loss',
    flag: 'malignancy',
    text: 'Have you lost weight recently without trying?',
    hint: 'Clothes looser or the scales lower, without dieting or more exercise.',
    universal: true,
    regions: [],
  },
  {
    id: 'injury',
    flag: 'fracture',
    text: 'Since a recent fall, accident or knock, does the painful part look out of shape, or can you not put weight on it or use it?',
    hint: 'For example a bent or lumpy-looking wrist, or not managing four steps on the leg.',
    universal: true,
    regions: [],
  },
  {
    id: 'self-harm',
    flag: 'mental-health-crisis',
    text: 'Living with pain can be very hard. Lately, have you had thoughts of ending your life or of harming yourself?',
    hint: 'Whatever you answer, it stays private, and it helps us point you to the right support.',
    universal: true,
    regions: [],
  },
  {
    id: 'saddle-bladder',
    flag: 'cauda-equina',
    text: 'Any new numbness between your legs, or new trouble passing urine or controlling your bladder or bowels?',
    hint: 'Numbness around the genitals, bottom or inner thighs; struggling to pee, leaking, or not feeling when you need to go.',
    universal: false,
    regions: ['lower-back', 'buttock', 'hip', 'groin', 'thigh', 'hamstring', 'calf', 'shin', 'foot'],
  },
  {
    id: 'chest',
    flag: 'cardiac',
    text: 'Do you have pain, pressure or tightness in your chest, perhaps spreading to your arm, jaw or neck, or with sweating, sickness or breathlessness?',
    hint: 'Including chest or arm discomfort that comes on with effort and settles with rest.',
    universal: false,
    regions: ['chest', 'neck', 'jaw', 'shoulder', 'upper-arm', 'upper-back', 'abdomen'],
  },
  {
    id: 'breathing',
    flag: 'pulmonary-embolism',
    text: 'Have you suddenly become short of breath, or does your chest hurt sharply when you breathe in?',
    hint: 'Out of breath doing little, or a stabbing pain on a deep breath; coughing up blood.',
    universal: false,
    regions: ['chest', 'upper-back', 'shoulder', 'calf'],
  },
  {
    id: 'stroke',
    flag: 'stroke-vbi',
    text: 'Any sudden dizziness, double vision, slurred speech, a drooping face, trouble swallowing or weakness on one side?',
    hint: 'Or a sudden, very severe headache unlike any before, or falling without warning.',
    universal: false,
    regions: ['neck', 'head', 'jaw'],
  },
  {
    id: 'tearing',
    flag: 'aortic-aneurysm',
    text: 'Did the pain come on suddenly as a severe tearing or ripping pain, perhaps with feeling faint or clammy?',
    hint: 'Especially deep in the belly or going through to the back.',
    universal: false,
    regions: ['lower-back', 'upper-back', 'abdomen', 'chest'],
  },
  {
    id: 'hot-joint',
    flag: 'infection',
    text: 'Is the painful joint hot, red and swollen, or did the pain start after an operation or injection there?',
    hint: 'Warm to the touch, red or shiny skin, and puffy.',
    universal: false,
    regions: [...JOINTS, 'lower-back', 'neck'],
  },
  {
    id: 'calf',
    flag: 'dvt',
    text: 'Is one calf swollen, warm, red or tender, especially after a long journey, an operation or time laid up?',
    hint: 'One lower leg bigger or tighter than the other.',
    universal: false,
    regions: ['calf', 'shin', 'knee', 'ankle', 'foot', 'heel', 'thigh', 'hamstring'],
  },
  {
    id: 'weakness',
    flag: 'progressive-neuro-deficit',
    text: 'Is weakness or numbness getting worse: a foot that drags or slaps, tripping, dropping things, clumsy hands or unsteady walking?',
    hint: 'Something you can do less well each week, or numbness that is spreading.',
    universal: false,
    regions: [...SPINE, ...LOWER_LIMB, ...UPPER_LIMB],
  },
  {
    id: 'cancer-night',
    flag: 'malignancy',
    text: 'Have you had cancer before, or is the pain constant and worst at night, not eased by rest or any position?',
    hint: 'Including cancer treated years ago, or night sweats that soak the bed.',
    universal: false,
    regions: [...SPINE, 'chest', 'hip', 'thigh'],
  },
  {
    id: 'scalp-jaw',
    flag: 'giant-cell-arteritis',
    text: 'Is your scalp tender to touch, does your jaw ache when you chew, or has your eyesight changed?',
    hint: 'For example combing your hair hurts, or chewing makes the jaw tire and ache.',
    universal: false,
    regions: ['head', 'jaw', 'neck'],
  },
  {
    id: 'snap',
    flag: 'tendon-rupture',
    text: 'Did you feel a sudden snap or a kick-like blow, and now cannot push off or rise on tiptoe, or see a gap or bulge in the area?',
    hint: 'A bang at the back of the heel, or a new bulge in the upper arm.',
    universal: false,
    regions: ['calf', 'heel', 'ankle', 'upper-arm', 'shoulder', 'elbow', 'knee', 'thigh'],
  },
  {
    id: 'morning-stiffness',
    flag: 'inflammatory-arthritis',
    text: 'Are you stiff for more than half an hour every morning, easing as you move, or are several joints swollen?',
    hint: 'Also psoriasis, bowel inflammation or sore red eyes alongside the joint pain.',
    universal: false,
    regions: [...JOINTS, ...SPINE],
  },
] as const satisfies readonly SafetyQuestion[];

export type SafetyQuestionId = (typeof SAFETY_QUESTIONS)[number]['id'];
export const SAFETY_QUESTION_IDS = SAFETY_QUESTIONS.map((q) => q.id) as [
  SafetyQuestionId,
  ...SafetyQuestionId[],
];
export const SAFETY_QUESTION_BY_ID: ReadonlyMap<string, SafetyQuestion> = new Map(
  SAFETY_QUESTIONS.map((q) => [q.id, q]),
);

export const SAFETY_ANSWER_VALUES = ['yes', 'no', 'unsure'] as const;
export type SafetyAnswerValue = (typeof SAFETY_ANSWER_VALUES)[number];
export const SAFETY_ANSWER_LABELS: Record<SafetyAnswerValue, string> = {
  yes: 'Yes',
  no: 'No',
  unsure: 'Not sure',
};

/** At most this many questions are asked. */
export const MAX_SAFETY_QUESTIONS = 8;
