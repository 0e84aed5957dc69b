import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { MessageError, msg } from '../../domain/message';
import { english } from '../../tests/setup/english';
import { MSG } from '../../domain/app-messages';
import {
  DEFAULT_RETRY_AFTER_S,
  QUEUE_DEBOUNCE_MS,
  QUEUE_EXPIRY_MS,
  QUEUE_GAP_MS,
  QUEUE_MAX_RETRIES,
} from '../../domain/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { runRequest, type RunRequestInput } from './request-queue.actors';
import {
  enqueue,
  requestQueueMachine,
  type RequestQueueSnapshot,
  type RequestRateLimitedEvent,
} from './request-queue.machine';

const START = Date.UTC(2025, 0, 1);

/** A call the test finishes by hand. */
function deferredCall<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const run = vi.fn(
    (signal: AbortSignal) => new Promise<T>((resolve, reject) => void calls.push({ signal, resolve, reject })),
  );
  return { run, calls };
}

/** Settles a promise into a readable record without unhandled rejections. */
function track<T>(promise: Promise<T>) {
  const result: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(result, { value, settled: true }),
    (error: unknown) => Object.assign(result, { error, settled: true }),
  );
  return result;
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await flushPromises();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('request queue: actor scenarios (real runRequest)', () => {
  it('debounces 1 s, restarting on each new request', async () => {
    const queue = createActor(requestQueueMachine).start();
    const a = deferredCall<string>();
    const b = deferredCall<string>();
    void enqueue(queue, 'a', a.run);
    expect(queue.getSnapshot().value).toBe('debouncing');
    await advance(600);
    void enqueue(queue, 'b', b.run);
    await advance(QUEUE_DEBOUNCE_MS - 1);
    expect(a.run).not.toHaveBeenCalled();
    await advance(1);
    expect(a.run).toHaveBeenCalledTimes(1);
    expect(b.run).not.toHaveBeenCalled();
  });

  it('runs one call at a time, QUEUE_GAP_MS apart, each caller getting its own result', async () => {
    const queue = createActor(requestQueueMachine).start();
    const a = deferredCall<string>();
    const b = deferredCall<string>();
    const ra = track(enqueue(queue, 'a', a.run));
    const rb = track(enqueue(queue, 'b', b.run));
    await advance(QUEUE_DEBOUNCE_MS);
    expect(a.run).toHaveBeenCalledTimes(1);
    await advance(500);
    a.calls[0]?.resolve('A');
    await flushPromises();
    expect(ra).toEqual({ value: 'A', settled: true });
    expect(queue.getSnapshot().value).toBe('cooling');
    await advance(QUEUE_GAP_MS + QUEUE_DEBOUNCE_MS - 1);
    expect(b.run).not.toHaveBeenCalled();
    await advance(1);
    expect(b.run).toHaveBeenCalledTimes(1);
    b.calls[0]?.resolve('B');
    await flushPromises();
    expect(rb).toEqual({ value: 'B', settled: true });
    await advance(QUEUE_GAP_MS);
    expect(queue.getSnapshot().value).toBe('idle');
  });

  it('replaces a pending request with the same key: both callers receive the newer result', async () => {
    const queue = createActor(requestQueueMachine).start();
    const older = deferredCall<string>();
    const newer = deferredCall<string>();
    const r1 = track(enqueue(queue, 'list?page=1', older.run));
    const r2 = track(enqueue(queue, 'list?page=1', newer.run));
    expect(queue.getSnapshot().context.pending).toHaveLength(1);
    await advance(QUEUE_DEBOUNCE_MS);
    expect(older.run).not.toHaveBeenCalled();
    newer.calls[0]?.resolve('fresh');
    await flushPromises();
    expect(r1).toEqual({ value: 'fresh', settled: true });
    expect(r2).toEqual({ value: 'fresh', settled: true });
  });

  it("rejects a request older than 30 s when its turn comes with 'Request timeout', without calling it", async () => {
    const queue = createActor(requestQueueMachine).start();
    const slow = deferredCall<string>();
    const late = deferredCall<string>();
    void enqueue(queue, 'slow', slow.run);
    await advance(QUEUE_DEBOUNCE_MS);
    const r = track(enqueue(queue, 'late', late.run));
    await advance(QUEUE_EXPIRY_MS);
    slow.calls[0]?.resolve('done');
    await advance(QUEUE_GAP_MS + QUEUE_DEBOUNCE_MS);
    expect(english(r.error as Error)).toBe(MSG.requestTimeout);
    expect(late.run).not.toHaveBeenCalled();
    expect(queue.getSnapshot().value).toBe('idle');
  });

  it('on 429 waits Retry-After seconds (shown in context, tag and an emitted event) and retries', async () => {
    const queue = createActor(requestQueueMachine).start();
    const notices: RequestRateLimitedEvent[] = [];
    queue.on('request.rateLimited', (event) => notices.push(event));
    const call = deferredCall<string>();
    const r = track(enqueue(queue, 'a', call.run));
    await advance(QUEUE_DEBOUNCE_MS);
    call.calls[0]?.reject(new ApiError(MSG.tooManyRequests, 429, 2));
    await flushPromises();
    const waiting = queue.getSnapshot();
    expect(waiting.hasTag('rateLimited')).toBe(true);
    expect(waiting.context).toMatchObject({ retryAfter: 2, retryCount: 1, rateLimitedUntil: Date.now() + 2000 });
    expect(notices).toEqual([{ type: 'request.rateLimited', retryAfter: 2, retryCount: 1, until: Date.now() + 2000 }]);
    await advance(1999);
    expect(call.run).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(call.run).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot().hasTag('rateLimited')).toBe(false);
    expect(queue.getSnapshot().context).toMatchObject({ retryAfter: null, rateLimitedUntil: null });
    call.calls[1]?.resolve('ok');
    await flushPromises();
    expect(r.value).toBe('ok');
  });

  it(`gives up after ${QUEUE_MAX_RETRIES} retries (default wait ${DEFAULT_RETRY_AFTER_S} s)`, async () => {
    const queue = createActor(requestQueueMachine).start();
    const call = deferredCall<string>();
    const r = track(enqueue(queue, 'a', call.run));
    await advance(QUEUE_DEBOUNCE_MS);
    for (let attempt = 0; attempt <= QUEUE_MAX_RETRIES; attempt += 1) {
      expect(call.run).toHaveBeenCalledTimes(attempt + 1);
      call.calls[attempt]?.reject(new ApiError(MSG.tooManyRequests, 429));
      await flushPromises();
      if (attempt < QUEUE_MAX_RETRIES) await advance(DEFAULT_RETRY_AFTER_S * 1000);
    }
    expect(english(r.error as Error)).toBe(MSG.maxRetries);
    expect(call.run).toHaveBeenCalledTimes(QUEUE_MAX_RETRIES + 1);
    expect(queue.getSnapshot().value).toBe('cooling');
  });

  it('passes any other failure to its caller untouched, without retrying', async () => {
    const queue = createActor(requestQueueMachine).start();
    const call = deferredCall<string>();
    const r = track(enqueue(queue, 'a', call.run));
    await advance(QUEUE_DEBOUNCE_MS);
    const failure = new ApiError(MSG.publicServerError, 500);
    call.calls[0]?.reject(failure);
    await flushPromises();
    expect(r.error).toBe(failure);
    await advance(60_000);
    expect(call.run).toHaveBeenCalledTimes(1);
  });

  it('queue.clear aborts the running call and rejects everyone with an AbortError', async () => {
    const queue = createActor(requestQueueMachine).start();
    const a = deferredCall<string>();
    const b = deferredCall<string>();
    const ra = track(enqueue(queue, 'a', a.run));
    await advance(QUEUE_DEBOUNCE_MS);
    const rb = track(enqueue(queue, 'b', b.run));
    queue.send({ type: 'queue.clear' });
    await flushPromises();
    expect(a.calls[0]?.signal.aborted).toBe(true);
    for (const r of [ra, rb]) expect([(r.error as Error).name, english(r.error as Error)]).toEqual(['AbortError', MSG.requestAborted]);
    expect(queue.getSnapshot().context).toMatchObject({ pending: [], active: null });
    await advance(QUEUE_GAP_MS);
    expect(queue.getSnapshot().value).toBe('idle');
    expect(b.run).not.toHaveBeenCalled();
  });
});

