/**
 * Model-based testing helpers for any machine (DESIGN §4): generate paths from the real machine with
 * `xstate/graph`, replay them on a live actor (fake actors + fake timers) and measure state/transition coverage.
 * Requires `vi.useFakeTimers()` in the calling test.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, vi } from 'vitest';
import {
  createActor,
  type Actor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  serializeSnapshot,
  type AdjacencyValue,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';
import { flushPromises, type PromiseFakes } from './fake-actors';

type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;
export type MachinePath<M extends AnyStateMachine> = StatePath<Snap<M>, EventFromLogic<M>>;
/** A sample event for path generation: the machine's own events and `xstate.after.*` / `xstate.done.actor.*` ones. */
export type SampleEvent = EventObject & Record<string, unknown>;
/** A replayed step: the event may be a done/error/after event, not only one of the machine's own. */
export type MachineStep<M extends AnyStateMachine> = { event: SampleEvent; state: Snap<M> };
export type PathOptions<M extends AnyStateMachine> = TraversalOptions<Snap<M>, EventFromLogic<M>, InputFrom<M>>;

/**
 * One path per edge of the state graph: the shortest path to the edge's source, then the edge; plus the
 * initial path. So every reachable state and every (state, event) transition ends some path.
 * Only events the state accepts (`snapshot.can`) make edges, unless `filterEvents` says otherwise.
 * Pass a `serializeState` that keeps the graph finite and deterministic (drop timestamps, functions and counters
 * that grow without bound; fake the clock): a serializer that never repeats makes the traversal endless.
 */
export function getTransitionPaths<M extends AnyStateMachine>(
  machine: M,
  options: Omit<PathOptions<M>, 'events'> & { events: readonly SampleEvent[] },
): MachinePath<M>[] {
  type Loose = TraversalOptions<AnyMachineSnapshot, EventObject, unknown>;
  type Adjacent = AdjacencyValue<AnyMachineSnapshot, EventObject>;
  const given = options as unknown as Loose;
  const serializeState = given.serializeState ?? ((snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot));
  const resolved: Loose = { filterEvents: (snapshot, event) => snapshot.can(event), ...given, serializeState };
  const logic = machine as unknown as Parameters<typeof getAdjacencyMap<AnyMachineSnapshot, EventObject, unknown>>[0];
  const shortest = getShortestPaths(machine, resolved as PathOptions<M>) as unknown as StatePath<
    AnyMachineSnapshot,
    EventObject
  >[];
  const byState = new Map(shortest.map((path) => [serializeState(path.state, undefined), path]));
  const initial = shortest.find((path) => path.weight === 0);
  const paths: StatePath<AnyMachineSnapshot, EventObject>[] = initial ? [initial] : [];
  const adjacency = getAdjacencyMap(logic, resolved);
  for (const [key, { transitions }] of Object.entries(adjacency) as Array<[string, Adjacent]>) {
    const prefix = byState.get(key);
    if (!prefix) throw new Error(`no shortest path to ${key}: serializeState must be deterministic (fake the clock)`);
    for (const { event, state } of Object.values(transitions) as Array<Adjacent['transitions'][never]>) {
      paths.push({ state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 });
    }
  }
  return paths as unknown as MachinePath<M>[];
}

/** `expect(actual).toEqual(expected)` that only pays for expect's machinery on a mismatch (replays make thousands). */
export function expectEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}

export function describePath(path: { steps: ReadonlyArray<{ event: EventObject }> }): string {
  return path.steps.map((step) => step.event.type).join(' → ');
}

export interface Coverage {
  /** Pass as `createActor(..., { inspect })`. */
  inspect: (event: InspectionEvent) => void;
  /** State ids and transitions (`<source id> on <event> #<index>`) never taken. */
  missing(): { states: string[]; transitions: string[] };
}

function transitionKey(sourceId: string, eventType: string, index: number): string {
  return `${sourceId} on ${eventType || '(always)'} #${index}`;
}

function keyOf(t: AnyTransitionDefinition): string {
  const list: readonly AnyTransitionDefinition[] =
    (t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType)) ?? [];
  return transitionKey(t.source.id, t.eventType, list.indexOf(t));
}

