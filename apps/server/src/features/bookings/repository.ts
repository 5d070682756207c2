import type { ReservationStatus, Role } from '@cuidar/domain/constants';
import { BOOKING_PAYMENT_WINDOW_MINUTES } from '@cuidar/domain/booking-money';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, max, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { avaliacoes, avaliacoesFamilias, cuidadorProfiles, disponibilidade, familiaProfiles, pedidosReserva, profiles, reservas, user } from '../../db/schema';

const other = alias(profiles, 'other');

/** The caller's booking requests with the other party and the review, newest first. */
export async function findBookingsOf(db: Executor, userId: string, role: Role, where?: SQL, pedidoId?: string) {
  const mine = role === 'familia' ? pedidosReserva.familiaId : pedidosReserva.cuidadorId;
  const theirs = role === 'familia' ? pedidosReserva.cuidadorId : pedidosReserva.familiaId;
  const span = db
    .select({
      pedidoId: reservas.pedidoId,
      start: min(reservas.startDatetime).as('start'),
      end: max(reservas.endDatetime).as('end'),
    })
    .from(reservas)
    // A series' occurrence cancelled on its own no longer spans the request (ADR 0045).
    .where(isNull(reservas.canceladoEm))
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
      taxaServicoCentavos: pedidosReserva.taxaServicoCentavos,
      pagoEm: pedidosReserva.pagoEm,
      createdAt: pedidosReserva.createdAt,
      diasSemana: pedidosReserva.diasSemana,
      modalidade: pedidosReserva.modalidade,
      planSubscriptionId: pedidosReserva.planSubscriptionId,
      start: span.start,
      end: span.end,
      otherId: other.id,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherAvatarUrl: other.avatarUrl,
      otherRating: cuidadorProfiles.rating,
      // The caller's own review: the family's of the caregiver, or the caregiver's private rating
      // of the family (docs/product.md#reviews); never the other side's.
      reviewStars: role === 'familia' ? avaliacoes.estrelas : avaliacoesFamilias.estrelas,
      reviewComment: role === 'familia' ? avaliacoes.comentario : avaliacoesFamilias.nota,
    })
    .from(pedidosReserva)
    .innerJoin(span, eq(span.pedidoId, pedidosReserva.id))
    .innerJoin(other, eq(other.id, theirs))
    .leftJoin(cuidadorProfiles, eq(cuidadorProfiles.id, other.id))
    .leftJoin(avaliacoes, and(eq(avaliacoes.pedidoId, pedidosReserva.id), eq(avaliacoes.familiaId, userId)))
    .leftJoin(avaliacoesFamilias, and(eq(avaliacoesFamilias.pedidoId, pedidosReserva.id), eq(avaliacoesFamilias.cuidadorId, userId)))
    .where(
      and(
        eq(mine, userId),
        // A caregiver sees a request only once it is paid (docs/product.md#booking-payments).
        role === 'cuidador' ? and(ne(pedidosReserva.status, 'aguardando_pagamento'), isNotNull(pedidosReserva.pagoEm)) : undefined,
        where,
        pedidoId ? eq(pedidosReserva.id, pedidoId) : undefined,
      ),
    )
    .orderBy(pedidosReserva.dataInicio, pedidosReserva.horaInicio);
}

// ── Writes and single-booking reads ─────────────────────────────────────────────────────────

export async function findCaregiverForBooking(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({
      id: cuidadorProfiles.id,
      precoHoraCentavos: cuidadorProfiles.precoHoraCentavos,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    // Only approved caregivers can be booked (docs/product.md#verification); others read as missing.
    .where(and(eq(cuidadorProfiles.id, cuidadorId), eq(cuidadorProfiles.verificacao, 'aprovado')));
  return row?.role === 'cuidador' ? row : undefined;
}

/** Availability slots of a caregiver that overlap a period, in time order. */
export async function findAvailabilityBetween(db: Executor, cuidadorId: string, from: Date, to: Date) {
  return db
    .select({ start: disponibilidade.startDatetime, end: disponibilidade.endDatetime })
    .from(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), lt(disponibilidade.startDatetime, to), gt(disponibilidade.endDatetime, from)))
    .orderBy(disponibilidade.startDatetime);
}

