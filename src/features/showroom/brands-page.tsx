import { usePageMetaFor } from '../../components/page-meta';
import { LinkButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { BrandGrid } from './brand-grid';
import { useShowroomText } from './use-showroom-text';
import { CtaBand, PageHero } from '../../components/page-hero';

/** /brands (SPEC §2): the seven brand tiles, each to /cars?brand={slug}, and a contact button. */
export default function BrandsPage() {
  usePageMetaFor('brands');
  const text = useShowroomText().BRANDS_PAGE_TEXT;
  return (
    <>
      <PageHero
        id="brands-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
      />
      <Section>
        <BrandGrid variant="page" />
      </Section>
      <CtaBand
        id="brands-cta"
        eyebrow={text.ctaEyebrow}
        title={text.ctaTitle}
        text={text.ctaText}
      >
        <LinkButton href="/contact" size="lg">{text.contact}</LinkButton>
      </CtaBand>
    </>
  );
}
