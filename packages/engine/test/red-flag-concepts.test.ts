import { RED_FLAGS, SAFETY_QUESTIONS } from '@physiomate/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assess, safetyQuestions } from '../src/index.ts';

/**
 * The red-flag screen holds for words, not phrases: for every flag, each concept term in each of
 * its inflections raises the flag, and the same words denied, or said of a relative, do not.
 * The sentences around it are drawn at random from ordinary musculoskeletal detail.
 */
interface FlagConcept {
  region: string[];
  /** Inflections and lay synonyms of the sign; `{w}` in the templates. */
  words: string[];
  present: string;
  negated: string;
  relative: string;
}

const CONCEPTS: Record<string, FlagConcept[]> = {
  'cauda-equina': [
    {
      region: ['Lower back'],
      words: ['only a dribble comes', 'the bladder will not empty properly', 'nothing much comes out'],
      present: 'My back has been bad for days and now when I need the toilet {w}.',
      negated: 'My back has been bad but when I need the toilet it is fine, it is not like {w}.',
      relative: 'My dad has back trouble and when he needs the toilet he says {w}.',
    },
    {
      region: ['Lower back'],
      words: ['numb', 'numbness', 'tingling', 'tingly', 'pins and needles', 'no feeling'],
      present: 'Since yesterday I have {w} around my genitals and back passage.',
      negated: 'There is nothing like {w} around my genitals or back passage.',
      relative: 'My mum has {w} around her genitals after her back operation.',
    },
    {
      region: ['Lower back'],
      words: ['pee', 'wee', 'urinate', 'pass urine', 'pass water'],
      present: 'Since this morning I can not {w} properly.',
      negated: 'I have had no trouble when I {w}.',
      relative: 'My dad says he can not {w} properly since his fall.',
    },
  ],
  cardiac: [
    {
      region: ['Chest'],
      words: ['crushing', 'tight', 'heavy', 'squeezing', 'pressure'],
      present: 'There is a {w} feeling in my chest and I am sweating and feel sick.',
      negated: 'No {w} feeling in my chest, no sweating and I do not feel sick.',
      relative: 'My grandad had a {w} feeling in his chest and was sweating and sick.',
    },
  ],
  'stroke-vbi': [
    {
      region: ['Neck'],
      words: ['weak', 'heavy', 'numb', 'clumsy', 'useless'],
      present: 'Since this afternoon my left arm and leg are {w}, and my neck aches.',
      negated: 'My neck aches but my left arm and leg are not {w}.',
      relative: 'My grandad says his left arm and leg went {w} yesterday.',
    },
    {
      region: ['Neck'],
      words: ['two copies of every line', 'the letters one on top of the other', 'two of every car'],
      present: 'Since my neck started hurting this morning I keep seeing {w} on the road signs.',
      negated: 'My neck hurts but I am not seeing {w} on the road signs.',
      relative: 'My sister says she sees {w} on the road signs since her neck went.',
    },
    {
      region: ['Neck'],
      words: ['slurred', 'slurring', 'muddled', 'garbled'],
      present: 'Since this afternoon my speech is {w}.',
      negated: 'My speech is not {w} at all.',
      relative: 'My wife had {w} speech when she had her stroke.',
    },
    {
      region: ['Neck'],
      words: ['double vision', 'seeing double', 'a drooping face', 'trouble swallowing'],
      present: 'I suddenly have {w} since this morning.',
      negated: 'I do not have {w}.',
      relative: 'My father had {w} before his stroke.',
    },
  ],
  infection: [
    {
      region: ['Lower back'],
      words: ['a fever', 'fevers', 'shivers', 'shivering', 'chills', 'a high temperature', 'rigors'],
      present: 'For two days I have had {w} with the back pain.',
      negated: 'I have not had {w} at all.',
      relative: 'I have back pain, and my son has had {w} with a cold this week.',
    },
  ],
  'aortic-aneurysm': [
    {
      region: ['Abdomen', 'Lower back'],
      words: ['tearing', 'ripping'],
      present: 'A sudden severe {w} pain started in my belly going through to my back.',
      negated: 'It is not a {w} pain, more of a dull ache.',
      relative: 'My uncle had a {w} pain in his belly before his aneurysm burst.',
    },
  ],
  'mental-health-crisis': [
    {
      region: ['Lower back'],
      words: ['ending my life', 'killing myself', 'suicide', 'harming myself'],
      present: 'Lately I keep having thoughts of {w}.',
      negated: 'I have never had thoughts of {w}.',
      relative: 'My brother had thoughts of suicide last year and got help.',
    },
  ],
  'pulmonary-embolism': [
    {
      region: ['Chest'],
      words: ['short of breath', 'breathless', 'out of breath'],
      present: 'I suddenly became {w} yesterday, after my knee operation last week.',
      negated: 'I am not {w}, and I had my knee operation two years ago.',
      relative: 'My mum became {w} after her knee operation.',
    },
  ],
  fracture: [
    {
      region: ['Left wrist'],
      words: ['bent', 'crooked', 'deformed', 'out of shape', 'misshapen'],
      present: 'I fell on the ice and now my wrist looks {w}.',
      negated: 'I fell on the ice but my wrist does not look {w}.',
      relative: 'My husband fell on the ice and his wrist looked {w}.',
    },
    {
      region: ['Left ankle'],
      words: ['stand', 'walk', 'put weight on it', 'bear weight'],
      present: 'I twisted my ankle playing football and I can not {w}.',
      negated: 'I twisted my ankle playing football but I have no problem when I {w}.',
      relative: 'My husband twisted his ankle and he can not {w}.',
    },
  ],
  dvt: [
    {
      region: ['Left calf'],
      words: ['swollen', 'puffy', 'fatter', 'bigger'],
      present: 'Since a long flight my left calf is {w} and warm.',
      negated: 'Since a long flight my calf is not {w} or warm.',
      relative: 'After a long flight my sister had a calf that was {w} and warm.',
    },
  ],
  'progressive-neuro-deficit': [
    {
      region: ['Lower back'],
      words: ['weaker', 'weak'],
      present: 'My left leg is getting {w} every week.',
      negated: 'My leg is not getting {w} at all.',
      relative: 'My dad says his leg is getting {w} every week.',
    },
    {
      region: ['Lower back'],
      words: ['drags', 'slaps', 'dragging', 'slapping'],
      present: 'When I walk my foot {w} on the ground.',
      negated: 'When I walk my foot never {w}.',
      relative: 'My neighbour says his foot {w} when he walks.',
    },
  ],
  malignancy: [
    {
      region: ['Lower back'],
      words: ['lost weight', 'lost two stone', 'been losing weight', 'dropped a lot of weight'],
      present: 'I have {w} without trying over the last few months.',
      negated: 'I have not {w}.',
      relative: 'My gran {w} before she was diagnosed.',
    },
    {
      region: ['Lower back'],
      words: ['breast cancer', 'prostate cancer', 'lymphoma', 'a tumour removed'],
      present: 'Years ago I had {w}, and now this back pain.',
      negated: 'I have never had {w}.',
      relative: 'My dad had {w} years ago.',
    },
  ],
  'giant-cell-arteritis': [
    {
      region: ['Head'],
      words: ['tender', 'sore', 'sensitive'],
      present: 'I am 72 with a new headache and my scalp is {w} when I brush my hair.',
      negated: 'I am 72 with a headache but my scalp is not {w}.',
      relative: 'My aunt was 72 when her scalp was {w} and she had headaches.',
    },
  ],
  'tendon-rupture': [
    {
      region: ['Left heel'],
      words: ['a gap', 'a dip', 'a dent', 'a hollow'],
      present: 'Something went above my heel at netball and I can feel {w} in the cord there.',
      negated: 'My heel aches after netball but there is no {w} in the cord there.',
      relative: 'My son says something went above his heel at netball and he can feel {w} in the cord.',
    },
    {
      region: ['Right calf'],
      words: ['tiptoe', 'push off', 'stand on my toes'],
      present: 'I heard a snap at the back of my heel and now I can not {w}.',
      negated: 'I felt a twinge in my calf but I have no trouble when I {w}.',
      relative: 'My friend heard a snap at the back of his heel and then he could not {w}.',
    },
  ],
  'inflammatory-arthritis': [
    {
      region: ['Left hand', 'Right hand'],
      words: ['swollen', 'puffy', 'inflamed'],
      present: 'Several of my finger joints are {w} and stiff every morning.',
      negated: 'My finger joints are not {w}.',
      relative: 'My mum has rheumatoid arthritis and her fingers are {w}.',
    },
  ],
};

