/**
 * Browser persistence: the JSON part of the database in one record, each uploaded image as a Blob, so cars, images,
 * password changes and sessions survive a reload.
 */
import type { Persistence } from '../db/store';
import type { SavedDbState, StoredUpload } from '../db/types';

const DB_NAME = 'dubai-luxury-mock-backend';
const STATE_STORE = 'state';
const UPLOAD_STORE = 'uploads';
const STATE_KEY = 'db';

interface UploadRecord extends Omit<StoredUpload, 'bytes'> {
  blob: Blob;
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STATE_STORE);
    request.result.createObjectStore(UPLOAD_STORE);
  };
  return promised(request);
}

export interface BrowserPersistence extends Persistence {
  /** The saved database, perhaps from before a collection was added (`fromState` fills it in). */
  loadState(): Promise<SavedDbState | undefined>;
}

export async function openIndexedDbPersistence(): Promise<BrowserPersistence> {
  const idb = await open();
  // Writes are chained so a slower earlier write can never land after a later one.
  let queue: Promise<void> = Promise.resolve();
  const write = (work: (tx: IDBTransaction) => void, stores: string[]): Promise<void> => {
    const next = queue.then(() => {
      const tx = idb.transaction(stores, 'readwrite');
      work(tx);
      return done(tx);
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    async loadState() {
      const tx = idb.transaction(STATE_STORE, 'readonly');
      return (await promised(tx.objectStore(STATE_STORE).get(STATE_KEY))) as SavedDbState | undefined;
    },
    saveState(state) {
      return write((tx) => tx.objectStore(STATE_STORE).put(state, STATE_KEY), [STATE_STORE]);
    },
    saveUpload({ bytes, ...meta }) {
      const record: UploadRecord = { ...meta, blob: new Blob([bytes], { type: meta.contentType }) };
      return write((tx) => tx.objectStore(UPLOAD_STORE).put(record, meta.fileName), [UPLOAD_STORE]);
    },
    async loadUpload(fileName) {
      const tx = idb.transaction(UPLOAD_STORE, 'readonly');
      const record = (await promised(tx.objectStore(UPLOAD_STORE).get(fileName))) as UploadRecord | undefined;
      if (!record) return undefined;
      const { blob, ...meta } = record;
      return { ...meta, bytes: await blob.arrayBuffer() };
    },
    clear() {
      return write((tx) => {
        tx.objectStore(STATE_STORE).clear();
        tx.objectStore(UPLOAD_STORE).clear();
      }, [STATE_STORE, UPLOAD_STORE]);
    },
  };
}
