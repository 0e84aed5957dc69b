/**
 * The audit log on the product server (issue 22, domain/audit.ts): `recordEvent` is called with the transaction of
 * the change it records, so a change and its event are committed together or not at all.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { auditEvent, type ActivityQuery, type EventInput } from '../../domain/audit';
import { newObjectId } from '../../domain/ids';
import type { AuditActor, AuditEvent } from '../../domain/types';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';

/** The admin who acts, as the log keeps them. */
export const actorOf = (account: { id: string; name: string; email: string }): AuditActor => ({ id: account.id, name: account.name, email: account.email });

export async function recordEvent(tx: Database, event: EventInput): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newObjectId(event.at),
    at: new Date(event.at),
    actorId: event.actor.id,
    actorName: event.actor.name,
    actorEmail: event.actor.email,
    kind: event.kind,
    carId: event.car?._id ?? null,
    carName: event.car?.name ?? null,
    accountId: event.account?.id ?? null,
    accountName: event.account?.name ?? null,
    accountEmail: event.account?.email ?? null,
    changes: event.changes ?? [],
  });
}

type Row = typeof auditEvents.$inferSelect;

function toEvent(row: Row): AuditEvent {
  return auditEvent(row.id, {
    kind: row.kind,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    at: row.at.getTime(),
    ...(row.carId === null ? {} : { car: { _id: row.carId, name: row.carName ?? '' } }),
    ...(row.accountId === null ? {} : { account: { id: row.accountId, name: row.accountName ?? '', email: row.accountEmail ?? '' } }),
    changes: row.changes,
  });
}

/** One page of the log, newest first, and the cursor of the next (older) page. */
export async function listActivity(db: Database, q: ActivityQuery): Promise<{ data: AuditEvent[]; nextBefore: string | null }> {
  let beforeSeq: number | undefined;
  if (q.before !== undefined) {
    const [cursor] = await db.select({ seq: auditEvents.seq }).from(auditEvents).where(eq(auditEvents.id, q.before));
    if (!cursor) return { data: [], nextBefore: null };
    beforeSeq = cursor.seq;
  }
  const parts: (SQL | undefined)[] = [
    q.carId ? eq(auditEvents.carId, q.carId) : undefined,
    q.actorId ? eq(auditEvents.actorId, q.actorId) : undefined,
    q.kind ? eq(auditEvents.kind, q.kind) : undefined,
    beforeSeq === undefined ? undefined : lt(auditEvents.seq, beforeSeq),
  ];
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...parts))
    .orderBy(desc(auditEvents.seq))
    .limit(q.limit + 1);
  const data = rows.slice(0, q.limit).map(toEvent);
  return { data, nextBefore: rows.length > q.limit ? data[data.length - 1]!.id : null };
}
