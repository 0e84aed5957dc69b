/**
 * The product database (PostgreSQL; PGlite embedded by default). Migrations are generated from this file with
 * `npm run db:generate` (drizzle-kit) into server/db/migrations and applied at start.
 *
 * Cars keep the contract's shape; the `*_key` columns hold the folded values (domain/ids.ts `fold`) that the list
 * filters compare, written with every save so a query is a plain equality or LIKE on an index.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditKind, Car, CarArabic, FieldChange } from '../../domain/types';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cars = pgTable(
  'cars',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    category: text('category').notNull(),
    transmission: text('transmission').notNull(),
    fuelType: text('fuel_type').notNull(),
    seats: integer('seats').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<Car['features']>().notNull(),
    specifications: jsonb('specifications').$type<Car['specifications']>().notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** The words of the Arabic pages (issue 22); null = none yet. */
    ar: jsonb('ar').$type<CarArabic>(),
    isFeatured: boolean('is_featured').notNull(),
    isActive: boolean('is_active').notNull(),
    isAvailable: boolean('is_available').notNull(),
    images: jsonb('images').$type<Car['images']>().notNull(),
    viewCount: integer('view_count').notNull().default(0),
    bookingCount: integer('booking_count').notNull().default(0),
    status: text('status').$type<Car['status']>().notNull(),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    brandKey: text('brand_key').notNull(),
    categoryKey: text('category_key').notNull(),
    transmissionKey: text('transmission_key').notNull(),
    fuelKey: text('fuel_key').notNull(),
    statusKey: text('status_key').notNull(),
    /** Folded name, brand, model and category: each search term must occur in it. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('cars_active_created_idx').on(t.isActive, t.createdAt),
    index('cars_brand_key_idx').on(t.brandKey),
    index('cars_category_key_idx').on(t.categoryKey),
    index('cars_featured_idx').on(t.isFeatured).where(sql`${t.isFeatured}`),
  ],
);

/**
 * Deleted cars (issue 22): a delete moves the car here whole, as the contract's Car, with who deleted it and when;
 * restoring puts it back in `cars` as it was. Kept apart from `cars` so no query of the site or the portal can show
 * a deleted car by forgetting a filter, and its slug is free for another car meanwhile. Rows older than TRASH_DAYS
 * are deleted by the server (services/trash.ts). The admin is kept as they were (name, e-mail), not by reference.
 */
export const carTrash = pgTable(
  'car_trash',
  {
    id: text('id').primaryKey(),
    /** The order cars were deleted in (several may share a millisecond). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    car: jsonb('car').$type<Car>().notNull(),
    deletedAt: stamp('deleted_at').notNull(),
    deletedByName: text('deleted_by_name').notNull(),
    deletedByEmail: text('deleted_by_email').notNull(),
  },
  (t) => [index('car_trash_deleted_idx').on(t.deletedAt), index('car_trash_seq_idx').on(t.seq)],
);

/**
 * The audit log (issue 22, domain/audit.ts): one row per change, written in the same transaction as the change. The
 * admin and the car are kept as they were (no foreign keys): the log outlives both.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    /** The order events were written in (several may share a millisecond); pages follow it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: stamp('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind').$type<AuditKind>().notNull(),
    carId: text('car_id'),
    carName: text('car_name'),
    /** The account an invite, deactivation or reactivation is about. */
    accountId: text('account_id'),
    accountName: text('account_name'),
    accountEmail: text('account_email'),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
  },
  (t) => [
    index('audit_events_seq_idx').on(t.seq),
    index('audit_events_car_idx').on(t.carId, t.seq),
    index('audit_events_actor_idx').on(t.actorId, t.seq),
    index('audit_events_kind_idx').on(t.kind, t.seq),
  ],
);

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** 'admin' for administrators; any other value is a signed-in non-admin. */
  role: text('role').notNull(),
  /** argon2id, PHC string. */
  passwordHash: text('password_hash').notNull(),
  /** Demo accounts are refused in production. */
  isDemo: boolean('is_demo').notNull().default(false),
  /** false = deactivated in the portal: cannot sign in, its sessions ended (issue 22). */
  active: boolean('active').notNull().default(true),
  /** Invited and no password chosen yet (the hash is of a random secret nobody knows). */
  pending: boolean('pending').notNull().default(false),
  lastSignInAt: stamp('last_sign_in_at'),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/** A signed-in device. Access tokens name it (`sid`); revoking it ends every token issued under it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    lastSeenAt: stamp('last_seen_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh marks the presented one used and issues its successor in
 * the same session; a used token presented again is a replay, and revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Password-reset tokens, stored as SHA-256 hashes; single use, short-lived. */
