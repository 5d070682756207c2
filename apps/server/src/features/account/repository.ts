import type { SessionUserDto } from '@cuidar/domain/auth';
import type { Role } from '@cuidar/domain/constants';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { account, profiles, user } from '../../db/schema';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  return row;
}

export interface NewAccount {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: 'familia' | 'cuidador';
  firstName: string;
  lastName: string;
}

/** User, credential and profile rows, written together. */
export async function insertAccountWithProfile(db: Executor, input: NewAccount): Promise<void> {
  await db.insert(user).values({ id: input.id, name: input.name, email: input.email, emailVerified: false });
  await db.insert(account).values({
    id: crypto.randomUUID(),
    accountId: input.id,
    providerId: 'credential',
    userId: input.id,
    password: input.passwordHash,
  });
  await db.insert(profiles).values({
    id: input.id,
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
  });
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

/** What a password sign-in needs of an account, in one query: its credential and its DTO. */
export async function findCredentialForSignIn(db: Executor, email: string) {
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential'), eq(account.accountId, user.id)))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.email, email.toLowerCase()));
  return row;
}
