// @vitest-environment jsdom
import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast, renderScreen } from '@/testing/render';
import { bodiesOf, errorAnswer, SIGNED_OUT, server, sessionIs, signedInAs } from '@/testing/server';
import AuthRoute from './auth';

// A signed-in visitor leaves /auth: each test starts signed out, whatever the one before did.
beforeEach(() => sessionIs(SIGNED_OUT));

const renderAuth = (at = '/auth') => renderScreen(<AuthRoute />, { path: '/auth', at });

/** Every request to `path`, answered by `answer`. */
function record(path: string, answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  server.use(
    http.post(path, ({ request }) => {
      requests.push(request.clone());
      return answer();
    }),
  );
  return requests;
}

describe('sign up', () => {
  it('says what is wrong before asking the server, one thing at a time', async () => {
    const requests = record('/api/auth/sign-up/email', () => HttpResponse.json({ ok: true }));
    const { user } = renderAuth('/auth?tab=signup');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findToast(M.emailRequired);

    await user.type(screen.getByLabelText('Email'), 'someone@free.dk');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findToast(M.blockedDomain);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'someone@gmail.com');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findToast(M.passwordTooShort);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    expect(requests).toHaveLength(0);
  });

  it('asks to confirm the email once the server accepts, and clears the password', async () => {
    const requests = record('/api/auth/sign-up/email', () =>
      HttpResponse.json({ ok: true, message: M.signUpSuccess }),
    );
    const { user } = renderAuth('/auth?tab=signup');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', M.passwordPlaceholder);

    await user.type(screen.getByLabelText('Email'), '  Sam@Gmail.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(M.signUpSuccess);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(await bodiesOf(requests)).toEqual([{ email: 'sam@gmail.com', password: 'correct horse' }]);
  });

  it("shows the server's refusal and lets the person try again", async () => {
    record('/api/auth/sign-up/email', () => errorAnswer('validation_failed', M.passwordCommon));
    const { user } = renderAuth('/auth?tab=signup');

    await user.type(screen.getByLabelText('Email'), 'sam@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await findToast(M.passwordCommon);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.queryByText(M.signUpSuccess)).not.toBeInTheDocument();
  });
});

describe('sign in', () => {
  it('needs both fields', async () => {
    const requests = record('/api/auth/sign-in/email', () => HttpResponse.json(signedInAs()));
    const { user } = renderAuth();

    await user.type(screen.getByLabelText('Email'), 'sam@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findToast(M.passwordRequired);
    expect(requests).toHaveLength(0);
  });

  it("shows the server's answer to a wrong password, stays, and takes the right one next", async () => {
    let attempts = 0;
    const requests = record('/api/auth/sign-in/email', () =>
      ++attempts === 1 ? errorAnswer('unauthorized', M.invalidCredentials) : HttpResponse.json(signedInAs()),
    );
    const { user, router } = renderAuth();

    await user.type(screen.getByLabelText('Email'), 'sam@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findToast(M.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Page at /physiomate')).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  it('goes to My Assessments once signed in', async () => {
    const requests = record('/api/auth/sign-in/email', () => HttpResponse.json(signedInAs()));
    const { user } = renderAuth();

    await user.type(screen.getByLabelText('Email'), 'Sam@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Page at /physiomate')).toBeVisible();
    expect(await bodiesOf(requests)).toEqual([{ email: 'sam@gmail.com', password: 'correct horse' }]);
  });

  it('asks for the authenticator code when the account has two-step verification', async () => {
    record('/api/auth/sign-in/email', () => HttpResponse.json({ twoFactorRequired: true }));
    const codes = record('/api/auth/two-factor/verify-totp', () =>
      errorAnswer('unauthorized', M.codeInvalid),
    );
    const { user } = renderAuth();

    await user.type(screen.getByLabelText('Email'), 'sam@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const form = await screen.findByRole('form', { name: 'Two-step verification' });
    const code = within(form).getByLabelText('Authenticator code');
    expect(code).toHaveFocus();
    await user.type(code, '12');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(M.codeInvalid);
    expect(codes).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.codeInvalid);
    expect(await bodiesOf(codes)).toEqual([{ code: '123456' }]);

    // A backup code instead: a fresh field, with its own rule.
    await user.click(within(form).getByRole('button', { name: 'Use a backup code instead' }));
    const backupForm = screen.getByRole('form', { name: 'Two-step verification' });
    expect(within(backupForm).getByLabelText('Backup code')).toHaveValue('');
    expect(within(backupForm).getByLabelText('Backup code')).toHaveFocus();
    expect(within(backupForm).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(backupForm).getByRole('button', { name: 'Verify' }));
    expect(within(backupForm).getByRole('alert')).toHaveTextContent(M.backupCodeRequired);
  });
});

describe('forgotten password', () => {
  it('checks the address, then gives the same answer whoever asks', async () => {
    const requests = record('/api/auth/request-password-reset', () =>
      HttpResponse.json({ ok: true, message: M.resetRequested }),
    );
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.invalidEmail);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(M.invalidEmail);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'sam@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.resetRequested);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await bodiesOf(requests)).toEqual([{ email: 'sam@gmail.com' }]);
  });

  it('a new password from the link: both typed the same, and a dead link offers a new one', async () => {
    const requests = record('/api/auth/reset-password', () =>
      errorAnswer('validation_failed', M.resetLinkInvalid),
    );
    const { user } = renderAuth('/auth?reset=the-token');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    await user.type(screen.getByLabelText('New password'), 'brand new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new secrets');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.passwordsDoNotMatch);
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.resetLinkInvalid);
    expect(await bodiesOf(requests)).toEqual([
      { token: 'the-token', newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });
});
