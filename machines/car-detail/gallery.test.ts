import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createCoverage, type Coverage } from '../test-utils/paths';
import { galleryKeyEvent, galleryMachine, lightboxKeyEvent, wrapIndex, type GalleryEvent } from './gallery.machine';

type Snap = SnapshotFrom<typeof galleryMachine>;

const start = (count: number) => createActor(galleryMachine, { input: { count } }).start();
const view = (s: Snap) => ({ value: s.value, ...s.context, open: s.hasTag('lightboxOpen'), zoomed: s.hasTag('zoomed') });

describe('gallery helpers', () => {
  it('wraps indexes both ways and copes with no images', () => {
    expect([0, 1, 2].map((i) => wrapIndex(i, 1, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => wrapIndex(i, -1, 3))).toEqual([2, 0, 1]);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
    expect(wrapIndex(4, 7, 5)).toBe(1);
  });

  it('maps keys to events', () => {
    expect(lightboxKeyEvent('ArrowRight')).toEqual({ type: 'lightbox.next' });
    expect(lightboxKeyEvent('ArrowLeft')).toEqual({ type: 'lightbox.prev' });
    expect(lightboxKeyEvent('Escape')).toEqual({ type: 'lightbox.close' });
    expect(lightboxKeyEvent('z')).toEqual({ type: 'zoom.toggle' });
    expect(lightboxKeyEvent('Enter')).toBeNull();
    expect(galleryKeyEvent('ArrowRight')).toEqual({ type: 'image.next' });
    expect(galleryKeyEvent('ArrowLeft')).toEqual({ type: 'image.prev' });
    expect(galleryKeyEvent('Escape')).toBeNull();
  });

  it('maps arrow keys by the direction of the page: in right-to-left the left arrow goes forward', () => {
    expect(lightboxKeyEvent('ArrowLeft', 'rtl')).toEqual({ type: 'lightbox.next' });
    expect(lightboxKeyEvent('ArrowRight', 'rtl')).toEqual({ type: 'lightbox.prev' });
    expect(lightboxKeyEvent('Escape', 'rtl')).toEqual({ type: 'lightbox.close' });
    expect(lightboxKeyEvent('z', 'rtl')).toEqual({ type: 'zoom.toggle' });
    expect(galleryKeyEvent('ArrowLeft', 'rtl')).toEqual({ type: 'image.next' });
    expect(galleryKeyEvent('ArrowRight', 'rtl')).toEqual({ type: 'image.prev' });
    expect(galleryKeyEvent('ArrowRight', 'ltr')).toEqual({ type: 'image.next' });
    expect(galleryKeyEvent('Home', 'rtl')).toBeNull();
  });
});

describe('gallery machine (actor tests)', () => {
  it('cycles the main image with wraparound and selects a thumbnail', () => {
    const a = start(3);
    a.send({ type: 'image.prev' });
    expect(a.getSnapshot().context.index).toBe(2);
    a.send({ type: 'image.next' });
    a.send({ type: 'image.next' });
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'image.select', index: 0 });
    expect(a.getSnapshot().context.index).toBe(0);
    a.send({ type: 'image.select', index: 3 });
    a.send({ type: 'image.select', index: -1 });
    a.send({ type: 'image.select', index: 1.5 });
    expect(a.getSnapshot().context.index).toBe(0);
  });

  it('opens the lightbox on the current image, cycles it on its own, zooms, and resets zoom on a change or close', () => {
    const a = start(3);
    a.send({ type: 'image.next' });
    a.send({ type: 'lightbox.open' });
    expect(view(a.getSnapshot())).toMatchObject({ open: true, zoomed: false, index: 1, lightboxIndex: 1 });
    a.send({ type: 'image.next' }); // the page behind is inert while the lightbox is open
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'zoom.toggle' });
    expect(a.getSnapshot().hasTag('zoomed')).toBe(true);
    a.send({ type: 'lightbox.next' });
    expect(view(a.getSnapshot())).toMatchObject({ zoomed: false, lightboxIndex: 2, index: 1 });
    a.send({ type: 'lightbox.next' });
    expect(a.getSnapshot().context.lightboxIndex).toBe(0);
    a.send({ type: 'lightbox.prev' });
    expect(a.getSnapshot().context.lightboxIndex).toBe(2);
    a.send({ type: 'zoom.toggle' });
    a.send({ type: 'lightbox.close' });
    expect(view(a.getSnapshot())).toMatchObject({ open: false, zoomed: false, index: 1 });
    a.send({ type: 'lightbox.open' });
    expect(view(a.getSnapshot())).toMatchObject({ open: true, zoomed: false, lightboxIndex: 1 });
  });

  it('with no images nothing opens; with one image cycling stays put', () => {
    const none = start(0);
    none.send({ type: 'lightbox.open' });
    none.send({ type: 'image.next' });
    expect(view(none.getSnapshot())).toMatchObject({ open: false, index: 0 });
    const one = start(1);
    one.send({ type: 'image.next' });
    one.send({ type: 'lightbox.open' });
    one.send({ type: 'lightbox.next' });
    expect(view(one.getSnapshot())).toMatchObject({ open: true, index: 0, lightboxIndex: 0 });
  });

  it('normalises a bad count', () => {
    expect(start(-2).getSnapshot().context.count).toBe(0);
    expect(start(2.7).getSnapshot().context.count).toBe(2);
  });
});

