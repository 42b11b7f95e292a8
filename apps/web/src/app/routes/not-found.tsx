import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

/** Shared screen for unknown paths and for pages that are not built yet (/team, /careers, /blog, /guides). */
export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">
        The page you&rsquo;re looking for doesn&rsquo;t exist or hasn&rsquo;t been written yet.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        Return to Home
      </Link>
    </section>
  );
}
