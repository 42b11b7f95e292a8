import { expect, type Page, test } from '@playwright/test';
import { staticPages } from './support';
import { createAccount, setTier } from './support/accounts';

/**
 * Copy that promises what is not there breaks trust. Each feature below is looked up on the running
 * server by an endpoint it would need; while that answers 404, every sentence on every page that
 * mentions the feature must say it is coming (and once the endpoint exists, the test stops asking).
 * Whoever builds one of them moves its endpoint here if it differs.
 */
const FEATURES = [
  {
    name: 'AI chat',
    endpoint: '/api/chat/capabilities',
    words: /\bchat\b|conversation/i,
  },
  {
    name: 'My Rehab (saved exercises, logging, progress)',
    endpoint: '/api/rehab/exercises',
    words: /saved exercises|track(ing)? (your )?progress|log(ging)? the days|reminder|calendar/i,
  },
  {
    name: 'online payment',
    endpoint: '/api/billing/availability',
    words:
      /payment processing|upgrade (any ?time|from settings)|billed|renew until you cancel|checkout|pay by card/i,
  },
] as const;

/** Words that make a sentence honest about a feature that is not there yet. */
const NOT_YET = /coming soon|not available yet|cannot be bought|not built yet|is planned|are planned/i;
/** Promises with no feature behind them at all (no endpoint would make them true). */
const NEVER = [/priority support/i, /profile picture/i, /end-to-end encrypt(ed|ion) (of|for) /i];

async function textOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered (hidden text left out) is the point.
  return page.evaluate(() => document.body.innerText);
}

/** Opens each accordion panel in turn (one is open at a time) so that all of a page's words are read. */
async function allTextOf(page: Page, path: string): Promise<string> {
  let text = await textOf(page, path);
  const triggers = page.getByRole('main').locator('h3 > button[aria-controls]');
  const count = await triggers.count();
  for (let i = 0; i < count; i++) {
    await triggers.nth(i).click();
    // biome-ignore lint/performance/useDomNodeTextContent: as above.
    text += `\n${await page.evaluate(() => document.body.innerText)}`;
  }
  return text;
}

async function missingFeatures(page: Page) {
  const missing = [];
  for (const feature of FEATURES) {
    const res = await page.request.get(feature.endpoint);
    if (res.status() === 404) missing.push(feature);
  }
  return missing;
}

function promisesIn(text: string, missing: Awaited<ReturnType<typeof missingFeatures>>, where: string) {
  const problems: string[] = [];
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim());
  for (const sentence of sentences) {
    for (const feature of missing) {
      if (feature.words.test(sentence) && !NOT_YET.test(sentence)) {
        problems.push(`${where}: "${sentence}" promises ${feature.name}, which has no ${feature.endpoint}`);
      }
    }
    for (const never of NEVER) {
      if (never.test(sentence))
        problems.push(`${where}: "${sentence}" promises something that does not exist`);
    }
  }
  return problems;
}

test('public pages promise only what the running product does', async ({ page }) => {
  test.setTimeout(90_000);
  const missing = await missingFeatures(page);
  const problems: string[] = [];
  for (const path of [...staticPages.map((p) => p.path), '/auth', '/auth?tab=signup', '/assessment']) {
    problems.push(...promisesIn(await allTextOf(page, path), missing, path));
  }
  expect(problems).toEqual([]);
});

test('signed-in pages promise only what the running product does', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await createAccount(page, 'copy');
  const missing = await missingFeatures(page);
  const problems: string[] = [];
  for (const path of ['/physiomate', '/my-rehab', '/settings', '/settings#billing', '/pricing', '/success']) {
    problems.push(...promisesIn(await allTextOf(page, path), missing, path));
  }
  expect(problems).toEqual([]);
  // The Danger Zone names what is really deleted.
  await page.goto('/settings');
  const danger = page.getByRole('heading', { name: 'Danger Zone' }).locator('..');
  await expect(danger).toContainText('saved assessments and their results');
  await expect(danger).not.toContainText(/conversation|exercises/i);
});

