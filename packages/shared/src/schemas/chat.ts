import { z } from 'zod';
import { TRIAGE_IDS } from '../clinical/taxonomy.ts';
import { storableText } from './text.ts';

/** The chat's limits (issue 13): a message's length and how much of a conversation a model sees. */
export const CHAT_LIMITS = {
  messageMaxChars: 2000,
  /** The last N messages go to a model; the conversation itself keeps everything. */
  modelContextMessages: 40,
  /** First page of the chat view window, then older pages of this size. */
  firstPage: 10,
  olderPage: 20,
  /** A photo sent with a message (only when the configured model reads images; never stored). */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** Photo types the chat accepts (checked by their first bytes on the server, not by the name). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const CHAT_MESSAGES = {
  title: 'PhysioMate AI',
  badge: 'PRO Feature',
  loading: 'Loading conversation...',
  greeting:
    "Hi! I'm here to help with your assessment and your recovery. Ask me anything about your exercises, your pain or your treatment.",
  suggestedPrompts: [
    'Can you suggest new exercises for me?',
    'Is there a specific rehabilitation course I should follow?',
    'How long will my pain last?',
    'What rehab equipment would you recommend?',
  ],
  reevaluating: 'Re-evaluating your assessment...',
  reevaluateButton: 'Re-evaluate assessment',
  apply: 'Apply changes',
  keep: 'Keep current plan',
  updatedTitle: 'Assessment Updated',
  updatedBody: 'Your assessment has been re-evaluated based on our conversation.',
  updateFailedTitle: 'Update Failed',
  updateFailedBody: 'Could not update your assessment. Please try again.',
  unloadOlder: 'Unload older messages',
  copy: 'Copy',
  copied: 'Copied',
  tooLong: 'Please keep a message under 2,000 characters.',
  proOnly: 'PhysioMate AI is a Pro feature.',
  incomplete: 'This reply was interrupted.',
  sendAfterReply: 'PhysioMate AI is still replying: send this when the reply has finished, or stop it.',
  modelFallback: 'The AI model is not answering right now, so here is the built-in assistant instead.',
  addPhoto: 'Add a photo',
  removePhoto: 'Remove photo',
  photoNotKept: 'Photo sent with this message; PhysioMate does not keep photos.',
  photoTooLarge: 'Please choose a photo under 5 MB.',
  photoType: 'Please choose a JPEG, PNG or WebP photo.',
  photosUnavailable: 'Photos are not available in this chat.',
  photoNeedsWords: 'Please add a few words about the photo.',
  photoFallback: 'The built-in assistant cannot look at photos, so this answer is from your words only.',
} as const;

export const chatRoleSchema = z.enum(['user', 'assistant']);

/** Why the picture changed (the assistant's structured re-evaluation proposal). */
export const changeReasonSchema = z.enum([
  'new_symptom',
  'new_area',
  'exercise_worse',
  'much_better',
  'new_injury',
]);

const addedRemoved = z.object({ added: z.array(z.string()), removed: z.array(z.string()) });

/** What re-running the engine would change: shown before the person accepts it. */
export const resultDiffSchema = z.object({
  conditions: z.object({ before: z.array(z.string()), after: z.array(z.string()) }),
  triage: z.object({ before: z.enum(TRIAGE_IDS), after: z.enum(TRIAGE_IDS) }),
  exercises: addedRemoved,
  lifestyle: addedRemoved,
  products: addedRemoved,
  changed: z.boolean(),
});
export type ResultDiff = z.infer<typeof resultDiffSchema>;

/** A re-evaluation offered in the chat, with its diff; applied or declined by id. */
export const reevaluationSchema = z.object({
  id: z.string(),
  reason: changeReasonSchema,
  summary: z.string(),
  diff: resultDiffSchema,
  status: z.enum(['proposed', 'applied', 'declined']),
});
export type Reevaluation = z.infer<typeof reevaluationSchema>;

/** One stored message of a conversation (role, content, timestamp). */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  timestamp: z.string(),
  /** The connection dropped before the reply was complete: this is what had been said. */
  incomplete: z.boolean().optional(),
  /** A red flag was raised by this message (the reply is the engine's triage message). */
  redFlag: z.boolean().optional(),
  /** A photo went to the model with this message (the photo itself is not kept). */
  image: z.boolean().optional(),
  reevaluation: reevaluationSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of the conversation, newest last; `before` pages back through older messages. */
export const chatPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Messages older than the first one of this page. */
  olderCount: z.number().int().nonnegative(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const chatPageQuerySchema = z.object({
  /** Id of the oldest message already shown: answers the page before it. */
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CHAT_LIMITS.firstPage),
});

/**
 * POST assessment-chat. The body carries assessmentId, userId and messages (history plus the
 * new one); the server keeps the history itself, so only the last message is read and userId must
 * be the signed-in user's (it is never trusted for access).
 */
export const chatRequestSchema = z.object({
  assessmentId: z.string().min(1).max(64),
  userId: z.string().max(128).optional(),
  messages: z
    .array(
      z.object({
        role: chatRoleSchema,
        content: z.string().max(100_000),
      }),
    )
    .min(1)
    .max(500),
  /** A photo with the new message, base64 (at most CHAT_LIMITS.imageMaxBytes once decoded). */
  image: z
    .object({
      mediaType: z.enum(CHAT_IMAGE_TYPES, CHAT_MESSAGES.photoType),
      data: z
        .string()
        .max(Math.ceil(CHAT_LIMITS.imageMaxBytes / 3) * 4, CHAT_MESSAGES.photoTooLarge)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The photo could not be read.'),
    })
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The new message itself: trimmed, not empty, at most 2,000 characters. */
export const chatMessageTextSchema = z
  .string()
  .trim()
  .min(1, 'Please type a message.')
  .max(CHAT_LIMITS.messageMaxChars, CHAT_MESSAGES.tooLong)
  .refine(...storableText);

/** One line of the NDJSON stream. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), content: z.string() }),
  z.object({
    type: z.literal('red_flag'),
    level: z.enum(TRIAGE_IDS),
    message: z.string(),
  }),
  z.object({ type: z.literal('reevaluation'), reevaluation: reevaluationSchema }),
  z.object({ type: z.literal('notice'), content: z.string() }),
  z.object({
    type: z.literal('done'),
    messageId: z.string().optional(),
    userMessageId: z.string().optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** Applying or declining a proposed re-evaluation. */
export const reevaluationDecisionSchema = z.object({ decision: z.enum(['apply', 'keep']) });

/** What the chat panel may offer beyond text (voice through the server's transcription service). */
export const chatCapabilitiesSchema = z.object({
  transcription: z.boolean(),
  /** The configured model reads photos (AI_VISION): the panel shows its photo button. */
  images: z.boolean(),
});
export type ChatCapabilities = z.infer<typeof chatCapabilitiesSchema>;
