import type { RealtimeEvent } from '@cuidar/domain/booking-schemas';

type Listener = (event: RealtimeEvent) => void;

/**
 * One WebSocket per tab to /api/realtime. Reconnects after a drop with growing, jittered delays;
 * every 'ready' tells listeners to fetch what they may have missed (after a drop, or between the
 * page's first requests and the socket being up). <html data-realtime> says where it stands.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closedByUs = false;
  private readonly listeners = new Set<Listener>();
  private readonly reconnectListeners = new Set<() => void>();

  constructor(private readonly url: string) {}

  start(): void {
    this.closedByUs = false;
    this.open();
  }

  stop(): void {
    this.closedByUs = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  onEvent(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string' || message.data === 'pong') return;
      let event: RealtimeEvent;
      try {
        event = JSON.parse(message.data) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        this.attempts = 0;
        for (const listener of this.reconnectListeners) listener();
        document.documentElement.dataset.realtime = 'ready';
      }
      for (const listener of this.listeners) listener(event);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      if (this.closedByUs) {
        delete document.documentElement.dataset.realtime;
        return;
      }
      document.documentElement.dataset.realtime = 'reconnecting';
      const delay = Math.min(30_000, 1000 * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
      this.attempts++;
      this.timer = setTimeout(() => this.open(), delay);
    };
  }
}

export function realtimeUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/realtime`;
}
