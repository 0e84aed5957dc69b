/** The mock's storage side of a list: filtering, search, sorting and pagination over an in-memory fleet. */
import { toPage, type ListQuery, type Page } from '../../domain/list-query';
import { fold } from '../../domain/ids';
import type { Car, SortOrder } from './types';

function searchable(car: Car): string {
  return fold(`${car.name} ${car.brand} ${car.model} ${car.category}`);
}

export function matchesTerms(car: Car, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = searchable(car);
  return terms.every((term) => haystack.includes(term));
}

function oneOf(wanted: readonly string[], value: string): boolean {
  return wanted.length === 0 || wanted.includes(fold(value));
}

export function filterCars(cars: readonly Car[], q: ListQuery): Car[] {
  return cars.filter(
    (car) =>
      matchesTerms(car, q.terms) &&
      oneOf(q.brand, car.brand) &&
      oneOf(q.category, car.category) &&
      oneOf(q.transmission, car.transmission) &&
      oneOf(q.fuelType, car.fuelType) &&
      oneOf(q.status, car.status) &&
      (q.seats.length === 0 || q.seats.includes(car.seats)) &&
      (q.year.length === 0 || q.year.includes(car.year)),
  );
}

const newestFirst = (a: Car, b: Car): number => b.createdAt.localeCompare(a.createdAt);

export function sortCars(cars: readonly Car[], sort: SortOrder): Car[] {
  const copy = [...cars];
  if (sort === 'oldest') return copy.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (sort === 'popular') return copy.sort((a, b) => b.viewCount - a.viewCount || newestFirst(a, b));
  return copy.sort(newestFirst);
}

export function paginate(cars: readonly Car[], page: number, limit: number): Page {
  return toPage(cars.slice((page - 1) * limit, page * limit), cars.length, { page, limit });
}

/** Filter, sort and paginate in one go. */
export function listCars(cars: readonly Car[], q: ListQuery): Page {
  return paginate(sortCars(filterCars(cars, q), q.sort), q.page, q.limit);
}
