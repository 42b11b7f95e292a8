/**
 * Renders a screen as the app does: in a router (a memory router starting at `at`), with TanStack
 * Query and the toaster. Any other page the screen navigates to shows 'Page at <path>'.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { createQueryClient } from '@/lib/query-client';

function OtherPage() {
  const { pathname } = useLocation();
  return <p>Page at {pathname}</p>;
}

export function renderScreen(
  screen: ReactNode,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  const queryClient = createQueryClient();
  // A failed read shows its error at once (the app retries 5xx answers with growing delays).
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, user, router, queryClient };
}

/** A toast with this text, once it has faded in (toasts are announced, then shown). */
export async function findToast(text: string): Promise<HTMLElement> {
  let toast: HTMLElement | undefined;
  await waitFor(() => {
    toast = screen.getByText(text);
    expect(toast).toBeVisible();
  });
  return toast as HTMLElement;
}
