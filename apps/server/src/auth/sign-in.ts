import { randomBytes, randomUUID } from 'node:crypto';
import type { SessionUserDto } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { session } from '../db/schema';
import { findCredentialForSignIn, toSessionUserDto } from '../features/account/repository';
import { clientIp } from '../http/client-ip';
import { AppError } from '../http/errors';
import { hashPassword, verifyPassword } from './password';
import { cookieSettings, signToken } from './session-lookup';

// Sign-in with e-mail and password in the steps it needs: one query for the account (credential,
// verified flag and the DTO), one argon2id verification, one insert for the session, and the
// session cookie written exactly as better-auth names, signs and attributes it — so better-auth
// (and session-lookup.ts) read it as their own, and everything after sign-in stays better-auth's.
// better-auth's endpoint did the same in five queries and a router built per request; sign-in is
// the one route where the time around the hash bounds how many people can sign in (ADR 0020).
// Rate limits are counted by the route before this runs.

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, messages.auth.invalidCredentials);

/**
 * Verifies the password and opens a 'remember me' session; answers the user's DTO and sets the
 * cookie on `c`. Unknown account, no password, wrong password: the same 401 after the same argon2id
 * work (no account enumeration, same as better-auth). Right password, e-mail not verified: 403.
 */
export async function signInWithPassword(c: Context<AppEnv>, input: { email: string; password: string }): Promise<SessionUserDto> {
  const { database, auth, env } = c.get('deps');
  const found = await findCredentialForSignIn(database.db, input.email);
  if (!found?.passwordHash) {
    await hashPassword(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword({ hash: found.passwordHash, password: input.password }))) throw invalidCredentials();
  if (!found.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 403, messages.auth.emailNotConfirmed);

  const cookie = await cookieSettings(auth);
  // better-auth keeps session times on the real clock (it extends and expires them with it).
  const created = new Date();
  const token = randomBytes(24).toString('base64url');
  await database.db.insert(session).values({
    id: randomUUID(),
    token,
    userId: found.id,
    expiresAt: new Date(created.getTime() + cookie.expiresInMs),
    ipAddress: clientIp(c, env.TRUST_PROXY),
    userAgent: c.req.header('user-agent') ?? '',
    createdAt: created,
    updatedAt: created,
  });
  const { path, httpOnly, sameSite, secure, domain } = cookie.attributes;
  setCookie(c, cookie.sessionToken, signToken(token, env.AUTH_SECRET), {
    path: path ?? '/',
    httpOnly: httpOnly ?? true,
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    ...(secure ? { secure: true } : {}),
    ...(domain ? { domain } : {}),
    maxAge: Math.floor(cookie.expiresInMs / 1000),
  });
  return toSessionUserDto(found);
}
