import { expect, type Page, test } from '@playwright/test';
import { appPages, placeholderPages, staticPages } from './support';
import { createAccount, saveAssessment, setTier, type Tier } from './support/accounts';
import { CARDIAC, KNEE, seedAnonymousResults } from './support/results';

/**
 * Every route at the narrowest phones we support (320 px) and a common one (360 px), signed out and
 * signed in on every plan: nothing may make the page wider than the screen (a sideways scroll, a
 * header cut off at the right edge).
 */

const WIDTHS = [320, 360] as const;

const publicPaths = [
  ...staticPages.map((p) => p.path),
  ...appPages,
  '/auth?tab=signup',
  ...placeholderPages,
  '/no-such-page',
];

/** Where the page is wider than `width`, with the widest elements named (an empty list: it fits). */
async function overflowAt(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 740 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy chunks and the session decide what the header shows: let them settle.
  await page.waitForLoadState('networkidle');
  return page.evaluate((viewport) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return [];
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`.slice(0, 120));
    return [`${location.pathname}${location.search} at ${viewport}px is ${scrollWidth}px wide`, ...culprits];
  }, width);
}

async function expectFits(page: Page, paths: readonly string[]) {
  const problems: string[][] = [];
  for (const width of WIDTHS) {
    for (const path of paths) {
      const found = await overflowAt(page, path, width);
      if (found.length > 0) problems.push(found);
    }
  }
  expect(problems).toEqual([]);
}

test('signed out: every route fits at 320 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await expectFits(page, publicPaths);
});

test('signed out: anonymous results, a plan and an emergency, fit', async ({ page }) => {
  await seedAnonymousResults(page, KNEE);
  await expectFits(page, ['/results']);
  await seedAnonymousResults(page, CARDIAC);
  await expectFits(page, ['/results']);
});

for (const tier of ['free', 'pro', 'master'] as const satisfies readonly Tier[]) {
  test(`signed in on ${tier}: every route fits at 320 and 360 px, the header included`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/');
    const account = await createAccount(page, `width-${tier}`);
    if (tier !== 'free') await setTier(account, tier);
    const saved = await saveAssessment(page, KNEE);
    const emergency = tier === 'free' ? null : await saveAssessment(page, CARDIAC);

    await expectFits(page, [
      ...publicPaths.filter((p) => p !== '/results/example-id'),
      `/results/${saved.assessment.id}`,
      ...(emergency ? [`/results/${emergency.assessment.id}`] : []),
      '/settings#billing',
    ]);

    // The header shows the plan's menu, whole, at the narrowest width.
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/physiomate');
    const label = { free: 'Free', pro: 'Pro', master: 'Master' }[tier];
    const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(`\\(${label}\\)`) });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'My Assessments' })).toBeVisible();
    await expect(page.getByTestId('user-menu-email')).toHaveText(account.email);
  });
}
