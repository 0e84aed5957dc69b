import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { dialog, type DialogVariantProps } from '../../theme/recipes/dialog';
import { createStyleContext } from './style-context';
import { toastOutletRef } from './toaster-slot';

/**
 * A centred modal: Ark's Dialog (focus trapped, scroll locked, Escape and an outside click close it, mounted while
 * open only) with the dialog recipe's classes on each part; `size` goes on the root. Header, Body and Footer are
 * layout boxes (`asChild` to make them a header, form or footer element). A toast raised while the dialog is open
 * shows at the top of its content, in space made for it.
 *
 *   <Dialog.Root size="sm" open={…} onOpenChange={…}>
 *     <Dialog.Portal><Dialog.Backdrop /><Dialog.Positioner><Dialog.Content>…</Dialog.Content></Dialog.Positioner></Dialog.Portal>
 *   </Dialog.Root>
 */
const { StyleProvider, useSlot } = createStyleContext(dialog());

function Root({ size, ...rest }: ArkDialog.RootProps & DialogVariantProps) {
  return (
    <StyleProvider value={dialog({ size })}>
      <ArkDialog.Root lazyMount unmountOnExit {...rest} />
    </StyleProvider>
  );
}

type Box = HTMLArkProps<'div'>;
const Backdrop = ({ className, ...p }: ArkDialog.BackdropProps) => <ArkDialog.Backdrop className={useSlot('backdrop', className)} {...p} />;
const Positioner = ({ className, ...p }: ArkDialog.PositionerProps) => <ArkDialog.Positioner className={useSlot('positioner', className)} {...p} />;
/** The dialog's content; its first child is the toast outlet: toasts raised while it is open show there (./toaster-slot.tsx). */
const Content = ({ className, children, ...p }: ArkDialog.ContentProps) => (
  <ArkDialog.Content className={useSlot('content', className)} {...p}>
    <div data-toast-outlet="" ref={toastOutletRef} className={useSlot('toastOutlet')} />
    {children}
  </ArkDialog.Content>
);
const Header = ({ className, ...p }: Box) => <ark.div className={useSlot('header', className)} {...p} />;
const Title = ({ className, ...p }: ArkDialog.TitleProps) => <ArkDialog.Title className={useSlot('title', className)} {...p} />;
const Description = ({ className, ...p }: ArkDialog.DescriptionProps) => <ArkDialog.Description className={useSlot('description', className)} {...p} />;
const Body = ({ className, ...p }: Box) => <ark.div className={useSlot('body', className)} {...p} />;
const Footer = ({ className, ...p }: Box) => <ark.div className={useSlot('footer', className)} {...p} />;
const CloseTrigger = ({ className, ...p }: ArkDialog.CloseTriggerProps) => <ArkDialog.CloseTrigger className={useSlot('closeTrigger', className)} {...p} />;

export const Dialog = { Root, Portal, Backdrop, Positioner, Content, Header, Title, Description, Body, Footer, CloseTrigger };
