import { REGIONS } from '@physiomate/shared';
import { baseOf } from '../nlp/regions.ts';
import type { RedFlagRule } from './types.ts';

const SPINE = { region: ['lower-back', 'upper-back', 'neck', 'buttock'] } as const;
/** Every pain area except the head's and the ribs' (chest, upper-back), from the taxonomy's regions. */
const NOT_RIBS = {
  region: [...new Set(REGIONS.map((r) => baseOf(r.id)))].filter(
    (base) => !['head', 'jaw', 'chest', 'upper-back'].includes(base),
  ),
};
/** None of a fall, a blow, a twist or a rolled ankle now (a sign's own cause, told in the same message). */
const INJURED_NOW = [
  { not: 'fall' },
  { not: 'high_energy' },
  { not: 'twisting' },
  { not: 'ankle_inversion' },
] as const;
const BACK_OR_LEG = {
  any: ['radiating_leg', 'sciatica_word', 'bilateral_leg_neuro'],
} as const;
/** What makes a blood clot more likely (NICE NG158; Wells criteria). */
const VTE_RISK = [
  'recent_surgery',
  'immobility',
  'long_travel',
  'hormones',
  'pregnancy',
  'postpartum',
  'clot_history',
  'cancer_history',
] as const;
const VTE_RISK_BESIDES_CANCER = VTE_RISK.filter((r) => r !== 'cancer_history');

/**
 * Red-flag screening rules (NICE NG59 and CKS, IFOMPT cervical framework 2020, NICE NG158 for
 * venous thromboembolism, NICE CG95/NG185 chest pain, BSR giant cell arteritis guideline 2020).
 * Each rule is a list of alternative patterns; a pattern holds when all its terms hold.
 */
