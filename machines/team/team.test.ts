import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { SERVER_MSG } from '../../domain/messages';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { english, englishToast, type EnglishToast } from '../../tests/setup/english';
import { inviteProblems, type InviteRequest } from './team.model';
import { teamMachine, type TeamMember, type TeamSnapshot } from './team.machine';

const member = (over: Partial<TeamMember> & Pick<TeamMember, 'id' | 'name' | 'email'>): TeamMember => ({
  role: 'admin',
  active: true,
  pending: false,
  lastSignInAt: null,
  activeSessions: 0,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...over,
});
const ADMIN = member({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Fleet Administrator', email: 'admin@example.com', lastSignInAt: '2026-11-20T09:00:00.000Z', activeSessions: 2 });
const STAFF = member({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Showroom Staff', email: 'staff@example.com', role: 'staff', activeSessions: 1 });
const NOURA = member({ id: 'cccccccccccccccccccccccc', name: 'Noura', email: 'noura@example.com', pending: true });
const TEAM = [ADMIN, STAFF];
const NOURA_INVITE: InviteRequest = { name: 'Noura', email: 'noura@example.com' };
const aborted = () => Object.assign(new ApiError(MSG.requestAborted, 0), { cause: new AbortFailure('aborted') });
const taken = () => new ApiError(MSG.serverError(409, SERVER_MSG.emailTaken), 409);
const lastAdmin = () => new ApiError(MSG.serverError(409, SERVER_MSG.lastAdmin), 409);

function harness() {
  const fakes = createPromiseFakes();
  const toasts: EnglishToast[] = [];
  const machine = teamMachine.provide({
    actors: {
      listTeam: fakes.promise<TeamMember[], void>('listTeam'),
      inviteAdmin: fakes.promise<TeamMember, InviteRequest>('inviteAdmin'),
      setAccountActive: fakes.promise<TeamMember, { id: string; active: boolean }>('setAccountActive'),
      signOutOthers: fakes.promise<void, void>('signOutOthers'),
    },
    actions: { notify: (_, toast) => void toasts.push(englishToast(toast)) },
  });
  return { fakes, toasts, machine };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

const rows = (s: TeamSnapshot) => s.context.members?.map((m) => `${m.id[0]}${m.active ? '' : '-'}${m.pending ? '?' : ''}`) ?? null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the invitation rules', () => {
  it('wants a name and a valid e-mail address, trimmed', () => {
    expect(inviteProblems(NOURA_INVITE)).toEqual({});
    expect(inviteProblems({ name: '  Noura ', email: ' noura@example.com ' })).toEqual({});
    expect(inviteProblems({ name: ' ', email: '' })).toEqual({ name: 'required', email: 'required' });
    expect(inviteProblems({ name: 'Noura', email: 'noura@example' })).toEqual({ email: 'invalid' });
    expect(inviteProblems({ name: 'Noura', email: 'noura example@x.com' })).toEqual({ email: 'invalid' });
  });
});

describe('the accounts (actor tests)', () => {
  it('loads the list; a failed load says why and loads again on request', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listTeam', { error: new ApiError(MSG.networkError, 0) });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.networkError);
    actor.send({ type: 'team.reload' });
    await settle(fakes, 'listTeam', { output: TEAM });
    expect(actor.getSnapshot().context).toMatchObject({ members: TEAM, error: null });
    expect(toasts).toEqual([]);
  });

  it('invites: checks the fields first, keeps the dialog open with the server reason, adds the account on success', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTeam', { output: TEAM });

    actor.send({ type: 'invite.open' });
    expect(actor.getSnapshot().hasTag('inviteOpen')).toBe(true);
    actor.send({ type: 'invite.submit', name: ' ', email: 'noura@' });
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'required', email: 'invalid' });
    expect(fakes.inputs('inviteAdmin')).toEqual([]);

    actor.send({ type: 'invite.submit', name: 'Someone', email: ' Staff@example.com ' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('inviteOpen')).toBe(true);
    actor.send({ type: 'invite.cancel' }); // too late: it is under way
    actor.send({ type: 'account.deactivate', id: STAFF.id }); // one change at a time
    await settle(fakes, 'inviteAdmin', { error: taken() });
    expect(actor.getSnapshot().hasTag('inviteOpen')).toBe(true);
    expect(english(actor.getSnapshot().context.inviteError)).toBe(MSG.serverError(409, SERVER_MSG.emailTaken));
    expect(rows(actor.getSnapshot())).toEqual(['a', 'b']);

    actor.send({ type: 'invite.submit', ...NOURA_INVITE });
    expect(actor.getSnapshot().context.inviteError).toBeNull();
    await settle(fakes, 'inviteAdmin', { output: NOURA });
    expect(actor.getSnapshot().hasTag('inviteOpen')).toBe(false);
    expect(rows(actor.getSnapshot())).toEqual(['a', 'c?', 'b']);
    expect(fakes.inputs('inviteAdmin')).toEqual([{ name: 'Someone', email: 'Staff@example.com' }, NOURA_INVITE]);
    expect(toasts).toEqual([{ title: MSG.invitationSent('noura@example.com'), type: 'success' }]);

    actor.send({ type: 'invite.open' });
    actor.send({ type: 'invite.submit', name: '', email: '' });
    actor.send({ type: 'invite.cancel' });
    expect(actor.getSnapshot().hasTag('inviteOpen')).toBe(false);
    actor.send({ type: 'invite.open' });
    expect(actor.getSnapshot().context.problems).toEqual({}); // a fresh dialog
  });

  it('sends a pending account its invitation again, from its row', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    const OFF = member({ id: 'dddddddddddddddddddddddd', name: 'Omar', email: 'omar@example.com', pending: true, active: false });
    await settle(fakes, 'listTeam', { output: [...TEAM, NOURA, OFF] });
    actor.send({ type: 'account.resend', id: ADMIN.id }); // not pending
    actor.send({ type: 'account.resend', id: OFF.id }); // deactivated: reactivated first
    expect(fakes.inputs('inviteAdmin')).toEqual([]);
    actor.send({ type: 'account.resend', id: NOURA.id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('inviteOpen')).toBe(false);
    await settle(fakes, 'inviteAdmin', { error: new ApiError(MSG.serverError(502, 'Mail down'), 502) });
    actor.send({ type: 'account.resend', id: NOURA.id });
    await settle(fakes, 'inviteAdmin', { output: NOURA });
    expect(fakes.inputs('inviteAdmin')).toEqual([NOURA_INVITE, NOURA_INVITE]);
    expect(toasts).toEqual([
      { title: MSG.inviteFailed, description: MSG.serverError(502, 'Mail down'), type: 'error' },
      { title: MSG.invitationSent('noura@example.com'), type: 'success' },
    ]);
  });

  it('deactivates only once confirmed; the last administrator is refused; reactivates in one step', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTeam', { output: TEAM });

    actor.send({ type: 'account.reactivate', id: STAFF.id }); // active already
    actor.send({ type: 'account.deactivate', id: STAFF.id });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    expect(actor.getSnapshot().context.current).toBe(STAFF);
    actor.send({ type: 'deactivate.cancel' });
    expect(fakes.inputs('setAccountActive')).toEqual([]);

    actor.send({ type: 'account.deactivate', id: ADMIN.id });
    actor.send({ type: 'deactivate.confirm' });
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    await settle(fakes, 'setAccountActive', { error: lastAdmin() });
    expect(rows(actor.getSnapshot())).toEqual(['a', 'b']);

    actor.send({ type: 'account.deactivate', id: STAFF.id });
    actor.send({ type: 'deactivate.confirm' });
    await settle(fakes, 'setAccountActive', { output: { ...STAFF, active: false, activeSessions: 0 } });
    expect(rows(actor.getSnapshot())).toEqual(['a', 'b-']);
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(false);

    actor.send({ type: 'account.deactivate', id: STAFF.id }); // inactive already
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(false);
    actor.send({ type: 'account.reactivate', id: STAFF.id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle(fakes, 'setAccountActive', { output: STAFF });
    expect(rows(actor.getSnapshot())).toEqual(['a', 'b']);
    expect(fakes.inputs('setAccountActive')).toEqual([
      { id: ADMIN.id, active: false },
      { id: STAFF.id, active: false },
      { id: STAFF.id, active: true },
    ]);
    expect(toasts).toEqual([
      { title: MSG.deactivateFailed, description: MSG.serverError(409, SERVER_MSG.lastAdmin), type: 'error' },
      { title: MSG.accountDeactivated('Showroom Staff'), type: 'success' },
      { title: MSG.accountReactivated('Showroom Staff'), type: 'success' },
    ]);
  });

  it('signs out the other sessions, then loads the list again', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTeam', { output: TEAM });
    actor.send({ type: 'sessions.signOutOthers' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle(fakes, 'signOutOthers', { error: new Error('offline') });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'sessions.signOutOthers' });
    await settle(fakes, 'signOutOthers', { output: undefined });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.members).toEqual(TEAM); // still shown while it loads
    await settle(fakes, 'listTeam', { output: [{ ...ADMIN, activeSessions: 1 }, STAFF] });
    expect(actor.getSnapshot().context.members?.[0]?.activeSessions).toBe(1);
    expect(toasts).toEqual([
      { title: MSG.signOutOthersFailed, description: 'offline', type: 'error' },
      { title: MSG.signedOutOthers, type: 'success' },
    ]);
  });

  it('loads the list again when a change was cancelled under it, showing nothing', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTeam', { error: aborted() });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listTeam', { output: TEAM });
    actor.send({ type: 'invite.open' });
    actor.send({ type: 'invite.submit', ...NOURA_INVITE });
    await settle(fakes, 'inviteAdmin', { error: aborted() });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('inviteOpen')).toBe(false);
    expect(toasts).toEqual([]);
  });
});