export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: stamp('created_at').notNull(),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

/** Uploaded images: the re-encoded files live in the upload store (disk); this is their record. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  /** The file the contract's result.url names (the largest WebP variant). */
  fileName: text('file_name').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Every stored file of the image: [{ fileName, width, format, size }]. */
  variants: jsonb('variants').$type<{ fileName: string; width: number; format: string; size: number }[]>().notNull(),
  createdAt: stamp('created_at').notNull(),
  createdBy: text('created_by').notNull(),
});

/** Facts about the database itself, e.g. when the demo data was seeded (so deleting every car does not re-seed). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Enquiries from the contact form (issue 19, docs/decisions/016). The car is kept by id without a foreign key, with
 * a snapshot of its name, so an enquiry outlives the car it was about. `search_text` is the lowercased text the
 * inbox's search looks in (domain/enquiries.ts enquirySearchText), written once: enquiries' fields never change.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    preferredContact: text('preferred_contact').notNull(),
    carInterest: text('car_interest').notNull(),
    rentalPeriod: text('rental_period').notNull(),
    /** Dubai days, YYYY-MM-DD. */
    dateFrom: text('date_from'),
    dateTo: text('date_to'),
    delivery: text('delivery').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    carId: text('car_id'),
    carName: text('car_name'),
    locale: text('locale').notNull(),
    page: text('page').notNull(),
    referrer: text('referrer').notNull(),
    status: text('status').notNull(),
    assigneeId: text('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** When it first left 'new' for a real answer (domain/enquiries.ts contactedAtAfter). */
    contactedAt: stamp('contacted_at'),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // Read backwards for the inbox's newest first (ORDER BY created_at DESC, id DESC).
    index('enquiries_created_idx').on(t.createdAt, t.id),
    index('enquiries_status_idx').on(t.status),
    index('enquiries_car_idx').on(t.carId),
  ],
);

/** An admin's notes on an enquiry, signed (the author's name is kept if the account goes). */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: text('id').primaryKey(),
    /** The order notes were written in (several may share a millisecond). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.seq)],
);

/**
 * Mail waiting to be sent (services/outbox.ts), written in the same transaction as what it is about. A row is due
 * when unsent and `next_attempt_at` has passed; a worker that claims it moves `next_attempt_at` a lease ahead, so a
 * crash mid-send only delays it. Deleting an enquiry (a privacy request) deletes its mail with it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    enquiryId: text('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: stamp('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at').notNull(),
    sentAt: stamp('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} IS NULL`),
    index('outbox_enquiry_idx').on(t.enquiryId),
  ],
);

/** WhatsApp and call presses about a car (the demand beacon): no personal data. */
export const demandPresses = pgTable(
  'demand_presses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: text('car_id').notNull(),
    channel: text('channel').notNull(),
    place: text('place').notNull(),
    at: stamp('at').notNull(),
  },
  (t) => [index('demand_presses_at_idx').on(t.at)],
);

/**
 * A visitor's view of a car on a Dubai day, so a reload does not count again. The visitor is a salted hash of the
 * address and user agent (services/cars.ts), never either in clear; marks older than two days are deleted.
 */
export const carViewMarks = pgTable(
  'car_view_marks',
  {
    carId: text('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.visitorHash, t.day] }), index('car_view_marks_day_idx').on(t.day)],
);

/**
 * The data version of the public pages (render/page-cache.ts, docs/decisions/018-page-cache.md): one row (id 1) whose
 * `version` takes a new value of `site_version_seq` whenever a commit changed the cars table other than a view or
 * booking count. Triggers of migration 0002 write it, so every write path (the portal, the CLI, plain SQL) bumps it
 * and every instance reads it once the write is committed. A sequence rather than `version + 1`: a value is never
 * handed out twice, even after the table is put back from a copy.
 */
export const siteVersionSeq = pgSequence('site_version_seq');
export const siteVersion = pgTable('site_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The rate limits' counters when the database is PostgreSQL (services/limits.ts): rate-limiter-flexible's
 * RateLimiterPostgres keeps one row per rule and key (`<rule>:<key>`) and counts with one atomic upsert, so every
 * instance shares one count. Made by a migration rather than by the library at start, so instances starting at once
 * never race on DDL; `key` is text (the library's own table caps it at 255 characters, and an e-mail address plus an
 * IPv6 address can be longer). `expire` is milliseconds since the epoch; rows whose window has ended are deleted every
 * few minutes. Unused with PGlite, whose limits are counted in memory (one process).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
