import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { IconButton } from '../../components/ui/icon-button';
import { FilterPanel } from './filter-panel';
import { useCopy } from '../../i18n/locale-context';
import { fleetText } from './fleet-text';
import { FleetIcon } from '../../components/icons/fleet-icons';

/**
 * The filter panel as a slide-in drawer on small screens (an Ark dialog from the left, open state held by the
 * collection machine): focus trapped, scroll locked, closes on Escape, an outside click, 'Show Results', or when the
 * screen grows wide enough for the side panel.
 */
export function FilterDrawer({ collection }: { collection: CollectionRef }) {
  const open = useSelector(collection, (s) => s.hasTag('drawerOpen'));
  const text = useCopy(fleetText).FLEET_TEXT;

  return (
    <Drawer.Root closeOnWide open={open} onOpenChange={(d) => collection.send({ type: d.open ? 'drawer.open' : 'drawer.close' })}>
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{text.filtersTitle}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton variant="ghost">
                  <FleetIcon name="close" size={20} />
                  <span className={css({ srOnly: true })}>{text.closeFilters}</span>
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <FilterPanel collection={collection} idPrefix="drawer" />
            <Button className={css({ mt: '8', w: 'full' })} onClick={() => collection.send({ type: 'drawer.close' })}>
              {text.showResults}
            </Button>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
