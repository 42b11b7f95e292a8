import { CHAT_MESSAGES, type Reevaluation } from '@physiomate/shared';
import { Check, Copy, ImageIcon, TriangleAlert } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import type { LocalMessage } from '../hooks/use-chat';
import { WINDOW } from '../lib/window';
import { Markdown } from './markdown';
import { ReevaluationCard } from './reevaluation-card';

const REEVALUATE_HINT = 'it may be worth re-evaluating your assessment';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), WINDOW.copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
      className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-ink"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-3.5" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
      {copied ? CHAT_MESSAGES.copied : CHAT_MESSAGES.copy}
      <span aria-live="polite" className="sr-only">
        {copied ? 'Message copied' : ''}
      </span>
    </button>
  );
}

export const MessageBubble = memo(function MessageBubble({
  message,
  applying,
  replying,
  onDecide,
  onAsk,
}: {
  message: LocalMessage;
  applying: boolean;
  /** A reply is arriving: nothing can be sent until it has finished. */
  replying: boolean;
  onDecide: (reevaluation: Reevaluation, decision: 'apply' | 'keep') => void;
  onAsk: (text: string) => void;
}) {
  const mine = message.role === 'user';
  const emergency =
    message.flag ?? (message.redFlag && !mine ? { level: 'emergency', message: '' } : undefined);
  // The 'Re-evaluate assessment' button, on replies that suggest it without a structured proposal.
  const suggests = !mine && !message.reevaluation && message.content.includes(REEVALUATE_HINT);
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-role={message.role}>
      <div
        className={cn(
          'max-w-[92%] rounded-2xl px-3.5 py-2.5 text-sm',
          mine ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white text-slate-900',
          emergency && !mine ? 'border-red-300 bg-red-50' : '',
          message.failed ? 'border-red-300 bg-red-50 text-red-900' : '',
        )}
      >
        {emergency && !mine ? (
          <p role="alert" className="mb-2 flex items-center gap-2 font-semibold text-red-900">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {emergency.level === 'emergency' ? 'Emergency: get help now' : 'See a doctor soon'}
          </p>
        ) : null}
        {mine ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : message.failed ? (
          <p>⚠️ Error: {message.content}</p>
        ) : (
          <Markdown text={message.content} />
        )}
        {message.image ? (
          <p className="mt-1 flex items-center gap-1.5 text-xs opacity-90">
            <ImageIcon aria-hidden="true" className="size-3.5" />
            {CHAT_MESSAGES.photoNotKept}
          </p>
        ) : null}
        {message.incomplete ? (
          <p className="mt-1 text-xs text-slate-600 italic">{CHAT_MESSAGES.incomplete}</p>
        ) : null}
        {message.reevaluation ? (
          <ReevaluationCard
            reevaluation={message.reevaluation}
            busy={applying}
            onDecide={(decision) => message.reevaluation && onDecide(message.reevaluation, decision)}
          />
        ) : null}
        {suggests ? (
          <button
            type="button"
            onClick={() => onAsk(REEVALUATE_HINT)}
            disabled={replying}
            className="mt-2 rounded-lg border border-brand-300 px-3 py-1.5 text-xs font-semibold text-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {CHAT_MESSAGES.reevaluateButton}
          </button>
        ) : null}
      </div>
      {!message.streaming && message.content ? <CopyButton text={message.content} /> : null}
    </li>
  );
});
