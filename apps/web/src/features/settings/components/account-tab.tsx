import { DELETE_CONFIRMATION_WORD, ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { TextField } from '@/components/form/text-field';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, JUST_SIGNED_OUT_KEY, refreshSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import {
  friendlyEmailError,
  validateDeletion,
  validateNewEmail,
  validatePasswordChange,
} from '@/lib/validation';
import { accountApi, EXPORT_URL } from '../api/account';
import { rememberRequestedEmail } from '../lib/email-change';
import { TwoFactorSection } from './two-factor-section';

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function Section({
  title,
  text,
  children,
  danger,
}: {
  title: string;
  text: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={danger ? 'border-red-200' : undefined}>
      <CardTitle className={danger ? 'text-red-800' : undefined}>{title}</CardTitle>
      <CardText>{text}</CardText>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

/**
 * Account tab: current email, change email, change password, two-step verification, data download
 * and account deletion.
 */
export function AccountTab({
  email,
  twoFactorEnabled = false,
}: {
  email: string;
  twoFactorEnabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-6">
      <Section title="Email address" text="The address you sign in with and where we send account emails.">
        <TextField id={`${id}-current`} label="Current email" value={email} readOnly />
        <ChangeEmailForm currentEmail={email} />
      </Section>
      <Section title="Change password" text="Changing your password signs you out on every other device.">
        <ChangePasswordForm />
      </Section>
      <Section
        title="Two-step verification"
        text="Ask for a code from an authenticator app on your phone each time you sign in, so a password alone is not enough."
      >
        <TwoFactorSection enabled={twoFactorEnabled} />
      </Section>
      <Section title="Your data" text="Download everything stored in your account as a JSON file.">
        <a href={EXPORT_URL} download className={buttonClasses('outline', 'sm')}>
          Download my data
        </a>
      </Section>
      <Section
        danger
        title="Danger Zone"
        text="Deleting your account erases your account and all of its health data (your saved assessments and their results) for good. This cannot be undone."
      >
        <DeleteAccountForm />
      </Section>
    </div>
  );
}

function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const id = useId();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewEmail(newEmail, currentEmail);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await accountApi.changeEmail(newEmail);
      rememberRequestedEmail(newEmail);
      setNewEmail('');
      void notify('success', M.emailUpdateSent);
    } catch (err) {
      setError(isApiError(err) ? friendlyEmailError(err.message) : M.emailUpdateFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label="Change email">
      <TextField
        id={`${id}-new`}
        label="New email"
        type="email"
        autoComplete="email"
        placeholder="Enter a new email address"
        value={newEmail}
        onChange={setNewEmail}
      />
      <FormError message={error} />
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? 'Updating...' : 'Update Email'}
      </Button>
    </form>
  );
}

function ChangePasswordForm() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePasswordChange(current, next, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await accountApi.changePassword(current, next, confirm);
      setCurrent('');
      setNext('');
      setConfirm('');
      void notify('success', M.passwordChanged);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change password">
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <NewPasswordFields
        id={id}
        value={next}
        onChange={setNext}
        confirm={confirm}
        onConfirmChange={setConfirm}
      />
      <FormError message={error} />
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}

function DeleteAccountForm() {
  const id = useId();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = confirm === DELETE_CONFIRMATION_WORD;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateDeletion(confirm, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await accountApi.deleteAccount(confirm, password);
      try {
        sessionStorage.setItem(JUST_SIGNED_OUT_KEY, '1');
      } catch {
        // Storage may be off; nothing depends on it here.
      }
      // Like sign-out: forget the user at once and land on /auth (the flag stops any bounce back).
      clearSession();
      navigate(paths.auth, { replace: true });
      queryClient.clear();
      void notify('success', answer.message ?? M.accountDeleted);
      void refreshSession();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Delete account">
      <TextField
        id={`${id}-confirm`}
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        value={confirm}
        onChange={setConfirm}
        hint={!confirmed ? M.deleteConfirmRequired : undefined}
      />
      <TextField
        id={`${id}-password`}
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <Button type="submit" variant="danger" size="sm" disabled={!confirmed || busy}>
        {busy ? 'Deleting...' : 'Delete my account'}
      </Button>
    </form>
  );
}
