import {
  BILLING_MESSAGES,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type Reevaluation,
  type SavedAssessmentResponse,
} from '@physiomate/shared';
import { ArrowDown, Bot, EyeOff, SendHorizontal, Square } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useChat } from '../hooks/use-chat';
import { useTypingPrompt } from '../hooks/use-typing-prompt';
import type { ChosenPhoto } from '../lib/photo';
import { WINDOW } from '../lib/window';
import { MessageBubble } from './message-bubble';
import { PhotoButton, PhotoChip } from './photo-button';
import { VoiceButton } from './voice-button';

export type ChatPanelProps = {
  assessmentId: string;
  userId: string;
  /** The assessment changed (re-evaluation applied, or triage raised): refresh the results. */
  onAssessmentChanged: (saved?: SavedAssessmentResponse) => void;
  onHide: () => void;
  /** Label of the hide control ('Hide chat' beside the results, 'Close chat' as a sheet). */
  hideLabel?: string;
  /** A conversation kept from a Pro plan that has ended: readable, with an upgrade prompt instead of the input. */
  readOnly?: boolean;
};

/** PhysioMate AI: the conversation about one saved assessment (pro and master). */
export function ChatPanel({
  assessmentId,
  userId,
  onAssessmentChanged,
  onHide,
  hideLabel = 'Hide chat',
  readOnly = false,
}: ChatPanelProps) {
  const chat = useChat(assessmentId, userId, onAssessmentChanged);
  const list = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const suppressUntil = useRef(0);
  const stick = useRef(true);

  const scrollToBottom = useCallback((behavior: ScrollBehavior = 'auto') => {
    const el = list.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior });
  }, []);

  // New content keeps the view at the bottom when it was there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change (new text arrived).
  useLayoutEffect(() => {
    if (stick.current) scrollToBottom();
  }, [chat.messages, scrollToBottom]);

  const onScroll = async () => {
    const el = list.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= WINDOW.bottomWithinPx;
    stick.current = bottom;
    setAtBottom(bottom);
    if (
      el.scrollTop <= WINDOW.loadMoreWithinPx &&
      chat.olderCount > 0 &&
      Date.now() > suppressUntil.current
    ) {
      const before = el.scrollHeight;
      const loaded = await chat.loadOlder();
      if (loaded)
        requestAnimationFrame(() => {
          if (list.current) list.current.scrollTop = list.current.scrollHeight - before + el.scrollTop;
        });
    }
  };

  const send = (text: string, photo?: ChosenPhoto) => {
    if (!text.trim() || chat.streaming) return false;
    stick.current = true;
    void chat.send(text, photo);
    return true;
  };

  // Stable callbacks, so a streamed delta re-renders only the bubble it changes.
  const sendRef = useRef(send);
  sendRef.current = send;
  const onAsk = useCallback((text: string) => void sendRef.current(text), []);
  const { decide } = chat;
  const onDecide = useCallback((r: Reevaluation, d: 'apply' | 'keep') => void decide(r, d), [decide]);

  const loaded = chat.messages.length;
  const canUnload = loaded > WINDOW.first;
  const waiting = chat.streaming && chat.messages.at(-1)?.content === '';

  useEffect(() => {
    if (chat.status === 'ready') scrollToBottom();
  }, [chat.status, scrollToBottom]);

  return (
    <section aria-labelledby="chat-title" className="relative flex h-full min-h-0 flex-col bg-white">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-5 text-brand-700" />
          <h2 id="chat-title" className="text-lg font-semibold text-ink">
            {CHAT_MESSAGES.title}
          </h2>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {CHAT_MESSAGES.badge}
          </span>
        </div>
        <Button variant="ghost" size="sm" onClick={onHide} aria-label={hideLabel}>
          <EyeOff aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{hideLabel}</span>
        </Button>
      </header>

      {canUnload ? (
        <div className="border-b border-slate-100 px-4 py-1.5 text-center">
          <button
            type="button"
            className="text-xs font-semibold text-brand-800 underline"
            onClick={() => {
              suppressUntil.current = Date.now() + WINDOW.suppressAfterUnloadMs;
              stick.current = true;
              chat.unloadOlder();
            }}
          >
            {CHAT_MESSAGES.unloadOlder}
          </button>
        </div>
      ) : null}

      <div
        ref={list}
        onScroll={() => void onScroll()}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
        role="log"
        aria-label="Conversation"
        aria-busy={chat.streaming}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        tabIndex={0}
      >
        {chat.status === 'loading' ? (
          <p role="status" className="text-sm text-slate-600">
            {CHAT_MESSAGES.loading}
          </p>
        ) : chat.status === 'error' ? (
          <p role="alert" className="text-sm text-red-800">
            We could not load this conversation. Please try again.
          </p>
        ) : (
          <>
            {chat.loadingOlder ? (
              <p className="mb-2 text-center text-xs text-slate-500">Loading older messages…</p>
            ) : null}
            {loaded === 0 ? (
              <div className="space-y-3">
                <p className="rounded-2xl border border-slate-200 bg-slate-50 px-3.5 py-2.5 text-sm text-slate-800">
                  {CHAT_MESSAGES.greeting}
                </p>
                <ul className="flex flex-wrap gap-2" aria-label="Suggested questions">
                  {CHAT_MESSAGES.suggestedPrompts.map((p) => (
                    <li key={p}>
                      <button
                        type="button"
                        onClick={() => void send(p)}
                        className="rounded-full border border-brand-200 bg-white px-3 py-1.5 text-left text-xs font-medium text-brand-900 hover:bg-brand-50"
                      >
                        {p}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <ol className="space-y-3">
                {chat.messages.map((m) => (
                  <MessageBubble
                    key={m.id}
                    message={m}
                    applying={chat.applying}
                    replying={chat.streaming}
                    onDecide={onDecide}
                    onAsk={onAsk}
                  />
                ))}
              </ol>
            )}
            {waiting ? (
              <p role="status" className="mt-2 flex items-center gap-1 text-sm text-slate-600">
                <span className="sr-only">{CHAT_MESSAGES.title} is typing</span>
                <span aria-hidden="true" className="chat-typing flex gap-1">
                  <span className="size-1.5 rounded-full bg-slate-400" />
                  <span className="size-1.5 rounded-full bg-slate-400" />
                  <span className="size-1.5 rounded-full bg-slate-400" />
                </span>
              </p>
            ) : null}
          </>
        )}
      </div>

      {!atBottom ? (
        <button
          type="button"
          onClick={() => {
            stick.current = true;
            scrollToBottom('smooth');
          }}
          className="absolute right-4 bottom-24 inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white shadow-md"
          aria-label="Scroll to the latest message"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
      ) : null}

      {readOnly ? (
        <div className="border-t border-slate-200 bg-brand-50 p-4 text-sm text-slate-800">
          <p>{BILLING_MESSAGES.chatReadOnly}</p>
          <Link to={paths.billing} className={buttonClasses('primary', 'sm', 'mt-3')}>
            Upgrade to Pro
          </Link>
        </div>
      ) : (
        <Composer streaming={chat.streaming} onSend={send} onStop={chat.stop} />
      )}
      {chat.applying ? (
        <div
          role="status"
          className="fixed inset-0 z-[60] flex items-center justify-center bg-white/80 text-lg font-semibold text-brand-900"
        >
          {CHAT_MESSAGES.reevaluating}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The input with its typed rotating prompt, voice, Stop and Send. Its own component, so the prompt's
 * typing (a character every ~60 ms) re-renders only the input, not the conversation.
 *
 * While a reply is arriving nothing is sent: Send is disabled (Stop beside it), and what is typed
 * meanwhile stays in the input with a line saying it can be sent once the reply has finished, so
 * Enter is never silently ignored.
 */
function Composer({
  streaming,
  onSend,
  onStop,
}: {
  streaming: boolean;
  onSend: (text: string, photo?: ChosenPhoto) => boolean;
  onStop: () => void;
}) {
  const [input, setInput] = useState('');
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const prompt = useTypingPrompt(CHAT_MESSAGES.suggestedPrompts, input !== '' || streaming);
  const held = streaming && (input.trim() !== '' || photo !== null);
  const send = () => {
    if (photo && !input.trim()) {
      void notify('error', CHAT_MESSAGES.photoNeedsWords);
      return;
    }
    if (onSend(input, photo ?? undefined)) {
      setInput('');
      setPhoto(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <div className="border-t border-slate-200">
      {photo ? <PhotoChip photo={photo} onRemove={() => setPhoto(null)} /> : null}
      <form
        className="flex items-end gap-2 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message {CHAT_MESSAGES.title}
        </label>
        <textarea
          id="chat-input"
          rows={2}
          value={input}
          maxLength={CHAT_LIMITS.messageMaxChars}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={prompt}
          aria-describedby={held ? 'chat-send-after-reply' : undefined}
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <PhotoButton disabled={streaming} onPhoto={setPhoto} />
        <VoiceButton
          disabled={streaming}
          onText={(text) => setInput((current) => (current ? `${current} ${text}` : text))}
        />
        {streaming ? (
          <Button variant="outline" size="sm" onClick={onStop} aria-label="Stop the reply">
            <Square aria-hidden="true" className="size-4" />
            Stop
          </Button>
        ) : null}
        <Button type="submit" size="sm" aria-label="Send" disabled={streaming || (!input.trim() && !photo)}>
          <SendHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </form>
      {/* Always in the page (empty when not needed), so screen readers announce it when it fills. */}
      <p
        id="chat-send-after-reply"
        role="status"
        className={held ? '-mt-1 px-3 pb-2 text-xs text-slate-700' : undefined}
      >
        {held ? CHAT_MESSAGES.sendAfterReply : null}
      </p>
    </div>
  );
}
