import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { RealtimeConnection, reconnectDelay } from './realtime-connection';

const createFake = (url: string) => new FakeSocket(url) as unknown as WebSocket;

describe('reconnectDelay', () => {
  it('retries quickly at first, so a restarted server is caught up within about half a second', () => {
    expect(reconnectDelay(0, () => 1)).toBeLessThanOrEqual(300);
    // Every retry during the first 15 s of an outage comes at most 0.6 s after the one before,
    // and none during the first minute more than 1.2 s after.
    let waited = 0;
    let attempt = 0;
    while (waited < 60_000) {
      const delay = reconnectDelay(attempt++, () => 1);
      expect(delay, `attempt ${attempt} after ${waited} ms`).toBeLessThanOrEqual(waited < 15_000 ? 600 : 1200);
      waited += delay;
    }
  });

  it('then backs off to at most 36 s (30 s and jitter), with jitter both ways', () => {
    expect(reconnectDelay(200, () => 1)).toBe(36_000);
    expect(reconnectDelay(200, () => 0)).toBe(24_000);
    expect(reconnectDelay(80, () => 0.5)).toBeGreaterThan(reconnectDelay(74, () => 0.5));
  });
});

describe('RealtimeConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.realtime;
  });

  it('says when it is reconnecting, retries within a second and asks for a refetch when back', () => {
    const conn = new RealtimeConnection('ws://x/api/realtime', createFake);
    const statuses: string[] = [];
    const reconnects = vi.fn();
    const events = vi.fn();
    conn.onStatus(() => statuses.push(conn.status));
    conn.onReconnect(reconnects);
    conn.onEvent(events);
    conn.start();

    FakeSocket.opened[0]!.receive({ type: 'ready' });
    expect(conn.status).toBe('ready');
    expect(document.documentElement.dataset.realtime).toBe('ready');
    expect(reconnects).toHaveBeenCalledTimes(1);

    FakeSocket.opened[0]!.receive({ type: 'booking', bookingId: 'b1' });
    expect(events).toHaveBeenLastCalledWith({ type: 'booking', bookingId: 'b1' });

    // The server goes away: the page says so and tries again, again and again, quickly.
    FakeSocket.opened[0]!.drop();
    expect(conn.status).toBe('reconnecting');
    expect(document.documentElement.dataset.realtime).toBe('reconnecting');
    vi.advanceTimersByTime(300);
    expect(FakeSocket.opened).toHaveLength(2);
    for (let i = 2; i < 10; i++) {
      FakeSocket.opened[i - 1]!.drop();
      vi.advanceTimersByTime(600);
      expect(FakeSocket.opened).toHaveLength(i + 1);
    }

    // Back: live again, and everything that could have changed meanwhile is read again.
    FakeSocket.opened.at(-1)!.receive({ type: 'ready' });
    expect(conn.status).toBe('ready');
    expect(reconnects).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['ready', 'reconnecting', 'ready']);
    conn.stop();
  });

  it('retries at once when the browser is back online', () => {
    const conn = new RealtimeConnection('ws://x/api/realtime', createFake);
    conn.start();
    FakeSocket.opened[0]!.receive({ type: 'ready' });
    for (let i = 0; i < 90; i++) {
      FakeSocket.opened.at(-1)!.drop();
      vi.advanceTimersByTime(40_000);
    }
    const before = FakeSocket.opened.length;
    FakeSocket.opened.at(-1)!.drop();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.opened).toHaveLength(before + 1);
    conn.stop();
  });

  it('ignores what is not an event and stops for good when told to', () => {
    const conn = new RealtimeConnection('ws://x/api/realtime', createFake);
    const events = vi.fn();
    conn.onEvent(events);
    conn.start();
    FakeSocket.opened[0]!.receive('pong');
    FakeSocket.opened[0]!.receive('{not json');
    expect(events).not.toHaveBeenCalled();
    conn.stop();
    expect(FakeSocket.opened[0]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
    expect(document.documentElement.dataset.realtime).toBeUndefined();
  });
});
