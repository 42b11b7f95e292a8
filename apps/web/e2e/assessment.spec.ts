import { type CDPSession, expect, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';
import {
  answerSafetyCheck,
  goToSafetyCheck,
  SAFETY_STEP_TITLE,
  safetyQuestion,
  safetyQuestionIds,
  UNIVERSAL_SAFETY_IDS,
} from './support/wizard';

/**
 * The /assessment wizard against the real app: symptoms, drawing with mouse and touch, the keyboard
 * list alternative, erase/clear, the exported PNG, the safety check, the draft across reloads and
 * the submission.
 */

const SYMPTOMS =
  'My left knee has ached for three weeks. It is worse on stairs and after running, better with rest. ' +
  'Ice helps a little and it stiffens after sitting at my desk.';

/** Figure units of the drawn figure (see body-diagram/geometry.ts): 200 x 460 per view. */
const FIGURE = { width: 200, height: 460 } as const;
/** The person's left knee on the front view is on the viewer's right (x > 100). */
const FRONT_LEFT_KNEE: [number, number][] = [
  [114, 336],
  [116, 339],
  [118, 341],
  [120, 343],
];

async function startAssessment(page: Page) {
  await page.goto('/assessment');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeVisible();
}

async function goToPainAreas(page: Page) {
  await page.getByLabel('Describe your symptoms').fill(SYMPTOMS);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pain Areas' })).toBeFocused();
}

/**
 * Scrolls so the given figure point sits mid-viewport (clear of the sticky header), then returns a
 * function mapping figure units to page coordinates.
 */
async function figureMapper(page: Page, view: 'front' | 'back', anchor: [number, number]) {
  const canvas = page.locator(`canvas[data-view="${view}"]`);
  await canvas.scrollIntoViewIfNeeded();
  let box = (await canvas.boundingBox())!;
  const anchorY = box.y + (anchor[1] / FIGURE.height) * box.height;
  await page.evaluate(
    (dy) =>
      new Promise((resolve) => {
        window.scrollBy(0, dy);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    anchorY - page.viewportSize()!.height / 2,
  );
  box = (await canvas.boundingBox())!;
  return ([x, y]: [number, number]) => ({
    x: box.x + (x / FIGURE.width) * box.width,
    y: box.y + (y / FIGURE.height) * box.height,
  });
}

async function drawWithMouse(page: Page, view: 'front' | 'back', points: [number, number][]) {
  const at = await figureMapper(page, view, points[0]!);
  const [first, ...rest] = points.map(at);
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 3 });
  await page.mouse.up();
}

async function drawWithTouch(
  page: Page,
  cdp: CDPSession,
  view: 'front' | 'back',
  points: [number, number][],
) {
  const at = await figureMapper(page, view, points[0]!);
  const [first, ...rest] = points.map(at);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: first!.x, y: first!.y }],
  });
  for (const p of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const chips = (page: Page) => page.getByRole('region', { name: 'Your pain areas' });
const nextToSafety = (page: Page) => page.getByRole('button', { name: 'Next: Safety check' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Get My Recommendations' });

function payloadOf(request: Request) {
  return request.postDataJSON() as {
    assessmentId: string | null;
    symptoms: string;
    painLocations: string[];
    safetyAnswers: { id: string; answer: string }[];
  };
}

test.describe('assessment wizard', () => {
  test('step 1 needs 100 characters; counter turns blue; Back keeps the text', async ({ page }) => {
    await startAssessment(page);
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByText('Minimum 100 characters required')).toBeVisible();
    for (const item of [
      'Where it hurts',
      'Since when',
      'What makes it worse or better',
      'What you have tried',
    ]) {
      await expect(page.getByText(item)).toBeVisible();
    }
    const next = page.getByRole('button', { name: 'Next' });
    const counter = page.getByTestId('symptoms-counter');
    const box = page.getByLabel('Describe your symptoms');

    await box.fill(`   ${'x'.repeat(99)}    `);
    await expect(next).toBeDisabled();
    await expect(counter).toHaveAttribute('data-enough', 'false');
    await box.fill('x'.repeat(100));
    await expect(next).toBeEnabled();
    await expect(counter).toHaveAttribute('data-enough', 'true');
    await expect(counter).toHaveClass(/text-blue-700/);

    await box.fill(SYMPTOMS);
    await next.click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(nextToSafety(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Back: Symptoms' }).click();
    await expect(page.getByLabel('Describe your symptoms')).toHaveValue(SYMPTOMS);
  });

  test('anonymous user marks the left knee with the mouse, submits and lands on /results', async ({
    page,
  }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await expect(nextToSafety(page)).toBeDisabled();

    await drawWithMouse(page, 'front', FRONT_LEFT_KNEE);
    await expect(chips(page).getByText('Left knee', { exact: true })).toBeVisible();
    await expect(chips(page).getByText('Right knee', { exact: true })).toHaveCount(0);
    await expect(nextToSafety(page)).toBeEnabled();

    await goToSafetyCheck(page);
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    const answers = await answerSafetyCheck(page);
    const requestPromise = page.waitForRequest(
      (r) => r.url().endsWith('/api/recommendations') && r.method() === 'POST',
    );
    await submitButton(page).click();
    const payload = payloadOf(await requestPromise);
    expect(payload.assessmentId).toBeNull();
    expect(payload.symptoms).toBe(SYMPTOMS.trim());
    expect(payload.painLocations).toContain('Left knee');
    // The pain locations are what the diagram marks: no picture of it is sent.
    expect(payload).not.toHaveProperty('bodyDiagramImage');
    expect(payload.safetyAnswers).toEqual(answers);

    await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
    await expect(page.getByText('Assessment Complete!')).toBeVisible();
    // Keyboard and screen-reader users start at the result's title, not at the top of the page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' }),
    ).toBeFocused();
    const stored = await page.evaluate(() => ({
      data: JSON.parse(sessionStorage.getItem('assessmentData') ?? 'null'),
      recommendations: sessionStorage.getItem('recommendations'),
    }));
    expect(stored.data).toEqual({
      symptoms: SYMPTOMS.trim(),
      painLocations: payload.painLocations,
      safetyAnswers: answers,
    });
    expect(stored.recommendations).toBeTruthy();
  });

  test('paint off the body marks nothing', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await drawWithMouse(page, 'front', [
      [8, 300],
      [14, 320],
      [20, 340],
    ]);
    await drawWithMouse(page, 'back', [
      [100, 330],
      [100, 350],
    ]);
    await expect(chips(page).getByText('Nothing marked yet.')).toBeVisible();
    await expect(nextToSafety(page)).toBeDisabled();
  });

  test('the back view maps sides the other way round', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    // Viewer's left on the back view is the person's left.
    await drawWithMouse(page, 'back', [
      [80, 385],
      [82, 392],
    ]);
    await expect(chips(page).getByText('Left calf', { exact: true })).toBeVisible();
  });

  test('Erase over the mark removes its chip; Clear removes everything', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await drawWithMouse(page, 'front', FRONT_LEFT_KNEE);
    await expect(chips(page).getByText('Left knee', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByRole('button', { name: 'Erase' })).toHaveAttribute('aria-pressed', 'true');
    await drawWithMouse(page, 'front', [[112, 333], ...FRONT_LEFT_KNEE, [122, 346]]);
    await expect(chips(page).getByText('Nothing marked yet.')).toBeVisible();
    await expect(nextToSafety(page)).toBeDisabled();

    await page.getByRole('button', { name: 'Draw' }).click();
    await drawWithMouse(page, 'front', FRONT_LEFT_KNEE);
    await page.getByRole('button', { name: 'Choose areas from a list' }).click();
    await page.getByRole('checkbox', { name: 'Neck' }).check();
    await expect(chips(page).getByRole('listitem')).toHaveText(['Neck', 'Left knee']);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(chips(page).getByText('Nothing marked yet.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Neck' })).not.toBeChecked();
  });

  test('the list alternative works with the keyboard only', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);

    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      });
    const tabTo = async (name: string) => {
      for (let i = 0; i < 80; i++) {
        if ((await focusedName()) === name) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`could not Tab to ${name}`);
    };

    await tabTo('Choose areas from a list');
    await page.keyboard.press('Space');
    await tabTo('Left knee');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Left knee' })).toBeChecked();
    await expect(chips(page).getByText('Left knee', { exact: true })).toBeVisible();
    // Highlighted on the front figure, on the viewer's right.
    await expect(page.locator('svg[data-view="front"] [data-region="knee-left"]')).toHaveCount(1);
    await expect(nextToSafety(page)).toBeEnabled();

    await page.keyboard.press('Space');
    await expect(chips(page).getByText('Nothing marked yet.')).toBeVisible();
  });

  test('the draft (text, step, drawing and ticks) survives a reload', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await drawWithMouse(page, 'front', FRONT_LEFT_KNEE);
    await page.getByRole('button', { name: 'Choose areas from a list' }).click();
    await page.getByRole('checkbox', { name: 'Right shoulder' }).check();
    await expect(chips(page).getByRole('listitem')).toHaveText(['Right shoulder', 'Left knee']);
    // The draft is written 300 ms after the last change: wait until it holds both areas.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(sessionStorage.getItem('assessmentData') ?? 'null')?.painLocations),
      )
      .toEqual(['Right shoulder', 'Left knee']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Pain Areas' })).toBeVisible();
    await expect(chips(page).getByRole('listitem')).toHaveText(['Right shoulder', 'Left knee']);
    const data = await page.evaluate(() => JSON.parse(sessionStorage.getItem('assessmentData') ?? 'null'));
    expect(data).toEqual({ symptoms: expect.any(String), painLocations: ['Right shoulder', 'Left knee'] });
    await page.getByRole('button', { name: 'Back: Symptoms' }).click();
    await expect(page.getByLabel('Describe your symptoms')).toHaveValue(SYMPTOMS);
  });

  test('a failed submission keeps everything and says so', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await drawWithMouse(page, 'front', FRONT_LEFT_KNEE);
    await goToSafetyCheck(page);
    const [first] = await answerSafetyCheck(page, { fever: 'unsure' });
    expect(first).toEqual({ id: 'fever', answer: 'unsure' });
    // Simulated server failures (error handling only; the success path above uses the real server).
    // The answer is held until the test has seen the submitting state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/recommendations', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The engine is resting.' } }),
      });
    });
    const submit = submitButton(page);
    await submit.click();
    const generating = page.getByRole('button', { name: 'Generating...' });
    await expect(generating).toBeVisible();
    await expect(generating).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back: Pain Areas' })).toBeDisabled();
    release();
    await expect(page.getByText('Failed to process your assessment. Please try again.')).toBeVisible();
    await expect(page.getByText('The engine is resting.')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(safetyQuestion(page, 'fever').getByRole('radio', { name: 'Not sure' })).toBeChecked();
    await expect(submit).toBeEnabled();

    await page.unroute('**/api/recommendations');
    await page.route('**/api/recommendations', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          summary: '',
          exercises: [],
          lifestyle: [],
          products: [],
          error: 'model refused',
        }),
      }),
    );
    await submit.click();
    await expect(page.getByText('There was a problem generating your recommendations.')).toBeVisible();
    await expect(page.getByText('error: model refused')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment$/);
    await page.getByRole('button', { name: 'Back: Pain Areas' }).click();
    await expect(chips(page).getByText('Left knee', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back: Symptoms' }).click();
    await expect(page.getByLabel('Describe your symptoms')).toHaveValue(SYMPTOMS);
  });

  test('every step has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(60_000); // four axe runs over three steps
    await startAssessment(page);
    await expectNoSeriousA11yViolations(page);
    await goToPainAreas(page);
    await page.getByRole('button', { name: 'Choose areas from a list' }).click();
    await page.getByRole('checkbox', { name: 'Left knee' }).check();
    await expectNoSeriousA11yViolations(page);
    await goToSafetyCheck(page);
    await expectNoSeriousA11yViolations(page);
    // With the unanswered errors showing, too.
    await submitButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please answer every safety question' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** Ticks areas from the keyboard-friendly list (the list opens on first use). */
async function tickAreas(page: Page, ...names: string[]) {
  const list = page.getByRole('button', { name: 'Choose areas from a list' });
  if ((await list.getAttribute('aria-expanded')) !== 'true') await list.click();
  for (const name of names) await page.getByRole('checkbox', { name, exact: true }).check();
}

const radio = (page: Page, id: string, name: 'Yes' | 'No' | 'Not sure') =>
  safetyQuestion(page, id).getByRole('radio', { name, exact: true });
const unansweredAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Please answer every safety question (Not sure is fine).' });

test.describe('the safety check (step 3)', () => {
  test('asks the universal questions, works from the keyboard and blocks submission until answered', async ({
    page,
  }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await tickAreas(page, 'Left knee');
    await goToSafetyCheck(page);
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Safety check');

    const ids = await safetyQuestionIds(page);
    expect(ids.length).toBeLessThanOrEqual(8);
    for (const id of UNIVERSAL_SAFETY_IDS) expect(ids).toContain(id);
    // Each question is a group named by its question, described by its hint.
    const fever = safetyQuestion(page, 'fever');
    await expect(
      page.getByRole('group', { name: 'Do you feel unwell with a fever, chills or shivers?' }),
    ).toBeVisible();
    await expect(fever.getByRole('radio')).toHaveCount(3);
    await expect(radio(page, 'fever', 'Yes')).toHaveAccessibleDescription(
      /For example a high temperature, sweats or shaking/,
    );

    // Nothing answered: no request, the message, and focus on the first question.
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/recommendations')) requests++;
    });
    await submitButton(page).click();
    await expect(unansweredAlert(page)).toBeVisible();
    await expect(radio(page, ids[0]!, 'Yes')).toBeFocused();

    // Keyboard only: arrows choose within a question, Tab goes to the next one. The last one is
    // left unanswered.
    for (const [index, id] of ids.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(radio(page, id, 'Yes')).toBeFocused();
      if (index === ids.length - 1) break;
      await page.keyboard.press('ArrowRight');
      await expect(radio(page, id, 'No')).toBeChecked();
    }
    const last = ids[ids.length - 1]!;
    await expect(safetyQuestion(page, last)).toContainText('Please choose Yes, No or Not sure.');
    await expect(safetyQuestion(page, ids[0]!)).not.toContainText('Please choose Yes, No or Not sure.');
    // On past 'What we understood' (shown once the description says enough) and Back, by keyboard.
    for (let n = 0; n < 60; n++) {
      if (await submitButton(page).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(radio(page, last, 'Yes')).toBeFocused();
    await expect(unansweredAlert(page)).toBeVisible();
    expect(requests).toBe(0);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, last, 'Not sure')).toBeChecked();
    await expect(unansweredAlert(page)).toHaveCount(0);
    for (let n = 0; n < 60; n++) {
      if (await submitButton(page).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(submitButton(page)).toBeFocused();
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/recommendations'));
    await page.keyboard.press('Enter');
    const payload = payloadOf(await requestPromise);
    expect(payload.safetyAnswers).toEqual(
      ids.map((id, i) => ({ id, answer: i === ids.length - 1 ? 'unsure' : 'no' })),
    );
    await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
  });

  test('Back and a reload keep the answers; changed areas keep the answers still asked', async ({ page }) => {
    // Which questions the server asks is its business (and its tests'): here it is pinned so the
    // wizard's bookkeeping can be checked exactly.
    const asked: string[][] = [];
    await page.route('**/api/safety-questions', async (route) => {
      const body = route.request().postDataJSON() as { symptoms: string; painLocations: string[] };
      const ids = [
        ...UNIVERSAL_SAFETY_IDS,
        body.painLocations.includes('Lower back') ? 'saddle-bladder' : 'hot-joint',
      ];
      asked.push(body.painLocations);
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          questions: ids.map((id) => ({ id, text: `Question ${id}?`, hint: `Hint for ${id}.` })),
        }),
      });
    });
    await startAssessment(page);
    await goToPainAreas(page);
    await tickAreas(page, 'Left knee');
    await goToSafetyCheck(page);
    expect(asked).toEqual([['Left knee']]);
    expect(await safetyQuestionIds(page)).toEqual([...UNIVERSAL_SAFETY_IDS, 'hot-joint']);
    await expect(page.getByRole('group', { name: 'Question hot-joint?' })).toBeVisible();
    await answerSafetyCheck(page, { fever: 'yes', 'hot-joint': 'unsure' });

    // Back to step 2 and forward again: the answers are still there.
    await page.getByRole('button', { name: 'Back: Pain Areas' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pain Areas' })).toBeFocused();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await goToSafetyCheck(page);
    await expect(radio(page, 'fever', 'Yes')).toBeChecked();
    await expect(radio(page, 'hot-joint', 'Not sure')).toBeChecked();

    // A reload comes back to step 3 with the answers. The draft is written 300 ms after the last
    // change, and at once when the page is hidden: reloading straight away (no waiting for the draft,
    // which could hold an earlier write from between two answers) must lose nothing.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: SAFETY_STEP_TITLE })).toBeVisible();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(radio(page, 'fever', 'Yes')).toBeChecked();
    await expect(radio(page, 'self-harm', 'No')).toBeChecked();
    await expect(radio(page, 'hot-joint', 'Not sure')).toBeChecked();

    // Other areas: the universal answers stay, the knee's question goes, the back's is new.
    await page.getByRole('button', { name: 'Back: Pain Areas' }).click();
    await page.getByRole('button', { name: 'Choose areas from a list' }).click();
    await page.getByRole('checkbox', { name: 'Left knee', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Lower back', exact: true }).check();
    await goToSafetyCheck(page);
    expect(await safetyQuestionIds(page)).toEqual([...UNIVERSAL_SAFETY_IDS, 'saddle-bladder']);
    await expect(radio(page, 'fever', 'Yes')).toBeChecked();
    await expect(radio(page, 'injury', 'No')).toBeChecked();
    await expect(safetyQuestion(page, 'saddle-bladder').getByRole('radio', { checked: true })).toHaveCount(0);

    await submitButton(page).click();
    await expect(unansweredAlert(page)).toBeVisible();
    await expect(radio(page, 'saddle-bladder', 'Yes')).toBeFocused();
    await radio(page, 'saddle-bladder', 'No').check();
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/recommendations'));
    await submitButton(page).click();
    const expected = [
      { id: 'fever', answer: 'yes' },
      { id: 'weight-loss', answer: 'no' },
      { id: 'injury', answer: 'no' },
      { id: 'self-harm', answer: 'no' },
      { id: 'saddle-bladder', answer: 'no' },
    ];
    expect(payloadOf(await requestPromise).safetyAnswers).toEqual(expected);
    await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
    const data = await page.evaluate(() => JSON.parse(sessionStorage.getItem('assessmentData') ?? 'null'));
    expect(data.safetyAnswers).toEqual(expected);
    expect(await page.evaluate(() => sessionStorage.getItem('assessmentDraft'))).toBeNull();
  });

  test('when the questions cannot be chosen, the universal ones are asked all the same', async ({ page }) => {
    await page.route('**/api/safety-questions', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Simulated failure.' } }),
      }),
    );
    await startAssessment(page);
    await goToPainAreas(page);
    await tickAreas(page, 'Lower back');
    await goToSafetyCheck(page);
    await expect(page.getByTestId('safety-questions')).toHaveAttribute('data-source', 'fallback');
    expect(await safetyQuestionIds(page)).toEqual([...UNIVERSAL_SAFETY_IDS]);
    const answers = await answerSafetyCheck(page, { 'weight-loss': 'unsure' });
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/recommendations'));
    await submitButton(page).click();
    expect(payloadOf(await requestPromise).safetyAnswers).toEqual(answers);
    await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
  });

  test('a mild-sounding knee ache with Yes to the bladder question ends in the emergency result', async ({
    page,
  }) => {
    const mild =
      'A mild ache in my left knee after a long afternoon of gardening at the weekend. It eases when I rest ' +
      'with my feet up, and a warm bath helps.';
    expect(mild.length).toBeGreaterThan(100);
    await startAssessment(page);
    await page.getByLabel('Describe your symptoms').fill(mild);
    await page.getByRole('button', { name: 'Next' }).click();
    await tickAreas(page, 'Left knee', 'Lower back');
    await goToSafetyCheck(page);
    // Chosen by the server for the lower back.
    expect(await safetyQuestionIds(page)).toContain('saddle-bladder');
    const answers = await answerSafetyCheck(page, { 'saddle-bladder': 'yes' });
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/recommendations'));
    await submitButton(page).click();
    expect(payloadOf(await requestPromise).safetyAnswers).toEqual(answers);

    await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
    const card = page.getByTestId('triage-card');
    await expect(card).toHaveAttribute('data-level', 'emergency');
    await expect(card.getByRole('heading', { name: 'Get medical help now' })).toBeVisible();
  });
});

