// @vitest-environment jsdom
/**
 * Saving a visitor's assessment after sign-in, against the API as MSW answers it (testing/server.ts):
 * what is sent is read from the requests themselves, and the toasts from the toaster's own state.
 */
import { type AssessmentSummary, assessmentListSchema, type FindingCorrections } from '@physiomate/shared';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@/lib/assessment-storage/session-keys';
import { MemoryStorage } from '@/lib/assessment-storage/test-storage';
import { toasterMounted } from '@/lib/toast';
import { recommendation, savedAssessment } from '@/testing/fixtures';
import { bodiesOf, errorAnswer, server } from '@/testing/server';
import {
  answerReplaceQuestion,
  resetPendingSaveGuard,
  savePendingAssessment,
} from './use-save-pending-assessment';

const SYMPTOMS =
  '  My lower back aches after long drives and improves when I walk around; mornings are stiff for an hour.  ';
const PRO_LIMIT = 'Pro tier allows up to 5 assessments. Upgrade to Master for unlimited assessments.';

function pendingStorage(extra: Record<string, unknown> = {}) {
  const storage = new MemoryStorage();
  storage.setItem(
    SESSION_KEYS.assessmentData,
    JSON.stringify({ symptoms: SYMPTOMS, painLocations: ['Lower back'], ...extra }),
  );
  storage.setItem(SESSION_KEYS.recommendations, JSON.stringify({ summary: 's', exercises: [] }));
  return storage;
}

function summary(id: string): AssessmentSummary {
  return {
    id,
    createdAt: '2026-05-03T10:00:00.000Z',
    symptomsPreview: 'My knee hurts when I climb stairs.',
    summary: null,
    summaryPoints: null,
    identifiedPainAreas: ['Left knee'],
    exerciseNames: ['Wall sit'],
    products: [],
    triageLevel: null,
  };
}

/**
 * The server: GET /api/assessments lists `saved` (or fails with `listFails`), and POST answers with
 * `answers` in turn (the last one repeats), a saved assessment by default. Returns the POST bodies.
 */
function api({
  saved = [] as AssessmentSummary[],
  listFails = false,
  answers = [] as (() => Response)[],
} = {}) {
  const posts: Request[] = [];
  let lists = 0;
  server.use(
    http.get('/api/assessments', () => {
      lists++;
      return listFails
        ? errorAnswer('internal', 'Something went wrong.')
        : HttpResponse.json(assessmentListSchema.parse({ assessments: saved }));
    }),
    http.post('/api/assessments', ({ request }) => {
      posts.push(request.clone());
      const answer = answers[Math.min(posts.length - 1, answers.length - 1)];
      return answer ? answer() : HttpResponse.json(savedAssessment('a1', recommendation()));
    }),
  );
  return { sent: () => bodiesOf(posts), lists: () => lists };
}

/** The toasts on screen now, as the toaster holds them. */
function toasts() {
  return toast
    .getToasts()
    .map((t) => ('type' in t ? { type: t.type, title: t.title, description: t.description } : null))
    .filter(Boolean);
}

const SAVED_TOAST = {
  type: 'success',
  title: 'Assessment Saved!',
  description: 'Your assessment has been saved to your account.',
};

