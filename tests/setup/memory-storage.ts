/**
 * One in-memory Web Storage for tests (the one the token store, the auth actors and the mock's scenario choice are
 * tested on): `localStorage`/`sessionStorage` as the browser has them, without a browser. No React, no DOM: machine,
 * client and mock tests use it as well as component tests.
 */
import { vi } from 'vitest';

export class MemoryStorage implements Storage {
  private readonly items: Map<string, string>;

  constructor(initial: Record<string, string> = {}) {
    this.items = new Map(Object.entries(initial));
  }

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  /** Stores the value as text, as the browser does. */
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/**
 * A fresh, empty pair in place of the window's `localStorage` and `sessionStorage` (vi.stubGlobal: undone by
 * `vi.unstubAllGlobals()`); answers them for the test to fill and read.
 */
export function stubStorages(): { local: MemoryStorage; session: MemoryStorage } {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  return { local, session };
}
