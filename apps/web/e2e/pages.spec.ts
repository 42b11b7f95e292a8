import { expect, test } from '@playwright/test';
import {
  appPages,
  expectLandmarks,
  expectNoSeriousA11yViolations,
  NOT_FOUND_TEXT,
  placeholderPages,
  staticPages,
  watchConsole,
} from './support';

test.describe('static pages', () => {
  for (const { path, h1, title } of staticPages) {
    test(`${path} renders its content, title and landmarks with no serious a11y issues`, async ({ page }) => {
      const problems = watchConsole(page);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expectLandmarks(page);
      await expect(page.getByRole('contentinfo')).toContainText('© 2025 PhysioMate');
      await expectNoSeriousA11yViolations(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('app pages', () => {
  for (const path of appPages) {
    test(`${path} is a real page (not the 404 screen) with no serious a11y issues`, async ({ page }) => {
      const problems = watchConsole(page);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
      await expect(page).toHaveTitle(/PhysioMate/);
      await expectLandmarks(page);
      await expectNoSeriousA11yViolations(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('not-found screen', () => {
  for (const path of [...placeholderPages, '/definitely-not-a-page-8d1f', '/about/nested/unknown']) {
    test(`${path} answers 404 with the shared not-found screen and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
      await expect(page).toHaveTitle(/Page not found/);
      await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Try the Tool' })).toBeVisible();
    });
  }

  test('the not-found screen has no serious a11y issues', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('API', () => {
  test('GET /api/health answers', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.ok()).toBe(true);
  });

  test('unknown /api routes answer a JSON 404 in the error shape, not the app', async ({ request }) => {
    for (const path of ['/api/anything', '/api/does/not/exist?x=1']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = await response.json();
      expect(body).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });
});

test.describe('pre-rendered landing page', () => {
  // Block the app bundle: what shows is the HTML alone (plus the tiny route hint).
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('"/" shows its content before the app JavaScript runs', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Understand your pain. Start feeling better.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try the Tool' })).toHaveAttribute('href', '/assessment');
  });

  test('other paths never flash the landing markup', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByText('Understand your pain. Start feeling better.')).toBeHidden();
  });
});
