import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import { and, asc, eq, inArray, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingPayments, bookingRefunds, paymentEvents, pedidosReserva, planAssignments, profiles, receipts, reservas } from '../../db/schema';

// Every query about paying for bookings: attempts at the provider, refunds owed, provider events
// and the days whose money is due for release. Reads for a family carry familia_id.

const firstStart = sql<string>`(select min(r.start_datetime) from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`;
const lastEnd = sql<string>`(select max(r.end_datetime) from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`;

const pedidoColumns = {
  id: pedidosReserva.id,
  familiaId: pedidosReserva.familiaId,
  cuidadorId: pedidosReserva.cuidadorId,
  status: pedidosReserva.status,
  dias: pedidosReserva.dias,
  dataInicio: pedidosReserva.dataInicio,
  dataFim: pedidosReserva.dataFim,
  horaInicio: pedidosReserva.horaInicio,
  horaFim: pedidosReserva.horaFim,
  subtotalCents: pedidosReserva.precoTotalCentavos,
  feeCents: pedidosReserva.taxaServicoCentavos,
  pagoEm: pedidosReserva.pagoEm,
  createdAt: pedidosReserva.createdAt,
  start: firstStart,
  end: lastEnd,
  diasSemana: pedidosReserva.diasSemana,
  modalidade: pedidosReserva.modalidade,
};

export type PaymentPedido = Awaited<ReturnType<typeof findFamilyPedido>> & object;

function withDates<T extends { start: string; end: string }>(row: T) {
  return { ...row, start: new Date(row.start), end: new Date(row.end) };
}

/** One of the family's booking requests with what the payment page needs; undefined when not theirs. */
export async function findFamilyPedido(db: Executor, familiaId: string, pedidoId: string) {
  const [row] = await db
    .select({ ...pedidoColumns, caregiverFirstName: profiles.firstName, caregiverLastName: profiles.lastName })
    .from(pedidosReserva)
    .innerJoin(profiles, eq(profiles.id, pedidosReserva.cuidadorId))
    .where(and(eq(pedidosReserva.id, pedidoId), eq(pedidosReserva.familiaId, familiaId)));
  return row ? withDates(row) : undefined;
}

/** Reads a request and locks it until the transaction ends: one money movement at a time per booking. */
export async function lockPedido(db: Executor, pedidoId: string) {
  const [row] = await db.select(pedidoColumns).from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId)).for('update');
  return row ? withDates(row) : undefined;
}

/** The unpaid request becomes a request the caregiver sees (aguardando_pagamento → pendente). */
export async function markPedidoPaid(db: Executor, pedidoId: string, at: Date): Promise<boolean> {
  const moved = await db
    .update(pedidosReserva)
    .set({ status: 'pendente', pagoEm: at })
    .where(and(eq(pedidosReserva.id, pedidoId), eq(pedidosReserva.status, 'aguardando_pagamento')))
    .returning({ id: pedidosReserva.id });
  if (!moved.length) return false;
  await db.update(reservas).set({ status: 'pendente' }).where(eq(reservas.pedidoId, pedidoId));
  return true;
}

/** Closes an unpaid request whose window is over (the late payment's case). */
export async function expireUnpaidPedido(db: Executor, pedidoId: string): Promise<boolean> {
  const moved = await db
    .update(pedidosReserva)
    .set({ status: 'expirada' })
    .where(and(eq(pedidosReserva.id, pedidoId), eq(pedidosReserva.status, 'aguardando_pagamento')))
    .returning({ id: pedidosReserva.id });
  if (!moved.length) return false;
  await db.update(reservas).set({ status: 'expirada' }).where(eq(reservas.pedidoId, pedidoId));
  return true;
}

// ── Attempts ──────────────────────────────────────────────────────────────────────────────────

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

export async function findAttempts(db: Executor, pedidoId: string): Promise<BookingPaymentRow[]> {
  return db.select().from(bookingPayments).where(eq(bookingPayments.pedidoId, pedidoId)).orderBy(asc(bookingPayments.createdAt));
}

