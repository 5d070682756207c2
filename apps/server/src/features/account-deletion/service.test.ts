import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import type { FileStorage } from '../../storage/storage';
import { deleteStoredFiles } from './service';

// Files are deleted after the deletion's transaction commits: each is retried, and one the storage
// keeps refusing is logged for an operator rather than failing the (already done) deletion.

function storageFailing(times: Record<string, number>) {
  const attempts: string[] = [];
  const storage: FileStorage = {
    kind: 'local',
    put: async () => {},
    get: async () => null,
    delete: async (key) => {
      attempts.push(key);
      if ((times[key] ?? 0) > 0) {
        times[key]!--;
        throw new Error('storage indisponível');
      }
    },
  };
  return { storage, attempts };
}

describe('deleteStoredFiles', () => {
  it('retries a file that fails, with a pause between attempts', async () => {
    const { storage, attempts } = storageFailing({ 'cuidadores/a.pdf': 2 });
    const pauses: number[] = [];
    const leftovers = await deleteStoredFiles({ storage, logger: createLogger('silent'), pause: async (ms) => void pauses.push(ms) }, ['cuidadores/a.pdf', 'cuidadores/b.png']);
    expect(leftovers).toEqual([]);
    expect(attempts).toEqual(['cuidadores/a.pdf', 'cuidadores/a.pdf', 'cuidadores/a.pdf', 'cuidadores/b.png']);
    expect(pauses).toEqual([200, 1000]);
  });

  it('gives up after three attempts, logs the key and goes on with the others', async () => {
    const { storage, attempts } = storageFailing({ 'cuidadores/a.pdf': 99 });
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const leftovers = await deleteStoredFiles({ storage, logger, pause: async () => {} }, ['cuidadores/a.pdf', 'cuidadores/b.png']);
    expect(leftovers).toEqual(['cuidadores/a.pdf']);
    expect(attempts.filter((k) => k === 'cuidadores/a.pdf')).toHaveLength(3);
    expect(attempts).toContain('cuidadores/b.png');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cuidadores/a.pdf'), expect.any(Error));
  });
});
