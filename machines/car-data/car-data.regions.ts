/**
 * The store's list regions (car-data.machine.ts), written once: the lists of cars are the same flow, made by
 * `listRegion` for the collection and each category list; the brand list has its own small region. Plain statechart
 * config; the actions, guards and actors it names are the machine's.
 */
import { busyTag, type CarDataMachineContext, type CarListKind, type ListKind, type PublicCategory } from './car-data.model';

const fetched = (kind: ListKind) => ({ type: 'fetched', params: { kind } }) as const;
const failed = (kind: ListKind) => [{ type: 'failLoad', params: { kind } }, { type: 'failed', params: { kind } }] as const;
export const loadingTags = (kind: ListKind) => ['busy', busyTag(kind)] as const;

/**
 * One list flow: idle until asked, then loading until its queued call settles. A newer request replaces the one in
 * flight (its call is aborted, its answer never arrives). `request` is the asking transition (guard, actions);
 * `first` are transitions tried before it in idle (an answer from the cache).
 */
export function listRegion<const R extends object, const I extends object, const F extends readonly object[] = []>(
  kind: CarListKind,
  event: 'cars.load' | 'category.load',
  { request, invoke, first }: { request: R; invoke: I; first?: F },
) {
  return {
    initial: 'idle',
    states: {
      idle: { on: { [event]: [...(first ?? []), { ...request, target: 'loading' }] } },
      loading: {
        tags: loadingTags(kind),
        entry: { type: 'clearError', params: { kind } },
        on: { [event]: { ...request, target: 'loading', reenter: true } },
        invoke: {
          ...invoke,
          onDone: { target: 'idle', actions: [{ type: 'storeList', params: { kind } }, fetched(kind)] },
          onError: { target: 'idle', actions: failed(kind) },
        },
      },
    },
  } as const;
}

export const categoryRegion = (category: PublicCategory) =>
  listRegion(category, 'category.load', {
    request: { guard: { type: 'isCategory', params: { category } } },
    invoke: {
      id: `loadCategory.${category}`,
      src: 'loadCategory',
      input: ({ context }: { context: CarDataMachineContext }) => ({ queue: context.queue, category }),
    },
  });

/**
 * The brand list of the /cars filter (SPEC §4 "brand list"): asked for by the page each time its list loads, and
 * loaded only when none fetched less than PUBLIC_CACHE_MS ago is held; a request while it loads joins that load.
 */
export const brandListRegion = {
  initial: 'idle',
  states: {
    idle: { on: { 'brands.load': { guard: 'needsBrands', target: 'loading' } } },
    loading: {
      tags: loadingTags('brand'),
      entry: { type: 'clearError', params: { kind: 'brand' } },
      invoke: {
        id: 'loadBrands',
        src: 'loadBrands',
        input: ({ context }: { context: CarDataMachineContext }) => ({ queue: context.queue }),
        onDone: { target: 'idle', actions: ['storeBrands', fetched('brand')] },
        onError: { target: 'idle', actions: failed('brand') },
      },
    },
  },
} as const;

export const featuredLoad = {
  id: 'loadFeatured',
  src: 'loadFeatured',
  input: ({ context }: { context: CarDataMachineContext }) => ({ queue: context.queue }),
  onDone: { target: 'idle', actions: ['storeFeatured', fetched('featured')] },
  onError: { target: 'idle', actions: failed('featured') },
} as const;

