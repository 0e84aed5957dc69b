import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';
import type { CategoryCopy } from './category-copy';
import { useCategoryPageText } from './category-text';

/** The four stat tiles under the hero: the first counts the models loaded ('–' until then), three marketing claims. */
export function CategoryStats({ count, copy }: { count: string; copy: CategoryCopy }) {
  const text = useCategoryPageText();
  return (
    <section aria-label={text.atAGlance(copy.title)} className={cx(container, css({ mt: { base: '-8', md: '-10' }, position: 'relative' }))}>
      <dl className={stats}>
        {[{ value: count, label: copy.countLabel }, ...copy.stats].map((stat) => (
          <div key={stat.label} className={tile}>
            <dt className={css({ color: 'muted', fontSize: 'sm', order: 2, mt: '1' })}>{stat.label}</dt>
            <dd className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'gold.300', order: 1 })}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

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
  layerStyle: 'raisedCard',
  boxShadow: 'drop',
});
