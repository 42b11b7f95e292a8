import { ASSESSMENT_MESSAGES, ACCOUNT_MESSAGES as M, PRODUCT_NAME } from '@physiomate/shared';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { EmailField, SubmitButton } from '@/components/form/server-form-fields';
import { TextField } from '@/components/form/text-field';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { pendingKey } from '@/lib/assessment-storage/pending-key';
import { readPendingAssessment } from '@/lib/assessment-storage/save-rules';
import { clearAssessmentKeys } from '@/lib/assessment-storage/session-keys';
import { queryClient } from '@/lib/query-client';
import { clearSession, refreshSession, setSession, takeJustSignedOut, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { authApi, needsCode } from '../api/auth-api';

// The forms' schemas load when a form is first checked (use-server-form.ts), not with the page.
const schemas = () => import('../lib/form-schemas');
const signInFormSchema = () => schemas().then((m) => m.signInFormSchema);
const signUpFormSchema = () => schemas().then((m) => m.signUpFormSchema);
const totpCodeBodySchema = () => schemas().then((m) => m.totpCodeBodySchema);
const backupCodeBodySchema = () => schemas().then((m) => m.backupCodeBodySchema);
const forgotPasswordBodySchema = () => schemas().then((m) => m.forgotPasswordBodySchema);
const newPasswordFormSchema = () => schemas().then((m) => m.newPasswordFormSchema);

/** A signed-in visitor has nothing to do on /auth: it leaves for My Assessments after a short pause. */
const REDIRECT_DELAY_MS = 100;

type Tab = 'signin' | 'signup';

/** Forgotten password: `?view=forgot` asks for the address; the emailed link opens `?reset=TOKEN`. */
type RecoveryView = 'forgot' | 'reset' | null;

const formClasses = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/** Messages for `?error=` on a confirmation link's landing page. */
function confirmationLinkError(code: string | null): string | null {
  if (!code) return null;
  return code === 'TOKEN_EXPIRED' ? M.linkExpired : M.linkInvalid;
}

/**
 * A visitor's finished, unsaved assessment in this tab: sign-up and sign-in carry it, and the server
 * saves it to the account when the email is confirmed or at sign-in (docs/decisions/confirmation-links.md).
 */
function pendingForRequest() {
  const pending = readPendingAssessment();
  return pending ? { ...pending, key: pendingKey() } : undefined;
}

/** The server saved the tab's assessment at sign-in (or earlier, at confirmation): the tab lets it go. */
function pendingSaved(): void {
  clearAssessmentKeys();
  void notify('success', ASSESSMENT_MESSAGES.savedTitle, { description: ASSESSMENT_MESSAGES.saved });
}

export default function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const resetToken = params.get('reset');
  const recovery: RecoveryView = resetToken ? 'reset' : params.get('view') === 'forgot' ? 'forgot' : null;
  usePageTitle(recovery ? 'Reset Password' : 'Sign In');
  const navigate = useNavigate();
  const session = useSession();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const [signInNotice, setSignInNotice] = useState<string | null>(null);
  // A confirmation link lands here with ?confirmed=1 (and &assessment=saved when it saved one).
  const confirmed = params.get('confirmed') === '1';
  const assessmentSaved = confirmed && params.get('assessment') === 'saved';
  // Read once per visit: right after sign-out, a still-signed-in answer must not bounce back.
  const [suppressRedirect] = useState(() => (typeof window === 'undefined' ? false : takeJustSignedOut()));

  useEffect(() => {
    // A reset link opened where someone is still signed in shows its form all the same.
    if (!session.user || suppressRedirect || recovery) return;
    const timer = setTimeout(() => navigate(paths.myAssessments, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.user, suppressRedirect, recovery, navigate]);

  // A confirmation link that failed lands here with ?error=CODE.
  const linkError = confirmationLinkError(params.get('error'));
  const shown = useRef(false);
  useEffect(() => {
    if (!linkError || shown.current) return;
    shown.current = true;
    void notify('error', linkError);
    setParams(
      (p) => {
        p.delete('error');
        return p;
      },
      { replace: true },
    );
  }, [linkError, setParams]);

  const selectTab = (value: string) =>
    setParams(
      (p) => {
        if (value === 'signup') p.set('tab', 'signup');
        else p.delete('tab');
        return p;
      },
      { replace: true },
    );

  const showView = (view: RecoveryView) =>
    setParams(
      (p) => {
        p.delete('reset');
        p.delete('tab');
        if (view === 'forgot') p.set('view', 'forgot');
        else p.delete('view');
        return p;
      },
      { replace: true },
    );

  if (recovery) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        {recovery === 'reset' && resetToken ? (
          <ResetPasswordForm
            token={resetToken}
            onRequestNewLink={() => showView('forgot')}
            onDone={(message) => {
              setSignInNotice(message);
              showView(null);
            }}
          />
        ) : (
          <ForgotPasswordForm onBack={() => showView(null)} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-ink">Welcome to {PRODUCT_NAME}</h1>
      <p className="mt-2 text-center text-slate-600">Sign in to keep your assessments and exercises.</p>
      {confirmed ? <ConfirmedNotice assessmentSaved={assessmentSaved} /> : null}
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList className="w-full sm:w-full">
          <TabsTrigger value="signin" className="sm:flex-1">
            Sign In
          </TabsTrigger>
          <TabsTrigger value="signup" className="sm:flex-1">
            Sign Up
          </TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm
            notice={signInNotice}
            onForgot={() => showView('forgot')}
            onSignedIn={() =>
              setTimeout(() => navigate(paths.myAssessments, { replace: true }), REDIRECT_DELAY_MS)
            }
          />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Where a confirmation link lands: the address is confirmed, and the person signs in (no one is signed in by a link). */
function ConfirmedNotice({ assessmentSaved }: { assessmentSaved: boolean }) {
  return (
    <section
      role="status"
      data-testid="email-confirmed"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <h2 className="font-semibold">{M.emailConfirmedTitle}</h2>
        {assessmentSaved ? (
          <p className="mt-1">
            <strong>{M.assessmentSavedOnConfirm}</strong>. {M.assessmentSavedOnConfirmDetail}
          </p>
        ) : null}
        <p className="mt-1">{M.emailConfirmed}</p>
      </div>
    </section>
  );
}

type Credentials = { email: string; password: string };

type CredentialsMode = {
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordPlaceholder: string;
  submitLabel: string;
  busyLabel: string;
  /** The shared schema, loaded on first use (zod/mini: checked in the browser as on the server). */
  schema: typeof signInFormSchema | typeof signUpFormSchema;
  /** Does the work with the checked values; resolves to a message to show in the form, if any. */
  send: (values: Credentials) => Promise<string | undefined>;
};

/** Email and password, one toast for what is missing or refused, one request: the shape both tabs share. */
function CredentialsForm({
  mode,
  initialNotice = null,
  belowPassword,
}: {
  mode: CredentialsMode;
  initialNotice?: string | null;
  belowPassword?: ReactNode;
}) {
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const { form, id, errors, submit, busy } = useServerForm(mode.schema, {
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    report: 'toast',
    send: async (values, { resetField }) => {
      const message = await mode.send(values);
      if (message) {
        setNotice(message);
        resetField('password');
      }
    },
  });

  return (
    <form onSubmit={submit} noValidate className={formClasses}>
      {notice ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-brand-900">
          {notice}
        </p>
      ) : null}
      <EmailField
        id={`${id}-email`}
        placeholder="Enter your email"
        aria-invalid={errors.email ? true : undefined}
        {...form.register('email')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete={mode.passwordAutoComplete}
        placeholder={mode.passwordPlaceholder}
        aria-invalid={errors.password ? true : undefined}
        {...form.register('password')}
      />
      {belowPassword}
      <SubmitButton className="w-full" busy={busy} label={mode.submitLabel} busyLabel={mode.busyLabel} />
    </form>
  );
}

function SignInForm({
  onSignedIn,
  onForgot,
  notice,
}: {
  onSignedIn: () => void;
  onForgot: () => void;
  notice: string | null;
}) {
  // After a right password, an account with two-step verification still owes a code.
  const [codeDue, setCodeDue] = useState(false);

  const signedIn = async (answer: Parameters<typeof setSession>[0]) => {
    // Before the session is known: the app's after-sign-in save must find nothing left to save.
    if (answer.pendingAssessmentSaved) pendingSaved();
    await queryClient.invalidateQueries();
    setSession(answer);
    onSignedIn();
  };

  if (codeDue) return <CodeForm onVerified={signedIn} onBack={() => setCodeDue(false)} />;

  return (
    <CredentialsForm
      key={notice ?? 'sign-in'}
      initialNotice={notice}
      belowPassword={
        <p className="-mt-2 text-right">
          <button
            type="button"
            onClick={onForgot}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Forgot password?
          </button>
        </p>
      }
      mode={{
        passwordAutoComplete: 'current-password',
        passwordPlaceholder: 'Enter your password',
        submitLabel: 'Sign In',
        busyLabel: 'Signing In...',
        schema: signInFormSchema,
        send: async ({ email, password }) => {
          const answer = await authApi.signIn(email, password, pendingForRequest());
          if (needsCode(answer)) setCodeDue(true);
          else await signedIn(answer);
          return undefined;
        },
      }}
    />
  );
}

function SignUpForm() {
  return (
    <CredentialsForm
      mode={{
        passwordAutoComplete: 'new-password',
        passwordPlaceholder: M.passwordPlaceholder,
        submitLabel: 'Sign Up',
        busyLabel: 'Creating Account...',
        schema: signUpFormSchema,
        send: async ({ email, password }) => {
          const pending = pendingForRequest();
          await authApi.signUp(email, password, pending);
          void notify('success', M.signUpSuccess);
          return pending ? `${M.signUpSuccess} ${M.signUpAssessmentHeld}` : M.signUpSuccess;
        },
      }}
    />
  );
}

type CodeKind = 'app' | 'backup';
const codeSchemas = { app: totpCodeBodySchema, backup: backupCodeBodySchema } as const;

/** The second step of sign-in: a code from the authenticator app, or one of the backup codes. */
function CodeForm({
  onVerified,
  onBack,
}: {
  onVerified: (answer: Parameters<typeof setSession>[0]) => Promise<void>;
  onBack: () => void;
}) {
  const [kind, setKind] = useState<CodeKind>('app');
  // A new form for each kind: the code typed and its error belong to the kind they were typed for.
  return (
    <CodeKindForm
      key={kind}
      kind={kind}
      onVerified={onVerified}
      onBack={onBack}
      onSwitch={() => setKind(kind === 'app' ? 'backup' : 'app')}
    />
  );
}

function CodeKindForm({
  kind,
  onVerified,
  onBack,
  onSwitch,
}: {
  kind: CodeKind;
  onVerified: (answer: Parameters<typeof setSession>[0]) => Promise<void>;
  onBack: () => void;
  onSwitch: () => void;
}) {
  const { form, id, messageId, message, field, submit, busy } = useServerForm(codeSchemas[kind], {
    defaultValues: { code: '' },
    fields: ['code'],
    // Verified: the page moves on; the button stays busy until it has.
    busyAfterSuccess: true,
    send: async ({ code }) => {
      const answer = kind === 'app' ? await authApi.verifyCode(code) : await authApi.verifyBackupCode(code);
      await onVerified(answer);
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form onSubmit={submit} noValidate className={formClasses} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Two-step verification
      </h2>
      <p className="text-slate-700">
        {kind === 'app'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the backup codes you saved when you turned on two-step verification. Each code works once.'}
      </p>
      <TextField
        id={`${id}-code`}
        label={kind === 'app' ? 'Authenticator code' : 'Backup code'}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={kind === 'app' ? 7 : 12}
        {...field('code')}
      />
      <FormError id={messageId} message={message} />
      <SubmitButton className="w-full" busy={busy} label="Verify" busyLabel="Verifying..." />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onSwitch}>
          {kind === 'app' ? 'Use a backup code instead' : 'Use my authenticator app'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    </form>
  );
}

/** 'Forgot password?': one address, and the same answer whether or not it has an account. */
function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const { id, messageId, message, field, submit, busy } = useServerForm(forgotPasswordBodySchema, {
    defaultValues: { email: '' },
    fields: ['email'],
    send: async ({ email }) => {
      const answer = await authApi.requestPasswordReset(email);
      setNotice(answer.message ?? M.resetRequested);
    },
  });

  return (
    <>
      <h1 className="text-center text-3xl font-bold tracking-tight text-ink">Reset your password</h1>
      <p className="mt-2 text-center text-slate-600">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <form onSubmit={submit} noValidate className={`mt-8 ${formClasses}`}>
        {notice ? (
          <p role="status" className="rounded-xl bg-brand-50 p-3 text-brand-900">
            {notice}
          </p>
        ) : null}
        <EmailField id={`${id}-email`} placeholder="Enter your email" {...field('email')} />
        <FormError id={messageId} message={message} />
        <SubmitButton className="w-full" busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        <Button variant="ghost" size="sm" className="w-full" onClick={onBack}>
          Back to Sign In
        </Button>
      </form>
    </>
  );
}

/** The emailed link's page: a new password, twice. */
function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string;
  onDone: (message: string) => void;
  onRequestNewLink: () => void;
}) {
  const { id, messageId, message, field, submit, busy } = useServerForm(newPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
    fields: ['newPassword', 'confirmPassword'],
    send: async ({ newPassword, confirmPassword = '' }) => {
      const answer = await authApi.resetPassword(token, newPassword, confirmPassword);
      // Every session of the account has ended, this browser's too.
      clearSession();
      queryClient.clear();
      void refreshSession();
      onDone(answer.message ?? M.passwordReset);
    },
  });

  return (
    <>
      <h1 className="text-center text-3xl font-bold tracking-tight text-ink">Choose a new password</h1>
      <p className="mt-2 text-center text-slate-600">Setting a new password signs you out on every device.</p>
      <form onSubmit={submit} noValidate className={`mt-8 ${formClasses}`}>
        <NewPasswordFields id={id} next={field('newPassword')} confirm={field('confirmPassword')} />
        <FormError id={messageId} message={message} />
        {message === M.resetLinkInvalid ? (
          <Button variant="outline" size="sm" className="w-full" onClick={onRequestNewLink}>
            Request a new link
          </Button>
        ) : null}
        <SubmitButton className="w-full" busy={busy} label="Set New Password" busyLabel="Saving..." />
      </form>
    </>
  );
}
