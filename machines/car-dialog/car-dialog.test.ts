import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { englishToast, type EnglishToast } from '../../tests/setup/english';
import { MSG } from '../../domain/app-messages';
import { makeCar } from '../admin-cars/fleet.fixtures';
import { carFormMachine, type CarFormInput, type CarFormRef, type SaveCarInput } from '../car-form/car-form.machine';
import type { Car } from '../car-form/car-form.model';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { uploadSlotMachine } from '../upload-slot/upload-slot.machine';
import type { SlotFile } from '../upload-slot/upload-slot.model';
import { carDialogMachine, dialogModeOf, type CarDialogSnapshot, type CarSavedEmitted } from './car-dialog.machine';

const YEAR = 2025;
const START = Date.UTC(YEAR, 5, 1);
const car = makeCar();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The dialog with the real form (fake save and uploads), recording toasts and saves. */
function withRealForm() {
  const fakes = createPromiseFakes();
  const form = carFormMachine.provide({
    actors: {
      saveCar: fakes.promise<Car, SaveCarInput>('saveCar'),
      uploadSlot: uploadSlotMachine.provide({ actors: { uploadImage: fakes.promise<string, { file: SlotFile }>('uploadImage') } }),
    },
  });
  const dialog = createActor(carDialogMachine.provide({ actors: { carForm: form } })).start();
  const toasts: EnglishToast[] = [];
  const saved: CarSavedEmitted[] = [];
  dialog.on('notify', (e) => toasts.push(englishToast(e.toast)));
  dialog.on('car.saved', (e) => saved.push(e));
  const formRef = () => dialog.getSnapshot().children.form as CarFormRef | undefined;
  return { fakes, dialog, toasts, saved, formRef };
}

describe('car dialog (actor tests with the real form)', () => {
  it('asks before discarding unsaved changes, and every open starts a fresh form', () => {
    const { dialog, formRef } = withRealForm();
    dialog.send({ type: 'dialog.openForAdd' });
    expect(dialogModeOf(dialog.getSnapshot())).toBe('add');
    dialog.send({ type: 'dialog.close' });
    expect(dialog.getSnapshot().value).toBe('closed'); // nothing typed: closes at once

    dialog.send({ type: 'dialog.openForAdd' });
    formRef()?.send({ type: 'field.change', field: 'name', value: 'Bugatti Chiron' });
    dialog.send({ type: 'dialog.close' });
    expect(dialog.getSnapshot().hasTag('confirmingDiscard')).toBe(true);
    dialog.send({ type: 'discard.cancel' });
    expect(dialog.getSnapshot().value).toEqual({ openForAdd: 'editing' });
    expect(formRef()?.getSnapshot().context.values.name).toBe('Bugatti Chiron');

    dialog.send({ type: 'dialog.close' });
    dialog.send({ type: 'discard.confirm' });
    expect(dialog.getSnapshot().value).toBe('closed');
    expect(formRef()).toBeUndefined();

    dialog.send({ type: 'dialog.openForAdd' });
    expect(formRef()?.getSnapshot().context.values.name).toBe('');

    // Typing back to what it was is not a change.
    formRef()?.send({ type: 'field.change', field: 'name', value: 'x' });
    formRef()?.send({ type: 'field.change', field: 'name', value: '' });
    dialog.send({ type: 'dialog.close' });
    expect(dialog.getSnapshot().value).toBe('closed');
  });

  it('edits a car, refuses to close while saving, then closes with the saved car and the success toast', async () => {
    const { dialog, formRef, fakes, toasts, saved } = withRealForm();
    dialog.send({ type: 'dialog.openForEdit', car });
    expect(dialog.getSnapshot().value).toEqual({ openForEdit: 'editing' });
    expect(formRef()?.getSnapshot().context.carId).toBe(car._id);
    formRef()?.send({ type: 'flag.set', field: 'isFeatured', value: false });
    formRef()?.send({ type: 'form.submit' });
    expect(dialog.getSnapshot().context.busy).toBe(true);

    dialog.send({ type: 'dialog.close' });
    expect(dialog.getSnapshot().value).toEqual({ openForEdit: 'editing' });
    expect(fakes.isRunning('saveCar')).toBe(true);
    expect(toasts).toEqual([{ title: MSG.pleaseWait, description: MSG.carStillSaving, type: 'info' }]);
    toasts.length = 0;

    const updated = { ...car, isFeatured: false };
    fakes.settle('saveCar', { output: updated });
    await flushPromises();
    expect(dialog.getSnapshot().value).toBe('closed');
    expect(dialog.getSnapshot().context).toEqual({ car: null, dirty: false, busy: false });
    expect(saved).toEqual([{ type: 'car.saved', car: updated, mode: 'edit' }]);
    expect(toasts).toEqual([{ title: MSG.carUpdated, type: 'success' }]);
  });

  it('a failed save leaves the dialog open with the changes, and closing still asks', async () => {
    const { dialog, formRef, fakes } = withRealForm();
    dialog.send({ type: 'dialog.openForEdit', car });
    formRef()?.send({ type: 'field.change', field: 'model', value: 'Roma Spider' });
    formRef()?.send({ type: 'form.submit' });
    fakes.settle('saveCar', { error: new Error('offline') });
    await flushPromises();
    expect(dialog.getSnapshot().context).toMatchObject({ dirty: true, busy: false });
    dialog.send({ type: 'dialog.close' });
    expect(dialog.getSnapshot().hasTag('confirmingDiscard')).toBe(true);
    dialog.send({ type: 'dialog.close' }); // Escape on the question: back to the form
    expect(dialog.getSnapshot().value).toEqual({ openForEdit: 'editing' });
    expect(formRef()?.getSnapshot().context.values.model).toBe('Roma Spider');
  });
});

