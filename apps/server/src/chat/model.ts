import { chatSystemPrompt, REEVALUATION_TOOL } from '@physiomate/engine';
import { CHAT_LIMITS, changeReasonSchema, type Recommendation } from '@physiomate/shared';
import type { ModelMessage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ChatMessage } from '../db/schema.ts';

export type ModelEvent =
  | { type: 'delta'; text: string }
  | { type: 'proposal'; reason: z.infer<typeof changeReasonSchema>; summary: string };

/** Streams a grounded reply from the configured model; throws on error or timeout. */
export type ChatModel = (input: {
  result: Recommendation;
  /** The conversation so far, oldest first (the new message last). */
  history: Pick<ChatMessage, 'role' | 'content'>[];
  /** A photo sent with the new message (only when the model reads images); never stored. */
  image?: { mediaType: string; data: Buffer };
  signal: AbortSignal;
}) => AsyncGenerator<ModelEvent>;

export type ChatModelConfig = { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };

const proposalInput = z.object({
  reason: changeReasonSchema,
  summary: z
    .string()
    .max(300)
    .describe('One short sentence: what the person reported that changes the picture.'),
});

/**
 * The model path of PhysioMate AI, or null when no model is configured. The system prompt carries
 * the plan and the engine's knowledge; only the last 40 messages go to the model; the model may
 * call one tool, which only proposes a re-evaluation (the engine computes it, the person decides).
 */
export function createChatModel(config: ChatModelConfig, log: FastifyBaseLogger): ChatModel | null {
  if (!config.baseUrl || !config.model) return null;
  const { baseUrl, apiKey, model: modelId } = config;
  // The AI SDK is imported only when a model is configured (see ai/recommender.ts): loading starts
  // now, and a process without a model never holds it.
  const sdk = Promise.all([import('@ai-sdk/openai-compatible'), import('ai')]).then(
    ([{ createOpenAICompatible }, { streamText, tool }]) => {
      const provider = createOpenAICompatible({ name: 'physiomate-ai', baseURL: baseUrl, apiKey });
      return { model: provider.chatModel(modelId), streamText, tool };
    },
  );
  // A failed import surfaces as the first reply's error (the caller's fallback), never unhandled.
  sdk.catch(() => {});
  return async function* ({ result, history, image, signal }) {
    const { model, streamText, tool } = await sdk;
    const messages: ModelMessage[] = history
      .slice(-CHAT_LIMITS.modelContextMessages)
      .map((m) => ({ role: m.role, content: m.content }));
    const last = messages.at(-1);
    if (image && last?.role === 'user' && typeof last.content === 'string') {
      messages[messages.length - 1] = {
        role: 'user',
        content: [
          { type: 'text', text: last.content },
          { type: 'image', image: image.data, mediaType: image.mediaType },
        ],
      };
    }
    const stream = streamText({
      model,
      system: chatSystemPrompt(result),
      messages,
      tools: {
        [REEVALUATION_TOOL.name]: tool({
          description: REEVALUATION_TOOL.description,
          inputSchema: proposalInput,
        }),
      },
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
      maxRetries: 0,
      temperature: 0.3,
      // The SDK's default prints the whole error, request body (health data) included; the error
      // part below is handled and logged by its kind only.
      onError: () => {},
    });
    for await (const part of stream.fullStream) {
      if (part.type === 'text-delta') {
        if (part.text) yield { type: 'delta', text: part.text };
      } else if (part.type === 'tool-call' && part.toolName === REEVALUATION_TOOL.name) {
        const parsed = proposalInput.safeParse(part.input);
        if (parsed.success) yield { type: 'proposal', ...parsed.data };
      } else if (part.type === 'error') {
        // Only the kind is logged: the prompt and answer carry health data.
        log.warn({ reason: (part.error as Error)?.name ?? 'error' }, 'chat model failed');
        throw part.error instanceof Error ? part.error : new Error('model stream error');
      } else if (part.type === 'abort') {
        throw new Error('model stream aborted');
      }
    }
  };
}
