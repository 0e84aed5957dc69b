import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxListRef } from '../../../../machines/inbox/inbox-list.machine';
import { isInboxFiltered } from '../../../../machines/inbox/inbox.model';
import { Button } from '../../../components/ui/button';
import { useMessageText } from '../../../i18n/locale-context';
import { InboxRow } from './inbox-row';
import { useInboxText } from './use-inbox-text';

/** The page of enquiries with its count line and pages; loading, empty, failed and rate-limited say so. */
export function InboxList({ list }: { list: InboxListRef }) {
  const text = useInboxText();
  const say = useMessageText();
  const enquiries = useSelector(list, (s) => s.context.enquiries);
  const busy = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => s.hasTag('error'));
  const limited = useSelector(list, (s) => s.hasTag('rateLimited'));
  const empty = useSelector(list, (s) => s.hasTag('empty'));
  const filtered = useSelector(list, (s) => isInboxFiltered(s.context.filters));
  const error = useSelector(list, (s) => s.context.error);
  const retryAfter = useSelector(list, (s) => s.context.retryAfter);
  const total = useSelector(list, (s) => s.context.total);

  if (failed) {
    return (
      <div role="alert" className={notice}>
        <p className={css({ color: 'danger.text', fontWeight: '600' })}>{text.loadFailed}</p>
        {error ? <p className={css({ color: 'muted', fontSize: 'sm' })}>{say(error)}</p> : null}
        <Button tone="outline" onClick={() => list.send({ type: 'list.refresh' })}>
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={text.listLabel} aria-busy={busy} className={css({ display: 'grid', gap: '4' })}>
      <p role="status" className={css({ color: 'muted', fontSize: 'sm', minH: '5' })}>
        {limited ? text.rateLimited(retryAfter) : enquiries === null ? text.loading : empty ? (filtered ? text.emptyFiltered : text.empty) : text.showing(enquiries.length, total)}
      </p>
      {enquiries && enquiries.length > 0 && !empty ? (
        <ol className={panel}>
          {enquiries.map((enquiry) => (
            <InboxRow key={enquiry._id} enquiry={enquiry} />
          ))}
        </ol>
      ) : null}
      <InboxPages list={list} />
    </section>
  );
}

function InboxPages({ list }: { list: InboxListRef }) {
  const text = useInboxText();
  const page = useSelector(list, (s) => s.context.page);
  const totalPages = useSelector(list, (s) => s.context.totalPages);
  const busy = useSelector(list, (s) => s.hasTag('busy'));
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={text.pagination} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4' })}>
      <Button tone="ghost" size="sm" disabled={busy || page <= 1} onClick={() => list.send({ type: 'page.set', page: page - 1 })}>
        {text.previous}
      </Button>
      <span className={css({ color: 'muted', fontSize: 'sm' })}>{text.pageOf(page, totalPages)}</span>
      <Button tone="ghost" size="sm" disabled={busy || page >= totalPages} onClick={() => list.send({ type: 'page.set', page: page + 1 })}>
        {text.next}
      </Button>
    </nav>
  );
}

const panel = css({ layerStyle: 'panel', overflow: 'hidden' });
const notice = css({ display: 'grid', justifyItems: 'start', gap: '3', p: '6', layerStyle: 'panel' });
