import { z } from 'zod';
import { storableText } from './text.ts';

/** A request for an exercise's video. */
export const videoSearchRequestSchema = z.object({
  exerciseName: z
    .string()
    .trim()
    .min(1, 'Please give the exercise name.')
    .max(200)
    .refine(...storableText),
  description: z
    .string()
    .trim()
    .max(2000)
    .refine(...storableText)
    .default(''),
});
export type VideoSearchRequest = z.input<typeof videoSearchRequestSchema>;

export const videoSearchResponseSchema = z.object({
  /** 'none' when no video provider is configured: show the steps and a search link instead. */
  provider: z.enum(['youtube', 'none']),
  videoId: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoTitle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** A plain YouTube search for the exercise, usable without any provider. */
  searchUrl: z.string(),
});
export type VideoSearchResponse = z.infer<typeof videoSearchResponseSchema>;

export function youtubeSearchUrl(exerciseName: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(`${exerciseName} exercise physiotherapy`)}`;
}
