import { expect, test } from '@playwright/test';
import { createAccount, latestLinkTo, signOut, uniqueEmail } from './support/accounts';

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('each email-change link says what it did: approved on Sign In, then "Your email is now …"', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const account = await createAccount(page, 'change');
  const confirmation = latestLinkTo(account.email);
  await page.goto('/settings');
  const newEmail = uniqueEmail('moved');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByRole('button', { name: 'Update Email' }).click();
  await expect(
    page.getByText('Please check both your old and new email for confirmation links.'),
  ).toBeVisible();

  // The approval mailed to the old address, opened signed out (as from a phone's email app).
  await expect.poll(() => latestLinkTo(account.email)).not.toBe(confirmation);
  const approval = latestLinkTo(account.email)!;
  await signOut(page);
  await page.goto(pathOf(approval));
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  await expect(page.getByText('Email change approved')).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();

  // The confirmation mailed to the new address finishes it, and says so.
  await expect.poll(() => latestLinkTo(newEmail)).not.toBeNull();
  await page.goto(pathOf(latestLinkTo(newEmail)!));
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(`Your email is now ${newEmail}`)).toBeVisible();
  await expect(page.getByTestId('settings-email')).toHaveText(newEmail);
});
