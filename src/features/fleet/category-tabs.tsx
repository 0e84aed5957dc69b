import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import { CATEGORY_TABS, type CategoryTab, type CollectionRef } from '../../../machines/collection/collection.machine';
import { FLEET_TEXT, TAB_LABELS } from './fleet-copy';

const isTab = (value: string): value is CategoryTab => (CATEGORY_TABS as readonly string[]).includes(value);

/**
 * The category tabs of /cars (all, luxury, sports, suv, sedan, convertible, coupe) as a real tab list: the selected
 * tab is the machine's category; arrows move focus and Enter/Space choose (manual activation, since each choice
 * reloads). The results sit in the selected tab's panel; the other panels stay empty.
 */
export function CategoryTabs({ collection, children }: { collection: CollectionRef; children: ReactNode }) {
  const category = useSelector(collection, (s) => s.context.category);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  return (
    <Tabs.Root
      value={category}
      onValueChange={(d) => isTab(d.value) && collection.send({ type: 'category.change', category: d.value })}
      activationMode="manual"
      translations={{ listLabel: FLEET_TEXT.categoriesLabel }}
    >
      <div className={scroller}>
        <Tabs.List className={list} data-busy={busy || undefined}>
          {CATEGORY_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} aria-disabled={busy && tab !== category ? true : undefined} className={trigger}>
              {TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {CATEGORY_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab} className={css({ outline: 'none' })}>
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
const list = css({
  display: 'inline-flex',
  gap: '1',
  p: '1',
  borderRadius: 'pill',
  bg: 'rgba(255,255,255,0.05)',
  border: '1px solid',
  borderColor: 'line',
  minW: 'max-content',
});
const trigger = css({
  px: { base: '4', md: '5' },
  h: '10',
  borderRadius: 'pill',
  fontSize: 'sm',
  fontWeight: '600',
  letterSpacing: '0.04em',
  color: 'mist.200',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background 0.25s, color 0.25s',
  _hover: { color: 'text', bg: 'rgba(255,255,255,0.06)' },
  _selected: { bg: 'gold.500', color: 'ink.950', _hover: { bg: 'gold.400', color: 'ink.950' } },
  '&[aria-disabled=true]': { opacity: 0.5, cursor: 'progress' },
  _reducedMotion: { transition: 'none' },
});
