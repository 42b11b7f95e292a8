import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const NOT_FOUND_TEXT = 'Oops! Page not found';

/** Public pages with the H1 (or other key text) each must show. */
export const staticPages = [
  { path: '/', h1: 'Understand your pain. Start feeling better.', title: /PhysioMate/ },
  { path: '/about', h1: 'About PhysioMate', title: /^About \| PhysioMate$/ },
  { path: '/contact', h1: 'Contact Us', title: /^Contact \| PhysioMate$/ },
  { path: '/help', h1: 'Help Center', title: /^Help Center \| PhysioMate$/ },
  { path: '/faq', h1: 'Frequently Asked Questions', title: /^FAQ \| PhysioMate$/ },
  { path: '/privacy', h1: 'Privacy Policy', title: /^Privacy Policy \| PhysioMate$/ },
  { path: '/terms', h1: 'Terms of Service', title: /^Terms of Service \| PhysioMate$/ },
  { path: '/disclaimer', h1: 'Medical Disclaimer', title: /^Medical Disclaimer \| PhysioMate$/ },
  { path: '/pricing', h1: 'Choose the plan that fits your recovery', title: /^Plans \| PhysioMate$/ },
] as const;

/**
 * App areas that later issues fill in (wizard, results, account pages). They may redirect signed-out
 * visitors (e.g. to /auth), so they are checked loosely: a real page with an H1, never the 404 screen.
 */
export const appPages = [
  '/auth',
  '/assessment',
  '/results',
  '/results/example-id',
  '/physiomate',
  '/my-rehab',
  '/settings',
  '/success',
] as const;

export const placeholderPages = ['/team', '/careers', '/blog', '/guides'] as const;

/** Fails on browser errors and CSP violations while the test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Signed-out visitors get 401s from session checks: that is expected, not a bug.
    if (/status of 401/.test(text)) return;
    problems.push(`console.error: ${text}`);
  });
  return problems;
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast sliding in is measured mid-fade, at a contrast it never has at rest: let finite animations settle first
  // (an endless one, a spinner, is not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

export async function expectLandmarks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The tab is hidden, then shown again (as switching tabs would). */
export async function hideAndShowTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
}