describe('request queue: model-based paths', () => {
  type Settlement = { ok: true; value: unknown } | { ok: false; error: unknown };
  let log: Settlement[] = [];
  const caller = {
    run: () => Promise.resolve('never called: runRequest is faked'),
    resolve: (value: unknown) => void log.push({ ok: true, value }),
    reject: (error: unknown) => void log.push({ ok: false, error }),
  };
  const rateLimited = new ApiError(MSG.tooManyRequests, 429);
  const serverError = new ApiError(MSG.publicServerError, 500);
  const events: SampleEvent[] = [
    { type: 'request.enqueue', key: 'a', enqueuedAt: START, ...caller },
    { type: 'request.enqueue', key: 'stale', enqueuedAt: START - QUEUE_EXPIRY_MS - 1, ...caller },
    { type: 'queue.clear' },
    { type: 'xstate.done.actor.runRequest', output: 'result' },
    { type: 'xstate.error.actor.runRequest', error: rateLimited },
    { type: 'xstate.error.actor.runRequest', error: serverError },
    { type: 'xstate.after.debounce.requestQueue.debouncing' },
    { type: 'xstate.after.gap.requestQueue.cooling' },
    { type: 'xstate.after.retryDelay.requestQueue.waitingForRetry' },
  ];
  /** Comparable context: keys and counters (callers are functions, rateLimitedUntil is a clock value). */
  const project = ({ context }: RequestQueueSnapshot) => ({
    pending: context.pending.map((r) => r.key),
    active: context.active?.key ?? null,
    retryCount: context.retryCount,
    retryAfter: context.retryAfter,
  });
  const serializeState = (snapshot: RequestQueueSnapshot) =>
    JSON.stringify({ value: snapshot.value, ...project(snapshot) });

  type Step = MachineStep<typeof requestQueueMachine>;
  const aborted = () => Object.assign(new MessageError(msg('requestAborted')), { name: 'AbortError' });
  /** Expectations from SPEC §4, checked against the live actor; `prev` is the snapshot before the step. */
  function checker(fakes: ReturnType<typeof createPromiseFakes>) {
    let prev: RequestQueueSnapshot | undefined;
    let seen = 0;
    let enqueued = 0;
    return (snapshot: RequestQueueSnapshot, step: Step) => {
      const { context } = snapshot;
      const fresh = log.slice(seen);
      seen = log.length;
      const { type } = step.event;
      const error = (step.event as { error?: unknown }).error;
      if (type === 'request.enqueue') enqueued += 1;
      const callers = (requests: ReadonlyArray<{ callers: unknown[] } | null | undefined>) =>
        requests.reduce((n, r) => n + (r?.callers.length ?? 0), 0);
      const prevActive = callers([prev?.context.active]);
      // Who gets settled by this step, and how.
      let settled: Settlement[] = [];
      if (type === 'xstate.done.actor.runRequest') settled = Array(prevActive).fill({ ok: true, value: 'result' });
      else if (type === 'xstate.error.actor.runRequest' && error === serverError) {
        settled = Array(prevActive).fill({ ok: false, error: serverError });
      } else if (type === 'xstate.error.actor.runRequest' && prev?.context.retryCount === QUEUE_MAX_RETRIES) {
        settled = Array(prevActive).fill({ ok: false, error: new MessageError(msg('maxRetries')) });
      } else if (type === 'queue.clear') {
        const all = callers([prev?.context.active, ...(prev?.context.pending ?? [])]);
        settled = Array(all).fill({ ok: false, error: aborted() });
      } else if (type === 'xstate.after.debounce.requestQueue.debouncing' && prev?.context.pending[0]?.key === 'stale') {
        settled = Array(callers([prev.context.pending[0]])).fill({ ok: false, error: new MessageError(msg('requestTimeout')) });
      }
      const waiting = snapshot.matches('waitingForRetry');
      const running = snapshot.matches('running');
      const actual = {
        settled: fresh,
        // No caller is ever lost or settled twice: each one is pending, active or settled exactly once.
        callers: callers([...context.pending, context.active]) + log.length,
        uniqueKeys: new Set(context.pending.map((r) => r.key)).size,
        fakeRunning: fakes.isRunning('runRequest'),
        runInput: running ? fakes.inputs('runRequest').at(-1) : null,
        rateLimitedTag: snapshot.hasTag('rateLimited'),
        retryAfter: context.retryAfter,
        rateLimitedUntil: context.rateLimitedUntil !== null,
        retryCountInRange: context.retryCount >= 0 && context.retryCount <= QUEUE_MAX_RETRIES,
        emptyWhenIdle: snapshot.matches('idle') ? context.pending.length + callers([context.active]) : 0,
        pendingWhenDebouncing: snapshot.matches('debouncing') ? context.pending.length > 0 : true,
        activeWhenCooling: snapshot.matches('cooling') ? context.active : null,
      };
      const expected = {
        settled,
        callers: enqueued,
        uniqueKeys: context.pending.length,
        fakeRunning: running,
        runInput: running ? { run: context.active?.run } : null,
        rateLimitedTag: waiting,
        retryAfter: waiting ? DEFAULT_RETRY_AFTER_S : null,
        rateLimitedUntil: waiting,
        retryCountInRange: true,
        emptyWhenIdle: 0,
        pendingWhenDebouncing: true,
        activeWhenCooling: null,
      };
      expectEqual(actual, expected, `after ${type}`);
      if (waiting && type === 'xstate.error.actor.runRequest') {
        expectEqual(context.rateLimitedUntil, Date.now() + DEFAULT_RETRY_AFTER_S * 1000, 'countdown end');
      }
      prev = snapshot;
    };
  }

  it('replays a path for every transition and covers every state and transition', async () => {
    const paths = getTransitionPaths(requestQueueMachine, { events, serializeState });
    expect(paths.length).toBeGreaterThan(30);
    const coverage = createCoverage(requestQueueMachine);
    for (const path of paths) {
      vi.setSystemTime(START);
      log = [];
      const fakes = createPromiseFakes();
      const machine = requestQueueMachine.provide({
        actors: { runRequest: fakes.promise<unknown, RunRequestInput>('runRequest') },
      });
      await replayPath(path, { machine, fakes, project, coverage, check: checker(fakes) });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

it('runRequest calls the request with the actor signal', async () => {
  const run = vi.fn((signal: AbortSignal) => Promise.resolve(signal instanceof AbortSignal));
  const actor = createActor(runRequest, { input: { run } }).start();
  await flushPromises();
  expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: true });
});
