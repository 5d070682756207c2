import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { PayoutProviderError } from './provider';
import { createStripePayoutProvider } from './stripe';

// Stripe Connect payouts against the local fake of Stripe's API: a Transfer to the caregiver's
// connected account, idempotent by our key; a refusal is final, a server error may be retried.

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
});
beforeEach(() => {
  stripe.reset();
  stripe.state.failTransfers = null;
});

const input = {
  payoutId: '0b4c2f3e-1d2a-4c55-9e8f-0a1b2c3d4e5f',
  cuidadorId: 'cuidador-1',
  amountCents: 18750,
  pixKey: { tipo: 'email' as const, valor: 'joana@exemplo.com.br' },
  stripeAccountId: 'acct_1FakeCaregiver',
  description: 'Repasse Cuidar 2026-11-25',
  idempotencyKey: 'payout-0b4c2f3e-1d2a-4c55-9e8f-0a1b2c3d4e5f',
};

describe('Stripe Connect payouts', () => {
  const provider = () => createStripePayoutProvider({ secretKey: FAKE_STRIPE_KEY, apiUrl: stripe.url, timeoutMs: 2000 });

  it('transfers the amount to the connected account once, with our idempotency key', async () => {
    const first = await provider().sendPayout(input);
    const again = await provider().sendPayout(input);
    expect(first.transferId).toMatch(/^tr_fake/);
    expect(again.transferId).toBe(first.transferId);
    const calls = stripe.calls('POST', /^\/v1\/transfers$/);
    expect(calls).toHaveLength(1); // the second time, the transfer group already has it
    expect(calls[0]!.headers['idempotency-key']).toBe(input.idempotencyKey);
    expect(calls[0]!.form).toMatchObject({
      amount: '18750',
      currency: 'brl',
      destination: 'acct_1FakeCaregiver',
      transfer_group: `payout_${input.payoutId}`,
      'metadata[cuidar_payout_id]': input.payoutId,
    });
  });

  it('a payout asked again after Stripe forgot its key is found by its transfer group, not paid twice', async () => {
    const first = await provider().sendPayout({ ...input, payoutId: 'payout-retried', idempotencyKey: 'payout-retried-key' });
    // Later than 24 h: Stripe no longer knows the key, so only the transfer group can tell.
    const later = await provider().sendPayout({ ...input, payoutId: 'payout-retried', idempotencyKey: 'payout-retried-key-forgotten' });
    expect(later.transferId).toBe(first.transferId);
    expect(stripe.calls('POST', /^\/v1\/transfers$/)).toHaveLength(1);
    expect(stripe.calls('GET', /^\/v1\/transfers$/).map((c) => c.query.get('transfer_group'))).toEqual(['payout_payout-retried', 'payout_payout-retried']);
  });

  it('a refusal is final; a server error may be asked again', async () => {
    stripe.state.failTransfers = 400;
    const refused = await provider().sendPayout({ ...input, payoutId: 'payout-refused', idempotencyKey: 'payout-refused' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayoutProviderError);
    expect((refused as PayoutProviderError).retryable).toBe(false);

    stripe.state.failTransfers = 500;
    const unreachable = await createStripePayoutProvider({ secretKey: FAKE_STRIPE_KEY, apiUrl: stripe.url, timeoutMs: 2000 })
      .sendPayout({ ...input, payoutId: 'payout-other', idempotencyKey: 'payout-other' })
      .catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(PayoutProviderError);
    expect((unreachable as PayoutProviderError).retryable).toBe(true);
  });

  it('refuses to pay a caregiver with no connected account', async () => {
    const error = await provider().sendPayout({ ...input, stripeAccountId: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutProviderError);
    expect(stripe.calls('POST', /^\/v1\/transfers$/)).toHaveLength(0);
  });
});
