import type { Env } from '../env';
import type { Logger } from '../logger';
import type { PayoutProvider } from './provider';
import { createSandboxPayoutProvider } from './sandbox';
import { createStripePayoutProvider } from './stripe';

/** Stripe Connect when a Stripe key is configured; else the sandbox when allowed; else no payouts (null). */
export function createPayoutProvider(env: Env, logger: Logger): PayoutProvider | null {
  if (env.STRIPE_SECRET_KEY) return createStripePayoutProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  return env.PAYMENTS_SANDBOX ? createSandboxPayoutProvider({ logger }) : null;
}
