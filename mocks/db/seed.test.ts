import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_CATEGORIES, CAR_STATUSES, FEATURE_CHOICES, FUEL_TYPES, META_DESCRIPTION_MAX, META_TITLE_MAX, PREDEFINED_BRANDS,
  PUBLIC_CATEGORIES, SEAT_OPTIONS, TRANSMISSIONS,
} from '../../domain/constants';
import { SEED_REF_DATE } from '../config';
import { PAINTS } from '../../scripts/assets/fleet-images/palette';
import { slugify } from '../../domain/ids';
import { SEEDED_ACCOUNTS } from './factories/account.factory';
import { verifyPassword } from './password';
import { seedDb } from './seed';

const TILE_BRANDS = ['Ferrari', 'Lamborghini', 'Bentley', 'Rolls Royce', 'Porsche', 'Mercedes', 'BMW'];
const db = await seedDb();
const active = db.cars.filter((c) => c.isActive);
const count = <T>(items: readonly T[], pick: (item: T) => boolean) => items.filter(pick).length;

describe('seeded fleet', () => {
  it('has at least 42 cars, only from predefined brands', () => {
    expect(db.cars.length).toBeGreaterThanOrEqual(42);
    for (const car of db.cars) expect(PREDEFINED_BRANDS).toContain(car.brand);
    expect(db.cars.some((c) => c.brand === 'Rolls Royce')).toBe(true);
  });

  it('gives each of the 7 tile brands at least 3 active cars', () => {
    for (const brand of TILE_BRANDS) expect(count(active, (c) => c.brand === brand), brand).toBeGreaterThanOrEqual(3);
  });

  it('gives every public category at least 4 active cars, and no car is a hatchback', () => {
    for (const slug of PUBLIC_CATEGORIES) {
      expect(count(active, (c) => c.category.toLowerCase() === slug), slug).toBeGreaterThanOrEqual(4);
    }
    expect(db.cars.filter((c) => c.category === 'Hatchback').map((c) => c.name)).toEqual([]);
    for (const car of db.cars) expect(ADMIN_CATEGORIES).toContain(car.category);
  });

  it('is a luxury showroom: no everyday marques among the demo cars (the admin may still pick them)', () => {
    const everyday = ['Honda', 'Toyota', 'Volkswagen', 'Ford', 'Nissan', 'Tesla', 'Hyundai', 'Kia', 'Mazda', 'Subaru'];
    expect(db.cars.filter((c) => everyday.includes(c.brand)).map((c) => c.name)).toEqual([]);
    for (const brand of everyday) expect(PREDEFINED_BRANDS).toContain(brand);
  });

  it('covers every transmission, fuel and seat option among active cars', () => {
    for (const t of TRANSMISSIONS) expect(count(active, (c) => c.transmission === t), t).toBeGreaterThan(0);
    for (const f of FUEL_TYPES) expect(count(active, (c) => c.fuelType === f), f).toBeGreaterThan(0);
    for (const s of SEAT_OPTIONS) expect(count(active, (c) => c.seats === s), String(s)).toBeGreaterThan(0);
  });

  it('mixes statuses (mostly available) and keeps isAvailable in step with the status', () => {
    for (const s of CAR_STATUSES) expect(count(db.cars, (c) => c.status === s), s).toBeGreaterThan(0);
    expect(count(db.cars, (c) => c.status === 'available')).toBeGreaterThan(db.cars.length / 2);
    for (const car of db.cars) expect(car.isAvailable).toBe(car.status === 'available');
  });

  it('has a few inactive cars and at least 6 featured cars that are active and available', () => {
    expect(count(db.cars, (c) => !c.isActive)).toBeGreaterThanOrEqual(2);
    const featured = db.cars.filter((c) => c.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    for (const car of featured) expect(car.isActive && car.isAvailable, car.name).toBe(true);
  });

  it('has plausible specifications, features, text and meta fields', () => {
    const paintNames: string[] = PAINTS.map((p) => p.name);
    for (const car of db.cars) {
      const s = car.specifications;
      expect(car.name).toBe(`${car.brand} ${car.model}`);
      expect(s.engine).toMatch(/\S/);
      expect(s.horsepower).toBeGreaterThan(100);
      expect(s.topSpeed).toBeGreaterThanOrEqual(180);
      expect(s.acceleration).toMatch(/^\d\.\ds$/);
      expect(s.mileage).toMatch(/^[\d,]+ km$/);
      expect(paintNames).toContain(s.color);
      expect(s.interiorColor).toMatch(/\S/);
      for (const f of car.features) expect(FEATURE_CHOICES).toContain(f);
      expect(car.features.length).toBeGreaterThanOrEqual(6);
      const sentences = car.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(car.description).not.toMatch(/lorem|ipsum/i);
      expect(car.metaTitle?.length).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(car.metaDescription?.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });

  it('has unique 24-hex ids and unique slugs', () => {
    for (const car of db.cars) expect(car._id).toMatch(/^[a-f0-9]{24}$/);
    expect(new Set(db.cars.map((c) => c._id)).size).toBe(db.cars.length);
    expect(new Set(db.cars.map((c) => c.slug)).size).toBe(db.cars.length);
  });

  it('spreads createdAt over the two years before the reference date', () => {
    const ref = Date.parse(SEED_REF_DATE);
    const twoYears = 2 * 366 * 24 * 3600 * 1000;
    const times = db.cars.map((c) => Date.parse(c.createdAt));
    for (const [i, t] of times.entries()) {
      expect(t).toBeLessThanOrEqual(ref);
      expect(t).toBeGreaterThanOrEqual(ref - twoYears);
      expect(Date.parse(db.cars[i]!.updatedAt)).toBeGreaterThanOrEqual(t);
    }
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(twoYears / 3);
  });

  it('gives each car 1 to 5 local images, the first primary, that exist in public/fleet', () => {
    for (const car of db.cars) {
      expect(car.images.length).toBeGreaterThanOrEqual(1);
      expect(car.images.length).toBeLessThanOrEqual(5);
      car.images.forEach((image, i) => {
        // The car's own model's render: /fleet/{brand-model}-{paint}-{view}.svg.
        expect(image.url).toMatch(/^\/fleet\/[a-z0-9-]+-[a-z]+-(front-quarter|side|rear-quarter|interior|rear)\.svg$/);
        expect(image.url.startsWith(`/fleet/${slugify(`${car.brand} ${car.model}`)}-`), image.url).toBe(true);
        expect(image.alt).toBe(`${car.name} Image ${i + 1}`);
        expect(image.isPrimary).toBe(i === 0);
        expect(existsSync(join('public', image.url)), image.url).toBe(true);
      });
    }
  });

  it('is the same on every run (deterministic ids and content)', async () => {
    const again = await seedDb();
    expect(again.cars.map((c) => c._id)).toEqual(db.cars.map((c) => c._id));
    expect(again.cars).toEqual(db.cars);
    expect(again.accounts.map((a) => a.id)).toEqual(db.accounts.map((a) => a.id));
  });

  it('seeds an admin and a staff account with the documented passwords', async () => {
    const admin = db.accounts.find((a) => a.email === SEEDED_ACCOUNTS.admin.email);
    const staff = db.accounts.find((a) => a.email === SEEDED_ACCOUNTS.staff.email);
    expect(admin?.role).toBe('admin');
    expect(admin?.name).toBe('Fleet Administrator');
    expect(staff?.role).toBe('staff');
    expect(await verifyPassword('admin123', admin!.passwordSalt, admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('staff123', staff!.passwordSalt, staff!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', admin!.passwordSalt, admin!.passwordHash)).toBe(false);
  });
});
