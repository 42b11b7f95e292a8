// @vitest-environment jsdom
import {
  type AssessmentSummary,
  assessmentListSchema,
  RESULT_MESSAGES,
  type SessionAnswer,
} from '@physiomate/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast, renderScreen } from '@/testing/render';
import { errorAnswer, server, sessionIs, signedInAs } from '@/testing/server';
import MyAssessmentsRoute from './my-assessments';

const PRO: SessionAnswer = signedInAs('sam@gmail.com', 'pro');

function summary(id: string, createdAt: string, painArea: string): AssessmentSummary {
  return {
    id,
    createdAt,
    symptomsPreview: `My ${painArea.toLowerCase()} hurts when I climb stairs.`,
    summary: null,
    summaryPoints: null,
    identifiedPainAreas: [painArea],
    exerciseNames: ['Wall sit'],
    products: [],
    triageLevel: null,
  };
}

/** The saved assessments as the server holds them: the list answers what is left. */
function serverWith(assessments: AssessmentSummary[]) {
  let held = [...assessments];
  server.use(
    http.get('/api/assessments', () => HttpResponse.json(assessmentListSchema.parse({ assessments: held }))),
  );
  return {
    remove: (id: string) => {
      held = held.filter((a) => a.id !== id);
    },
  };
}

/** A deletion the test answers when it chooses: 'confirm' deletes, 'fail' answers a server error. */
function deletionAnsweredBy() {
  let answer: (outcome: 'confirm' | 'fail') => void = () => {};
  const outcome = new Promise<'confirm' | 'fail'>((resolve) => {
    answer = resolve;
  });
  return { outcome, answer: (o: 'confirm' | 'fail') => answer(o) };
}

// While the dialog is open the page behind it is hidden from assistive technology: still there, though.
const cards = () => screen.queryAllByRole('article', { hidden: true });
const cardAbout = (painArea: string) => cards().find((card) => within(card).queryByText(painArea)) ?? null;

beforeEach(() => sessionIs(PRO));

describe('deleting an assessment from My Assessments', () => {
  it('removes the card only once the server has confirmed', async () => {
    const held = serverWith([
      summary('a-1', '2026-05-03T10:00:00.000Z', 'Left knee'),
      summary('a-2', '2026-04-01T10:00:00.000Z', 'Lower back'),
    ]);
    const deletion = deletionAnsweredBy();
    server.use(
      http.delete('/api/assessments/:id', async ({ params }) => {
        if ((await deletion.outcome) === 'fail') return errorAnswer('internal', 'Something broke');
        held.remove(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(<MyAssessmentsRoute />, { path: '/physiomate' });
    await screen.findByText('Lower back');

    const knee = cardAbout('Left knee')!;
    await user.click(within(knee).getByRole('button', { name: /^Delete assessment of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Assessment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Assessment' }));

    // Waiting for the server: the dialog is busy and the card is still there.
    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(cardAbout('Left knee')).not.toBeNull();

    deletion.answer('confirm');
    await findToast(RESULT_MESSAGES.listDeletedTitle);
    await waitFor(() => expect(cardAbout('Left knee')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(cardAbout('Lower back')).not.toBeNull();
  });

  it('keeps the card and says so when the server fails', async () => {
    serverWith([summary('a-1', '2026-05-03T10:00:00.000Z', 'Left knee')]);
    server.use(
      http.delete('/api/assessments/:id', async () => {
        await delay(20);
        return errorAnswer('internal', 'Something broke');
      }),
    );
    const { user } = renderScreen(<MyAssessmentsRoute />, { path: '/physiomate' });
    const knee = await screen.findByRole('article');

    await user.click(within(knee).getByRole('button', { name: /^Delete assessment of/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Assessment' }),
    );

    await findToast(RESULT_MESSAGES.deleteFailed);
    expect(cardAbout('Left knee')).not.toBeNull();
    // The dialog can be tried again or left.
    const dialog = await screen.findByRole('dialog', { name: 'Delete Assessment?' });
    expect(within(dialog).getByRole('button', { name: 'Delete Assessment' })).toBeEnabled();
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    serverWith([summary('a-1', '2026-05-03T10:00:00.000Z', 'Left knee')]);
    const deletes: string[] = [];
    server.use(
      http.delete('/api/assessments/:id', ({ params }) => {
        deletes.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(<MyAssessmentsRoute />, { path: '/physiomate' });
    const knee = await screen.findByRole('article');

    await user.click(within(knee).getByRole('button', { name: /^Delete assessment of/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toBeVisible();
    expect(deletes).toEqual([]);
  });
});