const FILLER = [
  'It started after a busy week at work.',
  'I have tried paracetamol and a hot water bottle.',
  'Sitting for a long time makes it stiff.',
  'I am otherwise fit and I like walking.',
  'It is worse in the evening.',
];

const OWN_PAIN = 'I have had an ache in my lower back for a month.';

const text = (template: string, word: string, before: string, after: string) =>
  `${before} ${template.replace('{w}', word)} ${after}`;

describe('every red flag is a set of concepts, not phrases', () => {
  it('covers every red flag of the taxonomy', () => {
    for (const flag of RED_FLAGS) expect(CONCEPTS[flag.id], flag.id).toBeDefined();
  });

  for (const [flag, concepts] of Object.entries(CONCEPTS)) {
    concepts.forEach((concept, index) => {
      const sample = fc.record({
        w: fc.constantFrom(...concept.words),
        before: fc.constantFrom(...FILLER),
        after: fc.constantFrom(...FILLER),
      });
      it(`${flag} (${index + 1}): every inflection raises it`, () => {
        fc.assert(
          fc.property(sample, ({ w, before, after }) => {
            const r = assess({
              symptoms: text(concept.present, w, before, after),
              painLocations: concept.region,
            });
            expect(r.triage.red_flags, w).toContain(flag);
          }),
          { numRuns: 30 },
        );
      });
      it(`${flag} (${index + 1}): denied or a relative's, it is not raised`, () => {
        fc.assert(
          fc.property(sample, ({ w, before, after }) => {
            // The writer describes their own pain, so the relative's signs are the relative's.
            for (const template of [concept.negated, `${OWN_PAIN} ${concept.relative}`]) {
              const r = assess({ symptoms: text(template, w, before, after), painLocations: concept.region });
              expect(r.triage.red_flags, `${template} / ${w}`).not.toContain(flag);
            }
          }),
          { numRuns: 30 },
        );
      });
    });
  }
});

