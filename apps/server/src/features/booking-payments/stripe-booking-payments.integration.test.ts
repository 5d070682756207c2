import { bookingRefundsResponseSchema, type BookingPaymentDto } from '@cuidar/domain/booking-payments';
import { stuckMoneyResponseSchema } from '@cuidar/domain/operator-payments';
import type { BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, signedStripeEvent, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { createTestContext, signUpVerified, TEST_ORIGIN, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { bookingPayments, bookingRefunds, cuidadorProfiles, ledgerTransactions, paymentEvents, pedidosReserva, receipts } from '../../db/schema';
import { signedInOperator } from '../../../test/operators';
import { processPendingRefunds } from './service';
import { accountBalance, checkLedger } from '../ledger/service';

// Paying for a booking with Stripe, against the local fake of Stripe's API and through the HTTP
// API as a family does (docs/product.md#booking-payments, docs/decisions/0033): card through a
// Checkout Session in payment mode, Pix through a PaymentIntent confirmed at once; Stripe's signed
// payment_intent.succeeded moving the money into escrow; refunds; Stripe failing.

let ctx: TestContext;
let stripe: FakeStripe;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let clock = new Date();

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
});

afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

beforeEach(() => {
  // Stripe's side runs on the real clock (Checkout's minimum life, Pix's expires_after_seconds).
  clock = new Date();
  ctx.setNow(clock);
  stripe.reset();
  stripe.state.failSessions = null;
  stripe.state.failPaymentIntents = null;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await backgroundSettled();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

/** A caregiver at R$ 50/h and a family whose request (2 days × 4 h) waits for payment. */
async function unpaidRequest() {
  const cg = await caregiver();
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  const response = await client.post('/api/bookings', {
    cuidadorId: cg.id,
    dataInicio: day(5),
    dataFim: day(6),
    horaInicio: '08:00',
    horaFim: '12:00',
    idempotencyKey: crypto.randomUUID(),
  });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: BookingDto };
  expect(booking).toMatchObject({ status: 'aguardando_pagamento', precoTotalCentavos: 40000, taxaServicoCentavos: 4000, totalCentavos: 44000 });
  return { cg, family: { client, id }, booking };
}

async function pay(client: TestClient, pedidoId: string, method: 'card' | 'pix') {
  return client.post(`/api/bookings/${pedidoId}/payment`, { method });
}

async function started(client: TestClient, pedidoId: string, method: 'card' | 'pix'): Promise<BookingPaymentDto> {
  const response = await pay(client, pedidoId, method);
  expect(response.status).toBe(200);
  return ((await response.json()) as { payment: BookingPaymentDto }).payment;
}

const attemptsOf = (pedidoId: string) => ctx.db.select().from(bookingPayments).where(eq(bookingPayments.pedidoId, pedidoId));
const escrow = (pedidoId: string) => accountBalance(ctx.db, { kind: 'escrow', pedidoId });
const statusOf = async (client: TestClient, pedidoId: string) => ((await (await client.get(`/api/bookings/${pedidoId}`)).json()) as { booking: BookingDto }).booking.status;

/** A PaymentIntent paid, as Stripe sends it in payment_intent.succeeded (our ids in its metadata). */
function succeeded(input: { intentId: string; pedidoId: string; attemptId: string; familiaId: string; amount: number; method: 'card' | 'pix'; currency?: string }) {
  return signedStripeEvent(
    'payment_intent.succeeded',
    {
      id: input.intentId,
      object: 'payment_intent',
      amount: input.amount,
      amount_received: input.amount,
      amount_capturable: 0,
      currency: input.currency ?? 'brl',
      status: 'succeeded',
      livemode: false,
      payment_method_types: [input.method],
      latest_charge: `ch_${input.intentId.slice(3)}`,
      metadata: { cuidar_pedido_id: input.pedidoId, cuidar_booking_payment_id: input.attemptId, cuidar_familia_id: input.familiaId },
    },
    { at: clock },
  );
}

/** Posts an event as Stripe does: no Origin, no cookie, the signature header. */
function deliver(event: { body: string; signature: string }) {
  return ctx.app.request(`${TEST_ORIGIN}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.body,
  });
}

describe('card with Stripe: a Checkout Session in payment mode', () => {
  it('asks Stripe for the server’s total once per attempt, and the signed payment makes the request pendente with the total in escrow, once', async () => {
    const { family, booking } = await unpaidRequest();
    const payment = await started(family.client, booking.id, 'card');

    const creates = stripe.calls('POST', /^\/v1\/checkout\/sessions$/);
    expect(creates).toHaveLength(1);
    const [attempt] = await attemptsOf(booking.id);
    const create = creates[0]!;
    expect(create.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
    expect(create.headers['idempotency-key']).toBe(`booking-payment-${attempt!.id}`);
    expect(create.form).toMatchObject({
      mode: 'payment',
      locale: 'pt-BR',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: booking.id,
      'line_items[0][quantity]': '1',
      // Centavos, as Stripe counts BRL: subtotal 400,00 + fee 40,00, from the request, not the browser.
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '44000',
      'metadata[cuidar_pedido_id]': booking.id,
      'metadata[cuidar_booking_payment_id]': attempt!.id,
      'metadata[cuidar_familia_id]': family.id,
      // The PaymentIntent the session makes carries our ids too: its event finds the attempt by them.
      'payment_intent_data[metadata][cuidar_pedido_id]': booking.id,
      'payment_intent_data[metadata][cuidar_booking_payment_id]': attempt!.id,
      success_url: `${TEST_ORIGIN}${paths.reservaPagamento(booking.id)}`,
      cancel_url: `${TEST_ORIGIN}${paths.reservaPagamento(booking.id)}`,
    });
    expect(create.form['customer_email']).toMatch(/@/);
    // Checkout sessions live at least 30 minutes at Stripe.
    expect(Number(create.form['expires_at'])).toBeGreaterThanOrEqual(seconds(clock) + 30 * 60);

    const sessionId = attempt!.providerPaymentId!;
    expect(sessionId).toMatch(/^cs_test_fake\d+$/);
    expect(attempt).toMatchObject({ provider: 'stripe', method: 'card', status: 'pending', amountCents: 44000 });
    expect(payment).toMatchObject({ status: 'aguardando_pagamento', provider: 'stripe', totalCentavos: 44000, isPaid: false });
    expect(payment.attempt).toEqual({ method: 'card', redirectUrl: `https://checkout.stripe.com/c/pay/${sessionId}`, pix: null });

    // Asking again (a second tab, a reload) answers the same checkout: no new create, no new key.
    const again = await started(family.client, booking.id, 'card');
    expect(again.attempt?.redirectUrl).toBe(payment.attempt?.redirectUrl);
    expect(stripe.calls('POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(1);
    expect(await attemptsOf(booking.id)).toHaveLength(1);

    // The session's checkout.session.completed is not a plan's: recorded and ignored.
    const completed = signedStripeEvent(
      'checkout.session.completed',
      { id: sessionId, object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid', client_reference_id: booking.id, amount_total: 44000, currency: 'brl', payment_intent: 'pi_test_card_1', metadata: { cuidar_pedido_id: booking.id, cuidar_booking_payment_id: attempt!.id } },
      { at: clock },
    );
    expect((await deliver(completed)).status).toBe(200);
    expect(await statusOf(family.client, booking.id)).toBe('aguardando_pagamento');

    // Stripe's PaymentIntent (a pi_, not the session's cs_) is paid.
    const event = succeeded({ intentId: 'pi_test_card_1', pedidoId: booking.id, attemptId: attempt!.id, familiaId: family.id, amount: 44000, method: 'card' });
    const delivered = await deliver(event);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(family.client, booking.id)).toBe('pendente');
    expect(await escrow(booking.id)).toBe(44000);
    const [paid] = await attemptsOf(booking.id);
    // The attempt now names the PaymentIntent: refunds are asked for it.
    expect(paid).toMatchObject({ status: 'succeeded', providerPaymentId: 'pi_test_card_1' });
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    const page = await family.client.get(`/api/bookings/${booking.id}/payment`);
    expect(((await page.json()) as { payment: BookingPaymentDto }).payment).toMatchObject({ status: 'pendente', isPaid: true, attempt: null });

    // Stripe delivers the same event again: credited once.
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await escrow(booking.id)).toBe(44000);
    const postings = await ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.pedidoId, booking.id));
    expect(postings.map((t) => [t.kind, t.idempotencyKey])).toEqual([['payment', 'payment:stripe:pi_test_card_1']]);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, event.id));
    expect(events.map((e) => [e.type, e.outcome, e.pedidoId])).toEqual([['payment_intent.succeeded', 'applied', booking.id]]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('Pix with Stripe: a PaymentIntent confirmed at once', () => {
  it('asks for a Pix PaymentIntent inside the 30-minute window, shows its code with a QR drawn by us, and the signed payment makes it pendente', async () => {
    const { family, booking } = await unpaidRequest();
    const payment = await started(family.client, booking.id, 'pix');

    const creates = stripe.calls('POST', /^\/v1\/payment_intents$/);
    expect(creates).toHaveLength(1);
    expect(stripe.calls('POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(0);
    const [attempt] = await attemptsOf(booking.id);
    const create = creates[0]!;
    expect(create.headers['idempotency-key']).toBe(`booking-payment-${attempt!.id}`);
    expect(create.form).toMatchObject({
      amount: '44000',
      currency: 'brl',
      'allowed_payment_method_types[0]': 'pix',
      'payment_method_data[type]': 'pix',
      confirm: 'true',
      'metadata[cuidar_pedido_id]': booking.id,
      'metadata[cuidar_booking_payment_id]': attempt!.id,
      'metadata[cuidar_familia_id]': family.id,
    });
    expect(create.form['allowed_payment_method_types[1]']).toBeUndefined();
    // Payable until our window closes (30 minutes from the request), not Stripe's default day.
    const windowEnd = new Date(booking.pagamentoExpiraEm!);
    const expiresAfter = Number(create.form['payment_method_options[pix][expires_after_seconds]']);
    expect(expiresAfter).toBeGreaterThan(25 * 60);
    expect(expiresAfter).toBeLessThanOrEqual(30 * 60);
    expect(Date.now() + expiresAfter * 1000).toBeLessThanOrEqual(windowEnd.getTime() + 1000);

    const intent = attempt!.providerPaymentId!;
    expect(intent).toMatch(/^pi_test_fake\d+$/);
    expect(attempt).toMatchObject({ provider: 'stripe', method: 'pix', status: 'pending', amountCents: 44000 });
    expect(payment.attempt?.method).toBe('pix');
    expect(payment.attempt?.redirectUrl).toBeNull();
    // The code is Stripe's next_action.pix_display_qr_code.data; the image is ours (no Stripe URL).
    expect(payment.attempt?.pix?.code).toBe(`00020101021226880014br.gov.bcb.pix2566qr.stripe.fake/pix/${intent}5204000053039865802BR5913STRIPE FAKE6009SAO PAULO62070503***6304ABCD`);
    expect(payment.attempt?.pix?.qrImage).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const stripeExpiry = new Date(payment.attempt!.pix!.expiresAt).getTime();
    expect(stripeExpiry).toBeLessThanOrEqual(windowEnd.getTime() + 1000);
    expect(stripeExpiry).toBeGreaterThan(Date.now() + 25 * 60_000);

    // The page asked again shows the same code; Stripe is not asked twice.
    const again = await started(family.client, booking.id, 'pix');
    expect(again.attempt?.pix?.code).toBe(payment.attempt?.pix?.code);
    expect(stripe.calls('POST', /^\/v1\/payment_intents$/)).toHaveLength(1);

    const delivered = await deliver(succeeded({ intentId: intent, pedidoId: booking.id, attemptId: attempt!.id, familiaId: family.id, amount: 44000, method: 'pix' }));
    expect(delivered.status).toBe(200);
    expect(await statusOf(family.client, booking.id)).toBe('pendente');
    expect(await escrow(booking.id)).toBe(44000);
    expect((await attemptsOf(booking.id))[0]).toMatchObject({ status: 'succeeded', providerPaymentId: intent });
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('both methods started', () => {
  it('paid by Pix, the card Checkout left open is expired at Stripe, so the family cannot pay twice', async () => {
    const { family, booking } = await unpaidRequest();
    await started(family.client, booking.id, 'card');
    await started(family.client, booking.id, 'pix');
    const attempts = await attemptsOf(booking.id);
    const card = attempts.find((a) => a.method === 'card')!;
    const pix = attempts.find((a) => a.method === 'pix')!;
    expect(card.providerPaymentId).toMatch(/^cs_test_fake\d+$/);
    expect(stripe.calls('POST', /\/expire$/)).toHaveLength(0);

    const delivered = await deliver(succeeded({ intentId: pix.providerPaymentId!, pedidoId: booking.id, attemptId: pix.id, familiaId: family.id, amount: 44000, method: 'pix' }));
    expect(delivered.status).toBe(200);
    expect(await statusOf(family.client, booking.id)).toBe('pendente');
    expect(stripe.calls('POST', /\/expire$/).map((call) => call.path)).toEqual([`/v1/checkout/sessions/${card.providerPaymentId}/expire`]);

    // The same event again changes nothing and asks Stripe nothing more.
    await deliver(succeeded({ intentId: pix.providerPaymentId!, pedidoId: booking.id, attemptId: pix.id, familiaId: family.id, amount: 44000, method: 'pix' }));
    expect(stripe.calls('POST', /\/expire$/)).toHaveLength(1);
    expect(await escrow(booking.id)).toBe(44000);
  });
});

describe('what Stripe sends that does not fit, and paying back', () => {
  it('ignores and logs a payment whose amount differs from the request: nothing credited, still waiting for payment', async () => {
    const { family, booking } = await unpaidRequest();
    await started(family.client, booking.id, 'pix');
    const [attempt] = await attemptsOf(booking.id);
    const errors = vi.spyOn(ctx.deps.logger, 'error');

    const short = succeeded({ intentId: attempt!.providerPaymentId!, pedidoId: booking.id, attemptId: attempt!.id, familiaId: family.id, amount: 440, method: 'pix' });
    expect((await deliver(short)).status).toBe(200);
    const wrongCurrency = succeeded({ intentId: attempt!.providerPaymentId!, pedidoId: booking.id, attemptId: attempt!.id, familiaId: family.id, amount: 44000, method: 'pix', currency: 'usd' });
    expect((await deliver(wrongCurrency)).status).toBe(200);

    expect(await statusOf(family.client, booking.id)).toBe('aguardando_pagamento');
    expect(await escrow(booking.id)).toBe(0);
    expect((await attemptsOf(booking.id))[0]).toMatchObject({ status: 'pending' });
    expect(errors.mock.calls.map(([line]) => line)).toEqual([
      expect.stringContaining(`${short.id}: valor 440 brl, esperado 44000 brl`),
      expect.stringContaining(`${wrongCurrency.id}: valor 44000 usd, esperado 44000 brl`),
    ]);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.pedidoId, booking.id));
    expect(events.map((e) => e.outcome)).toEqual(['ignored', 'ignored']);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('a PaymentIntent that is not a booking’s (a plan’s monthly invoice, no booking metadata) is recorded and ignored without asking a person to refund it', async () => {
    const errors = vi.spyOn(ctx.deps.logger, 'error');
    // Stripe pays each subscription invoice with a PaymentIntent of its own and, with the endpoint
    // listening to payment_intent.succeeded for bookings, sends it too: no metadata of ours on it.
    const planInvoice = signedStripeEvent(
      'payment_intent.succeeded',
      { id: 'pi_test_plan_invoice', object: 'payment_intent', amount: 304500, amount_received: 304500, currency: 'brl', status: 'succeeded', customer: 'cus_fake_1', metadata: {} },
      { at: clock },
    );
    const answer = await deliver(planInvoice);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false });
    expect(errors).not.toHaveBeenCalled();
    const [event] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, planInvoice.id));
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', outcome: 'ignored', pedidoId: null });

    // One that claims a booking we do not know is still flagged for a person.
    const unknown = signedStripeEvent(
      'payment_intent.succeeded',
      { id: 'pi_test_unknown', object: 'payment_intent', amount: 44000, amount_received: 44000, currency: 'brl', status: 'succeeded', metadata: { cuidar_pedido_id: crypto.randomUUID(), cuidar_booking_payment_id: crypto.randomUUID() } },
      { at: clock },
    );
    expect((await deliver(unknown)).status).toBe(200);
    expect(errors.mock.calls.map(([line]) => line)).toEqual([expect.stringContaining(`${unknown.id}: pagamento sem reserva correspondente`)]);
  });

  it('a decline after a card payment refunds the PaymentIntent in full through Stripe, once', async () => {
    const { cg, family, booking } = await unpaidRequest();
    await started(family.client, booking.id, 'card');
    const [attempt] = await attemptsOf(booking.id);
    expect((await deliver(succeeded({ intentId: 'pi_test_card_decline', pedidoId: booking.id, attemptId: attempt!.id, familiaId: family.id, amount: 44000, method: 'card' }))).status).toBe(200);
    expect(await statusOf(family.client, booking.id)).toBe('pendente');

    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`)).status).toBe(200);
    const refunds = stripe.calls('POST', /^\/v1\/refunds$/);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toMatchObject({ payment_intent: 'pi_test_card_decline', amount: '44000', reason: 'requested_by_customer', 'metadata[cuidar_pedido_id]': booking.id });
    expect(refunds[0]!.headers['idempotency-key']).toBe(`booking-refund-${attempt!.id}`);
    const [refund] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, booking.id));
    expect(refund).toMatchObject({ reason: 'recusada', status: 'succeeded', amountCents: 44000, providerRefundId: expect.stringMatching(/^re_fake\d+$/) });
    expect(await escrow(booking.id)).toBe(0);
    expect(await accountBalance(ctx.db, { kind: 'refunds', familiaId: family.id })).toBe(44000);

    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`)).status).toBe(409);
    expect(stripe.calls('POST', /^\/v1\/refunds$/)).toHaveLength(1);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

// docs/product.md#booking-payments: a refund Stripe takes as pending is not paid back yet. The
// family reads 'Em andamento' with no receipt; the job asks Stripe where it is (never for it again)
// and issues the receipt once it succeeds; one that fails is a refusal the team may pay back itself.
describe('a refund Stripe takes as pending', () => {
  const jobDeps = () => ({ db: ctx.db, payments: ctx.deps.payments, logger: ctx.deps.logger, now: ctx.deps.now });
  const refundsOf = async (client: TestClient, pedidoId: string) =>
    bookingRefundsResponseSchema.parse(await (await client.get(`/api/bookings/${pedidoId}/refunds`)).json()).refunds;

  async function declinedCardPayment(intentId: string) {
    const { cg, family, booking } = await unpaidRequest();
    await started(family.client, booking.id, 'card');
    const [attempt] = await attemptsOf(booking.id);
    expect((await deliver(succeeded({ intentId, pedidoId: booking.id, attemptId: attempt!.id, familiaId: family.id, amount: 44000, method: 'card' }))).status).toBe(200);
    stripe.state.newRefundStatus = 'pending';
    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`)).status).toBe(200);
    stripe.state.newRefundStatus = 'succeeded';
    const [refund] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, booking.id));
    return { family, booking, refund: refund! };
  }

  it('is followed until Stripe pays it back; only then the receipt', async () => {
    const { family, booking, refund } = await declinedCardPayment('pi_test_pending_ok');
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^re_fake\d+$/), lastError: null });
    expect(await refundsOf(family.client, booking.id)).toEqual([expect.objectContaining({ state: 'em_andamento', receiptId: null })]);
    expect(await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `booking_refund:${refund.id}`))).toEqual([]);

    stripe.reset();
    expect(await processPendingRefunds(jobDeps(), { pedidoId: booking.id })).toEqual({ refunded: 0, failed: 0, pending: 1 });
    expect(stripe.calls('POST', /^\/v1\/refunds$/)).toEqual([]);
    expect(stripe.calls('GET', /^\/v1\/refunds\//).map((c) => c.path)).toEqual([`/v1/refunds/${refund.providerRefundId}`]);

    stripe.settleRefund(refund.providerRefundId!, 'succeeded');
    expect(await processPendingRefunds(jobDeps(), { pedidoId: booking.id })).toEqual({ refunded: 1, failed: 0, pending: 0 });
    expect(stripe.calls('POST', /^\/v1\/refunds$/)).toEqual([]);
    const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `booking_refund:${refund.id}`));
    expect(receipt).toMatchObject({ providerReference: refund.providerRefundId, amountCents: 44000 });
    expect(await refundsOf(family.client, booking.id)).toEqual([expect.objectContaining({ state: 'feito', receiptId: receipt!.id })]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('one that fails is a refusal: asked no more, listed for the team, who may pay it back', async () => {
    const { refund } = await declinedCardPayment('pi_test_pending_fails');
    stripe.settleRefund(refund.providerRefundId!, 'failed', 'expired_or_canceled_card');
    expect(await processPendingRefunds(jobDeps(), { refundId: refund.id })).toEqual({ refunded: 0, failed: 1, pending: 0 });
    const [failed] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refund.id));
    expect(failed).toMatchObject({ status: 'pending', lastErrorRefused: true, providerRefundId: refund.providerRefundId, lastError: expect.stringContaining('expired_or_canceled_card') });

    // Final: the job asks Stripe nothing more about it.
    stripe.reset();
    await processPendingRefunds(jobDeps(), {});
    expect(stripe.requests.filter((r) => r.path.startsWith('/v1/refunds'))).toEqual([]);

    const operator = await signedInOperator(ctx);
    const { items } = stuckMoneyResponseSchema.parse(await (await operator.client.get('/api/operador/pagamentos')).json());
    expect(items.find((i) => i.id === refund.id)).toMatchObject({ refused: true, providerPending: false });
    const recorded = await operator.client.post(`/api/operador/pagamentos/devolucao_reserva/${refund.id}/devolucao-pela-equipe`, { metodo: 'pix', referencia: 'E00000000202612011200abc', confirmado: true });
    expect(recorded.status).toBe(200);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('Stripe failing', () => {
  it.each([
    ['card', 402, /^\/v1\/checkout\/sessions$/],
    ['pix', 402, /^\/v1\/payment_intents$/],
    ['pix', 500, /^\/v1\/payment_intents$/],
  ] as const)('%s answered %i: the family is told in Portuguese to try again and no attempt is left half-started', async (method, status, endpoint) => {
    const { family, booking } = await unpaidRequest();
    if (method === 'card') stripe.state.failSessions = status;
    else stripe.state.failPaymentIntents = status;

    const response = await pay(family.client, booking.id, method);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: messages.bookingPayment.startFailed } });
    expect(stripe.calls('POST', endpoint).length).toBeGreaterThanOrEqual(1);
    expect(await attemptsOf(booking.id)).toEqual([]);
    expect(await statusOf(family.client, booking.id)).toBe('aguardando_pagamento');
    const page = await family.client.get(`/api/bookings/${booking.id}/payment?method=${method}`);
    expect(((await page.json()) as { payment: BookingPaymentDto }).payment.attempt).toBeNull();

    // Stripe is back: a new attempt, with its own key, goes through.
    stripe.state.failSessions = null;
    stripe.state.failPaymentIntents = null;
    const retried = await started(family.client, booking.id, method);
    expect(retried.attempt?.method).toBe(method);
    const attempts = await attemptsOf(booking.id);
    expect(attempts).toHaveLength(1);
    expect(stripe.calls('POST', endpoint).at(-1)!.headers['idempotency-key']).toBe(`booking-payment-${attempts[0]!.id}`);
    expect((await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, booking.id)))[0]!.pagoEm).toBeNull();
  });
});
