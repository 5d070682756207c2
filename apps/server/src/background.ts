// Work a request starts and does not wait for (e-mails after a booking changes). Tracked, so a
// test can wait for it before looking at the database, and a graceful stop can let it finish.

const pending = new Set<Promise<unknown>>();

/** Runs the task without making the caller wait; its failure must be handled by the task itself. */
export function inBackground(task: Promise<unknown>): void {
  pending.add(task);
  void task.finally(() => pending.delete(task)).catch(() => undefined);
}

/** Resolves once every background task started so far (and any they started) has settled. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
