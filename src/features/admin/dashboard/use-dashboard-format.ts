import { useMemo } from 'react';
import { useFormat } from '../../../i18n/locale-context';
import { useDemandText } from './dashboard-text';

const MINUTES_PER_DAY = 24 * 60;

/**
 * The dashboard's counts and shares of the fleet, written for the page's language (Intl: '1,234', '25%'); the demand's
 * Dubai days ('26 Nov') and durations ('2 h 5 min', '—' for none).
 */
export function useDashboardFormat() {
  const format = useFormat();
  const D = useDemandText();
  return useMemo(() => {
    const count = (value: number) => format.number(value);
    // A Dubai calendar day (YYYY-MM-DD) at its noon in Dubai: the same day whatever the formatter's clock.
    const atDubaiNoon = (day: string) => `${day}T12:00:00+04:00`;
    return {
      count,
      share: (part: number, whole: number) => format.number(whole > 0 ? part / whole : 0, { style: 'percent', maximumFractionDigits: 0 }),
      day: (day: string) => format.date(atDubaiNoon(day), { day: 'numeric', month: 'short' }),
      longDay: (day: string) => format.date(atDubaiNoon(day), { weekday: 'short', day: 'numeric', month: 'long' }),
      duration: (minutes: number | null) => {
        if (minutes === null) return D.noMedian;
        const whole = Math.round(minutes);
        if (whole < 1) return D.underMinute;
        const days = Math.floor(whole / MINUTES_PER_DAY);
        const hours = Math.floor((whole % MINUTES_PER_DAY) / 60);
        const rest = whole % 60;
        const parts =
          days > 0
            ? [D.days(count(days)), hours > 0 ? D.hours(count(hours)) : '']
            : [hours > 0 ? D.hours(count(hours)) : '', rest > 0 ? D.minutes(count(rest)) : ''];
        return parts.filter(Boolean).join(' ');
      },
    };
  }, [format, D]);
}
