import type { Message } from '../../domain/message';
import type { components } from '../../domain/api-schema';

/**
 * The admin session's data (SPEC §4 Authentication, §6): what the auth machine keeps, what it is sent, and what its
 * actors take and give back. Types only; the machine is auth.machine.ts, its real actors auth.actors.ts.
 */
export type AdminUser = components['schemas']['AdminUser'];
export type LoginResponse = components['schemas']['LoginResponse'];
export interface LoginInput {
  email: string;
  password: string;
}
export interface CheckAuthInput {
  token: string;
}
export interface RefreshOutput {
  accessToken: string;
}
/** The logout call carries the session's token itself: the stored copy is cleared before the call (SPEC §4). */
export interface LogoutInput {
  token: string | null;
}
export interface StoreTokenParams {
  token: string;
  persist: boolean;
}
/** What the app read from storage at boot: a token starts an automatic check. */
export interface AuthInput {
  token?: string | null;
  persist?: boolean;
}

export interface AuthContext {
  /** null = nobody signed in. A user whose role is not 'admin' is still signed in (the guard sends it to /unauth). */
  user: AdminUser | null;
  /** The access token of this session; null = none. */
  token: string | null;
  /** ms epoch of the last successful login in this session; null = none yet (e.g. a session restored by check). */
  lastLoginAt: number | null;
  /**
   * Message of the last login, refresh or check failure (SPEC §8 text); null = none. While `unavailable`, why the
   * session could not be checked ('Network Error: ...', 'Server Error (500): ...').
   */
  error: Message | null;
  /** "Keep me logged in": the token goes to localStorage rather than sessionStorage. */
  persist: boolean;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string; persist: boolean }
  | { type: 'auth.logout' }
  /** Check a token (sent by the storage listener when another tab stores one); without one, uses the context's. */
  | { type: 'auth.check'; token?: string | null }
  /**
   * The stored token is gone: another tab removed it (or cleared storage), or this tab did (devtools, a script), seen
   * by the token watcher while authenticated.
   */
  | { type: 'storage.cleared' }
  /** Check the session again after it could not be checked: the 'Try Again' button, or the network came back. */
  | { type: 'auth.retry' }
  /** An admin call answered 401. */
  | { type: 'session.expired' };

/**
 * busy: a check, login or logout is in flight (the splash waits for it); checking: a stored token is being checked
 * (guarded pages wait); authenticated: someone is signed in; loggingOut: the logout call is in flight; unavailable:
 * the stored token could not be checked (no network, a server error) and is kept; retrying: checked again from there.
 */
export type AuthTag = 'busy' | 'checking' | 'authenticated' | 'loggingOut' | 'unavailable' | 'retrying';
