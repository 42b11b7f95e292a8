import {
  type FindingCorrections,
  mergeCorrections,
  RESULT_MESSAGES,
  type Recommendation,
  type SafetyAnswer,
} from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { Viewer } from '@/lib/viewer';
import {
  assessmentKeys,
  correctUnderstood,
  editPlan,
  getAssessment,
  rerunWithCorrections,
} from '../api/assessments-api';
import { DELETE_COPY, planEditFor, REGENERATE_FAILED } from '../lib/delete-copy';
import { type PlanItemKind, removeItem } from '../lib/recommendation';
import { parseSafetyAnswers } from '../lib/safety-answers';
import type { SessionAssessment } from '../lib/session-results';

/**
 * The result kept in this browser (an assessment made signed out) is read with the shared schema,
 * and zod with it: loaded only when the result is not the server's, so a saved result renders
 * without them. One module for every results screen of the tab.
 */
let sessionResults: Promise<typeof import('../lib/session-results')> | null = null;
const loadSessionResults = () => {
  sessionResults ??= import('../lib/session-results');
  sessionResults.catch(() => {
    sessionResults = null; // The network: tried again on the next visit.
  });
  return sessionResults;
};

/** What this browser keeps of an assessment made signed out; `rec` null when it has none. */
type SessionResult = { rec: Recommendation | null; assessment: SessionAssessment };

export type ResultsState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | {
      status: 'ready';
      rec: Recommendation;
      /** Set when the result is stored on the server (signed in, with an assessment id). */
      assessmentId: string | null;
      createdAt: string | null;
      /** Exercises the server kept back for the user's tier (free sees the first 4). */
      hiddenExercises: number;
      /** What the person told us: for 'Add more detail' and the 'Your safety answers' section. */
      assessment: {
        symptoms: string;
        painLocations: string[];
        safetyAnswers: SafetyAnswer[];
        corrections?: FindingCorrections;
      };
    };

type ReadyState = Extract<ResultsState, { status: 'ready' }>;

export type DeleteRequest = { kind: PlanItemKind; key: string; label: string; index?: number };

/**
 * Loading a result: signed in with an assessment id loads from the server (owner only);
 * otherwise from session storage. Load failures toast and go back to /assessment.
 */
