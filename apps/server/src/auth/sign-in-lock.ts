import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { recordAuditEvent } from '../audit/audit';
import type { AppEnv } from '../context';
import { clientIp } from '../http/client-ip';
import { AppError, badRequest, tooManyRequests } from '../http/errors';
import { countRateLimitHits, forgiveRateLimitHit, hitRateLimit, rateLimitRules } from '../http/rate-limit';
import { signInLockedMail } from '../mail/templates';
import {
  deleteSignInUnlocks,
  findAccountByEmail,
  findOpenedSignInUnlock,
  findSignInUnlock,
  insertSignInUnlock,
  markSignInUnlockOpened,
} from './repository';

// The per-account sign-in limit (10 wrong tries in 15 minutes) stops guessing, but anyone could
// use it to keep a person out of their own account. So a lockout mails the account's owner a link;
// the browser that opens it gets a cookie of ours with which the right password goes through while
// the lockout lasts (docs/product.md#security). The attacker has neither the mailbox nor that
// browser. Every lockout and every unlock is recorded in the audit log.

/** Our cookie (not better-auth's): the opened unlock link's token, sent back only to /api/auth. */
const UNLOCK_COOKIE = 'cuidar.sign_in_unlock';
const LINK_LIFETIME_MS = 60 * 60_000;
/** After the link is opened, the browser has this long to sign in. */
const OPENED_LIFETIME_MS = 30 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Counts this sign-in attempt against its address and its account, in one statement. Over the
 * address's limit: 429, and the attempt does not count against the account (no password was
 * checked). Over the account's limit, the attempt goes on only from a browser that opened the
 * e-mailed link; otherwise 429 (the first refusal of a window mails the link and records the
 * lockout). Answers the unlock in use, if any.
 */
export async function checkSignInLock(c: Context<AppEnv>, email: string, at: Date): Promise<{ unlockUserId: string } | null> {
  const { database, env } = c.get('deps');
  const rule = rateLimitRules.signInPerAccount;
  const [perIp, hit] = await countRateLimitHits(
    database.db,
    [
      { rule: rateLimitRules.signInPerIp, subject: clientIp(c, env.TRUST_PROXY) },
      { rule, subject: email },
    ],
    at,
  );
  if (perIp!.exceeded) {
    await forgiveSignInAttempt(c, email, at);
    throw tooManyRequests(perIp!.retryAfterSeconds, perIp!.rule.message);
  }
  const unlock = await openedUnlockOf(c, email);
  if (!hit!.exceeded) return unlock;
  if (unlock) return unlock;
  if (hit!.count === rule.limit + 1) await startLockout(c, email);
  const minutes = Math.max(1, Math.ceil(hit!.retryAfterSeconds / 60));
  throw new AppError('RATE_LIMITED', 429, messages.signInLock.locked(minutes), undefined, { 'Retry-After': String(Math.max(1, Math.ceil(hit!.retryAfterSeconds))) });
}

async function openedUnlockOf(c: Context<AppEnv>, email: string): Promise<{ unlockUserId: string } | null> {
  const token = readUnlockCookie(c);
  if (!token || token.length > 200) return null;
  const { database, now } = c.get('deps');
  const found = await findOpenedSignInUnlock(database.db, hashOf(token), email, now());
  return found ? { unlockUserId: found.userId } : null;
}

/** Mails the owner (if the address has an account) the way past the lockout, and records it. */
async function startLockout(c: Context<AppEnv>, email: string): Promise<void> {
  const { database, mailer, logger, env, now } = c.get('deps');
  const account = await findAccountByEmail(database.db, email);
  if (!account) return;
  const token = randomBytes(32).toString('base64url');
  await insertSignInUnlock(database.db, { userId: account.id, tokenHash: hashOf(token), expiresAt: new Date(now().getTime() + LINK_LIFETIME_MS) });
  await recordAuditEvent(c, { action: 'account_locked', actorId: null, subjectId: account.id });
  try {
    const mail = signInLockedMail({
      name: account.name,
      minutes: rateLimitRules.signInPerAccount.windowSeconds / 60,
      unlockUrl: `${env.PUBLIC_URL}${paths.authUnlock}?token=${encodeURIComponent(token)}`,
      resetUrl: `${env.PUBLIC_URL}${paths.auth}`,
    });
    await mailer.send({ ...mail, to: account.email, kind: 'entrada-bloqueada' });
  } catch (error) {
    logger.warn('[auth] aviso de bloqueio não enviado', error);
  }
}

/**
 * This attempt does not count against the account: the limit is of wrong passwords
 * (docs/product.md#security), and its password was right (a person signing in on several devices
 * is never locked out by their own sign-ins) or never checked (refused for its address). `at` is
 * when checkSignInLock counted it.
 */
export async function forgiveSignInAttempt(c: Context<AppEnv>, email: string, at: Date): Promise<void> {
  await forgiveRateLimitHit(c.get('deps').database.db, rateLimitRules.signInPerAccount, email, at);
}

/** The e-mailed link was opened in this browser: it may now sign in past the lockout for a while. */
export async function openUnlockLink(c: Context<AppEnv>, token: string): Promise<{ email: string }> {
  const { database, env, now } = c.get('deps');
  await hitRateLimit(database.db, rateLimitRules.unlockPerIp, clientIp(c, env.TRUST_PROXY), now());
  const found = await findSignInUnlock(database.db, hashOf(token), now());
  if (!found) throw badRequest(messages.signInLock.unlockInvalid);
  const opened = now();
  await markSignInUnlockOpened(database.db, found.id, found.openedAt ?? opened, new Date(opened.getTime() + OPENED_LIFETIME_MS));
  setCookie(c, UNLOCK_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env.isProduction,
    // In production the name carries __Secure-, as the session cookie does.
    ...(env.isProduction ? { prefix: 'secure' as const } : {}),
    maxAge: OPENED_LIFETIME_MS / 1000,
  });
  if (!found.openedAt) await recordAuditEvent(c, { action: 'sign_in_unlocked', actorId: null, subjectId: found.userId });
  return { email: found.email };
}

/**
 * A successful sign-in ends the account's unlock links: the 'sign_in' event recorded before this
 * does (repository.ts, unusedSinceSignIn), wherever the person signed in. The browser that used one
 * is also told to drop its cookie, and the account's links are cleared.
 */
export async function endUnlock(c: Context<AppEnv>, userId: string): Promise<void> {
  // Only a browser that holds the cookie (no stray Set-Cookie, and no statement, on every sign-in).
  if (readUnlockCookie(c) === undefined) return;
  const { database, env } = c.get('deps');
  await deleteSignInUnlocks(database.db, userId);
  deleteCookie(c, UNLOCK_COOKIE, { path: '/api/auth', secure: env.isProduction, ...(env.isProduction ? { prefix: 'secure' as const } : {}) });
}

function readUnlockCookie(c: Context<AppEnv>): string | undefined {
  return c.get('deps').env.isProduction ? getCookie(c, UNLOCK_COOKIE, 'secure') : getCookie(c, UNLOCK_COOKIE);
}
