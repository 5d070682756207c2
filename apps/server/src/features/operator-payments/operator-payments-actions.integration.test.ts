import { bookingRefundsResponseSchema } from '@cuidar/domain/booking-payments';
import { currentPlanResponseSchema } from '@cuidar/domain/checkout';
import { messages } from '@cuidar/domain/messages';
import { stuckMoneyResponseSchema, stuckMoneyRetryResponseSchema } from '@cuidar/domain/operator-payments';
import { receiptResponseSchema } from '@cuidar/domain/receipts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../background';
import { createBooking, createCaregiver, createFamily, createOperator } from '../../db/factories';
import { auditLog, bookingRefunds, emailOutbox, notificacoes, payoutKeys, payouts, planLeftoverRefunds, planSubscriptions, profiles, receipts } from '../../db/schema';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { signedInOperator } from '../../../test/operators';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { processPendingRefunds, recordSeededPayments, refundBookingInTransaction } from '../booking-payments/service';
import { checkLedger, escrowReleasePosting, payoutPosting, planLeftoverRefundPosting, planPaymentPosting, postTransaction } from '../ledger/service';
import { leftoverRefundedBefore } from '../plan-leftover/repository';
import { runStuckMoneyAlerts } from './service';

// What the operators can do on 'Pagamentos' (docs/product.md#operators): ask the provider again
// for one item now, record a refund the provider refused that the team paid back itself, and be
// e-mailed once for each item that becomes stuck. Money moves only through the ledger: every test
// leaves it reconciled.

let ctx: TestContext;
let operator: { id: string; client: TestClient };
let realPayments: PaymentProvider;
const NOW = new Date('2026-11-30T15:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(NOW);
  operator = await signedInOperator(ctx);
  realPayments = ctx.deps.payments!;
});
afterEach(() => {
  ctx.deps.payments = realPayments;
});
afterAll(async () => {
  await ctx?.close();
});

/** The provider as configured, except its booking refunds: they throw `error` (or succeed with null). */
function refundsAnswer(error: PaymentProviderError | null) {
  const calls: string[] = [];
  ctx.deps.payments = {
    ...realPayments,
    async refundBookingPayment(input) {
      calls.push(input.idempotencyKey);
      if (error) throw error;
      return realPayments.refundBookingPayment(input);
    },
    async refundPlanLeftover(input) {
      calls.push(input.idempotencyKey);
      if (error) throw error;
      return realPayments.refundPlanLeftover(input);
    },
  };
  return calls;
}

const refusal = () => new PaymentProviderError('Stripe: reembolsar a reserva falhou: charge_expired_for_refund', { refused: true });
const silence = () => new PaymentProviderError('Stripe: reembolsar a reserva falhou: connect ETIMEDOUT');

/** A paid request the caregiver declined: its full refund owed (ledger: escrow → refunds), then asked of a provider answering `error`. */
async function declinedPaidRequest(error: PaymentProviderError | null = refusal()) {
  const family = await createFamily(ctx.db, { firstName: 'Marta', lastName: 'Ribeiro' });
  const caregiver = await createCaregiver(ctx.db, { data: { firstName: 'Joana', lastName: 'Prado' } });
  const pedido = await createBooking(ctx.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio: '2026-12-10', status: 'recusada' });
  await ctx.db.transaction(async (tx) => {
    await recordSeededPayments(tx, [pedido.id]);
    await refundBookingInTransaction(tx, { id: pedido.id, familiaId: family.id }, 'recusada', hoursAgo(3));
  });
  await ctx.db.update(bookingRefunds).set({ createdAt: hoursAgo(3) }).where(eq(bookingRefunds.pedidoId, pedido.id));
  refundsAnswer(error);
  await processPendingRefunds({ db: ctx.db, payments: ctx.deps.payments, logger: ctx.deps.logger, now: ctx.deps.now }, { pedidoId: pedido.id });
  ctx.deps.payments = realPayments;
  const [refund] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, pedido.id));
  return { family, caregiver, pedido, refund: refund! };
}

const retry = (kind: string, id: string) => operator.client.post(`/api/operador/pagamentos/${kind}/${id}/tentar`);
const teamRefund = (kind: string, id: string, body: unknown) => operator.client.post(`/api/operador/pagamentos/${kind}/${id}/devolucao-pela-equipe`, body);
const pixTransfer = { metodo: 'pix', referencia: 'E18236120202611301500s0123456789', confirmado: true };

async function expectLedgerReconciled() {
  const report = await checkLedger(ctx.db);
  expect(report.problems).toEqual([]);
}

