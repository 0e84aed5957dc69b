import { usePageMetaFor } from '../../components/page-meta';
import { Section, SectionHeading } from '../../components/ui/section';
import { css } from 'styled-system/css';
import { BrandGrid } from './brand-grid';
import { CarTypeGrid } from './car-type-grid';
import { FeaturedVehicles } from './featured-vehicles';
import { FeaturedVehiclesSlot } from './featured-vehicles-slot';
import { FindUsSection } from './find-us-section';
import { HomeHero } from './home-hero';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUs } from './why-choose-us';
import { useShowroomText } from './use-showroom-text';

/** The home page in SPEC §1 order (the footer comes from the shell). */
export default function HomePage() {
  usePageMetaFor('home');
  const text = useShowroomText().HOME_TEXT;
  return (
    <>
      <HomeHero />
      <Section id="brands" labelledBy="brands-title">
        <SectionHeading id="brands-title" eyebrow={text.brandsEyebrow} title={text.brandsTitle} lead={text.brandsLead} />
        <BrandGrid variant="home" />
      </Section>
      <Section id="car-types" labelledBy="types-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="types-title" eyebrow={text.typesEyebrow} title={text.typesTitle} lead={text.typesLead} />
        <CarTypeGrid />
      </Section>
      <FeaturedVehiclesSlot grid={<FeaturedVehicles />} />
      <WhyChooseUs />
      <TestimonialsSection />
      <FindUsSection />
    </>
  );
}
