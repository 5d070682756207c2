import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { PaymentProviderError } from './provider';
import { createStripeProvider } from './stripe';
import { METADATA } from './webhook';

// A plan's leftover paid back at Stripe, against the local fake: taken from the plan's paid
// invoices, the newest first, skipping what earlier leftover refunds already took, one refund per
// invoice with its own idempotency key.

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
});

const SUB = 'sub_fake_leftover';
const month = (n: number) => Math.floor(Date.UTC(2026, n, 4, 15) / 1000);

// The fake remembers idempotency keys for its whole life, like Stripe: a key per test.
let key = '';
let tests = 0;
beforeEach(() => {
  key = `plan-leftover-row-${++tests}`;
  stripe.reset();
  // Three monthly invoices of the plan, listed here oldest first (the fake answers newest first),
  // and one of another subscription that must never be touched.
  stripe.state.invoices = [
    { id: 'in_m1', subscription: SUB, amount_paid: 30_000, created: month(4) },
    { id: 'in_m2', subscription: SUB, amount_paid: 30_000, created: month(5) },
    { id: 'in_m3', subscription: SUB, amount_paid: 20_000, created: month(6) },
    { id: 'in_other', subscription: 'sub_fake_other', amount_paid: 99_000, created: month(7) },
  ];
});

const provider = () => createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecrets: [FAKE_WEBHOOK_SECRET], apiUrl: stripe.url });
const input = (overrides: Partial<Parameters<ReturnType<typeof provider>['refundPlanLeftover']>[0]> = {}) => ({
  subscriptionRowId: 'row-leftover-1',
  subscriptionId: SUB as string | null,
  amountCents: 5_000,
  alreadyRefundedCents: 0,
  idempotencyKey: key,
  ...overrides,
});
/** The refunds asked of the fake: [payment_intent, amount, idempotency key]. */
const refunds = () => stripe.calls('POST', /^\/v1\/refunds$/).map((c) => [c.form.payment_intent, c.form.amount, c.headers['idempotency-key']]);

describe('refundPlanLeftover with Stripe', () => {
  it('refunds from the newest invoice alone when it covers the amount', async () => {
    const result = await provider().refundPlanLeftover(input({ amountCents: 12_345 }));

    expect(result).toEqual({ refundId: expect.stringMatching(/^re_fake\d+$/), amountCents: 12_345, pending: false });
    expect(refunds()).toEqual([['pi_for_in_m3', '12345', `${key}:in_m3`]]);
    const [list] = stripe.calls('GET', /^\/v1\/invoices$/);
    expect(Object.fromEntries(list!.query)).toMatchObject({ subscription: SUB, status: 'paid', limit: '100' });
    const [refund] = stripe.calls('POST', /^\/v1\/refunds$/);
    expect(refund!.form).toMatchObject({ reason: 'requested_by_customer', [`metadata[${METADATA.subscriptionRowId}]`]: 'row-leftover-1' });
  });

  it('splits an amount larger than the newest invoice over the next ones, newest first', async () => {
    const result = await provider().refundPlanLeftover(input({ amountCents: 35_000 }));

    expect(refunds()).toEqual([
      ['pi_for_in_m3', '20000', `${key}:in_m3`],
      ['pi_for_in_m2', '15000', `${key}:in_m2`],
    ]);
    expect(result.amountCents).toBe(35_000);
    const ids = result.refundId.split(',');
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => /^re_fake\d+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('skips what earlier leftover refunds took from the newest invoices', async () => {
    // 20 000 (all of in_m3) + 10 000 of in_m2 already went back: 20 000 left in in_m2, then in_m1.
    const result = await provider().refundPlanLeftover(input({ alreadyRefundedCents: 30_000, amountCents: 25_000 }));

    expect(refunds()).toEqual([
      ['pi_for_in_m2', '20000', `${key}:in_m2`],
      ['pi_for_in_m1', '5000', `${key}:in_m1`],
    ]);
    expect(result.amountCents).toBe(25_000);
  });

  it('asks the same refunds again on a retry (same keys, same answer)', async () => {
    const first = await provider().refundPlanLeftover(input({ amountCents: 35_000 }));
    const again = await provider().refundPlanLeftover(input({ amountCents: 35_000 }));

    expect(again).toEqual(first);
  });

  it('rejects more than the plan\'s invoices paid, and refunds nothing', async () => {
    await expect(provider().refundPlanLeftover(input({ amountCents: 80_001 }))).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider().refundPlanLeftover(input({ alreadyRefundedCents: 70_000, amountCents: 10_001 }))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(refunds()).toEqual([]);
    // Exactly everything that was paid is fine.
    await expect(provider().refundPlanLeftover(input({ alreadyRefundedCents: 70_000, amountCents: 10_000 }))).resolves.toMatchObject({ amountCents: 10_000 });
  });

  it('rejects an invoice without a refundable payment before refunding any', async () => {
    stripe.state.invoices[1]!.paymentIntent = null; // in_m2
    await expect(provider().refundPlanLeftover(input({ amountCents: 35_000 }))).rejects.toThrow(/in_m2/);
    expect(refunds()).toEqual([]);
  });

  it('rejects a plan without a Stripe subscription', async () => {
    await expect(provider().refundPlanLeftover(input({ subscriptionId: null }))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(stripe.requests).toEqual([]);
  });

  // docs/product.md#operators: the team may pay back only a clean refusal, never what went back in part.
  it('calls a refusal of the first part refused, and one after a part went back not refused', async () => {
    try {
      stripe.state.failRefunds = { status: 400, successesFirst: 0 };
      const first = await provider().refundPlanLeftover(input({ amountCents: 35_000 })).catch((e: unknown) => e);
      expect((first as PaymentProviderError).refused).toBe(true);

      // 35 000 is two refunds (in_m3, then in_m2): the first goes back, the second is refused.
      key = `${key}-partial`;
      stripe.state.failRefunds = { status: 400, successesFirst: 1 };
      const partial = await provider().refundPlanLeftover(input({ amountCents: 35_000 })).catch((e: unknown) => e);
      expect(partial).toBeInstanceOf(PaymentProviderError);
      expect((partial as PaymentProviderError).refused).toBe(false);
      expect((partial as PaymentProviderError).message).toMatch(/já devolvido em parte: re_fake\d+/);
    } finally {
      stripe.state.failRefunds = null;
    }
  });

  // Stripe may take a refund as pending; a leftover of two refunds is done only when both are.
  it('keeps a leftover of several refunds pending until every one succeeds; one failing beside another is not a clean refusal', async () => {
    try {
      stripe.state.newRefundStatus = 'pending';
      const result = await provider().refundPlanLeftover(input({ amountCents: 35_000 }));
      expect(result.pending).toBe(true);
      const [a, b] = result.refundId.split(',');
      expect(await provider().refundState(result.refundId)).toBe('pending');
      stripe.settleRefund(a!, 'succeeded');
      expect(await provider().refundState(result.refundId)).toBe('pending');
      stripe.settleRefund(b!, 'failed', 'declined');
      const failed = await provider().refundState(result.refundId).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(PaymentProviderError);
      expect((failed as PaymentProviderError).refused).toBe(false);
      stripe.settleRefund(b!, 'succeeded');
      expect(await provider().refundState(result.refundId)).toBe('succeeded');
    } finally {
      stripe.state.newRefundStatus = 'succeeded';
    }
  });
});
