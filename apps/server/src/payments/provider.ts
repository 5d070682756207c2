import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import type { Plan } from '@cuidar/domain/plans';

// The card-payment adapter: one interface, the built-in sandbox and Stripe behind it. Both speak
// in Stripe's event shapes, so a payment confirmed in the sandbox goes through exactly the webhook
// code a real Stripe event does (see payments/webhook.ts and features/checkout/service.ts).

export interface CheckoutSessionInput {
  /** Our plan_subscriptions row, carried as client_reference_id and metadata. */
  subscriptionRowId: string;
  familiaId: string;
  email: string;
  plan: Plan;
  /** A customer of an earlier purchase, reused so the family has one record at the provider. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface CreatedCheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay (absolute for Stripe, a path of ours for the sandbox). */
  url: string;
}

export interface SubscriptionSchedule {
  /** The start of the first billing period. */
  startedAt: Date;
  currentPeriodEnd: Date | null;
  /** The plan's last moment: the start plus the plan's duration in months. */
  endsAt: Date;
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
  /**
   * The provider took the refund but has not finished it (Stripe's 'pending': its balance does not
   * cover it yet, the charge has not settled, the bank is processing): nothing is paid back until
   * refundState says so (docs/product.md#booking-payments). A refund the provider says failed is a
   * refused PaymentProviderError.
   */
  pending: boolean;
}

/** Paying one booking request with one method (docs/decisions/0033). */
export interface BookingPaymentInput {
  /** Our booking_payments row, carried in the provider's metadata. */
  bookingPaymentId: string;
  pedidoId: string;
  familiaId: string;
  email: string;
  method: 'card' | 'pix';
  /** What the family pays: subtotal + fee, computed by the server. */
  amountCents: number;
  description: string;
  /** The end of the request's payment window. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CreatedBookingPayment {
  /** The PaymentIntent (pi_…), or the Checkout Session (cs_…) for a card until its intent is known. */
  providerPaymentId: string;
  /** Card with Stripe: the hosted Checkout page (no card data ever touches our pages). */
  redirectUrl: string | null;
  /** Pix: the "copia e cola" text (EMV BR Code) and when it stops being payable. */
  pix: { code: string; expiresAt: Date } | null;
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /**
   * The secrets that sign this provider's webhook events (Stripe's whsec_…, two while rotating; or
   * the sandbox's own). The first one signs what we sign ourselves.
   */
  readonly webhookSecrets: readonly string[];
  createCheckoutSession(input: CheckoutSessionInput): Promise<CreatedCheckoutSession>;
  /** Makes an unpaid checkout unpayable (a newer one replaces it). */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** After the first payment: ends the subscription after the plan's months; answers the dates. */
  scheduleSubscriptionEnd(input: { subscriptionId: string; durationMonths: number; now: Date }): Promise<SubscriptionSchedule>;
  /** No further charges: the subscription ends when the paid period does. */
  cancelAtPeriodEnd(input: { subscriptionRowId: string; subscriptionId: string; periodEnd: Date }): Promise<void>;
  /** Pays back the latest payment in full (right of withdrawal) and ends the subscription now. */
  refundAndCancel(input: {
    subscriptionRowId: string;
    subscriptionId: string;
    invoiceId: string | null;
    /** What the family paid, as we recorded it (the sandbox pays back exactly this). */
    expectedAmountCents: number;
  }): Promise<RefundResult>;
  /** Starts paying a booking request (a PaymentIntent), idempotent by input.idempotencyKey. */
  createBookingPayment(input: BookingPaymentInput): Promise<CreatedBookingPayment>;
  /**
   * Pays back `amountCents` of a booking payment (all of it, or a part for a late cancellation or a
   * dispute), idempotent by idempotencyKey (one refund per cause; a payment may have several).
   */
  refundBookingPayment(input: { providerPaymentId: string; amountCents: number; idempotencyKey: string; pedidoId: string }): Promise<RefundResult>;
  /**
   * Pays back what was left in a plan's account once the plan is over (docs/product.md#plan-care):
   * `amountCents` from the plan's paid charges, the newest first. `alreadyRefundedCents` (earlier
   * leftover refunds of the same plan) counts as already taken from the newest charges, so each
   * charge is never asked for more than it paid. Idempotent by idempotencyKey; `refundId` lists the
   * provider's refunds (comma-separated) when several charges were needed.
   */
  /**
   * Where refunds the provider took as pending are now (refundIds: one, or comma-separated as
   * refundPlanLeftover answers): 'succeeded' once every one is, 'pending' while any is; failed is a
   * PaymentProviderError, refused when none of them went back.
   */
  refundState(refundIds: string): Promise<'succeeded' | 'pending'>;
  refundPlanLeftover(input: {
    subscriptionRowId: string;
    /** The provider's subscription (sub_…); null when the provider never gave one (Stripe then refuses). */
    subscriptionId: string | null;
    amountCents: number;
    alreadyRefundedCents: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}

/**
 * The provider failed or could not be reached; the person is told to try again. `refused`: the
 * provider answered and declined (or we never asked it), so nothing was done — unlike silence or a
 * fault on its side, after which it may have acted and only the same request again can tell. Our
 * team may return a refused refund by its own transfer (docs/product.md#operators); never one
 * that is not known to be refused.
 */
export class PaymentProviderError extends Error {
  readonly refused: boolean;
  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.refused = options?.refused ?? false;
  }
}
