import { startBookingPaymentSchema } from '@cuidar/domain/booking-payments';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { readJson, readQuery } from '../../http/validate';
import { getBookingPayment, listBookingRefunds, startBookingPayment, type BookingPaymentDeps } from './service';

// Paying for a booking request (docs/product.md#booking-payments): families only, their own requests.

const idParam = z.strictObject({ id: z.uuid() });
const methodQuery = z.strictObject({ method: z.enum(['card', 'pix']).optional() });

function paymentDeps(c: Context<AppEnv>): BookingPaymentDeps {
  const { database, payments, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, payments, mailer, logger, now, publicUrl: env.PUBLIC_URL };
}

/** Path ids that are not uuids are simply not found. */
function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function bookingPaymentRoutes() {
  const app = new Hono<AppEnv>();

  /** The payment page's data, polled until the provider's event confirms the payment. */
  app.get('/bookings/:id/payment', requireUser('familia'), async (c) => {
    const id = pathId(c);
    const { method } = readQuery(c, methodQuery);
    return c.json({ payment: await getBookingPayment(paymentDeps(c), memberOf(userOf(c)).id, id, method) });
  });

  /** Starts paying with card or Pix; the amount is the request's, never the browser's. */
  app.post('/bookings/:id/payment', requireUser('familia'), async (c) => {
    const { method } = await readJson(c, startBookingPaymentSchema);
    const id = pathId(c);
    const user = memberOf(userOf(c));
    const { database, now } = c.get('deps');
    await hitRateLimit(database.db, { name: 'booking-payment-user', limit: 30, windowSeconds: 3600 }, user.id, now());
    return c.json({ payment: await startBookingPayment(paymentDeps(c), { id: user.id, email: user.email }, id, method) });
  });

  /** The request's refunds and where each one is: the family's own request only. */
  app.get('/bookings/:id/refunds', requireUser('familia'), async (c) => {
    const id = pathId(c);
    return c.json({ refunds: await listBookingRefunds(paymentDeps(c), memberOf(userOf(c)).id, id) });
  });

  return app;
}
