import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { CATEGORY_TABS, type CategoryTab, type CollectionRef } from '../../../machines/collection/collection.machine';
import { Tabs } from '../../components/ui/tabs';
import { useCopy } from '../../i18n/locale-context';
import { fleetText } from './fleet-text';

const isTab = (value: string): value is CategoryTab => (CATEGORY_TABS as readonly string[]).includes(value);

/**
 * The category tabs of /cars (all, luxury, sports, suv, sedan, convertible, coupe) as a real tab list: the selected
 * tab is the machine's category; arrows move focus and Enter/Space choose (manual activation, since each choice
 * reloads). The results sit in the selected tab's panel; the other panels stay empty.
 */
export function CategoryTabs({ collection, children }: { collection: CollectionRef; children: ReactNode }) {
  const category = useSelector(collection, (s) => s.context.category);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  const { FLEET_TEXT: text, TAB_LABELS: labels } = useCopy(fleetText);
  return (
    <Tabs.Root
      variant="pill"
      value={category}
      onValueChange={(d) => isTab(d.value) && collection.send({ type: 'category.change', category: d.value })}
      activationMode="manual"
      translations={{ listLabel: text.categoriesLabel }}
    >
      <div className={scroller}>
        <Tabs.List data-busy={busy || undefined}>
          {CATEGORY_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} aria-disabled={busy && tab !== category ? true : undefined}>
              {labels[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {CATEGORY_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          {tab === category ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const scroller = css({
  overflowX: 'auto',
  mx: { base: '-5', md: '0' },
  px: { base: '5', md: '0' },
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});
