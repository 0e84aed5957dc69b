import { useFormat } from '../../../i18n/locale-context';

/** When and which days, as the inbox writes them in the page's language (Dubai's clock, src/i18n/format.ts). */
export function useEnquiryFormat() {
  const format = useFormat();
  return {
    /** A short date and time: 20 Nov 2026, 12:00. */
    when: (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    /** A rental day (YYYY-MM-DD, a Dubai day). */
    day: (day: string) => format.date(`${day}T08:00:00Z`, { dateStyle: 'medium' }),
    /** The rental days, '' when none were given. */
    days: (from: string | null, to: string | null) =>
      from ? `${format.date(`${from}T08:00:00Z`, { dateStyle: 'medium' })}${to ? ` – ${format.date(`${to}T08:00:00Z`, { dateStyle: 'medium' })}` : ''}` : '',
  };
}
