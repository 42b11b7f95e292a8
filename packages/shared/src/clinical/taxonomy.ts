/**
 * The clinical vocabulary: triage levels, body regions, conditions and red flags. Hand-maintained,
 * typed data (there is no generator and no JSON source): edit it here. Ids are stable: stored results
 * and corrections name them, so never rename one; add a new id instead (docs/decisions/engine-contract.md).
 */
export const TRIAGE_LEVELS = [
  {
    id: 'emergency',
    rank: 3,
    advice: 'Call the emergency number or go to an emergency department now. No exercise plan is given.',
  },
  {
    id: 'urgent',
    rank: 2,
    advice: 'See a doctor today or within 24 hours before starting exercises.',
  },
  {
    id: 'routine',
    rank: 1,
    advice:
      'Book an appointment with a GP or physiotherapist in the next 1-2 weeks; gentle self-management meanwhile.',
  },
  {
    id: 'self-care',
    rank: 0,
    advice:
      'Safe to self-manage with the plan; seek care if not improving in 4-6 weeks or if new symptoms appear.',
  },
] as const;
export const REGIONS = [
  {
    id: 'head',
    label: 'Head',
  },
  {
    id: 'jaw',
    label: 'Jaw',
  },
  {
    id: 'neck',
    label: 'Neck',
  },
  {
    id: 'chest',
    label: 'Chest',
  },
  {
    id: 'abdomen',
    label: 'Abdomen',
  },
  {
    id: 'upper-back',
    label: 'Upper back',
  },
  {
    id: 'lower-back',
    label: 'Lower back',
  },
  {
    id: 'shoulder-left',
    label: 'Left shoulder',
  },
  {
    id: 'shoulder-right',
    label: 'Right shoulder',
  },
  {
    id: 'upper-arm-left',
    label: 'Left upper arm',
  },
  {
    id: 'upper-arm-right',
    label: 'Right upper arm',
  },
  {
    id: 'elbow-left',
    label: 'Left elbow',
  },
  {
    id: 'elbow-right',
    label: 'Right elbow',
  },
  {
    id: 'forearm-left',
    label: 'Left forearm',
  },
  {
    id: 'forearm-right',
    label: 'Right forearm',
  },
  {
    id: 'wrist-left',
    label: 'Left wrist',
  },
  {
    id: 'wrist-right',
    label: 'Right wrist',
  },
  {
    id: 'hand-left',
    label: 'Left hand',
  },
  {
    id: 'hand-right',
    label: 'Right hand',
  },
  {
    id: 'hip-left',
    label: 'Left hip',
  },
  {
    id: 'hip-right',
    label: 'Right hip',
  },
  {
    id: 'groin-left',
    label: 'Left groin',
  },
  {
    id: 'groin-right',
    label: 'Right groin',
  },
  {
    id: 'buttock-left',
    label: 'Left buttock',
  },
  {
    id: 'buttock-right',
    label: 'Right buttock',
  },
  {
    id: 'thigh-left',
    label: 'Left thigh',
  },
  {
    id: 'thigh-right',
    label: 'Right thigh',
  },
  {
    id: 'hamstring-left',
    label: 'Back of left thigh',
  },
  {
    id: 'hamstring-right',
    label: 'Back of right thigh',
  },
  {
    id: 'knee-left',
    label: 'Left knee',
  },
  {
    id: 'knee-right',
    label: 'Right knee',
  },
  {
    id: 'shin-left',
    label: 'Left shin',
  },
  {
    id: 'shin-right',
    label: 'Right shin',
  },
  {
    id: 'calf-left',
    label: 'Left calf',
  },
  {
    id: 'calf-right',
    label: 'Right calf',
  },
  {
    id: 'ankle-left',
    label: 'Left ankle',
  },
  {
    id: 'ankle-right',
    label: 'Right ankle',
  },
  {
    id: 'foot-left',
    label: 'Left foot',
  },
  {
    id: 'foot-right',
    label: 'Right foot',
  },
  {
    id: 'heel-left',
    label: 'Left heel',
  },
  {
    id: 'heel-right',
    label: 'Right heel',
  },
] as const;
export const CONDITIONS = [
  {
    id: 'neck-pain-mechanical',
    name: 'Mechanical neck pain',
    regions: ['neck', 'upper-back', 'shoulder-left', 'shoulder-right'],
  },
  {
    id: 'cervical-radiculopathy',
    name: 'Cervical radiculopathy (irritated nerve root in the neck)',
    regions: [
      'neck',
      'shoulder-left',
      'shoulder-right',
      'upper-arm-left',
      'upper-arm-right',
      'forearm-left',
      'forearm-right',
      'hand-left',
      'hand-right',
    ],
  },
  {
    id: 'whiplash',
    name: 'Whiplash-associated disorder',
    regions: ['neck', 'upper-back', 'head'],
  },
  {
    id: 'cervicogenic-headache',
    name: 'Cervicogenic or tension-type headache',
    regions: ['head', 'neck'],
  },
  {
    id: 'tmj-disorder',
    name: 'Temporomandibular (jaw) disorder',
    regions: ['jaw', 'head'],
  },
  {
    id: 'rotator-cuff-tendinopathy',
    name: 'Rotator cuff related shoulder pain',
    regions: ['shoulder-left', 'shoulder-right', 'upper-arm-left', 'upper-arm-right'],
  },
  {
    id: 'frozen-shoulder',
    name: 'Frozen shoulder (adhesive capsulitis)',
    regions: ['shoulder-left', 'shoulder-right'],
  },
  {
    id: 'lateral-epicondylalgia',
    name: 'Tennis elbow (lateral elbow tendinopathy)',
    regions: ['elbow-left', 'elbow-right', 'forearm-left', 'forearm-right'],
  },
  {
    id: 'medial-epicondylalgia',
    name: "Golfer's elbow (medial elbow tendinopathy)",
    regions: ['elbow-left', 'elbow-right', 'forearm-left', 'forearm-right'],
  },
  {
    id: 'carpal-tunnel-syndrome',
    name: 'Carpal tunnel syndrome',
    regions: ['wrist-left', 'wrist-right', 'hand-left', 'hand-right'],
  },
  {
    id: 'de-quervain-tenosynovitis',
    name: "De Quervain's tenosynovitis",
    regions: ['wrist-left', 'wrist-right', 'hand-left', 'hand-right'],
  },
  {
    id: 'hand-osteoarthritis',
    name: 'Hand and thumb-base osteoarthritis',
    regions: ['hand-left', 'hand-right', 'wrist-left', 'wrist-right'],
  },
  {
    id: 'low-back-pain-nonspecific',
    name: 'Non-specific low back pain',
    regions: ['lower-back', 'buttock-left', 'buttock-right'],
  },
  {
    id: 'lumbar-radiculopathy',
    name: 'Sciatica (lumbar radiculopathy)',
    regions: [
      'lower-back',
      'buttock-left',
      'buttock-right',
      'hamstring-left',
      'hamstring-right',
      'calf-left',
      'calf-right',
      'foot-left',
      'foot-right',
    ],
  },
  {
    id: 'thoracic-spine-pain',
    name: 'Upper and mid back (thoracic) pain',
    regions: ['upper-back'],
  },
  {
    id: 'hip-osteoarthritis',
    name: 'Hip osteoarthritis',
    regions: ['hip-left', 'hip-right', 'groin-left', 'groin-right', 'thigh-left', 'thigh-right'],
  },
  {
    id: 'gluteal-tendinopathy',
    name: 'Gluteal tendinopathy (greater trochanteric pain)',
    regions: ['hip-left', 'hip-right', 'buttock-left', 'buttock-right', 'thigh-left', 'thigh-right'],
  },
  {
    id: 'hamstring-strain',
    name: 'Hamstring strain',
    regions: ['hamstring-left', 'hamstring-right'],
  },
  {
    id: 'patellofemoral-pain',
    name: 'Patellofemoral pain',
    regions: ['knee-left', 'knee-right'],
  },
  {
    id: 'knee-osteoarthritis',
    name: 'Knee osteoarthritis',
    regions: ['knee-left', 'knee-right'],
  },
  {
    id: 'patellar-tendinopathy',
    name: "Patellar tendinopathy (jumper's knee)",
    regions: ['knee-left', 'knee-right'],
  },
  {
    id: 'iliotibial-band-syndrome',
    name: 'Iliotibial band syndrome',
    regions: ['knee-left', 'knee-right', 'thigh-left', 'thigh-right'],
  },
  {
    id: 'meniscal-injury',
    name: 'Meniscal injury',
    regions: ['knee-left', 'knee-right'],
  },
  {
    id: 'knee-ligament-sprain',
    name: 'Knee ligament sprain (ACL/MCL)',
    regions: ['knee-left', 'knee-right'],
  },
  {
    id: 'achilles-tendinopathy',
    name: 'Achilles tendinopathy',
    regions: ['heel-left', 'heel-right', 'calf-left', 'calf-right', 'ankle-left', 'ankle-right'],
  },
  {
    id: 'calf-strain',
    name: 'Calf muscle strain',
    regions: ['calf-left', 'calf-right'],
  },
  {
    id: 'medial-tibial-stress-syndrome',
    name: 'Shin splints (medial tibial stress syndrome)',
    regions: ['shin-left', 'shin-right'],
  },
  {
    id: 'plantar-heel-pain',
    name: 'Plantar heel pain (plantar fasciitis)',
    regions: ['heel-left', 'heel-right', 'foot-left', 'foot-right'],
  },
  {
    id: 'lateral-ankle-sprain',
    name: 'Lateral ankle sprain',
    regions: ['ankle-left', 'ankle-right', 'foot-left', 'foot-right'],
  },
  {
    id: 'nonspecific-musculoskeletal-pain',
    name: 'Non-specific musculoskeletal pain',
    regions: [],
  },
] as const;
export const RED_FLAGS = [
  {
    id: 'cauda-equina',
    triage: 'emergency',
    name: 'Possible cauda equina syndrome',
    signs:
      'back pain or sciatica with new numbness in the saddle area (genitals, buttocks, inner thighs, back passage), new difficulty passing urine, loss of bladder or bowel control, sexual dysfunction, or sciatica in both legs',
  },
  {
    id: 'cardiac',
    triage: 'emergency',
    name: 'Possible heart-related pain',
    signs:
      "chest pain, pressure or tightness, especially spreading to the left arm, jaw or neck, with sweating, breathlessness or nausea; pain brought on by exertion and relieved by rest is still cardiac but may be 'urgent'",
  },
  {
    id: 'stroke-vbi',
    triage: 'emergency',
    name: 'Possible stroke or neck artery problem',
    signs:
      'neck pain or headache with sudden dizziness, double vision, slurred speech, facial droop, trouble swallowing, drop attacks or one-sided weakness',
  },
  {
    id: 'infection',
    triage: 'emergency',
    name: 'Possible joint or spinal infection',
    signs:
      'hot, red, swollen joint or constant spinal pain with fever, shivers or feeling very unwell; higher risk after recent surgery or injection, with injected drug use or a weakened immune system',
  },
  {
    id: 'aortic-aneurysm',
    triage: 'emergency',
    name: 'Possible abdominal aortic aneurysm',
    signs:
      'sudden severe tearing back or abdominal pain, feeling faint or clammy, especially in an older smoker or with high blood pressure',
  },
  {
    id: 'mental-health-crisis',
    triage: 'emergency',
    name: 'Thoughts of suicide or self-harm',
    signs: "wanting to die, not wanting to be here, thoughts of ending one's life or of self-harm",
  },
  {
    id: 'pulmonary-embolism',
    triage: 'emergency',
    name: 'Possible blood clot in the lung',
    signs:
      'sudden breathlessness or sharp chest pain on breathing in, especially with a swollen painful calf or after surgery or a long journey',
  },
  {
    id: 'fracture',
    triage: 'urgent',
    name: 'Possible fracture',
    signs:
      'pain after a fall or significant trauma with deformity, inability to bear weight or take four steps, or marked tenderness over bone; sudden severe spinal pain after minor strain with osteoporosis or older age',
  },
  {
    id: 'dvt',
    triage: 'urgent',
    name: 'Possible deep vein thrombosis',
    signs:
      'one swollen, warm, red or tender calf, especially after a long journey, surgery, immobility, pregnancy or hormone treatment',
  },
  {
    id: 'progressive-neuro-deficit',
    triage: 'urgent',
    name: 'Progressive nerve or spinal cord problem',
    signs:
      'worsening weakness, foot drop, spreading numbness, clumsy hands, deteriorating handwriting or an unsteady gait',
  },
  {
    id: 'malignancy',
    triage: 'urgent',
    name: 'Pain needing investigation for serious disease',
    signs:
      'previous cancer with new spinal pain, unexplained weight loss, constant progressive pain that is worst at night and not eased by rest or position, night sweats',
  },
  {
    id: 'giant-cell-arteritis',
    triage: 'urgent',
    name: 'Possible giant cell arteritis',
    signs:
      'new headache over 50 with scalp tenderness, jaw pain on chewing, or visual disturbance (visual loss makes it an emergency)',
  },
  {
    id: 'tendon-rupture',
    triage: 'urgent',
    name: 'Possible tendon rupture',
    signs:
      'a sudden snap or a feeling of being kicked, then inability to stand on tiptoe or push off, or a visible gap or bulge in a tendon',
  },
  {
    id: 'inflammatory-arthritis',
    triage: 'routine',
    name: 'Possible inflammatory arthritis',
    signs:
      'long morning stiffness (over 30-60 minutes) that eases with movement, back pain starting before 40 that wakes in the second half of the night, several swollen joints, psoriasis, inflammatory bowel disease or eye inflammation',
  },
] as const;

