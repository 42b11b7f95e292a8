// @vitest-environment jsdom
import {
  SAFETY_MESSAGES,
  SAFETY_QUESTIONS,
  type SafetyQuestionsResponse,
  SYMPTOMS_MIN_CHARS,
  safetyQuestionsResponseSchema,
} from '@physiomate/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { SIGNED_OUT, server, sessionIs } from '@/testing/server';
import AssessmentRoute from './assessment';

const SYMPTOMS =
  'My left knee has ached for three weeks, worse on stairs and after running. Rest and ice help a little, and it is stiff in the morning.';

const [FIRST, SECOND] = SAFETY_QUESTIONS.filter((q) => q.universal);

/** The server's choice of questions for what the wizard sent. */
function askedQuestions(): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  const answer: SafetyQuestionsResponse = safetyQuestionsResponseSchema.parse({
    questions: [FIRST, SECOND].map((q) => ({ id: q!.id, text: q!.text, hint: q!.hint })),
    understood: null,
  });
  server.use(
    http.post('/api/safety-questions', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return { bodies };
}

const question = (text: string) => screen.getByRole('group', { name: text });
const answerIn = (text: string, label: string) => within(question(text)).getByRole('radio', { name: label });

beforeEach(() => sessionIs(SIGNED_OUT));

/** Types the symptoms, marks the left knee from the list and goes on to the safety check. */
async function toSafetyCheck(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByLabelText('Describe your symptoms'));
  await user.paste(SYMPTOMS);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: /Choose areas from a list/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Left knee' }));
  await user.click(screen.getByRole('button', { name: 'Next: Safety check' }));
}

describe('the assessment wizard', () => {
  it('keeps what was typed and ticked when moving between the steps', async () => {
    askedQuestions();
    const { user } = renderScreen(<AssessmentRoute />, { path: '/assessment' });
    expect(SYMPTOMS.length).toBeGreaterThan(SYMPTOMS_MIN_CHARS);

    const next = screen.getByRole('button', { name: 'Next' });
    await user.type(screen.getByLabelText('Describe your symptoms'), 'Knee pain');
    expect(next).toBeDisabled();
    await user.clear(screen.getByLabelText('Describe your symptoms'));
    await user.click(screen.getByLabelText('Describe your symptoms'));
    await user.paste(SYMPTOMS);
    expect(screen.getByText(`${SYMPTOMS.length} characters`)).toBeVisible();
    await user.click(next);

    // Step 2's code may still be loading (it loads after the first paint): its heading takes focus
    // when it appears.
    expect(await screen.findByRole('heading', { name: 'Pain Areas' })).toHaveFocus();
    const toSafety = screen.getByRole('button', { name: 'Next: Safety check' });
    expect(toSafety).toBeDisabled();
    expect(toSafety).toHaveAccessibleDescription('Mark at least one pain area to continue.');
    await user.click(screen.getByRole('button', { name: /Choose areas from a list/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Left knee' }));

    await user.click(screen.getByRole('button', { name: 'Back: Symptoms' }));
    expect(screen.getByRole('heading', { name: 'Symptoms' })).toHaveFocus();
    expect(screen.getByLabelText('Describe your symptoms')).toHaveValue(SYMPTOMS);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: /Choose areas from a list/ }));
    expect(screen.getByRole('checkbox', { name: 'Left knee' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next: Safety check' }));
    expect(await screen.findByRole('group', { name: FIRST!.text })).toBeVisible();
  });

  it('answers the safety questions Yes, No or Not sure by keyboard, and keeps them going back', async () => {
    const { bodies } = askedQuestions();
    const { user } = renderScreen(<AssessmentRoute />, { path: '/assessment' });
    await toSafetyCheck(user);

    await screen.findByRole('group', { name: FIRST!.text });
    expect(screen.getByRole('heading', { name: SAFETY_MESSAGES.stepTitle })).toHaveFocus();
    expect(bodies).toEqual([{ symptoms: SYMPTOMS, painLocations: ['Left knee'] }]);

    // Asking for the plan with nothing answered: says so, and goes to the first question.
    await user.click(screen.getByRole('button', { name: 'Get My Recommendations' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.unansweredError);
    expect(answerIn(FIRST!.text, 'Yes')).toHaveFocus();

    // Space answers the focused choice; the arrow keys move along Yes, No, Not sure.
    await user.keyboard(' ');
    expect(answerIn(FIRST!.text, 'Yes')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(answerIn(FIRST!.text, 'No')).toBeChecked();
    expect(answerIn(FIRST!.text, 'Yes')).not.toBeChecked();

    // Tab goes on to the next question.
    await user.tab();
    expect(answerIn(SECOND!.text, 'Yes')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(answerIn(SECOND!.text, 'Not sure')).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Back: Pain Areas' }));
    await user.click(screen.getByRole('button', { name: 'Next: Safety check' }));
    expect(answerIn(FIRST!.text, 'No')).toBeChecked();
    expect(answerIn(SECOND!.text, 'Not sure')).toBeChecked();
  });

  it('stores the last answer at once when the page is hidden or left, not 300 ms later', async () => {
    askedQuestions();
    const { user, unmount } = renderScreen(<AssessmentRoute />, { path: '/assessment' });
    await toSafetyCheck(user);
    await screen.findByRole('group', { name: FIRST!.text });
    const stored = () => JSON.parse(sessionStorage.getItem('assessmentDraft') ?? 'null')?.safetyAnswers;

    // A reload right after an answer: the page is hidden before the debounced write is due.
    await user.click(answerIn(FIRST!.text, 'Yes'));
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual([{ id: FIRST!.id, answer: 'yes' }]);

    // Leaving the wizard for another page of the app.
    await user.click(answerIn(SECOND!.text, 'No'));
    unmount();
    expect(stored()).toEqual([
      { id: FIRST!.id, answer: 'yes' },
      { id: SECOND!.id, answer: 'no' },
    ]);
  });
});
