import { css } from 'styled-system/css';
import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { Section } from '../../components/ui/section';
import { PageHero } from '../../components/page-hero';
import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { QuickContact } from './quick-contact';
import { WhyBook } from './why-book';

/** /contact (SPEC §2): hero, quick-contact cards, the message form, office/phone/e-mail cards, perks, FAQ. */
export default function ContactPage() {
  usePageMeta(PAGE_HEADS.contact);
  return (
    <>
      <PageHero
        id="contact-title"
        eyebrow="Contact Us"
        title="Let's Plan Your Drive"
        lead="Tell us the car, the dates and where you would like it delivered. Our concierge team in Business Bay answers around the clock and replies to every message within 24 hours."
        image="/media/types/convertible.webp"
      />
      <QuickContact />
      <Section>
        <div className={css({ display: 'grid', gap: { base: '12', lg: '10' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 4fr)' }, alignItems: 'start' })}>
          <div className={css({ p: { base: '5', md: '10' }, bg: 'surface', border: '1px solid', borderColor: 'line', borderRadius: 'card' })}>
            <ContactForm />
          </div>
          <ContactDetails />
        </div>
      </Section>
      <WhyBook />
      <ContactFaq />
    </>
  );
}
