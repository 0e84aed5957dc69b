import { Isolate, Ltr } from '../../../components/bidi';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import type { Enquiry } from '../../../../machines/inbox/inbox.model';
import { StatusBadge } from './status-badge';
import { useEnquiryFormat } from './use-enquiry-format';
import { useInboxText } from './use-inbox-text';

/** One enquiry of the list: a link to its detail (?id=), new ones marked (a dot, bold, the 'New' status badge). */
export function InboxRow({ enquiry }: { enquiry: Enquiry }) {
  const text = useInboxText();
  const format = useEnquiryFormat();
  const isNew = enquiry.status === 'new';
  const days = format.days(enquiry.dateFrom, enquiry.dateTo);
  return (
    <li data-new={isNew || undefined} className={row}>
      <span aria-hidden="true" className={cx(dot, css({ visibility: isNew ? 'visible' : 'hidden' }))} />
      <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <Link href={`/enquiries?id=${enquiry._id}`} data-enquiry-link={enquiry._id} className={link}>
            {/* Visitors write in either language: each text keeps its own direction, whatever the page's. */}
            <Isolate>{enquiry.name}</Isolate>
            <span className={css({ color: 'muted', fontWeight: '400' })}>
              {' · '}
              <Isolate>{enquiry.subject}</Isolate>
            </span>
          </Link>
        </div>
        <p className={meta}>
          <Ltr>{enquiry.reference}</Ltr>
          <span>{enquiry.car ? `${enquiry.car.name}${enquiry.car.exists ? '' : ` (${text.deletedCar})`}` : text.noCar}</span>
          {days ? (
            <span>
              {text.dates}: {days}
            </span>
          ) : null}
        </p>
      </div>
      <div className={side}>
        <time dateTime={enquiry.createdAt} className={css({ color: 'muted', fontSize: 'xs' })}>
          {format.when(enquiry.createdAt)}
        </time>
        <StatusBadge status={enquiry.status} />
        <span className={css({ color: 'muted', fontSize: 'xs' })}>
          {text.assignee}: {enquiry.assignee?.name ?? text.unassigned}
        </span>
      </div>
    </li>
  );
}

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
  alignItems: 'start',
  gap: { base: '2', md: '4' },
  px: { base: '4', md: '5' },
  py: '4',
  layerStyle: 'listRow',
  '&[data-new] a': { fontWeight: '700' },
});

const dot = css({ w: '2', h: '2', mt: '2', borderRadius: 'pill', bg: 'gold.400' });

const link = css({
  color: 'text',
  fontWeight: '500',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { color: 'gold.300' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px', borderRadius: '4px' },
});

const meta = css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '1', color: 'muted', fontSize: 'xs' });

const side = css({
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  flexWrap: 'wrap',
  alignItems: { base: 'center', md: 'flex-end' },
  gap: '2',
  gridColumn: { base: '2', md: 'auto' },
});