/** Claims the attempt for this method; null when one exists already (it is reused). */
export async function insertAttempt(
  db: Executor,
  values: { id: string; pedidoId: string; provider: PaymentProviderKind; method: 'card' | 'pix'; amountCents: number },
): Promise<boolean> {
  const rows = await db
    .insert(bookingPayments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [bookingPayments.pedidoId, bookingPayments.method, bookingPayments.provider] })
    .returning({ id: bookingPayments.id });
  return rows.length > 0;
}

export async function updateAttempt(
  db: Executor,
  id: string,
  patch: Partial<Pick<BookingPaymentRow, 'providerPaymentId' | 'redirectUrl' | 'pixCode' | 'pixQrImage' | 'pixExpiresAt'>>,
): Promise<void> {
  await db.update(bookingPayments).set(patch).where(eq(bookingPayments.id, id));
}

export async function deleteUnstartedAttempt(db: Executor, id: string): Promise<void> {
  await db.delete(bookingPayments).where(and(eq(bookingPayments.id, id), isNull(bookingPayments.providerPaymentId), eq(bookingPayments.status, 'pending')));
}

/** The attempt a verified event is about: by our id in its metadata, else by the provider's id. */
export async function findAttemptForEvent(db: Executor, provider: PaymentProviderKind, refs: { bookingPaymentId: string | null; providerPaymentId: string }) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const byOurId = refs.bookingPaymentId && uuid.test(refs.bookingPaymentId) ? eq(bookingPayments.id, refs.bookingPaymentId) : undefined;
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.provider, provider), or(byOurId, eq(bookingPayments.providerPaymentId, refs.providerPaymentId))));
  return row;
}

/** The attempt is paid (only once): the provider's payment id becomes the PaymentIntent's. */
export async function markAttemptSucceeded(db: Executor, id: string, providerPaymentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(bookingPayments)
    .set({ status: 'succeeded', providerPaymentId, paidAt: at })
    .where(and(eq(bookingPayments.id, id), eq(bookingPayments.status, 'pending')))
    .returning({ id: bookingPayments.id });
  return rows.length > 0;
}

/** The provider payment an attempt was paid by (null while unpaid), read again inside the caller's transaction. */
export async function findAttemptPaymentId(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ providerPaymentId: bookingPayments.providerPaymentId, status: bookingPayments.status }).from(bookingPayments).where(eq(bookingPayments.id, id));
  return row?.status === 'succeeded' ? row.providerPaymentId : null;
}

/** The demo seed's paid requests: one paid sandbox card attempt each, in one statement. */
export async function insertPaidAttempts(
  db: Executor,
  rows: readonly { id: string; pedidoId: string; amountCents: number; providerPaymentId: string; paidAt: Date }[],
): Promise<void> {
  if (rows.length) await db.insert(bookingPayments).values(rows.map((r) => ({ ...r, provider: 'sandbox' as const, method: 'card' as const, status: 'succeeded' as const })));
}

/** Amounts and family of requests, for the seed's payments. */
export async function findPedidoTotals(db: Executor, pedidoIds: readonly string[]) {
  if (!pedidoIds.length) return [];
  return db
    .select({ id: pedidosReserva.id, familiaId: pedidosReserva.familiaId, totalCents: sql<number>`${pedidosReserva.precoTotalCentavos} + ${pedidosReserva.taxaServicoCentavos}`.mapWith(Number), feeCents: pedidosReserva.taxaServicoCentavos, pagoEm: pedidosReserva.pagoEm, createdAt: pedidosReserva.createdAt })
    .from(pedidosReserva)
    .where(inArray(pedidosReserva.id, [...pedidoIds]));
}

// ── Provider events ───────────────────────────────────────────────────────────────────────────

export async function finishBookingEvent(db: Executor, id: string, result: { outcome: 'applied' | 'ignored'; pedidoId: string | null; processedAt: Date }) {
  await db.update(paymentEvents).set(result).where(eq(paymentEvents.id, id));
}

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────

/**
 * The request's paid attempts with what is left of each after its refunds (only those with something
 * left). The refunds are summed through a join: a column inside a hand-written subquery of a
 * one-table select is rendered unqualified ("id") and would bind to the subquery's own table.
 */
