import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@cuidar/domain/booking-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { createCaregiver, createFamily } from '../db/factories';
import { conversas, mensagens } from '../db/schema';
import { createLogger } from '../logger';
import { createRealtimeHub } from '../server';
import { publishEvents } from './events';
import type { RealtimeHub } from './hub';

// Messages another instance wrote reach this instance's sockets after one read of the rows. A burst
// of them is read in batches (ids that arrive while a read is on its way go in the next one); every
// socket still gets each of its messages once, with its own content, and an id with no row is
// skipped without holding the others back.

let handle: DatabaseHandle;
let hub: RealtimeHub;
beforeAll(async () => {
  handle = await openTestDatabase();
  hub = createRealtimeHub(handle, createLogger('silent'));
  await hub.start();
});
afterAll(async () => {
  await hub?.stop();
  await handle?.close();
});

describe('RealtimeHub reading messages written elsewhere', () => {
  it('delivers a burst of messages, each once, in batched reads', async () => {
    const family = await createFamily(handle.db);
    const caregiver = await createCaregiver(handle.db);
    const [conversa] = await handle.db.insert(conversas).values({ familiaId: family.id, cuidadorId: caregiver.id }).returning({ id: conversas.id });
    // Written straight into the table, as another process would: this process has no copy in memory.
    const contents = Array.from({ length: 12 }, (_, i) => `mensagem ${i + 1} de outra instância`);
    const rows = await handle.db
      .insert(mensagens)
      .values(contents.map((content) => ({ conversaId: conversa!.id, senderId: family.id, receiverId: caregiver.id, content })))
      .returning({ id: mensagens.id, content: mensagens.content });

    const received: RealtimeEvent[] = [];
    hub.add(caregiver.id, { send: (data) => received.push(JSON.parse(data) as RealtimeEvent) });
    const missing = randomUUID();
    await Promise.all([
      ...rows.map((row) => publishEvents(handle.db, [{ type: 'message', id: row.id, userIds: [family.id, caregiver.id] }])),
      publishEvents(handle.db, [{ type: 'message', id: missing, userIds: [caregiver.id] }]),
    ]);
    for (let i = 0; i < 100 && received.length < rows.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const delivered = received.flatMap((event) => (event.type === 'message' ? [event.message] : []));
    expect(delivered.map((message) => message.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const message of delivered) {
      expect(message.content).toBe(rows.find((row) => row.id === message.id)!.content);
      expect(message.receiverId).toBe(caregiver.id);
    }
  });
});
