import { SAFETY_MESSAGES } from '@physiomate/shared';
import { MessageSquareWarning, PencilLine } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type NotUnderstood, notUnderstoodText } from '../lib/result-view';

/**
 * The engine could not understand enough of the text for a safe plan: say so, and ask for more
 * detail (the wizard opens with what was written). The page's H1 unless a raised flag leads.
 */
export function NotUnderstoodCard({
  kind,
  lead,
  eyebrow,
  onAddDetail,
}: {
  kind: NotUnderstood;
  lead: boolean;
  eyebrow?: string;
  onAddDetail: () => void;
}) {
  const Title = lead ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="not-understood-title"
      data-testid="not-understood"
      className="print-card rounded-2xl border-2 border-brand-200 bg-white p-5 shadow-sm sm:p-7 print:break-inside-avoid"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex print:hidden"
        >
          <MessageSquareWarning className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          {eyebrow ? (
            <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{eyebrow}</p>
          ) : null}
          <Title
            id="not-understood-title"
            className={cn(
              'mt-1 font-bold tracking-tight text-ink',
              lead ? 'text-3xl sm:text-4xl' : 'text-xl sm:text-2xl',
            )}
          >
            {SAFETY_MESSAGES.notUnderstoodTitle}
          </Title>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-800">{notUnderstoodText(kind)}</p>
          <ButtonLink to={paths.assessment} onClick={onAddDetail} className="mt-5 print:hidden">
            <PencilLine aria-hidden="true" className="size-5" />
            {SAFETY_MESSAGES.addDetail}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
