import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from './support';
import { createAccount, latestLinkTo, PASSWORD, uniqueEmail } from './support/accounts';

/** Accounts in the browser against the real server: sign-up, confirmation, sign-in/out, guards, settings. */

const menuButton = (page: Page) => page.getByRole('button', { name: /^PhysioMate \((Free|Pro|Master)\)$/ });

async function openLink(page: Page, email: string) {
  let link: string | null = null;
  await expect.poll(() => (link = latestLinkTo(email)), { message: `email to ${email}` }).not.toBeNull();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
}

test('sign up, confirm by email, sign out without bouncing back, sign in again', async ({ page }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('signup');

  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('placeholder', 'Create a password (min 6 characters)');
  await page.getByLabel('Email').fill(email);
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please check your email to confirm your account.' }),
  ).toBeVisible();

  // The link confirms and signs no one in (issue 11): /auth says so and asks for the password.
  await openLink(page, email);
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
  await expect(page.getByTestId('email-confirmed')).toContainText('Email confirmed');
  await expect(page.getByTestId('email-confirmed')).not.toContainText('Your assessment was saved');
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/physiomate$/);
  await expect(menuButton(page)).toHaveText(/PhysioMate \(Free\)/);
  await expect(page.getByRole('link', { name: 'My Assessments' })).toBeVisible();

  await menuButton(page).click();
  await expect(page.getByTestId('user-menu-email')).toHaveText(email);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  // The session is read again after the sign-out request; /auth must not bounce back once it answers.
  const signedOutSession = page.waitForResponse(
    async (r) => r.url().endsWith('/api/session') && (await r.json()).user === null,
  );
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signedOutSession;
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: /Sign In/ })).toHaveCount(0); // minimal header: no account menu
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/physiomate$/);
  await expect(menuButton(page)).toHaveText(/PhysioMate \(Free\)/);
  expect(problems).toEqual([]);
});

test('an unconfirmed account cannot sign in, and a failed link explains itself', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please check your email' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Please confirm your email address first/)).toBeVisible();

  await page.goto('/auth?error=TOKEN_EXPIRED');
  await expect(
    page.getByText('This confirmation link has expired. Please sign in to receive a new one.'),
  ).toBeVisible();
});

test('sign-up and sign-in explain what is missing', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Email').fill('someone@free.dk');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Please use a real email address from a valid domain')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
});

test('protected pages send signed-out visitors to /auth', async ({ page }) => {
  for (const path of ['/physiomate', '/my-rehab', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }
});

test.describe('settings', () => {
  test('every validation message, a password change and the billing tab', async ({ page }) => {
    await page.goto('/');
    const account = await createAccount(page, 'settings');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Current email')).toHaveValue(account.email);
    await expect(page.getByLabel('Current email')).toHaveAttribute('readonly', '');

    const emailForm = page.getByRole('form', { name: 'Change email' });
    const updateEmail = async (value: string, message: string) => {
      await emailForm.getByLabel('New email').fill(value);
      await emailForm.getByRole('button', { name: 'Update Email' }).click();
      await expect(emailForm.getByRole('alert')).toHaveText(message);
    };
    await updateEmail('', 'Please enter a new email address');
    await updateEmail(account.email, 'The new email address is the same as your current email');
    await updateEmail('not-an-address', 'Please enter a valid email address');
    await updateEmail('me@free.dk', 'Please use a real email address from a valid domain');
    await updateEmail('me@example.com', 'Please use a real email address from a valid domain');
    await updateEmail('me@mailinator.com', 'Please use a real email address from a valid domain');

    const pwForm = page.getByRole('form', { name: 'Change password' });
    const changePassword = async (current: string, next: string, confirm: string, message: string) => {
      await pwForm.getByLabel('Current password').fill(current);
      await pwForm.getByLabel('New password', { exact: true }).fill(next);
      await pwForm.getByLabel('Confirm new password').fill(confirm);
      await pwForm.getByRole('button', { name: 'Update Password' }).click();
      await expect(pwForm.getByRole('alert')).toHaveText(message);
    };
    await changePassword('', 'abcdef', 'abcdef', 'Please fill in all password fields');
    await changePassword(PASSWORD, 'abcdef', 'abcdeg', 'New passwords do not match');
    await changePassword(PASSWORD, 'abc', 'abc', 'Password must be at least 6 characters long');
    await changePassword('not my password', 'abcdef1', 'abcdef1', 'Current password is incorrect');

    await pwForm.getByLabel('Current password').fill(PASSWORD);
    await pwForm.getByLabel('New password', { exact: true }).fill('brand new secret');
    await pwForm.getByLabel('Confirm new password').fill('brand new secret');
    await pwForm.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Your password has been successfully changed')).toBeVisible();
    await expect(pwForm.getByRole('alert')).toHaveCount(0);

    const newEmail = uniqueEmail('moved');
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByRole('button', { name: 'Update Email' }).click();
    await expect(
      page.getByText('Please check both your old and new email for confirmation links.'),
    ).toBeVisible();

    const deleteForm = page.getByRole('form', { name: 'Delete account' });
    const deleteButton = deleteForm.getByRole('button', { name: 'Delete my account' });
    await expect(deleteButton).toBeDisabled();
    await deleteForm.getByLabel('Type DELETE to confirm').fill('delete');
    await expect(deleteForm.getByText("Please type 'DELETE' to confirm account deletion")).toBeVisible();
    await expect(deleteButton).toBeDisabled();
    await deleteForm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await expect(deleteButton).toBeEnabled();

    await page.goto('/settings#billing');
    await expect(page.getByRole('tab', { name: 'Plans & Billing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByText('No billing history available')).toBeVisible();
  });

  test('download my data, the privacy block, and deleting the account for good', async ({ page }) => {
    await page.goto('/');
    const account = await createAccount(page, 'delete');

    await page.goto('/privacy');
    const block = page.getByRole('region', { name: 'Your account' });
    await expect(block).toContainText(account.email);
    await expect(block).toContainText('Plan: Free');

    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^physiomate-data-\d{4}-\d{2}-\d{2}\.json$/);

    const deleteForm = page.getByRole('form', { name: 'Delete account' });
    await deleteForm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await deleteForm.getByLabel('Your password').fill('wrong password');
    await deleteForm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deleteForm.getByRole('alert')).toHaveText('Current password is incorrect');
    await deleteForm.getByLabel('Your password').fill(PASSWORD);
    await deleteForm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Your account and all your data have been deleted.')).toBeVisible();
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: PASSWORD },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(401);
  });
});
