import { Link } from 'wouter';
import { SITE, mailHref } from '../../../domain/site';
import type { LegalSection } from './legal-layout';

const name = SITE.name;
const email = <a href={mailHref(SITE.email, 'Privacy request')}>{SITE.email}</a>;

export const PRIVACY_TEXT = {
  title: 'Privacy Policy',
  lead: 'Renting a car means trusting us with your documents and details. This policy explains what we collect, why, who sees it, how long we keep it and the rights UAE law gives you.',
} as const;

/** Privacy policy for a Dubai rental business, written to the UAE PDPL (Federal Decree-Law No. 45 of 2021). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        {name} ("we", "us") rents luxury and sports cars in Dubai from our showroom at {SITE.address}. We decide how
        and why your personal data is used, and we are responsible for it under the UAE Personal Data Protection Law,
        Federal Decree-Law No. 45 of 2021 (the "PDPL"). You can reach us about privacy at {email}.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The Data We Collect',
    body: (
      <>
        <p>We collect only what we need to answer you and to rent you a car:</p>
        <ul>
          <li><strong>Enquiries:</strong> your name, e-mail address, phone number, subject and message, the car category and rental period you are interested in, and how you prefer to be contacted.</li>
          <li><strong>Rentals:</strong> your driving licence, passport or national ID (Emirates ID for residents), visa or entry stamp, international driving permit where needed, delivery address and the dates of your rental.</li>
          <li><strong>Payment:</strong> the card used for payment and the security deposit. Card details are processed by our payment provider; we do not store full card numbers.</li>
          <li><strong>During the rental:</strong> Salik toll records, traffic fines, accident reports and, where a car is fitted with one, its GPS tracker's location, used to protect the vehicle and to assist you in an emergency.</li>
        </ul>
        <p>We do not use analytics or advertising trackers on this website.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How and Why We Use It',
    body: (
      <ul>
        <li><strong>To answer your enquiry</strong> and prepare a quote, at your request.</li>
        <li><strong>To perform your rental agreement:</strong> checking eligibility, delivering and collecting the car, billing, deposits and roadside assistance.</li>
        <li><strong>To meet legal obligations:</strong> identity checks, record keeping, and passing fines and toll records to, or answering requests from, the Roads and Transport Authority (RTA), Dubai Police and other authorities.</li>
        <li><strong>For our legitimate interests:</strong> preventing fraud and theft, and defending legal claims.</li>
        <li><strong>With your consent only:</strong> sending you offers. You can withdraw consent at any time.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who We Share It With',
    body: (
      <>
        <p>We never sell your data. We share it only when needed with:</p>
        <ul>
          <li>the partner rental company that owns your car, where it is supplied by a partner;</li>
          <li>insurers and assessors, after an accident or damage;</li>
          <li>the RTA, Dubai Police, Salik and other public authorities, where the law requires;</li>
          <li>our payment provider and IT service providers, under contracts that oblige them to protect it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers Outside the UAE',
    body: (
      <p>
        Our records are kept in the UAE. If a service provider processes data abroad, we transfer it only to countries
        with an adequate level of protection or with the safeguards the PDPL requires.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep It',
    body: (
      <p>
        Enquiries that do not lead to a rental are deleted after 24 months. Rental agreements, identity copies and
        payment records are kept for as long as UAE commercial and tax law requires (generally five years after the
        rental ends), then deleted or anonymised.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Access to your data is limited to staff who need it. Our website uses encrypted connections (HTTPS) and our
        administrators sign in to a protected portal. No system is perfectly secure; if a breach put you at risk, we
        would tell you and the UAE Data Office as the PDPL requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Under the PDPL you may ask us to:</p>
        <ul>
          <li>give you a copy of the personal data we hold about you;</li>
          <li>correct data that is wrong or incomplete;</li>
          <li>delete data we no longer need, or restrict how we use it;</li>
          <li>stop using it for a purpose you object to, including any marketing;</li>
          <li>send it to you or another company in a structured, readable format.</li>
        </ul>
        <p>
          Write to {email}. We answer within 30 days and may ask you to prove your identity first. If you are not
          satisfied, you can complain to the UAE Data Office.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Browser Storage',
    body: (
      <p>
        This website stores only what it needs to work: your choice of language, your choice to play or pause the
        background music and, if you save any, the cars on your shortlist. These stay in your browser; your shortlist
        reaches us only if you choose to send it to us. The details are in our <Link href="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We will update this page if our practices change and show the new date at the top. Important changes will also
        be announced on the home page.
      </p>
    ),
  },
];
