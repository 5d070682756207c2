import { familyReviewSchema } from '@cuidar/domain/reviews';
import { bookingListQuerySchema, bookingQuoteQuerySchema, cancelBookingSchema, createBookingSchema, reviewSchema } from '@cuidar/domain/booking-schemas';
import { caregiverCancelSchema } from '@cuidar/domain/booking-details';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { currentUser, requireUser, userOf, memberOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import {
  acceptBooking,
  cancelBooking,
  createBooking,
  declineBooking,
  getBooking,
  getBookingCalendar,
  getBookingQuote,
  getBookingVinculo,
  listBookings,
  rateFamily,
  reviewBooking,
  type BookingDeps,
} from './service';
import { cancelBookingByCaregiver, familyCancelReason, getCancellationQuote } from './cancellation';
import { getBookingRequestDetails } from './request-details';
import { cancelOccurrences, getOccurrenceCancellationQuote, listOccurrences } from './occurrence-cancellation';
import { occurrenceCancelSchema, occurrenceQuoteQuerySchema } from '@cuidar/domain/occurrence-cancellation';

const idParam = z.strictObject({ id: z.uuid() });

function bookingDeps(c: Context<AppEnv>): BookingDeps {
  const { database, mailer, logger, now, env, payments } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, payments, feePercent: env.BOOKING_FEE_PERCENT };
}

const occurrenceParams = z.strictObject({ id: z.uuid(), occurrenceId: z.uuid() });

