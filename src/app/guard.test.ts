import { describe, expect, it } from 'vitest';
import { resolveGuard, type GuardInput } from './guard';

const guest = { isAuthenticated: false, user: null };
const staff = { isAuthenticated: true, user: { role: 'staff' } };
const admin = { isAuthenticated: true, user: { role: 'admin' } };
const at = (path: string, who: Omit<GuardInput, 'path'>) => resolveGuard({ path, ...who });

describe('route guard (SPEC §2)', () => {
  it('/admin sends admin to the dashboard, non-admin to /unauth, guest to the login', () => {
    expect(at('/admin', admin)).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(at('/admin', staff)).toEqual({ kind: 'redirect', to: '/unauth' });
    expect(at('/admin', guest)).toEqual({ kind: 'redirect', to: '/admin/login' });
    expect(at('/admin/', guest)).toEqual({ kind: 'redirect', to: '/admin/login' });
  });

  it('/admin/login is shown to anyone not signed in as admin; an admin is sent on', () => {
    expect(at('/admin/login', guest)).toEqual({ kind: 'allow' });
    expect(at('/admin/login', staff)).toEqual({ kind: 'allow' });
    expect(at('/admin/login', admin)).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
  });

  it('the forgot and reset password pages are treated exactly like the login', () => {
    for (const path of ['/admin/forgot-password', '/admin/reset-password', '/admin/reset-password/']) {
      expect(at(path, guest)).toEqual({ kind: 'allow' });
      expect(at(path, staff)).toEqual({ kind: 'allow' });
      expect(at(path, admin)).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    }
  });

  it('the login page is left to finish its own redirect right after an admin signs in there', () => {
    expect(at('/admin/login', { ...admin, signingIn: true })).toEqual({ kind: 'allow' });
    expect(at('/admin/login', { ...staff, signingIn: true })).toEqual({ kind: 'allow' });
    // Only the login page: everywhere else the usual outcome.
    expect(at('/admin', { ...admin, signingIn: true })).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(at('/admin/forgot-password', { ...admin, signingIn: true })).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(at('/admin/cars', { ...guest, signingIn: true })).toEqual({ kind: 'redirect', to: '/admin/login' });
  });

  it('while the stored session cannot be checked, the portal pages say so; the sign-in pages and public ones stay', () => {
    const unavailable = { ...guest, sessionUnavailable: true };
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/cars', '/admin/anything']) {
      expect(at(path, unavailable)).toEqual({ kind: 'unavailable' });
    }
    for (const path of ['/admin/login', '/admin/forgot-password', '/admin/reset-password/', '/', '/cars']) {
      expect(at(path, unavailable)).toEqual({ kind: 'allow' });
    }
  });

  it('any other path containing /admin needs an admin', () => {
    for (const path of ['/admin/dashboard', '/admin/cars', '/admin/anything/else']) {
      expect(at(path, admin)).toEqual({ kind: 'allow' });
      expect(at(path, staff)).toEqual({ kind: 'redirect', to: '/unauth' });
      expect(at(path, guest)).toEqual({ kind: 'redirect', to: '/admin/login' });
    }
  });

  it('an authenticated flag without an admin role is not an admin', () => {
    expect(at('/admin/cars', { isAuthenticated: true, user: null })).toEqual({ kind: 'redirect', to: '/unauth' });
    expect(at('/admin/cars', { isAuthenticated: false, user: { role: 'admin' } })).toEqual({
      kind: 'redirect',
      to: '/admin/login',
    });
  });

  it('public paths are shown without any check', () => {
    for (const path of ['/', '/home', '/cars', '/cars/abc', '/luxury', '/unauth', '/nowhere', '/disclaimer']) {
      expect(at(path, guest)).toEqual({ kind: 'allow' });
      expect(at(path, staff)).toEqual({ kind: 'allow' });
    }
  });
});
