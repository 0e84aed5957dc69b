import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { INBOX_PAGE_SIZE } from '../../domain/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { inboxListMachine, SEARCH_DEBOUNCE_MS, type InboxListEmitted, type InboxListSnapshot } from './inbox-list.machine';
import { makeEnquiry } from './inbox.fixtures';
import {
  NO_FILTERS,
  applyInboxFilter,
  exportFileName,
  isInboxFiltered,
  isPageOf,
  mergeCarOptions,
  toInboxQuery,
  type CarOption,
  type InboxPage,
  type InboxQuery,
} from './inbox.model';
import { english } from '../../tests/setup/english';

const CAR_A = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ferrari Roma' };
const CAR_B = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Bentley Bentayga' };
const GONE = { _id: 'cccccccccccccccccccccccc', name: 'Aston Martin DB12', exists: false };
const E1 = makeEnquiry({ car: { ...CAR_A, exists: true } });
const E2 = makeEnquiry({ status: 'contacted', car: GONE });
const PAGE: InboxPage = { enquiries: [E1, E2], total: 30, currentPage: 1, totalPages: 2, newCount: 7 };
const EMPTY: InboxPage = { enquiries: [], total: 0, currentPage: 1, totalPages: 0, newCount: 0 };
const aborted = () => Object.assign(new ApiError(MSG.requestAborted, 0), { cause: new AbortFailure('aborted') });
const limited = () => new ApiError(MSG.serverError(429, 'Too many'), 429, 4);

