/** Words of the contact page. The FAQ answers are SPEC §2's, written out for people. */
export const FAQ = [
  {
    id: 'documents',
    question: 'What documents do I need to rent a car?',
    answer:
      'A valid driving licence, your passport or national ID, and a credit card. Visitors to the UAE also need an international driving permit alongside their home licence.',
  },
  {
    id: 'delivery',
    question: 'Do you deliver and collect the car?',
    answer:
      'Yes. Delivery and pickup are free anywhere within Dubai, and we also deliver to the airport and to your hotel, timed to your arrival.',
  },
  {
    id: 'included',
    question: 'What is included in the rental price?',
    answer: 'Every rental includes comprehensive insurance, 24/7 roadside assistance and basic maintenance, with no hidden fees.',
  },
  {
    id: 'extend',
    question: 'Can I extend my rental?',
    answer:
      'Usually, yes. Contact us at least 24 hours before your scheduled return and we will extend your booking, subject to availability.',
  },
] as const;

export const WHY_BOOK = [
  { icon: 'headset', title: '24/7 Support', text: 'A real person answers, day or night, by phone, WhatsApp or e-mail.' },
  { icon: 'key', title: 'Free Delivery & Pickup', text: 'To your door, hotel or the airport, anywhere in Dubai.' },
  { icon: 'shield', title: 'Comprehensive Insurance', text: 'Every car is fully insured, with 24/7 roadside assistance.' },
  { icon: 'tag', title: 'No Hidden Fees', text: 'The quote we agree is the price you pay.' },
] as const;
