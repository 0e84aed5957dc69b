import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { isListBusy } from '../../../machines/car-data/car-data.model';
import { usePageData } from '../../actors/page-data-context';
import { CarDataContext } from '../../actors/root-actors';
import { MSG } from '../../api/messages';
import { usePageMeta } from '../../components/page-meta';
import { container } from '../../components/ui/section';
import { typeImage } from '../../config/catalog';
import type { PublicCategory } from '../../config/constants';
import { CarCard } from '../../components/car-card/car-card';
import { SkeletonGrid, wideGrid } from '../../components/car-card/collection-states';
import { Icon } from '../../components/icons/icons';
import { PageHero } from '../../components/page-hero';
import { CATEGORY_COPY } from './category-copy';
import { MarketingBlock } from './marketing-block';

/**
 * A category landing page (SPEC §2): hero, four stat tiles (the first counts the models loaded), the category's cars
 * or its loading / error / empty state, and the page's marketing block. Loads its own list on open (unless it
 * arrived with it).
 */
export default function CategoryPage({ category }: { category: PublicCategory }) {
  const copy = CATEGORY_COPY[category];
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
  const count = cars && !loading ? String(cars.length) : '–';
  const titleId = `${category}-title`;
  const listId = `${category}-cars`;

  return (
    <>
      <PageHero id={titleId} eyebrow={copy.subtitle} title={copy.title} lead={copy.description} image={typeImage(category)}>
        <ul className={features}>
          {copy.features.map((feature) => (
            <li key={feature} className={featurePill}>
              <Icon name="check" size={16} className={css({ color: 'gold.400' })} />
              {feature}
            </li>
          ))}
        </ul>
      </PageHero>
      <section aria-label={`${copy.title} at a glance`} className={cx(container, css({ mt: { base: '-8', md: '-10' }, position: 'relative' }))}>
        <dl className={stats}>
          {[{ value: count, label: copy.countLabel }, ...copy.stats].map((stat) => (
            <div key={stat.label} className={tile}>
              <dt className={css({ color: 'muted', fontSize: 'sm', order: 2, mt: '1' })}>{stat.label}</dt>
              <dd className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'gold.300', order: 1 })}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={listId} className={cx(container, css({ py: { base: '14', md: '20' } }))}>
        {!settled ? (
          <>
            <h2 id={listId} className={heading}>{copy.title}</h2>
            <SkeletonGrid count={4} label={`Loading ${copy.plural.toLowerCase()}...`} columns="wide" />
          </>
        ) : error !== null ? (
          <>
            <h2 id={listId} className={heading}>{copy.title}</h2>
            <p role="alert" className={css({ color: 'status.red', fontWeight: '600', textAlign: 'center', py: '10' })}>{error}</p>
          </>
        ) : cars === null || cars.length === 0 ? (
          <>
            <h2 id={listId} className={css({ srOnly: true })}>{copy.title}</h2>
            <p className={empty}>{MSG.categoryEmpty(copy.emptyName)}</p>
          </>
        ) : (
          <>
            <h2 id={listId} className={heading}>{`Available ${copy.plural} (${cars.length})`}</h2>
            <ul className={wideGrid}>
              {cars.map((car, i) => (
                <li key={car._id}>
                  <CarCard car={car} priority={i < 2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <MarketingBlock id={`${category}-marketing`} block={copy.marketing} />
    </>
  );
}

const features = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' });
const featurePill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'accent.line',
  bg: 'veil.medium',
  color: 'mist.50',
  fontSize: 'sm',
});
const stats = css({
  display: 'grid',
  gap: { base: '3', md: '5' },
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
});
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  p: { base: '5', md: '7' },
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'line',
  bg: 'raised',
  boxShadow: 'drop',
});
const heading = css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text', mb: { base: '8', md: '10' } });
const empty = css({
  textAlign: 'center',
  color: 'mist.200',
  fontSize: 'lg',
  py: { base: '12', md: '16' },
  px: '6',
  borderRadius: 'card',
  border: '1px dashed',
  borderColor: 'line',
});
