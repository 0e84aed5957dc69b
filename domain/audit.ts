/**
 * The portal's audit log (issue 22), as the product server and the mock both write it: who (the admin as they were),
 * when, what (a car's creation, an edit with each changed field's old and new values, a status change, a delete, a
 * restore, a purge; an account's sign-in and password changes). The server writes an event in the same transaction as
 * the change it records.
 */
import { ValidationError } from './http-errors';
import { isObjectId } from './ids';
import type { AuditActor, AuditEvent, AuditKind, Car, FieldChange } from './types';

export const AUDIT_KINDS = [
  'car.create',
  'car.edit',
  'car.status',
  'car.delete',
  'car.restore',
  'car.purge',
  'account.signIn',
  'account.passwordChange',
  'account.passwordReset',
  'account.invite',
  'account.deactivate',
  'account.reactivate',
] as const satisfies readonly AuditKind[];

/** An event as a change records it; the backend gives it its id and keeps it in order. */
export interface EventInput {
  kind: AuditKind;
  actor: AuditActor;
  at: number;
  car?: Pick<Car, '_id' | 'name'>;
  /** The account an invite, deactivation or reactivation is about. */
  account?: AuditActor;
  changes?: FieldChange[];
}

/** The event as GET /api/admin/activity answers it. */
export function auditEvent(id: string, input: EventInput): AuditEvent {
  return {
    id,
    at: new Date(input.at).toISOString(),
    actor: { id: input.actor.id, name: input.actor.name, email: input.actor.email },
    kind: input.kind,
    car: input.car ? carRef(input.car) : null,
    account: input.account ? { id: input.account.id, name: input.account.name, email: input.account.email } : null,
    changes: input.changes ?? [],
  };
}

/** Events per page of GET /api/admin/activity, by default and at most. */
export const ACTIVITY_PAGE = 50;
export const ACTIVITY_PAGE_MAX = 100;

/** The fields of a car an admin changes, in the form's order: what an edit's event compares. */
const CAR_FIELDS = [
  'name',
  'brand',
  'model',
  'year',
  'category',
  'transmission',
  'fuelType',
  'seats',
  'location',
  'description',
  'features',
  'metaTitle',
  'metaDescription',
  'isFeatured',
  'isActive',
  'isAvailable',
  'status',
  'slug',
] as const satisfies readonly (keyof Car)[];

/** JSON with object keys sorted: the database gives jsonb back with its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * What an edit changed, field by field, with old and new values (absent = null). Specifications are compared one by
 * one (`specifications.horsepower`), the Arabic words one by one (`ar.description`); images as the list of their
 * addresses, alt texts and which is the cover.
 */
export function carChanges(before: Car, after: Car): FieldChange[] {
  const changes: FieldChange[] = [];
  const add = (field: string, from: unknown, to: unknown) => {
    if (!same(from ?? null, to ?? null)) changes.push({ field, from: from ?? null, to: to ?? null });
  };
  for (const field of CAR_FIELDS) add(field, before[field], after[field]);
  const specs = new Set([...Object.keys(before.specifications), ...Object.keys(after.specifications)]);
  for (const key of specs) {
    add(`specifications.${key}`, before.specifications[key as keyof Car['specifications']], after.specifications[key as keyof Car['specifications']]);
  }
  add('ar.description', before.ar?.description, after.ar?.description);
  add('ar.features', before.ar?.features, after.ar?.features);
  add('ar.metaTitle', before.ar?.metaTitle, after.ar?.metaTitle);
  add('ar.metaDescription', before.ar?.metaDescription, after.ar?.metaDescription);
  add('images', before.images, after.images);
  return changes;
}

/** The car an event is about, as it was named then. */
export const carRef = (car: Pick<Car, '_id' | 'name'>): NonNullable<AuditEvent['car']> => ({ _id: car._id, name: car.name });

/** The filters GET /api/admin/activity takes; a value out of range is a 400 (domain/schemas.ts activityQuerySchema). */
export interface ActivityQuery {
  carId?: string;
  actorId?: string;
  kind?: AuditKind;
  /** The id of the last event of the previous page: the next page starts after it. */
  before?: string;
  limit: number;
}

function idParam(params: URLSearchParams, name: keyof ActivityQuery, what: string): string | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!isObjectId(raw)) throw new ValidationError(name, `must be ${what}`);
  return raw;
}

/** GET /api/admin/activity's query, or a 400 naming the first bad parameter. */
export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const kind = params.get('kind') || undefined;
  if (kind !== undefined && !(AUDIT_KINDS as readonly string[]).includes(kind)) throw new ValidationError('kind', `must be one of ${AUDIT_KINDS.join(', ')}`);
  const rawLimit = params.get('limit');
  const limit = rawLimit === null || rawLimit === '' ? ACTIVITY_PAGE : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > ACTIVITY_PAGE_MAX) throw new ValidationError('limit', `must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`);
  const q: ActivityQuery = { limit };
  const carId = idParam(params, 'carId', 'a car id');
  const actorId = idParam(params, 'actorId', 'an account id');
  const before = idParam(params, 'before', 'an event id');
  if (carId) q.carId = carId;
  if (actorId) q.actorId = actorId;
  if (kind) q.kind = kind as AuditKind;
  if (before) q.before = before;
  return q;
}

/** Newest first; `events` are in that order already. The page after `before`, and the cursor of the next one. */
export function pageOfEvents(events: readonly AuditEvent[], q: ActivityQuery): { data: AuditEvent[]; nextBefore: string | null } {
  const matching = events.filter(
    (e) => (!q.carId || e.car?._id === q.carId) && (!q.actorId || e.actor.id === q.actorId) && (!q.kind || e.kind === q.kind),
  );
  const start = q.before === undefined ? 0 : matching.findIndex((e) => e.id === q.before) + 1;
  const data = start === 0 && q.before !== undefined ? [] : matching.slice(start, start + q.limit);
  const more = start + q.limit < matching.length;
  return { data, nextBefore: more && data.length > 0 ? data[data.length - 1]!.id : null };
}
