import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { MessageError, msg } from '../../domain/message';
import {
  DEFAULT_RETRY_AFTER_S,
  QUEUE_DEBOUNCE_MS,
  QUEUE_EXPIRY_MS,
  QUEUE_GAP_MS,
  QUEUE_MAX_RETRIES,
} from '../../domain/constants';
import { runRequest, type RunRequest } from './request-queue.actors';

/**
 * Request queue for the public list (SPEC §4): one call at a time, a debounce before each start, a gap between
 * calls, expiry of stale requests, replacement of identical pending ones, and retries on 429.
 */
export type { RunRequest };

export interface Caller {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export interface QueuedRequest {
  /** Identity: a newer request with the same key replaces a pending one. */
  key: string;
  run: RunRequest;
  /** ms epoch; older than QUEUE_EXPIRY_MS when its turn comes = rejected with 'Request timeout'. */
  enqueuedAt: number;
  /** Everyone waiting for this key's result: a replaced request's caller receives the newer one's result. */
  callers: Caller[];
}

export interface RequestQueueContext {
  /** Waiting for their turn, oldest first. */
  pending: QueuedRequest[];
  /** Running, or waiting to be retried after a 429; null = none. */
  active: QueuedRequest | null;
  /** Retries already made for the active request (0..QUEUE_MAX_RETRIES). */
  retryCount: number;
  /** Seconds to wait before the retry; null = not rate-limited. */
  retryAfter: number | null;
  /** ms epoch when the retry starts (for a countdown); null = not rate-limited. */
  rateLimitedUntil: number | null;
}

export type RequestQueueEvent =
  | {
      type: 'request.enqueue';
      key: string;
      run: RunRequest;
      resolve: Caller['resolve'];
      reject: Caller['reject'];
      enqueuedAt: number;
    }
  /** Reject everything pending (and abort the active call) with an AbortError 'Request aborted'. */
  | { type: 'queue.clear' };

/** Emitted when a 429 puts the queue into waiting; also readable as context + the 'rateLimited' tag. */
export interface RequestRateLimitedEvent {
  type: 'request.rateLimited';
  retryAfter: number;
  retryCount: number;
  until: number;
}

export type RequestQueueTag = 'busy' | 'rateLimited';

function isRateLimitedError(error: unknown): error is { status: 429; retryAfter?: number } {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}

function abortError(): Error {
  const error = new MessageError(msg('requestAborted'));
  error.name = 'AbortError';
  return error;
}

/** Never run: `running` is only entered with an active request. */
const nothingToRun: RunRequest = () => Promise.reject(new Error('request queue: no active request'));

export const requestQueueMachine = setup({
  types: {
    context: {} as RequestQueueContext,
    events: {} as RequestQueueEvent,
    emitted: {} as RequestRateLimitedEvent,
    tags: {} as RequestQueueTag,
  },
  actors: { runRequest },
  actions: {
    /** Side effects: settle callers (a promise's resolve/reject). */
    resolveActive: ({ context }, params: { value: unknown }) => {
      for (const caller of context.active?.callers ?? []) caller.resolve(params.value);
    },
    rejectActive: ({ context }, params: { error: unknown }) => {
      for (const caller of context.active?.callers ?? []) caller.reject(params.error);
    },
    rejectHead: ({ context }) => {
      for (const caller of context.pending[0]?.callers ?? []) caller.reject(new MessageError(msg('requestTimeout')));
    },
    addRequest: assign(({ context, event }) => {
      assertEvent(event, 'request.enqueue');
      const replaced = context.pending.find((r) => r.key === event.key);
      const request: QueuedRequest = {
        key: event.key,
        run: event.run,
        enqueuedAt: event.enqueuedAt,
        callers: [...(replaced?.callers ?? []), { resolve: event.resolve, reject: event.reject }],
      };
      return { pending: [...context.pending.filter((r) => r !== replaced), request] };
    }),
    dropHead: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    takeHead: assign(({ context }) => ({
      active: context.pending[0] ?? null,
      pending: context.pending.slice(1),
      retryCount: 0,
    })),
    clearActive: assign({ active: null }),
    /** Side effect: reject the active request and every pending one (queue.clear). */
    rejectAll: ({ context }) => {
      const callers = [...(context.active?.callers ?? []), ...context.pending.flatMap((r) => r.callers)];
      for (const caller of callers) caller.reject(abortError());
    },
    clearAll: assign({ pending: [], active: null }),
    assignRetry: assign(({ context }, params: { error: unknown }) => {
      const retryAfter = (isRateLimitedError(params.error) && params.error.retryAfter) || DEFAULT_RETRY_AFTER_S;
      return { retryCount: context.retryCount + 1, retryAfter, rateLimitedUntil: Date.now() + retryAfter * 1000 };
    }),
    clearRateLimit: assign({ retryAfter: null, rateLimitedUntil: null }),
    notifyRateLimited: emit(({ context }) => ({
      type: 'request.rateLimited' as const,
      retryAfter: context.retryAfter ?? DEFAULT_RETRY_AFTER_S,
      retryCount: context.retryCount,
      until: context.rateLimitedUntil ?? Date.now(),
    })),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isHeadExpired: ({ context }) => {
      const head = context.pending[0];
      return head !== undefined && Date.now() - head.enqueuedAt > QUEUE_EXPIRY_MS;
    },
    isRateLimited: (_, params: { error: unknown }) => isRateLimitedError(params.error),
    canRetry: ({ context }, params: { error: unknown }) =>
      isRateLimitedError(params.error) && context.retryCount < QUEUE_MAX_RETRIES,
  },
  delays: {
    debounce: QUEUE_DEBOUNCE_MS,
    gap: QUEUE_GAP_MS,
    retryDelay: ({ context }) => (context.retryAfter ?? DEFAULT_RETRY_AFTER_S) * 1000,
  },
}).createMachine({
  id: 'requestQueue',
  context: { pending: [], active: null, retryCount: 0, retryAfter: null, rateLimitedUntil: null },
  initial: 'idle',
  on: {
    // While running, waiting for a retry or cooling down, new requests just queue up.
    'request.enqueue': { actions: 'addRequest' },
    'queue.clear': { actions: ['rejectAll', 'clearAll'] },
  },
  states: {
    idle: {
      on: { 'request.enqueue': { target: 'debouncing', actions: 'addRequest' } },
    },
    debouncing: {
      tags: 'busy',
      after: { debounce: 'dispatching' },
      on: {
        // A new arrival restarts the debounce.
        'request.enqueue': { target: 'debouncing', reenter: true, actions: 'addRequest' },
        'queue.clear': { target: 'idle', actions: ['rejectAll', 'clearAll'] },
      },
    },
    dispatching: {
      tags: 'busy',
      always: [
        { guard: 'isHeadExpired', actions: ['rejectHead', 'dropHead'] },
        { guard: 'hasPending', target: 'running', actions: 'takeHead' },
        { target: 'idle' },
      ],
    },
    running: {
      tags: 'busy',
      // Leaving `running` stops the call's actor, which aborts its signal.
      on: { 'queue.clear': { target: 'cooling', actions: ['rejectAll', 'clearAll'] } },
      invoke: {
        id: 'runRequest',
        src: 'runRequest',
        input: ({ context }) => ({ run: context.active?.run ?? nothingToRun }),
        onDone: {
          target: 'cooling',
          actions: [{ type: 'resolveActive', params: ({ event }) => ({ value: event.output }) }, 'clearActive'],
        },
        onError: [
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingForRetry',
            actions: { type: 'assignRetry', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'cooling',
            actions: [{ type: 'rejectActive', params: () => ({ error: new MessageError(msg('maxRetries')) }) }, 'clearActive'],
          },
          {
            // Any other failure goes back to its caller untouched.
            target: 'cooling',
            actions: [{ type: 'rejectActive', params: ({ event }) => ({ error: event.error }) }, 'clearActive'],
          },
        ],
      },
    },
    waitingForRetry: {
      tags: ['busy', 'rateLimited'],
      entry: 'notifyRateLimited',
      exit: 'clearRateLimit',
      after: { retryDelay: 'running' },
      on: { 'queue.clear': { target: 'cooling', actions: ['rejectAll', 'clearAll'] } },
    },
    cooling: {
      // The gap runs from the end of one call to the next start (its debounce comes on top).
      after: {
        gap: [{ guard: 'hasPending', target: 'debouncing' }, { target: 'idle' }],
      },
    },
  },
});

export type RequestQueueSnapshot = SnapshotFrom<typeof requestQueueMachine>;
export type RequestQueueRef = Pick<ActorRefFrom<typeof requestQueueMachine>, 'send'>;

/**
 * Queue a call and get its result. A later call with the same key, made while this one is still pending,
 * replaces it: both callers then receive the later call's result (or error), so no caller is left hanging.
 */
export function enqueue<T>(queue: RequestQueueRef, key: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.send({
      type: 'request.enqueue',
      key,
      run,
      resolve: (value) => resolve(value as T),
      reject,
      enqueuedAt: Date.now(),
    });
  });
}
