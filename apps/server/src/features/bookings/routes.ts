import { effectiveStatus, type BookingDto } from '@cuidar/domain/bookings';
import { bookingListQuerySchema, cancelBookingSchema, createBookingSchema, reviewSchema } from '@cuidar/domain/booking-schemas';
import { BOOKING_HORIZON_DAYS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { findAvailabilityBetween, findBookingsOf, findBusyBetween, findCaregiverForBooking, hasDeclaredAvailability } from './repository';
import { acceptBooking, cancelBooking, createBooking, declineBooking, reviewBooking, type BookingDeps } from './service';

const idParam = z.strictObject({ id: z.uuid() });

function bookingDeps(c: Context<AppEnv>): BookingDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL };
}

/** Path ids that are not uuids are simply not found (no 400 that tells them apart). */
function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

type BookingRow = Awaited<ReturnType<typeof findBookingsOf>>[number];
function toBookingDto(row: BookingRow, at: Date): BookingDto {
  const start = new Date(row.start as unknown as string);
  const end = new Date(row.end as unknown as string);
  return {
    id: row.id,
    status: effectiveStatus(row.status, { start, end, createdAt: row.createdAt }, at),
    dias: row.dias,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    horaInicio: row.horaInicio.slice(0, 5),
    horaFim: row.horaFim.slice(0, 5),
    startDatetime: start.toISOString(),
    endDatetime: end.toISOString(),
    precoHoraCentavos: row.precoHoraCentavos,
    precoTotalCentavos: row.precoTotalCentavos,
    createdAt: row.createdAt.toISOString(),
    counterpart: {
      id: row.otherId,
      firstName: row.otherFirstName,
      lastName: row.otherLastName,
      avatarUrl: row.otherAvatarUrl,
      rating: row.otherRating === null ? null : Number(row.otherRating),
    },
    review: row.reviewStars === null ? null : { estrelas: row.reviewStars, comentario: row.reviewComment },
  };
}

export function bookingRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's booking requests: upcoming (pending or confirmed, not over) or past (the rest). */
  app.get('/bookings', requireUser(), async (c) => {
    const { scope } = readQuery(c, bookingListQuerySchema);
    const user = userOf(c);
    if (!user.role) throw forbidden(messages.guard.wrongRole);
    const { database, now } = c.get('deps');
    const at = now();
    const bookings = (await findBookingsOf(database.db, user.id, user.role)).map((row) => toBookingDto(row, at));
    const isUpcoming = (b: BookingDto) => (b.status === 'pendente' || b.status === 'confirmada') && new Date(b.endDatetime) > at;
    const selected = scope === 'all' ? bookings : bookings.filter((b) => isUpcoming(b) === (scope === 'upcoming'));
    if (scope === 'past') selected.reverse();
    return c.json({ bookings: selected });
  });

  app.get('/bookings/:id', requireUser(), async (c) => {
    const id = pathId(c);
    const user = userOf(c);
    if (!user.role) throw notFound();
    const { database, now } = c.get('deps');
    const [row] = await findBookingsOf(database.db, user.id, user.role, undefined, id);
    if (!row) throw notFound();
    return c.json({ booking: toBookingDto(row, now()) });
  });

  app.post('/bookings', requireUser(), async (c) => {
    const input = await readJson(c, createBookingSchema);
    const user = userOf(c);
    if (user.role !== 'familia') throw forbidden(messages.booking.familyOnly);
    const result = await createBooking(bookingDeps(c), user.id, input);
    const { database, now } = c.get('deps');
    const [row] = await findBookingsOf(database.db, user.id, 'familia', undefined, result.id);
    return c.json({ booking: toBookingDto(row!, now()), created: result.created }, result.created ? 201 : 200);
  });

  app.post('/bookings/:id/accept', requireUser('cuidador'), async (c) => {
    await readJson(c, z.strictObject({}));
    await acceptBooking(bookingDeps(c), userOf(c).id, pathId(c));
    return c.json({ ok: true, message: messages.booking.accepted });
  });

  app.post('/bookings/:id/decline', requireUser('cuidador'), async (c) => {
    await readJson(c, z.strictObject({}));
    await declineBooking(bookingDeps(c), userOf(c).id, pathId(c));
    return c.json({ ok: true, message: messages.booking.declined });
  });

  app.post('/bookings/:id/cancel', requireUser('familia'), async (c) => {
    const { motivo } = await readJson(c, cancelBookingSchema);
    await cancelBooking(bookingDeps(c), userOf(c).id, pathId(c), motivo || undefined);
    return c.json({ ok: true, message: messages.booking.cancelled });
  });

  app.post('/bookings/:id/review', requireUser('familia'), async (c) => {
    const input = await readJson(c, reviewSchema);
    await reviewBooking(bookingDeps(c), userOf(c).id, pathId(c), input);
    return c.json({ ok: true, message: messages.booking.reviewSent }, 201);
  });

  /**
   * Public: when a caregiver can be booked over the next 90 days (their declared slots and the times
   * already taken), for the booking dialog's calendar. Times only; nothing about other families.
   */
  app.get('/caregivers/:id/booking-calendar', async (c) => {
    const id = pathId(c);
    const { database, now } = c.get('deps');
    const caregiver = await findCaregiverForBooking(database.db, id);
    if (!caregiver) throw notFound(messages.booking.caregiverNotFound);
    const from = now();
    const to = new Date(from.getTime() + (BOOKING_HORIZON_DAYS + 1) * 86_400_000);
    const [declared, slots, busy] = await Promise.all([
      hasDeclaredAvailability(database.db, id, from),
      findAvailabilityBetween(database.db, id, from, to),
      findBusyBetween(database.db, id, from, to),
    ]);
    const iso = (r: { start: Date; end: Date }) => ({ start: r.start.toISOString(), end: r.end.toISOString() });
    return c.json({ hasDeclaredAvailability: declared, precoHoraCentavos: caregiver.precoHoraCentavos, slots: slots.map(iso), busy: busy.map(iso) });
  });

  return app;
}
