import { BILLING_MESSAGES } from '@physiomate/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';
import { createAccount } from './support/accounts';

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('at 360 px billing fits: plans, checkout, success, portal and the history table', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await createAccount(page, 'billing-phone');
  await page.goto('/settings#billing');
  await expect(page.getByText(BILLING_MESSAGES.noHistory)).toBeVisible();
  await noSideScroll(page);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('note')).toHaveText(BILLING_MESSAGES.testModeLabel);
  await noSideScroll(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
  await noSideScroll(page);
  await page.goto('/settings#billing');
  await expect(page.getByRole('row').nth(1)).toContainText('$4.99');
  await noSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('portal-status')).toContainText('Pro until');
  await noSideScroll(page);
});
