import { memo } from 'react';
import { css } from 'styled-system/css';
import type { AuditEvent } from '../../../../domain/types';
import { Isolate, Ltr } from '../../../components/bidi';
import { useFormat } from '../../../i18n/locale-context';
import { ChangeList } from './change-list';
import { EventMark } from './event-mark';
import { useActivityText, useActivityWords } from './use-activity-text';

/** What an event is about, as it was named then: the car, the account (invited, deactivated…), or nothing. */
function subjectOf(event: AuditEvent, fallback: { car: string; account: string }): string {
  if (event.kind.startsWith('car.')) return event.car?.name ?? fallback.car;
  if (event.kind === 'account.invite' || event.kind === 'account.deactivate' || event.kind === 'account.reactivate') {
    return event.account?.name ?? fallback.account;
  }
  return '';
}

/**
 * One event of the log (the Activity page's and a car's History): what was done ('Edited Ferrari Roma', the car's
 * name set apart), by whom (name and e-mail, as they were then), when (date and time in the page's language), and
 * for an edit, a status change or a restore, each field it changed with the old and the new value.
 */
export const ActivityRow = memo(function ActivityRow({ event }: { event: AuditEvent }) {
  const text = useActivityText();
  const { EVENT_SENTENCES } = useActivityWords();
  const format = useFormat();
  const subject = subjectOf(event, { car: text.aCar, account: text.anAccount });
  const sentence = EVENT_SENTENCES[event.kind](subject);
  const titleId = `event-${event.id}`;
  return (
    <li data-event-row="" className={css({ layerStyle: 'listRow' })}>
      <article aria-labelledby={titleId} tabIndex={-1} className={row}>
        <span className={css({ gridArea: 'mark' })}>
          <EventMark kind={event.kind} />
        </span>
        <div className={css({ gridArea: 'head', minW: 0 })}>
          <p id={titleId} className={title}>
            <Emphasised sentence={sentence} subject={subject} />
          </p>
          <p className={who}>
            {text.by} <Isolate>{event.actor.name}</Isolate>
            <span className={css({ color: 'muted' })}>
              {' · '}
              <Ltr>{event.actor.email}</Ltr>
            </span>
          </p>
        </div>
        <time dateTime={event.at} className={when}>
          {format.date(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {event.changes.length > 0 ? (
          <div className={css({ gridArea: 'changes', minW: 0 })}>
            <ChangeList changes={event.changes} />
          </div>
        ) : null}
      </article>
    </li>
  );
});

/** The sentence with its subject (a car's or an account's name, typed by an admin) set apart and isolated. */
function Emphasised({ sentence, subject }: { sentence: string; subject: string }) {
  const at = subject ? sentence.indexOf(subject) : -1;
  if (at < 0) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      <strong className={css({ color: 'text', fontWeight: '600' })}>
        <Isolate>{subject}</Isolate>
      </strong>
      {sentence.slice(at + subject.length)}
    </>
  );
}

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '2.25rem minmax(0, 1fr)', md: '2.25rem minmax(0, 1fr) auto' },
  gridTemplateAreas: { base: '"mark head" "mark when" ". changes"', md: '"mark head when" ". changes changes"' },
  columnGap: { base: '3', md: '4' },
  rowGap: { base: '1', md: '2' },
  p: { base: '4', md: '5' },
  outline: 'none',
  _focusVisible: { boxShadow: 'inset 0 0 0 2px {colors.gold.400}' },
});
const title = css({ color: 'mist.200', fontSize: { base: 'sm', md: 'md' }, lineHeight: '1.5', overflowWrap: 'anywhere' });
const who = css({ mt: '0.5', color: 'mist.300', fontSize: 'xs', overflowWrap: 'anywhere' });
const when = css({
  gridArea: 'when',
  color: 'muted',
  fontSize: 'xs',
  whiteSpace: 'nowrap',
  textAlign: { md: 'end' },
  pt: { md: '1' },
});
