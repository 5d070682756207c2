import type { PixKeyType } from '@cuidar/domain/payouts';

// The payout adapter (ADR 0035): one interface, a sandbox that records the transfer with no
// network, and Stripe Connect (a Transfer to the caregiver's connected account) when configured.

export interface PayoutInput {
  /** Our payouts row, carried in the provider's metadata. */
  payoutId: string;
  cuidadorId: string;
  amountCents: number;
  /** The Pix key (payouts without Stripe); null with Stripe, which pays the connected account. */
  pixKey: { tipo: PixKeyType; valor: string } | null;
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
  /** Stripe Connect only: the caregiver's own account, opened and completed on the provider's pages. */
  readonly connect?: ConnectOnboarding;
}

/** Stripe Connect Express onboarding (docs/product.md#earnings): the provider's hosted pages collect the caregiver's identity and bank account. */
export interface ConnectOnboarding {
  /** Opens the caregiver's connected account, once per caregiver (idempotent by the caregiver). */
  createAccount(input: { cuidadorId: string; email: string }): Promise<{ accountId: string }>;
  /** A one-time link to the provider's onboarding pages for that account. */
  createLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** Whether the account can receive transfers (its onboarding is complete and accepted). */
  isReady(accountId: string): Promise<boolean>;
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