/** Records which state nodes and transitions of `machine` the inspected actors went through. */
export function createCoverage(machine: AnyStateMachine): Coverage {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const allStates = nodes.map((node) => node.id);
  const allTransitions = nodes.flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([type, list]) => list.map((_, i) => transitionKey(node.id, type, i))),
    ...(node.always ?? []).map((_, i) => transitionKey(node.id, '', i)),
  ]);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const markValue = (node: AnyStateMachine['root'], value: StateValue) => {
    seenStates.add(node.id);
    const entries = typeof value === 'string' ? [[value, undefined] as const] : Object.entries(value);
    for (const [key, child] of entries) {
      const childNode = node.states[key];
      if (!childNode) continue;
      if (child === undefined) seenStates.add(childNode.id);
      else markValue(childNode, child);
    }
  };
  return {
    inspect(event) {
      if (event.actorRef.sessionId !== event.rootId) return; // the machine itself, not its children
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions) seenTransitions.add(keyOf(t));
      }
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        markValue(machine.root, (event.snapshot as AnyMachineSnapshot).value);
      }
    },
    missing: () => ({
      states: allStates.filter((id) => !seenStates.has(id)),
      transitions: allTransitions.filter((key) => !seenTransitions.has(key)),
    }),
  };
}

export interface ReplayOptions<M extends AnyStateMachine> {
  /** The real machine with fake actors/actions provided. */
  machine: M;
  fakes: PromiseFakes;
  input?: InputFrom<M>;
  /** The comparable part of a snapshot's context (drop functions and clock values). */
  project?: (snapshot: Snap<M>) => unknown;
  /** Independent expectations checked on the live snapshot after every step. */
  check?: (snapshot: Snap<M>, step: MachineStep<M>) => void;
  coverage?: Coverage;
  /** Called with the live actor before it starts: subscribe to what it emits (`actor.on`), as a view does. */
  onActor?: (actor: Actor<M>) => void;
}

function delayOf(machine: AnyStateMachine, name: string, actor: AnyActorRef, event: EventObject): number {
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    const args = { context: (actor.getSnapshot() as AnyMachineSnapshot).context, event, self: actor, system: actor.system };
    return (delay as (a: typeof args, params: undefined) => number)(args, undefined);
  }
  const ms = Number(name);
  if (Number.isFinite(ms)) return ms;
  throw new Error(`unknown delay "${name}"`);
}

/**
 * Replays a generated path on a live actor: `xstate.after.*` advances the fake clock by the delay (and checks
 * nothing happens 1 ms before), `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the fake actor,
 * anything else is sent. After each step the live state must equal the generated one.
 */
export async function replayPath<M extends AnyStateMachine>(
  path: MachinePath<M>,
  options: ReplayOptions<M>,
): Promise<Snap<M>> {
  const { machine, fakes, project, check } = options;
  const label = describePath(path);
  const actor = createActor(machine, { input: options.input, inspect: options.coverage?.inspect });
  options.onActor?.(actor);
  let lastEvent: EventObject = { type: 'xstate.init' };
  for (const step of path.steps) {
    const { type } = step.event;
    const live = () => actor.getSnapshot() as Snap<M>;
    if (type === 'xstate.init') actor.start();
    else if (type.startsWith('xstate.after.')) {
      const name = type.slice('xstate.after.'.length).split('.')[0] ?? '';
      const ms = delayOf(machine, name, actor, lastEvent);
      const before = live().value;
      // A zero delay has no "1 ms before"; its timer is due within 1 ms (a 0 ms timer set by a timer is pushed 1 ms on).
      if (ms > 0) {
        vi.advanceTimersByTime(ms - 1);
        await flushPromises();
        expectEqual(live().value, before, `${label}\n${type} fired before ${ms} ms`);
      }
      vi.advanceTimersByTime(1);
    } else if (type.startsWith('xstate.done.actor.')) {
      fakes.settle(type.slice('xstate.done.actor.'.length), { output: (step.event as { output?: unknown }).output });
    } else if (type.startsWith('xstate.error.actor.')) {
      fakes.settle(type.slice('xstate.error.actor.'.length), { error: (step.event as { error?: unknown }).error });
    } else actor.send(step.event);
    lastEvent = step.event;
    await flushPromises();
    const snapshot = live();
    expectEqual(snapshot.value, step.state.value, `${label}\nstate after ${type}`);
    if (project) expectEqual(project(snapshot), project(step.state), `${label}\ncontext after ${type}`);
    try {
      check?.(snapshot, step);
    } catch (error) {
      if (error instanceof Error) error.message = `path: ${label}\n${error.message}`;
      throw error;
    }
  }
  const final = actor.getSnapshot() as Snap<M>;
  actor.stop();
  return final;
}
