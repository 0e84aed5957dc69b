import { usePageMetaFor } from '../../components/page-meta';
import { Section } from '../../components/ui/section';
import { BrandGrid } from './brand-grid';
import { useShowroomText } from './use-showroom-text';
import { PageHero } from '../../components/page-hero';
import { ContactCta } from './contact-cta';

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
      <ContactCta id="brands-cta" text={text} />
    </>
  );
}
