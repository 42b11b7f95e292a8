import { ex } from './helpers.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export const ANKLE_FOOT_EXERCISES: ExerciseDef[] = [
  ex(
    'ankle-pumps',
    'Ankle pumps',
    ['ankle', 'calf', 'foot'],
    [],
    'Keeps blood flowing and the ankle moving; reduces swelling.',
    [
      'Sit or lie with the leg supported.',
      'Point your toes away, then pull them towards you.',
      'Keep a steady rhythm.',
    ],
    '20 repetitions',
    'Every 1-2 hours while awake',
    {
      kind: 'mobility',
      feel: 'Easy movement at the ankle and the calf working gently; swelling often feels less afterwards.',
      progression:
        'When the ankle moves freely, move on to ankle circles or the ankle alphabet, then standing calf raises.',
    },
  ),
  ex(
    'ankle-alphabet',
    'Ankle alphabet',
    ['ankle', 'foot'],
    [],
    'Restores ankle movement in all directions after a sprain.',
    [
      'Sit with your foot off the floor.',
      'Trace the letters of the alphabet with your big toe.',
      'Move from the ankle, not the knee.',
    ],
    '1 alphabet',
    '3 times a day',
    {
      kind: 'mobility',
      feel: 'Easy movement in every direction with mild stiffness at the ends.',
      progression: 'When the full alphabet is easy, move on to standing balance and calf raises.',
    },
  ),
  ex(
    'calf-raise-double',
    'Double-leg calf raises',
    ['calf', 'ankle', 'heel'],
    ['step or wall for support'],
    'Builds calf and Achilles strength.',
    [
      'Stand holding a support, feet hip-width.',
      'Rise onto your toes over 2 seconds.',
      'Lower slowly over 3 seconds.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['push_off'],
      feel: 'Work in the calves and the Achilles area by the end of the set.',
      progression:
        'When 3 sets of 15 are comfortable, shift more weight onto the sore leg, then move on to single-leg calf raises.',
    },
  ),
  ex(
    'calf-raise-single',
    'Single-leg calf raises',
    ['calf', 'ankle', 'heel'],
    ['step or wall for support'],
    'Progresses calf and tendon strength towards running demands.',
    ['Stand on the sore leg holding a support.', 'Rise onto your toes, then lower slowly over 3 seconds.'],
    '3 sets of 10-15',
    'Once a day',
    {
      kind: 'strength',
      load: 3,
      loads: ['push_off'],
      notAcute: true,
      feel: 'Hard work in the calf of the standing leg; mild tendon ache is acceptable within the pain rule.',
      progression:
        'When 3 sets of 15 are comfortable, hold a weight or a rucksack; then begin hopping practice.',
    },
  ),
  ex(
    'eccentric-heel-drop',
    'Heel drops off a step',
    ['heel', 'calf', 'ankle'],
    ['step'],
    'The classic loading exercise for Achilles tendinopathy.',
    [
      'Stand on a step with your heels over the edge.',
      'Rise up on both feet, then lower slowly on the sore leg below step level.',
      'Do it with the knee straight and then bent.',
    ],
    '3 sets of 15 (knee straight and bent)',
    'Once a day',
    {
      kind: 'strength',
      load: 3,
      loads: ['push_off'],
      notAcute: true,
      feel: 'Effort and a mild ache in the calf and Achilles while lowering.',
      progression:
        'When 3 sets of 15 feel easy, wear a rucksack with a little weight and add 2-5 kg at a time.',
      video: 'Alfredson heel drop Achilles',
    },
  ),
  ex(
    'isometric-calf-hold',
    'Isometric calf raise hold',
    ['heel', 'calf', 'ankle'],
    ['wall for support'],
    'Pain-easing tendon loading in a mid-range hold.',
    ['Rise halfway onto your toes on both feet (or one when able).', 'Hold the position.', 'Lower slowly.'],
    '5 holds of 30-45 seconds',
    '2 times a day',
    {
      kind: 'isometric',
      loads: ['push_off'],
      feel: 'Strong work in the calf while still; tendon pain often eases during the holds.',
      progression:
        'When five 45-second holds on both feet are easy, do them on one foot, then move on to slow calf raises.',
    },
  ),
  ex(
    'seated-calf-raise',
    'Seated calf raise',
    ['calf', 'heel', 'ankle'],
    ['chair', 'weight on knees (optional)'],
    'Strengthens the soleus, the deep calf muscle, with less load.',
    [
      'Sit with feet flat and a weight (bag) on your knees.',
      'Lift your heels as high as you can.',
      'Lower slowly.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['push_off'],
      feel: 'Work in the deep calf just above the heel.',
      progression:
        'When 3 sets of 15 are easy, add more weight on your knees, then move on to standing calf raises.',
    },
  ),
  ex(
    'calf-stretch-wall',
    'Calf stretch against a wall',
    ['calf', 'heel', 'ankle', 'foot'],
    [],
    'Stretches the calf muscles, which helps heel and calf pain.',
    [
      'Face a wall with the sore leg back, heel down, knee straight.',
      'Lean forward until you feel a stretch in the calf.',
      'Hold 30 seconds, then repeat with the knee bent.',
    ],
    '3 holds each position',
    '2 times a day',
    {
      kind: 'stretch',
      loads: ['stretch_pain'],
      feel: 'A stretch in the calf; not a sharp pain in the tendon or a pull in the injured spot.',
      progression: 'When it no longer feels tight, keep it as a warm-up and focus on calf strengthening.',
    },
  ),
  ex(
    'plantar-fascia-stretch',
    'Plantar fascia stretch',
    ['foot', 'heel'],
    [],
    'Stretches the tissue under the foot; best before the first steps of the day.',
    [
      'Sit and cross the sore foot over your other knee.',
      'Pull your toes back towards your shin until you feel a stretch in the arch.',
      'Hold 10 seconds.',
    ],
    '10 holds',
    'Before first steps and 3 times a day',
    {
      kind: 'stretch',
      feel: 'A stretch along the arch; the first steps afterwards should feel easier.',
      progression:
        'When the first steps of the morning are comfortable, keep it before getting up and build the towel heel raise.',
    },
  ),
  ex(
    'towel-toe-raise',
    'Towel-supported heel raise (Rathleff)',
    ['foot', 'heel', 'calf'],
    ['step', 'rolled towel'],
    'High-load strengthening for plantar heel pain.',
    [
      'Stand on a step with a rolled towel under your toes.',
      'Rise up slowly on the sore leg over 3 seconds, hold 2 seconds.',
      'Lower over 3 seconds.',
    ],
    '3 sets of 8-12',
    'Every other day',
    {
      kind: 'strength',
      load: 3,
      loads: ['push_off'],
      feel: 'Hard work in the calf and arch; a mild ache under the heel is acceptable within the pain rule.',
      progression:
        'When 3 sets of 12 are comfortable, wear a rucksack with books and add weight every two weeks.',
      video: 'Rathleff plantar fascia heel raise towel',
    },
  ),
  ex(
    'foot-roll',
    'Foot rolling with a ball',
    ['foot', 'heel'],
    ['tennis ball or frozen water bottle'],
    'Eases soreness under the foot.',
    [
      'Sit and roll a ball (or a frozen water bottle) under your foot from heel to toes.',
      'Use firm but comfortable pressure.',
    ],
    '2 minutes',
    '2 times a day',
    {
      kind: 'relaxation',
      feel: 'Firm but comfortable pressure under the foot; it should feel like relief.',
      progression: 'Use it as needed; put your effort into the strengthening exercises as the heel settles.',
    },
  ),
  ex(
    'towel-scrunch',
    'Toe curls with a towel',
    ['foot'],
    ['towel'],
    'Strengthens the small muscles that support the arch.',
    [
      'Sit with a towel flat on the floor under your foot.',
      'Scrunch the towel towards you with your toes.',
      'Relax and repeat.',
    ],
    '3 sets of 10',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work in the small muscles of the arch and toes; cramp means rest and start again.',
      progression: 'When 3 sets of 10 are easy, put a small weight on the far end of the towel.',
    },
  ),
  ex(
    'ankle-band-eversion',
    'Resistance band eversion',
    ['ankle', 'foot'],
    ['resistance band'],
    'Strengthens the muscles on the outside of the ankle that prevent it rolling.',
    [
      'Sit with a band around your forefoot anchored on the inside.',
      'Turn your foot outwards against the band.',
      'Return slowly.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work along the outside of the lower leg and ankle.',
      progression: 'When 3 sets of 15 are easy, use a stronger band.',
    },
  ),
  ex(
    'single-leg-balance-ankle',
    'Ankle balance training',
    ['ankle', 'foot'],
    ['cushion'],
    'Retrains the balance reflexes that prevent repeat ankle sprains.',
    ['Stand on the injured leg for 30 seconds.', 'Progress to eyes closed, then to standing on a cushion.'],
    '3 holds of 30 seconds',
    '2 times a day',
    {
      kind: 'balance',
      feel: 'Small corrections at the ankle; wobbling is part of the training.',
      progression:
        'When 30 seconds is steady, close your eyes, then stand on a cushion, then catch a ball while balancing.',
    },
  ),
  ex(
    'shin-soleus-raise',
    'Bent-knee calf raise (soleus)',
    ['shin', 'calf'],
    ['wall for support'],
    'Strengthens the deep calf muscle that absorbs load through the shin.',
    ['Stand with knees slightly bent.', 'Rise onto your toes keeping the knees bent.', 'Lower slowly.'],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      loads: ['push_off'],
      feel: 'Work in the deep calf low down the leg; no pain along the shin bone.',
      progression: 'When 3 sets of 15 are easy, do them on one leg, then hold a weight.',
    },
  ),
  ex(
    'tibialis-anterior-raise',
    'Toe raises (tibialis anterior)',
    ['shin', 'ankle'],
    ['wall'],
    'Strengthens the muscles at the front of the shin.',
    [
      'Stand with your back against a wall, heels 30 cm away.',
      'Lift your toes and forefoot towards your shins.',
      'Lower slowly.',
    ],
    '3 sets of 15',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work in the front of the shin muscles, a burn by the end of the set is normal.',
      progression: 'When 3 sets of 15 are easy, step your heels further from the wall or do them on one leg.',
    },
  ),
  ex(
    'hop-progression',
    'Low-level hopping progression',
    ['shin', 'calf', 'ankle'],
    [],
    'Tests and builds bone and tendon tolerance before returning to running; only when walking and calf raises are pain free.',
    ['Hop gently on both feet 20 times.', 'If pain free the next day, progress to single-leg hops.'],
    '2 sets of 20',
    'Every other day',
    {
      kind: 'plyometric',
      loads: ['jumping'],
      notWhen: ['immobility', 'bony_tenderness', 'focal_bone_tenderness', 'severe_pain', 'tender_spot'],
      notAcute: true,
      feel: 'Light, springy contacts with no pain in the bone; next-morning soreness should be no more than mild.',
      progression:
        'When 2 sets of 20 single-leg hops are pain free the next day, start a walk-run return (1 minute running, 1 minute walking).',
      painRule:
        'No bone pain at all: a sore spot on the bone, pain that lasts after hopping or pain at night means stop and ask a physiotherapist before going on.',
    },
  ),
  ex(
    'heel-walking',
    'Heel walking',
    ['shin', 'ankle'],
    [],
    'Strengthens the muscles at the front of the shin that control the foot as it lands.',
    [
      'Stand tall near a wall or worktop.',
      'Lift your toes and forefoot and walk on your heels.',
      'Take small steps forwards and back.',
    ],
    '3 rounds of 20 steps',
    'Once a day',
    {
      kind: 'strength',
      feel: 'Work and a burning feeling in the front of the shins by the end of each round.',
      progression: 'When 3 rounds are easy, walk further or walk slowly backwards on your heels.',
    },
  ),
  ex(
    'short-foot',
    'Arch doming (short foot)',
    ['foot', 'shin'],
    [],
    'Strengthens the small muscles under the arch that share the load with the shin and heel.',
    [
      'Sit with your foot flat on the floor.',
      'Without curling your toes, draw the ball of the foot towards the heel so the arch rises.',
      'Hold 5 seconds, then relax.',
    ],
    '2 sets of 10',
    'Once a day',
    {
      kind: 'control',
      load: 1,
      feel: 'Work under the arch; cramping means rest briefly and start again.',
      progression: 'When 10 easy holds are possible sitting, do them standing, then standing on one leg.',
    },
  ),
  ex(
    'walk-run-return',
    'Walk-run return',
    ['shin', 'calf'],
    [],
    'A gradual return to running that lets bone and tendon adapt.',
    [
      'Walk briskly for 5 minutes to warm up.',
      'Alternate 1 minute of easy running with 1 minute of walking, 10 times.',
      'Run on soft, flat ground every other day.',
    ],
    '20 minutes',
    'Every other day',
    {
      kind: 'plyometric',
      loads: ['running'],
      notWhen: ['immobility', 'bony_tenderness', 'focal_bone_tenderness', 'severe_pain'],
      notAcute: true,
      feel: 'Easy, comfortable running; you should be able to talk.',
      progression:
        'When three sessions in a row cause no pain during or the next morning, run 2 minutes for each minute of walking; build total running time by about 10% a week.',
      painRule:
        'Pain should stay at 2/10 or less during and be no worse the next morning; a sore spot on the bone or pain at night means stop and see a physiotherapist.',
    },
  ),
  ex(
    'knee-to-wall-ankle',
    'Knee-to-wall ankle bend',
    ['ankle', 'calf'],
    [],
    'Restores the forward bend of the ankle that stays stiff after a sprain.',
    [
      'Stand facing a wall with the sore foot a few centimetres from it.',
      'Keeping the heel down, bend the knee forward to touch the wall.',
      'Move the foot back a little as it gets easier.',
    ],
    '10 repetitions',
    '2 times a day',
    {
      kind: 'mobility',
      feel: 'A stretch at the front of the ankle or in the calf; no pinching at the front of the ankle.',
      progression: 'When you can touch the wall with the foot 10 cm away, move on to single-leg calf raises.',
    },
  ),
];

