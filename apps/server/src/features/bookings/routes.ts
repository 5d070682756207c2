import { effectiveStatus, type BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { findBookingsOf } from './repository';

const listQuery = z.strictObject({ scope: z.enum(['upcoming', 'past', 'all']).default('all') });

export function bookingRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's booking requests: upcoming (pending or confirmed, not over) or past (the rest). */
  app.get('/bookings', requireUser(), async (c) => {
    const { scope } = readQuery(c, listQuery);
    const user = userOf(c);
    if (!user.role) throw forbidden(messages.guard.wrongRole);
    const { database, now } = c.get('deps');
    const at = now();
    const rows = await findBookingsOf(database.db, user.id, user.role);
    const bookings: BookingDto[] = rows.map((row) => {
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
    });
    const isUpcoming = (b: BookingDto) => (b.status === 'pendente' || b.status === 'confirmada') && new Date(b.endDatetime) > at;
    const selected = scope === 'all' ? bookings : bookings.filter((b) => isUpcoming(b) === (scope === 'upcoming'));
    if (scope === 'past') selected.reverse();
    return c.json({ bookings: selected });
  });

  return app;
}
