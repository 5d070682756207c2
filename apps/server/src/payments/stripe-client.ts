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
