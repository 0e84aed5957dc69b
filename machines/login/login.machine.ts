import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/placeholder';
import { msg, type Message } from '../../domain/message';
import { LOGIN_REDIRECT_MS } from '../../domain/constants';
import { reasonOf } from '../../api/errors';

export interface SignInInput {
  email: string;
  password: string;
  /** 'Keep me logged in': the token goes to localStorage rather than sessionStorage. */
  persist: boolean;
}

export interface LoginContext {
  /** The e-mail of the last accepted submit, kept for the form after a failure. */
  email: string;
  /** The auth machine's error of the last failed sign-in; null = none. */
  error: Message | null;
}

export type LoginEvent = { type: 'login.submit' } & SignInInput;
export type LoginTag = 'busy' | 'succeeded' | 'failed';
/** The view navigates (wouter is the view's): it listens with `actor.on('redirect', ...)`. */
export type LoginEmitted = { type: 'redirect' };

/** SPEC §5: email and password required and the email must contain '@'; otherwise the submit is silently ignored. */
export function isSubmittable({ email, password }: Pick<SignInInput, 'email' | 'password'>): boolean {
  return email.trim() !== '' && email.includes('@') && password !== '';
}

/** A complete submit starts a sign-in; an incomplete one matches no transition at all (SPEC §5: silently ignored). */
const submit = {
  guard: 'isSubmittable',
  target: 'submitting',
  actions: 'assignSubmit',
} as const;

/**
 * The admin login page (SPEC §2): idle → submitting (the auth actor signs in; 'Signing in...') → succeeded
 * ('Login successful! Redirecting...', then the `redirect` event emitted after LOGIN_REDIRECT_MS) or failed (the
 * auth machine's error shown, the e-mail kept). An incomplete submit changes nothing at all. The sign-in is
 * `signIn`, made by createLoginActors({ auth }) for the app's auth actor.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
    emitted: {} as LoginEmitted,
  },
  actors: {
    /** Resolves once the auth actor is signed in; rejects with its error otherwise (createLoginActors). */
    signIn: notProvided<void, SignInInput>('login', 'signIn'),
  },
  actions: {
    /** Asks the view to go to the admin home. */
    redirect: emit({ type: 'redirect' }),
    assignSubmit: assign({ email: ({ event }) => event.email.trim(), error: null }),
  },
  guards: {
    isSubmittable: ({ event }) => isSubmittable(event),
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'login',
  context: { email: '', error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'login.submit': submit } },
    // No submit while signing in or once signed in: a second click is not a second sign-in.
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const e = event as LoginEvent;
          return { email: e.email.trim(), password: e.password, persist: e.persist };
        },
        onDone: 'succeeded',
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => reasonOf(event.error, msg('loginFailed')) }),
        },
      },
    },
    succeeded: {
      tags: ['succeeded'],
      after: { loginRedirect: 'redirected' },
    },
    redirected: {
      tags: ['succeeded'],
      type: 'final',
      entry: 'redirect',
    },
    failed: {
      tags: ['failed'],
      on: { 'login.submit': submit },
    },
  },
});

export type LoginMachine = typeof loginMachine;
