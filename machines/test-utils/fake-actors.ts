import { fromPromise, type PromiseActorLogic } from 'xstate';

interface Running {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal;
}

export type Outcome = { output: unknown } | { error: unknown };

/**
 * Promise actors that stay pending until the test settles them, keyed by name. Convention: a machine invokes
 * each actor with `id` equal to its `src`, so `xstate.done.actor.<id>` maps to `settle(<id>, ...)`.
 */
export interface PromiseFakes {
  /** A fake for `provide({ actors: { [name]: fakes.promise(name) } })`. */
  promise<TOutput, TInput = unknown>(name: string): PromiseActorLogic<TOutput, TInput>;
  /** Resolve or reject the latest running instance of `name`; throws when none is running. */
  settle(name: string, outcome: Outcome): void;
  /** Whether an instance of `name` is running (started, not settled, not stopped). */
  isRunning(name: string): boolean;
  /** Inputs of every start of `name`, oldest first. */
  inputs(name: string): unknown[];
  /** Abort signals of every start of `name` (aborted when the machine stopped the actor). */
  signals(name: string): AbortSignal[];
}

export function createPromiseFakes(): PromiseFakes {
  const running = new Map<string, Running>();
  const inputs = new Map<string, unknown[]>();
  const signals = new Map<string, AbortSignal[]>();
  const push = <T>(map: Map<string, T[]>, name: string, value: T) => map.set(name, [...(map.get(name) ?? []), value]);

  return {
    promise<TOutput, TInput = unknown>(name: string) {
      return fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const entry: Running = { resolve: (v) => resolve(v as TOutput), reject, signal };
            running.set(name, entry);
            push(inputs, name, input);
            push(signals, name, signal);
            signal.addEventListener('abort', () => {
              if (running.get(name) === entry) running.delete(name);
            });
          }),
      );
    },
    settle(name, outcome) {
      const entry = running.get(name);
      if (!entry) throw new Error(`fake actor "${name}" is not running`);
      running.delete(name);
      if ('output' in outcome) entry.resolve(outcome.output);
      else entry.reject(outcome.error);
    },
    isRunning: (name) => running.has(name),
    inputs: (name) => inputs.get(name) ?? [],
    signals: (name) => signals.get(name) ?? [],
  };
}

/** Let promise callbacks (and the actor's reaction to them) run. */
export async function flushPromises(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
