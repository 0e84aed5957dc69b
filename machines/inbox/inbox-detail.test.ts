import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { inboxCountMachine } from './inbox-count.machine';
import { inboxDetailMachine, type EnquiryPatch, type InboxDetailEmitted, type InboxDetailSnapshot } from './inbox-detail.machine';
import { makeEnquiry } from './inbox.fixtures';
import type { Enquiry, PersonRef } from './inbox.model';
import { english } from '../../tests/setup/english';

const ADMINS: PersonRef[] = [{ id: 'admin-1', name: 'Amal' }, { id: 'admin-2', name: 'Omar' }];
const E = makeEnquiry();
const OTHER = makeEnquiry({ name: 'Karim' });
const NOTE = { id: 'n1', text: 'Called back', author: ADMINS[0]!, createdAt: '2026-11-20T09:00:00.000Z' };
const CONTACTED: Enquiry = { ...E, status: 'contacted', contactedAt: '2026-11-20T09:00:00.000Z' };
const ASSIGNED: Enquiry = { ...E, assignee: ADMINS[1]! };
const NOTED: Enquiry = { ...E, notes: [NOTE] };
const aborted = () => Object.assign(new ApiError(MSG.requestAborted, 0), { cause: new AbortFailure('aborted') });
const serverSays = (status: number, message: string) => new ApiError(MSG.serverError(status, message), status);

function harness() {
  const fakes = createPromiseFakes();
  const machine = inboxDetailMachine.provide({
    actors: {
      getEnquiry: fakes.promise<Enquiry, { id: string }>('getEnquiry'),
      listAccounts: fakes.promise<PersonRef[], void>('listAccounts'),
      updateEnquiry: fakes.promise<Enquiry, { id: string; patch: EnquiryPatch }>('updateEnquiry'),
      addNote: fakes.promise<Enquiry, { id: string; text: string }>('addNote'),
      deleteEnquiry: fakes.promise<void, { id: string }>('deleteEnquiry'),
    },
  });
  return { fakes, machine };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('inbox detail (actor tests)', () => {
  it('opens by id with the administrators, changes status and assignee one call each, and tells the list', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    const told: InboxDetailEmitted[] = [];
    actor.on('*', (event) => void told.push(event));
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'enquiry.open', id: E._id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('getEnquiry')).toEqual([{ id: E._id }]);
    await settle(fakes, 'getEnquiry', { output: E });
    await settle(fakes, 'listAccounts', { output: ADMINS });
    expect(actor.getSnapshot().context).toMatchObject({ enquiry: E, accounts: ADMINS });

    actor.send({ type: 'status.set', status: 'new' }); // already new
    actor.send({ type: 'assignee.set', assigneeId: null }); // already unassigned
    expect(fakes.inputs('updateEnquiry')).toEqual([]);
    actor.send({ type: 'status.set', status: 'contacted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'assignee.set', assigneeId: 'admin-2' }); // one write at a time
    expect(fakes.inputs('updateEnquiry')).toEqual([{ id: E._id, patch: { status: 'contacted' } }]);
    await settle(fakes, 'updateEnquiry', { output: CONTACTED });
    expect(actor.getSnapshot().context).toMatchObject({ enquiry: CONTACTED, result: { action: 'status', error: null } });

    actor.send({ type: 'assignee.set', assigneeId: 'admin-2' });
    expect(fakes.inputs('updateEnquiry')[1]).toEqual({ id: E._id, patch: { assigneeId: 'admin-2' } });
    await settle(fakes, 'updateEnquiry', { error: serverSays(400, 'assigneeId: must be an administrator') });
    expect(actor.getSnapshot().context).toMatchObject({ enquiry: CONTACTED, result: { action: 'assignee' } });
    expect(english(actor.getSnapshot().context.result?.error)).toBe(MSG.serverError(400, 'assigneeId: must be an administrator'));
    expect(told).toEqual([{ type: 'enquiry.changed', enquiry: CONTACTED }]);
  });

  it('adds a note, keeping the text when that fails and emptying the box when it is saved', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'enquiry.open', id: E._id });
    await settle(fakes, 'getEnquiry', { output: E });
    actor.send({ type: 'note.add' }); // nothing written
    actor.send({ type: 'note.change', text: '   ' });
    actor.send({ type: 'note.add' }); // only spaces
    expect(fakes.inputs('addNote')).toEqual([]);
    actor.send({ type: 'note.change', text: ' Called back ' });
    actor.send({ type: 'note.add' });
    expect(fakes.inputs('addNote')).toEqual([{ id: E._id, text: 'Called back' }]);
    await settle(fakes, 'addNote', { error: new ApiError(MSG.networkError, 0) });
    expect(actor.getSnapshot().context).toMatchObject({ note: ' Called back ', result: { action: 'note' } });
    expect(english(actor.getSnapshot().context.result?.error)).toBe(MSG.networkError);
    actor.send({ type: 'note.add' });
    await settle(fakes, 'addNote', { output: NOTED });
    expect(actor.getSnapshot().context).toMatchObject({ note: '', enquiry: NOTED, result: { action: 'note', error: null } });
  });

  it('deletes after a confirmation and closes, telling the list; another id opens in place; close forgets', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    const told: InboxDetailEmitted[] = [];
    actor.on('enquiry.deleted', (event) => void told.push(event));
    actor.send({ type: 'enquiry.open', id: E._id });
    await settle(fakes, 'getEnquiry', { output: E });
    actor.send({ type: 'delete.ask' });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(false);
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.confirm' });
    expect(fakes.inputs('deleteEnquiry')).toEqual([{ id: E._id }]);
    await settle(fakes, 'deleteEnquiry', { output: undefined });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ id: null, enquiry: null });
    expect(told).toEqual([{ type: 'enquiry.deleted', id: E._id, reference: E.reference }]);

    actor.send({ type: 'enquiry.open', id: E._id });
    await settle(fakes, 'getEnquiry', { error: serverSays(404, 'Enquiry not found') });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.serverError(404, 'Enquiry not found'));
    actor.send({ type: 'enquiry.open', id: OTHER._id });
    expect(fakes.inputs('getEnquiry').at(-1)).toEqual({ id: OTHER._id });
    actor.send({ type: 'enquiry.close' });
    expect(fakes.signals('getEnquiry').at(-1)?.aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ id: null, enquiry: null, error: null });
  });
});

