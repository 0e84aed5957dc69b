import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { InboxDetailRef } from '../../../../machines/inbox/inbox-detail.machine';
import type { InboxListRef } from '../../../../machines/inbox/inbox-list.machine';
import { notify } from '../../../components/ui/toaster';
import { useInboxCountRef } from './inbox-count';
import { saveTextFile } from './save-file';
import { useDetailText } from './use-inbox-text';

/** The enquiry the address names (`?id=`): the alert e-mail's link lands on it. */
export function useAddressedId(): string | null {
  return new URLSearchParams(useSearch()).get('id');
}

/** Opens the enquiry the address names; closing is going to the address without it. */
export function useAddressedDetail(detail: InboxDetailRef): () => void {
  const id = useAddressedId();
  const [path, navigate] = useLocation();
  useEffect(() => {
    detail.send(id ? { type: 'enquiry.open', id } : { type: 'enquiry.close' });
  }, [id, detail]);
  return useCallback(() => navigate(path), [navigate, path]);
}

/**
 * What the inbox's actors tell each other and the page: a write in the detail makes the list ask again; a deletion
 * also closes the detail (the address loses its ?id) with a toast; the list's count of new ones goes to the sidebar;
 * an export is saved as a file.
 */
export function useInboxSync(list: InboxListRef, detail: InboxDetailRef, close: () => void) {
  const text = useDetailText();
  const count = useInboxCountRef();
  const newCount = useSelector(list, (s) => s.context.newCount);

  useEffect(() => {
    if (newCount !== null) count?.send({ type: 'count.known', newCount });
  }, [newCount, count]);

  useEffect(() => {
    const changed = detail.on('enquiry.changed', () => list.send({ type: 'list.refresh' }));
    const deleted = detail.on('enquiry.deleted', ({ reference }) => {
      list.send({ type: 'list.refresh' });
      notify({ title: text.deleted(reference), type: 'success' });
      close();
    });
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, [detail, list, text, close]);

  useEffect(() => {
    const saved = list.on('export.ready', ({ csv, fileName }) => saveTextFile(csv, fileName));
    return () => saved.unsubscribe();
  }, [list]);
}
