import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/placeholder';
import { isAbortError } from '../../api/error-map';
import { msg, type Message } from '../../domain/message';
import { TRASH_DAYS } from '../../domain/constants';
import {
  DEFAULT_FILTERS,
  addToList,
  applyFilter,
  lowerTotal,
  removeFromList,
  replaceInList,
  toggledInput,
  type AdminFilters,
  type Car,
  type CarFlag,
  type CarInput,
  type CarStatus,
  type FilterKey,
} from './admin-cars.model';
import { reasonOf } from '../../api/errors';
import { restoredToast, type NotifyEmitted } from './admin-toast';

export type AdminCarsContext = {
  /** null = never loaded; [] = loaded and empty. */
  cars: Car[] | null;
  /** The server's total, kept per SPEC §4 (+1 on add, −1 on delete, never below 0). */
  total: number;
  filters: AdminFilters;
  /** Why the list could not be loaded. */
  error: Message | null;
  /** The car the admin last acted on (confirming its deletion, changing it); replaced when it changes. */
  current: Car | null;
};

export type AdminCarsEvent =
  | { type: 'cars.reload' }
  | { type: 'filter.set'; key: FilterKey; value: string }
  | { type: 'filter.reset' }
  | { type: 'car.added'; car: Car }
  | { type: 'car.updated'; car: Car }
  | { type: 'car.delete'; id: string }
  /** The delete toast's Undo: the car back from the trash. */
  | { type: 'car.restore'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'car.setStatus'; id: string; status: CarStatus }
  | { type: 'car.toggle'; id: string; flag: CarFlag };

export type AdminCarsTag = 'loading' | 'busy' | 'confirmOpen' | 'failed';

const findCar = (context: AdminCarsContext, id: string): Car | null => context.cars?.find((car) => car._id === id) ?? null;
const currentCar = (context: AdminCarsContext): Car => context.current as Car;

/** A car's list and current entry replaced by the server's answer. */
const withCar = (context: AdminCarsContext, car: Car) => ({
  cars: context.cars ? replaceInList(context.cars, car) : context.cars,
  current: context.current?._id === car._id ? car : context.current,
});

/**
 * The admin fleet (SPEC §2 Admin cars page, §4 Admin car data): loads the whole fleet once, filters it on the
 * client, and runs one change at a time: delete (after a confirmation; the car goes to the trash and the toast's
 * Undo brings it back, issue 22), status change (an available car can be
 * set rented, maintenance or not available; an unavailable one can be activated), and the featured / active /
 * available toggles (one edit call each). Saved cars from the dialog arrive as car.added / car.updated.
 * Every outcome is a toast (emitted 'notify'): SPEC §8 texts; a store error is an 'Error' toast. The calls are made
 * by createAdminCarsActors.
 */
