/**
 * Who is looking: the one place the results screen and My Assessments learn the user and tier.
 * TODO(auth): swap the body for the auth feature's session hook once it lands.
 */
import type { Tier } from '@physiomate/shared';

export type Viewer = {
  user: { id: string; email: string } | null;
  tier: Tier;
  isLoading: boolean;
};

export function useViewer(): Viewer {
  return { user: null, tier: 'free', isLoading: false };
}
