import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../src/db/client';
import { session } from '../src/db/schema';

/** better-auth's session cookie name with our prefix (NODE_ENV other than production: no __Secure-). */
export const SESSION_COOKIE = 'cuidar.session_token';

/** The cookie value better-auth expects for a token: `token.signature`, HMAC-SHA256 base64, URL-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Session rows written directly and their cookies signed the way better-auth signs them, so
 * thousands of clients need no argon2 sign-in before a benchmark or a crash test.
 */
export async function createSessions(handle: DatabaseHandle, userIds: string[], secret: string): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const rows = userIds.map((userId) => {
    const token = randomBytes(24).toString('base64url');
    cookies.set(userId, signedSessionCookie(token, secret));
    // Thirty days, as a fresh sign-in: not yet due for better-auth's daily extension.
    return { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 30 * 86_400_000) };
  });
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(session).values(rows.slice(i, i + 500));
  return cookies;
}
