import { useMemo } from 'react';
import { useFormat } from '../../../i18n/locale-context';

/** The dashboard's counts and shares of the fleet, written for the page's language (Intl: '1,234', '25%'). */
export function useDashboardFormat() {
  const format = useFormat();
  return useMemo(
    () => ({
      count: (value: number) => format.number(value),
      share: (part: number, whole: number) => format.number(whole > 0 ? part / whole : 0, { style: 'percent', maximumFractionDigits: 0 }),
    }),
    [format],
  );
}
