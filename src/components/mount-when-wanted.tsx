import { Suspense, useState, type ReactNode } from 'react';

/**
 * A piece whose code loads only when it is first needed (a dialog, a drawer, a menu sheet): `children`, usually a
 * `lazy()` component, render from the first time `wanted` is true and stay mounted after, so the piece's exit
 * animation and its focus return still run when it closes. Nothing renders on the server or while hydrating.
 */
export function MountWhenWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
