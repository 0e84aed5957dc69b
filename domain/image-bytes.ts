/**
 * What an upload really is, told by its first bytes rather than by the type the browser declared: a text file
 * declared image/png must not be stored and served as an image. Shared by the mock (which stops here: it keeps the
 * bytes as sent) and the product server (which then decodes and re-encodes with sharp, so a file that only *starts*
 * like an image is still refused there).
 */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
/** 'WEBP' at offset 8, after the RIFF chunk size. */
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);
}

/** The image type of `bytes` by their magic numbers, or null when they are not a JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** The extension the mock names a stored upload with (the product server stores WebP/AVIF re-encodings instead). */
export const SNIFFED_EXTENSIONS: Record<SniffedImageType, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
