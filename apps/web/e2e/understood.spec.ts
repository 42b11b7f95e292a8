import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from './support';
import { createAccount, saveAssessment } from './support/accounts';
import { KNEE, resultsHeading, seedAnonymousResults } from './support/results';
import { answerSafetyCheck, goToSafetyCheck, safetyList } from './support/wizard';

/**
 * Issue 10 'What we understood': the findings the engine used, read back as chips the person can
 * correct; 'Update my plan' re-runs the engine with the corrections, in this browser or on the
 * server for a saved result.
 */

const card = (page: Page) => page.locator('#understood');
const chip = (page: Page, label: string, group = 'started') =>
  card(page)
    .locator(`[data-group="${group}"]`)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });
const sinceChip = (page: Page) => card(page).getByTestId('understood').locator('dd').nth(1);

async function correctKnee(page: Page) {
  await expect(card(page).getByRole('heading', { name: 'What we understood' })).toBeVisible();
  await expect(card(page).getByText('Left knee', { exact: true })).toBeVisible();
  await expect(sinceChip(page)).toContainText('About 3 weeks');
  await expect(chip(page, 'Running')).toBeVisible();
  await expect(chip(page, 'Pain on stairs', 'worse')).toBeVisible();

  const update = card(page).getByRole('button', { name: 'Update my plan' });
  await expect(update).toBeDisabled();
  await card(page).getByRole('button', { name: "Remove 'Running'" }).click();
  await expect(chip(page, 'Running')).toHaveCount(0);
  await card(page).getByRole('button', { name: 'Change how long' }).click();
  await card(page).getByLabel('How long has it hurt?').fill('4');
  await card(page).getByLabel('Unit').selectOption('months');
  await card(page).getByRole('button', { name: 'Use this' }).click();
  await expect(sinceChip(page)).toContainText('About 4 months');
  await expect(update).toBeEnabled();
  await update.click();
}

test.describe("'What we understood'", () => {
  test('a visitor removes running and changes the duration; the plan is re-read', async ({ page }) => {
    const problems = watchConsole(page);
    const before = await seedAnonymousResults(page, KNEE);
    await page.goto('/results');
    await expect(resultsHeading(page)).toBeVisible();
    await correctKnee(page);

    await expect(page.getByText('Plan updated')).toBeVisible();
    await expect(chip(page, 'Running')).toHaveCount(0);
    // What the person said no to now lists running; the summary's duration follows the correction.
    await expect(chip(page, 'Running', 'denied')).toBeVisible();
    await expect(page.getByText(/about 4 months/i).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('recommendations') ?? '{}'));
    expect(stored.findings.sinceDays).toBe(120);
    expect(stored.exercises.map((e: { id: string }) => e.id)).not.toEqual(before.exercises.map((e) => e.id));
    expect(problems).toEqual([]);
  });

  test('a signed-in free user corrects a saved result and it stays corrected after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await createAccount(page, 'free');
    const saved = await saveAssessment(page, KNEE);
    await page.goto(`/results/${saved.assessment.id}`);
    await expect(resultsHeading(page)).toBeVisible();
    await correctKnee(page);
    await expect(page.getByText('Plan updated')).toBeVisible();
    await page.reload();
    await expect(resultsHeading(page)).toBeVisible();
    await expect(sinceChip(page)).toContainText('About 4 months');
    await expect(chip(page, 'Running')).toHaveCount(0);
  });

  test('works from the keyboard alone, and a bad duration says what is wrong', async ({ page }) => {
    await seedAnonymousResults(page, KNEE);
    await page.goto('/results');
    await expect(resultsHeading(page)).toBeVisible();
    const remove = card(page).getByRole('button', { name: "Remove 'Running'" });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(chip(page, 'Running')).toHaveCount(0);

    await card(page).getByRole('button', { name: 'Change how long' }).focus();
    await page.keyboard.press('Enter');
    const amount = card(page).getByLabel('How long has it hurt?');
    await amount.focus();
    await page.keyboard.type('lots');
    await card(page).getByRole('button', { name: 'Use this' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(page).getByRole('alert')).toHaveText(/whole number/);
    await amount.fill('');
    await amount.focus();
    await page.keyboard.type('6');
    await card(page).getByRole('button', { name: 'Use this' }).focus();
    await page.keyboard.press('Enter');
    await expect(sinceChip(page)).toContainText('About 6 weeks');

    const update = card(page).getByRole('button', { name: 'Update my plan' });
    await update.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Plan updated')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await seedAnonymousResults(page, KNEE);
    await page.goto('/results');
    await expect(card(page)).toBeVisible();
    await card(page).scrollIntoViewIfNeeded();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("'What we understood' in the wizard's last step", () => {
  const wizardCard = (page: Page) => page.getByTestId('wizard-understood');

  async function toLastStep(page: Page, symptoms: string) {
    await page.goto('/assessment');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByLabel('Describe your symptoms').fill(symptoms);
    await page.getByRole('button', { name: 'Next' }).click();
    const list = page.getByRole('button', { name: 'Choose areas from a list' });
    if ((await list.getAttribute('aria-expanded')) !== 'true') await list.click();
    await page.getByRole('checkbox', { name: 'Left knee', exact: true }).check();
    await goToSafetyCheck(page);
  }

  test('a visitor removes a misreading before the plan is made; later corrections add to it', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await toLastStep(page, KNEE.symptoms);
    await expect(wizardCard(page).getByRole('heading', { name: 'What we understood' })).toBeVisible();
    const running = wizardCard(page)
      .getByRole('listitem')
      .filter({ hasText: /^Running/ });
    await expect(running).toBeVisible();
    await wizardCard(page).getByRole('button', { name: "Remove 'Running'" }).click();
    await expect(running).toHaveCount(0);
    await expect(wizardCard(page).getByText('Your changes will be used for your plan.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await answerSafetyCheck(page);
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/recommendations') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Get My Recommendations' }).click();
    expect((await request).postDataJSON().corrections).toEqual({ remove: ['running'], add: [] });
    await expect(resultsHeading(page)).toBeVisible({ timeout: 20_000 });
    // The plan was made from the corrected reading.
    await expect(chip(page, 'Running')).toHaveCount(0);
    await expect(sinceChip(page)).toContainText('About 3 weeks');

    // A later correction on the results page keeps the one made in the wizard.
    await card(page).getByRole('button', { name: 'Change how long' }).click();
    await card(page).getByLabel('How long has it hurt?').fill('4');
    await card(page).getByLabel('Unit').selectOption('months');
    await card(page).getByRole('button', { name: 'Use this' }).click();
    await card(page).getByRole('button', { name: 'Update my plan' }).click();
    await expect(page.getByText('Plan updated')).toBeVisible();
    await expect(sinceChip(page)).toContainText('About 4 months');
    await expect(chip(page, 'Running')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('nothing is read back while the description says too little', async ({ page }) => {
    await toLastStep(
      page,
      'I have had some trouble with my left knee lately and honestly it is not great at all, I would like some help please with it.',
    );
    await expect(safetyList(page)).toBeVisible();
    await expect(wizardCard(page)).toHaveCount(0);
  });
});
