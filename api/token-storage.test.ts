import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../domain/constants';
import { clearToken, getToken, setToken } from './token-storage';
import { stubStorages } from '../tests/setup/memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token storage', () => {
  it('reads localStorage first, then sessionStorage', () => {
    const { local, session } = stubStorages();
    expect(getToken()).toBeNull();
    session.setItem(STORAGE_KEYS.token, 'session-token');
    expect(getToken()).toBe('session-token');
    local.setItem(STORAGE_KEYS.token, 'local-token');
    expect(getToken()).toBe('local-token');
  });

  it('treats an empty stored value as no token', () => {
    const { local } = stubStorages();
    local.setItem(STORAGE_KEYS.token, '');
    expect(getToken()).toBeNull();
  });

  it('persist=true stores in localStorage and clears sessionStorage', () => {
    const { local, session } = stubStorages();
    session.setItem(STORAGE_KEYS.token, 'old');
    setToken('abc', true);
    expect(local.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('persist=false stores in sessionStorage and clears localStorage', () => {
    const { local, session } = stubStorages();
    local.setItem(STORAGE_KEYS.token, 'old');
    setToken('xyz', false);
    expect(session.getItem(STORAGE_KEYS.token)).toBe('xyz');
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getToken()).toBe('xyz');
  });

  it('clearToken removes the token from both storages and nothing else', () => {
    const { local, session } = stubStorages();
    local.setItem(STORAGE_KEYS.token, 'a');
    local.setItem(STORAGE_KEYS.anthem, 'true');
    session.setItem(STORAGE_KEYS.token, 'b');
    clearToken();
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.anthem)).toBe('true');
    expect(getToken()).toBeNull();
  });

  it('is safe when storage does not exist (node)', () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    expect(getToken()).toBeNull();
    expect(() => setToken('t', true)).not.toThrow();
    expect(() => clearToken()).not.toThrow();
  });

  it('is safe when storage throws (disabled or over quota)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', broken);
    vi.stubGlobal('sessionStorage', broken);
    expect(getToken()).toBeNull();
    expect(() => setToken('t', false)).not.toThrow();
    expect(() => clearToken()).not.toThrow();
  });
});