describe('now, not long ago', () => {
  const cases: [string, string[], string][] = [
    [
      'Years ago I had a fever with my back pain, all gone now. Lately my lower back aches after gardening.',
      ['Lower back'],
      'infection',
    ],
    [
      'As a teenager I had thoughts of ending my life, but I have been in a good place for years. My heel hurts in the morning.',
      ['Left heel'],
      'mental-health-crisis',
    ],
    [
      'When I was twelve I broke my wrist falling off a bike. Now it aches after a long day of typing, no swelling.',
      ['Left wrist'],
      'fracture',
    ],
  ];
  for (const [symptoms, painLocations, flag] of cases)
    it(`does not raise ${flag} for a sign long past`, () => {
      expect(assess({ symptoms, painLocations }).triage.red_flags).not.toContain(flag);
    });
  it('still counts a past cancer with new back pain (a history that matters now)', () => {
    const r = assess({
      symptoms:
        'I had breast cancer ten years ago. For a month my back has ached, worse at night and not eased by lying down.',
      painLocations: ['Lower back'],
    });
    expect(r.triage.red_flags).toContain('malignancy');
  });
});

describe('a carer writing for the patient', () => {
  const cases: [string, string[], string][] = [
    [
      'My husband has gone pale and sweaty, with a crushing pain in his chest going down his left arm.',
      ['Chest'],
      'cardiac',
    ],
    [
      'My mum is 84 and fell in the bathroom last night; her foot is turned out to the side and she cannot stand.',
      ['Left hip'],
      'fracture',
    ],
    [
      'My 6 year old will not put weight on her leg, her hip is sore and she has a fever of 39.',
      ['Left hip'],
      'infection',
    ],
  ];
  for (const [symptoms, painLocations, flag] of cases)
    it(`raises ${flag} for the person written about`, () => {
      expect(assess({ symptoms, painLocations }).triage.red_flags).toContain(flag);
    });
  it("keeps a relative's past illness out, even when a carer writes", () => {
    const r = assess({
      symptoms:
        'My dad has had low back pain for three weeks after moving furniture. He had prostate cancer years ago.',
      painLocations: ['Lower back'],
    });
    expect(r.triage.red_flags).toContain('malignancy');
    const own = assess({
      symptoms:
        'I have had low back pain for three weeks after moving furniture. My dad had prostate cancer years ago.',
      painLocations: ['Lower back'],
    });
    expect(own.triage.red_flags).not.toContain('malignancy');
  });
});

