import { randomBytes, randomUUID } from 'node:crypto';
import { signToken } from '../src/auth/session-lookup';
import type { DatabaseHandle } from '../src/db/client';
import { session } from '../src/db/schema';
import { TestClient, type TestContext } from './helpers';

// Sessions made directly in the database, signed like better-auth signs its cookie, so a test can
// act as many people without paying an argon2 sign-in for each one.

/** better-auth's session cookie name: production (Secure cookies) adds the __Secure- prefix. */
export function sessionCookieNameFor(production: boolean): string {
  return `${production ? '__Secure-' : ''}cuidar.session_token`;
}

export function sessionCookieName(ctx: TestContext): string {
  return sessionCookieNameFor(ctx.deps.env.isProduction);
}

/** A new session row for the user; returns the cookie value a browser would hold. */
export async function createSessionCookie(ctx: TestContext, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  // Thirty days, like a fresh sign-in: better-auth would otherwise extend it on first use (a write).
  await ctx.db.insert(session).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
  return encodeURIComponent(signToken(token, ctx.deps.env.AUTH_SECRET));
}

/** A client signed in as the user (its own session and address). */
export async function signedInClient(ctx: TestContext, userId: string, ip?: string): Promise<TestClient> {
  return new TestClient(ctx.app, ip).setCookie(sessionCookieName(ctx), await createSessionCookie(ctx, userId));
}

/** The cookie value better-auth expects for a token: `token.signature`, HMAC-SHA256 base64, URL-encoded. */
export function signedSessionCookie(token: string, secret: string, production = false): string {
  return `${sessionCookieNameFor(production)}=${encodeURIComponent(signToken(token, secret))}`;
}

/**
 * Session rows written directly and their cookies signed the way better-auth signs them, so
 * thousands of clients need no argon2 sign-in before a benchmark or a crash test.
 */
export async function createSessions(handle: DatabaseHandle, userIds: string[], secret: string, production = false): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const rows = userIds.map((userId) => {
    const token = randomBytes(24).toString('base64url');
    cookies.set(userId, signedSessionCookie(token, secret, production));
    // Thirty days, as a fresh sign-in: not yet due for better-auth's daily extension.
    return { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 30 * 86_400_000) };
  });
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(session).values(rows.slice(i, i + 500));
  return cookies;
}
