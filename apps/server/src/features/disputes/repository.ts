import type { DisputeDecision, DisputeReason, DisputeStatus } from '@cuidar/domain/disputes';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookingDisputeDays, bookingDisputes, pedidosReserva, profiles, reservas, user } from '../../db/schema';
import { paidDayOfService } from '../booking-payments/repository';

// Every query about disputes ('Tive um problema', docs/product.md#disputes). Reads for a party
// carry the party's id; the operators' reads are behind requireOperator in the routes.

const familiaProfile = alias(profiles, 'familia_profile');
const cuidadorProfile = alias(profiles, 'cuidador_profile');

const pedidoColumns = {
  id: pedidosReserva.id,
  familiaId: pedidosReserva.familiaId,
  cuidadorId: pedidosReserva.cuidadorId,
  status: pedidosReserva.status,
  dataInicio: pedidosReserva.dataInicio,
  dataFim: pedidosReserva.dataFim,
  horaInicio: pedidosReserva.horaInicio,
  horaFim: pedidosReserva.horaFim,
  diasSemana: pedidosReserva.diasSemana,
  subtotalCents: pedidosReserva.precoTotalCentavos,
  feeCents: pedidosReserva.taxaServicoCentavos,
  motivoCancelamento: pedidosReserva.motivoCancelamento,
  /** A care plan's booking (ADR 0047): a refund goes back to the plan's account. */
  planSubscriptionId: pedidosReserva.planSubscriptionId,
};

/** One request of which the user is the family or the caregiver; undefined for anyone else. */
export async function findPedidoOfParty(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select(pedidoColumns)
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.id, pedidoId), or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId))));
  return row;
}

/** The request, locked until the transaction ends (one money movement at a time per booking, ADR 0033). */
export async function lockPedidoRow(db: Executor, pedidoId: string) {
  const [row] = await db.select(pedidoColumns).from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId)).for('update');
  return row;
}

/**
 * The request's paid days of service (the ones the release job pays) with whether their money has
 * moved already: released, or held or decided by a dispute.
 */
export async function findServiceDays(db: Executor, pedidoId: string) {
  const rows = await db
    .select({
      id: reservas.id,
      start: reservas.startDatetime,
      end: reservas.endDatetime,
      subtotalCents: reservas.precoTotalCentavos,
      feeCents: reservas.taxaServicoCentavos,
      // A no-show day's money went back to the family (docs/product.md#visits): moved already, like a released one.
      released: sql<boolean>`exists (select 1 from ledger_transactions t where t.idempotency_key in ('release:' || ${reservas.id}::text, 'refund:falta:' || ${reservas.id}::text))`,
      disputeId: bookingDisputeDays.disputeId,
    })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .leftJoin(bookingDisputeDays, eq(bookingDisputeDays.reservaId, reservas.id))
    .where(and(eq(reservas.pedidoId, pedidoId), paidDayOfService))
    .orderBy(asc(reservas.startDatetime));
  return rows.map((r) => ({ ...r, released: Boolean(r.released) }));
}

/** Opens a dispute; undefined when the booking has one open already (the partial unique index decides). */
export async function insertDispute(db: Executor, values: { pedidoId: string; motivo: DisputeReason; descricao: string; createdAt: Date }, dayIds: readonly string[]) {
  const [row] = await db
    .insert(bookingDisputes)
    .values(values)
    .onConflictDoNothing({ target: bookingDisputes.pedidoId, where: sql`status = 'aberta'` })
    .returning({ id: bookingDisputes.id });
  if (!row) return undefined;
  await db.insert(bookingDisputeDays).values(dayIds.map((reservaId) => ({ disputeId: row.id, reservaId })));
  return row.id;
}

const disputeColumns = {
  id: bookingDisputes.id,
  pedidoId: bookingDisputes.pedidoId,
  status: bookingDisputes.status,
  motivo: bookingDisputes.motivo,
  descricao: bookingDisputes.descricao,
  decisao: bookingDisputes.decisao,
  reembolsoCentavos: bookingDisputes.reembolsoCentavos,
  nota: bookingDisputes.nota,
  decididaPor: bookingDisputes.decididaPor,
  decididaEm: bookingDisputes.decididaEm,
  createdAt: bookingDisputes.createdAt,
  retidoCentavos: sql<number>`(select coalesce(sum(r.preco_total_centavos + r.taxa_servico_centavos), 0) from booking_dispute_days dd join reservas r on r.id = dd.reserva_id where dd.dispute_id = booking_disputes.id)`.mapWith(Number),
};

export type DisputeRow = Awaited<ReturnType<typeof findDisputesOfPedido>>[number];

