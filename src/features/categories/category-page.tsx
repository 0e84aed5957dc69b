import { useEffect } from 'react';
import { isListBusy } from '../../../machines/car-data/car-data.model';
import { usePageData } from '../../actors/page-data-context';
import { CarDataContext } from '../../actors/root-actors';
import { usePageMeta } from '../../components/page-meta';
import type { PublicCategory } from '../../../domain/constants';
import { useCopy, useFormat } from '../../i18n/locale-context';
import { categoryText } from './category-text';
import { CategoryHero } from './category-hero';
import { CategoryResults } from './category-results';
import { CategoryStats } from './category-stats';
import { MarketingBlock } from './marketing-block';

/**
 * A category landing page (SPEC §2): hero, four stat tiles (the first counts the models loaded), the category's cars
 * or its loading / error / empty state, and the page's marketing block. Loads its own list on open (unless it
 * arrived with it).
 */
export default function CategoryPage({ category }: { category: PublicCategory }) {
  const copy = useCopy(categoryText).CATEGORY_COPY[category];
  const format = useFormat();
  usePageMeta({ title: copy.metaTitle, description: copy.metaDescription });
  const store = CarDataContext.useActorRef();
  // A server-rendered page arrives with its list in the store; any other visit loads it.
  const held = usePageData()?.category?.slug === category;
  useEffect(() => {
    if (!held) store.send({ type: 'category.load', category });
  }, [store, category, held]);
  const cars = CarDataContext.useSelector((s) => s.context.categories[category]);
  const loading = CarDataContext.useSelector((s) => isListBusy(s, category));
  const error = CarDataContext.useSelector((s) => s.context.errors.categories[category]);
  const settled = !loading && (cars !== null || error !== null);
  const count = cars && !loading ? format.number(cars.length) : '–';
  const titleId = `${category}-title`;
  const listId = `${category}-cars`;

  return (
    <>
      <CategoryHero id={titleId} category={category} copy={copy} />
      <CategoryStats count={count} copy={copy} />
      <CategoryResults listId={listId} copy={copy} settled={settled} error={error} cars={cars} />
      <MarketingBlock id={`${category}-marketing`} block={copy.marketing} />
    </>
  );
}