export function useResults(viewer: Viewer, id: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fromServer = !viewer.isLoading && viewer.user !== null && id !== null;
  const query = useQuery({
    queryKey: assessmentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAssessment(id!, signal),
    enabled: fromServer,
  });
  const fromSession = !viewer.isLoading && !fromServer;
  const [session, setSession] = useState<SessionResult | null>(null);
  useEffect(() => {
    if (!fromSession || session) return;
    let live = true;
    loadSessionResults().then(
      (m) => {
        if (live) setSession({ rec: m.readSessionRecommendations(), assessment: m.readSessionAssessment() });
      },
      () => {
        // Not loaded (the network): no result to show, as when none is kept.
        if (live)
          setSession({ rec: null, assessment: { symptoms: '', painLocations: [], safetyAnswers: [] } });
      },
    );
    return () => {
      live = false;
    };
  }, [fromSession, session]);
  const redirected = useRef(false);

  const notFound = query.isError && isApiError(query.error) && [401, 403, 404].includes(query.error.status);
  const failed = query.isError && !notFound;
  const noResults = query.data !== undefined && query.data.recommendations === null;

  useEffect(() => {
    if (redirected.current || !(failed || noResults)) return;
    redirected.current = true;
    if (failed) void notify('error', 'Error', { description: RESULT_MESSAGES.loadFailed });
    else void notify('error', RESULT_MESSAGES.noResultsTitle, { description: RESULT_MESSAGES.noResults });
    navigate(paths.assessment, { replace: true });
  }, [failed, noResults, navigate]);

  const mutation = useMutation({
    mutationFn: (request: DeleteRequest) => editPlan(id!, planEditFor(request.kind, request.key)),
    onSuccess: (data, request) => {
      queryClient.setQueryData(assessmentKeys.detail(id!), data);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() });
      const copy = DELETE_COPY[request.kind];
      void notify('success', copy.successTitle, { description: copy.successText });
    },
    onError: (error) => {
      const invalid = isApiError(error) && error.message === RESULT_MESSAGES.invalidSymptomIndex;
      if (invalid) void notify('error', RESULT_MESSAGES.invalidSymptomIndex);
      else void notify('error', REGENERATE_FAILED.title, { description: REGENERATE_FAILED.text });
    },
  });

  const correction = useMutation({
    mutationFn: async ({ corrections, ready }: { corrections: FindingCorrections; ready: ReadyState }) => {
      if (ready.assessmentId) {
        const data = await correctUnderstood(ready.assessmentId, corrections);
        queryClient.setQueryData(assessmentKeys.detail(ready.assessmentId), data);
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() });
        return;
      }
      // Made against what the person sees after any earlier corrections: they add up.
      const merged = mergeCorrections(ready.assessment.corrections, corrections);
      const rec = await rerunWithCorrections({ ...ready.assessment, corrections: merged });
      const { writeSessionCorrections, writeSessionRecommendations } = await loadSessionResults();
      writeSessionRecommendations(rec);
      writeSessionCorrections(merged);
      setSession((s) => s && { rec, assessment: { ...s.assessment, corrections: merged } });
    },
    onSuccess: () => {
      void notify('success', RESULT_MESSAGES.understoodUpdatedTitle, {
        description: RESULT_MESSAGES.understoodUpdated,
      });
    },
    onError: () => {
      void notify('error', REGENERATE_FAILED.title, { description: REGENERATE_FAILED.text });
    },
  });

  let state: ResultsState;
  if (viewer.isLoading || (fromServer && (query.isPending || failed || noResults))) {
    state = { status: 'loading' };
  } else if (fromServer) {
    state =
      query.data?.recommendations && !notFound
        ? {
            status: 'ready',
            rec: query.data.recommendations,
            assessmentId: query.data.assessment.id,
            createdAt: query.data.assessment.createdAt,
            hiddenExercises: query.data.hiddenExercises ?? 0,
            assessment: {
              symptoms: query.data.assessment.symptoms,
              painLocations: query.data.assessment.painLocations,
              // Hand-checked: assessments saved before the safety check have none.
              safetyAnswers: parseSafetyAnswers(query.data.assessment.safetyAnswers),
            },
          }
        : { status: 'not-found' };
  } else if (!session) {
    state = { status: 'loading' };
  } else {
    state = session.rec
      ? {
          status: 'ready',
          rec: session.rec,
          assessmentId: null,
          createdAt: null,
          hiddenExercises: 0,
          assessment: session.assessment,
        }
      : { status: 'not-found' };
  }

  const current = state.status === 'ready' ? state : null;
  const remove = useCallback(
    (request: DeleteRequest): Promise<boolean> => {
      if (!current) return Promise.resolve(false);
      if (request.kind === 'symptom') {
        const areas = current.rec.identified_pain_areas;
        const index = request.index ?? areas.indexOf(request.key);
        if (index < 0 || index >= areas.length || areas[index] !== request.key) {
          void notify('error', RESULT_MESSAGES.invalidSymptomIndex);
          return Promise.resolve(false);
        }
      }
      if (current.assessmentId) {
        return mutation.mutateAsync(request).then(
          () => true,
          () => false,
        );
      }
      const updated = removeItem(current.rec, request.kind, request.key);
      return loadSessionResults().then(
        ({ writeSessionRecommendations }) => {
          writeSessionRecommendations(updated);
          setSession((s) => s && { ...s, rec: updated });
          const copy = DELETE_COPY[request.kind];
          void notify('success', copy.successTitle, { description: copy.successText });
          return true;
        },
        () => false,
      );
    },
    [current, mutation],
  );

  const correct = useCallback(
    (corrections: FindingCorrections): Promise<boolean> =>
      current
        ? correction.mutateAsync({ corrections, ready: current }).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    [current, correction],
  );

  return { state, remove, correct, regenerating: mutation.isPending || correction.isPending };
}
