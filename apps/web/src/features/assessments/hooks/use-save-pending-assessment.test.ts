import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SESSION_KEYS } from '@/lib/assessment-storage/session-keys';
import { MemoryStorage } from '@/lib/assessment-storage/test-storage';

const saveAssessment = vi.fn();
const listAssessments = vi.fn();
const notify = vi.fn();

vi.mock('../api/save-assessment', async (original) => ({
  ...(await original<typeof import('../api/save-assessment')>()),
  saveAssessment: (...args: unknown[]) => saveAssessment(...args),
}));
vi.mock('../api/assessments-api', async (original) => ({
  ...(await original<typeof import('../api/assessments-api')>()),
  listAssessments: (...args: unknown[]) => listAssessments(...args),
}));
vi.mock('@/lib/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const { answerReplaceQuestion, resetPendingSaveGuard, savePendingAssessment } = await import(
  './use-save-pending-assessment'
);

const SYMPTOMS =
  '  My lower back aches after long drives and improves when I walk around; mornings are stiff for an hour.  ';

function pendingStorage() {
  const storage = new MemoryStorage();
  storage.setItem(
    SESSION_KEYS.assessmentData,
    JSON.stringify({ age: 30, gender: 'not_specified', symptoms: SYMPTOMS, painLocations: ['Lower back'] }),
  );
  storage.setItem(SESSION_KEYS.recommendations, JSON.stringify({ summary: 's', exercises: [] }));
  return storage;
}

describe('savePendingAssessment', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    resetPendingSaveGuard();
    queryClient = new QueryClient();
    saveAssessment.mockReset();
    listAssessments.mockReset();
    listAssessments.mockResolvedValue([]);
    notify.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves once, removes the session keys, toasts and refreshes the list', async () => {
    saveAssessment.mockResolvedValue({ assessment: { id: 'a1' }, recommendations: null });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const storage = pendingStorage();
    const [first, second] = await Promise.all([
      savePendingAssessment('u1', 'pro', queryClient, storage),
      savePendingAssessment('u1', 'pro', queryClient, storage),
    ]);
    expect([first, second]).toEqual(['saved', 'skipped']);
    expect(saveAssessment).toHaveBeenCalledTimes(1);
    expect(saveAssessment).toHaveBeenCalledWith({
      symptoms: SYMPTOMS.trim(),
      painLocations: ['Lower back'],
      pendingKey: undefined,
    });
    expect(storage.getItem(SESSION_KEYS.assessmentData)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.recommendations)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', 'Assessment Saved!', {
      description: 'Your assessment has been saved to your account.',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['assessments'] });
    // A remount for the same user does not try again.
    expect(await savePendingAssessment('u1', 'pro', queryClient, pendingStorage())).toBe('skipped');
  });

  it('sends the safety answers stored with the completed assessment', async () => {
    saveAssessment.mockResolvedValue({ assessment: { id: 'a1' }, recommendations: null });
    const storage = pendingStorage();
    const safetyAnswers = [
      { id: 'fever', answer: 'no' },
      { id: 'saddle-bladder', answer: 'unsure' },
    ];
    const data = JSON.parse(storage.getItem(SESSION_KEYS.assessmentData)!);
    storage.setItem(SESSION_KEYS.assessmentData, JSON.stringify({ ...data, safetyAnswers }));
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('saved');
    expect(saveAssessment).toHaveBeenCalledWith({
      symptoms: SYMPTOMS.trim(),
      painLocations: ['Lower back'],
      safetyAnswers,
      pendingKey: undefined,
    });
  });

  it('sends the key a sign-up or sign-in sent the assessment with, so the server can refuse a second copy', async () => {
    saveAssessment.mockResolvedValue({ assessment: { id: 'a1' }, recommendations: null });
    const storage = pendingStorage();
    const key = '0b0f4c3e-7a52-4c2a-9b1e-3d0c7e1f2a44';
    storage.setItem(SESSION_KEYS.pendingKey, key);
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('saved');
    expect(saveAssessment).toHaveBeenCalledWith(expect.objectContaining({ pendingKey: key }));
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBeNull();
  });

  it('does nothing without a completed assessment', async () => {
    const storage = pendingStorage();
    storage.removeItem(SESSION_KEYS.recommendations);
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('none');
    expect(saveAssessment).not.toHaveBeenCalled();
  });

  it('keeps the keys and warns when the save fails, with the server message at the pro cap', async () => {
    const proLimit = 'Pro tier allows up to 5 assessments. Upgrade to Master for unlimited assessments.';
    saveAssessment.mockRejectedValue(new ApiError(409, 'conflict', proLimit));
    const storage = pendingStorage();
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('failed');
    expect(storage.getItem(SESSION_KEYS.assessmentData)).not.toBeNull();
    expect(storage.getItem(SESSION_KEYS.recommendations)).not.toBeNull();
    expect(notify).toHaveBeenCalledWith('warning', 'Warning', {
      description: `Assessment data could not be saved automatically. ${proLimit}`,
    });

    resetPendingSaveGuard();
    notify.mockReset();
    saveAssessment.mockRejectedValue(new ApiError(503, 'unavailable', 'down'));
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('failed');
    expect(notify).toHaveBeenCalledWith('warning', 'Warning', {
      description: 'Assessment data could not be saved automatically.',
    });
  });

  it('retries later when the server says the user is not signed in', async () => {
    saveAssessment.mockRejectedValueOnce(new ApiError(401, 'unauthorized', 'no'));
    const storage = pendingStorage();
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('failed');
    expect(notify).not.toHaveBeenCalled();
    saveAssessment.mockResolvedValue({ assessment: { id: 'a1' }, recommendations: null });
    expect(await savePendingAssessment('u1', 'pro', queryClient, storage)).toBe('saved');
  });
});

describe('savePendingAssessment for a free user', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    resetPendingSaveGuard();
    queryClient = new QueryClient();
    saveAssessment.mockReset();
    saveAssessment.mockResolvedValue({ assessment: { id: 'a2' }, recommendations: null });
    listAssessments.mockReset();
    notify.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves straight away when nothing is saved yet (or the check fails)', async () => {
    listAssessments.mockResolvedValueOnce([]);
    expect(await savePendingAssessment('u1', 'free', queryClient, pendingStorage())).toBe('saved');
    resetPendingSaveGuard();
    listAssessments.mockRejectedValueOnce(new Error('offline'));
    expect(await savePendingAssessment('u1', 'free', queryClient, pendingStorage())).toBe('saved');
    expect(saveAssessment).toHaveBeenCalledTimes(2);
  });

  it('asks before replacing a saved assessment; keeping it saves nothing', async () => {
    listAssessments.mockResolvedValue([{ id: 'a1' }]);
    const storage = pendingStorage();
    expect(await savePendingAssessment('u1', 'free', queryClient, storage)).toBe('confirm');
    expect(saveAssessment).not.toHaveBeenCalled();
    answerReplaceQuestion(false, queryClient);
    expect(saveAssessment).not.toHaveBeenCalled();
    expect(storage.getItem(SESSION_KEYS.recommendations)).not.toBeNull();
  });

  it('replaces when the user agrees', async () => {
    listAssessments.mockResolvedValue([{ id: 'a1' }]);
    expect(await savePendingAssessment('u1', 'free', queryClient, pendingStorage())).toBe('confirm');
    answerReplaceQuestion(true, queryClient);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Assessment Saved!', expect.anything()),
    );
    expect(saveAssessment).toHaveBeenCalledTimes(1);
  });
});
