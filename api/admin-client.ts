import createClient, { type Middleware } from 'openapi-fetch';
import type { z } from 'zod/mini';
import { ADMIN_LIST_LIMIT, ADMIN_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../domain/constants';
import { ApiError } from './errors';
import { ResponseFailure, said, toAdminError, toUploadError } from './error-map';
import { apiBaseUrl, lateFetch, notifyUnauthorized, parseBody, send, type CallOptions, type RawResult } from './http';
import { msg, type Message } from '../domain/message';
import type { components, paths } from '../domain/api-schema';
import { carListResponseSchema, carResponseSchema, carStatsResponseSchema, messageResponseSchema, uploadResponseSchema } from './schemas';
import { demandStatsResponseSchema } from './schemas';
import { accountListResponseSchema, csvTextSchema, enquiryListResponseSchema, enquiryResponseSchema } from './schemas';
import { activityResponseSchema, restoreResponseSchema, teamMemberResponseSchema, teamResponseSchema, trashListResponseSchema } from './schemas';
import { clearToken, getToken } from './token-storage';
import { cleanFilters, type CarFilters } from '../domain/car-filters';
import { assertCarId, assertPage } from './validation';

type S = components['schemas'];

/** Every admin request carries the stored token as a Bearer header (SPEC §6); without one it is not sent at all. */
const bearerFromStorage: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/** Fleet management (SPEC §7): 15 s timeout, Bearer token. */
const client = createClient<paths>({ baseUrl: apiBaseUrl(), fetch: lateFetch });
client.use(bearerFromStorage);

/** Admin 401: the session is gone; drop the token and let the app send the admin to /admin/login. */
function handleUnauthorized(err: unknown): void {
  if (err instanceof ResponseFailure && err.status === 401) {
    clearToken();
    notifyUnauthorized();
  }
}

/**
 * No admin call leaves without a stored token: one removed in this tab (devtools, a script; no storage event fires
 * here) ends the session at the next call, as a 401 would (the 401 hook sends the admin to /admin/login).
 */
function requireToken(message: Message): void {
  if (getToken()) return;
  notifyUnauthorized();
  throw new ApiError(message, 401);
}

async function call<T extends z.ZodMiniType>(
  fallback: Message,
  schema: T,
  options: CallOptions,
  run: (signal: AbortSignal) => Promise<RawResult>,
): Promise<z.output<T>> {
  requireToken(msg('noToken'));
  try {
    return parseBody(schema, await send(run, { timeoutMs: ADMIN_TIMEOUT_MS, signal: options.signal }));
  } catch (err) {
    handleUnauthorized(err);
    throw toAdminError(err, fallback);
  }
}

/** The whole fleet in one page (the admin list filters on the client, SPEC §5). */
async function listCars(filters: CarFilters = {}, options: CallOptions = {}): Promise<S['CarListResponse']> {
  assertPage(filters.page);
  const { page, limit, sort, search, brand, category, status } = cleanFilters(filters);
  const query = { page, limit: limit ?? ADMIN_LIST_LIMIT, sort, search, brand, category, status };
  return call(msg('fetchCarsFailed'), carListResponseSchema, options, (signal) =>
    client.GET('/api/admin/cars/get', { params: { query }, signal }),
  );
}

async function getCar(id: string, options: CallOptions = {}): Promise<S['Car']> {
  const carId = assertCarId(id, msg('invalidCarIdProvided'));
  const body = await call(msg('carNotFound'), carResponseSchema, options, (signal) =>
    client.GET('/api/admin/cars/get/{id}', { params: { path: { id: carId } }, signal }),
  );
  return body.data;
}

async function addCar(input: S['CarInput'], options: CallOptions = {}): Promise<S['Car']> {
  const body = await call(msg('addCarFailed'), carResponseSchema, options, (signal) =>
    client.POST('/api/admin/cars/add', { body: input, signal }),
  );
  return body.data;
}

async function editCar(id: string, input: S['CarInput'], options: CallOptions = {}): Promise<S['Car']> {
  const carId = assertCarId(id, msg('invalidCarIdProvided'));
  const body = await call(msg('updateCarFailed'), carResponseSchema, options, (signal) =>
    client.PUT('/api/admin/cars/edit/{id}', { params: { path: { id: carId } }, body: input, signal }),
  );
  return body.data;
}

async function deleteCar(id: string, options: CallOptions = {}): Promise<void> {
  const carId = assertCarId(id, msg('invalidCarIdProvided'));
  await call(msg('deleteCarFailed'), messageResponseSchema, options, (signal) =>
    client.DELETE('/api/admin/cars/delete/{id}', { params: { path: { id: carId } }, signal }),
  );
}

/** One call with the car id and the new status (SPEC §4); isAvailable follows on the server. */
async function setStatus(id: string, status: S['CarStatus'], options: CallOptions = {}): Promise<S['Car']> {
  const carId = assertCarId(id, msg('invalidCarIdProvided'));
  const body = await call(msg('statusUpdateFailed'), carResponseSchema, options, (signal) =>
    client.PATCH('/api/admin/cars/toggle-availability/{id}', { params: { path: { id: carId } }, body: { status }, signal }),
  );
  return body.data;
}

async function stats(options: CallOptions = {}): Promise<S['CarStats']> {
  const body = await call(msg('statsFailed'), carStatsResponseSchema, options, (signal) =>
    client.GET('/api/admin/cars/stats', { signal }),
  );
  return body.data;
}

/** The dashboard's demand over the last 30 Dubai days (issue 19): enquiries per day, channels, top cars, time to contact. */
async function demandStats(options: CallOptions = {}): Promise<S['DemandStats']> {
  const body = await call(msg('demandFailed'), demandStatsResponseSchema, options, (signal) =>
    client.GET('/api/admin/demand', { signal }),
  );
  return body.data;
}

// ---- The inbox (issue 19): enquiries, their CSV, the administrators they can be assigned to.

/** The inbox's filters and page, as GET /api/admin/enquiries (and its export, without the page) take them. */
export type EnquiryListQuery = {
  page?: number;
  limit?: number;
  status?: S['EnquiryStatus'];
  carId?: string;
  from?: string;
  to?: string;
  search?: string;
};

/** An enquiry id as the server takes it (24 hex characters): another never leaves the browser. */
function assertEnquiryId(id: string): string {
  const trimmed = id.trim();
  if (!/^[a-f0-9]{24}$/.test(trimmed)) throw new ApiError(msg('invalidEnquiryId'), 0);
  return trimmed;
}

async function listEnquiries(query: EnquiryListQuery = {}, options: CallOptions = {}): Promise<S['EnquiryListResponse']> {
  assertPage(query.page);
  return call(msg('fetchEnquiriesFailed'), enquiryListResponseSchema, options, (signal) =>
    client.GET('/api/admin/enquiries', { params: { query }, signal }),
  );
}

/** The filtered list as CSV text (UTF-8 with its BOM), for the view to save as a file. */
async function exportEnquiries(query: Omit<EnquiryListQuery, 'page' | 'limit'> = {}, options: CallOptions = {}): Promise<string> {
  const { status, carId, from, to, search } = query;
  const csv = await call(msg('exportEnquiriesFailed'), csvTextSchema, options, (signal) =>
    client.GET('/api/admin/enquiries/export', {
      params: { query: { status, carId, from, to, search } },
      // CSV, not JSON: read as text, past lateFetch's JSON check.
      parseAs: 'text',
      fetch: (request: Request) => globalThis.fetch(request),
      signal,
    }),
  );
  // Response.text() drops the BOM the server sent; spreadsheets need it to read UTF-8.
  return csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
}

async function getEnquiry(id: string, options: CallOptions = {}): Promise<S['Enquiry']> {
  const enquiryId = assertEnquiryId(id);
  const body = await call(msg('fetchEnquiryFailed'), enquiryResponseSchema, options, (signal) =>
    client.GET('/api/admin/enquiries/{id}', { params: { path: { id: enquiryId } }, signal }),
  );
  return body.data;
}

async function updateEnquiry(id: string, patch: S['EnquiryUpdate'], options: CallOptions = {}): Promise<S['Enquiry']> {
  const enquiryId = assertEnquiryId(id);
  const body = await call(msg('updateEnquiryFailed'), enquiryResponseSchema, options, (signal) =>
    client.PATCH('/api/admin/enquiries/{id}', { params: { path: { id: enquiryId } }, body: patch, signal }),
  );
  return body.data;
}

/** Adds a note signed by the admin signed in; answers the whole enquiry with its notes. */
async function addEnquiryNote(id: string, text: string, options: CallOptions = {}): Promise<S['Enquiry']> {
  const enquiryId = assertEnquiryId(id);
  const body = await call(msg('addNoteFailed'), enquiryResponseSchema, options, (signal) =>
    client.POST('/api/admin/enquiries/{id}/notes', { params: { path: { id: enquiryId } }, body: { text }, signal }),
  );
  return body.data;
}

async function deleteEnquiry(id: string, options: CallOptions = {}): Promise<void> {
  const enquiryId = assertEnquiryId(id);
  await call(msg('deleteEnquiryFailed'), messageResponseSchema, options, (signal) =>
    client.DELETE('/api/admin/enquiries/{id}', { params: { path: { id: enquiryId } }, signal }),
  );
}

/** The portal's administrators, by name (whom an enquiry can be assigned to). */
async function listAccounts(options: CallOptions = {}): Promise<S['PersonRef'][]> {
  const body = await call(msg('fetchAccountsFailed'), accountListResponseSchema, options, (signal) =>
    client.GET('/api/admin/accounts', { signal }),
  );
  return body.data;
}

// ---- The trash (issue 22): deleted cars wait TRASH_DAYS, restorable.

async function listTrash(options: CallOptions = {}): Promise<S['TrashedCar'][]> {
  const body = await call(msg('fetchTrashFailed'), trashListResponseSchema, options, (signal) => client.GET('/api/admin/trash', { signal }));
  return body.data;
}

/** The car back as it was; `previousSlug` when its slug was taken meanwhile and it got a new one. */
async function restoreCar(id: string, options: CallOptions = {}): Promise<{ car: S['Car']; previousSlug?: string }> {
  const carId = assertCarId(id, msg('invalidCarIdProvided'));
  const body = await call(msg('restoreCarFailed'), restoreResponseSchema, options, (signal) =>
    client.POST('/api/admin/trash/{id}/restore', { params: { path: { id: carId } }, signal }),
  );
  return { car: body.data, ...(body.previousSlug === undefined ? {} : { previousSlug: body.previousSlug }) };
}

async function purgeCar(id: string, options: CallOptions = {}): Promise<void> {
  const carId = assertCarId(id, msg('invalidCarIdProvided'));
  await call(msg('purgeCarFailed'), messageResponseSchema, options, (signal) =>
    client.DELETE('/api/admin/trash/{id}', { params: { path: { id: carId } }, signal }),
  );
}

const trashCalls = { listTrash, restoreCar, purgeCar };

// ---- The portal's accounts (issue 22).

async function listTeam(options: CallOptions = {}): Promise<S['TeamMember'][]> {
  const body = await call(msg('fetchTeamFailed'), teamResponseSchema, options, (signal) => client.GET('/api/admin/team', { signal }));
  return body.data;
}

/** Invites an administrator: an account without a password and a set-password link by e-mail. */
async function inviteAdmin(input: S['InviteRequest'], options: CallOptions = {}): Promise<S['TeamMember']> {
  const body = await call(msg('inviteFailed'), teamMemberResponseSchema, options, (signal) =>
    client.POST('/api/admin/team/invite', { body: input, signal }),
  );
  return body.data;
}

/** An account id as the server takes it (24 hex characters): another never leaves the browser. */
function assertAccountId(id: string): string {
  if (!/^[a-f0-9]{24}$/.test(id)) throw new ApiError(msg('invalidAccountId'), 0);
  return id;
}

async function setAccountActive(id: string, active: boolean, options: CallOptions = {}): Promise<S['TeamMember']> {
  const params = { path: { id: assertAccountId(id) } };
  const body = await call(msg(active ? 'reactivateFailed' : 'deactivateFailed'), teamMemberResponseSchema, options, (signal) =>
    active ? client.POST('/api/admin/team/{id}/reactivate', { params, signal }) : client.POST('/api/admin/team/{id}/deactivate', { params, signal }),
  );
  return body.data;
}

async function signOutOthers(options: CallOptions = {}): Promise<void> {
  await call(msg('signOutOthersFailed'), messageResponseSchema, options, (signal) => client.POST('/api/admin/team/sign-out-others', { signal }));
}

const teamCalls = { listTeam, inviteAdmin, setAccountActive, signOutOthers };

// ---- The audit log (issue 22).

/** The activity log's filters and cursor, as GET /api/admin/activity takes them. */
export type ActivityQuery = { carId?: string; actorId?: string; kind?: S['AuditKind']; before?: string; limit?: number };

/** One page of the log, newest first; `nextBefore` asks for the next (older) page, null after the last. */
async function listActivity(query: ActivityQuery = {}, options: CallOptions = {}): Promise<{ events: S['AuditEvent'][]; nextBefore: string | null }> {
  const body = await call(msg('fetchActivityFailed'), activityResponseSchema, options, (signal) =>
    client.GET('/api/admin/activity', { params: { query }, signal }),
  );
  return { events: body.data, nextBefore: body.nextBefore };
}

const inboxCalls = { listEnquiries, exportEnquiries, getEnquiry, updateEnquiry, addEnquiryNote, deleteEnquiry, listAccounts };

export type UploadOptions = CallOptions & { timeoutMs?: number };

/**
 * Upload one image as multipart with the single field `file` (30 s by default). Resolves with `result.url`.
 * Failures carry the upload texts of SPEC §8; a 401 also drops the token and calls the 401 hook.
 */
async function uploadImage(file: File | Blob, options: UploadOptions = {}): Promise<string> {
  requireToken(msg('uploadAuth'));
  const form = new FormData();
  if (file instanceof File) form.append('file', file, file.name);
  else form.append('file', file);
  try {
    const sent = await send(
      (signal) =>
        client.POST('/api/admin/cars/upload-image', {
          // The generated type spells the binary field as a string; the serializer sends the real FormData.
          body: { file: '' },
          bodySerializer: () => form,
          signal,
        }),
      { timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS, signal: options.signal },
    );
    const body = parseBody(uploadResponseSchema, sent);
    if (!body.success) throw new ApiError(said(body.message || undefined) ?? msg('uploadGeneric'), sent.status, undefined, body.message);
    return body.result.url;
  } catch (err) {
    handleUnauthorized(err);
    throw toUploadError(err);
  }
}

export const adminApi = { listCars, getCar, addCar, editCar, deleteCar, setStatus, stats, demandStats, uploadImage, ...inboxCalls, ...trashCalls, ...teamCalls, listActivity };
export type AdminApi = typeof adminApi;
