import { css } from 'styled-system/css';
import { Icon } from '../../components/icons/icons';
import { PageHero } from '../../components/page-hero';
import { typeImage } from '../../config/catalog-shared';
import type { PublicCategory } from '../../../domain/constants';
import type { CategoryCopy } from './category-copy';

/** The category page's hero: eyebrow, title, lead and image, with the category's three feature pills. */
export function CategoryHero({ id, category, copy }: { id: string; category: PublicCategory; copy: CategoryCopy }) {
  return (
    <PageHero id={id} eyebrow={copy.subtitle} title={copy.title} lead={copy.description} image={typeImage(category)}>
      <ul className={features}>
        {copy.features.map((feature) => (
          <li key={feature} className={featurePill}>
            <Icon name="check" size={16} className={css({ color: 'gold.400' })} />
            {feature}
          </li>
        ))}
      </ul>
    </PageHero>
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
