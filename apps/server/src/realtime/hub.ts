import type { MessageDto, RealtimeEvent } from '@cuidar/domain/booking-schemas';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { EVENTS_CHANNEL, parseServerEvent, recentMessage, type ServerEvent } from './events';

/**
 * Reads messages by id, as the chat feature shows them. Given by whoever builds the hub (server.ts)
 * so that realtime/ knows nothing of the features it carries (ADR 0029).
 */
export type ReadMessages = (ids: string[]) => Promise<MessageDto[]>;

/** What the hub needs of a socket (the WebSocket of @hono/node-ws, or a test double). */
export interface SocketLike {
  send(data: string): void;
}

/**
 * The sockets of this process, by user. Events arrive through PostgreSQL NOTIFY from any instance
 * (this one included); each process reads the row once and writes it to its own sockets only.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<SocketLike>>();
  /** Message ids waiting for the next batched read, with whoever waits for each. */
  private readonly reads = new Map<string, { resolve: (message: MessageDto | undefined) => void; reject: (error: unknown) => void }[]>();
  private reading = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
    private readonly readMessages: ReadMessages,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => {
        const event = parseServerEvent(payload);
        if (event) void this.deliver(event);
      },
      () => this.resync(),
    );
  }

  /**
   * After this process lost its LISTEN connection, events may have gone by unheard: every socket
   * gets 'ready' again, which makes its tab refetch what could have changed (as after its own
   * reconnect).
   */
  resync(): void {
    const data = JSON.stringify({ type: 'ready' } satisfies RealtimeEvent);
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        try {
          socket.send(data);
        } catch {
          // a socket closing right now
        }
      }
    }
    this.logger.warn('[realtime] conexão LISTEN reaberta; as abas foram avisadas para buscar o que perderam');
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  add(userId: string, socket: SocketLike): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
  }

  remove(userId: string, socket: SocketLike): void {
    const set = this.sockets.get(userId);
    set?.delete(socket);
    if (set && set.size === 0) this.sockets.delete(userId);
  }

  /**
   * A message by id. While one read is on its way, the ids asked for meanwhile wait for it and are
   * then read together in one statement: under load one round trip serves many messages.
   */
  private readMessage(id: string): Promise<MessageDto | undefined> {
    const read = new Promise<MessageDto | undefined>((resolve, reject) => {
      const waiting = this.reads.get(id) ?? [];
      waiting.push({ resolve, reject });
      this.reads.set(id, waiting);
    });
    if (!this.reading) void this.drainReads();
    return read;
  }

  private async drainReads(): Promise<void> {
    this.reading = true;
    while (this.reads.size) {
      const batch = new Map(this.reads);
      this.reads.clear();
      try {
        const read = new Map((await this.readMessages([...batch.keys()])).map((message) => [message.id, message]));
        for (const [id, waiting] of batch) for (const { resolve } of waiting) resolve(read.get(id));
      } catch (error) {
        for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
      }
    }
    this.reading = false;
  }

  get connectionCount(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private async deliver(event: ServerEvent): Promise<void> {
    const local = event.userIds.filter((id) => this.sockets.has(id));
    if (!local.length) return;
    try {
      let outgoing: RealtimeEvent;
      if (event.type === 'message') {
        const message = recentMessage(event.id) ?? (await this.readMessage(event.id));
        if (!message) return;
        outgoing = { type: 'message', message };
      } else if (event.type === 'notification') {
        outgoing = { type: 'notification', notificationId: event.id };
      } else {
        outgoing = { type: 'booking', bookingId: event.id };
      }
      const data = JSON.stringify(outgoing);
      for (const userId of local) {
        for (const socket of this.sockets.get(userId) ?? []) {
          try {
            socket.send(data);
          } catch {
            // a socket closing right now; its close handler removes it
          }
        }
      }
    } catch (error) {
      this.logger.warn('[realtime] falha ao entregar evento', error);
    }
  }
}
