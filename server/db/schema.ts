/**
 * The product database (PostgreSQL; PGlite embedded by default). Migrations are generated from this file with
 * `npm run db:generate` (drizzle-kit) into server/db/migrations and applied at start.
 *
 * Cars keep the contract's shape; the `*_key` columns hold the folded values (domain/ids.ts `fold`) that the list
 * filters compare, written with every save so a query is a plain equality or LIKE on an index.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Car } from '../../domain/types';

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
