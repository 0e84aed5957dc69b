import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { carChanges, pageOfEvents, parseActivityQuery } from './audit';
import type { AuditEvent, Car } from './types';

/** A car of the demo fleet (read as a file: domain/ imports no other layer). */
const DEMO = JSON.parse(readFileSync(new URL('../server/db/demo-fleet.json', import.meta.url), 'utf8')) as Car[];

describe('carChanges', () => {
  const car: Car = { ...DEMO.find((c) => c.images.length > 1)!, metaTitle: 'Rent Ferrari Roma in Dubai' };

  it('lists each changed field with its old and new value, absent as null, specifications one by one', () => {
    const { metaTitle: _gone, ...withoutTitle } = car;
    const after = { ...withoutTitle, year: car.year + 1, specifications: { ...car.specifications, topSpeed: 330 }, updatedAt: 'later' };
    expect(carChanges(car, after)).toEqual([
      { field: 'year', from: car.year, to: car.year + 1 },
      { field: 'metaTitle', from: 'Rent Ferrari Roma in Dubai', to: null },
      { field: 'specifications.topSpeed', from: car.specifications.topSpeed ?? null, to: 330 },
    ]);
  });

  it('sees no change in the same values written with their keys in another order (as jsonb gives them back)', () => {
    const reordered = { ...car, images: car.images.map(({ url, alt, isPrimary }) => ({ isPrimary, url, alt })) };
    expect(carChanges(car, reordered)).toEqual([]);
    const swapped = { ...car, images: [...car.images].reverse() };
    expect(carChanges(car, swapped).map((c) => c.field)).toEqual(['images']);
  });
});

describe('the activity query and its pages', () => {
  const event = (n: number): AuditEvent => ({
    id: n.toString(16).padStart(24, '0'),
    at: new Date(n * 1000).toISOString(),
    actor: { id: 'f'.repeat(24), name: 'A', email: 'a@example.com' },
    kind: n % 2 ? 'car.edit' : 'account.signIn',
    car: n % 2 ? { _id: 'c'.repeat(24), name: 'Car' } : null,
    account: null,
    changes: [],
  });
  const newestFirst = [5, 4, 3, 2, 1].map(event);

  it('filters, pages after `before`, and gives the next cursor only when more remain', () => {
    const q = parseActivityQuery(new URLSearchParams('kind=car.edit&limit=2'));
    const first = pageOfEvents(newestFirst, q);
    expect([first.data.map((e) => e.id), first.nextBefore]).toEqual([[event(5).id, event(3).id], event(3).id]);
    const second = pageOfEvents(newestFirst, { ...q, before: first.nextBefore! });
    expect([second.data.map((e) => e.id), second.nextBefore]).toEqual([[event(1).id], null]);
    expect(pageOfEvents(newestFirst, { ...q, before: 'e'.repeat(24) }).data).toEqual([]);
  });
});
