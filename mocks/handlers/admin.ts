/** /api/admin/cars/*: the fleet portal. Every route needs an admin's Bearer token (401 / 403 otherwise). */
import { CAR_STATUSES, DEFAULT_LOCATION, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/config/constants';
import { ADMIN_LIMIT, STATS_MOST_VIEWED, UPLOAD_URL_PREFIX } from '../config';
import { carName, metaDescriptionFor, metaTitleFor, uniqueSlug } from '../db/factories/car.factory';
import { newObjectId, slugify } from '../db/ids';
import { listCars, parseListQuery } from '../db/query';
import { fleetOf, saveDb, saveUpload } from '../db/store';
import type { Account, Car, CarInput, CarStatus } from '../db/types';
import { SERVER_MSG } from '../server-messages';
import { findCar } from './cars';
import { HttpError, route } from './route';
import { carInputSchema, statusChangeSchema } from './schemas';
import { requireAdmin } from './session';
import { ValidationError, parseOrThrow, readJson } from './validation';

const EXTENSIONS: Record<(typeof UPLOAD_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function isUploadType(type: string): type is (typeof UPLOAD_TYPES)[number] {
  return (UPLOAD_TYPES as readonly string[]).includes(type);
}

/** The form's year range: 1990 to the current year plus one, by the handler's clock. */
function maxYear(now: number): number {
  return new Date(now).getUTCFullYear() + 1;
}

/**
 * The status wins unless the form's availability switch says otherwise: switching available on makes the car
 * 'available'; switching it off moves an available car to 'not available'. isAvailable always follows the status.
 */
function resolveStatus(input: CarInput, previous: CarStatus | undefined): CarStatus {
  const status = input.status ?? previous ?? 'available';
  if (input.isAvailable === true && status !== 'available') return 'available';
  if (input.isAvailable === false && status === 'available') return 'not available';
  return status;
}

/** A car from the form: new when `existing` is undefined; optional fields left out keep their previous values. */
function carFromInput(input: CarInput, existing: Car | undefined, others: readonly Car[], user: Account, now: number): Car {
  const name = input.name.trim() || carName(input.brand, input.model);
  const stamp = new Date(now).toISOString();
  const status = resolveStatus(input, existing?.status);
  const specifications = input.specifications ?? existing?.specifications ?? {};
  const images = input.images.map((image, i) => ({
    url: image.url,
    alt: image.alt.trim() || `${name} Image ${i + 1}`,
    isPrimary: image.isPrimary,
  }));
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
    images,
    slug: sameSlug ? existing.slug : uniqueSlug(slugify(`${name} ${input.year}`), new Set(others.map((c) => c.slug))),
    viewCount: existing?.viewCount ?? 0,
    bookingCount: existing?.bookingCount ?? 0,
    status,
    createdAt: existing?.createdAt ?? stamp,
    updatedAt: stamp,
    createdBy: existing?.createdBy ?? user.id,
    updatedBy: user.id,
  };
}

function countBy(cars: readonly Car[], key: (car: Car) => string): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const car of cars) counts.set(key(car), (counts.get(key(car)) ?? 0) + 1);
  return [...counts].map(([k, count]) => ({ key: k, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export const adminHandlers = [
  route('post', '/api/admin/cars/upload-image', 'admin', async ({ request, url, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw new ValidationError('file', 'is required');
    if (!isUploadType(file.type)) throw new HttpError(415, SERVER_MSG.fileType);
    if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, SERVER_MSG.fileTooLarge);
    const fileName = `${newObjectId(now)}.${EXTENSIONS[file.type]}`;
    await saveUpload(db, {
      fileName,
      contentType: file.type === 'image/jpg' ? 'image/jpeg' : file.type,
      size: file.size,
      bytes: await file.arrayBuffer(),
      createdAt: new Date(now).toISOString(),
      createdBy: account.id,
    });
    // An absolute URL, as a real server's storage answers: the image then loads whichever host serves the app.
    return json(201, {
      success: true,
      message: SERVER_MSG.uploadOk,
      result: { url: `${url.origin}${UPLOAD_URL_PREFIX}${fileName}`, fileName, size: file.size, contentType: file.type },
    });
  }),

  route('get', '/api/admin/cars/get', 'admin', async ({ request, url, db, now, json }) => {
    requireAdmin(db, request, now);
    const page = listCars(fleetOf(db), parseListQuery(url.searchParams, ADMIN_LIMIT));
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  }),

  route('get', '/api/admin/cars/stats', 'admin', async ({ request, db, now, json }) => {
    requireAdmin(db, request, now);
    const cars = fleetOf(db);
    const active = cars.filter((c) => c.isActive).length;
    return json(200, {
      success: true,
      message: SERVER_MSG.statsOk,
      data: {
        total: cars.length,
        active,
        inactive: cars.length - active,
        featured: cars.filter((c) => c.isFeatured).length,
        available: cars.filter((c) => c.isAvailable).length,
        totalViews: cars.reduce((sum, c) => sum + c.viewCount, 0),
        byStatus: CAR_STATUSES.map((key) => ({ key, count: cars.filter((c) => c.status === key).length })),
        byCategory: countBy(cars, (c) => c.category),
        byBrand: countBy(cars, (c) => c.brand),
        mostViewed: [...cars]
          .sort((a, b) => b.viewCount - a.viewCount)
          .slice(0, STATS_MOST_VIEWED)
          .map(({ _id, name, brand, model, viewCount }) => ({ _id, name, brand, model, viewCount })),
      },
    });
  }),

  route('get', '/api/admin/cars/get/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.carOk, data: findCar(fleetOf(db), param('id')) });
  }),

  route('post', '/api/admin/cars/add', 'admin', async ({ request, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const input = parseOrThrow(carInputSchema(maxYear(now)), await readJson(request));
    const fleet = fleetOf(db);
    const car = carFromInput(input, undefined, fleet, account, now);
    fleet.unshift(car);
    await saveDb(db);
    return json(201, { success: true, message: SERVER_MSG.carAdded, data: car });
  }),

  route('put', '/api/admin/cars/edit/{id}', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const fleet = fleetOf(db);
    const existing = findCar(fleet, param('id'));
    const input = parseOrThrow(carInputSchema(maxYear(now)), await readJson(request));
    const car = carFromInput(input, existing, fleet.filter((c) => c !== existing), account, now);
    fleet.splice(fleet.indexOf(existing), 1, car);
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.carUpdated, data: car });
  }),

  route('delete', '/api/admin/cars/delete/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    const fleet = fleetOf(db);
    fleet.splice(fleet.indexOf(findCar(fleet, param('id'))), 1);
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.carDeleted });
  }),

  route('patch', '/api/admin/cars/toggle-availability/{id}', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const car = findCar(fleetOf(db), param('id'));
    const { status } = parseOrThrow(statusChangeSchema, await readJson(request));
    car.status = status;
    car.isAvailable = status === 'available';
    car.updatedAt = new Date(now).toISOString();
    car.updatedBy = account.id;
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.statusUpdated, data: car });
  }),
];

