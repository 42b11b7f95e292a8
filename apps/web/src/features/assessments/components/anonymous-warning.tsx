import { TriangleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Visitors' results live only in this browser tab. */
export function AnonymousWarning() {
  return (
    <section
      aria-labelledby="unsaved-title"
      data-testid="anonymous-warning"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6 print:hidden"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800 sm:flex"
        >
          <TriangleAlert className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="unsaved-title" className="text-lg font-semibold text-amber-950">
            All your recommendations will be lost
          </h2>
          <p className="mt-1 leading-7 text-amber-950">
            You are not signed in, so this plan is kept only in this browser tab and disappears when you close
            it. Create a free account and we will save this assessment for you.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.signUp}>Create Free Account</ButtonLink>
            <ButtonLink to={paths.assessment} variant="outline">
              Create New Assessment
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
