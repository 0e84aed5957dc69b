import { fromCallback, fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../domain/constants';
import type { ShortlistEvent, ShortlistMachine } from './shortlist.machine';
import { parseShortlist, serializeShortlist, type SavedCar } from './shortlist.model';

/** Where the list is kept (localStorage in the browser, a Map in tests). */
export interface ShortlistStorage {
  read(): string | null;
  write(value: string): void;
}

/** The part of `window` the watcher needs (an EventTarget in tests). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

/** localStorage, tolerant of browsers that refuse it (private modes, a full quota): the list then lasts for the visit. */
export const browserShortlistStorage: ShortlistStorage = {
  read: () => {
    try {
      return globalThis.localStorage?.getItem(STORAGE_KEYS.shortlist) ?? null;
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEYS.shortlist, value);
    } catch {
      // Storage unavailable or full: the list is kept in memory for this visit only.
    }
  },
};

const browserWindow = (): StorageEventSource | null => (typeof window === 'undefined' ? null : window);

/**
 * Follows the other tabs: a 'storage' event (fired in every other tab of the origin) for the shortlist's key, or for
 * the whole storage cleared (key null), reads the stored list again, checks it and sends it as `shortlist.synced`.
 */
export function watchStoredShortlist(storage: ShortlistStorage, getSource: () => StorageEventSource | null) {
  return fromCallback<ShortlistEvent, void>(({ sendBack }) => {
    const source = getSource();
    if (!source) return undefined;
    const onStorage = (event: Event) => {
      const { key } = event as Partial<Pick<StorageEvent, 'key'>>;
      if (key !== null && key !== STORAGE_KEYS.shortlist) return;
      sendBack({ type: 'shortlist.synced', cars: parseShortlist(storage.read()) });
    };
    source.addEventListener('storage', onStorage);
    return () => source.removeEventListener('storage', onStorage);
  });
}

/**
 * The shortlist's real effects (docs/decisions/009): reading the stored list (checked, never trusted), watching the
 * other tabs and writing every change. `storage` and `storageEvents` are the browser's unless a test passes its own.
 */
export function createShortlistActors({
  storage = browserShortlistStorage,
  storageEvents = browserWindow,
}: { storage?: ShortlistStorage; storageEvents?: () => StorageEventSource | null } = {}) {
  return {
    actors: {
      readShortlist: fromPromise<SavedCar[], void>(async () => parseShortlist(storage.read())),
      watchShortlist: watchStoredShortlist(storage, storageEvents),
    },
    actions: {
      writeShortlist: (_, params) => {
        try {
          storage.write(serializeShortlist(params.cars));
        } catch {
          // Refused or full: the list lives on in the machine for this visit, and the page keeps working.
        }
      },
    },
  } satisfies Parameters<ShortlistMachine['provide']>[0];
}
