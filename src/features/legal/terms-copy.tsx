import { Link } from 'wouter';
import { SITE } from '../../../domain/site';
import type { LegalSection } from './legal-layout';

const name = SITE.name;

export const TERMS_TEXT = {
  title: 'Rental Terms and Conditions',
  lead: 'The conditions that apply to every car we rent: who can drive, the deposit, tolls and fines, insurance, fuel, mileage, returns and where you may take the car.',
} as const;

/** The rental terms of a Dubai car-rental business: the general conditions behind every rental agreement. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About These Terms',
    body: (
      <p>
        These terms apply to every car rented from {name}. They form part of the rental agreement you sign at handover,
        which states your car, dates, price, deposit, insurance excess and mileage allowance. If the two differ, the
        signed agreement prevails. Please also read our <Link href="/disclaimer">Disclaimer</Link>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who Can Rent',
    body: (
      <ul>
        <li>The main driver must be at least 21 years old and have held a full driving licence for at least one year. For high-performance and supercar models the minimum age is 25.</li>
        <li><strong>UAE residents</strong> need a valid UAE driving licence and Emirates ID.</li>
        <li><strong>Visitors</strong> need their passport with entry stamp or visa, their home driving licence and an international driving permit. Licences from GCC countries, and from the countries whose licences the UAE accepts for visitors, need no permit.</li>
        <li>Only drivers named on the agreement may drive the car. Additional drivers must meet the same conditions.</li>
      </ul>
    ),
  },
  {
    id: 'deposit',
    title: 'Booking, Payment and Security Deposit',
    body: (
      <>
        <p>
          A booking is confirmed when we confirm it in writing. The rental is paid at or before handover by credit or
          debit card; prices are in UAE dirhams (AED) and include VAT.
        </p>
        <p>
          A refundable security deposit is blocked on a credit card in the main driver's name. It is released 14 to 21
          days after the car is returned, once Salik tolls and traffic fines recorded against the car have been
          received and settled.
        </p>
      </>
    ),
  },
  {
    id: 'tolls-fines',
    title: 'Salik Tolls and Traffic Fines',
    body: (
      <p>
        Every Salik toll gate crossing during your rental is charged to you at the toll price plus a small
        administration fee stated in the agreement. Traffic and parking fines issued during the rental are the renter's
        responsibility and are charged with an administration fee; where the law provides for black points, they are
        transferred to the driver's licence through the RTA.
      </p>
    ),
  },
  {
    id: 'insurance',
    title: 'Insurance and Excess',
    body: (
      <>
        <p>
          Every rental includes comprehensive insurance and 24/7 roadside assistance. An insurance excess, stated in
          your agreement, applies to each claim where you are at fault or the other party is unknown.
        </p>
        <p>
          The insurance does not cover damage caused by driving under the influence of alcohol or drugs, racing or
          off-road driving, an unnamed driver, or a breach of these terms. After any accident or damage, however small,
          a police report (from Dubai Police or its app) is required; without it the full cost of repair may be charged.
        </p>
      </>
    ),
  },
  {
    id: 'fuel-mileage',
    title: 'Fuel and Mileage',
    body: (
      <ul>
        <li>Cars are delivered with a full tank and must be returned with the same level; missing fuel is charged at the pump price plus a refuelling fee.</li>
        <li>Each rental includes a daily mileage allowance, stated in your agreement. Extra kilometres are charged at the per-kilometre rate shown there.</li>
      </ul>
    ),
  },
  {
    id: 'late-return',
    title: 'Late Return and Extensions',
    body: (
      <p>
        Please return the car at the agreed time. After a grace period of 60 minutes a late return is charged as an
        additional day. To extend your rental, contact us at least 24 hours before your return time; extensions are
        subject to availability.
      </p>
    ),
  },
  {
    id: 'use-of-vehicle',
    title: 'Use of the Vehicle',
    body: (
      <ul>
        <li>No racing, track days, off-road or desert driving, towing, or carrying goods for hire.</li>
        <li>No smoking or pets in the car; special cleaning is charged.</li>
        <li>The car may not be sub-let or driven by anyone not named on the agreement.</li>
      </ul>
    ),
  },
  {
    id: 'cross-border',
    title: 'Driving Outside the UAE',
    body: (
      <p>
        Cars may be driven anywhere in the United Arab Emirates. Travel to Oman is allowed only with our prior written
        permission and the Oman insurance cover we arrange for an extra charge. Travel to any other country is not
        permitted.
      </p>
    ),
  },
  {
    id: 'delivery-cancellation',
    title: 'Delivery, Collection and Cancellation',
    body: (
      <p>
        Delivery and collection are free anywhere in Dubai; airport and hotel delivery is available. You may cancel free
        of charge up to 48 hours before the start of the rental; after that, one day's rental may be charged.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing Law',
    body: (
      <p>
        These terms and every rental agreement are governed by the laws of the United Arab Emirates as applied in the
        Emirate of Dubai, and the courts of Dubai have jurisdiction over any dispute.
      </p>
    ),
  },
];
