import type { Recommendation } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import {
  assess,
  assistantAnswer,
  chatSystemPrompt,
  chatTriageMessage,
  diffResults,
  keepRaisedTriage,
  reassess,
  redFlagReply,
  redFlagsOf,
  screenMessage,
} from '../src/index.ts';
import holdout from './fixtures/holdout.json' with { type: 'json' };
import redFlagCases from './fixtures/redflag-dev.json' with { type: 'json' };
import sample from './fixtures/vignettes-sample.json' with { type: 'json' };

const KNEE_TEXT =
  'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.';
const BACK_TEXT =
  'I am a 45 year old office worker. My lower back has ached for 4 months, worse after sitting at my desk all day and bending forward to lift boxes. It eases when I walk. I sleep badly because of it. No leg pain, no numbness, bladder and bowels normal.';
const knee = assess({ symptoms: KNEE_TEXT, painLocations: ['Right Knee'] });
const back = assess({ symptoms: BACK_TEXT, painLocations: ['Lower Back'] });

function ask(message: string, result: Recommendation, symptoms: string) {
  return assistantAnswer(message, { result, symptoms });
}
const k = (m: string) => ask(m, knee, KNEE_TEXT);
const b = (m: string) => ask(m, back, BACK_TEXT);

describe('the fixtures are the plans the questions are about', () => {
  it('knee: patellofemoral pain with a wall sit, quad sets, clamshell; back: non-specific low back pain with a bridge', () => {
    expect(knee.conditions[0]?.id).toBe('patellofemoral-pain');
    expect(knee.exercises.map((e) => e.id)).toEqual(
      expect.arrayContaining(['wall-sit', 'quad-sets', 'clamshell']),
    );
    expect(back.conditions[0]?.id).toBe('low-back-pain-nonspecific');
    expect(back.exercises.map((e) => e.id)).toEqual(
      expect.arrayContaining(['glute-bridge', 'bird-dog', 'dead-bug']),
    );
  });
});

