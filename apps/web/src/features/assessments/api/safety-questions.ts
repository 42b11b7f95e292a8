/**
 * Which safety questions to ask: `POST /api/safety-questions` chooses at most 8 for the marked
 * regions and the text. When that fails (offline, an error, too slow, nothing usable) the wizard
 * asks the universal questions instead, so the safety check is never skipped.
 */

import type { Understood } from '@physiomate/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api, isApiError } from '@/lib/api-client';
import { type AskedQuestion, FALLBACK_QUESTIONS, parseQuestions } from '@/lib/assessment-storage/safety';

/** Past this the universal questions are shown rather than keep the user waiting. */
const TIMEOUT_MS = 5000;

export type SafetyQuestionsInput = { symptoms: string; painLocations: string[] };

export class UnusableSafetyQuestionsError extends Error {
  override readonly name = 'UnusableSafetyQuestionsError';
  constructor() {
    super('The safety questions came back without a usable question.');
  }
}

export type SafetyQuestionsAnswer = {
  questions: AskedQuestion[];
  /** What the engine understood so far, to read back (null while there is too little). */
  understood: Understood | null;
};

export async function fetchSafetyQuestions(
  input: SafetyQuestionsInput,
  signal?: AbortSignal,
): Promise<SafetyQuestionsAnswer> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const schema = import('./understood-schema');
  const body = await api.post<unknown>(
    '/safety-questions',
    { symptoms: input.symptoms.trim(), painLocations: input.painLocations },
    { signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
  );
  const questions = parseQuestions(body);
  if (!questions) throw new UnusableSafetyQuestionsError();
  // 'What we understood' so far, read with the shared contract: anything else reads as nothing yet.
  const { understoodSchema } = await schema;
  const understood =
    typeof body === 'object' && body !== null
      ? understoodSchema.safeParse((body as { understood?: unknown }).understood).data
      : undefined;
  return { questions, understood: understood ?? null };
}

export const safetyQuestionKeys = {
  all: ['safety-questions'] as const,
  for: (input: SafetyQuestionsInput) =>
    [...safetyQuestionKeys.all, input.symptoms.trim(), [...input.painLocations].sort()] as const,
};

export type SafetyQuestionsState = {
  status: 'loading' | 'ready' | 'fallback';
  questions: readonly AskedQuestion[];
  /** What we understood so far ('ready' only). */
  understood: Understood | null;
};

const LOADING: SafetyQuestionsState = { status: 'loading', questions: [], understood: null };
const FALLBACK: SafetyQuestionsState = {
  status: 'fallback',
  questions: FALLBACK_QUESTIONS,
  understood: null,
};

/**
 * The questions for this text and these areas. 'ready': the server's choice; 'fallback': the
 * universal questions after a failure. One quick retry for glitches (not for 4xx answers).
 */
export function useSafetyQuestions(input: SafetyQuestionsInput, enabled: boolean): SafetyQuestionsState {
  const query = useQuery({
    queryKey: safetyQuestionKeys.for(input),
    queryFn: ({ signal }) => fetchSafetyQuestions(input, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) =>
      failureCount < 1 &&
      !(error instanceof UnusableSafetyQuestionsError) &&
      !(isApiError(error) && error.status >= 400 && error.status < 500),
    retryDelay: 300,
  });
  useEffect(() => {
    if (query.error)
      console.warn('Could not choose the safety questions; asking the universal ones.', query.error);
  }, [query.error]);
  const ready = useMemo(
    (): SafetyQuestionsState | null =>
      query.data
        ? { status: 'ready', questions: query.data.questions, understood: query.data.understood }
        : null,
    [query.data],
  );
  if (ready) return ready;
  return query.isError ? FALLBACK : LOADING;
}