export async function findRefundablePayments(db: Executor, pedidoId: string) {
  const rows = await db
    .select({
      id: bookingPayments.id,
      amountCents: bookingPayments.amountCents,
      refundedCents: sql<number>`coalesce(sum(${bookingRefunds.amountCents}), 0)`.mapWith(Number),
    })
    .from(bookingPayments)
    .leftJoin(bookingRefunds, eq(bookingRefunds.bookingPaymentId, bookingPayments.id))
    .where(and(eq(bookingPayments.pedidoId, pedidoId), eq(bookingPayments.status, 'succeeded')))
    .groupBy(bookingPayments.id)
    .orderBy(asc(bookingPayments.paidAt));
  return rows.map((r) => ({ id: r.id, amountCents: r.amountCents, remainingCents: r.amountCents - r.refundedCents })).filter((r) => r.remainingCents > 0);
}

/** Whether the request was paid through the platform (a succeeded payment, refunded since or not). */
export async function hasSucceededPayment(db: Executor, pedidoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.pedidoId, pedidoId), eq(bookingPayments.status, 'succeeded')))
    .limit(1);
  return row !== undefined;
}

/** Owes a refund for one cause; false when that cause's refund was already owed (the unique key decides). */
export async function insertRefund(
  db: Executor,
  values: { bookingPaymentId: string; pedidoId: string; amountCents: number; idempotencyKey: string; reason: (typeof bookingRefunds.$inferInsert)['reason'] },
): Promise<boolean> {
  const rows = await db.insert(bookingRefunds).values(values).onConflictDoNothing({ target: bookingRefunds.idempotencyKey }).returning({ id: bookingRefunds.id });
  return rows.length > 0;
}

/** Refunds still to be asked of the provider (of one request, or all), oldest first. */
export async function findPendingRefunds(db: Executor, options: { pedidoId?: string; refundId?: string; limit: number }) {
  return db
    .select({
      id: bookingRefunds.id,
      pedidoId: bookingRefunds.pedidoId,
      bookingPaymentId: bookingRefunds.bookingPaymentId,
      idempotencyKey: bookingRefunds.idempotencyKey,
      amountCents: bookingRefunds.amountCents,
      reason: bookingRefunds.reason,
      provider: bookingPayments.provider,
      providerPaymentId: bookingPayments.providerPaymentId,
      method: bookingPayments.method,
      familiaId: pedidosReserva.familiaId,
      providerRefundId: bookingRefunds.providerRefundId,
    })
    .from(bookingRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.id, bookingRefunds.bookingPaymentId))
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingRefunds.pedidoId))
    .where(
      and(
        eq(bookingRefunds.status, 'pending'),
        options.pedidoId ? eq(bookingRefunds.pedidoId, options.pedidoId) : undefined,
        // One the provider took and then failed is final: only an operator's 'Tentar agora' (by id) looks again.
        options.refundId ? eq(bookingRefunds.id, options.refundId) : not(and(isNotNull(bookingRefunds.providerRefundId), eq(bookingRefunds.lastErrorRefused, true))!),
      ),
    )
    .orderBy(asc(bookingRefunds.createdAt))
    .limit(options.limit);
}

/** The provider paid it back; false when another process had already recorded that. */
export async function markRefundDone(db: Executor, id: string, providerRefundId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(bookingRefunds)
    .set({ status: 'succeeded', providerRefundId, refundedAt: at, attempts: sql`${bookingRefunds.attempts} + 1`, lastError: null, lastErrorRefused: false })
    .where(and(eq(bookingRefunds.id, id), eq(bookingRefunds.status, 'pending')))
    .returning({ id: bookingRefunds.id });
  return rows.length > 0;
}

/**
 * The provider took the refund as pending (its balance, the charge or the bank): its id is kept so
 * the job asks where it is instead of asking for it again; nothing is paid back yet.
 */
export async function markRefundTakenByProvider(db: Executor, id: string, providerRefundId: string): Promise<void> {
  await db
    .update(bookingRefunds)
    .set({ providerRefundId, attempts: sql`${bookingRefunds.attempts} + 1`, lastError: null, lastErrorRefused: false })
    .where(and(eq(bookingRefunds.id, id), eq(bookingRefunds.status, 'pending')));
}

