import { realtimeEventSchema, type RealtimeEvent } from '@cuidar/domain/booking-schemas';

type Listener = (event: RealtimeEvent) => void;

/** connecting: the first attempt · ready: live · reconnecting: it dropped and we are trying again. */
export type RealtimeStatus = 'connecting' | 'ready' | 'reconnecting';

/** Retries every half second for the first ~15 s of an outage (a restart), then every second to a minute. */
const FAST_ATTEMPTS = 30;
const FAST_DELAY_MS = 500;
const QUICK_ATTEMPTS = 75;
const QUICK_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 = first retry after a drop). A server
 * restart takes a few seconds: the first retries come at 250 ms, then every half second, so a page
 * is back within about half a second of the server (the old doubling from 1 s reached 16 s gaps
 * during a restart: a message sent just after one showed 13.6 s later). A refused connection costs
 * the server nothing; after ~15 s the retries slow to every second, and after a minute down they
 * back off to every 30 s, sparing a server that stays down. ±20 % jitter keeps thousands of tabs
 * from arriving in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base =
    attempt === 0
      ? 250
      : attempt < FAST_ATTEMPTS
        ? FAST_DELAY_MS
        : attempt < QUICK_ATTEMPTS
          ? QUICK_DELAY_MS
          : Math.min(MAX_DELAY_MS, QUICK_DELAY_MS * 2 ** (attempt - QUICK_ATTEMPTS + 1));
  return Math.round(base * (0.8 + random() * 0.4));
}

/**
 * One WebSocket per tab to /api/realtime. Reconnects after a drop (quickly at first, see
 * reconnectDelay; at once when the browser says it is back online); every 'ready' tells listeners
 * to fetch what they may have missed (after a drop, or between the page's first requests and the
 * socket being up). <html data-realtime> and `status` say where it stands.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closedByUs = true;
  private current: RealtimeStatus = 'connecting';
  private readonly listeners = new Set<Listener>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();
  /** While waiting to retry: the browser is back online, or the tab is looked at again. */
  private readonly retryNow = () => {
    if (this.closedByUs || this.socket || !this.timer || document.visibilityState === 'hidden') return;
    clearTimeout(this.timer);
    this.timer = null;
    this.open();
  };

  constructor(
    private readonly url: string,
    private readonly createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
  ) {}

  get status(): RealtimeStatus {
    return this.current;
  }

  start(): void {
    this.closedByUs = false;
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', this.retryNow);
    this.open();
  }

  stop(): void {
    this.closedByUs = true;
    window.removeEventListener('online', this.retryNow);
    document.removeEventListener('visibilitychange', this.retryNow);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close();
    this.socket = null;
    delete document.documentElement.dataset.realtime;
  }

  onEvent(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.current && document.documentElement.dataset.realtime === status) return;
    this.current = status;
    document.documentElement.dataset.realtime = status;
    for (const listener of this.statusListeners) listener();
  }

  private open(): void {
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string' || message.data === 'pong') return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.data);
      } catch {
        return;
      }
      // Read with its schema like every answer; an event this page does not know (a newer server) is skipped.
      const parsed = realtimeEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'ready') {
        this.attempts = 0;
        this.setStatus('ready');
        for (const listener of this.reconnectListeners) listener();
      }
      for (const listener of this.listeners) listener(event);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      if (this.closedByUs) return;
      // A first attempt that fails is not a drop the person needs to hear about yet.
      if (this.current === 'ready' || this.attempts > 0) this.setStatus('reconnecting');
      this.timer = setTimeout(() => {
        this.timer = null;
        this.open();
      }, reconnectDelay(this.attempts));
      this.attempts++;
    };
  }
}

export function realtimeUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/realtime`;
}
