/**
 * How a change's old and new values are shown (issue 22), free of React: the log holds them as JSON (null = absent),
 * exactly as an admin typed them; the views render them as text, never as markup.
 */
import type { CarImage } from '../../../../domain/types';

/** Characters of a text shown before 'Show all'. */
export const CLIP_AT = 120;

/** The text's start, cut at a word near `max` characters when there is one; null when it is short enough already. */
export function clipped(text: string, max = CLIP_AT): string | null {
  if (text.length <= max) return null;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // No stop or comma left before the ellipsis the view adds ('measure.…').
  return (space > max * 0.7 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?،؛]+$/u, '');
}

const isImage = (value: unknown): value is CarImage =>
  typeof value === 'object' && value !== null && typeof (value as CarImage).url === 'string';

const imagesOf = (value: unknown): CarImage[] => (Array.isArray(value) ? value.filter(isImage) : []);

/** An images change: how many before and after, which were added and removed (by address), or only rearranged. */
export function imagesChange(from: unknown, to: unknown) {
  const before = imagesOf(from);
  const after = imagesOf(to);
  const had = new Set(before.map((image) => image.url));
  const has = new Set(after.map((image) => image.url));
  const added = after.filter((image) => !had.has(image.url));
  const removed = before.filter((image) => !has.has(image.url));
  return { before: before.length, after: after.length, added, removed, rearranged: added.length === 0 && removed.length === 0 };
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A list of words (features): which were added and which removed; null when either side is no such list. */
export function listChange(from: unknown, to: unknown): { added: string[]; removed: string[] } | null {
  const before = from === null ? [] : from;
  const after = to === null ? [] : to;
  if (!isTextList(before) || !isTextList(after)) return null;
  return { added: after.filter((item) => !before.includes(item)), removed: before.filter((item) => !after.includes(item)) };
}
