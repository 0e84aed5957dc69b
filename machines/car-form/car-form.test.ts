import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyActorLogic } from 'xstate';
import { ApiError } from '../../api/errors';
import { english, englishToast, type EnglishToast } from '../../tests/setup/english';
import { MSG } from '../../domain/app-messages';
import { DEFAULT_LOCATION, META_DESCRIPTION_MAX, META_TITLE_MAX, PREDEFINED_BRANDS, YEAR_MIN } from '../../domain/constants';
import type { AdminToast } from '../admin-cars/admin-toast';
import { makeCar } from '../admin-cars/fleet.fixtures';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { uploadSlotMachine } from '../upload-slot/upload-slot.machine';
import type { SlotFile } from '../upload-slot/upload-slot.model';
import {
  canSubmit,
  carFormMachine,
  isDirty,
  type CarFormContext,
  type CarFormEvent,
  type CarFormInput,
  type CarFormSnapshot,
  type FormStatusReport,
  type SaveCarInput,
} from './car-form.machine';
import {
  appendFeature,
  applyText,
  fieldOfServerMessage,
  fieldProblems,
  newCarValues,
  parseFeatures,
  toCarInput,
  valuesFromCar,
  type Car,
  type CarFormValues,
} from './car-form.model';

const YEAR = 2025;
const START = Date.UTC(YEAR, 5, 1);

const FILLED: CarFormValues = { ...newCarValues(YEAR), name: 'Ferrari Purosangue', brand: 'Ferrari', model: 'Purosangue', category: 'SUV' };

