import { useEffect, useState } from 'react';
import { TYPING } from '../lib/window';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The input's rotating suggestion, typed out and deleted a character at a time (TYPING, lib/window.ts). With
 * reduced motion each prompt is shown whole and changes every few seconds; paused while `paused`.
 */
export function useTypingPrompt(prompts: readonly string[], paused: boolean): string {
  const [text, setText] = useState(prompts[0] ?? '');
  useEffect(() => {
    if (paused || prompts.length === 0) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
    const run = async () => {
      for (let index = 0; !cancelled; index = (index + 1) % prompts.length) {
        const prompt = prompts[index] ?? '';
        if (prefersReducedMotion()) {
          setText(prompt);
          await wait(4000);
          continue;
        }
        for (let i = 1; i <= prompt.length && !cancelled; i++) {
          setText(prompt.slice(0, i));
          await wait(TYPING.minCharMs + Math.random() * (TYPING.maxCharMs - TYPING.minCharMs));
        }
        await wait(TYPING.pauseMs);
        for (let i = prompt.length - 1; i >= 0 && !cancelled; i--) {
          setText(prompt.slice(0, i));
          await wait(TYPING.deleteCharMs);
        }
        await wait(TYPING.nextMs);
      }
    };
    void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [prompts, paused]);
  return text;
}
