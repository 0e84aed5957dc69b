import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/placeholder';
import { msg, type Message } from '../../domain/message';
import { UPLOAD_TIMEOUT_MS } from '../../domain/constants';
import { refusalOf, uploadErrorText, type SlotFile, type SlotImage, type SlotReport, type SlotStatus } from './upload-slot.model';

export type UploadSlotInput = { image?: SlotImage | null };

export type UploadSlotContext = {
  /** The image on the server this slot holds; kept while a replacement uploads, so a failed one loses nothing. */
  image: SlotImage | null;
  /** The file of the last upload attempt, kept so a failed upload can be tried again; null after a refusal. */
  file: SlotFile | null;
  /** The text shown under the slot: a refusal (type, size) or a failed upload; null when all is well. */
  error: Message | null;
};

export type UploadSlotEvent =
  | { type: 'slot.select'; file: SlotFile }
  | { type: 'slot.retry' }
  | { type: 'slot.cancel' }
  | { type: 'slot.remove' };

export type UploadSlotTag = 'busy';

/** A chosen file: refused in place (type, size) or sent. */
const select = [
  {
    guard: 'isRefused',
    target: 'error',
    actions: 'assignRefusal',
  },
  { target: 'uploading', actions: 'assignFile' },
] as const;

/**
 * One image slot of the car dialog (SPEC §4): empty, uploading, uploaded (preview and Remove) or error (the text
 * under the slot). A file is checked (JPEG/JPG/PNG/WebP, ≤ 5MB) before it is sent; the upload has UPLOAD_TIMEOUT_MS.
 * Replacing an uploaded image keeps it until the new one is on the server, and a refused replacement keeps it too.
 * Every change of status is reported to the parent form (`report`), which owns the order of the slots. The upload is
 * `uploadImage`, made by createUploadSlotActors (the form's wiring provides its slots already wired).
 */
export const uploadSlotMachine = setup({
  types: {
    context: {} as UploadSlotContext,
    events: {} as UploadSlotEvent,
    input: {} as UploadSlotInput,
    tags: {} as UploadSlotTag,
  },
  actors: {
    uploadImage: notProvided<string, { file: SlotFile }>('upload-slot', 'uploadImage'),
  },
  delays: { uploadTimeout: UPLOAD_TIMEOUT_MS },
  guards: {
    isRefused: ({ event }) => event.type === 'slot.select' && refusalOf(event.file) !== null,
    hasImage: ({ context }) => context.image !== null,
    canRetry: ({ context }) => context.file !== null,
  },
  actions: {
    assignRefusal: assign(({ event }) => ({
      file: null,
      error: event.type === 'slot.select' ? refusalOf(event.file) : null,
    })),
    assignFile: assign(({ event, context }) => ({
      file: event.type === 'slot.select' ? event.file : context.file,
      error: null,
    })),
    clearError: assign({ error: null }),
    assignUploaded: assign((_, params: { url: string }) => ({ image: { url: params.url, alt: '' }, file: null, error: null })),
    assignUploadError: assign((_, params: { error: unknown }) => ({ error: uploadErrorText(params.error) })),
    assignTimeout: assign({ error: msg('uploadTimeout') }),
    clearAll: assign({ image: null, file: null, error: null }),
    /** Tells the form what the slot now holds (the form's mirror of the slots decides submit and payload). */
    // (Skipped when the slot runs alone, as in tests and graph traversal.)
    report: enqueueActions(({ context, self, enqueue }, params: { status: SlotStatus }) => {
      if (!self._parent || (params.status === 'empty' && context.image !== null)) return;
      const report: SlotReport = {
        type: 'slot.changed',
        id: self.id,
        status: params.status,
        image: params.status === 'uploaded' ? context.image : null,
      };
      enqueue.sendParent(report);
    }),
  },
}).createMachine({
  id: 'uploadSlot',
  context: ({ input }) => ({ image: input.image ?? null, file: null, error: null }),
  initial: 'empty',
  states: {
    empty: {
      // An existing car's image starts uploaded (empty only ever holds an image at start, so it reports nothing then).
      always: { guard: 'hasImage', target: 'uploaded' },
      entry: { type: 'report', params: { status: 'empty' } },
      on: { 'slot.select': select },
    },
    uploading: {
      tags: ['busy'],
      entry: { type: 'report', params: { status: 'uploading' } },
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => ({ file: context.file as SlotFile }),
        onDone: { target: 'uploaded', actions: { type: 'assignUploaded', params: ({ event }) => ({ url: event.output }) } },
        onError: [
          { guard: 'hasImage', target: 'uploaded', actions: { type: 'assignUploadError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'error', actions: { type: 'assignUploadError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      // After a failed upload: back to the image the slot held before, if any, with the reason shown either way.
      after: {
        uploadTimeout: [
          { guard: 'hasImage', target: 'uploaded', actions: 'assignTimeout' },
          { target: 'error', actions: 'assignTimeout' },
        ],
      },
      on: {
        // Cancel: stop the upload and go back to what the slot held.
        'slot.cancel': [
          { guard: 'hasImage', target: 'uploaded', actions: 'clearError' },
          { target: 'empty', actions: 'clearAll' },
        ],
      },
    },
    uploaded: {
      entry: { type: 'report', params: { status: 'uploaded' } },
      on: {
        // A refused replacement keeps the image and shows why; an accepted one uploads next to it.
        'slot.select': [{ guard: 'isRefused', actions: 'assignRefusal' }, select[1]],
        'slot.retry': { guard: 'canRetry', target: 'uploading', actions: 'clearError' },
        'slot.remove': { target: 'empty', actions: 'clearAll' },
      },
    },
    error: {
      entry: { type: 'report', params: { status: 'error' } },
      on: {
        'slot.select': select,
        'slot.retry': { guard: 'canRetry', target: 'uploading', actions: 'clearError' },
        'slot.remove': { target: 'empty', actions: 'clearAll' },
      },
    },
  },
});

export type UploadSlotMachine = typeof uploadSlotMachine;
export type UploadSlotRef = ActorRefFrom<UploadSlotMachine>;
export type UploadSlotSnapshot = SnapshotFrom<UploadSlotMachine>;

/** The status a view shows for a slot snapshot. */
export function slotStatusOf(snapshot: UploadSlotSnapshot): SlotStatus {
  if (snapshot.matches('uploading')) return 'uploading';
  if (snapshot.matches('uploaded')) return 'uploaded';
  if (snapshot.matches('error')) return 'error';
  return 'empty';
}