describe('inbox detail (model-based)', () => {
  const open: SampleEvent = { type: 'enquiry.open', id: E._id };
  const got: SampleEvent = { type: 'xstate.done.actor.getEnquiry', output: E };
  const scenarios: Record<string, SampleEvent[]> = {
    open: [
      open,
      { type: 'enquiry.open', id: OTHER._id },
      got,
      { type: 'xstate.error.actor.getEnquiry', error: serverSays(404, 'Enquiry not found') },
      { type: 'xstate.error.actor.getEnquiry', error: aborted() },
      { type: 'xstate.done.actor.listAccounts', output: ADMINS },
      { type: 'xstate.error.actor.listAccounts', error: new ApiError(MSG.networkError, 0) },
      { type: 'enquiry.reload' },
      { type: 'enquiry.close' },
    ],
    update: [
      open,
      got,
      { type: 'status.set', status: 'contacted' },
      { type: 'assignee.set', assigneeId: 'admin-2' },
      { type: 'xstate.done.actor.updateEnquiry', output: CONTACTED },
      { type: 'xstate.done.actor.updateEnquiry', output: ASSIGNED },
      { type: 'xstate.error.actor.updateEnquiry', error: serverSays(500, 'down') },
      { type: 'xstate.error.actor.updateEnquiry', error: aborted() },
    ],
    notes: [
      open,
      got,
      { type: 'note.change', text: 'Called back' },
      { type: 'note.add' },
      { type: 'xstate.done.actor.addNote', output: NOTED },
      { type: 'xstate.error.actor.addNote', error: serverSays(500, 'down') },
      { type: 'xstate.error.actor.addNote', error: aborted() },
    ],
    delete: [
      open,
      got,
      { type: 'delete.ask' },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.deleteEnquiry', output: undefined },
      { type: 'xstate.error.actor.deleteEnquiry', error: serverSays(404, 'Enquiry not found') },
      { type: 'xstate.error.actor.deleteEnquiry', error: aborted() },
    ],
  };
  const project = (s: InboxDetailSnapshot) => ({
    id: s.context.id,
    enquiry: s.context.enquiry ? `${s.context.enquiry._id}:${s.context.enquiry.status}:${s.context.enquiry.notes.length}` : null,
    accounts: s.context.accounts?.length ?? null,
    note: s.context.note,
    error: english(s.context.error),
    result: s.context.result,
  });
  const serializeState = (s: InboxDetailSnapshot) => JSON.stringify({ value: s.value, ...project(s) });
  const sub = (s: InboxDetailSnapshot) => (typeof s.value === 'string' ? s.value : (s.value as { open: string }).open);

  function check(s: InboxDetailSnapshot, step: MachineStep<typeof inboxDetailMachine>, fakes: PromiseFakes, told: InboxDetailEmitted[]) {
    const at = sub(s);
    expectEqual(
      { open: s.hasTag('open'), busy: s.hasTag('busy'), confirm: s.hasTag('confirmOpen'), error: s.hasTag('error') },
      {
        open: at !== 'closed',
        busy: ['loading', 'saving', 'addingNote', 'deleting'].includes(at),
        confirm: ['confirmingDelete', 'deleting'].includes(at),
        error: at === 'failed',
      },
      'tags follow the state',
    );
    expectEqual(fakes.isRunning('getEnquiry'), at === 'loading', 'loads exactly while loading');
    if (at === 'closed') expectEqual({ id: s.context.id, enquiry: s.context.enquiry, note: s.context.note }, { id: null, enquiry: null, note: '' });
    const event = step.event;
    switch (event.type) {
      case 'xstate.done.actor.updateEnquiry':
      case 'xstate.done.actor.addNote':
        expectEqual(told.at(-1)?.type, 'enquiry.changed', 'the list is told');
        expectEqual(s.context.result?.error, null);
        if (event.type === 'xstate.done.actor.addNote') expectEqual(s.context.note, '', 'the box is emptied');
        break;
      case 'xstate.error.actor.addNote':
        if (at === 'viewing') expectEqual(s.context.note, 'Called back', 'what was typed is kept');
        break;
      case 'xstate.done.actor.deleteEnquiry':
        expectEqual(told.at(-1), { type: 'enquiry.deleted', id: E._id, reference: E.reference });
        break;
      case 'xstate.error.actor.deleteEnquiry':
        if (at === 'viewing') expectEqual([s.context.result?.action, english(s.context.result?.error)], ['delete', MSG.serverError(404, 'Enquiry not found')]);
        break;
      default:
    }
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(inboxDetailMachine);
    let replayed = 0;
    for (const [name, events] of Object.entries(scenarios)) {
      // The administrators are asked once per opening: their answer arrives once.
      const filterEvents = (s: InboxDetailSnapshot, e: { type: string }) =>
        s.can(e as never) && !(e.type.endsWith('.listAccounts') && s.context.accounts !== null);
      const paths = getTransitionPaths(inboxDetailMachine, { events, serializeState, filterEvents });
      expect(paths.length, name).toBeGreaterThan(5);
      for (const path of paths) {
        const { fakes, machine } = harness();
        const told: InboxDetailEmitted[] = [];
        await replayPath(path, {
          machine,
          fakes,
          project,
          coverage,
          onActor: (actor) => actor.on('*', (e) => void told.push(e)),
          check: (s, step) => check(s, step, fakes, told),
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(30);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

describe('inbox count (sidebar)', () => {
  it('asks on start and on navigation, takes the list\'s count, and keeps the last count when an ask fails', async () => {
    const fakes = createPromiseFakes();
    const actor = createActor(inboxCountMachine.provide({ actors: { countNew: fakes.promise<number, void>('countNew') } })).start();
    expect(actor.getSnapshot().context.newCount).toBeNull();
    await settle(fakes, 'countNew', { output: 3 });
    expect(actor.getSnapshot().context.newCount).toBe(3);
    actor.send({ type: 'count.known', newCount: 2 });
    expect(actor.getSnapshot().context.newCount).toBe(2);
    actor.send({ type: 'count.refresh' });
    actor.send({ type: 'count.refresh' }); // asks again, the first answer is dropped
    expect(fakes.signals('countNew')[1]?.aborted).toBe(true);
    await settle(fakes, 'countNew', { error: new ApiError(MSG.networkError, 0) });
    expect(actor.getSnapshot().context.newCount).toBe(2);
    actor.send({ type: 'count.refresh' });
    await settle(fakes, 'countNew', { error: aborted() }); // cancelled: asks again
    expect(fakes.isRunning('countNew')).toBe(true);
  });

  it('replays a path for every transition of the count', async () => {
    const coverage = createCoverage(inboxCountMachine);
    const events: SampleEvent[] = [
      { type: 'xstate.done.actor.countNew', output: 4 },
      { type: 'xstate.error.actor.countNew', error: new ApiError(MSG.networkError, 0) },
      { type: 'xstate.error.actor.countNew', error: aborted() },
      { type: 'count.refresh' },
      { type: 'count.known', newCount: 1 },
    ];
    const paths = getTransitionPaths(inboxCountMachine, { events });
    for (const path of paths) {
      const fakes = createPromiseFakes();
      await replayPath(path, {
        machine: inboxCountMachine.provide({ actors: { countNew: fakes.promise<number, void>('countNew') } }),
        fakes,
        coverage,
        project: (s) => s.context,
        check: (s) => expectEqual(s.hasTag('busy'), fakes.isRunning('countNew')),
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
