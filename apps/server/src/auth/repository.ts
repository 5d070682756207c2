import type { Role } from '@cuidar/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preparedRows } from '../db/sql';
import { emailChanges, user } from '../db/schema';

// What our side of authentication reads and writes next to better-auth's own tables.

/** The role of a signed-in user (profiles), read on every authenticated request. */
export async function findRole(db: Executor, userId: string): Promise<Role | null> {
  const [row] = await preparedRows<{ role: Role | null }>(db, 'session_role', sql`select role from profiles where id = ${userId}`);
  return row?.role ?? null;
}

/** The address an account has now (better-auth passes the one a link goes to). */
export async function findStoredEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

/** Remembers the address an account is leaving, to tell it once the new one is confirmed. */
export async function recordEmailChange(db: Executor, userId: string, previousEmail: string, requestedEmail: string): Promise<void> {
  await db
    .insert(emailChanges)
    .values({ userId, previousEmail, requestedEmail })
    .onConflictDoUpdate({ target: emailChanges.userId, set: { previousEmail, requestedEmail, requestedAt: sql`now()` } });
}

/** The address an account left, once its change to `newEmail` is confirmed (and forgets it). */
export async function takeConfirmedEmailChange(db: Executor, userId: string, newEmail: string): Promise<string | undefined> {
  const [row] = await db.delete(emailChanges).where(eq(emailChanges.userId, userId)).returning();
  return row && row.requestedEmail.toLowerCase() === newEmail.toLowerCase() ? row.previousEmail : undefined;
}
