import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/errors.ts';

export type Transcriber = (audio: Buffer, contentType: string) => Promise<string>;
export type SttConfig = { baseUrl?: string; apiKey?: string; model?: string; timeoutMs: number };

/** Audio types the recorder produces and transcription services accept. */
export const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'] as const;
const EXTENSION: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/**
 * Voice input through a configured OpenAI-compatible transcription service (`/audio/transcriptions`,
 * multipart), or null when none is configured. The audio is passed through and never stored; the
 * log says only that a transcription failed, never what was said.
 */
export function createTranscriber(config: SttConfig, log: FastifyBaseLogger): Transcriber | null {
  if (!config.baseUrl || !config.model) return null;
  const url = `${config.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  const model = config.model;
  return async (audio, contentType) => {
    const type = contentType.split(';')[0]?.trim() ?? 'audio/webm';
    const form = new FormData();
    form.append('model', model);
    form.append('file', new Blob([new Uint8Array(audio)], { type }), `speech.${EXTENSION[type] ?? 'webm'}`);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        body: form,
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      log.warn({ reason: (err as Error).name }, 'transcription failed');
      throw new AppError('unavailable', 'Voice input is not available right now. Please type your message.');
    }
    if (!res.ok) {
      log.warn({ status: res.status }, 'transcription failed');
      throw new AppError('unavailable', 'Voice input is not available right now. Please type your message.');
    }
    const body = (await res.json().catch(() => ({}))) as { text?: unknown };
    return typeof body.text === 'string' ? body.text.trim() : '';
  };
}
