import { MSG } from '../../domain/app-messages';
import { MessageError, formatMessage, type Message } from '../../domain/message';

/**
 * What a message descriptor reads in English, or the one an error carries (a client's ApiError, a machine's
 * MessageError): tests compare what the user would read with the catalogue's text (domain/app-messages.ts).
 */
export function english(value: Message | Error): string;
export function english(value: Message | Error | null | undefined): string | null;
export function english(value: Message | Error | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof MessageError) return formatMessage(value.descriptor, MSG);
  if (value instanceof Error) return value.message;
  return formatMessage(value, MSG);
}

export type EnglishToast = { title: string; description?: string; type: string; action?: { label: string; event: unknown } };

/** A toast a machine emits (descriptors), as the user reads it in English; its action's event as it is. */
export function englishToast(toast: { title: Message; description?: Message; type: string; action?: { label: Message; event: unknown } }): EnglishToast {
  const { title, description, type, action } = toast;
  return {
    title: formatMessage(title, MSG),
    ...(description === undefined ? {} : { description: formatMessage(description, MSG) }),
    type,
    ...(action === undefined ? {} : { action: { label: formatMessage(action.label, MSG), event: action.event } }),
  };
}
