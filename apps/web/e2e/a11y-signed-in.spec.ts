import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';
import { createAccount, saveAssessment, setTier } from './support/accounts';
import { CARDIAC, KNEE } from './support/results';

/** axe on every signed-in page (signed-out pages: pages.spec.ts): no serious or critical issue. */
test('every signed-in page, the header menu open too, has no serious or critical axe violations', async ({
  page,
}) => {
  // (thirteen pages, each loaded to network idle and swept by axe: about a minute on a quiet machine, and more than
  // two when the first browser tests share CI's two cores with the server's warm-up)
  test.setTimeout(240_000);
  await page.goto('/');
  const account = await createAccount(page, 'axe');
  await setTier(account, 'pro');
  const plan = await saveAssessment(page, KNEE);
  const emergency = await saveAssessment(page, CARDIAC);
  for (const path of [
    '/',
    '/physiomate',
    `/results/${plan.assessment.id}`,
    `/results/${emergency.assessment.id}`,
    '/my-rehab',
    '/settings',
    '/settings#billing',
    '/pricing',
    '/success',
    '/privacy',
    '/faq',
    '/help',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
  await page.getByRole('banner').getByRole('button', { name: 'PhysioMate (Pro)' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('signed in on a phone: the compact header has no serious or critical axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  await createAccount(page, 'axe-phone');
  await page.goto('/physiomate');
  await expect(page.getByRole('banner').getByRole('button', { name: 'PhysioMate (Free)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
