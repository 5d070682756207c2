import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/sql';

// The rate_limits table behind http/rate-limit.ts: one row per counter key and window.

/** Adds one hit to each counter, in one statement; answers every counter's count after it. */
export async function countHits(db: Executor, windows: { key: string; windowStart: Date }[]): Promise<{ key: string; count: number }[]> {
  return queryRows<{ key: string; count: number }>(db, sql`
    insert into rate_limits (key, window_start, count)
    values ${sql.join(windows.map((w) => sql`(${w.key}, ${w.windowStart.toISOString()}, 1)`), sql`, `)}
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning key, count`);
}

/** Deletes the windows that started more than `olderThanSeconds` ago. */
export async function deleteWindowsOlderThan(db: Executor, olderThanSeconds: number): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}