/** Whether the caregiver declared any availability from now on (then bookings must fit in it). */
export async function hasDeclaredAvailability(db: Executor, cuidadorId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: disponibilidade.id })
    .from(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), gt(disponibilidade.endDatetime, now)))
    .limit(1);
  return Boolean(row);
}

const holdStart = (now: Date) => new Date(now.getTime() - BOOKING_PAYMENT_WINDOW_MINUTES * 60_000);

/**
 * Active day rows of a caregiver in a period (pending, confirmed, or unpaid within its payment
 * window, which runs from when it was asked, counted at `now`): the busy times.
 */
export async function findBusyBetween(db: Executor, cuidadorId: string, from: Date, to: Date, now: Date) {
  return db
    .select({ start: reservas.startDatetime, end: reservas.endDatetime })
    .from(reservas)
    .where(
      and(
        eq(reservas.cuidadorId, cuidadorId),
        or(inArray(reservas.status, ['pendente', 'confirmada']), and(eq(reservas.status, 'aguardando_pagamento'), gt(reservas.createdAt, holdStart(now)))),
        lt(reservas.startDatetime, to),
        gt(reservas.endDatetime, from),
      ),
    )
    .orderBy(reservas.startDatetime);
}

export type NewPedido = typeof pedidosReserva.$inferInsert;
export type NewDay = Omit<typeof reservas.$inferInsert, 'pedidoId'>;

/**
 * Inserts the request unless the family already sent one with this idempotency key.
 * Returns null when it already existed.
 */
export async function insertPedido(db: Executor, pedido: NewPedido) {
  const [row] = await db
    .insert(pedidosReserva)
    .values(pedido)
    .onConflictDoNothing({ target: [pedidosReserva.familiaId, pedidosReserva.idempotencyKey] })
    .returning({ id: pedidosReserva.id });
  return row ?? null;
}

export async function insertDays(db: Executor, pedidoId: string, days: NewDay[]) {
  return db
    .insert(reservas)
    .values(days.map((d) => ({ ...d, pedidoId })))
    .returning({ id: reservas.id });
}

/**
 * Serialises one family's new requests (the open-request limits are read, then a request is
 * written): the family's profile row is locked until the transaction ends.
 */
export async function lockFamilyRequests(db: Executor, familiaId: string): Promise<void> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, familiaId)).for('update');
}

/**
 * The family's requests still open (waiting for an answer, or unpaid within their window; not
 * expired by time either), in all and with one caregiver.
 */
export async function countOpenPedidos(db: Executor, familiaId: string, cuidadorId: string, now: Date): Promise<{ total: number; withCaregiver: number }> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      withCaregiver: sql<number>`(count(*) filter (where ${pedidosReserva.cuidadorId} = ${cuidadorId}))::int`,
    })
    .from(pedidosReserva)
    .where(
      and(
        eq(pedidosReserva.familiaId, familiaId),
        or(
          and(eq(pedidosReserva.status, 'pendente'), sql`coalesce(${pedidosReserva.pagoEm}, ${pedidosReserva.createdAt}) > ${dayAgo.toISOString()}`),
          and(eq(pedidosReserva.status, 'aguardando_pagamento'), gt(pedidosReserva.createdAt, holdStart(now))),
        ),
        sql`${firstStart} > ${now.toISOString()}`,
      ),
    );
  return { total: Number(row?.total ?? 0), withCaregiver: Number(row?.withCaregiver ?? 0) };
}

export async function findPedidoIdByKey(db: Executor, familiaId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: pedidosReserva.id })
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.familiaId, familiaId), eq(pedidosReserva.idempotencyKey, idempotencyKey)));
  return row?.id ?? null;
}

