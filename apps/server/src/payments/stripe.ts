import { addMonthsUtc, PLAN_CURRENCY } from '@cuidar/domain/checkout';
import { BOOKING_CURRENCY } from '@cuidar/domain/booking-money';
import { messages } from '@cuidar/domain/messages';
import type Stripe from 'stripe';
import { isStripeOutcomeUnknown, lazyStripeClient } from './stripe-client';
import { METADATA } from './webhook';
import { PaymentProviderError, type PaymentProvider } from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** The endpoint's signing secrets: one, or two while rotating (an event signed with either is genuine). */
  webhookSecrets: readonly string[];
  /** A local fake of Stripe's API in tests (http://127.0.0.1:PORT); Stripe itself otherwise. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

/**
 * Stripe Checkout in subscription mode. A plan is billed monthly (its monthly value, in BRL) and
 * ends after its number of months: Checkout cannot set an end date, so once the first payment is
 * in, the subscription gets cancel_at = billing anchor + months (see docs/decisions/0006).
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const getClient = lazyStripeClient(options);

  const call = async <T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> => {
    try {
      return await run(await getClient());
    } catch (error) {
      throw new PaymentProviderError(`Stripe: ${what} falhou: ${(error as Error).message}`, { cause: error, refused: !isStripeOutcomeUnknown(error) });
    }
  };

  /**
   * A refund Stripe answered: done, still pending (its balance, the charge or the bank), or failed
   * or cancelled, which pays nothing back (a refusal, with Stripe's reason).
   */
  const refundOutcome = (refund: Stripe.Refund): 'succeeded' | 'pending' => {
    if (refund.status === 'succeeded') return 'succeeded';
    if (refund.status === 'pending' || refund.status === 'requires_action') return 'pending';
    throw new PaymentProviderError(`Stripe: o reembolso ${refund.id} falhou (${refund.failure_reason ?? refund.status ?? 'sem motivo'})`, { refused: true });
  };

  /**
   * Several refunds of one leftover: done when every one is, pending while any is. One that failed
   * is a refusal only when it is the only one; beside others, some money went back (or may).
   */
  const combinedOutcome = (refunds: readonly Stripe.Refund[]): 'succeeded' | 'pending' => {
    const states = refunds.map((refund) => {
      try {
        return refundOutcome(refund);
      } catch (error) {
        if (refunds.length === 1 || !(error instanceof PaymentProviderError)) throw error;
        throw new PaymentProviderError(`${error.message} (junto com ${refunds.map((r) => r.id).join(', ')})`, { cause: error, refused: false });
      }
    });
    return states.every((state) => state === 'succeeded') ? 'succeeded' : 'pending';
  };

  /** What refunds an invoice: its paid payment's PaymentIntent, or its charge. */
  const refundTarget = async (invoice: string): Promise<{ payment_intent: string } | { charge: string }> => {
    const payments = await call('ler os pagamentos da fatura', (stripe) => stripe.invoicePayments.list({ invoice, status: 'paid', limit: 10 }));
    const paid = payments.data.find((p) => p.payment.payment_intent || p.payment.charge);
    if (!paid) throw new PaymentProviderError(`Stripe: fatura ${invoice} sem pagamento reembolsável`, { refused: true });
    return paid.payment.payment_intent
      ? { payment_intent: typeof paid.payment.payment_intent === 'string' ? paid.payment.payment_intent : paid.payment.payment_intent.id }
      : { charge: typeof paid.payment.charge === 'string' ? paid.payment.charge : paid.payment.charge!.id };
  };

  return {
    kind: 'stripe',
    webhookSecrets: options.webhookSecrets,

    async createCheckoutSession(input) {
      const metadata = {
        [METADATA.subscriptionRowId]: input.subscriptionRowId,
        [METADATA.familiaId]: input.familiaId,
        [METADATA.planId]: input.plan.id,
      };
      const session = await call('criar a sessão de checkout', (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            locale: 'pt-BR',
            allowed_payment_method_types: ['card'],
            client_reference_id: input.subscriptionRowId,
            ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: PLAN_CURRENCY,
                  unit_amount: input.plan.monthlyValueCents,
                  recurring: { interval: 'month', interval_count: 1 },
                  product_data: {
                    name: `${input.plan.title} — ${input.plan.duration}`,
                    description: messages.checkout.providerDescription(input.plan.duration),
                  },
                },
              },
            ],
            subscription_data: { metadata, description: `${input.plan.title} (${input.plan.duration})` },
            metadata,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe: a sessão de checkout veio sem url');
      return { sessionId: session.id, url: session.url };
    },

    async expireCheckoutSession(sessionId) {
      await call('expirar a sessão de checkout', (stripe) => stripe.checkout.sessions.expire(sessionId));
    },

    async scheduleSubscriptionEnd({ subscriptionId, durationMonths }) {
      const subscription = await call('ler a assinatura', (stripe) => stripe.subscriptions.retrieve(subscriptionId));
      const startedAt = new Date(subscription.billing_cycle_anchor * 1000);
      const endsAt = addMonthsUtc(startedAt, durationMonths);
      const periodEnds = subscription.items.data.map((item) => item.current_period_end);
      // The end falls exactly on a period boundary, so nothing is prorated.
      await call('agendar o fim da assinatura', (stripe) =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at: Math.floor(endsAt.getTime() / 1000), proration_behavior: 'none' },
          { idempotencyKey: `schedule-end-${subscriptionId}` },
        ),
      );
      return { startedAt, currentPeriodEnd: periodEnds.length ? new Date(Math.min(...periodEnds) * 1000) : null, endsAt };
    },

    async cancelAtPeriodEnd({ subscriptionRowId, subscriptionId, periodEnd }) {
      // cancel_at at the end of the paid period: the subscription already carries a cancel_at (the
      // plan's end), and Stripe keeps one cancellation setting, so we move that date forward.
      await call('cancelar ao fim do período', (stripe) =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at: Math.floor(periodEnd.getTime() / 1000), proration_behavior: 'none' },
          { idempotencyKey: `cancel-at-period-end-${subscriptionRowId}` },
        ),
      );
    },

    async refundAndCancel({ subscriptionRowId, subscriptionId, invoiceId }) {
      const invoice =
        invoiceId ??
        (await call('ler a assinatura', async (stripe) => {
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          const latest = subscription.latest_invoice;
          return typeof latest === 'string' ? latest : (latest?.id ?? null);
        }));
      if (!invoice) throw new PaymentProviderError('Stripe: a assinatura não tem fatura paga');
      const target = await refundTarget(invoice);
      const refund = await call('reembolsar o pagamento', (stripe) =>
        stripe.refunds.create(
          { ...target, reason: 'requested_by_customer', metadata: { [METADATA.subscriptionRowId]: subscriptionRowId } },
          { idempotencyKey: `refund-${subscriptionRowId}` },
        ),
      );
      await call('encerrar a assinatura', (stripe) =>
        stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionRowId}` }),
      );
      return { refundId: refund.id, amountCents: refund.amount, pending: refund.status !== 'succeeded' };
    },

    async createBookingPayment(input) {
      const metadata = { [METADATA.pedidoId]: input.pedidoId, [METADATA.bookingPaymentId]: input.bookingPaymentId, [METADATA.familiaId]: input.familiaId };
      if (input.method === 'card') {
        // Stripe's hosted Checkout: card data never touches our pages (strict CSP, no Stripe.js).
        // Checkout sessions live at least 30 minutes; a payment after our window is refunded.
        const expiresAt = Math.max(input.expiresAt.getTime(), Date.now() + 31 * 60_000);
        const session = await call('criar o checkout da reserva', (stripe) =>
          stripe.checkout.sessions.create(
            {
              mode: 'payment',
              locale: 'pt-BR',
              allowed_payment_method_types: ['card'],
              customer_email: input.email,
              client_reference_id: input.pedidoId,
              line_items: [{ quantity: 1, price_data: { currency: BOOKING_CURRENCY, unit_amount: input.amountCents, product_data: { name: input.description } } }],
              payment_intent_data: { metadata, description: input.description },
              metadata,
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              expires_at: Math.floor(expiresAt / 1000),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        );
        if (!session.url) throw new PaymentProviderError('Stripe: o checkout da reserva veio sem url');
        return { providerPaymentId: session.id, redirectUrl: session.url, pix: null };
      }
      const seconds = Math.max(60, Math.floor((input.expiresAt.getTime() - Date.now()) / 1000));
      const intent = await call('criar a cobrança Pix', (stripe) =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: BOOKING_CURRENCY,
            allowed_payment_method_types: ['pix'],
            payment_method_data: { type: 'pix' },
            payment_method_options: { pix: { expires_after_seconds: seconds } },
            confirm: true,
            description: input.description,
            receipt_email: input.email,
            metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const qr = intent.next_action?.pix_display_qr_code;
      if (!qr?.data) throw new PaymentProviderError('Stripe: a cobrança Pix veio sem código');
      return {
        providerPaymentId: intent.id,
        redirectUrl: null,
        pix: { code: qr.data, expiresAt: qr.expires_at ? new Date(qr.expires_at * 1000) : input.expiresAt },
      };
    },

    async refundBookingPayment({ providerPaymentId, amountCents, idempotencyKey, pedidoId }) {
      // Always the amount: a cancellation or a dispute pays back part of the payment, and a
      // payment may be refunded more than once (one refund per cause).
      const refund = await call('reembolsar a reserva', (stripe) =>
        stripe.refunds.create(
          { payment_intent: providerPaymentId, amount: amountCents, reason: 'requested_by_customer', metadata: { [METADATA.pedidoId]: pedidoId } },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id, amountCents: refund.amount, pending: refundOutcome(refund) === 'pending' };
    },

    async refundState(refundIds) {
      const refunds: Stripe.Refund[] = [];
      for (const id of refundIds.split(',')) refunds.push(await call('ler o reembolso', (stripe) => stripe.refunds.retrieve(id)));
      return combinedOutcome(refunds);
    },

    async refundPlanLeftover({ subscriptionRowId, subscriptionId, amountCents, alreadyRefundedCents, idempotencyKey }) {
      if (!subscriptionId) throw new PaymentProviderError('Stripe: o plano não tem assinatura para reembolsar', { refused: true });
      if (!Number.isInteger(amountCents) || amountCents <= 0 || !Number.isInteger(alreadyRefundedCents) || alreadyRefundedCents < 0) {
        throw new PaymentProviderError(`Stripe: valor de reembolso inválido (${amountCents}, já reembolsado ${alreadyRefundedCents})`, { refused: true });
      }
      const invoices = await call('ler as faturas da assinatura', (stripe) =>
        stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 }),
      );
      // Newest first; earlier leftover refunds took the newest capacity, so skip that part first.
      const paid = [...invoices.data].sort((a, b) => b.created - a.created);
      const parts: { invoice: string; amount: number }[] = [];
      let skip = alreadyRefundedCents;
      let remaining = amountCents;
      for (const invoice of paid) {
        if (remaining === 0) break;
        let capacity = invoice.amount_paid;
        const skipped = Math.min(skip, capacity);
        skip -= skipped;
        capacity -= skipped;
        if (capacity <= 0) continue;
        const amount = Math.min(capacity, remaining);
        parts.push({ invoice: invoice.id, amount });
        remaining -= amount;
      }
      // Checked before any refund: either the whole amount is paid back or nothing is.
      if (remaining > 0) {
        throw new PaymentProviderError(
          `Stripe: as faturas pagas da assinatura ${subscriptionId} não cobrem o reembolso (${alreadyRefundedCents} + ${amountCents})`,
          { refused: true },
        );
      }
      // Every invoice's payment is found before the first refund, so a missing one refunds nothing.
      const targets = [];
      for (const part of parts) targets.push({ ...part, target: await refundTarget(part.invoice) });
      const refunds: Stripe.Refund[] = [];
      for (const part of targets) {
        try {
          const refund = await call('reembolsar o saldo do plano', (stripe) =>
            stripe.refunds.create(
              { ...part.target, amount: part.amount, reason: 'requested_by_customer', metadata: { [METADATA.subscriptionRowId]: subscriptionRowId } },
              { idempotencyKey: `${idempotencyKey}:${part.invoice}` },
            ),
          );
          refunds.push(refund);
        } catch (error) {
          // Some parts already went back: not a clean refusal (the team must not pay the whole
          // amount again); the same keys next time answer those parts and ask for the rest.
          if (!refunds.length || !(error instanceof PaymentProviderError)) throw error;
          throw new PaymentProviderError(`${error.message} (já devolvido em parte: ${refunds.map((r) => r.id).join(', ')})`, { cause: error, refused: false });
        }
      }
      // Any part Stripe still has pending keeps the whole leftover pending (refundState follows it).
      return {
        refundId: refunds.map((r) => r.id).join(','),
        amountCents: refunds.reduce((sum, r) => sum + r.amount, 0),
        pending: combinedOutcome(refunds) === 'pending',
      };
    },
  };
}
