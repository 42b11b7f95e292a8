import {
  CONDITIONS,
  type Exercise,
  RED_FLAGS,
  type Recommendation,
  TRIAGE_LEVELS,
  withoutExerciseTalk,
} from '@physiomate/shared';
import { PERSONAL_ADVICE } from '../knowledge/advice.ts';
import { EXERCISE_BY_ID, KNOWLEDGE_BY_ID } from '../knowledge/index.ts';
import type { FindingId } from '../nlp/lexicon.ts';
import { PAIN_RULES } from '../plan.ts';
import { likelihoodWord } from '../text.ts';
import { type ChangeReason, detectChange, type ReevaluationProposal } from './change.ts';
import { type ReadMessage, readMessage, stemOf, stems } from './read.ts';
import { type Topic, topicsOf } from './topics.ts';

export interface AssistantContext {
  /** The saved result the conversation is about. */
  result: Recommendation;
  /** The assessment's own text (to tell what is new in a message). */
  symptoms?: string;
}

export interface AssistantReply {
  /** Markdown. */
  text: string;
  /** What the message was read as asking, strongest first; empty when not understood. */
  topics: (Topic | 'unknown')[];
  /**
   * The plan items and knowledge entries the answer draws on: 'exercise:<id>', 'pain_rule:<id>',
   * 'prognosis', 'condition:<id>', 'products', 'lifestyle', 'triage', 'rethink:<id>', 'advice'.
   */
  uses: string[];
  /** Present when the message changes the picture: offered, never applied without the person. */
  proposal?: ReevaluationProposal;
}

const REEVALUATE_HINT = 'it may be worth re-evaluating your assessment';

function exerciseFacts(e: Exercise) {
  const def = EXERCISE_BY_ID.get(e.id);
  return {
    feel: e.feel ?? def?.feel,
    painRule: e.pain_rule ?? def?.painRule ?? (def ? PAIN_RULES[def.kind] : undefined),
    progression: e.progression ?? def?.progression,
  };
}

const topCondition = (r: Recommendation) => r.conditions[0];
/** Emergency care called for: no answer talks of exercise (docs/decisions/emergency-wording.md). */
const isEmergency = (r: Recommendation) => r.triage.level === 'emergency';
const EMERGENCY_LEAD = '**This needs emergency care now.**';

/** An emergency's triage message with the lead, and without a word about exercise (an older engine's had some). */
function emergencyNow(r: Recommendation): string {
  const message = withoutExerciseTalk(r.triage.message);
  return message ? `${EMERGENCY_LEAD} ${message}` : EMERGENCY_LEAD;
}

function noExercises(r: Recommendation, uses: string[]): string {
  uses.push('triage');
  if (isEmergency(r)) return emergencyNow(r);
  if (r.triage.red_flags.length > 0)
    return `Your plan has no exercises for now, because some of what you described needs a doctor first. ${r.triage.message}`;
  return `Your assessment has no exercises: the engine could not read enough of your description to choose them safely. ${r.triage.message}`;
}

function which(r: Recommendation): string {
  return `Which exercise do you mean? Your plan has:\n${r.exercises.map((e, i) => `${i + 1}. ${e.name}`).join('\n')}`;
}

function howTo(r: Recommendation, named: Exercise[], uses: string[]): string {
  if (r.exercises.length === 0) return noExercises(r, uses);
  const list = named.length > 0 ? named : r.exercises.length === 1 ? r.exercises : [];
  if (list.length === 0) {
    uses.push('plan');
    return which(r);
  }
  return list
    .map((e) => {
      uses.push(`exercise:${e.id}`);
      const f = exerciseFacts(e);
      const steps = e.steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
      const parts = [
        `**${e.name}**: ${e.description}`,
        steps,
        `**How much:** ${e.duration}, ${e.frequency}.`,
      ];
      if (f.feel) parts.push(`**What it should feel like:** ${f.feel}`);
      if (f.painRule) parts.push(`**If it hurts:** ${f.painRule}`);
      if (e.graded_note) parts.push(e.graded_note);
      return parts.join('\n\n');
    })
    .join('\n\n');
}

