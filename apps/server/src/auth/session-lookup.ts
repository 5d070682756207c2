import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@cuidar/domain/constants';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../context';
import type { Executor } from '../db/client';
import { preparedRows } from '../db/sql';
import type { Auth } from './auth';

// The signed-in user of a request in one query. better-auth's getSession reads the session, then
// the user, through its endpoint machinery, and we then read the role from profiles: three round
// trips and a lot of JavaScript on every authenticated request. Here the cookie's signature is
// checked the way better-auth checks it (HMAC-SHA256 with AUTH_SECRET), and one query joins
// session → user → profiles. Every session is still read from the database on every request, so a
// sign-out or a revoked session takes effect on the next request, on every instance (ADR 0018).
// Whenever better-auth would write — an expired session to delete, a session due for its daily
// extension — the request goes through better-auth's getSession instead, so behaviour is the same.

export interface SessionCookieSettings {
  sessionToken: string;
  /** better-auth's attributes of the session cookie (path, httpOnly, sameSite, secure). */
  attributes: { path?: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; domain?: string };
  expiresInMs: number;
  updateAgeMs: number;
}

const settings = new WeakMap<Auth, Promise<SessionCookieSettings>>();

/** The session cookie exactly as better-auth names and writes it (read once per auth instance). */
export function cookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  let found = settings.get(auth);
  if (!found) {
    found = auth.$context.then((context) => ({
      sessionToken: context.authCookies.sessionToken.name,
      attributes: context.authCookies.sessionToken.attributes as SessionCookieSettings['attributes'],
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settings.set(auth, found);
  }
  return found;
}

/** A cookie's value from a Cookie header (URL-decoded), or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A cookie value `token.signature` as better-auth signs it: HMAC-SHA256 with AUTH_SECRET, base64. */
export function signToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

/** The token of a `token.signature` cookie value when the signature is ours; null otherwise. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

interface SessionRow {
  expires_at: Date | string;
  id: string;
  email: string;
  email_verified: boolean;
  role: Role | null;
}

export type SessionLookup =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'none' }
  /** better-auth must see this one: it deletes an expired session and extends a session due for it. */
  | { kind: 'delegate' };

/** Reads the request's session and user in one query; `delegate` when better-auth has work to do. */
export async function lookupSession(db: Executor, auth: Auth, secret: string, cookieHeader: string | null, now = Date.now()): Promise<SessionLookup> {
  const names = await cookieSettings(auth);
  const value = readCookie(cookieHeader, names.sessionToken);
  if (!value) return { kind: 'none' };
  const token = verifySignedToken(value, secret);
  if (!token) return { kind: 'none' };
  const [row] = await preparedRows<SessionRow>(
    db,
    'session_lookup',
    sql`select s.expires_at, u.id, u.email, u.email_verified, p.role
          from session s
          join "user" u on u.id = s.user_id
          left join profiles p on p.id = u.id
         where s.token = ${token}`,
  );
  if (!row) return { kind: 'none' };
  const expiresAt = new Date(row.expires_at).getTime();
  // Expired (better-auth deletes it) or last extended more than updateAge ago (better-auth extends it).
  if (expiresAt <= now || expiresAt - names.expiresInMs + names.updateAgeMs <= now) return { kind: 'delegate' };
  return { kind: 'user', user: { id: row.id, email: row.email, emailVerified: row.email_verified, role: row.role ?? null } };
}
