import { assign, emit, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '../../domain/message';
import { MAX_IMAGES } from '../../domain/constants';
import type { NotifyEmitted } from '../admin-cars/admin-toast';
import { notProvided } from '../shared/placeholder';
import { uploadSlotMachine, type UploadSlotRef } from '../upload-slot/upload-slot.machine';
import {
  formImages,
  isDirty,
  isUploading,
  movedOrder,
  problemsOf,
  saveErrorOf,
  saveInputOf,
  slotId,
  touchesField,
  type CarFormContext,
  type CarFormEvent,
  type CarFormInput,
  type CarFormTag,
  type FormStatusReport,
  type SaveCarInput,
} from './car-form.context';
import {
  ARABIC_SEPARATOR,
  appendFeature,
  applyText,
  arabicAltsOf,
  isCustomBrand,
  isListedBrand,
  isOtherBrand,
  newCarValues,
  valuesFromCar,
  type Car,
  type SlotSummary,
} from './car-form.model';

export * from './car-form.context';

/** A change the admin made: values, images or their order. */
const editActions = ['clearStaleSaveError', { type: 'reportStatus', params: { busy: false } }] as const;

/**
 * The add/edit car form (SPEC §3–§5): every Car field, custom-brand mode (entered automatically for an unlisted
 * brand), five upload-slot actors in a reorderable order, the submit rules and payload of SPEC §5, and the save.
 * A refused submit explains itself ('Please wait' / 'Images are still uploading...', 'Error' / 'At least one car
 * image is required'); a failed save keeps everything typed, names the field when the server did, and says
 * 'Failed to add car: {reason}' or 'Failed to update car'. Done (final) with the saved car as output. The save is
 * `saveCar`, made by createCarFormActors, which also provides the slots wired to their upload.
 */
export const carFormMachine = setup({
  types: {
    context: {} as CarFormContext,
    events: {} as CarFormEvent,
    input: {} as CarFormInput,
    output: {} as Car,
    tags: {} as CarFormTag,
    emitted: {} as NotifyEmitted,
  },
  actors: {
    saveCar: notProvided<Car, SaveCarInput>('car-form', 'saveCar'),
    // Child logic, not an effect: createCarFormActors provides it with its upload wired.
    uploadSlot: uploadSlotMachine,
  },
  guards: {
    brandIsCustom: ({ context }) => isCustomBrand(context.values.brand),
    choosesOther: ({ event }) => event.type === 'brand.select' && isOtherBrand(event.value),
    isUploading: ({ context }) => isUploading(context),
    hasNoImage: ({ context }) => formImages(context).length === 0,
    hasProblems: ({ context }) => Object.keys(problemsOf(context)).length > 0,
    canMove: ({ context, event }) => event.type === 'slot.move' && movedOrder(context.order, event.id, event.by) !== null,
  },
  actions: {
    assignText: assign({
      values: ({ context, event }) =>
        event.type === 'field.change' ? applyText(context.values, event.field, event.value) : context.values,
    }),
    assignFlag: assign({
      values: ({ context, event }) =>
        event.type === 'flag.set' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    assignListedBrand: assign({
      values: ({ context, event }) =>
        event.type === 'brand.select' && (event.value === '' || isListedBrand(event.value))
          ? { ...context.values, brand: event.value }
          : context.values,
    }),
    startCustomBrand: assign({
      values: ({ context }) => ({ ...context.values, brand: context.customBrandDraft }),
    }),
    backToList: assign({
      customBrandDraft: ({ context }) => (isListedBrand(context.values.brand) ? context.customBrandDraft : context.values.brand),
      values: ({ context }) => (isListedBrand(context.values.brand) ? context.values : { ...context.values, brand: '' }),
    }),
    addFeature: assign({
      values: ({ context, event }) => {
        if (event.type !== 'feature.add') return context.values;
        const field = event.field ?? 'features';
        const separator = field === 'arFeatures' ? ARABIC_SEPARATOR : undefined;
        return { ...context.values, [field]: appendFeature(context.values[field], event.feature, separator) };
      },
    }),
    assignAltAr: assign({
      altsAr: ({ context, event }) => (event.type === 'altAr.change' ? { ...context.altsAr, [event.url]: event.value } : context.altsAr),
    }),
    assignSlot: assign({
      slotStates: ({ context, event }) =>
        event.type === 'slot.changed' && event.id in context.slotStates
          ? { ...context.slotStates, [event.id]: { status: event.status, image: event.image } }
          : context.slotStates,
    }),
    moveSlot: assign({
      order: ({ context, event }) =>
        (event.type === 'slot.move' ? movedOrder(context.order, event.id, event.by) : null) ?? context.order,
    }),
    revealErrors: assign({ showErrors: true }),
    /** A server refusal naming a field stops applying once that field (or the images) changed. */
    clearStaleSaveError: assign({
      saveError: ({ context, event }) => {
        const field = context.saveError?.field;
        return field && touchesField(event, field) ? null : context.saveError;
      },
    }),
    assignSaveError: assign((_, params: { error: unknown; mode: 'add' | 'edit' }) => ({
      saveError: saveErrorOf(params.error, params.mode),
    })),
    assignSaved: assign((_, params: { car: Car }) => ({ saved: params.car })),
    notifyUploading: emit({ type: 'notify', toast: { title: msg('pleaseWait'), description: msg('imagesUploading'), type: 'info' } }),
    notifyImageRequired: emit({ type: 'notify', toast: { title: msg('errorTitle'), description: msg('imageRequired'), type: 'error' } }),
    notifySaveFailed: emit(({ context }) => ({
      type: 'notify',
      toast:
        context.mode === 'add'
          ? { title: msg('addCarFailedReason', context.saveError?.message ?? msg('addCarFailed')), type: 'error' }
          : { title: msg('updateCarFailed'), description: context.saveError?.message, type: 'error' },
    })),
    /** Tells the dialog whether closing would lose anything and whether a save is under way. */
    // (Skipped when the form runs alone, as in tests and graph traversal.)
    reportStatus: enqueueActions(({ context, self, enqueue }, params: { busy: boolean }) => {
      if (!self._parent) return;
      const report: FormStatusReport = { type: 'form.status', dirty: isDirty(context), busy: params.busy };
      enqueue.sendParent(report);
    }),
  },
}).createMachine({
  id: 'carForm',
  context: ({ input, spawn }) => {
    const car = input.car ?? null;
    const values = car ? valuesFromCar(car) : newCarValues(input.currentYear);
    const images = (car?.images ?? []).slice(0, MAX_IMAGES);
    const order = Array.from({ length: MAX_IMAGES }, (_, i) => slotId(i));
    const slots: Record<string, UploadSlotRef> = {};
    const slotStates: Record<string, SlotSummary> = {};
    order.forEach((id, i) => {
      const image = images[i] ? { url: images[i].url, alt: images[i].alt } : null;
      slots[id] = spawn('uploadSlot', { id, input: { image } });
      slotStates[id] = { status: image ? 'uploaded' : 'empty', image };
    });
    return {
      mode: car ? 'edit' : 'add',
      carId: car?._id ?? null,
      maxYear: input.currentYear + 1,
      initialValues: values,
      values,
      customBrandDraft: '',
      slots,
      order,
      slotStates,
      initialImages: images.map((image) => image.url),
      altsAr: arabicAltsOf(images),
      initialAltsAr: arabicAltsOf(images),
      showErrors: false,
      saveError: null,
      saved: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'brandList',
      states: {
        /** The brand is one of PREDEFINED_BRANDS (or not chosen yet). An unlisted brand means custom mode. */
        brandList: {
          always: { guard: 'brandIsCustom', target: 'brandCustom' },
          on: {
            'brand.select': [
              { guard: 'choosesOther', target: 'brandCustom', actions: ['startCustomBrand', ...editActions] },
              { actions: ['assignListedBrand', ...editActions] },
            ],
          },
        },
        /** Free-text brand (typed with field.change 'brand'); it must not be empty to submit. */
        brandCustom: {
          on: { 'brand.useList': { target: 'brandList', actions: ['backToList', ...editActions] } },
        },
      },
      on: {
        'slot.changed': { actions: ['assignSlot', ...editActions] },
        'field.change': { actions: ['assignText', ...editActions] },
        'flag.set': { actions: ['assignFlag', ...editActions] },
        'feature.add': { actions: ['addFeature', ...editActions] },
        'altAr.change': { actions: ['assignAltAr', ...editActions] },
        'slot.move': { guard: 'canMove', actions: ['moveSlot', ...editActions] },
        'form.submit': [
          { guard: 'isUploading', actions: 'notifyUploading' },
          { guard: 'hasNoImage', actions: ['revealErrors', 'notifyImageRequired'] },
          { guard: 'hasProblems', actions: 'revealErrors' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: { type: 'reportStatus', params: { busy: true } },
      // The slots are locked in the view while saving, but a report may still arrive: keep the mirror true.
      on: { 'slot.changed': { actions: 'assignSlot' } },
      invoke: {
        id: 'saveCar',
        src: 'saveCar',
        input: ({ context }) => saveInputOf(context),
        onDone: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => ({ car: event.output }) } },
        onError: {
          // Back to editing; an unlisted brand takes the form straight back to custom mode.
          target: 'editing',
          actions: [
            { type: 'assignSaveError', params: ({ event, context }) => ({ error: event.error, mode: context.mode }) },
            'notifySaveFailed',
            { type: 'reportStatus', params: { busy: false } },
          ],
        },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => context.saved as Car,
});

export type CarFormMachine = typeof carFormMachine;
export type CarFormRef = ActorRefFrom<CarFormMachine>;
export type CarFormSnapshot = SnapshotFrom<CarFormMachine>;