/** A booking request with its span, if the user is one of its two parties. */
export async function findPedidoForParty(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select({
      id: pedidosReserva.id,
      familiaId: pedidosReserva.familiaId,
      cuidadorId: pedidosReserva.cuidadorId,
      status: pedidosReserva.status,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      createdAt: pedidosReserva.createdAt,
      pagoEm: pedidosReserva.pagoEm,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
      diasSemana: pedidosReserva.diasSemana,
      planSubscriptionId: pedidosReserva.planSubscriptionId,
      start: sql<string>`(select min(r.start_datetime) from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`,
      end: sql<string>`(select max(r.end_datetime) from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`,
    })
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.id, pedidoId), or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId))));
  if (!row) return undefined;
  return { ...row, start: new Date(row.start), end: new Date(row.end) };
}

/**
 * Moves a request (and its day rows) from one of `from` to `to`, only if it is still in `from`:
 * two people clicking at once cannot both win. Returns whether it moved.
 */
export async function transitionPedido(
  db: Executor,
  pedidoId: string,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  extra: Partial<Pick<NewPedido, 'motivoCancelamento' | 'respondedAt' | 'canceladoPor' | 'canceladoEm'>> = {},
): Promise<boolean> {
  const moved = await db
    .update(pedidosReserva)
    .set({ status: to, ...extra })
    .where(and(eq(pedidosReserva.id, pedidoId), inArray(pedidosReserva.status, [...from])))
    .returning({ id: pedidosReserva.id });
  if (!moved.length) return false;
  // An occurrence cancelled on its own stays cancelled whatever its request becomes (ADR 0045).
  await db.update(reservas).set({ status: to }).where(and(eq(reservas.pedidoId, pedidoId), isNull(reservas.canceladoEm)));
  return true;
}

export async function partyNames(db: Executor, familiaId: string, cuidadorId: string) {
  const rows = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: user.email, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(inArray(profiles.id, [familiaId, cuidadorId]));
  const find = (id: string) => rows.find((r) => r.id === id);
  return { familia: find(familiaId), cuidador: find(cuidadorId) };
}

export async function insertReview(db: Executor, review: typeof avaliacoes.$inferInsert): Promise<string> {
  const [row] = await db.insert(avaliacoes).values(review).returning({ id: avaliacoes.id });
  return row!.id;
}

// ── Lifecycle job queries ──────────────────────────────────────────────────────────────────

// Written out in full: drizzle renders a column without its table, which inside a subquery on
// reservas would silently mean reservas.id.
const firstStart = sql`(select min(r.start_datetime) from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`;
const lastEnd = sql`(select max(r.end_datetime) from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`;

/** Pending requests nobody answered by their start or within 24 h of being paid: expired, atomically. */
export async function expireUnanswered(db: Executor, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const rows = await db
    .update(pedidosReserva)
    .set({ status: 'expirada' })
    .where(
      and(
        eq(pedidosReserva.status, 'pendente'),
        or(sql`coalesce(${pedidosReserva.pagoEm}, ${pedidosReserva.createdAt}) <= ${dayAgo.toISOString()}`, sql`${firstStart} <= ${now.toISOString()}`),
      ),
    )
    .returning({ id: pedidosReserva.id, familiaId: pedidosReserva.familiaId, cuidadorId: pedidosReserva.cuidadorId, dataInicio: pedidosReserva.dataInicio });
  if (rows.length) await db.update(reservas).set({ status: 'expirada' }).where(and(inArray(reservas.pedidoId, rows.map((r) => r.id)), isNull(reservas.canceladoEm)));
  return rows;
}

/**
 * Unpaid requests whose payment window closed (30 min, or their start): expired, freeing the slot.
 * With a caregiver, only theirs (a new request clears stale holds before it is written).
 */
export async function expireUnpaid(db: Executor, now: Date, cuidadorId?: string) {
  const rows = await db
    .update(pedidosReserva)
    .set({ status: 'expirada' })
    .where(
      and(
        eq(pedidosReserva.status, 'aguardando_pagamento'),
        cuidadorId ? eq(pedidosReserva.cuidadorId, cuidadorId) : undefined,
        or(lte(pedidosReserva.createdAt, holdStart(now)), sql`${firstStart} <= ${now.toISOString()}`),
      ),
    )
    .returning({ id: pedidosReserva.id, familiaId: pedidosReserva.familiaId, cuidadorId: pedidosReserva.cuidadorId });
  if (rows.length) await db.update(reservas).set({ status: 'expirada' }).where(and(inArray(reservas.pedidoId, rows.map((r) => r.id)), isNull(reservas.canceladoEm)));
  return rows;
}

