/** /api/admin/cars/*: the fleet portal. Every route needs an admin's Bearer token (401 / 403 otherwise). */
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { carFromInput } from '../../domain/car-record';
import { SNIFFED_EXTENSIONS, sniffImageType } from '../../domain/image-bytes';
import { newObjectId, requireCarId } from '../../domain/ids';
import { restoredCar, trashCutoff, trashedCar } from '../../domain/trash';
import { carChanges } from '../../domain/audit';
import { recordEvent } from './audit';
import type { TrashedCar } from '../../domain/types';
import type { Db } from '../db/types';
import { parseListQuery } from '../../domain/list-query';
import { ADMIN_LIMIT, UPLOAD_URL_PREFIX } from '../../domain/rules';
import { fleetStats } from '../../domain/stats';
import { listCars } from '../db/query';
import { fleetOf, saveDb, saveUpload } from '../db/store';
import { SERVER_MSG } from '../../domain/messages';
import { findCar } from './cars';
import { HttpError, route } from './route';
import { carInputSchema, statusChangeSchema } from '../../domain/schemas';
import { requireAdmin } from './session';
import { parseOrThrow, readJson } from '../../domain/validation';
import { ValidationError } from '../../domain/http-errors';

/** Forgets the cars trashed more than TRASH_DAYS ago (the product server does it at start and daily). */
async function emptyTrash(db: Db, now: number): Promise<void> {
  const cutoff = trashCutoff(now);
  const kept = db.trash.filter((t) => Date.parse(t.deletedAt) > cutoff);
  if (kept.length === db.trash.length) return;
  db.trash = kept;
  await saveDb(db);
}

/** Removes a car from the trash and answers it; 404 when it is not there. */
async function takeFromTrash(db: Db, id: string, now: number): Promise<TrashedCar> {
  const wanted = requireCarId(id);
  await emptyTrash(db, now);
  const item = db.trash.find((t) => t.car._id === wanted);
  if (!item) throw new HttpError(404, SERVER_MSG.trashedCarNotFound);
  db.trash = db.trash.filter((t) => t !== item);
  return item;
}

/** The form's year range: 1990 to the current year plus one, by the handler's clock. */
function maxYear(now: number): number {
  return new Date(now).getUTCFullYear() + 1;
}

export const adminHandlers = [
  route('post', '/api/admin/cars/upload-image', 'admin', async ({ request, url, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw new ValidationError('file', 'is required');
    if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, SERVER_MSG.fileTooLarge);
    // The bytes decide, not the declared type (a text file declared image/png is refused). The mock stops at the
    // magic numbers and keeps the bytes as sent; the product server also decodes and re-encodes them.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new HttpError(415, SERVER_MSG.fileType);
    const fileName = `${newObjectId(now)}.${SNIFFED_EXTENSIONS[contentType]}`;
    await saveUpload(db, {
      fileName,
      contentType,
      size: bytes.byteLength,
      bytes: bytes.buffer,
      createdAt: new Date(now).toISOString(),
      createdBy: account.id,
    });
    // An absolute URL, as a real server's storage answers: the image then loads whichever host serves the app.
    return json(201, {
      success: true,
      message: SERVER_MSG.uploadOk,
      result: { url: `${url.origin}${UPLOAD_URL_PREFIX}${fileName}`, fileName, size: bytes.byteLength, contentType },
    });
  }),

  route('get', '/api/admin/cars/get', 'admin', async ({ request, url, db, now, json }) => {
    requireAdmin(db, request, now);
    const page = listCars(fleetOf(db), parseListQuery(url.searchParams, ADMIN_LIMIT));
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  }),

  route('get', '/api/admin/cars/stats', 'admin', async ({ request, db, now, json }) => {
    requireAdmin(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.statsOk, data: fleetStats(fleetOf(db)) });
  }),

  route('get', '/api/admin/cars/get/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.carOk, data: findCar(fleetOf(db), param('id')) });
  }),

  route('post', '/api/admin/cars/add', 'admin', async ({ request, url, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const input = parseOrThrow(carInputSchema(maxYear(now), { origins: [url.origin] }), await readJson(request));
    const fleet = fleetOf(db);
    const car = carFromInput(input, undefined, new Set(fleet.map((c) => c.slug)), account.id, now);
    fleet.unshift(car);
    recordEvent(db, { kind: 'car.create', actor: account, at: now, car });
    await saveDb(db);
    return json(201, { success: true, message: SERVER_MSG.carAdded, data: car });
  }),

  route('put', '/api/admin/cars/edit/{id}', 'admin', async ({ request, url, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const fleet = fleetOf(db);
    const existing = findCar(fleet, param('id'));
    const input = parseOrThrow(carInputSchema(maxYear(now), { origins: [url.origin] }), await readJson(request));
    const car = carFromInput(input, existing, new Set(fleet.filter((c) => c !== existing).map((c) => c.slug)), account.id, now);
    fleet.splice(fleet.indexOf(existing), 1, car);
    const changes = carChanges(existing, car);
    if (changes.length > 0) recordEvent(db, { kind: 'car.edit', actor: account, at: now, car, changes });
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.carUpdated, data: car });
  }),

  // Into the trash (issue 22, domain/trash.ts), as the product server does.
  route('delete', '/api/admin/cars/delete/{id}', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const fleet = fleetOf(db);
    const car = findCar(fleet, param('id'));
    fleet.splice(fleet.indexOf(car), 1);
    db.trash = [...db.trash.filter((t) => t.car._id !== car._id), trashedCar(car, now, { name: account.name, email: account.email })];
    recordEvent(db, { kind: 'car.delete', actor: account, at: now, car });
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.carDeleted });
  }),

  route('get', '/api/admin/trash', 'admin', async ({ request, db, now, json }) => {
    requireAdmin(db, request, now);
    await emptyTrash(db, now);
    return json(200, { success: true, message: SERVER_MSG.trashOk, data: [...db.trash].reverse() });
  }),

  route('post', '/api/admin/trash/{id}/restore', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const item = await takeFromTrash(db, param('id'), now);
    const fleet = fleetOf(db);
    const restored = restoredCar(item.car, new Set(fleet.map((c) => c.slug)));
    fleet.unshift(restored.car);
    fleet.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    recordEvent(db, { kind: 'car.restore', actor: account, at: now, car: restored.car, changes: carChanges(item.car, restored.car) });
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.carRestored, data: restored.car, ...(restored.previousSlug ? { previousSlug: restored.previousSlug } : {}) });
  }),

  route('delete', '/api/admin/trash/{id}', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const { car } = await takeFromTrash(db, param('id'), now);
    recordEvent(db, { kind: 'car.purge', actor: account, at: now, car });
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.carPurged });
  }),

  route('patch', '/api/admin/cars/toggle-availability/{id}', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const car = findCar(fleetOf(db), param('id'));
    const { status } = parseOrThrow(statusChangeSchema, await readJson(request));
    const before = structuredClone(car);
    car.status = status;
    car.isAvailable = status === 'available';
    car.updatedAt = new Date(now).toISOString();
    car.updatedBy = account.id;
    const changes = carChanges(before, car);
    if (changes.length > 0) recordEvent(db, { kind: 'car.status', actor: account, at: now, car, changes });
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.statusUpdated, data: car });
  }),
];