export const adminCarsMachine = setup({
  types: {
    context: {} as AdminCarsContext,
    events: {} as AdminCarsEvent,
    tags: {} as AdminCarsTag,
    emitted: {} as NotifyEmitted<AdminCarsEvent>,
  },
  actors: {
    listCars: notProvided<{ cars: Car[]; total: number }>('admin-cars', 'listCars'),
    deleteCar: notProvided<void, { id: string }>('admin-cars', 'deleteCar'),
    restoreCar: notProvided<{ car: Car; previousSlug?: string }, { id: string }>('admin-cars', 'restoreCar'),
    setStatus: notProvided<Car, { id: string; status: CarStatus }>('admin-cars', 'setStatus'),
    toggleFlag: notProvided<Car, { id: string; payload: CarInput }>('admin-cars', 'toggleFlag'),
  },
  guards: {
    /**
     * A cancelled call, not a failed one. A stopped machine never hears of it; a live one only when React's
     * StrictMode stops and revives the actor (development): then it loads the list again, so what it shows is the
     * server's truth whether or not a change went through.
     */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    knowsCar: ({ context, event }) => 'id' in event && findCar(context, event.id) !== null,
    /** Undo of a car still listed (pressed twice, or restored from the trash page meanwhile) has nothing to do. */
    isUnknownCar: ({ context, event }) => 'id' in event && findCar(context, event.id) === null,
    /** The menu offers only these: available → rented / maintenance / not available; unavailable → available. */
    isOfferedStatus: ({ context, event }) => {
      if (event.type !== 'car.setStatus') return false;
      const car = findCar(context, event.id);
      if (!car) return false;
      return car.isAvailable ? event.status !== 'available' : event.status === 'available';
    },
  },
  actions: {
    assignFilter: assign({
      filters: ({ context, event }) => (event.type === 'filter.set' ? applyFilter(context.filters, event.key, event.value) : context.filters),
    }),
    resetFilters: assign({ filters: DEFAULT_FILTERS }),
    assignList: assign((_, params: { cars: Car[]; total: number }) => ({ cars: params.cars, total: params.total, error: null })),
    assignLoadError: assign((_, params: { error: unknown }) => ({ error: reasonOf(params.error, msg('fetchCarsFailed')) })),
    // A car already listed (the same save reported twice) is replaced, not counted again.
    addCar: assign(({ context }, params: { car: Car }) => {
      if (!context.cars) return {};
      const known = context.cars.some((car) => car._id === params.car._id);
      return { cars: addToList(context.cars, params.car), total: known ? context.total : context.total + 1, current: params.car };
    }),
    replaceCar: assign(({ context }, params: { car: Car }) => withCar(context, params.car)),
    selectCar: assign({ current: ({ context, event }) => ('id' in event ? findCar(context, event.id) : context.current) }),
    removeCurrent: assign(({ context }) => ({
      cars: context.cars ? removeFromList(context.cars, currentCar(context)._id) : context.cars,
      total: lowerTotal(context.total),
      current: null,
    })),
    notify: emit((_, toast: NotifyEmitted<AdminCarsEvent>['toast']) => ({ type: 'notify' as const, toast })),
  },
}).createMachine({
  id: 'adminCars',
  context: { cars: null, total: 0, filters: DEFAULT_FILTERS, error: null, current: null },
  initial: 'loading',
  on: {
    'filter.set': { actions: 'assignFilter' },
    'filter.reset': { actions: 'resetFilters' },
    'car.added': { actions: { type: 'addCar', params: ({ event }) => ({ car: event.car }) } },
    'car.updated': { actions: { type: 'replaceCar', params: ({ event }) => ({ car: event.car }) } },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listCars',
        src: 'listCars',
        onDone: { target: 'ready', actions: { type: 'assignList', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isAborted', target: 'loading', reenter: true },
          {
            target: 'failed',
            actions: [
              { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: ({ context }) => ({ title: msg('errorTitle'), description: context.error ?? msg('fetchCarsFailed'), type: 'error' }) },
            ],
          },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'cars.reload': 'loading' },
    },
    ready: {
      on: {
        'cars.reload': 'loading',
        'car.delete': { guard: 'knowsCar', target: 'confirmingDelete', actions: 'selectCar' },
        'car.restore': { guard: 'isUnknownCar', target: 'restoring' },
        'car.setStatus': { guard: 'isOfferedStatus', target: 'changingStatus', actions: 'selectCar' },
        'car.toggle': { guard: 'knowsCar', target: 'toggling', actions: 'selectCar' },
      },
    },
    /** The confirmation dialog (role alertdialog) is open for `current`. */
    confirmingDelete: {
      tags: ['confirmOpen'],
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'ready' },
    },
    deleting: {
      tags: ['confirmOpen', 'busy'],
      invoke: {
        id: 'deleteCar',
        src: 'deleteCar',
        input: ({ context }) => ({ id: currentCar(context)._id }),
        // In the trash now (issue 22): the toast says for how long and offers Undo.
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                title: msg('carDeleted'),
                description: msg('carInTrash', TRASH_DAYS),
                type: 'success',
                action: { label: msg('undo'), event: { type: 'car.restore', id: currentCar(context)._id } },
              }),
            },
            'removeCurrent',
          ],
        },
        onError: [
          { guard: 'isAborted', target: 'loading' },
          {
            target: 'ready',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ title: msg('deleteCarFailed'), description: reasonOf(event.error, msg('deleteCarFailed')), type: 'error' }),
            },
          },
        ],
      },
    },
    /** Undo of a delete: the car back from the trash, listed again and counted. */
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreCar',
        src: 'restoreCar',
        input: ({ event }) => ({ id: (event as Extract<AdminCarsEvent, { type: 'car.restore' }>).id }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'addCar', params: ({ event }) => ({ car: event.output.car }) },
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
    changingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: ({ context, event }) => ({
          id: currentCar(context)._id,
          status: (event as Extract<AdminCarsEvent, { type: 'car.setStatus' }>).status,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceCar', params: ({ event }) => ({ car: event.output }) },
            { type: 'notify', params: { title: msg('carUpdated'), type: 'success' } },
          ],
        },
        onError: [
          { guard: 'isAborted', target: 'loading' },
          {
            target: 'ready',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ title: msg('errorTitle'), description: reasonOf(event.error, msg('statusUpdateFailed')), type: 'error' }),
            },
          },
        ],
      },
    },
    toggling: {
      tags: ['busy'],
      invoke: {
        id: 'toggleFlag',
        src: 'toggleFlag',
        input: ({ context, event }) => {
          const car = currentCar(context);
          return { id: car._id, payload: toggledInput(car, (event as Extract<AdminCarsEvent, { type: 'car.toggle' }>).flag) };
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceCar', params: ({ event }) => ({ car: event.output }) },
            { type: 'notify', params: { title: msg('carUpdated'), type: 'success' } },
          ],
        },
        onError: [
          { guard: 'isAborted', target: 'loading' },
          {
            target: 'ready',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ title: msg('updateCarFailed'), description: reasonOf(event.error, msg('updateCarFailed')), type: 'error' }),
            },
          },
        ],
      },
    },
  },
});

export type AdminCarsMachine = typeof adminCarsMachine;
export type AdminCarsRef = ActorRefFrom<AdminCarsMachine>;
export type AdminCarsSnapshot = SnapshotFrom<AdminCarsMachine>;
