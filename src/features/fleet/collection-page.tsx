import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { MountWhenWanted } from '../../components/mount-when-wanted';
import { usePageHead, usePageMeta } from '../../components/page-meta';
import { useCopy } from '../../i18n/locale-context';
import { container } from '../../components/ui/section';
import { CategoryTabs } from './category-tabs';
import { CollectionResults } from './collection-results';
import { FilterPanel } from './filter-panel';
import { fleetText } from './fleet-text';
import { SearchBox } from './search-box';
import { useBrandChoice } from './use-brand-choice';
import { useCollectionActor } from './use-collection';
import { lazyWithWords } from '../../i18n/lazy-with-words';

/** The small screens' filter drawer (an Ark dialog): its code loads when it is first opened. */
const FilterDrawer = lazyWithWords(() => import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })));

/**
 * /cars (SPEC §2): search with suggestions, category tabs, filters (side panel on large screens, drawer on small),
 * sort, grid/list, the result count, Load More and the loading / error / empty / rate-limited states.
 * The collection machine drives it; the cars come from the car-data store.
 */
export default function CollectionPage() {
  const collection = useCollectionActor();
  const { FLEET_TEXT: text, collectionTitle: titleOf } = useCopy(fleetText);
  const drawerOpen = useSelector(collection, (s) => s.hasTag('drawerOpen'));
  // The brand and category chosen name the page, and its document title: 'Ferrari Sports Cars'; none: 'All Cars'.
  const brand = useBrandChoice(collection).name;
  const category = useSelector(collection, (s) => s.context.category);
  const title = titleOf(brand, category);
  usePageMeta({ title, description: usePageHead('cars').description });
  return (
    <>
      <header className={hero}>
        <div aria-hidden="true" className={glow} />
        <div className={cx(container, css({ textAlign: 'center' }))}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.eyebrow}</p>
          <h1 className={css({ textStyle: 'display', mt: '3', fontSize: { base: '5xl', md: '6xl' }, color: 'text' })}>{title}</h1>
          <p className={css({ mt: '4', mb: '8', maxW: '2xl', mx: 'auto', color: 'mist.200', lineHeight: '1.7' })}>{text.lead}</p>
          <SearchBox collection={collection} />
        </div>
      </header>
      <div className={cx(container, css({ pt: { base: '8', md: '10' }, pb: { base: '16', md: '24' } }))}>
        <CategoryTabs collection={collection}>
          <div className={layout}>
            <aside aria-labelledby="filters-title" className={side}>
              <h2 id="filters-title" className={css({ textStyle: 'display', fontSize: '2xl', color: 'text', mb: '5' })}>
                {text.filtersTitle}
              </h2>
              <FilterPanel collection={collection} idPrefix="side" />
            </aside>
            <CollectionResults collection={collection} />
          </div>
        </CategoryTabs>
      </div>
      <MountWhenWanted wanted={drawerOpen}>
        <FilterDrawer collection={collection} />
      </MountWhenWanted>
    </>
  );
}

const hero = css({
  position: 'relative',
  // Above the results, so the suggestions list overlays the tabs and cards.
  zIndex: 2,
  isolation: 'isolate',
  pt: { base: '28', md: '36' },
  pb: { base: '10', md: '14' },
  borderBottom: '1px solid {colors.line}',
});
const glow = css({
  position: 'absolute',
  inset: '0',
  zIndex: -1,
  bg: 'radial-gradient(ellipse 70% 70% at 50% 0%, {colors.accent.muted}, transparent 70%)',
});
const layout = css({
  display: 'grid',
  gap: { base: '6', lg: '10' },
  mt: { base: '6', md: '8' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' },
  alignItems: 'start',
});
const side = css({
  display: { base: 'none', lg: 'block' },
  position: 'sticky',
  top: '24',
  p: '6',
  layerStyle: 'panel',
});
