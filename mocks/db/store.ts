/**
 * The live database of one host. Handlers `await getDb()`, mutate it, then `await saveDb()` (or `saveUpload`),
 * which hands the change to the host's persistence (IndexedDB in the browser, nothing in Node).
 */
import { scenarioFleet } from '../scenarios';
import { seedDb } from './seed';
import type { Car, Db, DbState, SavedDbState, StoredUpload } from './types';

export interface Persistence {
  saveState(state: DbState): Promise<void>;
  saveUpload(upload: StoredUpload): Promise<void>;
  loadUpload(fileName: string): Promise<StoredUpload | undefined>;
  /** Forget everything (before a re-seed). */
  clear(): Promise<void>;
}

let pending: Promise<Db> | null = null;
let resolved: Db | null = null;
let persistence: Persistence | null = null;

function install(db: Promise<Db>): Promise<Db> {
  pending = db;
  void db.then((d) => {
    if (pending === db) resolved = d;
  });
  return db;
}

/** The database, seeded on first use. */
export function getDb(): Promise<Db> {
  return pending ?? install(seedDb());
}

/** The database if it is ready (for synchronous test helpers). */
export function peekDb(): Db | null {
  return resolved;
}

/** Replaces the database with a fresh seed (and the persisted copy with it). */
export async function resetDb(): Promise<Db> {
  resolved = null;
  const db = await install(seedDb());
  if (persistence) {
    await persistence.clear();
    await persistence.saveState(toState(db));
  }
  return db;
}

/** Installs a database loaded by a host (the browser's persisted copy). */
export function useDb(db: Db): void {
  resolved = db;
  pending = Promise.resolve(db);
}

export function setPersistence(next: Persistence | null): void {
  persistence = next;
}

/**
 * A database a host saved, as the handlers expect it today: collections added since it was saved (the enquiries,
 * demand presses and view marks of issue 19, the trash and audit log of issue 22) start empty, so an older saved database keeps loading.
 */
export function fromState(saved: SavedDbState): Db {
  return {
    ...saved,
    enquiries: saved.enquiries ?? [],
    demandPresses: saved.demandPresses ?? [],
    viewMarks: saved.viewMarks ?? [],
    trash: saved.trash ?? [],
    audit: saved.audit ?? [],
    uploads: new Map(),
  };
}

export function toState(db: Db): DbState {
  const { uploads: _uploads, ...state } = db;
  return state;
}

export async function saveDb(db: Db): Promise<void> {
  await persistence?.saveState(toState(db));
}

export async function saveUpload(db: Db, upload: StoredUpload): Promise<void> {
  db.uploads.set(upload.fileName, upload);
  await persistence?.saveUpload(upload);
}

export async function findUpload(db: Db, fileName: string): Promise<StoredUpload | undefined> {
  const inMemory = db.uploads.get(fileName);
  if (inMemory) return inMemory;
  const stored = await persistence?.loadUpload(fileName);
  if (stored) db.uploads.set(fileName, stored);
  return stored;
}

/** The cars the handlers work on: the database's, or the scenario's stand-in (the `empty` scenario). */
export function fleetOf(db: Db): Car[] {
  return scenarioFleet() ?? db.cars;
}

/** The newest unused reset token recorded for an e-mail address (what the reset mail would carry). */
export function getLastResetToken(email: string): string | undefined {
  const tokens = resolved?.resetTokens.filter((t) => t.email === email.toLowerCase() && t.usedAt === null) ?? [];
  return tokens.at(-1)?.token;
}
