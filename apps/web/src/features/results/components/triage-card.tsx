import { RED_FLAGS, TRIAGE_LEVELS, type Triage } from '@physiomate/shared';
import { AlertTriangle, CalendarClock, Siren, Stethoscope } from 'lucide-react';
import { cn } from '@/lib/cn';

const redFlagNames = new Map<string, string>(RED_FLAGS.map((f) => [f.id, f.name]));
const advice = new Map<string, string>(TRIAGE_LEVELS.map((t) => [t.id, t.advice]));

const looks = {
  emergency: {
    icon: Siren,
    eyebrow: 'Emergency',
    title: 'Get medical help now',
    box: 'border-red-300 bg-red-50 print:border-black',
    iconBox: 'bg-red-700 text-white',
    eyebrowText: 'text-red-800',
  },
  urgent: {
    icon: AlertTriangle,
    eyebrow: 'Urgent',
    title: 'See a doctor within 24 hours',
    box: 'border-amber-300 bg-amber-50',
    iconBox: 'bg-amber-600 text-white',
    eyebrowText: 'text-amber-900',
  },
  routine: {
    icon: CalendarClock,
    eyebrow: 'Routine check',
    title: 'Book an appointment in the next 1-2 weeks',
    box: 'border-sky-200 bg-sky-50',
    iconBox: 'bg-sky-700 text-white',
    eyebrowText: 'text-sky-900',
  },
} as const;

/** Shown first whenever the triage level is not self-care. */
export function TriageCard({ triage }: { triage: Triage }) {
  if (triage.level === 'self-care') return null;
  const look = looks[triage.level];
  const Icon = look.icon;
  const emergency = triage.level === 'emergency';
  const flags = triage.red_flags.map((id) => redFlagNames.get(id)).filter(Boolean);
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
          <p className={cn('text-sm font-bold tracking-wide uppercase', look.eyebrowText)}>{look.eyebrow}</p>
          <h2 id="triage-title" className="mt-1 text-xl font-bold text-ink sm:text-2xl">
            {look.title}
          </h2>
          <div className="mt-4 rounded-xl bg-white/80 p-4 ring-1 ring-black/5">
            <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Stethoscope aria-hidden="true" className="size-4 print:hidden" />
              {emergency ? 'What to do now' : 'Whom to see and how soon'}
            </h3>
            <p className="mt-1 leading-7 text-slate-900">{triage.message || advice.get(triage.level)}</p>
            {emergency ? (
              <p className="mt-2 leading-7 text-slate-800">
                Do not drive yourself. If someone is with you, tell them how you feel.
              </p>
            ) : null}
          </div>
          {flags.length > 0 ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-slate-900">Why we are concerned</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {flags.map((name) => (
                  <li
                    key={name}
                    className="rounded-full border border-current/20 bg-white px-3 py-1 text-sm font-medium text-slate-900"
                  >
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