/** The request and one of its day rows from the path; anything but two uuids is not found. */
function occurrencePath(c: Context<AppEnv>): { id: string; occurrenceId: string } {
  const parsed = occurrenceParams.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** Path ids that are not uuids are simply not found (no 400 that tells them apart). */
function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function bookingRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's booking requests: upcoming (pending or confirmed, not over) or past (the rest). */
  app.get('/bookings', requireUser(), async (c) => {
    const { scope } = readQuery(c, bookingListQuerySchema);
    const user = memberOf(userOf(c));
    if (!user.role) throw forbidden(messages.guard.wrongRole);
    const { database, now } = c.get('deps');
    return c.json({ bookings: await listBookings({ db: database.db, now }, user.id, user.role, scope) });
  });

  /**
   * Public, like the booking calendar: what a request would cost (subtotal, fee, total) from the
   * caregiver's current rate. Registered before /bookings/:id so 'quote' is not read as an id.
   */
  app.get('/bookings/quote', async (c) => {
    const input = readQuery(c, bookingQuoteQuerySchema);
    const { database, env, now } = c.get('deps');
    const answer = await getBookingQuote({ db: database.db, feePercent: env.BOOKING_FEE_PERCENT, now }, input);
    // A signed-in family's other bookings with the caregiver count towards the labour-law limit.
    const caller = await currentUser(c);
    const familiaId = caller?.role === 'familia' ? caller.id : null;
    return c.json({ ...answer, vinculo: await getBookingVinculo({ db: database.db, now }, familiaId, input) });
  });

  app.get('/bookings/:id', requireUser(), async (c) => {
    const id = pathId(c);
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    const { database, now } = c.get('deps');
    const booking = await getBooking({ db: database.db, now }, user.id, user.role, id);
    if (!booking) throw notFound();
    return c.json({ booking });
  });

  app.post('/bookings', requireUser(), async (c) => {
    const input = await readJson(c, createBookingSchema);
    const user = memberOf(userOf(c));
    if (user.role !== 'familia') throw forbidden(messages.booking.familyOnly);
    const result = await createBooking(bookingDeps(c), user.id, input);
    const { database, now } = c.get('deps');
    const booking = await getBooking({ db: database.db, now }, user.id, 'familia', result.id);
    return c.json({ booking: booking!, created: result.created }, result.created ? 201 : 200);
  });

  app.post('/bookings/:id/accept', requireUser('cuidador'), async (c) => {
    await readJson(c, z.strictObject({}));
    await acceptBooking(bookingDeps(c), memberOf(userOf(c)).id, pathId(c));
    return c.json({ ok: true, message: messages.booking.accepted });
  });

  app.post('/bookings/:id/decline', requireUser('cuidador'), async (c) => {
    await readJson(c, z.strictObject({}));
    await declineBooking(bookingDeps(c), memberOf(userOf(c)).id, pathId(c));
    return c.json({ ok: true, message: messages.booking.declined });
  });

  app.post('/bookings/:id/cancel', requireUser('familia'), async (c) => {
    const input = await readJson(c, cancelBookingSchema);
    await cancelBooking(bookingDeps(c), memberOf(userOf(c)).id, pathId(c), familyCancelReason(input));
    return c.json({ ok: true, message: messages.booking.cancelled });
  });

  // Before and after accepting (docs/product.md#request-details, #cancellation-policy).

  /** The request as its caregiver or its family sees it (neighbourhood, needs, patient as shared). */
  app.get('/bookings/:id/details', requireUser(), async (c) => {
    const id = pathId(c);
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    const { database, now } = c.get('deps');
    const details = await getBookingRequestDetails({ db: database.db, now }, user.id, id);
    if (!details) throw notFound();
    return c.json({ details });
  });

  /** What cancelling this confirmed booking now means for the caller, before they confirm. */
  app.get('/bookings/:id/cancellation-quote', requireUser(), async (c) => {
    const id = pathId(c);
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    const { database, now } = c.get('deps');
    return c.json({ quote: await getCancellationQuote({ db: database.db, now }, user.id, id) });
  });

  app.post('/bookings/:id/caregiver-cancel', requireUser('cuidador'), async (c) => {
    const input = await readJson(c, caregiverCancelSchema);
    await cancelBookingByCaregiver(bookingDeps(c), memberOf(userOf(c)).id, pathId(c), input);
    return c.json({ ok: true, message: messages.booking.cancelledByCaregiver });
  });

  app.post('/bookings/:id/review', requireUser('familia'), async (c) => {
    const input = await readJson(c, reviewSchema);
    await reviewBooking(bookingDeps(c), memberOf(userOf(c)).id, pathId(c), input);
    return c.json({ ok: true, message: messages.booking.reviewSent }, 201);
  });

  /** The caregiver's private rating of the family (docs/product.md#reviews); never shown to the family. */
  app.post('/bookings/:id/family-review', requireUser('cuidador'), async (c) => {
    const input = await readJson(c, familyReviewSchema);
    await rateFamily(bookingDeps(c), memberOf(userOf(c)).id, pathId(c), input);
    return c.json({ ok: true, message: messages.reviews.familyReviewSent }, 201);
  });

  /**
   * Public: when a caregiver can be booked over the next 90 days (their declared slots and the times
   * already taken), for the booking dialog's calendar. Times only; nothing about other families.
   */
  app.get('/caregivers/:id/booking-calendar', async (c) => {
    const id = pathId(c);
    const { database, now } = c.get('deps');
    const calendar = await getBookingCalendar({ db: database.db, now }, id);
    if (!calendar) throw notFound(messages.booking.caregiverNotFound);
    return c.json(calendar);
  });

  // A weekly series' days one by one (docs/product.md#cancellation-policy, ADR 0045): either party.

  /** The request's days with their state and whether the caller may cancel each. */
  app.get('/bookings/:id/occurrences', requireUser(), async (c) => {
    const id = pathId(c);
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    const { database, now } = c.get('deps');
    return c.json({ ocorrencias: await listOccurrences({ db: database.db, now }, user.id, id) });
  });

  /** What cancelling this day (escopo=dia) or it and the following ones (escopo=seguintes) means now. */
  app.get('/bookings/:id/occurrences/:occurrenceId/cancellation-quote', requireUser(), async (c) => {
    const { id, occurrenceId } = occurrencePath(c);
    const { escopo } = readQuery(c, occurrenceQuoteQuerySchema);
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    const { database, now } = c.get('deps');
    return c.json({ quote: await getOccurrenceCancellationQuote({ db: database.db, now }, user.id, id, occurrenceId, escopo) });
  });

  app.post('/bookings/:id/occurrences/:occurrenceId/cancel', requireUser(), async (c) => {
    const { id, occurrenceId } = occurrencePath(c);
    const input = await readJson(c, occurrenceCancelSchema);
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    const result = await cancelOccurrences(bookingDeps(c), user.id, id, occurrenceId, input);
    const om = messages.occurrenceCancel;
    return c.json({ ok: true, message: result.side === 'familia' ? om.doneByFamily(result.count) : om.doneByCaregiver(result.count) });
  });

  return app;
}
