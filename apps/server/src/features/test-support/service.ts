import type { Database } from '../../db/client';
import { runLifecycleJobs } from '../bookings/service';

/** The periodic jobs, run now on the e2e server's (possibly moved) clock. */
export function runJobsNow(deps: { db: Database; now: () => Date }) {
  return runLifecycleJobs(deps);
}
