import { videoSearchRequestSchema, videoSearchResponseSchema } from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { VideoProviderError } from './provider.ts';
import { findExerciseVideo } from './service.ts';

/** A video for an exercise (docs/decisions/embedded-defaults.md). Open to visitors (their results show exercises too). */
export async function videoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/videos/search',
    {
      schema: { body: videoSearchRequestSchema, response: { 200: videoSearchResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      try {
        return await findExerciseVideo(
          app.db,
          { apiKey: app.config.YOUTUBE_API_KEY, baseUrl: app.config.YOUTUBE_API_BASE_URL },
          request.body,
        );
      } catch (err) {
        if (err instanceof VideoProviderError) {
          request.log.warn({ reason: err.message }, 'video provider failed');
          throw new AppError('unavailable', 'Video not available right now. Please try again later.');
        }
        throw err;
      }
    },
  );
}
