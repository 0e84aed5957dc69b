import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: phone numbers (`+971 50 555 0142` would otherwise show
 * its groups in reverse order on an Arabic page). Isolated, so it never reorders the words around it.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
