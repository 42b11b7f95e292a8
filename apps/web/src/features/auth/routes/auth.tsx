import { ACCOUNT_MESSAGES as M, PRODUCT_NAME } from '@physiomate/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { accountApi } from '../api/account';
import { TextField } from '../components/text-field';
import { setSession, takeJustSignedOut, useSession } from '../lib/session';
import { confirmationLinkError, validateSignIn, validateSignUp } from '../lib/validation';

/** Spec: a signed-in visitor leaves /auth for My Assessments after about 100 ms. */
const REDIRECT_DELAY_MS = 100;

type Tab = 'signin' | 'signup';

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

export default function AuthRoute() {
  usePageTitle('Sign In');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  // Read once per visit: right after sign-out, a still-signed-in answer must not bounce back.
  const [suppressRedirect] = useState(() => (typeof window === 'undefined' ? false : takeJustSignedOut()));

  useEffect(() => {
    if (!session.user || suppressRedirect) return;
    const timer = setTimeout(() => navigate(paths.myAssessments, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.user, suppressRedirect, navigate]);

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

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-ink">Welcome to {PRODUCT_NAME}</h1>
      <p className="mt-2 text-center text-slate-600">Sign in to keep your assessments and exercises.</p>
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

type CredentialsMode = {
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordPlaceholder: string;
  submitLabel: string;
  busyLabel: string;
  validate: (email: string, password: string) => string | null;
  /** Does the work; resolves to a message to show in the form, if any. */
  send: (email: string, password: string) => Promise<string | undefined>;
};

/** Email and password, one validation toast, one request: the shape both tabs share. */
function CredentialsForm({ mode }: { mode: CredentialsMode }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = mode.validate(email, password);
    if (problem) {
      void notify('error', problem);
      return;
    }
    setBusy(true);
    try {
      const message = await mode.send(email, password);
      if (message) {
        setNotice(message);
        setPassword('');
      }
    } catch (error) {
      void notify('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {notice ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-brand-900">
          {notice}
        </p>
      ) : null}
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete={mode.passwordAutoComplete}
        placeholder={mode.passwordPlaceholder}
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? mode.busyLabel : mode.submitLabel}
      </Button>
    </form>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <CredentialsForm
      mode={{
        passwordAutoComplete: 'current-password',
        passwordPlaceholder: 'Enter your password',
        submitLabel: 'Sign In',
        busyLabel: 'Signing In...',
        validate: validateSignIn,
        send: async (email, password) => {
          const answer = await accountApi.signIn(email, password);
          await queryClient.invalidateQueries();
          setSession(answer);
          onSignedIn();
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
        validate: validateSignUp,
        send: async (email, password) => {
          await accountApi.signUp(email, password);
          void notify('success', M.signUpSuccess);
          return M.signUpSuccess;
        },
      }}
    />
  );
}
