/** Car look-ups shared by the public and admin handlers. */
import { requireCarId } from '../../domain/ids';
import { fleetOf } from '../db/store';
import type { Car, Db } from '../db/types';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from './route';

/** What visitors may see: active cars only. */
export function publicFleet(db: Db): Car[] {
  return fleetOf(db).filter((car) => car.isActive);
}

export function findCar(cars: readonly Car[], id: string): Car {
  // Checked before the search: `find` never calls back on an empty fleet (the `empty` scenario).
  const wanted = requireCarId(id);
  const car = cars.find((c) => c._id === wanted);
  if (!car) throw new HttpError(404, SERVER_MSG.carNotFound);
  return car;
}
