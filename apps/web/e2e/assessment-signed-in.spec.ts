import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from './support';
import {
  createAccount,
  latestLinkTo,
  PASSWORD,
  saveAssessment,
  setTier,
  signInThroughForm,
  signOut,
  uniqueEmail,
} from './support/accounts';
import { BACK, KNEE, resultsHeading } from './support/results';
import { answerSafetyCheck, goToSafetyCheck, safetyQuestion } from './support/wizard';

/**
 * The wizard for signed-in users against the real server: saving with the tier dialogs (free replace,
 * pro limit), and saving an anonymous assessment after sign-up.
 */

const NECK = {
  symptoms:
    'My neck has been stiff and sore for ten days, worse in the evening after long hours at the laptop, ' +
    'with a tight feeling that spreads toward my right shoulder blade.',
  region: 'Neck',
};

const submitButton = (page: Page) => page.getByRole('button', { name: 'Get My Recommendations' });

/**
 * Fills the three wizard steps (the pain area ticked from the keyboard-friendly list, the safety
 * check answered 'No' throughout). Returns the safety answers given.
 */
async function fillWizard(page: Page, input: { symptoms: string; region: string }) {
  await page.goto('/assessment');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByLabel('Describe your symptoms').fill(input.symptoms);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pain Areas' })).toBeFocused();
  await page.getByRole('button', { name: 'Choose areas from a list' }).click();
  await page.getByRole('checkbox', { name: input.region }).check();
  await goToSafetyCheck(page);
  const answers = await answerSafetyCheck(page);
  await expect(submitButton(page)).toBeEnabled();
  return answers;
}

const feverNo = (page: Page) => safetyQuestion(page, 'fever').getByRole('radio', { name: 'No', exact: true });

async function expectWizardKept(page: Page, input: { symptoms: string; region: string }) {
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(feverNo(page)).toBeChecked();
  await page.getByRole('button', { name: 'Back: Pain Areas' }).click();
  await expect(
    page.getByRole('region', { name: 'Your pain areas' }).getByText(input.region, { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back: Symptoms' }).click();
  await expect(page.getByLabel('Describe your symptoms')).toHaveValue(input.symptoms);
}

type Payload = { symptoms: string; painLocations: string[]; safetyAnswers?: unknown };

const sessionKeys = (page: Page) =>
  page.evaluate(() =>
    ['assessmentData', 'recommendations', 'assessmentDraft'].map((k) => sessionStorage.getItem(k)),
  );

test('a free user replaces their saved assessment after confirming', async ({ page }) => {
  test.setTimeout(60_000); // an account, three wizard steps and an axe run
  const problems = watchConsole(page);
  await page.goto('/');
  await createAccount(page, 'free-replace');
  const old = await saveAssessment(page, KNEE);

  const answers = await fillWizard(page, NECK);
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Assessment Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Free tier allows only 1 assessment. Upgrade to Pro for more assessments.',
  );
  await expect(dialog).toContainText('will be replaced');
  await expectNoSeriousA11yViolations(page);

  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(submitButton(page)).toBeEnabled();

  await submitButton(page).click();
  const saveRequest = page.waitForRequest(
    (r) => r.url().endsWith('/api/assessments') && r.method() === 'POST',
  );
  await page
    .getByRole('dialog', { name: 'Assessment Limit Reached' })
    .getByRole('button', { name: 'Replace' })
    .click();
  // The save carries the safety check as answered.
  expect(((await saveRequest).postDataJSON() as Payload).safetyAnswers).toEqual(answers);
  await expect(page).toHaveURL(/\/results\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  expect(id).not.toBe(old.assessment.id);
  await expect(resultsHeading(page)).toBeVisible();
  await expect(page.getByText('Assessment Complete!')).toBeVisible();
  // The wizard's draft is gone: the next assessment starts fresh.
  expect(await sessionKeys(page)).toEqual([null, null, null]);

  await page.goto('/physiomate');
  const cards = page.getByTestId('assessment-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText(NECK.symptoms.slice(0, 60))).toBeVisible();
  await expect(cards.getByRole('link', { name: /View Results/ })).toHaveAttribute('href', `/results/${id}`);
  expect(problems).toEqual([]);
});

test('a pro user at 5 deletes one from the limit dialog, then saves', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  await page.goto('/');
  const account = await createAccount(page, 'pro-limit');
  await setTier(account, 'pro');
  for (let i = 0; i < 5; i++) await saveAssessment(page, i % 2 ? KNEE : BACK);

  await fillWizard(page, NECK);
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Assessment Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Pro tier allows up to 5 assessments. Upgrade to Master for unlimited assessments.',
  );
  const items = dialog.getByRole('list', { name: 'Your saved assessments' }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText(BACK.symptoms.slice(0, 40));
  await expect(dialog.getByRole('button', { name: /^Delete assessment from / })).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  // One click only asks; cancelling the question deletes nothing.
  const deleteFirst = dialog.getByRole('button', { name: /^Delete assessment from / }).first();
  await deleteFirst.click();
  const confirm = page.getByRole('dialog', { name: 'Delete Assessment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(5);
  await deleteFirst.click();
  await page
    .getByRole('dialog', { name: 'Delete Assessment?' })
    .getByRole('button', { name: 'Delete Assessment' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Assessment Deleted')).toBeVisible();
  // Nothing the user entered was lost while the dialog was open.
  await expect(feverNo(page)).toBeChecked();

  await submitButton(page).click();
  await expect(page).toHaveURL(/\/results\/[^/]+$/);
  await expect(resultsHeading(page)).toBeVisible();

  await page.goto('/physiomate');
  await expect(page.getByTestId('assessment-card')).toHaveCount(5);
  await expect(page.getByTestId('assessment-card').first()).toContainText(NECK.symptoms.slice(0, 60));
  expect(problems).toEqual([]);
});

test('a pro user racing past the cap gets the limit dialog from the server answer', async ({ page }) => {
  await page.goto('/');
  const account = await createAccount(page, 'pro-race');
  await setTier(account, 'pro');
  for (let i = 0; i < 4; i++) await saveAssessment(page, KNEE);

  await fillWizard(page, NECK);
  // Another tab saves the fifth between the wizard's check and its save.
  let raced = false;
  await page.route('**/api/assessments', async (route) => {
    if (route.request().method() === 'POST' && !raced) {
      raced = true;
      await saveAssessment(page, BACK);
    }
    await route.fallback();
  });
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Assessment Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectWizardKept(page, NECK);
});

test('a failed save keeps what the user typed and drew, and says so', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, 'save-fails');
  await fillWizard(page, NECK);
  await page.route('**/api/assessments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', message: 'The database is resting.' } }),
        })
      : route.fallback(),
  );
  await submitButton(page).click();
  await expect(page.getByText('Failed to process your assessment. Please try again.')).toBeVisible();
  await expect(page.getByText('The database is resting.')).toBeVisible();
  await expectWizardKept(page, NECK);
});