export const RED_FLAG_RULES: RedFlagRule[] = [
  {
    id: 'cauda-equina',
    when: [
      ['saddle_numbness'],
      ['saddle_named'],
      // The screen model: the whole message reads like cauda equina, with back or leg symptoms.
      ['cauda_language', SPINE],
      ['cauda_language', BACK_OR_LEG],
      ['saddle_numb_persisting', { any: ['radiating_leg', 'sciatica_word', 'bilateral_leg_neuro'] }],
      ['saddle_numb_persisting', SPINE],
      ['bladder_bowel', SPINE],
      ['bladder_bowel', BACK_OR_LEG],
      ['sexual_dysfunction', SPINE],
      ['bilateral_leg_neuro', SPINE],
      ['bilateral_leg_neuro', { any: ['radiating_leg', 'sciatica_word', 'numbness', 'pins_needles'] }],
    ],
    action:
      'Go to an emergency department now and say you have back pain with numbness around the saddle area or bladder or bowel changes. This needs a scan within hours.',
    safety: [
      'Go to the emergency department now; do not wait to see if it settles.',
      'Do not start exercises until a doctor has ruled out nerve compression.',
    ],
  },
  {
    id: 'cardiac',
    when: [
      // The screen model (round 61): the whole message reads like it, with no sign the screen judged.
      ['cardiac_language'],
      ['chest_pain', { any: ['radiation_arm_jaw', 'sweating', 'nausea', 'chest_pressure'] }],
      ['chest_pain', 'breathless', { not: 'pleuritic' }],
      ['chest_pressure', { any: ['sweating', 'nausea', 'breathless', 'radiation_arm_jaw'] }],
      // A chest tight at rest with someone seeing the person go white or grey: the heart until proven otherwise.
      ['chest_pressure', 'shock_signs', { not: 'injury' }, { not: 'high_energy' }],
      [
        'pressure_feeling',
        { region: ['chest'] },
        { any: ['sweating', 'breathless', 'nausea', 'radiation_arm_jaw'] },
      ],
      // Angina getting worse (more often, with less effort, a spray that works less well) is unstable.
      ['unstable_angina'],
      // Angina need not be called chest pain: arm, jaw or throat discomfort on effort, eased by rest.
      ['exertional_chest', 'radiation_arm_jaw', { not: 'injury' }],
      ['exertional_chest', { any: ['chest_pain', 'chest_pressure', 'breathless'] }],
      [
        'sweating',
        { region: ['chest'] },
        { any: ['radiation_arm_jaw', 'faint', 'nausea', 'breathless', 'chest_pain'] },
        { not: 'injury' },
      ],
      ['exertional_chest', { region: ['chest', 'jaw'] }, { not: 'injury' }],
      // Discomfort brought on by effort and settled by rest, past 45 in someone who smokes or has diabetes: angina
      // wherever in the upper body it is felt (throat, upper stomach, arm).
      ['exertional_chest', { ageAtLeast: 45 }, { any: ['smoker', 'diabetes'] }, { not: 'injury' }],
      // Grey or clammy and breathless or sick, with an upper back, shoulder, arm, jaw or neck ache: a
      // heart attack told without chest pain (older people, women and people with diabetes).
      [
        'shock_signs',
        { any: ['breathless', 'nausea'] },
        { region: ['upper-back', 'shoulder', 'upper-arm', 'jaw', 'neck'] },
        { not: 'pleuritic' },
        { not: 'calf_swelling' },
        { not: 'injury' },
        { not: 'fall' },
      ],
      // Arm, shoulder or jaw pain with sweating and sickness: the heart, even with no chest pain.
      ['sweating', 'nausea', { region: ['upper-arm', 'shoulder', 'jaw'] }, { not: 'injury' }],
    ],
    soften: {
      to: 'urgent',
      // Angina that now comes at rest or lasts beyond 15 minutes is unstable: not softened; nor is angina that is
      // getting worse, coming more often or with less effort (a crescendo).
      when: [
        [
          'exertional_chest',
          { not: 'sweating' },
          { not: 'nausea' },
          { not: 'faint' },
          { not: 'rest_angina' },
          { not: 'more_often' },
          { not: 'progressive_pain' },
        ],
      ],
      action:
        'See a doctor today: discomfort in the chest, arm, jaw or throat that comes on with effort and settles with rest can come from the heart (angina). If it comes on at rest, lasts more than 15 minutes or comes with sweating or sickness, call the emergency number.',
    },
    action:
      'Call the emergency number now (999 in the UK, 112 in Europe, 911 in North America). Stop what you are doing, sit down and rest while you wait, and follow the advice of the call handler.',
    safety: [
      'Call the emergency number now and do not drive yourself to hospital.',
      'Stop any activity and rest while you wait for help.',
    ],
  },
  {
    id: 'stroke-vbi',
    when: [
      ['slurred_speech'],
      // The screen model: the whole message reads like a stroke or a TIA (nlp/screen-model.ts).
      ['stroke_language'],
      ['slurred_sober'],
      // (a face alone, once a doctor has called it Bell's palsy, is that palsy; any other sign is not)
      ['facial_droop', { not: 'bells_palsy' }],
      // Arm and leg on one side at once: a stroke until proven otherwise.
      ['arm_and_leg_weak'],
      // A neck manipulation followed by dizziness or a neurological sign (IFOMPT 2020: arterial dissection).
      [
        'neck_manipulation',
        { region: ['neck', 'head'] },
        {
          any: [
            'dizziness',
            'visual_disturbance',
            'double_vision',
            'one_sided_weakness',
            'slurred_speech',
            'unsteady_gait',
            'nausea',
            'faint',
          ],
        },
      ],
      ['double_vision'],
      // Sudden loss of sight with neck or head pain: stroke or arterial dissection until proven otherwise.
      ['visual_loss', 'sudden_onset', { region: ['neck', 'head'] }],
      // Transient or lasting visual loss with neck pain: cervical arterial dissection until proven
      // otherwise (temporal pain, scalp tenderness or jaw claudication point to arteritis instead).
      [
        'visual_loss',
        { region: ['neck'] },
        { not: 'temple' },
        { not: 'scalp_tender' },
        { not: 'jaw_claudication' },
      ],
      ['dysphagia', { region: ['neck', 'head'] }],
      ['drop_attack'],
      ['thunderclap'],
      ['one_sided_weakness', { any: ['sudden_onset', 'dizziness', 'headache', 'visual_disturbance'] }],
      ['dizziness', 'sudden_onset', { any: ['visual_disturbance', 'one_sided_weakness', 'numbness'] }],
      [
        'one_sided_weakness',
        { any: ['unsteady_gait', 'slurred_speech', 'dysphagia', 'double_vision', 'foot_drop'] },
      ],
      ['one_sided_weakness', 'facial_droop', { not: 'bells_palsy' }],
      // Weakness of one side that came and went within minutes, with neck or head pain: a warning stroke (TIA)
      // or a torn neck artery until proven otherwise.
      ['one_sided_weakness', 'lasted_minutes', { region: ['neck', 'head'] }],
      // Weakness of one side that began within hours, with no sciatica to explain a leg and no chest pain to
      // explain a heavy arm (the heart's referred pain): a stroke until proven otherwise.
      [
        'one_sided_weakness',
        'onset_within_hours',
        { not: 'sciatica_word' },
        { not: 'radiating_leg' },
        { not: 'chest_pain' },
        { not: 'chest_pressure' },
      ],
      // Vertigo with staggering that began within hours, with neck or head pain.
      ['dizziness', 'unsteady_gait', 'onset_within_hours', { region: ['neck', 'head'] }],
      // Unsteadiness of sudden onset alongside pain in the neck or head: the back of the brain until proven otherwise.
      ['unsteady_gait', 'sudden_onset', { region: ['neck', 'head'] }],
      [
        'dizziness',
        { any: ['visual_disturbance', 'dysphagia', 'drop_attack', 'one_sided_weakness'] },
        { region: ['neck', 'head'] },
      ],
      // Vertigo with staggering and vomiting and a painful neck or head: the back of the brain until proven otherwise.
      ['dizziness', 'unsteady_gait', 'nausea', { region: ['neck', 'head'] }],
      // Vertigo with staggering so severe the person cannot stand unaided, with a painful neck or head:
      // inability to stand or walk unsupported points to the brain rather than the inner ear.
      ['dizziness', 'unsteady_gait', 'cannot_weight_bear', { region: ['neck', 'head'] }],
      // Vertigo with vomiting that throws the person down, with a painful neck or head: as with vertigo that
      // stops them standing, the back of the brain until proven otherwise.
      ['dizziness', 'nausea', 'fall', { region: ['neck', 'head'] }],
      // Eyes that flick by themselves (nystagmus) with vertigo, staggering, blurred sight or vomiting and a
      // painful neck or head: the brainstem or a neck artery until proven otherwise.
      [
        'nystagmus',
        { any: ['dizziness', 'unsteady_gait', 'visual_disturbance', 'nausea'] },
        { region: ['neck', 'head'] },
      ],
      // Sudden vertigo with staggering or vomiting after a neck movement: a neck artery until proven otherwise.
      ['dizziness', 'sudden_onset', { any: ['unsteady_gait', 'nausea'] }, { region: ['neck', 'head'] }],
    ],
    action:
      'Call the emergency number now: these can be signs of a stroke or a problem with an artery in the neck. Note the time the symptoms started.',
    safety: [
      'Call the emergency number now and note when the symptoms began.',
      'Do not do neck exercises, stretches or manipulation.',
    ],
  },
  {
    id: 'infection',
    when: [
      // The screen model (round 61): the whole message reads like it, with no sign the screen judged.
      ['infection_language'],
      ['red_hot', 'swelling', { any: ['fever', 'unwell'] }],
      ['red_hot', 'swelling', { any: ['recent_injection', 'recent_surgery', 'immunosuppressed'] }],
      // (a cold's fever told as gone for days or weeks, with a back strained by its coughing, is no spine infection)
      // (nor is a flu's ache all over, back included)
      ['fever', SPINE, { not: 'fever_over' }, { not: 'viral_aches' }],
      ['fever', 'red_hot'],
      ['fever', { any: ['recent_injection', 'recent_surgery', 'immunosuppressed'] }],
      ['fever', { any: ['cannot_weight_bear', 'multi_joint_swelling'] }],
      // A joint that cannot bear the slightest movement, with a fever: septic until proven otherwise.
      ['fever', 'movement_agony'],
      ['unwell', 'red_hot', { any: ['swelling', 'recent_surgery', 'recent_injection', 'immunosuppressed'] }],
      [
        { any: ['fever', 'unwell'] },
        { any: ['recent_injection', 'recent_surgery', 'immunosuppressed'] },
        'swelling',
      ],
    ],
    action:
      'Go to an emergency department or call the emergency number now: a hot, swollen joint with fever can be an infection that damages the joint within hours.',
    safety: [
      'Get seen today, as an emergency.',
      'Do not exercise or massage the joint until infection is ruled out.',
    ],
  },
  {
    id: 'aortic-aneurysm',
    when: [
      // The screen model (round 62): the whole message reads like it, with no sign the screen judged.
      ['aortic_language'],
      [
        'tearing',
        { region: ['lower-back', 'abdomen', 'upper-back', 'chest'] },
        { not: 'lifting' },
        { not: 'hauling' },
      ],
      // Tearing during a heavy lift or haul is mostly a muscle strain; when older, a smoker, hypertensive, faint or
      // sweating, it is still the artery until proven otherwise.
      [
        'tearing',
        { any: ['lifting', 'hauling'] },
        { region: ['lower-back', 'abdomen', 'upper-back', 'chest'] },
        { any: ['faint', 'sweating', 'smoker', 'hypertension', 'older_cue', 'aorta_known'] },
      ],
      [
        'tearing',
        { any: ['lifting', 'hauling'] },
        { region: ['lower-back', 'abdomen', 'upper-back', 'chest'] },
        { ageAtLeast: 50 },
      ],
      ['sudden_onset', 'severe_pain', { region: ['abdomen'] }, { any: ['faint', 'sweating'] }],
      ['pulsating_mass', { any: ['severe_pain', 'faint', 'sudden_onset'] }],
      // A widened aorta found before, and now sudden or severe pain: a leak until proven otherwise.
      [
        'aorta_known',
        { any: ['sudden_onset', 'severe_pain', 'faint', 'tearing'] },
        { region: ['abdomen', 'lower-back', 'upper-back'] },
      ],
      [
        { any: ['sudden_onset', 'severe_pain'] },
        'faint',
        { region: ['abdomen', 'lower-back', 'upper-back'] },
      ],
      [
        { any: ['sudden_onset', 'severe_pain'] },
        'sweating',
        { region: ['abdomen'] },
        { any: ['smoker', 'hypertension', 'older_cue'] },
      ],
      [{ any: ['sudden_onset', 'severe_pain'] }, 'sweating', { region: ['abdomen'] }, { ageAtLeast: 60 }],
      // Pale, clammy or nearly collapsing with a sudden or tearing pain of the back or belly: shock from a leak.
      [
        { any: ['sudden_onset', 'severe_pain', 'tearing'] },
        'shock_signs',
        { region: ['abdomen', 'lower-back', 'upper-back'] },
        { any: ['smoker', 'hypertension', 'older_cue', 'aorta_known', 'tearing'] },
      ],
      [
        { any: ['sudden_onset', 'severe_pain'] },
        'shock_signs',
        { region: ['abdomen', 'lower-back', 'upper-back'] },
        { ageAtLeast: 60 },
      ],
    ],
    action:
      'Call the emergency number now: sudden severe tearing back or belly pain with feeling faint can come from the main artery and needs hospital care immediately.',
    safety: ['Call the emergency number now; lie down and do not eat or drink while you wait.'],
  },
  {
    id: 'mental-health-crisis',
    when: [
      ['suicidal'],
      ['screened_yes'],
      // The screen model: the whole message reads like thoughts of ending one's life (nlp/screen-model.ts).
      ['crisis_language'],
      // Affairs put in order for others, with no future expected: a plan told without its words.
      ['final_arrangements', { any: ['no_future', 'hopeless'] }],
      // Warning signs that are acts, not words (burdensomeness, goodbyes, a means made ready, affairs settled, a
      // sudden calm): any two together are intent told without its words, unless the person is moving away or
      // has recovered.
      [
        'final_arrangements',
        { any: ['burden', 'goodbye', 'means_ready', 'calm_resolve', 'concealment'] },
        { not: 'moving_away' },
        { not: 'doing_well' },
      ],
      [
        'goodbye',
        {
          any: [
            'no_future',
            'means_ready',
            'burden',
            'calm_resolve',
            'concealment',
            'final_arrangements',
            'veiled_intent',
          ],
        },
        { not: 'moving_away' },
        { not: 'doing_well' },
      ],
      [
        'means_ready',
        {
          any: [
            'no_future',
            'hopeless',
            'burden',
            'calm_resolve',
            'concealment',
            'bereaved',
            'veiled_intent',
            // Drawn back to it, closer or longer each time, or lingering at a drop (round 94).
            'drawn_back',
            'edge_lingering',
          ],
        },
      ],
      // Lingering at a drop and drawn back to it, closer or longer each time (round 94).
      ['edge_lingering', 'drawn_back'],
      // Wanting to be with someone who has died.
      ['reunion_wish', 'bereaved'],
      // A hint that says more than it tells ('you know why', 'if you take my meaning') beside affairs settled.
      ['final_arrangements', 'veiled_intent', { not: 'moving_away' }],
      // A decision or a plan held ('I have a plan for it') with no future expected.
      ['calm_resolve', 'no_future'],
      // A means kept or made ready, with a plan held calmly or a day named for it.
      ['means_ready', { any: ['calm_resolve', 'veiled_intent'] }],
      // Affairs settled, or nothing expected after a named day, with a day named.
      ['no_future', 'veiled_intent', { not: 'moving_away' }, { not: 'doing_well' }],
      ['lasting_end_wish'],
      // A drug kept back while tolerance has gone (after prison, rehab or a long time clean): an overdose meant,
      // told across sentences.
      ['drug_put_by', 'tolerance_lost'],
    ],
    action:
      'You deserve support right now. If you might act on these thoughts, call the emergency number now. You can also talk to someone at any hour: Samaritans on 116 123 (UK and Ireland) or 988 (US).',
    safety: [
      'If you feel you might act on these thoughts, call the emergency number or go to an emergency department now.',
      'Talk to someone now: Samaritans 116 123 (UK and Ireland), 988 (US), or your local crisis line; they listen at any hour.',
      'Stay with someone you trust and keep away from anything you could use to harm yourself.',
      'Persistent pain is treatable, and so is the distress that comes with it; your GP can help with both.',
    ],
  },
  {
    id: 'pulmonary-embolism',
    when: [
      // The screen model (round 61): the whole message reads like it, with no sign the screen judged.
      ['pe_language'],
      [
        { any: ['breathless', 'pleuritic', 'haemoptysis'] },
        { any: ['calf_swelling', 'calf_warm_red', ...VTE_RISK] },
      ],
      ['breathless', 'pleuritic', { not: 'injury' }],
      ['pleuritic', 'sudden_onset', { not: 'injury' }, { not: 'fall' }],
      ['haemoptysis', 'chest_pain'],
    ],
    action:
      'Call the emergency number now: sudden breathlessness or sharp chest pain on breathing in can mean a blood clot in the lung.',
    safety: ['Call the emergency number now and rest while you wait.'],
  },
  {
    id: 'fracture',
    when: [
      // The screen model (round 61): the whole message reads like it, with no sign the screen judged.
      ['fracture_language'],
      [
        { any: ['fall', 'high_energy', 'injury', 'ankle_inversion'] },
        { any: ['cannot_weight_bear', 'deformity', 'bony_tenderness'] },
      ],
      // A rib felt to go in a hard cough, now bone-tender: a cough fracture.
      ['cough_sneeze', 'pop_snap', 'bony_tenderness'],
      // A twist breaks a limb or the spine, not a rib: a rib tender after a twist or a lift is a strain.
      ['twisting', { any: ['cannot_weight_bear', 'deformity', 'bony_tenderness'] }, NOT_RIBS],
      [
        { any: ['osteoporosis', 'steroids_long_term'] },
        SPINE,
        { any: ['sudden_onset', 'fall', 'lifting', 'severe_pain', 'cough_sneeze', 'pop_snap'] },
      ],
      [{ ageAtLeast: 70 }, SPINE, 'sudden_onset', { any: ['severe_pain', 'fall', 'lifting'] }],
      // Past cancer and the back 'goes' on a small strain: a bone weakened by a deposit can break.
      [
        'cancer_history',
        SPINE,
        { any: ['sudden_onset', 'lifting', 'fall', 'pop_snap'] },
        { any: ['severe_pain', 'cannot_weight_bear'] },
      ],
      [
        'deformity',
        { any: ['fall', 'high_energy', 'pop_snap', 'sudden_onset', 'injury', 'twisting', 'ankle_inversion'] },
      ],
      // A new deformity that stops the limb working needs an X-ray whatever caused it.
      ['deformity', 'cannot_weight_bear'],
      // Ottawa-style: tenderness on the bone with a limb that cannot be used, or with a deformity.
      ['bony_tenderness', 'cannot_weight_bear'],
      ['deformity', 'bony_tenderness'],
      [
        'suspected_break',
        { any: ['fall', 'high_energy', 'injury', 'pop_snap', 'ankle_inversion', 'twisting'] },
      ],
      // A stress fracture: focal bone tenderness after a rise in training load.
      ['focal_bone_tenderness', 'load_increase', { not: 'diffuse_bone_pain' }],
      // … or in a runner, hurting in that one spot at night or on walking (not once imaging is clear)
      [
        'focal_bone_tenderness',
        { any: ['running', 'sprinting', 'jumping'] },
        { any: ['night_pain', 'worst_at_night', 'walking_aggr'] },
        { not: 'diffuse_bone_pain' },
        { not: 'imaging_clear' },
      ],
      // … or a leg that cannot hop in a runner or jumper (the hop test of a femoral neck, shin or foot stress fracture)
      [
        'cannot_hop',
        { any: ['running', 'load_increase', 'sprinting', 'jumping'] },
        { region: ['hip', 'groin', 'thigh', 'shin', 'foot'] },
        { not: 'imaging_clear' },
      ],
      // (not once an X-ray or scan has found no break)
      [
        { any: ['fall', 'high_energy'] },
        { any: ['osteoporosis', 'steroids_long_term'] },
        { not: 'imaging_clear' },
      ],
      // Osteoporosis or long-term steroids and the back goes on bending, lifting, a twist or a cough: a vertebral
      // fragility fracture until an X-ray says otherwise.
      [
        { any: ['osteoporosis', 'steroids_long_term'] },
        SPINE,
        { any: ['sudden_onset', 'lifting', 'bending_forward', 'pop_snap', 'cough_sneeze', 'twisting'] },
        { not: 'imaging_clear' },
        // (an ache come on gradually over months after bending is wear, not a bone that went: a sudden one is above)
        { not: 'gradual_onset' },
      ],
      // An older person's fall onto the hip needs an X-ray even without a deformity.
      [
        { ageAtLeast: 65 },
        'fall',
        { region: ['hip', 'groin', 'thigh'] },
        { any: ['severe_pain', 'cannot_weight_bear', 'limp'] },
        { not: 'imaging_clear' },
      ],
    ],
    action:
      'Get an X-ray today: go to an urgent care centre, minor injuries unit or emergency department. Keep weight off the area and do not start exercises until a fracture is ruled out.',
    safety: [
      'Rest the area and keep weight off it until it has been X-rayed.',
      'Use a cold pack for up to 15 minutes at a time for pain.',
    ],
  },
  {
    id: 'dvt',
    when: [
      // The screen model (round 62): the whole message reads like it, with no sign the screen judged.
      ['dvt_language'],
      // (swelling from an inversion sprain is the sprain)
      ['calf_swelling', { any: ['calf_warm_red', ...VTE_RISK_BESIDES_CANCER] }, { not: 'ankle_inversion' }],
      ['calf_warm_red', { any: VTE_RISK_BESIDES_CANCER }, { not: 'injury' }],
      // Cancer makes clots likely while it is active (Wells); one treated and clear years ago does not.
      // (swelling from an inversion sprain is the sprain)
      ['calf_swelling', 'cancer_history', { not: 'cancer_clear' }, { not: 'ankle_inversion' }],
      ['calf_warm_red', 'cancer_history', { not: 'cancer_clear' }, { not: 'injury' }],
      ['calf_swelling', 'calf_warm_red', { not: 'injury' }, { not: 'pop_snap' }, { not: 'kicked_sensation' }],
      [
        'calf_swelling',
        'red_hot',
        { not: 'injury' },
        { not: 'pop_snap' },
        { not: 'kicked_sensation' },
        { not: 'ankle_inversion' },
        { not: 'fall' },
        { not: 'high_energy' },
        { not: 'twisting' },
      ],
      // A swollen calf with new breathlessness or pain on breathing: the clot may already have moved.
      ['calf_swelling', { any: ['pleuritic', 'breathless'] }],
      [
        { region: ['calf'] },
        { any: ['calf_swelling', 'swelling'] },
        { any: ['red_hot', 'calf_warm_red'] },
        { any: VTE_RISK },
      ],
    ],
    action:
      'See a doctor today (GP same day, urgent care or emergency department) for a scan of the leg veins. If you become breathless or get chest pain, call the emergency number.',
    safety: [
      'Get the leg checked today; do not massage the calf.',
      'If you become short of breath or have chest pain, call the emergency number.',
    ],
  },
  {
    id: 'progressive-neuro-deficit',
    when: [
      // The screen model (round 61): the whole message reads like it, with no sign the screen judged.
      ['deficit_language'],
      ['progressive_weakness'],
      // An everyday task the limb can no longer do (the brake pedal, rising from a chair), worse week on week.
      ['limb_task_failing', 'worsening_weekly'],
      ['foot_drop'],
      ['spreading_numbness'],
      // Plantarflexion lost from a compressed nerve root, progressing from one week to the next.
      [
        'cannot_tiptoe',
        { any: ['worsening_weekly', 'progressive_pain'] },
        { any: ['radiating_leg', 'sciatica_word'] },
      ],
      ['spreading_any', { any: ['numbness', 'pins_needles'] }],
      ['clumsy_hands', { any: ['both_hands', 'handwriting', 'unsteady_gait'] }],
      ['clumsy_hands', { any: ['progressive_pain', 'progressive_weakness', 'worsening_weekly'] }],
      ['clumsy_hands', { region: ['neck'] }, { any: ['numbness', 'pins_needles', 'weakness'] }],
      // Fine tasks failing (buttons, typing, earrings) with a painful neck: the cord until proven otherwise.
      ['clumsy_hands', { region: ['neck'] }, { any: ['both_hands', 'fine_hand_tasks'] }],
      ['handwriting'],
      ['unsteady_gait', { region: ['neck', 'upper-back'] }],
      ['unsteady_gait', { any: ['progressive_pain', 'progressive_weakness', 'both_hands'] }],
      [
        'unsteady_gait',
        { any: ['numbness', 'pins_needles', 'weakness', 'clumsy_hands'] },
        { region: ['neck', 'lower-back', 'upper-back'] },
      ],
    ],
    action:
      'See a doctor today or within 24 hours: worsening weakness or spreading numbness means a nerve or the spinal cord needs checking before any exercise plan.',
    safety: [
      'See a doctor within 24 hours; if you lose bladder or bowel control or get saddle numbness, go to the emergency department.',
    ],
  },
  {
    id: 'malignancy',
    when: [
      // The screen model (round 61): the whole message reads like it, with no sign the screen judged.
      ['malignancy_language'],
      // (not once a scan has found no spread)
      ['cancer_history', SPINE, { not: 'cancer_excluded' }],
      [
        'cancer_history',
        { any: ['constant_pain', 'worst_at_night', 'not_eased_rest', 'weight_loss'] },
        { not: 'cancer_excluded' },
      ],
      // Weight lost on purpose (a diet, a calorie app), or for a reason named (a stomach bug, a sore mouth,
      // breastfeeding) or put back on, is not unexplained weight loss.
      ['weight_loss', { not: 'weight_loss_intended' }, { not: 'weight_loss_explained' }],
      [
        'night_sweats',
        {
          any: [
            'constant_pain',
            'weight_loss',
            'worst_at_night',
            'not_eased_rest',
            'fever',
            'progressive_pain',
          ],
        },
      ],
      ['night_sweats', SPINE],
      // Drenching night sweats past 50 need investigating whatever the pain.
      ['night_sweats', { ageAtLeast: 50 }],
      [
        'not_eased_rest',
        { any: ['worst_at_night', 'constant_pain', 'night_pain'] },
        'progressive_pain',
        { not: 'injury' },
      ],
      // Over 50, pain worst at night that nothing eases (no position, no tablet), with no injury behind it.
      [{ ageAtLeast: 50 }, 'worst_at_night', 'not_eased_rest', { not: 'injury' }],
      // Unexplained bone pain at rest and by night under 20: an X-ray before exercise (NICE suspected cancer).
      [
        { ageBelow: 20 },
        { any: ['worst_at_night', 'night_pain'] },
        'not_eased_rest',
        { not: 'injury' },
        { not: 'fall' },
      ],
      // Under 20, bone pain by night that builds from one week to the next with nothing to explain it (a bone tumour until an
      // X-ray says otherwise; growing pains come and go and do not build).
      [
        { ageBelow: 20 },
        { any: ['worst_at_night', 'night_pain'] },
        'worsening_weekly',
        { not: 'injury' },
        { not: 'fall' },
      ],
      // An enlarging lump with constant or night pain and no trauma.
      [
        'growing_lump',
        { any: ['constant_pain', 'worst_at_night', 'night_pain', 'not_eased_rest', 'progressive_pain'] },
        { not: 'injury' },
      ],
      // A swelling on a bone with pain by night in someone young: a bone tumour until an X-ray says otherwise.
      [{ ageBelow: 20 }, 'bone_swelling', { any: ['worst_at_night', 'night_pain'] }, { not: 'injury' }],
      // Pain that wakes at night, that nothing eases, with a swelling of its own: bone tumours in the young.
      [{ any: ['worst_at_night', 'night_pain'] }, 'not_eased_rest', 'swelling', { not: 'injury' }],
      // (with a fever, constant pain that rest does not ease is the infection flag's)
      [
        'constant_pain',
        { any: ['worst_at_night', 'not_eased_rest'] },
        { any: ['progressive_pain', 'not_eased_rest', 'worst_at_night'] },
        { not: 'injury' },
        { not: 'fever' },
      ],
    ],
    action:
      'See your GP within 24 hours and mention the pattern (constant or night pain, weight loss, past cancer). It is most often something less serious, but it needs checking before an exercise plan.',
    safety: ['Book a GP appointment within 24 hours and mention these symptoms.'],
  },
  {
    id: 'giant-cell-arteritis',
    when: [
      // The screen model (round 62): the whole message reads like it, with no sign the screen judged.
      // (not in someone known to be under 50)
      ['gca_language', { ageNotBelow: 50 }],
      [
        { ageAtLeast: 50 },
        { any: ['headache', 'temple', 'new_headache'] },
        { any: ['scalp_tender', 'jaw_claudication', 'visual_disturbance', 'visual_loss'] },
      ],
      // (not in someone known to be under 50: jaw ache on chewing and sore temples there are the jaw joint)
      ['temple', 'scalp_tender', 'jaw_claudication', { ageNotBelow: 50 }],
      [
        { ageNotBelow: 50 },
        'jaw_claudication',
        {
          any: [
            'headache',
            'new_headache',
            'temple',
            'scalp_tender',
            'visual_disturbance',
            'visual_loss',
            'polymyalgia',
          ],
        },
      ],
      [
        { ageNotBelow: 50 },
        'scalp_tender',
        { any: ['headache', 'new_headache', 'temple', 'visual_disturbance', 'visual_loss', 'polymyalgia'] },
      ],
      [{ ageAtLeast: 50 }, 'headache', { any: ['visual_loss', 'polymyalgia'] }],
      [{ ageAtLeast: 50 }, 'jaw_chewing', { any: ['new_headache', 'temple', 'scalp_tender'] }],
      // A tender scalp past 60 with morning stiffness of the girdle or feeling unwell: giant cell arteritis until checked.
      [
        { ageAtLeast: 60 },
        'scalp_tender',
        { any: ['morning_stiffness', 'polymyalgia', 'unwell', 'weight_loss'] },
      ],
      [
        { ageNotBelow: 50 },
        'new_headache',
        { any: ['jaw_claudication', 'jaw_chewing', 'scalp_tender', 'visual_loss'] },
      ],
    ],
    // Any change in sight with suspected giant cell arteritis is same-day emergency eye care (sight can go for good).
    escalate: { to: 'emergency', when: [['visual_loss'], ['double_vision'], ['visual_disturbance']] },
    action:
      'See a doctor today: a new headache over 50 with scalp tenderness or jaw pain when chewing can be giant cell arteritis, which needs steroids quickly to protect your sight. Any change in vision: go to an emergency department now.',
    safety: ['See a doctor today; if your vision changes at all, go to the emergency department now.'],
  },
  {
    id: 'tendon-rupture',
    when: [
      // The screen model (round 62): the whole message reads like it, with no sign the screen judged.
      ['rupture_language'],
      [{ any: ['pop_snap', 'kicked_sensation', 'sudden_onset'] }, { any: ['cannot_tiptoe', 'tendon_gap'] }],
      ['tendon_gap'],
      [
        { any: ['pop_snap', 'sudden_onset'] },
        'supination_weak',
        { region: ['elbow', 'upper-arm', 'forearm'] },
      ],
      [
        { any: ['pop_snap', 'kicked_sensation', 'sudden_onset', 'fall', 'tearing', 'sudden_grab'] },
        'cannot_straighten_leg',
        { region: ['knee', 'thigh'] },
      ],
      // (an intact single-leg heel raise points to a strained calf muscle instead)
      ['kicked_sensation', { any: ['achilles', 'above_heel', 'calf_word'] }, { not: 'tiptoe_intact' }],
      // A fingertip that droops after a jam: the extensor tendon has torn (mallet finger).
      ['finger_droop'],
      // Sudden loss of thumb extension: extensor pollicis longus rupture (a known late event after a distal radius fracture).
      [{ any: ['pop_snap', 'sudden_onset'] }, 'thumb_cannot_lift'],
      // A shoulder that gave with a snap or tear and now cannot lift the arm by itself: a torn rotator cuff.
      [{ any: ['pop_snap', 'sudden_onset'] }, 'arm_cannot_raise', { region: ['shoulder', 'upper-arm'] }],
      // A fingertip that cannot bend after a grab or a blow: the flexor tendon has pulled off (jersey finger).
      [{ any: ['pop_snap', 'sudden_onset', 'injury', 'high_energy', 'fall'] }, 'fingertip_cannot_bend'],
    ],
    action:
      'Get seen today at an urgent care centre, minor injuries unit or emergency department: a torn tendon heals best when treated within days. Keep weight off it until then.',
    safety: ['Avoid pushing off, stretching or hopping on the leg until it has been assessed.'],
  },
  {
    id: 'inflammatory-arthritis',
    when: [
      // The screen model (round 62): the whole message reads like it, with no sign the screen judged.
      ['inflammatory_language'],
      [
        { morningStiffnessOver: 30 },
        { any: ['ease_movement', 'improves_exercise', 'warm_up_eases', 'stiffness', 'morning_stiffness'] },
      ],
      // Long morning stiffness of the back in someone young: inflammatory back pain until checked.
      ['long_morning_stiffness', { ageBelow: 45 }, { region: ['lower-back', 'buttock'] }],
      [
        { ageBelow: 40 },
        { region: ['lower-back', 'buttock'] },
        'early_waking',
        { any: ['ease_movement', 'improves_exercise'] },
      ],
      [
        'eye_inflammation',
        {
          any: [
            'swelling',
            'stiffness',
            'morning_stiffness',
            'night_pain',
            'dull_ache',
            // a heel or tendon sore where it attaches, first thing or after rest (enthesitis)
            'first_steps',
            'thickened_tendon',
            'worse_rest',
            'early_waking',
          ],
        },
      ],
      // (not when a fall, a blow, a twist or a rolled ankle now accounts for the swelling and the ache)
      // (a back briefly stiff on rising, as anyone's may be, is not enough beside psoriasis; small joints stiff at
      // all are)
      ['psoriasis', { any: ['stiffness', 'morning_stiffness'] }, { not: 'lasted_minutes' }, ...INJURED_NOW],
      [
        'psoriasis',
        { any: ['stiffness', 'morning_stiffness'] },
        { region: ['hand', 'wrist', 'foot', 'ankle', 'knee', 'elbow', 'heel'] },
        ...INJURED_NOW,
      ],
      [
        'psoriasis',
        {
          any: [
            'swelling',
            'long_morning_stiffness',
            'dull_ache',
            'ease_movement',
            'improves_exercise',
            'worse_rest',
            'early_waking',
            'thickened_tendon',
          ],
        },
        ...INJURED_NOW,
      ],
      [
        'ibd',
        { any: ['swelling', 'stiffness', 'morning_stiffness', 'dull_ache', 'early_waking', 'ease_movement'] },
        ...INJURED_NOW,
      ],
      ['long_morning_stiffness', { any: ['ease_movement', 'improves_exercise', 'morning_stiffness'] }],
      [
        'worse_rest',
        { any: ['ease_movement', 'improves_exercise'] },
        { region: ['lower-back', 'buttock', 'upper-back', 'neck'] },
        {
          any: [
            'eye_inflammation',
            'psoriasis',
            'ibd',
            'early_waking',
            'morning_stiffness',
            'long_morning_stiffness',
          ],
        },
      ],
      [
        { ageBelow: 45 },
        { region: ['lower-back', 'buttock', 'upper-back'] },
        'early_waking',
        { any: ['ease_movement', 'improves_exercise', 'morning_stiffness', 'worse_rest', 'nsaid_response'] },
      ],
      // A close relative with spondyloarthritis (or psoriasis, bowel or eye inflammation), and inflammatory features
      // of one's own before 45: heels or tendons sore first thing, early waking, morning stiffness (not stiffness
      // after sitting, which anyone has).
      [
        'family_spondyloarthritis',
        { ageBelow: 45 },
        {
          any: [
            'morning_stiffness',
            'long_morning_stiffness',
            'early_waking',
            'first_steps',
            'thickened_tendon',
            'nsaid_response',
          ],
        },
      ],
      // (not a hand swollen by a blow: a punch or a crush swells it)
      ['multi_joint_swelling', { not: 'high_energy' }],
      // Swelling in three or more joints of the hands, feet, knees or elbows, left and right, with no injury
      // (with a fever the infection flag speaks for it).
      ['swelling', { jointsAtLeast: 3 }, { not: 'injury' }, { not: 'fall' }, { not: 'fever' }],
      // A known inflammatory diagnosis, unless the person says it is settled or controlled.
      ['inflammatory_dx', { not: 'condition_controlled' }],
      // Stiff until mid-morning in both hands or several joints: an inflammatory pattern even unnamed.
      ['long_morning_stiffness', { any: ['both_hands', 'swelling'] }],
    ],
    action:
      'Book a GP appointment in the next 1-2 weeks and ask whether blood tests or a rheumatology referral are needed: the pattern you describe can come from inflammatory arthritis, which responds well to early treatment.',
    safety: ['Ask your GP about inflammatory arthritis within 1-2 weeks; keep moving gently meanwhile.'],
  },
];
