/**
 * The trash (issue 22, domain/trash.ts): a delete moves the car's row into `car_trash` whole, in one transaction;
 * a restore moves it back (under the slug lock, with a new slug if its own was taken); trashed cars older than
 * TRASH_DAYS are deleted for good by `purgeTrash`, which the server runs at start and daily. Both purges answer the
 * cars they deleted, whose image files the caller then deletes (services/images.ts `discard`): a trashed car keeps
 * them, for its restore.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { restoredCar, trashCutoff, trashedCar } from '../../domain/trash';
import { carChanges } from '../../domain/audit';
import type { AuditActor, Car, TrashedCar } from '../../domain/types';
import type { Database } from '../db/client';
import { carTrash, cars } from '../db/schema';
import { recordEvent } from './audit';
import { SLUG_LOCK, takenSlugs, toCar, toRow } from './cars';

const fresh = (now: number) => gt(carTrash.deletedAt, new Date(trashCutoff(now)));

/** Moves car `id` to the trash; false when there is no such car. */
export async function trashCar(db: Database, id: string, actor: AuditActor, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(cars).where(eq(cars.id, id)).returning();
    if (!row) return false;
    const car = toCar(row);
    await tx.insert(carTrash).values({ id, car, deletedAt: new Date(now), deletedByName: actor.name, deletedByEmail: actor.email });
    await recordEvent(tx, { kind: 'car.delete', actor, at: now, car });
    return true;
  });
}

/** The trash, the latest deleted first. */
export async function listTrash(db: Database, now: number): Promise<TrashedCar[]> {
  const rows = await db.select().from(carTrash).where(fresh(now)).orderBy(desc(carTrash.seq));
  return rows.map((row) => trashedCar(row.car, row.deletedAt.getTime(), { name: row.deletedByName, email: row.deletedByEmail }));
}

/** Puts a trashed car back; undefined when it is not in the trash (never was, restored, or deleted for good). */
export async function restoreCar(db: Database, id: string, actor: AuditActor, now: number): Promise<{ car: Car; previousSlug?: string } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLUG_LOCK})`);
    const [row] = await tx
      .delete(carTrash)
      .where(and(eq(carTrash.id, id), fresh(now)))
      .returning();
    if (!row) return undefined;
    const restored = restoredCar(row.car, await takenSlugs(tx));
    await tx.insert(cars).values(toRow(restored.car));
    await recordEvent(tx, { kind: 'car.restore', actor, at: now, car: restored.car, changes: carChanges(row.car, restored.car) });
    return restored;
  });
}

/** Deletes a trashed car for good and answers it; undefined when it is not in the trash. */
export async function purgeCar(db: Database, id: string, actor: AuditActor, now: number): Promise<Car | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(carTrash)
      .where(and(eq(carTrash.id, id), fresh(now)))
      .returning({ car: carTrash.car });
    if (!row) return undefined;
    await recordEvent(tx, { kind: 'car.purge', actor, at: now, car: row.car });
    return row.car;
  });
}

/** Deletes for good every car trashed more than TRASH_DAYS ago; answers them. */
export async function purgeTrash(db: Database, now: number): Promise<Car[]> {
  const rows = await db
    .delete(carTrash)
    .where(lte(carTrash.deletedAt, new Date(trashCutoff(now))))
    .returning({ car: carTrash.car });
  return rows.map((row) => row.car);
}