describe('the safety check', () => {
  const benign =
    'My knee has ached a little after gardening for a week, worse kneeling, better when I keep moving.';

  it('raises the flag of any question answered yes, whatever the text says (by construction)', () => {
    for (const q of SAFETY_QUESTIONS) {
      const r = assess({
        symptoms: benign,
        painLocations: ['Right knee'],
        safetyAnswers: [{ id: q.id, answer: 'yes' }],
      });
      expect(r.triage.red_flags, q.id).toContain(q.flag);
      const level = RED_FLAGS.find((f) => f.id === q.flag)?.triage;
      if (level === 'emergency') expect(r.exercises, q.id).toHaveLength(0);
    }
  });

  it("counts 'not sure' as a possible yes: the flag is raised, an emergency one as see a doctor today", () => {
    const r = assess({
      symptoms: benign,
      painLocations: ['Lower back'],
      safetyAnswers: [{ id: 'saddle-bladder', answer: 'unsure' }],
    });
    expect(r.triage.red_flags).toContain('cauda-equina');
    expect(r.triage.level).toBe('urgent');
  });

  it("changes nothing when every answer is 'no'", () => {
    const input = { symptoms: benign, painLocations: ['Right knee'] };
    const without = assess(input);
    const withNo = assess({
      ...input,
      safetyAnswers: SAFETY_QUESTIONS.map((q) => ({ id: q.id, answer: 'no' as const })),
    });
    expect(withNo.triage).toEqual(without.triage);
    expect(withNo.exercises.map((e) => e.id)).toEqual(without.exercises.map((e) => e.id));
  });

  it('asks the universal questions and at most 8, skipping what the text already settles', () => {
    const asked = safetyQuestions({
      symptoms: benign,
      painLocations: ['Lower back', 'Right knee', 'Chest', 'Neck'],
    });
    expect(asked.length).toBeLessThanOrEqual(8);
    for (const id of ['fever', 'weight-loss', 'injury', 'self-harm'])
      expect(asked.map((q) => q.id)).toContain(id);
    const settled = safetyQuestions({
      symptoms:
        'Back ache after lifting. No fever. No numbness between my legs and no bladder or bowel problems.',
      painLocations: ['Lower back'],
    }).map((q) => q.id);
    expect(settled).not.toContain('fever');
    expect(settled).not.toContain('saddle-bladder');
    expect(settled).toContain('weight-loss');
  });
});

