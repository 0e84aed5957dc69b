/**
 * The fleet in the database: list queries (the contract's filters, search, sort and pagination in SQL), single cars,
 * related cars, suggestions, view counts (once per visitor per day) and the admin writes. Rows map to the contract's Car one to one; the folded
 * `*_key` columns are written here, from domain/ids.ts `fold`, so filters compare exactly as the mock does.
 */
import { and, asc, count, desc, eq, inArray, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { mergeBrandCounts } from '../../domain/brands';
import { addDays, dubaiDay } from '../../domain/enquiries';
import { fold } from '../../domain/ids';
import { toPage, type ListQuery, type Page } from '../../domain/list-query';
import { carChanges } from '../../domain/audit';
import type { AuditActor, BrandCount, Car, CarStatus } from '../../domain/types';
import type { Database } from '../db/client';
import { carViewMarks, cars } from '../db/schema';
import { recordEvent } from './audit';

type Row = typeof cars.$inferSelect;
export type CarRow = typeof cars.$inferInsert;

export function toCar(row: Row): Car {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    year: row.year,
    category: row.category as Car['category'],
    transmission: row.transmission as Car['transmission'],
    fuelType: row.fuelType as Car['fuelType'],
    seats: row.seats,
    location: row.location,
    description: row.description,
    features: row.features,
    specifications: row.specifications,
    ...(row.metaTitle === null ? {} : { metaTitle: row.metaTitle }),
    ...(row.metaDescription === null ? {} : { metaDescription: row.metaDescription }),
    ...(row.ar === null ? {} : { ar: row.ar }),
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    isAvailable: row.isAvailable,
    images: row.images,
    slug: row.slug,
    viewCount: row.viewCount,
    bookingCount: row.bookingCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.createdBy === null ? {} : { createdBy: row.createdBy }),
    ...(row.updatedBy === null ? {} : { updatedBy: row.updatedBy }),
  };
}

export function toRow(car: Car): CarRow {
  return {
    id: car._id,
    slug: car.slug,
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    category: car.category,
    transmission: car.transmission,
    fuelType: car.fuelType,
    seats: car.seats,
    location: car.location,
    description: car.description,
    features: car.features,
    specifications: car.specifications,
    metaTitle: car.metaTitle ?? null,
    metaDescription: car.metaDescription ?? null,
    ar: car.ar ?? null,
    isFeatured: car.isFeatured,
    isActive: car.isActive,
    isAvailable: car.isAvailable,
    images: car.images,
    viewCount: car.viewCount,
    bookingCount: car.bookingCount,
    status: car.status,
    createdAt: new Date(car.createdAt),
    updatedAt: new Date(car.updatedAt),
    createdBy: car.createdBy ?? null,
    updatedBy: car.updatedBy ?? null,
    brandKey: fold(car.brand),
    categoryKey: fold(car.category),
    transmissionKey: fold(car.transmission),
    fuelKey: fold(car.fuelType),
    statusKey: fold(car.status),
    searchText: fold(`${car.name} ${car.brand} ${car.model} ${car.category}`),
  };
}

/** LIKE pattern for a literal substring: % and _ (and the escape itself) lose their meaning. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Scope {
  /** Visitors see active cars only; the admin sees the whole fleet. */
  activeOnly: boolean;
}

function scopeWhere(scope: Scope): SQL | undefined {
  return scope.activeOnly ? eq(cars.isActive, true) : undefined;
}

function listWhere(q: ListQuery, scope: Scope): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    scopeWhere(scope),
    ...q.terms.map((term) => like(cars.searchText, containing(term))),
    q.brand.length ? inArray(cars.brandKey, q.brand) : undefined,
    q.category.length ? inArray(cars.categoryKey, q.category) : undefined,
    q.transmission.length ? inArray(cars.transmissionKey, q.transmission) : undefined,
    q.fuelType.length ? inArray(cars.fuelKey, q.fuelType) : undefined,
    q.status.length ? inArray(cars.statusKey, q.status) : undefined,
    q.seats.length ? inArray(cars.seats, q.seats) : undefined,
    q.year.length ? inArray(cars.year, q.year) : undefined,
  ];
  return and(...parts);
}

