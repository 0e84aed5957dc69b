/** Car look-ups shared by the public and admin handlers. */
import { isObjectId } from '../../domain/ids';
import { fleetOf } from '../db/store';
import type { Car, Db } from '../db/types';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from './route';
import { BadRequestError } from '../../domain/validation';

/** What visitors may see: active cars only. */
export function publicFleet(db: Db): Car[] {
  return fleetOf(db).filter((car) => car.isActive);
}

/** 400 'Valid car ID is required' unless the id is 24 hex characters. */
export function requireCarId(id: string): string {
  if (!isObjectId(id)) throw new BadRequestError(SERVER_MSG.invalidCarId, 'id');
  return id;
}

export function findCar(cars: readonly Car[], id: string): Car {
  const car = cars.find((c) => c._id === requireCarId(id));
  if (!car) throw new HttpError(404, SERVER_MSG.carNotFound);
  return car;
}
