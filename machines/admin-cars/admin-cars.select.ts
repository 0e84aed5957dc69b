import { brandsOf, countFleet, filterCars, isFiltered, type AdminFilters, type Car, type FleetSummary } from './admin-cars.model';
import type { AdminCarsSnapshot } from './admin-cars.machine';

const NO_CARS: readonly Car[] = Object.freeze([]);

/** Remembers the last arguments (compared by identity) and result: selectors return the same object until input changes. */
export function memoizeLast<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A) => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => Object.is(arg, args[i]))) return last.result;
    const result = fn(...args);
    last = { args, result };
    return result;
  };
}

export type FleetSelectors = ReturnType<typeof createFleetSelectors>;

/**
 * Memoised selectors for one page (use with useSelector): the filtered list is recomputed only when the list or
 * the filters change, the counts only when the list or the total change; anything else returns the same objects.
 */
export function createFleetSelectors() {
  const visible = memoizeLast((cars: readonly Car[], filters: AdminFilters) => filterCars(cars, filters));
  const counts = memoizeLast((cars: readonly Car[], total: number): FleetSummary => ({ total, ...countFleet(cars) }));
  const brands = memoizeLast((cars: readonly Car[]) => brandsOf(cars));
  return {
    visibleCars: (s: AdminCarsSnapshot) => visible(s.context.cars ?? NO_CARS, s.context.filters),
    summary: (s: AdminCarsSnapshot) => counts(s.context.cars ?? NO_CARS, s.context.total),
    brands: (s: AdminCarsSnapshot) => brands(s.context.cars ?? NO_CARS),
    filtered: (s: AdminCarsSnapshot) => isFiltered(s.context.filters),
  };
}
