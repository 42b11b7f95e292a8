import type {
  ChatCapabilities,
  ChatPage,
  ChatRequest,
  ChatStreamEvent,
  SavedAssessmentResponse,
} from '@physiomate/shared';
import { api, streamNdjson } from '@/lib/api-client';

export const chatKeys = {
  conversation: (assessmentId: string) => ['chat', assessmentId] as const,
};

/** The last `limit` messages, or the `limit` before message `before` (oldest shown). */
export function getConversation(
  assessmentId: string,
  options: { before?: string; limit?: number; signal?: AbortSignal } = {},
): Promise<ChatPage> {
  return api.get<ChatPage>(`/assessments/${encodeURIComponent(assessmentId)}/conversation`, {
    query: { before: options.before, limit: options.limit },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST assessment-chat: its body (assessmentId, userId, messages, and a photo), the reply streamed. */
export function sendChatMessage(
  body: Pick<ChatRequest, 'assessmentId' | 'userId' | 'messages' | 'image'>,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  return streamNdjson<ChatStreamEvent>('/assessment-chat', body, signal ? { signal } : {});
}

export function decideReevaluation(
  assessmentId: string,
  reevaluationId: string,
  decision: 'apply' | 'keep',
): Promise<{ status: 'applied' | 'declined'; assessment: SavedAssessmentResponse }> {
  return api.post(
    `/assessments/${encodeURIComponent(assessmentId)}/reevaluations/${encodeURIComponent(reevaluationId)}`,
    { decision },
  );
}

export function getCapabilities(): Promise<ChatCapabilities> {
  return api.get<ChatCapabilities>('/chat/capabilities');
}

/** Sends a recording to the server's transcription service; the audio is not kept. */
export function transcribe(audio: Blob): Promise<{ text: string }> {
  return api.post<{ text: string }>('/chat/transcriptions', audio, {
    headers: { 'Content-Type': audio.type.split(';')[0] || 'audio/webm' },
  });
}

/**
 * Whether a user who cannot chat (their Pro plan ended) has a conversation on this assessment to
 * read: the panel then shows it read-only.
 */
export async function hasConversation(assessmentId: string, signal?: AbortSignal): Promise<boolean> {
  const page = await getConversation(assessmentId, { limit: 1, ...(signal ? { signal } : {}) });
  return page.messages.length > 0;
}