export type TriageLevel = (typeof TRIAGE_LEVELS)[number]['id'];
export type RegionId = (typeof REGIONS)[number]['id'];
/** A body area without its side: 'knee' stands for knee-left and knee-right. */
export type BaseRegion = RegionId extends infer R
  ? R extends `${infer B}-left` | `${infer B}-right`
    ? B
    : R
  : never;
export type ConditionId = (typeof CONDITIONS)[number]['id'];
export type RedFlagId = (typeof RED_FLAGS)[number]['id'];

export const TRIAGE_IDS = TRIAGE_LEVELS.map((t) => t.id) as [TriageLevel, ...TriageLevel[]];
export const REGION_IDS = REGIONS.map((r) => r.id) as [RegionId, ...RegionId[]];
export const CONDITION_IDS = CONDITIONS.map((c) => c.id) as [ConditionId, ...ConditionId[]];
export const RED_FLAG_IDS = RED_FLAGS.map((r) => r.id) as [RedFlagId, ...RedFlagId[]];

const regionLabels = new Map<string, string>(REGIONS.map((r) => [r.id, r.label]));
/** The person-facing label of a region id ('knee-left' -> 'Left knee'). */
export function regionLabel(id: string): string | undefined {
  return regionLabels.get(id);
}

export function triageRank(level: TriageLevel): number {
  return TRIAGE_LEVELS.find((t) => t.id === level)?.rank ?? 0;
}

/** The generic painLocations item that names no region. */
export const GENERIC_PAIN_LOCATION = 'Pain areas marked on body diagram';
