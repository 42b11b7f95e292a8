import type { BaseRegion } from '../nlp/regions.ts';
import type { Stage } from './types.ts';

/**
 * Exercises for a body area when no regional condition leads (the top condition is non-specific
 * pain) or the condition's own lists leave the plan short. Ordered the way a physiotherapist would
 * start: the gentlest useful movement first when the pain is new, graded loading first when it is
 * persistent. Every area of the taxonomy has at least four.
 */
export const REGION_EXERCISES: Record<BaseRegion, Record<Stage, string[]>> = {
  head: {
    acute: ['craniocervical-nod', 'suboccipital-release', 'chin-tucks', 'jaw-self-massage'],
    persistent: ['deep-neck-flexor-lift', 'craniocervical-nod', 'chin-tucks', 'suboccipital-release'],
  },
  jaw: {
    acute: ['jaw-relaxed-rest', 'jaw-self-massage', 'controlled-jaw-opening', 'jaw-lateral-glide'],
    persistent: ['controlled-jaw-opening', 'jaw-isometrics', 'jaw-lateral-glide', 'jaw-relaxed-rest'],
  },
  neck: {
    acute: ['chin-tucks', 'neck-rotation-rom', 'scapular-setting', 'upper-trap-stretch'],
    persistent: ['deep-neck-flexor-lift', 'neck-isometrics', 'chin-tucks', 'thoracic-extension-chair'],
  },
  chest: {
    acute: [
      'rib-expansion-breathing',
      'seated-thoracic-rotation',
      'thoracic-rotation-side-lying',
      'doorway-pec-stretch',
    ],
    persistent: [
      'thoracic-rotation-side-lying',
      'seated-thoracic-rotation',
      'doorway-pec-stretch',
      'side-bend-reach',
      'rib-expansion-breathing',
    ],
  },
  abdomen: {
    acute: ['abdominal-bracing', 'pelvic-tilt', 'heel-taps', 'diaphragmatic-breathing'],
    persistent: ['heel-taps', 'dead-bug', 'abdominal-bracing', 'side-plank-knees', 'pelvic-tilt'],
  },
  'upper-back': {
    acute: ['thoracic-rotation-side-lying', 'seated-thoracic-rotation', 'cat-camel', 'scapular-setting'],
    persistent: ['scapular-rows', 'prone-y-raise', 'foam-roller-thoracic', 'thoracic-rotation-side-lying'],
  },
  'lower-back': {
    acute: ['walking-program', 'lumbar-rotation', 'cat-camel', 'pelvic-tilt'],
    persistent: ['glute-bridge', 'bird-dog', 'dead-bug', 'hip-hinge', 'walking-program'],
  },
  shoulder: {
    acute: ['isometric-external-rotation', 'pendulum', 'scapular-setting', 'table-slides'],
    persistent: ['band-external-rotation', 'scapular-rows', 'scaption-raise', 'wall-push-up-plus'],
  },
  'upper-arm': {
    acute: [
      'isometric-elbow-flexion',
      'isometric-external-rotation',
      'pendulum',
      'forearm-rotation-unloaded',
    ],
    persistent: [
      'biceps-curl-band',
      'triceps-press-band',
      'band-external-rotation',
      'isometric-elbow-flexion',
    ],
  },
  elbow: {
    acute: [
      'forearm-rotation-unloaded',
      'isometric-wrist-extension',
      'isometric-wrist-flexion',
      'isometric-elbow-flexion',
    ],
    persistent: [
      'biceps-curl-band',
      'triceps-press-band',
      'forearm-pronation-supination',
      'eccentric-wrist-extension',
    ],
  },
  forearm: {
    acute: ['forearm-rotation-unloaded', 'wrist-rom', 'isometric-wrist-extension', 'isometric-wrist-flexion'],
    persistent: [
      'forearm-pronation-supination',
      'eccentric-wrist-extension',
      'eccentric-wrist-flexion',
      'grip-strengthening',
    ],
  },
  wrist: {
    acute: ['wrist-rom', 'forearm-rotation-unloaded', 'finger-tendon-glides', 'radial-deviation-isometric'],
    persistent: [
      'forearm-pronation-supination',
      'eccentric-wrist-extension',
      'eccentric-wrist-flexion',
      'grip-strengthening',
      'wrist-rom',
    ],
  },
  hand: {
    acute: ['finger-tendon-glides', 'thumb-opposition', 'wrist-rom', 'thumb-web-stretch'],
    persistent: ['grip-strengthening', 'thumb-abduction-band', 'finger-tendon-glides', 'thumb-opposition'],
  },
  hip: {
    acute: ['hip-rom-lying', 'isometric-hip-abduction', 'glute-bridge', 'walking-program'],
    persistent: ['sit-to-stand', 'glute-bridge', 'side-lying-hip-abduction', 'step-ups', 'walking-program'],
  },
  groin: {
    acute: ['adductor-squeeze', 'hip-rom-lying', 'adductor-rock-back', 'walking-program'],
    persistent: [
      'adductor-squeeze',
      'side-lying-adduction',
      'copenhagen-short',
      'adductor-rock-back',
      'hip-flexor-stretch',
    ],
  },
  buttock: {
    acute: ['isometric-hip-abduction', 'glute-bridge', 'knee-to-chest', 'clamshell'],
    persistent: ['glute-bridge', 'clamshell', 'side-lying-hip-abduction', 'step-ups'],
  },
  thigh: {
    acute: ['quad-sets', 'straight-leg-raise', 'isometric-hip-abduction', 'adductor-squeeze'],
    persistent: ['sit-to-stand', 'mini-squat', 'step-ups', 'straight-leg-raise'],
  },
  hamstring: {
    acute: ['hamstring-isometric', 'glute-bridge', 'walking-program', 'hamstring-curl-band'],
    persistent: ['single-leg-bridge', 'hamstring-curl-band', 'hip-hinge', 'nordic-hamstring'],
  },
  knee: {
    acute: ['quad-sets', 'straight-leg-raise', 'heel-slides', 'wall-sit'],
    persistent: ['sit-to-stand', 'mini-squat', 'step-ups', 'single-leg-balance'],
  },
  shin: {
    acute: ['shin-soleus-raise', 'tibialis-anterior-raise', 'short-foot', 'heel-walking'],
    persistent: ['shin-soleus-raise', 'tibialis-anterior-raise', 'heel-walking', 'walk-run-return'],
  },
  calf: {
    acute: ['ankle-pumps', 'seated-calf-raise', 'isometric-calf-hold', 'calf-stretch-wall'],
    persistent: ['calf-raise-double', 'calf-raise-single', 'seated-calf-raise', 'calf-stretch-wall'],
  },
  ankle: {
    acute: ['ankle-alphabet', 'ankle-pumps', 'single-leg-balance-ankle', 'seated-calf-raise'],
    persistent: [
      'single-leg-balance-ankle',
      'ankle-band-eversion',
      'knee-to-wall-ankle',
      'calf-raise-single',
    ],
  },
  foot: {
    acute: ['short-foot', 'plantar-fascia-stretch', 'towel-scrunch', 'ankle-alphabet'],
    persistent: ['short-foot', 'towel-toe-raise', 'calf-raise-double', 'towel-scrunch'],
  },
  heel: {
    acute: ['plantar-fascia-stretch', 'seated-calf-raise', 'isometric-calf-hold', 'calf-stretch-wall'],
    persistent: ['towel-toe-raise', 'calf-raise-double', 'seated-calf-raise', 'plantar-fascia-stretch'],
  },
};
