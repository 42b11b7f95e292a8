import { expect, test } from '@playwright/test';
import { appPages, placeholderPages, staticPages } from './support';

const paths = [...staticPages.map((p) => p.path), ...appPages, placeholderPages[0]];

test.describe('360 px phone', () => {
  for (const path of paths) {
    test(`${path} does not overflow horizontally`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('header actions stay reachable with accessible names', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Create New Assessment' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try the Tool' })).toBeVisible();
  });
});
