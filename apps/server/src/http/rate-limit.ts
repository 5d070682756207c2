import type { Executor } from '../db/client';
import { tooManyRequests } from './errors';
import { countHits, deleteWindowsOlderThan } from './repository';

export interface RateLimitRule {
  /** Name of the action, part of the counter key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit in a fixed window kept in PostgreSQL, so every server process shares the count.
 * Throws a 429 AppError once the limit is passed. A window always ends: whoever fills a counter
 * (an attacker guessing someone's password included) blocks that subject until the end of the
 * current window at most, never for good. `at` is the app clock (deps.now), so tests can move it.
 */
export async function hitRateLimit(db: Executor, rule: RateLimitRule, subject: string, at: Date = new Date()): Promise<void> {
  await hitRateLimits(db, [{ rule, subject }], at);
}

/**
 * Counts one hit on each rule in one statement (a sign-in counts its address and its account); the
 * first rule over its limit answers 429 with the time until its window ends.
 */
export async function hitRateLimits(db: Executor, hits: { rule: RateLimitRule; subject: string }[], at: Date = new Date()): Promise<void> {
  const now = at.getTime();
  const windows = hits.map(({ rule, subject }) => {
    const windowMs = rule.windowSeconds * 1000;
    return { rule, windowMs, key: `${rule.name}:${subject}`, windowStart: new Date(Math.floor(now / windowMs) * windowMs) };
  });
  const rows = await countHits(db, windows);
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  for (const w of windows) {
    if ((counts.get(w.key) ?? 0) > w.rule.limit) throw tooManyRequests((w.windowStart.getTime() + w.windowMs - now) / 1000);
  }
}

/** Old windows are useless; any process may sweep them. */
export async function sweepRateLimits(db: Executor, olderThanSeconds = 86_400): Promise<void> {
  await deleteWindowsOlderThan(db, olderThanSeconds);
}

// Limits of the account endpoints. Per address and, where there is one, per e-mail address.
export const rateLimitRules = {
  /** Password attempts on a signed-in account (a borrowed phone must not become a guessing machine). */
  reauthPerUser: { name: 'reauth-user', limit: 10, windowSeconds: 900 },
  signInPerIp: { name: 'sign-in-ip', limit: 30, windowSeconds: 300 },
  signInPerAccount: { name: 'sign-in-account', limit: 10, windowSeconds: 900 },
  signUpPerIp: { name: 'sign-up-ip', limit: 20, windowSeconds: 3600 },
  resendPerIp: { name: 'resend-ip', limit: 20, windowSeconds: 3600 },
  resendPerAccount: { name: 'resend-account', limit: 5, windowSeconds: 900 },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 3600 },
  resetPerAccount: { name: 'reset-account', limit: 5, windowSeconds: 900 },
  /** Second step of a two-factor sign-in (better-auth also locks a sign-in after 5 wrong codes). */
  twoFactorPerIp: { name: 'two-factor-ip', limit: 30, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;
