import { DELETE_CONFIRMATION_WORD, ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { type ReactNode, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { CurrentPasswordField, EmailField, SubmitButton } from '@/components/form/server-form-fields';
import { TextField } from '@/components/form/text-field';
import { useServerForm } from '@/components/form/use-server-form';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, JUST_SIGNED_OUT_KEY, refreshSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { accountApi, EXPORT_URL } from '../api/account';
import { rememberRequestedEmail } from '../lib/email-change';
import { TwoFactorSection } from './two-factor-section';

// The forms' schemas load when a form is first checked (use-server-form.ts), not with the page.
const schemas = () => import('../lib/form-schemas');
const changePasswordBodySchema = () => schemas().then((m) => m.changePasswordBodySchema);
const deleteAccountBodySchema = () => schemas().then((m) => m.deleteAccountBodySchema);

/** When the service calls the address invalid, suggest a real (not test or temporary) domain. */
function friendlyEmailError(message: string): string {
  return message === M.invalidEmail ? M.invalidEmailFromService : message;
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
  const schema = useMemo(
    () => () => schemas().then((m) => m.changeEmailBodySchema(currentEmail)),
    [currentEmail],
  );
  const { id, messageId, message, field, submit, busy } = useServerForm(schema, {
    defaultValues: { newEmail: '' },
    fields: ['newEmail'],
    serverMessage: (err) => (isApiError(err) ? friendlyEmailError(err.message) : M.emailUpdateFailed),
    send: async ({ newEmail }, { reset }) => {
      await accountApi.changeEmail(newEmail);
      rememberRequestedEmail(newEmail);
      reset();
      void notify('success', M.emailUpdateSent);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label="Change email">
      <EmailField
        id={`${id}-new`}
        label="New email"
        placeholder="Enter a new email address"
        {...field('newEmail')}
      />
      <FormError id={messageId} message={message} />
      <SubmitButton size="sm" busy={busy} label="Update Email" busyLabel="Updating..." />
    </form>
  );
}

function ChangePasswordForm() {
  const { id, messageId, message, field, submit, busy } = useServerForm(changePasswordBodySchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    send: async ({ currentPassword, newPassword, confirmPassword = '' }, { reset }) => {
      await accountApi.changePassword(currentPassword, newPassword, confirmPassword);
      reset();
      void notify('success', M.passwordChanged);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change password">
      <CurrentPasswordField id={`${id}-current`} label="Current password" {...field('currentPassword')} />
      <NewPasswordFields id={id} next={field('newPassword')} confirm={field('confirmPassword')} />
      <FormError id={messageId} message={message} />
      <SubmitButton size="sm" busy={busy} label="Update Password" busyLabel="Updating..." />
    </form>
  );
}

function DeleteAccountForm() {
  const navigate = useNavigate();
  const { form, id, messageId, message, field, submit, busy } = useServerForm(deleteAccountBodySchema, {
    defaultValues: { confirm: '', password: '' },
    fields: ['confirm', 'password'],
    // Deleted: the page is leaving; the button stays busy until it has.
    busyAfterSuccess: true,
    send: async ({ confirm, password }) => {
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
    },
  });
  const confirmed = form.watch('confirm') === DELETE_CONFIRMATION_WORD;

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Delete account">
      <TextField
        id={`${id}-confirm`}
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        hint={!confirmed ? M.deleteConfirmRequired : undefined}
        {...field('confirm')}
      />
      <CurrentPasswordField id={`${id}-password`} {...field('password')} />
      <FormError id={messageId} message={message} />
      <SubmitButton
        variant="danger"
        size="sm"
        disabled={!confirmed}
        busy={busy}
        label="Delete my account"
        busyLabel="Deleting..."
      />
    </form>
  );
}
