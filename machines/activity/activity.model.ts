/**
 * The activity log's facts the machine and the views share (issue 22): the filters, the query one page asks for, and
 * the admins an event or a car names (by account id).
 */
import { AUDIT_KINDS } from '../../domain/audit';
import type { AuditEvent, AuditKind, PersonRef } from '../../domain/types';

export type { AuditEvent, AuditKind, PersonRef };

/** Events per page of the log (the page's and a car's history). */
export const ACTIVITY_PAGE_SIZE = 25;

/** '' = all admins, all kinds. */
export type ActivityFilters = { actorId: string; kind: AuditKind | '' };
export type ActivityFilterKey = keyof ActivityFilters;
export const NO_FILTERS: ActivityFilters = { actorId: '', kind: '' };

/** What GET /api/admin/activity is asked for (api/admin-client.ts ActivityQuery). */
export type ActivityPageQuery = { carId?: string; actorId?: string; kind?: AuditKind; before?: string; limit: number };
export type ActivityPage = { events: AuditEvent[]; nextBefore: string | null };

const isKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value);

/** The filters with one changed; the same object when the value changes nothing or is no kind the log knows. */
export function applyActivityFilter(filters: ActivityFilters, key: ActivityFilterKey, value: string): ActivityFilters {
  if (filters[key] === value) return filters;
  if (key === 'kind') return value === '' || isKind(value) ? { ...filters, kind: value } : filters;
  return { ...filters, actorId: value };
}

/** The query of the first page (`before` null) or of the page after `before`. */
export function activityQuery(
  { carId, filters, limit }: { carId: string | null; filters: ActivityFilters; limit: number },
  before: string | null = null,
): ActivityPageQuery {
  return {
    ...(carId ? { carId } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(before ? { before } : {}),
    limit,
  };
}

/**
 * The admins the 'Admin' filter offers: the accounts, then anyone the log shows who has no account any more (named
 * as they were then), each once, by name.
 */
export function adminOptions(accounts: readonly PersonRef[] | null, events: readonly AuditEvent[] | null): PersonRef[] {
  const byId = new Map<string, PersonRef>();
  for (const account of accounts ?? []) byId.set(account.id, { id: account.id, name: account.name });
  for (const event of events ?? []) if (!byId.has(event.actor.id)) byId.set(event.actor.id, { id: event.actor.id, name: event.actor.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * An admin's name by account id: the account's, else the name an event of the log gave them then; null when neither
 * knows the id (an account since removed, or no id at all).
 */
export function adminName(id: string | undefined, accounts: readonly PersonRef[] | null, events: readonly AuditEvent[] | null): string | null {
  if (!id) return null;
  return accounts?.find((account) => account.id === id)?.name ?? events?.find((event) => event.actor.id === id)?.actor.name ?? null;
}
