import type { MessageDto } from '@cuidar/domain/booking-schemas';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { EVENTS_CHANNEL, RECENT_MESSAGES_LIMITS, recentMessagesHeld, rememberMessage } from './events';
import { RealtimeHub, type ReadMessages } from './hub';

// The instance that wrote a message delivers it to its own sockets from memory: no read of the
// row it has just written (other instances read it once each; see the integration tests).

const readNothing: ReadMessages = async () => {
  throw new Error('the database must not be read');
};

describe('RealtimeHub', () => {
  it('delivers a message this process just wrote without querying the database', async () => {
    let onPayload: ((payload: string) => void) | undefined;
    const database = {
      listen: async (channel: string, handler: (payload: string) => void) => {
        expect(channel).toBe(EVENTS_CHANNEL);
        onPayload = handler;
        return async () => undefined;
      },
      db: new Proxy({}, { get: () => { throw new Error('the database must not be read'); } }),
    } as unknown as DatabaseHandle;
    const hub = new RealtimeHub(database, createLogger('silent'), readNothing);
    await hub.start();
    const sent: string[] = [];
    hub.add('familia-1', { send: (data) => sent.push(data) });

    const message: MessageDto = {
      id: '7f1f3a52-5d5e-4a43-9d55-0f7f0d1c2b11',
      conversaId: '0b6f7d5e-8f0e-4b8e-a7b4-2f3c1d0e9a88',
      senderId: 'familia-1',
      receiverId: 'cuidador-1',
      content: 'Bom dia! Amanhã às 8h?',
      createdAt: '2026-03-02T11:00:00.000Z',
      readAt: null,
    };
    rememberMessage(message);
    onPayload!(JSON.stringify({ type: 'message', id: message.id, userIds: ['familia-1', 'cuidador-1'] }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((data) => JSON.parse(data))).toEqual([{ type: 'message', message }]);
  });

  it('tells every socket to catch up when its LISTEN connection came back', async () => {
    let onReconnect: (() => void) | undefined;
    const database = {
      listen: async (_channel: string, _handler: (payload: string) => void, reconnected?: () => void) => {
        onReconnect = reconnected;
        return async () => undefined;
      },
    } as unknown as DatabaseHandle;
    const hub = new RealtimeHub(database, createLogger('silent'), readNothing);
    await hub.start();
    const family: string[] = [];
    const caregiverTabs: string[][] = [[], []];
    hub.add('familia-1', { send: (data) => family.push(data) });
    for (const tab of caregiverTabs) hub.add('cuidador-1', { send: (data) => tab.push(data) });
    onReconnect!();
    for (const received of [family, ...caregiverTabs]) expect(received.map((data) => JSON.parse(data))).toEqual([{ type: 'ready' }]);
  });

  it('keeps a bounded number of recent messages, in entries and in bytes', () => {
    const base = { conversaId: 'c', senderId: 's', receiverId: 'r', createdAt: '2026-03-02T11:00:00.000Z', readAt: null };
    for (let i = 0; i < RECENT_MESSAGES_LIMITS.maxEntries + 500; i++) rememberMessage({ ...base, id: `short-${i}`, content: 'oi' });
    expect(recentMessagesHeld().size).toBe(RECENT_MESSAGES_LIMITS.maxEntries);
    for (let i = 0; i < RECENT_MESSAGES_LIMITS.maxEntries; i++) rememberMessage({ ...base, id: `long-${i}`, content: 'x'.repeat(2000) + i });
    expect(recentMessagesHeld().bytes).toBeLessThanOrEqual(RECENT_MESSAGES_LIMITS.maxBytes);
  });
});
