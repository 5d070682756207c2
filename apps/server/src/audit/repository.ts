import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEvent(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
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
