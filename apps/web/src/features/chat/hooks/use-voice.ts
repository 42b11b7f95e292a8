import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { transcribe } from '../api/chat-api';
import { useChatCapabilities } from './use-capabilities';

type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  abort(): void;
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
};
type RecognitionCtor = new () => Recognition;

function browserRecognition(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type VoiceState = 'idle' | 'recording' | 'transcribing';

/**
 * Voice input (idle, recording with a timer, then accept or discard): the
 * browser's own speech recognition where it exists, otherwise a recording sent to the server's
 * transcription service when one is configured; `available` is false when neither exists.
 */
export function useVoice(onText: (text: string) => void) {
  const capabilities = useChatCapabilities();
  const [browser] = useState(() => browserRecognition() !== null);
  const mode: 'browser' | 'server' | null = browser
    ? 'browser'
    : capabilities.data?.transcription && typeof MediaRecorder !== 'undefined'
      ? 'server'
      : null;
  const [state, setState] = useState<VoiceState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef('');
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const keep = useRef(false);

  useEffect(() => {
    if (state !== 'recording') return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const start = useCallback(async () => {
    heard.current = '';
    keep.current = false;
    if (mode === 'browser') {
      const Ctor = browserRecognition();
      if (!Ctor) return;
      const r = new Ctor();
      r.continuous = true;
      r.interimResults = false;
      r.lang = navigator.language || 'en-GB';
      r.onresult = (event) => {
        heard.current = Array.from(event.results)
          .map((result) => result[0]?.transcript ?? '')
          .join(' ')
          .trim();
      };
      r.onerror = (event) => {
        if (event.error === 'not-allowed')
          window.alert('Error accessing microphone. Please check your browser permissions.');
        setState('idle');
      };
      recognition.current = r;
      r.start();
      setState('recording');
      return;
    }
    if (mode === 'server') {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, sampleRate: 24000 },
        });
        const rec = new MediaRecorder(stream);
        chunks.current = [];
        rec.ondataavailable = (event) => chunks.current.push(event.data);
        rec.onstop = async () => {
          for (const track of stream.getTracks()) track.stop();
          if (!keep.current) return setState('idle');
          setState('transcribing');
          try {
            const { text } = await transcribe(
              new Blob(chunks.current, { type: rec.mimeType || 'audio/webm' }),
            );
            if (text) onText(text);
          } catch (error) {
            onText(errorMessage(error));
          } finally {
            setState('idle');
          }
        };
        rec.start(1000);
        recorder.current = rec;
        setState('recording');
      } catch {
        window.alert('Error accessing microphone. Please check your browser permissions.');
      }
    }
  }, [mode, onText]);

  const finish = useCallback(
    (accept: boolean) => {
      keep.current = accept;
      if (mode === 'browser') {
        recognition.current?.stop();
        recognition.current = null;
        if (accept && heard.current) onText(heard.current);
        setState('idle');
      } else recorder.current?.stop();
    },
    [mode, onText],
  );

  return {
    available: mode !== null,
    state,
    seconds,
    start,
    accept: () => finish(true),
    discard: () => finish(false),
  };
}
