import { Link } from 'wouter';
import { SITE } from '../../../domain/site';
import type { LegalSection } from './legal-layout';

const name = SITE.name;

/** The disclaimer's title band, its important notice and its help card (SPEC §2). */
export const DISCLAIMER_TEXT = {
  title: 'Disclaimer',
  lead: `Please read this before you book. It explains how ${name} presents its fleet on this website and what a listing does, and does not, promise.`,
  notice: {
    title: 'Important Notice',
    body: 'Nothing on this website is a binding offer. A rental is confirmed only by our written confirmation and the rental agreement you sign at handover, which sets out the price, deposit, insurance and conditions for your car.',
  },
  help: {
    title: 'Need Help?',
    body: 'Questions about a car, a deposit or this disclaimer? Our team answers around the clock.',
    whatsapp: 'WhatsApp Support',
    cars: 'Browse Our Cars',
  },
} as const;

/** The six numbered sections of the disclaimer (SPEC §2). */
export const DISCLAIMER_SECTIONS: readonly LegalSection[] = [
  {
    id: 'fleet-ownership',
    title: 'Fleet Ownership and Third-Party Vehicles',
    body: (
      <>
        <p>
          Many vehicles shown on this website are owned and operated by {name}. To offer a wider choice, some are supplied
          by licensed partner rental companies in the UAE and managed by us on their behalf.
        </p>
        <p>
          Whichever company owns the car, your booking is handled by our team, and the rental agreement you sign names
          the company that provides the vehicle. We will always tell you before you confirm if a partner supplies your car.
        </p>
      </>
    ),
  },
  {
    id: 'images',
    title: 'Images',
    body: (
      <>
        <p>
          Photographs and renderings are for illustration. The car you receive is the make and model you booked, but its
          colour, trim, wheels, interior and options may differ from the pictures.
        </p>
        <p>If a particular colour or specification matters to you, tell us when you enquire and we will confirm it in writing.</p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and Substitution',
    body: (
      <>
        <p>
          A car shown as available on the website is not reserved until we confirm your booking. Availability changes
          through the day and is confirmed only by our team.
        </p>
        <p>
          If your confirmed car becomes unavailable (for example after an accident, a mechanical fault or a delayed
          return), we will offer a vehicle of the same or a higher category at no extra cost. If you decline it, any
          amount you paid for that booking is refunded in full.
        </p>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Pricing, Deposit and Payment',
    body: (
      <>
        <p>
          Prices are quoted on request, in UAE dirhams (AED), and include VAT unless we say otherwise. A quote is valid
          for the dates and car it names.
        </p>
        <ul>
          <li>A refundable security deposit is held on a credit card in the renter's name before handover.</li>
          <li>The deposit is released after the car is returned and any Salik tolls, traffic fines or damage are settled, usually within 14 to 21 days.</li>
          <li>We accept major credit cards; the final amount is set out in your rental agreement.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability and Indemnity',
    body: (
      <>
        <p>
          The renter is responsible for the vehicle from handover to return and must drive it lawfully. Traffic fines,
          tolls, impound charges and damage not covered by the insurance (including the insurance excess) are the
          renter's responsibility.
        </p>
        <p>
          To the extent UAE law allows, {name} is not liable for indirect or consequential losses, such as missed
          flights or lost business, arising from a delay, breakdown or substitution. Nothing in this disclaimer limits
          any right you have under UAE consumer protection law.
        </p>
      </>
    ),
  },
  {
    id: 'website-content',
    title: 'Website Content',
    body: (
      <>
        <p>
          We take care to keep this website accurate, but specifications, features and descriptions come partly from
          manufacturers and may contain errors. Your signed rental agreement prevails over anything on this website.
        </p>
        <p>
          Links to other sites (maps, WhatsApp, social media) are provided for convenience; we are not responsible for
          their content. See also our <Link href="/terms">Rental Terms</Link>, <Link href="/privacy">Privacy Policy</Link> and{' '}
          <Link href="/cookies">Cookie Policy</Link>.
        </p>
      </>
    ),
  },
];
