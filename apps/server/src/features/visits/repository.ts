import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familiaProfiles, pedidosReserva, presenceQrCodes, profiles, reservas, visitPresence, visitTracking } from '../../db/schema';

// Check-in and check-out of a visit (docs/product.md#visits): the only queries on visit_presence
// and presence_qr_codes. Every read of a day carries its owner (the caregiver or the family).

export type PresenceRow = typeof visitPresence.$inferSelect;

const dayColumns = {
  reservaId: reservas.id,
  pedidoId: reservas.pedidoId,
  familiaId: reservas.familiaId,
  cuidadorId: reservas.cuidadorId,
  start: reservas.startDatetime,
  end: reservas.endDatetime,
  precoCentavos: reservas.precoTotalCentavos,
  taxaCentavos: reservas.taxaServicoCentavos,
  status: pedidosReserva.status,
};

export type VisitDayRow = { [K in keyof typeof dayColumns]: K extends 'status' ? string : K extends 'start' | 'end' ? Date : K extends 'precoCentavos' | 'taxaCentavos' ? number : string };

/**
 * A booking's day that can be visited: of a confirmed request (or concluded, for a late check-out),
 * and not one of a series' days cancelled on its own (docs/product.md#series-cancel): such a day was
 * already settled, so it is neither checked in nor marked late or a no-show.
 */
const visitable = and(inArray(pedidosReserva.status, ['confirmada', 'concluida']), isNull(reservas.canceladoEm));

/** The caregiver's confirmed days with this family around now (the QR names the family, not a day). */
export async function findCaregiverDaysAtFamily(db: Executor, cuidadorId: string, familiaId: string, from: Date, to: Date): Promise<VisitDayRow[]> {
  return db
    .select(dayColumns)
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(and(eq(reservas.cuidadorId, cuidadorId), eq(reservas.familiaId, familiaId), visitable, lte(reservas.startDatetime, to), gte(reservas.endDatetime, from)))
    .orderBy(asc(reservas.startDatetime));
}

/** One day, only if the caller is its caregiver or its family (else undefined → 404). */
export async function findDayOf(db: Executor, reservaId: string, userId: string, side: 'cuidador' | 'familia'): Promise<VisitDayRow | undefined> {
  const [row] = await db
    .select(dayColumns)
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(and(eq(reservas.id, reservaId), side === 'cuidador' ? eq(reservas.cuidadorId, userId) : eq(reservas.familiaId, userId), visitable));
  return row;
}

/** The caller's confirmed days starting in [from, to], for the visit lists. */
export async function findDaysOf(db: Executor, userId: string, side: 'cuidador' | 'familia', from: Date, to: Date): Promise<(VisitDayRow & { counterpartName: string })[]> {
  const other = side === 'cuidador' ? reservas.familiaId : reservas.cuidadorId;
  return db
    .select({ ...dayColumns, counterpartName: sql<string>`coalesce(${profiles.firstName}, '')` })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .leftJoin(profiles, eq(profiles.id, other))
    .where(and(side === 'cuidador' ? eq(reservas.cuidadorId, userId) : eq(reservas.familiaId, userId), visitable, gte(reservas.startDatetime, from), lte(reservas.startDatetime, to)))
    .orderBy(asc(reservas.startDatetime))
    .limit(100);
}

export async function findPresence(db: Executor, reservaIds: readonly string[]): Promise<PresenceRow[]> {
  if (!reservaIds.length) return [];
  return db.select().from(visitPresence).where(inArray(visitPresence.reservaId, [...reservaIds]));
}

/** Under the day's lock: the row, made empty at the first event of the day. */
export async function lockPresence(db: Executor, day: Pick<VisitDayRow, 'reservaId' | 'familiaId' | 'cuidadorId'>): Promise<PresenceRow> {
  await db.insert(visitPresence).values({ reservaId: day.reservaId, familiaId: day.familiaId, cuidadorId: day.cuidadorId }).onConflictDoNothing();
  const [row] = await db.select().from(visitPresence).where(eq(visitPresence.reservaId, day.reservaId)).for('update');
  return row!;
}

/** Guarded: the arrival is recorded once. */
export async function recordCheckIn(db: Executor, reservaId: string, at: Date, method: 'qr' | 'botao'): Promise<boolean> {
  const rows = await db
    .update(visitPresence)
    .set({ checkInAt: at, checkInMethod: method, checkInConfirmedAt: method === 'qr' ? at : null })
    .where(and(eq(visitPresence.reservaId, reservaId), isNull(visitPresence.checkInAt), isNull(visitPresence.faltaEm)))
    .returning({ id: visitPresence.reservaId });
  return rows.length > 0;
}

/** Guarded: the departure is recorded once, after the arrival. */
export async function recordCheckOut(db: Executor, reservaId: string, at: Date, method: 'qr' | 'botao'): Promise<boolean> {
  const rows = await db
    .update(visitPresence)
    .set({ checkOutAt: at, checkOutMethod: method, checkOutConfirmedAt: method === 'qr' ? at : null })
    .where(and(eq(visitPresence.reservaId, reservaId), isNotNull(visitPresence.checkInAt), isNull(visitPresence.checkOutAt)))
    .returning({ id: visitPresence.reservaId });
  return rows.length > 0;
}

