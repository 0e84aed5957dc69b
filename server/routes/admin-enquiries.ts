/**
 * The inbox (/api/admin/enquiries/*), the administrators an enquiry can be assigned to, and the demand dashboard.
 * Every route needs an admin's Bearer token (401 / 403 otherwise) and counts against the portal's rate limit.
 */
import {
  demandStats,
  dubaiDay,
  enquiriesCsv,
  enquiryNoteSchema,
  enquiryUpdateSchema,
  pageOf,
  parseEnquiryQuery,
  requireEnquiryId,
} from '../../domain/enquiries';
import { SERVER_MSG } from '../../domain/messages';
import type { Enquiry } from '../../domain/types';
import { parseOrThrow, readJson } from '../../domain/validation';
import { HttpError, ValidationError } from '../../domain/http-errors';
import type { Database } from '../db/client';
import { route, type Router } from '../http';
import { requirePortalAdmin } from '../services/auth';
import {
  addEnquiryNote,
  adminAccounts,
  deleteEnquiry,
  demandFacts,
  exportEnquiries,
  findEnquiry,
  isAdminAccount,
  listEnquiries,
  updateEnquiry,
} from '../services/enquiries';

async function existing(db: Database, id: string): Promise<Enquiry> {
  const enquiry = await findEnquiry(db, id);
  if (!enquiry) throw new HttpError(404, SERVER_MSG.enquiryNotFound);
  return enquiry;
}

export function adminEnquiryRoutes(router: Router): void {
  const { deps } = router;
  const { db } = deps;

  route(router, 'get', '/api/admin/enquiries', async ({ request, url, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    const q = parseEnquiryQuery(url.searchParams);
    const { rows, total, newCount } = await listEnquiries(db, q);
    return json(200, { success: true, message: SERVER_MSG.enquiriesOk, data: rows, ...pageOf(total, q.page, q.limit), newCount });
  });

  // Before /api/admin/enquiries/{id}, which would otherwise take 'export' for an id.
  route(router, 'get', '/api/admin/enquiries/export', async ({ c, request, url, now }) => {
    await requirePortalAdmin(deps, request, now);
    const csv = enquiriesCsv(await exportEnquiries(db, parseEnquiryQuery(url.searchParams)));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${dubaiDay(now)}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  route(router, 'get', '/api/admin/enquiries/{id}', async ({ request, param, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.enquiryOk, data: await existing(db, requireEnquiryId(param('id'))) });
  });

  route(router, 'patch', '/api/admin/enquiries/{id}', async ({ request, param, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    const id = requireEnquiryId(param('id'));
    await existing(db, id);
    const patch = parseOrThrow(enquiryUpdateSchema, await readJson(request));
    if (typeof patch.assigneeId === 'string' && !(await isAdminAccount(db, patch.assigneeId))) {
      throw new ValidationError('assigneeId', SERVER_MSG.assigneeUnknown);
    }
    if (!(await updateEnquiry(db, id, patch, now))) throw new HttpError(404, SERVER_MSG.enquiryNotFound);
    return json(200, { success: true, message: SERVER_MSG.enquiryUpdated, data: await existing(db, id) });
  });

  route(router, 'delete', '/api/admin/enquiries/{id}', async ({ request, param, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    if (!(await deleteEnquiry(db, requireEnquiryId(param('id'))))) throw new HttpError(404, SERVER_MSG.enquiryNotFound);
    return json(200, { success: true, message: SERVER_MSG.enquiryDeleted });
  });

  route(router, 'post', '/api/admin/enquiries/{id}/notes', async ({ request, param, now, json }) => {
    const { account } = await requirePortalAdmin(deps, request, now);
    const id = requireEnquiryId(param('id'));
    await existing(db, id);
    const { text } = parseOrThrow(enquiryNoteSchema, await readJson(request));
    if (!(await addEnquiryNote(db, id, { id: account.id, name: account.name }, text, now))) throw new HttpError(404, SERVER_MSG.enquiryNotFound);
    return json(201, { success: true, message: SERVER_MSG.enquiryNoteAdded, data: await existing(db, id) });
  });

  route(router, 'get', '/api/admin/accounts', async ({ request, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.accountsOk, data: await adminAccounts(db) });
  });

  route(router, 'get', '/api/admin/demand', async ({ request, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.demandOk, data: demandStats(await demandFacts(db, now), now) });
  });
}
