/** The audit log as the mock keeps it (issue 22, domain/audit.ts): newest last in `db.audit`, as the server's seq. */
import { auditEvent, pageOfEvents, parseActivityQuery, type EventInput } from '../../domain/audit';
import { newObjectId } from '../../domain/ids';
import { SERVER_MSG } from '../../domain/messages';
import type { Db } from '../db/types';
import { route } from './route';
import { requireAdmin } from './session';

/** Records an event; the handler's saveDb() that follows keeps it with the change. */
export function recordEvent(db: Db, input: EventInput): void {
  db.audit.push(auditEvent(newObjectId(input.at), input));
}

export const auditHandlers = [
  route('get', '/api/admin/activity', 'admin', async ({ request, url, db, now, json }) => {
    requireAdmin(db, request, now);
    const page = pageOfEvents([...db.audit].reverse(), parseActivityQuery(url.searchParams));
    return json(200, { success: true, message: SERVER_MSG.activityOk, ...page });
  }),
];
