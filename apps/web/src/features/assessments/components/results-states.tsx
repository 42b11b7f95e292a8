import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Fills the screen (min-h-dvh) so the footer starts below the fold: the results that replace it are
 * taller, and a footer pushed down from inside the viewport was a layout shift of about 0.5.
 */
export function ResultsLoading() {
  return (
    <div
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center px-4 py-24 text-center"
      role="status"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <h1 className="mt-6 text-2xl font-bold text-ink">Loading Your Results</h1>
      <p className="mt-2 text-slate-700">Retrieving your personalized recommendations...</p>
    </div>
  );
}

export function ResultsNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600"
      >
        <SearchX className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-ink">Results Not Found</h1>
      <p className="mt-2 leading-7 text-slate-700">
        Please complete an assessment to get your personalized recommendations.
      </p>
      <ButtonLink to={paths.assessment} className="mt-8">
        Start Assessment
      </ButtonLink>
    </div>
  );
}