test.describe('the safety check on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('fits without sideways scrolling, with large answer targets', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    await tickAreas(page, 'Lower back');
    await goToSafetyCheck(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const targets = page.locator('fieldset[data-question] label');
    expect(await targets.count()).toBeGreaterThanOrEqual(12);
    for (const box of await targets.evaluateAll((labels) =>
      labels.map((l) => l.getBoundingClientRect()).map((r) => ({ width: r.width, height: r.height })),
    )) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // Answering by touch.
    await safetyQuestion(page, 'fever').getByText('Not sure', { exact: true }).tap();
    await expect(radio(page, 'fever', 'Not sure')).toBeChecked();
  });
});

test.describe('assessment wizard on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('drawing with a finger marks the left knee without scrolling the page', async ({ page }) => {
    await startAssessment(page);
    await goToPainAreas(page);
    const cdp = await page.context().newCDPSession(page);
    // Figures are stacked on a 360 px phone.
    const front = (await page.locator('canvas[data-view="front"]').boundingBox())!;
    const back = (await page.locator('canvas[data-view="back"]').boundingBox())!;
    expect(back.y).toBeGreaterThan(front.y + front.height - 1);

    await figureMapper(page, 'front', FRONT_LEFT_KNEE[0]!);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await drawWithTouch(page, cdp, 'front', [...FRONT_LEFT_KNEE, [120, 330], [116, 335]]);
    await expect(chips(page).getByText('Left knee', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(page.locator('canvas[data-view="front"]')).toHaveCSS('touch-action', 'none');
  });
});
