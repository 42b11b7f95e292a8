import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { MinimalHeader } from '@/components/layout/minimal-header';

/** Focused pages (sign-in, privacy): logo + 'Back to Home' header, then the page and the footer. */
export function MinimalLayout() {
  return (
    <>
      <MinimalHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
