import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxDetailRef } from '../../../../machines/inbox/inbox-detail.machine';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { useMessageText } from '../../../i18n/locale-context';
import { DeleteEnquiryDialog } from './delete-enquiry-dialog';
import { EnquiryFacts } from './enquiry-facts';
import { EnquiryManage } from './enquiry-manage';
import { EnquiryNotes } from './enquiry-notes';
import { useDetailText } from './use-inbox-text';

/**
 * One enquiry over the list (a dialog the address opens with ?id=): the message and its facts, the follow-up
 * (status, assignee, replies), the notes, and Delete. Closing (Esc, the close button, outside) goes back to the list
 * and puts the focus on the enquiry's row.
 */
export function EnquiryDetail({ detail, onClose }: { detail: InboxDetailRef; onClose: () => void }) {
  const text = useDetailText();
  const say = useMessageText();
  const open = useSelector(detail, (s) => s.hasTag('open'));
  const id = useSelector(detail, (s) => s.context.id);
  const enquiry = useSelector(detail, (s) => s.context.enquiry);
  const loading = useSelector(detail, (s) => s.hasTag('open') && s.hasTag('busy') && s.context.enquiry === null);
  const error = useSelector(detail, (s) => (s.hasTag('error') ? s.context.error : null));
  const deleting = useSelector(detail, (s) => s.hasTag('confirmOpen'));
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    if (id) lastId.current = id;
  }, [id]);

  return (
    <>
    <Dialog.Root
      size="lg"
      open={open}
      onOpenChange={(d) => (d.open || deleting ? undefined : onClose())}
      finalFocusEl={() => document.querySelector<HTMLElement>(`[data-enquiry-link="${lastId.current ?? ''}"]`)}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={loading}>
            <Dialog.Header>
              <Dialog.Title className={css({ flex: '1' })}>{enquiry ? text.title(enquiry.reference) : text.loading}</Dialog.Title>
              <IconButton size="md" onClick={onClose}>
                <CloseIcon size={20} />
                <span className={css({ srOnly: true })}>{text.close}</span>
              </IconButton>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <div role="alert" className={css({ display: 'grid', justifyItems: 'start', gap: '3' })}>
                  <p className={css({ color: 'danger.text', fontWeight: '600' })}>{text.loadFailed}</p>
                  <p className={css({ color: 'muted', fontSize: 'sm' })}>{say(error)}</p>
                  <Button tone="outline" onClick={() => detail.send({ type: 'enquiry.reload' })}>
                    {text.tryAgain}
                  </Button>
                </div>
              ) : enquiry ? (
                <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } })}>
                  <EnquiryFacts enquiry={enquiry} />
                  <div className={css({ display: 'grid', gap: '8', alignContent: 'start' })}>
                    <EnquiryManage detail={detail} enquiry={enquiry} />
                    <EnquiryNotes detail={detail} notes={enquiry.notes} />
                  </div>
                </div>
              ) : (
                <p role="status" className={css({ color: 'muted' })}>
                  {text.loading}
                </p>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
    <DeleteEnquiryDialog detail={detail} />
    </>
  );
}
