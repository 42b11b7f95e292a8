import { Readable } from 'node:stream';
import {
  CHAT_MESSAGES,
  type ChatStreamEvent,
  chatCapabilitiesSchema,
  chatMessageTextSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatRequestSchema,
  reevaluationDecisionSchema,
  savedAssessmentSchema,
  TIER_RULES,
} from '@physiomate/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getTier } from '../account/queries.ts';
import { assertAssessmentId, forTier } from '../assessments/service.ts';
import { type AuthUser, readUser } from '../auth/guard.ts';
import { createLimiter } from '../auth/limits.ts';
import { AppError } from '../lib/errors.ts';
import { librarySessionUserId, signedSession } from '../lib/session.ts';
import { createChatModel } from './model.ts';
import { readPhoto } from './photo.ts';
import { chatAccess, readMessages } from './queries.ts';
import {
  builtInStream,
  decide,
  getPage,
  newMessage,
  type ProposalOffer,
  proposal,
  startTurn,
  storeExchange,
} from './service.ts';
import { AUDIO_TYPES, createTranscriber } from './transcribe.ts';

/** Pro and master only; everyone else (signed out included) is refused with 403, whatever they send. */
async function chatUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await readUser(request);
  if (!user || !TIER_RULES[user.tier].chat) throw new AppError('forbidden', CHAT_MESSAGES.proOnly);
  return user;
}

/**
 * Reading a conversation needs only its owner: a user whose Pro plan ended keeps it, read-only
 * (every write above stays Pro and master only).
 */
