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

/** The contact page's headings, labels and buttons (the SPEC §8 messages live in domain/app-messages.ts). */
export const CONTACT_TEXT = {
  hero: {
    eyebrow: 'Contact Us',
    title: "Let's Plan Your Drive",
    lead: 'Tell us the car, the dates and where you would like it delivered. Our concierge team in Business Bay answers around the clock and replies to every message within 24 hours.',
  },
  quick: {
    label: 'Quick contact',
    whatsappTitle: 'WhatsApp',
    whatsappText: 'Chat with our concierge now',
    callTitle: 'Call Us',
    emailTitle: 'Email Us',
  },
  newTab: ' (opens in a new tab)',
  form: {
    eyebrow: 'Write to us',
    title: 'Send Us a Message',
    requiredBefore: 'Fields marked',
    requiredMark: 'with an asterisk',
    requiredAfter: 'are required.',
    labels: { name: 'Full Name', email: 'Email Address', subject: 'Subject', message: 'Message' },
    phone: 'Phone Number',
    carInterest: 'Car Category Interest',
    anyCategory: 'Any category',
    rentalPeriod: 'Rental Period',
    notSure: 'Not sure yet',
    preferredContact: 'Preferred Contact Method',
    send: 'Send Message',
  },
  details: {
    eyebrow: 'Our Showroom',
    title: 'Visit or Call',
    address: 'Office Address',
    directions: 'Get Directions',
    phone: 'Phone',
    email: 'Email',
    hours: 'Opening Hours',
    hoursText: 'Open every day, around the clock.',
  },
  whyBook: { eyebrow: 'The Luxe Promise', title: 'Why Book With Us' },
  faq: {
    eyebrow: 'Good to Know',
    title: 'Frequently Asked Questions',
    still: 'Still have a question? Our team answers around the clock.',
    whatsapp: 'Ask on WhatsApp',
    call: (phone: string) => `Call ${phone}`,
  },
} as const;

/** The form's words added with the real send (issue 19): dates, delivery, the reference, the WhatsApp way out, problems. */
export const ENQUIRY_FORM_TEXT = {
  dateFrom: 'Rental From',
  dateTo: 'Rental To',
  calendar: {
    open: 'Open the calendar',
    close: 'Close the calendar',
    prev: 'Previous month',
    next: 'Next month',
    calendar: 'Calendar',
    choose: (day: string) => `Choose ${day}`,
    selected: (day: string) => `Chosen: ${day}`,
    unavailable: (day: string) => `Not available: ${day}`,
    placeholder: '',
  },
  delivery: 'Delivery',
  deliveryAddress: 'Hotel or Address',
  /** The honeypot's label: never read by a person (the field is hidden from everyone), only by a bot filling forms. */
  honeypot: 'Website',
  reference: (reference: string) => `Your reference: ${reference}`,
  sentTitle: 'Thank you, your message is with our team.',
  sentText: 'Quote your reference if you call or write to us about it.',
  failedTitle: 'Your message has not reached us yet.',
  failedText: 'Everything you wrote is still here. Try again, or send it to us on WhatsApp: the message goes with it.',
  failedWhatsapp: 'Send on WhatsApp',
  /** The WhatsApp message carrying what the form could not send (lines left out when not given). */
  whatsapp: (m: { name: string; subject: string; message: string; car: string; dates: string }) =>
    [
      "Hello! I tried to send this through your website's contact form:",
      `Name: ${m.name}`,
      m.subject && `Subject: ${m.subject}`,
      m.car && `Car: ${m.car}`,
      m.dates && `Dates: ${m.dates}`,
      m.message,
    ]
      .filter(Boolean)
      .join('\n'),
  dates: (from: string, to: string) => (from && to ? `${from} to ${to}` : from ? `from ${from}` : ''),
  /** Problems the form finds itself (the required and e-mail texts are SPEC's, in domain/app-messages.ts). */
  problems: {
    phone: 'Please enter a phone number, like +971 50 123 4567.',
    past: 'Choose today or a later day.',
    tooFar: 'Choose a day within the next two years.',
    beforeStart: 'Choose a day after the first rental day.',
    startNeeded: 'Choose the first rental day as well.',
  },
  /** What the form says beside a field the server refused (its own English is not shown). */
  refused: {
    carId: 'This car can no longer be booked online. Remove it to send your message, or ask us on WhatsApp.',
    name: 'Please check your name: it holds a character we cannot take.',
    email: 'Please check your e-mail address.',
    phone: 'Please check your phone number.',
    subject: 'Please check the subject.',
    carInterest: 'Please choose a category from the list.',
    rentalPeriod: 'Please choose a period from the list.',
    dateFrom: 'Please check the first rental day.',
    dateTo: 'Please check the last rental day.',
    delivery: 'Please choose a delivery place from the list.',
    deliveryAddress: 'Please check the hotel or address.',
    preferredContact: 'Please choose how we should contact you.',
    message: 'Please check your message: it holds a character we cannot take.',
  },
} as const;
