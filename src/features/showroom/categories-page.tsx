import { css, cx } from 'styled-system/css';
import { usePageMetaFor } from '../../components/page-meta';
import { container } from '../../components/ui/section';
import { PageHero } from '../../components/page-hero';
import { ContactCta } from './contact-cta';
import { PhotoTile } from './photo-tile';
import { useTypeTiles } from '../../config/catalog-text';
import { useShowroomText } from './use-showroom-text';

/** /categories (SPEC §2): the six car types, each to /{slug}, and 'Contact Our Experts'. */
export default function CategoriesPage() {
  usePageMetaFor('categories');
  const { CATEGORIES_PAGE_TEXT: text, CATEGORY_BLURBS, TILE_TEXT } = useShowroomText();
  const { CATEGORY_TILES } = useTypeTiles();
  return (
    <>
      <PageHero
        id="categories-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
        image="/media/types/coupe.webp"
      />
      <section aria-label={text.listLabel} className={css({ py: { base: '14', md: '20' } })}>
        <ul className={cx(container, tiles)}>
          {CATEGORY_TILES.map((c) => (
            <li key={c.slug}>
              <PhotoTile href={`/${c.slug}`} image={c.image} title={c.name} description={CATEGORY_BLURBS[c.slug]} cue={TILE_TEXT.viewCategory(c.name)} heading="h2" layout="card" />
            </li>
          ))}
        </ul>
      </section>
      <ContactCta id="categories-cta" text={text} />
    </>
  );
}

const tiles = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});
