import type { Triage, TriageLevel } from '@physiomate/shared';
import { AlertTriangle, CalendarClock, Info, Siren, Stethoscope } from 'lucide-react';
import { cn } from '@/lib/cn';
import { flagHeadline, TRIAGE_TITLES, triageMessage } from '../lib/result-view';

const looks = {
  emergency: {
    icon: Siren,
    eyebrow: 'Emergency',
    box: 'border-red-300 bg-red-50 print:border-black',
    iconBox: 'bg-red-700 text-white',
    eyebrowText: 'text-red-800',
  },
  urgent: {
    icon: AlertTriangle,
    eyebrow: 'Urgent',
    box: 'border-amber-300 bg-amber-50',
    iconBox: 'bg-amber-600 text-white',
    eyebrowText: 'text-amber-900',
  },
  routine: {
    icon: CalendarClock,
    eyebrow: 'Routine check',
    box: 'border-sky-200 bg-sky-50',
    iconBox: 'bg-sky-700 text-white',
    eyebrowText: 'text-sky-900',
  },
  'self-care': {
    icon: Info,
    eyebrow: 'Please note',
    box: 'border-amber-300 bg-amber-50',
    iconBox: 'bg-amber-600 text-white',
    eyebrowText: 'text-amber-900',
  },
} as const satisfies Record<TriageLevel, unknown>;

export type CautionItem = { id: string; message: string };

/** Cautions (a child, pregnancy, recent surgery, new weakness): each message on its own, prominent. */
function Cautions({ cautions }: { cautions: readonly CautionItem[] }) {
  if (cautions.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2" aria-label="Cautions" data-testid="cautions">
      {cautions.map((c) => (
        <li
          key={c.id}
          className="flex gap-3 rounded-xl border-2 border-amber-400 bg-white p-4 font-semibold leading-7 text-slate-900 print:border-black"
        >
          <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-700 print:hidden" />
          <span>{c.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Shown first whenever the triage level is not self-care, or there is a caution. As the lead
 * (`lead`: a flag was raised, or an emergency) it holds the page's H1 (what to do) and the flag's
 * name as the headline; otherwise an H2 with the level's advice.
 */
export function TriageCard({
  triage,
  cautions = [],
  lead = false,
  eyebrow,
  engineVersion,
}: {
  triage: Triage;
  /** The engine that wrote the result: an emergency's message is cleaned here only if it is older than the guarantee (lib/result-view.ts). */
  engineVersion?: string;
  cautions?: readonly CautionItem[];
  lead?: boolean;
  /** Shown before the level in a lead card ('PhysioMate · 3 May 2026'). */
  eyebrow?: string;
}) {
  const selfCare = triage.level === 'self-care';
  if (selfCare && cautions.length === 0 && !lead) return null;
  const look = looks[triage.level];
  const Icon = look.icon;
  const emergency = triage.level === 'emergency';
  const flag = flagHeadline(triage);
  const Title = lead ? 'h1' : 'h2';
  const message = triageMessage(triage, engineVersion);
  const showAdvice = !selfCare || flag !== null;
  return (
    <section
      aria-labelledby="triage-title"
      role={emergency ? 'alert' : undefined}
      data-testid="triage-card"
      data-level={triage.level}
      className={cn(
        'print-card rounded-2xl border-2 p-5 sm:p-7 print:break-inside-avoid print:rounded-none',
        look.box,
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'hidden size-12 shrink-0 items-center justify-center rounded-xl sm:flex print:hidden',
            look.iconBox,
          )}
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn('text-sm font-bold tracking-wide uppercase', look.eyebrowText)}>
            {eyebrow ? `${eyebrow} · ` : ''}
            {look.eyebrow}
          </p>
          <Title
            id="triage-title"
            className={cn(
              'mt-1 font-bold tracking-tight text-ink',
              lead ? 'text-3xl sm:text-4xl' : 'text-xl sm:text-2xl',
            )}
          >
            {selfCare && !lead ? 'Please read this first' : TRIAGE_TITLES[triage.level]}
          </Title>
          {flag ? (
            <div className="mt-4" data-testid="flag-headline">
              <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{flag.name}</h2>
              {flag.others.length > 0 ? (
                <p className="mt-1 leading-7 text-slate-800">Also: {flag.others.join('; ')}</p>
              ) : null}
            </div>
          ) : null}
          {showAdvice ? (
            <div className="mt-4 rounded-xl bg-white/80 p-4 ring-1 ring-black/5">
              <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <Stethoscope aria-hidden="true" className="size-4 print:hidden" />
                {emergency || flag ? 'What to do now' : 'Whom to see and how soon'}
              </h3>
              <p className="mt-1 leading-7 text-slate-900">{message}</p>
              {emergency ? (
                <p className="mt-2 leading-7 text-slate-800">
                  Do not drive yourself. If someone is with you, tell them how you feel.
                </p>
              ) : null}
            </div>
          ) : null}
          <Cautions cautions={cautions} />
        </div>
      </div>
    </section>
  );
}
