import { CtaBand } from '../../components/page-hero';
import { LinkButton } from '../../components/ui/button';

/** A list page's closing band (/brands, /categories): its words and the one way on, to /contact. */
export function ContactCta({ id, text }: { id: string; text: { ctaEyebrow: string; ctaTitle: string; ctaText: string; contact: string } }) {
  return (
    <CtaBand id={id} eyebrow={text.ctaEyebrow} title={text.ctaTitle} text={text.ctaText}>
      <LinkButton href="/contact" size="lg">{text.contact}</LinkButton>
    </CtaBand>
  );
}
