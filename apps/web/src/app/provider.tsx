import { type ReactNode, StrictMode } from 'react';

/**
 * Providers needed by every page. Deliberately thin: the landing page must stay tiny, so TanStack Query
 * lives in the lazily loaded app layout (see app/routes/app-layout.tsx) and toasts load on demand.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
