import { PLANS } from '@cuidar/domain/plans';
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FAKE_WEBHOOK_SECRET_NEXT, signedStripeEvent, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { createTestContext, signUpVerified, TestClient, TEST_ORIGIN, type TestContext } from '../../../test/helpers';
import { paymentEvents, planSubscriptions, receipts } from '../../db/schema';
import { queryRows } from '../../db/sql';

// Care plans against a local fake of Stripe's API: the Checkout Session the server asks for, the
// signed webhooks that activate, renew and end a plan, and the family's cancel and refund.

let ctx: TestContext;
let stripe: FakeStripe;
const T0 = new Date('2026-05-04T15:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({
    // Two signing secrets, as during a rotation of the endpoint's secret (the old one first).
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: `${FAKE_WEBHOOK_SECRET}, ${FAKE_WEBHOOK_SECRET_NEXT}`, STRIPE_API_URL: stripe.url },
  });
});

afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

beforeEach(() => {
  ctx.setNow(T0);
  stripe.reset();
  stripe.state.failSessions = null;
  stripe.state.billingCycleAnchor = seconds(T0);
  stripe.state.currentPeriodEnd = seconds(new Date('2026-06-04T15:00:00Z'));
  stripe.state.paidAmount = 304500;
});

async function newFamily() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  return { client, id };
}