describe('what the provider answered', () => {
  it('keeps whether its last answer was a refusal: only then may the team pay back itself', async () => {
    const { refund: refused } = await declinedPaidRequest(refusal());
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lastErrorRefused: true });
    const { refund: unknown } = await declinedPaidRequest(silence());
    expect(unknown).toMatchObject({ status: 'pending', attempts: 1, lastErrorRefused: false, lastError: expect.stringContaining('ETIMEDOUT') });

    const { items } = stuckMoneyResponseSchema.parse(await (await operator.client.get('/api/operador/pagamentos')).json());
    expect(items.find((i) => i.id === refused.id)).toMatchObject({ refused: true });
    expect(items.find((i) => i.id === unknown.id)).toMatchObject({ refused: false });
  });
});

describe("'Tentar agora'", () => {
  it('asks the provider at once under the job’s key; when it pays back, the family gets the receipt and the item leaves the list', async () => {
    const { family, pedido, refund } = await declinedPaidRequest(silence());
    const calls = refundsAnswer(null);

    const response = await retry('devolucao_reserva', refund.id);
    expect(response.status).toBe(200);
    expect(stuckMoneyRetryResponseSchema.parse(await response.json())).toEqual({ outcome: 'feito', message: messages.operatorPayments.retried.feito });
    expect(calls).toEqual([`booking-${refund.idempotencyKey.replaceAll(':', '-')}`]);

    const [done] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refund.id));
    expect(done).toMatchObject({ status: 'succeeded', settledBy: 'provider', lastError: null, lastErrorRefused: false });
    const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `booking_refund:${refund.id}`));
    expect(receipt).toMatchObject({ ownerId: family.id, settledBy: 'provider', amountCents: refund.amountCents });
    const refunds = bookingRefundsResponseSchema.parse(await (await (await signedInClient(ctx, family.id)).get(`/api/bookings/${pedido.id}/refunds`)).json());
    expect(refunds.refunds).toEqual([expect.objectContaining({ state: 'feito', teamMethod: null, receiptId: receipt!.id })]);

    const { items } = stuckMoneyResponseSchema.parse(await (await operator.client.get('/api/operador/pagamentos')).json());
    expect(items.map((i) => i.id)).not.toContain(refund.id);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'operador_pagamento_tentado'), eq(auditLog.objectId, refund.id)));
    expect(audit).toMatchObject({ actorId: operator.id, objectType: 'devolucao_reserva', metadata: { resultado: 'feito' } });
    await expectLedgerReconciled();
  });

  it('says so when the provider fails again, and records its answer', async () => {
    const { refund } = await declinedPaidRequest(silence());
    refundsAnswer(refusal());
    const response = await retry('devolucao_reserva', refund.id);
    expect(stuckMoneyRetryResponseSchema.parse(await response.json())).toEqual({ outcome: 'falhou', message: messages.operatorPayments.retried.falhou });
    const [row] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refund.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastErrorRefused: true, lastError: expect.stringContaining('charge_expired_for_refund') });
  });

  it('says when the provider took the refund and still has it pending', async () => {
    const { refund } = await declinedPaidRequest(silence());
    ctx.deps.payments = { ...realPayments, refundBookingPayment: async (input) => ({ refundId: 're_pending_1', amountCents: input.amountCents, pending: true }), refundState: async () => 'pending' };
    const response = await retry('devolucao_reserva', refund.id);
    expect(stuckMoneyRetryResponseSchema.parse(await response.json())).toEqual({ outcome: 'pendente', message: messages.operatorPayments.retried.pendente });
    const { items } = stuckMoneyResponseSchema.parse(await (await operator.client.get('/api/operador/pagamentos')).json());
    expect(items.find((i) => i.id === refund.id)).toMatchObject({ providerPending: true, lastError: null, refused: false });
    // Pending at the provider is not a refusal: the team may not pay it back.
    expect((await teamRefund('devolucao_reserva', refund.id, pixTransfer)).status).toBe(409);
  });

  it('answers 409 for an item no longer waiting, and 400 for a malformed one', async () => {
    const { refund } = await declinedPaidRequest(silence());
    refundsAnswer(null);
    expect((await retry('devolucao_reserva', refund.id)).status).toBe(200);
    const again = await retry('devolucao_reserva', refund.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(messages.operatorPayments.notFound);
    expect((await retry('devolucao_reserva', 'nao-e-um-id')).status).toBe(400);
    // A deleted caregiver's balance has nothing to ask the provider for (docs/product.md#deletion-payout).
    const balance = await retry('saldo_conta_excluida', refund.id);
    expect(balance.status).toBe(409);
    expect(((await balance.json()) as { error: { message: string } }).error.message).toBe(messages.operatorPayments.notRetryable);
    expect((await retry('outra_coisa', refund.id)).status).toBe(400);
  });

  it('sends a payout the provider did not answer, or reverses it to the balance when the provider refuses', async () => {
    const payoutProvider = ctx.deps.payouts!;
    const withKey = await createCaregiver(ctx.db);
    await ctx.db.insert(payoutKeys).values({ cuidadorId: withKey.id, tipo: 'cpf', valor: '39053344705' });
    const withoutKey = await createCaregiver(ctx.db);
    const family = await createFamily(ctx.db);
    /** A day worked and released to the caregiver (escrow → available), then its payout asked and left unanswered. */
    const requested = async (cuidadorId: string) => {
      const pedido = await createBooking(ctx.db, { familiaId: family.id, cuidadorId, dataInicio: '2026-11-20', status: 'concluida' });
      const subtotal = pedido.precoTotalCentavos;
      const [row] = await ctx.db.transaction(async (tx) => {
        await recordSeededPayments(tx, [pedido.id]);
        await postTransaction(tx, escrowReleasePosting({ idempotencyKey: `release:test:${pedido.id}`, pedidoId: pedido.id, cuidadorId, subtotalCents: subtotal, feeCents: pedido.taxaServicoCentavos, at: hoursAgo(30) }));
        await postTransaction(tx, payoutPosting({ cuidadorId, amountCents: subtotal, idempotencyKey: `payout:${cuidadorId}:2026-11-25`, at: hoursAgo(5) }));
        return tx
          .insert(payouts)
          .values({ cuidadorId, dia: '2026-11-25', idempotencyKey: `payout:${cuidadorId}:2026-11-25`, amountCents: subtotal, provider: payoutProvider.kind, keyType: 'cpf', keyMasked: '***.533.447-**', attempts: 1, lastError: 'sem resposta', requestedAt: hoursAgo(5) })
          .returning();
      });
      return row!;
    };
    const toPay = await requested(withKey.id);
    const toRefuse = await requested(withoutKey.id);

    const paid = stuckMoneyRetryResponseSchema.parse(await (await retry('repasse', toPay.id)).json());
    expect(paid.outcome).toBe('feito');
    const [paidRow] = await ctx.db.select().from(payouts).where(eq(payouts.id, toPay.id));
    expect(paidRow!.status).toBe('paid');
    expect(await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `payout:${toPay.id}`))).toHaveLength(1);

    const refused = stuckMoneyRetryResponseSchema.parse(await (await retry('repasse', toRefuse.id)).json());
    expect(refused).toEqual({ outcome: 'recusado', message: messages.operatorPayments.retried.recusado });
    const [refusedRow] = await ctx.db.select().from(payouts).where(eq(payouts.id, toRefuse.id));
    expect(refusedRow!.status).toBe('failed');
    await expectLedgerReconciled();
  });
});

