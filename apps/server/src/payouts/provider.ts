import type { PixKeyType } from '@cuidar/domain/payouts';

// The payout adapter (ADR 0035): one interface, a sandbox that records the transfer with no
// network, and Stripe Connect (a Transfer to the caregiver's connected account) when configured.

export interface PayoutInput {
  /** Our payouts row, carried in the provider's metadata. */
  payoutId: string;
  cuidadorId: string;
  amountCents: number;
  pixKey: { tipo: PixKeyType; valor: string };
  /** Stripe Connect: the caregiver's connected account (acct_…); null when none is known. */
  stripeAccountId: string | null;
  description: string;
  /** The same for every attempt of one payout, so the provider never pays it twice. */
  idempotencyKey: string;
}

export interface PayoutProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Whether a caregiver must have a connected account id before being paid (Stripe Connect). */
  readonly needsConnectedAccount: boolean;
  /** Sends the money; answers the provider's transfer id. */
  sendPayout(input: PayoutInput): Promise<{ transferId: string }>;
}

/**
 * The provider did not pay. `retryable`: it could not be reached or answered with a server error,
 * so it may have paid — the same payout is asked again (same idempotency key) by the next run.
 * Otherwise it refused for good and the payout is reversed.
 */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PayoutProviderError';
  }
}
