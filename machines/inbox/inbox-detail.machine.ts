import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isAbortError } from '../../api/error-map';
import { reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import { notProvided } from '../shared/placeholder';
import type { Enquiry, EnquiryStatus, PersonRef } from './inbox.model';

/** The writes the detail makes, one at a time. */
export type InboxWrite = 'status' | 'assignee' | 'note' | 'delete';
/** The outcome of the last write: error null = it went through. */
export type InboxWriteResult = { action: InboxWrite; error: Message | null };
export type EnquiryPatch = { status: EnquiryStatus } | { assigneeId: string | null };

export type InboxDetailContext = {
  /** The enquiry asked for (the address's ?id=); null = the panel is closed. */
  id: string | null;
  /** null = not loaded (yet). Kept while a write runs and when it fails. */
  enquiry: Enquiry | null;
  /** The administrators an enquiry can be assigned to; null = not loaded, [] = could not be loaded. */
  accounts: PersonRef[] | null;
  /** The note being written: kept when adding it fails, emptied once it is saved. */
  note: string;
  /** Why the enquiry could not be loaded. */
  error: Message | null;
  /** The write running (while busy) or last finished. */
  action: InboxWrite | null;
  result: InboxWriteResult | null;
};

export type InboxDetailEvent =
  | { type: 'enquiry.open'; id: string }
  | { type: 'enquiry.close' }
  | { type: 'enquiry.reload' }
  | { type: 'status.set'; status: EnquiryStatus }
  | { type: 'assignee.set'; assigneeId: string | null }
  | { type: 'note.change'; text: string }
  | { type: 'note.add' }
  | { type: 'delete.ask' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** What the list (and the sidebar's count) learn from a write. */
export type InboxDetailEmitted =
  | { type: 'enquiry.changed'; enquiry: Enquiry }
  | { type: 'enquiry.deleted'; id: string; reference: string };

export type InboxDetailTag = 'open' | 'busy' | 'ready' | 'error' | 'confirmOpen';

const loaded = (context: InboxDetailContext): Enquiry => context.enquiry as Enquiry;

/**
 * One enquiry of the inbox (issue 19), opened by its id (the alert e-mail's link lands on ?id=): loads it with its
 * notes, and the administrators it can be assigned to; changes its status or assignee, adds a note (the text stays in
 * the box if that fails), deletes it after a confirmation (a privacy request). One write at a time; each shows busy,
 * then its outcome. Every write tells the list (emitted), which asks the server again.
 */
export const inboxDetailMachine = setup({
  types: {
    context: {} as InboxDetailContext,
    events: {} as InboxDetailEvent,
    tags: {} as InboxDetailTag,
    emitted: {} as InboxDetailEmitted,
  },
  actors: {
    getEnquiry: notProvided<Enquiry, { id: string }>('inbox-detail', 'getEnquiry'),
    listAccounts: notProvided<PersonRef[]>('inbox-detail', 'listAccounts'),
    updateEnquiry: notProvided<Enquiry, { id: string; patch: EnquiryPatch }>('inbox-detail', 'updateEnquiry'),
    addNote: notProvided<Enquiry, { id: string; text: string }>('inbox-detail', 'addNote'),
    deleteEnquiry: notProvided<void, { id: string }>('inbox-detail', 'deleteEnquiry'),
  },
  guards: {
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    isOtherEnquiry: ({ context, event }) => event.type === 'enquiry.open' && event.id !== context.id,
    changesStatus: ({ context, event }) => event.type === 'status.set' && event.status !== context.enquiry?.status,
    changesAssignee: ({ context, event }) =>
      event.type === 'assignee.set' && event.assigneeId !== (context.enquiry?.assignee?.id ?? null),
    hasNote: ({ context }) => context.note.trim() !== '',
  },
  actions: {
    openEnquiry: assign(({ event }) =>
      event.type === 'enquiry.open' ? { id: event.id, enquiry: null, note: '', error: null, action: null, result: null } : {},
    ),
    closeEnquiry: assign({ id: null, enquiry: null, note: '', error: null, action: null, result: null }),
    assignEnquiry: assign((_, enquiry: Enquiry) => ({ enquiry, error: null })),
    assignNote: assign(({ event }) => (event.type === 'note.change' ? { note: event.text } : {})),
    startWrite: assign((_, action: InboxWrite) => ({ action, result: null })),
    succeed: assign(({ context }) => ({ result: context.action ? { action: context.action, error: null } : null })),
    fail: assign((_, params: { action: InboxWrite; error: Message }) => ({ result: { action: params.action, error: params.error } })),
    emitChanged: emit((_, enquiry: Enquiry) => ({ type: 'enquiry.changed' as const, enquiry })),
    emitDeleted: emit(({ context }) => ({ type: 'enquiry.deleted' as const, id: loaded(context)._id, reference: loaded(context).reference })),
  },
}).createMachine({
  id: 'inboxDetail',
  context: { id: null, enquiry: null, accounts: null, note: '', error: null, action: null, result: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'enquiry.open': { target: 'open', actions: 'openEnquiry' } },
    },
    open: {
      tags: ['open'],
      initial: 'loading',
      // Asked on every opening: an administrator added since shows without a reload of the page.
      invoke: {
        id: 'listAccounts',
        src: 'listAccounts',
        onDone: { actions: assign({ accounts: ({ event }) => event.output }) },
        onError: { actions: assign({ accounts: [] }) },
      },
      on: {
        'enquiry.open': { guard: 'isOtherEnquiry', target: '.loading', actions: 'openEnquiry' },
        'enquiry.close': { target: 'closed', actions: 'closeEnquiry' },
        'note.change': { actions: 'assignNote' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'getEnquiry',
            src: 'getEnquiry',
            input: ({ context }) => ({ id: context.id ?? '' }),
            onDone: { target: 'viewing', actions: { type: 'assignEnquiry', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isAborted', target: 'loading', reenter: true },
              { target: 'failed', actions: assign({ error: ({ event }) => reasonOf(event.error, msg('fetchEnquiryFailed')) }) },
            ],
          },
        },
        failed: {
          tags: ['error'],
          on: { 'enquiry.reload': 'loading' },
        },
        viewing: {
          tags: ['ready'],
          on: {
            'enquiry.reload': 'loading',
            'status.set': { guard: 'changesStatus', target: 'saving', actions: { type: 'startWrite', params: 'status' } },
            'assignee.set': { guard: 'changesAssignee', target: 'saving', actions: { type: 'startWrite', params: 'assignee' } },
            'note.add': { guard: 'hasNote', target: 'addingNote', actions: { type: 'startWrite', params: 'note' } },
            'delete.ask': { target: 'confirmingDelete', actions: { type: 'startWrite', params: 'delete' } },
          },
        },
        saving: {
          tags: ['ready', 'busy'],
          invoke: {
            id: 'updateEnquiry',
            src: 'updateEnquiry',
            input: ({ context, event }) => ({
              id: loaded(context)._id,
              patch: event.type === 'status.set' ? { status: event.status } : { assigneeId: (event as { assigneeId: string | null }).assigneeId },
            }),
            onDone: {
              target: 'viewing',
              actions: [
                { type: 'assignEnquiry', params: ({ event }) => event.output },
                'succeed',
                { type: 'emitChanged', params: ({ event }) => event.output },
              ],
            },
            onError: [
              { guard: 'isAborted', target: 'loading' },
              { target: 'viewing', actions: { type: 'fail', params: ({ context, event }) => ({ action: context.action ?? 'status', error: reasonOf(event.error, msg('updateEnquiryFailed')) }) } },
            ],
          },
        },
        addingNote: {
          tags: ['ready', 'busy'],
          invoke: {
            id: 'addNote',
            src: 'addNote',
            input: ({ context }) => ({ id: loaded(context)._id, text: context.note.trim() }),
            onDone: {
              target: 'viewing',
              actions: [
                { type: 'assignEnquiry', params: ({ event }) => event.output },
                assign({ note: '' }),
                'succeed',
                { type: 'emitChanged', params: ({ event }) => event.output },
              ],
            },
            onError: [
              { guard: 'isAborted', target: 'loading' },
              { target: 'viewing', actions: { type: 'fail', params: ({ event }) => ({ action: 'note', error: reasonOf(event.error, msg('addNoteFailed')) }) } },
            ],
          },
        },
        /** The confirmation (role alertdialog) is open; Cancel keeps the enquiry. */
        confirmingDelete: {
          tags: ['ready', 'confirmOpen'],
          on: { 'delete.confirm': 'deleting', 'delete.cancel': { target: 'viewing', actions: assign({ action: null }) } },
        },
        deleting: {
          tags: ['ready', 'confirmOpen', 'busy'],
          invoke: {
            id: 'deleteEnquiry',
            src: 'deleteEnquiry',
            input: ({ context }) => ({ id: loaded(context)._id }),
            onDone: { target: '#inboxDetail.closed', actions: ['emitDeleted', 'closeEnquiry'] },
            onError: [
              { guard: 'isAborted', target: 'loading' },
              { target: 'viewing', actions: { type: 'fail', params: ({ event }) => ({ action: 'delete', error: reasonOf(event.error, msg('deleteEnquiryFailed')) }) } },
            ],
          },
        },
      },
    },
  },
});

export type InboxDetailMachine = typeof inboxDetailMachine;
export type InboxDetailRef = ActorRefFrom<InboxDetailMachine>;
export type InboxDetailSnapshot = SnapshotFrom<InboxDetailMachine>;
