import { fromCallback, fromPromise, type EventObject } from 'xstate';

/**
 * The stand-in a machine declares in `setup({ actors })` for a real actor (docs/decisions/009): the real one is made
 * by the machine's `create*Actors({ clients })` factory and provided once, where the app composes the page. A
 * machine that runs unwired fails at once with a message that names the actor, instead of calling anything real.
 */
export function notProvided<TOutput, TInput = void>(machine: string, actor: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(missing(machine, actor)));
}

/** The same for a callback actor (a listener or a watcher): it errors the machine at once. */
export function notProvidedCallback<TEvent extends EventObject, TInput = void>(machine: string, actor: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw missing(machine, actor);
  });
}

function missing(machine: string, actor: string): Error {
  return new Error(`${machine}: actor "${actor}" is not provided (docs/decisions/009-machine-wiring.md)`);
}
