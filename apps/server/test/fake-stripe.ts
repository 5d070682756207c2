import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startFakeServer } from './helpers';

// A local stand-in for the few Stripe API calls the payments adapter makes. It records every
// request (method, path, headers, form body) and answers in Stripe's shapes; like Stripe, a
// repeated Idempotency-Key gets the first answer again.

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef';
/** The endpoint's next secret, configured next to the first while it is rotated. */
export const FAKE_WEBHOOK_SECRET_NEXT = 'whsec_fake_next_fedcba9876543210';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export interface FakeStripeState {
  /** Start of the subscriptions' billing (seconds). */
  billingCycleAnchor: number;
  currentPeriodEnd: number;
  latestInvoice: string;
  paidAmount: number;
  /** When set, POST /v1/checkout/sessions answers this status. */
  failSessions: number | null;
  /** When set, POST /v1/transfers (Stripe Connect payouts) answers this status. */
  failTransfers: number | null;
  /** When set, POST /v1/payment_intents answers this status (402: a card_error; 5xx: an api_error). */
  failPaymentIntents: number | null;
  /**
   * When set, POST /v1/refunds answers `status` (400: an invalid_request_error, as for a charge too
   * old to refund; 5xx: an api_error) once `successesFirst` more refunds have succeeded.
   */
  failRefunds: { status: number; successesFirst: number } | null;
  /** The status a new refund is created with ('pending': Stripe's balance does not cover it, say); see settleRefund. */
  newRefundStatus: 'succeeded' | 'pending';
  /**
   * Paid invoices, listed by GET /v1/invoices?subscription=…&status=paid, newest first. GET
   * /v1/invoice_payments answers each one's payment; an invoice not listed here is paid by
   * 'pi_fake_paid'.
   */
  invoices: FakeInvoice[];
}

