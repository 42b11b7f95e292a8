/**
 * Who is looking: the one place the results screen and My Assessments learn the user and tier,
 * from the auth feature's shared session (`GET /api/session`).
 */
import type { Tier } from '@physiomate/shared';
import { useSession } from '@/lib/session';

export type Viewer = {
  user: { id: string; email: string } | null;
  tier: Tier;
  isLoading: boolean;
};

export function useViewer(): Viewer {
  const session = useSession();
  if (session.status === 'loading') return { user: null, tier: 'free', isLoading: true };
  return {
    user: session.user ? { id: session.user.id, email: session.user.email } : null,
    tier: session.user ? session.tier : 'free',
    isLoading: false,
  };
}
