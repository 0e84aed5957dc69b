import { msg, type Message } from '../../domain/message';
import { reasonOf } from '../../api/errors';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../domain/constants';

/** What a slot shows: nothing, a file on its way, an image on the server, or why the last file did not make it. */
export type SlotStatus = 'empty' | 'uploading' | 'uploaded' | 'error';

/** An image on the server. `alt` is '' for a fresh upload: the payload gives it the default text (SPEC §5). */
export type SlotImage = { url: string; alt: string };

/** What the slot tells its form after every change (the form keeps the images' order and decides on submit). */
export type SlotReport = { type: 'slot.changed'; id: string; status: SlotStatus; image: SlotImage | null };

/** The file a slot is given: the browser's File (name, type and size are all it looks at before sending). */
export type SlotFile = Blob & { readonly name: string };

/** Extensions that stand in for a missing MIME type (some systems send files without one). */
const EXTENSION_TYPES: Record<string, (typeof UPLOAD_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function mimeOf(file: SlotFile): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/**
 * SPEC §5: JPEG, JPG, PNG or WebP only, and at most 5MB (exactly 5MB is allowed). Returns the refusal text, or
 * null when the file may be sent. Checked before any upload starts.
 */
export function refusalOf(file: SlotFile): Message | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(mimeOf(file))) return msg('fileType');
  if (file.size > UPLOAD_MAX_BYTES) return msg('fileTooLarge');
  return null;
}

/** The text shown under the slot for a failed upload: the client's SPEC §8 text, or the generic one. */
export function uploadErrorText(error: unknown): Message {
  return reasonOf(error, msg('uploadGeneric'));
}