async function chatReader(request: FastifyRequest): Promise<AuthUser> {
  const user = await readUser(request);
  if (!user) throw new AppError('forbidden', CHAT_MESSAGES.proOnly);
  return user;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const line = (event: ChatStreamEvent) => `${JSON.stringify(event)}\n`;

/**
 * PhysioMate AI (issue 13): the conversation of a saved assessment, the chat endpoint (docs/decisions/engine-owns-triage.md: every message is screened first)
 * streamed as NDJSON, and the re-evaluations it proposes. Every query is scoped to the signed-in user.
 */
export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perTenMinutes = createLimiter(
    app,
    'chat-10min',
    { max: app.config.CHAT_MESSAGES_PER_10_MINUTES, windowMs: 10 * 60_000 },
    { scaled: false, what: 'messages' },
  );
  const model = createChatModel(
    {
      baseUrl: app.config.AI_BASE_URL,
      apiKey: app.config.AI_API_KEY,
      model: app.config.AI_MODEL,
      timeoutMs: app.config.AI_TIMEOUT_MS,
    },
    app.log,
  );
  const readsImages = model !== null && app.config.AI_VISION;
  const transcribe = createTranscriber(
    {
      baseUrl: app.config.STT_BASE_URL,
      apiKey: app.config.STT_API_KEY,
      model: app.config.STT_MODEL,
      timeoutMs: app.config.AI_TIMEOUT_MS,
    },
    app.log,
  );
  const perDay = createLimiter(
    app,
    'chat-day',
    { max: app.config.CHAT_MESSAGES_PER_DAY, windowMs: 24 * 60 * 60_000 },
    { scaled: false, what: 'messages today' },
  );

  r.get(
    '/api/assessments/:id/conversation',
    {
      schema: {
        params: z.object({ id: z.string() }),
        querystring: chatPageQuerySchema,
        response: { 200: chatPageSchema },
      },
    },
    async (request) => {
      const user = await chatReader(request);
      const id = assertAssessmentId(request.params.id);
      return getPage(app.db, user.id, id, request.query.limit, request.query.before);
    },
  );

  r.post(
    '/api/assessment-chat',
    // A photo (base64, at most 5 MB decoded) may come with the message.
    { compress: false, bodyLimit: 8 * 1024 * 1024, schema: { body: chatRequestSchema } },
    async (request, reply) => {
      // The session, the tier and the assessment's row versions in one query (queries.ts); a
      // session the quick check cannot decide goes to the auth library first.
      const requested = request.body.assessmentId;
      const asked = UUID.test(requested) ? requested : null;
      const signed = await signedSession(request);
      let access = signed ? await chatAccess(app.db, { session: signed }, asked) : null;
      if (!access) {
        const userId = await librarySessionUserId(request, reply);
        if (!userId) throw new AppError('forbidden', CHAT_MESSAGES.proOnly);
        access = await chatAccess(app.db, { userId }, asked);
        if (!access) throw new Error('chat access: no row for a user id');
      }
      const tier = access.tier ?? (await getTier(app.db, access.userId));
      if (!TIER_RULES[tier].chat) throw new AppError('forbidden', CHAT_MESSAGES.proOnly);
      const user = { id: access.userId };
      const last = request.body.messages.at(-1);
      if (last?.role !== 'user') throw new AppError('bad_request', 'The last message must be yours.');
      const parsed = chatMessageTextSchema.safeParse(last.content);
      if (!parsed.success)
        throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? CHAT_MESSAGES.tooLong);
      const text = parsed.data;
      const assessmentId = assertAssessmentId(requested);
      const photo = await readPhoto(request.body.image, readsImages);
      await perTenMinutes(request, user.id);
      await perDay(request, user.id);

      const turn = await startTurn(app.db, user.id, assessmentId, text, access);
      const userMessage = newMessage('user', text, {
        ...(turn.kind === 'red_flag' ? { redFlag: true } : {}),
        ...(photo ? { image: true } : {}),
      });
      const delayMs = app.config.CHAT_STREAM_DELAY_MS;
      const db = app.db;
      let closed = false;
      const gone = new AbortController();
      reply.raw.on('close', () => {
        closed = true;
        gone.abort();
      });

      async function* events(): AsyncGenerator<string> {
        const answer = newMessage('assistant', '');
        let received = '';
        let complete = false;
        try {
          if (turn.kind === 'red_flag') {
            answer.redFlag = true;
            yield line({ type: 'red_flag', level: turn.triage.level, message: turn.message });
            received = turn.text;
            yield line({ type: 'delta', content: turn.text });
          } else {
            let fallback = !model;
            let reevaluation: ProposalOffer | undefined;
            if (model) {
              try {
                const history = [...(await readMessages(db, user.id, assessmentId)), userMessage];
                const asked = { result: turn.result, history, image: photo, signal: gone.signal };
                for await (const event of model(asked)) {
                  if (closed) return;
                  if (event.type === 'delta') {
                    received += event.text;
                    yield line({ type: 'delta', content: event.text });
                  } else if (!reevaluation && !turn.reevaluation) {
                    reevaluation = proposal(turn.input, turn.result, {
                      reason: event.reason,
                      summary: event.summary,
                      extraInformation: text,
                      removeExercises: [],
                      addPainAreas: [],
                    });
                  }
                }
              } catch {
                if (closed) return;
                // The model timed out or failed: the built-in assistant answers, saying so in one line.
                fallback = true;
                const why = photo
                  ? `${CHAT_MESSAGES.modelFallback} ${CHAT_MESSAGES.photoFallback}`
                  : CHAT_MESSAGES.modelFallback;
                const notice = `${received ? '\n\n' : ''}_${why}_\n\n`;
                received += notice;
                yield line({ type: 'delta', content: notice });
              }
            }
            if (fallback) {
              for await (const piece of builtInStream(turn.builtIn, delayMs)) {
                if (closed) return;
                received += piece;
                yield line({ type: 'delta', content: piece });
              }
            }
            reevaluation ??= turn.reevaluation?.();
            if (reevaluation) {
              answer.reevaluation = reevaluation.public;
              answer.pending = reevaluation.pending;
              yield line({ type: 'reevaluation', reevaluation: reevaluation.public });
            }
          }
          complete = true;
          yield line({ type: 'done', messageId: answer.id, userMessageId: userMessage.id });
        } finally {
          // Stored whatever happened: a dropped connection keeps what had been said, marked incomplete.
          answer.content = received;
          if (!complete) {
            answer.incomplete = true;
            delete answer.reevaluation;
            delete answer.pending;
          }
          await storeExchange(db, user.id, assessmentId, userMessage, answer).catch((err: unknown) =>
            request.log.error(
              { event: 'chat_store_failed', type: (err as Error)?.name },
              'chat reply not stored',
            ),
          );
        }
      }

      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(events(), { objectMode: false }));
    },
  );

  /** What the panel may offer: server transcription and photos, each when its service can take them. */
  r.get(
    '/api/chat/capabilities',
    { schema: { response: { 200: chatCapabilitiesSchema } } },
    async (request) => {
      await chatUser(request);
      return { transcription: transcribe !== null, images: readsImages };
    },
  );

  // Audio arrives as the raw body (at most 10 MB, about 10 minutes of speech); it is never stored.
  await app.register(async (scope) => {
    for (const type of AUDIO_TYPES)
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
        (_req, body, done) => done(null, body),
      );
    scope.post('/api/chat/transcriptions', async (request) => {
      const user = await chatUser(request);
      if (!transcribe) throw new AppError('not_found', 'Voice transcription is not configured.');
      const type =
        String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      if (!(AUDIO_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(request.body))
        throw new AppError('bad_request', 'Please send a recording (webm, ogg, mp4, mp3 or wav).');
      await perTenMinutes(request, user.id);
      return { text: await transcribe(request.body, type) };
    });
  });

  r.post(
    '/api/assessments/:id/reevaluations/:reevaluationId',
    {
      schema: {
        params: z.object({ id: z.string(), reevaluationId: z.string().max(64) }),
        body: reevaluationDecisionSchema,
        response: {
          200: z.object({ status: z.enum(['applied', 'declined']), assessment: savedAssessmentSchema }),
        },
      },
    },
    async (request) => {
      const user = await chatUser(request);
      const id = assertAssessmentId(request.params.id);
      const { status, saved } = await decide(
        app.db,
        user.id,
        id,
        request.params.reevaluationId,
        request.body.decision,
      );
      return { status, assessment: forTier(saved, user.tier) };
    },
  );
}
