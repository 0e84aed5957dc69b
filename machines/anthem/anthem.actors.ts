import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AnthemMachine } from './anthem.machine';

/**
 * The slice of HTMLAudioElement the anthem needs. The element is passed in through the machine's input, so the
 * machine stays DOM-free and tests drive a fake object with the same shape.
 */
export interface AnthemAudio {
  volume: number;
  preload: string;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended', listener: () => void): void;
  removeEventListener(type: 'ended', listener: () => void): void;
}

/** Where the play/pause preference is kept (localStorage in the browser, a Map in tests). */
export interface PreferenceStorage {
  read(): string | null;
  write(value: string): void;
}

export type AudioInput = { audio: AnthemAudio };

/**
 * Starts playback. The element is created with preload="none" so the track never competes with the first page
 * load; it is switched to streaming only now. Rejects when the browser blocks autoplay (NotAllowedError) or the
 * file cannot play. Leaving the state before it settles aborts the signal, and the audio is paused again.
 */
const playAudio = fromPromise<void, AudioInput>(async ({ input: { audio }, signal }) => {
  signal.addEventListener('abort', () => audio.pause(), { once: true });
  audio.preload = 'auto';
  await audio.play();
});

/**
 * Lives exactly as long as the `playing` state: reports the end of the track, and pauses the audio when the
 * state is left for any reason (toggle, track end, or the actor being stopped when the public shell unmounts).
 */
const watchPlayback = fromCallback<EventObject, AudioInput>(({ input: { audio }, sendBack }) => {
  const onEnded = () => sendBack({ type: 'audio.ended' });
  audio.addEventListener('ended', onEnded);
  return () => {
    audio.removeEventListener('ended', onEnded);
    audio.pause();
  };
});

/**
 * The anthem's real effects (docs/decisions/009): playing the element the input brings and watching it while it
 * plays. The element itself is made by the shell (the browser's) or by a test (a fake with the same shape).
 */
export function createAnthemActors() {
  return {
    actors: { playAudio, watchPlayback },
  } satisfies Parameters<AnthemMachine['provide']>[0];
}