export interface FakeInvoice {
  id: string;
  subscription: string;
  amount_paid: number;
  /** Seconds. */
  created: number;
  /** The PaymentIntent that paid it: `pi_for_${id}` unless told; null for no refundable payment. */
  paymentIntent?: string | null;
}

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  let counter = 0;
  const state: FakeStripeState = {
    billingCycleAnchor: 0,
    currentPeriodEnd: 0,
    latestInvoice: 'in_latest_fake',
    paidAmount: 0,
    failSessions: null,
    failTransfers: null,
    failPaymentIntents: null,
    failRefunds: null,
    newRefundStatus: 'succeeded',
    invoices: [],
  };
  const refunds = new Map<string, { id: string; object: 'refund'; amount: number; payment_intent?: string; status: string; failure_reason: string | null }>();

  /**
   * A PaymentIntent as Stripe answers its create. A Pix one confirmed at once waits for the
   * payer: status requires_action with next_action.pix_display_qr_code (the EMV "copia e cola"
   * text in `data`, its end in `expires_at`, and Stripe-hosted images our page must not load).
   */
  const paymentIntent = (id: string, form: Record<string, string>) => {
    const metadata = Object.fromEntries(
      Object.entries(form)
        .map(([key, value]) => [/^metadata\[(.+)\]$/.exec(key)?.[1], value] as const)
        .filter((entry): entry is [string, string] => entry[0] !== undefined),
    );
    const pix = form['allowed_payment_method_types[0]'] === 'pix' && form.confirm === 'true';
    const created = Math.floor(Date.now() / 1000);
    const expiresAt = created + Number(form['payment_method_options[pix][expires_after_seconds]'] ?? 86_400);
    return {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: 0,
      currency: form.currency,
      created,
      livemode: false,
      metadata,
      description: form.description ?? null,
      receipt_email: form.receipt_email ?? null,
      payment_method_types: [form['allowed_payment_method_types[0]'] ?? 'card'],
      status: pix ? 'requires_action' : 'requires_payment_method',
      next_action: pix
        ? {
            type: 'pix_display_qr_code',
            pix_display_qr_code: {
              // A BR Code of Stripe's acquirer; the fake's only has to be recognisably its own.
              data: `00020101021226880014br.gov.bcb.pix2566qr.stripe.fake/pix/${id}5204000053039865802BR5913STRIPE FAKE6009SAO PAULO62070503***6304ABCD`,
              expires_at: expiresAt,
              hosted_instructions_url: `https://payments.stripe.com/pix/instructions/${id}`,
              image_url_png: `https://qr.stripe.com/${id}.png`,
              image_url_svg: `https://qr.stripe.com/${id}.svg`,
            },
          }
        : null,
    };
  };

  /** Transfers made (Stripe Connect payouts), listed by GET /v1/transfers?transfer_group=… */
  const transfers: { id: string; transfer_group: string | null; [field: string]: unknown }[] = [];
  /** Connected accounts (Stripe Connect), as GET /v1/accounts/:id answers them; a test completes one with `completeAccount`. */
  const accounts = new Map<string, { id: string; details_submitted: boolean; payouts_enabled: boolean; [field: string]: unknown }>();
  const answer = (method: string, path: string, form: Record<string, string>, query: URLSearchParams): { status: number; body: unknown } => {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (state.failSessions) return { status: state.failSessions, body: { error: { type: 'api_error', message: 'falha simulada' } } };
      const id = `cs_test_fake${++counter}`;
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, mode: form.mode } };
    }
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      return { status: 200, body: { id: match[1], object: 'checkout.session', status: 'expired' } };
    }
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      return {
        status: 200,
        body: {
          id: match[1],
          object: 'subscription',
          status: 'active',
          billing_cycle_anchor: state.billingCycleAnchor,
          latest_invoice: state.latestInvoice,
          items: { object: 'list', data: [{ id: 'si_fake', object: 'subscription_item', current_period_end: state.currentPeriodEnd }] },
        },
      };
    }
    if (method === 'POST' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      return { status: 200, body: { id: match[1], object: 'subscription', status: 'active', cancel_at: Number(form.cancel_at ?? 0) || null } };
    }
    if (method === 'DELETE' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      return { status: 200, body: { id: match[1], object: 'subscription', status: 'canceled' } };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const subscription = query.get('subscription');
      const status = query.get('status');
      const data = state.invoices
        .filter((i) => (!subscription || i.subscription === subscription) && (!status || status === 'paid'))
        .sort((a, b) => b.created - a.created)
        .map((i) => ({
          id: i.id,
          object: 'invoice',
          status: 'paid',
          amount_paid: i.amount_paid,
          created: i.created,
          parent: { type: 'subscription_details', subscription_details: { subscription: i.subscription } },
        }));
      return { status: 200, body: { object: 'list', has_more: false, url: '/v1/invoices', data } };
    }
    const listed = method === 'GET' && path === '/v1/invoice_payments' ? state.invoices.find((i) => i.id === query.get('invoice')) : undefined;
    if (listed) {
      const intent = listed.paymentIntent === undefined ? `pi_for_${listed.id}` : listed.paymentIntent;
      const data = intent
        ? [{ id: `inpay_for_${listed.id}`, object: 'invoice_payment', invoice: listed.id, status: 'paid', amount_paid: listed.amount_paid, payment: { type: 'payment_intent', payment_intent: intent } }]
        : [];
      return { status: 200, body: { object: 'list', has_more: false, url: '/v1/invoice_payments', data } };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      return {
        status: 200,
        body: {
          object: 'list',
          has_more: false,
          url: '/v1/invoice_payments',
          data: [
            {
              id: 'inpay_fake',
              object: 'invoice_payment',
              status: 'paid',
              amount_paid: state.paidAmount,
              payment: { type: 'payment_intent', payment_intent: 'pi_fake_paid' },
            },
          ],
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (state.failPaymentIntents) {
        const type = state.failPaymentIntents >= 500 ? 'api_error' : 'card_error';
        return { status: state.failPaymentIntents, body: { error: { type, message: 'falha simulada da cobrança' } } };
      }
      return { status: 200, body: paymentIntent(`pi_test_fake${++counter}`, form) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (state.failRefunds && state.failRefunds.successesFirst > 0) state.failRefunds.successesFirst--;
      else if (state.failRefunds) {
        const type = state.failRefunds.status >= 500 ? 'api_error' : 'invalid_request_error';
        return { status: state.failRefunds.status, body: { error: { type, code: 'charge_expired_for_refund', message: 'falha simulada do reembolso' } } };
      }
      const refund = {
        id: `re_fake${++counter}`,
        object: 'refund' as const,
        amount: form.amount ? Number(form.amount) : state.paidAmount,
        payment_intent: form.payment_intent,
        status: state.newRefundStatus,
        failure_reason: null,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && (match = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(match[1]!);
      return refund ? { status: 200, body: refund } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such refund' } } };
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const group = query.get('transfer_group');
      return { status: 200, body: { object: 'list', has_more: false, url: '/v1/transfers', data: transfers.filter((t) => !group || t.transfer_group === group) } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      if (state.failTransfers) {
        const type = state.failTransfers >= 500 ? 'api_error' : 'invalid_request_error';
        return { status: state.failTransfers, body: { error: { type, message: 'falha simulada da transferência' } } };
      }
      const transfer = { id: `tr_fake${++counter}`, object: 'transfer', amount: Number(form.amount), currency: form.currency, destination: form.destination, transfer_group: form.transfer_group ?? null };
      transfers.push(transfer);
      return { status: 200, body: transfer };
    }
    // Stripe Connect Express: accounts opened by the platform, completed on Stripe's pages.
    if (method === 'POST' && path === '/v1/accounts') {
      const account = { id: `acct_fake${++counter}`, object: 'account', type: form.type, country: form.country, email: form.email ?? null, details_submitted: false, payouts_enabled: false };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    if (method === 'GET' && (match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const account = accounts.get(match[1]!);
      return account ? { status: 200, body: account } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such account' } } };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.com/setup/e/${form.account}/fake${++counter}`, expires_at: Math.floor(Date.now() / 1000) + 300 } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `sem rota ${method} ${path}` } } };
  };

  const server = await startFakeServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, query: url.searchParams, headers: request.headers, form });
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${method} ${url.pathname} ${key}` : null;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      const result = cached ?? (() => {
        const { status, body } = answer(method, url.pathname, form, url.searchParams);
        return { status, body: JSON.stringify(body) };
      })();
      if (cacheKey && !cached && result.status < 500) idempotent.set(cacheKey, result);
      response.statusCode = result.status;
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_fake_${requests.length}`);
      response.end(result.body);
    });
  });

  return {
    url: server.url,
    state,
    requests,
    /** The caregiver finished Stripe's onboarding pages: the account can receive transfers. */
    completeAccount(id: string) {
      const account = accounts.get(id);
      if (!account) throw new Error(`conta ${id} não existe no fake`);
      account.details_submitted = true;
      account.payouts_enabled = true;
    },
    /** A pending refund ends, as Stripe later reports it: paid back, or failed with its reason. */
    settleRefund(id: string, status: 'succeeded' | 'failed', failureReason: string | null = null) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`reembolso ${id} não existe no fake`);
      refund.status = status;
      refund.failure_reason = failureReason;
    },
    /** Requests to one endpoint, e.g. calls('POST', /^\/v1\/refunds$/). */
    calls: (method: string, path: RegExp) => requests.filter((r) => r.method === method && path.test(r.path)),
    reset() {
      requests.length = 0;
    },
    close: server.close,
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A Stripe event body and its Stripe-Signature header, signed as Stripe signs them. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { at: Date; secret?: string; id?: string },
): { body: string; signature: string; id: string } {
  const id = options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`;
  const body = JSON.stringify({ id, object: 'event', type, created: Math.floor(options.at.getTime() / 1000), livemode: false, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    timestamp: Math.floor(options.at.getTime() / 1000),
  });
  return { body, signature, id };
}
