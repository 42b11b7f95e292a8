import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Pages that need an account: 'Loading...' while the session is read, /auth when signed out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="mx-auto max-w-4xl px-4 py-16 text-center text-slate-600 sm:px-6"
      >
        Loading...
      </div>
    );
  }
  if (!session.user) return <Navigate to={paths.auth} replace />;
  return children;
}
