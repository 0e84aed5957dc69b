import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { useLogic } from '../../../actors/logic';
import { Button } from '../../../components/ui/button';
import { AdminPageFrame } from '../admin-page-frame';
import { useAdminPageMeta } from '../admin-page-meta';
import { EnquiryDetail } from './enquiry-detail';
import { InboxFilters } from './inbox-filters';
import { InboxList } from './inbox-list';
import { useAddressedDetail, useInboxSync } from './use-inbox-sync';
import { useInboxText } from './use-inbox-text';

/**
 * /admin/enquiries (issue 19): the inbox, newest first, new ones marked; filters, search, the CSV export of the
 * filtered list, pages; the detail of one enquiry opens over it from the address (?id=), so the alert e-mail's link
 * lands on it. Two actors: the list and the detail; every write in the detail makes the list ask the server again.
 */
export default function AdminEnquiriesPage() {
  const text = useInboxText();
  useAdminPageMeta(text.metaTitle, text.metaDescription);
  const list = useActorRef(useLogic('inboxList'));
  const detail = useActorRef(useLogic('inboxDetail'));
  const close = useAddressedDetail(detail);
  useInboxSync(list, detail, close);
  const exporting = useSelector(list, (s) => s.hasTag('exporting'));
  const exportError = useSelector(list, (s) => s.context.exportError);
  const busy = useSelector(list, (s) => s.hasTag('busy'));

  return (
    <AdminPageFrame
      eyebrow={text.eyebrow}
      title={text.title}
      actions={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <Button tone="ghost" disabled={busy} onClick={() => list.send({ type: 'list.refresh' })}>
            {text.refresh}
          </Button>
          <Button tone="outline" disabled={exporting} aria-busy={exporting} onClick={() => list.send({ type: 'export.start' })}>
            {exporting ? text.exporting : text.exportCsv}
          </Button>
        </div>
      }
    >
      {exportError ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
          {text.exportFailed}
        </p>
      ) : null}
      <InboxFilters list={list} />
      <InboxList list={list} />
      <EnquiryDetail detail={detail} onClose={close} />
    </AdminPageFrame>
  );
}
