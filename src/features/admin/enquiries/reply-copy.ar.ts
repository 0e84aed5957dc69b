import type { Translated } from '../../../../domain/locale';
import type * as en from './reply-copy';

/** What a reply says first, in Arabic (decision 020): the twin of ./reply-copy.ts. */
export const REPLY_TEXT: Translated<typeof en.REPLY_TEXT> = {
  greeting: (name, label) => `مرحبًا ${name}، شكرًا لاستفسارك (${label}). معك فريق الحجوزات، نتواصل معك بخصوص طلبك.`,
};
