import { ltr } from '../../../domain/bidi';
import type { PublicCategory } from '../../../domain/constants';
import { CATEGORY_TILES } from '../../config/catalog.ar';
import type { Translated } from '../../../domain/locale';
import type * as en from './category-copy';
import type { CategoryCopy } from './category-copy';

const plural = (slug: PublicCategory) => CATEGORY_TILES.find((t) => t.slug === slug)?.name ?? slug;

export const CATEGORY_PAGE_TEXT: Translated<typeof en.CATEGORY_PAGE_TEXT> = {
  loading: (plural) => `جارٍ تحميل ${plural}...`,
  available: (plural, count) => `${plural} المتاحة (${count})`,
  atAGlance: (title) => `${title} في لمحة`,
  contactUs: 'تواصل معنا',
};

/** The Arabic copy of the six category landing pages (category-copy.ts), page heads included. */
export const CATEGORY_COPY: Record<PublicCategory, CategoryCopy> = {
  luxury: {
    metaTitle: 'تأجير السيارات الفاخرة في دبي',
    metaDescription: 'استأجر Rolls Royce أو Bentley أو Mercedes-Maybach في دبي، مع سائق خاص عند الطلب، وتوصيل واستلام مجانيين، وتأمين شامل.',
    title: 'السيارات الفاخرة',
    subtitle: 'حضورٌ بأناقة لا تُضاهى',
    description:
      'مقصورات مشغولة يدويًا، ورحلات تنساب في سكون تام، وحضور يفتح لك الأبواب: أرقى سيارات الليموزين والسيارات السياحية الفاخرة، مُعدّة بأعلى معايير العناية لأيامك في دبي.',
    features: ['سائق خاص عند الطلب', 'توصيل واستلام مجانيان', 'تأمين شامل'],
    countLabel: 'طرازات فاخرة',
    stats: [
      { value: '24/7', label: 'خدمة كونسيرج' },
      { value: 'مجاني', label: 'التوصيل داخل دبي' },
      { value: '5★', label: 'تقييم عملائنا' },
    ],
    plural: plural('luxury'),
    emptyName: 'فاخرة',
    marketing: {
      kind: 'الخدمات',
      eyebrow: 'خدماتنا',
      title: 'الفخامة في أيدٍ أمينة',
      lead: 'كل سيارة فاخرة نؤجرها ترافقها خدمة تليق بها، من أول اتصال حتى آخر ميل.',
      items: [
        { icon: 'key', title: 'سائقون محترفون', text: 'سائقون متحفظون يتحدثون لغات عدة، يعرفون كل مدخل فندق وكل قاعة اجتماعات في المدينة.' },
        { icon: 'pin', title: 'توصيل حتى باب منزلك', text: 'تنتظرك سيارتك عند فيلتك أو فندقك أو صالة المطار، نظيفة بعناية وخزانها ممتلئ.' },
        { icon: 'sparkle', title: 'حفلات الزفاف والمناسبات', text: 'نُنسّق الزينة والمواعيد والمصورين ليومك الأهم.' },
        { icon: 'headset', title: 'كونسيرج على مدار الساعة', text: 'رقم واحد للتعديلات والتمديدات وحجوزات المطاعم، في أي ساعة من اليوم.' },
      ],
    },
  },
  sports: {
    metaTitle: 'تأجير السيارات الرياضية في دبي',
    metaDescription: 'استأجر Ferrari أو Lamborghini أو Porsche أو McLaren في دبي: من 0 إلى 100 في أقل من 3.5 ثانية، وأكثر من 350 كم/س و600 حصان.',
    title: 'السيارات الرياضية',
    subtitle: 'أدرينالين خالص على طريقة دبي',
    description:
      'سيارات خارقة بمحركات وسطية وأيقونات وُلدت على حلبات السباق، من Maranello وSant’Agata وStuttgart، جاهزة لشارع الشيخ زايد مع شروق الشمس أو لمنعطفات جبل جيس.',
    features: ['أداء بمستوى الحلبات', 'أحدث الطرازات', 'توصيل حتى بابك'],
    countLabel: 'طرازات رياضية',
    stats: [
      { value: `${ltr('<3.5')} ث`, label: 'من 0 إلى 100 كم/س' },
      // A word joiner after the slash: a narrow card must not break 'كم/س' into two lines.
      { value: ltr('350+'), label: 'السرعة القصوى (كم/\u2060س)' },
      { value: ltr('600+'), label: 'حصان' },
    ],
    plural: plural('sports'),
    emptyName: 'رياضية',
    marketing: {
      kind: 'الخدمات',
      eyebrow: 'خدماتنا',
      title: 'أكثر من مجرد مفاتيح',
      lead: 'الأداء العالي يستحق إعدادًا يليق به: نهتم بكل ما يحيط بقيادتك.',
      items: [
        { icon: 'shield', title: 'تغطية تأمينية كاملة', text: 'تأمين شامل ومساعدة على الطريق على مدار الساعة لكل سيارة خارقة في أسطولنا.' },
        { icon: 'key', title: 'تسليم شخصي', text: 'جولة تعريفية مع أحد خبرائنا: أوضاع القيادة ونظام الانطلاق وأفضل الطرق لتجربتها.' },
        { icon: 'sparkle', title: 'جلسات التصوير والأفلام', text: 'سيارات مُعدّة للفيديو كليب والحملات الإعلانية وأيام صناعة المحتوى، بباقات مرنة بالساعة.' },
        { icon: 'clock', title: 'من ساعة إلى شهر', text: 'من ساعة غروب على نخلة جميرا إلى شهر كامل من عطلات نهاية الأسبوع، والسعر عند الطلب.' },
      ],
    },
  },
  suv: {
    metaTitle: 'تأجير سيارات الدفع الرباعي الفاخرة في دبي',
    metaDescription: 'استأجر Rolls Royce Cullinan أو Lamborghini Urus أو Mercedes G-Class أو Range Rover في دبي، مع باقات للصحراء والجبال.',
    title: 'سيارات الدفع الرباعي',
    subtitle: 'سيطرة مطلقة على كل طريق',
    description:
      'إطلالة مهيبة، ومساحة تتسع للجميع، ودفع رباعي للكثبان الرملية: أكثر سيارات الدفع الرباعي رغبةً في العالم، من G-Class إلى Cullinan.',
    features: ['خيارات بسبعة مقاعد', 'دفع رباعي', 'باقات جاهزة للصحراء'],
    countLabel: 'طرازات الدفع الرباعي',
    stats: [
      { value: '4x4', label: 'جاهزة للصحراء' },
      { value: '7', label: 'مقاعد متاحة' },
      { value: '24/7', label: 'مساعدة على الطريق' },
    ],
    plural: plural('suv'),
    emptyName: 'دفع رباعي',
    marketing: {
      kind: 'باقات الطرق الوعرة',
      eyebrow: 'باقات الطرق الوعرة',
      title: 'ما وراء الطرق المعبّدة',
      lead: 'أضف إلى سيارتك باقة بصحبة مرشد، واكتشف الإمارات كما يعرفها أهلها.',
      items: [
        { icon: 'sparkle', title: 'رحلة سفاري صحراوية', text: 'قافلة بصحبة مرشد إلى كثبان لهباب، مع تجهيز الإطارات ومخيم عند الغروب.' },
        { icon: 'globe', title: 'رحلة جبال حتا', text: 'يوم في جبال الحجر: تجديف في السد، ومسارات الأودية، وغداء على ضفاف البحيرة.' },
        { icon: 'crown', title: 'مغامرة عائلية', text: 'مقاعد للأطفال، وصناديق تبريد، ومسار مُعدّ مسبقًا ليوم هادئ خارج المدينة.' },
      ],
    },
  },
  sedan: {
    metaTitle: 'تأجير سيارات السيدان التنفيذية في دبي',
    metaDescription: 'استأجر Mercedes S-Class أو BMW 7 Series أو Bentley Flying Spur في دبي: تنقلات تنفيذية، وحسابات للشركات، وتوصيل من المطار وإليه.',
    title: 'سيارات السيدان',
    subtitle: 'راحة تنفيذية وأناقة بلا عناء',
    description:
      'الثقة الهادئة لسيارة الصالون الرائدة: راحة في المقاعد الخلفية لمشاويرك واجتماعاتك ورحلاتك إلى المطار، مع سائق خاص متى شئت.',
    features: ['راحة المقاعد الخلفية', 'سائق خاص عند الطلب', 'حسابات للشركات'],
    countLabel: 'طرازات سيدان',
    stats: [
      { value: 'مجاني', label: 'التوصيل إلى المطار' },
      { value: '24/7', label: 'خدمة السائق الخاص' },
      { value: '5', label: 'مقاعد مريحة' },
    ],
    plural: plural('sedan'),
    emptyName: 'سيدان',
    marketing: {
      kind: 'حلول الشركات',
      eyebrow: 'حلول الشركات',
      title: 'صُممت لعالم الأعمال',
      lead: 'ترتيبات مرنة للأسطول تناسب الشركات والوفود الزائرة والتنفيذيين دائمي التنقل.',
      items: [
        { icon: 'key', title: 'حسابات الشركات', text: 'فواتير شهرية، وسائقون مسمّون، وجهة تواصل واحدة لفريقك بأكمله.' },
        { icon: 'clock', title: 'تأجير طويل الأمد', text: 'سيارات سيدان تنفيذية بالشهر أو بالربع، مع صيانة واستبدال دون أي عناء.' },
        { icon: 'pin', title: 'التوصيل من المطار والجولات', text: 'استقبال شخصي في مطاري DXB وDWC، وأيام كاملة مع سائق بين اجتماعاتك.' },
      ],
    },
  },
  convertible: {
    metaTitle: 'تأجير السيارات المكشوفة في دبي',
    metaDescription: 'استأجر Rolls Royce Dawn أو Bentley Continental GTC أو Ferrari Roma Spider في دبي، مع أجمل الطرق التي نوصي بها.',
    title: 'السيارات المكشوفة',
    subtitle: 'سماء مفتوحة وطرق مفتوحة',
    description:
      'السقف مفتوح على شارع شاطئ جميرا، ونسيم الخليج والأفق فوقك: سيارات سياحية مكشوفة وسبايدر لساعات المدينة الذهبية.',
    features: ['يُفتح السقف في ثوانٍ', 'خيارات بأربعة مقاعد', 'توصيل عند الغروب'],
    countLabel: 'طرازات مكشوفة',
    stats: [
      { value: ltr('340+'), label: 'يومًا مشمسًا في السنة' },
      { value: 'مجاني', label: 'التوصيل والاستلام' },
      { value: '24/7', label: 'دعم متواصل' },
    ],
    plural: plural('convertible'),
    emptyName: 'مكشوفة',
    marketing: {
      kind: 'الطرق الخلابة',
      eyebrow: 'طرق خلابة',
      title: 'أين تفتح السقف',
      lead: 'الطرق المفضلة لدى فريقنا، وكلٌّ منها أجمل حين تكون السماء سقفك.',
      items: [
        { icon: 'pin', title: 'شارع شاطئ جميرا', text: 'جادّات تحفّها النخيل من شاطئ كايت إلى برج العرب، وأجملها في الساعة الذهبية.' },
        { icon: 'globe', title: 'هلال نخلة جميرا', text: 'جولة حول الهلال مع قوس أتلانتس وأفق المدينة عبر المياه.' },
        { icon: 'sparkle', title: 'طريق جبل جيس', text: 'ثلاثون كيلومترًا من المنعطفات الانسيابية صعودًا إلى أعلى قمة في الإمارات، حيث الهواء العليل.' },
        { icon: 'star', title: 'طريق حتا التراثي', text: 'عبر جبال الحجر إلى السدود الفيروزية وقرية حتا التراثية.' },
      ],
    },
  },
  coupe: {
    metaTitle: 'تأجير سيارات الكوبيه في دبي',
    metaDescription: 'استأجر Rolls Royce Spectre أو Bentley Continental GT أو Ferrari Roma أو Mercedes-AMG GT كوبيه في دبي.',
    title: 'سيارات الكوبيه',
    subtitle: 'منحوتة لمتعة القيادة',
    description:
      'بابان، ومقدمة ممتدة، وخطوط سقف انسيابية: سيارات كوبيه سياحية تجمع راحة الاستخدام اليومي باتزان السيارة الرياضية.',
    features: ['راحة السفر الطويل', 'تصميم أيقوني', 'أداء عند الطلب'],
    countLabel: 'طرازات كوبيه',
    stats: [
      { value: '2+2', label: 'المقاعد' },
      { value: ltr('500+'), label: 'حصان' },
      { value: '24/7', label: 'دعم متواصل' },
    ],
    plural: plural('coupe'),
    emptyName: 'كوبيه',
    marketing: {
      kind: 'تصميم السيارات',
      eyebrow: 'تصميم السيارات',
      title: 'فن الكوبيه',
      lead: 'ما الذي يصنع سيارة كوبيه عظيمة: تفاصيل يحب خبراؤنا الإشارة إليها عند التسليم.',
      items: [
        { icon: 'sparkle', title: 'انسيابية منحوتة', text: 'خطوط سقف منحدرة وديناميكا هوائية نشطة تُبقي السيارة ثابتة على الطريق في السرعات العالية.' },
        { icon: 'crown', title: 'مقصورات مصنوعة يدويًا', text: 'جلد مُبطّن، وخشب طبيعي المسام، ومفاتيح تحكم معدنية، بلمسات نهائية يدوية.' },
        { icon: 'star', title: 'خطوط أيقونية', text: 'نِسب رسمتها كبرى دور التصميم، من Crewe إلى Maranello.' },
      ],
    },
  },
};