test('sign-up from the results banner carries the assessment: the link, opened in another browser, saves it and signs no one in', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const answers = await fillWizard(page, NECK);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(resultsHeading(page)).toBeVisible();
  // A completed, unsaved assessment: the data (with the safety answers) and the result, no wizard
  // draft any more.
  const [data, recommendations, draft] = await sessionKeys(page);
  expect(data).toContain('stiff and sore');
  expect(JSON.parse(data!).safetyAnswers).toEqual(answers);
  expect(recommendations).not.toBeNull();
  expect(draft).toBeNull();

  const email = uniqueEmail('pending');
  await page.getByTestId('anonymous-warning').getByRole('link', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const signUpRequest = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-up/email'));
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // The sign-up carries the assessment as the save would send it, with the safety check as answered.
  const carried = ((await signUpRequest).postDataJSON() as { pendingAssessment: Payload & { key: string } })
    .pendingAssessment;
  expect(carried).toMatchObject({ symptoms: NECK.symptoms, painLocations: [NECK.region] });
  expect(carried.safetyAnswers).toEqual(answers);
  const signUpPanel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(signUpPanel.getByText('Please check your email to confirm your account.')).toBeVisible();
  await expect(
    signUpPanel.getByText(/Your assessment will be saved to your account when you confirm/),
  ).toBeVisible();
  // This tab still has it until the server says it is saved.
  expect((await sessionKeys(page)).slice(0, 2).every((v) => v !== null)).toBe(true);

  // The link opened in another browser, as from an email app on another device.
  let link: string | null = null;
  await expect.poll(() => (link = latestLinkTo(email)), { message: `email to ${email}` }).not.toBeNull();
  const url = new URL(link!);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const otherProblems = watchConsole(other);
    await other.goto(`${url.pathname}${url.search}`);
    await expect(other).toHaveURL(/\/auth\?confirmed=1&assessment=saved$/);
    const notice = other.getByTestId('email-confirmed');
    await expect(notice.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(notice).toContainText('Your assessment was saved');
    await expectNoSeriousA11yViolations(other);
    // That browser is not signed in by the link, and stays on the page that asks for the password.
    expect((await (await other.request.get('/api/session')).json()).user).toBeNull();
    await other.waitForTimeout(600);
    await expect(other).toHaveURL(/\/auth\?confirmed=1/);
    await expect(other.getByRole('button', { name: /PhysioMate \(Free\)/ })).toHaveCount(0);

    // Signed in there, the assessment is in My Assessments.
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other).toHaveURL(/\/physiomate$/);
    const otherCards = other.getByTestId('assessment-card');
    await expect(otherCards).toHaveCount(1);
    await expect(otherCards.getByText(NECK.symptoms.slice(0, 60))).toBeVisible();
    expect(otherProblems).toEqual([]);
  } finally {
    await elsewhere.close();
  }

  // The first tab signs in: told it is saved, and it is not saved a second time.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/assessments') && r.method() === 'POST') saves.push(r.url());
  });
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/physiomate$/);
  await expect(page.getByText('Assessment Saved!')).toBeVisible();
  const cards = page.getByTestId('assessment-card');
  await expect(cards).toHaveCount(1);
  expect(await sessionKeys(page)).toEqual([null, null, null]);
  await page.reload();
  await expect(cards).toHaveCount(1);
  expect(saves).toEqual([]);
  expect(problems).toEqual([]);
});