describe('gallery machine (model-based, createTestModel)', () => {
  const EVENTS: GalleryEvent[] = [
    { type: 'image.next' },
    { type: 'image.prev' },
    { type: 'image.select', index: 0 },
    { type: 'image.select', index: 2 },
    { type: 'image.select', index: 7 },
    { type: 'lightbox.open' },
    { type: 'lightbox.close' },
    { type: 'lightbox.next' },
    { type: 'lightbox.prev' },
    { type: 'zoom.toggle' },
  ];

  /** What an event does according to SPEC §2, written independently of the machine. */
  function expected(before: ReturnType<typeof view>, event: GalleryEvent): ReturnType<typeof view> {
    const n = before.count;
    const next = { ...before };
    const wrap = (i: number, step: number) => (n > 1 ? (i + step + n) % n : i);
    if (!before.open) {
      if (event.type === 'image.next') next.index = wrap(before.index, 1);
      if (event.type === 'image.prev') next.index = wrap(before.index, -1);
      if (event.type === 'image.select' && event.index >= 0 && event.index < n) next.index = event.index;
      if (event.type === 'lightbox.open' && n > 0) Object.assign(next, { open: true, zoomed: false, lightboxIndex: before.index });
    } else {
      if (event.type === 'lightbox.close') Object.assign(next, { open: false, zoomed: false });
      if (event.type === 'lightbox.next' && n > 1) Object.assign(next, { lightboxIndex: wrap(before.lightboxIndex, 1), zoomed: false });
      if (event.type === 'lightbox.prev' && n > 1) Object.assign(next, { lightboxIndex: wrap(before.lightboxIndex, -1), zoomed: false });
      if (event.type === 'zoom.toggle') next.zoomed = !before.zoomed;
    }
    return next;
  }

  for (const count of [0, 1, 3]) {
    it(`every shortest path to every state (count ${count}) replays on a live actor and matches the rule table`, async () => {
      const model = createTestModel(galleryMachine, { events: EVENTS, input: { count } });
      const paths = model.getShortestPaths();
      expect(paths.length).toBeGreaterThan(count === 0 ? 0 : 3);
      const coverage: Coverage = createCoverage(galleryMachine);
      for (const path of paths) {
        const actor = createActor(galleryMachine, { input: { count }, inspect: coverage.inspect }).start();
        let mirror = view(actor.getSnapshot());
        const send = async (step: { event: GalleryEvent }) => {
          mirror = expected(mirror, step.event);
          actor.send(step.event);
        };
        await path.test({
          events: Object.fromEntries(EVENTS.map((e) => [e.type, send])),
          states: {
            '*': (state) => {
              const live = view(actor.getSnapshot());
              expect(live).toEqual(view(state as Snap));
              expect({ ...live, value: null }).toEqual({ ...mirror, value: null }); // the mirror knows facts, not node names
              expect(live.index).toBeGreaterThanOrEqual(0);
              expect(live.index).toBeLessThan(Math.max(1, count));
            },
          },
        });
        actor.stop();
      }
      const missing = coverage.missing();
      if (count === 3) expect(missing.states).toEqual([]);
      if (count === 0) expect(missing.states.sort()).toEqual(['gallery.open', 'gallery.open.fit', 'gallery.open.zoomed']);
    });
  }

  it('with 3 images, every event probed from the end of every shortest path takes every transition', async () => {
    const model = createTestModel(galleryMachine, { events: EVENTS, input: { count: 3 } });
    const coverage = createCoverage(galleryMachine);
    for (const path of model.getShortestPaths()) {
      const actor = createActor(galleryMachine, { input: { count: 3 }, inspect: coverage.inspect }).start();
      for (const step of path.steps) actor.send(step.event);
      for (const e of EVENTS) {
        const probe = createActor(galleryMachine, { input: { count: 3 }, inspect: coverage.inspect, snapshot: actor.getPersistedSnapshot() }).start();
        probe.send(e);
        probe.stop();
      }
      actor.stop();
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
