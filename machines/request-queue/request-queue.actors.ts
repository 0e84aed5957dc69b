import { fromPromise } from 'xstate';

/** A queued call: receives the signal that aborts it when the queue drops it (queue.clear). */
export type RunRequest = (signal: AbortSignal) => Promise<unknown>;

export interface RunRequestInput {
  run: RunRequest;
}

/** Runs the active request's call; stopping the actor (leaving `running`) aborts the signal. */
export const runRequest = fromPromise<unknown, RunRequestInput>(({ input, signal }) => input.run(signal));
