import type Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** A local fake of Stripe's API in tests (http://127.0.0.1:PORT); Stripe itself otherwise. */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

/**
 * Stripe's SDK client for card payments and for payouts alike. The SDK is large: it is loaded on
 * first use, so a server without Stripe never pays for it.
 */
export function lazyStripeClient(options: StripeClientOptions): () => Promise<Stripe> {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  let client: Promise<Stripe> | undefined;
  return () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(options.secretKey, {
          maxNetworkRetries: 2,
          timeout: options.timeoutMs ?? 20_000,
          ...(api
            ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' }
            : {}),
        }),
    ));
}

/** Stripe errors that say nothing about whether the request was carried out: ask again with the same key. */
const UNKNOWN_OUTCOME = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError', 'StripeIdempotencyError']);

/**
 * Whether Stripe may have done what it was asked despite the error (unreachable, a server error, a
 * rate limit, the same key still in flight): then only the same request again can tell. Otherwise
 * it answered and declined: nothing was done.
 */
export function isStripeOutcomeUnknown(error: unknown): boolean {
  const type = (error as { type?: string }).type ?? '';
  const status = (error as { statusCode?: number }).statusCode ?? 0;
  return UNKNOWN_OUTCOME.has(type) || status >= 500 || status === 0;
}
