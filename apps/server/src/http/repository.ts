import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { preparedRows } from '../db/sql';

// The rate_limits table behind http/rate-limit.ts: one row per counter key and window.

/** Adds one hit to each counter, in one statement; answers every counter's count after it. */
export async function countHits(db: Executor, windows: { key: string; windowStart: Date }[]): Promise<{ key: string; count: number }[]> {
  // Run on every limited request (a sign-in counts two): planned once per connection for each
  // number of counters.
  return preparedRows<{ key: string; count: number }>(db, `rate_limit_hits_${windows.length}`, sql`
    insert into rate_limits (key, window_start, count)
    values ${sql.join(windows.map((w) => sql`(${w.key}, ${w.windowStart.toISOString()}, 1)`), sql`, `)}
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning key, count`);
}

/** Takes back one hit of a window (never below zero): an attempt that turned out not to count. */
export async function uncountHit(db: Executor, window: { key: string; windowStart: Date }): Promise<void> {
  await preparedRows(db, 'rate_limit_uncount', sql`
    update rate_limits set count = count - 1
    where key = ${window.key} and window_start = ${window.windowStart.toISOString()} and count > 0`);
}

/** Deletes the windows that started more than `olderThanSeconds` ago. */
export async function deleteWindowsOlderThan(db: Executor, olderThanSeconds: number): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}
