import type { PublicCategory } from '../../../domain/constants';
import type { Translated } from '../../../domain/locale';
import type * as en from './showroom-copy';
import type { Reason } from './showroom-copy';

/** The showroom pages' copy in Arabic (decision 014): the same names and shapes as showroom-copy.ts. */

export const REASONS: readonly Reason[] = [
  {
    title: 'سيارات فاخرة',
    text: 'أسطول منتقى بعناية من Ferrari وLamborghini وRolls Royce وBentley وغيرها: كل سيارة حديثة، تُلمَّع يدوياً وتُفحص قبل كل تأجير.',
    icon: 'crown',
  },
  {
    title: 'دعم العملاء على مدار الساعة',
    text: 'شخص حقيقي في خدمتك ليلاً ونهاراً، عبر الهاتف أو واتساب، من سؤالك الأول حتى لحظة تسليم المفاتيح.',
    icon: 'headset',
  },
  {
    title: 'أسعار في المتناول',
    text: 'أسعار يومية وأسبوعية وشهرية واضحة، والتأمين مشمول. ما نعرضه عليك هو ما تدفعه، دون أي إضافات عند الاستلام.',
    icon: 'tag',
  },
];

export const CATEGORY_BLURBS: Record<PublicCategory, string> = {
  sports: 'إثارة وُلدت على الحلبات: قوة تتجاوز 600 حصان، ومن 0 إلى 100 كم/س في أقل من 3.5 ثوانٍ.',
  luxury: 'مقصورات مصنوعة يدوياً وراحة هادئة تليق بكل مناسبة.',
  sedan: 'سيارات تنفيذية راقية لأيام العمل والتنقل من المطار وإليه.',
  suv: 'حضور مهيب وقدرة على خوض الصحراء، تتسع للعائلة بأكملها.',
  convertible: 'سقف مفتوح على شارع جميرا وفي النخلة عند الغروب.',
  coupe: 'سيارات غران توريزمو ببابين وتصميم منحوت، تقطع المسافات الطويلة بسلاسة.',
};

export const BRAND_BLURBS: Record<string, string> = {
  Ferrari: 'أصائل مارانيللو: سيارات برلينيتا بمحركات V8 وV12 وسبايدر مكشوفة.',
  Lamborghini: 'استعراض الثور الهائج، من السيارات الخارقة الصاخبة إلى السيارة الرياضية متعددة الاستخدامات الخارقة.',
  Bentley: 'سيارات غران توريزمو بريطانية مصنوعة يدوياً، بعزم دوران سلس لا حدود له.',
  'Rolls-royce': 'قمة الفخامة الهادئة، بسقف النجوم وسائق خاص عند الطلب.',
  Porsche: 'هندسة دقيقة، من 911 الأيقونية إلى الأداء الكهربائي بالكامل.',
  Mercedes: 'من الفئة G إلى AMG GT: تميّز بلا تنازلات.',
  BMW: 'أداء M وراحة الطرازات الرائدة: متعة القيادة في أرقى صورها.',
};

export const HOME_TEXT: Translated<typeof en.HOME_TEXT> = {
  heroEyebrow: 'تأجير السيارات الفاخرة والرياضية · دبي',
  heroLead:
    'Ferrari وLamborghini وRolls Royce وغيرها، تصلك حتى بابك في أي مكان في دبي، مع تأمين شامل وخدمة كونسيرج في خدمتك ليلاً ونهاراً.',
  exploreCars: 'استكشف جميع السيارات',
  concierge: 'تحدّث إلى الكونسيرج',
  brandsEyebrow: 'العلامات العريقة',
  brandsTitle: 'علاماتنا',
  brandsLead: 'سبعة من أكثر الأسماء المرغوبة في العالم، مجهّزة وبانتظارك في دبي.',
  typesEyebrow: 'اختر أسلوبك',
  typesTitle: 'اكتشف قيادتك',
  typesLead: 'من جولات الغروب بسقف مفتوح إلى سيارات الدفع الرباعي المهيّأة للصحراء: اختر طابع رحلتك.',
  featuredEyebrow: 'اختيارات خاصة لك',
  featuredTitle: 'سيارات مميّزة',
  featuredLead: 'أكثر السيارات طلباً هذا الأسبوع من صالة عرضنا في دبي، مجهّزة وجاهزة للتوصيل.',
  whyEyebrow: 'ما يميّزنا',
  whyTitle: 'لماذا تختارنا',
  whyLead: 'استئجار سيارة خارقة في دبي يجب أن يكون بسهولة قيادتها.',
  perksLabel: 'مشمول مع كل تأجير',
  testimonialsEyebrow: 'آراء العملاء',
  testimonialsTitle: 'ماذا يقول عملاؤنا',
  testimonialsLead: 'ضيوف من حول العالم، بكلماتهم.',
  portrait: (name: string) => `صورة ${name}`,
  rated: (rating: string, best: string) => `تقييم ${rating} من ${best}`,
  quote: (text: string) => `«${text}»`,
};

export const FIND_US_TEXT: Translated<typeof en.FIND_US_TEXT> = {
  eyebrow: 'زوروا صالة العرض',
  title: 'موقعنا',
  lead: 'تفضّل لاحتساء القهوة والتجول بين سياراتنا، أو دعنا نحضر السيارة إليك: التوصيل والاستلام مجانيان في أي مكان في دبي.',
  address: 'العنوان',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  hours: 'ساعات العمل',
  hoursText: 'مفتوح على مدار الساعة، طوال أيام السنة',
  directions: 'احصل على الاتجاهات',
  openInMaps: 'افتح في الخرائط',
};

export const TILE_TEXT: Translated<typeof en.TILE_TEXT> = {
  viewFleet: 'عرض الأسطول',
  allBrands: 'جميع العلامات',
  explore: 'استكشف',
  viewCategory: (name: string) => `تصفّح ${name}`,
};

export const BRANDS_PAGE_TEXT: Translated<typeof en.BRANDS_PAGE_TEXT> = {
  eyebrow: 'العلامات العريقة',
  title: 'علاماتنا',
  lead: 'سبع دور أسطورية، ومعيار واحد من العناية. اختر علامة لترى كل طراز ينتظرك في مجموعتنا في دبي.',
  ctaEyebrow: 'طلب خاص',
  ctaTitle: 'تبحث عن طراز بعينه؟',
  ctaText: 'يوفّر فريق الكونسيرج المواصفات النادرة والإصدارات المحدودة عند الطلب. أخبرنا بما تتطلع إليه.',
  contact: 'تواصل معنا',
};

export const CATEGORIES_PAGE_TEXT: Translated<typeof en.CATEGORIES_PAGE_TEXT> = {
  eyebrow: 'فئات السيارات',
  title: 'اختر طابعك',
  lead: 'ست طرق مختلفة لاكتشاف دبي، من هدير السيارة الخارقة إلى هدوء سيارة سيدان تليق بسائق خاص.',
  listLabel: 'فئات السيارات',
  ctaEyebrow: 'استشارة شخصية',
  ctaTitle: 'لم تحسم اختيارك بعد؟',
  ctaText: 'حدّثنا عن رحلتك وسيقترح عليك خبراؤنا السيارة المثالية، مع التوصيل أينما كنت في دبي.',
  contact: 'تواصل مع خبرائنا',
};
