import { expect, type Page, test } from '@playwright/test';
import { createAccount, saveAssessment } from './support/accounts';
import { KNEE, resultsHeading } from './support/results';

/**
 * A signed-in page on a phone's network: the session and the page's own data, read from <head>
 * (public/route-hint.js), are in long before the page's scripts. Its first screen then shows the
 * account and the content: never the signed-out header ('Sign In'), the 'Loading...' of a page that
 * needs an account, or a loading screen that the data replaces a moment later.
 */

/** Records the text of every screen the app shows (#root at each change) from the page's start. */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const screens: string[] = [];
    (window as unknown as { __screens: string[] }).__screens = screens;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      // The landing page's markup that index.html carries is hidden on other paths (index.html).
      if (!root || root.hasAttribute('data-prerendered')) return;
      const text = (root.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && text !== screens.at(-1)) screens.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const screensOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __screens: string[] }).__screens);

/** The page's scripts 400 ms slower than its API reads, as on a phone's network. */
async function slowScripts(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

test('My Rehab and a saved result: the first screen shows the account and the content', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await createAccount(page, 'firstpaint');
  const saved = await saveAssessment(page, KNEE);
  const added = await page.request.post('/api/rehab/exercises', {
    data: { assessmentId: saved.assessment.id },
  });
  expect(added.ok()).toBe(true);
  const names = ((await added.json()) as { exercises: { name: string }[] }).exercises.map((e) => e.name);
  expect(names.length).toBeGreaterThan(0);

  await recordScreens(page);
  await slowScripts(page);

  await page.goto('/my-rehab');
  await expect(page.getByTestId('rehab-exercise')).toHaveCount(names.length);
  const rehab = await screensOf(page);
  const firstRehab = rehab.find((s) => s.includes('My Rehab Exercises'));
  expect(rehab.filter((s) => /Sign In|Loading\.\.\./.test(s))).toEqual([]);
  // The exercises are on the first screen with the heading, not loaded into it afterwards.
  for (const name of names) expect(firstRehab).toContain(name);

  await page.goto(`/results/${saved.assessment.id}`);
  await expect(resultsHeading(page)).toBeVisible();
  const results = await screensOf(page);
  expect(results.filter((s) => /Sign In|Loading\.\.\.|Loading Your Results/.test(s))).toEqual([]);
});
