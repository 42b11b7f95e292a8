import type { AssessInput } from '@physiomate/engine';
import {
  applyPersonalisation,
  assess,
  personalisationOutputSchema,
  personalisationPrompt,
} from '@physiomate/engine';
import type { Recommendation } from '@physiomate/shared';
import type { FastifyBaseLogger } from 'fastify';

/** The recommender's input: the engine's (the shared contract and the day the text was written). */
export type { AssessInput };
/**
 * The engine's result for an input, reworded by the model when one is configured. `reword` asks the
 * model for new wording of a result the engine already built (a plan edit that changed the reading):
 * only the summary and narrative are taken, so the plan's items stay the engine's.
 */
export type Recommender = ((input: AssessInput) => Promise<Recommendation>) & {
  reword(result: Recommendation, input: AssessInput): Promise<Recommendation>;
};

export type AiConfig = { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };

/**
 * Whether a result may be reworded by the model. Not when a red flag is raised (whatever the
 * level): the model's words could play down what the flag says. Not when the engine could not read
 * the text (or, from an older engine, did not say): there is no plan to personalise, and a model
 * would invent one for words we could not understand.
 */
export function mayPersonalise(result: Recommendation): boolean {
  return (
    result.triage.level !== 'emergency' &&
    result.triage.red_flags.length === 0 &&
    result.understanding === 'ok'
  );
}

/**
 * The engine decides; a configured model may only reword. Without AI configuration this is the
 * engine alone. With it, the model personalises the summary and narrative through structured output
 * and may choose exercises by id from the engine's candidates; the engine validates the answer and
 * keeps its own result on any error, invalid output or timeout. Triage and red flags are never the
 * model's to change, and a flagged or not-understood result is never sent to the model at all.
 */
export function createRecommender(config: AiConfig, log: FastifyBaseLogger): Recommender {
  if (!config.baseUrl || !config.model) {
    return Object.assign(async (input: AssessInput) => assess(input), {
      reword: async (result: Recommendation) => result,
    });
  }
  const { baseUrl, apiKey, model: modelId } = config;
  // The AI SDK (several MB of heap) is imported only when a model is configured: loading starts
  // now, so the first assessment does not wait for it, and a process without AI never pays for it.
  const sdk = Promise.all([import('@ai-sdk/openai-compatible'), import('ai')]).then(
    ([{ createOpenAICompatible }, { generateText, Output }]) => {
      const provider = createOpenAICompatible({
        name: 'physiomate-ai',
        baseURL: baseUrl,
        apiKey,
        supportsStructuredOutputs: true,
      });
      return { model: provider.chatModel(modelId), generateText, Output };
    },
  );
  // A failed import surfaces on the first use (and the engine's result is kept), never unhandled.
  sdk.catch(() => {});

  /** The engine's result personalised by the model, or the result itself on any failure. */
  const personalise = async (result: Recommendation, input: AssessInput): Promise<Recommendation> => {
    if (!mayPersonalise(result)) return result;
    const prompt = personalisationPrompt(result, input);
    try {
      const { model, generateText, Output } = await sdk;
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

  return Object.assign(async (input: AssessInput) => personalise(assess(input), input), {
    reword: async (result: Recommendation, input: AssessInput) => {
      const personalised = await personalise(result, input);
      return {
        ...result,
        summary: personalised.summary,
        clinical_narrative: personalised.clinical_narrative,
      };
    },
  });
}
