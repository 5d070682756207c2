import type { BookingPaymentDto } from '@cuidar/domain/booking-payments';
import { cancellationQuoteResponseSchema } from '@cuidar/domain/booking-details';
import type { BookingDto } from '@cuidar/domain/bookings';
import { bookingProblemResponseSchema } from '@cuidar/domain/disputes';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay, payBookingInSandbox } from '../../../test/booking-payments';
import { signedStripeEvent } from '../../../test/fake-stripe';
import { backgroundSettled } from '../../background';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { createOperator } from '../../db/factories';
import { bookingPayments, bookingRefunds, cuidadorProfiles, ledgerTransactions, notificacoes, paymentEvents, pedidosReserva, user } from '../../db/schema';
import { sandboxWebhookSecret } from '../../payments/sandbox';
import { runLifecycleJobs } from '../bookings/service';
import { accountBalance, checkLedger } from '../ledger/service';

// Paying for a booking through the sandbox, end to end on the HTTP API: the hold, the signed
// webhook moving the request to pendente with its money in escrow, refunds on decline / cancel /
// expiry (once, however many clicks), and the release 48 h after each confirmed day.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
let clock = new Date();
const setNow = (date: Date) => {
  clock = date;
  ctx.setNow(date);
};

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => setNow(new Date()));
afterAll(async () => {
  await ctx?.close();
});

async function caregiver(precoHoraCentavos = 5000) {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  return { client, id };
}

const request = (cuidadorId: string, over: Record<string, unknown> = {}) => ({
  cuidadorId,
  dataInicio: day(5),
  dataFim: day(6),
  horaInicio: '08:00',
  horaFim: '12:00',
  // A family's choice after the labour-law warning (docs/product.md#labour-law): these tests book one
  // caregiver on several days of a week and are about something else; it is ignored under the limit.
  vinculoEscolha: 'alternar_cuidadores',
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

async function createUnpaid(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/bookings', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: BookingDto }).booking;
}

const escrow = (pedidoId: string) => accountBalance(ctx.db, { kind: 'escrow', pedidoId });
const refundsOf = (pedidoId: string) => ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, pedidoId));
const statusOf = async (pedidoId: string) => (await ctx.db.select({ s: pedidosReserva.status }).from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId)))[0]!.s;

describe('the quote and the unpaid request', () => {
  it('quotes subtotal, 10 % fee and total from the server, and the request waits for payment unseen by the caregiver', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const quote = await new TestClient(ctx.app).get(`/api/bookings/quote?cuidadorId=${cg.id}&dataInicio=${day(5)}&dataFim=${day(6)}&horaInicio=08:00&horaFim=12:00`);
    expect(quote.status).toBe(200);
    expect(await quote.json()).toEqual({
      quote: { precoHoraCentavos: 5000, precoDiaCentavos: 20000, dias: 2, subtotalCentavos: 40000, taxaServicoPercentual: 10, taxaServicoCentavos: 4000, totalCentavos: 44000 },
      // Two days: within the labour-law limit (docs/product.md#labour-law).
      vinculo: null,
    });

    const booking = await createUnpaid(fam.client, request(cg.id));
    expect(booking).toMatchObject({ status: 'aguardando_pagamento', precoTotalCentavos: 40000, taxaServicoCentavos: 4000, totalCentavos: 44000 });
    expect(new Date(booking.pagamentoExpiraEm!).getTime() - clock.getTime()).toBeLessThanOrEqual(30 * 60_000);
    // Not a request for the caregiver yet: no notification, not in their list.
    expect(await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, cg.id))).toHaveLength(0);
    expect(((await (await cg.client.get('/api/bookings')).json()) as { bookings: BookingDto[] }).bookings).toHaveLength(0);
    // Accepting an unpaid request is not possible.
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(404);
  });
});

