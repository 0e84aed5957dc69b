/** /api/admin/cars/*: the fleet portal. Every route needs an admin's Bearer token (401 / 403 otherwise). */
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/config/constants';
import { carFromInput } from '../../domain/car-record';
import { newObjectId } from '../../domain/ids';
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
import { ValidationError, parseOrThrow, readJson } from '../../domain/validation';

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
    return json(200, { success: true, message: SERVER_MSG.statsOk, data: fleetStats(fleetOf(db)) });
  }),

  route('get', '/api/admin/cars/get/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.carOk, data: findCar(fleetOf(db), param('id')) });
  }),

  route('post', '/api/admin/cars/add', 'admin', async ({ request, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const input = parseOrThrow(carInputSchema(maxYear(now)), await readJson(request));
    const fleet = fleetOf(db);
    const car = carFromInput(input, undefined, new Set(fleet.map((c) => c.slug)), account.id, now);
    fleet.unshift(car);
    await saveDb(db);
    return json(201, { success: true, message: SERVER_MSG.carAdded, data: car });
  }),

  route('put', '/api/admin/cars/edit/{id}', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const fleet = fleetOf(db);
    const existing = findCar(fleet, param('id'));
    const input = parseOrThrow(carInputSchema(maxYear(now)), await readJson(request));
    const car = carFromInput(input, existing, new Set(fleet.filter((c) => c !== existing).map((c) => c.slug)), account.id, now);
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