const ORDER = {
  newest: [desc(cars.createdAt), desc(cars.id)],
  oldest: [asc(cars.createdAt), asc(cars.id)],
  popular: [desc(cars.viewCount), desc(cars.createdAt), desc(cars.id)],
} as const;

export async function listCars(db: Database, q: ListQuery, scope: Scope): Promise<Page> {
  const where = listWhere(q, scope);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(cars)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(cars).where(where),
  ]);
  return toPage(rows.map(toCar), totals?.total ?? 0, q);
}

export async function featuredCars(db: Database, limit: number): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.isActive, true), eq(cars.isFeatured, true)))
    .orderBy(...ORDER.newest)
    .limit(limit);
  return rows.map(toCar);
}

/**
 * The brands of the active fleet with their counts: one grouped count per stored spelling, merged and sorted by the
 * shared rule (domain/brands.ts), so the answer is the mock's whatever the database's collation.
 */
export async function brandCounts(db: Database): Promise<BrandCount[]> {
  const rows = await db.select({ brand: cars.brand, count: count() }).from(cars).where(eq(cars.isActive, true)).groupBy(cars.brand);
  return mergeBrandCounts(rows);
}

export async function findCar(db: Database, id: string, scope: Scope): Promise<Car | undefined> {
  const [row] = await db.select().from(cars).where(and(eq(cars.id, id), scopeWhere(scope)));
  return row ? toCar(row) : undefined;
}

/** Cars of the same category or brand, the closest (both) first, then the most viewed. */
export async function relatedCars(db: Database, car: Car, limit: number): Promise<Car[]> {
  const closeness = sql<number>`(${cars.categoryKey} = ${fold(car.category)})::int + (${cars.brandKey} = ${fold(car.brand)})::int`;
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.isActive, true), ne(cars.id, car._id), sql`${closeness} > 0`))
    .orderBy(desc(closeness), desc(cars.viewCount), ...ORDER.newest)
    .limit(limit);
  return rows.map(toCar);
}

/** Active cars matching every term (at most `cap`, most viewed first); the caller ranks them. */
export async function searchCars(db: Database, terms: readonly string[], cap: number): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.isActive, true), ...terms.map((term) => like(cars.searchText, containing(term)))))
    .orderBy(desc(cars.viewCount), ...ORDER.newest)
    .limit(cap);
  return rows.map(toCar);
}

/** Marks older than this many Dubai days are of no further use (a visitor is counted once per day). */
const VIEW_MARK_DAYS = 2;
/** The last Dubai day old marks were deleted on, per database: once a day is enough. */
const purgedOn = new WeakMap<Database, string>();

/**
 * A visitor's view of an active car: counted once per (car, visitor, Dubai day), so a reload does not inflate 'Most
 * viewed'; concurrent visitors all count. `visitor` is an opaque hash (routes/cars.ts), never an address. Answers the
 * current count (raised or not), or null when there is no such active car.
 */
export async function countView(db: Database, id: string, visitor: string, now: number): Promise<number | null> {
  const day = dubaiDay(now);
  const [car] = await db.select({ viewCount: cars.viewCount }).from(cars).where(and(eq(cars.id, id), eq(cars.isActive, true)));
  if (!car) return null;
  const marked = await db.insert(carViewMarks).values({ carId: id, visitorHash: visitor, day }).onConflictDoNothing().returning({ day: carViewMarks.day });
  if (purgedOn.get(db) !== day) {
    purgedOn.set(db, day);
    await db.delete(carViewMarks).where(lt(carViewMarks.day, addDays(day, -VIEW_MARK_DAYS)));
  }
  if (marked.length === 0) return car.viewCount;
  const [row] = await db
    .update(cars)
    .set({ viewCount: sql`${cars.viewCount} + 1` })
    .where(eq(cars.id, id))
    .returning({ viewCount: cars.viewCount });
  return row?.viewCount ?? null;
}

