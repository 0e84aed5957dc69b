import { css } from 'styled-system/css';
import { usePageMetaFor } from '../../components/page-meta';
import { useCopy } from '../../i18n/locale-context';
import { contactText } from './contact-text';
import { Section } from '../../components/ui/section';
import { PageHero } from '../../components/page-hero';
import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { QuickContact } from './quick-contact';
import { WhyBook } from './why-book';

/** /contact (SPEC §2): hero, quick-contact cards, the message form, office/phone/e-mail cards, perks, FAQ. */
export default function ContactPage() {
  usePageMetaFor('contact');
  const { hero } = useCopy(contactText).CONTACT_TEXT;
  return (
    <>
      <PageHero
        id="contact-title"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
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
