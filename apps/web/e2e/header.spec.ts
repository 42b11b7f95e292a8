import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';

test('the account menu keeps a 300 ms pointer grace: a brief slip outside keeps it open, leaving closes it', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, 'menu');
  // The grace is timed on a clock the test moves (not real waits, which a loaded machine stretches).
  await page.clock.install();
  await page.goto('/physiomate');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'PhysioMate (Free)' });
  const menu = page.getByRole('menu');

  await trigger.click();
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  const inside = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(inside.x, inside.y, { steps: 4 });
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // Out and back within the grace: still open.
  await page.mouse.move(box.x - 60, inside.y);
  await page.clock.runFor(120);
  await page.mouse.move(inside.x, inside.y);
  await page.clock.runFor(400);
  await expect(menu).toBeVisible();

  // Out for good: closed after the grace, not at once.
  await page.mouse.move(box.x - 60, box.y + box.height + 80);
  await page.clock.runFor(100);
  await expect(menu).toBeVisible();
  await page.clock.runFor(250);
  await expect(menu).toBeHidden();

  // Keyboard use is not timed (the menu's keyboard opening needs the page's time running again).
  await page.clock.resume();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.clock.runFor(600);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
