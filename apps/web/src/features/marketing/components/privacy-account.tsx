import { TIER_LABELS } from '@physiomate/shared';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { signOut, useSession } from '@/lib/session';

/** The privacy page's block for a signed-in user: who they are, their plan, and sign-out. */
export function PrivacyAccount() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.user) return null;
  return (
    <section
      aria-label="Your account"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-base sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-slate-700">
          Signed in as <strong className="break-all text-ink">{session.user.email}</strong>
        </p>
        <p className="text-slate-700">
          Plan: <strong className="text-ink">{TIER_LABELS[session.tier]}</strong>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void signOut(() => navigate(paths.auth))}>
        Sign out
      </Button>
    </section>
  );
}
