import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema';

/** An operator's address is the company's: created verified (the set-password link proves it anyway). */
export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}
