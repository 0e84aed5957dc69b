import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Car } from '../../domain/types';
import { activityMachine } from './activity.machine';

export type CarHistoryContext = {
  /** The car whose history is (or was last) open: kept after closing, so the closing dialog still names it. */
  car: Car | null;
};

export type CarHistoryEvent = { type: 'history.open'; car: Car } | { type: 'history.close' };

export type CarHistoryTag = 'open';

/**
 * A car's History dialog on the fleet page (issue 22): closed, or open on one car. Open, it runs the activity log
 * with that car fixed (child `activity`, the same model and rows as the Activity page): started fresh on every open,
 * stopped (its call cancelled) on close. createCarHistoryActors gives it the log already wired.
 */
export const carHistoryMachine = setup({
  types: {
    context: {} as CarHistoryContext,
    events: {} as CarHistoryEvent,
    tags: {} as CarHistoryTag,
  },
  actors: { activity: activityMachine },
  actions: {
    assignCar: assign({ car: ({ context, event }) => (event.type === 'history.open' ? event.car : context.car) }),
  },
}).createMachine({
  id: 'carHistory',
  context: { car: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'history.open': { target: 'open', actions: 'assignCar' } },
    },
    open: {
      tags: ['open'],
      invoke: {
        id: 'activity',
        src: 'activity',
        input: ({ context }) => ({ carId: (context.car as Car)._id }),
      },
      on: { 'history.close': 'closed' },
    },
  },
});

export type CarHistoryMachine = typeof carHistoryMachine;
export type CarHistoryRef = ActorRefFrom<CarHistoryMachine>;
export type CarHistorySnapshot = SnapshotFrom<CarHistoryMachine>;
