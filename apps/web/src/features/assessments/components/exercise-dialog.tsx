import type { Exercise, VideoSearchResponse } from '@physiomate/shared';
import { useQuery } from '@tanstack/react-query';
import { Clock, ExternalLink, Play, Repeat, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { searchVideo } from '../api/assessments-api';
import { readCachedVideo, writeCachedVideo } from '../lib/video-cache';

/** Same link as the server's `youtubeSearchUrl` (kept local: that module pulls zod into this chunk). */
function youtubeSearchUrl(exerciseName: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(`${exerciseName} exercise physiotherapy`)}`;
}

function fromExercise(exercise: Exercise): VideoSearchResponse | null {
  if (!exercise.youtube_video_id) return null;
  const id = exercise.youtube_video_id;
  return {
    provider: 'youtube',
    videoId: id,
    videoUrl: exercise.youtube_video_url?.includes('youtube-nocookie.com')
      ? exercise.youtube_video_url
      : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`,
    videoTitle: exercise.youtube_video_title ?? exercise.name,
    thumbnailUrl: exercise.youtube_video_thumbnail ?? null,
    searchUrl: youtubeSearchUrl(exercise.name),
  };
}

async function loadVideo(exercise: Exercise, signal: AbortSignal): Promise<VideoSearchResponse> {
  const known = fromExercise(exercise);
  if (known) return known;
  const cached = readCachedVideo(exercise.name, exercise.description);
  if (cached) return cached;
  const found = await searchVideo({ exerciseName: exercise.name, description: exercise.description }, signal);
  writeCachedVideo(exercise.name, exercise.description, found);
  return found;
}

function embedUrl(videoUrl: string): string | null {
  try {
    const url = new URL(videoUrl);
    if (url.hostname !== 'www.youtube-nocookie.com') return null;
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('rel', '0');
    return url.toString();
  } catch {
    return null;
  }
}

function VideoUnavailable({ searchUrl }: { searchUrl: string }) {
  return (
    <div
      role="status"
      className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 p-4 text-center"
    >
      <VideoOff aria-hidden="true" className="size-8 text-slate-500" />
      <p className="font-semibold text-ink">Error loading video</p>
      <p className="text-sm text-slate-700">Video not available</p>
      <SearchLink href={searchUrl} />
    </div>
  );
}

function SearchLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      Search on YouTube
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Nothing is loaded from YouTube until the person presses play (privacy: no third-party request). */
function ExerciseVideo({ exercise }: { exercise: Exercise }) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const video = useQuery({
    queryKey: ['exercise-video', exercise.name, exercise.description, exercise.youtube_video_id ?? null],
    queryFn: ({ signal }) => loadVideo(exercise, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const fallbackSearch = youtubeSearchUrl(exercise.name);

  if (video.isPending) {
    return (
      <div role="status" className="flex aspect-video items-center justify-center rounded-xl bg-slate-100">
        <span className="text-sm text-slate-600">Looking for a demonstration video…</span>
      </div>
    );
  }
  if (video.isError || failed)
    return <VideoUnavailable searchUrl={video.data?.searchUrl ?? fallbackSearch} />;

  const data = video.data;
  if (data.provider === 'none') {
    return (
      <div className="flex flex-col items-start gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-slate-700">Follow the steps below, or watch a demonstration.</p>
        <SearchLink href={data.searchUrl} />
      </div>
    );
  }
  const src = data.videoUrl ? embedUrl(data.videoUrl) : null;
  if (!data.videoId || !src) return <VideoUnavailable searchUrl={data.searchUrl} />;

  if (playing) {
    return (
      <iframe
        src={src}
        title={data.videoTitle ?? `${exercise.name} demonstration`}
        className="aspect-video w-full rounded-xl bg-black"
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-slate-800"
    >
      {data.thumbnailUrl && !thumbFailed && data.thumbnailUrl.startsWith('https://i.ytimg.com/') ? (
        <img
          src={data.thumbnailUrl}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-80"
          onError={() => setThumbFailed(true)}
        />
      ) : null}
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg transition-transform group-hover:scale-105">
        <Play aria-hidden="true" className="size-7 translate-x-0.5" fill="currentColor" />
      </span>
      <span className="sr-only">Play video: {data.videoTitle ?? exercise.name}</span>
    </button>
  );
}

/** How it should feel, the pain rule and when to move on: a physiotherapist's dosing advice. */
function ExerciseGuidance({ exercise }: { exercise: Exercise }) {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const rows = [
    { title: 'What it should feel like', body: text(exercise.feel) },
    { title: 'Pain during and after', body: text(exercise.pain_rule) },
    { title: 'When to move on', body: text(exercise.progression) },
  ].filter((row): row is { title: string; body: string } => row.body !== null);
  const graded = text(exercise.graded_note);
  if (rows.length === 0 && !graded) return null;
  return (
    <section className="mt-5 space-y-3" aria-label="How to dose it">
      {graded ? (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-950">
          {graded}
        </p>
      ) : null}
      {rows.map((row) => (
        <div key={row.title}>
          <h3 className="font-semibold text-ink">{row.title}</h3>
          <p className="mt-1 leading-7 text-slate-700">{row.body}</p>
        </div>
      ))}
    </section>
  );
}

export function ExerciseDialog({ exercise, onClose }: { exercise: Exercise | null; onClose: () => void }) {
  return (
    <Dialog open={exercise !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {exercise ? (
        <DialogContent title={exercise.name} className="max-w-2xl">
          <ExerciseVideo exercise={exercise} />
          {exercise.description ? (
            <section className="mt-6">
              <h3 className="font-semibold text-ink">Explanation</h3>
              <p className="mt-1 leading-7 text-slate-700">{exercise.description}</p>
            </section>
          ) : null}
          {exercise.steps.length > 0 ? (
            <section className="mt-5">
              <h3 className="font-semibold text-ink">How to do it</h3>
              <ol className="mt-2 space-y-2">
                {exercise.steps.map((step, index) => (
                  <li key={step} className="flex gap-3 leading-7 text-slate-700">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
                    >
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <ExerciseGuidance exercise={exercise} />
          <dl className="mt-5 grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Clock aria-hidden="true" className="size-4" />
                Duration
              </dt>
              <dd className="mt-1 font-medium text-ink">{exercise.duration || 'As comfortable'}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Repeat aria-hidden="true" className="size-4" />
                Frequency
              </dt>
              <dd className="mt-1 font-medium text-ink">{exercise.frequency || 'As comfortable'}</dd>
            </div>
          </dl>
          <section className="mt-5">
            <h3 className="font-semibold text-ink">Equipment</h3>
            {exercise.equipment.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {exercise.equipment.map((item) => (
                  <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {item}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-700">No equipment needed.</p>
            )}
          </section>
          <p className="mt-5 text-sm leading-6 text-slate-600">
            Move gently and within comfort. Stop if pain increases sharply or you feel unwell.
          </p>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