beforeAll(() => toasterMounted());
beforeEach(() => {
  resetPendingSaveGuard();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('savePendingAssessment', () => {
  it('saves once, removes the session keys, toasts and refreshes the list', async () => {
    const { sent } = api();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const storage = pendingStorage();
    const [first, second] = await Promise.all([
      savePendingAssessment('u1', 'pro', queryClient, storage),
      savePendingAssessment('u1', 'pro', queryClient, storage),
    ]);
    expect([first, second]).toEqual(['saved', 'skipped']);
    expect(await sent()).toEqual([
      { assessmentId: null, symptoms: SYMPTOMS.trim(), painLocations: ['Lower back'] },
    ]);
    expect(storage.getItem(SESSION_KEYS.assessmentData)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.recommendations)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBeNull();
    await vi.waitFor(() => expect(toasts()).toEqual([SAVED_TOAST]));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['assessments'] });
    // A remount for the same user does not try again.
    expect(await savePendingAssessment('u1', 'pro', queryClient, pendingStorage())).toBe('skipped');
    expect(await sent()).toHaveLength(1);
  });

  it('sends the safety answers and the corrections stored with the completed assessment', async () => {
    const { sent } = api();
    const safetyAnswers = [
      { id: 'fever', answer: 'no' },
      { id: 'saddle-bladder', answer: 'unsure' },
    ];
    const corrections: FindingCorrections = { remove: ['driving'], add: ['night_pain'], sinceDays: 14 };
    const storage = pendingStorage({ safetyAnswers, corrections });
    expect(await savePendingAssessment('u1', 'pro', new QueryClient(), storage)).toBe('saved');
    expect(await sent()).toEqual([
      {
        assessmentId: null,
        symptoms: SYMPTOMS.trim(),
        painLocations: ['Lower back'],
        safetyAnswers,
        corrections,
      },
    ]);
  });

  it('sends the key a sign-up or sign-in sent the assessment with, so the server can refuse a second copy', async () => {
    const { sent } = api();
    const storage = pendingStorage();
    const key = '0b0f4c3e-7a52-4c2a-9b1e-3d0c7e1f2a44';
    storage.setItem(SESSION_KEYS.pendingKey, key);
    expect(await savePendingAssessment('u1', 'pro', new QueryClient(), storage)).toBe('saved');
    expect(await sent()).toEqual([expect.objectContaining({ pendingKey: key })]);
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBeNull();
  });

  it('does nothing without a completed assessment', async () => {
    const { sent, lists } = api();
    const storage = pendingStorage();
    storage.removeItem(SESSION_KEYS.recommendations);
    expect(await savePendingAssessment('u1', 'free', new QueryClient(), storage)).toBe('none');
    expect(await sent()).toEqual([]);
    expect(lists()).toBe(0);
  });

  it('keeps the keys and warns when the save fails, with the server message at the pro cap', async () => {
    api({ answers: [() => errorAnswer('conflict', PRO_LIMIT)] });
    const storage = pendingStorage();
    expect(await savePendingAssessment('u1', 'pro', new QueryClient(), storage)).toBe('failed');
    expect(storage.getItem(SESSION_KEYS.assessmentData)).not.toBeNull();
    expect(storage.getItem(SESSION_KEYS.recommendations)).not.toBeNull();
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        {
          type: 'warning',
          title: 'Warning',
          description: `Assessment data could not be saved automatically. ${PRO_LIMIT}`,
        },
      ]),
    );

    toast.dismiss();
    resetPendingSaveGuard();
    api({ answers: [() => errorAnswer('unavailable', 'down')] });
    expect(await savePendingAssessment('u1', 'pro', new QueryClient(), storage)).toBe('failed');
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        {
          type: 'warning',
          title: 'Warning',
          description: 'Assessment data could not be saved automatically.',
        },
      ]),
    );
  });

  it('retries later when the server says the user is not signed in', async () => {
    const { sent } = api({
      answers: [
        () => errorAnswer('unauthorized', 'Please sign in.'),
        () => HttpResponse.json(savedAssessment('a1', recommendation())),
      ],
    });
    const storage = pendingStorage();
    expect(await savePendingAssessment('u1', 'pro', new QueryClient(), storage)).toBe('failed');
    expect(toasts()).toEqual([]);
    expect(await savePendingAssessment('u1', 'pro', new QueryClient(), storage)).toBe('saved');
    expect(await sent()).toHaveLength(2);
  });
});

describe('savePendingAssessment for a free user', () => {
  it('saves straight away when nothing is saved yet', async () => {
    const { sent, lists } = api({ saved: [] });
    expect(await savePendingAssessment('u1', 'free', new QueryClient(), pendingStorage())).toBe('saved');
    expect(lists()).toBe(1);
    expect(await sent()).toHaveLength(1);
  });

  it('saves straight away when the check fails: the server enforces the rule anyway', async () => {
    const { sent } = api({ listFails: true });
    expect(await savePendingAssessment('u1', 'free', new QueryClient(), pendingStorage())).toBe('saved');
    expect(await sent()).toHaveLength(1);
  });

  it('asks before replacing a saved assessment; keeping it saves nothing', async () => {
    const { sent } = api({ saved: [summary('a1')] });
    const queryClient = new QueryClient();
    const storage = pendingStorage();
    expect(await savePendingAssessment('u1', 'free', queryClient, storage)).toBe('confirm');
    expect(await sent()).toEqual([]);
    answerReplaceQuestion(false, queryClient);
    expect(await sent()).toEqual([]);
    expect(storage.getItem(SESSION_KEYS.recommendations)).not.toBeNull();
  });

  it('replaces when the user agrees', async () => {
    const { sent } = api({ saved: [summary('a1')] });
    const queryClient = new QueryClient();
    expect(await savePendingAssessment('u1', 'free', queryClient, pendingStorage())).toBe('confirm');
    answerReplaceQuestion(true, queryClient);
    await vi.waitFor(() => expect(toasts()).toEqual([SAVED_TOAST]));
    expect(await sent()).toHaveLength(1);
  });
});