/** Each row: phrasings of one question, the plan, and the plan item or knowledge entry the answer must use. */
const CASES: {
  name: string;
  plan: 'knee' | 'back';
  uses: string;
  phrasings: string[];
  contains?: (r: Recommendation) => string;
}[] = [
  {
    name: 'how to do the wall sit',
    plan: 'knee',
    uses: 'exercise:wall-sit',
    phrasings: [
      'How do I do the wall sit?',
      'can you explain the wall sit exercise',
      'what are the steps for the wall sit',
      'how should i perform the wall sits properly',
      'show me how to do the wal sit',
    ],
    contains: (r) => r.exercises.find((e) => e.id === 'wall-sit')?.steps[0] ?? 'missing',
  },
  {
    name: 'how to do the clamshell',
    plan: 'knee',
    uses: 'exercise:clamshell',
    phrasings: [
      'How do I do clamshells?',
      'explain the clamshell please',
      'whats the right technique for the clam shell exercise',
      'how to do clamshell correctly',
    ],
    contains: (r) => r.exercises.find((e) => e.id === 'clamshell')?.steps[0] ?? 'missing',
  },
  {
    name: 'how to do an exercise by its position',
    plan: 'knee',
    uses: 'exercise:quad-sets',
    phrasings: ['how do I do the second exercise?', 'explain exercise 2', 'how do i do the 2nd one'],
  },
  {
    name: 'how to do the bridge',
    plan: 'back',
    uses: 'exercise:glute-bridge',
    phrasings: [
      'How do I do a glute bridge?',
      'how do you do the bridge exercise',
      'can you explain the bridges',
      'what is the correct form for the glute bridge',
    ],
    contains: (r) => r.exercises.find((e) => e.id === 'glute-bridge')?.steps[0] ?? 'missing',
  },
  {
    name: 'how to do the bird dog',
    plan: 'back',
    uses: 'exercise:bird-dog',
    phrasings: ['how do i do the bird dog', 'explain bird dogs to me', 'What is the technique for bird-dog?'],
  },
  {
    name: 'how much of an exercise',
    plan: 'back',
    uses: 'exercise:dead-bug',
    phrasings: [
      'how many reps of the dead bug?',
      'how often should I do the dead bugs',
      'how many sets of dead bug a day',
    ],
    contains: (r) => r.exercises.find((e) => e.id === 'dead-bug')?.frequency ?? 'missing',
  },
  {
    name: 'what an exercise should feel like',
    plan: 'knee',
    uses: 'exercise:quad-sets',
    phrasings: [
      'what should I feel during the quadriceps setting?',
      'is it normal to feel the thigh working in quad sets',
      'where am i supposed to feel the quadriceps exercise',
    ],
  },
  {
    name: 'pain during a named exercise',
    plan: 'knee',
    uses: 'pain_rule:clamshell',
    phrasings: [
      'It hurts when I do the clamshell, should I stop?',
      'my hip aches during the clamshells, is that ok?',
      'the clamshell is a bit painful, can I carry on',
      'is some pain during clamshell normal?',
      'clamshell exercise hurts a little',
    ],
    contains: (r) => r.exercises.find((e) => e.id === 'clamshell')?.pain_rule ?? 'missing',
  },
  {
    name: 'pain during exercise in general',
    plan: 'back',
    uses: 'pain_rule:',
    phrasings: [
      'what if the exercises hurt?',
      'is it ok if it hurts while exercising',
      'should i push through the pain when doing the exercises',
      'my back is sore after doing my exercises, is that normal?',
      'how much pain is acceptable during the exercises',
    ],
  },
  {
    name: 'pain during the bridge',
    plan: 'back',
    uses: 'pain_rule:glute-bridge',
    phrasings: [
      'my back hurts when I do the glute bridge',
      'bridges are painful, what should I do?',
      'I get a twinge in my back during the bridge',
    ],
  },
  {
    name: 'progression',
    plan: 'knee',
    uses: 'exercise:wall-sit',
    phrasings: [
      'the wall sit is too easy now, how do I make it harder?',
      'when can I progress the wall sit',
      'whats the next level after the wall sit',
    ],
  },
  {
    name: 'recovery time',
    plan: 'knee',
    uses: 'prognosis',
    phrasings: [
      'How long will it take to heal?',
      'how long does this usually last',
      'when will my knee be better?',
      'what is the outlook for recovery',
      'how many weeks until it goes away',
      'will it ever get better and how long',
      'whats the recovery time',
    ],
    contains: (r) => r.prognosis,
  },
  {
    name: 'recovery time for the back',
    plan: 'back',
    uses: 'prognosis',
    phrasings: [
      'how long until my back recovers?',
      'when will the pain go away',
      'how long does back pain like this take to settle',
    ],
    contains: (r) => r.prognosis,
  },
  {
    name: 'equipment',
    plan: 'knee',
    uses: 'products',
    phrasings: [
      'what equipment do I need?',
      'should I buy anything?',
      'do i need a resistance band',
      'which products do you recommend',
      'is there any gear that would help',
      'would a knee sleeve help?',
    ],
    contains: (r) => r.products[0] ?? 'missing',
  },
  {
    name: 'equipment for the back',
    plan: 'back',
    uses: 'products',
    phrasings: [
      'what tools should I get for my back?',
      'do I need to buy a mat',
      'any equipment recommendations?',
    ],
    contains: (r) => r.products[0] ?? 'missing',
  },
  {
    name: 'work advice',
    plan: 'back',
    uses: 'lifestyle',
    phrasings: [
      'what should I do at work?',
      'I sit at a desk all day, any tips',
      'how should I set up my computer at the office',
      'can I keep working',
      'is my office chair making it worse?',
    ],
    contains: () => 'change position',
  },
  {
    name: 'sleep advice',
    plan: 'back',
    // The back text says 'I sleep badly': its plan carries the sleep advice itself.
    uses: 'lifestyle',
    phrasings: [
      'how should I sleep?',
      'what is the best sleeping position',
      'any tips for sleeping with this',
      'should I get a new mattress or pillow',
    ],
    contains: () => 'sleep',
  },
  {
    name: 'sport advice',
    plan: 'knee',
    uses: 'lifestyle',
    phrasings: [
      'can I keep running?',
      'is it ok to go to the gym',
      'when can I start jogging again',
      'should I stop running for a while',
      'can I play football this weekend',
    ],
    contains: () => 'running volume',
  },
  {
    name: 'when to see someone',
    plan: 'knee',
    uses: 'triage',
    phrasings: [
      'should I see a doctor?',
      'do I need to see a physio',
      'when should I get it checked by someone',
      'do I need an MRI or an x-ray',
      'should i be worried?',
      'is this serious',
    ],
    contains: (r) => r.triage.message,
  },
  {
    name: 'when to see someone about the back',
    plan: 'back',
    uses: 'triage',
    phrasings: ['should I go to my GP about my back?', 'do I need a scan', 'when should I see a specialist'],
    contains: (r) => r.triage.message,
  },
  {
    name: 'the likely problem and why',
    plan: 'knee',
    uses: 'condition:patellofemoral-pain',
    phrasings: [
      "what's wrong with my knee?",
      'what is causing my pain',
      'why does my knee hurt on stairs?',
      'what do you think the problem is',
      'what is my diagnosis',
      'what condition do I have',
    ],
    contains: (r) => r.conditions[0]?.name ?? 'missing',
  },
  {
    name: 'the likely problem for the back',
    plan: 'back',
    uses: 'condition:low-back-pain-nonspecific',
    phrasings: ['what is wrong with my back', 'why does my back hurt so much', 'what caused this'],
    contains: (r) => r.conditions[0]?.name ?? 'missing',
  },
  {
    name: 'the plan as a whole',
    plan: 'back',
    uses: 'plan',
    phrasings: [
      'which exercises are in my plan?',
      'can you list my exercises',
      'give me a summary of my plan',
    ],
  },
];

