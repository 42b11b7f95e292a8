import type { ChatMessage, Reevaluation, SavedAssessmentResponse, Triage } from '@physiomate/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { decideReevaluation, getConversation, sendChatMessage } from '../api/chat-api';
import type { ChosenPhoto } from '../lib/photo';
import { unload, WINDOW } from '../lib/window';

export type LocalMessage = ChatMessage & {
  /** The reply is still arriving. */
  streaming?: boolean;
  /** The red flag this message raised (the emergency text is shown with it). */
  flag?: { level: Triage['level']; message: string };
  /** The reply failed: shown as an error in the bubble. */
  failed?: boolean;
};

let localId = 0;
const nextId = () => `local-${++localId}`;

/**
 * The conversation of one assessment: loads the last 10, pages older ones in by 20, sends a message
 * and reads the streamed reply, stops it (keeping what arrived), and decides re-evaluations.
 */
export function useChat(
  assessmentId: string,
  userId: string,
  onAssessmentChanged: (saved?: SavedAssessmentResponse) => void,
) {
  const [messages, setMessages] = useState<LocalMessage[]>([]);
  const [olderCount, setOlderCount] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [streaming, setStreaming] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [applying, setApplying] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    getConversation(assessmentId, { limit: WINDOW.first, signal: controller.signal })
      .then((page) => {
        // A message sent while the conversation was loading (the first paint lets a quick user type
        // before it answers) stays, with its reply, after the loaded ones; unless the page already
        // holds it (the server stored it before it read the page).
        setMessages((current) => [
          ...page.messages,
          ...current.filter(
            (m) =>
              m.id.startsWith('local-') &&
              !(m.content !== '' && page.messages.some((p) => p.role === m.role && p.content === m.content)),
          ),
        ]);
        setOlderCount(page.olderCount);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setStatus('error');
      });
    return () => {
      controller.abort();
      abort.current?.abort();
    };
  }, [assessmentId]);

  const loadOlder = useCallback(async () => {
    const oldest = messagesRef.current.find((m) => !m.id.startsWith('local-'));
    if (!oldest || olderCount === 0 || loadingOlder) return false;
    setLoadingOlder(true);
    try {
      const page = await getConversation(assessmentId, { before: oldest.id, limit: WINDOW.older });
      setMessages((current) => [...page.messages, ...current]);
      setOlderCount(page.olderCount);
      return page.messages.length > 0;
    } catch {
      return false;
    } finally {
      setLoadingOlder(false);
    }
  }, [assessmentId, olderCount, loadingOlder]);

  const unloadOlder = useCallback(() => {
    setMessages((current) => {
      const kept = unload(current);
      setOlderCount((n) => n + current.length - kept.length);
      return kept;
    });
  }, []);

  const send = useCallback(
    async (raw: string, photo?: ChosenPhoto) => {
      const content = raw.trim();
      if (!content || streaming) return;
      const now = new Date().toISOString();
      const mine: LocalMessage = {
        id: nextId(),
        role: 'user',
        content,
        timestamp: now,
        ...(photo ? { image: true } : {}),
      };
      const reply: LocalMessage = {
        id: nextId(),
        role: 'assistant',
        content: '',
        timestamp: now,
        streaming: true,
      };
      const history = messagesRef.current.map(({ role, content: c }) => ({ role, content: c }));
      setMessages((current) => [...current, mine, reply]);
      setStreaming(true);
      const controller = new AbortController();
      abort.current = controller;
      const patch = (change: (m: LocalMessage) => LocalMessage) =>
        setMessages((current) => current.map((m) => (m.id === reply.id ? change(m) : m)));
      let flagged = false;
      try {
        const stream = sendChatMessage(
          {
            assessmentId,
            userId,
            messages: [...history, { role: 'user', content }],
            ...(photo ? { image: { mediaType: photo.mediaType, data: photo.data } } : {}),
          },
          controller.signal,
        );
        for await (const event of stream) {
          if (event.type === 'delta') patch((m) => ({ ...m, content: m.content + event.content }));
          else if (event.type === 'red_flag') {
            flagged = true;
            patch((m) => ({ ...m, redFlag: true, flag: { level: event.level, message: event.message } }));
          } else if (event.type === 'reevaluation')
            patch((m) => ({ ...m, reevaluation: event.reevaluation }));
          else if (event.type === 'notice')
            patch((m) => ({ ...m, content: `${m.content}${event.content}\n\n` }));
          else if (event.type === 'done')
            patch((m) => ({ ...m, id: event.messageId ?? m.id, streaming: false }));
        }
        patch((m) => ({ ...m, streaming: false }));
        if (flagged) onAssessmentChanged();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          // Stopped: what arrived is kept, marked as interrupted.
          patch((m) => ({ ...m, streaming: false, incomplete: true }));
        } else {
          const text = errorMessage(error);
          patch((m) => ({ ...m, streaming: false, failed: true, content: m.content || text }));
          void notify('error', 'Error', { description: text });
        }
      } finally {
        setStreaming(false);
        abort.current = null;
      }
    },
    [assessmentId, userId, streaming, onAssessmentChanged],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const decide = useCallback(
    async (reevaluation: Reevaluation, decision: 'apply' | 'keep') => {
      if (decision === 'apply') setApplying(true);
      try {
        const result = await decideReevaluation(assessmentId, reevaluation.id, decision);
        setMessages((current) =>
          current.map((m) =>
            m.reevaluation?.id === reevaluation.id
              ? { ...m, reevaluation: { ...reevaluation, status: result.status } }
              : m,
          ),
        );
        if (decision === 'apply') {
          onAssessmentChanged(result.assessment);
          void notify('success', 'Assessment Updated', {
            description: 'Your assessment has been re-evaluated based on our conversation.',
          });
        }
      } catch {
        void notify('error', 'Update Failed', {
          description: 'Could not update your assessment. Please try again.',
        });
      } finally {
        setApplying(false);
      }
    },
    [assessmentId, onAssessmentChanged],
  );

  return {
    messages,
    olderCount,
    status,
    streaming,
    loadingOlder,
    applying,
    send,
    stop,
    loadOlder,
    unloadOlder,
    decide,
  };
}
