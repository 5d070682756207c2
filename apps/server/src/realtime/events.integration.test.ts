import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/helpers';
import { itOnPostgres } from '../../test/postgres-only';
import type { DatabaseHandle } from '../db/client';
import { notificacoes } from '../db/schema';
import { createFamily } from '../db/factories';
import { EVENTS_CHANNEL, parseServerEvent, publish, publishEvents, transactionWithEvents, type ServerEvent } from './events';

// Events of a transaction opened with transactionWithEvents go out after the commit (a NOTIFY inside
// a writing transaction makes every commit wait for the one before it), all of them, in order, and
// none when it rolls back. Plain publish outside such a transaction still notifies at once.

let handle: DatabaseHandle;
const heard: ServerEvent[] = [];
let stop: () => Promise<void>;
beforeAll(async () => {
  handle = await openTestDatabase();
  stop = await handle.listen(EVENTS_CHANNEL, (payload) => {
    const event = parseServerEvent(payload);
    if (event) heard.push(event);
  });
});
afterAll(async () => {
  await stop?.();
  await handle?.close();
});

const waitFor = async (predicate: () => boolean) => {
  for (let i = 0; i < 100 && !predicate(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('transactionWithEvents', () => {
  it('sends every event after the commit, in order, once the rows are visible', async () => {
    const family = await createFamily(handle.db);
    const ids: string[] = [];
    const seenDuring: number[] = [];
    await transactionWithEvents(handle.db, async (tx) => {
      for (const mensagem of ['um', 'dois', 'três']) {
        const [row] = await tx.insert(notificacoes).values({ userId: family.id, tipo: 'mensagem_nova', mensagem }).returning({ id: notificacoes.id });
        ids.push(row!.id);
        await publish(tx, { type: 'notification', id: row!.id, userIds: [family.id] });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      seenDuring.push(heard.filter((e) => ids.includes(e.id)).length);
    });
    expect(seenDuring).toEqual([0]);
    await waitFor(() => heard.filter((e) => ids.includes(e.id)).length === 3);
    expect(heard.filter((e) => ids.includes(e.id)).map((e) => e.id)).toEqual(ids);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const family = await createFamily(handle.db);
    await expect(
      transactionWithEvents(handle.db, async (tx) => {
        await publish(tx, { type: 'booking', id: 'revertido', userIds: [family.id] });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    await publish(handle.db, { type: 'booking', id: 'depois', userIds: [family.id] });
    await waitFor(() => heard.some((e) => e.id === 'depois'));
    expect(heard.some((e) => e.id === 'depois')).toBe(true);
    expect(heard.some((e) => e.id === 'revertido')).toBe(false);
  });
});

describe('the LISTEN connection', () => {
  itOnPostgres('comes back after PostgreSQL drops it, and says so, so subscribers can catch up', async () => {
    const family = await createFamily(handle.db);
    let reconnects = 0;
    const own: string[] = [];
    const unsubscribe = await handle.listen(
      EVENTS_CHANNEL,
      (payload) => {
        const event = parseServerEvent(payload);
        if (event) own.push(event.id);
      },
      () => reconnects++,
    );
    // Every connection of this database that is LISTENing: ours (the pool's never LISTEN).
    const { rows } = (await handle.db.execute(
      sql`select pg_terminate_backend(pid) as gone from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    )) as unknown as { rows: { gone: boolean }[] };
    expect(rows.length).toBeGreaterThan(0);
    await waitFor(() => reconnects > 0);
    expect(reconnects).toBe(1);
    await publish(handle.db, { type: 'booking', id: 'depois-da-queda', userIds: [family.id] });
    await waitFor(() => own.includes('depois-da-queda'));
    expect(own).toContain('depois-da-queda');
    await unsubscribe();
  });
});

describe('publishing outside a transaction', () => {
  it('sends every event of many concurrent callers once, in the order they were published', async () => {
    const family = await createFamily(handle.db);
    const ids = Array.from({ length: 40 }, (_, i) => `lote-${i}`);
    await Promise.all(ids.map((id) => publishEvents(handle.db, [{ type: 'booking', id, userIds: [family.id] }])));
    await waitFor(() => heard.filter((e) => ids.includes(e.id)).length >= ids.length);
    expect(heard.filter((e) => ids.includes(e.id)).map((e) => e.id)).toEqual(ids);
  });
});
