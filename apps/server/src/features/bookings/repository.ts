import type { Role } from '@cuidar/domain/constants';
import { and, eq, max, min, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { avaliacoes, cuidadorProfiles, pedidosReserva, profiles, reservas } from '../../db/schema';

const other = alias(profiles, 'other');

/** The caller's booking requests with the other party and the review, newest first. */
export async function findBookingsOf(db: Executor, userId: string, role: Role, where?: SQL) {
  const mine = role === 'familia' ? pedidosReserva.familiaId : pedidosReserva.cuidadorId;
  const theirs = role === 'familia' ? pedidosReserva.cuidadorId : pedidosReserva.familiaId;
  const span = db
    .select({
      pedidoId: reservas.pedidoId,
      start: min(reservas.startDatetime).as('start'),
      end: max(reservas.endDatetime).as('end'),
    })
    .from(reservas)
    .groupBy(reservas.pedidoId)
    .as('span');
  return db
    .select({
      id: pedidosReserva.id,
      status: pedidosReserva.status,
      dias: pedidosReserva.dias,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
      precoHoraCentavos: pedidosReserva.precoHoraCentavos,
      precoTotalCentavos: pedidosReserva.precoTotalCentavos,
      createdAt: pedidosReserva.createdAt,
      start: span.start,
      end: span.end,
      otherId: other.id,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherAvatarUrl: other.avatarUrl,
      otherRating: cuidadorProfiles.rating,
      reviewStars: avaliacoes.estrelas,
      reviewComment: avaliacoes.comentario,
    })
    .from(pedidosReserva)
    .innerJoin(span, eq(span.pedidoId, pedidosReserva.id))
    .innerJoin(other, eq(other.id, theirs))
    .leftJoin(cuidadorProfiles, eq(cuidadorProfiles.id, other.id))
    .leftJoin(avaliacoes, eq(avaliacoes.pedidoId, pedidosReserva.id))
    .where(and(eq(mine, userId), where))
    .orderBy(pedidosReserva.dataInicio, pedidosReserva.horaInicio);
}
