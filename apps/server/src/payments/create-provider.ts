import type { Env } from '../env';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/** Stripe when a key is configured; else the sandbox when allowed; else no card payments (null). */
export function createPaymentProvider(env: Env): PaymentProvider | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRETS.length) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecrets: env.STRIPE_WEBHOOK_SECRETS, apiUrl: env.STRIPE_API_URL });
  }
  return env.PAYMENTS_SANDBOX ? createSandboxProvider({ authSecret: env.AUTH_SECRET }) : null;
}
