import { type Recommendation, withoutExerciseTalk } from '@physiomate/shared';
import { EXERCISE_BY_ID, KNOWLEDGE_BY_ID } from '../knowledge/index.ts';
import { PAIN_RULES } from '../plan.ts';

/** The tool a model calls to offer a re-evaluation (the server computes the diff with the engine). */
export const REEVALUATION_TOOL = {
  name: 'propose_reevaluation',
  description:
    'Call this when the person reports something that changes the clinical picture: a new symptom or body area, an exercise that makes the pain worse, pain much better, or a new injury. The app re-runs the clinical engine with their words and shows them the changes to accept or decline. Do not call it for questions.',
} as const;

/**
 * The system prompt of a chat model: the person's plan, the engine's findings and the knowledge
 * entries behind them, and the rules (answer from this plan only; never change or soften triage;
 * no diagnosis the engine did not make; offer a re-evaluation through the tool; in an emergency, no
 * word about exercise: docs/decisions/emergency-wording.md).
 */
export function chatSystemPrompt(result: Recommendation): string {
  const emergency = result.triage.level === 'emergency';
  const top = result.conditions[0];
  const k = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  const exercises = result.exercises.map((e, i) => {
    const def = EXERCISE_BY_ID.get(e.id);
    const painRule = e.pain_rule ?? def?.painRule ?? (def ? PAIN_RULES[def.kind] : undefined);
    return [
      `${i + 1}. ${e.name}: ${e.description}`,
      `   Steps: ${e.steps.join(' ')}`,
      `   Dosage: ${e.duration}, ${e.frequency}`,
      (e.feel ?? def?.feel) ? `   Should feel: ${e.feel ?? def?.feel}` : '',
      painRule ? `   Pain rule: ${painRule}` : '',
      (e.progression ?? def?.progression) ? `   Progression: ${e.progression ?? def?.progression}` : '',
      e.equipment.length > 0 ? `   Equipment: ${e.equipment.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    'You are PhysioMate AI, a physiotherapy assistant inside the PhysioMate app. You talk with one person about their own self-assessment result, below.',
    'Rules:',
    '- Answer only from this plan and the knowledge given here. If the answer is not here, say plainly that you do not know and suggest asking a physiotherapist or doctor.',
    '- Never name a diagnosis the assessment does not list. Never say the person has a condition; say what the assessment points to.',
    '- Never lower, soften or contradict the urgency (triage) below. If the person describes warning signs, tell them to get medical help as the triage says.',
    `- When the person reports a change (new symptom or area, an exercise making it worse, much better, a new injury), call the ${REEVALUATION_TOOL.name} tool and say it may be worth re-evaluating their assessment.`,
    emergency
      ? '- This is an emergency: say nothing about exercise, not even that there is none or when to start; tell the person to get help now, as the urgency below says.'
      : '',
    '- Be brief and warm. Use Markdown lists for steps. No HTML.',
    '',
    `Urgency: ${result.triage.level}. ${emergency ? withoutExerciseTalk(result.triage.message) : result.triage.message}`,
    result.triage.red_flags.length > 0 ? `Warning signs raised: ${result.triage.red_flags.join(', ')}` : '',
    `Likely problems (engine): ${
      result.conditions
        .slice(0, 3)
        .map((c) => `${c.name} (${Math.round(c.likelihood * 100)}%)`)
        .join('; ') || 'none (the engine did not reach one)'
    }`,
    k
      ? `About ${top?.name}: ${k.explanation}. Typical cause: ${k.typicalCause}. Would change the view: ${k.rethink}.`
      : '',
    result.key_issues.length > 0 ? `Key issues: ${result.key_issues.join('; ')}` : '',
    result.prognosis ? `Recovery outlook: ${result.prognosis}` : '',
    `Pain areas: ${result.identified_pain_areas.join(', ') || 'none marked'}`,
    '',
    exercises.length > 0 ? `Exercises:\n${exercises.join('\n')}` : 'Exercises: none in this plan.',
    result.lifestyle.length > 0 ? `Advice:\n${result.lifestyle.map((l) => `- ${l}`).join('\n')}` : '',
    result.products.length > 0 ? `Suggested equipment: ${result.products.join(', ')}` : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
