import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { Button } from '../../components/ui/button';
import { FilterPanel } from './filter-panel';
import { FLEET_TEXT } from './fleet-copy';
import { FleetIcon } from './fleet-icons';

const WIDE = '(min-width: 64em)'; // Panda's lg: the side panel takes over there

/**
 * The filter panel as a slide-in drawer on small screens (an Ark dialog from the left, open state held by the
 * collection machine): focus trapped, scroll locked, closes on Escape, an outside click, 'Show Results', or when the
 * screen grows wide enough for the side panel.
 */
export function FilterDrawer({ collection }: { collection: CollectionRef }) {
  const open = useSelector(collection, (s) => s.matches({ drawer: 'open' }));

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && collection.send({ type: 'drawer.close' });
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, collection]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => collection.send({ type: d.open ? 'drawer.open' : 'drawer.close' })}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', zIndex: 60, display: 'flex' })}>
          <Dialog.Content className={sheet}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '6' })}>
              <Dialog.Title className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{FLEET_TEXT.filtersTitle}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton}>
                <FleetIcon name="close" size={20} />
                <span className={css({ srOnly: true })}>{FLEET_TEXT.closeFilters}</span>
              </Dialog.CloseTrigger>
            </div>
            <FilterPanel collection={collection} idPrefix="drawer" />
            <Button className={css({ mt: '8', w: 'full' })} onClick={() => collection.send({ type: 'drawer.close' })}>
              {FLEET_TEXT.showResults}
            </Button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 50,
  bg: 'rgba(0,0,0,0.6)',
  backdropFilter: 'blur(4px)',
  transition: 'opacity 0.35s',
  _starting: { opacity: 0 },
  _reducedMotion: { transition: 'none' },
});
const sheet = css({
  display: 'flex',
  flexDirection: 'column',
  w: 'min(88vw, 340px)',
  h: '100dvh',
  overflowY: 'auto',
  px: '5',
  py: '6',
  bg: 'surface',
  borderRight: '1px solid {colors.line}',
  boxShadow: '30px 0 80px rgba(0,0,0,0.5)',
  outline: 'none',
  transition: 'transform 0.45s {easings.luxe}',
  _starting: { transform: 'translateX(-100%)' },
  _reducedMotion: { transition: 'none' },
});
const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'pill',
  color: 'text',
  bg: 'rgba(255,255,255,0.06)',
  cursor: 'pointer',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
});
