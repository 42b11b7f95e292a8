import { SAFETY_MESSAGES, type SafetyAnswer } from '@physiomate/shared';
import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { safetyAnswerRows } from '../lib/safety-answers';
import { SectionCard } from './section-card';

const answerLooks = {
  yes: 'border-red-200 bg-red-50 text-red-900',
  unsure: 'border-amber-200 bg-amber-50 text-amber-950',
  no: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/** 'Your safety answers': each question asked and the answer given. Nothing when none were asked. */
export function SafetyAnswersCard({ answers }: { answers: readonly SafetyAnswer[] }) {
  const rows = safetyAnswerRows(answers);
  if (rows.length === 0) return null;
  return (
    <SectionCard id="safety-answers" icon={ShieldCheck} title={SAFETY_MESSAGES.answersTitle}>
      <ul className="divide-y divide-slate-100" data-testid="safety-answers">
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
          >
            <span className="leading-7 text-slate-800">{row.question}</span>
            <span
              className={cn(
                'inline-flex shrink-0 self-start rounded-full border px-3 py-0.5 text-sm font-semibold',
                answerLooks[row.answer],
              )}
            >
              <span className="sr-only">Your answer: </span>
              {row.label}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
