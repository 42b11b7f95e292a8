import { REHAB_MESSAGES, type RehabExercise, type RehabLog } from '@physiomate/shared';
import { Printer, Siren } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { seedQueries } from '@/lib/early-reads';
import { signOut, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { firstScreenQueries } from '../api/rehab-api';
import { ExerciseListCard } from '../components/exercise-list-card';
import {
  FlareOutcomeCard,
  FlareUpButton,
  FlareUpCard,
  FlareWorseNotice,
  useFlareUp,
} from '../components/flare-up-card';
import { PrintPlan } from '../components/print-plan';
import { ProgressCard } from '../components/progress-card';
import { RemindersCard } from '../components/reminders-card';
import { TrackProgressCard } from '../components/track-progress-card';
import { useRehab } from '../hooks/use-rehab';
import { formatLocalDay, localDay } from '../lib/dates';
import '../rehab.css';

// The dialogs (Radix, the log form and its date picker) load when one opens, not with the page.
const LogDialog = lazy(() => import('../components/log-dialog').then((m) => ({ default: m.LogDialog })));

/** Until the reads answer: the same empty lists on every render, so the calendar (memo) is not redrawn. */
const NO_LOGS: RehabLog[] = [];
const NO_EXERCISES: RehabExercise[] = [];

/** For the router's lazy load: the first screen's answers already in from <head>, in their queries. */
export function seedEarlyReads(): Promise<void> {
  return seedQueries(firstScreenQueries(localDay()));
}

/** /my-rehab: who is signed in, the calendar of logged sessions, and the exercises to do. */
export default function MyRehabRoute() {
  usePageTitle('My Rehab Exercises');
  const session = useSession();
  const navigate = useNavigate();
  const { exercises, logs, remove, log, undo } = useRehab();
  const [selected, setSelected] = useState<string | null>(null);
  const [details, setDetails] = useState<RehabExercise | null>(null);
  const [deleting, setDeleting] = useState<RehabExercise | null>(null);
  const [logError, setLogError] = useState<string | null>(null);
  /** The engine's triage message when a note raised a red flag. */
  const [emergency, setEmergency] = useState<string | null>(null);
  const today = localDay();
  const flare = useFlareUp(today);
  const [showUsual, setShowUsual] = useState(false);
  const [flareWorse, setFlareWorse] = useState(false);
  const undoMutate = undo.mutate;
  const undoLog = useCallback((entry: RehabLog) => undoMutate(entry.id), [undoMutate]);

  if (!session.user) return null;
  if (exercises.isError && isApiError(exercises.error) && exercises.error.status === 401) {
    return <Navigate to={paths.auth} replace />;
  }

  const allLogs = logs.data ?? NO_LOGS;
  const todayLogs = allLogs.filter((l) => l.date === today);
  const list = exercises.data ?? NO_EXERCISES;

  const doneToday = (exercise: RehabExercise) =>
    log.mutate(
      { rehabExerciseId: exercise.id, date: today },
      {
        onSuccess: () =>
          void notify('success', 'Well done', { description: `${exercise.name}: logged for today.` }),
        onError: (error) =>
          void notify('error', 'Error', { description: errorMessage(error) || REHAB_MESSAGES.logFailed }),
      },
    );

  return (
    <>
      <div className="rehab-screen">
        <PageHero title="My Rehab Exercises">
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <Avatar email={session.user.email} />
            <span className="min-w-0 truncate text-base font-medium text-ink">{session.user.email}</span>
            <Button variant="outline" size="sm" onClick={() => void signOut(() => navigate(paths.auth))}>
              Sign Out
            </Button>
          </div>
        </PageHero>
        <PageBody className="max-w-6xl">
          {emergency ? (
            <div
              role="alert"
              className="mb-6 flex gap-3 rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-red-950"
            >
              <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
              <div>
                <p className="font-semibold">What you wrote may be a sign of something serious.</p>
                <p className="mt-1">{emergency}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => setEmergency(null)}>
                  I understand
                </Button>
              </div>
            </div>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
            <TrackProgressCard
              selected={selected}
              onSelect={setSelected}
              logs={allLogs}
              exercises={list}
              undoing={undo.isPending}
              onUndo={undoLog}
            />
            {flare.state.data?.active && !showUsual ? (
              <FlareUpCard flare={flare.state.data.active} onShowUsual={() => setShowUsual(true)} />
            ) : (
              <ExerciseListCard
                loading={exercises.isPending}
                exercises={list}
                todayLogs={todayLogs}
                logging={log.isPending}
                onDoneToday={doneToday}
                onUndo={undoLog}
                onDetails={(exercise) => {
                  setLogError(null);
                  setDetails(exercise);
                }}
                onDelete={setDeleting}
              />
            )}
          </div>
          <div className="mt-6 space-y-4">
            {flare.state.data?.askOutcome ? (
              <FlareOutcomeCard
                flare={flare.state.data.askOutcome}
                busy={flare.answer.isPending}
                onAnswer={(outcome) =>
                  flare.answer.mutate(
                    { id: flare.state.data?.askOutcome?.id as string, outcome },
                    { onSuccess: () => setFlareWorse(outcome === 'worse') },
                  )
                }
              />
            ) : null}
            {flareWorse ? <FlareWorseNotice /> : null}
            {list.length > 0 ? (
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Print my plan
              </Button>
            ) : null}
            {list.length > 0 && flare.state.data && !flare.state.data.active ? (
              <FlareUpButton
                busy={flare.start.isPending}
                onStart={() => flare.start.mutate(undefined, { onSuccess: () => setShowUsual(false) })}
              />
            ) : null}
          </div>
          {list.length > 0 ? (
            <div className="mt-6">
              <ProgressCard today={today} />
            </div>
          ) : null}
          <div className="mt-6">
            <RemindersCard />
          </div>
        </PageBody>
      </div>
      <PrintPlan exercises={list} today={today} />

      <Suspense fallback={null}>
        {details ? (
          <LogDialog
            exercise={details}
            defaultDay={selected ?? today}
            busy={log.isPending}
            error={logError}
            onClose={() => setDetails(null)}
            onSave={(body) =>
              log.mutate(body, {
                onSuccess: (created) => {
                  setDetails(null);
                  if (created.alert) setEmergency(created.alert.message);
                  void notify('success', 'Session logged', { description: formatLocalDay(created.date) });
                },
                onError: (error) => setLogError(errorMessage(error)),
              })
            }
          />
        ) : null}
        {deleting ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title="Delete exercise?"
            description={`${deleting.name} and the sessions you logged for it will be removed from My Rehab. This cannot be undone.`}
            confirmLabel="Delete"
            busy={remove.isPending}
            busyLabel="Deleting…"
            onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        ) : null}
      </Suspense>
    </>
  );
}
