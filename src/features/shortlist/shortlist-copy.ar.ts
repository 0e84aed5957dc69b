import type { Translated } from '../../../domain/locale';
import { SITE } from '../../../domain/site';
import type * as en from './shortlist-copy';

/** The /shortlist page in Arabic (decision 014): the same names as shortlist-copy.ts. */
export const SHORTLIST_TEXT: Translated<typeof en.SHORTLIST_TEXT> = {
  eyebrow: 'مختاراتك الخاصة',
  title: 'قائمتك المختارة',
  lead: 'السيارات التي اخترتها، محفوظة بأمان في هذا المتصفح. أرسل القائمة إلى فريق الكونسيرج لدينا، وسنؤكّد لك توفّر كل سيارة وتفاصيل التوصيل والشروط.',
  count: (count: number) =>
    count === 1 ? 'سيارة واحدة مختارة' : count === 2 ? 'سيارتان مختارتان' : count <= 10 ? `${count} سيارات مختارة` : `${count} سيارة مختارة`,
  loading: 'جارٍ فتح قائمتك المختارة',
  listLabel: 'السيارات المحفوظة',
  send: 'أرسل قائمتي عبر واتساب',
  sendNote: 'يفتح واتساب وقد كُتبت فيه مختاراتك، جاهزة للإرسال.',
  clear: 'إفراغ القائمة',
  remove: 'إزالة',
  removeCar: (car: string) => `أزل ${car} من قائمتك المختارة`,
  emptyTitle: 'قائمتك المختارة بانتظارك',
  emptyText: 'المس رمز القلب على أي سيارة لتحفظها هنا. تبقى مختاراتك في هذا المتصفح، جاهزة لمشاركتها مع فريقنا متى شئت.',
  browse: 'تصفّح الأسطول',
  message: (lines: readonly string[]) =>
    `مرحباً ${SITE.name}، أودّ الاستفسار عن السيارات في قائمتي المختارة:\n\n${lines.join('\n\n')}\n\nهل يمكنكم تأكيد توفّرها وأسعارها؟`,
  messageLine: (position: number, car: string, link: string) => `${position}. ${car}\n${link}`,
};
