/** The admin dashboard's statistics of a fleet (GET /api/admin/cars/stats), the same on both backends. */
import { CAR_STATUSES } from './constants';
import { STATS_MOST_VIEWED } from './rules';
import type { Car, CarStats } from './types';

function countBy(cars: readonly Car[], key: (car: Car) => string): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const car of cars) counts.set(key(car), (counts.get(key(car)) ?? 0) + 1);
  return [...counts].map(([k, count]) => ({ key: k, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export function fleetStats(cars: readonly Car[]): CarStats {
  const active = cars.filter((c) => c.isActive).length;
  return {
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
  };
}
