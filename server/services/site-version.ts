/**
 * The data version of the public pages (docs/decisions/018-page-cache.md): the `site_version` row that database
 * triggers give a new value whenever a commit changes a car (migration 0002). Every instance on the same database reads
 * it, at most once per `maxAgeMs`, so a change made through any instance, the CLI or plain SQL reaches every
 * instance's page cache within that time; a write through this instance is seen at once (`changed()`).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteVersion } from '../db/schema';

/** How old the version an instance serves pages by may be: a change is visible everywhere within about this. */
export const SITE_VERSION_MAX_AGE_MS = 500;

export interface SiteVersion {
  /** The version the pages stand for now: read from the database when the last read is older than maxAgeMs. */
  current(): Promise<number>;
  /** This instance just wrote: the next `current()` reads the database again. */
  changed(): void;
}

/** The stored version; 0 when the row is missing (never written). */
export async function readSiteVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: siteVersion.version }).from(siteVersion).where(eq(siteVersion.id, 1));
  return row ? Number(row.version) : 0;
}

export function createSiteVersion(
  db: Database,
  // A monotonic clock of its own, not the server's (tests move that one back and forth).
  { maxAgeMs = SITE_VERSION_MAX_AGE_MS, now = () => performance.now() }: { maxAgeMs?: number; now?: () => number } = {},
): SiteVersion {
  let known: { version: number; readAt: number } | null = null;
  // One read at a time, shared by every request that asks while it runs.
  let reading: Promise<number> | null = null;
  // Bumped by changed(): a read that started before a write must not be kept as fresh after it.
  let generation = 0;

  function read(): Promise<number> {
    if (reading) return reading;
    const started = now();
    const startedGeneration = generation;
    const promise = readSiteVersion(db)
      .then((version) => {
        if (startedGeneration === generation) known = { version, readAt: started };
        return version;
      })
      .finally(() => {
        if (reading === promise) reading = null;
      });
    reading = promise;
    return promise;
  }

  return {
    async current() {
      if (known && now() - known.readAt < maxAgeMs) return known.version;
      return read();
    },
    changed() {
      generation += 1;
      known = null;
      reading = null; // a read already under way may have started before the write
    },
  };
}
