import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type * as words from './dashboard-copy.ar';

/** The dashboard's labels, each language its own chunk (./dashboard-copy.ts and its Arabic twin, decision 020). */
export const dashboardText = catalogue<typeof words>({ en: () => import('./dashboard-copy'), ar: () => import('./dashboard-copy.ar') });

/** The dashboard's labels (DASHBOARD_TEXT) in the page's language. */
export const useDashboardText = () => useCopy(dashboardText).DASHBOARD_TEXT;
/** The demand section's labels (DEMAND_TEXT) in the page's language. */
export const useDemandText = () => useCopy(dashboardText).DEMAND_TEXT;
/** Status names as the admin reads them (STATUS_LABEL) in the page's language. */
export const useStatusLabel = () => useCopy(dashboardText).STATUS_LABEL;
