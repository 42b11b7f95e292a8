import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the hero, promises, help cards and steps', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const promise of ['Free', 'No signup required', 'Instant results']) {
      await expect(main.getByRole('listitem').filter({ hasText: new RegExp(`^${promise}$`) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'How PhysioMate Helps You' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Simple Steps to Relief' })).toBeVisible();
    const helps = page.locator('section', {
      has: page.getByRole('heading', { name: 'How PhysioMate Helps You' }),
    });
    await expect(helps.getByRole('heading', { level: 3 })).toHaveCount(3);
    const steps = page.locator('section', {
      has: page.getByRole('heading', { name: 'Simple Steps to Relief' }),
    });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test("'Try the Tool' goes to the assessment", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Try the Tool' }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});

test.describe('header', () => {
  test('signed-out header links: brand, Create New Assessment, Sign In / Sign Up', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Create New Assessment' }).click();
    await expect(page).toHaveURL(/\/assessment$/);

    await header.getByRole('link', { name: 'Sign In / Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'PhysioMate' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Try the Tool' })).toBeVisible();
  });

  test('the privacy page has a logo link and Back to Home', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('banner').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/privacy');
    await page.getByRole('banner').getByRole('link', { name: 'PhysioMate' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('footer', () => {
  const links = [
    { name: 'Start an Assessment', url: /\/assessment$/ },
    { name: 'Plans & Pricing', url: /\/pricing$/, h1: 'Choose the plan that fits your recovery' },
    { name: 'About PhysioMate', url: /\/about$/, h1: 'About PhysioMate' },
    { name: 'Help Center', url: /\/help$/, h1: 'Help Center' },
    { name: 'FAQ', url: /\/faq$/, h1: 'Frequently Asked Questions' },
    { name: 'Contact Us', url: /\/contact$/, h1: 'Contact Us' },
    { name: 'Privacy Policy', url: /\/privacy$/, h1: 'Privacy Policy' },
    { name: 'Terms of Service', url: /\/terms$/, h1: 'Terms of Service' },
    { name: 'Medical Disclaimer', url: /\/disclaimer$/, h1: 'Medical Disclaimer' },
  ];

  test('every footer link leads to its page, and navigation scrolls to the top', async ({ page }) => {
    await page.goto('/');
    for (const link of links) {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.url);
      if (link.h1) await expect(page.getByRole('heading', { level: 1, name: link.h1 })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('shows the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 PhysioMate. All rights reserved.');
  });
});

test.describe('keyboard', () => {
  test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('after a client-side navigation focus moves to the new page', async ({ page }) => {
    await page.goto('/');
    // '/' is painted before React runs; until React has it, its links are plain links (a full page load,
    // where the browser starts focus at the top). Wait for React, so that the click is a client-side navigation.
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('page content', () => {
  test('FAQ has 8 questions in a keyboard-operable accordion', async ({ page }) => {
    await page.goto('/faq');
    const triggers = page.getByRole('main').getByRole('button');
    await expect(triggers).toHaveCount(8);
    const first = triggers.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('guided self-assessment for people in pain')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
  });

  test('Help Center has 4 topic groups, quick links and the 5-10 minute estimate', async ({ page }) => {
    await page.goto('/help');
    const main = page.getByRole('main');
    for (const topic of ['Getting Started', 'Your Results', 'Account & Plans', 'Privacy & Data']) {
      await expect(main.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await expect(main).toContainText('5-10 minutes');
    const quick = main.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
    await expect(quick.getByRole('link', { name: /Contact Support/ })).toHaveAttribute('href', '/contact');
    await expect(quick.getByRole('link', { name: /Medical Disclaimer/ })).toHaveAttribute(
      'href',
      '/disclaimer',
    );
  });

  test('Medical Disclaimer has 6 sections and Terms 7, both updated June 2025', async ({ page }) => {
    await page.goto('/disclaimer');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
    await expect(page.getByText('Last updated: June 2025')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
    await expect(page.getByText('Last updated: June 2025')).toBeVisible();
  });

  test('Contact offers the support email and response times', async ({ page }) => {
    await page.goto('/contact');
    const mail = page.getByRole('link', { name: 'support@physiomate.app' });
    await expect(mail).toHaveAttribute('href', 'mailto:support@physiomate.app');
    const main = page.getByRole('main');
    await expect(main).toContainText('within 24 hours');
    await expect(main).toContainText('within 48 hours');
    await expect(main).toContainText('within 12 hours');
  });

  test('Privacy lists its sections truthfully and links questions to Contact', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    for (const heading of [
      'Information We Collect',
      'How We Use Your Information',
      'Information Security',
      'Information Sharing',
      'Your Rights and Choices',
      'Cookies and Tracking',
      'Changes to This Policy',
      'Questions About Your Privacy',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(main).toContainText('Last updated: June, 2025');
    await expect(main).toContainText('encrypted at rest');
    await expect(main).toContainText('not end-to-end encryption');
    await expect(main).toContainText('httpOnly cookie');
    await expect(main).toContainText('do not use analytics');
    await main
      .getByRole('region', { name: 'Questions About Your Privacy' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Plans shows Free, Pro and Master with prices and a free sign-up, no checkout', async ({ page }) => {
    await page.goto('/pricing');
    const main = page.getByRole('main');
    for (const [name, price] of [
      ['Free', '$0'],
      ['Pro', '$4.99'],
      ['Master', '$9.99'],
    ] as const) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
      await expect(card).toContainText(price);
    }
    await expect(main).toContainText('Up to 5 saved assessments');
    await expect(main).toContainText('Unlimited saved assessments');
    await expect(main.getByRole('button')).toHaveCount(0);
    await main.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });

  test('About says the product supports care and does not replace it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Supporting your care, not replacing it' })).toBeVisible();
  });

  test('each page sets its own document title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('PhysioMate: guided self-assessment for pain');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveTitle('Terms of Service | PhysioMate');
  });
});
