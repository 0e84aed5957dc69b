import { ltr } from '../../../domain/bidi';
import type { Translated } from '../../../domain/locale';
import type * as en from './contact-copy';

/** The contact page in Arabic (contact-copy.ts): the same names, the same types. */
export const FAQ: Translated<typeof en.FAQ> = [
  {
    id: 'documents',
    question: 'ما المستندات التي أحتاجها لاستئجار سيارة؟',
    answer:
      'رخصة قيادة سارية، وجواز سفرك أو بطاقة هويتك الوطنية، وبطاقة ائتمان. ويحتاج زوار الإمارات أيضًا إلى رخصة قيادة دولية إلى جانب رخصة بلدهم.',
  },
  {
    id: 'delivery',
    question: 'هل توصلون السيارة وتستلمونها؟',
    answer: 'نعم. التوصيل والاستلام مجانيان في أي مكان داخل دبي، ونوصل السيارة أيضًا إلى المطار أو إلى فندقك، في موعد يناسب وصولك.',
  },
  {
    id: 'included',
    question: 'ماذا يشمل سعر الإيجار؟',
    answer: 'يشمل كل إيجار تأمينًا شاملًا، ومساعدة على الطريق على مدار الساعة، والصيانة الأساسية، من دون أي رسوم خفية.',
  },
  {
    id: 'extend',
    question: 'هل يمكنني تمديد فترة الإيجار؟',
    answer: 'في الغالب، نعم. تواصل معنا قبل موعد الإرجاع المحدد بـ 24 ساعة على الأقل، وسنمدد حجزك حسب التوفر.',
  },
];

/** The perks (the icons as the English ones name them). */
export const WHY_BOOK: ReadonlyArray<{ icon: (typeof en.WHY_BOOK)[number]['icon']; title: string; text: string }> = [
  { icon: 'headset', title: 'دعم على مدار الساعة', text: 'شخص حقيقي يجيبك ليلًا ونهارًا، عبر الهاتف أو واتساب أو البريد الإلكتروني.' },
  { icon: 'key', title: 'توصيل واستلام مجانيان', text: 'إلى باب منزلك أو فندقك أو المطار، في أي مكان في دبي.' },
  { icon: 'shield', title: 'تأمين شامل', text: 'كل سيارة مؤمّنة بالكامل، مع مساعدة على الطريق على مدار الساعة.' },
  { icon: 'tag', title: 'بلا رسوم خفية', text: 'السعر الذي نتفق عليه هو السعر الذي تدفعه.' },
];

export const CONTACT_TEXT: Translated<typeof en.CONTACT_TEXT> = {
  hero: {
    eyebrow: 'تواصل معنا',
    title: 'لنخطط لرحلتك معًا',
    lead: 'أخبرنا بالسيارة التي تريدها، والمواعيد، والمكان الذي تودّ أن نوصلها إليه. فريق الكونسيرج لدينا في الخليج التجاري متاح على مدار الساعة، ويرد على كل رسالة خلال 24 ساعة.',
  },
  quick: {
    label: 'تواصل سريع',
    whatsappTitle: 'واتساب',
    whatsappText: 'تحدّث مع فريق الكونسيرج الآن',
    callTitle: 'اتصل بنا',
    emailTitle: 'راسلنا',
  },
  newTab: ' (يُفتح في علامة تبويب جديدة)',
  form: {
    eyebrow: 'اكتب لنا',
    title: 'أرسل لنا رسالة',
    requiredBefore: 'الحقول المميزة بعلامة',
    requiredMark: 'النجمة',
    requiredAfter: 'إلزامية.',
    labels: { name: 'الاسم الكامل', email: 'البريد الإلكتروني', subject: 'الموضوع', message: 'الرسالة' },
    phone: 'رقم الهاتف',
    carInterest: 'فئة السيارة المطلوبة',
    anyCategory: 'أي فئة',
    rentalPeriod: 'مدة الإيجار',
    notSure: 'لم أحدد بعد',
    preferredContact: 'وسيلة التواصل المفضلة',
    send: 'إرسال الرسالة',
  },
  details: {
    eyebrow: 'صالة العرض',
    title: 'زرنا أو اتصل بنا',
    address: 'عنوان المكتب',
    directions: 'احصل على الاتجاهات',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    hours: 'ساعات العمل',
    hoursText: 'مفتوح يوميًا، على مدار الساعة.',
  },
  whyBook: { eyebrow: 'وعدنا لك', title: 'لماذا تحجز معنا' },
  faq: {
    eyebrow: 'معلومات تهمك',
    title: 'الأسئلة الشائعة',
    still: 'هل لديك سؤال آخر؟ فريقنا يجيبك على مدار الساعة.',
    whatsapp: 'اسألنا عبر واتساب',
    call: (phone) => `اتصل على ${ltr(phone)}`,
  },
};

