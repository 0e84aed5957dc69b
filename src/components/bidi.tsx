import type { ReactNode } from 'react';

/**
 * The two isolations of domain/bidi.ts for JSX (decision 020). `<Ltr>`: text that reads left to right whatever the
 * page's direction — phone numbers, e-mail addresses, references, web addresses (`+971 50 555 0142` would otherwise
 * show its groups in reverse order on an Arabic page). `<Isolate>`: text in its own direction, such as what a visitor
 * typed in either script. Both are isolated, so they never reorder the words around them.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
