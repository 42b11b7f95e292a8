// @vitest-environment jsdom
import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast, renderScreen } from '@/testing/render';
import { bodiesOf, errorAnswer, server, sessionIs, signedInAs } from '@/testing/server';
import { AccountTab } from './account-tab';

const EMAIL = 'sam@gmail.com';

beforeEach(() => sessionIs(signedInAs(EMAIL)));

function record(path: string, answer: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.post(path, ({ request }) => {
      requests.push(request.clone());
      return answer();
    }),
  );
  return requests;
}

const renderAccount = () => renderScreen(<AccountTab email={EMAIL} />, { path: '/settings' });

describe('change email', () => {
  it('refuses the current address and unusable ones before sending', async () => {
    const requests = record('/api/auth/change-email', () => HttpResponse.json({ ok: true }));
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Change email' });
    const field = within(form).getByLabelText('New email');
    const update = within(form).getByRole('button', { name: 'Update Email' });

    // (the rules load when first needed, so each message is awaited rather than read at once)
    await user.click(update);
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.newEmailRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, ' SAM@gmail.com');
    await user.click(update);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(M.sameEmail));

    await user.clear(field);
    await user.type(field, 'me@example.com');
    await user.click(update);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(M.blockedDomain));
    expect(requests).toHaveLength(0);
  });

  it("puts the service's refusal in its friendlier words", async () => {
    record('/api/auth/change-email', () => errorAnswer('validation_failed', M.invalidEmail));
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Change email' });

    await user.type(within(form).getByLabelText('New email'), 'sam@somewhere.net');
    await user.click(within(form).getByRole('button', { name: 'Update Email' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(M.invalidEmailFromService);
  });

  it('sends the new address, says to check both inboxes and clears the field', async () => {
    const requests = record('/api/auth/change-email', () =>
      HttpResponse.json({ ok: true, message: M.emailUpdateSent }),
    );
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Change email' });

    await user.type(within(form).getByLabelText('New email'), 'New@Gmail.com');
    await user.click(within(form).getByRole('button', { name: 'Update Email' }));

    await findToast(M.emailUpdateSent);
    expect(within(form).getByLabelText('New email')).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(await bodiesOf(requests)).toEqual([{ newEmail: 'new@gmail.com' }]);
  });
});

describe('change password', () => {
  async function fill(
    user: ReturnType<typeof renderAccount>['user'],
    form: HTMLElement,
    [current, next, confirm]: [string, string, string],
  ) {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm new password', confirm],
    ] as const) {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  }

  it('says which rule a password breaks, one at a time', async () => {
    const requests = record('/api/auth/change-password', () => HttpResponse.json({ ok: true }));
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Change password' });

    await fill(user, form, ['', 'abcdef', 'abcdef']);
    expect(within(form).getByRole('alert')).toHaveTextContent(M.passwordFieldsRequired);
    await fill(user, form, ['old secret', 'abcdef', 'abcdeg']);
    expect(within(form).getByRole('alert')).toHaveTextContent(M.passwordsDoNotMatch);
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      M.passwordsDoNotMatch,
    );
    await fill(user, form, ['old secret', 'abc', 'abc']);
    expect(within(form).getByRole('alert')).toHaveTextContent(M.passwordTooShort);
    expect(requests).toHaveLength(0);
  });

  it('shows a wrong current password, then succeeds and clears the form', async () => {
    let attempts = 0;
    const requests = record('/api/auth/change-password', () =>
      ++attempts === 1
        ? errorAnswer('validation_failed', M.currentPasswordIncorrect)
        : HttpResponse.json({ ok: true, message: M.passwordChanged }),
    );
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Change password' });

    await fill(user, form, ['not my password', 'brand new secret', 'brand new secret']);
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.currentPasswordIncorrect);

    await fill(user, form, ['old secret', 'brand new secret', 'brand new secret']);
    await findToast(M.passwordChanged);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(form).getByLabelText(label)).toHaveValue('');
    }
    expect((await bodiesOf(requests))[1]).toEqual({
      currentPassword: 'old secret',
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
  });
});

describe('delete account', () => {
  it('stays disabled until DELETE is typed exactly', async () => {
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Delete account' });
    const button = within(form).getByRole('button', { name: 'Delete my account' });
    const confirm = within(form).getByLabelText('Type DELETE to confirm');

    expect(button).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(M.deleteConfirmRequired);
    await user.type(confirm, 'delete');
    expect(button).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'DELETE');
    expect(button).toBeEnabled();
    expect(confirm).not.toHaveAccessibleDescription(M.deleteConfirmRequired);
  });

  it('asks for the password, shows a wrong one, and signs out to /auth once deleted', async () => {
    let attempts = 0;
    const requests = record('/api/account/delete', () =>
      ++attempts === 1
        ? errorAnswer('validation_failed', M.currentPasswordIncorrect)
        : HttpResponse.json({ ok: true, message: M.accountDeleted }),
    );
    const { user } = renderAccount();
    const form = screen.getByRole('form', { name: 'Delete account' });
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'DELETE');

    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(M.deletePasswordRequired);
    expect(requests).toHaveLength(0);

    await user.type(within(form).getByLabelText('Your password'), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.currentPasswordIncorrect);

    await user.clear(within(form).getByLabelText('Your password'));
    await user.type(within(form).getByLabelText('Your password'), 'old secret');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Page at /auth')).toBeVisible();
    await findToast(M.accountDeleted);
    expect((await bodiesOf(requests))[1]).toEqual({ confirm: 'DELETE', password: 'old secret' });
  });
});

describe('two-step verification', () => {
  it('asks for the password first and shows a wrong one', async () => {
    record('/api/auth/two-factor/enable', () => errorAnswer('validation_failed', M.currentPasswordIncorrect));
    const { user } = renderAccount();

    await user.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    const form = screen.getByRole('form', { name: 'Confirm with your password' });
    expect(within(form).getByLabelText('Your password')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(M.twoFactorPasswordRequired);

    await user.type(within(form).getByLabelText('Your password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.currentPasswordIncorrect);
  });
});
