import { CHAT_MESSAGES } from '@physiomate/shared';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bot } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChatPanel, type ChatPanelProps } from './chat-panel';

const DESKTOP = '(min-width: 1024px)';

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia(DESKTOP).matches);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const change = () => setDesktop(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return desktop;
}

/**
 * Where the chat lives on the results screen: beside the results on a wide screen (about 40%),
 * hidden and shown from its header; on a phone, a full-screen sheet opened from a button.
 */
export default function ChatDock(props: Omit<ChatPanelProps, 'onHide' | 'hideLabel'>) {
  const desktop = useDesktop();
  const [shown, setShown] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);

  if (desktop) {
    if (!shown)
      return (
        <Button className="fixed right-6 bottom-6 z-30 shadow-lg print:hidden" onClick={() => setShown(true)}>
          <Bot aria-hidden="true" className="size-5" />
          Show {CHAT_MESSAGES.title}
        </Button>
      );
    return (
      <aside
        aria-label={CHAT_MESSAGES.title}
        className="sticky top-16 h-[calc(100dvh-4rem)] w-2/5 shrink-0 border-l border-slate-200 print:hidden"
      >
        <ChatPanel {...props} onHide={() => setShown(false)} />
      </aside>
    );
  }
  return (
    <DialogPrimitive.Root open={sheetOpen} onOpenChange={setSheetOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button className="fixed right-4 bottom-4 z-30 shadow-lg print:hidden">
          <Bot aria-hidden="true" className="size-5" />
          Ask {CHAT_MESSAGES.title}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white"
        >
          <DialogPrimitive.Title className="sr-only">{CHAT_MESSAGES.title}</DialogPrimitive.Title>
          <ChatPanel {...props} onHide={() => setSheetOpen(false)} hideLabel="Close chat" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
