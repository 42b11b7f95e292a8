/**
 * Who is looking: the one place the results screen and My Assessments learn the user and tier.
 * Reads `GET /api/session` ({ user, tier }).
 * TODO(auth): swap the body for the auth feature's session hook once it lands in features/auth.
 */
import type { Tier } from '@physiomate/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Viewer = {
  user: { id: string; email: string } | null;
  tier: Tier;
  isLoading: boolean;
};

/** The answer of `GET /api/session`. */
type SessionAnswer = { user: { id: string; email: string } | null; tier: Tier };

export function useViewer(): Viewer {
  const session = useQuery({
    queryKey: ['viewer-session'],
    queryFn: ({ signal }) => api.get<SessionAnswer>('/session', { signal }),
    staleTime: 0,
    retry: 1,
  });
  if (session.isPending) return { user: null, tier: 'free', isLoading: true };
  const user = session.data?.user ?? null;
  return {
    user: user ? { id: user.id, email: user.email } : null,
    tier: user ? (session.data?.tier ?? 'free') : 'free',
    isLoading: false,
  };
}
