import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  applyPersonalisation,
  assess,
  personalisationOutputSchema,
  personalisationPrompt,
} from '@physiomate/engine';
import type { Recommendation, SafetyAnswer } from '@physiomate/shared';
import { generateText, Output } from 'ai';
import type { FastifyBaseLogger } from 'fastify';

export type AssessInput = {
  symptoms: string;
  painLocations: string[];
  /** The wizard's safety check: the engine raises red flags from it before any model is asked. */
  safetyAnswers?: SafetyAnswer[];
};
export type Recommender = (input: AssessInput) => Promise<Recommendation>;

export type AiConfig = { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };

/**
 * The engine decides; a configured model may only reword. Without AI configuration this is the
 * engine alone. With it, the model personalises the summary and narrative through structured output
 * and may choose exercises by id from the engine's candidates; the engine validates the answer and
 * keeps its own result on any error, invalid output or timeout. Triage and red flags are never the
 * model's to change.
 */
export function createRecommender(config: AiConfig, log: FastifyBaseLogger): Recommender {
  if (!config.baseUrl || !config.model) return async (input) => assess(input);
  const provider = createOpenAICompatible({
    name: 'physiomate-ai',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(config.model);

  return async (input) => {
    const result = assess(input);
    if (result.triage.level === 'emergency') return result;
    const prompt = personalisationPrompt(result, input);
    try {
      const { output } = await generateText({
        model,
        system: prompt.system,
        prompt: prompt.user,
        output: Output.object({ schema: personalisationOutputSchema }),
        abortSignal: AbortSignal.timeout(config.timeoutMs),
        maxRetries: 0,
        temperature: 0.3,
      });
      // The engine keeps its triage whatever the model says; restated here so the server's own
      // guarantee does not hang on the engine's merge.
      return { ...applyPersonalisation(result, input, output), triage: result.triage };
    } catch (err) {
      // Only the error's kind is logged: the prompt and answer carry health data.
      log.warn({ reason: (err as Error).name }, 'AI personalisation failed; using the engine result');
      return result;
    }
  };
}