/** The provider did not pay it back: its answer, and whether it was a refusal (nothing done) or not. */
export async function markRefundFailed(db: Executor, id: string, error: string, refused: boolean): Promise<void> {
  await db
    .update(bookingRefunds)
    .set({ attempts: sql`${bookingRefunds.attempts} + 1`, lastError: error.slice(0, 500), lastErrorRefused: refused })
    .where(and(eq(bookingRefunds.id, id), eq(bookingRefunds.status, 'pending')));
}

/** One refund as the operators' desk acts on it: still pending, and whether the provider's last answer refused it. */
export async function findRefundForTeam(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: bookingRefunds.id,
      pedidoId: bookingRefunds.pedidoId,
      status: bookingRefunds.status,
      lastErrorRefused: bookingRefunds.lastErrorRefused,
      amountCents: bookingRefunds.amountCents,
      reason: bookingRefunds.reason,
      provider: bookingPayments.provider,
      familiaId: pedidosReserva.familiaId,
    })
    .from(bookingRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.id, bookingRefunds.bookingPaymentId))
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingRefunds.pedidoId))
    .where(eq(bookingRefunds.id, id));
  return row;
}

/**
 * Our team paid it back itself, after the provider refused (docs/product.md#operators): false when
 * it is no longer pending or its last answer was not a refusal (the provider may yet pay it).
 */
export async function markRefundDoneByTeam(db: Executor, id: string, team: { method: 'pix' | 'transfer'; reference: string }, at: Date): Promise<boolean> {
  const rows = await db
    .update(bookingRefunds)
    .set({ status: 'succeeded', settledBy: 'team', teamMethod: team.method, teamReference: team.reference, refundedAt: at })
    .where(and(eq(bookingRefunds.id, id), eq(bookingRefunds.status, 'pending'), eq(bookingRefunds.lastErrorRefused, true)))
    .returning({ id: bookingRefunds.id });
  return rows.length > 0;
}

/** The refunds of one request, oldest first, with the receipt of each one done. */
export async function findRefundsWithReceipts(db: Executor, pedidoId: string) {
  return db
    .select({
      id: bookingRefunds.id,
      amountCents: bookingRefunds.amountCents,
      reason: bookingRefunds.reason,
      method: bookingPayments.method,
      status: bookingRefunds.status,
      lastError: bookingRefunds.lastError,
      settledBy: bookingRefunds.settledBy,
      teamMethod: bookingRefunds.teamMethod,
      createdAt: bookingRefunds.createdAt,
      refundedAt: bookingRefunds.refundedAt,
      receiptId: receipts.id,
    })
    .from(bookingRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.id, bookingRefunds.bookingPaymentId))
    .leftJoin(receipts, eq(receipts.sourceKey, sql`'booking_refund:' || ${bookingRefunds.id}`))
    .where(eq(bookingRefunds.pedidoId, pedidoId))
    .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}

// ── Release ───────────────────────────────────────────────────────────────────────────────────

/**
 * Days of confirmed (or concluded) requests paid through the platform whose end is at least the
 * delay behind `now` and whose release is not in the ledger yet.
 */
export async function findDaysDueForRelease(db: Executor, endedBefore: Date, limit: number) {
  return db
    .select({
      reservaId: reservas.id,
      pedidoId: reservas.pedidoId,
      cuidadorId: reservas.cuidadorId,
      subtotalCents: reservas.precoTotalCentavos,
      feeCents: reservas.taxaServicoCentavos,
      endDatetime: reservas.endDatetime,
    })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(and(paidDayOfService, lte(reservas.endDatetime, endedBefore), notReleased, notHeld))
    .orderBy(asc(reservas.endDatetime))
    .limit(limit);
}

/**
 * A paid day the caregiver serves: of a confirmed or concluded request, or of a confirmed one
 * cancelled once that day had started (the days delivered before a late cancellation are paid as
 * usual, docs/product.md#cancellation-policy). "Started" is exactly what the settlement keeps in
 * escrow (settleCancellation: start ≤ the cancellation's instant): a day cancelled at its very
 * start is kept, so it must be released too, or its money would stay in escrow for good.
 */
