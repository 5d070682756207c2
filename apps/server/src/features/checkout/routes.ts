import { startBookingPaymentSchema } from '@cuidar/domain/booking-payments';
import { createCheckoutSchema } from '@cuidar/domain/checkout';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { currentUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden, notFound, unauthenticated } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { parseWith, readJson } from '../../http/validate';
import { bodyText } from '../../http/body';
import {
  cancelPlanAtPeriodEnd,
  cancelSandboxCheckout,
  confirmSandboxBookingPayment,
  confirmSandboxCheckout,
  getCheckoutSession,
  getCurrentPlan,
  getSandboxCheckout,
  handlePaymentWebhook,
  planPrice,
  refundPlan,
  startCheckout,
  type CheckoutDeps,
} from './service';

const sessionParam = z.strictObject({ sessionId: z.string().regex(/^cs_\w{1,200}$/, messages.checkout.sessionNotFound) });
const planParam = z.strictObject({ id: z.uuid() });
const planIdParam = z.strictObject({ id: z.string().min(1).max(40) });
const emptyBody = z.strictObject({});

function checkoutDeps(c: Context<AppEnv>): CheckoutDeps {
  const deps = c.get('deps');
  return { db: deps.database.db, payments: deps.payments, now: deps.now, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL, mailer: deps.mailer };
}

/** Plans are bought and managed by families; the messages say so in the checkout's words. */
const requireFamily = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw unauthenticated(messages.checkout.authRequired);
  if (user.role !== 'familia') throw forbidden(messages.checkout.familyOnly);
  await next();
});

export function checkoutRoutes() {
  const app = new Hono<AppEnv>();

  /** Which checkout the page will lead to (Stripe, the test sandbox, or none configured). */
  app.get('/checkout/provider', (c) => c.json({ provider: c.get('deps').payments?.kind ?? null }));

  /** Starting a checkout (docs/product.md#plans): the plan id in, the url to pay at out. */
  app.post('/checkout', requireFamily, async (c) => {
    const { planId } = await readJson(c, createCheckoutSchema);
    const user = userOf(c);
    await hitRateLimit(c.get('deps').database.db, { name: 'checkout-user', limit: 20, windowSeconds: 3600 }, user.id, c.get('deps').now());
    const result = await startCheckout(checkoutDeps(c), { id: user.id, email: user.email }, planId);
    return c.json(result, 201);
  });

  app.get('/checkout/sessions/:sessionId', requireFamily, async (c) => {
    const { sessionId } = parseWith(sessionParam, c.req.param());
    return c.json(await getCheckoutSession(checkoutDeps(c), userOf(c).id, sessionId));
  });

  /** A plan's monthly charge and the platform's part of each shift, for anyone choosing a plan. */
  app.get('/plans/:id/price', (c) => {
    const { id } = parseWith(planIdParam, c.req.param());
    return c.json({ price: planPrice(id, c.get('deps').env.BOOKING_FEE_PERCENT) });
  });

  app.get('/plans/current', requireFamily, async (c) => {
    return c.json({ plan: await getCurrentPlan(checkoutDeps(c), userOf(c).id) });
  });

  app.post('/plans/:id/cancel', requireFamily, async (c) => {
    await readJson(c, emptyBody);
    const { id } = parseWith(planParam, c.req.param());
    return c.json({ plan: await cancelPlanAtPeriodEnd(checkoutDeps(c), userOf(c).id, id) });
  });

  app.post('/plans/:id/refund', requireFamily, async (c) => {
    await readJson(c, emptyBody);
    const { id } = parseWith(planParam, c.req.param());
    return c.json({ plan: await refundPlan(checkoutDeps(c), userOf(c).id, id) });
  });

  /**
   * Provider events. No session and no Origin: the signature over the raw body is the only
   * credential (the CSRF check lets cookie-less requests through; this route needs no cookie).
   */
  app.post('/payments/webhook', async (c) => {
    const raw = await bodyText(c);
    const result = await handlePaymentWebhook(checkoutDeps(c), raw, c.req.header('stripe-signature'));
    return c.json({ received: true, duplicate: result.duplicate });
  });

  app.get('/payments/sandbox/:sessionId', requireFamily, async (c) => {
    const { sessionId } = parseWith(sessionParam, c.req.param());
    return c.json(await getSandboxCheckout(checkoutDeps(c), userOf(c).id, sessionId));
  });

  app.post('/payments/sandbox/:sessionId/confirm', requireFamily, async (c) => {
    await readJson(c, emptyBody);
    const { sessionId } = parseWith(sessionParam, c.req.param());
    return c.json(await confirmSandboxCheckout(checkoutDeps(c), userOf(c).id, sessionId));
  });

  /** The sandbox's booking payment (docs/product.md#booking-payments): card or the simulated Pix. */
  app.post('/payments/sandbox/bookings/:id/confirm', requireFamily, async (c) => {
    const { method } = await readJson(c, startBookingPaymentSchema);
    const parsed = planParam.safeParse(c.req.param());
    if (!parsed.success) throw notFound();
    const user = userOf(c);
    return c.json({ payment: await confirmSandboxBookingPayment(checkoutDeps(c), { id: user.id, email: user.email }, parsed.data.id, method) });
  });

  app.post('/payments/sandbox/:sessionId/cancel', requireFamily, async (c) => {
    await readJson(c, emptyBody);
    const { sessionId } = parseWith(sessionParam, c.req.param());
    return c.json(await cancelSandboxCheckout(checkoutDeps(c), userOf(c).id, sessionId));
  });

  return app;
}
