import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { BrandGrid } from './brand-grid';
import { CtaBand, PageHero } from '../../components/page-hero';

/** /brands (SPEC §2): the seven brand tiles, each to /cars?brand={slug}, and a contact button. */
export default function BrandsPage() {
  usePageMeta(PAGE_HEADS.brands);
  return (
    <>
      <PageHero
        id="brands-title"
        eyebrow="The Marques"
        title="Our Brands"
        lead="Seven legendary houses, one standard of care. Choose a marque to see every model waiting in our Dubai collection."
      />
      <Section>
        <BrandGrid variant="page" />
      </Section>
      <CtaBand
        id="brands-cta"
        eyebrow="Something Specific?"
        title="Looking for a particular model?"
        text="Our concierge sources rare specifications and limited editions on request. Tell us what you have in mind."
      >
        <LinkButton href="/contact" size="lg">Contact Us</LinkButton>
      </CtaBand>
    </>
  );
}