describe("'Registrar devolução feita pela equipe'", () => {
  it('marks a refused refund paid back by the team, with the family’s receipt, notice and e-mail, in one step the job then leaves alone', async () => {
    const { family, pedido, refund } = await declinedPaidRequest(refusal());
    const response = await teamRefund('devolucao_reserva', refund.id, pixTransfer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: messages.operatorPayments.teamRefunded });

    const [row] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refund.id));
    expect(row).toMatchObject({ status: 'succeeded', settledBy: 'team', teamMethod: 'pix', teamReference: pixTransfer.referencia, refundedAt: NOW, providerRefundId: null });

    // The family's receipt says who paid it back and how, with the transfer's reference.
    const familyClient = await signedInClient(ctx, family.id);
    const [receiptRow] = await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `booking_refund:${refund.id}`));
    expect(receiptRow).toMatchObject({ settledBy: 'team', method: 'pix', providerReference: pixTransfer.referencia });
    const { receipt } = receiptResponseSchema.parse(await (await familyClient.get(`/api/receipts/${receiptRow!.id}`)).json());
    const r = messages.receipts;
    expect(receipt.fields).toEqual(
      expect.arrayContaining([
        { label: r.teamRefund.method, value: r.teamRefund.methods.pix },
        { label: r.teamRefund.reference, value: pixTransfer.referencia },
      ]),
    );
    expect(receipt.fields.map((f) => f.label)).not.toContain(r.provider);
    expect(receipt.note).toBe(`${r.refundReasons.recusada} ${r.teamRefund.note}`);

    const refunds = bookingRefundsResponseSchema.parse(await (await familyClient.get(`/api/bookings/${pedido.id}/refunds`)).json());
    expect(refunds.refunds).toEqual([expect.objectContaining({ state: 'feito', teamMethod: 'pix', receiptId: receiptRow!.id })]);
    const notices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), eq(notificacoes.tipo, 'reembolso_realizado')));
    expect(notices).toHaveLength(1);
    await backgroundSettled();
    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, family.email), eq(emailOutbox.kind, 'reembolso')));
    expect(mail!.text).toContain('nossa equipe fez a devolução diretamente, por Pix');
    expect(mail!.text).not.toContain('O valor volta pelo mesmo meio de pagamento');

    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'operador_devolucao_pela_equipe'), eq(auditLog.objectId, refund.id)));
    expect(audit).toMatchObject({ actorId: operator.id, subjectId: family.id, metadata: { metodo: 'pix', referencia: pixTransfer.referencia, valorCentavos: refund.amountCents } });

    // Nothing more is asked of the provider, and a second record is refused.
    const calls = refundsAnswer(null);
    await processPendingRefunds({ db: ctx.db, payments: ctx.deps.payments, logger: ctx.deps.logger, now: ctx.deps.now }, { pedidoId: pedido.id });
    expect(calls).toEqual([]);
    const twice = await teamRefund('devolucao_reserva', refund.id, { ...pixTransfer, metodo: 'transfer' });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(messages.operatorPayments.notFound);
    expect(await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `booking_refund:${refund.id}`))).toHaveLength(1);
    await expectLedgerReconciled();
  });

  it('is refused while the provider may still pay back (no answer, or not refused), and for payouts', async () => {
    const { refund: unknown } = await declinedPaidRequest(silence());
    const response = await teamRefund('devolucao_reserva', unknown.id, pixTransfer);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(messages.operatorPayments.notRefused);
    const [still] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, unknown.id));
    expect(still).toMatchObject({ status: 'pending', settledBy: 'provider', teamMethod: null });

    const payout = await teamRefund('repasse', unknown.id, pixTransfer);
    expect(payout.status).toBe(409);
    expect(((await payout.json()) as { error: { message: string } }).error.message).toBe(messages.operatorPayments.notRefundable);
  });

  it('asks how, the reference and the confirmation, in Portuguese', async () => {
    const { refund } = await declinedPaidRequest(refusal());
    const cases: [unknown, string][] = [
      [{ ...pixTransfer, metodo: 'boleto' }, messages.operatorPayments.methodRequired],
      [{ ...pixTransfer, referencia: ' 12 ' }, messages.operatorPayments.referenceRequired],
      [{ ...pixTransfer, referencia: 'x'.repeat(121) }, messages.operatorPayments.referenceTooLong],
      [{ metodo: 'pix', referencia: pixTransfer.referencia }, messages.operatorPayments.confirmRequired],
      [{ ...pixTransfer, confirmado: false }, messages.operatorPayments.confirmRequired],
    ];
    for (const [body, message] of cases) {
      const response = await teamRefund('devolucao_reserva', refund.id, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    const [still] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refund.id));
    expect(still!.status).toBe('pending');
  });

  it('the database refuses a team refund without its reference, or one not marked done', async () => {
    const { refund } = await declinedPaidRequest(refusal());
    await expect(ctx.db.update(bookingRefunds).set({ settledBy: 'team', teamMethod: 'pix' }).where(eq(bookingRefunds.id, refund.id))).rejects.toThrow();
    await expect(
      ctx.db.update(bookingRefunds).set({ settledBy: 'team', teamMethod: 'pix', teamReference: 'E1234' }).where(eq(bookingRefunds.id, refund.id)),
    ).rejects.toThrow();
  });

  it('works for what was left of a plan, whose receipt and ‘Meu plano’ say the team paid it back', async () => {
    const family = await createFamily(ctx.db);
    const [plan] = await ctx.db
      .insert(planSubscriptions)
      .values({ familiaId: family.id, planId: 'monthly', provider: 'sandbox', status: 'canceled', monthlyAmountCents: 336000, durationMonths: 1, sessionExpiresAt: hoursAgo(24 * 40), activatedAt: hoursAgo(24 * 40), canceledAt: hoursAgo(24 * 5) })
      .returning();
    const key = `plan_leftover:${plan!.id}:1`;
    const [leftover] = await ctx.db.transaction(async (tx) => {
      await postTransaction(tx, planPaymentPosting({ subscriptionId: plan!.id, familiaId: family.id, amountCents: 336000, idempotencyKey: `plan_payment:${plan!.id}:first`, at: hoursAgo(24 * 40) }));
      await postTransaction(tx, planLeftoverRefundPosting({ subscriptionId: plan!.id, familiaId: family.id, amountCents: 48000, idempotencyKey: key, at: hoursAgo(24 * 3) }));
      return tx
        .insert(planLeftoverRefunds)
        .values({ subscriptionId: plan!.id, sequence: 1, amountCents: 48000, idempotencyKey: key, attempts: 4, lastError: 'Stripe: as faturas pagas da assinatura não cobrem o reembolso', lastErrorRefused: true, createdAt: hoursAgo(24 * 3) })
        .returning();
    });

    const response = await teamRefund('sobra_plano', leftover!.id, { ...pixTransfer, metodo: 'transfer', referencia: 'TED 000123' });
    expect(response.status).toBe(200);
    const [receiptRow] = await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `plan_leftover:${leftover!.id}`));
    expect(receiptRow).toMatchObject({ kind: 'plan_refund', settledBy: 'team', method: 'transfer', providerReference: 'TED 000123', ownerId: family.id });
    const familyClient = await signedInClient(ctx, family.id);
    const { receipt } = receiptResponseSchema.parse(await (await familyClient.get(`/api/receipts/${receiptRow!.id}`)).json());
    expect(receipt.fields).toEqual(expect.arrayContaining([{ label: messages.receipts.teamRefund.method, value: messages.receipts.teamRefund.methods.transfer }]));
    const current = currentPlanResponseSchema.parse(await (await familyClient.get('/api/plans/current')).json());
    expect(current.plan!.leftoverRefunds).toEqual([expect.objectContaining({ status: 'succeeded', late: false, teamMethod: 'transfer' })]);
    // The card's charges gave nothing back for it: a next leftover of the plan may still use them.
    expect(await leftoverRefundedBefore(ctx.db, plan!.id, 2)).toBe(0);
    await expectLedgerReconciled();
  });
});

