import type { Car } from '../../domain/types';

export type { AdminUser, Car, CarCategory, CarInput, CarStatus, SortOrder } from '../../domain/types';

export interface Account {
  id: string;
  email: string;
  name: string;
  /** 'admin' for administrators; any other value is a signed-in non-admin. */
  role: string;
  passwordSalt: string;
  /** hex SHA-256 of `${salt}:${password}`. */
  passwordHash: string;
  createdAt: string;
}

/**
 * A signed-in device. `id` is public (access tokens name it in `sid`); the httpOnly refreshToken cookie is a separate
 * random value that rotates on every refresh, so nothing read from an access token can refresh a session.
 */
export interface RefreshSession {
  id: string;
  /** The cookie value that refreshes now. */
  refreshToken: string;
  /** Cookie values already exchanged: one coming back is a replay (a copy is elsewhere) and revokes the session. */
  usedTokens: string[];
  userId: string;
  createdAt: number;
  expiresAt: number;
  /** null = still valid. */
  revokedAt: number | null;
}

export interface AccessTokenRecord {
  token: string;
  userId: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface ResetTokenRecord {
  token: string;
  userId: string;
  email: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface StoredUpload {
  fileName: string;
  contentType: string;
  size: number;
  bytes: ArrayBuffer;
  createdAt: string;
  createdBy: string;
}

/** Everything of the database that is plain JSON (uploads are kept apart, as Blobs in the browser). */
export interface DbState {
  version: number;
  cars: Car[];
  accounts: Account[];
  sessions: RefreshSession[];
  accessTokens: AccessTokenRecord[];
  resetTokens: ResetTokenRecord[];
}

export interface Db extends DbState {
  uploads: Map<string, StoredUpload>;
}
