/** The audit log as the mock keeps it (issue 22, domain/audit.ts): newest last in `db.audit`, as the server's seq. */
import { carRef, pageOfEvents, parseActivityQuery } from '../../domain/audit';
import { newObjectId } from '../../domain/ids';
import { SERVER_MSG } from '../../domain/messages';
import type { AuditKind, Car, FieldChange } from '../../domain/types';
import type { Account, Db } from '../db/types';
import { route } from './route';
import { requireAdmin } from './session';

/** Records an event; the handler's saveDb() that follows keeps it with the change. */
export function recordEvent(db: Db, kind: AuditKind, actor: Pick<Account, 'id' | 'name' | 'email'>, now: number, car?: Pick<Car, '_id' | 'name'>, changes: FieldChange[] = []): void {
  db.audit.push({
    id: newObjectId(now),
    at: new Date(now).toISOString(),
    actor: { id: actor.id, name: actor.name, email: actor.email },
    kind,
    car: car ? carRef(car) : null,
    changes,
  });
}

export const auditHandlers = [
  route('get', '/api/admin/activity', 'admin', async ({ request, url, db, now, json }) => {
    requireAdmin(db, request, now);
    const page = pageOfEvents([...db.audit].reverse(), parseActivityQuery(url.searchParams));
    return json(200, { success: true, message: SERVER_MSG.activityOk, ...page });
  }),
];