function dosage(r: Recommendation, named: Exercise[], uses: string[]): string {
  if (r.exercises.length === 0) return noExercises(r, uses);
  const list = named.length > 0 ? named : r.exercises;
  return list
    .map((e) => {
      uses.push(`exercise:${e.id}`);
      return `- **${e.name}**: ${e.duration}, ${e.frequency}.`;
    })
    .join('\n');
}

function feel(r: Recommendation, named: Exercise[], uses: string[]): string {
  if (r.exercises.length === 0) return noExercises(r, uses);
  const list = named.length > 0 ? named : r.exercises;
  return list
    .map((e) => {
      uses.push(`exercise:${e.id}`);
      return `- **${e.name}**: ${exerciseFacts(e).feel ?? 'a gentle working feeling in the area, no sharp pain.'}`;
    })
    .join('\n');
}

function painRule(r: Recommendation, named: Exercise[], uses: string[]): string {
  if (r.exercises.length === 0) return noExercises(r, uses);
  const list = named.length > 0 ? named : r.exercises;
  const byRule = new Map<string, Exercise[]>();
  for (const e of list) {
    const rule = exerciseFacts(e).painRule;
    if (!rule) continue;
    uses.push(`pain_rule:${e.id}`);
    byRule.set(rule, [...(byRule.get(rule) ?? []), e]);
  }
  const lines = [...byRule.entries()].map(([rule, es]) =>
    byRule.size === 1 && named.length > 0
      ? `**If ${es.map((e) => e.name).join(' or ')} hurts:** ${rule}`
      : `- **${es.map((e) => e.name).join(', ')}:** ${rule}`,
  );
  const intro =
    named.length > 0 || byRule.size === 1
      ? ''
      : 'Some discomfort is expected; the rule for each exercise is:\n';
  const notes = list.filter((e) => e.graded_note).map((e) => `${e.name}: ${e.graded_note}`);
  return `${intro}${lines.join('\n')}${notes.length > 0 ? `\n\n${notes.join('\n\n')}` : ''}\n\nIf pain stays worse the next day, or you notice new symptoms, ease back and tell me what happened.`;
}

function progression(r: Recommendation, named: Exercise[], uses: string[]): string {
  if (r.exercises.length === 0) return noExercises(r, uses);
  const list = named.length > 0 ? named : r.exercises;
  return `When to move on:\n${list
    .map((e) => {
      uses.push(`exercise:${e.id}`);
      return `- **${e.name}**: ${exerciseFacts(e).progression ?? 'when it feels easy for a week with no flare-up, add a few repetitions.'}`;
    })
    .join('\n')}`;
}

function problem(r: Recommendation, uses: string[]): string {
  const top = topCondition(r);
  if (!top) {
    uses.push('triage');
    return r.triage.red_flags.length > 0
      ? `Your assessment did not name a muscle or joint problem, because some of what you described needs a doctor first: ${r.triage.message}`
      : `Your assessment did not reach a likely problem: the engine could not read enough of your description, and I will not guess one. ${r.triage.message}`;
  }
  uses.push(`condition:${top.id}`);
  const k = KNOWLEDGE_BY_ID.get(top.id);
  const parts = [
    `Your assessment points to **${top.name}** (${likelihoodWord(top.likelihood)})${k ? `: ${k.explanation}.` : '.'}`,
  ];
  if (r.key_issues.length > 0) parts.push(`Key issues: ${r.key_issues.join('; ')}.`);
  if (k) parts.push(`A typical cause is ${k.typicalCause}.`);
  const others = r.conditions.slice(1, 3).filter((c) => c.likelihood >= 0.05);
  if (others.length > 0)
    parts.push(
      `Also considered: ${others.map((c) => `${c.name} (${likelihoodWord(c.likelihood)})`).join(', ')}.`,
    );
  if (k) {
    uses.push(`rethink:${top.id}`);
    parts.push(`What would change this view: ${k.rethink}.`);
  }
  if (r.triage.red_flags.length > 0) {
    uses.push('triage');
    parts.push(`First, though: ${r.triage.message}`);
  }
  parts.push(
    'This is a self-assessment, not a diagnosis; a physiotherapist or doctor can confirm it by examining you.',
  );
  return parts.join(' ');
}