describe('car form model (SPEC §3, §5)', () => {
  it('starts a new car with the SPEC §3 defaults', () => {
    expect(newCarValues(YEAR)).toMatchObject({
      year: String(YEAR),
      transmission: 'Automatic',
      fuelType: 'Petrol',
      seats: '5',
      location: DEFAULT_LOCATION,
      isFeatured: false,
      isActive: true,
      isAvailable: true,
      name: '',
      brand: '',
      model: '',
      category: '',
    });
  });

  it('fills every field from an existing car', () => {
    const car = makeCar({ transmission: 'Semi-Automatic', specifications: {} });
    expect(valuesFromCar(car)).toEqual({
      name: 'Ferrari Roma', brand: 'Ferrari', model: 'Roma', year: '2024', category: 'Coupe', transmission: 'Semi-Automatic',
      fuelType: 'Petrol', seats: '4', location: 'Dubai Marina', description: 'A grand tourer.', features: 'Bluetooth, Leather Seats',
      engine: '', horsepower: '', topSpeed: '', acceleration: '', mileage: '', color: '', interiorColor: '',
      metaTitle: 'Rent a Ferrari Roma in Dubai', metaDescription: 'Drive the Ferrari Roma.', isFeatured: true, isActive: true, isAvailable: true,
      arDescription: '', arFeatures: '', arMetaTitle: '', arMetaDescription: '',
    });
    const arabic = makeCar({ ar: { description: 'سيارة رياضية.', features: ['بلوتوث', 'مقاعد جلدية'], metaTitle: 'استأجر Ferrari Roma', metaDescription: 'قد Ferrari Roma في دبي.' } });
    expect(valuesFromCar(arabic)).toMatchObject({
      arDescription: 'سيارة رياضية.', arFeatures: 'بلوتوث، مقاعد جلدية', arMetaTitle: 'استأجر Ferrari Roma', arMetaDescription: 'قد Ferrari Roma في دبي.',
    });
  });

  it('requires name, brand, model, year, category, transmission, fuel and seats; checks ranges and lengths', () => {
    expect(fieldProblems(newCarValues(YEAR), YEAR + 1)).toEqual({ name: 'required', brand: 'required', model: 'required', category: 'required' });
    expect(fieldProblems(FILLED, YEAR + 1)).toEqual({});
    expect(fieldProblems({ ...FILLED, transmission: '', fuelType: '', seats: ' ', year: '' }, YEAR + 1)).toEqual({
      transmission: 'required', fuelType: 'required', seats: 'required', year: 'required',
    });
    expect(fieldProblems({ ...FILLED, year: String(YEAR_MIN - 1) }, YEAR + 1)).toEqual({ year: 'range' });
    expect(fieldProblems({ ...FILLED, year: String(YEAR_MIN) }, YEAR + 1)).toEqual({});
    expect(fieldProblems({ ...FILLED, year: String(YEAR + 1) }, YEAR + 1)).toEqual({});
    expect(fieldProblems({ ...FILLED, year: String(YEAR + 2) }, YEAR + 1)).toEqual({ year: 'range' });
    expect(fieldProblems({ ...FILLED, year: '2024.5' }, YEAR + 1)).toEqual({ year: 'range' });
    expect(fieldProblems({ ...FILLED, horsepower: '-1', topSpeed: 'fast' }, YEAR + 1)).toEqual({ horsepower: 'range', topSpeed: 'notNumber' });
    expect(fieldProblems({ ...FILLED, horsepower: '0', topSpeed: '0' }, YEAR + 1)).toEqual({});
    expect(fieldProblems({ ...FILLED, metaTitle: 'x'.repeat(META_TITLE_MAX) }, YEAR + 1)).toEqual({});
    expect(fieldProblems({ ...FILLED, metaTitle: 'x'.repeat(META_TITLE_MAX + 1), metaDescription: 'x'.repeat(META_DESCRIPTION_MAX + 1) }, YEAR + 1)).toEqual({
      metaTitle: 'tooLong', metaDescription: 'tooLong',
    });
  });

  it('builds the payload of SPEC §5: numbers, optional horsepower/top speed, alt defaults, only the first image primary', () => {
    const values: CarFormValues = { ...FILLED, name: ' Ferrari Purosangue ', seats: '4', features: 'Sunroof, , Bluetooth,sunroof ', engine: ' V12 ', horsepower: '725', topSpeed: '' };
    const input = toCarInput(values, [
      { url: '/uploads/1.png', alt: '' },
      { url: '/uploads/2.png', alt: 'Old Name Image 1' },
      { url: '/uploads/3.png', alt: 'Cabin detail' },
    ]);
    expect(input).toEqual({
      name: 'Ferrari Purosangue', brand: 'Ferrari', model: 'Purosangue', year: YEAR, category: 'SUV', transmission: 'Automatic', fuelType: 'Petrol',
      seats: 4, location: DEFAULT_LOCATION, description: '', features: ['Sunroof', 'Bluetooth'], specifications: { engine: 'V12', horsepower: 725 },
      metaTitle: '', metaDescription: '', isFeatured: false, isActive: true, isAvailable: true,
      ar: { description: '', features: [], metaTitle: '', metaDescription: '' },
      images: [
        { url: '/uploads/1.png', alt: 'Ferrari Purosangue Image 1', isPrimary: true },
        { url: '/uploads/2.png', alt: 'Ferrari Purosangue Image 2', isPrimary: false },
        { url: '/uploads/3.png', alt: 'Cabin detail', isPrimary: false },
      ],
    });
    expect(toCarInput({ ...values, horsepower: '0', topSpeed: '0' }, []).specifications).toEqual({ engine: 'V12', horsepower: 0, topSpeed: 0 });
  });

  it('carries the Arabic words (issue 22): checked like the English meta texts, sent as ar and altAr', () => {
    expect(fieldProblems({ ...FILLED, arMetaTitle: 'ع'.repeat(META_TITLE_MAX), arMetaDescription: 'ع'.repeat(META_DESCRIPTION_MAX) }, YEAR + 1)).toEqual({});
    expect(fieldProblems({ ...FILLED, arMetaTitle: 'ع'.repeat(META_TITLE_MAX + 1), arMetaDescription: 'ع'.repeat(META_DESCRIPTION_MAX + 1) }, YEAR + 1)).toEqual({
      arMetaTitle: 'tooLong', arMetaDescription: 'tooLong',
    });
    const values: CarFormValues = {
      ...FILLED, arDescription: ' سيارة عائلية فاخرة. ', arFeatures: 'فتحة سقف، بلوتوث,، فتحة سقف ', arMetaTitle: ' استأجر Ferrari Purosangue ', arMetaDescription: '',
    };
    const input = toCarInput(values, [{ url: '/uploads/1.png', alt: '' }, { url: '/uploads/2.png', alt: 'Cabin' }], { '/uploads/1.png': ' من الأمام ', '/uploads/2.png': '  ', '/uploads/gone.png': 'قديمة' });
    expect(input.ar).toEqual({ description: 'سيارة عائلية فاخرة.', features: ['فتحة سقف', 'بلوتوث'], metaTitle: 'استأجر Ferrari Purosangue', metaDescription: '' });
    expect(input.images).toEqual([
      { url: '/uploads/1.png', alt: 'Ferrari Purosangue Image 1', altAr: 'من الأمام', isPrimary: true },
      { url: '/uploads/2.png', alt: 'Cabin', isPrimary: false },
    ]);
    expect(appendFeature('', 'بلوتوث', '، ')).toBe('بلوتوث');
    expect(appendFeature('فتحة سقف', 'بلوتوث', '، ')).toBe('فتحة سقف، بلوتوث');
    expect(appendFeature('فتحة سقف،', 'بلوتوث', '، ')).toBe('فتحة سقف، بلوتوث');
    expect(appendFeature('بلوتوث، فتحة سقف', 'بلوتوث', '، ')).toBe('بلوتوث، فتحة سقف');
    expect(fieldOfServerMessage('ar.metaTitle: must be at most 60 characters')).toBe('arMetaTitle');
    expect(fieldOfServerMessage('ar.features.2: too long')).toBe('arFeatures');
    expect(fieldOfServerMessage('ar.nope: x')).toBeNull();
    expect(fieldOfServerMessage('images.1.altAr: too long')).toBe('images');
  });

  it('appends a suggested feature once, keeps free text, and refuses forged choices', () => {
    expect(appendFeature('', 'Sunroof')).toBe('Sunroof');
    expect(appendFeature('Massage seats', 'Sunroof')).toBe('Massage seats, Sunroof');
    expect(appendFeature('Massage seats, ', 'Sunroof')).toBe('Massage seats, Sunroof');
    expect(appendFeature('sunroof, Bluetooth', 'Sunroof')).toBe('sunroof, Bluetooth');
    expect(parseFeatures(' a ,b,, A')).toEqual(['a', 'b']);
    expect(applyText(FILLED, 'category', 'Hatchback').category).toBe('Hatchback');
    expect(applyText(FILLED, 'category', 'Truck').category).toBe('SUV');
    expect(applyText(FILLED, 'transmission', 'Manual').transmission).toBe('Manual');
    expect(applyText(FILLED, 'transmission', 'Semi-Automatic').transmission).toBe('Automatic');
    expect(applyText(FILLED, 'fuelType', 'Coal').fuelType).toBe('Petrol');
  });

  it('finds the field a server refusal names', () => {
    expect(fieldOfServerMessage('year: Too big: expected number to be <=2026')).toBe('year');
    expect(fieldOfServerMessage('specifications.horsepower: Too small')).toBe('horsepower');
    expect(fieldOfServerMessage('images.0.url: Invalid')).toBe('images');
    expect(fieldOfServerMessage('metaTitle: Too long')).toBe('metaTitle');
    expect(fieldOfServerMessage('body: is invalid')).toBeNull();
    expect(fieldOfServerMessage('Car not found')).toBeNull();
    expect(fieldOfServerMessage(undefined)).toBeNull();
  });
});

