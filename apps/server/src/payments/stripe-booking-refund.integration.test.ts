import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { PaymentProviderError } from './provider';
import { createStripeProvider } from './stripe';

// The booking refund at Stripe, against the local fake: always with the amount (a late
// cancellation or a dispute pays back part of a payment) and one idempotency key per cause.

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
});

describe('refundBookingPayment with Stripe', () => {
  it('asks for the amount, once per key, and two causes on one payment are two refunds', async () => {
    const provider = createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecrets: [FAKE_WEBHOOK_SECRET], apiUrl: stripe.url });
    const cancel = { providerPaymentId: 'pi_fake_booking', amountCents: 10_000, idempotencyKey: 'booking-refund-cancel-p1', pedidoId: 'p1' };
    const first = await provider.refundBookingPayment(cancel);
    const again = await provider.refundBookingPayment(cancel);
    const dispute = await provider.refundBookingPayment({ ...cancel, amountCents: 2_345, idempotencyKey: 'booking-refund-dispute-d1' });

    expect(first).toEqual({ refundId: expect.stringMatching(/^re_fake/), amountCents: 10_000, pending: false });
    expect(again.refundId).toBe(first.refundId);
    expect(dispute.amountCents).toBe(2_345);
    expect(dispute.refundId).not.toBe(first.refundId);
    const calls = stripe.calls('POST', /^\/v1\/refunds$/);
    expect(calls.map((c) => [c.form.payment_intent, c.form.amount, c.headers['idempotency-key']])).toEqual([
      ['pi_fake_booking', '10000', 'booking-refund-cancel-p1'],
      ['pi_fake_booking', '10000', 'booking-refund-cancel-p1'],
      ['pi_fake_booking', '2345', 'booking-refund-dispute-d1'],
    ]);
  });

  // Our team may pay back itself only what Stripe refused (docs/product.md#operators): a refusal is
  // an answer; a server error or no answer says nothing about whether the refund was made.
  it('tells a refusal from an error that leaves the outcome unknown', async () => {
    const provider = createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecrets: [FAKE_WEBHOOK_SECRET], apiUrl: stripe.url });
    const refund = { providerPaymentId: 'pi_fake_old', amountCents: 5_000, pedidoId: 'p2' };
    try {
      stripe.state.failRefunds = { status: 400, successesFirst: 0 };
      const refused = await provider.refundBookingPayment({ ...refund, idempotencyKey: 'booking-refund-p2-a' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PaymentProviderError);
      expect((refused as PaymentProviderError).refused).toBe(true);
      stripe.state.failRefunds = { status: 500, successesFirst: 0 };
      const unknown = await provider.refundBookingPayment({ ...refund, idempotencyKey: 'booking-refund-p2-b' }).catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(PaymentProviderError);
      expect((unknown as PaymentProviderError).refused).toBe(false);
    } finally {
      stripe.state.failRefunds = null;
    }
  });

  // A refund Stripe takes as pending (its balance does not cover it, the charge has not settled) is
  // not paid back yet: it is followed by its id until it succeeds or fails.
  it('says a pending refund is pending, and follows it to success or to a failure that is a refusal', async () => {
    const provider = createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecrets: [FAKE_WEBHOOK_SECRET], apiUrl: stripe.url });
    try {
      stripe.state.newRefundStatus = 'pending';
      const first = await provider.refundBookingPayment({ providerPaymentId: 'pi_fake_p3', amountCents: 7_000, pedidoId: 'p3', idempotencyKey: 'booking-refund-p3' });
      const second = await provider.refundBookingPayment({ providerPaymentId: 'pi_fake_p4', amountCents: 3_000, pedidoId: 'p4', idempotencyKey: 'booking-refund-p4' });
      expect(first).toMatchObject({ pending: true, amountCents: 7_000 });
      expect(await provider.refundState(first.refundId)).toBe('pending');
      expect(stripe.calls('GET', new RegExp(`^/v1/refunds/${first.refundId}$`))).toHaveLength(1);

      stripe.settleRefund(first.refundId, 'succeeded');
      expect(await provider.refundState(first.refundId)).toBe('succeeded');
      stripe.settleRefund(second.refundId, 'failed', 'expired_or_canceled_card');
      const failed = await provider.refundState(second.refundId).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(PaymentProviderError);
      expect((failed as PaymentProviderError).refused).toBe(true);
      expect((failed as PaymentProviderError).message).toMatch(/expired_or_canceled_card/);
    } finally {
      stripe.state.newRefundStatus = 'succeeded';
    }
  });
});