export const ENQUIRY_FORM_TEXT: Translated<typeof en.ENQUIRY_FORM_TEXT> = {
  dateFrom: 'الإيجار من',
  dateTo: 'الإيجار حتى',
  calendar: {
    open: 'افتح التقويم',
    close: 'أغلق التقويم',
    prev: 'الشهر السابق',
    next: 'الشهر التالي',
    calendar: 'التقويم',
    choose: (day) => `اختر ${day}`,
    selected: (day) => `المختار: ${day}`,
    unavailable: (day) => `غير متاح: ${day}`,
    placeholder: 'يوم/شهر/سنة',
  },
  delivery: 'التوصيل',
  deliveryAddress: 'الفندق أو العنوان',
  honeypot: 'الموقع الإلكتروني',
  reference: (reference) => `رقمك المرجعي: ${ltr(reference)}`,
  sentTitle: 'شكرًا لك، رسالتك الآن لدى فريقنا.',
  sentText: 'اذكر رقمك المرجعي إذا اتصلت بنا أو راسلتنا بشأنها.',
  failedTitle: 'لم تصلنا رسالتك بعد.',
  failedText: 'كل ما كتبته ما زال هنا. حاول مرة أخرى، أو أرسلها إلينا عبر واتساب: الرسالة ترافقها.',
  failedWhatsapp: 'أرسلها عبر واتساب',
  whatsapp: (m) =>
    [
      'مرحبًا! حاولت إرسال هذه الرسالة عبر نموذج التواصل في موقعكم:',
      `الاسم: ${m.name}`,
      m.subject && `الموضوع: ${m.subject}`,
      m.car && `السيارة: ${m.car}`,
      m.dates && `التواريخ: ${m.dates}`,
      m.message,
    ]
      .filter(Boolean)
      .join('\n'),
  dates: (from, to) => (from && to ? `من ${from} إلى ${to}` : from ? `ابتداءً من ${from}` : ''),
  problems: {
    phone: `يرجى إدخال رقم هاتف، مثل ${ltr('+971 50 123 4567')}.`,
    past: 'اختر اليوم أو يومًا لاحقًا.',
    tooFar: 'اختر يومًا خلال العامين القادمين.',
    beforeStart: 'اختر يومًا بعد أول يوم في الإيجار.',
    startNeeded: 'اختر أول يوم في الإيجار أيضًا.',
  },
  refused: {
    carId: 'لم يعد من الممكن حجز هذه السيارة عبر الموقع. أزلها لإرسال رسالتك، أو اسألنا عبر واتساب.',
    name: 'يرجى التحقق من اسمك: فيه حرف لا يمكننا قبوله.',
    email: 'يرجى التحقق من بريدك الإلكتروني.',
    phone: 'يرجى التحقق من رقم هاتفك.',
    subject: 'يرجى التحقق من الموضوع.',
    carInterest: 'يرجى اختيار فئة من القائمة.',
    rentalPeriod: 'يرجى اختيار مدة من القائمة.',
    dateFrom: 'يرجى التحقق من أول يوم في الإيجار.',
    dateTo: 'يرجى التحقق من آخر يوم في الإيجار.',
    delivery: 'يرجى اختيار مكان التوصيل من القائمة.',
    deliveryAddress: 'يرجى التحقق من الفندق أو العنوان.',
    preferredContact: 'يرجى اختيار الطريقة التي نتواصل بها معك.',
    message: 'يرجى التحقق من رسالتك: فيها حرف لا يمكننا قبوله.',
  },
};
