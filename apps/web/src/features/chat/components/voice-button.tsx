import { Check, Mic, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useVoice } from '../hooks/use-voice';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The mic: hidden when neither the browser nor the server can transcribe. */
export function VoiceButton({ onText, disabled }: { onText: (text: string) => void; disabled: boolean }) {
  const voice = useVoice(onText);
  if (!voice.available) return null;
  if (voice.state === 'recording')
    return (
      <fieldset className="m-0 flex items-center gap-1 border-0 p-0">
        <legend className="sr-only">Voice recording</legend>
        <span className="min-w-10 text-xs font-semibold text-red-700 tabular-nums" aria-live="off">
          <span aria-hidden="true">● </span>
          {clock(voice.seconds)}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={voice.accept}
          aria-label="Stop recording and add the text"
        >
          <Check aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" onClick={voice.discard} aria-label="Discard the recording">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </fieldset>
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void voice.start()}
      disabled={disabled || voice.state === 'transcribing'}
      aria-label={voice.state === 'transcribing' ? 'Transcribing your recording' : 'Record a voice message'}
    >
      <Mic aria-hidden="true" className="size-4" />
    </Button>
  );
}
