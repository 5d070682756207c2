import type { MessageDto } from '@cuidar/domain/booking-schemas';
import type { Database, Executor, Transaction } from '../db/client';
import { BoundedCache } from '../bounded-cache';
import { isTransaction, notify, notifyMany } from '../db/client';

// What one server process tells all the others (and itself) through PostgreSQL NOTIFY. Payloads
// carry ids only: each process reads the row itself, so nothing private travels in the channel
// and the 8 KB NOTIFY limit is never a concern. Inside a transaction, NOTIFY is delivered at commit.

export const EVENTS_CHANNEL = 'cuidar_events';

export type ServerEvent =
  | { type: 'message'; id: string; userIds: string[] }
  | { type: 'notification'; id: string; userIds: string[] }
  | { type: 'booking'; id: string; userIds: string[] };

/** Events published inside a transaction opened by transactionWithEvents, sent after its commit. */
const afterCommit = new WeakMap<Executor, ServerEvent[]>();

export async function publish(db: Executor, event: ServerEvent): Promise<void> {
  await publishEvents(db, [event]);
}

/**
 * A transaction whose events go out right after it commits, in one statement. A NOTIFY inside a
 * writing transaction holds PostgreSQL's notification queue lock while the commit waits for its WAL
 * flush, so every notifying commit waits for the one before it: with a 3 ms fsync that caps all
 * instances together at ~300 notifying writes a second (ADR 0019). After the commit nothing waits.
 * The data is committed before anyone hears of it; a process that dies between the commit and the
 * NOTIFY loses only the push, which clients make up for when their socket reconnects and refetches.
 */
export async function transactionWithEvents<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const events: ServerEvent[] = [];
  const result = await db.transaction(async (tx) => {
    afterCommit.set(tx, events);
    return work(tx);
  });
  await publishEvents(db, events);
  return result;
}

/**
 * Publishes events, in order. Inside a transactionWithEvents they wait for its commit; inside any
 * other transaction they are NOTIFYed there (PostgreSQL delivers them at its commit). Outside a
 * transaction they join the process's outgoing batch: while one NOTIFY statement is on its way,
 * the events published meanwhile by other requests wait for it and then go together in the next
 * one. Nothing waits when the process is quiet; under load, one round trip carries many events
 * instead of one each (ADR 0021).
 */
export async function publishEvents(db: Executor, events: ServerEvent[]): Promise<void> {
  const queue = afterCommit.get(db);
  if (queue) queue.push(...events);
  else if (!events.length) return;
  else if (isTransaction(db)) await notifyAll(db, events);
  else await outgoingBatch(db).send(events);
}

/** One statement that NOTIFYs every event, in order. */
async function notifyAll(db: Executor, events: ServerEvent[]): Promise<void> {
  if (events.length === 1) return notify(db, EVENTS_CHANNEL, JSON.stringify(events[0]));
  await notifyMany(db, EVENTS_CHANNEL, events.map((event) => JSON.stringify(event)));
}

interface Waiting {
  events: ServerEvent[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The events of one process waiting for the NOTIFY statement on its way to finish. */
class OutgoingBatch {
  private waiting: Waiting[] = [];
  private sending = false;

  constructor(private readonly db: Executor) {}

  send(events: ServerEvent[]): Promise<void> {
    const sent = new Promise<void>((resolve, reject) => this.waiting.push({ events, resolve, reject }));
    if (!this.sending) void this.drain();
    return sent;
  }

  private async drain(): Promise<void> {
    this.sending = true;
    while (this.waiting.length) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await notifyAll(this.db, batch.flatMap((waiting) => waiting.events));
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.sending = false;
  }
}

const batches = new WeakMap<Executor, OutgoingBatch>();

function outgoingBatch(db: Executor): OutgoingBatch {
  let batch = batches.get(db);
  if (!batch) batches.set(db, (batch = new OutgoingBatch(db)));
  return batch;
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

/**
 * Messages this process wrote a moment ago, by id. Its hub hears of them through NOTIFY like any
 * other instance, and delivers them to its own sockets from here instead of reading the row it has
 * just written: one query less per message on the writing instance. Other instances still read
 * the row once each; a process that finds nothing here reads it too.
 */
export const RECENT_MESSAGES_LIMITS = { maxEntries: 2000, maxBytes: 8 * 1024 * 1024 };
const recentMessages = new BoundedCache<string, MessageDto>({
  ...RECENT_MESSAGES_LIMITS,
  // Strings are UTF-16 in memory; the ids and dates are small and about the same for every message.
  sizeOf: (message) => 2 * message.content.length + 256,
});

export function rememberMessage(message: MessageDto): void {
  recentMessages.set(message.id, message);
}

/** How many messages and bytes the process keeps (tests check the bound). */
export function recentMessagesHeld(): { size: number; bytes: number } {
  return { size: recentMessages.size, bytes: recentMessages.bytes };
}

export function recentMessage(id: string): MessageDto | undefined {
  return recentMessages.get(id);
}