describe('fail safe', () => {
  const cases: [string, string][] = [
    [
      'German',
      'Ich habe seit drei Wochen starke Schmerzen im rechten Knie, besonders beim Treppensteigen und morgens.',
    ],
    [
      'Spanish',
      'Me duele mucho la espalda baja desde hace dos semanas, sobre todo cuando me agacho o levanto cosas.',
    ],
    ['Japanese', '膝が痛くて歩けません。三週間前からです。階段を降りる時が一番痛いです。夜も痛みます。'],
    ['emoji only', '😭😭😭🦵🦵🦵 😭😭😭🦵🦵🦵 😭😭😭🦵🦵🦵 😭😭😭🦵🦵🦵 😭😭😭🦵🦵🦵 😭😭😭🦵🦵🦵'],
    [
      'too thin',
      'knee knee knee pain pain help please help please it hurts so much i do not know what to do now',
    ],
  ];
  for (const [name, symptoms] of cases) {
    it(`${name}: no diagnosis, no exercises, at least routine`, () => {
      const r = assess({ symptoms, painLocations: ['Right knee'] });
      expect(r.understanding).not.toBe('ok');
      expect(r.conditions).toHaveLength(0);
      expect(r.exercises).toHaveLength(0);
      expect(r.summary).toMatch(/could not understand enough/);
      expect(['routine', 'urgent', 'emergency']).toContain(r.triage.level);
    });
  }

  it('still screens the answers of text it cannot read', () => {
    const r = assess({
      symptoms: cases[0]?.[1] ?? '',
      painLocations: ['Lower back'],
      safetyAnswers: [{ id: 'saddle-bladder', answer: 'yes' }],
    });
    expect(r.triage.level).toBe('emergency');
    expect(r.exercises).toHaveLength(0);
  });

  const groups: [string, string, string[], string, 'none' | 'some'][] = [
    [
      'child',
      'My 12 year old son has pain just below his kneecap after football for three weeks, worse jumping.',
      ['Right knee'],
      'child',
      'none',
    ],
    [
      'pregnancy',
      'I am 30 weeks pregnant and my lower back aches when I stand for long, easing when I sit, for two weeks.',
      ['Lower back'],
      'pregnancy',
      'some',
    ],
    [
      'recent surgery',
      'I had my hip replaced 5 weeks ago and the outer hip aches when I lie on it and walk far.',
      ['Right hip'],
      'recent_surgery',
      'none',
    ],
    [
      'new weakness',
      'For two weeks my left knee feels weak on stairs and aches at the front after walking, no injury.',
      ['Left knee'],
      'new_weakness',
      'some',
    ],
  ];
  for (const [name, symptoms, painLocations, id, plan] of groups) {
    it(`${name}: never self-care, the right professional named, the plan ${plan === 'none' ? 'withheld' : 'limited'}`, () => {
      const r = assess({ symptoms, painLocations });
      expect(r.triage.level).not.toBe('self-care');
      expect(r.cautions?.map((c) => c.id)).toContain(id);
      if (plan === 'none') expect(r.exercises).toHaveLength(0);
      else expect(r.exercises.length).toBeGreaterThan(0);
    });
  }
  it('counts surgery within 12 weeks as recent, and not an operation dated further back', () => {
    const dated = (when: string) =>
      assess({
        symptoms: `I had my knee replaced ${when} and the front of the knee aches on stairs and when I kneel.`,
        painLocations: ['Right knee'],
      }).cautions?.map((c) => c.id);
    expect(dated('10 weeks ago')).toContain('recent_surgery');
    expect(dated('3 days ago')).toContain('recent_surgery');
    expect(dated('20 weeks ago')).not.toContain('recent_surgery');
    expect(dated('two years ago')).not.toContain('recent_surgery');
  });

  it('names the midwife in pregnancy and the surgical team after an operation', () => {
    expect(
      assess({ symptoms: groups[1]?.[1] ?? '', painLocations: ['Lower back'] }).cautions?.[0]?.message,
    ).toMatch(/midwife/);
    expect(
      assess({ symptoms: groups[2]?.[1] ?? '', painLocations: ['Right hip'] }).cautions?.[0]?.message,
    ).toMatch(/surgical team/);
  });
});

