import type { SecurityAction } from '@cuidar/domain/account-settings';
import type { SessionUserDto } from '@cuidar/domain/auth';
import type { AccountRole } from '@cuidar/domain/constants';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preparedRows } from '../db/sql';
import { account, auditLog, emailChanges, session, signInUnlocks, twoFactor, user, verification } from '../db/schema';

// What our side of authentication reads and writes next to better-auth's own tables.

/** better-auth's own tables, for its Drizzle adapter (it reads and writes them itself). */
export const betterAuthTables = { user, session, account, verification, twoFactor };

/** The role of a signed-in user (profiles), read on every authenticated request. */
export async function findRole(db: Executor, userId: string): Promise<AccountRole | null> {
  const [row] = await preparedRows<{ role: AccountRole | null }>(db, 'session_role', sql`select role from profiles where id = ${userId}`);
  return row?.role ?? null;
}

/** A family account an operator suspended (docs/product.md#family-suspension): no new session opens. */
export async function isAccountSuspended(db: Executor, userId: string): Promise<boolean> {
  // Run at every sign-in: planned once per connection.
  const rows = await preparedRows<{ id: string }>(db, 'account_suspended', sql`select id from profiles where id = ${userId} and suspensa_em is not null`);
  return rows.length > 0;
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

/** What the web app may know about the signed-in user: never hashes, never other users. */
export async function sessionUserDto(db: Executor, userId: string): Promise<SessionUserDto | null> {
  // Answered at every sign-in: planned once per connection.
  const [row] = await preparedRows<Parameters<typeof toSessionUserDto>[0]>(
    db,
    'session_user',
    sql`select u.id, u.email, u.email_verified as "emailVerified", p.role, p.first_name as "firstName", p.last_name as "lastName", p.avatar_url as "avatarUrl"
        from "user" u left join profiles p on p.id = u.id
        where u.id = ${userId}`,
  );
  return row ? toSessionUserDto(row) : null;
}

function toSessionUserDto(row: {
  id: string;
  email: string;
  emailVerified: boolean;
  role: AccountRole | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}): SessionUserDto {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role ?? null,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    avatarUrl: row.avatarUrl ?? null,
  };
}

/** An account by its address (sign-in events and lockouts are about accounts, not addresses). */
export async function findAccountByEmail(db: Executor, email: string): Promise<{ id: string; name: string; email: string } | undefined> {
  const [row] = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

export async function insertSignInUnlock(db: Executor, row: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(signInUnlocks).values(row);
}

/**
 * A lockout link serves until its account next signs in, from any browser and by any way (the
 * audit log's 'sign_in' after the link was made): a sign-in writes nothing here.
 */
const SIGN_IN: SecurityAction = 'sign_in';
const unusedSinceSignIn = sql`not exists (select 1 from ${auditLog} where ${auditLog.subjectId} = ${signInUnlocks.userId} and ${auditLog.action} = ${SIGN_IN} and ${auditLog.createdAt} > ${signInUnlocks.createdAt})`;

/** A lockout link not yet expired nor used, by its token's hash. */
export async function findSignInUnlock(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: signInUnlocks.id, userId: signInUnlocks.userId, openedAt: signInUnlocks.openedAt, email: user.email })
    .from(signInUnlocks)
    .innerJoin(user, eq(user.id, signInUnlocks.userId))
    .where(and(eq(signInUnlocks.tokenHash, tokenHash), gt(signInUnlocks.expiresAt, now), unusedSinceSignIn));
  return row;
}

/** An opened lockout link of the account with this address, not expired nor used. */
export async function findOpenedSignInUnlock(db: Executor, tokenHash: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: signInUnlocks.id, userId: signInUnlocks.userId })
    .from(signInUnlocks)
    .innerJoin(user, eq(user.id, signInUnlocks.userId))
    .where(and(eq(signInUnlocks.tokenHash, tokenHash), gt(signInUnlocks.expiresAt, now), isNotNull(signInUnlocks.openedAt), eq(user.email, email.toLowerCase()), unusedSinceSignIn));
  return row;
}

export async function markSignInUnlockOpened(db: Executor, id: string, at: Date, expiresAt: Date): Promise<void> {
  await db.update(signInUnlocks).set({ openedAt: at, expiresAt }).where(eq(signInUnlocks.id, id));
}

export async function deleteSignInUnlocks(db: Executor, userId: string): Promise<void> {
  await db.delete(signInUnlocks).where(eq(signInUnlocks.userId, userId));
}
