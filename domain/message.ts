import type { MSG } from './app-messages';

/**
 * A message descriptor: what machines, clients and their errors hold instead of a text (decision 020). The key names an
 * entry of the message catalogue (domain/app-messages.ts, and its Arabic twin); the arguments fill a templated entry
 * and may themselves be descriptors ('Server Error (500): Failed to fetch cars'). One formatter renders a descriptor
 * in the page's language (src/i18n/messages.ts). A text that is no entry of the catalogue (what a server said in its
 * own words, an exception's own message) is carried as it is: `{ text }`. This module holds no words.
 */
export type MessageKey = keyof typeof MSG;
export type MessageArg = string | number | null | undefined | Message;
export type Message = { readonly key: MessageKey; readonly args?: readonly MessageArg[] } | { readonly text: string };

type Catalogue = typeof MSG;
/** A template's parameters, where a text parameter may also be a descriptor. */
type Params<K extends MessageKey> = Catalogue[K] extends (...args: infer A) => string
  ? { [I in keyof A]: A[I] extends string ? string | Message : A[I] }
  : [];

/** The descriptor of a catalogue entry: `msg('fetchCarsFailed')`, `msg('serverError', 500, msg('carNotFound'))`. */
export function msg<K extends MessageKey>(key: K, ...args: Params<K>): Message {
  return args.length === 0 ? { key } : { key, args: args as readonly MessageArg[] };
}

/** A text carried as it is (not an entry of the catalogue). */
export function verbatim(text: string): Message {
  return { text };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && (typeof (value as { key?: unknown }).key === 'string' || typeof (value as { text?: unknown }).text === 'string');
}

/** True when the descriptor is this entry of the catalogue. */
export function isMessageOf(message: Message | null | undefined, key: MessageKey): boolean {
  return message != null && 'key' in message && message.key === key;
}

type Words = Record<string, string | ((...args: never[]) => string)>;

/** Renders a descriptor with one language's catalogue (its arguments in turn); an unknown key renders as the key. */
export function formatMessage(message: Message, words: Words): string {
  if ('text' in message) return message.text;
  const entry = words[message.key];
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function') return message.key;
  const args = (message.args ?? []).map((arg) => (isMessage(arg) ? formatMessage(arg, words) : arg));
  return (entry as (...values: unknown[]) => string)(...args);
}

/** A descriptor as a line for logs and stack traces (the words are the views'): `serverError(500, carNotFound)`. */
export function describeMessage(message: Message): string {
  if ('text' in message) return message.text;
  const args = (message.args ?? []).map((arg) => (typeof arg === 'object' && arg !== null ? describeMessage(arg) : String(arg)));
  return args.length === 0 ? message.key : `${message.key}(${args.join(', ')})`;
}

/** An error that carries what the user reads as a message descriptor (domain/message.ts). */
export class MessageError extends Error {
  override name = 'MessageError';
  readonly descriptor: Message;
  constructor(message: Message | string) {
    const descriptor = typeof message === 'string' ? verbatim(message) : message;
    super(describeMessage(descriptor));
    this.descriptor = descriptor;
  }
}
