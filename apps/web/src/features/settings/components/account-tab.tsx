import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  DELETE_CONFIRMATION_WORD,
  deleteAccountBodySchema,
  ACCOUNT_MESSAGES as M,
} from '@physiomate/shared';
import { type ReactNode, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { errorIdFor, formMessage } from '@/components/form/form-message';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { TextField } from '@/components/form/text-field';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, JUST_SIGNED_OUT_KEY, refreshSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { accountApi, EXPORT_URL } from '../api/account';
import { rememberRequestedEmail } from '../lib/email-change';
import { TwoFactorSection } from './two-factor-section';

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
  const id = useId();
  const errorId = `${id}-error`;
  const resolver = useMemo(() => zodResolver(changeEmailBodySchema(currentEmail)), [currentEmail]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { newEmail: '' } });
  const message = formMessage(errors, ['newEmail']);

  const submit = handleSubmit(async ({ newEmail }) => {
    try {
      await accountApi.changeEmail(newEmail);
      rememberRequestedEmail(newEmail);
      reset();
      void notify('success', M.emailUpdateSent);
    } catch (err) {
      setError('root.server', {
        message: isApiError(err) ? friendlyEmailError(err.message) : M.emailUpdateFailed,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label="Change email">
      <TextField
        id={`${id}-new`}
        label="New email"
        type="email"
        autoComplete="email"
        placeholder="Enter a new email address"
        errorId={errorIdFor(errors, 'newEmail', errorId)}
        {...register('newEmail')}
      />
      <FormError id={errorId} message={message} />
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Email'}
      </Button>
    </form>
  );
}

const changePasswordResolver = zodResolver(changePasswordBodySchema);

function ChangePasswordForm() {
  const id = useId();
  const errorId = `${id}-error`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const message = formMessage(errors, ['currentPassword', 'newPassword', 'confirmPassword']);

  const submit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword = '' }) => {
    try {
      await accountApi.changePassword(currentPassword, newPassword, confirmPassword);
      reset();
      void notify('success', M.passwordChanged);
    } catch (err) {
      setError('root.server', { message: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change password">
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        errorId={errorIdFor(errors, 'currentPassword', errorId)}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        id={id}
        next={register('newPassword')}
        confirm={register('confirmPassword')}
        nextErrorId={errorIdFor(errors, 'newPassword', errorId)}
        confirmErrorId={errorIdFor(errors, 'confirmPassword', errorId)}
      />
      <FormError id={errorId} message={message} />
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}

const deleteAccountResolver = zodResolver(deleteAccountBodySchema);

function DeleteAccountForm() {
  const id = useId();
  const errorId = `${id}-error`;
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({
    resolver: deleteAccountResolver,
    defaultValues: { confirm: '', password: '' },
  });
  const confirmed = watch('confirm') === DELETE_CONFIRMATION_WORD;
  const message = formMessage(errors, ['confirm', 'password']);

  const submit = handleSubmit(async ({ confirm, password }) => {
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
      setError('root.server', { message: errorMessage(err) });
    }
  });
  // Deleted: the page is leaving; the button stays busy until it has.
  const busy = isSubmitting || (isSubmitSuccessful && !errors.root);

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Delete account">
      <TextField
        id={`${id}-confirm`}
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        hint={!confirmed ? M.deleteConfirmRequired : undefined}
        errorId={errorIdFor(errors, 'confirm', errorId)}
        {...register('confirm')}
      />
      <TextField
        id={`${id}-password`}
        label="Your password"
        type="password"
        autoComplete="current-password"
        errorId={errorIdFor(errors, 'password', errorId)}
        {...register('password')}
      />
      <FormError id={errorId} message={message} />
      <Button type="submit" variant="danger" size="sm" disabled={!confirmed || busy}>
        {busy ? 'Deleting...' : 'Delete my account'}
      </Button>
    </form>
  );
}
