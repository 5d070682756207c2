import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from './client';

// Instances starting together must seed once: `exclusive` runs work under a name one caller at a
// time (an advisory lock on PostgreSQL, shared by every process; a queue on PGlite).

let handle: DatabaseHandle;
let other: DatabaseHandle | undefined;
beforeAll(async () => {
  handle = await openTestDatabase();
  // A second pool on the same PostgreSQL database stands for a second process.
  if (handle.url) other = await (await import('./client')).openDatabase({ url: handle.url, poolSize: 2 });
});
afterAll(async () => {
  await other?.close();
  await handle?.close();
});

describe('exclusive', () => {
  it('never runs two pieces of work under one name at once, and each runs once', async () => {
    const events: string[] = [];
    const work = (who: string) => async () => {
      events.push(`${who}:start`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      events.push(`${who}:end`);
      return who;
    };
    const second = other ?? handle;
    const results = await Promise.all([handle.exclusive('seed-test', work('a')), second.exclusive('seed-test', work('b')), handle.exclusive('seed-test', work('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toHaveLength(6);
    for (let i = 0; i < events.length; i += 2) {
      const who = events[i]!.split(':')[0];
      expect(events[i]).toBe(`${who}:start`);
      expect(events[i + 1]).toBe(`${who}:end`);
    }
  });

  it('releases the name when the work fails', async () => {
    await expect(handle.exclusive('seed-fail', async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await expect(handle.exclusive('seed-fail', async () => 'depois')).resolves.toBe('depois');
  });
});
