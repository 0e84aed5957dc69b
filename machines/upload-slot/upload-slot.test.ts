import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyActorLogic, type EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { UPLOAD_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '../../domain/constants';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { slotStatusOf, uploadSlotMachine, type UploadSlotEvent, type UploadSlotInput, type UploadSlotSnapshot } from './upload-slot.machine';
import { refusalOf, uploadErrorText, type SlotFile, type SlotReport } from './upload-slot.model';
import { english } from '../../tests/setup/english';
import { msg } from '../../domain/message';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
const gif = new File([new Uint8Array([71, 73, 70])], 'anim.gif', { type: 'image/gif' });
const huge = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
const existing = { url: '/fleet/coupe-red-front.svg', alt: 'Ferrari Roma Image 1' };

function harness() {
  const fakes = createPromiseFakes();
  const machine = uploadSlotMachine.provide({ actors: { uploadImage: fakes.promise<string, { file: SlotFile }>('uploadImage') } });
  return { fakes, machine };
}

/** A parent that records what the slot reports (the car form's role). */
function withParent(slotLogic: AnyActorLogic, input: UploadSlotInput = {}) {
  const reports: SlotReport[] = [];
  const parent = createActor(
    setup({ actors: { slot: slotLogic } }).createMachine({
      invoke: { id: 'slot-2', src: 'slot', input },
      on: { 'slot.changed': { actions: ({ event }) => reports.push(event as unknown as SlotReport) } },
    }),
  ).start();
  const slot = parent.getSnapshot().children['slot-2'];
  if (!slot) throw new Error('slot not started');
  return { reports, slot: slot as unknown as { send: (e: UploadSlotEvent) => void; getSnapshot: () => UploadSlotSnapshot } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload checks (SPEC §5)', () => {
  it('accepts JPEG, JPG, PNG and WebP up to and including 5MB, refuses anything else before sending', () => {
    const file = (name: string, type: string, size = 10) => Object.assign(new Blob([new Uint8Array(size)], { type }), { name });
    expect(refusalOf(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(refusalOf(file('a.jpg', 'image/jpg'))).toBeNull();
    expect(refusalOf(file('a.png', 'image/png'))).toBeNull();
    expect(refusalOf(file('a.webp', 'image/webp'))).toBeNull();
    expect(refusalOf(file('a.WEBP', ''))).toBeNull(); // no MIME type: the extension decides
    expect(english(refusalOf(file('a.gif', 'image/gif')))).toBe(MSG.fileType);
    expect(english(refusalOf(file('a.svg', 'image/svg+xml')))).toBe(MSG.fileType);
    expect(english(refusalOf(file('a.pdf', '')))).toBe(MSG.fileType);
    expect(refusalOf(file('a.png', 'image/png', UPLOAD_MAX_BYTES))).toBeNull();
    expect(english(refusalOf(huge))).toBe(MSG.fileTooLarge);
  });

  it('shows the client text of a failed upload, or the generic one', () => {
    expect(english(uploadErrorText(new ApiError(MSG.upload413, 413)))).toBe(MSG.upload413);
    expect(english(uploadErrorText(new ApiError('Server is full', 500, undefined, 'Server is full')))).toBe('Server is full');
    expect(english(uploadErrorText('boom'))).toBe(MSG.uploadGeneric);
    expect(english(uploadErrorText(new Error('')))).toBe(MSG.uploadGeneric);
  });
});

describe('upload slot (actor tests)', () => {
  it('uploads a good file, reports each status to its form, and removes the image on Remove', async () => {
    const { fakes, machine } = harness();
    const { reports, slot } = withParent(machine);
    expect(reports).toEqual([{ type: 'slot.changed', id: 'slot-2', status: 'empty', image: null }]);

    slot.send({ type: 'slot.select', file: png });
    expect(slotStatusOf(slot.getSnapshot())).toBe('uploading');
    expect(slot.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('uploadImage')).toEqual([{ file: png }]);

    fakes.settle('uploadImage', { output: '/uploads/abc.png' });
    await flushPromises();
    expect(slot.getSnapshot().context.image).toEqual({ url: '/uploads/abc.png', alt: '' });
    slot.send({ type: 'slot.remove' });
    expect(reports.map((r) => [r.status, r.image?.url ?? null])).toEqual([
      ['empty', null],
      ['uploading', null],
      ['uploaded', '/uploads/abc.png'],
      ['empty', null],
    ]);
  });

  it('refuses a wrong type or a file over 5MB without calling the server', () => {
    const { fakes, machine } = harness();
    const { slot } = withParent(machine);
    slot.send({ type: 'slot.select', file: gif });
    expect(slotStatusOf(slot.getSnapshot())).toBe('error');
    expect(english(slot.getSnapshot().context.error)).toBe(MSG.fileType);
    slot.send({ type: 'slot.select', file: huge });
    expect(english(slot.getSnapshot().context.error)).toBe(MSG.fileTooLarge);
    expect(slot.getSnapshot().can({ type: 'slot.retry' })).toBe(false);
    expect(fakes.inputs('uploadImage')).toEqual([]);
  });

  it('gives up after UPLOAD_TIMEOUT_MS with the timeout text, aborting the request, and can try the same file again', async () => {
    const { fakes, machine } = harness();
    const { slot } = withParent(machine);
    slot.send({ type: 'slot.select', file: png });
    vi.advanceTimersByTime(UPLOAD_TIMEOUT_MS - 1);
    expect(slotStatusOf(slot.getSnapshot())).toBe('uploading');
    vi.advanceTimersByTime(1);
    expect(slotStatusOf(slot.getSnapshot())).toBe('error');
    expect(english(slot.getSnapshot().context.error)).toBe(MSG.uploadTimeout);
    expect(fakes.signals('uploadImage')[0]?.aborted).toBe(true);

    slot.send({ type: 'slot.retry' });
    expect(fakes.inputs('uploadImage')).toEqual([{ file: png }, { file: png }]);
    fakes.settle('uploadImage', { output: '/uploads/again.png' });
    await flushPromises();
    expect(slotStatusOf(slot.getSnapshot())).toBe('uploaded');
    expect(english(slot.getSnapshot().context.error)).toBeNull();
  });

  it('starts uploaded with an existing image and keeps it while a replacement is refused or fails', async () => {
    const { fakes, machine } = harness();
    const { slot, reports } = withParent(machine, { image: existing });
    expect(reports).toEqual([{ type: 'slot.changed', id: 'slot-2', status: 'uploaded', image: existing }]);

    slot.send({ type: 'slot.select', file: gif });
    expect(slotStatusOf(slot.getSnapshot())).toBe('uploaded');
    expect(slot.getSnapshot().context).toMatchObject({ image: existing, error: msg('fileType') });

    slot.send({ type: 'slot.select', file: png });
    fakes.settle('uploadImage', { error: new ApiError(MSG.uploadAuth, 401) });
    await flushPromises();
    expect(slotStatusOf(slot.getSnapshot())).toBe('uploaded');
    expect(slot.getSnapshot().context).toMatchObject({ image: existing });
    expect(english(slot.getSnapshot().context.error)).toBe(MSG.uploadAuth);

    slot.send({ type: 'slot.select', file: png });
    slot.send({ type: 'slot.cancel' });
    expect(fakes.signals('uploadImage')[1]?.aborted).toBe(true);
    expect(slot.getSnapshot().context).toMatchObject({ image: existing, error: null });
  });
});

describe('upload slot (model-based)', () => {
  const events: SampleEvent[] = [
    { type: 'slot.select', file: png },
    { type: 'slot.select', file: gif },
    { type: 'slot.select', file: huge },
    { type: 'slot.retry' },
    { type: 'slot.cancel' },
    { type: 'slot.remove' },
    { type: 'xstate.done.actor.uploadImage', output: '/uploads/new.png' },
    { type: 'xstate.error.actor.uploadImage', error: new ApiError(MSG.upload413, 413) },
    { type: 'xstate.after.uploadTimeout.uploadSlot.uploading' },
  ];
  const project = (s: UploadSlotSnapshot) => ({
    image: s.context.image?.url ?? null,
    error: english(s.context.error),
    file: s.context.file?.name ?? null,
  });
  const serializeState = (s: UploadSlotSnapshot) => JSON.stringify({ value: s.value, ...project(s) });
  // Files stringify to {}: name them, or the three selects would count as one event.
  const serializeEvent = (e: EventObject) => JSON.stringify({ ...e, file: (e as { file?: File }).file?.name });

  /** Expectations from SPEC §4/§5/§8, written independently of the generated snapshots. */
  function check(s: UploadSlotSnapshot, step: MachineStep<typeof uploadSlotMachine>, fakes: PromiseFakes, before: UploadSlotSnapshot | null) {
    const event = step.event as SampleEvent & { file?: File };
    const status = slotStatusOf(s);
    expectEqual(s.hasTag('busy'), status === 'uploading', 'busy while uploading');
    expectEqual(fakes.isRunning('uploadImage'), status === 'uploading', 'a request runs exactly while uploading');
    if (status === 'empty') expectEqual([s.context.image, s.context.error], [null, null], 'empty holds nothing');
    if (status === 'uploaded') expect(s.context.image).not.toBeNull();
    if (status === 'error') expectEqual([s.context.image, typeof english(s.context.error)], [null, 'string'], 'error shows a reason');
    if (event.type === 'slot.select' && event.file) {
      const refusal = refusalOf(event.file);
      if (refusal) expectEqual([english(s.context.error), fakes.isRunning('uploadImage') && status === 'uploading'], [english(refusal), before?.matches('uploading') ?? false], 'refused before sending');
      else expectEqual(fakes.inputs('uploadImage').at(-1), { file: event.file }, 'the chosen file is sent');
    }
    if (event.type === 'xstate.after.uploadTimeout.uploadSlot.uploading') {
      expectEqual([english(s.context.error), fakes.signals('uploadImage').at(-1)?.aborted], [MSG.uploadTimeout, true], 'timeout text, request aborted');
    }
    if (event.type === 'xstate.error.actor.uploadImage') expectEqual(english(s.context.error), MSG.upload413, 'upload error text');
    if (event.type === 'xstate.done.actor.uploadImage') expectEqual(s.context.image, { url: '/uploads/new.png', alt: '' }, 'uploaded url');
    if (before?.context.image && status !== 'empty' && event.type !== 'xstate.done.actor.uploadImage') {
      expectEqual(s.context.image, before.context.image, 'an image is kept until removed or replaced');
    }
  }

  it('replays a path for every transition, from empty and from an existing image, covering every state and transition', async () => {
    const coverage = createCoverage(uploadSlotMachine);
    let replayed = 0;
    for (const input of [{}, { image: existing }] as UploadSlotInput[]) {
      const paths = getTransitionPaths(uploadSlotMachine, { events, input, serializeState, serializeEvent });
      for (const path of paths) {
        const { fakes, machine } = harness();
        let before: UploadSlotSnapshot | null = null;
        await replayPath(path, {
          machine,
          fakes,
          input,
          project,
          coverage,
          check: (s, step) => {
            check(s, step, fakes, before);
            before = s;
          },
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(20);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
