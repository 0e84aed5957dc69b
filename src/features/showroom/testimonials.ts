/** The three fixed sample testimonials of the home page (SPEC §1, §3). Portraits are our own generated images. */
export type Testimonial = { name: string; location: string; text: string; image: string };

const portrait = (file: string) => `/media/testimonials/${file}.webp`;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'James Whitmore',
    location: 'London, UK',
    text: 'The Rolls Royce was waiting at our hotel before we had even checked in. Immaculate car, an effortless hand-over, and a team that answered every message within minutes. Dubai felt made for us.',
    image: portrait('james-whitmore'),
  },
  {
    name: 'Aisha Al Mansoori',
    location: 'Abu Dhabi, UAE',
    text: 'I have rented from many houses in the Emirates and none match this level of care. The Lamborghini was spotless, the paperwork took five minutes and delivery to my villa was free.',
    image: portrait('aisha-al-mansoori'),
  },
  {
    name: 'Marco Rossi',
    location: 'Milan, Italy',
    text: 'As an Italian I am hard to impress with a Ferrari, yet the car was perfect and the concierge planned a sunrise drive to Jebel Jais for me. Clear pricing, no surprises. I will be back.',
    image: portrait('marco-rossi'),
  },
];