test('sign-in from the results banner saves the assessment at sign-in', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const account = await createAccount(page, 'banner-sign-in');
  await signOut(page);
  const answers = await fillWizard(page, NECK);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/results$/);

  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/assessments') && r.method() === 'POST') saves.push(r.url());
  });
  await page.getByTestId('anonymous-warning').getByRole('link', { name: 'Create Free Account' }).click();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  const signInRequest = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-in/email'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const carried = ((await signInRequest).postDataJSON() as { pendingAssessment: Payload }).pendingAssessment;
  expect(carried.safetyAnswers).toEqual(answers);

  await expect(page).toHaveURL(/\/physiomate$/);
  await expect(page.getByText('Assessment Saved!')).toBeVisible();
  const cards = page.getByTestId('assessment-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText(NECK.symptoms.slice(0, 60))).toBeVisible();
  expect(await sessionKeys(page)).toEqual([null, null, null]);
  // Saved by the sign-in itself, once: the browser sent no save of its own.
  await page.reload();
  await expect(cards).toHaveCount(1);
  expect(saves).toEqual([]);
  expect(problems).toEqual([]);
});

test('after sign-in, an assessment over the pro cap stays in the session with a warning', async ({
  page,
}) => {
  await page.goto('/');
  const account = await createAccount(page, 'pending-cap');
  await setTier(account, 'pro');
  for (let i = 0; i < 5; i++) await saveAssessment(page, KNEE);
  await signOut(page);

  await fillWizard(page, NECK);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/results$/);

  await signInThroughForm(page, account);
  await expect(
    page.getByText('Assessment data could not be saved automatically.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/physiomate$/);
  await expect(page.getByTestId('assessment-card')).toHaveCount(5);
  const [data, recommendations] = await sessionKeys(page);
  expect(data).toContain('stiff and sore');
  expect(recommendations).not.toBeNull();
});

test('after sign-in, a free user is asked before their saved assessment is replaced', async ({ page }) => {
  await page.goto('/');
  const account = await createAccount(page, 'pending-free');
  await saveAssessment(page, KNEE);
  await signOut(page);

  await fillWizard(page, NECK);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/results$/);

  await signInThroughForm(page, account);
  const dialog = page.getByRole('dialog', { name: 'Assessment Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Free tier allows only 1 assessment. Upgrade to Pro for more assessments.',
  );
  await expect(page).toHaveURL(/\/physiomate$/);
  // Still asking after the redirect; nothing saved or lost yet.
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('assessment-card')).toContainText(KNEE.symptoms.slice(0, 60));
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('Assessment Saved!')).toBeVisible();
  const cards = page.getByTestId('assessment-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(NECK.symptoms.slice(0, 60));
  expect(await sessionKeys(page)).toEqual([null, null, null]);
});

test('a user fallen back to Free with several saved assessments chooses which one to keep', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await page.goto('/');
  const account = await createAccount(page, 'fallen-back');
  await setTier(account, 'pro');
  const oldest = await saveAssessment(page, KNEE);
  await saveAssessment(page, BACK);
  await saveAssessment(page, KNEE);
  await setTier(account, 'free');

  // Keeping a saved one: the others go, the new one is not saved, and what was typed stays.
  await fillWizard(page, NECK);
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Assessment Limit Reached' });
  await expect(dialog).toContainText('Free tier allows only 1 assessment.');
  const choices = dialog
    .getByRole('group', { name: 'Which assessment do you want to keep?' })
    .getByRole('radio');
  await expect(choices).toHaveCount(4);
  await expect(choices.first()).toBeChecked(); // 'This new assessment' by default
  await expectNoSeriousA11yViolations(page);
  // Cancel deletes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(
    ((await (await page.request.get('/api/assessments')).json()) as { assessments: unknown[] }).assessments,
  ).toHaveLength(3);

  await submitButton(page).click();
  await choices.last().check(); // the oldest (newest first)
  await dialog.getByRole('button', { name: 'Keep this one, delete the others' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Assessment kept')).toBeVisible();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(feverNo(page)).toBeChecked();
  const left = (await (await page.request.get('/api/assessments')).json()) as {
    assessments: { id: string }[];
  };
  expect(left.assessments.map((a) => a.id)).toEqual([oldest.assessment.id]);

  // Keeping the new one, with several saved again: it is saved and the saved ones are gone.
  await setTier(account, 'pro');
  await saveAssessment(page, BACK);
  await setTier(account, 'free');
  await submitButton(page).click();
  await expect(choices).toHaveCount(3);
  await choices.first().check();
  await dialog.getByRole('button', { name: 'Keep this one, delete the others' }).click();
  await expect(page).toHaveURL(/\/results\/[^/]+$/);
  await expect(resultsHeading(page)).toBeVisible();
  await page.goto('/physiomate');
  await expect(page.getByTestId('assessment-card')).toHaveCount(1);
  await expect(page.getByTestId('assessment-card')).toContainText(NECK.symptoms.slice(0, 60));
  expect(problems).toEqual([]);
});
