import { isStripeOutcomeUnknown, lazyStripeClient } from '../payments/stripe-client';
import { PayoutProviderError, type PayoutProvider } from './provider';

export interface StripePayoutOptions {
  secretKey: string;
  /** A local fake of Stripe's API in tests (http://127.0.0.1:PORT); Stripe itself otherwise. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

/**
 * Stripe Connect: each payout is a Transfer from the platform's balance to the caregiver's
 * connected account, idempotent by our key (the connected account's own payout schedule takes it
 * to the bank). The SDK is loaded on first use.
 */
export function createStripePayoutProvider(options: StripePayoutOptions): PayoutProvider {
  const getClient = lazyStripeClient(options);

  return {
    kind: 'stripe',
    needsConnectedAccount: true,
    async sendPayout(input) {
      if (!input.stripeAccountId) throw new PayoutProviderError('Stripe: cuidador sem conta conectada', false);
      const transferGroup = `payout_${input.payoutId}`;
      try {
        const stripe = await getClient();
        // Stripe forgets idempotency keys after 24 h: a payout retried later than that is first
        // looked up by its transfer group, so an answer lost on the way is never paid twice.
        const earlier = await stripe.transfers.list({ transfer_group: transferGroup, limit: 1 });
        if (earlier.data[0]) return { transferId: earlier.data[0].id };
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'brl',
            destination: input.stripeAccountId,
            description: input.description,
            transfer_group: transferGroup,
            metadata: { cuidar_payout_id: input.payoutId, cuidar_cuidador_id: input.cuidadorId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { transferId: transfer.id };
      } catch (error) {
        // Nothing known of the transfer: the same payout is asked again; a refusal is reversed.
        throw new PayoutProviderError(`Stripe: transferência falhou: ${(error as Error).message}`, isStripeOutcomeUnknown(error), { cause: error });
      }
    },
    connect: {
      async createAccount({ cuidadorId, email }) {
        const stripe = await getClient();
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'BR',
            email,
            business_type: 'individual',
            capabilities: { transfers: { requested: true } },
            metadata: { cuidar_cuidador_id: cuidadorId },
          },
          // One account per caregiver even if two clicks race before the id is stored.
          { idempotencyKey: `connect-account-${cuidadorId}` },
        );
        return { accountId: account.id };
      },
      async createLink({ accountId, returnUrl, refreshUrl }) {
        const stripe = await getClient();
        const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl });
        return { url: link.url };
      },
      async isReady(accountId) {
        const stripe = await getClient();
        const account = await stripe.accounts.retrieve(accountId);
        return Boolean(account.details_submitted && account.payouts_enabled);
      },
    },
  };
}