/** The booking's disputes, newest first. */
export async function findDisputesOfPedido(db: Executor, pedidoId: string) {
  const rows = await db.select(disputeColumns).from(bookingDisputes).where(eq(bookingDisputes.pedidoId, pedidoId)).orderBy(desc(bookingDisputes.createdAt));
  return rows.map(typed);
}

function typed<T extends { status: string; motivo: string }>(row: T) {
  return { ...row, status: row.status as DisputeStatus, motivo: row.motivo as DisputeReason };
}

const listColumns = {
  ...disputeColumns,
  familiaId: pedidosReserva.familiaId,
  cuidadorId: pedidosReserva.cuidadorId,
  familiaFirstName: familiaProfile.firstName,
  familiaLastName: familiaProfile.lastName,
  cuidadorFirstName: cuidadorProfile.firstName,
  cuidadorLastName: cuidadorProfile.lastName,
};

/** The desk's list: open first, oldest first (docs/product.md#disputes). */
export async function listDisputes(db: Executor, status: DisputeStatus | undefined, limit: number) {
  const rows = await db
    .select(listColumns)
    .from(bookingDisputes)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingDisputes.pedidoId))
    .innerJoin(familiaProfile, eq(familiaProfile.id, pedidosReserva.familiaId))
    .innerJoin(cuidadorProfile, eq(cuidadorProfile.id, pedidosReserva.cuidadorId))
    .where(status ? eq(bookingDisputes.status, status) : undefined)
    .orderBy(sql`case when ${bookingDisputes.status} = 'aberta' then 0 else 1 end`, asc(bookingDisputes.createdAt))
    .limit(limit);
  return rows.map(typed);
}

export type DisputeListRow = Awaited<ReturnType<typeof listDisputes>>[number];

export async function findDispute(db: Executor, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(bookingDisputes)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingDisputes.pedidoId))
    .innerJoin(familiaProfile, eq(familiaProfile.id, pedidosReserva.familiaId))
    .innerJoin(cuidadorProfile, eq(cuidadorProfile.id, pedidosReserva.cuidadorId))
    .where(eq(bookingDisputes.id, id));
  return row ? typed(row) : undefined;
}

/** The days a dispute holds, with their amounts. */
export async function findDisputeDays(db: Executor, disputeId: string) {
  return db
    .select({ id: reservas.id, subtotalCents: reservas.precoTotalCentavos, feeCents: reservas.taxaServicoCentavos })
    .from(bookingDisputeDays)
    .innerJoin(reservas, eq(reservas.id, bookingDisputeDays.reservaId))
    .where(eq(bookingDisputeDays.disputeId, disputeId))
    .orderBy(asc(reservas.startDatetime));
}

/** Closes an open dispute with the decision; false when it was decided meanwhile (a stale decision). */
export async function closeOpenDispute(
  db: Executor,
  id: string,
  decision: { decisao: DisputeDecision; reembolsoCentavos: number; nota: string; decididaPor: string; decididaEm: Date },
): Promise<boolean> {
  const rows = await db
    .update(bookingDisputes)
    .set({ ...decision, status: 'decidida' })
    .where(and(eq(bookingDisputes.id, id), eq(bookingDisputes.status, 'aberta')))
    .returning({ id: bookingDisputes.id });
  return rows.length > 0;
}

/** Open disputes, for the operators' home. */
export async function countOpenDisputes(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookingDisputes).where(eq(bookingDisputes.status, 'aberta'));
  return Number(row?.n ?? 0);
}

/** Name and e-mail of the two parties (for the e-mails after a decision). */
export async function findPartyContacts(db: Executor, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: user.email, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(inArray(profiles.id, [...ids]));
}

// ── The person's own data (LGPD) ──────────────────────────────────────────────────────────────

/** Disputes on the family's bookings, with their words and the outcome ('Baixar meus dados'). */
export async function findDisputesOfFamily(db: Executor, familiaId: string) {
  return db
    .select({ id: bookingDisputes.id, pedidoId: bookingDisputes.pedidoId, motivo: bookingDisputes.motivo, descricao: bookingDisputes.descricao, status: bookingDisputes.status, decisao: bookingDisputes.decisao, reembolsoCentavos: bookingDisputes.reembolsoCentavos, nota: bookingDisputes.nota, abertaEm: bookingDisputes.createdAt, decididaEm: bookingDisputes.decididaEm })
    .from(bookingDisputes)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingDisputes.pedidoId))
    .where(eq(pedidosReserva.familiaId, familiaId));
}

/** The family's account is deleted: their words go; the decision and the amounts stay (financial record). */
export async function eraseDisputeWordsOfFamily(db: Executor, familiaId: string): Promise<void> {
  await db
    .update(bookingDisputes)
    .set({ descricao: null })
    .where(sql`${bookingDisputes.pedidoId} in (select id from pedidos_reserva where familia_id = ${familiaId})`);
}