describe('inbox model', () => {
  it('accepts only offered filter values and never an upside-down range', () => {
    expect(applyInboxFilter(NO_FILTERS, 'status', 'won').status).toBe('won');
    expect(applyInboxFilter(NO_FILTERS, 'status', 'sold')).toBe(NO_FILTERS);
    expect(applyInboxFilter(NO_FILTERS, 'carId', CAR_A._id).carId).toBe(CAR_A._id);
    expect(applyInboxFilter(NO_FILTERS, 'carId', 'ferrari')).toBe(NO_FILTERS);
    expect(applyInboxFilter(NO_FILTERS, 'from', '2026-02-30')).toBe(NO_FILTERS);
    const range = applyInboxFilter(applyInboxFilter(NO_FILTERS, 'from', '2026-11-01'), 'to', '2026-11-10');
    expect(range).toMatchObject({ from: '2026-11-01', to: '2026-11-10' });
    expect(applyInboxFilter(range, 'from', '2026-11-12')).toMatchObject({ from: '2026-11-12', to: '' });
    expect(applyInboxFilter(range, 'to', '2026-10-01')).toMatchObject({ from: '', to: '2026-10-01' });
    expect(applyInboxFilter(range, 'from', '')).toMatchObject({ from: '', to: '2026-11-10' });
    expect(applyInboxFilter(range, 'to', '2026-11-10')).toBe(range);
    expect(isInboxFiltered(NO_FILTERS)).toBe(false);
    expect(isInboxFiltered({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(isInboxFiltered(range)).toBe(true);
  });

  it('sends only the filters that are set; the list with its page, the export without', () => {
    expect(toInboxQuery(NO_FILTERS, 1)).toEqual({ page: 1, limit: INBOX_PAGE_SIZE });
    const filters = { status: 'new' as const, carId: CAR_A._id, from: '2026-11-01', to: '2026-11-02', search: '  roma ' };
    expect(toInboxQuery(filters, 3)).toEqual({ page: 3, limit: INBOX_PAGE_SIZE, status: 'new', carId: CAR_A._id, from: '2026-11-01', to: '2026-11-02', search: 'roma' });
    expect(toInboxQuery(filters)).toEqual({ status: 'new', carId: CAR_A._id, from: '2026-11-01', to: '2026-11-02', search: 'roma' });
  });

  it('offers the fleet and the cars seen in enquiries (a deleted one by its recorded name), by name', () => {
    expect(mergeCarOptions([CAR_A, CAR_B], [E1, E2])).toEqual([GONE, CAR_B, CAR_A].map(({ _id, name }) => ({ _id, name })));
    expect(mergeCarOptions([], [E1])).toEqual([CAR_A]);
  });

  it('names the export by the Dubai day and knows the pages', () => {
    expect(exportFileName(Date.parse('2026-11-20T20:30:00Z'))).toBe('enquiries-2026-11-21.csv');
    expect([isPageOf(1, 0), isPageOf(2, 2), isPageOf(3, 2), isPageOf(0, 2), isPageOf(1.5, 2)]).toEqual([true, true, false, false, false]);
  });
});

function harness() {
  const fakes = createPromiseFakes();
  const exports: InboxListEmitted[] = [];
  const machine = inboxListMachine.provide({
    actors: {
      listEnquiries: fakes.promise<InboxPage, InboxQuery>('listEnquiries'),
      exportEnquiries: fakes.promise<string, InboxQuery>('exportEnquiries'),
      listFleet: fakes.promise<CarOption[], void>('listFleet'),
    },
  });
  return { fakes, exports, machine };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-20T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('inbox list (actor tests)', () => {
  it('loads the first page and the fleet, then pages, filters and searches (debounced), asking the server each time', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('listEnquiries')).toEqual([{ page: 1, limit: INBOX_PAGE_SIZE }]);
    fakes.settle('listEnquiries', { output: PAGE });
    fakes.settle('listFleet', { output: [CAR_A, CAR_B] });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ enquiries: [E1, E2], total: 30, totalPages: 2, newCount: 7, fleet: [CAR_A, CAR_B] });

    actor.send({ type: 'page.set', page: 3 }); // no such page
    actor.send({ type: 'page.set', page: 1 }); // the page shown
    expect(fakes.inputs('listEnquiries')).toHaveLength(1);
    actor.send({ type: 'page.set', page: 2 });
    expect(fakes.inputs('listEnquiries')[1]).toEqual({ page: 2, limit: INBOX_PAGE_SIZE });
    expect(actor.getSnapshot().context.enquiries).toEqual([E1, E2]); // kept while the next page loads

    actor.send({ type: 'filter.set', key: 'status', value: 'new' }); // cancels the page-2 call
    expect(fakes.signals('listEnquiries')[1]?.aborted).toBe(true);
    expect(fakes.inputs('listEnquiries')[2]).toEqual({ page: 1, limit: INBOX_PAGE_SIZE, status: 'new' });
    actor.send({ type: 'filter.set', key: 'status', value: 'new' }); // unchanged: no call
    expect(fakes.inputs('listEnquiries')).toHaveLength(3);
    await (fakes.settle('listEnquiries', { output: { ...PAGE, enquiries: [E1] } }), flushPromises());

    actor.send({ type: 'search.set', value: 'r' });
    actor.send({ type: 'search.set', value: 'ro' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.set', value: 'rom' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(fakes.inputs('listEnquiries')).toHaveLength(3);
    expect(actor.getSnapshot().context.filters.search).toBe('rom'); // what was typed shows at once
    vi.advanceTimersByTime(1);
    expect(fakes.inputs('listEnquiries')[3]).toEqual({ page: 1, limit: INBOX_PAGE_SIZE, status: 'new', search: 'rom' });
    await (fakes.settle('listEnquiries', { output: EMPTY }), flushPromises());
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);

    actor.send({ type: 'filters.reset' });
    expect(fakes.inputs('listEnquiries')[4]).toEqual({ page: 1, limit: INBOX_PAGE_SIZE });
  });

  it('waits out a 429 for as long as the server asked, then asks again; a failure offers a refresh', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    await (fakes.settle('listEnquiries', { error: limited() }), flushPromises());
    expect(actor.getSnapshot().hasTag('rateLimited')).toBe(true);
    expect(actor.getSnapshot().context.retryAfter).toBe(4);
    vi.advanceTimersByTime(3999);
    expect(fakes.inputs('listEnquiries')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fakes.inputs('listEnquiries')).toHaveLength(2);
    await (fakes.settle('listEnquiries', { error: new ApiError(MSG.serverError(500, 'down'), 500) }), flushPromises());
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.serverError(500, 'down'));
    actor.send({ type: 'list.refresh' });
    await (fakes.settle('listEnquiries', { output: PAGE }), flushPromises());
    expect(english(actor.getSnapshot().context.error)).toBeNull();
  });

  it('exports the filtered list as a file named by the day; a failed export says why and keeps the list', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    const files: InboxListEmitted[] = [];
    actor.on('export.ready', (event) => void files.push(event));
    await (fakes.settle('listEnquiries', { output: PAGE }), flushPromises());
    actor.send({ type: 'filter.set', key: 'carId', value: CAR_A._id });
    actor.send({ type: 'export.start' });
    actor.send({ type: 'export.start' }); // one at a time
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    expect(fakes.inputs('exportEnquiries')).toEqual([{ carId: CAR_A._id }]);
    await (fakes.settle('exportEnquiries', { output: '\uFEFFreference\r\n' }), flushPromises());
    expect(files).toEqual([{ type: 'export.ready', csv: '\uFEFFreference\r\n', fileName: 'enquiries-2026-11-20.csv' }]);
    actor.send({ type: 'export.start' });
    await (fakes.settle('exportEnquiries', { error: new ApiError(MSG.networkError, 0) }), flushPromises());
    expect(english(actor.getSnapshot().context.exportError)).toBe(MSG.networkError);
    expect(files).toHaveLength(1);
  });
});

