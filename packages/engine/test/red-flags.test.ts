import { RED_FLAGS } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { assess, summaryText } from '../src/index.ts';
import { extract } from '../src/nlp/extract.ts';
import { cleanText } from '../src/nlp/normalise.ts';
import { screen } from '../src/nlp/screen.ts';

/** The red flags the engine raises for a text and the areas marked. */
const flags = (text: string, areas: string[]) =>
  assess({ symptoms: text, painLocations: areas }).triage.red_flags;

const pad = (text: string) =>
  `${text} I am writing this to get some advice about what to do next please.`.padEnd(110, '.');

/** One positive and one negated (reassured) wording per red flag. */
const CASES: Record<string, { raised: [string, string[]]; negated: [string, string[]] }> = {
  'cauda-equina': {
    raised: [
      'Back pain and now numbness around my bottom and genitals, and I can not pass urine properly.',
      ['Lower back'],
    ],
    negated: [
      'Back pain after lifting. No numbness around my bottom or genitals, and no problems with my bladder or bowels.',
      ['Lower back'],
    ],
  },
  cardiac: {
    raised: ['Tight crushing pain in my chest spreading into my left arm, and I am sweating.', ['Chest']],
    negated: [
      'Sore chest wall when I press on it after the gym. No sweating, no breathlessness, and the pain does not spread to my arm.',
      ['Chest'],
    ],
  },
  'stroke-vbi': {
    raised: ['Sudden neck pain and now my speech is slurred and my face is drooping on one side.', ['Neck']],
    negated: [
      'Stiff neck from sleeping awkwardly. No dizziness, no double vision, no slurred speech and no trouble swallowing.',
      ['Neck'],
    ],
  },
  infection: {
    raised: [
      'My knee is red, hot and swollen and I have a fever and shivers since yesterday.',
      ['Right knee'],
    ],
    negated: [
      'My knee is a bit swollen after football. It is not red or hot and I have no fever.',
      ['Right knee'],
    ],
  },
  'aortic-aneurysm': {
    raised: [
      'Sudden tearing pain in my back going through to my belly, I feel faint and clammy.',
      ['Lower back', 'Abdomen'],
    ],
    negated: [
      'Dull low back ache from gardening, no tearing pain, and I do not feel faint at all.',
      ['Lower back'],
    ],
  },
  'mental-health-crisis': {
    raised: ['This back pain is so bad I have been thinking about ending my life.', ['Lower back']],
    negated: [
      'This back pain gets me down but I have no thoughts of harming myself and I am not suicidal.',
      ['Lower back'],
    ],
  },
  'pulmonary-embolism': {
    raised: [
      'Since a long flight I am suddenly short of breath and get a sharp chest pain when I take a deep breath.',
      ['Chest'],
    ],
    negated: [
      'Sore ribs after a cough. I am not short of breath and have not travelled or had any surgery.',
      ['Chest'],
    ],
  },
  fracture: {
    raised: [
      'I fell off my bike onto my wrist and now I can not move it, it looks bent and deformed.',
      ['Left wrist'],
    ],
    negated: [
      'I fell onto my wrist but it is not deformed, the bone is not tender and I can move it and use it.',
      ['Left wrist'],
    ],
  },
  dvt: {
    raised: ['My calf is swollen, warm and red since my operation last week.', ['Left calf']],
    negated: [
      'My calf aches after running hills. It is not swollen or red and I have not had surgery or travelled.',
      ['Left calf'],
    ],
  },
  'progressive-neuro-deficit': {
    raised: ['My leg is getting weaker every day and my foot drags when I walk.', ['Lower back']],
    negated: [
      'Back ache with no weakness in my legs, my feet do not drag and I am walking normally.',
      ['Lower back'],
    ],
  },
  malignancy: {
    raised: [
      'I have lost weight without trying and my back pain is constant and worst at night.',
      ['Lower back'],
    ],
    negated: [
      'Back pain when I bend. No weight loss, no night sweats, no history of cancer, and it eases with rest.',
      ['Lower back'],
    ],
  },
  'giant-cell-arteritis': {
    raised: ['I am 72 with a new headache at my temple, my scalp is tender when I comb my hair.', ['Head']],
    negated: [
      'I am 72 with tension headaches as usual. No scalp tenderness, no jaw pain and no vision changes.',
      ['Head'],
    ],
  },
  'tendon-rupture': {
    raised: ['I felt a snap at the back of my ankle and now I can not stand on my tiptoes.', ['Left ankle']],
    negated: [
      'Sore Achilles after running but there was no snap and I can still go up on my tiptoes.',
      ['Left heel'],
    ],
  },
  'inflammatory-arthritis': {
    raised: [
      'Both hands are stiff for two hours every morning and my fingers are swollen, it eases as I move.',
      ['Left hand', 'Right hand'],
    ],
    negated: [
      'My hands are stiff for five minutes in the morning. No swollen joints, no psoriasis and no eye problems.',
      ['Left hand'],
    ],
  },
};

describe('red-flag screening', () => {
  it('has a positive and a negated case for every red flag of the taxonomy', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAGS.map((f) => f.id).sort());
  });
  for (const flag of RED_FLAGS) {
    const c = CASES[flag.id];
    if (!c) continue;
    it(`raises ${flag.id} and triages at least ${flag.triage}`, () => {
      const r = assess({ symptoms: pad(c.raised[0]), painLocations: c.raised[1] });
      expect(r.triage.red_flags).toContain(flag.id);
      const rank = { 'self-care': 0, routine: 1, urgent: 2, emergency: 3 };
      expect(rank[r.triage.level]).toBeGreaterThanOrEqual(rank[flag.triage]);
      if (r.triage.level === 'emergency') expect(r.exercises).toHaveLength(0);
    });
    it(`does not raise ${flag.id} when the signs are denied`, () => {
      const r = assess({ symptoms: pad(c.negated[0]), painLocations: c.negated[1] });
      expect(r.triage.red_flags).not.toContain(flag.id);
    });
  }
  it('escalates giant cell arteritis with visual loss to an emergency', () => {
    const r = assess({
      symptoms: pad(
        'I am 75 with a new headache over my temple, scalp tender, and I lost the vision in my left eye this morning.',
      ),
      painLocations: ['Head'],
    });
    expect(r.triage.level).toBe('emergency');
    expect(r.exercises).toHaveLength(0);
  });
});

describe('an emergency result speaks only of the emergency', () => {
  const chest = assess({
    symptoms:
      'Crushing pain in the middle of my chest for the last 30 minutes spreading into my left arm and jaw, I am sweating and feel sick and short of breath.',
    painLocations: ['Chest'],
  });

  it('names the red flag as the suspected issue, not a musculoskeletal cause', () => {
    expect(chest.triage.level).toBe('emergency');
    expect(chest.summary_points).toContainEqual({
      id: 'suspected_issue',
      text: 'Possible heart-related pain',
    });
    expect(summaryText(chest)).not.toMatch(/nerve root|disc/i);
    expect(chest.clinical_narrative).not.toMatch(/Also considered|nerve root/i);
    expect(chest.key_issues).toEqual(['Warning signs needing emergency care', 'Possible heart-related pain']);
  });

  it('gives no medication advice', () => {
    expect(`${summaryText(chest)} ${chest.triage.message} ${chest.lifestyle.join(' ')}`).not.toMatch(
      /aspirin|ibuprofen|paracetamol/i,
    );
  });
});