/** The form with a fake save and fake uploads (its slots are real upload-slot machines); `actions` replace effects. */
function harness(actions: Parameters<typeof carFormMachine.provide>[0]['actions'] = {}) {
  const fakes = createPromiseFakes();
  const machine = carFormMachine.provide({
    actors: {
      saveCar: fakes.promise<Car, SaveCarInput>('saveCar'),
      uploadSlot: uploadSlotMachine.provide({ actors: { uploadImage: fakes.promise<string, { file: SlotFile }>('uploadImage') } }),
    },
    actions,
  });
  return { fakes, machine };
}

/** Runs the form under a parent that records its status reports (the dialog's role). */
function underParent(form: AnyActorLogic, input: CarFormInput) {
  const reports: FormStatusReport[] = [];
  const parent = createActor(
    setup({ actors: { form } }).createMachine({
      invoke: { id: 'form', src: 'form', input },
      on: { 'form.status': { actions: ({ event }) => reports.push(event as unknown as FormStatusReport) } },
    }),
  ).start();
  const child = parent.getSnapshot().children.form as unknown as {
    send: (e: CarFormEvent) => void;
    getSnapshot: () => CarFormSnapshot;
    on: (type: 'notify', fn: (e: { toast: AdminToast }) => void) => void;
  };
  return { parent, form: child, reports };
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('car form (actor tests)', () => {
  it('adds a car: enables submit only once everything required and an image are given, then sends the SPEC §5 payload', async () => {
    const input = { currentYear: YEAR };
    const { fakes, machine } = harness();
    const { form, reports } = underParent(machine, input);
    const toasts: EnglishToast[] = [];
    form.on('notify', (e) => toasts.push(englishToast(e.toast)));
    const ctx = () => form.getSnapshot().context;
    expect(ctx().values).toEqual(newCarValues(YEAR));
    expect(canSubmit(ctx())).toBe(false);

    form.send({ type: 'form.submit' });
    expect(toasts).toEqual([{ title: MSG.errorTitle, description: MSG.imageRequired, type: 'error' }]);

    form.send({ type: 'field.change', field: 'name', value: 'Ferrari Purosangue' });
    form.send({ type: 'brand.select', value: 'Ferrari' });
    form.send({ type: 'field.change', field: 'model', value: 'Purosangue' });
    form.send({ type: 'field.change', field: 'category', value: 'SUV' });
    form.send({ type: 'field.change', field: 'horsepower', value: '725' });
    expect(reports.at(-1)).toEqual({ type: 'form.status', dirty: true, busy: false });
    expect(canSubmit(ctx())).toBe(false); // no image yet

    const slot = ctx().slots['slot-0']!;
    slot.send({ type: 'slot.select', file: png });
    expect(canSubmit(ctx())).toBe(false); // uploading
    form.send({ type: 'form.submit' });
    expect(toasts.at(-1)).toEqual({ title: MSG.pleaseWait, description: MSG.imagesUploading, type: 'info' });
    expect(form.getSnapshot().value).toEqual({ editing: 'brandList' });

    fakes.settle('uploadImage', { output: '/uploads/p.png' });
    await flushPromises();
    expect(canSubmit(ctx())).toBe(true);

    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().hasTag('busy')).toBe(true);
    expect(reports.at(-1)).toEqual({ type: 'form.status', dirty: true, busy: true });
    expect(fakes.inputs('saveCar')).toEqual([
      {
        mode: 'add',
        payload: toCarInput({ ...FILLED, horsepower: '725' }, [{ url: '/uploads/p.png', alt: '' }]),
      },
    ]);
    const payload = (fakes.inputs('saveCar')[0] as SaveCarInput).payload;
    expect(payload).toMatchObject({ year: YEAR, seats: 5, specifications: { horsepower: 725 } });
    expect(payload.specifications).not.toHaveProperty('topSpeed');
    expect(payload.images).toEqual([{ url: '/uploads/p.png', alt: 'Ferrari Purosangue Image 1', isPrimary: true }]);

    const saved = makeCar({ name: 'Ferrari Purosangue' });
    fakes.settle('saveCar', { output: saved });
    await flushPromises();
    expect(form.getSnapshot().status).toBe('done');
    expect(form.getSnapshot().output).toBe(saved);
  });

  it('keeps everything typed after a failed save, names the field and says why', async () => {
    const input = { currentYear: YEAR };
    const { fakes, machine } = harness();
    const { form } = underParent(machine, input);
    const toasts: EnglishToast[] = [];
    form.on('notify', (e) => toasts.push(englishToast(e.toast)));
    for (const [field, value] of Object.entries({ name: 'Ferrari Purosangue', model: 'Purosangue', category: 'SUV', year: '2026' })) {
      form.send({ type: 'field.change', field: field as 'name', value });
    }
    form.send({ type: 'brand.select', value: 'Ferrari' });
    form.send({ type: 'slot.changed', id: 'slot-0', status: 'uploaded', image: { url: '/uploads/p.png', alt: '' } });
    form.send({ type: 'form.submit' });
    const refusal = new ApiError(MSG.serverError(400, 'year: Too big'), 400, undefined, 'year: Too big');
    fakes.settle('saveCar', { error: refusal });
    await flushPromises();

    const snap = form.getSnapshot();
    expect(snap.value).toEqual({ editing: 'brandList' });
    expect(snap.context.values).toMatchObject({ name: 'Ferrari Purosangue', model: 'Purosangue', category: 'SUV', year: '2026', brand: 'Ferrari' });
    expect([english(snap.context.saveError?.message), snap.context.saveError?.field]).toEqual([english(refusal), 'year']);
    expect(toasts).toEqual([{ title: MSG.addCarFailedReason(english(refusal)), type: 'error' }]);

    form.send({ type: 'field.change', field: 'name', value: 'Ferrari Purosangue V12' });
    expect(form.getSnapshot().context.saveError?.field).toBe('year'); // another field: still relevant
    form.send({ type: 'field.change', field: 'year', value: '2025' });
    expect(form.getSnapshot().context.saveError).toBeNull();
  });

  it('edits a car: custom-brand mode for an unlisted brand, its images as uploaded slots, reorder picks the cover', async () => {
    const car = makeCar({ brand: 'Pagani', transmission: 'Semi-Automatic' });
    const input = { car, currentYear: YEAR };
    const { fakes, machine } = harness();
    const { form, reports } = underParent(machine, input);
    const toasts: EnglishToast[] = [];
    form.on('notify', (e) => toasts.push(englishToast(e.toast)));
    const snap = () => form.getSnapshot();
    expect(snap().value).toEqual({ editing: 'brandCustom' });
    expect(snap().context.values.transmission).toBe('Semi-Automatic');
    expect(isDirty(snap().context)).toBe(false);
    expect(canSubmit(snap().context)).toBe(true);
    expect(reports).not.toContainEqual(expect.objectContaining({ dirty: true }));

    form.send({ type: 'slot.move', id: 'slot-1', by: -1 });
    expect(snap().context.order.slice(0, 2)).toEqual(['slot-1', 'slot-0']);
    expect(isDirty(snap().context)).toBe(true);
    form.send({ type: 'slot.move', id: 'slot-1', by: -1 }); // already first: refused
    expect(snap().context.order.slice(0, 2)).toEqual(['slot-1', 'slot-0']);

    form.send({ type: 'brand.useList' });
    expect(snap().value).toEqual({ editing: 'brandList' });
    expect(snap().context.values.brand).toBe('');
    form.send({ type: 'brand.select', value: 'Other' });
    expect(snap().value).toEqual({ editing: 'brandCustom' });
    expect(snap().context.values.brand).toBe('Pagani'); // what was typed comes back

    form.send({ type: 'form.submit' });
    expect(fakes.inputs('saveCar')[0]).toMatchObject({
      mode: 'edit',
      id: car._id,
      payload: {
        brand: 'Pagani',
        transmission: 'Semi-Automatic',
        images: [
          { url: '/fleet/roma-side.svg', alt: 'Roma from the side', isPrimary: true },
          { url: '/fleet/roma-front.svg', alt: 'Ferrari Roma Image 2', isPrimary: false },
        ],
      },
    });
    fakes.settle('saveCar', { error: new ApiError(MSG.networkError, 0) });
    await flushPromises();
    expect(snap().value).toEqual({ editing: 'brandCustom' });
    expect(toasts).toEqual([{ title: MSG.updateCarFailed, description: MSG.networkError, type: 'error' }]);
  });

  it("edits a car's Arabic words (issue 22): loaded from the car, typed, and sent as ar and each image's altAr", async () => {
    const car = makeCar({
      ar: { description: 'سيارة GT أنيقة.', features: ['بلوتوث'] },
      images: [
        { url: '/fleet/roma-front.svg', alt: 'Ferrari Roma Image 1', altAr: 'Ferrari Roma من الأمام', isPrimary: true },
        { url: '/fleet/roma-side.svg', alt: 'Roma from the side', isPrimary: false },
      ],
    });
    const { fakes, machine } = harness();
    const { form, reports } = underParent(machine, { car, currentYear: YEAR });
    const snap = () => form.getSnapshot();
    expect(snap().context.values).toMatchObject({ arDescription: 'سيارة GT أنيقة.', arFeatures: 'بلوتوث', arMetaTitle: '', arMetaDescription: '' });
    expect(snap().context.altsAr).toEqual({ '/fleet/roma-front.svg': 'Ferrari Roma من الأمام' });
    expect(isDirty(snap().context)).toBe(false);

    form.send({ type: 'altAr.change', url: '/fleet/roma-side.svg', value: 'Roma من الجانب' });
    expect(isDirty(snap().context)).toBe(true);
    expect(reports.at(-1)).toEqual({ type: 'form.status', dirty: true, busy: false });
    form.send({ type: 'altAr.change', url: '/fleet/roma-side.svg', value: '' });
    expect(isDirty(snap().context)).toBe(false);

    form.send({ type: 'field.change', field: 'arDescription', value: 'سيارة GT أنيقة بمحرك V8.' });
    form.send({ type: 'feature.add', field: 'arFeatures', feature: 'مقاعد جلدية' });
    form.send({ type: 'feature.add', field: 'arFeatures', feature: 'بلوتوث' }); // already listed
    form.send({ type: 'field.change', field: 'arMetaTitle', value: 'استأجر Ferrari Roma في دبي' });
    form.send({ type: 'altAr.change', url: '/fleet/roma-side.svg', value: 'Roma من الجانب' });
    form.send({ type: 'slot.move', id: 'slot-1', by: -1 }); // the Arabic alt moves with its image
    expect(snap().context.values.features).toBe('Bluetooth, Leather Seats');
    expect(snap().context.values.arFeatures).toBe('بلوتوث، مقاعد جلدية');

    form.send({ type: 'form.submit' });
    const { payload } = fakes.inputs('saveCar')[0] as SaveCarInput;
    expect(payload.ar).toEqual({ description: 'سيارة GT أنيقة بمحرك V8.', features: ['بلوتوث', 'مقاعد جلدية'], metaTitle: 'استأجر Ferrari Roma في دبي', metaDescription: '' });
    expect(payload.images).toEqual([
      { url: '/fleet/roma-side.svg', alt: 'Roma from the side', altAr: 'Roma من الجانب', isPrimary: true },
      { url: '/fleet/roma-front.svg', alt: 'Ferrari Roma Image 2', altAr: 'Ferrari Roma من الأمام', isPrimary: false },
    ]);
  });

  it('a car without Arabic words sends ar with every field empty, so the server keeps none', () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine, { input: { car: makeCar(), currentYear: YEAR } }).start();
    actor.send({ type: 'form.submit' });
    const { payload } = fakes.inputs('saveCar')[0] as SaveCarInput;
    expect(payload.ar).toEqual({ description: '', features: [], metaTitle: '', metaDescription: '' });
    expect(payload.images.some((image) => 'altAr' in image)).toBe(false);
    actor.stop();
  });

  it('every listed brand stays in list mode; an empty custom brand blocks the submit', () => {
    for (const brand of PREDEFINED_BRANDS) {
      const input = { car: makeCar({ brand }), currentYear: YEAR };
      const { machine } = harness();
      const actor = createActor(machine, { input }).start();
      expect(actor.getSnapshot().value).toEqual({ editing: 'brandList' });
      actor.stop();
    }
    const input = { car: makeCar(), currentYear: YEAR };
    const actor = createActor(harness().machine, { input }).start();
    actor.send({ type: 'brand.select', value: 'Other' });
    expect(actor.getSnapshot().context.values.brand).toBe('');
    expect(canSubmit(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'field.change', field: 'brand', value: '  ' });
    expect(canSubmit(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'field.change', field: 'brand', value: 'Koenigsegg' });
    expect(canSubmit(actor.getSnapshot().context)).toBe(true);
  });
});