function recovery(r: Recommendation, uses: string[]): string {
  uses.push('prognosis');
  if (!r.prognosis)
    return `I can't give a recovery time: your assessment did not reach a likely problem. ${r.triage.message}`;
  const selfCare = TRIAGE_LEVELS.find((t) => t.id === 'self-care')?.advice ?? '';
  const exercises = isEmergency(r)
    ? ''
    : ' Doing the exercises regularly, within the pain rule, is what helps most.';
  return `${r.prognosis}${r.triage.level === 'self-care' ? ` ${selfCare}` : ` ${r.triage.message}`}${exercises}`;
}

function equipment(r: Recommendation, named: Exercise[], uses: string[]): string {
  const gear = [...new Set((named.length > 0 ? named : r.exercises).flatMap((e) => e.equipment))];
  if (r.products.length === 0 && gear.length === 0)
    return 'Your plan needs no equipment: everything can be done at home with what you have.';
  uses.push('products');
  const parts: string[] = [];
  if (r.products.length > 0)
    parts.push(`Suggested for your plan:\n${r.products.map((p) => `- ${p}`).join('\n')}`);
  if (gear.length > 0)
    parts.push(
      `${named.length > 0 ? `For ${named.map((e) => e.name).join(' and ')}` : 'The exercises use'}: ${gear.join(', ')}.`,
    );
  parts.push('None of it is essential to start; a towel, a wall or a chair can stand in for most of it.');
  return parts.join('\n\n');
}

const TOPIC_WORDS: Record<'sleep' | 'work' | 'sport', ReadonlySet<string>> = {
  sleep: stems(['sleep', 'sleeping', 'bedtime', 'night', 'pillow', 'mattress', 'lying', 'lie']),
  work: stems([
    'work',
    'desk',
    'screen',
    'keyboard',
    'sitting',
    'sit',
    'chair',
    'posture',
    'lifting',
    'lift',
    'loads',
    'tasks',
    'job',
    'breaks',
    'position',
    'meetings',
    'standing',
    'driving',
    'typing',
    'computer',
  ]),
  sport: stems([
    'sport',
    'running',
    'run',
    'training',
    'train',
    'play',
    'match',
    'return',
    'gym',
    'load',
    'distance',
    'hills',
    'jumping',
    'cycling',
    'swimming',
    'walking',
    'activity',
    'impact',
  ]),
};

/** The findings whose general advice (PERSONAL_ADVICE) is about sleep, work or sport. */
const ADVICE_FINDINGS: Record<'sleep' | 'work' | 'sport', FindingId[]> = {
  sleep: ['poor_sleep', 'night_pain'],
  work: ['typing_computer', 'slumped_posture', 'manual_work', 'lifting'],
  sport: ['load_increase', 'running', 'contact_sport', 'jumping', 'sprinting', 'racket_sport'],
};

function lineStems(line: string): Set<string> {
  return new Set((line.toLowerCase().match(/[a-z]+/g) ?? []).map(stemOf));
}

function advice(r: Recommendation, topic: 'sleep' | 'work' | 'sport', uses: string[]): string {
  const words = TOPIC_WORDS[topic];
  const fits = (line: string) => [...lineStems(line)].some((s) => words.has(s));
  const fromPlan = r.lifestyle.filter(fits);
  const top = topCondition(r);
  const k = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  const fromCondition = (k?.lifestyle ?? []).filter((l) => fits(l) && !fromPlan.includes(l));
  const general = PERSONAL_ADVICE.filter((a) => a.when.some((f) => ADVICE_FINDINGS[topic].includes(f)))
    .map((a) => a.text)
    .filter((t) => !fromPlan.includes(t) && !fromCondition.includes(t));
  const label = topic === 'sleep' ? 'sleep' : topic === 'work' ? 'work' : 'sport and activity';
  const lines: string[] = [];
  if (fromPlan.length > 0) {
    uses.push('lifestyle');
    lines.push(...fromPlan);
  }
  if (fromCondition.length > 0 && top) {
    uses.push(`condition:${top.id}`);
    lines.push(...fromCondition);
  }
  if (lines.length === 0 && general.length > 0) {
    uses.push('advice');
    lines.push(...general.slice(0, 2));
  }
  if (lines.length === 0)
    return `Your plan has no specific advice about ${label}, and I don't want to guess. As a rule, keep doing what you can within the pain rule, and ask a physiotherapist about your situation.`;
  return `About ${label}:\n${lines
    .slice(0, 4)
    .map((l) => `- ${l}`)
    .join('\n')}`;
}

