import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { InboxCountRef } from '../../../../machines/inbox/inbox-count.machine';
import { useLogic } from '../../../actors/logic';

const InboxCountContext = createContext<InboxCountRef | null>(null);

/**
 * The portal's count of new enquiries (the sidebar's badge): one actor for the sidebar and the drawer, asked again on
 * each navigation in the portal; the inbox page tells it the count its own list answers carry.
 */
export function InboxCountProvider({ children }: { children: ReactNode }) {
  const count = useActorRef(useLogic('inboxCount'));
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The actor asks when it starts; only later navigations ask again.
    if (first.current) first.current = false;
    else count.send({ type: 'count.refresh' });
  }, [path, count]);
  return <InboxCountContext.Provider value={count}>{children}</InboxCountContext.Provider>;
}

/** The count actor, or null outside the portal's provider (a test rendering one page). */
export const useInboxCountRef = (): InboxCountRef | null => useContext(InboxCountContext);

/** New enquiries in the whole inbox; null = not known (yet). */
export function useInboxNewCount(): number | null {
  const count = useInboxCountRef();
  return useSelector(count ?? undefined, (s) => s?.context.newCount ?? null);
}
