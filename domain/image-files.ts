/**
 * Facts about the site's own image files, shared by the mock, the product server and (for srcset) the app:
 * how uploads are named, which variants the server keeps of each, and which URLs a car may point its images at.
 *
 * Variant naming (the product server; the mock stores the upload as sent, under its main name only):
 *   <id>.webp             the main file, what result.url and a car's image url name (= <id>-1600.webp)
 *   <id>-<slot>.webp      for every slot of IMAGE_VARIANT_WIDTHS (480, 960, 1600)
 *   <id>-<slot>.avif      likewise
 * where <id> is 24 lowercase hex digits. Every slot exists for every upload, so a srcset can be written from the
 * url alone; the image in a slot is min(slot, original width) pixels wide (never upscaled), so the slots above a
 * small original hold the original size.
 */
import { FLEET_URL_PREFIX, UPLOAD_URL_PREFIX } from './rules';

export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type VariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export const IMAGE_VARIANT_FORMATS = ['webp', 'avif'] as const;
export type VariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };
/** A stored file's name is its content's identity (a new upload gets a new id), so it can be cached for good. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A main upload name a car may use: the mock keeps the sniffed type's extension (jpg, png, webp), the server
 * always stores a .webp. The same pattern as openapi.yaml's /uploads/{fileName}.
 */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{24}\.(?:jpg|png|webp)$/;
/** Any file the product server stores: a main name or a variant. Strict, so no name can leave the upload folder. */
export const STORED_FILE_NAME = /^([a-f0-9]{24})(?:-(480|960|1600))?\.(webp|avif)$/;
/** The seeded studio renders in public/fleet: lowercase words joined by dashes, .svg. */
export const FLEET_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

export function mainFileName(id: string): string {
  return `${id}.webp`;
}

export function variantFileName(id: string, width: VariantWidth, format: VariantFormat): string {
  return `${id}-${width}.${format}`;
}

/** A site-relative path to one of our images: `/uploads/<upload name>` or `/fleet/<render>.svg`, nothing else. */
export function isOwnImagePath(path: string): boolean {
  if (path.startsWith(UPLOAD_URL_PREFIX)) return UPLOAD_FILE_NAME.test(path.slice(UPLOAD_URL_PREFIX.length));
  if (path.startsWith(FLEET_URL_PREFIX)) return FLEET_FILE_NAME.test(path.slice(FLEET_URL_PREFIX.length));
  return false;
}

/**
 * Whether a car image url points at our own images: an own path, or `<origin><own path>` for one of `origins`
 * (the request's own origin, the configured public URL). Compared as text, never through a URL parser, so
 * nothing is normalised into acceptance: `/uploads/../x`, `%2e%2e`, `//evil.example/...`, `javascript:`, `data:`,
 * user-info, queries and fragments all fail because no character outside the patterns is allowed.
 */
export function isOwnImageUrl(value: string, origins: readonly string[]): boolean {
  if (value.startsWith('/')) return isOwnImagePath(value);
  return origins.some((origin) => {
    const base = origin.replace(/\/+$/, '');
    return /^https?:\/\/[^/?#@\\]+$/.test(base) && value.startsWith(`${base}/`) && isOwnImagePath(value.slice(base.length));
  });
}

/** A stored upload's main url (`…/uploads/<id>.webp`, site-relative or absolute): the part before `.webp`. */
const MAIN_UPLOAD_URL = /^((?:https?:\/\/[^/?#]+)?\/uploads\/[a-f0-9]{24})\.webp$/;

/**
 * The `srcset` of an uploaded photo: its WebP variants by width, so a phone downloads the 480 px one. Undefined for
 * any other image (the drawn fleet renders are SVG, and another format has no variants).
 */
export function imageSrcSet(url: string): string | undefined {
  const base = MAIN_UPLOAD_URL.exec(url)?.[1];
  return base ? IMAGE_VARIANT_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ') : undefined;
}

/** How wide the car pages' main photograph is shown, for its srcset (the page and the server's preload agree). */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 60vw, 100vw';
/** How wide a car card's photograph is shown: one, two or three cards a row. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
