import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/placeholder';
import { isAbortError } from '../../api/error-map';
import { reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import type { Car, TrashedCar } from '../../domain/types';
import { restoredToast, type NotifyEmitted } from '../admin-cars/admin-toast';

export type { TrashedCar };

export type TrashContext = {
  /** Latest deleted first, as the server lists them; null = never loaded, [] = loaded and empty. */
  items: TrashedCar[] | null;
  /** Why the list could not be loaded. */
  error: Message | null;
  /** The trashed car last acted on (restored, or confirmed and purged), kept after: the closing dialog still names it. */
  current: TrashedCar | null;
};

export type TrashEvent =
  | { type: 'trash.reload' }
  | { type: 'car.restore'; id: string }
  | { type: 'car.purge'; id: string }
  | { type: 'purge.confirm' }
  | { type: 'purge.cancel' };

/** loading: the first list; failed: it could not be loaded; busy: a restore or purge runs; confirmOpen: 'Delete forever?' is asked. */
export type TrashTag = 'loading' | 'failed' | 'busy' | 'confirmOpen';

const findItem = (context: TrashContext, id: string): TrashedCar | null => context.items?.find((item) => item.car._id === id) ?? null;
const currentItem = (context: TrashContext): TrashedCar => context.current as TrashedCar;

/**
 * The portal's trash (issue 22): the cars deleted in the last TRASH_DAYS, latest first. One change at a time: restore
 * puts a car back on the site as it was (with a new slug when its old one was taken meanwhile); 'Delete forever'
 * asks first (an alert dialog), then deletes it for good. Every outcome is a toast (emitted 'notify'); a change that
 * failed leaves the list as it was. The calls are made by createTrashActors.
 */
export const trashMachine = setup({
  types: {
    context: {} as TrashContext,
    events: {} as TrashEvent,
    tags: {} as TrashTag,
    emitted: {} as NotifyEmitted,
  },
  actors: {
    listTrash: notProvided<TrashedCar[]>('trash', 'listTrash'),
    restoreCar: notProvided<{ car: Car; previousSlug?: string }, { id: string }>('trash', 'restoreCar'),
    purgeCar: notProvided<void, { id: string }>('trash', 'purgeCar'),
  },
  guards: {
    /**
     * A cancelled call, not a failed one: a live machine hears of it only when React's StrictMode stops and revives
     * the actor (development); it then loads the list again, the server's truth whether or not the change went through.
     */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    knowsItem: ({ context, event }) => 'id' in event && findItem(context, event.id) !== null,
  },
  actions: {
    assignItems: assign((_, items: TrashedCar[]) => ({ items, error: null })),
    assignLoadError: assign((_, params: { error: unknown }) => ({ error: reasonOf(params.error, msg('fetchTrashFailed')) })),
    selectItem: assign({ current: ({ context, event }) => ('id' in event ? findItem(context, event.id) : context.current) }),
    removeCurrent: assign(({ context }) => ({
      items: context.items ? context.items.filter((item) => item.car._id !== currentItem(context).car._id) : context.items,
    })),
    notify: emit((_, toast: NotifyEmitted['toast']) => ({ type: 'notify' as const, toast })),
  },
}).createMachine({
  id: 'trash',
  context: { items: null, error: null, current: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listTrash',
        src: 'listTrash',
        onDone: { target: 'ready', actions: { type: 'assignItems', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isAborted', target: 'loading', reenter: true },
          { target: 'failed', actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'trash.reload': 'loading' },
    },
    ready: {
      on: {
        'trash.reload': 'loading',
        'car.restore': { guard: 'knowsItem', target: 'restoring', actions: 'selectItem' },
        'car.purge': { guard: 'knowsItem', target: 'confirmingPurge', actions: 'selectItem' },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreCar',
        src: 'restoreCar',
        input: ({ context }) => ({ id: currentItem(context).car._id }),
        onDone: {
          target: 'ready',
          actions: [
            'removeCurrent',
            { type: 'notify', params: ({ event }) => restoredToast(event.output) },
          ],
        },
        onError: [
          { guard: 'isAborted', target: 'loading' },
          {
            target: 'ready',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ title: msg('restoreCarFailed'), description: reasonOf(event.error, msg('restoreCarFailed')), type: 'error' }),
            },
          },
        ],
      },
    },
    /** The 'Delete forever' confirmation (role alertdialog) is open for `current`. */
    confirmingPurge: {
      tags: ['confirmOpen'],
      on: { 'purge.confirm': 'purging', 'purge.cancel': 'ready' },
    },
    purging: {
      tags: ['confirmOpen', 'busy'],
      invoke: {
        id: 'purgeCar',
        src: 'purgeCar',
        input: ({ context }) => ({ id: currentItem(context).car._id }),
        onDone: {
          target: 'ready',
          actions: ['removeCurrent', { type: 'notify', params: { title: msg('carPurged'), type: 'success' } }],
        },
        onError: [
          { guard: 'isAborted', target: 'loading' },
          {
            target: 'ready',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ title: msg('purgeCarFailed'), description: reasonOf(event.error, msg('purgeCarFailed')), type: 'error' }),
            },
          },
        ],
      },
    },
  },
});

export type TrashMachine = typeof trashMachine;
export type TrashRef = ActorRefFrom<TrashMachine>;
export type TrashSnapshot = SnapshotFrom<TrashMachine>;