test.describe('plans', () => {
  test('visitors are invited to a free account; Pro is upgraded from Settings, Master is coming soon', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create Free Account' })).toBeVisible();
    await expect(page.getByTestId('plan-pro').getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/settings#billing',
    );
    await expect(page.getByTestId('plan-pro')).not.toContainText('Coming soon');
    await expect(page.getByTestId('plan-master')).toContainText('Coming soon');
    await expect(main.locator('[aria-current]')).toHaveCount(0);
    await expect(main).not.toContainText('Your current plan');
  });

  for (const tier of ['free', 'pro'] as const) {
    test(`a signed-in ${tier} user sees their plan marked and no sign-up prompt`, async ({ page }) => {
      await page.goto('/');
      const account = await createAccount(page, `plans-${tier}`);
      if (tier !== 'free') await setTier(account, tier);
      await page.goto('/pricing');
      const main = page.getByRole('main');
      const card = page.getByTestId(`plan-${tier}`);
      await expect(card).toHaveAttribute('aria-current', 'true');
      await expect(card).toContainText('Your current plan');
      await expect(main.getByText('Your current plan')).toHaveCount(1);
      await expect(main.getByRole('link', { name: 'Create Free Account' })).toHaveCount(0);
      const label = tier === 'free' ? 'Free' : 'Pro';
      await expect(main.getByRole('heading', { name: `You are on the ${label} plan` })).toBeVisible();
      await main.getByRole('link', { name: 'My Assessments' }).click();
      await expect(page).toHaveURL(/\/physiomate$/);
    });
  }
});

test.describe('/success', () => {
  test('is not a page for visitors: they are sent to sign in', async ({ page }) => {
    await page.goto('/success');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Congratulations!')).toHaveCount(0);
  });

  test('a free account is not congratulated on a payment it never made', async ({ page }) => {
    await page.goto('/');
    await createAccount(page, 'success-free');
    await page.goto('/success');
    await expect(page.getByRole('heading', { level: 1, name: 'No upgrade yet' })).toBeVisible();
    await expect(page.getByText(/Congratulations|now a Pro member/)).toHaveCount(0);
  });

  test('a pro account sees its benefits and goes on to My Assessments', async ({ page }) => {
    await page.goto('/');
    const account = await createAccount(page, 'success-pro');
    await setTier(account, 'pro');
    await page.goto('/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    await expect(page.getByText("You're now a Pro member!")).toBeVisible();
    await expect(page.getByRole('list', { name: 'What your plan includes' })).toContainText(
      '5 assessment limit',
    );
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page).toHaveURL(/\/physiomate$/);
  });
});

test('the avatar: the same initials and colour in the menu, Settings and My Rehab, with no outside request', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' && url.protocol.startsWith('http')) outside.push(request.url());
  });
  await page.goto('/');
  const account = await createAccount(page, 'avatar');
  await page.goto('/settings');
  const inSettings = page.getByRole('main').getByTestId('avatar');
  // e2e.avatar.…@gmail.com: the first letters of its first two parts.
  await expect(inSettings).toHaveText('EA');
  const colour = await inSettings.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /PhysioMate \(Free\)/ })
    .click();
  const inMenu = page.getByRole('menu').getByTestId('avatar');
  await expect(inMenu).toHaveText('EA');
  expect(await inMenu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(colour);
  await page.keyboard.press('Escape');
  await page.goto('/my-rehab');
  const inRehab = page.getByRole('main').getByTestId('avatar');
  await expect(inRehab).toHaveText('EA');
  expect(await inRehab.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(colour);
  await expect(page.getByRole('main')).toContainText(account.email);
  await expect(page.getByRole('main')).toContainText('Your Exercises');
  expect(outside).toEqual([]);
});
