import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { CurrentPasswordField, SubmitButton } from '@/components/form/server-form-fields';
import { TextField } from '@/components/form/text-field';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { refreshSession, setSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { accountApi, type TwoFactorSetup } from '../api/account';

// The forms' schemas load when a form is first checked (use-server-form.ts), not with the page.
const schemas = () => import('../lib/form-schemas');
const twoFactorPasswordBodySchema = () => schemas().then((m) => m.twoFactorPasswordBodySchema);
const totpCodeBodySchema = () => schemas().then((m) => m.totpCodeBodySchema);
// The QR code's encoder (uqr) is only needed once a setup has started: a chunk of its own, not part
// of Settings' first paint (it was a third of the page's code).
const loadQrCode = () => import('./qr-code');
const QrCode = lazy(() => loadQrCode().then((m) => ({ default: m.QrCode })));

/** The secret of an otpauth:// address, in groups of four for typing into an app by hand. */
function setupKey(totpURI: string): string {
  const secret = new URL(totpURI.replace(/^otpauth:/, 'http:')).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' | 'codes' }
  | { name: 'scan'; setup: TwoFactorSetup };

/**
 * Settings → Account: two-step sign-in with an authenticator app. Turning it on asks for the
 * password, shows a QR code (and the key to type by hand), and is only on once the app's first
 * code is right; then the one-time backup codes are shown once. Off and new codes ask the password.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const idle = () => setStep({ name: 'idle' });

  async function withPassword(purpose: 'enable' | 'disable' | 'codes', password: string) {
    if (purpose === 'enable') {
      // The QR code's chunk alongside the request: the next step then shows whole.
      const qrCode = loadQrCode().catch(() => undefined);
      const setup = await accountApi.enableTwoFactor(password);
      await qrCode;
      setCodes(null);
      setStep({ name: 'scan', setup });
    } else if (purpose === 'disable') {
      const answer = await accountApi.disableTwoFactor(password);
      setCodes(null);
      idle();
      await refreshSession();
      void notify('success', answer.message ?? M.twoFactorDisabled);
    } else {
      const answer = await accountApi.newBackupCodes(password);
      setCodes(answer.backupCodes);
      idle();
    }
  }

  return (
    <div className="space-y-4">
      <p role="status" className="font-semibold text-ink">
        {enabled ? 'Two-step verification is on.' : 'Two-step verification is off.'}
      </p>
      {step.name === 'idle' && !enabled ? (
        <Button size="sm" onClick={() => setStep({ name: 'password', purpose: 'enable' })}>
          Set up two-step verification
        </Button>
      ) : null}
      {step.name === 'idle' && enabled ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" size="sm" onClick={() => setStep({ name: 'password', purpose: 'codes' })}>
            New backup codes
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setStep({ name: 'password', purpose: 'disable' })}
          >
            Turn off two-step verification
          </Button>
        </div>
      ) : null}
      {step.name === 'password' ? (
        <PasswordStep
          submitLabel={
            step.purpose === 'enable'
              ? 'Continue'
              : step.purpose === 'disable'
                ? 'Turn Off'
                : 'Make New Codes'
          }
          onSubmit={(password) => withPassword(step.purpose, password)}
          onCancel={idle}
        />
      ) : null}
      {step.name === 'scan' ? (
        <ScanStep
          setup={step.setup}
          onCancel={idle}
          onEnabled={() => {
            setCodes(step.setup.backupCodes);
            idle();
            void notify('success', M.twoFactorEnabled);
          }}
        />
      ) : null}
      {codes ? <BackupCodes codes={codes} onDone={() => setCodes(null)} /> : null}
    </div>
  );
}

function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { form, id, messageId, message, field, submit, busy } = useServerForm(twoFactorPasswordBodySchema, {
    defaultValues: { password: '' },
    fields: ['password'],
    // Accepted: the next step replaces this form; the button stays busy until it has.
    busyAfterSuccess: true,
    send: ({ password }) => onSubmit(password),
  });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Confirm with your password">
      <CurrentPasswordField id={`${id}-password`} {...field('password')} />
      <FormError id={messageId} message={message} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="sm" busy={busy} label={submitLabel} busyLabel="Checking..." />
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: () => void;
  onCancel: () => void;
}) {
  const key = useMemo(() => setupKey(setup.totpURI), [setup.totpURI]);
  const { id, messageId, message, field, submit, busy } = useServerForm(totpCodeBodySchema, {
    defaultValues: { code: '' },
    fields: ['code'],
    busyAfterSuccess: true,
    send: async ({ code }) => {
      const answer = await accountApi.verifyCode(code);
      setSession(answer);
      onEnabled();
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Set up your authenticator app">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>Open an authenticator app on your phone and add an account.</li>
        <li>Scan this QR code, or type the setup key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <QrCodeBlock uri={setup.totpURI} />
      <TextField
        id={`${id}-key`}
        label="Setup key"
        value={key}
        readOnly
        spellCheck={false}
        hint="If you cannot scan the code, type this key into the app."
      />
      <TextField
        id={`${id}-code`}
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        {...field('code')}
      />
      <FormError id={messageId} message={message} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="sm" busy={busy} label="Turn On" busyLabel="Checking..." />
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Until its chunk is in: a box of the code's size, so the fields below do not move. */
function QrCodeBlock({ uri }: { uri: string }) {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className="size-[184px] rounded-lg border border-slate-200 bg-white" />
      }
    >
      <QrCode value={uri} label="QR code for your authenticator app" />
    </Suspense>
  );
}

/** The one-time backup codes, shown once: to copy, download or write down. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId();
  const text = codes.join('\n');
  const href = useMemo(() => `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`, [text]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h4 id={`${id}-title`} className="font-semibold text-ink">
        Your backup codes
      </h4>
      <p className="text-sm text-slate-800">
        Keep these somewhere safe. If you lose your phone, each code lets you sign in once instead of a code
        from the app. They will not be shown again; older codes no longer work.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a
          href={href}
          download="physiomate-backup-codes.txt"
          className="inline-flex min-h-10 items-center rounded-xl border border-slate-300 bg-white px-3.5 text-sm font-semibold text-ink hover:border-brand-600"
        >
          Download codes
        </a>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </section>
  );
}
