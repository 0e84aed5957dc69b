import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type { ByLocale } from '../../../../domain/locale';
import type * as words from './enquiries-copy.ar';
import type { REPLY_TEXT } from './reply-copy.ar';

/** The inbox's texts, each language its own chunk (./enquiries-copy.ts and its Arabic twin, decision 020). */
export const inboxText = catalogue<typeof words>({ en: () => import('./enquiries-copy'), ar: () => import('./enquiries-copy.ar') });

/** The inbox's texts in the page's language. */
export const useInboxText = () => useCopy(inboxText).INBOX_TEXT;
export const useDetailText = () => useCopy(inboxText).DETAIL_TEXT;
export const useStatusLabels = () => useCopy(inboxText).STATUS_LABELS;
export const useChoiceLabels = () => useCopy(inboxText).CHOICE_LABELS;

export type ReplyTexts = ByLocale<typeof REPLY_TEXT>;

/**
 * The replies' first words in EVERY language, whatever the page's: a reply is written in the VISITOR's language (the
 * enquiry's), not the admin's. Both small modules (./reply-copy.ts and its Arabic twin) load with either page language.
 */
const bothReplies = (): Promise<ReplyTexts> =>
  Promise.all([import('./reply-copy'), import('./reply-copy.ar')]).then(([en, ar]) => ({ en: en.REPLY_TEXT, ar: ar.REPLY_TEXT }));
export const replyTexts = catalogue<ReplyTexts>({ en: bothReplies, ar: bothReplies });

/** The replies' first words by language (an enquiry's `locale` picks them). */
export const useReplyTexts = () => useCopy(replyTexts);
