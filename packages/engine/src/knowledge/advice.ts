import type { FindingId } from '../nlp/lexicon.ts';

/** Person-specific advice, added when any of the listed findings is present. */
export const PERSONAL_ADVICE: { when: FindingId[]; text: string }[] = [
  {
    when: ['fear'],
    text: 'Hurt does not mean harm: this pattern is common and recovers well, and gentle activity is safe and helps it settle.',
  },
  {
    when: ['typing_computer', 'slumped_posture'],
    text: 'Set up your screen at eye level and your keyboard at elbow height, and change position at least every 30 minutes.',
  },
  {
    when: ['poor_sleep', 'night_pain'],
    text: 'Protect your sleep: a regular bedtime, a comfortable supported position and no screens in the last hour all reduce pain sensitivity.',
  },
  {
    when: ['load_increase', 'running'],
    text: 'Manage training load: keep weekly increases to about 10% and build in at least one rest or cross-training day.',
  },
  {
    when: ['manual_work', 'lifting'],
    text: 'At work, break heavy or repetitive tasks into shorter spells, keep loads close to your body and share or pace the heaviest jobs.',
  },
  {
    when: ['new_baby'],
    text: 'When lifting your baby, scoop with palms up and keep your wrists straight; feed with the baby supported on a pillow.',
  },
  {
    when: ['stress'],
    text: 'Stress turns up pain: a few minutes of slow breathing or a short walk in the middle of the day can help.',
  },
  {
    when: ['smoker'],
    text: 'Stopping smoking speeds tissue healing; your GP or pharmacist can help you quit.',
  },
  {
    when: ['contact_sport', 'jumping', 'sprinting', 'racket_sport'],
    text: 'Return to sport in stages (training, then limited match play, then full play) once strength and movement match the other side.',
  },
];

/** Suggested products for exercise equipment. */
export const EQUIPMENT_PRODUCTS: Record<string, string> = {
  'resistance band': 'Resistance band (light to medium)',
  'resistance band (heavy)': 'Resistance band (heavy)',
  'resistance band or strap': 'Resistance band (heavy)',
  'foam roller': 'Foam roller',
  mat: 'Exercise mat',
  'therapy putty or soft ball': 'Therapy putty',
  'light dumbbell or water bottle': 'Light dumbbells (1-3 kg)',
  'FlexBar or rolled towel': 'FlexBar',
  'small rubber band': 'Finger resistance bands',
  'tennis ball or frozen water bottle': 'Massage ball',
  'slant board or wedge': 'Slant board',
  'exercise bike': 'Exercise bike access',
  'belt or band': 'Resistance band (light to medium)',
};
