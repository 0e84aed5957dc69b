import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateNode, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { createPromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { DROPDOWN_LEAVE_GRACE_MS, navMenuMachine, type NavMenuEvent } from './nav-menu.machine';

type Snap = SnapshotFrom<typeof navMenuMachine>;

function start() {
  const taken = new Set<AnyTransitionDefinition>();
  const actor = createActor(navMenuMachine, {
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) taken.add(t);
    },
  }).start();
  return { actor, taken };
}
const tags = (s: Snap) => ({ menu: s.hasTag('menuOpen'), brands: s.hasTag('brandsOpen'), dropdown: s.hasTag('dropdownOpen') });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('nav-menu machine (SPEC §2 top navigation, §4 menus)', () => {
  it('opens the dropdown on hover and closes it a moment after the pointer leaves', () => {
    const { actor } = start();
    actor.send({ type: 'dropdown.hover' });
    expect(tags(actor.getSnapshot()).dropdown).toBe(true);
    actor.send({ type: 'dropdown.leave' });
    vi.advanceTimersByTime(DROPDOWN_LEAVE_GRACE_MS - 1);
    expect(tags(actor.getSnapshot()).dropdown).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tags(actor.getSnapshot()).dropdown).toBe(false);
  });

  it('keeps a hover-opened dropdown open when the pointer comes back in time', () => {
    const { actor } = start();
    actor.send({ type: 'dropdown.hover' });
    actor.send({ type: 'dropdown.leave' });
    vi.advanceTimersByTime(DROPDOWN_LEAVE_GRACE_MS / 2);
    actor.send({ type: 'dropdown.hover' });
    vi.advanceTimersByTime(DROPDOWN_LEAVE_GRACE_MS * 10);
    expect(tags(actor.getSnapshot()).dropdown).toBe(true);
  });

  it('a click on the trigger pins a hover-opened dropdown, a second click closes it', () => {
    const { actor } = start();
    actor.send({ type: 'dropdown.hover' });
    actor.send({ type: 'dropdown.toggle' });
    expect(tags(actor.getSnapshot()).dropdown).toBe(true);
    actor.send({ type: 'dropdown.toggle' });
    expect(tags(actor.getSnapshot()).dropdown).toBe(false);
  });

  it.each<NavMenuEvent['type']>(['dropdown.close', 'brand.selected', 'route.changed'])('%s closes the dropdown', (type) => {
    const { actor } = start();
    actor.send({ type: 'dropdown.open' });
    actor.send({ type } as NavMenuEvent);
    expect(tags(actor.getSnapshot()).dropdown).toBe(false);
  });

  it('opens the side menu with its brand list collapsed; a brand choice closes both', () => {
    const { actor } = start();
    actor.send({ type: 'menu.open' });
    expect(tags(actor.getSnapshot())).toEqual({ menu: true, brands: false, dropdown: false });
    actor.send({ type: 'brands.open' });
    expect(tags(actor.getSnapshot()).brands).toBe(true);
    actor.send({ type: 'brand.selected' });
    expect(tags(actor.getSnapshot())).toEqual({ menu: false, brands: false, dropdown: false });
    actor.send({ type: 'menu.open' });
    expect(tags(actor.getSnapshot()).brands).toBe(false);
  });

  it.each<NavMenuEvent['type']>(['menu.close', 'route.changed'])('%s closes the side menu', (type) => {
    const { actor } = start();
    actor.send({ type: 'menu.open' });
    actor.send({ type } as NavMenuEvent);
    expect(tags(actor.getSnapshot()).menu).toBe(false);
  });
});

// ---- Model-based paths: every transition, replayed on a real actor with fake timers.

const serialize = (s: Snap) => JSON.stringify(s.value);

