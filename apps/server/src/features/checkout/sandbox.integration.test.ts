import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedStripeEvent } from '../../../test/fake-stripe';
import { createTestContext, signUpVerified, TestClient, TEST_ORIGIN, testEnv, type TestContext } from '../../../test/helpers';
import { paymentEvents, planSubscriptions } from '../../db/schema';
import { sandboxWebhookSecret } from '../../payments/sandbox';

// The built-in test checkout (no Stripe key): its page's data, confirm and cancel, and the proof
// that a confirmation travels the same signed-webhook path as a Stripe event.

let ctx: TestContext;
const T0 = new Date('2026-08-10T13:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(T0);
});
afterAll(async () => {
  await ctx?.close();
});

async function startSandboxCheckout(planId = 'quarterly') {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  const response = await client.post('/api/checkout', { planId });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { url: string; sessionId: string };
  return { client, id, ...body };
}

describe('sandbox checkout', () => {
  it('says which provider serves the checkout', async () => {
    expect(await (await new TestClient(ctx.app).get('/api/checkout/provider')).json()).toEqual({ provider: 'sandbox' });
  });

  it("tells anyone the plan's monthly charge and the platform's part of each shift; an unknown plan is not found", async () => {
    const response = await new TestClient(ctx.app).get('/api/plans/quarterly/price');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      price: {
        planId: 'quarterly',
        monthlyValueCents: 315000,
        shiftsPerMonth: 21,
        feePercent: 10,
        perShift: { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 },
      },
    });
    expect((await new TestClient(ctx.app).get('/api/plans/semanal/price')).status).toBe(404);
  });

  it('sends the family to its test page, and confirming there activates the plan through the webhook path', async () => {
    const checkout = await startSandboxCheckout('quarterly');
    expect(checkout.url).toBe(`/checkout/sandbox/${checkout.sessionId}`);
    expect(checkout.sessionId).toMatch(/^cs_sandbox_[0-9a-f]{24}$/);

    const page = await checkout.client.get(`/api/payments/sandbox/${checkout.sessionId}`);
    expect(await page.json()).toEqual({
      sessionId: checkout.sessionId,
      status: 'pending',
      planId: 'quarterly',
      planTitle: 'Vínculo Trimestral',
      monthlyAmountCents: 315000,
      durationMonths: 3,
      expiresAt: new Date(T0.getTime() + 3600_000).toISOString(),
    });

    const confirm = await checkout.client.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`);
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ url: `/checkout/success?session_id=${checkout.sessionId}` });

    const [row] = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.providerSessionId, checkout.sessionId));
    expect(row).toMatchObject({ status: 'active', provider: 'sandbox' });
    expect(row!.providerSubscriptionId).toMatch(/^sub_sandbox_/);
    expect(row!.latestInvoiceId).toMatch(/^in_sandbox_/);
    expect(row!.endsAt?.toISOString()).toBe('2026-11-10T13:00:00.000Z');
    expect(row!.currentPeriodEnd?.toISOString()).toBe('2026-09-10T13:00:00.000Z');
    // The two events a paid Stripe checkout produces, recorded like any delivered event.
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.subscriptionId, row!.id));
    expect(events.map((e) => [e.provider, e.type, e.outcome]).sort()).toEqual([
      ['sandbox', 'checkout.session.completed', 'applied'],
      ['sandbox', 'invoice.paid', 'applied'],
    ]);

    // Confirming again (a second tap, a reload) is harmless.
    expect((await checkout.client.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`)).status).toBe(200);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.subscriptionId, row!.id))).toHaveLength(2);

    expect(await (await checkout.client.get(`/api/checkout/sessions/${checkout.sessionId}`)).json()).toMatchObject({ status: 'active', planTitle: 'Vínculo Trimestral' });
    const current = (await (await checkout.client.get('/api/plans/current')).json()) as { plan: Record<string, unknown> };
    expect(current.plan).toMatchObject({ planId: 'quarterly', status: 'active', provider: 'sandbox', canCancel: true, canRefund: true });
  });

  it('cancelling on the test page expires the checkout, charges nothing and lets the family choose again', async () => {
    const checkout = await startSandboxCheckout('monthly');
    const cancel = await checkout.client.post(`/api/payments/sandbox/${checkout.sessionId}/cancel`);
    expect(await cancel.json()).toEqual({ url: '/checkout?plano=monthly' });
    expect(await (await checkout.client.get(`/api/checkout/sessions/${checkout.sessionId}`)).json()).toMatchObject({ status: 'expired' });
    const confirm = await checkout.client.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`);
    expect(confirm.status).toBe(409);
    expect((await checkout.client.post('/api/checkout', { planId: 'monthly' })).status).toBe(201);
  });

  it('refuses to confirm a checkout past its time', async () => {
    const checkout = await startSandboxCheckout('monthly');
    ctx.setNow(new Date(T0.getTime() + 61 * 60 * 1000));
    try {
      expect(await (await checkout.client.get(`/api/payments/sandbox/${checkout.sessionId}`)).json()).toMatchObject({ status: 'expired' });
      const confirm = await checkout.client.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`);
      expect(confirm.status).toBe(409);
      expect(await confirm.json()).toMatchObject({ error: { message: 'Este pagamento não está mais disponível. Escolha o plano novamente.' } });
    } finally {
      ctx.setNow(T0);
    }
  });

  it('accepts sandbox events at the webhook endpoint only with the sandbox signature', async () => {
    const checkout = await startSandboxCheckout('biannual');
    const [row] = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.providerSessionId, checkout.sessionId));
    const object = { id: checkout.sessionId, object: 'checkout.session', payment_status: 'paid', client_reference_id: row!.id, customer: 'cus_sandbox_x', subscription: 'sub_sandbox_x', amount_total: 304500, currency: 'brl' };
    const forged = signedStripeEvent('checkout.session.completed', object, { at: T0, secret: 'whsec_adivinhado' });
    const post = (event: { body: string; signature: string }) =>
      ctx.app.request(`${TEST_ORIGIN}/api/payments/webhook`, { method: 'POST', headers: { 'stripe-signature': event.signature }, body: event.body });
    expect((await post(forged)).status).toBe(400);
    expect((await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.id, row!.id)))[0]!.status).toBe('pending');
    const genuine = signedStripeEvent('checkout.session.completed', object, { at: T0, secret: sandboxWebhookSecret(testEnv().AUTH_SECRET) });
    expect((await post(genuine)).status).toBe(200);
    expect((await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.id, row!.id)))[0]!.status).toBe('active');
  });

  it('cancels at period end and refunds within 7 days in the sandbox too', async () => {
    const checkout = await startSandboxCheckout('biannual');
    await checkout.client.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`);
    const { plan } = (await (await checkout.client.get('/api/plans/current')).json()) as { plan: { id: string } };
    const cancel = await checkout.client.post(`/api/plans/${plan.id}/cancel`);
    expect(await cancel.json()).toMatchObject({ plan: { status: 'cancel_at_period_end', currentPeriodEnd: '2026-09-10T13:00:00.000Z' } });
    const refund = await checkout.client.post(`/api/plans/${plan.id}/refund`);
    expect(await refund.json()).toMatchObject({ plan: { status: 'refunded', refundedAmountCents: 304500, refundedAt: T0.toISOString() } });
  });

  it("hides another family's test checkout", async () => {
    const checkout = await startSandboxCheckout('monthly');
    const intruder = new TestClient(ctx.app);
    await signUpVerified(ctx, intruder, 'familia');
    expect((await intruder.get(`/api/payments/sandbox/${checkout.sessionId}`)).status).toBe(404);
    expect((await intruder.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`)).status).toBe(404);
    expect((await intruder.post(`/api/payments/sandbox/${checkout.sessionId}/cancel`)).status).toBe(404);
    expect((await new TestClient(ctx.app).post(`/api/payments/sandbox/${checkout.sessionId}/confirm`)).status).toBe(401);
    expect(await (await checkout.client.get(`/api/checkout/sessions/${checkout.sessionId}`)).json()).toMatchObject({ status: 'pending' });
  });
});

describe('no payment provider', () => {
  it('answers that payments are unavailable and writes nothing', async () => {
    const off = await createTestContext({ env: { PAYMENTS_SANDBOX: 'false' } });
    try {
      const client = new TestClient(off.app);
      await signUpVerified(off, client, 'familia');
      expect(await (await client.get('/api/checkout/provider')).json()).toEqual({ provider: null });
      const response = await client.post('/api/checkout', { planId: 'monthly' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { message: 'O pagamento está indisponível no momento. Tente novamente mais tarde.' } });
      expect(await off.db.select().from(planSubscriptions)).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
