import { assign, setup } from 'xstate';
import { SPLASH_MS } from '../../domain/constants';

/** How long the loader takes to fade away once it lifts (a view detail, not a SPEC figure). */
export const SPLASH_FADE_MS = 600;

export type SplashInput = { reducedMotion?: boolean };
export type SplashContext = {
  /** The auth actor's 'busy' tag, as last reported by the shell. */
  authBusy: boolean;
  /** Under prefers-reduced-motion the loader goes at once instead of fading. */
  reducedMotion: boolean;
};
export type SplashEvent = { type: 'auth.changed'; busy: boolean };
/** visible: the loader covers the page; leaving: it is fading out and lets clicks through. */
export type SplashTag = 'visible' | 'leaving';

/**
 * SPEC §2 app shell: the start-up loader shows for 3 s, and longer while the auth state is still loading. The app
 * renders beneath it the whole time; this machine only decides when the cover lifts. It covers start-up only: a
 * later auth check (login, token refresh) must not blank the screen.
 */
export const splashMachine = setup({
  types: {
    context: {} as SplashContext,
    events: {} as SplashEvent,
    input: {} as SplashInput,
    tags: {} as SplashTag,
  },
  actions: {
    assignAuthBusy: assign({ authBusy: ({ event }) => event.busy }),
  },
  guards: {
    authBusy: ({ context }) => context.authBusy,
    authSettled: ({ event }) => !event.busy,
  },
  delays: {
    splashDuration: SPLASH_MS,
    fadeDuration: ({ context }) => (context.reducedMotion ? 0 : SPLASH_FADE_MS),
  },
}).createMachine({
  id: 'splash',
  context: ({ input }) => ({ authBusy: false, reducedMotion: input.reducedMotion ?? false }),
  initial: 'showing',
  states: {
    showing: {
      tags: ['visible'],
      on: { 'auth.changed': { actions: 'assignAuthBusy' } },
      after: { splashDuration: [{ guard: 'authBusy', target: 'waitingForAuth' }, { target: 'leaving' }] },
    },
    waitingForAuth: {
      tags: ['visible'],
      on: {
        'auth.changed': [
          { guard: 'authSettled', target: 'leaving', actions: 'assignAuthBusy' },
          { actions: 'assignAuthBusy' },
        ],
      },
    },
    leaving: {
      tags: ['visible', 'leaving'],
      after: { fadeDuration: 'hidden' },
    },
    hidden: { type: 'final' },
  },
});
