/** /api/admin/cars/*: the fleet portal. Every route needs an admin's Bearer token (401 / 403 otherwise). */
import { carFromInput } from '../../domain/car-record';
import { requireCarId } from '../../domain/ids';
import { parseListQuery } from '../../domain/list-query';
import { SERVER_MSG } from '../../domain/messages';
import { ADMIN_LIMIT } from '../../domain/rules';
import { carInputSchema, statusChangeSchema } from '../../domain/schemas';
import { fleetStats } from '../../domain/stats';
import type { Car } from '../../domain/types';
import { parseOrThrow, readJson } from '../../domain/validation';
import { HttpError } from '../../domain/http-errors';
import type { Database } from '../db/client';
import type { Deps } from '../deps';
import { route, type Router } from '../http';
import { requirePortalAdmin } from '../services/auth';
import { addCar, allCars, editCar, findCar, listCars, setStatus } from '../services/cars';
import { listTrash, purgeCar, restoreCar, trashCar } from '../services/trash';
import { actorOf } from '../services/audit';

const WHOLE_FLEET = { activeOnly: false };

/** The form's year range: 1990 to the current year plus one, by the server's clock. */
function maxYear(now: number): number {
  return new Date(now).getUTCFullYear() + 1;
}

async function anyCar(db: Database, id: string): Promise<Car> {
  const car = await findCar(db, requireCarId(id), WHOLE_FLEET);
  if (!car) throw new HttpError(404, SERVER_MSG.carNotFound);
  return car;
}

const admin = requirePortalAdmin;

/** Origins a car image URL may point at: this site's own (domain/schemas.ts allows only our upload store). */
function imageOrigins(deps: Deps, url: URL): string[] {
  return deps.config.publicUrl ? [deps.config.publicUrl, url.origin] : [url.origin];
}

export function adminCarRoutes(router: Router): void {
  const { deps } = router;
  const { db } = deps;

  route(router, 'get', '/api/admin/cars/get', async ({ request, url, now, json }) => {
    await admin(deps, request, now);
    const page = await listCars(db, parseListQuery(url.searchParams, ADMIN_LIMIT), WHOLE_FLEET);
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  });

  route(router, 'get', '/api/admin/cars/stats', async ({ request, now, json }) => {
    await admin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.statsOk, data: fleetStats(await allCars(db)) });
  });

  route(router, 'get', '/api/admin/cars/get/{id}', async ({ request, param, now, json }) => {
    await admin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.carOk, data: await anyCar(db, param('id')) });
  });

  route(router, 'post', '/api/admin/cars/add', async ({ request, url, now, json }) => {
    const { account } = await admin(deps, request, now);
    const input = parseOrThrow(carInputSchema(maxYear(now), { origins: imageOrigins(deps, url) }), await readJson(request));
    const car = await addCar(db, (taken) => carFromInput(input, undefined, taken, account.id, now), actorOf(account), now);
    return json(201, { success: true, message: SERVER_MSG.carAdded, data: car });
  });

  route(router, 'put', '/api/admin/cars/edit/{id}', async ({ request, url, param, now, json }) => {
    const { account } = await admin(deps, request, now);
    // 404 before 400, as the mock answers; the write itself reads the car again, locked, and may find it gone.
    const { _id: id } = await anyCar(db, param('id'));
    const input = parseOrThrow(carInputSchema(maxYear(now), { origins: imageOrigins(deps, url) }), await readJson(request));
    const car = await editCar(db, id, (existing, taken) => carFromInput(input, existing, taken, account.id, now), actorOf(account), now);
    if (!car) throw new HttpError(404, SERVER_MSG.carNotFound);
    return json(200, { success: true, message: SERVER_MSG.carUpdated, data: car });
  });

  // Into the trash (issue 22): the car leaves the site and the list at once and can be restored for TRASH_DAYS.
  route(router, 'delete', '/api/admin/cars/delete/{id}', async ({ request, param, now, json }) => {
    const { account } = await admin(deps, request, now);
    if (!(await trashCar(db, requireCarId(param('id')), actorOf(account), now))) throw new HttpError(404, SERVER_MSG.carNotFound);
    return json(200, { success: true, message: SERVER_MSG.carDeleted });
  });

  route(router, 'get', '/api/admin/trash', async ({ request, now, json }) => {
    await admin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.trashOk, data: await listTrash(db, now) });
  });

  route(router, 'post', '/api/admin/trash/{id}/restore', async ({ request, param, now, json }) => {
    const { account } = await admin(deps, request, now);
    const restored = await restoreCar(db, requireCarId(param('id')), actorOf(account), now);
    if (!restored) throw new HttpError(404, SERVER_MSG.trashedCarNotFound);
    return json(200, { success: true, message: SERVER_MSG.carRestored, data: restored.car, ...(restored.previousSlug ? { previousSlug: restored.previousSlug } : {}) });
  });

  route(router, 'delete', '/api/admin/trash/{id}', async ({ request, param, now, json }) => {
    const { account } = await admin(deps, request, now);
    const car = await purgeCar(db, requireCarId(param('id')), actorOf(account), now);
    if (!car) throw new HttpError(404, SERVER_MSG.trashedCarNotFound);
    // The car is gone for good, so are its images (unless another car shows them); a storage failure only leaves files.
    await deps.images.discard(car.images.map((image) => image.url)).catch((error: unknown) => deps.log.error({ err: error, car: car._id }, 'deleting the images of a purged car failed'));
    return json(200, { success: true, message: SERVER_MSG.carPurged });
  });

  route(router, 'patch', '/api/admin/cars/toggle-availability/{id}', async ({ request, param, now, json }) => {
    const { account } = await admin(deps, request, now);
    const id = requireCarId(param('id'));
    await anyCar(db, id);
    const { status } = parseOrThrow(statusChangeSchema, await readJson(request));
    const car = await setStatus(db, id, status, actorOf(account), now);
    if (!car) throw new HttpError(404, SERVER_MSG.carNotFound);
    return json(200, { success: true, message: SERVER_MSG.statusUpdated, data: car });
  });
}
