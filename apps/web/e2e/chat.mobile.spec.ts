import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';
import { createAccount, saveAssessment, setTier } from './support/accounts';
import { KNEE } from './support/results';

test('at 360 px the chat is a full-screen sheet opened from a button, and fits', async ({ page }) => {
  await page.goto('/');
  const account = await createAccount(page, 'chat-phone');
  await setTier(account, 'pro');
  const saved = await saveAssessment(page, KNEE);
  await page.goto(`/results/${saved.assessment.id}`);
  await expect(page.getByRole('heading', { name: 'PhysioMate AI' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask PhysioMate AI' }).click();
  const sheet = page.getByRole('dialog', { name: 'PhysioMate AI' });
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  const input = sheet.getByLabel('Message PhysioMate AI');
  await input.fill('How long will it take to get better?');
  await input.press('Enter');
  await expect(sheet.locator('li[data-role="assistant"]')).toContainText(/weeks|months/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await sheet.getByRole('button', { name: 'Close chat' }).click();
  await expect(sheet).toBeHidden();
});
