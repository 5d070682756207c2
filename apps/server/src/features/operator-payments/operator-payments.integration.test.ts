import { operatorSummarySchema } from '@cuidar/domain/operator-desk';
import { stuckMoneyResponseSchema } from '@cuidar/domain/operator-payments';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator } from '../../../test/operators';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { createBooking, createCaregiver, createFamily } from '../../db/factories';
import { bookingPayments, bookingRefunds, payouts, planLeftoverRefunds, planSubscriptions } from '../../db/schema';

// 'Pagamentos' on the operators' desk (docs/product.md#operators): refunds and payouts the
// provider has not made, with an error or waiting over an hour; nothing done, nothing shown.

let ctx: TestContext;
let operator: { id: string; client: TestClient };
const NOW = new Date('2026-11-28T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(NOW);
  operator = await signedInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

async function bookingRefund(familiaId: string, cuidadorId: string, input: { at: Date; status?: 'pending' | 'succeeded'; lastError?: string; refused?: boolean; attempts?: number }) {
  const pedido = await createBooking(ctx.db, { familiaId, cuidadorId, dataInicio: '2026-12-10', status: 'recusada' });
  const [payment] = await ctx.db
    .insert(bookingPayments)
    .values({ pedidoId: pedido.id, provider: 'stripe', method: 'card', status: 'succeeded', amountCents: 26400, providerPaymentId: `pi_${randomUUID()}` })
    .returning();
  const [refund] = await ctx.db
    .insert(bookingRefunds)
    .values({
      bookingPaymentId: payment!.id,
      pedidoId: pedido.id,
      amountCents: 26400,
      idempotencyKey: `refund:${payment!.id}`,
      reason: 'recusada',
      status: input.status ?? 'pending',
      attempts: input.attempts ?? 0,
      lastError: input.lastError ?? null,
      lastErrorRefused: input.refused ?? false,
      createdAt: input.at,
    })
    .returning();
  return refund!;
}

async function leftoverRefund(familiaId: string, input: { at: Date; lastError?: string; attempts?: number }) {
  const [plan] = await ctx.db
    .insert(planSubscriptions)
    .values({ familiaId, planId: 'monthly', provider: 'stripe', status: 'canceled', monthlyAmountCents: 336000, durationMonths: 1, sessionExpiresAt: minutesAgo(60 * 24 * 40) })
    .returning();
  const [refund] = await ctx.db
    .insert(planLeftoverRefunds)
    .values({ subscriptionId: plan!.id, sequence: 1, amountCents: 48000, idempotencyKey: `plan_leftover:${plan!.id}:1`, attempts: input.attempts ?? 0, lastError: input.lastError ?? null, createdAt: input.at })
    .returning();
  return refund!;
}

async function payout(cuidadorId: string, input: { at: Date; status?: 'requested' | 'paid' | 'failed'; lastError?: string; attempts?: number }) {
  const [row] = await ctx.db
    .insert(payouts)
    .values({
      cuidadorId,
      dia: '2026-11-25',
      idempotencyKey: `payout:${cuidadorId}:2026-11-25`,
      amountCents: 40500,
      provider: 'stripe',
      keyType: 'cpf',
      keyMasked: '***.982.247-**',
      status: input.status ?? 'requested',
      attempts: input.attempts ?? 0,
      lastError: input.lastError ?? null,
      requestedAt: input.at,
    })
    .returning();
  return row!;
}

const list = async () => stuckMoneyResponseSchema.parse(await (await operator.client.get('/api/operador/pagamentos')).json());

describe('refunds and payouts the provider has not made', () => {
  it('is the desk’s: nobody signed in gets 401, families and caregivers 404', async () => {
    expect((await new TestClient(ctx.app).get('/api/operador/pagamentos')).status).toBe(401);
    const family = await createFamily(ctx.db);
    const caregiver = await createCaregiver(ctx.db);
    expect((await (await signedInClient(ctx, family.id)).get('/api/operador/pagamentos')).status).toBe(404);
    expect((await (await signedInClient(ctx, caregiver.id)).get('/api/operador/pagamentos')).status).toBe(404);
  });

  it('lists, oldest first, those with an error or waiting over an hour, with the person to talk to; not those done or just asked', async () => {
    const emptyBefore = await list();
    const family = await createFamily(ctx.db, { firstName: 'Marta', lastName: 'Ribeiro' });
    const caregiver = await createCaregiver(ctx.db, { data: { firstName: 'Joana', lastName: 'Prado' } });

    const refused = await bookingRefund(family.id, caregiver.id, { at: minutesAgo(10), lastError: 'Your card was declined.', refused: true, attempts: 3 });
    const silent = await leftoverRefund(family.id, { at: minutesAgo(90) });
    const payoutFailing = await payout(caregiver.id, { at: minutesAgo(200), lastError: 'connect ECONNREFUSED', attempts: 2 });
    await bookingRefund(family.id, caregiver.id, { at: minutesAgo(5) }); // just asked: the job is on it
    await bookingRefund(family.id, caregiver.id, { at: minutesAgo(300), status: 'succeeded', lastError: 'timeout', attempts: 1 }); // done

    const { items, total } = await list();
    expect(total).toBe(emptyBefore.total + 3);
    const ours = items.filter((item) => [refused.id, silent.id, payoutFailing.id].includes(item.id));
    expect(ours).toEqual([
      {
        id: payoutFailing.id,
        kind: 'repasse',
        pessoa: { nome: 'Joana Prado', email: caregiver.email },
        amountCents: 40500,
        since: minutesAgo(200).toISOString(),
        attempts: 2,
        lastError: 'connect ECONNREFUSED',
        refused: false,
        providerPending: false,
      },
      { id: silent.id, kind: 'sobra_plano', pessoa: { nome: 'Marta Ribeiro', email: family.email }, amountCents: 48000, since: minutesAgo(90).toISOString(), attempts: 0, lastError: null, refused: false, providerPending: false },
      {
        id: refused.id,
        kind: 'devolucao_reserva',
        pessoa: { nome: 'Marta Ribeiro', email: family.email },
        amountCents: 26400,
        since: minutesAgo(10).toISOString(),
        attempts: 3,
        lastError: 'Your card was declined.',
        refused: true,
        providerPending: false,
      },
    ]);
    expect(items.length).toBe(total);

    const summary = operatorSummarySchema.parse(await (await operator.client.get('/api/operador/resumo')).json());
    expect(summary.pagamentosParados).toBe(total);
  });
});
