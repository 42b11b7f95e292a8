import { RED_FLAGS } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { assess, summaryText } from '../src/index.ts';

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
  const flags = (text: string, areas: string[]) =>
    assess({ symptoms: text, painLocations: areas }).triage.red_flags;
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
