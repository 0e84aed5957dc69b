import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { LegalLayout } from './legal-layout';
import { TERMS_SECTIONS } from './terms-copy';

/** /terms: the rental terms behind every agreement. */
export default function TermsPage() {
  usePageMeta(PAGE_HEADS.terms);
  return (
    <LegalLayout
      title="Rental Terms and Conditions"
      lead="The conditions that apply to every car we rent: who can drive, the deposit, tolls and fines, insurance, fuel, mileage, returns and where you may take the car."
      sections={TERMS_SECTIONS}
    />
  );
}