describe('paying', () => {
  it('by Pix: shows a QR code and a copia e cola valid for the window, and the webhook makes it pendente with the total in escrow', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const booking = await createUnpaid(fam.client, request(cg.id));
    const started = await fam.client.post(`/api/bookings/${booking.id}/payment`, { method: 'pix' });
    expect(started.status).toBe(200);
    const { payment } = (await started.json()) as { payment: BookingPaymentDto };
    expect(payment).toMatchObject({ status: 'aguardando_pagamento', provider: 'sandbox', totalCentavos: 44000, isPaid: false });
    expect(payment.attempt?.pix?.code).toMatch(/^000201.*5406440\.00.*6304[0-9A-F]{4}$/);
    expect(payment.attempt?.pix?.qrImage).toMatch(/^data:image\/png;base64,/);
    // Starting again answers the same code.
    const again = (await (await fam.client.post(`/api/bookings/${booking.id}/payment`, { method: 'pix' })).json()) as { payment: BookingPaymentDto };
    expect(again.payment.attempt?.pix?.code).toBe(payment.attempt?.pix?.code);

    const paid = await payBookingInSandbox(fam.client, booking.id, 'pix');
    expect(paid).toMatchObject({ status: 'pendente', isPaid: true });
    expect(await escrow(booking.id)).toBe(44000);
    const [note] = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, cg.id));
    expect(note).toMatchObject({ tipo: 'nova_reserva' });
    const seen = ((await (await cg.client.get('/api/bookings')).json()) as { bookings: BookingDto[] }).bookings;
    expect(seen.map((b) => [b.id, b.status, b.totalCentavos])).toEqual([[booking.id, 'pendente', 44000]]);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.pedidoId, booking.id));
    expect(events.map((e) => [e.type, e.outcome])).toEqual([['payment_intent.succeeded', 'applied']]);
  });

  it('credits a replayed webhook once, even delivered at the same time', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await createUnpaid(fam.client, request(cg.id));
    await fam.client.post(`/api/bookings/${booking.id}/payment`, { method: 'card' });
    const [attempt] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.pedidoId, booking.id));
    const object = {
      id: attempt!.providerPaymentId,
      object: 'payment_intent',
      status: 'succeeded',
      amount_received: attempt!.amountCents,
      currency: 'brl',
      metadata: { cuidar_pedido_id: booking.id, cuidar_booking_payment_id: attempt!.id },
    };
    const secret = sandboxWebhookSecret(ctx.deps.env.AUTH_SECRET);
    const event = signedStripeEvent('payment_intent.succeeded', object, { at: clock, secret });
    const deliver = (e: { body: string; signature: string }) => new TestClient(ctx.app).request('POST', '/api/payments/webhook', e.body, { 'content-type': 'application/json', 'stripe-signature': e.signature });
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    // Another event id about the same payment (the provider may send one) credits nothing more.
    expect((await deliver(signedStripeEvent('payment_intent.succeeded', object, { at: clock, secret }))).status).toBe(200);
    expect(await escrow(booking.id)).toBe(attempt!.amountCents);
    expect(await ctx.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.pedidoId, booking.id), eq(ledgerTransactions.kind, 'payment')))).toHaveLength(1);
    expect(await statusOf(booking.id)).toBe('pendente');
  });

  it('refuses a payment whose amount differs from the request, and an unsigned one', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await createUnpaid(fam.client, request(cg.id));
    await fam.client.post(`/api/bookings/${booking.id}/payment`, { method: 'card' });
    const [attempt] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.pedidoId, booking.id));
    const object = { id: attempt!.providerPaymentId, amount_received: 1, currency: 'brl', metadata: { cuidar_pedido_id: booking.id, cuidar_booking_payment_id: attempt!.id } };
    const cheap = signedStripeEvent('payment_intent.succeeded', object, { at: clock, secret: sandboxWebhookSecret(ctx.deps.env.AUTH_SECRET) });
    const client = new TestClient(ctx.app);
    expect((await client.request('POST', '/api/payments/webhook', cheap.body, { 'content-type': 'application/json', 'stripe-signature': cheap.signature })).status).toBe(200);
    const forged = signedStripeEvent('payment_intent.succeeded', { ...object, amount_received: attempt!.amountCents }, { at: clock, secret: 'whsec_not_ours' });
    expect((await client.request('POST', '/api/payments/webhook', forged.body, { 'content-type': 'application/json', 'stripe-signature': forged.signature })).status).toBe(400);
    expect(await escrow(booking.id)).toBe(0);
    expect(await statusOf(booking.id)).toBe('aguardando_pagamento');
  });

  it('only lets the family who made the request see or pay it', async () => {
    const cg = await caregiver();
    const fam = await family();
    const other = await family();
    const booking = await createUnpaid(fam.client, request(cg.id));
    expect((await other.client.get(`/api/bookings/${booking.id}/payment`)).status).toBe(404);
    expect((await other.client.post(`/api/bookings/${booking.id}/payment`, { method: 'pix' })).status).toBe(404);
    expect((await other.client.post(`/api/payments/sandbox/bookings/${booking.id}/confirm`, { method: 'pix' })).status).toBe(404);
    expect((await cg.client.get(`/api/bookings/${booking.id}/payment`)).status).toBe(403);
    expect(await statusOf(booking.id)).toBe('aguardando_pagamento');
  });
});