/** Confirmed requests whose last day has ended: concluded, atomically. */
export async function concludeFinished(db: Executor, now: Date) {
  const rows = await db
    .update(pedidosReserva)
    .set({ status: 'concluida' })
    .where(and(eq(pedidosReserva.status, 'confirmada'), sql`${lastEnd} <= ${now.toISOString()}`))
    .returning({ id: pedidosReserva.id, familiaId: pedidosReserva.familiaId, cuidadorId: pedidosReserva.cuidadorId });
  if (rows.length) await db.update(reservas).set({ status: 'concluida' }).where(and(inArray(reservas.pedidoId, rows.map((r) => r.id)), isNull(reservas.canceladoEm)));
  return rows;
}

/**
 * The days (occurrences) of confirmed requests that start within the next 24 hours, each on its
 * own: a series or a run of days is reminded day by day (docs/product.md#bookings). A day cancelled
 * on its own is not one of them.
 */
export async function findDaysStartingSoon(db: Executor, now: Date) {
  const inADay = new Date(now.getTime() + 24 * 3600 * 1000);
  return db
    .select({
      id: reservas.id,
      pedidoId: reservas.pedidoId,
      familiaId: reservas.familiaId,
      cuidadorId: reservas.cuidadorId,
      date: reservas.dataReserva,
      horaInicio: reservas.horaInicio,
      horaFim: reservas.horaFim,
    })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(
      and(
        eq(reservas.status, 'confirmada'),
        isNull(reservas.canceladoEm),
        gt(reservas.startDatetime, now),
        lte(reservas.startDatetime, inADay),
        eq(pedidosReserva.status, 'confirmada'),
      ),
    )
    .orderBy(reservas.startDatetime);
}

/** Booking requests of one party still pending or confirmed, with their span (account deletion). */
export async function findOpenPedidosOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: pedidosReserva.id,
      familiaId: pedidosReserva.familiaId,
      cuidadorId: pedidosReserva.cuidadorId,
      status: pedidosReserva.status,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      createdAt: pedidosReserva.createdAt,
      pagoEm: pedidosReserva.pagoEm,
      start: sql<string>`${firstStart}`,
      end: sql<string>`${lastEnd}`,
    })
    .from(pedidosReserva)
    .where(
      and(
        or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId)),
        inArray(pedidosReserva.status, ['aguardando_pagamento', 'pendente', 'confirmada']),
      ),
    );
  return rows.map((row) => ({ ...row, start: new Date(row.start), end: new Date(row.end) }));
}

// ── Before and after accepting (docs/product.md#request-details) ───────────────────────────

/**
 * One request as its caregiver or its family sees it: the family's names, address and care needs,
 * and who cancelled. Undefined unless the user is one of its two parties. The patient is read by
 * family-profile (logged), never here.
 */
export async function findRequestDetails(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select({
      id: pedidosReserva.id,
      familiaId: pedidosReserva.familiaId,
      cuidadorId: pedidosReserva.cuidadorId,
      status: pedidosReserva.status,
      createdAt: pedidosReserva.createdAt,
      motivoCancelamento: pedidosReserva.motivoCancelamento,
      canceladoPor: pedidosReserva.canceladoPor,
      canceladoEm: pedidosReserva.canceladoEm,
      start: sql<string>`${firstStart}`,
      end: sql<string>`${lastEnd}`,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      rua: familiaProfiles.rua,
      numero: familiaProfiles.numero,
      complemento: familiaProfiles.complemento,
      cep: familiaProfiles.cep,
      bairro: familiaProfiles.bairro,
      cidade: familiaProfiles.cidade,
      estado: familiaProfiles.estado,
      necessidades: familiaProfiles.necessidades,
      turnoPreferido: familiaProfiles.turnoPreferido,
    })
    .from(pedidosReserva)
    .innerJoin(profiles, eq(profiles.id, pedidosReserva.familiaId))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, pedidosReserva.familiaId))
    .where(and(eq(pedidosReserva.id, pedidoId), or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId))));
  if (!row) return undefined;
  return { ...row, start: new Date(row.start), end: new Date(row.end) };
}

