/**
 * The brand list of the public fleet (GET /api/cars/brands), the same on both backends: each backend counts its
 * active cars per stored brand spelling (the server with a grouped count in SQL), and this merges the spellings a
 * visitor's filter treats as one brand (`fold`: 'Rolls Royce' = 'rolls-royce'), names each brand by the spelling most
 * of its cars carry, and sorts by name. Sorting here, not in SQL, keeps the order independent of a database's
 * collation (PGlite and PostgreSQL may differ).
 */
import { compareText } from './format';
import { fold } from './ids';
import type { BrandCount } from './types';

export function mergeBrandCounts(rows: Iterable<{ brand: string; count: number }>): BrandCount[] {
  const groups = new Map<string, Map<string, number>>();
  for (const { brand, count } of rows) {
    const name = brand.trim();
    const key = fold(name);
    if (!key || count <= 0) continue;
    const spellings = groups.get(key) ?? new Map<string, number>();
    spellings.set(name, (spellings.get(name) ?? 0) + count);
    groups.set(key, spellings);
  }
  return [...groups.values()]
    .map((spellings) => {
      const [brand] = [...spellings].sort(([a, m], [b, n]) => n - m || compareText(a, b))[0]!;
      const count = [...spellings.values()].reduce((sum, n) => sum + n, 0);
      return { brand, count };
    })
    .sort((a, b) => compareText(a.brand, b.brand));
}

/** The brand list of a fleet held in memory (the mock backend): active cars only. */
export function brandCountsOf(cars: Iterable<{ brand: string; isActive: boolean }>): BrandCount[] {
  const counts = new Map<string, number>();
  for (const car of cars) if (car.isActive) counts.set(car.brand, (counts.get(car.brand) ?? 0) + 1);
  return mergeBrandCounts([...counts].map(([brand, count]) => ({ brand, count })));
}
