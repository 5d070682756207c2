import type { Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { profiles } from '../db/schema';
import { forbidden, unauthenticated } from '../http/errors';
import { requestHeader } from '../http/node';
import { lookupSession } from './session-lookup';

/** Reads the session cookie and the user's role; null when signed out. Cached per request. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const { auth, database, env } = c.get('deps');
  // One query in the common case (session-lookup.ts); better-auth when a session must be written.
  const found = await lookupSession(database.db, auth, env.AUTH_SECRET, requestHeader(c, 'cookie') ?? null);
  let user: SessionUser | null = found.kind === 'user' ? found.user : null;
  if (found.kind === 'delegate') {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (result) {
      const [profile] = await database.db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, result.user.id));
      user = {
        id: result.user.id,
        email: result.user.email,
        emailVerified: result.user.emailVerified,
        role: profile?.role ?? null,
      };
    }
  }
  c.set('user', user);
  return user;
}

/** Refuses the request unless someone is signed in (and, when given, has that role). */
export function requireUser(role?: Role) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw unauthenticated(messages.guard.needsSession);
    if (role && user.role !== role) throw forbidden(messages.guard.wrongRole);
    await next();
  });
}

/** The signed-in user inside a handler behind requireUser. */
export function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated(messages.guard.needsSession);
  return user;
}
