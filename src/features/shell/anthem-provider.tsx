import { useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { anthemMachine } from '../../../machines/anthem/anthem.machine';
import type { PreferenceStorage } from '../../../machines/anthem/anthem.actors';
import { useLogic } from '../../actors/logic';
import { STORAGE_KEYS } from '../../../domain/constants';

/** The anthem actor of the public shell (SPEC §4). It lives with the header, so the admin area has no music. */
export const AnthemContext = createActorContext(anthemMachine);

const ANTHEM_SOURCES = [
  { src: '/media/anthem.mp3', type: 'audio/mpeg' },
  { src: '/media/anthem.ogg', type: 'audio/ogg' },
] as const;

/** A detached <audio> element: preload="none" so nothing streams until autoplay is attempted; no loop (SPEC §4). */
function createAnthemAudio(): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.preload = 'none';
  audio.loop = false;
  for (const { src, type } of ANTHEM_SOURCES) {
    const source = document.createElement('source');
    source.src = src;
    source.type = type;
    audio.append(source);
  }
  return audio;
}

/** localStorage, tolerant of browsers that refuse it (private modes): the choice then lasts for the visit only. */
export const anthemPreference: PreferenceStorage = {
  read: () => {
    try {
      return window.localStorage.getItem(STORAGE_KEYS.anthem);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.anthem, value);
    } catch {
      // Storage unavailable: nothing to keep.
    }
  },
};

/**
 * On the server (src/entry-server.tsx) there is no document and no audio: actors are made there but never started,
 * so the element is never touched before the browser makes its own.
 */
const serverAudio = (): HTMLAudioElement => null as unknown as HTMLAudioElement;

/** Runs the anthem with its live logic (given at the root, src/actors/wiring/root.ts) on this shell's audio element. */
export function AnthemProvider({ children }: { children: ReactNode }) {
  const logic = useLogic('anthem');
  const [audio] = useState(typeof document === 'undefined' ? serverAudio : createAnthemAudio);
  return (
    <AnthemContext.Provider logic={logic} options={{ input: { audio, storage: anthemPreference } }}>
      {children}
    </AnthemContext.Provider>
  );
}
