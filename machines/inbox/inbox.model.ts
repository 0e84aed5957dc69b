import { ENQUIRY_STATUSES, INBOX_PAGE_SIZE } from '../../domain/constants';
import { compareText } from '../../domain/format';
import { dubaiDay, isIsoDay } from '../../domain/dubai-day';
import type { Enquiry, EnquiryStatus, PersonRef } from '../../domain/types';

// The contract's records, as the inbox's files and views import them from here.
export type { Enquiry, EnquiryStatus, PersonRef };

/** The inbox's filters as the admin sets them; '' = no filter (every status, every car, any day, no search). */
export type InboxFilters = {
  status: EnquiryStatus | '';
  carId: string;
  /** Dubai days, YYYY-MM-DD. */
  from: string;
  to: string;
  search: string;
};
export type InboxFilterKey = Exclude<keyof InboxFilters, 'search'>;

export const NO_FILTERS: InboxFilters = { status: '', carId: '', from: '', to: '', search: '' };

/** What listEnquiries / exportEnquiries send: only the filters that are set. */
export type InboxQuery = {
  page?: number;
  limit?: number;
  status?: EnquiryStatus;
  carId?: string;
  from?: string;
  to?: string;
  search?: string;
};

/** One page of the inbox as the list call answers it. */
export type InboxPage = {
  enquiries: Enquiry[];
  total: number;
  currentPage: number;
  totalPages: number;
  newCount: number;
};

/** A car the car filter offers: the fleet's, and any car seen in an enquiry (one deleted since keeps its name). */
export type CarOption = { _id: string; name: string };

const CAR_ID = /^[a-f0-9]{24}$/;
const SEARCH_MAX = 100;

const isStatus = (value: string): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly string[]).includes(value);

/**
 * The filters after one change; a value outside the choices (a forged option, a malformed date) leaves them as they
 * were. A 'from' after 'to' (or a 'to' before 'from') drops the other end, so the range is never upside down.
 */
export function applyInboxFilter(filters: InboxFilters, key: InboxFilterKey, value: string): InboxFilters {
  const ok =
    value === '' ||
    (key === 'status' && isStatus(value)) ||
    (key === 'carId' && CAR_ID.test(value)) ||
    ((key === 'from' || key === 'to') && isIsoDay(value));
  if (!ok || filters[key] === value) return filters;
  const next = { ...filters, [key]: value };
  if (value !== '' && key === 'from' && next.to !== '' && next.to < value) next.to = '';
  if (value !== '' && key === 'to' && next.from !== '' && value < next.from) next.from = '';
  return next;
}

/** The search as typed, cut to what the server takes (control characters never reach it: a text input has none). */
export const cleanSearch = (value: string): string => value.slice(0, SEARCH_MAX);

export const isInboxFiltered = (filters: InboxFilters): boolean =>
  filters.status !== '' || filters.carId !== '' || filters.from !== '' || filters.to !== '' || filters.search.trim() !== '';

/** The query of the export (the filtered list, every page) and, with a page, of the list. */
export function toInboxQuery(filters: InboxFilters, page?: number): InboxQuery {
  const query: InboxQuery = {};
  if (page !== undefined) {
    query.page = page;
    query.limit = INBOX_PAGE_SIZE;
  }
  if (filters.status) query.status = filters.status;
  if (filters.carId) query.carId = filters.carId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

/** The fleet's cars and the cars named in enquiries, once each, by name. */
export function mergeCarOptions(fleet: readonly CarOption[], enquiries: readonly Enquiry[]): CarOption[] {
  const byId = new Map<string, CarOption>();
  for (const car of fleet) byId.set(car._id, { _id: car._id, name: car.name });
  for (const e of enquiries) if (e.car && !byId.has(e.car._id)) byId.set(e.car._id, { _id: e.car._id, name: e.car.name });
  return [...byId.values()].sort((a, b) => compareText(a.name, b.name) || a._id.localeCompare(b._id));
}

/** The export's file name: the Dubai day it was made on, as the server's Content-Disposition names it. */
export const exportFileName = (now: number): string => `enquiries-${dubaiDay(now)}.csv`;

/** A page number the list may go to: 1..totalPages (page 1 is always allowed, even for an empty inbox). */
export const isPageOf = (page: number, totalPages: number): boolean =>
  Number.isInteger(page) && page >= 1 && page <= Math.max(1, totalPages);
