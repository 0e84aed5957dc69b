import { assign, setup, type EventObject } from 'xstate';
import { notProvided, notProvidedCallback } from '../shared/placeholder';
import { ANTHEM_AUTOPLAY_DELAY_MS, ANTHEM_VOLUME } from '../../domain/constants';
import type { AnthemAudio, AudioInput, PreferenceStorage } from './anthem.actors';

/**
 * SPEC §4 Anthem audio: stored preference, delayed autoplay, blocked autoplay and track end both mean paused. The
 * audio element and the preference storage come with the input; playing and watching the track are placeholders here,
 * the real ones come from `createAnthemActors` (anthem.actors.ts), provided at the root (docs/decisions/009).
 */
export type AnthemInput = { audio: AnthemAudio; storage: PreferenceStorage };
export type AnthemContext = AnthemInput & {
  /** What the visitor last chose; true when nothing is stored ('true' is written by the toggle, 'false' likewise). */
  wantsPlay: boolean;
};
export type AnthemEvent = { type: 'anthem.toggle' } | { type: 'audio.ended' };
/** on: the toggle shows "playing" (pressed); busy: play() has been called and has not answered yet. */
export type AnthemTag = 'on' | 'busy';

export const ANTHEM_PREFERENCE = { playing: 'true', paused: 'false' } as const;

export const anthemMachine = setup({
  types: {
    context: {} as AnthemContext,
    events: {} as AnthemEvent,
    input: {} as AnthemInput,
    tags: {} as AnthemTag,
  },
  actors: {
    playAudio: notProvided<void, AudioInput>('anthem', 'playAudio'),
    watchPlayback: notProvidedCallback<EventObject, AudioInput>('anthem', 'watchPlayback'),
  },
  actions: {
    applyVolume: ({ context }) => {
      context.audio.volume = ANTHEM_VOLUME;
    },
    rememberPlaying: assign({ wantsPlay: true }),
    rememberPaused: assign({ wantsPlay: false }),
    storePreference: ({ context }) => {
      context.storage.write(context.wantsPlay ? ANTHEM_PREFERENCE.playing : ANTHEM_PREFERENCE.paused);
    },
  },
  guards: {
    wantsPlay: ({ context }) => context.wantsPlay,
  },
  delays: { autoplayDelay: ANTHEM_AUTOPLAY_DELAY_MS },
}).createMachine({
  id: 'anthem',
  context: ({ input }) => ({
    audio: input.audio,
    storage: input.storage,
    wantsPlay: input.storage.read() !== ANTHEM_PREFERENCE.paused,
  }),
  entry: 'applyVolume',
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'wantsPlay', target: 'awaitingAutoplay' }, { target: 'paused' }],
    },
    // The page gets ~100 ms to settle before the track is asked to stream.
    awaitingAutoplay: {
      tags: ['on'],
      after: { autoplayDelay: 'starting' },
      on: { 'anthem.toggle': { target: 'paused', actions: ['rememberPaused', 'storePreference'] } },
    },
    starting: {
      tags: ['on', 'busy'],
      invoke: {
        id: 'playAudio',
        src: 'playAudio',
        input: ({ context }) => ({ audio: context.audio }),
        onDone: 'playing',
        // Blocked autoplay (or an unplayable file) leaves the preference as it was: the next visit tries again.
        onError: 'paused',
      },
      on: { 'anthem.toggle': { target: 'paused', actions: ['rememberPaused', 'storePreference'] } },
    },
    playing: {
      tags: ['on'],
      invoke: { id: 'watchPlayback', src: 'watchPlayback', input: ({ context }) => ({ audio: context.audio }) },
      on: {
        'anthem.toggle': { target: 'paused', actions: ['rememberPaused', 'storePreference'] },
        // The track does not loop; its end is not a preference change.
        'audio.ended': 'paused',
      },
    },
    paused: {
      on: { 'anthem.toggle': { target: 'starting', actions: ['rememberPlaying', 'storePreference'] } },
    },
  },
});

export type AnthemMachine = typeof anthemMachine;
