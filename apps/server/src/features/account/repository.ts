import type { AccountRole } from '@cuidar/domain/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, user } from '../../db/schema';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  return row;
}

export interface NewProfile {
  id: string;
  role: AccountRole;
  firstName: string;
  lastName: string;
}

/** The profile of a new account, written in the sign-up transaction. */
export async function insertProfile(db: Executor, input: NewProfile): Promise<void> {
  await db.insert(profiles).values(input);
}
