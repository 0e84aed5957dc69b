import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type * as words from './activity-copy.ar';

/** The activity log's texts, each language its own chunk (./activity-copy.ts and its Arabic twin, decision 020). */
export const activityText = catalogue<typeof words>({ en: () => import('./activity-copy'), ar: () => import('./activity-copy.ar') });

/** The activity log's texts in the page's language. */
export const useActivityText = () => useCopy(activityText).ACTIVITY_TEXT;
/** The activity log's words by kind and field, in the page's language. */
export const useActivityWords = () => useCopy(activityText);
