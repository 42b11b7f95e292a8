import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';

/** Shared header, main landmark and footer for most pages. */
export function SiteLayout() {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
