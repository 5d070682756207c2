import { describe, expect, it, vi } from 'vitest';
import { withRetries } from './retry';

describe('withRetries', () => {
  it('answers the first success, telling each failure tried again', async () => {
    const results = [new Error('um'), new Error('dois'), 'aberto'];
    const attempt = vi.fn(async () => {
      const next = results.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const onRetry = vi.fn();
    await expect(withRetries(attempt, { attempts: 3, pauseMs: 1, onRetry })).resolves.toBe('aberto');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(onRetry.mock.calls.map(([error, n]) => [(error as Error).message, n])).toEqual([
      ['um', 1],
      ['dois', 2],
    ]);
  });

  it('throws the last error once the attempts are spent', async () => {
    let n = 0;
    const attempt = vi.fn(async () => {
      throw new Error(`falha ${++n}`);
    });
    const onRetry = vi.fn();
    await expect(withRetries(attempt, { attempts: 2, pauseMs: 1, onRetry })).rejects.toThrow('falha 2');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
