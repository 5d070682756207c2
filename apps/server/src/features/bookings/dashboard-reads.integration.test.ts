import type { BookingDto } from '@cuidar/domain/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createCaregiver, createFamily, createNotification, createReview } from '../../db/factories';

// The dashboards' reads: each person sees their own bookings, reviews and notifications only.

let ctx: TestContext;
let family: TestClient;
let familyId: string;
let caregiver: TestClient;
let caregiverId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  family = new TestClient(ctx.app);
  familyId = (await signUpVerified(ctx, family, 'familia')).id;
  caregiver = new TestClient(ctx.app);
  caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador')).id;
  const { cuidadorProfiles } = await import('../../db/schema');
  await ctx.db.insert(cuidadorProfiles).values({ id: caregiverId, verificacao: 'aprovado', precoHoraCentavos: 6000 });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/bookings', () => {
  it('splits upcoming and past, with the other party and the review', async () => {
    const today = todayInSaoPaulo();
    const other = await createCaregiver(ctx.db, { data: { rating: 4.5 } });
    const upcoming = await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: addDaysToDate(today, 3), dias: 2, precoHoraCentavos: 6000 });
    const past = await createBooking(ctx.db, { familiaId: familyId, cuidadorId: other.id, dataInicio: addDaysToDate(today, -10), status: 'concluida' });
    await createReview(ctx.db, { pedidoId: past.id, familiaId: familyId, cuidadorId: other.id, estrelas: 5, comentario: 'Excelente' });
    // Never answered and already started: shown as expired even before the job runs.
    await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: addDaysToDate(today, -2), createdAt: new Date(Date.now() - 5 * 86400000) });

    const up = (await (await family.get('/api/bookings?scope=upcoming')).json()) as { bookings: BookingDto[] };
    expect(up.bookings).toHaveLength(1);
    expect(up.bookings[0]).toMatchObject({ id: upcoming.id, status: 'pendente', dias: 2, precoTotalCentavos: 48000, counterpart: { id: caregiverId } });

    const gone = (await (await family.get('/api/bookings?scope=past')).json()) as { bookings: BookingDto[] };
    expect(gone.bookings.map((b) => b.status).sort()).toEqual(['concluida', 'expirada']);
    expect(gone.bookings.find((b) => b.id === past.id)).toMatchObject({ review: { estrelas: 5, comentario: 'Excelente' }, counterpart: { rating: 4.5 } });

    const mine = (await (await caregiver.get('/api/bookings')).json()) as { bookings: BookingDto[] };
    expect(mine.bookings.map((b) => b.counterpart.id)).toEqual([familyId, familyId]);
  });

  it('shows nothing of other people', async () => {
    const stranger = new TestClient(ctx.app);
    await signUpVerified(ctx, stranger, 'familia');
    expect(((await (await stranger.get('/api/bookings')).json()) as { bookings: unknown[] }).bookings).toEqual([]);
    expect((await new TestClient(ctx.app).get('/api/bookings')).status).toBe(401);
  });
});

describe('reviews', () => {
  it('gives a caregiver the average and count, and a family what it wrote', async () => {
    const otherFamily = await createFamily(ctx.db);
    const b1 = await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: '2026-01-05', status: 'concluida' });
    const b2 = await createBooking(ctx.db, { familiaId: otherFamily.id, cuidadorId: caregiverId, dataInicio: '2026-01-12', status: 'concluida' });
    await createReview(ctx.db, { pedidoId: b1.id, familiaId: familyId, cuidadorId: caregiverId, estrelas: 5 });
    await createReview(ctx.db, { pedidoId: b2.id, familiaId: otherFamily.id, cuidadorId: caregiverId, estrelas: 4, comentario: 'Muito atenciosa' });

    const received = (await (await caregiver.get('/api/reviews/received')).json()) as { average: number; total: number; reviews: unknown[] };
    expect(received).toMatchObject({ average: 4.5, total: 2 });
    expect(received.reviews).toHaveLength(2);

    const given = (await (await family.get('/api/reviews/given')).json()) as { reviews: { author: { id: string } }[] };
    expect(given.reviews.map((r) => r.author.id)).toContain(caregiverId);
    expect((await family.get('/api/reviews/received')).status).toBe(403);
    expect((await caregiver.get('/api/reviews/given')).status).toBe(403);
  });
});

describe('notifications', () => {
  it('lists the user’s own, counts unread, marks one and all read', async () => {
    const n1 = await createNotification(ctx.db, { userId: familyId, tipo: 'reserva_aceita', mensagem: 'Sua reserva foi aceita' });
    await createNotification(ctx.db, { userId: familyId, tipo: 'mensagem_nova', mensagem: 'Nova mensagem' });
    const theirs = await createNotification(ctx.db, { userId: caregiverId, tipo: 'nova_reserva', mensagem: 'Nova reserva' });

    let list = (await (await family.get('/api/notifications')).json()) as { notifications: { id: string; lida: boolean }[]; unread: number };
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n) => n.id)).not.toContain(theirs.id);

    expect((await family.post(`/api/notifications/${n1.id}/read`)).status).toBe(200);
    expect((await family.post(`/api/notifications/${theirs.id}/read`)).status).toBe(404);
    list = (await (await family.get('/api/notifications')).json()) as typeof list;
    expect(list.unread).toBe(1);

    expect((await family.post('/api/notifications/read-all')).status).toBe(200);
    list = (await (await family.get('/api/notifications')).json()) as typeof list;
    expect(list.unread).toBe(0);
    const caregiverList = (await (await caregiver.get('/api/notifications')).json()) as typeof list;
    expect(caregiverList.unread).toBe(1);
  });
});
