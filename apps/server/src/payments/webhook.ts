import { createHmac } from 'node:crypto';
import { z } from 'zod';

// Webhook events: Stripe's signature scheme (t=<seconds>,v1=<HMAC-SHA256 of "t.body">) verified on
// the raw body, then the few fields we act on read with zod into one small union. The sandbox signs
// its events the same way with its own secret, so both go through verifyWebhookEvent.

/** Events older than this are refused (a captured request replayed later). Stripe's default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Metadata keys linking a provider object to our rows. */
export const METADATA = {
  subscriptionRowId: 'cuidar_subscription_id',
  familiaId: 'cuidar_familia_id',
  planId: 'cuidar_plan_id',
  pedidoId: 'cuidar_pedido_id',
  bookingPaymentId: 'cuidar_booking_payment_id',
} as const;

export class WebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

/** The Stripe-Signature header for a payload (what Stripe sends; the sandbox uses it for its events). */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export type PaymentEvent = { id: string } & (
  | {
      type: 'checkout.session.completed';
      sessionId: string;
      subscriptionRowId: string | null;
      familiaId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      isPaid: boolean;
      /** What the session charged (its first invoice), to reconcile with the plan. */
      amountTotalCents: number | null;
      currency: string | null;
    }
  | { type: 'checkout.session.expired'; sessionId: string; subscriptionRowId: string | null }
  | {
      type: 'invoice.paid';
      invoiceId: string;
      subscriptionId: string | null;
      subscriptionRowId: string | null;
      customerId: string | null;
      periodEnd: Date | null;
      amountPaidCents: number;
      currency: string;
    }
  | { type: 'customer.subscription.deleted'; subscriptionId: string; subscriptionRowId: string | null }
  | {
      /** A booking request paid (card or Pix): our ids travel in the PaymentIntent's metadata. */
      type: 'payment_intent.succeeded';
      paymentIntentId: string;
      pedidoId: string | null;
      bookingPaymentId: string | null;
      amountReceivedCents: number;
      currency: string;
    }
  | { type: 'other'; rawType: string }
);

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadataSchema = z.record(z.string(), z.string()).nullish();
const rowIdOf = (metadata: Record<string, string> | null | undefined) => metadata?.[METADATA.subscriptionRowId] ?? null;

const checkoutSessionSchema = z.object({
  id: z.string(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  payment_status: z.string().nullish(),
  metadata: metadataSchema,
});

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  amount_paid: z.number().int().nonnegative(),
  currency: z.string(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOf.nullish(), metadata: metadataSchema }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number().int() }).nullish() })) }).nullish(),
});

const subscriptionSchema = z.object({ id: z.string(), metadata: metadataSchema });

const paymentIntentSchema = z.object({
  id: z.string(),
  amount_received: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string().nullish(),
  metadata: metadataSchema,
});

const envelopeSchema = z.object({ id: z.string().min(1), type: z.string().min(1), data: z.object({ object: z.unknown() }) });

/** Reads the fields we act on; anything else about the event is ignored. Throws on a malformed event. */
export function parsePaymentEvent(raw: unknown): PaymentEvent {
  const event = envelopeSchema.parse(raw);
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = checkoutSessionSchema.parse(object);
      return {
        id: event.id,
        type: event.type,
        sessionId: s.id,
        subscriptionRowId: s.client_reference_id ?? rowIdOf(s.metadata),
        familiaId: s.metadata?.[METADATA.familiaId] ?? null,
        customerId: s.customer ?? null,
        subscriptionId: s.subscription ?? null,
        isPaid: s.payment_status === 'paid',
        amountTotalCents: s.amount_total ?? null,
        currency: s.currency?.toLowerCase() ?? null,
      };
    }
    case 'checkout.session.expired': {
      const s = checkoutSessionSchema.parse(object);
      return { id: event.id, type: event.type, sessionId: s.id, subscriptionRowId: s.client_reference_id ?? rowIdOf(s.metadata) };
    }
    case 'invoice.paid': {
      const invoice = invoiceSchema.parse(object);
      const details = invoice.parent?.subscription_details;
      const periodEnds = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === 'number');
      return {
        id: event.id,
        type: event.type,
        invoiceId: invoice.id,
        subscriptionId: details?.subscription ?? null,
        subscriptionRowId: rowIdOf(details?.metadata),
        customerId: invoice.customer ?? null,
        periodEnd: periodEnds.length ? new Date(Math.max(...periodEnds) * 1000) : null,
        amountPaidCents: invoice.amount_paid,
        currency: invoice.currency.toLowerCase(),
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSchema.parse(object);
      return { id: event.id, type: event.type, subscriptionId: subscription.id, subscriptionRowId: rowIdOf(subscription.metadata) };
    }
    case 'payment_intent.succeeded': {
      const intent = paymentIntentSchema.parse(object);
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: intent.id,
        pedidoId: intent.metadata?.[METADATA.pedidoId] ?? null,
        bookingPaymentId: intent.metadata?.[METADATA.bookingPaymentId] ?? null,
        amountReceivedCents: intent.amount_received,
        currency: intent.currency.toLowerCase(),
      };
    }
    default:
      return { id: event.id, type: 'other', rawType: event.type };
  }
}

/**
 * Checks the signature over the exact bytes received and the timestamp against `now`, then parses.
 * Any of `secrets` may have signed it: while the endpoint's secret is rotated, events signed with
 * the old one are still genuine. Throws WebhookRejectedError for anything that is not a genuine,
 * recent event.
 */
export async function verifyWebhookEvent(rawBody: string, signatureHeader: string | undefined, secrets: readonly string[], now: Date): Promise<PaymentEvent> {
  if (!signatureHeader) throw new WebhookRejectedError('Stripe-Signature ausente');
  // Loaded on first use (a large SDK); Stripe's own verifier checks the signature and the timestamp.
  const { default: Stripe } = await import('stripe');
  let event: unknown;
  let refusal = 'nenhum segredo configurado';
  for (const secret of secrets) {
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
      break;
    } catch (error) {
      refusal = (error as Error).message;
    }
  }
  if (event === undefined) throw new WebhookRejectedError(refusal);
  try {
    return parsePaymentEvent(event);
  } catch {
    throw new WebhookRejectedError('evento com formato inesperado');
  }
}
