import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedRows } from '../db/sql';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

/** An event as written: its id and time are the database's. */
export type AuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** One event (written at every sign-in and many other actions): planned once per connection. */
export async function insertAuditEvent(db: Executor, row: AuditRow): Promise<void> {
  await preparedRows(
    db,
    'insert_audit_event',
    sql`insert into audit_log (actor_id, subject_id, action, object_type, object_id, reason, ip_address, user_agent, metadata)
        values (${row.actorId ?? null}, ${row.subjectId ?? null}, ${row.action}, ${row.objectType ?? null}, ${row.objectId ?? null},
                ${row.reason ?? null}, ${row.ipAddress ?? null}, ${row.userAgent ?? null}, ${JSON.stringify(row.metadata ?? {})}::jsonb)`,
  );
}

/** The newest events about an account, of the given actions. */
export async function findSubjectEvents(db: Executor, subjectId: string, actions: readonly string[], limit: number) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, createdAt: auditLog.createdAt, ipAddress: auditLog.ipAddress, userAgent: auditLog.userAgent })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), inArray(auditLog.action, [...actions])))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