/** Posts an event as Stripe does: no Origin, no cookie, the signature header. */
function deliver(event: { body: string; signature: string }) {
  return ctx.app.request(`${TEST_ORIGIN}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.body,
  });
}

async function planRow(id: string) {
  const [row] = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.id, id));
  return row!;
}

/** A family that started a checkout of `planId`; answers the row Stripe would reference. */
async function startCheckout(planId = 'biannual') {
  const family = await newFamily();
  const response = await family.client.post('/api/checkout', { planId });
  expect(response.status).toBe(201);
  const { url, sessionId } = (await response.json()) as { url: string; sessionId: string };
  const [row] = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.providerSessionId, sessionId));
  return { ...family, url, sessionId, rowId: row!.id, amount: row!.monthlyAmountCents };
}

function completedEvent(
  checkout: { sessionId: string; rowId: string; id: string; amount: number },
  subscription = `sub_${checkout.rowId.slice(0, 8)}`,
  at = T0,
  charged: { amount?: number; currency?: string } = {},
) {
  return signedStripeEvent(
    'checkout.session.completed',
    {
      id: checkout.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: checkout.rowId,
      customer: 'cus_fake_1',
      subscription,
      amount_total: charged.amount ?? checkout.amount,
      currency: charged.currency ?? 'brl',
      metadata: { cuidar_subscription_id: checkout.rowId, cuidar_familia_id: checkout.id, cuidar_plan_id: 'biannual' },
    },
    { at },
  );
}

function invoicePaidEvent(input: { subscription: string; rowId: string; invoice: string; periodEnd: Date; amount?: number; currency?: string; at?: Date }) {
  return signedStripeEvent(
    'invoice.paid',
    {
      id: input.invoice,
      object: 'invoice',
      customer: 'cus_fake_1',
      amount_paid: input.amount ?? 304500,
      currency: input.currency ?? 'brl',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: { cuidar_subscription_id: input.rowId } } },
      lines: { object: 'list', data: [{ period: { start: seconds(input.periodEnd) - 30 * 86400, end: seconds(input.periodEnd) } }] },
    },
    { at: input.at ?? T0 },
  );
}

describe('POST /api/checkout with Stripe', () => {
  it('creates a subscription Checkout Session for the plan, with the amount from the plan table', async () => {
    const family = await newFamily();
    const response = await family.client.post('/api/checkout', { planId: 'biannual' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; sessionId: string };
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake\d+$/);

    const [call] = stripe.calls('POST', /^\/v1\/checkout\/sessions$/);
    expect(call).toBeDefined();
    const biannual = PLANS.find((p) => p.id === 'biannual')!;
    const [row] = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.familiaId, family.id));
    expect(call!.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
    expect(call!.headers['idempotency-key']).toBe(`checkout-${row!.id}`);
    expect(call!.form).toMatchObject({
      mode: 'subscription',
      locale: 'pt-BR',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: row!.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': String(biannual.monthlyValueCents),
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '1',
      'metadata[cuidar_subscription_id]': row!.id,
      'metadata[cuidar_familia_id]': family.id,
      'metadata[cuidar_plan_id]': 'biannual',
      'subscription_data[metadata][cuidar_subscription_id]': row!.id,
      success_url: `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/checkout?plano=biannual`,
      expires_at: String(seconds(T0) + 3600),
    });
    expect(call!.form['customer_email']).toMatch(/@exemplo\.com\.br$/);
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe', planId: 'biannual', monthlyAmountCents: 304500, durationMonths: 6, providerSessionId: body.sessionId });
  });

  it('answers the same checkout for the same plan, and closes it at Stripe when another plan is chosen', async () => {
    const family = await newFamily();
    const first = (await (await family.client.post('/api/checkout', { planId: 'monthly' })).json()) as { url: string; sessionId: string };
    const again = (await (await family.client.post('/api/checkout', { planId: 'monthly' })).json()) as { url: string };
    expect(again.url).toBe(first.url);
    expect(stripe.calls('POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(1);

    const other = await family.client.post('/api/checkout', { planId: 'quarterly' });
    expect(other.status).toBe(201);
    expect(stripe.calls('POST', new RegExp(`^/v1/checkout/sessions/${first.sessionId}/expire$`))).toHaveLength(1);
    const rows = await ctx.db.select({ planId: planSubscriptions.planId, status: planSubscriptions.status }).from(planSubscriptions).where(eq(planSubscriptions.familiaId, family.id));
    expect(rows.sort((a, b) => a.planId.localeCompare(b.planId))).toEqual([
      { planId: 'monthly', status: 'expired' },
      { planId: 'quarterly', status: 'pending' },
    ]);
  });

  it('says "Erro no pagamento" when Stripe fails, and leaves no open checkout behind', async () => {
    stripe.state.failSessions = 500;
    const family = await newFamily();
    const response = await family.client.post('/api/checkout', { planId: 'monthly' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { message: 'Não foi possível iniciar o pagamento. Tente novamente.' } });
    const rows = await ctx.db.select({ status: planSubscriptions.status }).from(planSubscriptions).where(eq(planSubscriptions.familiaId, family.id));
    expect(rows).toEqual([{ status: 'expired' }]);
    stripe.state.failSessions = null;
    expect((await family.client.post('/api/checkout', { planId: 'monthly' })).status).toBe(201);
  });

  it('takes only the plan id: amounts, unknown plans and bad bodies are refused and nothing is written', async () => {
    const family = await newFamily();
    const before = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from plan_subscriptions`);
    const bodies = [
      { planId: 'biannual', monthlyValue: 1 },
      { planId: 'biannual', amount: 100 },
      { planId: 'lifetime' },
      { planId: 12 },
      {},
      '{"planId": ',
      '[]',
    ];
    for (const body of bodies) {
      const response = await family.client.post('/api/checkout', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const payload = (await response.json()) as { error: { message: string } };
      expect(payload.error.message).toMatch(/[a-zà-ú]/i);
    }
    const unknown = await family.client.post('/api/checkout', { planId: 'lifetime' });
    expect(await unknown.json()).toMatchObject({ error: { field: 'planId', message: 'Selecione um plano válido para continuar' } });
    const after = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from plan_subscriptions`);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(stripe.calls('POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(0);
  });

  it('is for signed-in families only', async () => {
    const anonymous = await new TestClient(ctx.app).post('/api/checkout', { planId: 'monthly' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { message: 'Faça login para contratar um plano' } });
    const caregiver = new TestClient(ctx.app);
    await signUpVerified(ctx, caregiver, 'cuidador');
    const refused = await caregiver.post('/api/checkout', { planId: 'monthly' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(stripe.calls('POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(0);
  });
});

describe('Stripe webhooks', () => {
  it('activates the plan from a signed checkout.session.completed and ends it after the plan months', async () => {
    const checkout = await startCheckout('biannual');
    const pending = await checkout.client.get(`/api/checkout/sessions/${checkout.sessionId}`);
    expect(await pending.json()).toMatchObject({ status: 'pending', planId: 'biannual', planTitle: 'Laços Semestrais' });

    const response = await deliver(completedEvent(checkout, 'sub_fake_active'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });

    const row = await planRow(checkout.rowId);
    expect(row).toMatchObject({ status: 'active', providerCustomerId: 'cus_fake_1', providerSubscriptionId: 'sub_fake_active' });
    expect(row.activatedAt?.toISOString()).toBe(T0.toISOString());
    expect(row.endsAt?.toISOString()).toBe('2026-11-04T15:00:00.000Z');
    expect(row.currentPeriodEnd?.toISOString()).toBe('2026-06-04T15:00:00.000Z');
    // The subscription at Stripe now cancels itself at the end of the 6th month, with no proration.
    const [update] = stripe.calls('POST', /^\/v1\/subscriptions\/sub_fake_active$/);
    expect(update!.form).toEqual({ cancel_at: String(seconds(new Date('2026-11-04T15:00:00Z'))), proration_behavior: 'none' });

    const status = await checkout.client.get(`/api/checkout/sessions/${checkout.sessionId}`);
    expect(await status.json()).toMatchObject({ status: 'active' });
    const current = (await (await checkout.client.get('/api/plans/current')).json()) as { plan: Record<string, unknown> };
    expect(current.plan).toMatchObject({
      id: checkout.rowId,
      planId: 'biannual',
      planTitle: 'Laços Semestrais',
      status: 'active',
      provider: 'stripe',
      monthlyAmountCents: 304500,
      canCancel: true,
      canRefund: true,
      refundDeadline: '2026-05-11T15:00:00.000Z',
      endsAt: '2026-11-04T15:00:00.000Z',
      nextChargeAt: '2026-06-04T15:00:00.000Z',
    });
    expect(Object.keys(current.plan)).not.toContain('providerSubscriptionId');
  });

  it('refuses a tampered body, a stale timestamp, a wrong secret or no signature, and changes nothing', async () => {
    const checkout = await startCheckout();
    const genuine = completedEvent(checkout);
    const cases = [
      { label: 'tampered', body: genuine.body.replace('"paid"', '"paid" '), signature: genuine.signature },
      { label: 'other secret', ...signedStripeEvent('checkout.session.completed', { id: checkout.sessionId }, { at: T0, secret: 'whsec_outro_segredo' }) },
      { label: 'no signature', body: genuine.body, signature: '' },
    ];
    for (const { label, body, signature } of cases) {
      const response = await deliver({ body, signature });
      expect(response.status, label).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: 'Assinatura do evento de pagamento inválida.' } });
    }
    // The genuine event, delivered 6 minutes after it was signed: too old to trust.
    ctx.setNow(new Date(T0.getTime() + 6 * 60 * 1000));
    expect((await deliver(genuine)).status).toBe(400);
    expect((await planRow(checkout.rowId)).status).toBe('pending');
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, genuine.id));
    expect(events).toHaveLength(0);
    // Within the tolerance it is accepted.
    ctx.setNow(new Date(T0.getTime() + 4 * 60 * 1000));
    expect((await deliver(genuine)).status).toBe(200);
    expect((await planRow(checkout.rowId)).status).toBe('active');
  });

  it('records each event once: the same delivery three times changes the plan once', async () => {
    const checkout = await startCheckout();
    const event = completedEvent(checkout, 'sub_fake_replay');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await (await deliver(event)).json());
    expect(answers).toEqual([
      { received: true, duplicate: false },
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, event.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'applied', type: 'checkout.session.completed', subscriptionId: checkout.rowId });
    expect(stripe.calls('POST', /^\/v1\/subscriptions\/sub_fake_replay$/)).toHaveLength(1);
    const row = await planRow(checkout.rowId);
    expect(row.status).toBe('active');
    expect(row.activatedAt?.toISOString()).toBe(T0.toISOString());
  });

  it('also activates from invoice.paid arriving first, and renews the period on later invoices', async () => {
    const checkout = await startCheckout();
    const subscription = 'sub_fake_renew';
    const first = invoicePaidEvent({ subscription, rowId: checkout.rowId, invoice: 'in_first', periodEnd: new Date('2026-06-04T15:00:00Z') });
    expect((await deliver(first)).status).toBe(200);
    let row = await planRow(checkout.rowId);
    expect(row).toMatchObject({ status: 'active', providerSubscriptionId: subscription, latestInvoiceId: 'in_first' });
    expect(row.endsAt?.toISOString()).toBe('2026-11-04T15:00:00.000Z');

    // The session event comes late: it only fills what was missing.
    expect((await deliver(completedEvent(checkout, subscription))).status).toBe(200);
    row = await planRow(checkout.rowId);
    expect(row.activatedAt?.toISOString()).toBe(T0.toISOString());
    expect(stripe.calls('POST', new RegExp(`^/v1/subscriptions/${subscription}$`))).toHaveLength(1);

    const secondMonth = new Date('2026-06-04T15:05:00Z');
    ctx.setNow(secondMonth);
    const renewal = invoicePaidEvent({ subscription, rowId: checkout.rowId, invoice: 'in_second', periodEnd: new Date('2026-07-04T15:00:00Z'), at: secondMonth });
    expect((await deliver(renewal)).status).toBe(200);
    row = await planRow(checkout.rowId);
    expect(row).toMatchObject({ status: 'active', latestInvoiceId: 'in_second' });
    expect(row.currentPeriodEnd?.toISOString()).toBe('2026-07-04T15:00:00.000Z');

    // One receipt per payment (docs/product.md#receipts): the first invoice, not again for the late
    // session event, and the renewal.
    const issued = await ctx.db.select().from(receipts).where(eq(receipts.subscriptionId, checkout.rowId));
    expect(issued.map((r) => [r.kind, r.sourceKey, r.providerReference, r.provider, r.method]).sort()).toEqual([
      ['plan_payment', `plan_payment:${checkout.rowId}:first`, 'in_first', 'stripe', 'card'],
      ['plan_payment', 'plan_payment:stripe:in_second', 'in_second', 'stripe', 'card'],
    ]);
  });

  it('renews only for an invoice of the plan\'s amount in reais (issue 15: amount_paid=1 extended the period)', async () => {
    const checkout = await startCheckout();
    const subscription = 'sub_fake_reconcile';
    expect((await deliver(completedEvent(checkout, subscription))).status).toBe(200);
    const before = await planRow(checkout.rowId);
    const at = new Date('2026-06-04T15:05:00Z');
    ctx.setNow(at);
    const periodEnd = new Date('2026-07-04T15:00:00Z');
    for (const [label, wrong] of [
      ['one centavo', { amount: 1 }],
      ['one centavo short', { amount: checkout.amount - 1 }],
      ['dollars', { currency: 'usd' }],
    ] as const) {
      const event = invoicePaidEvent({ subscription, rowId: checkout.rowId, invoice: `in_${label.replace(/\W/g, '_')}`, periodEnd, at, ...wrong });
      expect((await deliver(event)).status, label).toBe(200);
      const [recorded] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, event.id));
      expect(recorded, label).toMatchObject({ outcome: 'ignored', type: 'invoice.paid' });
      const row = await planRow(checkout.rowId);
      expect(row.currentPeriodEnd, label).toEqual(before.currentPeriodEnd);
      expect(row.latestInvoiceId, label).toBe(before.latestInvoiceId);
    }
    const genuine = invoicePaidEvent({ subscription, rowId: checkout.rowId, invoice: 'in_genuine', periodEnd, at, amount: checkout.amount });
    expect((await deliver(genuine)).status).toBe(200);
    expect((await planRow(checkout.rowId)).currentPeriodEnd?.toISOString()).toBe(periodEnd.toISOString());
  });

  it('does not activate a plan, or schedule its end at Stripe, from a checkout that charged another amount', async () => {
    const checkout = await startCheckout('monthly');
    const wrong = completedEvent(checkout, 'sub_fake_cheap', T0, { amount: 100 });
    expect((await deliver(wrong)).status).toBe(200);
    expect((await planRow(checkout.rowId)).status).toBe('pending');
    expect(stripe.calls('POST', /^\/v1\/subscriptions\/sub_fake_cheap$/)).toHaveLength(0);
    const first = invoicePaidEvent({ subscription: 'sub_fake_cheap', rowId: checkout.rowId, invoice: 'in_cheap', periodEnd: new Date('2026-06-04T15:00:00Z'), amount: 100 });
    expect((await deliver(first)).status).toBe(200);
    expect((await planRow(checkout.rowId)).status).toBe('pending');
  });

  it('takes events signed with either secret while the endpoint secret rotates, and no other', async () => {
    const checkout = await startCheckout();
    const body = { id: checkout.sessionId, object: 'checkout.session', payment_status: 'unpaid', client_reference_id: checkout.rowId };
    const withNext = signedStripeEvent('checkout.session.completed', body, { at: T0, secret: FAKE_WEBHOOK_SECRET_NEXT });
    expect((await deliver(withNext)).status).toBe(200);
    const withOld = signedStripeEvent('checkout.session.completed', body, { at: T0, secret: FAKE_WEBHOOK_SECRET });
    expect((await deliver(withOld)).status).toBe(200);
    const withStranger = signedStripeEvent('checkout.session.completed', body, { at: T0, secret: 'whsec_fake_someone_else_1234' });
    expect((await deliver(withStranger)).status).toBe(400);
    // Both secrets in one header (Stripe signs with both during its own rotation): accepted once.
    const both = signedStripeEvent('checkout.session.completed', body, { at: T0, secret: FAKE_WEBHOOK_SECRET_NEXT });
    const old = Stripe.webhooks.generateTestHeaderString({ payload: both.body, secret: 'whsec_fake_retired_000', timestamp: seconds(T0) });
    expect((await deliver({ body: both.body, signature: `${old},${both.signature.split(',')[1]}` })).status).toBe(200);
  });

  it('ends the plan on customer.subscription.deleted, and ignores events about unknown subscriptions', async () => {
    const checkout = await startCheckout();
    await deliver(completedEvent(checkout, 'sub_fake_end'));
    const deleted = signedStripeEvent('customer.subscription.deleted', { id: 'sub_fake_end', object: 'subscription', status: 'canceled', metadata: {} }, { at: T0 });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await planRow(checkout.rowId)).status).toBe('canceled');
    const current = (await (await checkout.client.get('/api/plans/current')).json()) as { plan: { status: string; canCancel: boolean; canRefund: boolean } };
    expect(current.plan).toMatchObject({ status: 'canceled', canCancel: false, canRefund: false });

    const stranger = signedStripeEvent('customer.subscription.deleted', { id: 'sub_de_outro_produto', object: 'subscription' }, { at: T0 });
    expect((await deliver(stranger)).status).toBe(200);
    const [recorded] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, stranger.id));
    expect(recorded).toMatchObject({ outcome: 'ignored', subscriptionId: null });
    const other = signedStripeEvent('charge.succeeded', { id: 'ch_1', object: 'charge' }, { at: T0 });
    expect((await deliver(other)).status).toBe(200);
  });

  it('lets a new checkout start once a plan has ended', async () => {
    const checkout = await startCheckout('monthly');
    await deliver(completedEvent(checkout, 'sub_fake_again'));
    const blocked = await checkout.client.post('/api/checkout', { planId: 'quarterly' });
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({ error: { message: 'Você já tem um plano ativo. Acompanhe-o no seu painel.' } });
    // Past the plan's end the plan is over, even if Stripe's closing event has not come yet.
    ctx.setNow(new Date('2026-12-01T00:00:00Z'));
    expect((await checkout.client.post('/api/checkout', { planId: 'quarterly' })).status).toBe(201);
    expect((await planRow(checkout.rowId)).status).toBe('canceled');
  });
});

describe('the family cancels or withdraws', () => {
  async function activePlan(subscription: string) {
    const checkout = await startCheckout();
    await deliver(completedEvent(checkout, subscription));
    await deliver(invoicePaidEvent({ subscription, rowId: checkout.rowId, invoice: `in_${subscription}`, periodEnd: new Date('2026-06-04T15:00:00Z') }));
    stripe.reset();
    return checkout;
  }

  it('cancels at the end of the paid period at Stripe', async () => {
    const checkout = await activePlan('sub_fake_cancel');
    const response = await checkout.client.post(`/api/plans/${checkout.rowId}/cancel`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ plan: { status: 'cancel_at_period_end', canCancel: false, canRefund: true } });
    const [update] = stripe.calls('POST', /^\/v1\/subscriptions\/sub_fake_cancel$/);
    expect(update!.form).toEqual({ cancel_at: String(seconds(new Date('2026-06-04T15:00:00Z'))), proration_behavior: 'none' });
    expect(update!.headers['idempotency-key']).toBe(`cancel-at-period-end-${checkout.rowId}`);
    // Asking twice changes nothing more.
    expect((await checkout.client.post(`/api/plans/${checkout.rowId}/cancel`)).status).toBe(200);
    expect(stripe.calls('POST', /^\/v1\/subscriptions\//)).toHaveLength(1);
  });

  it('refunds the latest payment within 7 days and ends the subscription; a later "deleted" event keeps it refunded', async () => {
    const checkout = await activePlan('sub_fake_refund');
    ctx.setNow(new Date('2026-05-10T12:00:00Z'));
    const response = await checkout.client.post(`/api/plans/${checkout.rowId}/refund`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ plan: { status: 'refunded', refundedAmountCents: 304500, canRefund: false, canCancel: false } });

    const [list] = stripe.calls('GET', /^\/v1\/invoice_payments$/);
    expect(list!.query.get('invoice')).toBe('in_sub_fake_refund');
    const [refund] = stripe.calls('POST', /^\/v1\/refunds$/);
    expect(refund!.form).toMatchObject({ payment_intent: 'pi_fake_paid', reason: 'requested_by_customer' });
    expect(refund!.headers['idempotency-key']).toBe(`refund-${checkout.rowId}`);
    expect(stripe.calls('DELETE', /^\/v1\/subscriptions\/sub_fake_refund$/)).toHaveLength(1);

    const deleted = signedStripeEvent('customer.subscription.deleted', { id: 'sub_fake_refund', object: 'subscription' }, { at: new Date('2026-05-10T12:00:00Z') });
    expect((await deliver(deleted)).status).toBe(200);
    const row = await planRow(checkout.rowId);
    expect(row).toMatchObject({ status: 'refunded', refundedAmountCents: 304500 });
    expect(row.providerRefundId).toMatch(/^re_fake/);
  });

  it('refuses a refund after 7 days, without calling Stripe', async () => {
    const checkout = await activePlan('sub_fake_late');
    ctx.setNow(new Date('2026-05-11T15:00:01Z'));
    const response = await checkout.client.post(`/api/plans/${checkout.rowId}/refund`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: 'O prazo de 7 dias para desistir com reembolso já terminou.' } });
    expect(stripe.requests).toHaveLength(0);
    expect((await planRow(checkout.rowId)).status).toBe('active');
  });

  it("keeps a family away from another family's plan and checkout", async () => {
    const checkout = await activePlan('sub_fake_owner');
    const intruder = await newFamily();
    expect((await intruder.client.get(`/api/checkout/sessions/${checkout.sessionId}`)).status).toBe(404);
    expect((await intruder.client.post(`/api/plans/${checkout.rowId}/cancel`)).status).toBe(404);
    expect((await intruder.client.post(`/api/plans/${checkout.rowId}/refund`)).status).toBe(404);
    expect(await (await intruder.client.get('/api/plans/current')).json()).toEqual({ plan: null });

    const caregiver = new TestClient(ctx.app);
    await signUpVerified(ctx, caregiver, 'cuidador');
    expect((await caregiver.get('/api/plans/current')).status).toBe(403);
    expect((await caregiver.post(`/api/plans/${checkout.rowId}/refund`)).status).toBe(403);
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/plans/current')).status).toBe(401);
    expect((await anonymous.post(`/api/plans/${checkout.rowId}/cancel`)).status).toBe(401);
    expect((await anonymous.get(`/api/checkout/sessions/${checkout.sessionId}`)).status).toBe(401);

    expect(stripe.requests).toHaveLength(0);
    expect((await planRow(checkout.rowId)).status).toBe('active');
  });
});