describe('seventh round: general rules found by new writers', () => {
  const raises = (symptoms: string, painLocations: string[]) =>
    assess({ symptoms, painLocations }).triage.red_flags;

  it('ends a denied list at an emphatic close ("no injury at all, fever …")', () => {
    for (const close of ['at all', 'whatsoever'])
      expect(
        raises(
          `My knee blew up hot and red since yesterday, no injury ${close}, temperature 39 and shivery.`,
          ['Right knee'],
        ),
      ).toContain('infection');
    // the list rule itself still holds
    expect(
      raises('My knee is sore after a long walk, no fever, chills or sweats, no redness.', ['Right knee']),
    ).not.toContain('infection');
  });

  it('reads a whole person hot, or newly confused and off food, as unwell with a hot joint', () => {
    for (const systemic of [
      'she feels boiling hot',
      'he is burning hot',
      'he has gone muddled and off his food',
      'she is confused and not herself',
    ])
      expect(
        raises(`Mum is 81. Her wrist is hot, red and swollen since Monday and ${systemic}.`, ['Left wrist']),
      ).toContain('infection');
  });

  it('counts a self-harm act now when the past is only a comparison ("again, like when I was young")', () => {
    for (const act of [
      'cutting my arms again like I did when I was young',
      'burning my skin again, as I did at uni',
    ])
      expect(
        raises(`My shoulder aches and life is hard. I have started ${act}.`, ['Left shoulder']),
      ).toContain('mental-health-crisis');
    expect(
      raises(
        'I used to cut my arms when I was a teenager; that is long behind me. My shoulder aches when I swim.',
        ['Left shoulder'],
      ),
    ).not.toContain('mental-health-crisis');
  });

  it('reads a new need to hold on, or feet as though on cotton wool, as an unsteady walk with clumsy hands', () => {
    for (const gait of [
      'my feet feel as though I am walking on cotton wool',
      'I now have to hold the banister on the stairs',
      'I have started using the handrail everywhere',
    ])
      expect(raises(`My neck is stiff, I fumble with buttons these weeks, and ${gait}.`, ['Neck'])).toContain(
        'progressive-neuro-deficit',
      );
  });

  it('reads a muscle whose outline went flat, or a blow blamed on an object, as a torn tendon', () => {
    for (const change of [
      'the front of my armpit looks flat',
      'my bicep looks sunken',
      'the calf looks hollow',
    ])
      expect(
        raises(`Lifting heavy yesterday something went, and now ${change} compared with the other side.`, [
          'Right upper arm',
        ]),
      ).toContain('tendon-rupture');
    for (const blow of ['a ball hit the back of my leg', 'his racket struck my calf', 'a stone hit my heel'])
      expect(
        raises(`Playing tennis I felt like ${blow}, nobody was there, and now I cannot push off that foot.`, [
          'Left calf',
        ]),
      ).toContain('tendon-rupture');
  });

  it('counts cancer as a clot risk while it is active, not when treated and clear for years', () => {
    const calf = 'My left calf has been swollen and tight for three days.';
    expect(raises(`I am on chemotherapy for bowel cancer. ${calf}`, ['Left calf'])).toContain('dvt');
    for (const clear of [
      'I had breast cancer twelve years ago and have been all clear since.',
      'A melanoma was removed long ago and I am cancer free.',
    ])
      expect(
        raises(`${clear} I went over on my ankle on a step yesterday and it is a bit puffy.`, ['Left ankle']),
      ).not.toContain('dvt');
  });

  it('reads literal translations: "without air", "I have 77 years", a foot that falls when walking', () => {
    expect(
      raises('Suddenly I am without air and it stabs in my chest when I breathe in. I take the pill.', [
        'Chest',
      ]),
    ).toContain('pulmonary-embolism');
    expect(
      raises('I have 74 years. A new headache on the side of my head and my sight went grey for a minute.', [
        'Head',
      ]),
    ).toContain('giant-cell-arteritis');
    for (const drop of ['my foot falls down when I walk', 'I keep hitting my toes on the floor'])
      expect(raises(`For a month ${drop} and it is worse every week.`, ['Left foot'])).toContain(
        'progressive-neuro-deficit',
      );
  });

  it('does not read comfort, or what the internet says, as a sign', () => {
    expect(
      raises('I can not feel comfortable in my desk chair, my low back aches by evening.', ['Lower back']),
    ).not.toContain('cauda-equina');
    expect(
      raises(
        'I read on the internet that back pain at night can be cancer. Mine is only when I bend, and fine lying down.',
        ['Lower back'],
      ),
    ).not.toContain('malignancy');
  });
});