export const ANKLE_FOOT_CONDITIONS: ConditionKnowledge[] = [
  {
    id: 'achilles-tendinopathy',
    source: 'JOSPT Achilles tendinopathy CPG (Martin et al., 2018); Silbernagel et al. (2007)',
    regions: { heel: 2.6, calf: 1.6, ankle: 1.6 },
    prior: -0.2,
    findings: {
      achilles: 3,
      above_heel: 1.5,
      morning_stiffness: 0.7,
      start_of_activity: 1,
      warm_up_eases: 0.8,
      thickened_tendon: 1.5,
      load_increase: 0.6,
      hills: 0.5,
      running: 0.6,
      tender_spot: 0.3,
      stiffness: 0.3,
      // A snap with a feeling of being kicked, then no push-off, is the tendon giving way: the
      // tendon-rupture red flag makes it urgent, and the Achilles is still where the problem is.
      kicked_sensation: 2.5,
      cannot_tiptoe: 1.2,
    },
    denied: { cannot_tiptoe: 0.3 },
    age: [{ min: 30, max: 65, weight: 0.3 }],
    triage: 'self-care',
    exercises: {
      acute: ['isometric-calf-hold', 'seated-calf-raise', 'calf-raise-double', 'ankle-pumps'],
      persistent: [
        'eccentric-heel-drop',
        'calf-raise-single',
        'seated-calf-raise',
        'isometric-calf-hold',
        'hop-progression',
      ],
    },
    graded: {
      'seated-calf-raise':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'isometric-calf-hold':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'calf-raise-double':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'eccentric-heel-drop':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'calf-raise-single':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Keep running only if pain stays at 3/10 or less and settles by the next morning; drop hills and speed work for now.',
      'Avoid stretching the tendon hard over a step edge and barefoot walking on soft sand for a few weeks.',
      'A small heel raise in your shoe can ease symptoms short term.',
    ],
    products: ['Heel raise inserts', 'Resistance band (heavy)'],
    prognosis: {
      acute: 'Achilles tendon pain usually improves over 12 weeks of progressive loading.',
      persistent: 'Long-standing Achilles pain still responds to 3-6 months of progressive calf loading.',
    },
    keyIssue: 'Overloaded Achilles tendon',
    focus: ['Tendon loading and capacity', 'Load management', 'Gradual return to activity'],
    explanation: 'an overloaded, sensitive Achilles tendon above the heel',
    rethink: 'a sudden pop or feeling of being kicked, or being unable to rise on tiptoe (possible rupture)',
    typicalCause: 'a rise in running load, hills or speed work beyond what the tendon is used to',
  },
  {
    id: 'calf-strain',
    source: 'Green & Pizzari, calf muscle strain review, BJSM (2017)',
    regions: { calf: 4 },
    prior: -0.3,
    findings: {
      calf_word: 0.5,
      sudden_onset: 1,
      push_off: 1.2,
      tender_spot: 0.8,
      running: 0.6,
      hills: 0.4,
      sudden_grab: 1.5,
      sharp: 0.6,
      sprinting: 0.5,
      walking_aggr: 0.3,
    },
    denied: { calf_swelling: 0.5, long_travel: 0.3 },
    stageWeight: { acute: 0.6 },
    triage: 'self-care',
    exercises: {
      acute: [
        'ankle-pumps',
        'seated-calf-raise',
        'isometric-calf-hold',
        'walking-program',
        'calf-stretch-wall',
      ],
      persistent: [
        'calf-raise-double',
        'calf-raise-single',
        'seated-calf-raise',
        'walk-run-return',
        'hop-progression',
        'calf-stretch-wall',
      ],
    },
    graded: {
      'seated-calf-raise':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'isometric-calf-hold':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'calf-raise-double':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'calf-raise-single':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'walking-program':
        'Walking a little further every few days is one of the best treatments here, even if walking is sore at first; keep within the pain rule.',
    },
    lifestyle: [
      'Walk within comfort from day 2-3; a small heel raise can help early on.',
      'Return to running with walk-run intervals once you can do 20 single-leg calf raises without pain.',
      'Check the calf is not swollen, red or hot: that would need a doctor the same day.',
    ],
    products: ['Heel raise inserts', 'Compression calf sleeve', 'Ice pack'],
    prognosis: {
      acute: 'A mild calf strain usually allows running again within 2-4 weeks; larger tears take 6-8 weeks.',
      persistent:
        'Ongoing calf pain responds to progressive calf strengthening and a graded return to running.',
    },
    keyIssue: 'Strained calf muscle',
    focus: ['Gradual return to activity', 'Strengthening supporting muscles', 'Load management'],
    explanation: 'a strain (small tear) of the calf muscle',
    rethink:
      'a swollen, warm or red calf (possible blood clot), or being unable to rise on tiptoe after a pop (possible Achilles rupture)',
    typicalCause: 'a sudden push-off, often when running uphill or accelerating',
  },
  {
    id: 'medial-tibial-stress-syndrome',
    source: 'Winters et al., MTSS review, Sports Med (2013); Moen et al. (2009)',
    regions: { shin: 4.2 },
    prior: -0.2,
    findings: {
      inner_shin: 2.4,
      running: 1.4,
      load_increase: 1.2,
      diffuse_bone_pain: 1.8,
      ease_rest: 0.5,
      jumping: 0.3,
    },
    triage: 'self-care',
    exercises: {
      acute: [
        'shin-soleus-raise',
        'seated-calf-raise',
        'tibialis-anterior-raise',
        'short-foot',
        'stationary-cycling',
      ],
      persistent: [
        'calf-raise-single',
        'shin-soleus-raise',
        'tibialis-anterior-raise',
        'heel-walking',
        'walk-run-return',
        'hop-progression',
      ],
    },
    graded: {
      'seated-calf-raise':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'shin-soleus-raise':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'calf-raise-single':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Cut running to a level that is pain free (or swap some runs for cycling or swimming) for 2-4 weeks.',
      'Build back with no more than 10% more a week and mix in softer surfaces.',
      'A focal spot of bone pain, pain on hopping or at rest needs checking for a stress fracture.',
    ],
    products: ['Supportive running shoes', 'Ice pack'],
    prognosis: {
      acute: 'Shin splints usually settle within 4-8 weeks of load reduction and calf strengthening.',
      persistent:
        'Recurring shin pain needs a careful load plan and a check for a stress fracture if pain is focal.',
    },
    keyIssue: 'Overloaded shin bone lining',
    focus: ['Load management', 'Strengthening supporting muscles', 'Gradual return to activity'],
    explanation: 'overload of the bone and its lining along the inner shin',
    rethink:
      'pain on one small spot of bone, pain at rest or at night, or pain hopping (possible stress fracture)',
    typicalCause: 'a quick rise in running, especially on hard roads',
  },
  {
    id: 'plantar-heel-pain',
    source: 'JOSPT Heel pain - plantar fasciitis CPG (Koc et al., 2023); NICE CKS Plantar fasciitis (2020)',
    regions: { heel: 3.4, foot: 2 },
    prior: 0,
    findings: {
      first_steps: 3,
      under_heel: 2.4,
      standing_long: 1.4,
      walking_aggr: 0.3,
      sharp: 0.3,
      tender_spot: 0.4,
      load_increase: 0.3,
    },
    denied: { achilles: 0.3 },
    age: [{ min: 35, max: 65, weight: 0.4 }],
    triage: 'self-care',
    exercises: {
      acute: [
        'plantar-fascia-stretch',
        'calf-stretch-wall',
        'seated-calf-raise',
        'short-foot',
        'foot-roll',
        'towel-scrunch',
      ],
      persistent: [
        'towel-toe-raise',
        'plantar-fascia-stretch',
        'calf-raise-double',
        'short-foot',
        'calf-stretch-wall',
      ],
    },
    graded: {
      'seated-calf-raise':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'towel-toe-raise':
        'Slow, heavy heel raises are the best-supported way to strengthen the tissue under the heel, so this goes into the pushing up that hurts on purpose; keep within the pain rule.',
      'calf-raise-double':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'Wear cushioned, supportive shoes indoors and out; avoid walking barefoot on hard floors.',
      'Stretch the foot before your first steps in the morning.',
      'Break up long periods of standing with short sits, and use a cushioned mat at work.',
    ],
    products: [
      'Heel cups or cushioned insoles',
      'Massage ball or frozen water bottle',
      'Night splint (if morning pain persists)',
    ],
    prognosis: {
      acute: 'Plantar heel pain usually improves within 3-6 months; most people are pain free within a year.',
      persistent:
        'Persistent heel pain responds to strengthening, footwear and taping; shockwave therapy is an option if it lasts beyond 6 months.',
    },
    keyIssue: 'Irritated plantar fascia under the heel',
    focus: ['Load management', 'Flexibility and muscle length', 'Strengthening supporting muscles'],
    explanation: 'an overloaded, sensitive plantar fascia where it attaches under the heel',
    rethink: 'numbness or burning in the sole, pain at night, a fall onto the heel, or swelling and redness',
    typicalCause: 'long hours on the feet, unsupportive footwear or a rise in walking or running',
  },
  {
    id: 'lateral-ankle-sprain',
    source:
      'JOSPT Ankle stability and movement coordination impairments - ankle ligament sprains CPG (Martin et al., 2021); Ottawa ankle rules',
    regions: { ankle: 4, foot: 1.2 },
    prior: 0,
    findings: {
      ankle_inversion: 4,
      swelling: 0.6,
      bruising: 1,
      limp: 0.4,
      sudden_onset: 0.3,
      contact_sport: 0.2,
    },
    stageWeight: { acute: 0.5 },
    triage: 'self-care',
    exercises: {
      acute: [
        'ankle-alphabet',
        'ankle-pumps',
        'single-leg-balance-ankle',
        'seated-calf-raise',
        'calf-stretch-wall',
      ],
      persistent: [
        'single-leg-balance-ankle',
        'ankle-band-eversion',
        'calf-raise-single',
        'knee-to-wall-ankle',
        'hop-progression',
      ],
    },
    graded: {
      'seated-calf-raise':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
      'calf-raise-single':
        'Rising onto the toes is exactly the load this tendon or muscle needs to recover, so it goes into the pushing off that hurts on purpose; keep within the pain rule.',
    },
    lifestyle: [
      'For the first 2-3 days: protect, elevate and use a compression bandage; start walking as pain allows.',
      'Balance training for 6-8 weeks halves the chance of spraining it again.',
      'For sport, use an ankle brace or taping for 6-12 months after a sprain.',
    ],
    products: ['Compression ankle support', 'Ankle brace (lace-up, for sport)', 'Ice pack'],
    prognosis: {
      acute:
        'Most ankle sprains allow normal walking within 1-2 weeks and sport within 3-6 weeks with rehab.',
      persistent: 'An ankle that keeps giving way after 3 months of balance training should be reviewed.',
    },
    keyIssue: 'Sprained outer ankle ligaments',
    focus: ['Balance and proprioception', 'Restoring range of motion', 'Gradual return to activity'],
    explanation: 'a sprain of the ligaments on the outside of the ankle from rolling the foot inwards',
    rethink:
      'being unable to take four steps or tenderness over the ankle bones (possible fracture), or a high ankle sprain that does not settle',
    typicalCause: 'rolling the foot inwards on uneven ground or when landing',
  },
];