describe('eighth round: signs told by what is seen, lost, or done about them', () => {
  it.each([
    [
      'Since this afternoon everything I look at is double and my right arm and leg have lost power',
      ['Head'],
      'stroke-vbi',
    ],
    ['Came off my bike, my wrist is bent funny now and swelling fast', ['Right wrist'], 'fracture'],
    ['Missed the last step, ankle sitting at a wonky angle, cannot put it down', ['Left ankle'], 'fracture'],
    [
      'They told me there is a bulge on the main artery; tonight my back hurts terribly, it came out of nowhere',
      ['Lower back'],
      'aortic-aneurysm',
    ],
    [
      'The pain hit me from nowhere in my belly and back and I nearly passed out on the stairs',
      ['Abdomen', 'Lower back'],
      'aortic-aneurysm',
    ],
    ['On the pill and my calf is swollen compared to the other side and it feels hot', ['Right calf'], 'dvt'],
    [
      'I am 66. I have been sleeping in an armchair for weeks because the back is worse lying down, and no painkiller helps',
      ['Lower back'],
      'malignancy',
    ],
    [
      'Felt a thump at the back of my ankle at tennis and now I cannot do a heel raise on that side',
      ['Left heel'],
      'tendon-rupture',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Ribs sore after heaving bags of cement all day, hurts to twist, otherwise I feel fine', ['Chest']],
    ['Got hit on the shin by a cricket ball yesterday, bruised but walking and running fine', ['Right shin']],
    ['My back seized up when I bent over funny to tie my laces', ['Lower back']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('ninth round: onsets in minutes, words that come out wrong, medicines put by, stiffness until lunch', () => {
  it.each([
    [
      'My left hand stopped doing what I ask and my left leg feels heavy, it started twenty minutes ago',
      ['Head'],
      'stroke-vbi',
    ],
    ['Since lunch the words I say are not the words I mean and my right arm is weak', ['Neck'], 'stroke-vbi'],
    [
      'I have been hiding my tramadol and diazepam in a box at the back of the wardrobe',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I am 81, reached for the kettle and something snapped in my back, the worst pain of my life',
      ['Lower back'],
      'fracture',
    ],
    [
      'A tin of paint fell onto my foot; one small spot on the foot makes me yelp when I press it and it is swollen',
      ['Left foot'],
      'fracture',
    ],
    [
      'My hip gives way a little more every week and now I need the banister to climb',
      ['Left hip', 'Lower back'],
      'progressive-neuro-deficit',
    ],
    [
      'The ache in my shin is worse at night than during the day and nothing I try changes it, and it keeps getting worse',
      ['Right shin'],
      'malignancy',
    ],
    [
      'I have dropped two stone and I am not dieting, my back hurts all the time',
      ['Lower back'],
      'malignancy',
    ],
    [
      'Now 74 and for the first time in my life I have a headache every day and my eyesight blurs',
      ['Head'],
      'giant-cell-arteritis',
    ],
    [
      'Fingers curled like claws when I wake and they only loosen up by lunchtime, several knuckles puffy',
      ['Left hand', 'Right hand'],
      'inflammatory-arthritis',
    ],
    [
      'The numb patch began on my shin and now covers most of my thigh',
      ['Right shin', 'Lower back'],
      'progressive-neuro-deficit',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['I keep taking painkillers but my back still hurts when I bend', ['Lower back']],
    ['I keep my codeine by the bed for the nights when the pain flares up', ['Lower back']],
    [
      'Back sweaty and stiff, sleeping with no aircon in 35 degrees, night sweats from the heat',
      ['Lower back'],
    ],
    ['27, felt a tearing in my lower back on a heavy deadlift, sore but walking fine', ['Lower back']],
    ['I am on a diet and have lost 6 kilos on purpose; my knee is sore on the stairs', ['Right knee']],
    ['My neck is stiff in the morning but loosens within ten minutes of a hot shower', ['Neck']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it('angina that now comes at rest and lasts is an emergency, not softened to urgent', () => {
    const effort = assess({
      symptoms: 'A tightness in my chest when I climb the hill that goes when I stop and rest',
      painLocations: ['Chest'],
    }).triage;
    const rest = assess({
      symptoms:
        'A tightness in my chest when I climb the hill that goes when I stop and rest; tonight it came on while I was sitting and has been going 30 minutes',
      painLocations: ['Chest'],
    }).triage;
    expect(effort.red_flags).toContain('cardiac');
    expect(effort.level).toBe('urgent');
    expect(rest.level).toBe('emergency');
  });
});

describe('tenth round: signs told indirectly, carers writing, and traps that sound alarming', () => {
  it.each([
    [
      'My husband is 74 and a smoker; pain hit his belly in one second, his face went grey and clammy and he nearly collapsed',
      ['Abdomen'],
      'aortic-aneurysm',
    ],
    [
      'Sudden back pain like being ripped apart from the inside, I am pale as a sheet and had to hold onto the sink so I would not faint; I take ramipril',
      ['Lower back'],
      'aortic-aneurysm',
    ],
    [
      'Felt a loud thwack at the back of my heel at squash and now I can no longer get up on the ball of my foot',
      ['Right heel'],
      'tendon-rupture',
    ],
    [
      'Jumped for a header, the knee made an awful sound and the kneecap now sits high up the thigh',
      ['Left knee'],
      'tendon-rupture',
    ],
    [
      'Lower back pain and my left foot can not press the clutch down any more, it is weaker than last week',
      ['Lower back', 'Left foot'],
      'progressive-neuro-deficit',
    ],
    [
      'Neck ache, and my thumbs keep missing the keys when I text; I can not do up my earrings any more',
      ['Neck', 'Left hand', 'Right hand'],
      'progressive-neuro-deficit',
    ],
    ['My left calf is 43 cm against 39 cm on the right after the long-haul flight', ['Left calf'], 'dvt'],
    [
      'Since the coach trip my right boot will not zip up over the calf, the left one zips fine',
      ['Right calf'],
      'dvt',
    ],
    [
      'Turned my head quickly this morning; now there are two door frames where there is only one',
      ['Neck', 'Head'],
      'stroke-vbi',
    ],
    ['Ten minutes ago the room tipped on its side, I puked, and my left arm is weak', ['Neck'], 'stroke-vbi'],
    [
      'I am 77 with a new headache, and the comb stings on the side of my head',
      ['Head'],
      'giant-cell-arteritis',
    ],
    [
      'Toes gone fat like sausages and flaky silvery patches on my knees for years',
      ['Left foot'],
      'inflammatory-arthritis',
    ],
    [
      'It takes me until eleven to get my fingers working every morning, both hands',
      ['Left hand', 'Right hand'],
      'inflammatory-arthritis',
    ],
    [
      "My son's knee went red, hot and swollen overnight, he has 39.5 fever and shivers, no injury",
      ['Right knee'],
      'infection',
    ],
    [
      'Counted my tablets to work out how many it would take to end it',
      ['Lower back'],
      'mental-health-crisis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Heard my knee crack like cracking a knuckle when I stretched, no pain with it', ['Left knee']],
    ['Both knees stiff for five minutes when I get up, then fine; I am 70', ['Left knee', 'Right knee']],
    ['Morning stiffness only a few minutes; aged 63; knees ache after long walks', ['Left knee']],
    ['My neck seizes up from eight hours of driving; loosens up after a walk at lunch', ['Neck']],
    [
      "My friend's back pain turned out to be cancer, but mine started when I dug the garden and is easing",
      ['Lower back'],
    ],
    [
      'Read about losing control of your bladder with back pain; mine is just sore from gardening, peeing fine',
      ['Lower back'],
    ],
    ['After the dentist my smile was lopsided for two hours from the injection, all normal now', ['Jaw']],
    ['Felt numb between the legs for a few minutes after a spin class, then normal', ['Lower back']],
    ['Limping and dragging my right foot because of a blister from new boots', ['Right heel']],
    [
      'My handwriting is a mess this week because my right wrist is in a splint for a sprain',
      ['Right wrist'],
    ],
    ['I need to take things easy, my heel kills first thing in the morning', ['Left heel']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe("eleventh round: plans and goodbyes, stiffness told by a day, and traps that borrow a flag's words", () => {
  it.each([
    [
      'My plan is the train line near work, I think about it every morning; my back is agony',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I have given away my tools and put my affairs in order; I would be better off in the ground with this hip',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'Some days I think I will take the shotgun out and be done with it, the pain never stops',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Like a branch snapping at the back of my heel, and now I can not stand on my toes on that side',
      ['Right heel'],
      'tendon-rupture',
    ],
    [
      'I shuffle like an old man every morning until about eleven, I am 28, lower back',
      ['Lower back'],
      'inflammatory-arthritis',
    ],
    [
      'My wedding ring will not go on any more and my knuckles and wrists take the best part of an hour to loosen up',
      ['Left hand', 'Right hand'],
      'inflammatory-arthritis',
    ],
    [
      'Neck pain, and my fingers have gone clumsy, I keep hitting wrong keys and both hands are numb',
      ['Neck', 'Left hand', 'Right hand'],
      'progressive-neuro-deficit',
    ],
    [
      'Neck sore since the fairground ride, now violent vertigo, veering to the right and I have been sick twice',
      ['Neck', 'Head'],
      'stroke-vbi',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Numb between my legs on the saddle, which always happens on long rides, and the feeling came back within the hour; peeing normal',
      ['Lower back'],
    ],
    ['Drove 8 hours to the coast and my backside went numb, back a bit achy', ['Lower back']],
    ['I was wobbly and slurring at the party but that was the wine; today only my neck is stiff', ['Neck']],
    [
      'A character on the telly had her face droop and it scared me; my neck is just stiff from the laptop',
      ['Neck'],
    ],
    ['Shivering all week because the boiler is broken, neck and shoulders stiff from hunching', ['Neck']],
    [
      'Clammy and a bit faint in hot yoga, it is 40 degrees in there; upper back sore from the backbends',
      ['Upper back'],
    ],
    [
      'My dad always says he wants to die when his team loses; my knee is sore from five-a-side',
      ['Left knee'],
    ],
    [
      'My GP asked if I had thoughts of harming myself; I have not, I am just frustrated with my shoulder',
      ['Left shoulder'],
    ],
    ['Pregnant and both ankles a bit puffy by the evening, both the same; lower back aches', ['Lower back']],
    ['A kid literally kicked me in the calf at training; bruised but I can go up on tiptoe', ['Right calf']],
    ['My ankles puffed up after the long walk in the heat', ['Left ankle']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twelfth round: what is told of others, and signs in few words', () => {
  it.each([
    [
      'Lower back pain for a week, and this morning I passed urine in my clothes without noticing',
      ['Lower back'],
      'cauda-equina',
    ],
    ['Neck stiff for days; now my coffee goes down the wrong way when I swallow', ['Neck'], 'stroke-vbi'],
    ['Back pain for two months, weight dropped 6 kg without dieting', ['Lower back'], 'malignancy'],
    [
      'Felt a whack on the back of my leg like a stone at the bus stop, now no tiptoe on that side',
      ['Left calf'],
      'tendon-rupture',
    ],
    [
      'Thirty-one, lower back stiff for over an hour every morning, a swim sorts it out',
      ['Lower back'],
      'inflammatory-arthritis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Physio here: a patient of mine had slurred speech and a drooping face in clinic today; my own thumb is sore',
      ['Right hand'],
    ],
    ['Nurse: a client told me she wanted to end it all; I am fine, my shoulders are in knots', ['Neck']],
    [
      'My client had crushing chest pain last week and went to hospital; my back hurts from hoisting alone',
      ['Lower back'],
    ],
    ['Seeing double after the tequila at the stag do, fine now, neck stiff from the tent', ['Neck']],
    ['A stitch under my ribs when I run hard, goes when I slow down; shin sore', ['Left shin']],
    [
      'Conjunctivitis going round the nursery, sticky eye with drops from the GP; low back aches',
      ['Lower back'],
    ],
    [
      'Fingers swelled in the heat on holiday and rings were tight, went down at home; thumb aches',
      ['Right hand'],
    ],
    ['Lost 5 kilos from dieting since January; my knee clicks on the stairs', ['Left knee']],
    ['Heel sore first thing, no pop, tiptoe ok', ['Right heel']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe("thirteenth round: the writer's own body as the subject, beside someone else's illness", () => {
  it.each([
    [
      'My little boy had a temperature of 39.5 and the flu for three days, I was up with him all night. I stayed well myself, but my neck is aching constantly from sleeping in the chair next to his bed.',
      ['Neck'],
    ],
    [
      'Husband in hospital with sepsis and fevers, shaking and unwell; my lower back is sore day and night from the chairs beside his bed',
      ['Lower back'],
    ],
    [
      'Mum has had a fever and night sweats for a week; my knee hurts from kneeling to wash her feet',
      ['Left knee'],
    ],
  ])("%s: someone else's illness, no flag", (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'My mum has a fever and shivers, and her hip is red, hot and swollen; she cannot stand on it',
      ['Left hip'],
      'infection',
    ],
    [
      'My son is 12 and has had a fever for two days; his knee is hot and swollen and he will not walk on it',
      ['Right knee'],
      'infection',
    ],
  ])('%s: a carer writing, the patient keeps the flag', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });
});

describe('thirteenth round: signs told by what the person did, noticed or asked', () => {
  it.each([
    // a wish not to be alive, told without 'die'
    [
      'Hips are shot. Most nights I hope I just will not wake up in the morning',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'My neck has beaten me. Honestly I think my kids would be better if I was not alive',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'Sciatica for ever. I am gutted every day that I am still breathing',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Knees gone. I do not see any reason I should keep on living like this',
      ['Left knee'],
      'mental-health-crisis',
    ],
    // the means at hand, and affairs put in order
    [
      'Shoulder pain for years. There is a length of cable in the shed and I keep eyeing the rafters',
      ['Right shoulder'],
      'mental-health-crisis',
    ],
    [
      'Farmer, back pain. I sit with the shotgun some evenings thinking about it',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Redid my will this month and wrote letters for the grandchildren. Hip is agony',
      ['Right hip'],
      'mental-health-crisis',
    ],
    // asked about, not in general
    [
      'How many of my co-codamol would it take to not wake up? Knee pain is endless',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'Does an overdose of sleeping tablets hurt? My back never stops',
      ['Lower back'],
      'mental-health-crisis',
    ],
    // hurting oneself till it bleeds
    ['When the neck pain peaks I pick at my arms until they bleed', ['Neck'], 'mental-health-crisis'],
    // a plan that hangs on a treatment failing is still a plan
    ['If the injection does not work I have decided to end my life', ['Lower back'], 'mental-health-crisis'],
    // a return is current: 'came back in March'
    [
      'I was well for a year, but since the pain came back in March the thoughts of ending it are back',
      ['Lower back'],
      'mental-health-crisis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'My brother keeps texting me that he does not want to be here any more; I am fine, my wrist is sore from typing',
      ['Right wrist'],
    ],
    ['I scratch my shins till they bleed because of the eczema; my knee also clicks', ['Left knee']],
    ['So glad I am still here after the car crash ten years ago; now just a stiff neck', ['Neck']],
    [
      'I will not be around at Christmas, we are visiting family in Spain; can I fly with a sore back?',
      ['Lower back'],
    ],
    ['My GP started hormone patches for the menopause and my knees ache more since', ['Left knee']],
    ['A cancer scare in May, the biopsy was benign; now a sprained ankle from netball', ['Left ankle']],
    [
      'The physio says this is like banging my head against a brick wall; shoulder still stiff',
      ['Right shoulder'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    // the body told by its treatment, a lump that grows, clothes that tell the weight
    ['Breast removed in 2015. Now a deep ache in the middle of my back, 64', ['Upper back'], 'malignancy'],
    ['On tamoxifen for five years. New ache low in my back for a month', ['Lower back'], 'malignancy'],
    [
      'A bony lump above my knee is growing and it aches all day and night; I never hit it',
      ['Right knee'],
      'malignancy',
    ],
    [
      'Tired, no appetite, my belt has gone in two notches, and my back aches. I am 70',
      ['Lower back'],
      'malignancy',
    ],
    [
      'Thigh pain worst at night; nothing I try, walking, a hot bath, painkillers, touches it. I am 61',
      ['Left thigh'],
      'malignancy',
    ],
    // onsets told by a sound word or 'out of nowhere'
    [
      'I am 79. Lifted the watering can and bang, awful pain in the middle of my back',
      ['Upper back'],
      'fracture',
    ],
    [
      'Stiff neck, then out of nowhere the room spun and I stagger to the right when I walk',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Found myself on the bathroom floor last night, 88, now I cannot walk on my right leg and the hip is agony',
      ['Right hip'],
      'fracture',
    ],
    // a tendon: rising onto the toes in any vocabulary, the muscle bunched on the arm
    [
      'Dancer: felt a snap at the back of my ankle in class and now I cannot rise onto demi-pointe on that side',
      ['Left ankle'],
      'tendon-rupture',
    ],
    [
      'Felt something go at my elbow lifting a wardrobe, now a bulge of muscle sits low on my upper arm',
      ['Right upper arm'],
      'tendon-rupture',
    ],
    // the saddle felt when wiping
    [
      'Back went two days ago, and when I wipe myself everything down there feels like cotton wool',
      ['Lower back'],
      'cauda-equina',
    ],
    // morning stiffness told by a likeness, its time in the next clause
    [
      'My hands are like cement when I get up. It takes two hours before I can do buttons, then I am fine',
      ['Left hand', 'Right hand'],
      'inflammatory-arthritis',
    ],
    [
      'The weird thing is it wakes me at 4am every night and a walk loosens it; I am 29, low back for a year',
      ['Lower back'],
      'inflammatory-arthritis',
    ],
    // chest discomfort at rest
    [
      'Chest tightness on hills for a fortnight; tonight it came on sitting watching TV and has not eased after twenty minutes',
      ['Chest'],
      'cardiac',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });
});

describe('thirteenth round: passing episodes, causes in the same sentence, and subjects left out', () => {
  it.each([
    // a passing episode of a stroke's or an artery's sign still counts
    [
      'I am 72 and have a new headache for two weeks; on Monday the sight in my right eye went dark for a few minutes, then it cleared',
      ['Head'],
      'giant-cell-arteritis',
    ],
    [
      'Neck ache, and this morning my words came out slurred for ten minutes, then it went away',
      ['Neck'],
      'stroke-vbi',
    ],
    // compared with the past, the change is now
    [
      'Low back and leg pain; I can stand at the toilet for ages and only get a trickle, and I do not feel the need to go like I used to',
      ['Lower back'],
      'cauda-equina',
    ],
    // night sweats past 50, an age set off by commas
    [
      'I am a retired teacher, 71, and for a month I wake up soaked, changing the sheets; my hip aches',
      ['Right hip'],
      'malignancy',
    ],
    // a deformity shaped like a fork
    [
      'Fell on my hand skating, the wrist looks like the back of a dinner fork and it is very painful',
      ['Left wrist'],
      'fracture',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    // a cause in the same sentence explains the sign
    [
      'After my wisdom tooth came out the anaesthetic left my lip drooping and my speech thick until teatime; jaw sore',
      ['Jaw'],
    ],
    [
      'I see double when tired because of a squint I was born with, and I have prism glasses; neck stiff',
      ['Neck'],
    ],
    [
      'My right arm goes dead when I sleep on it and comes back in a minute; shoulder aches',
      ['Right shoulder'],
    ],
    [
      'The spin studio was roasting hot with the aircon off and I was sweating buckets; my chest muscle is sore after press-ups',
      ['Chest'],
    ],
    [
      'My legs feel weak after two weeks in bed with flu, from the lack of exercise; back stiff',
      ['Lower back'],
    ],
    ['When I sit cross-legged my foot goes floppy and numb, then it wakes up; knee aches', ['Left knee']],
    // a subject left out is the subject of the clause before
    [
      'My uncle had a stroke last spring, slurred his words and could not lift his arm; my own neck is stiff from work',
      ['Neck'],
    ],
    // a denial of what the person has felt reaches along the list; 'non-tender'
    [
      'Since the knee scope I have not felt breathless, faint or sick, and my calves are soft and non-tender',
      ['Right knee'],
    ],
    [
      'I have not noticed any problem with peeing or any numbness; low back stiff after gardening',
      ['Lower back'],
    ],
    // pressing on the chest wall to find the sore spot is an examination
    ['Pressing on the rib reproduces the pain exactly after my fall off the sofa; no sweating', ['Chest']],
    // ankles puffy at the end of a shift
    [
      'By the end of a long shift on my feet my ankles are puffy, gone by morning; arches ache',
      ['Left foot', 'Right foot'],
    ],
    // years in remission
    [
      'Treated for bowel cancer in 2004 and in remission ever since; I twisted my ankle on a kerb and it swelled',
      ['Left ankle'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: a wish, thought or plan about dying, and the idioms that only sound like one', () => {
  it.each([
    ['Constant neck pain. Lately I have been contemplating ending it', ['Neck']],
    ['Been longing to just disappear, the back pain never stops', ['Lower back']],
    ['I keep having urges to end my life when the sciatica flares', ['Lower back']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    ['I wish this pain would just disappear; knee sore on stairs', ['Left knee']],
    ['Thinking about the death of my dad last year makes the neck tension worse', ['Neck']],
    ['When it first went I honestly thought I was going to die; lower back spasm', ['Lower back']],
    ['Dying for a cuppa after physio; shoulder better', ['Right shoulder']],
    ['Waiting for the swelling to die down before I run again', ['Left ankle']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: what people do, rehearse or arrange, and whose words they report', () => {
  it.each([
    [
      'Hip pain for years. Last night I sat in the car in the closed garage with the motor running for a while',
      ['Left hip'],
    ],
    ['Back is ruined. I went up the multi-storey and checked if the drop was high enough', ['Lower back']],
    ['Neck agony. I have written a note for my wife to find afterwards', ['Neck']],
    ['Knee pain. I have asked my sister to take the dog if anything happens to me', ['Right knee']],
    ['Shoulder flares at night and the urge to burn myself comes back', ['Right shoulder']],
    ['When the sciatica is bad I press a hot iron on my thigh until it blisters', ['Lower back']],
    ['I am starving myself on purpose as a punishment since the injury', ['Left ankle']],
    ['Back pain. I keep the means at home and I know how', ['Lower back']],
    ['Ankle sore. Some nights I picture slitting my wrists in the bath', ['Left ankle']],
    ['Me nuh waan live again wid dis back pain', ['Lower back']],
    ['Wrist pain. I have been reading about Dignitas for myself', ['Right wrist']],
    ['I deliberately take double the co-codamol to knock myself out; back aches', ['Lower back']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    ['Thoughts of self-harm: no\nMood: ok\nLeft knee sore on stairs', ['Left knee']],
    [
      'My 15-year-old has been cutting and is seeing CAMHS; my own neck is in knots. What can I do for myself?',
      ['Neck'],
    ],
    [
      'My uncle keeps saying he wants to die since the stroke. My question is about me: back pain from lifting him',
      ['Lower back'],
    ],
    [
      'Last month my best friend told me she wanted to end her life; she is safe now. My heel hurts',
      ['Left heel'],
    ],
    ['Nothing at all in the way of wanting to hurt myself, just a stiff back and low mood', ['Lower back']],
    [
      'I know it is dangerous to take too many paracetamol, so I stick to the dose; knee aches',
      ['Left knee'],
    ],
    ['Groin ache after long dress rehearsals for the show', ['Left groin']],
    ['The assisted dying debate on the radio upset me; my neck is tense', ['Neck']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: signs of weak flags in everyday words', () => {
  it.each([
    [
      'Low back two months, nothing eases it, at its worst about four in the morning, worse every week. 58 if it helps',
      ['Lower back'],
      'malignancy',
    ],
    [
      'I am 15, my thigh has ached for weeks even lying still in bed and it wakes me at night; I never hurt it',
      ['Left thigh'],
      'malignancy',
    ],
    [
      'Felt a ping at my elbow crease lifting; there is a hollow where the tendon used to be',
      ['Right elbow'],
      'tendon-rupture',
    ],
    ['Back went lifting slabs; both cheeks of my bum have gone numb since', ['Lower back'], 'cauda-equina'],
    [
      'Fell off my bike onto my shoulder; a bit of bone is poking up near my collarbone',
      ['Left shoulder'],
      'fracture',
    ],
    [
      'I am 74, new headache for weeks, my scalp is so sore it hurts to wear my earrings, and a dark patch sits in the sight of my left eye',
      ['Head'],
      'giant-cell-arteritis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Caring for my dad since his stroke: his speech is slurred and his left side weak, so I lift him a lot. My own back aches',
      ['Lower back'],
    ],
    [
      'The blind in my kitchen is rolled up like a blind should be; my wrist aches from cleaning',
      ['Right wrist'],
    ],
    [
      'My chest muscles are sore after bench and push-ups, tender when I press near the breastbone',
      ['Chest'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: a story of a moment, and questions put to the person', () => {
  it.each([
    [
      'Driving home I caught myself hoping a lorry would hit me so this would stop; neck pain a year',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'I tried to kill myself with tablets in 2019. Now with this hip I think about doing it again most nights',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'I cut my thigh with a razor blade last night after a bad pain day; knee still sore',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'Would they all be better off with the insurance than with me around? My back never lets up',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I keep asking myself whether anyone would notice if I was gone; hip pain',
      ['Right hip'],
      'mental-health-crisis',
    ],
    [
      'Coming out of a shoulder stand I got the worst pain I have ever had in the back of my head, and now tea goes down wrong',
      ['Head', 'Neck'],
      'stroke-vbi',
    ],
    [
      'Neck ache, then my right knee gave way and the mug slipped out of my right hand; my wife said my face looked odd on one side. Fine after an hour',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Back worse this week; in the shower I could not feel the hot water on my bottom',
      ['Lower back'],
      'cauda-equina',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Leg day at the gym and I literally wanted to die lol; quads sore', ['Left thigh']],
    [
      'Self-harm at school 20 years ago, and I have been well ever since; now a sore Achilles',
      ['Right ankle'],
    ],
    [
      'The nurse asked whether I ever feel life is not worth living, and no, just fed up with my shoulder',
      ['Right shoulder'],
    ],
    [
      'Speech a bit slurry after most of a bottle of red at the party; fine next day, neck stiff from the sofa',
      ['Neck'],
    ],
    [
      'In clinic a patient described double vision and dizziness; my own neck is only stiff from revision',
      ['Neck'],
    ],
    [
      'My left leg was weak with the sciatica but it has got steadily stronger and I can hop now',
      ['Lower back'],
    ],
    [
      'Fumbled my keys because my fingers were numb from the cold; fine after the radiator. Elbow sore',
      ['Right elbow'],
    ],
    [
      'My mum has MS and she has foot drop; my own hip is sore after running and my walking is fine',
      ['Right hip'],
    ],
    [
      'Migraines since my teens: zigzag lights then the usual one-sided headache, gone after a triptan; I am 58, neck stiff',
      ['Neck'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: phone typers, understating men and second-language writers', () => {
  it.each([
    [
      'Back hurts very much. Since yesterday the part where one sits is asleep and I had an accident with the urine in the bed',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Back went on Monday. The seat of my trousers feels like it belongs to somebody else',
      ['Lower back'],
      'cauda-equina',
    ],
    ['Neck pain, and since this afternoon my left arm and leg do not feel like mine', ['Neck'], 'stroke-vbi'],
    [
      'twisted my ankle, pressing the knobbly bit on the outside makes me scream and i can only hobble two steps',
      ['Left ankle'],
      'fracture',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'I sweat a lot in my gym because there is no air condition; my chest muscle is sore after bench press',
      ['Chest'],
    ],
    [
      'My colleague told me she sees everything black and sometimes thinks to not be here. For me the problem is only the shoulder',
      ['Right shoulder'],
    ],
    [
      'googled my back pain and now im convinced its cancer lol, sore from sitting, better when i move',
      ['Lower back'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: tendons in everyday words, and more ways of saying it', () => {
  it.each([
    [
      'Turned at five-a-side and felt what I swore was a boot above the heel, but nobody was near me; now I walk flat-footed',
      ['Right ankle'],
      'tendon-rupture',
    ],
    [
      'A pop at my heel on the trampoline; now there is nothing there when I try to push off that foot',
      ['Left ankle'],
      'tendon-rupture',
    ],
    [
      'Felt a snap at the elbow lifting; I cannot find the tendon at the front any more and the biceps looks shorter',
      ['Right elbow'],
      'tendon-rupture',
    ],
    [
      'Months after my wrist fracture I felt a snap at the back of the wrist and now I cannot lift my thumb off the table',
      ['Left wrist'],
      'tendon-rupture',
    ],
    ['The ball hit the end of my finger and now the tip hangs down', ['Right hand'], 'tendon-rupture'],
    ['My hips flare and I cut my thighs so I feel something else', ['Left hip'], 'mental-health-crisis'],
    [
      'I prayed last night that God would take me in my sleep; my knee is wrecked',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'I have been giving my things away to friends; back pain every day',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Turned my head to reverse the car and my legs just dropped under me; I did not black out',
      ['Neck'],
      'stroke-vbi',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'I have had a lump in my upper arm for ten years since the biceps came loose; now only shoulder stiffness',
      ['Right shoulder'],
    ],
    [
      'I ruptured my Achilles back in 2014, had it stitched and it has been brilliant since; now a sore knee',
      ['Right knee'],
    ],
    ['Got kicked in the calf by a defender, bruised, but I can push off and go on tiptoe', ['Right calf']],
    [
      'I answer a helpline for people who are feeling suicidal; my upper back aches after shifts',
      ['Upper back'],
    ],
    ['Chest sore after bench press yesterday, hurts pressing on the pec, breathing fine', ['Chest']],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirteenth round: a new sign among old, well-managed conditions', () => {
  it.each([
    [
      'On tamsulosin for years. Hurt my back lifting; twice I found my pants soaked with no warning, did not feel a thing',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Flu kept me in bed for ten days. Now suddenly breathless with a sharp pain in my side that catches whenever I breathe in',
      ['Chest'],
      'pulmonary-embolism',
    ],
    [
      'Diabetic. Over a month my left foot has started to flap and my toes snag on kerbs, worse each week',
      ['Left foot'],
      'progressive-neuro-deficit',
    ],
    [
      'Playing football with my grandson I felt a whack behind the heel as if someone kicked me; now I cannot rise onto my toes',
      ['Right heel'],
      'tendon-rupture',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Breast cancer 2017, on tamoxifen; rolled my ankle on a kerb and it is swollen on the outside, bones not tender',
      ['Left ankle'],
    ],
    ['New pillow and now my neck is stiff and sore; same old tension headaches for years. 64', ['Neck']],
    [
      'Polymyalgia on prednisolone, well settled; my hamstring is tight after pilates. 66',
      ['Back of left thigh'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('fourteenth round: notes kept for a GP, and people who write of themselves as "you"', () => {
  it.each([
    [
      'Hx: injected drugs, clean now\nSymptoms: mid back pain 10 days, no injury\nAlso: temp 39, chills',
      ['Upper back'],
      'infection',
    ],
    [
      'The pain never stops and after a while you stop wanting to wake up; my family would manage fine if I was dead',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'With sciatica this long you start planning how you would do it',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Fri: landed from a 9 hr flight\nMon: left calf swollen, warm and a bit red behind the knee',
      ['Left calf'],
      'dvt',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Context: supporting my sister who has suicidal thoughts (crisis team involved)\nMe: neck and shoulders in knots',
      ['Neck'],
    ],
    [
      'Worried because my uncle had bone cancer. 31, back sore since moving house, worse bending, better lying down, weight steady',
      ['Lower back'],
    ],
    [
      'Ankle was in a boot for six weeks; the calf looks skinny and weak but gets stronger every week',
      ['Right calf'],
    ],
    [
      "Nan keeps having drop attacks where her legs give way, she is under the neurologist. My question's for me though: my back is sore from lifting her",
      ['Lower back'],
    ],
    ['24, jaw clicks and aches when I chew gum, temples sore in the morning from clenching', ['Jaw']],
    [
      'New baby wakes me at 3am every night for a feed, my upper back is knotted by morning and loosens in a hot shower',
      ['Upper back'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('fourteenth round: signs told in passing on an ordinary day', () => {
  it.each([
    [
      'Stood at the urinal what felt like two minutes before anything came out; sciatica since Friday',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Back pain for two weeks; I have had to strain to pass water and it feels like I am not emptying',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Back sore; sex with my wife felt muted, like the sensation was turned down',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Squash last night, felt a massive whack above my heel, but my opponent was nowhere near me; cannot get onto my toes',
      ['Right heel'],
      'tendon-rupture',
    ],
    [
      'Dancer: a rubber-band snap in my Achilles in class and now it is impossible to go to releve on that side',
      ['Left ankle'],
      'tendon-rupture',
    ],
    [
      'Loud crack at my heel jumping for the ball, and now pushing off on that foot is impossible',
      ['Right heel'],
      'tendon-rupture',
    ],
    [
      'Dropped the kids at school, then walking uphill got a pressure on my chest like a weight, still there at rest, and my left arm is heavy',
      ['Chest'],
      'cardiac',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'A tiny leak when I sneeze since my second baby, pelvic floor physio says stress incontinence; low back ache from gardening',
      ['Lower back'],
    ],
    ['Cramp in my calf at night so bad I could not go onto my toes; gone by breakfast', ['Right calf']],
    ['My 4 year old kicked me in the calf; bruised but I can go up on my toes and run', ['Left calf']],
    [
      'Told my mate I wanted to die when I saw the photos from last night; neck crick from the armchair',
      ['Neck'],
    ],
    [
      'Landed after 12 hours in economy, both ankles a little puffy, gone after a night; neck sore from the pillow',
      ['Neck'],
    ],
    [
      'Trekking 1000 m a day, my legs feel heavy at the end of each day, fine by morning; knees ache downhill',
      ['Left knee'],
    ],
    ['Woke with my back in knots. I also wet the bed - kidding! Peeing normal', ['Lower back']],
    [
      'Could barely walk home last night but that was the tequila; rolled my ankle today, walking fine, bones not tender',
      ['Right ankle'],
    ],
    [
      'My back felt like it was tearing apart in the meeting, figure of speech, a dull ache; 38',
      ['Lower back'],
    ],
    [
      'Told my mates I would have a heart attack if I ran for the bus; chest fine, just puffed for a minute like anyone; shin splints',
      ['Left shin'],
    ],
  ])('%s: no flag', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('fifteenth round: readings across two sentences, corrected worries, and tendons by the movement lost', () => {
  it.each([
    // a torn rotator cuff: the arm cannot be raised by its own power after a tear
    [
      'Caught a heavy bag as it slipped and felt something rip in my shoulder. My arm just falls when I try to hold it out sideways.',
      ['Left shoulder'],
      'tendon-rupture',
    ],
    [
      'Sudden snap in my shoulder pulling the boat in; I can only lift the arm up using my other hand now',
      ['Right shoulder'],
      'tendon-rupture',
    ],
    // jersey finger: the fingertip cannot bend after a grab
    [
      'Jammed my finger grabbing a jersey at football and now the tip will not bend at all',
      ['Right hand'],
      'tendon-rupture',
    ],
    // a distal biceps rupture told by the turning movement
    [
      'Felt a pop at my elbow lifting a sofa; holding a mug palm up is feeble now',
      ['Left elbow'],
      'tendon-rupture',
    ],
    // arrangements left for others with no future expected
    [
      'I have left my bank details and the house passwords in an envelope for my son. My hip does not matter now.',
      ['Right hip'],
      'mental-health-crisis',
    ],
    [
      'Been searching for ways to slip away peacefully. Knee hurts too.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'On the motorway I keep thinking how simple it would be to just steer into the barrier. My neck aches.',
      ['Neck'],
      'mental-health-crisis',
    ],
    // the second leg joining the first
    [
      'Sciatica in the left leg for a month. Since last night the right one has joined in, so it is both legs at once now.',
      ['Lower back'],
      'cauda-equina',
    ],
    // a spot on the spine that cannot be pressed after a fall
    [
      'Came off my horse onto my back. There is a spot right on the spine that makes me cry out when anyone touches it.',
      ['Upper back'],
      'fracture',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    // a next sentence that dates the one before
    [
      'I went through self-harm as a student. That was twenty years ago. My wrist is sore from typing.',
      ['Right wrist'],
    ],
    // a worry corrected later in the sentence
    ['I was convinced it was a clot, but the scan came back clear, so just a pulled calf.', ['Left calf']],
    [
      'I thought I had numbness down both legs, but it is just stiff hamstrings after football.',
      ['Lower back'],
    ],
    // a sign named and resolved in one breath
    [
      'Shivery after my booster jab. The shivers have gone now and I feel well; my shoulder is stiff.',
      ['Left shoulder'],
    ],
    // a relative's illness, with its signs attached by 'with', while the writer's own back is the complaint
    [
      'My grandad had a stroke in the spring, with a drooping mouth and slurred words. Caring for him has given me a bad back.',
      ['Lower back'],
    ],
    // a sportsman's real kick in a tackle
    ['Took studs to the calf in a tackle; bruised, but I can run and rise on my toes.', ['Right calf']],
    // idioms that only sound like a flag
    ['This knee is so annoying I could strangle it myself; sore after the half marathon.', ['Right knee']],
    ['I do not want to be here in this office any more, my shoulders ache from the desk.', ['Neck']],
    ['Stumbled over my words in the interview because I was nervous; neck stiff from the train.', ['Neck']],
    ['Got a stitch in my side jogging and breathing in hurt for a minute; calves tight.', ['Left calf']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('sixteenth round: numbers, tasks and recent illnesses that are over', () => {
  it.each([
    [
      'Knee replaced 8 days ago, the scar is oozing and I have been running 38.4 since last night',
      ['Right knee'],
      'infection',
    ],
    [
      'Shivering and burning up, and my knee is so bad that the slightest movement is torture',
      ['Left knee'],
      'infection',
    ],
    [
      'Calf sore for a week; I put a tape round both and the left is 41 against 37 on the right; on HRT',
      ['Left calf'],
      'dvt',
    ],
    ['Fell off the bed onto my backside; pressing on the tailbone I see stars', ['Lower back'], 'fracture'],
    [
      'My feet cannot feel the clutch properly any more and it is worse month by month; neck stiff for a year',
      ['Neck'],
      'progressive-neuro-deficit',
    ],
    [
      'I have stopped taking my pills and keep them in a box instead of swallowing them, saving them up. Back aches.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'The letters are written for my boys and the car is sorted. Shoulder is sore.',
      ['Left shoulder'],
      'mental-health-crisis',
    ],
    [
      'Sore heels from netball haha i burn my arms with a lighter on purpose when it gets too much',
      ['Left heel'],
      'mental-health-crisis',
    ],
    [
      'I am 17 and my shin bone throbs night and day, painkillers do nothing, no knock or fall',
      ['Left shin'],
      'malignancy',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Had a chest infection last week with a temperature, all gone now; lower back stiff from coughing',
      ['Lower back'],
    ],
    [
      'I read that a slipped disc can cause foot drop, so I tested: I can walk on my heels. Buttock ache only.',
      ['Lower back'],
    ],
    ['My shoulders want to give up after the move, not me; sore from carrying boxes', ['Right shoulder']],
    [
      'Watched a programme about suicide in farmers last night; my back is sore from the tractor seat',
      ['Lower back'],
    ],
    [
      'Sweating at night since I turned 50 but the GP put it down to the menopause; knees ache on stairs',
      ['Left knee'],
    ],
    [
      'Both buttocks went numb on the church pew, gone the moment I stood up; hip a bit achy today',
      ['Right hip'],
    ],
    ['Ran 38 km on Sunday; sore knees since', ['Left knee']],
    ['I could kill myself for forgetting my trainers; knee sore after the walk', ['Right knee']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('sixteenth round: self-reproach is no idiom when the reason is being', () => {
  it('raises a wish to die for being a burden', () => {
    expect(
      flags('I want to kill myself for being such a burden on everyone; my back is agony', ['Lower back']),
    ).toContain('mental-health-crisis');
  });
});

describe('seventeenth round: means pictured, arrangements made, and signs found by a test at home', () => {
  it.each([
    [
      'My back has been bad for two years. On the walk home I stand on the footbridge looking at the river and think how it would all be over.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Hip pain for years. If a lorry hit me on the way to work and that was me gone, I would not mind at all.',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'I have settled my debts, cleared out my room and the plan is set. Knee still sore.',
      ['Right knee'],
      'mental-health-crisis',
    ],
    [
      'Ankle pain for months; I keep burning my wrist with a cigarette when it all gets too much',
      ['Left ankle'],
      'mental-health-crisis',
    ],
    [
      'Tested with a pin after my shower: sharp on my shins, nothing at all on the inner thighs. Sciatica both sides.',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'My mum says I sound like I have had a bottle of wine, but I have not touched any; sudden neck pain at the gym',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Pressing on my shin leaves a dent that stays; calf aching since the long flight',
      ['Right calf'],
      'dvt',
    ],
    ['My left calf is puffier than the right and warm; I am on the pill', ['Left calf'], 'dvt'],
    [
      'Gripped the bathroom scales: 30 kg last month, 19 kg now. Neck pain into my arm.',
      ['Neck'],
      'progressive-neuro-deficit',
    ],
    [
      'Aged 71; a dark curtain came down over my left eye for a minute this morning, and a new headache all week',
      ['Head'],
      'giant-cell-arteritis',
    ],
    [
      'I am 80 and there is a thick tender cord at my temple; headaches since last week that I never used to get',
      ['Head'],
      'giant-cell-arteritis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['I always lift both legs at once in my Pilates class and my lower back aches after', ['Lower back']],
    ['Writing an essay about suicide prevention for my nursing course; neck sore from the laptop', ['Neck']],
    ['I put a hot water bottle on my calf after football; it is just tight', ['Left calf']],
    ['Let us end it there: my shoulder is the only problem, stiff when I reach up', ['Right shoulder']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('eighteenth round: disclosures in plain words, forms and numbered lists, and questions in general', () => {
  it.each([
    [
      'Knee pain for a year. My kids would do fine if I just was not here any more, I think about it daily.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'I have figured out how many of my sleeping tablets would do it. Hip aches.',
      ['Right hip'],
      'mental-health-crisis',
    ],
    ['Back pain for years. I keep going over how I would do it.', ['Lower back'], 'mental-health-crisis'],
    ['If no one helps me with this knee I will end it myself.', ['Right knee'], 'mental-health-crisis'],
    ['Neck pain. Most days it would be easier not to be around.', ['Neck'], 'mental-health-crisis'],
    [
      '1. Back pain 4 days. 2. Less sensation around my bottom when I wipe. 3. My stream is slow to start.',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Cracked my neck at the chiropractor and now my tea keeps going the wrong way when I swallow',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'My son is 15 and has a hard bump on the shin bone that aches at night; no knock he remembers',
      ['Left shin'],
      'malignancy',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Just wondering what sort of neck pain is a worry for a stroke? Mine is stiff after gaming.', ['Neck']],
    [
      'Stuck in the airport for nine hours, I wanted to not be here in this terminal so badly; back aching now',
      ['Lower back'],
    ],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('a sign tested by touch, and a sign that ended in the next sentence', () => {
  it('raises cauda equina when the saddle area is pinched and barely felt', () => {
    expect(
      flags(
        'Sciatica for a week. My bottom and the inside of both thighs, when I prodded them I could not feel much.',
        ['Lower back'],
      ),
    ).toContain('cauda-equina');
  });

  it('sets aside numbness when the next sentence says it went', () => {
    expect(
      flags(
        'Two hours on the bleachers and my bum went numb. After a short walk the feeling returned and it has been fine.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it('keeps it when the next sentence turns again', () => {
    expect(
      flags(
        'My bum and inner thighs went numb this morning. After an hour it went away but now it is back.',
        ['Lower back'],
      ),
    ).toContain('cauda-equina');
  });
});

describe('nineteenth round: question-and-answer forms, bullet lists, tendons by what is lost, and jokes told as jokes', () => {
  it.each([
    // a form's answers read against their questions
    [
      'Q: Headaches new for you? A: yes, started a month ago.\nQ: How old? A: 71.\nQ: Chewing? A: my jaw tires and aches halfway through a sandwich so I stop.',
      ['Head'],
      'giant-cell-arteritis',
    ],
    // a bullet list: the no of one line does not deny the next
    [
      '- right knee swollen, red and hot, no fall\n- temperature 38.9\n- shivery',
      ['Right knee'],
      'infection',
    ],
    ['1) knee red and hot, no injury\n2) fever of 39 since yesterday', ['Left knee'], 'infection'],
    // the extensor mechanism of the knee gone with a tearing feeling
    [
      'Doing lunges I felt something tear under my kneecap, now I cannot lift my straight leg at all',
      ['Left knee'],
      'tendon-rupture',
    ],
    [
      'My patella sits far too high after I jumped off the wall and landed badly',
      ['Right knee'],
      'tendon-rupture',
    ],
    // a late tendon rupture after a wrist fracture, told by the click
    [
      'Months after I broke my wrist I heard a small click lifting a pan, and now my thumb stays down, I cannot lift it',
      ['Right wrist'],
      'tendon-rupture',
    ],
    [
      'Playing squash I heard a noise like a whip behind my ankle, now I cannot go up on my toes on that side',
      ['Right ankle'],
      'tendon-rupture',
    ],
    // the saddle area and the bladder told loosely, by a parent
    [
      'My son (16) has a bad back and says he has lost the feeling between his legs and cannot tell whether his bladder is empty',
      ['Lower back'],
      'cauda-equina',
    ],
    // a child named by age alone is the one the parent writes about
    [
      'My 15 year old got a knock to the neck at hockey. This evening he is slurring and his face has dropped on one side.',
      ['Neck'],
      'stroke-vbi',
    ],
    // hand and foot of the same side failing together
    [
      'Since this afternoon I keep dropping my cup from my left hand and my left foot drags, neck ache since yoga',
      ['Neck'],
      'stroke-vbi',
    ],
    // sight gone all at once with a painful neck
    [
      'Sudden neck pain while reversing the car and then suddenly I could not see anything to my right',
      ['Neck'],
      'stroke-vbi',
    ],
    // a crash wanted, 'ending it' thought of
    [
      'Back is finished, job is gone. On the motorway I keep thinking about steering into a bridge.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'My knee is wrecked and some nights I am thinking seriously about ending it.',
      ['Right knee'],
      'mental-health-crisis',
    ],
    // a joke disclaimer that says it is no joke
    [
      'I always laugh it off, but I mean it when I say I have thought about killing myself.',
      ['Neck'],
      'mental-health-crisis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    // a form's no answers the question's words
    [
      'Q: Numb anywhere around your bottom? A: None at all.\nQ: Trouble passing water? A: no.\nQ: Pain? A: low back ache after digging.',
      ['Lower back'],
    ],
    ['Any loss of feeling in the saddle area? None at all. Back stiff after the long drive.', ['Lower back']],
    // a weaker stream that the prostate explains and that is treated
    [
      'At 70 my flow is slower and I am up twice a night; the urologist says it is the prostate and I take tamsulosin. Low back sore after mowing.',
      ['Lower back'],
    ],
    // weaker erections are no weakness of a limb
    [
      'My erections have slowly got weaker over the years, the doctor knows. I am here for tennis elbow.',
      ['Right elbow'],
    ],
    // a calf strain: tiptoe still works
    [
      'Sprinting for the bus it felt like someone kicked me in the calf. I can still go up on my toes, just sore, and the Achilles feels intact.',
      ['Left calf'],
    ],
    // the writer's own injury beside someone else's fracture
    [
      'My son broke his leg skiing and I hurt my back carrying him to the car. Just muscular.',
      ['Lower back'],
    ],
    // a past illness that cleared and never came back
    [
      'Had reactive arthritis after a stomach bug in 2015, cleared up completely and never came back. Now a sore hamstring.',
      ['Left thigh'],
    ],
    // a face numbed by cold weather
    [
      'Walking the dog in icy wind my face went numb for a while; it was fine once I got home. Neck stiff.',
      ['Neck'],
    ],
    // a back squat is a lift, and being able to bear weight is no inability
    [
      'Back squatting heavy and felt a tear in my hamstring, I can put full weight on the leg.',
      ['Right thigh'],
    ],
    // jokes reported as jokes, and 'suicidal' said of a shot
    [
      'I jokingly told my physio I would kill myself if she made me do more planks. I feel fine, honestly. Shoulder sore.',
      ['Right shoulder'],
    ],
    [
      'My backhand is suicidal this season, ha, but the real issue is my wrist aching after matches.',
      ['Right wrist'],
    ],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twentieth round: the saddle area by what should be felt, pictured endings, and signs told in lists and afterthoughts', () => {
  it.each([
    // the saddle area found unfeeling by the cold of a seat, by warmth, or told as reduced
    [
      'Herniated disc since Monday and the loo seat did not feel cold to me this morning like it always does',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Bad back for days. In the bath I could not feel the hot water on my bottom at all.',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Disc problem flaring, and since this evening the sensation in my genital area is reduced',
      ['Lower back'],
      'cauda-equina',
    ],
    // straining to pass water, emptying incomplete, soiling found afterwards
    ['Lumbar pain a week, now I must use force to get the urine out', ['Lower back'], 'cauda-equina'],
    [
      'Back went lifting the sofa; I keep finding stains in my pants that I never felt happen',
      ['Lower back'],
      'cauda-equina',
    ],
    // suicide: a jump weighed up, a rope ready, injury made on purpose, a note, ways looked up
    [
      'Last night I stood on the car park roof a long time deciding whether to jump. My hip is no better.',
      ['Right hip'],
      'mental-health-crisis',
    ],
    [
      'My dad has had back pain for years; my mum found he had hidden a rope in the shed.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I burn my arm with a lighter on purpose now, it takes my mind off the neck pain',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'Everything has failed for my back. I have been researching methods to end it.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I no longer picture myself still here by the summer. Knee pain every day.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    // an afterthought of one word finishes the sentence before
    ['My back is unbearable and I want it all to end. For good.', ['Lower back'], 'mental-health-crisis'],
    // stroke in other Englishes, and sight lost with a painful neck
    ['From morning his left hand and leg are not working, face is going to one side', ['Neck'], 'stroke-vbi'],
    [
      'Neck sore on the right since the weekend, and yesterday a grey curtain came over my right eye for a few minutes',
      ['Neck'],
      'stroke-vbi',
    ],
    // deficits that spread or worsen week on week
    [
      'Numbness was only in my big toe, now it is the whole top of my foot. Back pain after gardening.',
      ['Lower back'],
      'progressive-neuro-deficit',
    ],
    [
      'Sciatica on the left; I cannot rise onto my toes on that side and it is worse than last week',
      ['Lower back'],
      'progressive-neuro-deficit',
    ],
    [
      'Both hands tingle more each month and I have lost dexterity doing up buttons; my neck is stiff',
      ['Neck'],
      'progressive-neuro-deficit',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    // a list asked about and answered no
    [
      'The chiropractor asked if I had had dizziness, numb lips or trouble speaking before the adjustment. Nothing like that. Just a stiff neck.',
      ['Neck'],
    ],
    // numb with the cold, and farewells at work
    [
      'Watched the match on a frozen bench and my backside went numb with the cold; fine after a warm drink. Lower back a bit stiff.',
      ['Lower back'],
    ],
    [
      'Said my goodbyes at the office before my retirement party. Knee aching after the dancing.',
      ['Left knee'],
    ],
    // a time long ago that opens the sentence dates what follows
    [
      'At school, thirty years ago, I went through a spell of self-harm. I have been well for decades. Now a sore shoulder from swimming.',
      ['Right shoulder'],
    ],
    // a note to a doctor, an accident feared by a parent
    ['I have written my note to the GP about the sick pay. Lower back still sore.', ['Lower back']],
    [
      'My dad says I will kill myself on that skateboard one day. I did fall and my wrist is sore, but I can move it fine.',
      ['Right wrist'],
    ],
    // a numb patch that shrinks is recovering; tired handwriting after an exam
    [
      'Sciatica easing with exercises, the numb patch on my shin is shrinking every week, bladder and bowels normal',
      ['Lower back'],
    ],
    [
      'My handwriting got sloppy by the end of a four hour exam but was fine again by morning; wrist aches.',
      ['Right wrist'],
    ],
    // a thinner muscle is no weight lost
    [
      'Shoulder pain for months and the muscle at the back of my shoulder looks thinner than the other side',
      ['Right shoulder'],
    ],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).not.toContain('mental-health-crisis');
    expect(flags(text, areas)).not.toContain('cauda-equina');
    expect(flags(text, areas)).not.toContain('stroke-vbi');
    expect(flags(text, areas)).not.toContain('malignancy');
  });
});

describe('twenty-first round: signs told only by what is done, seen or felt', () => {
  it.each([
    // self-injury told by the act, not the word
    [
      'Knee pain since hockey. I have been taking a craft blade to my thighs in the evenings to cope.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'Carer here: my client has new rows of cuts on his forearm and says the back pain is too much',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I keep my hand against the iron until it blisters. It is a pain I can control, unlike my shoulder.',
      ['Right shoulder'],
      'mental-health-crisis',
    ],
    // plans told by what has been done
    [
      'Took too many of my pills last month and was kept in. Next time I will make sure, my neck is no better.',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'My neighbour has given his cat away and says he will not see another Christmas; his hip is awful',
      ['Right hip'],
      'mental-health-crisis',
    ],
    [
      'Back pain for years. I have chosen the songs for my own funeral and sent my sister a goodbye email.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I stand on the footbridge after work working out how far down the drop is. Shoulder pain every day.',
      ['Right shoulder'],
      'mental-health-crisis',
    ],
    [
      'Sometimes I walk into the road without looking, half hoping a lorry decides for me. Foot pain.',
      ['Left foot'],
      'mental-health-crisis',
    ],
    // cauda equina by a consequence
    [
      'Back pain all week; now stool comes out of me when I sit and I do not even know until later',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Slipped disc. I have not passed water since yesterday lunchtime and feel no urge.',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Disc flare, and the other leg has joined in now: burning nerve pain down both legs',
      ['Lower back'],
      'cauda-equina',
    ],
    // stroke told by what is seen
    ['Neck clicked in yoga, now there are two of the TV and the walls are tilting', ['Neck'], 'stroke-vbi'],
    [
      'After the chiropractor my dad says his words come out mushy and one corner of his mouth is lower',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Sudden neck pain an hour ago, the room is spinning and I keep bouncing off the walls in the corridor',
      ['Neck'],
      'stroke-vbi',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'The nurse went through the standard questions, including whether I had ever thought of harming myself: no. Ankle sprain.',
      ['Left ankle'],
    ],
    ['We have picked the date for the wedding and my back is killing me from the planning', ['Lower back']],
    [
      'Spinal block for my hip operation yesterday, legs numb for a while as expected but all worn off now. Hip sore.',
      ['Right hip'],
    ],
    ['Ankle is warm and puffy after I twisted it on the stairs last night, no fever', ['Left ankle']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twenty-second round: newness, dates, the bladder by what is no longer felt, and endings told by acts', () => {
  it.each([
    // 'never … before' marks a sign as new; it does not deny it
    [
      'Stiff neck since Monday. This afternoon my father cannot get up off the chair without the sideboard, the floor keeps tipping and he has never been this wobbly before',
      ['Neck'],
      'stroke-vbi',
    ],
    // a bladder that no longer says it is full, a seat soaked unnoticed, a few drops after a long wait
    [
      'Disc trouble in my lower back and down my left leg. Since yesterday I have lost the urge to go altogether and now wee by the clock in case I overfill',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      "My son's back went at football. When he stood up from the armchair the seat was soaked and he had no idea he'd wet it",
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Low back pain going into both legs. I sat on the loo a long time and only a few drops came, my tummy is tight',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Since my back flared I keep leaking a little into my briefs without warning',
      ['Lower back'],
      'cauda-equina',
    ],
    // the saddle area touched and not felt
    [
      'Sore back all week. In the shower the flannel went over my backside and between my legs and I felt nothing at all',
      ['Lower back'],
      'cauda-equina',
    ],
    // endings told by acts: medicine saved up, a goodbye, a high place, a recent overdose, a way worked out
    [
      'Fibromyalgia for years. I have been saving some of my codeine every night and now have enough stashed',
      ['Upper back'],
      'mental-health-crisis',
    ],
    [
      'For my brother, 40, bad back for a year. He messaged us tonight saying sorry for everything and to look after his kids, now he will not answer',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Drove up to the cliffs yesterday evening and sat at the edge for an hour looking down. My knees ache constantly.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'Thought about going off the top of the car park and jumping. Shoulder pain every day since the accident',
      ['Right shoulder'],
      'mental-health-crisis',
    ],
    [
      'I am only a weight on my wife now, she would be free if I were gone. Hip pain constantly.',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'Three days ago I swallowed a handful of my gabapentin with a lot of vodka. I was kept in overnight. Neck still sore.',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'I just want it all to end and I have picked how. The back pain is the same.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    // stroke: a smile that will not lift, a limb that flops, things seen twice, words misused unnoticed
    [
      'Neck sore since the weekend and now the right corner of my mouth will not lift, my coffee ran out of that side',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'My partner strained his neck lifting boxes. His right arm just flops when he reaches for his cup, started in the last twenty minutes',
      ['Neck'],
      'stroke-vbi',
    ],
    ['Neck pain after a massage and on the way home the traffic lights doubled', ['Neck'], 'stroke-vbi'],
    [
      'Mum, 71, sore neck. Since an hour ago she calls things by the wrong names and seems to think she is making perfect sense',
      ['Neck'],
      'stroke-vbi',
    ],
    // a tendon and a night pain by consequence
    [
      'Snap at the back of my ankle playing squash, now I cannot get up on that foot at all',
      ['Right ankle'],
      'tendon-rupture',
    ],
    // an age given as a bare number opening the message
    [
      '29 lower back stiff for five months, wakes me towards morning and loosens once I get going',
      ['Lower back'],
      'inflammatory-arthritis',
    ],
    [
      'Back pain that has crept up over the past three months, worst at around 4am, and no way of lying eases it',
      ['Lower back'],
      'malignancy',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    // an old episode, and the short clause that tells what it was
    [
      'Ten years ago I had a bad spell, numbness down both legs, scanned and fine. Now just a stiff lower back after gardening.',
      ['Lower back'],
    ],
    // a year gone by
    [
      "I had shingles in 2015 and Bell's palsy in 2018, both long cleared. Stiff neck from my desk.",
      ['Neck'],
    ],
    // normal control, a drink dribbled, a crack on standing, a shot in a game, new glasses
    [
      'Back ache after five-a-side, I am weeing a lot as I drink more water now, full control and normal flow',
      ['Lower back'],
    ],
    [
      'Heard a crack from my knee getting up off the floor, no pain or swelling and walking fine',
      ['Right knee'],
    ],
    ['Sore shoulder since a big smash shot at badminton, no injection ever', ['Right shoulder']],
    ['A bit unsteady on steps since my new varifocals, the optician says that passes. Neck stiff.', ['Neck']],
    [
      'We stood on the bridge looking down at the swans for ages, lovely walk, knees a bit sore after',
      ['Left knee'],
    ],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it("reads 'd before a past participle as 'had'", () => {
    expect(cleanText("he'd fallen and she'd never been")).toBe('he had fallen and she had never been');
    expect(cleanText("I'd need help and I'd like a plan")).toBe('i would need help and i would like a plan');
  });
});

describe('twenty-third round: the weakest three flags told by acts, places and lost skills', () => {
  it.each([
    // suicide and self-harm
    [
      'Knee replacement pain for a year. I stopped taking my tramadol properly and have been keeping them back in a drawer',
      ['Right knee'],
      'mental-health-crisis',
    ],
    [
      'The painkillers in the shoebox are my way out if the injection fails. Back is agony.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Stood by the rails at the station as the express came through, pulled back at the last second. Neck pain every day.',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'Went down to the harbour at midnight and wanted to walk in and not come out. Hip is constant.',
      ['Right hip'],
      'mental-health-crisis',
    ],
    [
      'When my ankle throbs I press a hot spoon against my thigh. Ankle sprain from March.',
      ['Left ankle'],
      'mental-health-crisis',
    ],
    [
      'My shoulder pain is endless and I keep thinking about not braking at the roundabout on the bypass',
      ['Left shoulder'],
      'mental-health-crisis',
    ],
    [
      'From the top floor window I look down and think about jumping most nights. Elbow pain too.',
      ['Right elbow'],
      'mental-health-crisis',
    ],
    [
      'Back pain for ten years. Honestly thinking of checking out early, I am tired of it.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Asked the pharmacist how many of my oxycodone would be enough. Hips hurt all the time.',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'In the bath I kept my head under the water as long as I could. My neck is stiff.',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'My friend with the bad back messaged me thank you for everything and asked me to walk his dog for me, now his phone is off',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'My husband says if his back is not better by summer he will end his life. Slipped disc.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    // stroke
    [
      'Neck ache since yoga. Twenty minutes ago my left fingers would not do up my coat zip',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Sore neck, then an hour ago my right leg stopped doing what I ask and I am scared',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Neck pain for two days. My grandad keeps talking but it sounds like words but is not, and he does not understand us',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Neck strain from work. Since lunch I keep walking into the doorway on my right side',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Stiff neck, and in the last half hour the page in front of me stopped making sense, the words do not fit together',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Sudden thumping at the back of my head tonight and I am veering to the left when I walk',
      ['Head'],
      'stroke-vbi',
    ],
    [
      'Halfway through texting my daughter my right hand just stopped working. Neck sore since the gym.',
      ['Neck'],
      'stroke-vbi',
    ],
    // cauda equina
    [
      'Back pain a week and my partner says I smell of urine, I never noticed',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Disc prolapse on Monday. It takes forever for the pee to start and then it stops and starts and never feels empty',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Since my back went my jeans have been damp a couple of times without me noticing',
      ['Lower back'],
      'cauda-equina',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    // a doctor's Bell's palsy, getting better; and one long gone
    ["The GP diagnosed Bell's palsy last week, my smile is improving. Stiff neck from the cold.", ['Neck']],
    [
      'Facial palsy two winters ago, cleared completely. Right shoulder aches when I reach up.',
      ['Right shoulder'],
    ],
    // an aura that spreads and passes as always; a zigzag of light
    [
      'My usual migraine aura, tingling that creeps up my arm then goes, then the headache. Neck tight after.',
      ['Neck'],
    ],
    ['The usual zigzag lights before my migraine, then stiff shoulders the day after', ['Neck']],
    // an arm dead from lying on it
    [
      'Woke with my arm dead from sleeping on it, could not feel it or lift it for a few minutes, now fine',
      ['Right shoulder'],
    ],
    // drink, goodbyes before a move, ending a contract, all at once as a dose
    ['Too many pints last night, my mates said I was slurring, all fine today, just a stiff neck', ['Neck']],
    ['Moving abroad so a month of saying goodbye to everyone, back sore from boxes', ['Lower back']],
    ['I am going to end it all with my phone contract, ha. Knee sore from running.', ['Left knee']],
    ['Should I take all my tablets at once in the morning or spread them out? Hip aches.', ['Left hip']],
    // a slow stream known for years, no change
    [
      'Prostate known, the flow is slow and always has been the same as for years, no change. Back ache from digging.',
      ['Lower back'],
    ],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twenty-fourth round: the plainest words, and signs told by daily life', () => {
  it.each([
    // suicide and self-harm in plain words
    [
      'My mum is not taking her water tablets, she puts them in a jar instead of taking them. Her knee is bad.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'Swallowed a strip of codeine last night hoping I would not wake up. Back still sore.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I put my hand on the hot iron on purpose to feel something else. Wrist ache.',
      ['Right wrist'],
      'mental-health-crisis',
    ],
    [
      'Everyone would be better off if I crashed the van on the motorway. Neck pain.',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'Sat in the garage with the engine running last night. Hip hurts all the time.',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'I buy paracetamol from different chemists every week and keep it. Back pain for years.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Thinking I will walk into the hills one day and not come back. Knees are done.',
      ['Right knee'],
      'mental-health-crisis',
    ],
    // cauda equina in plain words
    ['back bad. i sit on toilet, no wee come out. belly big.', ['Lower back'], 'cauda-equina'],
    ['Back went. Now both legs numb. Scared.', ['Lower back'], 'cauda-equina'],
    ['My sciatica has gone from one side to both since Friday', ['Lower back'], 'cauda-equina'],
    [
      'Dad had an accident in the night, his bowels, he did not know. Back pain since his fall.',
      ['Lower back'],
      'cauda-equina',
    ],
    // stroke in plain words
    ['neck hurts. i see 2 of the clock. close one eye and it is 1', ['Neck'], 'stroke-vbi'],
    [
      'Neck sore after the fairground. My left hand dropped my cup and went floppy, it lasted a few minutes',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Neck pain after the gym. Now my right leg and right arm are weak, it started quick',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Stiff neck, then the room went round and round, I was sick and fell over onto the sofa',
      ['Neck'],
      'stroke-vbi',
    ],
    // the other flags, indirectly
    [
      'I have to haul myself up the stairs now and each month it is more effort. Neck aches.',
      ['Neck'],
      'progressive-neuro-deficit',
    ],
    ['Back ache and I am six kilos lighter since spring without trying', ['Lower back'], 'malignancy'],
    [
      'New headache by my left temple, and the artery at my temple is swollen and hard. I am 72.',
      ['Head'],
      'giant-cell-arteritis',
    ],
    [
      'My daughter is 5, she will not stand on her leg and the thermometer says 39.2',
      ['Right hip'],
      'infection',
    ],
    ['On the pill, and my left calf is warmer and redder than the right one', ['Left calf'], 'dvt'],
    [
      'When I walk the dog up the hill my jaw aches and I get breathless, it goes when I stop',
      ['Jaw'],
      'cardiac',
    ],
    ['Left shoulder heavy tonight, I am sweating and feel sick', ['Left shoulder'], 'cardiac'],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Me brother kill himself long time ago. Me fine now. Shoulder pain from work.', ['Right shoulder']],
    ['Watched a film where a man killed himself, it upset me but I am fine. Sore back.', ['Lower back']],
    ['Tingly bum from sitting on the loo too long scrolling, back a bit stiff', ['Lower back']],
    [
      "Dad's wee was slow for years, sorted by an operation. His back is stiff after driving.",
      ['Lower back'],
    ],
    ['Choked on a crisp, coughed it up, all fine, throat muscles sore from coughing', ['Neck']],
    ['My knees give way under me, just a figure of speech, after a day on the farm', ['Left knee']],
    ['Grandma jokes she is seeing double now the twins are staying. Her neck is stiff.', ['Neck']],
    ['New glasses, a bit blurry, double vision no. Neck sore from my pillow.', ['Neck']],
    ['After a heavy leg day my thighs feel like I was kicked, sore to walk downstairs', ['Left thigh']],
    ['Sore breastbone after a heavy chest day, pressing on the rib joint brings it on', ['Chest']],
    ['Dropped my phone, it just fell out of my hand, and now my thumb is sore', ['Right hand']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twenty-fifth round: other registers, and hard traps', () => {
  it.each([
    [
      'Honestly I would rather not wake up tomorrow. My shoulder aches all day.',
      ['Right shoulder'],
      'mental-health-crisis',
    ],
    [
      'If I am dead the mortgage is paid off by the insurance, I have thought it through. Back pain for years.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Chose the hymns for my funeral, cleared out the spare room for the charity shop. Knee still bad.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'Peed meself at the bus stop and did not even know till it went cold. Back gone since Friday.',
      ['Lower back'],
      'cauda-equina',
    ],
    ['Since my back went I cannot feel myself going when I pee', ['Lower back'], 'cauda-equina'],
    ['Had an accident in my trousers at work, back agony since the weekend', ['Lower back'], 'cauda-equina'],
    ['After the loo I could barely feel the tissue. Sciatica again.', ['Lower back'], 'cauda-equina'],
    [
      'Neck cricked, and now my right arm and leg will not do what I want. It has been about an hour.',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Every time I reach up to the cupboard my knees give way and I drop, awake the whole time. Neck sore.',
      ['Neck'],
      'stroke-vbi',
    ],
    ['Since the crash I cannot get my food down and the room tilts. Neck agony.', ['Neck'], 'stroke-vbi'],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Numb lip and cheek from the dentist, I dribbled my tea, feeling coming back', ['Jaw']],
    ['Slurring a bit at the party but that was the prosecco, fine now, stiff neck', ['Neck']],
    [
      'My only chest pain is heartbreak after the break up. Upper back stiff after long gaming sessions.',
      ['Upper back'],
    ],
    ['Ankles puffy since the amlodipine, a known side effect, knees ache on stairs', ['Left knee']],
    [
      '32 weeks pregnant, puffed on the stairs, midwife says the baby is pushing up. Ribs sore where the baby kicks.',
      ['Chest'],
    ],
    [
      'Red sore eyes from the chlorine at the pool, gone next day. Shoulder aches from swimming.',
      ['Right shoulder'],
    ],
    ['A&E did a CT scan for a clot which was clear, just a pulled muscle between my ribs', ['Chest']],
    ['Gout in my knee in 2015 settled completely, now my heel is sore from new shoes', ['Left heel']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twenty-sixth round: self-harm and intent told many ways, and signs hidden among other conditions', () => {
  it.each([
    [
      'Burning my arm with a lighter most nights when the pain gets too much. Knee pain.',
      ['Left knee'],
      'mental-health-crisis',
    ],
    [
      'I punch my bad shoulder as hard as I can until I cry. Rotator cuff tear.',
      ['Right shoulder'],
      'mental-health-crisis',
    ],
    [
      'Swallowed about 40 tablets on Friday and was kept in hospital. Back still bad.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'I know exactly what would do it and I can get hold of it at work. Wrist pain.',
      ['Left wrist'],
      'mental-health-crisis',
    ],
    [
      'I have picked the weekend and have everything I need hidden away. Hips ache.',
      ['Left hip'],
      'mental-health-crisis',
    ],
    [
      'Sat on the edge of the roof with my legs over for an hour last night. Neck pain.',
      ['Neck'],
      'mental-health-crisis',
    ],
    [
      'I want to go out on my own terms, I am old and the back is hopeless',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Often I am thinking of to kill me, my family would have it easier. Back pain.',
      ['Lower back'],
      'mental-health-crisis',
    ],
    [
      'Neck massage yesterday, then my right arm went heavy and useless for about ten minutes',
      ['Neck'],
      'stroke-vbi',
    ],
    ['Numb patch across both cheeks of my backside since the back flare', ['Lower back'], 'cauda-equina'],
    [
      'Since lifting I cannot hold in wind and have had an accident. Back agony.',
      ['Lower back'],
      'cauda-equina',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    ['Belting out a song about wanting to die in the car, ha, then my neck cricked', ['Neck']],
    ['Cut myself on a broken glass washing up, palm stitched, now the wrist aches', ['Right wrist']],
    ['Ending it all with the marathon training, I mean! Shin splints.', ['Left shin']],
    ['Knee keeps nearly going from under me on the stairs since I twisted it at netball', ['Left knee']],
    [
      'Legs numb for a few hours after the epidural in labour, as the anaesthetist said, all normal now. Back aches.',
      ['Lower back'],
    ],
    ['Erectile problems for years with my diabetes, on sildenafil, nothing new. Hip stiff.', ['Left hip']],
    ['I am writing about my sore shoulder, it is worse when I reach up', ['Right shoulder']],
  ])('%s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('a short clause after an old one keeps its own time', () => {
  it('dates a verbless clause by the one before it only when it tells no time of its own', () => {
    expect(
      flags('Ten years ago I had a slipped disc, numbness between my legs, all fixed', ['Lower back']),
    ).toEqual([]);
    expect(
      flags('Ten years ago I had a slipped disc, this week numbness between my legs', ['Lower back']),
    ).toContain('cauda-equina');
  });
});

describe('twenty-seventh round: intent told by places, plans and amounts; stroke and cauda equina by what others see', () => {
  it.each([
    // two negations over a span of time: every day, not never
    [
      'Not a single day passes without me thinking about ending my life. Elbow sore from work.',
      ['Right elbow'],
    ],
    [
      'Most nights I climb to the top of the multi storey, working up the courage to jump. Hips ache.',
      ['Left hip'],
    ],
    [
      'Drove out to the viaduct after work and sat there for ages. My shoulder is still sore.',
      ['Left shoulder'],
    ],
    [
      'I keep thinking I could just wade out into the river and not stop. Back pain for a year.',
      ['Lower back'],
    ],
    ['How much of my pregabalin would it take before it stops your heart? Neck pain for months.', ['Neck']],
    ['Going to swallow all my codeine tonight, I have had enough. Knee is shot.', ['Right knee']],
    [
      'I have been keeping them back rather than taking them, the morphine, just in case. Back agony.',
      ['Lower back'],
    ],
    ['Every night I beg never to wake up again. Ankle pain after the break never settled.', ['Left ankle']],
    [
      'My husband died in spring and I want to join him, I have his old pills. Shoulder aches.',
      ['Right shoulder'],
    ],
    ['When it gets too much I cut my thighs, the knee pain is constant. Left knee swollen.', ['Left knee']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'Read a novel about a woman who drowns herself, so sad. My wrist aches from holding the book.',
      ['Right wrist'],
    ],
    [
      'Suicide awareness course at work all week, sat on hard chairs, now my lower back is stiff.',
      ['Lower back'],
    ],
    [
      'Researching overdoses for my crime thriller has me hunched over the laptop, upper back tight.',
      ['Upper back'],
    ],
    [
      'My uncle needed an emergency operation when a disc squeezed his nerves and he lost control of his bowels, so I get nervous whenever my back aches. Only a dull ache today after gardening.',
      ['Lower back'],
    ],
    ['Not a day goes by without some ache in my knees, but no weakness and no swelling.', ['Left knee']],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'Neck sore since the fairground ride and my eyes keep flicking side to side by themselves, the room spins',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'My wife says I am talking strangely and my right hand will not close round a cup. Neck ache.',
      ['Neck'],
      'stroke-vbi',
    ],
    ['Dad coughs on every sip of tea since this morning and his neck hurts', ['Neck'], 'stroke-vbi'],
    ['Since the gym my left side of the body feels weak and heavy, neck very sore', ['Neck'], 'stroke-vbi'],
    [
      'Back bad since Monday, and my bladder is full all day without me feeling any urge',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Back went lifting; when I go to the loo only a trickle comes out and I still feel full after',
      ['Lower back'],
      'cauda-equina',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'My head is spinning with all the tax forms and I am practically seeing double over the invoices. Neck tight.',
      ['Neck'],
    ],
    [
      'Sat cross legged on the floor too long, my right leg went dead and I wobbled for a second, fine now. Back ok.',
      ['Lower back'],
    ],
    ['Neck is stiff when I look sideways to reverse the car', ['Neck']],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twenty-eighth round: intent asked as a practical question, an answered screening question, bladders told by what is found', () => {
  it.each([
    [
      'Would a life insurance policy cover it if someone takes their own life? My knees are done in and so am I.',
      ['Left knee'],
    ],
    ['Can you die by carbon monoxide from a car these days? Back pain has worn me out.', ['Lower back']],
    ['Is the old quarry deep enough to be sure? Hip has been agony for two years.', ['Right hip']],
    ['I have been planning how to do away with myself. Shoulder still frozen.', ['Left shoulder']],
    ['Some days I think seriously about checking out. Neck always sore.', ['Neck']],
    [
      'There is a noose in the shed and I will not pretend I will be here at Easter. Back aches.',
      ['Lower back'],
    ],
    [
      'I have the means put by and my affairs are in order. The hip waiting list is two years.',
      ['Right hip'],
    ],
    ['I keep thinking about making something happen to me so the pain stops. Knee swollen.', ['Left knee']],
    [
      'The survey asked if I had thoughts of being better off dead. Yes. Mostly at night when my back is bad.',
      ['Lower back'],
    ],
    ['I want to vanish, not go on holiday, more like stop existing. Neck tight.', ['Neck']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    ['Checking out the new spin class next week, my knee should cope.', ['Left knee']],
    [
      'My season is literally over because of this hamstring, gutted! Can walk fine.',
      ['Back of right thigh'],
    ],
    [
      'Ready to meet my maker one day, but for now I just want my shoulder to stop clicking.',
      ['Right shoulder'],
    ],
    ['Tripped over a rope in the garage, grazed my shin, bit sore.', ['Left shin']],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'Back went at the weekend and today my pad was wet through with urine, I never felt it happen',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Sciatica both legs; found I had soiled my pyjamas without knowing it had happened',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Back pain and no urge to wee at all, have not passed water since yesterday',
      ['Lower back'],
      'cauda-equina',
    ],
    ['Ma back is agony, sat on the lavvy an nothin will come oot', ['Lower back'], 'cauda-equina'],
    [
      'Neck manipulated yesterday, now the lamp has a twin and I keep seeing two cars on the road',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Craned my neck at the concert, then the room slid sideways, I could not stand without holding on and was sick',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Neck twinged turning my head, then my cheek and eye looked like they had slid down my face',
      ['Neck'],
      'stroke-vbi',
    ],
    [
      'Neck ache after whiplash and my speech slurred out of the blue tonight, and no, I have not touched a drop',
      ['Neck'],
      'stroke-vbi',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Prostate is big, my stream has always been slow, urologist happy. Low back stiff from the garden.',
      ['Lower back'],
    ],
    [
      'Back aches from the desk and I was wetting myself laughing at the office party. Nothing has changed with my bladder.',
      ['Lower back'],
    ],
    [
      'Dropped a cup this morning because my hands were icy from the frost. Neck stiff from the cold.',
      ['Neck'],
    ],
    ['Felt wobbly on the ferry crossing, fine on land. Neck sore from sleeping in the seat.', ['Neck']],
    [
      'Pins and needles in my thumb, worse when I tilt my head back, grip fine. Neck sore.',
      ['Neck', 'Right hand'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('twenty-ninth round: the means rehearsed, a death hidden or timed, and follow-up messages', () => {
  it.each([
    ['No way forward that still has me in it. Back has been bad all year.', ['Lower back']],
    [
      'My goodbye message is written and set to go out at noon; by the time they open it I will be gone. Neck stiff.',
      ['Neck'],
    ],
    [
      'Sat in the car in the garage with the door shut and the engine running for a while last night. Knee aches.',
      ['Right knee'],
    ],
    [
      'I go up to the multi storey most nights and sit with my legs over the drop. Shoulder sore.',
      ['Left shoulder'],
    ],
    [
      'I tied a scarf to the banister and put my head through it, then took it off. Back pain for years.',
      ['Lower back'],
    ],
    [
      'Taking the kayak out alone tonight and I am not planning on coming back. Wrist sore from paddling.',
      ['Right wrist'],
    ],
    ['I have picked the bridge and checked the gate to the roof is still open. Hip aches.', ['Right hip']],
    ['I know where to go so nobody finds me too soon. Ankle still swollen.', ['Left ankle']],
    ['Going to swallow everything in the medicine cabinet at the weekend. Neck pain constant.', ['Neck']],
    ['I hold the razor against my wrist most nights now. Elbow aches from work.', ['Right elbow']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'For my thriller my search history is all lethal doses, for the book of course. Neck stiff from typing.',
      ['Neck'],
    ],
    [
      'On the mood form I ticked no for thoughts of being better off dead or of hurting myself. Back stiff.',
      ['Lower back'],
    ],
    ['I answer calls from people who are in a dark place; my neck aches from the headset.', ['Neck']],
    [
      'The paramedic held the pads against my chest in the training session. Shoulder sore after.',
      ['Left shoulder'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'Update on my back: on the loo I cannot feel the seat under me, like sitting on cardboard',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Since my last message: turning my head, my legs go from under you and I hit the floor without blacking out. Neck aches.',
      ['Neck', 'Head'],
      'stroke-vbi',
    ],
    [
      'Pulled on a rope and felt a tear, now the biceps muscle has gone down like a ball near the elbow',
      ['Right upper arm'],
      'tendon-rupture',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Update: the tearing pain in my lower back came from shifting the wardrobe, the physio confirmed a strained muscle. Much better.',
      ['Lower back'],
    ],
    [
      'After the flight I was breathless; the hospital scan showed no clots and it turned out to be a chest infection. Calf fine.',
      ['Chest', 'Right calf'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirtieth round: other Englishes and text-speak, hard traps, and older people who understate', () => {
  it.each([
    ['knee shot. fam wud be better off w/o me, thought it thru', ['Right knee']],
    ['back pain 24/7, i want it all to end. Like permanently.', ['Lower back']],
    ['hip sore. i dont plan on being here by xmas', ['Left hip']],
    ['the voices keep telling me to kill myself and i am starting to listen. foot sore', ['Right foot']],
    ['I keep thinking I should wade in and let the river take me. Knee aches.', ['Left knee']],
    ['been thinking about doing myself in. back agony.', ['Lower back']],
    [
      'im 14, i take the blades out of pencil sharpeners and use them on my arms. shoulder sore from netball',
      ['Left shoulder'],
    ],
    ['I do not want to stay in this world, I have the idea to sleep forever. Knee hurts.', ['Right knee']],
    ['I know how many of my codeine would do the job. Shoulder agony at night.', ['Right shoulder']],
    ['Taking the car out into the hills and not coming home, if you know what I mean. Neck sore.', ['Neck']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'A warning-sign leaflet from my GP mentions numbness down below and the toilet; I have none of that. Sciatica in my left calf.',
      ['Lower back', 'Left calf'],
    ],
    [
      'My mind is spinning with all the conflicting advice, and I am seeing double the number of physios I expected. Neck ache.',
      ['Neck'],
    ],
    [
      'As a coroner I read files about suicides all week; my upper back stiffens at the desk.',
      ['Upper back'],
    ],
    [
      'In the novel I am reading the heroine falls down the stairs and breaks her leg. My knee just aches after gardening.',
      ['Left knee'],
    ],
    [
      'Woke with my right arm dead after sleeping with it under my pillow; fine within minutes. Neck stiff.',
      ['Neck'],
    ],
    [
      'I can walk on my heels and my tiptoes and strength feels the same on both sides. Sciatica down the left leg.',
      ['Lower back', 'Back of left thigh'],
    ],
    [
      'The nurse went through the list, numb bottom or bladder trouble, and it is no and no. Sciatica only.',
      ['Lower back'],
    ],
    ['Had a mole removed from my back, benign. Tennis elbow now.', ['Right elbow']],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'I am 82 and smoked for years. Lifting the coal bucket, a pain tore through my back into my belly, I came over faint and grey.',
      ['Lower back', 'Abdomen'],
      'aortic-aneurysm',
    ],
    [
      'They found a stretched artery in my belly at the screening. Now a pain came on in one go in my back and I feel sick and sweaty.',
      ['Lower back', 'Abdomen'],
      'aortic-aneurysm',
    ],
    [
      'Back pain since the weekend and the part of me that would sit on a saddle has gone numb and stays numb for days',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Back worse since Monday and the toilet paper feels like nothing when I wipe',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Fell on the step at 79; I cannot straighten the knee or take any weight on it',
      ['Left knee'],
      'fracture',
    ],
    ['I am 84 with fragile bones, sneezed and got a terrible pain in my back', ['Lower back'], 'fracture'],
    [
      'The vein at my temple has come up like a cord and is sore, new headaches for weeks, I am 74',
      ['Head'],
      'giant-cell-arteritis',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });
});

describe('thirty-first round: intent told by acts (warning signs in pairs) and the seat area by what is not felt', () => {
  it.each([
    [
      'Sorted the will and gave my grandson my tools. Thanks for everything, you were kind. Back pain for years.',
      ['Lower back'],
    ],
    [
      'I am only a burden to my family. I have tablets put by rather than taking them, plenty now. Knees bad.',
      ['Left knee'],
    ],
    ['Said goodbye to everyone online last night. The rope is in the shed. Neck aches.', ['Neck']],
    [
      'I have made my peace. The funeral is paid for and the hymns are chosen. Shoulder still frozen.',
      ['Right shoulder'],
    ],
    ['I know exactly what I am saving my tablets for. Hip agony at night.', ['Right hip']],
    [
      'I stood on the railings of the car park roof until something made me get back down; next time I will not. Back aches.',
      ['Lower back'],
    ],
    [
      'The death benefit pays out if I die, which is the best answer for them. Sciatica for two years.',
      ['Lower back'],
    ],
    ['When it gets bad I hold a hot knife against my arm. Wrist sore from typing.', ['Right wrist']],
    ['My partner thinks I am asleep; the belt is ready in the wardrobe. Neck sore.', ['Neck']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'We are emigrating to Canada, so I said goodbye to everyone and sold the dogs to a friend. Thanks for everything! Knee fine now.',
      ['Left knee'],
    ],
    [
      'Thank you for everything, I am back running and pain free, so I will not be needing the next appointment.',
      ['Right knee'],
    ],
    [
      'I am writing letters for each grandchild to open on their 18th birthday; my neck is stiff from the table.',
      ['Neck'],
    ],
    ['The bank gave me a payment holiday, a weight off my mind. Back slowly better.', ['Lower back']],
    [
      'My back will not let me sleep, so I drive to the late-night garage for a coffee. No other symptoms.',
      ['Lower back'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'Back and right leg pain since Friday; my bladder has felt full all morning and I cannot pass anything despite trying',
      ['Lower back'],
      'cauda-equina',
    ],
    [
      'Over the week I have lost the sense of needing a wee; I go by the clock now. Sciatica down the left leg.',
      ['Lower back'],
      'cauda-equina',
    ],
    ['Back agony, and I could not feel the flannel down there in the bath', ['Lower back'], 'cauda-equina'],
    [
      'After a short ride my sit bones went numb and are still numb hours after getting off the bike; sciatica on the left',
      ['Lower back'],
      'cauda-equina',
    ],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });

  it.each([
    [
      'Codeine for my back has left me bunged up and straining on the toilet, everything feels normal down there.',
      ['Lower back'],
    ],
    [
      'My seven year old still wets the bed; I am writing about my own back, sore from carrying him.',
      ['Lower back'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });
});

describe('thirty-second round: long-term conditions, past attempts and the will to try again, slang for the seat area', () => {
  it.each([
    [
      'I plan to go off the top of the hospital car park and I have checked the barrier height. Fibromyalgia everywhere.',
      ['Neck'],
    ],
    [
      'Last month I took my pills on purpose and the paramedics found me; I will do it again when I am ready. Shoulders frozen.',
      ['Left shoulder'],
    ],
    ['I sat with a knife against my wrist for an hour last night. Neck aches.', ['Neck']],
    ['I have the charcoal and tape for the car windows. MS pain in my legs.', ['Lower back']],
    ['I went much deeper than before with the cuts. Knees bad with arthritis.', ['Left knee']],
    [
      'So that my children are not the ones who find me, I will wait for their weekend away. Hip pain.',
      ['Right hip'],
    ],
    ['Nurse here: active ideation with a plan, I would put myself at high risk. Back pain.', ['Lower back']],
    [
      'Sorting the papers so he will not have to deal with anything once I have gone through with it. Shoulders.',
      ['Left shoulder'],
    ],
    [
      'Drove to the woods with a hosepipe and sat there for hours; next time I will not bottle it. Jaw aches.',
      ['Jaw'],
    ],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'I get scared thinking about dying since my cancer, but I very much want to live. Knee aches after gardening.',
      ['Left knee'],
    ],
    [
      'They asked me the self-harm question at clinic and it is a no, never. Shoulders sore from the wheelchair.',
      ['Left shoulder'],
    ],
    [
      'No point carrying on with these stretches if my hamstrings stay tight; mood fine.',
      ['Back of left thigh'],
    ],
    [
      'Erection problems for the past six years with my diabetes, unchanged. Back ache from shovelling, toilet normal.',
      ['Lower back'],
    ],
    [
      'Marathon on Sunday: both legs sore and heavy, quads and calves, no numbness, toilet normal.',
      ['Left thigh', 'Right thigh'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'Back bad since lifting; no feeling in my willy at all since last night',
      ['Lower back'],
      'cauda-equina',
    ],
    ['Back pain and now numb round my back passage, it started this morning', ['Lower back'], 'cauda-equina'],
  ])('%s', (text, areas, flag) => {
    expect(flags(text, areas)).toContain(flag);
  });
});

describe('readings added across rounds 27 to 32, each on its own', () => {
  it("reads a screening question's answer in the next short sentence, yes or no", () => {
    const asked = 'The mood form asks whether I have had thoughts of being better off dead.';
    expect(flags(`${asked} I have put yes. Back sore.`, ['Lower back'])).toContain('mental-health-crisis');
    expect(flags(`${asked} I ticked no. Back sore.`, ['Lower back'])).toEqual([]);
  });
});

describe('thirty-third round: intent told by acts among men in trades and the forces, and the seat area or bladder by what was found', () => {
  it.each([
    [
      'On Saturday I swallowed a box of my painkillers with half a bottle of gin. Back still bad.',
      ['Lower back'],
    ],
    [
      'A police officer talked me down from the railings of the multi-storey on Tuesday. Neck sore.',
      ['Neck'],
    ],
    [
      'My brother found me in the garage with a tube running from the exhaust into the car. Knee pain.',
      ['Left knee'],
    ],
    ['The cuts on my arm went deeper than I meant this time. Wrist aches from work.', ['Left wrist']],
    ['Last night I held a razor against my throat for a long time. Shoulder pain.', ['Left shoulder']],
    [
      'There is a kitchen knife in my bedside drawer and I sat with it against my wrist. Back aches.',
      ['Lower back'],
    ],
    ['I know exactly which dose would do it. Hip pain for a year.', ['Left hip']],
    ['The quickest way out would be the pills I have saved. Knees are shot.', ['Left knee']],
    ['I have kept my sleeping tablets back for when I have had enough. Back pain.', ['Lower back']],
    ['I sat by the lake in the dark thinking I could just walk in. Neck aches.', ['Neck']],
    [
      'Each night at the station I stand a bit closer to the edge of the platform. Back pain.',
      ['Lower back'],
    ],
    ["I'll take the boat out one last time and not come back. Shoulders wrecked.", ['Left shoulder']],
    ['Lying in bed I wonder if the beams in the garage would hold me. Hip pain.', ['Right hip']],
    ['I intend to walk off the end of the pier on Friday. Hands bad with arthritis.', ['Left hand']],
    ['Driving home I think it would only take one flick of the wheel. Back pain.', ['Lower back']],
    ['I have left a letter for each of my children saying goodbye. Knee sore.', ['Left knee']],
    ['By the time anyone reads this I will be gone. Neck pain.', ['Neck']],
    ['I want to kill my self, the pain never stops.', ['Lower back']],
    ['I bought a gun last week. You can guess why. Back pain.', ['Lower back']],
    ['I changed my will on Monday. I know what I meant by it. Shoulder stiff.', ['Left shoulder']],
    [
      'My passwords are written out for my wife. I am waiting until she is away at her sister. Knee pain.',
      ['Left knee'],
    ],
    [
      'He told me calmly that he has made his peace with things, and he has sorted his funeral plan. His back is bad.',
      ['Lower back'],
    ],
    ["I won't be around in six months. I have sorted out the when. Hip pain.", ['Left hip']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      "A friend from my old unit has been posting about not wanting to be here; I rang him and I'm driving up to see him. My knee is sore.",
      ['Left knee'],
    ],
    ['I took an overdose at 17, forty years ago, and have been well ever since. Neck stiff.', ['Neck']],
    [
      'Said my goodbyes at the office after 30 years and handed my keys on; we are off to Portugal next month. Shoulder stiff.',
      ['Left shoulder'],
    ],
    ['Rope access work, hanging off a rope all day, and my back aches from the harness.', ['Lower back']],
    ['We muck out the slurry pit every spring and my back aches after.', ['Lower back']],
    [
      'After a whole day on the hard seats at the test match my backside was numb; it came back in a few minutes. Back stiff.',
      ['Lower back'],
    ],
    [
      'My flow has been slow with my prostate, exactly as it has been since it was diagnosed. Back sore from golf.',
      ['Lower back'],
    ],
    [
      'On blood pressure pills for years and things have not worked in the bedroom for a long time. Back sore from lifting.',
      ['Lower back'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'The seat area went numb on the drive and it did not come back. Back pain since lifting.',
      ['Lower back'],
    ],
    [
      'I could not feel the plastic chair under either buttock at lunch. Back pain since Friday.',
      ['Lower back'],
    ],
    ['Sitting on the heat pad I could not feel the warmth through my bottom. Low back pain.', ['Lower back']],
    ['Dad, 80, finds himself wet without knowing since his back went on Monday.', ['Lower back']],
    [
      "Mum's pad was soaked this morning and she had no idea. Her back has been bad all week.",
      ['Lower back'],
    ],
    ['He opened his bowels in the chair without realising. Back pain for a week.', ['Lower back']],
    [
      'Stood at the toilet for ages and could not get anything going. My back went yesterday.',
      ['Lower back'],
    ],
    [
      'Washing her, she said she could not feel the sponge between her legs. Her back is bad.',
      ['Lower back'],
    ],
  ])('raises cauda equina: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('cauda-equina');
  });
});

describe('readings added in round 33, each on its own', () => {
  it('an exception hides a match only where it covers the words the match used, not the words it skipped', () => {
    // 'end of' is an exception of the crisis concept ('end of my shift'); here it lies in a gap
    expect(flags('I plan to go off the end of the pier.', ['Neck'])).toContain('mental-health-crisis');
    expect(flags('Neck stiff by the end of my shift.', ['Neck'])).toEqual([]);
  });

  it('a short time after a comma dates the clause before it', () => {
    expect(flags('I took an overdose, thirty years ago. Neck stiff.', ['Neck'])).toEqual([]);
    expect(flags('I took an overdose, last week. Neck stiff.', ['Neck'])).toContain('mental-health-crisis');
  });

  it("a friend named by where they are from ('a mate from my old regiment') is still someone else", () => {
    const text = 'A mate from my old regiment keeps saying he does not want to be here. My shoulder aches.';
    expect(flags(text, ['Left shoulder'])).toEqual([]);
    expect(flags('I do not want to be here any more. My shoulder aches.', ['Left shoulder'])).toContain(
      'mental-health-crisis',
    );
  });
});

describe('thirty-fourth round: intent told in passing on a referral form, and older people written about by others', () => {
  it.each([
    ['Most nights I have been reading up on which method is quickest and painless. Neck pain.', ['Neck']],
    [
      'I keep pressing the hot iron against my thigh and the burns are getting bigger. Back ache.',
      ['Lower back'],
    ],
    ['Some days I think I should just vanish for good. Pelvic pain since the birth.', ['Lower back']],
    ['I tested a belt on the banister to see if it would take me. Hip pain.', ['Right hip']],
    ['She has stopped eating on purpose so it will be quicker for everyone. Hands stiff.', ['Left hand']],
    ['I swallowed half of a packet of paracetamol on Sunday. Knee pain.', ['Left knee']],
    ['I rang my family one by one this week and said goodbye. Neck aches.', ['Neck']],
    ['I opened the note she left me and it is a goodbye. Her back is bad.', ['Lower back']],
    ['I asked the doctor to help me die and she would not. Knee pain.', ['Right knee']],
    ['I have made up my mind to do it myself when I am ready. Hip pain.', ['Left hip']],
    ['I stand at the crossing thinking about stepping out in front of a lorry. Back pain.', ['Lower back']],
    ['I was going to take them all and I still think about it. Groin strain.', ['Left groin']],
    ['She talks of walking into the sea one evening and just keep walking. Neck aches.', ['Neck']],
    ['I took everything in the bathroom cabinet on Friday. Knee pain.', ['Left knee']],
    ["I'm not sure I'm glad I woke up afterwards. Back pain.", ['Lower back']],
    [
      'I have taken the rifle out of the gun cabinet. I do not think I will still be here by spring. Shoulder pain.',
      ['Left shoulder'],
    ],
    ['The poison is in my bedside drawer now. My wife thinks it is for the weeds. Knee pain.', ['Left knee']],
    [
      'I am going to do it on Sunday while my flatmates are away; I have what I need. Wrist ache.',
      ['Left wrist'],
    ],
    ['Is anyone else tempted to step in front of a train on the way to work? I do. Hip pain.', ['Left hip']],
    [
      'I keep eyeing the rifle in the cabinet; it would save everybody the bother. Back pain.',
      ['Lower back'],
    ],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'I have been thinking about ending it with the running club after twenty years. Elbow sore.',
      ['Left elbow'],
    ],
    [
      'My GP went through the mood questions, including the one about being better off dead: a clear no. Shoulder sore.',
      ['Right shoulder'],
    ],
    [
      'Forty years ago, after my divorce, I took an overdose; I have been well ever since. Shoulder stiff.',
      ['Right shoulder'],
    ],
    [
      'The pain around my scar is constant and getting worse, and I have a temperature. Back surgery last month.',
      ['Lower back'],
    ],
    [
      'After kneeling at church both legs went to pins and needles, gone a minute after standing. Back stiff.',
      ['Lower back'],
    ],
    ['My back is stiff in the morning and loosens up within half an hour.', ['Lower back']],
    ['Both ankles swell by the end of the day after standing at work, down by morning.', ['Left ankle']],
  ])('raises no flag it should not: %s', (text, areas) => {
    const raised = flags(text, areas);
    expect(raised).not.toContain('mental-health-crisis');
    expect(raised).not.toContain('cauda-equina');
    expect(raised).not.toContain('inflammatory-arthritis');
  });

  it.each([
    ['After the toilet I can wipe but I can barely feel the paper. Back pain since lifting.', ['Lower back']],
    ['The skin around my privates feels thick and dull since yesterday. Back pain.', ['Lower back']],
    [
      'I found my pants damp and honestly had no idea when it happened. Back pain down both legs.',
      ['Lower back'],
    ],
    ['I want to pee but it no come, only a few drops. Low back pain.', ['Lower back']],
    ['He says his wee is stuck. Back pain since lifting.', ['Lower back']],
    ['Wet sheets two nights and she had no idea. Back bad all week.', ['Lower back']],
  ])('raises cauda equina: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('cauda-equina');
  });
});

describe('readings added in round 34, each on its own', () => {
  it('a general question the next sentence owns ("… ? I do.") is the writer\'s', () => {
    const asked = 'Does anyone else think about jumping off the bridge on the way home?';
    expect(flags(`${asked} I do. Back pain.`, ['Lower back'])).toContain('mental-health-crisis');
    expect(flags(`${asked} Just curious. Back pain.`, ['Lower back'])).not.toContain('mental-health-crisis');
  });

  it('a sentence opened by a real date long ago dates all its clauses', () => {
    const text =
      'Twenty years ago, after my dad died, I was in a dark place and took an overdose. Neck stiff.';
    expect(flags(text, ['Neck'])).toEqual([]);
  });

  it("an act timed around others ('while my flatmates are away') is the writer's own", () => {
    const text = 'I will do it on Friday while my flatmates are away. I have what I need. Wrist ache.';
    expect(flags(text, ['Left wrist'])).toContain('mental-health-crisis');
  });

  it("a wish that everything would stop is no end of the sign ('just to make everything stop')", () => {
    const text = 'I think about stepping in front of a bus just to make everything stop. Hip pain.';
    expect(flags(text, ['Left hip'])).toContain('mental-health-crisis');
  });
});

describe('thirty-fifth round: what others notice, long messages with the sign in one sentence, and the seat area by sensation', () => {
  it.each([
    [
      'She swallowed the lot last night to make it stop. Her shoulder was operated on in May.',
      ['Right shoulder'],
    ],
    ['He wrote on the family chat that we should not cry for him. His back is bad.', ['Lower back']],
    ['If God does not take me soon I will go to Him by myself. Back pain.', ['Lower back']],
    ['He says next Tuesday will be his last day on this earth. Neck pain.', ['Neck']],
    ['No point booking the summer, it is a future I will not be in. Heel pain.', ['Left heel']],
    ['The when and the how are decided and they will be mine. Knees bad.', ['Left knee']],
    [
      'He has been oiling his rifle lately and says it would be easy, one pull. Shoulder torn.',
      ['Right shoulder'],
    ],
    ['I have been googling which pills are deadly to mix together. Knee sore.', ['Left knee']],
    ['I saw fresh cuts across the tops of her thighs. Her ankle is sprained.', ['Right ankle']],
    ['No point buying food for something you are about to switch off. Hip pain.', ['Right hip']],
    ['A forum thanked him for sharing his method. Elbows sore.', ['Left elbow']],
    ['I keep asking God to forgive me in advance. Knee pain.', ['Right knee']],
    ['I have typed a goodbye to my children but not sent it. Back pain.', ['Lower back']],
    ['From the balcony I think it is the only way out. Back pain.', ['Lower back']],
    ['My wife would be better off with the insurance if I were gone. Back pain.', ['Lower back']],
    [
      'I keep my tablets in a tin as a way out for when I have had enough. Shoulders worn.',
      ['Left shoulder'],
    ],
    ['I keep thinking about stopping on top of the viaduct. Sciatica.', ['Lower back']],
    ['Last week I took many tablets, but I was sick and nobody knows. Hands numb at night.', ['Left hand']],
    ['Sorry for what I am about to do, I told my friend. Back sore.', ['Lower back']],
    ['The 30th is the day I end it. Hips dislocate.', ['Left hip']],
    ['I plan to light a barbecue in my bedroom with the windows taped. Calves tight.', ['Left calf']],
    ['I walked into the river up to my waist to see if I had the nerve. Back ache.', ['Lower back']],
    ['I will drive off into the hills with the shotgun and not come back. Back pain.', ['Lower back']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'We watched a film where the father takes his own life; we cried and talked it through. Neck stiff from the cinema.',
      ['Neck'],
    ],
    [
      'I work on a ward doing self-harm observations and I twisted my back during a restraint. Feeling fine in myself.',
      ['Lower back'],
    ],
    ["I don't want to be here, by here I mean this office. Forearm aches from the mouse.", ['Right forearm']],
    [
      'Did my will and a funeral plan because my solicitor nagged me; cruise booked for June. Hip aches.',
      ['Left hip'],
    ],
    [
      'We are downsizing to a flat, so I am giving furniture away and saying goodbye to the neighbours. Back sore.',
      ['Lower back'],
    ],
    [
      'My back has not been right since the last shift, stiff from driving. Retirement plans ahead.',
      ['Lower back'],
    ],
    [
      'After the deadlift both legs went shaky like jelly from fatigue, gone in minutes; nothing since. Back sore.',
      ['Lower back'],
    ],
    [
      'The GP asked about numbness down below, trouble peeing and both legs. The answer to all of those was no. Back pain.',
      ['Lower back'],
    ],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    [
      'Back pain down both legs, and it feels like there is more to come but it will not come out.',
      ['Lower back'],
    ],
    ['Sciatica, and on a long shift I never once needed a wee. Back pain.', ['Lower back']],
    [
      'Cream ran down between my cheeks and I did not feel a thing. Back pain down the left leg.',
      ['Lower back'],
    ],
    ['The area swimming trunks would cover feels muffled. Sciatica on the right.', ['Lower back']],
    ['When I inserted a suppository I did not feel it at all. Back pain down the leg.', ['Lower back']],
    ['Both her feet feel stuffed with cotton wool since her back got worse.', ['Lower back']],
    ['The seat area is numb all the time now, though I have not ridden since. Back pain.', ['Lower back']],
    ['A colleague saw a wet patch on my trousers and I had not felt a thing. Back pain.', ['Lower back']],
  ])('raises cauda equina: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('cauda-equina');
  });
});

describe("thirty-sixth round: a clinician's own paraphrases of each warning sign (passive wishes, plans, the seat area)", () => {
  it.each([
    ['If a bus hit me tomorrow I honestly would not mind. Back pain.', ['Lower back']],
    ['I would not step out of the way of a lorry these days. Back pain.', ['Lower back']],
    ['I hope the cancer comes back and finishes me. Back pain.', ['Lower back']],
    ['I pray every night that I just do not wake up. Back pain.', ['Lower back']],
    ['I am not bothered whether I live or die any more. Back pain.', ['Lower back']],
    ['I told my wife I want to go to sleep for good. Back pain.', ['Lower back']],
    ['I am tired of fighting and want to let go for good. Back pain.', ['Lower back']],
    ['I drove past the bridge and thought how easy it would be. Back pain.', ['Lower back']],
    [
      'I said sorry for being a burden; they will not have to put up with me much longer. Back pain.',
      ['Lower back'],
    ],
    ['I am just waiting for the day it all ends, and I have a plan for it. Back pain.', ['Lower back']],
    ['I want the world to stop and let me off permanently. Back pain.', ['Lower back']],
    ['Everyone would be relieved if I went. Back pain.', ['Lower back']],
    ["I don't think I can keep myself safe tonight. Neck pain.", ['Neck']],
    ["I can't see any way out except dying. Neck pain.", ['Neck']],
    ['I keep a razor blade in my purse for when it gets too much. Neck pain.', ['Neck']],
    ['I cannot go on living like this and I have worked out how to stop. Neck pain.', ['Neck']],
    ["I've lost the will to live. Neck pain.", ['Neck']],
    ['The nurse asked whether I had thoughts of suicide and I said yes. Neck pain.', ['Neck']],
  ])('raises the crisis flag: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('mental-health-crisis');
  });

  it.each([
    ['The form asks about suicide, no I have never felt like that. Neck pain.', ['Neck']],
    ['The nurse asked whether I had thoughts of suicide and I said no. Neck pain.', ['Neck']],
    ['I could kill for a cup of tea right now. Neck pain.', ['Neck']],
    ["I'd kill to sleep properly. Neck pain.", ['Neck']],
  ])('raises no flag: %s', (text, areas) => {
    expect(flags(text, areas)).toEqual([]);
  });

  it.each([
    ['My back is killing me and my private parts feel like they belong to a stranger.', ['Lower back']],
    ['Back pain, and the skin between my legs feels like it has been to the dentist.', ['Lower back']],
    ['Lower back pain and I am peeing much less than usual even though I drink plenty.', ['Lower back']],
    ['Back pain and my bottom and thighs feel cold and tingly when I sit.', ['Lower back']],
    ['Back went lifting and since then my orgasms feel muted.', ['Lower back']],
    ['Back pain and I have to wear a pad now because I leak.', ['Lower back']],
  ])('raises cauda equina: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('cauda-equina');
  });
});

describe('an arm or leg gone weak all at once is a stroke sign (FAST), even when it came back', () => {
  it.each([
    ['My arm suddenly went weak and I dropped my cup.', ['Left shoulder']],
    ['Out of nowhere my leg went limp on the stairs this morning.', ['Left thigh']],
    ['Neck ache, and my right arm went weak for ten minutes and recovered within twenty minutes.', ['Neck']],
  ])('raises stroke: %s', (text, areas) => {
    expect(flags(text, areas)).toContain('stroke-vbi');
  });

  it('not a leg gone dead from sitting cross-legged that came back in a minute', () => {
    expect(
      flags('My leg went dead after sitting cross-legged, back within a minute. Back tight.', ['Lower back']),
    ).toEqual([]);
  });
});

describe('a second batch of paraphrases: slang, euphemism and a crash on purpose', () => {
  it.each([
    ['I think about ctb most days. Back pain.'],
    ["I'm scared I might do something stupid tonight. Back pain."],
    ['I would be better off six feet under. Back pain.'],
    ["I'm ready to check out. Back pain."],
    ["I've been looking at train timetables and thinking about it. Back pain."],
    ['I have thought of driving my car off the road on purpose. Back pain.'],
  ])('raises the crisis flag: %s', (text) => {
    expect(flags(text, ['Lower back'])).toContain('mental-health-crisis');
  });

  it.each([
    ['We checked out of the hotel and my back went on the drive home.'],
    ["I'm ready to check out the new gym. Back pain."],
    ["I'd rather die than have another operation. Back pain."],
    ["I'm dead tired after work every day. Back pain."],
  ])('raises no flag: %s', (text) => {
    expect(flags(text, ['Lower back'])).toEqual([]);
  });
});

describe("cauda equina paraphrases: a partner's touch not felt, a constant need with little passed", () => {
  it.each([
    ['Back pain and I can no longer feel my partner touching me down there.'],
    ['Back pain and I need a wee constantly but only a little comes.'],
  ])('raises cauda equina: %s', (text) => {
    expect(flags(text, ['Lower back'])).toContain('cauda-equina');
  });
});

describe('readings added in rounds 35 and 36, each on its own', () => {
  it("a screening question answered yes in a later clause of the same sentence is the person's own", () => {
    const asked = 'The doctor asked whether I had any numbness between my legs';
    expect(flags(`${asked} and I said yes. Back pain.`, ['Lower back'])).toContain('cauda-equina');
    expect(flags(`${asked} and I said no. Back pain.`, ['Lower back'])).toEqual([]);
  });

  it("a clause ending 'years ago', then a verbless 'after …', dates what follows in the sentence", () => {
    const text =
      'I should mention that about fifteen years ago, after a breakdown, I took an overdose. Knee sore.';
    expect(flags(text, ['Left knee'])).toEqual([]);
    expect(flags('After a breakdown last month I took an overdose. Knee sore.', ['Left knee'])).toContain(
      'mental-health-crisis',
    );
  });
});

describe('round 38: words near a flag that are not its sign', () => {
  it('a fever told as gone for days or weeks, with a back strained by the cough, is no spine infection', () => {
    const gone =
      'Had a bad cold with a temperature a while back, no fever for ten days now. Coughing has left my lower back sore.';
    expect(flags(gone, ['Lower back'])).toEqual([]);
    expect(
      flags('Temperature came down a week ago but my low back aches when I bend.', ['Lower back']),
    ).toEqual([]);
    // a fever now, or one that has only just begun, is still read
    expect(flags('I have had a fever for two days and my lower back is agony.', ['Lower back'])).toContain(
      'infection',
    );
    expect(flags('Back pain with a fever since yesterday.', ['Lower back'])).toContain('infection');
  });

  it('stepping off a bus or a kerb is a fall, not a plan; stepping in front of one is', () => {
    expect(
      flags('I stepped off the bus awkwardly and felt a kick at the back of my heel.', ['Right heel']),
    ).not.toContain('mental-health-crisis');
    expect(
      flags('Some days I think about stepping in front of a bus. My knee hurts.', ['Left knee']),
    ).toContain('mental-health-crisis');
  });

  it('lifting heavy at the gym is no chest pressure; a chest going heavy is', () => {
    expect(
      flags('Pulled my pec going too heavy on the bench, sore to press on, no breathlessness.', ['Chest']),
    ).toEqual([]);
    expect(
      flags('My chest goes heavy and tight when I walk uphill and it spreads to my jaw.', ['Chest']),
    ).toContain('cardiac');
  });

  it("a carer's relative's own family ('her sister') is not the one the text is about", () => {
    const text =
      'My dad is 78. His brother died of bowel cancer so he worries about every ache. Dad has a sore lower back after gardening.';
    expect(flags(text, ['Lower back'])).toEqual([]);
    // the relative written about is still the patient: his own cancer is read
    expect(
      flags('My dad is 78. He had bowel cancer and now his lower back aches.', ['Lower back']),
    ).toContain('malignancy');
  });

  it("an illness owned told the other way round ('the psoriasis of my sister') is the relative's", () => {
    const stiff = 'My fingers are stiff for a few minutes on waking.';
    expect(flags(`${stiff} Is this from the psoriasis of my sister?`, ['Left hand', 'Right hand'])).toEqual(
      [],
    );
    expect(flags(`${stiff} Is this from my psoriasis?`, ['Left hand', 'Right hand'])).toContain(
      'inflammatory-arthritis',
    );
  });

  it('goodbyes said at a leaving do are no farewell; goodbyes for the last time are', () => {
    expect(
      flags('Said goodbye to everyone at work after 30 years, a lovely send off. Knees ache on the stairs.', [
        'Left knee',
      ]),
    ).toEqual([]);
    expect(
      flags('I have said my goodbyes to everyone for the last time. Knees ache.', ['Left knee']),
    ).toContain('mental-health-crisis');
  });

  it('heartburn burning up the chest is no fever; burning up with shivers is', () => {
    const heartburn =
      'Heartburn burning up my chest after meals, an antacid settles it. My lower back aches by evening.';
    expect(flags(heartburn, ['Chest', 'Lower back'])).not.toContain('infection');
    expect(flags('I am burning up and shivering and my lower back is agony.', ['Lower back'])).toContain(
      'infection',
    );
  });

  it('weight lost for a reason named, or already back, is not unexplained weight loss', () => {
    expect(
      flags('Lost half a stone with a stomach bug last month but it has all come back now. Neck stiff.', [
        'Neck',
      ]),
    ).toEqual([]);
    expect(flags('Lost a few pounds breastfeeding. Upper back aches from feeding.', ['Upper back'])).toEqual(
      [],
    );
    expect(flags('Lost half a stone without trying. Neck stiff.', ['Neck'])).toContain('malignancy');
    // something else back is not the weight back
    expect(
      flags('I have lost a stone without trying. It has come back twice this year, the neck ache.', ['Neck']),
    ).toContain('malignancy');
    expect(
      flags('Lost a stone after a stomach bug, but I have put it back on. Neck stiff.', ['Neck']),
    ).toEqual([]);
  });

  it('tingling in the saddle that is gone minutes after getting off the bike is the saddle', () => {
    const bike =
      'I commute 20 km each way. My bottom and inner thighs are tingling at the end, but ten minutes after I get off it is normal. Low back stiff.';
    expect(flags(bike, ['Lower back'])).not.toContain('cauda-equina');
    expect(flags('My bottom has gone numb since yesterday and my low back hurts.', ['Lower back'])).toContain(
      'cauda-equina',
    );
  });

  it('tingling that goes off when the arm is moved is not numbness spreading', () => {
    const leaning =
      'Leaning on my elbow at the desk, my little finger goes tingly, and when I move my arm it goes off.';
    expect(flags(leaning, ['Left elbow'])).not.toContain('progressive-neuro-deficit');
    expect(flags('The numbness in my foot is spreading up my leg week by week.', ['Left foot'])).toContain(
      'progressive-neuro-deficit',
    );
  });

  it("'in my twenties' after 'I am' is the writer's age now, not a time gone by", () => {
    expect(
      flags("I'm in my twenties and some days I want to kill myself. Knee pain.", ['Left knee']),
    ).toContain('mental-health-crisis');
    expect(flags('I am still in my teens and I want to end my life. Knee pain.', ['Left knee'])).toContain(
      'mental-health-crisis',
    );
    // told of the past, and over
    expect(
      flags('In my twenties I wanted to kill myself but I got help and I am happy now. Knee pain.', [
        'Left knee',
      ]),
    ).not.toContain('mental-health-crisis');
  });

  it('a past sign that has come back or started again is now', () => {
    for (const text of [
      'I used to self harm as a teenager and I have started again. Back pain.',
      'Last year I tried to end my life and the thoughts are back this week. Back pain.',
      'Back in March I took an overdose and since then the thoughts have not gone away. Back pain.',
      'When I was 16 I cut myself, and this week I did it again. Back pain.',
      // in the next sentence, told as 'it'
      'Two years ago I tried to hang myself. Lately I have been thinking about it again. Back pain.',
      "Years ago, a dark patch, I wanted to die. It's back. Back pain.",
    ])
      expect(flags(text, ['Lower back'])).toContain('mental-health-crisis');
    // over, never back, or something else back
    expect(flags('Years ago I wanted to die. My sciatica is back. Back pain.', ['Lower back'])).not.toContain(
      'mental-health-crisis',
    );
    expect(
      flags('I self harmed as a teenager but I have been fine for twenty years. Back pain.', ['Lower back']),
    ).not.toContain('mental-health-crisis');
    expect(
      flags('Years ago I could not pee after an operation, but it never came back. Sore back from weeding.', [
        'Lower back',
      ]),
    ).toEqual([]);
  });

  it("numbness on the saddle that does not go away is saddle numbness; numbness that went away is the saddle's", () => {
    expect(
      flags('Since this morning I sit on the saddle and my bum is numb, not going away. Low back aches.', [
        'Lower back',
      ]),
    ).toContain('cauda-equina');
    expect(
      flags(
        'After a long bike ride my bottom was numb from the saddle but it went away within ten minutes. Back stiff.',
        ['Lower back'],
      ),
    ).not.toContain('cauda-equina');
  });

  it('a leg thinner than the other is no weight loss', () => {
    expect(
      flags(
        'My left leg has always been thinner than the right since a childhood illness. Back aches after digging.',
        ['Lower back'],
      ),
    ).not.toContain('malignancy');
  });

  it('a known inflammatory condition that is quiet is controlled; an active one is still flagged', () => {
    const quiet = 'I have gout but have not had an attack in three years. Low back sore after lifting.';
    expect(flags(quiet, ['Lower back'])).toEqual([]);
    expect(
      flags('I have rheumatoid arthritis and my rheumatologist is happy with it. Sore hip after gardening.', [
        'Right hip',
      ]),
    ).toEqual([]);
    expect(flags('I have rheumatoid arthritis. Sore hip after gardening.', ['Right hip'])).toContain(
      'inflammatory-arthritis',
    );
  });
});

describe('round 39: whose clause a denial belongs to, lives that are others', () => {
  it("a denial said of someone else ends where the writer's own clause begins", () => {
    expect(
      flags('On the days my partner is not home I have been burning my arms. Knee pain.', ['Right knee']),
    ).toContain('mental-health-crisis');
    // what others think of the writer still denies; so does a denial with its condition
    expect(
      flags('They do not think I have any numbness in my bottom. Back ache after gardening.', ['Lower back']),
    ).not.toContain('cauda-equina');
    expect(
      flags('The surgeon said no operation until I lose weight. Knee aches on the stairs.', ['Right knee']),
    ).toEqual([]);
  });

  it("'her own life' and 'their lives' in the words of a writer with their own pain are someone else's", () => {
    expect(
      flags(
        "My neighbour's daughter tried to take her own life and I carried her to the car. My back has ached since.",
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'I volunteer on a helpline where callers talk about ending their lives. My neck aches from the headset.',
        ['Neck'],
      ),
    ).toEqual([]);
  });

  it("'no changes' with the bladder denies; a job among catheters is the job", () => {
    expect(
      flags('Sciatica down my left leg for a week. No changes with my waterworks.', ['Lower back']),
    ).toEqual([]);
    expect(
      flags(
        'I work as a ward nurse, all day emptying catheters and changing pads. My back aches from the bending.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it('an adult waking up wet is a bladder sign; waking wet with sweat is not', () => {
    expect(
      flags('At 52 I have started waking up wet in the mornings. My low back has been bad for weeks.', [
        'Lower back',
      ]),
    ).toContain('cauda-equina');
    expect(flags('I keep waking up wet with sweat after my runs. Back aches.', ['Lower back'])).not.toContain(
      'cauda-equina',
    );
  });

  it('the front of the arm bunched up after something gave at the elbow is a torn tendon', () => {
    expect(
      flags(
        'Lifting a wardrobe I felt something give at my elbow and now the muscle in the front of my upper arm has bunched up.',
        ['Right elbow'],
      ),
    ).toContain('tendon-rupture');
  });

  it('intent told by a means kept for a decision, ways searched in secret, a plan complete but for its date', () => {
    for (const [text, where] of [
      [
        'Neck pain for months. I have been stockpiling my tramadol for the day I decide I have had enough.',
        'Neck',
      ],
      ['Hip pain. I have been googling things I should not, ways to end it.', 'Right hip'],
      [
        'My back is agony. I will not be bothering anyone for much longer. I have it all worked out, just not chosen the day.',
        'Lower back',
      ],
    ] as const)
      expect(flags(text, [where])).toContain('mental-health-crisis');
    // the date of a trip not yet picked is a trip
    expect(
      flags(
        'Knee sore. I am 70 and I have it all planned out for my retirement trip, just not picked the date.',
        ['Right knee'],
      ),
    ).toEqual([]);
  });
});

describe('round 39: inflammatory arthritis told in everyday words; progression and deformity told plainly', () => {
  it('inflammatory back pain: young, woken in the early hours, worse lying in, better by lunchtime or with anti-inflammatories', () => {
    for (const text of [
      'I am 31 and my lower back wakes me around 4 every morning. Lying in bed makes it worse and by lunchtime I am fine.',
      'I am 28. Ibuprofen works wonders on my back. The pain wakes me in the early hours.',
      // a time that ends its sentence ('3am.') is still an hour
      'I am 25. Back pain wakes me at 3am. Moving about eases it.',
    ])
      expect(flags(text, ['Lower back'])).toContain('inflammatory-arthritis');
  });

  it('small joints stiff for an hour or more, an eye inflammation with sore heels, a digit swollen along its length', () => {
    expect(
      flags('My fingers are like wood for at least an hour after I wake, in both hands.', ['Left hand']),
    ).toContain('inflammatory-arthritis');
    expect(
      flags('I had iritis last year and now both heels hurt with my first steps in the morning.', [
        'Left heel',
      ]),
    ).toContain('inflammatory-arthritis');
    expect(flags('My middle toe has swollen up all the way along, no injury.', ['Left foot'])).toContain(
      'inflammatory-arthritis',
    );
  });

  it('swelling in three marked joints on both sides is inflammatory; one swollen leg is not', () => {
    expect(
      flags('They have been swollen and sore for six weeks now, no injury.', [
        'Left knee',
        'Right knee',
        'Right ankle',
        'Left wrist',
      ]),
    ).toContain('inflammatory-arthritis');
    expect(
      flags('It has been swollen and sore for six weeks now, no injury.', [
        'Left knee',
        'Left ankle',
        'Left calf',
      ]),
    ).not.toContain('inflammatory-arthritis');
  });

  it('hands laid side by side to compare them are no double vision', () => {
    expect(
      flags(
        "Both hands puffy every morning. You can see it if I lay my hands side by side with my husband's.",
        ['Right hand'],
      ),
    ).not.toContain('stroke-vbi');
  });

  it('a condition stable on its injections is controlled; a cancer ward is a workplace', () => {
    expect(
      flags(
        'Ankylosing spondylitis for years, stable on my injections. Pulled a hamstring sprinting yesterday.',
        ['Back of left thigh'],
      ),
    ).toEqual([]);
    expect(
      flags('I work on the oncology day unit and my back is sore from bending over beds.', ['Lower back']),
    ).toEqual([]);
  });

  it('a forearm with a kink after a fall is a fracture; a hand a bit less strong each week is a progressing deficit', () => {
    expect(
      flags("After falling off the wall my daughter's forearm has a kink halfway along.", ['Left forearm']),
    ).toContain('fracture');
    expect(flags('Neck pain. Each week there is a bit less strength in my left hand.', ['Neck'])).toContain(
      'progressive-neuro-deficit',
    );
  });
});

describe("round 39: a denial ends at a new clause joined by 'and'; pain a notch worse is no weakness", () => {
  it('a painkiller that is not touching it, and pain worse each week, in a teenager: bone pain to X-ray', () => {
    expect(
      flags(
        'I am 17. A deep ache in my shin, worst at night. Paracetamol is not touching it and each week it is worse.',
        ['Left shin'],
      ),
    ).toContain('malignancy');
  });

  it('an ache a notch worse each week is pain, not a weakening limb', () => {
    expect(
      flags('Each week my shoulder ache is a notch worse since I started painting the fence.', [
        'Right shoulder',
      ]),
    ).not.toContain('progressive-neuro-deficit');
  });
});

describe('round 39: a family history of spondyloarthritis with inflammatory features of ones own', () => {
  it('a parent with ankylosing spondylitis and heels sore first thing before 45 is inflammatory arthritis until checked', () => {
    expect(
      flags(
        'I am 24. My dad has ankylosing spondylitis, and my heels are sore with my first steps every morning.',
        ['Left heel', 'Right heel'],
      ),
    ).toContain('inflammatory-arthritis');
  });

  it("a relative's diagnosis with stiffness after sitting, which anyone has, is not", () => {
    expect(
      flags(
        'My sister has psoriatic arthritis. I am 35 and my back is stiff for a moment after a long drive.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });
});

describe("round 40: someone else's signs, idioms and benign lumps are not the writer's flag", () => {
  it("a parent's foot drop or a mother's facial droop told by a writer with their own pain is theirs, not the writer's", () => {
    expect(
      flags(
        'My grandad has Parkinsons and shuffles now since his foot drops. I am 45 and my back hurts from lifting him.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My mum had a stroke in 2019, her face went down on one side. I am her carer and my back aches from lifting her.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it("a carer writing about the patient still raises the patient's flag", () => {
    expect(
      flags('My dad is 70. Since Monday his foot drops and drags and his leg is getting weaker every day.', [
        'Right foot',
      ]),
    ).toContain('progressive-neuro-deficit');
  });

  it('a character on a TV programme losing control of his bladder is not the writer', () => {
    expect(
      flags(
        'Saw a programme where a man with a slipped disc wet himself and lost control of his bladder. My back is just stiff.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it("a shudder at a thought is no fever, 'finally cracked and booked' no break, 'it turned out someone had' no deformity", () => {
    expect(
      flags('The idea of surgery gives me the shivers, so I want physio for my knee.', ['Left knee']),
    ).toEqual([]);
    expect(
      flags('I finally cracked and booked in, my lower back has ached for weeks.', ['Lower back']),
    ).toEqual([]);
    expect(
      flags(
        'Thought I had been shot in the back of the leg, it turned out someone had kicked a ball at me. I can walk on it fine.',
        ['Left calf'],
      ),
    ).not.toContain('fracture');
  });

  it('a soft lump on the point of the elbow is a bursa, and both arms like a cartoon sailor are muscles', () => {
    expect(
      flags('I have a soft squishy swelling like an egg on the point of my elbow, no pain, not red.', [
        'Right elbow',
      ]),
    ).toEqual([]);
    expect(
      flags('My mates joke that both my arms look like Popeye, I lift a lot. My wrist aches.', [
        'Left wrist',
      ]),
    ).toEqual([]);
  });

  it('a biceps balled up after a pop is still a torn tendon', () => {
    expect(
      flags('Felt a pop lifting a sofa, now a ball in my upper arm like Popeye.', ['Right upper arm']),
    ).toContain('tendon-rupture');
  });

  it('the swelling gone after a sprain is healing, not a limb going weak', () => {
    expect(
      flags('Sprained my ankle a month ago, bruising gone, still wobbly on hills.', ['Left ankle']),
    ).not.toContain('progressive-neuro-deficit');
  });

  it('weight lost on a slimming medicine, and a relative driven to chemotherapy, are not malignancy', () => {
    expect(
      flags('I have dropped two stone on the weight loss jabs my doctor started. My knees ache less.', [
        'Left knee',
      ]),
    ).toEqual([]);
    expect(
      flags('I take my mum to her chemo every Tuesday and the car seat has given me a stiff neck.', ['Neck']),
    ).toEqual([]);
  });

  it("a form's list of conditions answered 'never had any' after the list is denied", () => {
    expect(
      flags(
        'The form lists psoriasis, colitis and uveitis: never had any. I am 30, my back aches after gardening, stiff for five minutes.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });
});

describe("round 40: sleep, 'here again' and overdoses of chores; intent told by relapse or a hope the heart stops", () => {
  it('pain that does not wake me, not wanting to be here again next year, an overdose of housework: no crisis', () => {
    expect(
      flags('My hip is better lying down, and moving helps, it does not wake me.', ['Left hip']),
    ).toEqual([]);
    expect(
      flags('I do not want to be here again next year with the same knee, so I want a proper plan.', [
        'Right knee',
      ]),
    ).toEqual([]);
    expect(
      flags('My husband says I overdose on gardening and then my back pays for it.', ['Lower back']),
    ).toEqual([]);
  });

  it('going back to the razor after years without, or hoping the heart gives up in the night, is a crisis', () => {
    expect(
      flags('My knees are bad and I went back to the razor last week after two years clean.', ['Left knee']),
    ).toContain('mental-health-crisis');
    expect(
      flags('Every night I lie there hoping my heart will just give up in my sleep. My back aches.', [
        'Lower back',
      ]),
    ).toContain('mental-health-crisis');
  });
});

describe('round 40: deficit and malignancy told by what changed', () => {
  it('the fleshy bit of the thumb thinner with grip failing is a deficit, not weight loss', () => {
    const f = flags(
      'Neck pain into my arm for a month. I can no longer hold a mug and the fleshy bit at the base of my thumb looks thinner.',
      ['Neck', 'Right hand'],
    );
    expect(f).toContain('progressive-neuro-deficit');
    expect(f).not.toContain('malignancy');
  });

  it('numbness that was in the toes ten days ago and is up to the shin now is spreading', () => {
    expect(
      flags('The numbness was in my toes ten days ago and it is up to my shin now. Back aches.', [
        'Lower back',
        'Left shin',
      ]),
    ).toContain('progressive-neuro-deficit');
  });

  it('a task managed a fortnight ago that now fails, less each week, is progressive weakness', () => {
    expect(
      flags(
        'I cannot climb the stairs without the rail now, a fortnight ago I could. Each week I am managing less.',
        ['Left thigh'],
      ),
    ).toContain('progressive-neuro-deficit');
  });

  it('slimmer without trying at 70 with pain worst in bed is malignancy until checked', () => {
    expect(
      flags('I am 70 and have slimmed down but I have not been trying to. My back is worst in bed.', [
        'Lower back',
      ]),
    ).toContain('malignancy');
  });
});

describe('round 40: a writer who names their own headaches is the patient', () => {
  it("an uncle's temporal arteritis told beside the writer's usual headaches is the uncle's", () => {
    expect(
      flags(
        'My uncle had temporal arteritis and went blind in one eye. I am 61 and these are my usual tension headaches, the same for years.',
        ['Head'],
      ),
    ).toEqual([]);
  });

  it('a carer telling of their mother, with no pain of their own, still raises her flag', () => {
    expect(
      flags(
        'Mum is 78. She has new headaches at her temples, her jaw aches when she chews and she lost sight in one eye today.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
  });
});

describe('round 41: intent told by acts and the end let come; a stitch, a pun, drink and a support worker', () => {
  it('stopping the medicines that keep one alive so the end comes sooner is a crisis', () => {
    expect(
      flags(
        'I have stopped my insulin and the blood thinners, no point dragging it out now. My knees ache.',
        ['Left knee'],
      ),
    ).toContain('mental-health-crisis');
  });

  it('not waiting for nature, a Swiss clinic looked into, an exit from the world planned: a crisis', () => {
    expect(
      flags('The funeral is paid for. I have no intention of waiting for nature to take me. My hip hurts.', [
        'Left hip',
      ]),
    ).toContain('mental-health-crisis');
    expect(
      flags(
        'I looked into the place in Switzerland but it is far too dear. My back has ached for fifteen years.',
        ['Lower back'],
      ),
    ).toContain('mental-health-crisis');
    expect(
      flags('Do not send exercises, I am planning my exit from this world. Shoulder pain.', [
        'Left shoulder',
      ]),
    ).toContain('mental-health-crisis');
  });

  it('cuts in neat rows, a fall part of the writer wanted to be the end, a sudden calm with things given away', () => {
    expect(
      flags(
        'My son says the scratches on his arms are from the cat but they are in neat rows. He wants help with his wrist.',
        ['Left wrist'],
      ),
    ).toContain('mental-health-crisis');
    expect(
      flags('I fell down the stairs again and part of me hoped it would be the end. Bruised hip.', [
        'Left hip',
      ]),
    ).toContain('mental-health-crisis');
    expect(
      flags(
        'After months of silence my dad is suddenly cheerful and has given his tools to my brother. His back aches.',
        ['Lower back'],
      ),
    ).toContain('mental-health-crisis');
  });

  it('laughing fit to kill, plans for a wife\'s end with the hospice, "can not go on like this" with sleep: no flag', () => {
    expect(
      flags(
        'My nephew had me on the bouncy castle and I nearly killed myself laughing. Low back sore since.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'We are making plans for the end with the hospice nurses as my husband has cancer. My shoulder is sore from lifting him.',
        ['Right shoulder'],
      ),
    ).toEqual([]);
    expect(
      flags('I can not go on like this with the sleep, my shoulder wakes me when I roll over.', [
        'Right shoulder',
      ]),
    ).toEqual([]);
  });

  it('one of the residents a carer looks after self-harms: not the carer', () => {
    expect(
      flags(
        'I work in a care home and one of the residents I look after self harms, so it has been a hard month. My back aches after hoisting.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it("a runner's stitch named as such, a pun on a load dropped on the foot, double vision from drink: no flag", () => {
    expect(
      flags(
        'Sharp pain under my ribs when I breathe in hard on runs, a stitch I think, gone a minute after I stop.',
        ['Abdomen'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'A crate fell on my toes at work, boots took it, just a bruise. Foot drop in the literal sense haha.',
        ['Left foot'],
      ),
    ).toEqual([]);
    expect(
      flags('I was seeing double by the end of the wedding thanks to the wine, and now my neck is stiff.', [
        'Neck',
      ]),
    ).toEqual([]);
  });

  it('pain worse when lifting the baby is an aggravating task, not weakness; weight lost while breastfeeding is explained', () => {
    expect(
      flags(
        'My weight has been dropping since the baby came, breastfeeding all day. Both wrists ache from lifting her, worse on the thumb side.',
        ['Left wrist', 'Right wrist'],
      ),
    ).toEqual([]);
  });

  it('swollen fingers in pregnancy that are long gone are no joint swelling now', () => {
    expect(
      flags(
        'My fingers were puffy when I was pregnant but that is long gone. Now my wrist hurts lifting the baby, stiff for a few minutes.',
        ['Right wrist'],
      ),
    ).toEqual([]);
  });
});

describe('round 41: a fragile spine or hip after a small fall, a brief collapse, clothes that need a belt', () => {
  it('one spot on the spine that makes someone yelp when pressed after a fall is a fracture until X-rayed', () => {
    expect(
      flags(
        'My wife fell on the ice onto her back. She is 70 and yelps when I press one spot on her spine.',
        ['Lower back'],
      ),
    ).toContain('fracture');
  });

  it('a heavy sit-down at 79 with a pain shooting through the back is a fracture until X-rayed', () => {
    expect(
      flags(
        "I'm 79. Sat down a bit heavily on the sofa last night and a pain shot through my back, I can't roll over.",
        ['Lower back'],
      ),
    ).toContain('fracture');
  });

  it('an old person who cannot put the foot to the floor after a trip is a hip fracture until X-rayed', () => {
    expect(
      flags(
        'Nan is 91. She tripped on the step, her groin hurts and she can not lift the leg or put her foot on the floor.',
        ['Left hip'],
      ),
    ).toContain('fracture');
  });

  it('a collapse told by coming round, with back and belly pain from nowhere at 74, is an aneurysm until proven otherwise', () => {
    expect(
      flags(
        'My dad, 74, dropped to the ground in the yard and came round after a few seconds; his back and tummy hurt badly, it came on from nowhere.',
        ['Lower back', 'Abdomen'],
      ),
    ).toContain('aortic-aneurysm');
  });

  it('trousers that need a belt now with constant back pain at 70 is malignancy until checked', () => {
    expect(
      flags('I am 70. My trousers need a belt now and my back aches constantly, even lying flat.', [
        'Lower back',
      ]),
    ).toContain('malignancy');
  });

  it('unsteady on the feet in the dark with dropped cups and a stiff neck is a spinal cord sign', () => {
    expect(
      flags(
        'I keep dropping cups and I am all over the place on my feet in the dark. My neck has been stiff.',
        ['Neck'],
      ),
    ).toContain('progressive-neuro-deficit');
  });

  it('a steroid injection at a private clinic is no numbness in the private parts', () => {
    expect(
      flags('Had a steroid injection in my back at a private clinic, it helped a lot.', ['Lower back']),
    ).toEqual([]);
  });
});

describe('round 42: the look of inflammatory arthritis, a heart or a clot without it', () => {
  it('colitis in remission is no cancer in remission', () => {
    expect(
      flags('Crohns, in remission for years on azathioprine. Strained my low back digging the garden.', [
        'Lower back',
      ]),
    ).toEqual([]);
  });

  it('fingers puffy in a heatwave or in pregnancy are fluid, not joints', () => {
    expect(
      flags(
        'In the heatwave last week my fingers swelled like sausages and my ring stuck. My shoulder aches.',
        ['Left shoulder'],
      ),
    ).toEqual([]);
    expect(
      flags('My hands were puffy in late pregnancy. Now my baby is 8 weeks and my wrist hurts lifting her.', [
        'Right wrist',
      ]),
    ).toEqual([]);
  });

  it('normal inflammation markers and rheumatoid factor, or no flare in years on treatment, are controlled', () => {
    expect(
      flags(
        'My GP checked and my inflammation markers and rheumatoid factor were normal. Hands ache after typing.',
        ['Left hand'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Rheumatoid arthritis on methotrexate, not had a flare in years. Twisted my knee on the stairs, sore inside.',
        ['Left knee'],
      ),
    ).toEqual([]);
  });

  it('psoriasis with swelling from a rolled ankle is the sprain; psoriasis with an hour of morning stiffness is not', () => {
    expect(
      flags(
        'I have had psoriasis for years. Rolled my ankle at netball yesterday, it is swollen and bruised.',
        ['Right ankle'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'I have psoriasis and my lower back is stiff for an hour every morning, better once I get moving.',
        ['Lower back'],
      ),
    ).toContain('inflammatory-arthritis');
  });

  it('fingers slow in a cold store until they warm up are the cold', () => {
    expect(
      flags(
        'I work in a freezer warehouse; my fingers are clumsy for a few minutes until they warm up and are fine.',
        ['Left hand'],
      ),
    ).toEqual([]);
  });

  it('breathless as the bump grows, or a tight chest that the reliever inhaler settles, is no clot and no heart', () => {
    expect(
      flags('I am 32 weeks pregnant and puffed on the stairs as the bump has grown. My pelvis aches.', [
        'Left groin',
      ]),
    ).toEqual([]);
    expect(
      flags('Cold air gives me a tight chest and wheeze, my inhaler eases it in a minute. Sore knee.', [
        'Left knee',
      ]),
    ).toEqual([]);
  });

  it('bending sideways, too puffed to talk on a run, a precordial catch: movement, breath and a twinge', () => {
    expect(
      flags('Took a knock at rugby; my side clicks when I twist or bend sideways, breathing is fine.', [
        'Chest',
      ]),
    ).toEqual([]);
    expect(
      flags('On the running bits I am breathing so hard I can not talk, it settles walking. Tight calves.', [
        'Left calf',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'I get a precordial catch now and then, my GP said it is nothing to worry about. My upper back aches.',
        ['Upper back'],
      ),
    ).toEqual([]);
  });
});

describe('round 43: reported words, a little one, sport jumps, a known end; a growing lump and a stress fracture', () => {
  it("what someone 'said to me' is their own statement, not advice to watch for it", () => {
    expect(
      flags(
        "My brother has sold his motorbike cheap to his mate and said to me 'I will not be anyone's problem much longer'. His back aches.",
        ['Lower back'],
      ),
    ).toContain('mental-health-crisis');
  });

  it("a fever of 'my little one' is the child's, not the parent's who carries them", () => {
    expect(
      flags(
        'Our little one has been poorly with a raised temperature for days. My shoulders ache from carrying her about; I feel well myself.',
        ['Upper back'],
      ),
    ).toEqual([]);
  });

  it('jumping down from a climbing wall or a trampoline is a landing, not a plan', () => {
    expect(
      flags('I jumped off the top of the climbing wall at the gym and landed badly; my knee is sore.', [
        'Right knee',
      ]),
    ).toEqual([]);
    expect(
      flags('My son and I were jumping off the trampoline into the pool and I jarred my back.', [
        'Lower back',
      ]),
    ).toEqual([]);
  });

  it('a funeral planned by someone in palliative care is the care of a known end, not a plan of their own', () => {
    const planned = 'has sorted her funeral with the vicar and given her rings to my sister';
    expect(screen(`Mum ${planned}. Her hip hurts.`).present.has('final_arrangements')).toBe(true);
    expect(
      screen(`Mum is under the palliative team and ${planned}. Her hip hurts.`).present.has(
        'final_arrangements',
      ),
    ).toBe(false);
    expect(
      screen(`Mum has terminal cancer and ${planned}. Her hip hurts.`).present.has('final_arrangements'),
    ).toBe(false);
  });

  it('a lump told first and then said to be growing, with pain at night, needs checking', () => {
    expect(
      flags(
        'There is a firm lump on the side of my upper arm which has got bigger since the summer, and the arm aches at night. I have not hurt it.',
        ['Left upper arm'],
      ),
    ).toContain('malignancy');
  });

  it('a runner in marathon training with one spot on the foot that hurts to press has a possible stress fracture', () => {
    expect(
      flags(
        'In marathon training at the moment. A small spot on the top of my right foot really hurts when I press it and I am limping.',
        ['Right foot'],
      ),
    ).toContain('fracture');
  });

  it("stiffness that comes on by lunchtime, 'no break' on an X-ray and gripping a mug are no red flags", () => {
    expect(
      flags('Long days at the laptop. My neck gets stiff by lunchtime and is fine at the weekend.', ['Neck']),
    ).toEqual([]);
    const xray = assess({
      symptoms:
        'I fell on my hand playing netball. The X-ray showed no break, just a sprain, and they put it in a support.',
      painLocations: ['Left wrist'],
    });
    expect(xray.triage.red_flags).toEqual([]);
    expect(extract('The X-ray showed no break, just a sprain.').present.has('constant_pain')).toBe(false);
    expect(extract('After the climb I could barely grip my mug.').present.has('pressure_feeling')).toBe(
      false,
    );
  });
});

describe('round 44: angina and a heart attack told without the chest; jaw tiring at a meal; words that are not signs', () => {
  it('effort brings on a burning in the throat or upper stomach that rest settles, past 45 in a smoker: angina', () => {
    const r = assess({
      symptoms:
        'I am 61 and a smoker. When I walk up a hill I get a burning in my throat and the top of my stomach, and if I stop and stand for a couple of minutes it goes.',
      painLocations: ['Neck', 'Abdomen'],
    });
    expect(r.triage.red_flags).toContain('cardiac');
    expect(['urgent', 'emergency']).toContain(r.triage.level);
  });

  it('grey, clammy and breathless with an ache between the shoulder blades is a heart attack until shown otherwise', () => {
    const r = assess({
      symptoms:
        'My husband is 74 and has an ache between his shoulder blades since teatime, he has gone pale and sweaty and gets out of breath walking to the bathroom.',
      painLocations: ['Upper back'],
    });
    expect(r.triage.red_flags).toContain('cardiac');
    expect(r.triage.level).toBe('emergency');
  });

  it('a jaw that tires during supper, with a new headache above the ear past 50, is giant cell arteritis', () => {
    expect(
      flags(
        'I am 72. By halfway through supper my jaw is achy and I have to pause. I have had a throbbing pain above my left ear for a fortnight and I do not get headaches normally.',
        ['Jaw', 'Head'],
      ),
    ).toContain('giant-cell-arteritis');
  });

  it('a known gout flare, a rheumatologist who found wear and tear, a normal rheumatoid factor: no inflammatory flag', () => {
    expect(
      flags('My gout is playing up in the big toe again, same as the last few times, it is red and sore.', [
        'Left foot',
      ]),
    ).not.toContain('inflammatory-arthritis');
    expect(
      flags('My rheumatologist says my knees are plain wear and tear. They ache on the stairs.', [
        'Left knee',
      ]),
    ).not.toContain('inflammatory-arthritis');
    expect(
      flags(
        'The GP checked my rheumatoid factor and it came back normal. My thumb base aches when I open jars.',
        ['Left hand'],
      ),
    ).not.toContain('inflammatory-arthritis');
  });

  it('numb from a long sit that passes minutes after getting off, a 25 kg bag, a double check: no red flags', () => {
    expect(
      flags(
        'My backside gets a bit numb after a long day on the forklift but it goes within a few minutes of getting off it. Bladder normal.',
        ['Left buttock'],
      ),
    ).toEqual([]);
    // (the cheeks of the bottom are no part of the face)
    expect(
      flags(
        'Long day in the digger and my bum cheeks were numb, it went within a couple of minutes of walking about. Bladder normal.',
        ['Left buttock'],
      ),
    ).toEqual([]);
    expect(
      flags('I hurt my lower back lifting 25 kg bags off the lorry on Friday. I feel well in myself.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags('Neck a bit stiff. The eye tests were fine; the clinic people just wanted to double check.', [
        'Neck',
      ]),
    ).toEqual([]);
  });
});

describe('round 46: a fragile spine that goes on bending, spreading numbness told in steps, cancer told by what changed', () => {
  it('osteoporosis and the back goes on bending down: a vertebral fracture until an X-ray says otherwise', () => {
    expect(
      flags(
        'I have osteoporosis. I bent down to feed the dog and felt a sharp pain in the middle of my back, and it has been sore since.',
        ['Upper back'],
      ),
    ).toContain('fracture');
  });

  it('numbness told in one sentence and where it has got to now in the next is a progressive deficit', () => {
    expect(
      flags('Numb toes on my right foot last week. Now its gone up to the middle of my shin.', [
        'Left lower leg',
      ]),
    ).toContain('progressive-neuro-deficit');
  });

  it('a lump told by its size then and now, or night pain no position eases getting worse each week: cancer is checked', () => {
    expect(
      flags(
        'A firm lump on my shin was the size of a pea in the spring, now it is like an egg. It aches deep down at night and I never knocked it.',
        ['Left lower leg'],
      ),
    ).toContain('malignancy');
    expect(
      flags(
        'I am 71. My back pain is at its worst at night and nothing, lying flat or sitting in the chair, takes the edge off. It is worse every week.',
        ['Lower back'],
      ),
    ).toContain('malignancy');
  });

  it('a fever with constant pain that rest does not ease is the infection flag alone, not cancer as well', () => {
    expect(
      flags(
        'Running a fever of 39 for two days. My back pain is constant and resting does not ease it at all.',
        ['Lower back'],
      ),
    ).toEqual(['infection']);
  });

  it('a hand that wakes numb in the thumb and first fingers, chores, exercise, a bite, a clear X-ray: no flag', () => {
    expect(
      flags(
        'Most nights my left hand wakes me numb in the thumb, index and middle fingers, then it comes back. Mild ache.',
        ['Left hand'],
      ),
    ).toEqual([]);
    expect(
      flags('i dont want to be here doing this questionnaire, my shoulder just clicks when i lift it', [
        'Left shoulder',
      ]),
    ).toEqual([]);
    expect(
      flags('I overdid it and overdosed on lunges at the gym, my thighs are so sore.', ['Left thigh']),
    ).toEqual([]);
    expect(
      flags('A horsefly bit me on the ankle yesterday, it is a red itchy bump. Otherwise I feel well.', [
        'Left ankle',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'I am 82 with brittle bones and fell in the kitchen; the X-ray of my hip showed no break. Walking with my stick.',
        ['Left hip'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Rolled my ankle at football; it is sore in the soft hollow in front of the ankle bone, the bones are fine to press.',
        ['Left ankle'],
      ),
    ).toEqual([]);
  });
});

describe('round 47: carers and the people they look after, cancer a scan has excluded, a punch, a child named by a parent in pain', () => {
  it('weight down by about a stone, or night pain past 50 whichever side one lies on: cancer is checked', () => {
    expect(
      flags('Lower back aching for five weeks. I am down about a stone since August.', ['Lower back']),
    ).toContain('malignancy');
    expect(
      flags(
        'I am 63. The ache between my shoulder blades wakes me every night and whichever side I sleep on it stays the same.',
        ['Upper back'],
      ),
    ).toContain('malignancy');
  });

  it("a teenager's night pain with a new hard lump, no better after weeks off sport: a bone tumour until an X-ray says otherwise", () => {
    expect(
      flags(
        'My son is 13. His shin has ached for six weeks and it wakes him at night. A hard lump has come up below his knee that was not there before, and a fortnight off rugby has made it no better. He never knocked it.',
        ['Left lower leg'],
      ),
    ).toContain('malignancy');
  });

  it('a knuckle sunk and a hand puffed up after a punch is a fracture, not arthritis', () => {
    expect(
      flags(
        "Landed a punch on a man's chin at the boxing club. The knuckle of my little finger has sunk and my hand's puffed up since.",
        ['Right hand'],
      ),
    ).toEqual(['fracture']);
  });

  it('a basal cell skin cancer, or a past cancer whose scan found no spread, does not make back pain a cancer flag', () => {
    expect(
      flags(
        'I had a basal cell carcinoma cut from my cheek two years ago. Now my low back aches after gardening, better when I move about.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Bowel cancer treated six years ago. My lower back flared after hoovering; the oncologist arranged an MRI which showed wear and tear and no spread.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it("what a carer tells of the person they look after, or of a fall on their shift, is not the carer's", () => {
    expect(
      flags(
        'The woman I care for has foot drop after her stroke, and my lower back aches from hoisting her.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags('A resident fell and fractured her hip during my shift; I hurt my lower back helping lift her.', [
        'Lower back',
      ]),
    ).toEqual([]);
  });

  it('advice told as a condition, lifelong scruffy writing, a joke about big arms: no flag', () => {
    expect(
      flags(
        'My physio says if I can not feel the toilet paper I must go to A&E, but the feeling down there is normal. Lower back sore from gardening.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My handwriting has always been a mess, since school. Today my wrist is sore after a day of typing.',
        ['Right wrist'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Mates call me Popeye arms after all the bicep curls. Just a mild ache at the elbow after the gym.',
        ['Right elbow'],
      ),
    ).toEqual([]);
  });

  it('a swelling going down day by day is neither a fall nor pain getting worse', () => {
    const s = screen(
      'Banged my knee on the coffee table; the bruise and swelling are going down day by day.',
    );
    expect(s.present.has('fall')).toBe(false);
    expect(s.present.has('progressive_pain')).toBe(false);
  });

  it('a parent telling of their own knee after playing with their son gets no children-only caution', () => {
    const result = assess({
      symptoms:
        'Playing football with my son on Sunday I tweaked my knee. A little sore going downstairs, no swelling, it bends and straightens fully, and it is improving each day.',
      painLocations: ['Left knee'],
    });
    expect(result.triage.level).toBe('self-care');
    const child = assess({
      symptoms:
        'My son is 9 and his knee has been sore after football for a week, no swelling, he can bend and straighten it fully.',
      painLocations: ['Left knee'],
    });
    expect(child.triage.level).toBe('routine');
  });
});

describe('round 48: a range of hours sat still, gloves blamed for fumbling', () => {
  it('a swollen calf after days of 10-14 hours sat at a desk is a clot risk', () => {
    expect(
      flags(
        'Three weeks of 10-14 hours sitting at my laptop for exams. Since yesterday my left calf has swollen up.',
        ['Left calf'],
      ),
    ).toContain('dvt');
  });

  it('fumbling blamed on thick work gloves is no clumsy hand; hands that feel as if in gloves still are', () => {
    expect(
      screen(
        'I fumble and drop things on the line, but that is because of the thick rubber gloves we wear.',
      ).present.has('clumsy_hands'),
    ).toBe(false);
    expect(
      screen(
        'I keep dropping things and my hands feel like I have thick gloves on, for two months now.',
      ).present.has('clumsy_hands'),
    ).toBe(true);
  });
});

describe('round 49: a writer who gives their age and sex in shorthand is the patient', () => {
  it("'52F, …' makes the writer the patient, so a relative's numbness and bladder told after it stay the relative's", () => {
    const text =
      '52F, sore lower back after a long drive. My sister lost control of her bladder and went numb between the legs before her spinal operation.';
    expect(flags(text, ['Lower back'])).toEqual([]);
    expect(
      flags('F52. Since yesterday I cannot pass urine and I am numb between the legs, with my back pain.', [
        'Lower back',
      ]),
    ).toContain('cauda-equina');
  });
});

describe('round 50: scalp soreness told by brushing and flinching, a scaphoid and a finger struck by a ball, causes named for sweats, numbness and weight', () => {
  it('over 50, a new headache with hair too sore to comb, a flinch when the head is touched, or a thick sore cord at the temple', () => {
    expect(
      flags(
        "I'm 72. For ten days a new headache on the left, and combing my hair there is too sore to bear.",
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags(
        'My husband noticed I winced when he touched the right side of my head. Headaches there for two weeks, not like me. I am 66.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags('Aged 71, headaches for three weeks, and over my right temple there is a thick, tender cord.', [
        'Head',
      ]),
    ).toContain('giant-cell-arteritis');
  });

  it('a fall on the hand with the hollow below the thumb tender, or a finger struck by a ball now bent to one side: an X-ray', () => {
    expect(
      flags(
        'Slipped on ice yesterday onto my right hand. The small hollow just below my thumb, on the back of the wrist, is very tender when I press it.',
        ['Right wrist'],
      ),
    ).toContain('fracture');
    expect(
      flags('A cricket ball struck the tip of my little finger; the middle joint now sits off to one side.', [
        'Right hand',
      ]),
    ).toContain('fracture');
  });

  it('press studs no longer done up, in both hands and getting worse over months, with a stiff neck: a deficit to check', () => {
    expect(
      flags(
        'For two months I can no longer do up the poppers on my overalls, both hands, getting worse. My neck has been stiff for a year.',
        ['Neck', 'Left hand', 'Right hand'],
      ),
    ).toContain('progressive-neuro-deficit');
  });

  it('a basal cell cancer named after the word cancer, sweats put down to an antidepressant or a hot room, a momentary ripping twinge: no flag', () => {
    expect(
      flags(
        'Skin cancer (basal cell) removed from my ear last year. Lower back sore after gardening, eases as I move.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'I am 58. Night sweats since starting sertraline, which the GP says is a common side effect. My knee aches after netball.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      screen(
        'Sweating at night because the flat is like an oven this summer and we have no fan.',
      ).present.has('night_sweats'),
    ).toBe(false);
    expect(
      flags(
        '68 and a smoker: a ripping twinge across my low back when I bend to the dishwasher, gone in a second.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it('weight lost on a weekly injection, a face numb from the dentist, feet numb from a known neuropathy: no flag', () => {
    expect(
      flags(
        'I have lost 10 kg on my weekly injection from the diabetes clinic. My hip is stiff getting out of the car.',
        ['Left hip'],
      ),
    ).toEqual([]);
    expect(
      flags(
        "Numb on the whole right side of my face after the dentist's injection for a filling, it wore off after lunch; my jaw aches today.",
        ['Jaw'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Diabetic neuropathy: both feet numb in a stocking pattern for years, unchanged. New pain under my right heel in the mornings.',
        ['Right heel'],
      ),
    ).toEqual([]);
  });

  it('rising on the toes told as no trouble keeps a kick to the calf from reading as a torn Achilles', () => {
    expect(screen('Walking fine and going up on my toes is no problem.').present.has('tiptoe_intact')).toBe(
      true,
    );
    expect(
      flags(
        'A lad kicked the back of my calf in five-a-side. Bruised, but going up on my toes is no problem.',
        ['Left calf'],
      ),
    ).toEqual([]);
  });
});

describe('round 51: a crash pictured as meant, words said not to be literal, nights sat up in a chair, power graded lower, falling full length, strength returning', () => {
  it('a crash pictured as a way out raises the crisis flag, even after "not suicidal"; a crash that happened does not', () => {
    expect(
      flags(
        'Not suicidal, honestly. On the school run I think about aiming the car at the crash barrier. My knee has been bad for three years.',
        ['Right knee'],
      ),
    ).toContain('mental-health-crisis');
    expect(
      flags('I swerved the car into the barrier on the ring road last week and my neck has ached since.', [
        'Neck',
      ]),
    ).not.toContain('mental-health-crisis');
  });

  it('a wish told and then said not to be meant literally raises no crisis flag', () => {
    const text =
      'My back is so bad some days I could jump off the pier out of sheer frustration, not literally of course, I just want it fixed before my holiday in June and my daughter says physio might help.';
    expect(screen(text).present.has('not_literal')).toBe(true);
    expect(flags(text, ['Lower back'])).toEqual([]);
  });

  it('pain strongest at night, nights sat up in a chair and a body thin now that was once big raise malignancy', () => {
    expect(
      flags(
        'My mum is 74. Her back pain is very severe at night, she sits in the armchair the whole night. She is bony now, she used to be a big woman. No fall.',
        ['Lower back'],
      ),
    ).toContain('malignancy');
  });

  it('power graded lower today than at the last visit is progressive; graded higher is not', () => {
    expect(
      flags('Sciatica 8 weeks. Ankle dorsiflexion 2/5 today, was 4/5 at my last visit.', ['Lower back']),
    ).toContain('progressive-neuro-deficit');
    expect(
      flags('Sciatica 8 weeks. Ankle dorsiflexion 4/5 today, was 3/5 at my last visit.', ['Lower back']),
    ).not.toContain('progressive-neuro-deficit');
  });

  it('going full length on the ground is a fall', () => {
    expect(screen('I went my length on the icy path this morning.').present.has('fall')).toBe(true);
    expect(
      flags('Went full length on the icy path, now my elbow is like a balloon and I cannot straighten it.', [
        'Right elbow',
      ]),
    ).toContain('fracture');
  });

  it('strength coming back with rehabilitation after a plaster is recovery, not a progressive weakness', () => {
    expect(
      flags(
        'Arm weaker than before after six weeks in plaster, but it is getting stronger with the physio exercises.',
        ['Left wrist'],
      ),
    ).not.toContain('progressive-neuro-deficit');
  });
});

describe('round 52: giant cell arteritis told by touch, hats, pillows and meals; worsening angina; weight told in stones; causes that explain a sign', () => {
  it('giant cell arteritis: a tender forehead side, a sore patch under a hat, a vein like string, a head kept off the pillow', () => {
    expect(
      flags(
        "I'm 66. A new ache over both temples this month, and it is sore when I touch the sides of my forehead.",
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags(
        'Grandma is 84. Her head is sore along one side where her hat sits, and her left eye went misty for a bit today.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags(
        'Dad, 79, has had a bad head for ten days and the artery by his eyebrow feels like a piece of wire. He could not rest that side of his head on the pillow.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
  });

  it('giant cell arteritis: dialect headaches, a jaw that tires after a few mouthfuls or halfway through a meal, a comparison with the past', () => {
    expect(
      flags(
        'Aged 70. Never had sair heids in my life, now my heid is louping at the sides and the comb hurts my scalp.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags(
        '62, male. After a few mouthfuls of a sandwich my jaw aches until I stop. New pain at the side of my head for two weeks.',
        ['Jaw', 'Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags(
        'I am 75 with a new headache at my temples. Halfway through my dinner my jaw gets tired and I stop, the way my calves cramped like my legs used to on hills.',
        ['Head', 'Jaw'],
      ),
    ).toContain('giant-cell-arteritis');
  });

  it('a blind coming down over one eye is sight lost (not the idiom), and any change in sight with giant cell arteritis is an emergency', () => {
    expect(
      screen('The sight in my right eye was like a blind being lowered over it.').present.has('visual_loss'),
    ).toBe(true);
    expect(screen('He walked about like a blind man in the dark.').present.has('visual_loss')).toBe(false);
    const blurred = assess({
      symptoms:
        "I'm 77, with a new headache at my temples for three weeks, the scalp tender to brush, and my sight is blurry at times.",
      painLocations: ['Head'],
    }).triage;
    expect(blurred.red_flags).toContain('giant-cell-arteritis');
    expect(blurred.level).toBe('emergency');
  });

  it('angina getting worse, a chest like a load lying on it, and an ache climbing to the chest with breathlessness on a walk', () => {
    expect(
      flags('I have angina. These days the GTN spray works slower than it did and I need it most days.', [
        'Chest',
      ]),
    ).toContain('cardiac');
    expect(
      flags('Mum says her chest feels like a bag of cement is sitting on it, and she is clammy.', ['Chest']),
    ).toContain('cardiac');
    expect(
      flags(
        'Whenever I walk the dog up the hill I get an ache that starts in my wrist and climbs up into my chest and I am breathless with it.',
        ['Chest'],
      ),
    ).toContain('cardiac');
  });

  it('weight told in stones, clothes hanging, sweaty nights and Scots words raise malignancy; a lifting belt is no weight loss', () => {
    expect(
      flags(
        'I weighed 13 stone at Easter and am now 11, not dieting. My back aches all the time and wakes me.',
        ['Lower back'],
      ),
    ).toContain('malignancy');
    expect(
      flags(
        'Knee aching for two months, deep and worse at night. My overalls are hanging off me and I eat the same.',
        ['Left knee'],
      ),
    ).toContain('malignancy');
    expect(
      flags('My back is nae better lyin doon and worse at nicht, and I have lost a stane no tryin.', [
        'Lower back',
      ]),
    ).toContain('malignancy');
    expect(screen("I have lost weight: my belt's on the tightest hole.").present.has('weight_loss')).toBe(
      true,
    );
    expect(screen('I bought a new weight belt for the gym.').present.has('weight_loss')).toBe(false);
  });

  it('an aortic tear in clinical shorthand and a face that looks as if it slid down', () => {
    expect(
      flags(
        '72M smoker. Sudden severe back pain 30 min ago, described as tearing. Pale, diaphoretic, near syncope.',
        ['Lower back', 'Abdomen'],
      ),
    ).toContain('aortic-aneurysm');
    expect(
      flags('Brushing my teeth the left side of my face looked like it had slid down. I am 61.', ['Head']),
    ).toContain('stroke-vbi');
  });

  it('causes named explain the sign: an unchanged prostate, tight goggles, a long sit, a hypo, a drink given up, a star sign', () => {
    expect(
      flags(
        'Weak flow and up twice a night for 4 years, the urologist has me on tablets and nothing has changed. My lower back is sore after gardening.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags('Aged 68. My temples were sore after wearing tight swimming goggles all afternoon, fine today.', [
        'Head',
      ]),
    ).toEqual([]);
    expect(
      flags('Aged 68. New headache like a tight hat and my scalp is sore when I brush my hair.', ['Head']),
    ).toContain('giant-cell-arteritis');
    expect(
      flags('My low back is stiff after sitting a long time at my desk and eases with a walk.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags('Woke sweating in the night, my sugar was low, a hypo. My shoulder aches from painting.', [
        'Left shoulder',
      ]),
    ).toEqual([]);
    expect(
      flags('Gave up the beer in January and lost a stone. My heel hurts first thing.', ['Left heel']),
    ).toEqual([]);
    expect(
      flags('I am a Cancer by star sign so I fret. My neck is stiff from the new pillow.', ['Neck']),
    ).toEqual([]);
  });

  it('more causes: a fever gone, the heat on a building site, a running stitch, a growing bump, reading glasses, a hen do, trainers', () => {
    expect(
      flags(
        'Flu all week, aches in every muscle. The fever has gone since yesterday and my back still aches.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags('It is 39 degrees on site this week and I am sweating. My back is sore from lifting.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'A stitch under my ribs when I am running that catches when I breathe in and goes within a minute of stopping.',
        ['Abdomen'],
      ),
    ).toEqual([]);
    expect(
      flags(
        '30 weeks pregnant and breathless on the stairs as the bump grows; the midwife says all is well. My pelvis aches.',
        ['Left groin'],
      ),
    ).toEqual([]);
    expect(
      flags('My eyesight is going, I needed reading glasses at 49. Neck stiff from the laptop.', ['Neck']),
    ).toEqual([]);
    expect(
      flags('My speech was slurred after the prosecco at the hen do. Neck sore since.', ['Neck']),
    ).toEqual([]);
    expect(
      flags('Time to end it all with these trainers! Both arches ache after long runs.', ['Left foot']),
    ).toEqual([]);
  });

  it('going to the emergency department is no limb that went; a heavy bench press, a knot from a run, hot hikes, a sign still there after its cause', () => {
    expect(
      flags('Last week sudden pain in my right side and back, went to A&E and it was a kidney stone.', [
        'Lower back',
      ]),
    ).not.toContain('stroke-vbi');
    expect(
      flags(
        'Sharp spot by my breastbone since I did heavy bench press. Hurts when I press it. No sweating.',
        ['Chest'],
      ),
    ).toEqual([]);
    expect(
      flags('Flew to Spain. A tender knot in my calf from a run the day before I flew, no swelling.', [
        'Right calf',
      ]),
    ).toEqual([]);
    expect(
      flags('My fingers puff up on long hikes in the heat, both hands, gone within an hour.', ['Left knee']),
    ).toEqual([]);
    expect(
      flags(
        'I had a filling with an injection this morning. My lip and tongue are still numb so I sound odd.',
        ['Jaw'],
      ),
    ).toEqual([]);
  });

  it('an abdominal workout is a strain: a tearing feeling after crunches at 30 is no aneurysm; in a pale 70-year-old smoker it still is', () => {
    expect(
      flags(
        'Age 30. It feels like I have been torn in two after crunches on Friday, sore when I sit up, otherwise well.',
        ['Abdomen'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Age 70, smoker. Tearing pain in my back doing crunches at the gym and I went white and sweaty.',
        ['Lower back'],
      ),
    ).toContain('aortic-aneurysm');
  });

  it('a retention told two years ago and sorted by a catheter for a day is past', () => {
    expect(
      flags(
        "Three years ago I couldn't pass water after a knee operation, they put a catheter in for a day and it sorted. Now my back aches from digging.",
        ['Lower back'],
      ),
    ).toEqual([]);
  });
});

describe('round 53: likenesses are no causes, clinical saddle words, belongings shared out, jobs and moves, hands and tendons', () => {
  it('a cause named inside a likeness explains nothing; a real cause still does', () => {
    expect(
      flags(
        'Since lifting the logs my bum and privates feel dead, like I have been sat on a hard saddle for hours.',
        ['Lower back'],
      ),
    ).toContain('cauda-equina');
    expect(
      flags(
        'Numb between my legs after three hours on a hard saddle in the sportive yesterday, gone by the evening.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My fingers puff up like sausages on long summer hikes and go down an hour later. Knee sore on descents.',
        ['Left knee'],
      ),
    ).toEqual([]);
  });

  it('saddle numbness in clinical words is cauda equina whatever saddle is named; so is a bladder that does not empty', () => {
    expect(
      flags('Known L5/S1 prolapse. New saddle anaesthesia since this morning.', ['Lower back']),
    ).toContain('cauda-equina');
    expect(
      flags('Disc bulge. Since yesterday a feeling of incomplete emptying of my bladder.', ['Lower back']),
    ).toContain('cauda-equina');
  });

  it('sharing out who gets what, with nothing ahead, raises the crisis flag', () => {
    expect(
      screen("I've been working out who gets what from the shed.").present.has('final_arrangements'),
    ).toBe(true);
    expect(
      flags(
        "My shoulder is finished and so is my job. I've been working out who gets what from the shed. Won't need any of it where I'm going.",
        ['Right shoulder'],
      ),
    ).toContain('mental-health-crisis');
  });

  it('not crises: overdose calls at work, things given away before emigrating, no wish to wake at 5am, a pupil who self-harmed', () => {
    expect(
      flags(
        'Three overdose calls on my last night shift, standard for the ambulance. My back aches from the stretcher.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Giving away my furniture and saying goodbye to friends because we are emigrating to Canada in May! Knee sore.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags('I never want to wake up at 4am for the bakery shift again. Heel pain first thing.', [
        'Left heel',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'A pupil in my class was found self-harming this week and it shook me. My own neck is stiff from marking.',
        ['Neck'],
      ),
    ).toEqual([]);
  });

  it('not cauda equina: a slow stream as it has always been, a long-known enlarged prostate, a near miss told as a joke', () => {
    expect(
      flags('Slow flow just the same as it has always been. New low back ache after weeding.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags('Enlarged prostate for years, up once a night. Back stiff after the long drive.', ['Lower back']),
    ).toEqual([]);
    expect(
      flags('Deadlifted so heavy I nearly soiled myself haha. Back pumped, legs fine.', ['Lower back']),
    ).toEqual([]);
  });

  it('a heavy press and a spreading bruise are no heart; a torn chest tendon and a drooping fingertip are ruptures', () => {
    expect(
      flags(
        'Doing heavy bench press I felt a rip by my armpit; the fold at the front of the armpit is flat now and a bruise is spreading down the left arm.',
        ['Left shoulder', 'Chest'],
      ),
    ).toEqual(['tendon-rupture']);
    expect(
      flags(
        'Caught my finger on the duvet and the end of it hangs down; I can only straighten the tip if I push it up.',
        ['Right hand'],
      ),
    ).toContain('tendon-rupture');
  });

  it('the hollow between thumb and index finger and fingers that will not spread are a nerve failing, not a tendon', () => {
    const found = flags(
      'My ring and little fingers have been numb for two months and it is getting worse: there is a dip in the muscle between my thumb and index finger and I cannot spread my fingers.',
      ['Left hand'],
    );
    expect(found).toContain('progressive-neuro-deficit');
    expect(found).not.toContain('tendon-rupture');
  });

  it('stress fractures: a rib tender at one spot with heavy training, a foot after more mileage', () => {
    expect(
      flags(
        'Rowing twice a day. One spot on my lowest rib hurts when I press it, worse on each stroke, building for two weeks with heavy training.',
        ['Chest'],
      ),
    ).toContain('fracture');
    expect(
      flags(
        'I upped my mileage for a marathon and now one spot on the top of my foot is exquisitely tender and it hurts to walk.',
        ['Left foot'],
      ),
    ).toContain('fracture');
  });

  it('causes: weight lost to sore dentures or to training twice a day; handwriting spoiled by a painful thumb; a scan of the pain now clear after a cancer', () => {
    expect(
      flags(
        'Dad has lost a little weight because his new dentures hurt and he eats soup. His knee aches on stairs.',
        ['Right knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'I have lost weight since starting university with two training sessions a day. Knee sore on runs.',
        ['Right knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My writing is messy but that is because the base of my thumb is so sore when I hold a pen. I am 70.',
        ['Right hand'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Bowel cancer 6 years ago. For this back ache an MRI last month was clear and the oncologist is happy. Stiff after gardening.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Bowel cancer 2 years ago and all the scans after were clear. Now a new ache in my spine for five weeks.',
        ['Upper back'],
      ),
    ).toContain('malignancy');
  });

  it('a next sentence that opens on "By" and says the sign passed ends it', () => {
    expect(
      flags(
        'After the race my arms were so weak I could not hold a pen. By the evening they were back to normal. Shoulder niggle.',
        ['Left shoulder'],
      ),
    ).toEqual([]);
  });
});

describe('round 54: long messages and second-language English: angina told by the throat and arm, clinical shorthand, idioms and causes', () => {
  it('angina: a pressing feeling mid-chest with a heavy arm on lifting; throat tightness down the left arm on a hill, eased by standing', () => {
    expect(
      flags(
        'Aged 63. When I lift crates my left arm goes heavy with a pressing feeling in the middle of my chest.',
        ['Chest'],
      ),
    ).toContain('cardiac');
    expect(
      flags(
        'i am 60. when i walk up the hill i get tightness in my throat and down my left arm, i stop and stand and it go away.',
        ['Neck'],
      ),
    ).toContain('cardiac');
    expect(
      screen('What I noticed is it comes on with a squeezing feeling across the chest.').present.has(
        'chest_pain',
      ),
    ).toBe(true);
  });

  it('clinical shorthand for inflammatory arthritis, and a temperature taken at dialysis', () => {
    expect(flags('41F nurse. 3/12 bilateral MCP swelling. Fatigue.', ['Left hand', 'Right hand'])).toContain(
      'inflammatory-arthritis',
    );
    expect(
      flags(
        'On dialysis three times a week. Low back pain for two weeks, and a temperature at dialysis on Monday.',
        ['Lower back'],
      ),
    ).toContain('infection');
  });

  it('a trouble named by its -ing word in a denied list is denied too', () => {
    const read = screen(
      "I haven't had any dizziness, double vision, trouble talking or swallowing, or weakness.",
    );
    expect(read.present.has('slurred_speech')).toBe(false);
    expect(read.present.has('dysphagia')).toBe(false);
  });

  it('idioms: a feverish pace, sick and tired, not unwell, a heart in the mouth, numb to the pain, desperate to get back, helping weight loss along', () => {
    expect(
      flags(
        'Feverish pace at the warehouse before Christmas. I am sick and tired of this back but not unwell at all.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags('My heart was in my mouth when my son fell off the wall, and I jarred my neck catching him.', [
        'Neck',
      ]),
    ).toEqual([]);
    expect(screen('I am numb to the pain by now.').present.has('spreading_numbness')).toBe(false);
    expect(
      screen('The skin around my back passage is numb to the touch.').present.has('saddle_numbness'),
    ).toBe(true);
    expect(
      flags(
        'Eight weeks after my hip replacement and desperate to get back to the allotment. Stiff at night.',
        ['Left hip'],
      ),
    ).not.toContain('mental-health-crisis');
    expect(
      flags('Lost two stone on a plan, and I walk daily to help it along. Back aches after circuits.', [
        'Lower back',
      ]),
    ).not.toContain('mental-health-crisis');
  });

  it('causes: a heat rash from a hot water bottle, weight lost on purpose, a joint no warmer than expected, an inhaler, diuretics, a migraine aura, a stair', () => {
    expect(
      flags(
        'A lacy red rash over my back from the hot water bottle, the pharmacist said toasted skin. No fever. Back ache as usual.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        "I've tried a knee brace, paracetamol and I've lost some weight. Knees stiff for ten minutes in the morning.",
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags('I have lost half a stone since I started walking to work. Knee aches on the hill. I am 56.', [
        'Left knee',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'Three weeks after a knee replacement. The nurse said the wound is clean, no redness, and it is warm but no warmer than the surgeon told me to expect.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Asthma since childhood: a bit breathless on hills in the cold and my blue inhaler sorts it out within a few minutes. Sore ribs from a cough.',
        ['Chest'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My ankles swell since the GP started a water tablet for my heart. Back sore after moving boxes.',
        ['Lower back'],
      ),
    ).not.toContain('inflammatory-arthritis');
    expect(
      flags(
        'Aged 72. Migraines since I was young, always with flashing zigzags first, unchanged for decades. Neck stiff from a new pillow.',
        ['Neck', 'Head'],
      ),
    ).toEqual([]);
    expect(
      flags('Achilles stiff in the mornings for two months; I do heel drops off a step with new trainers.', [
        'Left heel',
      ]),
    ).not.toContain('fracture');
  });

  it('thighs sore as if kicked by a horse after a first leg day are no thunderclap', () => {
    expect(
      flags(
        'Squats yesterday and today it is like I was kicked by a horse in both thighs. I can still rise onto my toes.',
        ['Left thigh'],
      ),
    ).toEqual([]);
  });
});

describe('round 55: carers finding someone on the floor, painkillers that barely help, tablets taken to test waking, scalp and hand signs, and more traps', () => {
  it('fractures: found on the floor with a leg turned out and short; a punch that sank a knuckle; a kneecap in two pieces', () => {
    expect(
      flags(
        'Care worker. We found Mr B (91) on the kitchen floor at breakfast; his right leg lies turned out and looks shorter.',
        ['Right hip'],
      ),
    ).toContain('fracture');
    expect(
      flags('Kickboxer, 22. Caught the heavy bag wrong and the knuckle of my ring finger has sunk in.', [
        'Right hand',
      ]),
    ).toContain('fracture');
    const knee = flags(
      'Slipped on wet tiles and landed on my knee; the kneecap feels like it is in two pieces and I cannot lift my leg.',
      ['Left knee'],
    );
    expect(knee).toContain('fracture');
    expect(knee).not.toContain('stroke-vbi');
  });

  it('malignancy: a deep bone ache worse in bed that painkillers barely touch, past 50; a kidney removed for a growth', () => {
    expect(
      flags(
        'Aged 70. Deep ache in my upper arm bone for six weeks, worse in bed, and the co-codamol barely touches it.',
        ['Left upper arm'],
      ),
    ).toContain('malignancy');
    expect(
      flags(
        'I had a kidney removed for a tumour in 2019. Now an ache in my lower back for three weeks, no strain.',
        ['Lower back'],
      ),
    ).toContain('malignancy');
  });

  it('suicide: tablets taken to see whether one would wake; wishing an illness had been the end', () => {
    expect(
      flags(
        'Knee still bad after the operation. On Sunday I took a handful of my sleeping tablets to see if I would wake up.',
        ['Left knee'],
      ),
    ).toContain('mental-health-crisis');
    expect(screen('Some days I wish the stroke had just finished me off.').present.has('suicidal')).toBe(
      true,
    );
  });

  it('giant cell arteritis: the crown of the head tender, the hairbrush unbearable, hips stiff in the mornings, past 60', () => {
    expect(
      flags(
        'My gran is 84. She says the crown of her head feels bruised and she cannot stand the hairbrush. Her hips are stiff every morning.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
    expect(
      flags(
        'I am 69. My jaw cramps halfway through chewing a sandwich, and my head is tender over the top when I lie on it.',
        ['Jaw', 'Head'],
      ),
    ).toContain('giant-cell-arteritis');
  });

  it('progressive deficits: numbness that started in the little finger and now reaches all fingers; the web muscle thinning', () => {
    expect(
      flags(
        'My right hand is numb, at first only the little finger, now all the fingers and up the forearm, for two weeks.',
        ['Right hand'],
      ),
    ).toContain('progressive-neuro-deficit');
    expect(
      flags(
        'I cannot pick up coins from the counter and the muscle between my thumb and first finger is going thin. Neck stiff.',
        ['Left hand', 'Neck'],
      ),
    ).toContain('progressive-neuro-deficit');
  });

  it('traps: a fast month, a back that felt as if it snapped, writing spoiled by a splint, an old dislocation, leg ulcers, a lad talked down, a heavy bench, an accent, a trolley', () => {
    expect(
      flags('I lose a few kilos every Ramadan and they come back. Neck stiff from the laptop.', ['Neck']),
    ).toEqual([]);
    expect(
      flags(
        'Age 33, healthy. It felt like my back snapped when I lifted the mower, sore but walking and easing.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My handwriting is poor because my wrist is in a splint after a sprain; the X-ray showed no break.',
        ['Right wrist'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Out of the sling now, eight weeks after I dislocated my shoulder, and the arm is weak above shoulder height.',
        ['Left shoulder'],
      ),
    ).not.toContain('fracture');
    expect(
      flags('District nurse dressing leg ulcers all day; my lower back aches by evening.', ['Lower back']),
    ).toEqual([]);
    expect(
      flags(
        'Spent three hours on a railway bridge last week talking a young man down. I am fine; my knees ache from kneeling.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags('Felt my pec go benching too heavy. Sore to press on the muscle, breathing fine.', ['Chest']),
    ).toEqual([]);
    expect(
      flags('My speech sounds slurred to strangers but that is my Glasgow accent. Back stiff.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'Both legs go heavy when I walk to the shops and ease when I lean on the trolley. Bladder fine. Back stiff.',
        ['Lower back'],
      ),
    ).not.toContain('cauda-equina');
  });
});

describe('round 56: traps of every length: likenesses, jobs, drink, headwear, hair, heating, and a cause told in the next sentence', () => {
  it('a next sentence opening on what it turned out to be explains the signs before it', () => {
    expect(
      flags(
        'Woke at 4am with my left arm dead and tingling and panicked. Turns out I had fallen asleep on the sofa with it over the armrest. Neck stiff since.',
        ['Neck'],
      ),
    ).toEqual([]);
    expect(flags('Woke at 4am with my left arm dead and weak. My neck is stiff since.', ['Neck'])).toContain(
      'stroke-vbi',
    );
  });

  it('headwear and hair explain a sore scalp only when new or worn loose helps; a tender scalp with glasses that hurt still counts', () => {
    expect(
      flags('Aged 67. My temples are sore from my new glasses being too tight; fine with them off.', [
        'Head',
      ]),
    ).toEqual([]);
    expect(flags('Aged 67. A new headache for a month and my glasses hurt my temples.', ['Head'])).toContain(
      'giant-cell-arteritis',
    );
    expect(
      flags(
        'Mum is 72. Her scalp is tender where she wears her hair in a tight bun, and when she wears it down it is better.',
        ['Head'],
      ),
    ).toEqual([]);
  });

  it('not flags: a crack that was a phone, double vision from tequila, pain that takes the breath away with normal breathing, dead legs as tiredness', () => {
    expect(
      flags(
        'Heard a crack when I went over, but it turned out it was my phone in my pocket. Ankle rolled, walking fine.',
        ['Left ankle'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'I was seeing double at the party after the tequila. Neck stiff since from sleeping on a chair.',
        ['Neck'],
      ),
    ).toEqual([]);
    expect(
      flags('Reaching up the pain takes my breath away, sharp in the shoulder, but my breathing is normal.', [
        'Left shoulder',
      ]),
    ).toEqual([]);
    expect(
      flags('My legs are dead after the double shift haha, everything is dead. Low back aches.', [
        'Lower back',
      ]),
    ).toEqual([]);
  });

  it("not flags: a feared heart attack, a mental health worker's assessments, a burning likened to skin, evening ankle swelling after a healed break", () => {
    expect(screen('I thought I was having a heart attack but it was wind.').present.has('chest_pain')).toBe(
      false,
    );
    expect(
      flags(
        'I do risk assessments with people who are suicidal all week; my own problem is a sore knee from driving.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags('A patch on my thigh burns like the skin is not mine since I wore a heavy tool belt.', [
        'Left thigh',
      ]),
    ).toEqual([]);
    expect(
      flags('Off crutches after my broken ankle healed; the ankle swells a bit by the evening.', [
        'Left ankle',
      ]),
    ).not.toContain('dvt');
  });

  it('a denied list keeps its sweats denied past a phrase about the arm; kneeling work explains sore knees; heating stuck on explains sweats', () => {
    const read = screen('Not out of breath, no sweats or feeling sick, nothing going down the arm.');
    expect(read.present.has('sweating')).toBe(false);
    expect(
      flags(
        'My knees are inflamed after work, I lay floors on my knees all day. They are fine in the morning.',
        ['Left knee', 'Right knee'],
      ),
    ).toEqual([]);
    expect(
      flags('Waking drenched every night because the heating is stuck on full blast. My neck is stiff.', [
        'Neck',
      ]),
    ).toEqual([]);
  });
});

describe('round 57: signs told in pictures, reading rules for denials, wishes and dated injuries, and traps from jobs and jokes', () => {
  it('a denial that is the subject of its own verb does not deny the next item of the sentence', () => {
    expect(
      flags(
        'I share needles. Lower back agony for days, no position helps, hot and cold sweats and feverish.',
        ['Lower back'],
      ),
    ).toContain('infection');
    expect(screen('Back sore, no fever, chills or sweats.').denied.has('fever')).toBe(true);
  });

  it('an accident the writer did not notice is told, not denied', () => {
    expect(
      flags(
        'My back has been bad since the move. I did not realise I had wet the bed until I woke up in it.',
        ['Lower back'],
      ),
    ).toContain('cauda-equina');
    expect(
      screen('Nothing stirs down below when my wife and I try, which is new.').present.has(
        'sexual_dysfunction',
      ),
    ).toBe(true);
  });

  it('rigors, a hot joint and swelling told in pictures raise infection', () => {
    expect(
      flags(
        'A splinter went into my thumb a few days ago. Now the thumb is glowing and I was rattling with cold in bed last night.',
        ['Right hand'],
      ),
    ).toContain('infection');
    expect(
      flags(
        'Knee replaced five weeks ago. Sweating one minute and frozen the next, teeth going, and the knee is worse.',
        ['Right knee'],
      ),
    ).toContain('infection');
  });

  it('a heart attack told by a load on the chest, beads of sweat and talk broken off for air', () => {
    expect(
      flags('Feels as if a bag of cement is lying on my chest and I keep retching.', ['Chest']),
    ).toContain('cardiac');
    expect(
      flags(
        'Dad has his hand on his chest, beads of sweat on his forehead, and keeps stopping to catch his breath.',
        ['Chest'],
      ),
    ).toContain('cardiac');
    // a likeness that only sits near the chest is no load on it
    expect(
      screen('Like I ran for miles but I sat on a bench, and my chest hurts when I breathe in.').present.has(
        'chest_pressure',
      ),
    ).toBe(false);
  });

  it('double vision told as two of a thing, one over the other, after a neck crick', () => {
    expect(
      flags(
        'Hurt my neck lifting hay. Now the room spins and I see two of the door, one sitting above the other.',
        ['Neck'],
      ),
    ).toContain('stroke-vbi');
    expect(
      flags('Seeing double all summer since the twins arrived to stay, neck stiff from carrying them.', [
        'Neck',
      ]),
    ).toEqual([]);
  });

  it('a clot told by whole days at the wheel, a calf come up, a pink patch, and a squeeze that hurts', () => {
    expect(
      flags(
        'Two days of driving to the ferry and back. My right calf has come up and feels like it has been by a radiator.',
        ['Right calf'],
      ),
    ).toContain('dvt');
    expect(
      flags('Twenty weeks pregnant. Left calf has a pink patch and is sore when my husband squeezes it.', [
        'Left calf',
      ]),
    ).toContain('dvt');
  });

  it('weight loss told by figures falling and a belt taken in; night sweats told by the pillowcase', () => {
    expect(
      screen('I have dropped from 14 stone to 12 this year without trying.').present.has('weight_loss'),
    ).toBe(true);
    expect(screen('My belt is on a new hole again.').present.has('weight_loss')).toBe(true);
    expect(
      screen('I keep changing my pillowcase in the night, it is soaked.').present.has('night_sweats'),
    ).toBe(true);
  });

  it('a leg that will not take the person after a fall is a possible fracture', () => {
    expect(
      screen('My leg will not take me and I am hopping everywhere.').present.has('cannot_weight_bear'),
    ).toBe(true);
    expect(
      flags(
        'Fell off the trailer onto my shin. My leg will not take my weight and I am hopping around the house.',
        ['Right shin'],
      ),
    ).toContain('fracture');
  });

  it("'different to how I used to' compares with the past: the act is now", () => {
    expect(
      flags(
        'Business gone under. I look at the tablets in the drawer different to how I used to. Back pain as well.',
        ['Lower back'],
      ),
    ).toContain('mental-health-crisis');
  });

  it('an asked sign answered with a wish is an ironic no, unless the wish says what is had instead', () => {
    expect(
      flags('Losing weight? I wish, gained half a stone. Lower back stiff after shifts.', ['Lower back']),
    ).toEqual([]);
    expect(
      flags(
        'Losing weight? I wish it was only that, I have lost two stone without trying and my back aches at night.',
        ['Lower back'],
      ),
    ).toContain('malignancy');
  });

  it('an injury at an age in the teens is long ago; an act at an age can come back', () => {
    expect(
      flags(
        'Broke my wrist coming off a trampoline at 14, I am 39 now. The wrist aches after long days of lifting at work.',
        ['Right wrist'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Took an overdose at 17. Since the divorce I have been thinking of doing it again. Back aches too.',
        ['Lower back'],
      ),
    ).toContain('mental-health-crisis');
  });

  it('a sentence that opens on the injury is the writer’s own, whoever else it names', () => {
    const result = assess({
      symptoms:
        'Pulled my back lifting my toddler out of the bath last night. Much better today and moving fine, nothing down the legs.',
      painLocations: ['Lower back'],
    });
    expect((result.cautions ?? []).map((c) => c.id)).not.toContain('child');
  });

  it("not flags: a carer's catheter bags and clients, a joke about chores, a sunburnt scalp, a garden patch, a muscle torn doing crunches", () => {
    expect(
      flags(
        'Care assistant: my shift is emptying catheter bags and helping clients who are incontinent. Low back sore after.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags('My husband says I never notice when the washing needs doing. Back stiff after gardening.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags('Aged 70. Gardened all day without a hat and my scalp is sore to touch now.', ['Head']),
    ).toEqual([]);
    expect(
      flags('Aged 68. Back aching since I dug the potato patch, crept up over the day, no numbness.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags('Aged 24. Felt a rip in my stomach muscle doing crunches with a plate.', ['Abdomen']),
    ).toEqual([]);
  });

  it('not flags: a chilled aisle, turning over in bed, a leg swung out that hurts, a bruise coming out, cracking joints and cracked skin', () => {
    expect(screen('I work the chilled section all day and my back aches.').present.has('fever')).toBe(false);
    expect(
      flags('Fell on my hip on the ice. I am 38. Sore turning over in bed but walking normally.', [
        'Left hip',
      ]),
    ).toEqual([]);
    expect(screen('My groin is tight when I swing my leg out to the side.').present.has('foot_drop')).toBe(
      false,
    );
    expect(
      flags('Fell on my side at work, bruising coming out on the side of my thigh, walking fine, 30.', [
        'Left thigh',
      ]),
    ).toEqual([]);
    expect(flags('My knees crack when I squat, no pain.', ['Left knee', 'Right knee'])).toEqual([]);
    expect(flags('My hands are dry and cracked from washing at work.', ['Left hand'])).toEqual([]);
  });

  it('not flags: a feared diagnosis, the people a crisis worker visits, not depressed and wanting to live', () => {
    expect(
      flags(
        'I am scared I have rheumatoid arthritis like my aunt, but no swelling and no morning stiffness.',
        ['Left hand', 'Right hand'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'I work on a crisis line talking to people who have self harmed or are suicidal. My neck is tense.',
        ['Neck'],
      ),
    ).toEqual([]);
    expect(
      flags('Tired of this back pain for months. I am not depressed, I want to live a normal life again.', [
        'Lower back',
      ]),
    ).toEqual([]);
  });
});

describe('round 58: advice quoted from leaflets and sheets, warnings denied, clerked patients, and signs told in pictures', () => {
  it('a leaflet or discharge sheet quoted is advice, and so are the items of its list after a comma', () => {
    expect(
      flags(
        'The physio booklet says you need to be seen if you cannot stand on your toes. I can, it just aches in my calf after running.',
        ['Left calf'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'After my knee injection the sheet says come back if the knee gets hot, red and swollen or you get a fever. None of that, just stiff.',
        ['Right knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My op letter says watch for breathlessness, chest pain or a swollen calf. Day 12 after my hip op, all fine.',
        ['Right hip'],
      ),
    ).toEqual([]);
    // the writer's own signs after the advice still count
    expect(
      flags(
        'The leaflet says watch for a swollen calf. My left calf is now swollen, hot and hard, 10 days after my knee op.',
        ['Left calf'],
      ),
    ).toContain('dvt');
  });

  it("'nothing like that with me' and 'I have none of those' after a poster or leaflet deny its signs", () => {
    expect(
      flags(
        'Saw a poster at the chemist about strokes: face drooping, arm weakness, slurred speech. Nothing like that with me, my neck is just stiff from sleeping awkwardly.',
        ['Neck'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My aunt gave me a leaflet on arteritis: new headache, sore scalp, jaw pain when chewing. I am 66 and I have none of those. My wrist aches.',
        ['Left wrist'],
      ),
    ).toEqual([]);
  });

  it('a patient the writer clerked has the signs told after, not the writer', () => {
    expect(
      flags(
        'On my surgical rotation I clerked a woman with sudden breathlessness and sharp pain on breathing in. My own problem is a stiff neck from the long shifts.',
        ['Neck'],
      ),
    ).toEqual([]);
  });

  it('rigors told by chattering teeth, a joint scalding to touch, in someone on immune-suppressing drugs', () => {
    expect(
      flags('On methotrexate. My left knee is scalding to touch and I had chattering teeth all night.', [
        'Left knee',
      ]),
    ).toContain('infection');
  });

  it('an aneurysm told by a saw or a blade right through to the back, a funny turn, a blood pressure fallen low', () => {
    expect(
      flags(
        'Grandad is 77 and smokes. His belly pain came on like a blade going out through to his back and he is pale and sweaty.',
        ['Abdomen', 'Lower back'],
      ),
    ).toContain('aortic-aneurysm');
    expect(screen('He had a funny turn in the kitchen.').present.has('faint')).toBe(true);
    expect(
      screen('The nurse says his blood pressure has dropped right down.').present.has('shock_signs'),
    ).toBe(true);
  });

  it('a clot told by a boot that will not go on one calf, or jeans snug on one leg', () => {
    expect(
      screen('My compression stocking will not go on the right leg any more.').present.has('calf_swelling'),
    ).toBe(true);
    expect(screen('My jeans are tight on that leg and not the other.').present.has('calf_swelling')).toBe(
      true,
    );
  });

  it('a lung partly removed is a cancer history; a sentence that cannot be finished and a low oxygen reading are breathlessness', () => {
    expect(screen('They took half of my lung out three years ago.').present.has('cancer_history')).toBe(true);
    expect(screen('I cannot get to the end of a sentence.').present.has('breathless')).toBe(true);
    expect(screen('The sats probe on my finger says 86%.').present.has('breathless')).toBe(true);
    expect(screen('The sats probe on my finger says 98%.').present.has('breathless')).toBe(false);
  });

  it("not flags: a nursery worker's children's accidents, bladder scans for a patient, a cancer ward worked on", () => {
    expect(
      flags(
        'I work in a nursery and one wee lad has an accident most days, lots of lifting. My back aches.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(screen('I do bladder scans and pad changes all shift.').present.has('bladder_bowel')).toBe(false);
    expect(
      flags(
        'I am a chemo nurse, it is a heavy job. My lower back is tight after lifting, eases when I walk.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it('not flags: flushes day and night, weight lost every busy season, stiffness only after a heavy shift, a limp acted on stage', () => {
    expect(
      flags('I am 52 and menopausal, hot flushes day and night. My knee aches after walking the dog.', [
        'Left knee',
      ]),
    ).toEqual([]);
    expect(
      flags(
        'Every harvest I lose half a stone and it goes back on by Christmas. Back stiff after the combine.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Stiff for an hour the next morning, but only after a long shift on the building site. Lower back.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags('I play a character with a limp in a panto, dragging my foot every night. Now my hip is sore.', [
        'Left hip',
      ]),
    ).toEqual([]);
  });

  it("not flags: a child's kicking game, sunburnt calves, 'boxing' read as boxes of tablets", () => {
    expect(
      flags('My toddler loves kicking me in the shins. Bruised, but the real problem is my back.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(
      flags('Sunburnt the backs of my calves at the beach, they are red, hot and a bit puffy.', [
        'Left calf',
        'Right calf',
      ]),
    ).toEqual([]);
    expect(screen('Boxing training, calories counted in my app.').present.has('suicidal')).toBe(false);
  });
});

describe('round 59: infection, clots and deficits told in pictures and numbers; reports by relatives; suicide told by acts', () => {
  it("a relative who did something for the writer 'and said' the joint is hot reports the writer's body", () => {
    expect(
      screen(
        'Day 9 after my new knee. Wife changed the dressing tonight and said the whole knee is giving off heat like a radiator.',
      ).present.has('red_hot'),
    ).toBe(true);
    // what a relative says about themselves stays theirs
    expect(
      flags(
        'My brother came over and said he has been having dark thoughts about not wanting to be alive. My ankle aches.',
        ['Left ankle'],
      ),
    ).toEqual([]);
  });

  it('rigors as jerking with cold or shaking that will not stop; heat like a kettle; a streak climbing the limb', () => {
    expect(screen('His whole body was jerking with cold last night.').present.has('fever')).toBe(true);
    expect(screen('I could not stop shaking even with the heating on.').present.has('fever')).toBe(true);
    expect(screen('Touching the knee is like touching a kettle.').present.has('red_hot')).toBe(true);
    expect(screen('There is a red streak creeping up my forearm.').present.has('red_hot')).toBe(true);
    expect(
      flags('Cut my thumb gutting fish. There is a streak going up my arm and I cannot stop shivering.', [
        'Right hand',
      ]),
    ).toContain('infection');
  });

  it('breathlessness told by stairs that need stops, air that will not go in, a breathing rate counted', () => {
    expect(screen('I could not get up the stairs without stopping twice.').present.has('breathless')).toBe(
      true,
    );
    expect(screen('The air is not going in properly.').present.has('breathless')).toBe(true);
    expect(screen('My partner counted 30 breaths in a minute.').present.has('breathless')).toBe(true);
    expect(
      flags(
        'Six days after my hernia op. Sharp pain in my chest every time my lungs fill, and I am pulling for air.',
        ['Chest'],
      ),
    ).toContain('pulmonary-embolism');
  });

  it("'can not talk without stopping for air' is breathlessness, not slurred speech", () => {
    const result = flags(
      'Since lunch I cannot talk to my son on the phone without stopping for air. Flew back from Spain.',
      ['Chest'],
    );
    expect(result).toContain('pulmonary-embolism');
    expect(result).not.toContain('stroke-vbi');
  });

  it('a deficit told by numbness come up to the next joint, a foot that cannot be pulled up, things dropped again and again', () => {
    expect(
      flags('Back pain for a month. The numb feeling started in my toes and has come up to the knee now.', [
        'Lower back',
      ]),
    ).toContain('progressive-neuro-deficit');
    expect(screen('I cannot pull my foot up towards me.').present.has('foot_drop')).toBe(true);
    expect(screen('I keep dropping my mug several times a day.').present.has('clumsy_hands')).toBe(true);
  });

  it('a tendon told by the top bit of a finger hanging or a bicep lump like an egg; a fracture by a bend where a bone should run straight', () => {
    expect(
      screen('The top part of my finger hangs down since the ball hit it.').present.has('finger_droop'),
    ).toBe(true);
    expect(
      screen('Now there is a lump like an egg on the front of my upper arm.').present.has('tendon_gap'),
    ).toBe(true);
    expect(
      flags(
        'Slipped off the step and my leg went one way and I went the other. There is a bend where the shin should run straight.',
        ['Left shin'],
      ),
    ).toContain('fracture');
  });

  it('suicide told by a friend pulling the writer back, a room booked not to be left, everything sorted before the weekend', () => {
    expect(
      flags(
        'Last month I stood on the railings at the bridge and a stranger pulled me back. My knees hurt.',
        ['Left knee'],
      ),
    ).toContain('mental-health-crisis');
    expect(
      flags(
        'Booked a cottage for Saturday, told no one, and I will not be checking out. Hip pain for years.',
        ['Right hip'],
      ),
    ).toContain('mental-health-crisis');
    expect(
      flags('neck bad. wont matter after next week. sorted all my stuff and said goodbye to the lads', [
        'Neck',
      ]),
    ).toContain('mental-health-crisis');
  });

  it('not flags: a broken hoist, warmth the ward called expected, a fever normal since a named day, a song, a hip wished away, a casualty who jumped', () => {
    expect(screen('I lifted him by hand because the hoist broke.').present.has('suspected_break')).toBe(
      false,
    );
    expect(
      flags(
        'Two weeks after my knee replacement, still warm and puffy which the surgeon said is expected. No fever.',
        ['Right knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Had flu last week with a temperature of 38.5, temp normal since Friday. Back stiff from lying in bed.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'My son plays a song where the singer wishes to disappear. Honestly my right knee wants to disappear too.',
        ['Right knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Firefighter. Hurt my back carrying a woman who jumped from a car park roof. She lived. Back sore bending.',
        ['Lower back'],
      ),
    ).toEqual([]);
    expect(flags('I feel like I have been hit by a bus with this cold. Neck stiff.', ['Neck'])).not.toContain(
      'fracture',
    );
  });
});

describe("round 60: someone else's signs in a sentence the writer is not in", () => {
  it("a sentence led by a colleague, client or patient, with the writer nowhere in it, tells that person's signs", () => {
    expect(
      flags(
        'Colleague off sick - calf swollen and hot after a long flight, then breathless. My own knee is sore on the stairs.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Client at the day centre - shivering, temperature 39, elbow hot and swollen. My right wrist aches from the hoisting.',
        ['Right wrist'],
      ),
    ).toEqual([]);
  });

  it("a relative's signs are theirs only where the writer marks their own complaint off", () => {
    expect(
      flags("Dad's legs have gone weak and he wet himself. Mine: a stiff neck from the sofa.", ['Neck']),
    ).toEqual([]);
    // a carer telling a relative's signs and their own aches: the relative may be the patient
    expect(
      flags(
        'Mum, 80 - new headache, jaw aches when she chews, tender scalp. My knee is sore from gardening.',
        ['Head'],
      ),
    ).toContain('giant-cell-arteritis');
  });

  it('the writer in the sentence keeps the sign theirs; a witness who noticed it reports the writer', () => {
    expect(
      flags(
        'Colleague drove me in - my calf is swollen and hot after the flight and I am breathless. My knee is sore too.',
        ['Left calf'],
      ),
    ).toContain('pulmonary-embolism');
    expect(
      flags(
        'Colleague noticed slurred speech and a droop at lunch. My neck has been sore since the weekend.',
        ['Neck'],
      ),
    ).toContain('stroke-vbi');
  });

  it('hot when someone touches it; a calf inflated or hard as a stone', () => {
    expect(screen('His ankle is very hot when we touch it.').present.has('red_hot')).toBe(true);
    expect(
      screen('The calf below my knee is inflated and hard like a stone.').present.has('calf_swelling'),
    ).toBe(true);
  });

  it('not flags: a patient who tried to harm herself, breath back to normal after a run, a headache like a band', () => {
    expect(
      flags('Support worker. A resident tried to harm herself and I held her arm, now my shoulder is sore.', [
        'Right shoulder',
      ]),
    ).toEqual([]);
    expect(
      screen('After the run I was out of breath but it came back to normal in five minutes.').present.has(
        'breathless',
      ),
    ).toBe(false);
    expect(
      screen('Headache like a tight band around my forehead when stressed.').present.has('chest_pressure'),
    ).toBe(false);
  });
});

describe("round 62: someone else's signs where the writer sets their own complaint apart", () => {
  it("'mine is …' or 'not why I am writing' sets apart a sentence that names another and not the writer", () => {
    expect(
      flags(
        'Knees sore from kneeling at work. Crushing chest pain into his jaw and he was grey and sweating on Friday. Mine is just the knees, worse on stairs.',
        ['Left knee'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'Slurred speech and one arm hanging limp on Tuesday, an ambulance took her in. That is not why I am writing. My heel hurts first thing.',
        ['Right heel'],
      ),
    ).toEqual([]);
  });

  it("signs tagged as someone else's ('that is Grandad', 'his was the one that broke')", () => {
    expect(
      flags(
        'Shoulder sore from the hoist. Legs weaker every week and tripping over his toes - that is Grandad, the neurologist has him. Me just the shoulder.',
        ['Right shoulder'],
      ),
    ).toEqual([]);
    expect(
      flags(
        'We both slipped on the ice. His was the one that broke, wrist bent like a fork. I jarred my knee but walk fine.',
        ['Left knee'],
      ),
    ).toEqual([]);
  });

  it("'our' before a pet or a person is not the writer", () => {
    expect(
      flags(
        'Sore back. Our collie has been wetting himself and dragging his back legs this week. My back is stiff from carrying him.',
        ['Lower back'],
      ),
    ).toEqual([]);
  });

  it("the writer's own sign stays theirs, and a carer writing about a relative is unchanged", () => {
    // (the writer is in the sentence: 'I')
    expect(
      flags(
        'Dad had a stroke last year. This morning I had crushing chest pain and sweating for twenty minutes. Mine is not like his.',
        ['Chest'],
      ),
    ).toContain('cardiac');
    // ('writing about my mum': a carer writing for a relative sets nothing apart)
    expect(
      flags(
        'Writing about my mum, 79. Over the past weeks she walks like she is on a boat and cannot do up her buttons, worse every week.',
        ['Neck'],
      ),
    ).toContain('progressive-neuro-deficit');
    // (a witness is not the one whose sign it is: 'husband wants me to …' has the writer; 'husband rang' reports)
    expect(
      flags(
        'Knee sore from gardening. Crushing chest and sweating this afternoon, husband rang the ambulance. Mine is the knee really.',
        ['Left knee'],
      ),
    ).toContain('cardiac');
  });
});

describe('round 63: figurative pressure, roles, injections, helplines and jobs; saddle, arteritis and spondyloarthritis told plainly', () => {
  it.each([
    [
      'Under loads of pressure on my chest this month, deadline pressure I mean. My neck aches from the desk.',
      'Neck',
    ],
    [
      'I am rehearsing a part as a stroke patient, slurring my words all day in rehearsals. My jaw aches from it.',
      'Jaw',
    ],
    [
      'My stomach is covered in bruises from the heparin injections after my hip operation. The hip is stiff.',
      'Left hip',
    ],
    [
      'I answer calls from people who want to die on a volunteer line. My shoulder aches from the headset.',
      'Left shoulder',
    ],
    [
      'I am a rheumatology nurse and I count swollen joints all day. My wrist aches when I type.',
      'Left wrist',
    ],
    [
      'Aunt (81) complained of throbbing temples and a sore jaw at meals, so I drove her to the GP. Me, I am 61 with a stiff knee, no headaches.',
      'Left knee',
    ],
  ])('no flag: %s', (symptoms, location) => {
    expect(flags(symptoms, [location])).toEqual([]);
  });

  it('shivering in a cold wind is no fever; one tender point between two ribs is not the bone', () => {
    expect(
      screen(
        'Came out of the sauna soaked and stood shivering in the cold wind waiting for the bus.',
      ).present.has('fever'),
    ).toBe(false);
    expect(
      screen('One tender point between two of my ribs after rowing, and pushing on it hurts.').present.has(
        'bony_tenderness',
      ),
    ).toBe(false);
  });

  it.each([
    [
      'Back pain for a week and today on the toilet I could not really feel myself down there.',
      'cauda-equina',
    ],
    [
      'Lower back pain for eighteen months, I am 30. It is at its worst around four in the morning and I have to get up and walk it off. Sitting through a film is agony but a game of football sorts it out.',
      'inflammatory-arthritis',
    ],
    [
      'I am 77. New ache over my ear for a fortnight, it is sore where my specs rest, and I never finish a steak now because my jaw gives up.',
      'giant-cell-arteritis',
    ],
    [
      'Scaly rash on my elbows for years, I use coal tar on it, and now my left knee is swollen and achy.',
      'inflammatory-arthritis',
    ],
  ])('flag: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });
});

describe('round 64: messages typed without punctuation, and near misses told as idioms', () => {
  it("in a message with no punctuation, 'i' after anything but a joining word opens a clause of its own", () => {
    // a relative's cancer, then the writer's own age and complaint
    expect(
      flags('dad had lung cancer im 35 with a sore neck from the new desk no weight loss no night sweats', [
        'Neck',
      ]),
    ).toEqual([]);
    // a lost ability compared with what the writer used to do is now, not a past habit
    expect(
      flags(
        'pain in my left arm from the neck grip weaker every week dropping mugs now cant turn the tap i used to',
        ['Neck'],
      ),
    ).toContain('progressive-neuro-deficit');
  });

  it("a past diagnosis reported after 'told' dates only its own clause", () => {
    const read = screen(
      'sudden awful pain in my belly going to my back like something ripped dizzy when i stand up told i had a swollen aorta in 2023',
    );
    expect(read.present.has('tearing')).toBe(true);
    expect(read.setAside.has('tearing')).toBe(false);
  });

  it.each([
    [
      'I have had a heavy heart since my husband died in the spring, but I keep busy. My knee swells after long walks.',
      'Left knee',
    ],
    [
      'My ankle snapped over on a pothole, it is sore on the outside but I can stand on tiptoe and walk on it.',
      'Right ankle',
    ],
    [
      'Psoriasis on my scalp for years. My lower back is sore from lifting crates and only stiff for five minutes in the morning.',
      'Lower back',
    ],
  ])('no flag: %s', (symptoms, location) => {
    expect(flags(symptoms, [location])).toEqual([]);
  });

  it("'nearly broke my neck' is a near miss, not a break; 'saying it is tearing' is the tearing pain", () => {
    expect(
      screen(
        'I nearly broke my neck on the ice yesterday but caught the railing and only jarred my shoulder.',
      ).present.has('suspected_break'),
    ).toBe(false);
    expect(screen('my grandad is grabbing his tummy saying its tearing').present.has('tearing')).toBe(true);
  });

  it.each([
    [
      'My hand got crushed between a trolley and a door frame, and now the knuckle of my little finger has gone flat and the finger crosses over its neighbour when I make a fist.',
      'Right hand',
      'fracture',
    ],
    [
      'I am 58 and my lower back has been stiff every morning since I was in my twenties and still wakes me at 4am, easing once I get moving. I have had iritis twice.',
      'Lower back',
      'inflammatory-arthritis',
    ],
  ])('flag: %s', (symptoms, location, flag) => {
    expect(flags(symptoms, [location])).toContain(flag);
  });
});

describe('round 65: traps near the commonest false flags, and a tight chest with a pale face', () => {
  it.each([
    ['I overdosed on hill sprints at the weekend and now both calves ache.', 'Left calf'],
    [
      'Honestly I just want to end it - the pain I mean, sorry, that came out wrong. I am happy otherwise. My heel has hurt for months.',
      'Left heel',
    ],
    [
      "Had Bell's palsy fifteen years ago and the corner of my mouth has drooped ever since. My neck is stiff from a new pillow.",
      'Neck',
    ],
    [
      'Any tips to help it along? I bruised my thigh a month ago and the x-ray showed nothing broken.',
      'Right thigh',
    ],
    [
      'Playing rugby I felt a muscle tearing in my lower back in a scrum, sore to twist, fine lying down. I am 26.',
      'Lower back',
    ],
    [
      'The naproxen tablets are so big they are hard to swallow, food goes down fine. Neck ache is easing.',
      'Neck',
    ],
    [
      'I tried to lift one end of a fridge and felt a tearing across my lower back. I am 30, sore to bend, fine still.',
      'Lower back',
    ],
    [
      'I read something about numbness in the saddle area and not being able to wee with sciatica. I have got neither. Pain goes down my left leg.',
      'Lower back',
    ],
  ])('no flag: %s', (symptoms, location) => {
    expect(flags(symptoms, [location])).toEqual([]);
  });

  it('weight lost on purpose, lambs seen double and a ward worked on are not their signs', () => {
    expect(
      screen('I lost 8 kilos on purpose this year with a slimming club.').present.has('weight_loss'),
    ).toBe(false);
    expect(
      screen(
        'I work twelve hour shifts on the hospital wards and my ankles ache by the evening.',
      ).present.has('immobility'),
    ).toBe(false);
  });

  it('a chest tight as a strap at rest, with someone seeing the person go white, is the heart', () => {
    expect(
      flags(
        'Chest feels like a strap pulled tight round it, even sitting. My wife says I went white as a sheet.',
        ['Chest'],
      ),
    ).toContain('cardiac');
  });
});

describe('round 66: numbness and weakness told as a story over weeks; warnings quoted and denied', () => {
  it.each([
    'The numbness began as a strip down my shin, now it covers the whole foot and the front of my thigh is going too. Low back aches.',
    'cant play guitar with my left hand. two weeks ago fine then the little finger went, now the ring finger too. neck aches',
    'Last week the sole of my right foot was tingly, this week it is numb and I cannot push off. Lower back pain.',
  ])('a progressive deficit: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toContain('progressive-neuro-deficit');
  });

  it.each([
    'Bit unsteady on my feet this morning after being awake 22 hours on the night shift drive. Slept and fine now, neck stiff.',
    'My husband gave me a bear hug and my back went crack, a good crack like the chiropractor does, and it felt looser.',
    'The only pressure on my chest is my baby who sleeps on me. My right wrist aches from lifting her.',
    'My friend said back trouble can make you incontinent. To be clear I am not and never have been. My back is stiff after bowls.',
    'The physio gave me a card saying go to A&E if I get numb in the saddle area, cannot pee or lose control of my bowels. None of that has happened. My sciatica has flared.',
  ])('no flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });
});

describe('round 67: a word made optional by a trailing "?" never matched; more traps near every flag', () => {
  it("'like an old man in the mornings' is morning stiffness (the pattern's 'an?' was a literal word before)", () => {
    expect(screen('I walk like an old man in the mornings.').present.has('morning_stiffness')).toBe(true);
  });

  it("'indigestion' brought on by carrying and gone on sitting is pain on exertion", () => {
    expect(
      screen(
        'Dad gets indigestion when he carries the shopping up the hill and it goes off when he sits down.',
      ).present.has('exertional_chest'),
    ).toBe(true);
  });

  it('balance tested with the eyes shut is not weight-bearing; warmth the surgeon calls normal is explained', () => {
    expect(
      screen('I can barely stand on my left leg with my eyes shut since the sprain.').present.has(
        'cannot_weight_bear',
      ),
    ).toBe(false);
    expect(
      screen(
        'Six weeks after my hip replacement the hip is warmer than the other one, which the surgeon says is completely normal.',
      ).present.has('red_hot'),
    ).toBe(false);
  });

  it.each([
    "My neighbour's back pain turned out to be cancer so I am spooked. Mine started after lifting my daughter's suitcase, eases when I walk.",
    'Press-up challenge at work, day five, and my chest muscles are tight and tender when I squeeze the pecs. No breathlessness.',
    'My physio says I am doing myself more harm than good by resting. Am I hurting myself when it aches during exercise? Low back.',
    'My writing is messy because I am writing with my left hand while my right wrist is in a splint.',
    'My new bike helmet is tighter than the old one and leaves my temples a bit tender after a ride. No headaches. I am 58.',
    'My hip has clunked and snapped painlessly since I was a teenager. Now my lower back is stiff from the desk.',
    'Back in 2012 I had reactive arthritis that settled and rheumatology discharged me, nothing since. Now I have twisted my ankle, which is puffy.',
  ])('no flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });
});

it('a term word ending in "?" is refused when the lexicon is built (it could never match)', async () => {
  const { compileLexicon } = await import('../src/nlp/screen.ts');
  expect(() => compileLexicon({ probe: { label: 'probe', terms: ['like an? old man'] } }, ['probe'])).toThrow(
    /ends with '\?'/,
  );
  expect(() =>
    compileLexicon({ probe: { label: 'probe', terms: ['like (a |an )?old man'] } }, ['probe']),
  ).not.toThrow();
});

describe('round 68: suicide told tersely by a day named, a means kept or an act nearly done; its traps', () => {
  it.each([
    "Jaw aches from clenching. Will is sorted, the dog goes to my brother on Thursday. Friday's the day.",
    "Shoulder hurts. Told everyone I love them this evening. It's tonight.",
    "Back aches. I'm worth more to them dead, that's just sums.",
    'Wrist sore from the ropes. Been standing on the end of the pier at night with stones in my coat pockets.',
  ])('a crisis: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toContain('mental-health-crisis');
  });

  it.each([
    'How many co-codamol can I take with ibuprofen? The box has a big overdose warning. Back spasm.',
    'The lads are better off without me on the heavy lifting while my back is bad, so I asked for light duties.',
    'Bought new rope for the hay trailer and hurt my shoulder throwing it over.',
    'Sick and tired of living with this back. I want a plan, I am motivated to get back surfing.',
    'Period pain again, my belly is tearing like every month, lower back aches. Buscopan helps.',
    'Got kicked in the right calf during Sunday football, bruised and sore but better every day.',
  ])('no flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });
});

describe('round 69: suicide said through life wanted over, an edge or a road; accidents and other people kept apart', () => {
  it.each([
    'Knee has been bad for a year. Honestly I do not want to be on this earth any more.',
    'Hip is wrecked and so am I. I want it all to end, not only the pain.',
    'Neck stiff since the crash. I googled ways to end it last night.',
    "Back's gone again. If it weren't for the cat I'd have pulled the pin on life by now.",
    'Lower back for months. On Friday I walked out onto the railway line, a stranger pulled me back.',
    'Knee swells after walks. Part of me hopes the lorry does not stop next time I cross.',
    'Shoulder aches. My sister found me sitting on the roof ledge of the flats on Sunday.',
    'Neck and shoulder, two years of it. I want out. Not out of the job.',
    "Hip pain. If this is how it stays I don't want the rest of my life.",
    'Me back is knackered. Aa divvent want to be on this earth nee mair.',
  ])('a crisis: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toContain('mental-health-crisis');
  });

  it.each([
    'My knee, I hurt myself on the stairs on Tuesday and it is swollen.',
    'I cut myself chopping onions and the thumb throbs, otherwise my wrist aches from typing.',
    'I keep hurting myself at football, this time the ankle.',
    'I want out of this boot, the fracture clinic says two more weeks.',
    'I want to disappear to a cabin for a fortnight, my back is sore from the desk.',
    'The pharmacist said to keep my tablets in a locked box out of reach while the grandchildren stay. Hip sore.',
    'Told my brother to break a leg before his show, then nearly did it myself tripping on a cable. Knee a bit achy.',
    'Years ago I had thoughts of ending things. I got help and I have not had them since - I know who to call if they came back. Neck stiff.',
  ])('no flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it.each([
    "I'm a vet and my week is full of old dogs with bad discs who can't pee or feel their back legs. My own back aches from lifting one.",
    "A gentleman collapsed on my shift with a heart attack, grey and sweating and clutching his chest. I'm fine heart-wise but my shoulder hurts from lowering him.",
    "We watched a medical drama where a man's aorta bursts - a sudden ripping pain, he collapses. My back only aches from carrying the baby.",
    "There is a lot of wanting to die in my classroom this term with the play we are reading - Juliet's, not mine! My back hates standing all day.",
    'Had to put a dog to sleep today and the owner sobbed that she wanted to die with him. My wrist is sore from restraining all day.',
  ])('another person or a story, not the writer: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it('reads a short question answered in the next sentence', () => {
    expect(
      flags('Lower back ache after gardening. Night sweats? Only because of the new duvet, far too warm.', [
        'Lower back',
      ]),
    ).toEqual([]);
    expect(flags('Chest pain? Only when I walk up the hill, it goes when I stop.', ['Chest'])).toContain(
      'cardiac',
    );
  });

  it('keeps weather, a checked temperature, an idiom and a joke from reading as signs', () => {
    for (const symptoms of [
      'My ankle has been running hot and cold all week, fine one day and grumpy the next. It is not red or swollen.',
      'Nurse here: checking my temp twice a day since the jab, 36.6, shoulder only stiff.',
      'Midge bite on my shin, small itchy patch. The bigger problem is both shins ache from training.',
      'Two sets of twins in my class this year so I am seeing double lol. Tension headache by evening.',
      'Your form asks about numbness in the groin: I had an epidural with my son years ago, all normal since. Low back ache.',
      'Fingers puffy when it is 40 degrees outside, down again once the aircon is on. Thumb base sore.',
      'Handwriting messy because of a three hour exam, hand aches, grip fine.',
    ])
      expect(flags(symptoms, ['Right hand'])).toEqual([]);
  });

  it('reads a cyclist doored, a numb seat after coming off the bike, and night bone pain in a teenager', () => {
    expect(
      flags('Got doored on my bike, there is a lump sticking up on my collarbone.', ['Right shoulder']),
    ).toContain('fracture');
    expect(
      flags('Came off the bike on Tuesday and now I cannot feel anything when I wipe.', ['Lower back']),
    ).toContain('cauda-equina');
    expect(
      flags('17, pain in my shin that is worst at night and wakes me, worse every week, no injury.', [
        'Right shin',
      ]),
    ).toContain('malignancy');
    expect(
      flags('Nan had a stroke last year, face drooped, so I worry about my tension headaches.', ['Head']),
    ).toEqual([]);
  });
});

describe('round 70: self-harm kept secret, a place chosen, a death wished in a second language; other people and stories', () => {
  it.each([
    "Ankle rolled at hockey. My dad doesn't know I've been cutting my arms again since the exams.",
    'Back pain after a fall at work. I have the spot picked out by the reservoir, I just have not settled on the day.',
    'Shoulder bad since the war. Every night I think it is better I die, I have thoughts to finish it with a rope.',
    "Hand crushed at work last year. I've already worked out which tree, there's a rope in the truck.",
    'Achilles stiff in the mornings. When it flares I stub cigarettes out on my arm, there are six burns now.',
  ])('a crisis: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toContain('mental-health-crisis');
  });

  it.each([
    'I keep thinking of ending it. My playing days, that is, before my knees end me. Calf strain again.',
    'I am scared I will take too many by mistake as my memory is going. Hip aches walking.',
    'Sick of living in this cast, six weeks since the wrist was pinned. When can I start exercises?',
    'Went bungee jumping off a bridge on holiday and my neck has been stiff since. No dizziness.',
    'I put a hot water bottle on my calf after football; it is just tight.',
    'The place is all picked out for the wedding, we have not set the date. Knee sore from dancing practice.',
    "Worked out which tree the kids' kite was stuck in and hurt my shoulder climbing it.",
    "I hope the bus doesn't stop early again, I ran for it and pulled my calf.",
    'I coach the under 14s and one of them told me she had been cutting herself; she has support now. My knee aches.',
  ])('no flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it.each([
    "Unlike my friend, who had night sweats and lost weight for months before they found her lymphoma, I'm well in myself. Just a sore heel first thing.",
    "Customer collapsed at my checkout clutching his chest, pain down his arm, pouring with sweat. I'm a bit shaken but fine. Writing because my neck is stiff from the till.",
    'Mum flew home after visiting us and got a clot in her lung, suddenly breathless with sharp pain breathing in. I am booking for my neck, stiff from the sofa.',
    'On Corrie one of the women kept losing weight and had pain at night, turned out to be cancer. My groin is sore after five-a-side and settles with rest.',
    'Outpatients nurse. Lady I saw this week could not brush her hair, her scalp hurt and she lost the sight in one eye. Me: tennis elbow, sore lifting the kettle.',
  ])('another person or a story, not the writer: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it('keeps the writer who sees double while watching the television, or who feels a leg is not their own', () => {
    expect(
      flags('I am 74. New headache since Sunday, and yesterday I saw double for an hour watching a film.', [
        'Head',
      ]),
    ).not.toEqual([]);
    expect(
      flags('Neck hurts since yoga. Tonight my right leg drags and feels like it is not mine.', ['Neck']),
    ).toContain('stroke-vbi');
  });
});

describe("round 71: a workplace's signs, the writer among those who helped, a sign denied of the writer", () => {
  it.each([
    'Renal ward. Night sweats, weight falling off, bone pain worse at night, every bed. Mine: a stiff low back from the low beds, better after a bath.',
    'Stroke unit, nights. Slurred words and a face gone down on one side most shifts. Mine is just a tight neck by the morning.',
    'Our neighbour collapsed with chest pain going into his jaw, grey and sweating; we rang 999 and did CPR till they came. I am fine, only my knees are sore from kneeling on the path.',
    'Ward round today: a man whose calf swelled after his flight, then he got breathless. No calf pain myself, just a stiff back from the shift.',
    'Dad, 78, a smoker all his life: on Sunday he got a sudden tearing pain through to his back and went grey. Mine is only a wrenched upper back from lifting him.',
  ])('not the writer: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it('still reads a carer writing for a relative, and the writer who names a workplace in passing', () => {
    expect(
      flags(
        'Writing for my granda, 83, a smoker. A sudden tearing pain went through to his back, he fainted and is clammy and grey.',
        ['Lower back'],
      ),
    ).toContain('aortic-aneurysm');
    expect(
      flags(
        'Back pain from lifting on the ward. Since yesterday I cannot feel the toilet paper when I wipe and I am dribbling.',
        ['Lower back'],
      ),
    ).toContain('cauda-equina');
  });
});

describe("round 72: signs tagged as someone's, and a sentence ended by a date", () => {
  it.each([
    "My upper back is sore from the ironing board. Drenching night sweats, two stone lost, pain worse at night - that's Dad's, his scan is on the 14th. Mine eases when I sit down.",
    'My knee aches after netball. Swollen hot joints and a fever - that is our patients on the ward, every day.',
  ])('not the writer: %s', (symptoms) => {
    expect(flags(symptoms, ['Upper back'])).toEqual([]);
  });
});

describe("round 73: labelled lines, 'hers … mine', a story before the writer's own words, care notes", () => {
  it.each([
    'Family history:\nGrandad - angina, a tight chest when he walked uphill\nAunt Mary - stroke at 70, face dropped on one side\nMe - 41, sore right knee after gardening',
    "Hers came on with a fever and a hot red swollen knee after the steroid injection, mine's only a little stiff where the needle went in.",
    'On a hospital programme last night a man off a long flight could not breathe and held his chest, which made me nervous. My breathing is fine, just a stiff neck from the pillow.',
    'Reading a memoir where the author lost three stone and sweated through the sheets every night before the cancer was found. My heel hurts first thing in the morning.',
    'Client B.: numb feet spreading up to the knees over a fortnight, legs getting weaker, nurse told. Self: sore left wrist from the hoist.',
    'My knees ache. A client had crushing chest pain during my visit and the paramedics took over.',
    'The lad in bed four tried to hang himself overnight and I got him down. My shoulder aches when I lift my arm.',
  ])('not the writer: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it.each([
    'Got a streaming head cold, shivery and achy all over, and my lower back aches.',
    'Just trying to stay on top of things at work, my back is sore from lifting.',
    'Marking exams is a slow form of suicide, ha. My wrist aches from the pen.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it.each([
    'My hands are bad with arthritis. I have told her she would have an easier life without me, and I mean it.',
    'Back sore from work. Last night I sat at the lookout for two hours thinking of driving over the edge.',
    'Lower back wrecked from laying slabs. Honestly I would be doing everyone a favour if I was not around.',
    // (still the writer's: a bridge's top is no keeping on top of things)
    'There is a bridge I drive under every week and lately I keep thinking about stopping on top of it. My back aches.',
  ])('the writer in crisis: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toContain('mental-health-crisis');
  });

  it('reads "no better" as no change, not a denial of what follows, and keeps a carer\'s relative', () => {
    expect(
      flags('pt says chest ache for an hour, used the spray, no better, a bit breathless', ['Chest']),
    ).toContain('cardiac');
    expect(
      flags('Dad, 74, phoned me: his jaw and left arm ache and his chest feels heavy and tight.', ['Chest']),
    ).toContain('cardiac');
  });
});

describe("round 73: dialect relatives, what someone told the writer, a pet's body, the writer's age before a complaint", () => {
  it.each([
    "Me ma was rushed in last night, crushing chest pain and sick with it. I'm fine, just a stiff neck from the plastic chair beside her bed.",
    "Me young one came off her bike and her wrist is bent out of shape, she's in plaster. I'm grand, just my ankle is sore from running after her.",
    'My lad told me last night he wants to end it all; the crisis team are coming. My shoulders are in knots.',
    'Mrs K, one of my clients, said I wish I could sleep and not wake up. I passed it on to the nurse. My own bit: a twinge in my low back.',
    "Our old spaniel's back legs are getting weaker by the week and he drags them. My lower back is sore from lifting him into the car.",
    "Does a slipped disc that needed emergency surgery run in families? Dad lost control of his bladder with his. I'm 34, stiff low back after moving house, no leg pain.",
    'A student told me she has been cutting herself and wants to die; she is with the counsellor now. Separately, my neck is tight from marking.',
    'Client, 80: new headache and scalp sore to touch, jaw aches when she chews. Me (carer): my right thumb is sore from wringing flannels.',
  ])('not the writer: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it("keeps a carer's child whose forearm the writer saw", () => {
    expect(
      flags(
        'Writing for my daughter, 15. Strapping her ankle I saw new cuts on the inside of her forearm, and she says she wants to be dead.',
        ['Right wrist'],
      ),
    ).toContain('mental-health-crisis');
  });
});

describe('round 74: acts that settle affairs, another language, the area that has gone to sleep, a fall in old age', () => {
  it.each([
    'Shoulder is no better. The cat has been given away and my letters are written.',
    'Neck sore for weeks. Please make sure someone checks on the flat on Sunday, the spare key is under the mat.',
    'Kamar dard, job gone. Soch raha hoon sab kuch khatam kar doon.',
    'Lost my job and my back is wrecked. Last night I looked up which car park roofs have no barriers.',
  ])('the writer in crisis: %s', (symptoms) => {
    expect(flags(symptoms, ['Neck'])).toContain('mental-health-crisis');
  });

  it.each([
    'The pharmacist said my new tablets are dangerous in overdose, so is it fine to take them at 7pm? Neck still sore.',
    'My mum had spinal surgery last year because she lost control of her bladder. I have got backache after moving house.',
    'Had an emergency spine operation twelve years ago because I could not pass water. My knee is sore from running.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it('reads saddle numbness told by wiping, and weakness that used to be no trouble', () => {
    expect(flags("back pain and it's numb back there when I wipe, since today", ['Lower back'])).toContain(
      'cauda-equina',
    );
    expect(
      flags(
        'my leg has been getting weaker since my back went I used to get up off the chair fine now I need my arms',
        ['Lower back'],
      ),
    ).toContain('progressive-neuro-deficit');
  });

  it('reads a wrist after a fall in old age, and a torn biceps as no break', () => {
    expect(
      flags(
        "Had a small trip in the garden on Sunday. Since then my wrist has been swollen with a bump on the back I do not remember, and I can't turn the key in the door. I'm 79.",
        ['Right wrist'],
      ),
    ).toContain('fracture');
    expect(
      flags(
        'Something snapped at the front of my shoulder while I lifted a wardrobe; now a ball of muscle sits low in my upper arm, a lump like Popeye that was not there before.',
        ['Left upper arm'],
      ),
    ).toEqual(['tendon-rupture']);
  });
});

describe('round 75: kilometres, a phrase in apposition, the writer asking for themself', () => {
  it.each([
    'Doubled my weekly kms for a half marathon and now the outside of my knee burns on the downhills.',
    'My grandad had a stroke at 70, the whole drooping face and slurred speech business, so I keep an eye on my health. Me: 41, tight calves from hill sprints.',
    'Night nurse on a cardiac ward. Two chest pain admissions tonight, grey sweaty men. Me? A stiff lower back from turning patients.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Right knee'])).toEqual([]);
  });

  it.each([
    'My hip is the reason for the referral. I should mention I wrote to both my boys and left it in the bureau, so they would find them after.',
    'Every morning I wake up and I am disappointed that I did. My back has worn me down.',
  ])('the writer in crisis: %s', (symptoms) => {
    expect(flags(symptoms, ['Left hip'])).toContain('mental-health-crisis');
  });

  it.each([
    'Sharp pain on the right side of my ribs since heavy squats on Tuesday, tender when I push on the muscle.',
    'I woke up annoyed that I did not stretch last night, calf tight and sore.',
  ])('not a red flag either: %s', (symptoms) => {
    expect(flags(symptoms, ['Chest'])).toEqual([]);
  });

  it.each([
    ['My back is ruined and honestly I just want to kms', 'mental-health-crisis'],
    ['Had a stroke at 70 my whole face drooping, speech slurred since this morning', 'stroke-vbi'],
  ])('still the writer: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Neck'])).toContain(flag);
  });
});

describe("round 76: someone from a group the writer names, someone else's signs already in care, a sign that runs on into the writer's clause", () => {
  it.each([
    'One of the other drivers at the depot went grey and clammy with chest pain on Tuesday, and I had to call 999 for him. My own shoulder aches from the steering.',
    'On Monday one of my regulars at the cafe had a droopy face and slurred words, so I rang for an ambulance. Separately my wrist is sore from the coffee machine.',
    "Night sweats and weight dropping off - that's Grandad's, he has tests next week. Mine goes as soon as I stretch my back.",
    "Neighbour's husband, 70: a week of breathlessness and sharp pain breathing in, admitted with clots on both lungs. I strained my wrist carrying their bags.",
    'Mum got a clot in her lung after her knee operation - suddenly could not get her breath, sharp pain whenever she breathed in. She is on apixaban and staying with me now. I tweaked my back helping her up the stairs.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Right wrist'])).toEqual([]);
  });

  it.each([
    [
      "Friday is Dad's anniversary and I have decided that is when I will be going to join him. My hips ache.",
      'mental-health-crisis',
    ],
    [
      'One of my legs has gone weak over the past week and the numbness is creeping further up each day.',
      'progressive-neuro-deficit',
    ],
    [
      'The paramedic thinks it could be a clot on my lung and wants me in hospital: I am breathless and it stabs when I breathe in.',
      'pulmonary-embolism',
    ],
  ])('still the writer: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Left hip'])).toContain(flag);
  });
});

describe('round 77: look-alikes told in the same lay words as the sign', () => {
  it.each([
    'Long sportive on a hired bike: numb and tingly between the legs for the evening, but by the next morning everything down there felt normal again. My lower back is stiff.',
    'Three hours on a hard stadium seat and both cheeks went numb; the feeling came back on the walk home. Low back aches a little.',
    'A bit of itching and soreness around the back passage after straining, feeling down there is normal, it is sore rather than numb. Lower back niggles too.',
    'Put a heat pack on my sore knee and now the skin is pink and warm, already fading. Same old knee ache.',
    'Shivering and sweating this morning and felt like death, but that is the hangover. Twisted my ankle dancing, a little puffy.',
    'The air con in my flat has been broken all week so I wake up drenched every night. Lower back a bit sore from the old mattress.',
    'I am the main carer for my husband who has bone cancer, and lifting him has given me a sore lower back.',
    'Sore throat for three days, it hurts to swallow and the glands in my neck are tender so the neck feels stiff.',
    'Legs felt heavy on the flight home but a walk sorted that. Both calves look the same. Lower back ache from the seats.',
    'Both breasts sore and heavy the week before my period, aching round into the armpits, every month.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it.each([
    ['Numb between the legs since yesterday and I cannot feel myself wipe, back pain too.', 'cauda-equina'],
    ['My face went numb and droopy on the left cheek an hour ago and my speech is slurred.', 'stroke-vbi'],
    [
      'Sweating and shivering with a fever of 39 and my knee is hot and swollen since the injection.',
      'infection',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });
});

describe('round 78: retention told as no urine for hours, a leg that cannot hop, where it hurts told with "not"', () => {
  it.each([
    ['bad back, no pee for 12 hours, nothing happening', 'cauda-equina'],
    [
      'Runner, 19, training for a marathon: the front of my hip aches more every week and I cannot hop on that leg any more.',
      'fracture',
    ],
  ])('raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Right hip'])).toContain(flag);
  });

  it.each([
    'Both shins ache after runs since I started running, a long sore strip, not one spot, settles on rest days, and I can hop fine.',
    'No wee problems at all, my back is just stiff after gardening.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Left shin'])).toEqual([]);
  });
});

describe('round 79: an epidural that wore off, insect bites, a fear of cancer', () => {
  it.each([
    'Baby born five weeks ago. After the delivery I had no feeling in my legs or down below for a couple of hours, but it returned that evening and has been fine ever since. Back aches now from feeding.',
    'Covered in mosquito bites round my left ankle after the holiday, red and a bit puffy, very itchy.',
    'Googled my back ache and now I am convinced I have got cancer. Strained it carrying boxes, better moving about.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it('still reads a cancer in the past with new back pain at night', () => {
    expect(
      flags('Had breast cancer three years ago and now a new back pain that wakes me every night', [
        'Lower back',
      ]),
    ).toContain('malignancy');
  });
});

describe('round 80: a group named before a sign, a strain felt as a rip, tiredness all the time, a lifelong clumsiness', () => {
  it.each([
    'I run a clinic for people with hot swollen joints. My own lower back aches from the clinic chairs.',
    'As a practice nurse I ask patients about numbness down below and bladder changes every day; my back is just stiff.',
    'It was like something had ripped in the muscle low in my back while I dragged the kayak out, tender to press, fine at rest.',
    'Tired all the time with a toddler. My hip wakes me when I lie on that side at night, tender on the outside.',
    'Puffiness round both ankles after the coach trip, gone the next day. My neck is stiff from the headrest.',
    'My left hand is going numb when I lean on my elbow at the desk, shaking it brings it back at once.',
    'I am notoriously clumsy and stumbled on flat ground in the car park, jarred my ankle, a bit swollen, walking fine.',
    'Following my team is basically a form of self-harm this season. Sore knee after five-a-side.',
    'The sports massage was so good I thought I had died and gone to heaven. Back still stiff from the long drive.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });

  it.each([
    [
      'I stood on a stool in the shed with a belt last weekend and did not go through with it. My shoulder hurts.',
      'mental-health-crisis',
    ],
    [
      'If a bus ran me over I would honestly be relieved. My knee has hurt for three years and nothing works.',
      'mental-health-crisis',
    ],
    [
      'I have started walking across the dual carriageway without looking, to see if something hits me. My back pain never ends.',
      'mental-health-crisis',
    ],
    [
      'People with my condition get numb down below; since last night I cannot feel the toilet paper and cannot pee.',
      'cauda-equina',
    ],
    [
      'Winded and gasping after climbing one flight of stairs this week, and my calf is swollen after the flight home.',
      'pulmonary-embolism',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    'Gassy since the curry, I keep having to pass wind. Lower back stiff.',
    'Lying awake listening to the wind in the chimney with my sore shoulder.',
  ])('wind is not breath: %s', (symptoms) => {
    expect([...screen(symptoms).present]).not.toContain('breathless');
  });
});

describe('round 81: retention with a full bladder, a passive wish told as no sleep lost, other people named in new ways', () => {
  it.each([
    [
      'Sciatica in both legs now. Tried to pee and nothing much came out even though my bladder felt full to bursting.',
      'cauda-equina',
    ],
    [
      'I would not lose any sleep if a tractor hit me on the lane, it would spare the family the bother. My hip is killing me.',
      'mental-health-crisis',
    ],
  ])('raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    'Sat through a double shift on a hard stool and my bottom went numb, it came back the moment I stood up. Back stiff.',
    'A small dribble at the end when I pee, the same for years and unchanged. Low back stiff from digging.',
    'My mammy has bone cancer and is losing weight fast. My own shoulders are tight from lifting her.',
    'One of my residents, a retired miner, keeps soaking his sheets at night. My back aches from the hoist.',
    'Cut out sugar and bread on purpose for a wedding, ten pounds down. Both knees ache on the stairs.',
    'Burning up with rage at my manager and the office is at fever pitch. Neck tight from the desk.',
    'Had far too much at the christening and was seeing double by the end of the night. Neck stiff from the sofa.',
    'Our old mare has a big hot swollen leg, the vet says it is an infection. My wrist aches from the bandaging.',
    'A girl in my dance class fainted and dropped like a stone, she came round quickly. My ankle is sore from the jumps.',
    'Sick to the back teeth of this knee brace, my thigh is stiff.',
  ])('not a red flag: %s', (symptoms) => {
    expect(flags(symptoms, ['Lower back'])).toEqual([]);
  });
});

describe('round 82: no reason seen to go on, off a jetty for good, idioms of busy work, mouth injuries, hauling, a twisted rib', () => {
  it.each([
    [
      'My shoulder aches at night. Since the divorce I cannot see any reason to go on, honestly.',
      'mental-health-crisis',
    ],
    [
      'Hip pain on the stairs. Lately I picture stepping off the jetty at dusk and never coming back up.',
      'mental-health-crisis',
    ],
    [
      'I do not want to be here any more and I have been giving my things away. My back is stiff.',
      'mental-health-crisis',
    ],
    [
      'My words came out slurred like I had been drinking though I had not touched a drop, then it passed after twenty minutes. Neck stiff.',
      'stroke-vbi',
    ],
    [
      'Aged 72, I was towing the caravan onto the drive and felt a tearing pain right through to my back.',
      'aortic-aneurysm',
    ],
    ['I fell off a ladder onto my side and there is one spot on a rib that is agony to press.', 'fracture'],
    [
      'A fortnight of hacking cough and I felt something crack in my side; now one spot on a rib is tender to press.',
      'fracture',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    [
      'I do not see much point in carrying on with the physio if nothing changes. My knee aches.',
      ['Left knee'],
    ],
    [
      'I do not want to be here any more, as in at this depot, so I have applied for a transfer. My back aches from loading.',
      ['Lower back'],
    ],
    [
      'Had two fillings this morning and my cheek was numb and I sounded drunk until the injection wore off. Jaw aches now.',
      ['Jaw'],
    ],
    ['My new lip stud has made my speech a bit slurry for a few days. Neck stiff from my desk.', ['Neck']],
    [
      'Covering two roles at the clinic, I am seeing double doing both jobs. Headache by home time.',
      ['Head'],
    ],
    [
      'The shop was so busy I could barely catch my breath all day. Lower back sore from the till.',
      ['Lower back'],
    ],
    ['My back molar zings when hot and cold drinks set it off. My neck is stiff from the garden.', ['Neck']],
    ['My wrist aches when gripping the handles of the mower, worse after long afternoons.', ['Right wrist']],
    [
      'Hauling the dinghy up the slipway, I felt a tearing feeling low on the left side of my back. I am 29 and feel fine.',
      ['Lower back'],
    ],
    ['Twisted awkwardly at the gym and one spot on a rib hurts to press. Breathing is fine.', ['Chest']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe("round 83: the writer's work among people in crisis or with cancer, medicines that explain, the seat not felt, a group member after 'and'", () => {
  it.each([
    [
      'Since the accident I cannot feel my bum at all and I leak when I cough. Low back agony.',
      'cauda-equina',
    ],
    [
      'I work on a cancer ward and I have been losing weight without trying, waking drenched. My back aches at night.',
      'malignancy',
    ],
    ['Hot and cold all night with a temperature of 39, and my knee is red and swollen.', 'infection'],
    [
      'I have been self-harming again and the thoughts of ending it are back. My shoulder hurts.',
      'mental-health-crisis',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    [
      'I work in a crisis team with young people who are suicidal or self-harming. I am well myself; my hip aches after long shifts.',
      ['Right hip'],
    ],
    [
      'That spin class was an overdose of hills. My thighs are sore on the stairs.',
      ['Left thigh', 'Right thigh'],
    ],
    [
      'After calving I could sleep for a month and not wake up until Easter. My heels are sore in the morning.',
      ['Left heel'],
    ],
    [
      'I answer a helpline where callers are often in a dark place. I am fine; my elbow hurts from the garden.',
      ['Left elbow'],
    ],
    ['My essay is on assisted dying legislation. My neck is stiff from the laptop.', ['Neck']],
    [
      'Four weeks after my knee replacement I can bend it to 95 degrees and the swelling is going down.',
      ['Left knee'],
    ],
    [
      'Going hot and cold in the office, no actual temperature. My back is stiff from the chair.',
      ['Lower back'],
    ],
    [
      'Started citalopram in spring and my sex drive has gone, the GP said it might. Separately my low back is sore after gardening.',
      ['Lower back'],
    ],
    [
      'After an hour kayaking in sleet I could not feel my bum from the cold; a warm bath sorted it. Low back tight.',
      ['Lower back'],
    ],
    [
      'I am a hospice nurse, around cancer all day. My own neck is tight from the paperwork and eases with a shower.',
      ['Neck'],
    ],
    [
      'On venlafaxine and sweating at night, a known side effect. My lower back aches after work.',
      ['Lower back'],
    ],
    ['Flew the red eye back from Dubai. My neck is stiff from the plane seat.', ['Neck']],
    [
      'I coach and one of my clients has lost a lot of weight lately. My own Achilles is sore after box jumps.',
      ['Right heel'],
    ],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 84: acted signs, tests done and clear, tight shoes and stings, machines, mouthguards, reflux, panic as always', () => {
  it.each([
    ['My right calf is swollen, hot and hard since the long flight home, and it hurts to walk.', 'dvt'],
    [
      'I collapsed gasping at work yesterday and my chest hurts when I breathe in; I had a clot in my leg last year.',
      'pulmonary-embolism',
    ],
    [
      'My speech went slurred and my face dropped on one side an hour ago. I do not drink. Neck stiff.',
      'stroke-vbi',
    ],
    ['Crushing chest pain walking up the hill, spreading into my jaw and left arm, sweating.', 'cardiac'],
    [
      'A burning behind my breastbone up into my throat comes on when I carry the shopping uphill and goes when I stop. I am 70.',
      'cardiac',
    ],
    [
      'The numbness in my feet is getting worse, moving up to my knees over the last week.',
      'progressive-neuro-deficit',
    ],
    [
      'Going hot and cold and shivery all night, not taken my temperature, and my knee is red, hot and swollen.',
      'infection',
    ],
    [
      'Those nights I am in a dark place and I think about ending it all. My back aches.',
      'mental-health-crisis',
    ],
    [
      'My foot slaps and I keep catching my toe even in my new trainers, and it is getting worse each week.',
      'progressive-neuro-deficit',
    ],
    [
      'Pins and needles started in my right toes last week and now the numbness has crept up to my knees.',
      'progressive-neuro-deficit',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    [
      'In rehearsals my character collapses gasping from a clot on the lung, and I have landed badly on my hip.',
      ['Left hip'],
    ],
    [
      'A&E did a clot blood test and a CT of my lungs, both clear; they said a rib muscle strain. Still sore to press.',
      ['Chest'],
    ],
    [
      'New netball shoes were too tight: both feet puffy with red marks where the laces dug in. Fine in my old ones.',
      ['Left foot', 'Right foot'],
    ],
    [
      'The week after the birth both my legs and feet were swollen equally, the midwife says it is fluid from the drip. Calves not sore.',
      ['Left ankle'],
    ],
    [
      'One lamb was born with a swollen hot leg, the vet says it will mend. My own shoulder aches from the lambing.',
      ['Left shoulder'],
    ],
    [
      'A wasp stung my thumb and it swelled up like a sausage, going down with antihistamines. Just that thumb.',
      ['Right hand'],
    ],
    [
      'The old tractor seizes up every cold morning for an hour until it warms up. My knee aches climbing into the cab.',
      ['Right knee'],
    ],
    [
      'Bloods for rheumatoid came back negative and the x-ray shows wear and tear in my finger ends. Stiff a few minutes.',
      ['Right hand'],
    ],
    [
      'Last month the GP did bloods and an ultrasound for arteritis, both normal; the sore temple was sinusitis. Knee stiff now.',
      ['Left knee'],
    ],
    ['My lower back aches like a muscle after a long shift, better with moving about.', ['Lower back']],
    [
      'My new gum shield makes me sound slurry on the pitch, fine once it is out. Jaw aches from clenching.',
      ['Jaw'],
    ],
    [
      'Swimming in cold water my hands go numb and clumsy, back to normal after ten minutes in the warm. Thumb sore.',
      ['Right hand'],
    ],
    ['My tutor says my writing has gone downhill this term. My wrist aches from the mouse.', ['Right wrist']],
    [
      'I keep catching my toe on the stairs, but it is the new steel toe boots; in trainers I walk fine.',
      ['Left ankle'],
    ],
    [
      'Panic disorder for years: my chest goes tight and my heart races, same as always, and settles with breathing. Neck tense.',
      ['Neck'],
    ],
    [
      'Pain from my neck down the left arm into the thumb with tingling, worse turning my head. Started after painting.',
      ['Neck'],
    ],
    [
      'After a heavy supper a burning comes up into my throat when I lie down; omeprazole helps. Upper back stiff.',
      ['Upper back'],
    ],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 85: numbness that spreads from one toe, crescendo angina, viral aches, roles and studies, causes named beside a sign', () => {
  it.each([
    // recall: numbness that began in one digit and now takes the foot and more
    [
      'Numbness that was in my big toe at first is now the whole foot. Back stiff.',
      'progressive-neuro-deficit',
    ],
    ['Last night I took the whole packet of my tablets and I am scared. Back aches.', 'mental-health-crisis'],
    // guards: what the new exceptions must leave raised
    ['A temperature of 39 since last night and my low back is agony, I can hardly move.', 'infection'],
    [
      'Since my hip replacement three weeks ago the wound is red, hot and oozing and I have a fever.',
      'infection',
    ],
    ['Tight chest when I climb the stairs, into my left arm, and I am sweaty and sick with it.', 'cardiac'],
    ['My face dropped on the left this morning and my words are slurred. Neck stiff.', 'stroke-vbi'],
    [
      'Numbness round my bottom since yesterday and both legs are weak and wobbly, back pain.',
      'cauda-equina',
    ],
    [
      'I lost 8 kg in two months without trying and my back aches at night. Had breast cancer before.',
      'malignancy',
    ],
    ['Drenching sweats every night for a month and I have lost weight. Back sore.', 'malignancy'],
    ['I want to end my life and have been cutting my arms again. Shoulder sore.', 'mental-health-crisis'],
    ['Fell off a ladder onto my wrist, it looks bent and I cannot move it.', 'fracture'],
    [
      'My knuckles and wrists on both hands swell up and are stiff for two hours every morning.',
      'inflammatory-arthritis',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it('numbness that "takes in the whole foot" is spreading, not a whole packet of pills taken', () => {
    const raised = flags(
      'A tingling that began in my right big toe now takes in the whole foot and the ankle. Low back aches.',
      ['Lower back'],
    );
    expect(raised).toContain('progressive-neuro-deficit');
    expect(raised).not.toContain('mental-health-crisis');
  });

  it('angina coming more often, or on less effort, is an emergency, not a same-day visit', () => {
    const tri = (text: string) => assess({ symptoms: text, painLocations: ['Chest'] }).triage;
    const worse = tri(
      'A squeezing in my chest on the hill with the dog, gone when I rest. Over the last week it comes more often and now even the stairs start it off.',
    );
    expect(worse.red_flags).toContain('cardiac');
    expect(worse.level).toBe('emergency');
    const stable = tri(
      'A squeezing in my chest on the hill with the dog, gone when I rest. The same for months.',
    );
    expect(stable.red_flags).toContain('cardiac');
    expect(stable.level).toBe('urgent');
  });

  it.each([
    [
      'Down with the flu since Tuesday, temperature 38.5, aching all over including my back and legs, blocked nose.',
      ['Lower back'],
    ],
    [
      'My chest infection is treated and the fever is long gone; still a bit short of breath on hills, but less each day. Ribs ache from the coughing.',
      ['Chest'],
    ],
    [
      'Five days in bed with a virus and now my legs feel weak and wobbly from lying about. Improving daily.',
      ['Lower back'],
    ],
    [
      'I read a thriller where the hero had bone cancer in his spine and now I fret. Mine is a stiff back after gardening.',
      ['Lower back'],
    ],
    [
      'I work on an oncology ward, caring for cancer patients all shift. My back aches after the hoist.',
      ['Lower back'],
    ],
    [
      'Lost 5 kilos since the spring, which was the goal of my running plan. Knee sore after long runs.',
      ['Left knee'],
    ],
    [
      'Humid nights with the power cuts, so the fan stops and I wake soaked like everyone at home. My back is sore from carrying crates.',
      ['Lower back'],
    ],
    [
      'Started horse riding: my sit bones are rubbed raw from the saddle and my back aches. Feeling down below is normal.',
      ['Lower back'],
    ],
    [
      'Caught a ball on my middle finger, it is puffy and I cannot fully bend it yet. Other fingers fine.',
      ['Right hand'],
    ],
    [
      'Night cramp in my calf, rock hard, had to stand on it to ease it. Walking fine today, same size as the other.',
      ['Right calf'],
    ],
    ['Grazed my hand on a fence, a clean shallow cut that is healing well. Wrist aches.', ['Right hand']],
    [
      'My thesis is on suicide and self-harm in prisons, long hours at the desk and my neck is stiff.',
      ['Neck'],
    ],
    [
      'On stage I am a woman who has a stroke, so every night I slur and let one side of my face go slack. My neck aches.',
      ['Neck'],
    ],
    [
      'Had botox last week and my left eyebrow sits a bit lower than the right, the clinic says it settles. Neck stiff.',
      ['Neck'],
    ],
    [
      'Out in minus 25 my lips went so stiff I could not talk properly until I was inside. Shoulder aches.',
      ['Left shoulder'],
    ],
    [
      'Since we sign for deliveries on a tablet my signature is a scribble. Pen on paper is fine. Wrist sore.',
      ['Right wrist'],
    ],
    [
      'My cousin has rheumatoid arthritis with puffy knuckles. I have no swelling or stiffness, just a sore thumb from pruning.',
      ['Right hand'],
    ],
    [
      'Our captain has ankylosing spondylitis. Mine is a back that stiffens after long drives for ten minutes.',
      ['Lower back'],
    ],
    [
      'My knees and ankles swelled for a few weeks after a bug then went away. Now a sore ankle from a twist.',
      ['Left ankle'],
    ],
    [
      '30 weeks pregnant and both hands feel puffy and tingly at night, fine after a shake.',
      ['Left hand', 'Right hand'],
    ],
    [
      'A weekend camping on a thin mat left my back stiff each morning for an hour; at home it has gone.',
      ['Lower back'],
    ],
    [
      'Felt a pull in my chest at the bottom of a heavy bench press; tight across the left pec into the shoulder when I push.',
      ['Chest'],
    ],
    [
      'Did a first aid course and we were taught crushing chest pain means call 999. Now my wrists ache from compressions.',
      ['Left wrist'],
    ],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe("round 86: what a lecture, a quiz, a podcast or a trainer teaches; a relative's body as subject; 'I mean my life'", () => {
  it.each([
    // recall: an ending clarified as the writer's own life stays a crisis
    ['I want to end it. I mean my life, not the job. Back sore.', 'mental-health-crisis'],
    // recall: double vision misspelt as it sounds
    ['Ten minutes ago out of nowhere seeing dubble and the room spinning, neck aches.', 'stroke-vbi'],
    // guards: signs of the writer's own told beside a course, a trainer or a podcast stay raised
    [
      'During the first aid training my chest went tight and heavy, spreading into my left arm, and I was sweating.',
      'cardiac',
    ],
    ['I was revising when my face dropped on one side and my speech went slurred. Neck stiff.', 'stroke-vbi'],
    [
      'Listening to a podcast I noticed my saddle area has gone numb and I cannot pass urine since this morning. Back pain.',
      'cauda-equina',
    ],
    [
      'His legs are weak, and now my own legs are numb and I cannot feel the toilet paper. Low back pain.',
      'cauda-equina',
    ],
    [
      'My arm went dead and I could not lift it, and my face drooped; I had not been lying on it.',
      'stroke-vbi',
    ],
    ['Angina getting worse, my chest gets tight on less and less effort, even getting dressed.', 'cardiac'],
    // guards: a frame word in a sentence that tells the writer's own signs without an 'I'
    [
      'Knuckles of both hands puffy, stiff for two hours every morning, worse sitting through lectures.',
      'inflammatory-arthritis',
    ],
    [
      'Slipped on the ice on the way to a lecture, landed on my outstretched hand, the wrist looks bent and I cannot move it.',
      'fracture',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    [
      'Our lecturer listed the warning signs of cauda equina: numb saddle, cannot pee, both legs weak. My own back aches after netball.',
      ['Lower back'],
    ],
    [
      'Revising for my nursing exam the signs of a septic joint, a hot swollen joint with fever after an injection. My knee just aches after running.',
      ['Right knee'],
    ],
    [
      'A podcast I listen to had a rugby player saying he wanted to die after his injury. My shoulder aches after the gym.',
      ['Right shoulder'],
    ],
    [
      'The trainer showed a video of a patient with a swollen hot calf and breathlessness. My calves just ache after the course.',
      ['Left calf'],
    ],
    [
      'Reporting on a client: his legs are getting weaker each week and he shuffles. For me, my back is sore from the hoist.',
      ['Lower back'],
    ],
    [
      'Woke with my arm completely dead. I had been lying on it on the sofa. It came back in ten minutes.',
      ['Left shoulder'],
    ],
    [
      'Had polio as a child and my right foot has dropped since, the same for decades. Now my knee aches.',
      ['Right knee'],
    ],
    [
      'After the dentist the numbness spread from my lip to my cheek, gone by teatime. Jaw a bit sore.',
      ['Jaw'],
    ],
    ['My patience is getting weaker by the day with this knee. It aches after long walks.', ['Right knee']],
    ['Sprained ankle felt wobbly at first, it is stronger every day and I can hop now.', ['Left ankle']],
    [
      'Students practising tests for foot drop on each other all morning, now my shins burn. Heel walking is fine.',
      ['Left shin'],
    ],
    [
      'My new compression top is so tight across my chest it squeezes when I bend. Off, it is gone. Knees ache.',
      ['Left knee'],
    ],
    ["Thinking of ending it. With the band, I mean; my wrist can't take the drumming.", ['Right wrist']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe("round 87: signs of the writer's job or study told with the writer as worker; acted parts; reports to the writer; list items of advice", () => {
  it.each([
    // guards: a worker's own signs, told beside their work, stay raised
    [
      'I am a nurse and I check patients all day, but since this morning my left calf is swollen, hot and red. My back aches too.',
      'dvt',
    ],
    [
      'I am a paramedic. Since my shift ended I have had crushing chest pain spreading into my left arm and I am sweating. My knee is sore too.',
      'cardiac',
    ],
    [
      'As a physio I screen patients for this every day, and now I have saddle numbness and cannot pass urine. My back hurts.',
      'cauda-equina',
    ],
    [
      'I have had fevers and sweats most nights and I inject drugs. My lower back pain is constant.',
      'infection',
    ],
    ['My husband called 999, crushing chest pain and sweating, and it spreads into my jaw.', 'cardiac'],
    [
      'The doctor told me she thinks it is a clot: my right calf is swollen, hot and red after the flight.',
      'dvt',
    ],
    [
      'I play rugby, and in a tackle I heard a snap; my ankle is bent the wrong way and I cannot stand on it.',
      'fracture',
    ],
    ['I am worried it is my heart: crushing chest pain on the stairs that goes when I rest.', 'cardiac'],
    ['I told her I want to die and I mean it. Back pain for months.', 'mental-health-crisis'],
    ['My dad had a stroke, and now sudden weakness in my left arm and my speech is slurred.', 'stroke-vbi'],
    // a carer who says whom the text is for: the child's signs are the ones asked about, even after 'I … the knee'
    [
      'I am writing about my son, who is 6. Since last night his knee is hot, red and swollen, he is burning up at 39.5 and will not put his foot down. Is there anything I can do to help the knee?',
      'infection',
    ],
  ])('still raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    // the writer as a worker or student, with their own complaint told in another sentence
    [
      'I am a district nurse and I spend my days checking patients’ legs for a hot, swollen, red calf. My own right knee aches on the stairs.',
      ['Right knee'],
    ],
    [
      'As a physio I screen every back patient for a numb saddle, retention and weak legs. My own back is stiff after gardening.',
      ['Lower back'],
    ],
    [
      'Paramedic. Today I triaged two blokes with crushing chest pains running into the left arm, sweaty and grey. What I am here about is my right shoulder, it aches reaching up.',
      ['Right shoulder'],
    ],
    [
      'I volunteer on a helpline and take calls from people who tell me they want to die. The headset has given me a stiff neck.',
      ['Neck'],
    ],
    [
      'I am revising for my finals: pleuritic chest pain, sudden breathlessness, one swollen calf. What I actually have is DOMS in both thighs after a spin class.',
      ['Left thigh', 'Right thigh'],
    ],
    [
      'I coach an under-12 side and one of my players told me that he had been thinking about ending it. My Achilles is stiff first thing.',
      ['Right ankle'],
    ],
    // a pet's illness seen to by the vet, a relative's signs listed after her own clause
    [
      'Our spaniel had a septic knee, hot and swollen with a fever, and the vet drained it. Carrying her up the stairs has wrecked my lower back.',
      ['Lower back'],
    ],
    [
      'My wife got a clot in her lung after the birth, sudden breathlessness and sharp pain breathing in. My upper back is in knots from lifting the twins.',
      ['Upper back'],
    ],
    // acted and written parts
    [
      'I play a doctor in a TV drama and we filmed a collapse scene, me clutching my chest and gasping. My lower back aches from the falls.',
      ['Lower back'],
    ],
    [
      'I am writing a thriller where the detective plans to end his life. My wrists ache from typing.',
      ['Left wrist'],
    ],
    // advice read, a list of what to look out for
    [
      'The leaflet says to watch for a hot, red, swollen joint or a fever after the injection. My shoulder just aches when I lift it.',
      ['Right shoulder'],
    ],
    // causes named, fears, idioms, plans
    [
      'Stiff for an hour every morning because I have been sleeping on a friend’s lumpy sofa. My neck loosens once I am moving.',
      ['Neck'],
    ],
    [
      'Chest is tight and sore because I did the push-up challenge all week, sore to press. Breathing fine.',
      ['Chest'],
    ],
    [
      'I keep worrying it could be my heart, since arm pain can mean a heart attack. No chest pain, and it hurts when I move the shoulder.',
      ['Left shoulder'],
    ],
    ['Googled my back ache and now I am convinced it is serious. Can someone talk me down?', ['Lower back']],
    [
      'Been dragging my feet on booking this for months. My legs turned to jelly watching the final. My hip aches on the outside.',
      ['Right hip'],
    ],
    [
      'Flying to Perth next week and my calf is tight from a strain. Could the flight give me a clot? No swelling now.',
      ['Right calf'],
    ],
    [
      'The doctor asked the cancer questions: never had cancer, weight steady, no night sweats. 62, low back sore after digging.',
      ['Lower back'],
    ],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 88: carers who say whom they write for, whatever ache of their own they add; list items told by an -ing word; idioms and named causes', () => {
  it.each([
    // a carer who names whom the text is for: that person's signs are raised even beside 'my own …'
    [
      'Typing this in for my father. Twenty minutes ago he got a heavy crushing pain behind his breastbone that goes up into his jaw, and he is grey and sweating. My own lower back is sore from lifting him.',
      'cardiac',
    ],
    [
      'On behalf of my mother, 81, whose hip was replaced a fortnight ago: the wound is red, hot and oozing and she has a temperature of 39 and shivers. My own knees are stiff.',
      'infection',
    ],
    [
      'For my grandad, 80, a heavy smoker: a sudden tearing pain through his belly into his back started ten minutes ago and he is pale and clammy. My own shoulder hurts from lifting him.',
      'aortic-aneurysm',
    ],
    [
      'This form is for my wife. Since lunchtime her left arm is weak, her speech is slurred and her face has dropped on one side. My own neck is stiff.',
      'stroke-vbi',
    ],
    [
      'My husband cannot type with his hands like this so I am doing it. Over three weeks his hands have got clumsier every few days, he drops cups and cannot do buttons, and he walks wide and unsteady. My own hip aches.',
      'progressive-neuro-deficit',
    ],
    [
      "My partner's English is not good so I write. He drove two days across Europe and now his right calf is swollen, hot and red and tender to squeeze. My own elbow is sore.",
      'dvt',
    ],
    // 'showed' is a verb here, not a TV show
    [
      'My daughter is 16 and her back has hurt for a year. Tonight she showed me the cuts on her arms and said she wants to kill herself and has a plan.',
      'mental-health-crisis',
    ],
  ])('raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    // a carer names whom they write for: another of the family's signs are that person's
    [
      'I am typing this for my husband. Our two boys both had temperatures of 39 with flu last week. He has no fever at all; his lower back is sore from carrying them.',
      ['Lower back'],
    ],
    // a list of denied signs with an item told by its -ing word
    [
      'My neck has been stiff since I changed pillows. I have not had any dizziness, seeing double, trouble swallowing or talking.',
      ['Neck'],
    ],
    // a play's rehearsal, not a death rehearsed
    [
      'I sing in an amateur opera and my jaw clicks and aches after rehearsal and it is worse when I yawn.',
      ['Jaw'],
    ],
    // cast in a part
    [
      'Got cast as a patient who cannot feel anything down below and wets herself in a hospital drama. My real lower back aches from falling on the set.',
      ['Lower back'],
    ],
    // the clinical term read about
    [
      'Revising for my exams and after reading about saddle anaesthesia I have scared myself. My lower back is stiff from sitting, and everything down below feels normal.',
      ['Lower back'],
    ],
    // idioms and named causes
    [
      'Losing my job was hard news to swallow, and my shoulders have been tight and sore since.',
      ['Left shoulder'],
    ],
    ['Blind as a bat without my specs, and my neck aches from leaning into the screen.', ['Neck']],
    ['My stomach muscles feel ripped to shreds after a week of sit-ups, sore when I laugh.', ['Abdomen']],
    [
      'I felt something tear in my upper back muscle lifting a sofa; it is sore to press and on twisting.',
      ['Upper back'],
    ],
    [
      'Asthmatic. My chest went tight in the cold air on my run and two puffs of my inhaler sorted it. My knee hurts on the outside on long runs.',
      ['Right knee'],
    ],
    [
      'Lost a few pounds with a stomach bug last week, eating normally again now. My neck is stiff from lying in bed on my phone.',
      ['Neck'],
    ],
    [
      'Stiff as a board the morning after a day of digging the allotment, it took an hour to loosen. My lower back is easing.',
      ['Lower back'],
    ],
    [
      'My mum, 79, has knobbly swollen joints at her finger ends and her thumb base aches opening jars. I am filling this in for her.',
      ['Left hand'],
    ],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 89: stories dated long ago told across sentences; lists and dashed asides about someone else; named causes', () => {
  it.each([
    // an old story, then the sign now: the sentence with a time of its own is not part of the story
    [
      'In 2015 I had a disc operation and my legs were weak for a while. It all recovered. Since yesterday I cannot feel my bottom on the toilet and I cannot pass urine.',
      'cauda-equina',
    ],
    // an old story whose sign never went away
    [
      'In 2018 I hurt my back lifting a wardrobe. My bottom went numb and the feeling never came back properly. I am writing about my lower back, which aches.',
      'cauda-equina',
    ],
    // the writer's own thoughts of harm are never dated by a story told before them
    [
      'Ten years ago I hurt my back in a fall at work. I wanted to die and I bought the tablets to do it. My back is sore today.',
      'mental-health-crisis',
    ],
    // the writer's own lines after a list about someone else
    [
      "Mum's conditions:\n- dementia\n- diabetes\nMe:\n- numb between my legs since Tuesday\n- can't pass water since this morning",
      'cauda-equina',
    ],
    // a list headed by what someone else noticed is the writer's own signs
    ['My husband noticed:\n- slurred speech\n- face drooping\nI am 70 and my knee aches.', 'stroke-vbi'],
    // what someone noticed or said of the writer, as a label
    ['My husband noticed: slurred speech. My knee aches.', 'stroke-vbi'],
    ['My daughter says: my face has dropped on one side since lunch. My knee aches.', 'stroke-vbi'],
    // a dashed aside about someone else, then the writer's own emergency
    [
      'My son had a fall at school - he is fine now - but I have a crushing pain in my chest going into my left arm and I am sweating.',
      'cardiac',
    ],
  ])('raised: %s', (symptoms, flag) => {
    expect(flags(symptoms, ['Lower back'])).toContain(flag);
  });

  it.each([
    // a story dated by a year, told in the past through the sentences after it, then the writer turns to now
    [
      'In 2009 I was rushed into hospital. My legs had gone numb and I could not pass water. They operated on a disc that night and I recovered fully. This week my lower back is stiff after gardening.',
      ['Lower back'],
    ],
    [
      'January 2021: a crushing chest, sweating, shaking, ambulance to hospital. Everything was normal and it was a panic attack. This month my shoulder aches when I reach up.',
      ['Left shoulder'],
    ],
    // the lines of a list headed with someone else's illness
    [
      'My father has cancer. What led up to his diagnosis:\n- pain every night\n- lost three stone\n- soaked sheets\nI am 45 and my knee aches after football.',
      ['Left knee'],
    ],
    // signs set off by dashes after a clause about someone else
    [
      'My wife had a stroke in the spring - her mouth drooped, her arm went floppy, her words came out wrong - and helping her up has strained my back.',
      ['Lower back'],
    ],
    // a heading with the writer only as the carer
    [
      "Things my brother has (I'm his carer):\n• chest pain walking uphill\n• breathless lying flat\nMy own problem is a stiff neck from sleeping in a chair.",
      ['Neck'],
    ],
    // 'etc.' closing a list before the writer denies it
    [
      'I have read that whiplash can cause a stroke, with double vision, slurred speech etc. I have none of that, only a stiff neck.',
      ['Neck'],
    ],
    // writing gone untidy with cold fingers
    [
      'My writing has gone scrawly on the birthday cards because my fingers are freezing in this cold house; fine once they warm up.',
      ['Right hand'],
    ],
    // a red line dug by a sock's band
    [
      'The top band of my flight socks dug a red line into my calf. The calf is soft and the same size as the other.',
      ['Right calf'],
    ],
    // 'saw stars' on knocking the head, and the bump sore to touch
    [
      "Went straight into a shelf in the garage and saw stars. I'm 66, bump on my forehead sore to touch, headache gone with paracetamol.",
      ['Head'],
    ],
    // muscles that feel torn after a workout
    ['My quads feel like they have been torn apart after 150 squats yesterday.', ['Left thigh']],
    // a symptom that went away and never came back
    [
      'Vertigo came for a week after a cold, then it went away and never came back. My neck is stiff.',
      ['Neck'],
    ],
    // a bone broken in two places is no double vision
    ['Broke my ankle in two places years ago and it aches in the cold now.', ['Left ankle']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 90: thoughts of suicide and plans told without their words; weakness and numbness told by how far they have gone; stress fractures; answers of none', () => {
  it.each([
    [
      'Due to the pain and the pressure at work I am getting suicidal thoughts every day.',
      'mental-health-crisis',
      ['Neck'],
    ],
    [
      'Lower back. Can not do this anymore. Tablets are lined up ready.',
      'mental-health-crisis',
      ['Lower back'],
    ],
    [
      'I take extra sleeping pills hoping one night I will not come round. My neck aches.',
      'mental-health-crisis',
      ['Neck'],
    ],
    [
      'Drinking whisky with my painkillers each night, hoping it finishes me off. Sore hip.',
      'mental-health-crisis',
      ['Left hip'],
    ],
    [
      'Ex-forces, bad shoulder. Sat with the rifle to my head last night.',
      'mental-health-crisis',
      ['Left shoulder'],
    ],
    [
      'My knee is stiff. I have left my bank passwords written down for my brother as I will not be needing them much longer.',
      'mental-health-crisis',
      ['Left knee'],
    ],
    [
      'Knee pain for years. Tonight feels like the night. I have got everything I need here.',
      'mental-health-crisis',
      ['Left knee'],
    ],
    [
      'Neck pain. Compared with last week my arm is weaker again, and I cannot push up from a chair with it.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'Neck pain. The tingling began in my fingertips and now it is all the way up to my elbows on both sides.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'My signature does not even look like mine any more, and my neck is stiff and sore.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'Since the neck injury I have been holding on to the walls to get around the house.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'Back pain. My thigh gives way under me more than last week and I struggle on the stairs.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'I do cross country. My shin hurts in one exact spot and it throbs at night.',
      'fracture',
      ['Right shin'],
    ],
    [
      'I run most days. Deep ache in my groin and I cannot stand on that leg on its own.',
      'fracture',
      ['Right groin'],
    ],
    [
      'I am 62. My back pain is the same at 3am as at midday, no position eases it, and it has got worse week by week for two months.',
      'malignancy',
      ['Lower back'],
    ],
    [
      'I am 72 and I have a new headache every day. Tender patch on my scalp, even the pillowcase hurts it.',
      'giant-cell-arteritis',
      ['Head'],
    ],
  ])('raised: %s', (symptoms, flag, locations) => {
    expect(flags(symptoms, locations)).toContain(flag);
  });

  it.each([
    [
      'My mother has been giving away her jewellery and saying goodbye to everyone; she is in a hospice. Helping lift her has hurt my back.',
      ['Lower back'],
    ],
    [
      'I keep a stockpile of ibuprofen because I buy the multipacks on offer. Sore knee after a hike.',
      ['Left knee'],
    ],
    [
      'Thoughts that you would be better off dead or of hurting yourself: Not at all. Hip pain lying on that side.',
      ['Left hip'],
    ],
    [
      'The doctor asked about dizziness, double vision, slurred speech and falls - it was no to every one. Stiff neck from a draught.',
      ['Neck'],
    ],
    [
      'At altitude in Peru I was breathless, but that went when we came down. Knees sore from the descent after the long flight.',
      ['Left knee'],
    ],
    [
      'I lifted my son at an awkward angle and felt a sudden sharp pain in my back that made me gasp. I am 30.',
      ['Lower back'],
    ],
    [
      'Pain going down the back of my leg since Monday and I can barely walk on it.',
      ['Lower back', 'Left thigh'],
    ],
    ['My knee has collapsed under me twice since the ligament injury last year.', ['Left knee']],
    [
      'Took a knee to the thigh at football; it was weak but each day I can bend it a bit more.',
      ['Left thigh'],
    ],
    ['Dull back ache building up for about two months, no other problems.', ['Lower back']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 91: more plans told in passing, wind and wetting that happen unbidden, a catch with every breath; jokes, fears and jobs', () => {
  it.each([
    ['My neck is stiff. Honestly I would not mind not waking up tomorrow.', 'mental-health-crisis', ['Neck']],
    [
      'Shoulder pain. I have chosen the hymns for my funeral and I am going to the bridge after work tonight.',
      'mental-health-crisis',
      ['Left shoulder'],
    ],
    [
      'Since my back went I keep letting out wind without meaning to, and I cannot clench my bottom.',
      'cauda-equina',
      ['Lower back'],
    ],
    [
      'Since lifting the sofa my back is agony and I have wet myself twice without noticing.',
      'cauda-equina',
      ['Lower back'],
    ],
    [
      'Flew back from Sydney two days ago, one calf is puffy, and there is a sharp catch under my ribs with every deep breath.',
      'pulmonary-embolism',
      ['Right calf', 'Chest'],
    ],
    [
      'Turned my ankle on a rock. I cannot do more than hop, and the bony point on the inside is the sorest spot.',
      'fracture',
      ['Left ankle'],
    ],
  ])('raised: %s', (symptoms, flag, locations) => {
    expect(flags(symptoms, locations)).toContain(flag);
  });

  it.each([
    [
      "Singing 'I don't wanna live forever' at karaoke, and now my neck is stiff after headbanging.",
      ['Neck'],
    ],
    [
      'I am scared of the anaesthetic, that I will go to sleep and never wake up, so I would rather avoid the knee operation.',
      ['Left knee'],
    ],
    [
      'I answer calls from people who feel like ending things, and my back aches from the chair.',
      ['Lower back'],
    ],
    [
      'Writing a crime novel, I have been reading about lethal doses for the plot; my neck aches from the laptop.',
      ['Neck'],
    ],
    [
      'We go coasteering and jump off the cliffs into the sea; I landed badly and my back is stiff.',
      ['Lower back'],
    ],
    [
      "I don't want to be here any more, here being this warehouse; I start a new job next month. Back ache after lifting.",
      ['Lower back'],
    ],
    [
      'The new mattress arrives Thursday, fingers crossed. Stiff back in the mornings that eases after a shower.',
      ['Lower back'],
    ],
    [
      'My sister says neck cracking at the chiropractor can cause a stroke, is that true? No dizziness, just a stiff neck.',
      ['Neck'],
    ],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe("round 92, on recall: a face gone skew, speech likened to drink, slumping to one side, words that make no sense, drinks back through the nose; an instrument's fingering that fails, a foot gone lazy, worse at every outing; wetting the bed for the first time since childhood, a seat numb like a dental injection; a lethal-dose question the writer owns, how easy it would be at a bridge", () => {
  it.each([
    [
      'Since lunch my mouth has gone skew on the left and my wife says I am talking like I have had one too many, but I am stone cold sober.',
      'stroke-vbi',
      ['Neck'],
    ],
    [
      "Ah'm talkin like ah've had a skinful an ah've no touched a drop, and ma heid is pounding.",
      'stroke-vbi',
      ['Head'],
    ],
    [
      'Since this afternoon Dad keeps slumping over to the right in his armchair and has a thumping headache.',
      'stroke-vbi',
      ['Head'],
    ],
    [
      'Since this morning what he says is not making any sense, and he has a bad headache.',
      'stroke-vbi',
      ['Head'],
    ],
    [
      'Neck pain, and since yesterday my drinks keep coming back out through my nose.',
      'stroke-vbi',
      ['Neck'],
    ],
    [
      'Neck pain for two months, and my fingers keep landing on the wrong keys of the piano; it is worse at every lesson.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'Lower back pain, and over a few weeks my left foot has got lazier and lazier on the clutch.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'My neck aches and my thumbs hit the wrong letters more every week.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'My physio said my right foot is scuffing, and the sole of that trainer is worn through at the toe.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'He has not wet the bed since he was a small boy, but since his back went this week he has done it twice.',
      'cauda-equina',
      ['Lower back'],
    ],
    [
      'Since my back went my backside feels like when the dentist numbs your gums, all round between my legs.',
      'cauda-equina',
      ['Lower back'],
    ],
    [
      'How many of my sleeping tablets would be fatal for a woman of my size? Asking for me.',
      'mental-health-crisis',
      ['Lower back'],
    ],
    [
      'Every day I stop on the bridge on my way to work and stare down at the water for far too long, thinking how easy it would be.',
      'mental-health-crisis',
      ['Lower back'],
    ],
  ])('raised: %s', (symptoms, flag, locations) => {
    expect(flags(symptoms, locations)).toContain(flag);
  });

  it.each([
    [
      'My face was so frozen on the ski lift at minus 15 that I could barely talk; fine after a hot chocolate. Neck stiff.',
      ['Neck'],
    ],
    [
      "People at work can't understand a word I say because I'm from Glasgow. My elbow hurts from typing.",
      ['Right elbow'],
    ],
    [
      'By the end of the stag do I was well gone and slurring my words; fine the next morning, but I jarred my knee dancing.',
      ['Right knee'],
    ],
    ['Woke with a stiff neck from the funny position I slept in on the sofa.', ['Neck']],
    [
      'My handwriting has been terrible since primary school. Now the base of my thumb aches.',
      ['Right wrist'],
    ],
    [
      'Fell off my bike onto my side; it catches when I breathe in hard, but I am not short of breath at all.',
      ['Chest'],
    ],
    [
      'Was lifting the canoe onto the car and my back went into spasm; easier lying on the floor with my knees bent.',
      ['Lower back'],
    ],
    [
      'Biceps bulging for once, the gym is paying off; my shoulder aches on the bench press.',
      ['Left shoulder'],
    ],
    [
      'Turned my ankle on a kerb; for a moment I had to hop, then I walked on it back to the car.',
      ['Right ankle'],
    ],
    [
      'Went down like a sack of potatoes when the defender clattered into me; dead leg and a big bruise on my thigh.',
      ['Left thigh'],
    ],
    [
      'Both legs destroyed after leg day, quads burning, can barely sit down on the toilet.',
      ['Left thigh', 'Right thigh'],
    ],
    [
      'Erection trouble for about four years since my blood pressure tablets, nothing new. Back ache from digging.',
      ['Lower back'],
    ],
    ['Slipped on ice, walked the rest of the route (40 min) and my wrist is a bit sore.', ['Right wrist']],
    [
      'I have osteoporosis; my mid back has ached gradually for months after bending over in the garden, no sudden pain.',
      ['Upper back'],
    ],
    [
      'I took an overdose at 17 and had help afterwards - that was twenty years ago. No dark thoughts now. Shoulder clicks when I swim.',
      ['Right shoulder'],
    ],
    [
      'Long ride on Sunday; the usual numb crotch every cyclist gets was gone by the time I had showered. Back stiff.',
      ['Lower back'],
    ],
    ['After the hill walk both calves feel like I have been hit with a plank.', ['Left calf', 'Right calf']],
    [
      'Wobbly the morning after the wedding, but that was down to the prosecco. Neck stiff from the hotel chair.',
      ['Neck'],
    ],
    [
      'Checked the tide times for the cliff path walk on Saturday; my knees ache going downhill.',
      ['Left knee'],
    ],
    ['Physio on Monday, fingers crossed it helps my wrist.', ['Right wrist']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 93, on recall for a worsening deficit: loads that fall, pain easing while a limb fails, a muscle wasted against the other side, a limb no longer felt on the pedals, veering into walls, tools slipping, a task lost; a mouth that will not lift on one side', () => {
  it.each([
    [
      'Neck and arm pain for a month. My squat went 120 to 90 and then 70 over three weeks because my legs just will not drive.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'My grip strength was a reading of 40 kg in May and is 28 kg now.',
      'progressive-neuro-deficit',
      ['Neck', 'Right hand'],
    ],
    [
      'My hand therapist tests my grip every week. It was 40 kg at the start, then 33, and today 25 on the left.',
      'progressive-neuro-deficit',
      ['Neck', 'Left hand'],
    ],
    [
      'Sciatica for a month. The leg pain is much better, but the calf is numb now.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'Back pain since the move, and my left thigh has gone skinnier than the other one.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'Back and leg pain for six weeks; I cannot tell whether my foot is on the brake without looking, and it is worse this week than last.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'My neck has ached since spring, and lately I keep veering into the doorframes at home.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'My neck aches, and I cannot do up the clasp of my watch any more; the screws keep slipping out of my fingers at work.',
      'progressive-neuro-deficit',
      ['Neck'],
    ],
    [
      'Back pain, and the numbness began in my little toe and has since crept up into my calf.',
      'progressive-neuro-deficit',
      ['Lower back'],
    ],
    [
      'Mum was painting and now one side of her mouth will not lift when she smiles, and her drink runs out of that corner.',
      'stroke-vbi',
      ['Head'],
    ],
  ])('raised: %s', (symptoms, flag, locations) => {
    expect(flags(symptoms, locations)).toContain(flag);
  });

  it.each([
    ['I am 52 and hurt my back lifting a 20 kg bag of compost.', ['Lower back']],
    ['My dad, 84, is frail, so at 60 I have started strength training. Mild knee ache.', ['Left knee']],
    ['My pain has come down from 8 to 3 over the weeks, and my strength is back to normal.', ['Lower back']],
    ['My shoulder is stiff and I cannot do my bra up at the back any more.', ['Right shoulder']],
    [
      'Nodded off on the sofa with my arm hooked over the armrest; the hand was weak for an hour and now it is fine. Sore neck.',
      ['Neck'],
    ],
    [
      'My calf muscle feels tight after the race and I cannot feel it properly when I stretch.',
      ['Left calf'],
    ],
    [
      'For the record I can hop on each leg and nothing feels numb; just sciatica that is easing.',
      ['Lower back'],
    ],
    [
      'Six pints on Saturday and my speech was slurred, then I rolled my ankle; fine and talking normally now.',
      ['Left ankle'],
    ],
    ['My legs went from under me when the full-back fouled me; dead leg and a bruise.', ['Right thigh']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});

describe('round 94, on recall for thoughts of suicide told as acts: an urge toward a train, hurting oneself to feel, a blade pictured at the wrists, a wish to join the dead, happier lives for others without one, a place gone back to, a ligature tried, a lighter held to the skin, driving hoping to crash; a question answered yes in the next sentence', () => {
  it.each([
    ['Sore knee. At the station I get an urge to jump in front of the train as it comes in.', ['Right knee']],
    [
      'My shins ache, and when I am cross with myself I kick the bed frame until it really hurts.',
      ['Left shin'],
    ],
    ['Back pain. I pinch my thighs hard because then at least I feel something.', ['Lower back']],
    ['Back pain. When things build up I hold a lighter to my skin.', ['Lower back']],
    ['My knee aches. I tied the dressing gown cord over the loft hatch last week.', ['Left knee']],
    [
      'My son, 14, has sore knees from football; he skips meals and says he does not deserve to eat.',
      ['Left knee'],
    ],
    [
      'Neck ache. Lately I drive too fast on the motorway at night, half hoping to crash into a wall.',
      ['Neck'],
    ],
    ['Sore heel. Last night I searched how to make a noose.', ['Left heel']],
    [
      'Sore calf. Most evenings I walk to the railway bridge and stand hanging over the parapet, a bit longer each time.',
      ['Left calf'],
    ],
    ['My knee is bad. The razor in the bathroom, I keep thinking about my wrists.', ['Right knee']],
    ['Mum, 88, has arthritic hands; she keeps telling me she wants to be with Dad again.', ['Left hand']],
    ['Since my husband passed I just want to be with him. My hip aches.', ['Left hip']],
    [
      'Low back pain since the baby. My children would have happier lives if I were not around.',
      ['Lower back'],
    ],
    [
      'Since my neck went I keep going back to the cliff path at night and standing right at the edge.',
      ['Neck'],
    ],
    [
      'Sore shoulder. I checked the times the freight trains pass the level crossing, and it is nothing to do with going anywhere.',
      ['Right shoulder'],
    ],
    ['Hip pain for months. Every night I wish I would never open my eyes again.', ['Left hip']],
    ['My neck hurts. In the bath I imagine going under the water and staying under.', ['Neck']],
    ['The nurse asked whether I had thoughts of suicide. Yes, most days.', ['Lower back']],
  ])('raised: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toContain('mental-health-crisis');
  });

  it.each([
    [
      'My brother worried I was in a dark place after the divorce; I am not, just sore from sciatica.',
      ['Lower back'],
    ],
    [
      'The faded scars on my wrists date from school; that chapter of my life is over. Thumb pain.',
      ['Left wrist'],
    ],
    [
      'Each week I fill a dosette box for my husband and count the tablets twice. My knees are sore.',
      ['Left knee'],
    ],
    [
      'I lost my best mate, who died two years ago, and running helps; my knee aches after 5 km.',
      ['Right knee'],
    ],
    ['My wife is away this week and I just want to be with her. Sore back.', ['Lower back']],
    ['My knee hurts and I wanted to go with them to the beach.', ['Right knee']],
    ['My knee is sore but I am hoping to hit the gym again next week.', ['Left knee']],
    ['I want the operation on my knee so I do not have to deal with it any more.', ['Left knee']],
    [
      'Fell off the stage at the school play, so embarrassing; I wanted the ground to open up and swallow me and disappear. Sore ankle.',
      ['Right ankle'],
    ],
    [
      'I am leaving the practice after 30 years in July and have been writing farewell cards to my colleagues; my shoulder aches.',
      ['Right shoulder'],
    ],
    [
      'We relocate to Spain in March, so I have sold my car, found the dog a new home and had my leaving party. Heel pain.',
      ['Left heel'],
    ],
    [
      'My partner noticed scratch marks on my legs; it is my psoriasis, I scratch at night. Elbow pain.',
      ['Right elbow'],
    ],
    ['this calf strain is trying to unalive me fr, did it at sprints. otherwise all good', ['Left calf']],
    [
      'I climb at the wall twice a week and have just ordered a new rope and harness. Finger pain.',
      ['Left hand'],
    ],
    ['Rope burn across my palms from tug of war at sports day, and a sore shoulder.', ['Right shoulder']],
    [
      'We lost my uncle to suicide years ago and I joined a suicide bereavement group; my knee hurts when I run.',
      ['Right knee'],
    ],
    [
      'The physio went through a mood questionnaire, low mood, poor sleep, thoughts you would be better off dead, and I honestly said no to all of them.',
      ['Left shoulder'],
    ],
    [
      'The GP did a questionnaire on mood with me, whether I had been low, whether I had wished I was dead, and I said no each time.',
      ['Right hip'],
    ],
    ['The nurse asked whether I had thoughts of suicide. No, never.', ['Lower back']],
  ])('not a red flag: %s', (symptoms, locations) => {
    expect(flags(symptoms, locations)).toEqual([]);
  });
});