/** The request's days with their price and fee share, first first (the cancellation settlement reads them). */
export async function findPedidoDays(db: Executor, pedidoId: string) {
  return db
    .select({ id: reservas.id, start: reservas.startDatetime, end: reservas.endDatetime, subtotalCents: reservas.precoTotalCentavos, feeCents: reservas.taxaServicoCentavos })
    .from(reservas)
    // The occurrences that stand: one cancelled on its own was settled then (ADR 0045).
    .where(and(eq(reservas.pedidoId, pedidoId), isNull(reservas.canceladoEm)))
    .orderBy(reservas.startDatetime);
}

// ── A series' occurrences (ADR 0045) ───────────────────────────────────────────────────────

/** Every day row of a request, cancelled ones too, with who cancelled it on its own and why. */
export async function findOccurrences(db: Executor, pedidoId: string) {
  return db
    .select({
      id: reservas.id,
      date: reservas.dataReserva,
      start: reservas.startDatetime,
      end: reservas.endDatetime,
      status: reservas.status,
      subtotalCents: reservas.precoTotalCentavos,
      feeCents: reservas.taxaServicoCentavos,
      canceladoPor: reservas.canceladoPor,
      canceladoEm: reservas.canceladoEm,
      motivo: reservas.motivoCancelamento,
    })
    .from(reservas)
    .where(eq(reservas.pedidoId, pedidoId))
    .orderBy(reservas.startDatetime);
}

/** Holds the request until the transaction ends: one cancellation of its days at a time. */
export async function lockPedidoRow(db: Executor, pedidoId: string): Promise<void> {
  await db.select({ id: pedidosReserva.id }).from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId)).for('update');
}

/**
 * Cancels these occurrences of the request, only those still standing and not started: answers
 * how many moved (fewer than asked means another cancellation got there first).
 */
export async function cancelOccurrenceRows(
  db: Executor,
  pedidoId: string,
  ids: readonly string[],
  who: { canceladoPor: 'familia' | 'cuidador'; canceladoEm: Date; motivo: string },
): Promise<number> {
  const rows = await db
    .update(reservas)
    .set({ status: 'cancelada', canceladoPor: who.canceladoPor, canceladoEm: who.canceladoEm, motivoCancelamento: who.motivo })
    .where(
      and(
        eq(reservas.pedidoId, pedidoId),
        inArray(reservas.id, [...ids]),
        isNull(reservas.canceladoEm),
        inArray(reservas.status, ['pendente', 'confirmada']),
        gt(reservas.startDatetime, who.canceladoEm),
      ),
    )
    .returning({ id: reservas.id });
  return rows.length;
}

/**
 * The request's figures follow the occurrences that stand (ADR 0045): how many, the caregiver's
 * price and the fee of those, and the first and last of their dates.
 */
export async function recountPedido(db: Executor, pedidoId: string): Promise<void> {
  const standing = (expr: string) => sql.raw(`(select ${expr} from reservas r where r.pedido_id = pedidos_reserva.id and r.cancelado_em is null)`);
  await db
    .update(pedidosReserva)
    .set({
      dias: sql`${standing('count(*)::int')}`,
      precoTotalCentavos: sql`${standing('coalesce(sum(r.preco_total_centavos), 0)::int')}`,
      taxaServicoCentavos: sql`${standing('coalesce(sum(r.taxa_servico_centavos), 0)::int')}`,
      dataInicio: sql`${standing('min(r.data_reserva)')}`,
      dataFim: sql`${standing('max(r.data_reserva)')}`,
    })
    .where(eq(pedidosReserva.id, pedidoId));
}