/** Every car a visitor can open, newest first, with when it last changed (sitemap.xml). */
export async function activeCarStamps(db: Database): Promise<Array<{ id: string; updatedAt: string }>> {
  const rows = await db.select({ id: cars.id, updatedAt: cars.updatedAt }).from(cars).where(eq(cars.isActive, true)).orderBy(...ORDER.newest);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}

export async function allCars(db: Database): Promise<Car[]> {
  return (await db.select().from(cars).orderBy(...ORDER.newest)).map(toCar);
}

/** Slugs of every car but `exceptId`, for a unique new slug. */
export async function takenSlugs(db: Database, exceptId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: cars.slug })
    .from(cars)
    .where(exceptId ? ne(cars.id, exceptId) : undefined);
  return new Set(rows.map((r) => r.slug));
}

export async function insertCar(db: Database, car: Car): Promise<void> {
  await db.insert(cars).values(toRow(car));
}

export async function insertCars(db: Database, list: readonly Car[]): Promise<void> {
  if (list.length > 0) await db.insert(cars).values(list.map(toRow));
}

/**
 * Any constant: the transaction-scoped lock every write that chooses a slug takes first (addCar, editCar), so two of
 * them never choose the same one (on PostgreSQL concurrent adds of one name failed on the unique slug with 500).
 * Admin writes are rare; waiting for one another costs nothing. PGlite runs one transaction at a time anyway.
 */
export const SLUG_LOCK = 7_270_705;

/** A new car made by `build` from the slugs already taken, stored in one transaction under the slug lock, logged. */
export async function addCar(db: Database, build: (taken: Set<string>) => Car, actor: AuditActor, now: number): Promise<Car> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLUG_LOCK})`);
    const car = build(await takenSlugs(tx));
    await tx.insert(cars).values(toRow(car));
    await recordEvent(tx, { kind: 'car.create', actor, at: now, car });
    return car;
  });
}

/**
 * Car `id` replaced by what `build` makes of it (and the other cars' slugs), in one transaction under the slug lock
 * with the row locked, so the car `build` sees is the stored one (views counted meanwhile are kept). undefined when
 * there is no such car, including one deleted by a request that was still committing when this one began.
 */
export async function editCar(
  db: Database,
  id: string,
  build: (existing: Car, taken: Set<string>) => Car,
  actor: AuditActor,
  now: number,
): Promise<Car | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLUG_LOCK})`);
    const [row] = await tx.select().from(cars).where(eq(cars.id, id)).for('update');
    if (!row) return undefined;
    const existing = toCar(row);
    const car = build(existing, await takenSlugs(tx, id));
    const { id: _id, ...values } = toRow(car);
    const updated = await tx.update(cars).set(values).where(eq(cars.id, id)).returning({ id: cars.id });
    if (updated.length === 0) return undefined;
    const changes = carChanges(existing, car);
    // A save that changed nothing is not an event.
    if (changes.length > 0) await recordEvent(tx, { kind: 'car.edit', actor, at: now, car, changes });
    return car;
  });
}

export async function setStatus(db: Database, id: string, status: CarStatus, actor: AuditActor, now: number): Promise<Car | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cars).where(eq(cars.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(cars)
      .set({ status, statusKey: fold(status), isAvailable: status === 'available', updatedAt: new Date(now), updatedBy: actor.id })
      .where(eq(cars.id, id))
      .returning();
    if (!row) return undefined;
    const car = toCar(row);
    const changes = carChanges(toCar(before), car);
    if (changes.length > 0) await recordEvent(tx, { kind: 'car.status', actor, at: now, car, changes });
    return car;
  });
}

export async function countCars(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cars);
  return row?.n ?? 0;
}