function allTransitions(root: AnyStateNode): AnyTransitionDefinition[] {
  return [root, ...getStateNodes(root)].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

function edgePaths() {
  const options = { serializeState: serialize };
  const shortest = new Map(getShortestPaths(navMenuMachine, options).map((p) => [serialize(p.state), p]));
  return Object.entries(getAdjacencyMap(navMenuMachine, options)).flatMap(([key, { transitions }]) => {
    const head = shortest.get(key);
    if (!head) throw new Error(`no path to ${key}`);
    return (Object.values(transitions) as Array<{ event: NavMenuEvent; state: Snap }>).map(({ event, state }) => [...head.steps, { event, state }]);
  });
}

function perform(event: { type: string }, actor: ReturnType<typeof start>['actor']) {
  if (event.type === 'xstate.init') return;
  if (event.type.startsWith('xstate.after.leaveGrace.')) vi.advanceTimersByTime(DROPDOWN_LEAVE_GRACE_MS);
  else if (event.type.startsWith('xstate.')) throw new Error(`the replay does not know how to cause ${event.type}`);
  else actor.send(event as NavMenuEvent);
}

/** The nested state value a state node stands for, e.g. ['dropdown', 'open'] → { dropdown: 'open' }. */
const valueOf = (path: readonly string[]): string | Record<string, unknown> =>
  path.length === 1 ? (path[0] ?? '') : { [path[0] ?? '']: valueOf(path.slice(1)) };

describe('nav-menu machine: model-based paths', () => {
  it('reaches every state and takes every transition, matching the model at each step', () => {
    const taken = new Set<AnyTransitionDefinition>();
    const nodes = getStateNodes(navMenuMachine.root);
    const visited = new Set<AnyStateNode>();
    let replayed = 0;
    for (const steps of edgePaths()) {
      const run = start();
      for (const step of steps) {
        perform(step.event, run.actor);
        const snap = run.actor.getSnapshot();
        expect(snap.value, steps.map((s) => s.event.type).join(' → ')).toEqual(step.state.value);
        expect(tags(snap)).toEqual(tags(step.state));
        for (const node of nodes) if (snap.matches(valueOf(node.path) as never)) visited.add(node);
      }
      for (const t of run.taken) taken.add(t);
      run.actor.stop();
      replayed += 1;
    }
    expect(replayed).toBeGreaterThan(0);
    expect(nodes.filter((n) => !visited.has(n)).map((n) => n.id)).toEqual([]);
    const missed = allTransitions(navMenuMachine.root).filter((t) => !taken.has(t));
    expect(missed.map((t) => `${t.source.id} --${t.eventType}-->`)).toEqual([]);
  });
});

// ---- Model-based paths with the house helpers (machines/test-utils): paths generated from the real machine, each
// replayed on a live actor with fake timers. The machine invokes no actors; its only clock is the leave grace.

describe('nav-menu machine: generated paths replayed with fake timers (test-utils/paths)', () => {
  const GRACE = 'xstate.after.leaveGrace.navMenu.dropdown.open.leaving';
  const events: SampleEvent[] = [
    ...(
      [
        'menu.open',
        'menu.close',
        'brands.open',
        'brands.close',
        'dropdown.hover',
        'dropdown.leave',
        'dropdown.toggle',
        'dropdown.open',
        'dropdown.close',
        'brand.selected',
        'route.changed',
      ] as const
    ).map((type) => ({ type })),
    { type: GRACE },
  ];
  type Dropdown = 'closed' | 'byHover' | 'byClick' | 'leaving';
  type Menus = { menu: boolean; brands: boolean; dropdown: Dropdown };

  /**
   * SPEC §2 top navigation and §4 "Mobile menu open/closed; brands dropdown open/closed", as a plain reducer: the side
   * menu opens with its brand list collapsed and closes on an outside click (menu.close), a navigation or a brand
   * choice; the dropdown opens on hover or a click, closes on leaving (after the grace), an outside click, a choice
   * or a navigation; a click on the trigger closes a click-opened dropdown but keeps a hover-opened one.
   */
  function next(m: Menus, type: string): Menus {
    switch (type) {
      case 'menu.open':
        return { menu: true, brands: m.menu && m.brands, dropdown: 'closed' };
      case 'menu.close':
        return { ...m, menu: false, brands: false };
      case 'brands.open':
        return { ...m, brands: m.menu };
      case 'brands.close':
        return { ...m, brands: false };
      case 'brand.selected':
      case 'route.changed':
        return { menu: false, brands: false, dropdown: 'closed' };
      case 'dropdown.hover':
        return { ...m, dropdown: m.dropdown === 'byClick' ? 'byClick' : 'byHover' };
      case 'dropdown.leave':
        return { ...m, dropdown: m.dropdown === 'closed' ? 'closed' : 'leaving' };
      case GRACE:
        return { ...m, dropdown: 'closed' };
      case 'dropdown.toggle':
        return { ...m, dropdown: m.dropdown === 'byClick' ? 'closed' : 'byClick' };
      case 'dropdown.open':
        return { ...m, dropdown: m.dropdown === 'closed' ? 'byClick' : m.dropdown };
      case 'dropdown.close':
        return { ...m, dropdown: 'closed' };
      default:
        return m;
    }
  }

  it('replays a path for every transition, checking what is open and the leave grace at each step', async () => {
    const coverage = createCoverage(navMenuMachine);
    const paths = getTransitionPaths(navMenuMachine, { events });
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      vi.setSystemTime(0);
      let menus: Menus = { menu: false, brands: false, dropdown: 'closed' };
      let leftAt = -1;
      await replayPath(path, {
        machine: navMenuMachine, // no actors to provide
        fakes: createPromiseFakes(),
        coverage,
        check: (snapshot, step) => {
          const { type } = step.event;
          const before = menus;
          menus = next(menus, type);
          if (type === 'dropdown.leave') leftAt = Date.now();
          if (type === GRACE) expectEqual(Date.now() - leftAt, DROPDOWN_LEAVE_GRACE_MS, 'closes exactly one grace after leaving');
          expectEqual(
            { ...tags(snapshot), graceTimers: vi.getTimerCount() },
            { menu: menus.menu, brands: menus.brands, dropdown: menus.dropdown !== 'closed', graceTimers: menus.dropdown === 'leaving' ? 1 : 0 },
            `after ${type}`,
          );
          // A brand list is only ever open inside the open side menu.
          if (snapshot.hasTag('brandsOpen')) expect(snapshot.hasTag('menuOpen')).toBe(true);
          // Every generated step changes something SPEC can see: the machine accepts no event that is a no-op.
          if (type !== 'xstate.init') expect(menus).not.toEqual(before);
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
