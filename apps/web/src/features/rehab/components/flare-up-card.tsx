import { FLARE_MESSAGES, type FlareOutcome, type FlareUp } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardText } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { answerFlareUp, flareKey, getFlareState, startFlareUp } from '../api/rehab-api';
import { formatLocalDay } from '../lib/dates';

/** Flare-up mode's state for today, and the two things that change it. */
export function useFlareUp(today: string) {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: flareKey(today),
    queryFn: ({ signal }) => getFlareState(today, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: flareKey(today) });
  const start = useMutation({
    mutationFn: () => startFlareUp(today),
    onSuccess: refresh,
    onError: (error) => void notify('error', 'Error', { description: errorMessage(error) }),
  });
  const answer = useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: FlareOutcome }) => answerFlareUp(id, outcome),
    onSuccess: refresh,
    onError: (error) => void notify('error', 'Error', { description: errorMessage(error) }),
  });
  return { state, start, answer };
}

/** The gentler set for the 3 days of a flare-up, with the advice; the usual list is one tap away. */
export function FlareUpCard({ flare, onShowUsual }: { flare: FlareUp; onShowUsual: () => void }) {
  return (
    <Card className="border-amber-300" data-testid="flare-up">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Flame aria-hidden="true" className="size-5 text-amber-700" />
        Flare-up mode
      </h2>
      <CardText>
        A gentler set until {formatLocalDay(flare.endsOn)}. After that we will ask how it went.
      </CardText>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        {flare.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-ink">Your gentler set</h3>
      <ol className="mt-2 space-y-4">
        {flare.exercises.map((exercise) => (
          <li
            key={exercise.id}
            className="rounded-xl border border-slate-200 p-4"
            data-testid="flare-exercise"
          >
            <h4 className="font-semibold text-ink">{exercise.name}</h4>
            <p className="text-sm text-slate-600">
              {[exercise.duration, exercise.frequency].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-700">{exercise.description}</p>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {exercise.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {exercise.painRule ? <p className="mt-2 text-sm text-amber-900">{exercise.painRule}</p> : null}
          </li>
        ))}
      </ol>
      <Button variant="outline" className="mt-5" onClick={onShowUsual}>
        Show my usual exercises
      </Button>
    </Card>
  );
}

const OUTCOMES: { outcome: FlareOutcome; label: string }[] = [
  { outcome: 'better', label: 'Better' },
  { outcome: 'same', label: 'About the same' },
  { outcome: 'worse', label: 'Worse' },
];

/** After the 3 days: 'How did the flare-up go?' (worse suggests a new assessment). */
export function FlareOutcomeCard({
  flare,
  busy,
  onAnswer,
}: {
  flare: FlareUp;
  busy: boolean;
  onAnswer: (outcome: FlareOutcome) => void;
}) {
  return (
    <Card className="border-amber-300" data-testid="flare-outcome">
      <h2 className="text-xl font-semibold text-ink">How did the flare-up go?</h2>
      <CardText>
        Since {formatLocalDay(flare.startedOn)}, is your pain better, about the same, or worse?
      </CardText>
      <div className="mt-4 flex flex-wrap gap-3">
        {OUTCOMES.map(({ outcome, label }) => (
          <Button key={outcome} variant="secondary" disabled={busy} onClick={() => onAnswer(outcome)}>
            {label}
          </Button>
        ))}
      </div>
    </Card>
  );
}

export function FlareWorseNotice() {
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p>{FLARE_MESSAGES.worse}</p>
      <ButtonLink to={paths.assessment} size="sm" variant="outline" className="mt-3">
        Take a new assessment
      </ButtonLink>
    </div>
  );
}

/** 'I'm having a flare-up': starts the 3 days. */
export function FlareUpButton({ busy, onStart }: { busy: boolean; onStart: () => void }) {
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return (
      <Button variant="outline" onClick={() => setAsked(true)}>
        <Flame aria-hidden="true" className="size-4" />
        I’m having a flare-up
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="text-amber-950">Switch to a gentler set for the next 3 days?</p>
      <Button size="sm" disabled={busy} onClick={onStart}>
        Start flare-up mode
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsked(false)}>
        Cancel
      </Button>
    </div>
  );
}
