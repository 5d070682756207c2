import { createHmac, randomBytes } from 'node:crypto';
import { addMonthsUtc, PLAN_CURRENCY } from '@cuidar/domain/checkout';
import { paths } from '@cuidar/domain/routes';
import { BOOKING_CURRENCY } from '@cuidar/domain/booking-money';
import { buildPixCode } from './pix';
import { METADATA } from './webhook';
import type { PaymentProvider } from './provider';

// The built-in test checkout: no account, no network, nothing charged. Its page is ours
// (/checkout/sandbox/:sessionId); when the person confirms, the server writes the events Stripe
// would send, in Stripe's shapes, signs them with the sandbox's own secret and hands them to the
// same verify-then-handle function the webhook endpoint uses.

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** The sandbox's webhook secret: derived from AUTH_SECRET, so it is stable and never written down. */
export function sandboxWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac('sha256', authSecret).update('cuidar:payments:sandbox-webhook').digest('hex')}`;
}

export function createSandboxProvider(options: { authSecret: string }): PaymentProvider {
  return {
    kind: 'sandbox',
    webhookSecrets: [sandboxWebhookSecret(options.authSecret)],

    async createCheckoutSession() {
      const sessionId = randomId('cs');
      return { sessionId, url: `${paths.checkoutSandbox}/${sessionId}` };
    },

    async expireCheckoutSession() {
      // Nothing at a provider: the row's status is what the sandbox page reads.
    },

    async scheduleSubscriptionEnd({ durationMonths, now }) {
      return { startedAt: now, currentPeriodEnd: addMonthsUtc(now, 1), endsAt: addMonthsUtc(now, durationMonths) };
    },

    async cancelAtPeriodEnd() {
      // The sandbox bills nothing after the first payment, so there is nothing to stop.
    },

    async refundAndCancel({ expectedAmountCents }) {
      return { refundId: randomId('re'), amountCents: expectedAmountCents, pending: false };
    },

    async createBookingPayment(input) {
      const providerPaymentId = randomId('pi');
      if (input.method === 'card') return { providerPaymentId, redirectUrl: null, pix: null };
      const code = buildPixCode({
        key: 'pagamentos@cuidar.com.br',
        merchantName: 'Cuidar Ambiente de Teste',
        city: 'Sao Paulo',
        amountCents: input.amountCents,
        txid: providerPaymentId,
      });
      return { providerPaymentId, redirectUrl: null, pix: { code, expiresAt: input.expiresAt } };
    },

    async refundBookingPayment({ amountCents }) {
      return { refundId: randomId('re'), amountCents, pending: false };
    },

    // The sandbox pays back at once: no refund of its own is ever pending.
    async refundState() {
      return 'succeeded' as const;
    },

    async refundPlanLeftover({ amountCents }) {
      return { refundId: randomId('re'), amountCents, pending: false };
    },
  };
}

/** What Stripe sends when a booking's PaymentIntent (card or Pix) is paid. */
export function sandboxBookingPaymentEvent(
  payment: { providerPaymentId: string; pedidoId: string; bookingPaymentId: string; amountCents: number; method: 'card' | 'pix' },
  now: Date,
): string {
  return envelope(
    'payment_intent.succeeded',
    {
      id: payment.providerPaymentId,
      object: 'payment_intent',
      status: 'succeeded',
      amount: payment.amountCents,
      amount_received: payment.amountCents,
      currency: BOOKING_CURRENCY,
      payment_method_types: [payment.method],
      metadata: { [METADATA.pedidoId]: payment.pedidoId, [METADATA.bookingPaymentId]: payment.bookingPaymentId },
    },
    now,
  );
}

interface SandboxRow {
  id: string;
  familiaId: string;
  planId: string;
  providerSessionId: string;
  providerCustomerId: string | null;
  monthlyAmountCents: number;
}

const envelope = (type: string, object: Record<string, unknown>, now: Date) =>
  JSON.stringify({
    id: randomId('evt'),
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: { object },
  });

/**
 * The two events Stripe sends when a subscription checkout is paid: the session completed and the
 * first invoice paid. Raw JSON bodies, ready to be signed.
 */
export function sandboxPaymentEvents(row: SandboxRow, now: Date): string[] {
  const metadata = { [METADATA.subscriptionRowId]: row.id, [METADATA.familiaId]: row.familiaId, [METADATA.planId]: row.planId };
  const customer = row.providerCustomerId ?? randomId('cus');
  const subscription = randomId('sub');
  const start = Math.floor(now.getTime() / 1000);
  const end = Math.floor(addMonthsUtc(now, 1).getTime() / 1000);
  return [
    envelope(
      'checkout.session.completed',
      {
        id: row.providerSessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: row.id,
        customer,
        subscription,
        amount_total: row.monthlyAmountCents,
        currency: PLAN_CURRENCY,
        metadata,
      },
      now,
    ),
    envelope(
      'invoice.paid',
      {
        id: randomId('in'),
        object: 'invoice',
        status: 'paid',
        billing_reason: 'subscription_create',
        customer,
        amount_paid: row.monthlyAmountCents,
        currency: PLAN_CURRENCY,
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
        lines: { object: 'list', data: [{ amount: row.monthlyAmountCents, period: { start, end } }] },
      },
      now,
    ),
  ];
}

/** What Stripe sends when a checkout is left unpaid: the session expired. */
export function sandboxExpiredEvent(row: SandboxRow, now: Date): string {
  return envelope(
    'checkout.session.expired',
    { id: row.providerSessionId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid', client_reference_id: row.id },
    now,
  );
}
