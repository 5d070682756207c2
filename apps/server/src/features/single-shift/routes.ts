import { createSingleShiftSchema, singleShiftQuoteQuerySchema } from '@cuidar/domain/single-shift';
import { messages } from '@cuidar/domain/messages';
import { Hono, type Context } from 'hono';
import { currentUser, memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { createSingleShiftBooking, getSingleShiftQuote } from './service';

// 'Plantão Avulso' (docs/product.md#single-shift, ADR 0046).

function deps(c: Context<AppEnv>) {
  const { database, mailer, logger, now, env, payments } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, payments, feePercent: env.BOOKING_FEE_PERCENT };
}

export function singleShiftRoutes() {
  const app = new Hono<AppEnv>();

  /**
   * Public, like the booking quote: the price of a shift and the verified caregivers free for all
   * of it. A signed-in family's questionnaire orders the list (and keeps it to its state).
   */
  app.get('/single-shift/quote', async (c) => {
    const query = readQuery(c, singleShiftQuoteQuerySchema);
    const caller = await currentUser(c);
    const familiaId = caller?.role === 'familia' ? caller.id : null;
    return c.json(await getSingleShiftQuote(deps(c), query, familiaId));
  });

  /** A family asks a caregiver for a 'Plantão Avulso': an unpaid booking request, priced here. */
  app.post('/single-shift/bookings', requireUser(), async (c) => {
    const input = await readJson(c, createSingleShiftSchema);
    const user = memberOf(userOf(c));
    if (user.role !== 'familia') throw forbidden(messages.booking.familyOnly);
    const result = await createSingleShiftBooking(deps(c), user.id, input);
    return c.json(result, result.created ? 201 : 200);
  });

  return app;
}