describe('the accounts (model-based)', () => {
  const loaded: SampleEvent = { type: 'xstate.done.actor.listTeam', output: [...TEAM, NOURA] };
  const apiError = (status: number, text: string) => new ApiError(MSG.serverError(status, text), status);
  /** One event set per concern; coverage is over all of them. */
  const scenarios: Record<string, SampleEvent[]> = {
    load: [
      { type: 'team.reload' },
      loaded,
      { type: 'xstate.error.actor.listTeam', error: new ApiError(MSG.networkError, 0) },
      { type: 'xstate.error.actor.listTeam', error: aborted() },
    ],
    invite: [
      loaded,
      { type: 'invite.open' },
      { type: 'invite.submit', ...NOURA_INVITE },
      { type: 'invite.submit', name: '', email: 'nope' },
      { type: 'invite.cancel' },
      { type: 'xstate.done.actor.inviteAdmin', output: NOURA },
      { type: 'xstate.error.actor.inviteAdmin', error: taken() },
      { type: 'xstate.error.actor.inviteAdmin', error: aborted() },
    ],
    resend: [
      loaded,
      { type: 'account.resend', id: NOURA.id },
      { type: 'account.resend', id: ADMIN.id },
      { type: 'xstate.done.actor.inviteAdmin', output: NOURA },
      { type: 'xstate.error.actor.inviteAdmin', error: apiError(502, 'Mail down') },
      { type: 'xstate.error.actor.inviteAdmin', error: aborted() },
    ],
    activation: [
      { type: 'xstate.done.actor.listTeam', output: [ADMIN, { ...STAFF, active: false }] },
      { type: 'account.deactivate', id: ADMIN.id },
      { type: 'account.deactivate', id: STAFF.id },
      { type: 'account.reactivate', id: STAFF.id },
      { type: 'account.reactivate', id: ADMIN.id },
      { type: 'deactivate.confirm' },
      { type: 'deactivate.cancel' },
      { type: 'xstate.done.actor.setAccountActive', output: { ...STAFF, active: true } },
      { type: 'xstate.error.actor.setAccountActive', error: lastAdmin() },
      { type: 'xstate.error.actor.setAccountActive', error: aborted() },
    ],
    sessions: [
      loaded,
      { type: 'sessions.signOutOthers' },
      { type: 'xstate.done.actor.signOutOthers', output: undefined },
      { type: 'xstate.error.actor.signOutOthers', error: apiError(500, 'down') },
      { type: 'xstate.error.actor.signOutOthers', error: aborted() },
    ],
  };
  const project = (s: TeamSnapshot) => ({
    members: rows(s),
    error: english(s.context.error),
    current: s.context.current?.id[0] ?? null,
    inviteError: english(s.context.inviteError),
    problems: s.context.problems,
  });
  const serializeState = (s: TeamSnapshot) => JSON.stringify({ value: s.value, ...project(s) });
  const BUSY = ['inviting.sending', 'resending', 'deactivating', 'reactivating', 'signingOut'];
  const valueOf = (s: TeamSnapshot) => (typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]!);

  function check(s: TeamSnapshot, step: MachineStep<typeof teamMachine>, fakes: PromiseFakes, toasts: EnglishToast[], before: TeamSnapshot | null, toastsBefore: number) {
    const event = step.event as SampleEvent & { id?: string; output?: TeamMember; error?: unknown };
    const value = valueOf(s);
    expectEqual(
      {
        loading: s.hasTag('loading'),
        failed: s.hasTag('failed'),
        busy: s.hasTag('busy'),
        invite: s.hasTag('inviteOpen'),
        confirm: s.hasTag('confirmOpen'),
        which: (['resending', 'reactivating', 'signingOut'] as const).filter((tag) => s.hasTag(tag)),
      },
      {
        loading: value === 'loading',
        failed: value === 'failed',
        busy: BUSY.includes(value),
        invite: value.startsWith('inviting.'),
        confirm: ['confirmingDeactivate', 'deactivating'].includes(value),
        which: ['resending', 'reactivating', 'signingOut'].filter((state) => state === value),
      },
      'tags',
    );
    if (['resending', 'confirmingDeactivate', 'deactivating', 'reactivating'].includes(value)) expect(s.context.current).not.toBeNull();
    if (!before) return;
    const was = before.context;
    const wasValue = valueOf(before);
    const lastToast = toasts.at(-1);
    if (event.type.startsWith('xstate.error.actor.') && event.error instanceof ApiError && english(event.error) === MSG.requestAborted) {
      expectEqual([value, toasts.length, fakes.isRunning('listTeam')], ['loading', toastsBefore, true], 'a cancelled call is never shown: the list loads again');
      return;
    }
    switch (event.type) {
      case 'invite.submit': {
        const problems = inviteProblems(event as unknown as InviteRequest);
        const wellFormed = Object.keys(problems).length === 0;
        expectEqual([value, s.context.problems], [wellFormed ? 'inviting.sending' : 'inviting.editing', problems], 'checked before sending');
        if (wellFormed) expectEqual(fakes.inputs('inviteAdmin').at(-1), NOURA_INVITE, 'sends what was typed');
        break;
      }
      case 'invite.cancel':
      case 'deactivate.cancel':
        expectEqual([value, s.context.members, toasts.length], ['ready', was.members, toastsBefore], 'nothing happens');
        break;
      case 'account.resend':
        expectEqual(fakes.inputs('inviteAdmin').at(-1), { name: s.context.current?.name, email: s.context.current?.email }, 'the same name and address again');
        break;
      case 'deactivate.confirm':
        expectEqual(fakes.inputs('setAccountActive').at(-1), { id: was.current?.id, active: false }, 'deactivates the confirmed account');
        break;
      case 'account.reactivate':
        expectEqual(fakes.inputs('setAccountActive').at(-1), { id: event.id, active: true }, 'reactivates the pressed account');
        break;
      case 'xstate.done.actor.inviteAdmin':
        expectEqual([value, s.context.members?.filter((m) => m.id === NOURA.id).length], ['ready', 1], 'in the list once');
        expectEqual(lastToast, { title: MSG.invitationSent(NOURA.email), type: 'success' }, 'invitation toast');
        break;
      case 'xstate.error.actor.inviteAdmin':
        if (wasValue === 'inviting.sending') {
          expectEqual([value, english(s.context.inviteError), toasts.length], ['inviting.editing', MSG.serverError(409, SERVER_MSG.emailTaken), toastsBefore], 'said in the dialog');
        } else expectEqual([value, lastToast?.title, lastToast?.type], ['ready', MSG.inviteFailed, 'error'], 'a failed resend is a toast');
        expectEqual(s.context.members, was.members, 'list unchanged');
        break;
      case 'xstate.done.actor.setAccountActive': {
        const output = event.output!;
        expectEqual(s.context.members?.find((m) => m.id === output.id), output, 'replaced');
        const title = wasValue === 'deactivating' ? MSG.accountDeactivated(output.name) : MSG.accountReactivated(output.name);
        expectEqual(lastToast, { title, type: 'success' }, 'activation toast');
        break;
      }
      case 'xstate.error.actor.setAccountActive':
        expectEqual(
          [s.context.members, lastToast?.title, lastToast?.description],
          [was.members, wasValue === 'deactivating' ? MSG.deactivateFailed : MSG.reactivateFailed, MSG.serverError(409, SERVER_MSG.lastAdmin)],
          'unchanged, failure toast with the reason',
        );
        break;
      case 'xstate.done.actor.signOutOthers':
        expectEqual([value, lastToast, fakes.isRunning('listTeam')], ['loading', { title: MSG.signedOutOthers, type: 'success' }, true], 'toast and reload');
        break;
      case 'xstate.error.actor.signOutOthers':
        expectEqual([value, lastToast?.title], ['ready', MSG.signOutOthersFailed], 'failure toast');
        break;
      case 'xstate.error.actor.listTeam':
        expectEqual(english(s.context.error), MSG.networkError, 'says why');
        break;
      default:
    }
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(teamMachine);
    let replayed = 0;
    for (const [name, events] of Object.entries(scenarios)) {
      const paths = getTransitionPaths(teamMachine, { events, serializeState });
      expect(paths.length, name).toBeGreaterThan(4);
      for (const path of paths) {
        const { fakes, toasts, machine } = harness();
        let before: TeamSnapshot | null = null;
        let toastsBefore = 0;
        await replayPath(path, {
          machine,
          fakes,
          project,
          coverage,
          check: (s, step) => {
            check(s, step, fakes, toasts, before, toastsBefore);
            before = s;
            toastsBefore = toasts.length;
          },
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(40);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
