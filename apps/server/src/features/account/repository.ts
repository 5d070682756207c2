import type { SessionUserDto } from '@cuidar/domain/auth';
import type { Role } from '@cuidar/domain/constants';
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
  role: 'familia' | 'cuidador';
  firstName: string;
  lastName: string;
}

/** The profile of a new account, written in the sign-up transaction. */
export async function insertProfile(db: Executor, input: NewProfile): Promise<void> {
  await db.insert(profiles).values(input);
}

/** The columns a SessionUserDto is made of (user joined to profiles). */
const sessionUserColumns = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  role: profiles.role,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
};

/** What the web app may know about the signed-in user: never hashes, never other users. */
export async function sessionUserDto(db: Executor, userId: string): Promise<SessionUserDto | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ? toSessionUserDto(row) : null;
}

export function toSessionUserDto(row: {
  id: string;
  email: string;
  emailVerified: boolean;
  role: Role | null;
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
