/** The /assessment wizard's safety check (step 3), shared by every browser test that submits it. */
import { expect, type Locator, type Page } from '@playwright/test';

export type SafetyAnswerValue = 'yes' | 'no' | 'unsure';

/** The visible labels of the answers (SAFETY_ANSWER_LABELS). */
export const SAFETY_LABELS: Record<SafetyAnswerValue, string> = { yes: 'Yes', no: 'No', unsure: 'Not sure' };

export const SAFETY_STEP_TITLE = 'A few safety questions';

/** The universal questions (asked whatever the areas; also the fallback when the server cannot choose). */
export const UNIVERSAL_SAFETY_IDS = ['fever', 'weight-loss', 'injury', 'self-harm'] as const;

export const safetyList = (page: Page) => page.getByTestId('safety-questions');

/** One question's radio group, by its id (`data-question`). */
export const safetyQuestion = (page: Page, id: string): Locator =>
  page.locator(`fieldset[data-question="${id}"]`);

/** The ids of the questions shown, in order (waits until they are chosen). */
export async function safetyQuestionIds(page: Page): Promise<string[]> {
  await expect(safetyList(page)).toBeVisible({ timeout: 15_000 });
  return page
    .locator('fieldset[data-question]')
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-question') ?? ''));
}

/** Step 2 -> step 3: the pain areas are marked; waits for the safety questions. */
export async function goToSafetyCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next: Safety check' }).click();
  await expect(page.getByRole('heading', { level: 2, name: SAFETY_STEP_TITLE })).toBeFocused();
  await expect(safetyList(page)).toBeVisible({ timeout: 15_000 });
}

/**
 * Answers every question shown: 'No' unless `overrides` says otherwise (by question id). Returns the
 * answers given, in the order asked, as the wizard sends them.
 */
export async function answerSafetyCheck(
  page: Page,
  overrides: Partial<Record<string, SafetyAnswerValue>> = {},
): Promise<{ id: string; answer: SafetyAnswerValue }[]> {
  const ids = await safetyQuestionIds(page);
  const answers = ids.map((id) => ({ id, answer: overrides[id] ?? ('no' as const) }));
  for (const { id, answer } of answers) {
    const radio = safetyQuestion(page, id).getByRole('radio', { name: SAFETY_LABELS[answer], exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }
  return answers;
}

/** Step 2 -> step 3, answer (all 'No' by default) and press 'Get My Recommendations'. */
export async function completeSafetyCheck(
  page: Page,
  overrides: Partial<Record<string, SafetyAnswerValue>> = {},
): Promise<{ id: string; answer: SafetyAnswerValue }[]> {
  await goToSafetyCheck(page);
  const answers = await answerSafetyCheck(page, overrides);
  await page.getByRole('button', { name: 'Get My Recommendations' }).click();
  return answers;
}
