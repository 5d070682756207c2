import type { Executor } from '../db/client';
import { notify } from '../db/client';

// What one server process tells all the others (and itself) through PostgreSQL NOTIFY. Payloads
// carry ids only: each process reads the row itself, so nothing private travels in the channel
// and the 8 KB NOTIFY limit is never a concern. Inside a transaction, NOTIFY is delivered at commit.

export const EVENTS_CHANNEL = 'cuidar_events';

export type ServerEvent =
  | { type: 'message'; id: string; userIds: string[] }
  | { type: 'notification'; id: string; userIds: string[] }
  | { type: 'booking'; id: string; userIds: string[] };

export async function publish(db: Executor, event: ServerEvent): Promise<void> {
  await notify(db, EVENTS_CHANNEL, JSON.stringify(event));
}

export function parseServerEvent(payload: string): ServerEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<ServerEvent>;
    if (
      (value.type === 'message' || value.type === 'notification' || value.type === 'booking') &&
      typeof value.id === 'string' &&
      Array.isArray(value.userIds)
    ) {
      return value as ServerEvent;
    }
  } catch {
    // ignore malformed payloads
  }
  return null;
}
