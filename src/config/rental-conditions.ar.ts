import type { Translated } from '../../domain/locale';
import { RENTAL_MIN_AGE, RENTAL_MIN_AGE_HIGH_PERFORMANCE } from '../../domain/constants';
import type * as en from './rental-conditions';

/** The rental conditions in Arabic (ar-AE): the same facts and numbers as ./rental-conditions.ts. */
export const RENTAL_CONDITIONS_TEXT: Translated<typeof en.RENTAL_CONDITIONS_TEXT> = {
  eyebrow: 'قبل أن تنطلق',
  title: 'شروط الإيجار',
  lead: 'شروط واضحة وبسيطة، واحدة لكل سيارات أسطولنا.',
};

export const RENTAL_CONDITIONS: readonly en.RentalCondition[] = [
  {
    id: 'documents',
    title: 'المستندات المطلوبة',
    value: 'رخصة قيادة سارية، وجواز سفر أو هوية وطنية، وبطاقة ائتمان',
    note: 'ويحتاج زوّار دولة الإمارات أيضًا إلى رخصة قيادة دولية إلى جانب رخصة بلدهم.',
  },
  {
    id: 'age',
    title: 'الحد الأدنى للعمر',
    value: `${RENTAL_MIN_AGE} عامًا`,
    note: `تشترط بعض الطرازات عالية الأداء ألا يقل عمر السائق عن ${RENTAL_MIN_AGE_HIGH_PERFORMANCE} عامًا.`,
  },
  {
    id: 'deposit',
    title: 'مبلغ التأمين',
    value: 'عند الطلب',
    note: 'نؤكده لك مع عرض السعر، بحسب السيارة ومدة الإيجار.',
  },
  {
    id: 'delivery',
    title: 'التوصيل داخل دبي',
    value: 'توصيل واستلام مجانًا',
    note: 'نوصل السيارة إلى المطار أو الفندق في موعد وصولك.',
  },
  {
    id: 'insurance',
    title: 'التأمين مشمول',
    value: 'تأمين شامل',
    note: 'مع مساعدة على الطريق على مدار الساعة في كل إيجار.',
  },
];
