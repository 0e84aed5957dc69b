import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/placeholder';
import { isAbortError } from '../../api/error-map';
import { reasonOf } from '../../api/errors';
import { msg, type Message, type MessageKey } from '../../domain/message';
import type { NotifyEmitted } from '../admin-cars/admin-toast';
import { cleanInvite, hasProblems, inviteProblems, withMember, type InviteProblems, type InviteRequest, type TeamMember } from './team.model';

export type { InviteProblems, TeamMember };

export type TeamContext = {
  /** Active first, then by name, as the server lists them; null = never loaded. */
  members: TeamMember[] | null;
  /** Why the list could not be loaded. */
  error: Message | null;
  /** The account last acted on (kept after: the closing confirmation still names it). */
  current: TeamMember | null;
  /** The invitation being sent (from the dialog, or a pending account's again). */
  draft: InviteRequest | null;
  /** Why the server refused the dialog's invitation, shown in the dialog; null = none. */
  inviteError: Message | null;
  /** What is wrong with the dialog's fields, found before sending; {} = nothing. */
  problems: InviteProblems;
};

export type TeamEvent =
  | { type: 'team.reload' }
  | { type: 'invite.open' }
  | ({ type: 'invite.submit' } & InviteRequest)
  | { type: 'invite.cancel' }
  | { type: 'account.deactivate'; id: string }
  | { type: 'deactivate.confirm' }
  | { type: 'deactivate.cancel' }
  | { type: 'account.reactivate'; id: string }
  | { type: 'account.resend'; id: string }
  | { type: 'sessions.signOutOthers' };

/**
 * loading: the list loads; failed: it could not; busy: a change runs (resending, reactivating and signingOut say
 * which, when no dialog does); inviteOpen / confirmOpen: a dialog is open.
 */
export type TeamTag = 'loading' | 'failed' | 'busy' | 'inviteOpen' | 'confirmOpen' | 'resending' | 'reactivating' | 'signingOut';

const findMember = (context: TeamContext, id: string): TeamMember | null => context.members?.find((m) => m.id === id) ?? null;
const currentMember = (context: TeamContext): TeamMember => context.current as TeamMember;
const failure = (fallback: MessageKey) => ({
  type: 'notify' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ title: msg(fallback), description: reasonOf(event.error, msg(fallback)), type: 'error' as const }),
});
/** A cancelled call (React's StrictMode stopping and reviving the actor): the list loads again, the server's truth. */
const abortedReload = { guard: 'isAborted', target: '#team.loading' } as const;

/**
 * The portal's accounts (issue 22): everyone who can sign in. One change at a time: an invitation (a dialog; a
 * refusal keeps it open with the server's reason), a pending account's invitation sent again, deactivating (after a
 * confirmation; the account's sessions end at once), reactivating, and ending the signed-in admin's other sessions
 * (the list then loads again: the session counts changed). Every outcome is a toast (emitted 'notify'); a change that
 * failed leaves the list as it was. The calls are made by createTeamActors.
 */