describe('the 30-minute hold', () => {
  it('holds the slot while open, then frees it (on the next request and by the job) and closes the request as expirada', async () => {
    const cg = await caregiver();
    const fam = await family();
    const rival = await family();
    const start = new Date();
    const held = await createUnpaid(fam.client, request(cg.id));
    expect((await rival.client.post('/api/bookings', request(cg.id))).status).toBe(409);

    setNow(new Date(start.getTime() + 31 * 60_000));
    const mine = ((await (await fam.client.get(`/api/bookings/${held.id}`)).json()) as { booking: BookingDto }).booking;
    expect(mine.status).toBe('expirada'); // on read, before any job
    expect((await fam.client.post(`/api/bookings/${held.id}/payment`, { method: 'pix' })).status).toBe(409);
    const taken = await rival.client.post('/api/bookings', request(cg.id));
    expect(taken.status).toBe(201);
    expect(await statusOf(held.id)).toBe('expirada');

    const other = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(20), dataFim: day(20) }));
    setNow(new Date(start.getTime() + 62 * 60_000));
    const result = await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect(result.unpaidExpired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(other.id)).toBe('expirada');
  });

  it('refunds a payment that arrives after the window', async () => {
    const cg = await caregiver();
    const fam = await family();
    const start = new Date();
    const booking = await createUnpaid(fam.client, request(cg.id));
    await fam.client.post(`/api/bookings/${booking.id}/payment`, { method: 'pix' });
    const [attempt] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.pedidoId, booking.id));
    setNow(new Date(start.getTime() + 40 * 60_000));
    const late = signedStripeEvent(
      'payment_intent.succeeded',
      { id: attempt!.providerPaymentId, amount_received: attempt!.amountCents, currency: 'brl', metadata: { cuidar_pedido_id: booking.id, cuidar_booking_payment_id: attempt!.id } },
      { at: clock, secret: sandboxWebhookSecret(ctx.deps.env.AUTH_SECRET) },
    );
    expect((await new TestClient(ctx.app).request('POST', '/api/payments/webhook', late.body, { 'content-type': 'application/json', 'stripe-signature': late.signature })).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('expirada');
    expect(await escrow(booking.id)).toBe(0);
    expect((await refundsOf(booking.id)).map((r) => [r.reason, r.status, r.amountCents])).toEqual([['pagamento_tardio', 'succeeded', attempt!.amountCents]]);
  });
});

