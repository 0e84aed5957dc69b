import { TRASH_DAYS } from '../../../../domain/constants';
import type { Translated } from '../../../../domain/locale';
import type * as en from './trash-copy';

/** Days as Arabic counts them: 3–10 take the plural, other counts the accusative singular (7 أيام، 30 يومًا). */
const days = (count: number): string => `${count} ${count >= 3 && count <= 10 ? 'أيام' : 'يومًا'}`;

/** Cars as Arabic counts them (سيارة واحدة، سيارتان، 3 سيارات، 11 سيارة). */
const cars = (count: number): string =>
  count === 1 ? 'سيارة واحدة' : count === 2 ? 'سيارتان' : `${count} ${count >= 3 && count <= 10 ? 'سيارات' : 'سيارة'}`;

/** The trash's texts in Arabic (decision 020): the twin of ./trash-copy.ts. */
export const TRASH_TEXT: Translated<typeof en.TRASH_TEXT> = {
  eyebrow: 'الأسطول',
  title: 'سلة المحذوفات',
  metaTitle: 'سلة المحذوفات | الإدارة',
  metaDescription: 'تنتظر السيارات المحذوفة هنا قبل حذفها نهائيًا: استعدها أو احذفها الآن.',
  intro: `تبقى السيارات المحذوفة هنا ${days(TRASH_DAYS)}. استعد أيًّا منها لتعود إلى الموقع كما كانت تمامًا.`,
  refresh: 'تحديث',
  loading: 'جارٍ تحميل سلة المحذوفات...',
  loadFailed: 'تعذّر تحميل سلة المحذوفات.',
  tryAgain: 'حاول مجددًا',
  emptyTitle: 'سلة المحذوفات فارغة',
  emptyText: `تنتظر السيارات المحذوفة هنا ${days(TRASH_DAYS)} قبل أن تُحذف نهائيًا.`,
  listLabel: 'السيارات المحذوفة، الأحدث حذفًا أولًا',
  count: (count) => `${cars(count)} في سلة المحذوفات`,
  deletedBy: 'حذفها',
  deletedAt: 'تاريخ الحذف',
  purgeAt: 'تُحذف نهائيًا في',
  restore: 'استعادة',
  restoring: 'جارٍ الاستعادة...',
  purge: 'حذف نهائي',
  purgeTitle: 'حذف هذه السيارة نهائيًا؟',
  purgeText: (name) => `ستُحذف ${name} نهائيًا ولن يكون بالإمكان استعادتها بعد ذلك، ولا يمكن التراجع عن ذلك.`,
  cancel: 'إلغاء',
  confirmPurge: 'حذف نهائي',
  purging: 'جارٍ الحذف...',
};
