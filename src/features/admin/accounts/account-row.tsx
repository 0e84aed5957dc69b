import { memo } from 'react';
import { css } from 'styled-system/css';
import type { TeamMember } from '../../../../machines/team/team.machine';
import { Isolate, Ltr } from '../../../components/bidi';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/locale-context';
import { initials } from '../initials';
import { useAccountsText } from './use-accounts-text';

/** What the row's own change is doing, if one runs for it. */
export type RowWork = 'resending' | 'reactivating' | 'deactivating' | null;

type Props = {
  member: TeamMember;
  /** The signed-in admin's own account. */
  self: boolean;
  /** Any change runs or a dialog is open: one at a time. */
  locked: boolean;
  work: RowWork;
  onDeactivate: (id: string) => void;
  onReactivate: (id: string) => void;
  onResend: (id: string) => void;
};

/**
 * An account: its initials, name ('You' on the signed-in admin's), e-mail, role and state, last sign-in and open
 * sessions, then Deactivate or Reactivate, and 'Resend invitation' while the invitation waits (each naming the person
 * for assistive tech). Stacked on a phone, one row wider up.
 */
export const AccountRow = memo(function AccountRow({ member, self, locked, work, onDeactivate, onReactivate, onResend }: Props) {
  const text = useAccountsText();
  const format = useFormat();
  const { id, name, email, role, active, pending, lastSignInAt, activeSessions } = member;
  const titleId = `account-${id}-name`;
  const state = !active ? 'deactivated' : pending ? 'pending' : 'active';
  const named = <span className={css({ srOnly: true })}> {name}</span>;
  return (
    <li data-account-row={id} className={css({ layerStyle: 'listRow' })}>
      <article aria-labelledby={titleId} aria-busy={work !== null || undefined} data-state={state} data-working={work !== null || undefined} className={row}>
        <span aria-hidden="true" className={avatar} data-state={state}>
          {initials(name || email)}
        </span>
        <div className={css({ gridArea: 'who', minW: 0, display: 'grid', gap: '1' })}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' })}>
            <h2 id={titleId} className={css({ textStyle: 'display', fontSize: { base: 'xl', md: '2xl' }, color: 'text', overflowWrap: 'anywhere' })}>
              <Isolate>{name}</Isolate>
            </h2>
            {self ? <span className={youMark}>{text.you}</span> : null}
          </div>
          <Ltr className={css({ color: 'muted', fontSize: 'sm', overflowWrap: 'anywhere', justifySelf: 'start' })}>{email}</Ltr>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
            <span className={roleTag} data-role={role}>
              {text.role(role)}
            </span>
            <Badge tone={state === 'active' ? 'green' : state === 'pending' ? 'gold' : 'red'} className={stateBadge}>
              {text[state]}
            </Badge>
          </div>
        </div>
        <dl className={facts}>
          <div className={fact}>
            <dt className={label}>{text.lastSignIn}</dt>
            <dd className={value}>
              {lastSignInAt ? <time dateTime={lastSignInAt}>{format.date(lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' })}</time> : text.never}
            </dd>
          </div>
          <div className={fact}>
            <dt className={label}>{text.sessionsLabel}</dt>
            <dd className={value}>{text.sessions(activeSessions)}</dd>
          </div>
        </dl>
        <div className={actions}>
          {pending && active ? (
            <Button tone="outline" size="sm" disabled={locked} className={css({ flex: { base: '1', md: 'none' } })} onClick={() => onResend(id)}>
              {work === 'resending' ? text.resending : text.resend}
              <span className={css({ srOnly: true })}> {text.resendTo(name)}</span>
            </Button>
          ) : null}
          {active ? (
            <Button tone="dangerOutline" size="sm" disabled={locked} className={css({ flex: { base: '1', md: 'none' } })} onClick={() => onDeactivate(id)}>
              {work === 'deactivating' ? text.deactivating : text.deactivate}
              {named}
            </Button>
          ) : (
            <Button tone="outline" size="sm" disabled={locked} className={css({ flex: { base: '1', md: 'none' } })} onClick={() => onReactivate(id)}>
              {work === 'reactivating' ? text.reactivating : text.reactivate}
              {named}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
});

const row = css({
  display: 'grid',
  // Fixed facts and actions columns on wide screens, so every row's columns line up.
  gridTemplateColumns: { base: '2.75rem minmax(0, 1fr)', md: '3rem minmax(0, 1fr) 13rem 12.5rem' },
  gridTemplateAreas: { base: '"avatar who" "facts facts" "actions actions"', md: '"avatar who facts actions"' },
  alignItems: { md: 'center' },
  columnGap: { base: '4', md: '6' },
  rowGap: '4',
  p: { base: '4', md: '5' },
  transition: 'opacity 0.25s',
  '&[data-working]': { opacity: 0.6 },
  '&[data-state=deactivated] h2': { color: 'mist.300' },
  _reducedMotion: { transition: 'none' },
});

const avatar = css({
  gridArea: 'avatar',
  alignSelf: 'start',
  display: 'grid',
  placeItems: 'center',
  w: { base: '11', md: '12' },
  h: { base: '11', md: '12' },
  borderRadius: 'pill',
  bg: 'linear-gradient(135deg, {colors.gold.400}, {colors.gold.700})',
  color: 'ink.950',
  fontSize: 'sm',
  fontWeight: '700',
  letterSpacing: '0.04em',
  md: { alignSelf: 'center' },
  '&[data-state=pending]': { bg: 'transparent', color: 'gold.300', border: '1px dashed', borderColor: 'accent.line.strong' },
  '&[data-state=deactivated]': { bg: 'glass.soft', color: 'mist.300' },
});

const youMark = css({
  px: '2',
  py: '0.5',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'gold.500',
  color: 'gold.300',
  fontSize: '2xs',
  fontWeight: '700',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  '&:lang(ar)': { fontSize: 'xs', letterSpacing: 'normal' },
});

const roleTag = css({
  px: '2.5',
  py: '1',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'line.strong',
  color: 'mist.200',
  fontSize: '2xs',
  fontWeight: '600',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  '&[data-role=admin]': { color: 'gold.300', borderColor: 'accent.line.strong' },
  '&:lang(ar)': { fontSize: 'xs', letterSpacing: 'normal', lineHeight: '1.4' },
});

// The badge's spaced capitals are Latin; Arabic takes a size up, unspaced, centred on its own line height.
const stateBadge = css({ display: 'inline-flex', alignItems: 'center', '&:lang(ar)': { fontSize: 'xs', fontWeight: '600', letterSpacing: 'normal', lineHeight: '1.4' } });

const facts = css({
  gridArea: 'facts',
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: '1fr' },
  gap: { base: '4', md: '2' },
  minW: 0,
});

const fact = css({ display: 'grid', alignContent: 'start', gap: '0.5', minW: 0 });
// Arabic has no capitals to set the small label apart: a size up instead.
const label = css({ color: 'gold.400', fontSize: '2xs', fontWeight: '600', letterSpacing: '0.14em', textTransform: 'uppercase', '&:lang(ar)': { fontSize: 'xs', letterSpacing: 'normal' } });
const value = css({ color: 'mist.200', fontSize: 'sm', overflowWrap: 'anywhere' });

const actions = css({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  alignItems: 'stretch',
  justifyContent: 'center',
  gap: '2',
});

