import type { ReservationStatus } from '@cuidar/domain/constants';
import type { LabourLawChoice, VinculoWeek } from '@cuidar/domain/labour-law';
import { and, eq, gte, inArray, isNull, lt, max, min, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { labourLawAcknowledgements, pedidosReserva, reservas } from '../../db/schema';

const COUNTED_STATUSES: ReservationStatus[] = ['aguardando_pagamento', 'pendente', 'confirmada', 'concluida'];

/**
 * The day rows of one family's requests with one caregiver starting in [from, to), with what their
 * request's effective status depends on (the service filters by it). Never another family's.
 */
export async function findFamilyDaysWithCaregiver(
  db: Executor,
  input: { familiaId: string; cuidadorId: string; from: Date; to: Date; excludePedidoId?: string | undefined },
) {
  const span = db
    .select({ pedidoId: reservas.pedidoId, start: min(reservas.startDatetime).as('span_start'), end: max(reservas.endDatetime).as('span_end') })
    .from(reservas)
    .where(isNull(reservas.canceladoEm))
    .groupBy(reservas.pedidoId)
    .as('span');
  const rows = await db
    .select({
      start: reservas.startDatetime,
      status: pedidosReserva.status,
      requestStart: span.start,
      requestEnd: span.end,
      createdAt: pedidosReserva.createdAt,
      pagoEm: pedidosReserva.pagoEm,
    })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .innerJoin(span, eq(span.pedidoId, reservas.pedidoId))
    .where(
      and(
        eq(reservas.familiaId, input.familiaId),
        eq(reservas.cuidadorId, input.cuidadorId),
        inArray(pedidosReserva.status, COUNTED_STATUSES),
        // A series' occurrence cancelled on its own is not a day of work (ADR 0045).
        isNull(reservas.canceladoEm),
        gte(reservas.startDatetime, input.from),
        lt(reservas.startDatetime, input.to),
        input.excludePedidoId ? ne(reservas.pedidoId, input.excludePedidoId) : undefined,
      ),
    );
  // Every request has day rows, so its span is never empty.
  return rows.map((r) => ({ ...r, requestStart: r.requestStart ?? r.start, requestEnd: r.requestEnd ?? r.start }));
}

export async function insertAcknowledgement(
  db: Executor,
  row: { pedidoId: string; familiaId: string; cuidadorId: string; escolha: LabourLawChoice; semanas: VinculoWeek[]; createdAt: Date },
) {
  await db.insert(labourLawAcknowledgements).values(row);
}

/** The acknowledgement of one request, for one of its two parties only. */
export async function findAcknowledgementForParty(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select({ escolha: labourLawAcknowledgements.escolha, semanas: labourLawAcknowledgements.semanas, createdAt: labourLawAcknowledgements.createdAt })
    .from(labourLawAcknowledgements)
    .where(
      and(
        eq(labourLawAcknowledgements.pedidoId, pedidoId),
        or(eq(labourLawAcknowledgements.familiaId, userId), eq(labourLawAcknowledgements.cuidadorId, userId)),
      ),
    );
  return row;
}

/** Every acknowledgement the person is a party of (data export). */
export async function findAcknowledgementsOf(db: Executor, userId: string) {
  return db
    .select({
      pedidoId: labourLawAcknowledgements.pedidoId,
      familiaId: labourLawAcknowledgements.familiaId,
      cuidadorId: labourLawAcknowledgements.cuidadorId,
      escolha: labourLawAcknowledgements.escolha,
      semanas: labourLawAcknowledgements.semanas,
      createdAt: labourLawAcknowledgements.createdAt,
    })
    .from(labourLawAcknowledgements)
    .where(or(eq(labourLawAcknowledgements.familiaId, userId), eq(labourLawAcknowledgements.cuidadorId, userId)))
    .orderBy(labourLawAcknowledgements.createdAt);
}