export const paidDayOfService = and(
  // A series' occurrence cancelled on its own was settled when it was cancelled (ADR 0045).
  isNull(reservas.canceladoEm),
  or(
    inArray(pedidosReserva.status, ['confirmada', 'concluida']),
    and(eq(pedidosReserva.status, 'cancelada'), sql`${reservas.startDatetime} <= ${pedidosReserva.canceladoEm}`),
  ),
  // Paid by the family through a booking payment, or from a care plan (ADR 0047).
  or(
    sql`exists (select 1 from booking_payments bp where bp.pedido_id = ${reservas.pedidoId} and bp.status = 'succeeded')`,
    isNotNull(pedidosReserva.planSubscriptionId),
  ),
)!;
const notReleased = sql`not exists (select 1 from ledger_transactions t where t.idempotency_key = 'release:' || ${reservas.id}::text)`;
/** Not while its booking has an open dispute, never a day a dispute decided (docs/product.md#disputes), never a no-show day refunded to the family (docs/product.md#visits). */
/** The day was refunded to the family as a no-show (docs/product.md#visits). */
const refundedAsNoShow = sql`exists (select 1 from ledger_transactions nt where nt.idempotency_key = 'refund:falta:' || ${reservas.id}::text)`;
const notHeld = sql`not exists (select 1 from booking_disputes d where d.pedido_id = ${reservas.pedidoId} and d.status = 'aberta')
  and not exists (select 1 from booking_dispute_days dd where dd.reserva_id = ${reservas.id})
  and not ${refundedAsNoShow}`;

/**
 * A day whose money goes another way than its release, for good: a dispute about it was decided (by
 * a refund, in part or whole, and the caregiver's part as one release of the dispute; a decision
 * for the caregiver releases each day as the job does), or it was refunded as a no-show.
 */
export const settledWithoutRelease = sql`(exists (select 1 from booking_dispute_days sd join booking_disputes s on s.id = sd.dispute_id where sd.reserva_id = ${reservas.id} and s.status <> 'aberta')
  or ${refundedAsNoShow})`;

/** Under the request's lock, before releasing a day: whether a dispute holds it now. */
export async function isDayHeld(db: Executor, reservaId: string): Promise<boolean> {
  const [row] = await db.select({ id: reservas.id }).from(reservas).where(and(eq(reservas.id, reservaId), sql`not (${notHeld})`));
  return Boolean(row);
}

/** A plan booking's plan and the price of its shifts not started at `at` (null for a booking of no plan). */
export async function findPlanShiftsToReturn(db: Executor, pedidoId: string, at: Date) {
  const [row] = await db
    .select({
      subscriptionId: pedidosReserva.planSubscriptionId,
      familiaId: pedidosReserva.familiaId,
      // Days cancelled on their own (ADR 0045) went back to the plan then.
      amountCents: sql<string>`coalesce(sum(${reservas.precoTotalCentavos} + ${reservas.taxaServicoCentavos}) filter (where ${reservas.startDatetime} > ${at} and ${reservas.canceladoEm} is null), 0)`,
    })
    .from(pedidosReserva)
    .innerJoin(reservas, eq(reservas.pedidoId, pedidosReserva.id))
    .where(and(eq(pedidosReserva.id, pedidoId), isNotNull(pedidosReserva.planSubscriptionId)))
    .groupBy(pedidosReserva.planSubscriptionId, pedidosReserva.familiaId);
  return row?.subscriptionId ? { subscriptionId: row.subscriptionId, familiaId: row.familiaId, amountCents: Number(row.amountCents) } : null;
}

/** The plan assignment that booked this request ends with it: its weekdays are free to give again. */
export async function endPlanAssignmentOf(db: Executor, pedidoId: string, at: Date): Promise<void> {
  await db
    .update(planAssignments)
    .set({ status: 'encerrada', endedAt: at })
    .where(and(eq(planAssignments.pedidoId, pedidoId), eq(planAssignments.status, 'aceita')));
}
