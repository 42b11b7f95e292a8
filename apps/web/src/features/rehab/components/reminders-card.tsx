import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Card, CardText } from '@/components/ui/card';
import { usePaintedWith } from '@/lib/after-first-paint';
import { getReminders, remindersKey } from '../api/rehab-api';

// The form (react-hook-form, Radix's switch and toggle group) is a chunk of its own, fetched
// alongside the settings it shows rather than with the page: the card is at the foot of My Rehab,
// and with the page it was 20 KB more to fetch and run before the page's first paint. Both the
// settings and the form are asked for once the page has painted: started on mount, they ran
// alongside the page's own code and delayed its first paint on a phone's network.
const loadForm = () => import('./reminder-form');
const ReminderForm = lazy(() => loadForm().then((m) => ({ default: m.ReminderForm })));

/** Reminders: opt-in emails on chosen days at a chosen time, and 'Add to calendar'. */
export function RemindersCard() {
  const painted = usePaintedWith(true);
  const reminders = useQuery({
    queryKey: remindersKey(),
    queryFn: ({ signal }) => getReminders(signal),
    enabled: painted,
  });
  useEffect(() => {
    if (painted) void loadForm();
  }, [painted]);
  const loading = (
    <p role="status" className="mt-4 text-slate-700">
      {reminders.isError ? 'Your reminder settings could not be loaded.' : 'Loading your reminders…'}
    </p>
  );
  return (
    <Card aria-labelledby="reminders-title">
      <h2 id="reminders-title" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Bell aria-hidden="true" className="size-5 text-brand-700" />
        Reminders
      </h2>
      <CardText className="mt-1">
        An email on the days you choose, at your time, listing the exercises for that day. Each email has a
        one-click unsubscribe link.
      </CardText>
      {reminders.data ? (
        <Suspense fallback={loading}>
          {/* Remounted when saved settings arrive, so the form starts from them. */}
          <ReminderForm key={`${reminders.data.saved}`} settings={reminders.data} />
        </Suspense>
      ) : (
        loading
      )}
    </Card>
  );
}
