import { STORAGE_KEYS } from '../domain/constants';

/**
 * The admin access token (SPEC §3 "adminToken"): kept in localStorage when the admin chose "Keep me logged in",
 * otherwise in sessionStorage. Every function is safe where storage is missing or throws (node, private mode).
 */
type StorageName = 'localStorage' | 'sessionStorage';

function storage(name: StorageName): Storage | null {
  try {
    const s = (globalThis as Partial<Record<StorageName, Storage>>)[name];
    return s ?? null;
  } catch {
    // Some browsers throw on mere access when storage is disabled.
    return null;
  }
}

function read(name: StorageName): string | null {
  try {
    return storage(name)?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
}

function remove(name: StorageName): void {
  try {
    storage(name)?.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored anywhere we can reach: nothing to remove.
  }
}

/** The stored token: localStorage first, then sessionStorage; null when none (an empty value counts as none). */
export function getToken(): string | null {
  return read('localStorage') || read('sessionStorage') || null;
}

/** Store the token; `persist` picks localStorage (survives the browser) over sessionStorage. Clears the other. */
export function setToken(token: string, persist: boolean): void {
  const keep: StorageName = persist ? 'localStorage' : 'sessionStorage';
  const drop: StorageName = persist ? 'sessionStorage' : 'localStorage';
  remove(drop);
  try {
    storage(keep)?.setItem(STORAGE_KEYS.token, token);
  } catch {
    // Quota exceeded or storage disabled: the session lives in memory only (the auth machine holds it).
  }
}

/** Remove the token from both storages. */
export function clearToken(): void {
  remove('localStorage');
  remove('sessionStorage');
}