export const teamMachine = setup({
  types: {
    context: {} as TeamContext,
    events: {} as TeamEvent,
    tags: {} as TeamTag,
    emitted: {} as NotifyEmitted,
  },
  actors: {
    listTeam: notProvided<TeamMember[]>('team', 'listTeam'),
    inviteAdmin: notProvided<TeamMember, InviteRequest>('team', 'inviteAdmin'),
    setAccountActive: notProvided<TeamMember, { id: string; active: boolean }>('team', 'setAccountActive'),
    signOutOthers: notProvided<void>('team', 'signOutOthers'),
  },
  guards: {
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    isActive: ({ context, event }) => 'id' in event && findMember(context, event.id)?.active === true,
    isInactive: ({ context, event }) => 'id' in event && findMember(context, event.id)?.active === false,
    /** Invited and not deactivated: its link can be sent again (a deactivated one is reactivated first). */
    isInvited: ({ context, event }) => {
      const member = 'id' in event ? findMember(context, event.id) : null;
      return member?.pending === true && member.active;
    },
    isWellFormed: ({ event }) => event.type === 'invite.submit' && !hasProblems(inviteProblems(event)),
  },
  actions: {
    assignMembers: assign((_, members: TeamMember[]) => ({ members, error: null })),
    assignLoadError: assign((_, params: { error: unknown }) => ({ error: reasonOf(params.error, msg('fetchTeamFailed')) })),
    selectMember: assign({ current: ({ context, event }) => ('id' in event ? findMember(context, event.id) : context.current) }),
    putMember: assign(({ context }, member: TeamMember) => ({ members: withMember(context.members, member), current: member })),
    resetInvite: assign({ inviteError: null, problems: {} }),
    assignDraft: assign({ draft: ({ event }) => (event.type === 'invite.submit' ? cleanInvite(event) : null), inviteError: null, problems: {} }),
    assignProblems: assign({ problems: ({ event }) => (event.type === 'invite.submit' ? inviteProblems(event) : {}) }),
    draftCurrent: assign({ draft: ({ context }) => ({ name: currentMember(context).name, email: currentMember(context).email }) }),
    notify: emit((_, toast: NotifyEmitted['toast']) => ({ type: 'notify' as const, toast })),
  },
}).createMachine({
  id: 'team',
  context: { members: null, error: null, current: null, draft: null, inviteError: null, problems: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listTeam',
        src: 'listTeam',
        onDone: { target: 'ready', actions: { type: 'assignMembers', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isAborted', target: 'loading', reenter: true },
          { target: 'failed', actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'team.reload': 'loading' },
    },
    ready: {
      on: {
        'team.reload': 'loading',
        'invite.open': { target: 'inviting', actions: 'resetInvite' },
        'account.deactivate': { guard: 'isActive', target: 'confirmingDeactivate', actions: 'selectMember' },
        'account.reactivate': { guard: 'isInactive', target: 'reactivating', actions: 'selectMember' },
        'account.resend': { guard: 'isInvited', target: 'resending', actions: ['selectMember', 'draftCurrent'] },
        'sessions.signOutOthers': 'signingOut',
      },
    },
    /** The invitation dialog is open. */
    inviting: {
      tags: ['inviteOpen'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'invite.submit': [
              { guard: 'isWellFormed', target: 'sending', actions: 'assignDraft' },
              { actions: 'assignProblems' },
            ],
            'invite.cancel': { target: '#team.ready', actions: 'resetInvite' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'inviteAdmin',
            src: 'inviteAdmin',
            input: ({ context }) => context.draft as InviteRequest,
            onDone: {
              target: '#team.ready',
              actions: [
                { type: 'putMember', params: ({ event }) => event.output },
                { type: 'notify', params: ({ event }) => ({ title: msg('invitationSent', event.output.email), type: 'success' }) },
              ],
            },
            onError: [
              abortedReload,
              { target: 'editing', actions: assign({ inviteError: ({ event }) => reasonOf(event.error, msg('inviteFailed')) }) },
            ],
          },
        },
      },
    },
    /** A pending account's invitation, sent again (a new link) from its row. */
    resending: {
      tags: ['busy', 'resending'],
      invoke: {
        id: 'inviteAdmin',
        src: 'inviteAdmin',
        input: ({ context }) => context.draft as InviteRequest,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'putMember', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ title: msg('invitationSent', event.output.email), type: 'success' }) },
          ],
        },
        onError: [abortedReload, { target: 'ready', actions: failure('inviteFailed') }],
      },
    },
    /** 'Deactivate <name>?' (role alertdialog) is open for `current`. */
    confirmingDeactivate: {
      tags: ['confirmOpen'],
      on: { 'deactivate.confirm': 'deactivating', 'deactivate.cancel': 'ready' },
    },
    deactivating: {
      tags: ['confirmOpen', 'busy'],
      invoke: {
        id: 'setAccountActive',
        src: 'setAccountActive',
        input: ({ context }) => ({ id: currentMember(context).id, active: false }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'putMember', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ title: msg('accountDeactivated', event.output.name), type: 'success' }) },
          ],
        },
        onError: [abortedReload, { target: 'ready', actions: failure('deactivateFailed') }],
      },
    },
    reactivating: {
      tags: ['busy', 'reactivating'],
      invoke: {
        id: 'setAccountActive',
        src: 'setAccountActive',
        input: ({ context }) => ({ id: currentMember(context).id, active: true }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'putMember', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ title: msg('accountReactivated', event.output.name), type: 'success' }) },
          ],
        },
        onError: [abortedReload, { target: 'ready', actions: failure('reactivateFailed') }],
      },
    },
    /** The signed-in admin's other sessions end; the list loads again (its session counts changed). */
    signingOut: {
      tags: ['busy', 'signingOut'],
      invoke: {
        id: 'signOutOthers',
        src: 'signOutOthers',
        onDone: { target: 'loading', actions: { type: 'notify', params: { title: msg('signedOutOthers'), type: 'success' } } },
        onError: [abortedReload, { target: 'ready', actions: failure('signOutOthersFailed') }],
      },
    },
  },
});

export type TeamMachine = typeof teamMachine;
export type TeamRef = ActorRefFrom<TeamMachine>;
export type TeamSnapshot = SnapshotFrom<TeamMachine>;
