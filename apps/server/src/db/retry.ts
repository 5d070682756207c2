/**
 * Runs `attempt` until it succeeds, at most `attempts` times, pausing `pauseMs` × the attempt number
 * between tries; `onRetry` hears each failure that is tried again, and the last error is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: { attempts: number; pauseMs: number; onRetry: (error: unknown, failedAttempt: number) => void },
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= options.attempts) throw error;
      options.onRetry(error, n);
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs * n));
    }
  }
}
