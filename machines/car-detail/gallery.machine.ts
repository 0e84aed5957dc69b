import { assign, setup } from 'xstate';

/**
 * The detail page's photo gallery (SPEC §2): a main image that cycles with wraparound (previous / next / a
 * thumbnail), and a lightbox that opens on the current image and then cycles on its own index, with a zoom toggle.
 * Changing the lightbox image or closing it returns to the fitted view. Pure: no actors, no timers, so it is
 * tested with `createTestModel`. With no images nothing opens or moves; with one, cycling stays put.
 */
export interface GalleryInput {
  count: number;
}

export type GalleryContext = {
  count: number;
  /** The main image (0-based). */
  index: number;
  /** The lightbox's own image; set from `index` when it opens. */
  lightboxIndex: number;
};

export type GalleryEvent =
  | { type: 'image.next' }
  | { type: 'image.prev' }
  | { type: 'image.select'; index: number }
  | { type: 'lightbox.open' }
  | { type: 'lightbox.close' }
  | { type: 'lightbox.next' }
  | { type: 'lightbox.prev' }
  | { type: 'zoom.toggle' };

export type GalleryTag = 'lightboxOpen' | 'zoomed';

/** (index + step) wrapped into 0..count-1; 0 when there is nothing to show. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The page's writing direction: on a right-to-left page the photos run from right to left. */
export type TextDirection = 'ltr' | 'rtl';

/** Where an arrow key moves through the photos: toward the line's end is forward (ArrowLeft in right-to-left). */
function arrowStep(key: string, dir: TextDirection): 1 | -1 | null {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  return (key === 'ArrowRight') === (dir === 'ltr') ? 1 : -1;
}

/** The event a key press sends while the lightbox is open (Escape is also Ark's own close). */
export function lightboxKeyEvent(key: string, dir: TextDirection = 'ltr'): GalleryEvent | null {
  const step = arrowStep(key, dir);
  if (step !== null) return { type: step === 1 ? 'lightbox.next' : 'lightbox.prev' };
  switch (key) {
    case 'Escape':
      return { type: 'lightbox.close' };
    case 'z':
    case 'Z':
    case '+':
    case '-':
      return { type: 'zoom.toggle' };
    default:
      return null;
  }
}

/** The event a key press sends on the main gallery. */
export function galleryKeyEvent(key: string, dir: TextDirection = 'ltr'): GalleryEvent | null {
  const step = arrowStep(key, dir);
  if (step === null) return null;
  return { type: step === 1 ? 'image.next' : 'image.prev' };
}

export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as GalleryInput,
    tags: {} as GalleryTag,
  },
  guards: {
    hasImages: ({ context }) => context.count > 0,
    canCycle: ({ context }) => context.count > 1,
    isOtherImage: ({ context, event }) =>
      event.type === 'image.select' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.count &&
      event.index !== context.index,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrapIndex(context.index, 1, context.count) }),
    showPrev: assign({ index: ({ context }) => wrapIndex(context.index, -1, context.count) }),
    showSelected: assign({ index: ({ context, event }) => (event.type === 'image.select' ? event.index : context.index) }),
    openOnCurrent: assign({ lightboxIndex: ({ context }) => context.index }),
    lightboxNext: assign({ lightboxIndex: ({ context }) => wrapIndex(context.lightboxIndex, 1, context.count) }),
    lightboxPrev: assign({ lightboxIndex: ({ context }) => wrapIndex(context.lightboxIndex, -1, context.count) }),
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({ count: Math.max(0, Math.floor(input.count)), index: 0, lightboxIndex: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'image.next': { guard: 'canCycle', actions: 'showNext' },
        'image.prev': { guard: 'canCycle', actions: 'showPrev' },
        'image.select': { guard: 'isOtherImage', actions: 'showSelected' },
        'lightbox.open': { guard: 'hasImages', target: 'open', actions: 'openOnCurrent' },
      },
    },
    open: {
      tags: ['lightboxOpen'],
      initial: 'fit',
      on: {
        'lightbox.close': 'closed',
        'lightbox.next': { guard: 'canCycle', target: '.fit', actions: 'lightboxNext' },
        'lightbox.prev': { guard: 'canCycle', target: '.fit', actions: 'lightboxPrev' },
      },
      states: {
        fit: { on: { 'zoom.toggle': 'zoomed' } },
        zoomed: { tags: ['zoomed'], on: { 'zoom.toggle': 'fit' } },
      },
    },
  },
});

export type GalleryMachine = typeof galleryMachine;
