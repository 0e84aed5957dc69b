import { css, cx } from 'styled-system/css';
import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { LinkButton } from '../../components/ui/button';
import { container } from '../../components/ui/section';
import { CATEGORY_TILES } from '../../config/catalog';
import { CtaBand, PageHero } from '../../components/page-hero';
import { PhotoTile } from './photo-tile';
import { CATEGORY_BLURBS } from './showroom-copy';

/** /categories (SPEC §2): the six car types, each to /{slug}, and 'Contact Our Experts'. */
export default function CategoriesPage() {
  usePageMeta(PAGE_HEADS.categories);
  return (
    <>
      <PageHero
        id="categories-title"
        eyebrow="Car Types"
        title="Choose Your Character"
        lead="Six distinct ways to experience Dubai, from the thunder of a supercar to the calm of a chauffeur-worthy saloon."
        image="/media/types/coupe.webp"
      />
      <section aria-label="Car types" className={css({ py: { base: '14', md: '20' } })}>
        <ul className={cx(container, tiles)}>
          {CATEGORY_TILES.map((c) => (
            <li key={c.slug}>
              <PhotoTile href={`/${c.slug}`} image={c.image} title={c.name} description={CATEGORY_BLURBS[c.slug]} cue={`View ${c.name}`} heading="h2" layout="card" />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        id="categories-cta"
        eyebrow="Personal Advice"
        title="Not sure which to choose?"
        text="Tell us about your trip and our specialists will suggest the perfect car, with delivery wherever you are in Dubai."
      >
        <LinkButton href="/contact" size="lg">Contact Our Experts</LinkButton>
      </CtaBand>
    </>
  );
}

const tiles = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});
