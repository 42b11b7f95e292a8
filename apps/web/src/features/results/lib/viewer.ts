/**
 * Who is looking: the one place the results screen and My Assessments learn the user and tier.
 * Backed by the auth feature's session store (`GET /api/session`), so sign-in and sign-out show
 * everywhere at once.
 */
import type { Tier } from '@physiomate/shared';
import { useSession } from '@/features/auth/lib/session';

export type Viewer = {
  user: { id: string; email: string } | null;
  tier: Tier;
  isLoading: boolean;
};

export function useViewer(): Viewer {
  const session = useSession();
  if (session.status === 'loading') return { user: null, tier: 'free', isLoading: true };
  const user = session.user;
  return {
    user: user ? { id: user.id, email: user.email } : null,
    tier: user ? session.tier : 'free',
    isLoading: false,
  };
}
