import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { account, user } from '../../db/schema';

/** The caller's name, e-mail and password hash (for re-authentication only; never sent out). */
export async function findCredentialOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email, passwordHash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, userId));
  return row;
}