describe('inbox list (model-based)', () => {
  const loaded: SampleEvent = { type: 'xstate.done.actor.listEnquiries', output: PAGE };
  const scenarios: Record<string, SampleEvent[]> = {
    load: [
      loaded,
      { type: 'xstate.done.actor.listEnquiries', output: EMPTY },
      { type: 'xstate.error.actor.listEnquiries', error: new ApiError(MSG.serverError(500, 'down'), 500) },
      { type: 'xstate.error.actor.listEnquiries', error: limited() },
      { type: 'xstate.error.actor.listEnquiries', error: aborted() },
      { type: 'xstate.after.retryAfter.inboxList.list.rateLimited' },
      { type: 'list.refresh' },
      { type: 'xstate.done.actor.listFleet', output: [CAR_A] },
      { type: 'xstate.error.actor.listFleet', error: new ApiError(MSG.networkError, 0) },
    ],
    filters: [
      loaded,
      { type: 'filter.set', key: 'status', value: 'won' },
      { type: 'filter.set', key: 'status', value: 'sold' },
      { type: 'search.set', value: 'roma' },
      { type: 'xstate.after.searchDebounce.inboxList.list.debouncing' },
      { type: 'page.set', page: 2 },
      { type: 'filters.reset' },
    ],
    export: [
      loaded,
      { type: 'export.start' },
      { type: 'xstate.done.actor.exportEnquiries', output: 'csv' },
      { type: 'xstate.error.actor.exportEnquiries', error: new ApiError(MSG.exportEnquiriesFailed, 0) },
      { type: 'xstate.error.actor.exportEnquiries', error: aborted() },
    ],
  };
  const project = (s: InboxListSnapshot) => ({
    filters: s.context.filters,
    page: s.context.page,
    enquiries: s.context.enquiries?.map((e) => e._id) ?? null,
    total: s.context.total,
    newCount: s.context.newCount,
    fleet: s.context.fleet.length,
    error: english(s.context.error),
    exportError: english(s.context.exportError),
  });
  const serializeState = (s: InboxListSnapshot) => JSON.stringify({ value: s.value, ...project(s) });
  const listValue = (s: InboxListSnapshot) => (s.value as { list: string }).list;

  function check(s: InboxListSnapshot, step: MachineStep<typeof inboxListMachine>, fakes: ReturnType<typeof createPromiseFakes>, files: InboxListEmitted[]) {
    const list = listValue(s);
    expectEqual(
      { busy: s.hasTag('busy'), ready: s.hasTag('ready'), empty: s.hasTag('empty'), error: s.hasTag('error'), limited: s.hasTag('rateLimited') },
      {
        busy: ['loading', 'debouncing', 'rateLimited'].includes(list),
        ready: list === 'ready',
        empty: list === 'empty',
        error: list === 'failed',
        limited: list === 'rateLimited',
      },
      'tags follow the list state',
    );
    expectEqual(fakes.isRunning('listEnquiries'), list === 'loading', 'a call runs exactly while loading');
    expectEqual(s.hasTag('exporting'), fakes.isRunning('exportEnquiries'), 'exporting while the export runs');
    const event = step.event;
    if (list === 'loading') {
      expectEqual(fakes.inputs('listEnquiries').at(-1), toInboxQuery(s.context.filters, s.context.page), 'the call asks for the filters and page shown');
    }
    if (event.type === 'xstate.done.actor.exportEnquiries') {
      expectEqual(files.at(-1), { type: 'export.ready', csv: 'csv', fileName: 'enquiries-2026-11-20.csv' }, 'the file is handed to the view');
    }
    if (event.type === 'xstate.error.actor.listEnquiries' && list === 'failed') expectEqual(english(s.context.error), MSG.serverError(500, 'down'));
    if (event.type === 'filters.reset') expectEqual(s.context.filters, NO_FILTERS);
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(inboxListMachine);
    let replayed = 0;
    for (const [name, events] of Object.entries(scenarios)) {
      const paths = getTransitionPaths(inboxListMachine, { events, serializeState });
      expect(paths.length, name).toBeGreaterThan(5);
      for (const path of paths) {
        const { fakes, machine } = harness();
        const files: InboxListEmitted[] = [];
        await replayPath(path, {
          machine,
          fakes,
          project,
          coverage,
          onActor: (actor) => actor.on('export.ready', (e) => void files.push(e)),
          check: (s, step) => check(s, step, fakes, files),
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(30);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
