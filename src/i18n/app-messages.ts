import type { MSG as MSG_AR } from '../../domain/app-messages.ar';
import { catalogue } from './catalogue';

/** The message catalogue's words (domain/app-messages.ts), widened to any language's. */
export type Messages = typeof MSG_AR;

export const appMessages = catalogue<Messages>({
  en: () => import('../../domain/app-messages').then((m) => m.MSG),
  ar: () => import('../../domain/app-messages.ar').then((m) => m.MSG),
});
