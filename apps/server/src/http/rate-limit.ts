import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/sql';
import { tooManyRequests } from './errors';

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
  const windowMs = rule.windowSeconds * 1000;
  const now = at.getTime();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const key = `${rule.name}:${subject}`;
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rows[0]?.count ?? 0);
  if (count > rule.limit) {
    throw tooManyRequests((windowStart.getTime() + windowMs - now) / 1000);
  }
}

/** Old windows are useless; any process may sweep them. */
export async function sweepRateLimits(db: Executor, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}

// Limits of the account endpoints. Per address and, where there is one, per e-mail address.
export const rateLimitRules = {
  signInPerIp: { name: 'sign-in-ip', limit: 30, windowSeconds: 300 },
  signInPerAccount: { name: 'sign-in-account', limit: 10, windowSeconds: 900 },
  signUpPerIp: { name: 'sign-up-ip', limit: 20, windowSeconds: 3600 },
  resendPerIp: { name: 'resend-ip', limit: 20, windowSeconds: 3600 },
  resendPerAccount: { name: 'resend-account', limit: 5, windowSeconds: 900 },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 3600 },
  resetPerAccount: { name: 'reset-account', limit: 5, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;