function lifestyle(r: Recommendation, uses: string[]): string {
  if (r.lifestyle.length === 0) return 'Your plan has no lifestyle advice.';
  uses.push('lifestyle');
  return `From your plan:\n${r.lifestyle.map((l) => `- ${l}`).join('\n')}`;
}

const URGENT_SIGNS =
  'Get urgent care for new numbness in the saddle area, bladder or bowel changes, fever with a hot swollen joint, chest pain or breathlessness, or weakness that is getting worse.';

function seeSomeone(r: Recommendation, uses: string[]): string {
  uses.push('triage');
  const top = topCondition(r);
  const k = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  const parts = [`Your assessment says: ${r.triage.message}`];
  if (r.triage.red_flags.length > 0) {
    const names = r.triage.red_flags.map((id) => RED_FLAGS.find((f) => f.id === id)?.name ?? id);
    parts.push(`Warning signs raised: ${names.join('; ')}.`);
  }
  if (k && top) {
    uses.push(`rethink:${top.id}`);
    parts.push(
      `See a physiotherapist or doctor sooner if you notice ${k.rethink}, or if it is not improving.`,
    );
  }
  parts.push(URGENT_SIGNS);
  return parts.join(' ');
}

function overview(r: Recommendation, uses: string[]): string {
  uses.push('plan');
  const parts: string[] = [];
  if (r.exercises.length > 0)
    parts.push(
      `Your exercises:\n${r.exercises.map((e, i) => `${i + 1}. **${e.name}**: ${e.duration}, ${e.frequency}`).join('\n')}`,
    );
  if (r.lifestyle.length > 0) parts.push(`Advice:\n${r.lifestyle.map((l) => `- ${l}`).join('\n')}`);
  if (r.products.length > 0) parts.push(`Useful equipment: ${r.products.join(', ')}.`);
  if (parts.length === 0) return noExercises(r, uses);
  return parts.join('\n\n');
}

/** Distinctive words of each condition's name ('carpal', 'fasciitis'), so 'is it tennis elbow?' finds it. */
const GENERIC_NAME_WORDS = stems([
  'pain',
  'syndrome',
  'injury',
  'strain',
  'sprain',
  'disorder',
  'related',
  'non',
  'specific',
  'musculoskeletal',
  'low',
  'upper',
  'mid',
  'and',
  'the',
  'of',
  'in',
  'or',
  'a',
  'neck',
  'back',
  'shoulder',
  'knee',
  'hip',
  'elbow',
  'hand',
  'thumb',
  'base',
  'heel',
  'muscle',
  'joint',
  'calf',
  'ankle',
  'lateral',
  'medial',
  'irritated',
  'nerve',
  'root',
  'tension',
  'type',
  'tendinopathy',
  'headache',
  'lumbar',
  'thoracic',
  'cervical',
  'greater',
  'stress',
  'band',
]);
/** Lay words for a condition that its name does not carry. */
const ALIASES: Partial<Record<string, string[]>> = {
  'meniscal-injury': ['meniscus', 'menisci', 'cartilage'],
  'knee-ligament-sprain': ['acl', 'mcl', 'cruciate', 'ligament'],
  'rotator-cuff-tendinopathy': ['impingement', 'rotator', 'cuff'],
  'lumbar-radiculopathy': ['sciatica', 'sciatic'],
  'cervical-radiculopathy': ['radiculopathy', 'pinched'],
  'plantar-heel-pain': ['plantar', 'fasciitis', 'fascia'],
  'lateral-epicondylalgia': ['tennis', 'epicondylitis'],
  'medial-epicondylalgia': ['golfer', 'golfers'],
  'medial-tibial-stress-syndrome': ['shin', 'splints'],
  'iliotibial-band-syndrome': ['itb', 'iliotibial'],
  'gluteal-tendinopathy': ['bursitis', 'trochanteric'],
  'patellar-tendinopathy': ['jumpers', 'patellar'],
  'tmj-disorder': ['tmj', 'tmd', 'temporomandibular'],
  whiplash: ['whiplash'],
  'knee-osteoarthritis': ['arthritis', 'osteoarthritis', 'wear'],
  'hip-osteoarthritis': ['arthritis', 'osteoarthritis', 'wear'],
  'hand-osteoarthritis': ['arthritis', 'osteoarthritis'],
  'achilles-tendinopathy': ['achilles', 'tendonitis', 'tendinitis'],
};
const CONDITION_WORDS = CONDITIONS.map((c) => ({
  id: c.id,
  name: c.name,
  words: new Set(
    [...(c.name.toLowerCase().match(/[a-z]+/g) ?? []), ...(ALIASES[c.id] ?? [])]
      .map(stemOf)
      .filter((s) => !GENERIC_NAME_WORDS.has(s)),
  ),
}));
/** Diagnoses people ask about that are outside what a self-assessment can say. */
const OUTSIDE = stems([
  'cancer',
  'tumour',
  'tumor',
  'fracture',
  'fractured',
  'broken',
  'break',
  'tear',
  'torn',
  'rupture',
  'ruptured',
  'hernia',
  'herniated',
  'slipped',
  'disc',
  'bulging',
  'gout',
  'rheumatoid',
  'fibromyalgia',
  'lupus',
  'ms',
  'sclerosis',
  'infection',
  'stroke',
  'arthritis',
  'osteoporosis',
  'bursitis',
  'dislocated',
  'dislocation',
  'pinched',
  'trapped',
]);
const ASKING_DIAGNOSIS =
  /\b(?:do i have|have i got|is it|is this|could it be|could this be|might it be|might i have|what about|am i|does it sound like|sounds like|is that|could i have|is mine)\b/;

