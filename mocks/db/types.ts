import type { AuditEvent, Car, Enquiry, EnquiryNote, TrashedCar } from '../../domain/types';

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
  /** false = deactivated in the portal (issue 22); absent on accounts saved before it (active). */
  active?: boolean;
  /** Invited and no password chosen yet. */
  pending?: boolean;
  /** Epoch ms of the last sign-in. */
  lastSignInAt?: number | null;
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

/**
 * An enquiry as the mock keeps it: the car as recorded when it was sent (its `exists` is worked out when it is read),
 * the assignee by id (the name is the account's today), the notes with their author's name at the time.
 */
export interface StoredEnquiry extends Omit<Enquiry, 'car' | 'assignee' | 'notes'> {
  car: Omit<NonNullable<Enquiry['car']>, 'exists'> | null;
  assigneeId: string | null;
  notes: EnquiryNote[];
}

/** One WhatsApp or call press about one car (a beacon naming several cars is one press per car). */
export interface DemandPress {
  at: number;
  carId: string;
  channel: 'whatsapp' | 'call';
  place: 'car' | 'card' | 'shortlist';
}

/** A car already counted as viewed on a Dubai day (the browser is one visitor). */
export interface ViewMark {
  carId: string;
  /** YYYY-MM-DD, Dubai. */
  day: string;
}

/** Everything of the database that is plain JSON (uploads are kept apart, as Blobs in the browser). */
export interface DbState {
  version: number;
  cars: Car[];
  accounts: Account[];
  sessions: RefreshSession[];
  accessTokens: AccessTokenRecord[];
  resetTokens: ResetTokenRecord[];
  /** Issue 19; absent from databases saved before it (read as empty, see `fromState`). */
  enquiries: StoredEnquiry[];
  demandPresses: DemandPress[];
  viewMarks: ViewMark[];
  /** Deleted cars (issue 22), the latest deleted last; absent from databases saved before it. */
  trash: TrashedCar[];
  /** The audit log (issue 22), oldest first; absent from databases saved before it. */
  audit: AuditEvent[];
}

/** Collections a host's saved database may lack, having been saved before they existed (issues 19 and 22). */
type LaterCollections = 'enquiries' | 'demandPresses' | 'viewMarks' | 'trash' | 'audit';

/** A database as a host may have saved it: perhaps before some collections existed. */
export type SavedDbState = Omit<DbState, LaterCollections> & Partial<Pick<DbState, LaterCollections>>;

export interface Db extends DbState {
  uploads: Map<string, StoredUpload>;
}
