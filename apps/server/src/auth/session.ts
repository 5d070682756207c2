import type { AccountRole, Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../context';
import { clientIp } from '../http/client-ip';
import { AppError, forbidden, notFound, unauthenticated } from '../http/errors';
import { requestHeader } from '../http/node';
import { CLIENT_IP_HEADER } from './auth';
import { findRole } from './repository';

const DAY_MS = 86_400_000;

/** The request's cookies as better-auth reads them (no other header matters to a session read). */
export function cookieHeaders(c: Context<AppEnv>): Headers {
  const cookie = requestHeader(c, 'cookie');
  return new Headers(cookie ? { cookie } : {});
}

/** Cookies better-auth set while serving this request (a session extended or ended) go out with the answer. */
export function forwardCookies(c: Context<AppEnv>, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/** The caller's cookies, address and device, as better-auth records them on a new session. */
export function authHeaders(c: Context<AppEnv>, options: { withCookies?: boolean } = {}): Headers {
  const headers = options.withCookies === false ? new Headers() : cookieHeaders(c);
  headers.set(CLIENT_IP_HEADER, clientIp(c, c.get('deps').env.TRUST_PROXY));
  const userAgent = c.req.header('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  return headers;
}

/**
 * The signed-in user of the request, or null; cached per request. The session is better-auth's
 * (`getSession`: read from the database on every request, so a sign-out or a revoked session ends
 * at once on every instance; extended by use, ended after the idle timeout). On top of it we end a
 * session older than SESSION_MAX_AGE_DAYS however much it is used, and read the role.
 */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const { auth, database, env } = c.get('deps');
  const headers = cookieHeaders(c);
  let user: SessionUser | null = null;
  if (headers.has('cookie')) {
    const { headers: setCookies, response: found } = await auth.api.getSession({ headers, returnHeaders: true });
    forwardCookies(c, setCookies);
    // Sessions live on the real clock (better-auth extends and expires them with it).
    if (found && new Date(found.session.createdAt).getTime() + env.SESSION_MAX_AGE_DAYS * DAY_MS <= Date.now()) {
      const ended = await auth.api.signOut({ headers, returnHeaders: true });
      forwardCookies(c, ended.headers);
    } else if (found) {
      user = {
        id: found.user.id,
        email: found.user.email,
        emailVerified: found.user.emailVerified,
        role: await findRole(database.db, found.user.id),
        twoFactorEnabled: found.user.twoFactorEnabled === true,
      };
    }
  }
  c.set('user', user);
  return user;
}

/**
 * The caller as a member of the marketplace: an operator has neither a family's nor a caregiver's
 * role there, so family and caregiver features treat them as having none (docs/product.md#operators).
 * Nor has a relative ('familiar'): they read a family's care only through the relatives' routes
 * (docs/product.md#relatives), and every family route treats them as it treats a stranger.
 */
export function memberOf(user: SessionUser): Omit<SessionUser, 'role'> & { role: Role | null } {
  return { ...user, role: user.role === 'operador' || user.role === 'familiar' ? null : user.role };
}

/** Refuses the request unless someone is signed in (and, when given, has that role). */
export function requireUser(role?: AccountRole) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw unauthenticated(messages.guard.needsSession);
    if (role && user.role !== role) throw forbidden(messages.guard.wrongRole);
    await next();
  });
}

/**
 * The back-office: operators only, and only with two-factor sign-in on (docs/product.md#operators).
 * Anyone else signed in gets 404 — the routes do not exist for them; nobody signed in gets 401.
 */
export function requireOperator() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw unauthenticated(messages.guard.needsSession);
    if (user.role !== 'operador') throw notFound();
    if (!user.twoFactorEnabled) throw new AppError('FORBIDDEN', 403, messages.twoFactor.requiredForRole);
    await next();
  });
}

/** The signed-in user inside a handler behind requireUser. */
export function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated(messages.guard.needsSession);
  return user;
}
