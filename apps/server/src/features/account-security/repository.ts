import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { account, session, user } from '../../db/schema';

/** The caller's sessions that have not expired, most recently renewed first (never the token). */
export async function findActiveSessions(db: Executor, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** Ends one of the caller's sessions; false when the id is not theirs (or already gone). */
export async function deleteOwnSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

/** Ends every session of the caller except the one in use; answers how many ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return rows.length;
}

/** The caller's name, e-mail and password hash (for re-authentication only; never sent out). */
export async function findCredentialOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email, passwordHash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, userId));
  return row;
}
