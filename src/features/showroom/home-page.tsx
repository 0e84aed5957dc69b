import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
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

/** The home page in SPEC §1 order (the footer comes from the shell). */
export default function HomePage() {
  usePageMeta(PAGE_HEADS.home);
  return (
    <>
      <HomeHero />
      <Section id="brands" labelledBy="brands-title">
        <SectionHeading id="brands-title" eyebrow="The Marques" title="Our Brands" lead="Seven of the world's most coveted names, prepared and waiting in Dubai." />
        <BrandGrid variant="home" />
      </Section>
      <Section id="car-types" labelledBy="types-title" className={css({ bg: 'surface' })}>
        <SectionHeading id="types-title" eyebrow="Find Your Style" title="Discover Your Drive" lead="From open-top sunset cruises to desert-ready SUVs: choose the character of your journey." />
        <CarTypeGrid />
      </Section>
      <FeaturedVehiclesSlot grid={<FeaturedVehicles />} />
      <WhyChooseUs />
      <TestimonialsSection />
      <FindUsSection />
    </>
  );
}
