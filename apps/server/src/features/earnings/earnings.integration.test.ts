import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { registerCaregiver } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createFamily } from '../../db/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(saoPauloToInstant('2026-11-24', '15:00')); // a Tuesday
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/caregiver/earnings', () => {
  it('adds up the caller’s confirmed and concluded days by the weekly rule', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'cuidador');
    await registerCaregiver(client);
    const family = await createFamily(ctx.db);
    const book = (dataInicio: string, status: 'confirmada' | 'concluida' | 'pendente' | 'cancelada', dias = 1) =>
      createBooking(ctx.db, { familiaId: family.id, cuidadorId: id, dataInicio, dias, status, horaInicio: '08:00', horaFim: '12:00', precoHoraCentavos: 5000 });
    await book('2026-10-30', 'concluida'); // R$ 200,00, paid 2026-11-04
    await book('2026-11-17', 'confirmada', 2); // 17 and 18, due Wednesday 2026-11-25
    await book('2026-11-24', 'confirmada'); // ended today at 12:00: paid 2026-12-02
    await book('2026-11-27', 'confirmada'); // future: expected
    await book('2026-11-19', 'pendente');
    await book('2026-11-20', 'cancelada');

    // Another caregiver's work never counts.
    const other = new TestClient(ctx.app);
    const { id: otherId } = await signUpVerified(ctx, other, 'cuidador');
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: otherId, dataInicio: '2026-11-17', status: 'concluida' });

    const response = await client.get('/api/caregiver/earnings');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { history: unknown[] };
    expect(body).toMatchObject({
      totalCents: 80000,
      thisMonthCents: 60000,
      lastMonthCents: 20000,
      balanceCents: 60000,
      expectedCents: 20000,
      nextPayment: { date: '2026-11-25', amountCents: 40000 },
    });
    expect(body.history).toHaveLength(4);

    const family2 = new TestClient(ctx.app);
    await signUpVerified(ctx, family2, 'familia');
    expect((await family2.get('/api/caregiver/earnings')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/caregiver/earnings')).status).toBe(401);
  });

  it('is all zeros for a new caregiver', async () => {
    const client = new TestClient(ctx.app);
    await signUpVerified(ctx, client, 'cuidador');
    expect(await (await client.get('/api/caregiver/earnings')).json()).toEqual({
      balanceCents: 0,
      thisMonthCents: 0,
      lastMonthCents: 0,
      totalCents: 0,
      expectedCents: 0,
      nextPayment: null,
      history: [],
    });
  });
});
