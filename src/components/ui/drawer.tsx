import { useEffect, useEffectEvent } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { drawer, type DrawerVariantProps } from '../../theme/recipes/drawer';
import { createStyleContext } from './style-context';

/**
 * A side sheet: Ark's Dialog (focus trapped, scroll locked, Escape and an outside click close it, mounted while open
 * only) sliding in from `placement` over a blurred scrim, with the drawer recipe's classes on each part. A sheet
 * that stands in for a fixed panel of wide screens closes (through `onOpenChange`) when the screen grows to
 * Panda's `lg` (`closeOnWide`).
 *
 *   <Drawer.Root placement="end" size="lg" open={…} onOpenChange={…}>
 *     <Drawer.Portal><Drawer.Backdrop /><Drawer.Positioner><Drawer.Content>
 *       <Drawer.Header><Drawer.Title>…</Drawer.Title><Drawer.CloseTrigger asChild><IconButton …/></Drawer.CloseTrigger></Drawer.Header>
 *     </Drawer.Content></Drawer.Positioner></Drawer.Portal>
 *   </Drawer.Root>
 */
const { StyleProvider, useSlot } = createStyleContext(drawer());

function Root({ placement, size, closeOnWide, ...rest }: ArkDialog.RootProps & DrawerVariantProps & { closeOnWide?: boolean }) {
  const close = useEffectEvent(() => rest.onOpenChange?.({ open: false }));
  useEffect(() => {
    if (!closeOnWide || !rest.open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 64em)');
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [closeOnWide, rest.open]);
  return (
    <StyleProvider value={drawer({ placement, size })}>
      <ArkDialog.Root lazyMount unmountOnExit {...rest} />
    </StyleProvider>
  );
}

const Backdrop = ({ className, ...p }: ArkDialog.BackdropProps) => <ArkDialog.Backdrop className={useSlot('backdrop', className)} {...p} />;
const Positioner = ({ className, ...p }: ArkDialog.PositionerProps) => <ArkDialog.Positioner className={useSlot('positioner', className)} {...p} />;
const Content = ({ className, ...p }: ArkDialog.ContentProps) => <ArkDialog.Content className={useSlot('content', className)} {...p} />;
const Header = ({ className, ...p }: HTMLArkProps<'div'>) => <ark.div className={useSlot('header', className)} {...p} />;
const Title = ({ className, ...p }: ArkDialog.TitleProps) => <ArkDialog.Title className={useSlot('title', className)} {...p} />;

export const Drawer = { Root, Portal, Backdrop, Positioner, Content, Header, Title, CloseTrigger: ArkDialog.CloseTrigger };
