import type { AppDeps } from './context';
import { runLifecycleJobs } from './features/bookings/service';
import { sweepRateLimits } from './http/rate-limit';

/**
 * Periodic work of every instance: booking lifecycle (expire, conclude, remind) and sweeping old
 * rate-limit windows. Each step is safe to run on several instances at once (guarded updates,
 * deduplicated notifications), so no leader election is needed.
 */
export function startJobs(deps: AppDeps, intervalMs: number): { stop(): void } {
  if (intervalMs <= 0) return { stop() {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runLifecycleJobs({ db: deps.database.db, now: deps.now });
      if (result.expired || result.concluded || result.reminded) deps.logger.info(`[jobs] ${JSON.stringify(result)}`);
      await sweepRateLimits(deps.database.db);
    } catch (error) {
      deps.logger.error('[jobs] falha na rotina periódica', error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 2000);
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  first.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