describe('car form (model-based)', () => {
  type Scenario = { name: string; input: CarFormInput; events: SampleEvent[] };
  const uploaded = (id: string, url: string): SampleEvent => ({ type: 'slot.changed', id, status: 'uploaded', image: { url, alt: '' } });
  const saveDone: SampleEvent = { type: 'xstate.done.actor.saveCar', output: makeCar({ _id: 'ffffffffffffffffffffffff' }) };
  const saveRefused: SampleEvent = {
    type: 'xstate.error.actor.saveCar',
    error: new ApiError(MSG.serverError(400, 'model: Too long'), 400, undefined, 'model: Too long'),
  };
  const car = makeCar();
  const scenarios: Scenario[] = [
    {
      name: 'add: required fields and the first image',
      input: { currentYear: YEAR },
      events: [
        { type: 'field.change', field: 'name', value: 'Ferrari Roma' },
        { type: 'field.change', field: 'model', value: 'Roma' },
        { type: 'field.change', field: 'category', value: 'Coupe' },
        { type: 'brand.select', value: 'Ferrari' },
        uploaded('slot-0', '/uploads/a.png'),
        { type: 'form.submit' },
        saveDone,
        saveRefused,
      ],
    },
    {
      name: 'edit: brand modes',
      input: { car: makeCar({ brand: 'Pagani' }), currentYear: YEAR },
      events: [
        { type: 'brand.useList' },
        { type: 'brand.select', value: 'Other' },
        { type: 'brand.select', value: 'Bugatti' },
        { type: 'field.change', field: 'brand', value: 'Rimac' },
        { type: 'form.submit' },
        saveRefused,
      ],
    },
    {
      name: 'edit: images',
      input: { car, currentYear: YEAR },
      events: [
        { type: 'slot.changed', id: 'slot-0', status: 'uploading', image: null },
        { type: 'slot.changed', id: 'slot-0', status: 'error', image: null },
        { type: 'slot.changed', id: 'slot-0', status: 'empty', image: null },
        { type: 'slot.changed', id: 'slot-1', status: 'empty', image: null },
        uploaded('slot-0', '/uploads/b.png'),
        { type: 'slot.move', id: 'slot-1', by: -1 },
        { type: 'form.submit' },
        { type: 'slot.changed', id: 'slot-4', status: 'error', image: null },
        saveDone,
      ],
    },
    {
      name: 'edit: other fields',
      input: { car, currentYear: YEAR },
      events: [
        { type: 'field.change', field: 'name', value: '' },
        { type: 'flag.set', field: 'isFeatured', value: false },
        { type: 'feature.add', feature: 'Sunroof' },
        { type: 'feature.add', feature: 'فتحة سقف', field: 'arFeatures' },
        { type: 'field.change', field: 'arDescription', value: 'سيارة GT.' },
        { type: 'altAr.change', url: car.images[0]!.url, value: 'من الأمام' },
        { type: 'form.submit' },
        saveRefused,
      ],
    },
  ];

  const project = (s: CarFormSnapshot) => ({
    values: s.context.values,
    order: s.context.order,
    slotStates: s.context.slotStates,
    showErrors: s.context.showErrors,
    saveError: s.context.saveError,
    draft: s.context.customBrandDraft,
    altsAr: s.context.altsAr,
  });
  const serializeState = (s: CarFormSnapshot) => JSON.stringify({ value: s.value, status: s.status, ...project(s) });

  const uploadingIn = (c: CarFormContext) => Object.values(c.slotStates).some((slot) => slot.status === 'uploading');
  const imagesIn = (c: CarFormContext) =>
    c.order.map((id) => c.slotStates[id]).flatMap((slot) => (slot?.status === 'uploaded' && slot.image ? [slot.image.url] : []));

  /** Expectations from SPEC §5/§8, computed apart from the machine's own helpers. */
  function check(s: CarFormSnapshot, step: MachineStep<typeof carFormMachine>, fakes: PromiseFakes, effects: Effects, before: CarFormSnapshot | null) {
    const event = step.event;
    const submitting = s.matches('submitting');
    expectEqual([s.hasTag('busy'), fakes.isRunning('saveCar')], [submitting, submitting], 'busy and a save running exactly while submitting');
    if (s.matches({ editing: 'brandCustom' }) === false && s.matches('editing')) {
      expect(s.context.values.brand === '' || PREDEFINED_BRANDS.includes(s.context.values.brand as never), 'list mode shows a listed brand').toBe(true);
    }
    if (event.type === 'form.submit' && before) {
      const c = before.context;
      const v = c.values;
      const complete = [v.name, v.brand, v.model, v.category].every((x) => x.trim() !== '');
      const expected = uploadingIn(c) ? 'uploading' : imagesIn(c).length === 0 ? 'noImage' : !complete ? 'incomplete' : 'save';
      expectEqual(
        { state: submitting, uploading: effects.uploading, noImage: effects.noImage },
        { state: expected === 'save', uploading: expected === 'uploading' ? 1 : 0, noImage: expected === 'noImage' ? 1 : 0 },
        `submit outcome ${expected}`,
      );
      if (expected === 'save') {
        const sent = fakes.inputs('saveCar').at(-1) as SaveCarInput;
        expectEqual(sent.mode, c.mode, 'add or edit');
        if (sent.mode === 'edit') expectEqual(sent.id, c.carId, 'edits the car opened');
        const { payload } = sent;
        expectEqual([typeof payload.year, typeof payload.seats], ['number', 'number'], 'year and seats are numbers');
        expectEqual(payload.images.map((i) => i.url), imagesIn(c), 'the uploaded images, in slot order');
        expectEqual(payload.images.map((i) => i.isPrimary), payload.images.map((_, i) => i === 0), 'only the first is primary');
        expect(payload.images.every((i) => i.alt.trim() !== '')).toBe(true);
        expectEqual(
          payload.images.map((i) => i.altAr),
          imagesIn(c).map((url) => c.altsAr[url]?.trim() || undefined),
          'each image its Arabic alt, when typed',
        );
        expectEqual(payload.ar?.description, v.arDescription.trim(), 'the Arabic description');
      }
    }
    if (event.type === 'xstate.error.actor.saveCar' && before) {
      expectEqual(s.context.values, before.context.values, 'a failed save keeps everything typed');
      expectEqual(s.context.saveError?.field, 'model', 'the named field');
      expectEqual(effects.failed, 1, 'one failure toast');
    }
    if (event.type === 'xstate.done.actor.saveCar') expectEqual(s.status, 'done', 'saved: done');
    effects.uploading = effects.noImage = effects.failed = 0;
  }
  type Effects = { uploading: number; noImage: number; failed: number };

  it('replays a path for every transition of every scenario, covering every state and transition', async () => {
    const coverage = createCoverage(carFormMachine);
    let replayed = 0;
    for (const scenario of scenarios) {
      const paths = getTransitionPaths(harness().machine, { events: scenario.events, input: scenario.input, serializeState });
      expect(paths.length, scenario.name).toBeGreaterThan(3);
      for (const path of paths) {
        vi.setSystemTime(START);
        const effects: Effects = { uploading: 0, noImage: 0, failed: 0 };
        const { fakes, machine } = harness({
          notifyUploading: () => void (effects.uploading += 1),
          notifyImageRequired: () => void (effects.noImage += 1),
          notifySaveFailed: () => void (effects.failed += 1),
        });
        let before: CarFormSnapshot | null = null;
        await replayPath(path, {
          machine,
          fakes,
          input: scenario.input,
          project,
          coverage,
          check: (s, step) => {
            check(s, step, fakes, effects, before);
            before = s;
          },
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(40);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
