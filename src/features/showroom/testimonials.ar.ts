import type { Testimonial } from './testimonials';

const portrait = (file: string) => `/media/testimonials/${file}.webp`;

/**
 * The three testimonials in Arabic (decision 014): the guests' words translated, their names written in Arabic
 * script; the portraits are the same.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'جيمس ويتمور',
    location: 'لندن، المملكة المتحدة',
    text: 'كانت Rolls Royce بانتظارنا في الفندق قبل أن ننهي إجراءات الوصول. سيارة لا تشوبها شائبة، وتسليم سلس، وفريق ردّ على كل رسالة خلال دقائق. شعرنا أن دبي صُنعت لأجلنا.',
    image: portrait('james-whitmore'),
  },
  {
    name: 'عائشة المنصوري',
    location: 'أبوظبي، الإمارات العربية المتحدة',
    text: 'استأجرت من دور كثيرة في الإمارات، ولم تبلغ أيٌّ منها هذا المستوى من العناية. كانت Lamborghini في غاية النظافة، وأُنجزت الأوراق في خمس دقائق، وكان التوصيل إلى فيلتي مجانياً.',
    image: portrait('aisha-al-mansoori'),
  },
  {
    name: 'ماركو روسي',
    location: 'ميلانو، إيطاليا',
    text: 'بصفتي إيطالياً، يصعب أن تبهرني Ferrari، لكن السيارة كانت مثالية، ونظّم لي الكونسيرج رحلة عند شروق الشمس إلى جبل جيس. أسعار واضحة بلا مفاجآت. سأعود حتماً.',
    image: portrait('marco-rossi'),
  },
];