describe('the built-in assistant answers from the plan and the knowledge base', () => {
  let total = 0;
  for (const c of CASES) {
    for (const q of c.phrasings) {
      total++;
      it(`${c.name}: "${q}"`, () => {
        const result = c.plan === 'knee' ? knee : back;
        const reply = c.plan === 'knee' ? k(q) : b(q);
        expect(
          reply.uses.some((u) => u.startsWith(c.uses)),
          `uses ${reply.uses.join(',')} topics ${reply.topics.join(',')}`,
        ).toBe(true);
        if (c.contains) expect(reply.text.toLowerCase()).toContain(c.contains(result).toLowerCase());
        expect(reply.topics).not.toContain('unknown');
      });
    }
  }
  it('covers at least 60 questions', () => {
    expect(total).toBeGreaterThanOrEqual(60);
  });
});

describe('it says plainly what it does not know', () => {
  for (const q of [
    'what is the meaning of life',
    'who won the match last night?',
    'can you book me a taxi',
    'asdf qwer',
    'tell me a joke about cats',
  ]) {
    it(`"${q}"`, () => {
      const reply = k(q);
      expect(reply.topics).toEqual(['unknown']);
      expect(reply.text).toMatch(/I don't know/);
      expect(reply.uses).toEqual([]);
      expect(reply.proposal).toBeUndefined();
    });
  }
});

describe('it never invents a diagnosis outside the engine', () => {
  for (const q of [
    'is it arthritis?',
    'could it be a slipped disc',
    'do I have cancer?',
    'might I have a fracture',
    'is this a torn ACL?',
  ]) {
    it(`"${q}" on the knee plan says the assessment did not point to it`, () => {
      const reply = k(q);
      expect(reply.text).toMatch(/did not point to/);
      expect(reply.text).toContain('Patellofemoral pain');
      expect(reply.text).not.toMatch(
        /you (?:have|probably have|likely have) (?:arthritis|cancer|a fracture|a slipped disc)/i,
      );
    });
  }
  it('a condition the engine did consider is named with its likelihood', () => {
    const reply = k('could it be patellofemoral pain?');
    expect(reply.uses).toContain('condition:patellofemoral-pain');
    expect(reply.text).toContain('Patellofemoral pain');
  });
  it('a result with no conditions (not understood) gets no guessed problem', () => {
    const unread = assess({ symptoms: 'ouch', painLocations: ['Right Knee'] });
    const reply = assistantAnswer('what is wrong with me?', { result: unread });
    expect(reply.text).toMatch(/did not reach a likely problem|needs a doctor first/);
    expect(reply.uses).not.toContainEqual(expect.stringMatching(/^condition:/));
  });
  it('an emergency plan has no exercises to explain, and says why', () => {
    const emergency = assess({
      symptoms:
        'My back hurts and since this morning I cannot feel my saddle area and I wet myself without noticing.',
      painLocations: ['Lower Back'],
    });
    expect(emergency.triage.level).toBe('emergency');
    const reply = assistantAnswer('how do I do the exercises?', { result: emergency });
    expect(reply.text).toContain(emergency.triage.message);
  });
});

describe('a message that changes the picture returns a structured re-evaluation proposal', () => {
  const cases: [string, string, 'knee' | 'back'][] = [
    ['my knee is much better now', 'much_better', 'knee'],
    ['the pain has almost completely gone', 'much_better', 'knee'],
    ['It no longer hurts on the stairs', 'much_better', 'knee'],
    ['the clamshells make my pain worse', 'exercise_worse', 'knee'],
    ['since doing the bridges my back is worse', 'exercise_worse', 'back'],
    ['I twisted my ankle yesterday playing football', 'new_injury', 'knee'],
    ['I fell down the stairs this morning and landed on my back', 'new_injury', 'back'],
    ['now my right shoulder hurts too', 'new_area', 'knee'],
    ['I have started getting pain in my neck as well', 'new_area', 'back'],
    ['my knee has started swelling up', 'new_symptom', 'knee'],
    ['I now have pins and needles in my foot', 'new_symptom', 'back'],
  ];
  for (const [q, reason, plan] of cases) {
    it(`"${q}" -> ${reason}`, () => {
      const reply = plan === 'knee' ? k(q) : b(q);
      expect(reply.proposal?.reason).toBe(reason);
      expect(reply.proposal?.extraInformation).toBe(q);
      expect(reply.text).toContain('it may be worth re-evaluating your assessment');
    });
  }
  it('a new area carries its pain-location label', () => {
    expect(k('now my right shoulder hurts too').proposal?.addPainAreas).toEqual(['Right shoulder']);
  });
  it('names the exercise that makes it worse for removal', () => {
    expect(k('the clamshell makes my knee worse').proposal?.removeExercises).toEqual(['clamshell']);
  });
  for (const q of [
    'what if the pain gets worse?',
    'should I stop if I fall?',
    'how long until it is much better?',
    'is it normal for the exercises to hurt?',
    'my knee is not much better',
    'how do I do the wall sit?',
  ]) {
    it(`a question or hypothetical is not a report: "${q}"`, () => {
      expect(k(q).proposal).toBeUndefined();
    });
  }
});

describe('worse, a new injury and much better are read by the shared reader (negation, time, who, hypotheticals)', () => {
  // [message, plan, the reason it reports or undefined]
  const cases: [string, 'knee' | 'back', string | undefined][] = [
    // exercise makes it worse
    ['the clamshells do not make my knee any worse', 'knee', undefined],
    ["the bridges don't make my back worse", 'back', undefined],
    ['the bridges made my back worse years ago', 'back', undefined],
    ['my wife says the clamshells make her knee worse', 'knee', undefined],
    ['should I stop the bridges if my back gets worse?', 'back', undefined],
    ['the clamshells might make it worse', 'knee', undefined],
    ['every time I do the wall sit my knee hurts a lot more', 'knee', 'exercise_worse'],
    // a new injury
    ['I did not fall, it just started aching', 'knee', undefined],
    ['I fell off a ladder years ago', 'back', undefined],
    ['I sprained it in 2019', 'knee', undefined],
    ['my wife fell on the ice yesterday', 'knee', undefined],
    ['my husband slipped down the stairs this morning', 'back', undefined],
    ['what if I slip on the ice?', 'back', undefined],
    ['I nearly fell on the stairs', 'knee', undefined],
    ["I'm scared of falling on the stairs", 'knee', undefined],
    ['I slipped on the ice this morning', 'back', 'new_injury'],
    // much better
    ["it's not any better", 'knee', undefined],
    ['my back is not much better', 'back', undefined],
    ['my knee was much better last year', 'knee', undefined],
    ["my wife's back is much better", 'back', undefined],
    ['hopefully it will be much better soon', 'knee', undefined],
    ['my back is back to normal', 'back', 'much_better'],
  ];
  for (const [q, plan, reason] of cases) {
    it(`"${q}" -> ${reason ?? 'no proposal'}`, () => {
      const reply = plan === 'knee' ? k(q) : b(q);
      expect(reply.proposal?.reason).toBe(reason);
    });
  }
  // Where the reader answers differently from the cue lists it replaced, for the person's sake:
  it('an exercise said to aggravate it is a report, with no "makes" or "is" needed', () => {
    expect(k('the wall sits aggravate my knee').proposal?.reason).toBe('exercise_worse');
    expect(b('the bridges aggravate my back').proposal?.reason).toBe('exercise_worse');
  });
  it('"no longer" is much better only of the pain, not of walking or of the exercises', () => {
    expect(k('I can no longer walk far').proposal).toBeUndefined();
    expect(k('I no longer do the clamshells').proposal).toBeUndefined();
    expect(k('my knee no longer aches at night').proposal?.reason).toBe('much_better');
  });
  it('pain that has gone down the leg has not gone: it is a new symptom, not much better', () => {
    expect(b('the pain has gone down my leg').proposal?.reason).toBe('new_symptom');
  });
  it('falling asleep, a pulling stretch and a twist that hurts are not injuries', () => {
    expect(k('it hurts when I fall asleep').proposal).toBeUndefined();
    expect(k('it hurts when I twist').proposal).toBeUndefined();
    expect(k('I feel a pulling sensation in my hamstring when I stretch').proposal?.reason).not.toBe(
      'new_injury',
    );
  });
  it('praise for the exercises is not much better', () => {
    expect(k('the exercises are really great').proposal).toBeUndefined();
  });
  it("a carer's assessment: the child's fall is the new injury, and their denial is read too", () => {
    const text =
      'My son is 12. His right knee hurts when he runs and jumps at football, and it has been sore for 3 weeks.';
    const result = assess({ symptoms: text, painLocations: ['Right Knee'] });
    expect(ask('he fell at football yesterday', result, text).proposal?.reason).toBe('new_injury');
    expect(ask('he did not fall', result, text).proposal).toBeUndefined();
    expect(ask('he fell off his bike years ago', result, text).proposal).toBeUndefined();
  });
});

describe('re-evaluation diff and triage', () => {
  it('re-running the engine with a new area shows what is added and removed', () => {
    const next = reassess({ symptoms: KNEE_TEXT, painLocations: ['Right Knee'] }, knee, {
      extraInformation:
        'I twisted my knee playing football yesterday and it swelled up within an hour and now it locks.',
    });
    const diff = diffResults(knee, next);
    expect(diff.changed).toBe(true);
    expect(diff.conditions.before[0]).toBe('Patellofemoral pain');
    expect(diff.conditions.after).not.toEqual(diff.conditions.before);
    expect(diff.conditions.after).toContain('Meniscal injury');
  });
  it('the same result has no changes', () => {
    expect(diffResults(knee, knee).changed).toBe(false);
  });
  it('a raised flag is never lowered by a re-evaluation', () => {
    const raised = { level: 'emergency' as const, red_flags: ['cauda-equina' as const], message: 'Go now.' };
    const kept = keepRaisedTriage(raised, knee.triage);
    expect(kept.level).toBe('emergency');
    expect(kept.red_flags).toContain('cauda-equina');
    expect(kept.message).toBe('Go now.');
  });
});

// docs/decisions/emergency-wording.md: when a red flag calls for emergency care, nothing talks of exercise.
describe('the reply to a message that raised a flag', () => {
  const EXERCISE = /exercis/i;

  it('an emergency: the lead and the engine message, and not a word about exercise', () => {
    const s = screenMessage("now I can't feel my saddle area and I wet myself", back.triage, {
      symptoms: BACK_TEXT,
      painLocations: ['Lower Back'],
    });
    expect(s.triage.level).toBe('emergency');
    const reply = redFlagReply(s.triage);
    expect(reply.startsWith(`**This needs emergency care now.** ${s.triage.message}`)).toBe(true);
    expect(reply).not.toMatch(EXERCISE);
  });

  it("an emergency kept from a result an older engine wrote: its message's exercise wording is left out", () => {
    const old = {
      level: 'emergency' as const,
      red_flags: ['cauda-equina' as const, 'cardiac' as const],
      message: 'Go to A&E now. (Screening raised: x.) No exercise plan is given until you have been seen.',
    };
    expect(chatTriageMessage(old)).toBe('Go to A&E now. (Screening raised: x.)');
    const reply = redFlagReply(old);
    expect(reply).toContain('**This needs emergency care now.** Go to A&E now. (Screening raised: x.)');
    expect(reply).not.toMatch(EXERCISE);
    // A message that was only about exercise leaves the lead alone.
    const bare = redFlagReply({ ...old, message: 'No exercise plan is given.' });
    expect(bare.startsWith('**This needs emergency care now.**\n\n')).toBe(true);
    expect(bare).not.toMatch(EXERCISE);
  });

  it('a flag below emergency keeps its words, the advice to act before the exercises included', () => {
    const urgent = {
      level: 'urgent' as const,
      red_flags: ['fracture' as const],
      message: 'Get an X-ray today. Do not start the exercises yet.',
    };
    expect(chatTriageMessage(urgent)).toBe(urgent.message);
    const reply = redFlagReply(urgent);
    expect(reply.startsWith(`**This needs a doctor to check it soon.** ${urgent.message}`)).toBe(true);
    expect(reply).toContain('Please act on this before continuing with the exercises.');
  });
});

describe('on an emergency result, no answer talks of exercise', () => {
  const EXERCISE = /exercis/i;
  const CHEST_TEXT =
    'Crushing chest pain spreading to my left arm and jaw, sweating and feeling sick for the last 20 minutes.';
  const chest = assess({ symptoms: CHEST_TEXT, painLocations: ['Chest'] });
  const e = (m: string) => ask(m, chest, CHEST_TEXT);
  const QUESTIONS = [
    'How do I do the exercises?',
    'How many reps should I do?',
    'What should it feel like?',
    'What if it hurts?',
    'When can I progress?',
    'What is wrong with me?',
    'How long will it take to get better?',
    'What equipment do I need?',
    'What should I do?',
    'Tell me about my plan',
    'Can I go running?',
    'Is it serious?',
    'hello',
    'What is the pain rule?',
    'Should I rest or keep moving?',
  ];

  it('the fixture is an emergency with no exercises', () => {
    expect(chest.triage.level).toBe('emergency');
    expect(chest.exercises).toEqual([]);
  });

  it.each(QUESTIONS)('%s', (question) => {
    expect(e(question).text).not.toMatch(EXERCISE);
  });

  it('asked about exercises, it says what to do now instead', () => {
    for (const q of ['How do I do the exercises?', 'How many reps should I do?'])
      expect(e(q).text, q).toBe(`**This needs emergency care now.** ${chest.triage.message}`);
  });

  it("an older engine's emergency message loses its exercise wording in every answer", () => {
    const older = {
      ...chest,
      triage: {
        ...chest.triage,
        message: 'Call 999 now. No exercise plan is given until you have been seen.',
      },
    };
    for (const q of QUESTIONS) expect(ask(q, older, CHEST_TEXT).text, q).not.toMatch(EXERCISE);
    expect(ask('How do I do the exercises?', older, CHEST_TEXT).text).toBe(
      '**This needs emergency care now.** Call 999 now.',
    );
  });

  it("a model is told so, and gets the triage message without an older engine's exercise wording", () => {
    const older = {
      ...chest,
      triage: { ...chest.triage, message: 'Call 999 now. No exercise plan is given.' },
    };
    const prompt = chatSystemPrompt(older);
    expect(prompt).toContain('This is an emergency: say nothing about exercise');
    expect(prompt).toContain('Urgency: emergency. Call 999 now.\n');
    expect(chatSystemPrompt(knee)).not.toContain('This is an emergency');
  });

  it('other results keep their answers about exercise', () => {
    expect(k('hello').text).toContain('how to do each exercise');
    expect(k('How long will it take to get better?').text).toContain('Doing the exercises regularly');
  });
});

describe('every message passes the engine red-flag screen', () => {
  it('a saddle-area numbness message raises an emergency with the engine message', () => {
    const s = screenMessage("now I can't feel my saddle area and I wet myself", back.triage, {
      symptoms: BACK_TEXT,
      painLocations: ['Lower Back'],
    });
    expect(s.raised).toBe(true);
    expect(s.triage.level).toBe('emergency');
    expect(s.triage.red_flags).toContain('cauda-equina');
  });
  it('chest pain while exercising raises a flag', () => {
    const s = screenMessage(
      'I get crushing chest pain going into my left arm when I do the exercises and I feel sweaty',
      knee.triage,
      {
        symptoms: KNEE_TEXT,
        painLocations: ['Right Knee'],
      },
    );
    expect(s.raised).toBe(true);
    expect(['emergency', 'urgent']).toContain(s.triage.level);
  });
  it('an ordinary question raises nothing and keeps the triage as it was', () => {
    const s = screenMessage('how long do I hold the wall sit?', knee.triage, {
      symptoms: KNEE_TEXT,
      painLocations: ['Right Knee'],
    });
    expect(s.raised).toBe(false);
    expect(s.triage).toEqual(knee.triage);
  });
  // screenMessage runs the whole pipeline only for a reading that raises a flag: that is the same
  // answer only while the flags alone are the flags the whole pipeline raises.
  it('reads the same red flags as the whole pipeline, for every case', () => {
    type Case = { symptoms: string; painLocations: string[] };
    const cases = [...redFlagCases, ...sample, ...holdout] as Case[];
    expect(cases.length).toBeGreaterThan(250);
    for (const c of cases)
      expect(redFlagsOf(c.symptoms, c.painLocations), c.symptoms).toEqual(
        assess({ symptoms: c.symptoms, painLocations: c.painLocations }).triage.red_flags,
      );
  });
});
