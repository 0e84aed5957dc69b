import { usePageMeta } from '../../components/page-meta';
import { SITE } from '../../config/site';
import { LegalLayout } from './legal-layout';
import { TERMS_SECTIONS } from './terms-copy';

/** /terms: the rental terms behind every agreement. */
export default function TermsPage() {
  usePageMeta('Rental Terms', `${SITE.name} rental terms: age and licence requirements, deposit, Salik tolls and fines, insurance excess, fuel, mileage, late return and travel to Oman.`);
  return (
    <LegalLayout
      title="Rental Terms and Conditions"
      lead="The conditions that apply to every car we rent: who can drive, the deposit, tolls and fines, insurance, fuel, mileage, returns and where you may take the car."
      sections={TERMS_SECTIONS}
    />
  );
}