/** The family confirms a button's moment (once; only its own day). */
export async function confirmMoment(db: Executor, reservaId: string, familiaId: string, moment: 'chegada' | 'saida', at: Date): Promise<boolean> {
  const rows =
    moment === 'chegada'
      ? await db
          .update(visitPresence)
          .set({ checkInConfirmedAt: at })
          .where(and(eq(visitPresence.reservaId, reservaId), eq(visitPresence.familiaId, familiaId), isNotNull(visitPresence.checkInAt), isNull(visitPresence.checkInConfirmedAt)))
          .returning({ id: visitPresence.reservaId })
      : await db
          .update(visitPresence)
          .set({ checkOutConfirmedAt: at })
          .where(and(eq(visitPresence.reservaId, reservaId), eq(visitPresence.familiaId, familiaId), isNotNull(visitPresence.checkOutAt), isNull(visitPresence.checkOutConfirmedAt)))
          .returning({ id: visitPresence.reservaId });
  return rows.length > 0;
}

// ── The jobs ──────────────────────────────────────────────────────────────────────────────────

/**
 * Confirmed days that started in [from, before] with no arrival and no mark yet of this kind,
 * of requests accepted since check-in exists (visit_tracking). A day not paid through the platform
 * is still marked (the refund step finds nothing to give back).
 */
export async function findDaysWithoutArrival(db: Executor, kind: 'atraso' | 'falta', from: Date, before: Date, limit = 200): Promise<VisitDayRow[]> {
  const mark = kind === 'atraso' ? sql`vp.atraso_avisado_em is not null` : sql`vp.falta_em is not null`;
  return db
    .select(dayColumns)
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(
      and(
        visitable,
        gte(reservas.startDatetime, from),
        lte(reservas.startDatetime, before),
        sql`${pedidosReserva.respondedAt} >= (select ${visitTracking.desde} from ${visitTracking} where ${visitTracking.id} = 1)`,
        sql`not exists (select 1 from visit_presence vp where vp.reserva_id = ${reservas.id} and (vp.check_in_at is not null or vp.falta_em is not null or ${mark}))`,
      ),
    )
    .orderBy(asc(reservas.startDatetime))
    .limit(limit);
}

/** Guarded: the family is told of a late arrival once, whichever process gets here first. */
export async function markLate(db: Executor, reservaId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(visitPresence)
    .set({ atrasoAvisadoEm: at })
    .where(and(eq(visitPresence.reservaId, reservaId), isNull(visitPresence.atrasoAvisadoEm), isNull(visitPresence.checkInAt), isNull(visitPresence.faltaEm)))
    .returning({ id: visitPresence.reservaId });
  return rows.length > 0;
}

/** Guarded: the day becomes a no-show once (the reliability trigger counts it). */
export async function markNoShow(db: Executor, reservaId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(visitPresence)
    .set({ faltaEm: at })
    .where(and(eq(visitPresence.reservaId, reservaId), isNull(visitPresence.checkInAt), isNull(visitPresence.faltaEm)))
    .returning({ id: visitPresence.reservaId });
  return rows.length > 0;
}

/** The request's row lock: money moves for one request at a time (as booking-payments does). */
export async function lockPedidoRow(db: Executor, pedidoId: string): Promise<{ id: string; familiaId: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: pedidosReserva.id, familiaId: pedidosReserva.familiaId, status: pedidosReserva.status })
    .from(pedidosReserva)
    .where(eq(pedidosReserva.id, pedidoId))
    .for('update');
  return row;
}

// ── The family's code ───────────────────────────────────────────────────────────────────────────

export async function findQrCode(db: Executor, familiaId: string) {
  const [row] = await db.select().from(presenceQrCodes).where(eq(presenceQrCodes.familiaId, familiaId));
  return row;
}

/** Creates the family's code, or replaces its nonce (the printed one stops working). */
export async function saveQrCode(db: Executor, familiaId: string, nonce: string, at: Date, replace: boolean) {
  const insert = db.insert(presenceQrCodes).values({ familiaId, nonce, geradoEm: at });
  const [row] = replace
    ? await insert.onConflictDoUpdate({ target: presenceQrCodes.familiaId, set: { nonce, geradoEm: at } }).returning()
    : await insert.onConflictDoNothing().returning();
  return row ?? (await findQrCode(db, familiaId))!;
}

/** The family's address and name, for the printed page. */
export async function findFamilyAddress(db: Executor, familiaId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, rua: familiaProfiles.rua, numero: familiaProfiles.numero, complemento: familiaProfiles.complemento, bairro: familiaProfiles.bairro, cidade: familiaProfiles.cidade, estado: familiaProfiles.estado })
    .from(profiles)
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, profiles.id))
    .where(eq(profiles.id, familiaId));
  return row;
}

/** Account deletion: the family's code goes (a printed page then opens nothing). */
export async function deleteQrCode(db: Executor, familiaId: string): Promise<void> {
  await db.delete(presenceQrCodes).where(eq(presenceQrCodes.familiaId, familiaId));
}

/** The personal-data export: a person's visit records (as caregiver or family). */
export async function findPresenceOfPerson(db: Executor, userId: string): Promise<PresenceRow[]> {
  return db
    .select()
    .from(visitPresence)
    .where(or(eq(visitPresence.familiaId, userId), eq(visitPresence.cuidadorId, userId)))
    .orderBy(asc(visitPresence.createdAt));
}