function otherCondition(msg: ReadMessage, r: Recommendation, uses: string[]): string | undefined {
  if (!ASKING_DIAGNOSIS.test(msg.clean)) return undefined;
  const said = new Set(msg.stems);
  const mentioned = CONDITION_WORDS.map((c) => ({
    ...c,
    hits: [...c.words].filter((w) => said.has(w)).length,
  }))
    .filter((c) => c.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  // The mentioned condition the assessment rates highest, when it rates it at all.
  const c = r.conditions.find((x) => x.likelihood >= 0.05 && mentioned.some((m) => m.id === x.id));
  if (c) {
    uses.push(`condition:${c.id}`);
    const k = KNOWLEDGE_BY_ID.get(c.id);
    const rank = r.conditions.indexOf(c);
    return `Your assessment ${rank === 0 ? 'puts' : 'also considers'} **${c.name}** ${rank === 0 ? 'first' : `(${likelihoodWord(c.likelihood)})`}${k ? `: ${k.explanation}.` : '.'} Only an examination can confirm it.`;
  }
  const outside = msg.stems.find((s) => OUTSIDE.has(s));
  if (mentioned.length === 0 && !outside) return undefined;
  uses.push('triage');
  const top = topCondition(r);
  // Named in the person's own words ('a torn meniscus', 'arthritis'): the assessment's names are not theirs.
  const asked = msg.words.filter(
    (_, i) => OUTSIDE.has(msg.stems[i] ?? '') || mentioned.some((m) => m.words.has(msg.stems[i] ?? '')),
  );
  const what = asked.length > 0 ? asked.join(' ') : 'that';
  return `Your assessment did not point to ${what}, and I can't tell you whether you have it: I only know what the engine found${top ? ` (most likely **${top.name}**)` : ''}, and a diagnosis needs someone to examine you. ${r.triage.message} If you are worried, a GP or physiotherapist can check it.`;
}

const CAPABILITIES =
  'I can answer from your plan: what the likely problem is and why, how to do each exercise, what to do if it hurts, how long recovery usually takes, equipment, and advice for sleep, work and sport.';
const EMERGENCY_CAPABILITIES =
  'I can answer from your assessment: what it found, what to do now, and its advice while you get help.';
const capabilities = (r: Recommendation) => (isEmergency(r) ? EMERGENCY_CAPABILITIES : CAPABILITIES);

const ACK: Record<ChangeReason, string> = {
  new_symptom: 'Thanks for telling me.',
  new_area: 'Thanks for telling me.',
  exercise_worse: "I'm sorry it's making things worse.",
  much_better: "That's good to hear.",
  new_injury: "I'm sorry to hear that.",
};

/**
 * The built-in assistant: answers a message from the person's own plan and the engine's knowledge,
 * says plainly when it does not know, and offers a re-evaluation when the picture changed.
 * Pure; the red-flag screen (safety.ts) runs before it.
 */
export function answer(message: string, ctx: AssistantContext): AssistantReply {
  const r = ctx.result;
  const msg = readMessage(message);
  const { topics, exercises: named } = topicsOf(msg, r.exercises);
  const uses: string[] = [];
  const sections: string[] = [];

  const proposal = detectChange(message, msg, r, named, ctx.symptoms);
  if (proposal) {
    let text = `${ACK[proposal.reason]} ${proposal.summary} That can change your plan, so ${REEVALUATE_HINT}. I can re-run it with what you just told me; the changes are shown below for you to apply or keep your current plan.`;
    if (proposal.reason === 'exercise_worse') {
      text += `\n\n${painRule(r, named, uses)}`;
    }
    sections.push(text);
  }

  const other = otherCondition(msg, r, uses);
  if (other) sections.push(other);

  for (const t of other ? topics.filter((x) => x !== 'problem') : topics) {
    if (proposal?.reason === 'exercise_worse' && t === 'pain_during') continue;
    switch (t) {
      case 'problem':
        sections.push(problem(r, uses));
        break;
      case 'exercise_how':
        sections.push(howTo(r, named, uses));
        break;
      case 'dosage':
        if (!topics.includes('exercise_how')) sections.push(dosage(r, named, uses));
        break;
      case 'feel':
        if (!topics.includes('exercise_how')) sections.push(feel(r, named, uses));
        break;
      case 'pain_during':
        sections.push(painRule(r, named, uses));
        break;
      case 'progression':
        sections.push(progression(r, named, uses));
        break;
      case 'recovery':
        sections.push(recovery(r, uses));
        break;
      case 'equipment':
        sections.push(equipment(r, named, uses));
        break;
      case 'sleep':
      case 'work':
      case 'sport':
        sections.push(advice(r, t, uses));
        break;
      case 'lifestyle':
        sections.push(lifestyle(r, uses));
        break;
      case 'see_someone':
        sections.push(seeSomeone(r, uses));
        break;
      case 'plan_overview':
        if (!topics.some((x) => x === 'exercise_how' || x === 'dosage')) sections.push(overview(r, uses));
        break;
      case 'greeting':
        if (!proposal) sections.push(`Hello! ${capabilities(r)} What would you like to know?`);
        break;
      case 'thanks':
        if (!proposal)
          sections.push("You're welcome. Ask me anything else about your plan whenever you like.");
        break;
      case 'other_condition':
        break;
    }
  }
  if (sections.length === 0 && named.length > 0) sections.push(howTo(r, named, uses));
  if (sections.length === 0) {
    sections.push(
      `I'm sorry, I don't know how to answer that. ${capabilities(r)} For anything else, a physiotherapist or doctor is the right person to ask.`,
    );
    return { text: said(r, sections), topics: ['unknown'], uses, proposal };
  }
  const found: (Topic | 'unknown')[] = other ? ['other_condition', ...topics] : topics;
  return { text: said(r, sections), topics: found, uses: [...new Set(uses)], proposal };
}

/**
 * The answer's sections as one text. In an emergency, the last guard (as `assess` has its own): any
 * sentence about exercise left in a section (the plan's key issues, a condition's notes, an older
 * engine's triage message) is taken out, and an answer left with nothing says what to do now.
 */
function said(r: Recommendation, sections: string[]): string {
  if (!isEmergency(r)) return sections.join('\n\n');
  const kept = sections.map(withoutExerciseTalk).filter((s) => s !== '');
  return kept.length > 0 ? kept.join('\n\n') : emergencyNow(r);
}

/** The assistant's answer in small pieces, for a stream that looks like typing. */
export function* chunks(text: string, size = 24): Generator<string> {
  const words = text.split(/(?<=\s)/);
  let buffer = '';
  for (const w of words) {
    buffer += w;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}
