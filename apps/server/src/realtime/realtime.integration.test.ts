import { payBookingInSandbox } from '../../test/booking-payments';
import type { MessageDto, RealtimeEvent } from '@cuidar/domain/booking-schemas';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../logger';
import { buildDeps } from '../deps';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { cuidadorProfiles } from '../db/schema';
import { startServer, type RunningServer } from '../server';
import { createTestContext, signUpVerified, TEST_ORIGIN, TestClient, testEnv, type TestContext } from '../../test/helpers';
import { itOnPostgres } from '../../test/postgres-only';

// Live delivery through one authenticated WebSocket per tab. With PostgreSQL, two instances on one
// database: a message sent on instance A reaches a socket connected to instance B.

let ctx: TestContext;
let first: RunningServer;
let second: RunningServer | undefined;
let secondDb: DatabaseHandle | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  first = await startServer(ctx.deps, { port: 0 });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // A second instance: its own pool and its own LISTEN connection on the same database.
    secondDb = await openDatabase({ url: ctx.deps.database.url ?? url, poolSize: 5 });
    second = await startServer(buildDeps({ env: testEnv(), database: secondDb, logger: createLogger('silent') }), { port: 0 });
  }
});

afterAll(async () => {
  await second?.close();
  await secondDb?.close();
  await first?.close();
  await ctx?.close();
});

function connect(port: number, cookie: string, origin = TEST_ORIGIN): Promise<{ socket: WebSocket; events: RealtimeEvent[]; next(predicate: (e: RealtimeEvent) => boolean): Promise<RealtimeEvent> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie, origin } });
    const events: RealtimeEvent[] = [];
    const waiters: { predicate: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'pong') return;
      const event = JSON.parse(text) as RealtimeEvent;
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.predicate(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
      if (event.type === 'ready') resolve({ socket, events, next });
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.on('error', reject);
    function next(predicate: (e: RealtimeEvent) => boolean) {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<RealtimeEvent>((res, rej) => {
        waiters.push({ predicate, resolve: res });
        setTimeout(() => rej(new Error('no event within 5 s')), 5000);
      });
    }
  });
}

async function pair() {
  const family = new TestClient(ctx.app);
  const familyId = (await signUpVerified(ctx, family, 'familia')).id;
  const caregiver = new TestClient(ctx.app);
  const caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador')).id;
  await ctx.db.insert(cuidadorProfiles).values({ id: caregiverId, verificacao: 'aprovado' });
  const { id } = (await (await family.post('/api/conversations', { withId: caregiverId })).json()) as { id: string };
  return { family, familyId, caregiver, caregiverId, conversationId: id };
}

describe('realtime', () => {
  it('refuses a socket without a session or from another origin', async () => {
    await expect(connect(first.port, '')).rejects.toThrow('status 401');
    const p = await pair();
    await expect(connect(first.port, p.family.cookieHeader(), 'https://malicioso.example')).rejects.toThrow('status 403');
  });

  it('delivers a message and a notification to the other participant without reloading', async () => {
    const p = await pair();
    const caregiverSocket = await connect(first.port, p.caregiver.cookieHeader());
    const sent = (await (await p.family.post(`/api/conversations/${p.conversationId}/messages`, { content: 'Chegou?' })).json()) as { message: MessageDto };
    const event = await caregiverSocket.next((e) => e.type === 'message');
    expect(event).toEqual({ type: 'message', message: sent.message });
    await caregiverSocket.next((e) => e.type === 'notification');
    caregiverSocket.socket.close();
  });

  it('tells both parties of a review, so the caregiver\'s open reviews card can update', async () => {
    const p = await pair();
    const day = addDaysToDate(todayInSaoPaulo(ctx.deps.now()), 2);
    const created = await p.family.post('/api/bookings', {
      cuidadorId: p.caregiverId,
      dataInicio: day,
      horaInicio: '08:00',
      horaFim: '10:00',
      idempotencyKey: crypto.randomUUID(),
    });
    const { booking } = (await created.json()) as { booking: { id: string } };
    await payBookingInSandbox(p.family, booking.id);
    expect((await p.caregiver.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    ctx.setNow(saoPauloToInstant(day, '12:00'));
    try {
      const caregiverSocket = await connect(first.port, p.caregiver.cookieHeader());
      const familySocket = await connect(first.port, p.family.cookieHeader());
      expect((await p.family.post(`/api/bookings/${booking.id}/review`, { estrelas: 5 })).status).toBe(201);
      const [toCaregiver, toFamily] = await Promise.all([
        caregiverSocket.next((e) => e.type === 'review'),
        familySocket.next((e) => e.type === 'review'),
      ]);
      // Still hidden from the caregiver (double-blind), but their 'to rate' list changed.
      const { reviews } = (await (await p.family.get('/api/reviews/given')).json()) as { reviews: { id: string }[] };
      expect(toCaregiver).toEqual({ type: 'review', reviewId: reviews[0]!.id });
      expect(toFamily).toEqual(toCaregiver);
      caregiverSocket.socket.close();
      familySocket.socket.close();
    } finally {
      ctx.setNow(new Date());
    }
  });

  itOnPostgres('works across two instances on one PostgreSQL', async () => {
    const p = await pair();
    // The caregiver is connected to instance B; the family sends through instance A.
    const onB = await connect(second!.port, p.caregiver.cookieHeader());
    const response = await fetch(`http://127.0.0.1:${first.port}/api/conversations/${p.conversationId}/messages`, {
      method: 'POST',
      headers: { cookie: p.family.cookieHeader(), origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'De A para B' }),
    });
    expect(response.status).toBe(201);
    const event = await onB.next((e) => e.type === 'message');
    expect(event.type === 'message' && event.message.content).toBe('De A para B');
    onB.socket.close();
  });
});