describe('car dialog (model-based)', () => {
  const events: SampleEvent[] = [
    { type: 'dialog.openForAdd' },
    { type: 'dialog.openForEdit', car },
    { type: 'dialog.close' },
    { type: 'discard.confirm' },
    { type: 'discard.cancel' },
    { type: 'form.status', dirty: true, busy: false },
    { type: 'form.status', dirty: true, busy: true },
    { type: 'form.status', dirty: false, busy: false },
    { type: 'xstate.done.actor.form', output: makeCar({ name: 'Saved' }) },
  ];
  const project = (s: CarDialogSnapshot) => ({ car: s.context.car?._id ?? null, dirty: s.context.dirty, busy: s.context.busy });
  const serializeState = (s: CarDialogSnapshot) => JSON.stringify({ value: s.value, ...project(s) });
  type Effects = { saved: unknown[]; toasts: unknown[] };

  function check(s: CarDialogSnapshot, step: MachineStep<typeof carDialogMachine>, fakes: PromiseFakes, effects: Effects, before: CarDialogSnapshot | null) {
    const event = step.event;
    const open = s.matches('openForAdd') || s.matches('openForEdit');
    expectEqual([s.hasTag('open'), fakes.isRunning('form')], [open, open], 'the form runs exactly while open');
    if (!open) expectEqual(s.context, { car: null, dirty: false, busy: false }, 'closing resets');
    if (event.type === 'dialog.openForAdd' || event.type === 'dialog.openForEdit') {
      const expectedInput: CarFormInput = { car: event.type === 'dialog.openForEdit' ? car : null, currentYear: YEAR };
      expectEqual(fakes.inputs('form').at(-1), expectedInput, 'a fresh form for the mode');
    }
    if (event.type === 'dialog.close' && before && !before.hasTag('confirmingDiscard')) {
      const { busy, dirty } = before.context;
      const expected = busy ? 'stay' : dirty ? 'ask' : 'close';
      expectEqual(
        expected === 'stay' ? s.value : expected === 'ask' ? s.hasTag('confirmingDiscard') : s.matches('closed'),
        expected === 'stay' ? before.value : true,
        `close → ${expected}`,
      );
    }
    if (event.type === 'xstate.done.actor.form' && before) {
      const mode = dialogModeOf(before);
      expectEqual(effects.saved.at(-1), { car: (event as { output?: unknown }).output, mode }, 'the saved car goes out');
      expectEqual(effects.toasts.at(-1), { mode }, 'one success toast');
    }
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(carDialogMachine);
    const paths = getTransitionPaths(carDialogMachine, { events, serializeState });
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      vi.setSystemTime(START);
      const fakes = createPromiseFakes();
      const effects: Effects = { saved: [], toasts: [] };
      const machine = carDialogMachine.provide({
        // A pending stand-in for the form: the test settles it (done = saved) and sends its status reports itself.
        actors: { carForm: fakes.promise<Car, CarFormInput>('form') as unknown as typeof carFormMachine },
        actions: {
          emitSaved: (_, params) => void effects.saved.push(params),
          notifySaved: (_, params) => void effects.toasts.push(params),
        },
      });
      let before: CarDialogSnapshot | null = null;
      await replayPath(path, {
        machine,
        fakes,
        project,
        coverage,
        check: (s, step) => {
          check(s, step, fakes, effects, before);
          before = s;
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