describe('refunds before acceptance', () => {
  it('refunds a declined request once', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id));
    expect(booking.status).toBe('pendente');
    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`)).status).toBe(200);
    expect(await escrow(booking.id)).toBe(0);
    expect(await accountBalance(ctx.db, { kind: 'refunds', familiaId: fam.id })).toBe(44000);
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((r) => [r.reason, r.status])).toEqual([['recusada', 'succeeded']]);
    expect(refunds[0]!.providerRefundId).toMatch(/^re_sandbox_/);
    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`)).status).toBe(409);
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  it("tells the family where each refund is: done with its receipt, asked, or late once the provider fails or takes over an hour", async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id));
    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`)).status).toBe(200);
    const read = async () => {
      const response = await fam.client.get(`/api/bookings/${booking.id}/refunds`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { refunds: { id: string; amountCents: number; reason: string; method: string; state: string; refundedAt: string | null; receiptId: string | null }[] }).refunds;
    };
    const [done] = await read();
    expect(done).toMatchObject({ amountCents: 44000, reason: 'recusada', method: 'card', state: 'feito' });
    expect(done!.refundedAt).not.toBeNull();
    expect((await fam.client.get(`/api/receipts/${done!.receiptId}`)).status).toBe(200);

    // Two more owed on the same payment (as a dispute's and a no-show's would be), not paid back yet.
    const [payment] = await ctx.db.select({ id: bookingPayments.id }).from(bookingPayments).where(and(eq(bookingPayments.pedidoId, booking.id), eq(bookingPayments.status, 'succeeded')));
    const askedAt = clock;
    await ctx.db.insert(bookingRefunds).values([
      { bookingPaymentId: payment!.id, pedidoId: booking.id, amountCents: 1000, idempotencyKey: `t:${crypto.randomUUID()}`, reason: 'disputa', createdAt: askedAt },
      { bookingPaymentId: payment!.id, pedidoId: booking.id, amountCents: 2000, idempotencyKey: `t:${crypto.randomUUID()}`, reason: 'falta', createdAt: askedAt, attempts: 3, lastError: 'card_closed' },
    ]);
    const byAmount = async () => new Map((await read()).map((r) => [r.amountCents, r.state]));
    expect(await byAmount()).toEqual(new Map([[44000, 'feito'], [1000, 'em_andamento'], [2000, 'atrasado']]));
    setNow(new Date(askedAt.getTime() + 61 * 60_000));
    expect((await byAmount()).get(1000)).toBe('atrasado');

    // Only the family of the request: another family finds nothing, the caregiver is refused.
    const other = await family();
    expect((await other.client.get(`/api/bookings/${booking.id}/refunds`)).status).toBe(404);
    expect((await cg.client.get(`/api/bookings/${booking.id}/refunds`)).status).toBe(403);
    expect((await fam.client.get('/api/bookings/nao-e-um-id/refunds')).status).toBe(404);
  });

  it('refunds once when two declines, or a decline and a cancel, arrive together', async () => {
    const cg = await caregiver();
    const fam = await family();
    const a = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(8), dataFim: day(8) }));
    const twice = await Promise.all([cg.client.post(`/api/bookings/${a.id}/decline`), cg.client.post(`/api/bookings/${a.id}/decline`)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const b = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(9), dataFim: day(9) }));
    const race = await Promise.all([cg.client.post(`/api/bookings/${b.id}/decline`), fam.client.post(`/api/bookings/${b.id}/cancel`, {})]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    for (const id of [a.id, b.id]) {
      expect(await refundsOf(id)).toHaveLength(1);
      expect(await escrow(id)).toBe(0);
    }
  });

  it('refunds a family cancelling a pending request, and a request the caregiver left unanswered', async () => {
    const cg = await caregiver();
    const fam = await family();
    const cancelled = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(10), dataFim: day(10) }));
    expect((await fam.client.post(`/api/bookings/${cancelled.id}/cancel`, {})).status).toBe(200);
    expect((await refundsOf(cancelled.id)).map((r) => r.reason)).toEqual(['cancelada']);

    const start = new Date();
    const ignored = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(11), dataFim: day(11) }));
    setNow(new Date(start.getTime() + 25 * 3600_000));
    await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect(await statusOf(ignored.id)).toBe('expirada');
    expect((await refundsOf(ignored.id)).map((r) => [r.reason, r.status])).toEqual([['expirada', 'succeeded']]);
    expect(await escrow(ignored.id)).toBe(0);
  });

  it('a confirmed booking cancelled before its start pays everything back when the policy says so; a late one is settled by the policy', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const accepted = async (over: Record<string, unknown>) => {
      const booking = await bookAndPay(fam.client, request(cg.id, over));
      expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
      return booking;
    };
    // The caregiver cancels: the whole payment (subtotal and fee) goes back.
    const byCaregiver = await accepted({});
    const cancelled = await cg.client.post(`/api/bookings/${byCaregiver.id}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda', motivo: 'Consulta médica' });
    expect(cancelled.status).toBe(200);
    expect(await escrow(byCaregiver.id)).toBe(0);
    expect((await refundsOf(byCaregiver.id)).map((r) => [r.reason, r.amountCents, r.status])).toEqual([['cancelada', 44000, 'succeeded']]);

    // The family cancels more than 24 h ahead: everything back too.
    const early = await accepted({ dataInicio: day(8), dataFim: day(8) });
    expect((await fam.client.post(`/api/bookings/${early.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await escrow(early.id)).toBe(0);
    expect((await refundsOf(early.id)).map((r) => r.amountCents)).toEqual([22000]);

    // Two hours before the start: half the first day is the caregiver's at once, the fee stays with
    // the platform, the rest goes back — exactly the quote the family was shown.
    const late = await accepted({ dataInicio: day(10), dataFim: day(10) });
    setNow(new Date(saoPauloToInstant(day(10), '08:00').getTime() - 2 * 3600_000));
    const quote = cancellationQuoteResponseSchema.parse(await (await fam.client.get(`/api/bookings/${late.id}/cancellation-quote`)).json()).quote;
    expect(quote).toMatchObject({ rule: 'familia_tardia', refundToFamilyCents: 10000, toCaregiverCents: 10000, feeKeptCents: 2000, deliveredCents: 0 });
    const caregiverBefore = await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id });
    const feeBefore = await accountBalance(ctx.db, { kind: 'platform_fee' });
    expect((await fam.client.post(`/api/bookings/${late.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await escrow(late.id)).toBe(0);
    expect((await refundsOf(late.id)).map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[`refund:cancel:${late.id}`, quote.refundToFamilyCents, 'succeeded']]);
    expect((await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })) - caregiverBefore).toBe(quote.toCaregiverCents);
    expect((await accountBalance(ctx.db, { kind: 'platform_fee' })) - feeBefore).toBe(quote.feeKeptCents);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('after the start: the days begun are released as usual, the rest settled by the policy (family) or paid back (caregiver)', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const accepted = async (from: number, to: number) => {
      const booking = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(from), dataFim: day(to) }));
      expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
      return booking;
    };
    const byFamily = await accepted(14, 16); // 3 days × (20 000 + 2 000)
    const byCaregiver = await accepted(18, 19); // 2 days × (20 000 + 2 000)

    // The family cancels during the first day: day 1 is delivered; of days 2–3, half of day 2 to the
    // caregiver, their fee kept, the rest back.
    setNow(new Date(saoPauloToInstant(day(14), '10:00')));
    const quote = cancellationQuoteResponseSchema.parse(await (await fam.client.get(`/api/bookings/${byFamily.id}/cancellation-quote`)).json()).quote;
    expect(quote).toMatchObject({ rule: 'familia_tardia', deliveredCents: 22000, toCaregiverCents: 10000, feeKeptCents: 4000, refundToFamilyCents: 30000 });
    expect((await fam.client.post(`/api/bookings/${byFamily.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await escrow(byFamily.id)).toBe(22000);
    expect((await refundsOf(byFamily.id)).map((r) => r.amountCents)).toEqual([30000]);

    // The caregiver cancels during their first day: the day not begun comes back, fee included.
    setNow(new Date(saoPauloToInstant(day(18), '09:00')));
    expect((await cg.client.post(`/api/bookings/${byCaregiver.id}/caregiver-cancel`, { motivoCodigo: 'problema_de_saude' })).status).toBe(200);
    expect(await escrow(byCaregiver.id)).toBe(22000);
    expect((await refundsOf(byCaregiver.id)).map((r) => [r.idempotencyKey, r.amountCents])).toEqual([[`refund:cancel:${byCaregiver.id}`, 22000]]);

    // 48 h after each delivered day ends, the job releases it as usual.
    const available = () => accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id });
    const before = await available();
    setNow(new Date(saoPauloToInstant(day(18), '12:00').getTime() + 48 * 3600_000));
    await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect(await escrow(byFamily.id)).toBe(0);
    expect(await escrow(byCaregiver.id)).toBe(0);
    expect((await available()) - before).toBe(40000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('cancelled at the very instant a day starts: that day is kept as begun, and it is released (and disputable) like any other begun day', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(22), dataFim: day(22) })); // 20 000 + 2 000
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);

    // Exactly at 08:00 the day has begun for the policy (settleCancellation: start ≤ now): nothing
    // is split or refunded, the whole day stays in escrow to be paid as a delivered day.
    const start = saoPauloToInstant(day(22), '08:00');
    setNow(start);
    const quote = cancellationQuoteResponseSchema.parse(await (await fam.client.get(`/api/bookings/${booking.id}/cancellation-quote`)).json()).quote;
    expect(quote).toMatchObject({ deliveredCents: 22000, refundToFamilyCents: 0, toCaregiverCents: 0, feeKeptCents: 0 });
    expect((await fam.client.post(`/api/bookings/${booking.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await escrow(booking.id)).toBe(22000);

    // The family may report a problem about it after it ends, as about any begun day…
    const end = saoPauloToInstant(day(22), '12:00');
    setNow(new Date(end.getTime() + 3600_000));
    expect(bookingProblemResponseSchema.parse(await (await fam.client.get(`/api/bookings/${booking.id}/problema`)).json()).prazo).toBe(new Date(end.getTime() + 48 * 3600_000).toISOString());

    // …and 48 h after it ends the job pays it out: no money is left in escrow for good.
    const available = () => accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id });
    setNow(new Date(end.getTime() + 48 * 3600_000));
    await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect(await escrow(booking.id)).toBe(0);
    expect(await available()).toBe(20000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('two cancellations at the same time: one wins, one refund', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(21), dataFim: day(21) }));
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    setNow(new Date(saoPauloToInstant(day(21), '08:00').getTime() - 3 * 3600_000));
    const answers = await Promise.all([
      fam.client.post(`/api/bookings/${booking.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' }),
      fam.client.post(`/api/bookings/${booking.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' }),
      cg.client.post(`/api/bookings/${booking.id}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda', motivo: 'x' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await escrow(booking.id)).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('cancels an unpaid request without any money moving', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(12), dataFim: day(12) }));
    expect((await fam.client.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('cancelada');
    expect(await refundsOf(booking.id)).toHaveLength(0);
  });
});

describe('release', () => {
  it('moves each confirmed day to the caregiver and the platform 48 h after it ends, once', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(2), dataFim: day(3) }));
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    const run = () => runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });

    const firstEnd = saoPauloToInstant(day(2), '12:00');
    setNow(new Date(firstEnd.getTime() + 47 * 3600_000));
    await run();
    expect(await escrow(booking.id)).toBe(44000);
    setNow(new Date(firstEnd.getTime() + 48 * 3600_000));
    await Promise.all([run(), run()]);
    expect(await escrow(booking.id)).toBe(22000);
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })).toBe(20000);

    setNow(new Date(saoPauloToInstant(day(3), '12:00').getTime() + 49 * 3600_000));
    await run();
    await run();
    expect(await escrow(booking.id)).toBe(0);
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })).toBe(40000);
    expect(await ctx.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.pedidoId, booking.id), eq(ledgerTransactions.kind, 'release')))).toHaveLength(2);
    const report = await checkLedger(ctx.db);
    expect(report.problems).toEqual([]);
  });
});

// Races (issue 17): on PostgreSQL these really run at once (TEST_DATABASE_URL); on PGlite one
// statement runs at a time, so they check the same answers under its interleavings. Each race is
// run a few times, on new requests, so that different orders come up.
describe('races over one payment', () => {
  const ROUNDS = 4;
  const secret = () => sandboxWebhookSecret(ctx.deps.env.AUTH_SECRET);
  const deliver = (e: { body: string; signature: string }) =>
    new TestClient(ctx.app).request('POST', '/api/payments/webhook', e.body, { 'content-type': 'application/json', 'stripe-signature': e.signature });
  const ledgerOf = async (pedidoId: string) => {
    const rows = await ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.pedidoId, pedidoId));
    return { payments: rows.filter((t) => t.kind === 'payment').length, refunds: rows.filter((t) => t.kind === 'refund').length };
  };
  /** The provider's event for the request's attempt of one method, started first. */
  async function paymentObject(client: TestClient, pedidoId: string, method: 'card' | 'pix' = 'card') {
    expect((await client.post(`/api/bookings/${pedidoId}/payment`, { method })).status).toBe(200);
    const attempt = (await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.pedidoId, pedidoId))).find((a) => a.method === method)!;
    return {
      attempt,
      object: {
        id: attempt.providerPaymentId,
        object: 'payment_intent',
        status: 'succeeded',
        amount_received: attempt.amountCents,
        currency: 'brl',
        metadata: { cuidar_pedido_id: pedidoId, cuidar_booking_payment_id: attempt.id },
      },
    };
  }

  it('two different events about the same payment, delivered at once, credit it once', async () => {
    const fam = await family();
    for (let i = 0; i < ROUNDS; i++) {
      const cg = await caregiver(); // a family keeps only 3 open requests with one caregiver
      const booking = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(20 + i), dataFim: day(20 + i) }));
      const { attempt, object } = await paymentObject(fam.client, booking.id);
      const events = [0, 1, 2].map(() => signedStripeEvent('payment_intent.succeeded', object, { at: clock, secret: secret() }));
      const answers = await Promise.all([...events, events[0]!].map(deliver));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await ledgerOf(booking.id)).toEqual({ payments: 1, refunds: 0 });
      expect(await escrow(booking.id)).toBe(attempt.amountCents);
      expect(await statusOf(booking.id)).toBe('pendente');
      const recorded = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.pedidoId, booking.id));
      expect(recorded.map((e) => e.outcome).sort()).toEqual(['applied', 'ignored', 'ignored']);
    }
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('two cancellations of one paid request at once: one answer 200, one refund row, one refund posting', async () => {
    const cg = await caregiver();
    const fam = await family();
    let refundedSoFar = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const booking = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(30 + i), dataFim: day(30 + i) }));
      const answers = await Promise.all([fam.client.post(`/api/bookings/${booking.id}/cancel`, {}), fam.client.post(`/api/bookings/${booking.id}/cancel`, {})]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await refundsOf(booking.id)).map((r) => [r.reason, r.amountCents])).toEqual([['cancelada', booking.totalCentavos]]);
      expect(await ledgerOf(booking.id)).toEqual({ payments: 1, refunds: 1 });
      expect(await escrow(booking.id)).toBe(0);
      refundedSoFar += booking.totalCentavos;
      expect(await accountBalance(ctx.db, { kind: 'refunds', familiaId: fam.id })).toBe(refundedSoFar);
    }
    // The same for a confirmed booking cancelled by both sides at once, well ahead of its start.
    const confirmed = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(40), dataFim: day(40) }));
    expect((await cg.client.post(`/api/bookings/${confirmed.id}/accept`)).status).toBe(200);
    const both = await Promise.all([
      fam.client.post(`/api/bookings/${confirmed.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' }),
      cg.client.post(`/api/bookings/${confirmed.id}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda', motivo: 'Consulta médica' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(confirmed.id)).toHaveLength(1);
    expect(await ledgerOf(confirmed.id)).toEqual({ payments: 1, refunds: 1 });
    expect(await escrow(confirmed.id)).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('accept racing the family’s cancellation: exactly one wins and the money follows it', async () => {
    const cg = await caregiver();
    const fam = await family();
    for (let i = 0; i < ROUNDS * 2; i++) {
      const booking = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(45 + i), dataFim: day(45 + i) }));
      // The family cancels from the pending request's screen (no reason: a confirmed one needs one).
      const [accept, cancel] = await Promise.all([cg.client.post(`/api/bookings/${booking.id}/accept`), fam.client.post(`/api/bookings/${booking.id}/cancel`, {})]);
      expect([accept.status, cancel.status].filter((s) => s === 200)).toHaveLength(1);
      const status = await statusOf(booking.id);
      if (accept.status === 200) {
        // Accepted first: the cancellation was refused (409, or 400 when it already saw the booking
        // confirmed and asked for a reason) and the money stays held for the booking.
        expect([400, 409]).toContain(cancel.status);
        expect(status).toBe('confirmada');
        expect(await refundsOf(booking.id)).toEqual([]);
        expect(await escrow(booking.id)).toBe(booking.totalCentavos);
      } else {
        // Cancelled first: the acceptance was refused and the payment went back in full, once.
        expect(accept.status).toBe(409);
        expect(status).toBe('cancelada');
        expect((await refundsOf(booking.id)).map((r) => [r.reason, r.amountCents])).toEqual([['cancelada', booking.totalCentavos]]);
        expect(await escrow(booking.id)).toBe(0);
      }
      expect((await ledgerOf(booking.id)).payments).toBe(1);
    }
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('the payment racing the family’s cancellation of the unpaid request: paid and pending, or cancelled and refunded', async () => {
    const fam = await family();
    for (let i = 0; i < ROUNDS; i++) {
      const cg = await caregiver();
      const booking = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(60 + i), dataFim: day(60 + i) }));
      const { object } = await paymentObject(fam.client, booking.id, 'pix');
      const event = signedStripeEvent('payment_intent.succeeded', object, { at: clock, secret: secret() });
      const [paid, cancel] = await Promise.all([deliver(event), fam.client.post(`/api/bookings/${booking.id}/cancel`, {})]);
      expect(paid.status).toBe(200);
      expect((await ledgerOf(booking.id)).payments).toBe(1);
      if (cancel.status === 200) {
        // Cancelled (before or after the payment): it went back in full, once.
        expect(await statusOf(booking.id)).toBe('cancelada');
        expect(await ledgerOf(booking.id)).toEqual({ payments: 1, refunds: 1 });
        expect((await refundsOf(booking.id)).map((r) => r.reason)).toEqual([expect.stringMatching(/^(cancelada|pagamento_tardio)$/)]);
        expect(await escrow(booking.id)).toBe(0);
      } else {
        // The payment came first and the unpaid request the family was cancelling no longer exists
        // as such: it is a paid request waiting for the caregiver, its money held.
        expect(cancel.status).toBe(409);
        expect(await statusOf(booking.id)).toBe('pendente');
        expect(await refundsOf(booking.id)).toEqual([]);
        expect(await escrow(booking.id)).toBe(booking.totalCentavos);
      }
    }
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('a second charge for one attempt (another PaymentIntent with its id) is never credited twice, alone or at once with the first', async () => {
    const fam = await family();
    for (let i = 0; i < ROUNDS; i++) {
      const cg = await caregiver();
      const booking = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(80 + i), dataFim: day(80 + i) }));
      const { attempt, object } = await paymentObject(fam.client, booking.id, 'card');
      const charges = [object, { ...object, id: `pi_second_${i}_${crypto.randomUUID().slice(0, 8)}` }];
      // Round 0 and 2: one after the other; 1 and 3: at the same time.
      const send = (o: Record<string, unknown>) => deliver(signedStripeEvent('payment_intent.succeeded', o, { at: clock, secret: secret() }));
      const answers = i % 2 ? await Promise.all(charges.map(send)) : [await send(charges[0]!), await send(charges[1]!)];
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(await ledgerOf(booking.id)).toEqual({ payments: 1, refunds: 0 });
      expect(await escrow(booking.id)).toBe(attempt.amountCents);
      expect(await statusOf(booking.id)).toBe('pendente');
      const recorded = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.pedidoId, booking.id));
      expect(recorded.map((e) => e.outcome).sort()).toEqual(['applied', 'ignored']);
    }
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('card and Pix both paid at once: one payment makes the request, the other goes back in full', async () => {
    const fam = await family();
    for (let i = 0; i < ROUNDS; i++) {
      const cg = await caregiver();
      const booking = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(70 + i), dataFim: day(70 + i) }));
      const card = await paymentObject(fam.client, booking.id, 'card');
      const pix = await paymentObject(fam.client, booking.id, 'pix');
      const answers = await Promise.all(
        [card.object, pix.object].map((object) => deliver(signedStripeEvent('payment_intent.succeeded', object, { at: clock, secret: secret() }))),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(await statusOf(booking.id)).toBe('pendente');
      expect(await ledgerOf(booking.id)).toEqual({ payments: 2, refunds: 1 });
      expect((await refundsOf(booking.id)).map((r) => [r.reason, r.amountCents])).toEqual([['pagamento_tardio', booking.totalCentavos]]);
      expect(await escrow(booking.id)).toBe(booking.totalCentavos);
    }
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('refunds when an account leaves before acceptance', () => {
  it('suspending a caregiver declines and refunds each paid pending request once; a confirmed booking’s money stays held', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const pending = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(12), dataFim: day(12) }));
    const confirmed = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(14), dataFim: day(14) }), 'pix');
    expect((await cg.client.post(`/api/bookings/${confirmed.id}/accept`)).status).toBe(200);
    const unpaid = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(16), dataFim: day(16) }));

    const created = await createOperator(ctx.db);
    await ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, created.id));
    const operator = await signedInClient(ctx, created.id);
    const decision = await operator.post(`/api/operador/cuidadores/${cg.id}/decisao`, { acao: 'suspender', de: 'aprovado', motivo: 'denuncia_procedente', observacao: 'Relato confirmado.' });
    expect(decision.status).toBe(200);
    await backgroundSettled();

    expect(await statusOf(pending.id)).toBe('recusada');
    // Owed in the suspension's transaction; the provider is asked by the periodic job.
    expect((await refundsOf(pending.id)).map((r) => [r.reason, r.amountCents])).toEqual([['recusada', pending.totalCentavos]]);
    await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect((await refundsOf(pending.id)).map((r) => r.status)).toEqual(['succeeded']);
    expect(await escrow(pending.id)).toBe(0);
    expect(await statusOf(confirmed.id)).toBe('confirmada');
    expect(await refundsOf(confirmed.id)).toEqual([]);
    expect(await escrow(confirmed.id)).toBe(confirmed.totalCentavos);
    expect(await refundsOf(unpaid.id)).toEqual([]);
    expect(await accountBalance(ctx.db, { kind: 'refunds', familiaId: fam.id })).toBe(pending.totalCentavos);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('a family deleting its account gets each paid pending request refunded once', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const pending = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(18), dataFim: day(18) }));
    const unpaid = await createUnpaid(fam.client, request(cg.id, { dataInicio: day(19), dataFim: day(19) }));
    expect((await fam.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    await backgroundSettled();

    expect(await statusOf(pending.id)).toBe('cancelada');
    expect(await statusOf(unpaid.id)).toBe('cancelada');
    expect((await refundsOf(pending.id)).map((r) => [r.reason, r.amountCents])).toEqual([['cancelada', pending.totalCentavos]]);
    expect(await refundsOf(unpaid.id)).toEqual([]);
    expect(await escrow(pending.id)).toBe(0);
    // The refund is asked of the provider after the deletion commits (now, or by the job's retry).
    await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect((await refundsOf(pending.id)).map((r) => r.status)).toEqual(['succeeded']);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('an account deleted with a confirmed booking settles it by the policy, as if that person had cancelled', async () => {
    // The caregiver leaves: the family gets everything back.
    const cg = await caregiver(5000);
    const fam = await family();
    const confirmed = await bookAndPay(fam.client, request(cg.id, { dataInicio: day(20), dataFim: day(20) }));
    expect((await cg.client.post(`/api/bookings/${confirmed.id}/accept`)).status).toBe(200);
    expect((await cg.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    await backgroundSettled();
    expect(await statusOf(confirmed.id)).toBe('cancelada');
    expect(await escrow(confirmed.id)).toBe(0);
    expect((await refundsOf(confirmed.id)).map((r) => [r.reason, r.amountCents])).toEqual([['cancelada', confirmed.totalCentavos]]);

    // The family leaves two hours before the start: half the first day to the caregiver, the fee
    // kept, the rest back — what the family would have been quoted for cancelling then.
    const cg2 = await caregiver(5000);
    const fam2 = await family();
    const late = await bookAndPay(fam2.client, request(cg2.id, { dataInicio: day(21), dataFim: day(21) }));
    expect((await cg2.client.post(`/api/bookings/${late.id}/accept`)).status).toBe(200);
    setNow(new Date(saoPauloToInstant(day(21), '08:00').getTime() - 2 * 3600_000));
    const quote = cancellationQuoteResponseSchema.parse(await (await fam2.client.get(`/api/bookings/${late.id}/cancellation-quote`)).json()).quote;
    expect(quote).toMatchObject({ rule: 'familia_tardia', deliveredCents: 0 });
    expect((await fam2.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    await backgroundSettled();
    expect(await escrow(late.id)).toBe(0);
    expect((await refundsOf(late.id)).map((r) => [r.idempotencyKey, r.amountCents])).toEqual([[`refund:cancel:${late.id}`, quote.refundToFamilyCents]]);
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg2.id })).toBe(quote.toCaregiverCents);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});
