import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '../../domain/message';
import type { NotifyEmitted } from '../admin-cars/admin-toast';
import { carFormMachine, type CarFormInput, type FormStatusReport } from '../car-form/car-form.machine';
import type { Car } from '../car-form/car-form.model';

export type CarDialogMode = 'add' | 'edit';

export type CarDialogContext = {
  /** The car being edited (null when adding or closed). */
  car: Car | null;
  /** What the form last reported: closing would lose something / a save is under way. */
  dirty: boolean;
  busy: boolean;
};

export type CarDialogEvent =
  | { type: 'dialog.openForAdd' }
  | { type: 'dialog.openForEdit'; car: Car }
  | { type: 'dialog.close' }
  | { type: 'discard.confirm' }
  | { type: 'discard.cancel' }
  | FormStatusReport;

/** Emitted when a save went through: the page puts the car in its list. */
export type CarSavedEmitted = { type: 'car.saved'; car: Car; mode: CarDialogMode };

export type CarDialogTag = 'open' | 'confirmingDiscard' | 'busy';

/** The current year by the clock, for the new-car default and the year range (tests fake the clock). */
export const currentYear = (): number => new Date().getFullYear();

/**
 * One open state per mode. The form is invoked here, so it starts fresh on every open and is stopped (reset) on
 * every close. A close request is refused while the form saves (the server may already hold the car), and asks
 * first when the form holds unsaved changes.
 */
function openState(mode: CarDialogMode) {
  return {
    tags: ['open'] as CarDialogTag[],
    invoke: {
      id: 'form',
      src: 'carForm' as const,
      input: ({ context }: { context: CarDialogContext }): CarFormInput => ({
        car: mode === 'edit' ? context.car : null,
        currentYear: currentYear(),
      }),
      onDone: {
        target: '#carDialog.closed',
        actions: [
          { type: 'emitSaved' as const, params: ({ event }: { event: { output: Car } }) => ({ car: event.output, mode }) },
          { type: 'notifySaved' as const, params: { mode } },
        ],
      },
    },
    initial: 'editing' as const,
    states: {
      editing: {
        on: {
          'dialog.close': [
            { guard: 'isBusy' as const, actions: 'notifyStillSaving' as const },
            { guard: 'isDirty' as const, target: 'confirmingDiscard' },
            { target: '#carDialog.closed' },
          ],
        },
      },
      /** 'Discard unsaved changes?': discard closes, cancel (or another close request) goes back to editing. */
      confirmingDiscard: {
        tags: ['confirmingDiscard'] as CarDialogTag[],
        on: {
          'discard.confirm': { target: '#carDialog.closed' },
          'discard.cancel': { target: 'editing' },
          'dialog.close': { target: 'editing' },
        },
      },
    },
    on: { 'form.status': { actions: 'assignStatus' as const } },
  };
}

/**
 * The add/edit car dialog (SPEC §4): closed, open for add, open for edit; closing resets the form. Titles
 * 'Add New Car' / 'Edit Car' are the view's. A save closes it and emits 'car.saved' plus the success toast.
 * The form is child logic; createCarDialogActors provides it with its save and uploads wired.
 */
export const carDialogMachine = setup({
  types: {
    context: {} as CarDialogContext,
    events: {} as CarDialogEvent,
    tags: {} as CarDialogTag,
    emitted: {} as NotifyEmitted | CarSavedEmitted,
  },
  actors: { carForm: carFormMachine },
  guards: {
    isBusy: ({ context }) => context.busy,
    isDirty: ({ context }) => context.dirty,
  },
  actions: {
    assignCar: assign({ car: ({ event }) => (event.type === 'dialog.openForEdit' ? event.car : null) }),
    assignStatus: assign(({ context, event }) =>
      event.type === 'form.status' ? { dirty: event.dirty, busy: event.busy } : context,
    ),
    reset: assign({ car: null, dirty: false, busy: false }),
    emitSaved: emit((_, params: { car: Car; mode: CarDialogMode }) => ({ type: 'car.saved' as const, ...params })),
    notifyStillSaving: emit({ type: 'notify', toast: { title: msg('pleaseWait'), description: msg('carStillSaving'), type: 'info' } }),
    notifySaved: emit((_, params: { mode: CarDialogMode }) => ({
      type: 'notify' as const,
      toast: { title: params.mode === 'add' ? msg('carAdded') : msg('carUpdated'), type: 'success' as const },
    })),
  },
}).createMachine({
  id: 'carDialog',
  context: { car: null, dirty: false, busy: false },
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: {
        'dialog.openForAdd': { target: 'openForAdd', actions: 'assignCar' },
        'dialog.openForEdit': { target: 'openForEdit', actions: 'assignCar' },
      },
    },
    openForAdd: openState('add'),
    openForEdit: openState('edit'),
  },
});

export type CarDialogMachine = typeof carDialogMachine;
export type CarDialogRef = ActorRefFrom<CarDialogMachine>;
export type CarDialogSnapshot = SnapshotFrom<CarDialogMachine>;

export const dialogModeOf = (snapshot: CarDialogSnapshot): CarDialogMode | null =>
  snapshot.matches('openForAdd') ? 'add' : snapshot.matches('openForEdit') ? 'edit' : null;