describe('operators are told by e-mail', () => {
  it('once per item that becomes stuck, every operator whose account exists; the e-mail names no family or caregiver', async () => {
    // Earlier tests left stuck items: this run tells of them, so the next starts clean.
    await runStuckMoneyAlerts({ db: ctx.db, mailer: ctx.deps.mailer, logger: ctx.deps.logger, publicUrl: ctx.deps.env.PUBLIC_URL, now: ctx.deps.now });
    const second = await createOperator(ctx.db, { firstName: 'Rita' });
    const gone = await createOperator(ctx.db, { firstName: 'Ida' });
    await ctx.db.update(profiles).set({ deletedAt: hoursAgo(1) }).where(eq(profiles.id, gone.id));

    const { family, refund } = await declinedPaidRequest(refusal());
    const { refund: quiet } = await declinedPaidRequest(null); // paid back: never stuck
    const deps = { db: ctx.db, mailer: ctx.deps.mailer, logger: ctx.deps.logger, publicUrl: ctx.deps.env.PUBLIC_URL, now: ctx.deps.now };
    // Two processes at once tell each item once.
    const [a, b] = await Promise.all([runStuckMoneyAlerts(deps), runStuckMoneyAlerts(deps)]);
    expect(a + b).toBe(1);
    expect(await runStuckMoneyAlerts(deps)).toBe(0);

    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'pagamentos-parados'));
    const about = mails.filter((m) => m.text.includes('Devolução de reserva de R$') && m.createdAt >= new Date(Date.now() - 60_000));
    const to = (email: string) => about.filter((m) => m.to === email);
    expect(to(second.email)).toHaveLength(1);
    expect(to(gone.email)).toHaveLength(0);
    const mail = to(second.email)[0]!;
    expect(mail.subject).toBe('Cuidar: 1 devolução ou repasse parado');
    expect(mail.text).toContain(': o provedor recusou.');
    expect(mail.text).toContain('/operador/pagamentos');
    expect(mail.text).not.toContain(family.email);
    expect(mail.text).not.toContain('Marta');
    expect(quiet.status).toBe('succeeded');
    expect(refund.status).toBe('pending');
  });

  it('tells of an item again on the next run when no operator could be e-mailed', async () => {
    const deps = { db: ctx.db, mailer: ctx.deps.mailer, logger: ctx.deps.logger, publicUrl: ctx.deps.env.PUBLIC_URL, now: ctx.deps.now };
    await runStuckMoneyAlerts(deps);
    await declinedPaidRequest(refusal());
    const broken = { ...ctx.deps.mailer, send: () => Promise.reject(new Error('outbox indisponível')) };
    expect(await runStuckMoneyAlerts({ ...deps, mailer: broken })).toBe(0);
    expect(await runStuckMoneyAlerts(deps)).toBe(1);
    expect(await runStuckMoneyAlerts(deps)).toBe(0);
  });
});
