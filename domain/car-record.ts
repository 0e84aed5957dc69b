/**
 * A car record as the backend builds it from the admin form, and the derived texts (name, slug, meta tags).
 * Shared by the mock (mocks/) and the product server (server/): only the storage differs.
 */
import { DEFAULT_LOCATION, META_DESCRIPTION_MAX, META_TITLE_MAX } from './constants';
import { clip } from './text';
import { newObjectId, slugify } from './ids';
import type { Car, CarArabic, CarInput, CarStatus } from './types';

export function carName(brand: string, model: string): string {
  return `${brand} ${model}`;
}

export function metaTitleFor(name: string): string {
  return clip(`Rent ${name} in Dubai`, META_TITLE_MAX);
}

export function metaDescriptionFor(name: string, year: number, horsepower: number | undefined, acceleration: string | undefined): string {
  const perf = horsepower && acceleration ? ` ${horsepower} hp, 0-100 km/h in ${acceleration}.` : '';
  return clip(
    `Rent the ${year} ${name} in Dubai:${perf} Free delivery, full insurance and 24/7 support.`,
    META_DESCRIPTION_MAX,
  );
}

export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * The status wins unless the form's availability switch says otherwise: switching available on makes the car
 * 'available'; switching it off moves an available car to 'not available'. isAvailable always follows the status.
 */
export function resolveStatus(input: CarInput, previous: CarStatus | undefined): CarStatus {
  const status = input.status ?? previous ?? 'available';
  if (input.isAvailable === true && status !== 'available') return 'available';
  if (input.isAvailable === false && status === 'available') return 'not available';
  return status;
}

/** The Arabic words as stored: empty ones left out (the page then shows the English, marked lang="en"); none = undefined. */
export function arabicWords(input: CarArabic): CarArabic | undefined {
  const description = input.description?.trim();
  const features = input.features?.map((f) => f.trim()).filter(Boolean);
  const words: CarArabic = {
    ...(description ? { description } : {}),
    ...(features?.length ? { features: [...new Set(features)] } : {}),
    ...(input.metaTitle?.trim() ? { metaTitle: input.metaTitle.trim() } : {}),
    ...(input.metaDescription?.trim() ? { metaDescription: input.metaDescription.trim() } : {}),
  };
  return Object.keys(words).length > 0 ? words : undefined;
}

/**
 * A car from the form: new when `existing` is undefined; optional fields left out keep their previous values.
 * `takenSlugs`: the slugs of the other cars, so the new slug is unique.
 */
export function carFromInput(input: CarInput, existing: Car | undefined, takenSlugs: ReadonlySet<string>, userId: string, now: number): Car {
  const name = input.name.trim() || carName(input.brand, input.model);
  const stamp = new Date(now).toISOString();
  const status = resolveStatus(input, existing?.status);
  const specifications = input.specifications ?? existing?.specifications ?? {};
  const images = input.images.map((image, i) => ({
    url: image.url,
    alt: image.alt.trim() || `${name} Image ${i + 1}`,
    ...(image.altAr?.trim() ? { altAr: image.altAr.trim() } : {}),
    isPrimary: image.isPrimary,
  }));
  const ar = input.ar === undefined ? existing?.ar : arabicWords(input.ar);
  if (images.length > 0 && !images.some((image) => image.isPrimary)) images[0] = { ...images[0]!, isPrimary: true };
  const sameSlug = existing && existing.name === name && existing.year === input.year;
  return {
    _id: existing?._id ?? newObjectId(now),
    name,
    brand: input.brand.trim(),
    model: input.model.trim(),
    year: input.year,
    category: input.category,
    transmission: input.transmission,
    fuelType: input.fuelType,
    seats: input.seats,
    location: input.location?.trim() || existing?.location || DEFAULT_LOCATION,
    description: input.description ?? existing?.description ?? '',
    features: [...new Set((input.features ?? existing?.features ?? []).map((f) => f.trim()))],
    specifications,
    metaTitle: input.metaTitle || existing?.metaTitle || metaTitleFor(name),
    metaDescription:
      input.metaDescription ||
      existing?.metaDescription ||
      metaDescriptionFor(name, input.year, specifications.horsepower, specifications.acceleration),
    isFeatured: input.isFeatured ?? existing?.isFeatured ?? false,
    isActive: input.isActive ?? existing?.isActive ?? true,
    isAvailable: status === 'available',
    ...(ar ? { ar } : {}),
    images,
    slug: sameSlug ? existing.slug : uniqueSlug(slugify(`${name} ${input.year}`), new Set(takenSlugs)),
    viewCount: existing?.viewCount ?? 0,
    bookingCount: existing?.bookingCount ?? 0,
    status,
    createdAt: existing?.createdAt ?? stamp,
    updatedAt: stamp,
    createdBy: existing?.createdBy ?? userId,
    updatedBy: userId,
  };
}
