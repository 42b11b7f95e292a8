import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';

test('the account menu keeps a 300 ms pointer grace: a brief slip outside keeps it open, leaving closes it', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, 'menu');
  await page.goto('/physiomate');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'PhysioMate (Free)' });
  const menu = page.getByRole('menu');

  await trigger.click();
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  const inside = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(inside.x, inside.y, { steps: 4 });

  // Out and back within the grace: still open.
  await page.mouse.move(box.x - 60, inside.y);
  await page.waitForTimeout(120);
  await page.mouse.move(inside.x, inside.y);
  await page.waitForTimeout(400);
  await expect(menu).toBeVisible();

  // Out for good: closed after the grace, not at once.
  await page.mouse.move(box.x - 60, box.y + box.height + 80);
  await page.waitForTimeout(100);
  await expect(menu).toBeVisible();
  await expect(menu).toBeHidden({ timeout: 1_000 });

  // Keyboard use is not timed.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.waitForTimeout(600);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
