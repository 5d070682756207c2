import type { AffectedBookingDto, AvailabilitySlotDto, DayOffDto, TimeSpan, WeeklyPatternDto } from '@cuidar/domain/availability';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { disponibilidade, disponibilidadeFolgas, disponibilidadePadroes, profiles, reservas } from '../../db/schema';

// Every query carries cuidador_id = the caller: another caregiver's slot is a missing slot.

const slotColumns = { id: disponibilidade.id, start: disponibilidade.startDatetime, end: disponibilidade.endDatetime, padraoId: disponibilidade.padraoId };
type SlotRow = { id: string; start: Date; end: Date; padraoId: string | null };
export const toSlotDto = (row: SlotRow): AvailabilitySlotDto => ({
  id: row.id,
  startDatetime: row.start.toISOString(),
  endDatetime: row.end.toISOString(),
  repeticao: row.padraoId !== null,
});

/** The caller's slots that overlap [from, to), earliest first. */
export async function findSlots(db: Executor, cuidadorId: string, from: Date, to: Date): Promise<AvailabilitySlotDto[]> {
  const rows = await db
    .select(slotColumns)
    .from(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), lt(disponibilidade.startDatetime, to), gt(disponibilidade.endDatetime, from)))
    .orderBy(asc(disponibilidade.startDatetime));
  return rows.map(toSlotDto);
}

/**
 * Whether a pattern slot may be rewritten: it belongs to a pattern and has not started. Slots made
 * by hand and pattern slots already running are never rewritten (ADR 0043).
 */
const isReplaceable = (now: Date) => and(isNotNull(disponibilidade.padraoId), gte(disponibilidade.startDatetime, now));

/**
 * One of the caller's slots overlapping [start, end), other than `exceptId`. With `now`, pattern
 * slots that have not started do not count: a slot made by hand takes their place.
 */
export async function findOverlappingSlot(db: Executor, cuidadorId: string, start: Date, end: Date, exceptId?: string, now?: Date) {
  const [row] = await db
    .select(slotColumns)
    .from(disponibilidade)
    .where(
      and(
        eq(disponibilidade.cuidadorId, cuidadorId),
        lt(disponibilidade.startDatetime, end),
        gt(disponibilidade.endDatetime, start),
        exceptId ? ne(disponibilidade.id, exceptId) : undefined,
        now ? or(isNull(disponibilidade.padraoId), lt(disponibilidade.startDatetime, now)) : undefined,
      ),
    )
    .orderBy(asc(disponibilidade.startDatetime))
    .limit(1);
  return row;
}

/** One of the caller's slots by id. */
export async function findSlot(db: Executor, cuidadorId: string, id: string) {
  const [row] = await db
    .select(slotColumns)
    .from(disponibilidade)
    .where(and(eq(disponibilidade.id, id), eq(disponibilidade.cuidadorId, cuidadorId)))
    .limit(1);
  return row;
}

export async function insertSlot(db: Executor, cuidadorId: string, start: Date, end: Date): Promise<AvailabilitySlotDto> {
  const [row] = await db.insert(disponibilidade).values({ cuidadorId, startDatetime: start, endDatetime: end }).returning(slotColumns);
  return toSlotDto(row!);
}

export async function updateSlot(db: Executor, cuidadorId: string, id: string, start: Date, end: Date): Promise<AvailabilitySlotDto | undefined> {
  const [row] = await db
    .update(disponibilidade)
    .set({ startDatetime: start, endDatetime: end })
    .where(and(eq(disponibilidade.id, id), eq(disponibilidade.cuidadorId, cuidadorId)))
    .returning(slotColumns);
  return row ? toSlotDto(row) : undefined;
}

export async function deleteSlot(db: Executor, cuidadorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(disponibilidade)
    .where(and(eq(disponibilidade.id, id), eq(disponibilidade.cuidadorId, cuidadorId)))
    .returning({ id: disponibilidade.id });
  return rows.length > 0;
}

/** The caller's slots that have not ended (what bookings can still be checked against). */
export function findFutureSlots(db: Executor, cuidadorId: string, now: Date): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), gt(disponibilidade.endDatetime, now)))
    .orderBy(asc(disponibilidade.startDatetime));
}

/** Removes the caller's not-yet-started pattern slots overlapping [start, end), for a slot made by hand to take their place. */
export async function deleteReplaceableSlotsOverlapping(db: Executor, cuidadorId: string, start: Date, end: Date, now: Date): Promise<void> {
  await db
    .delete(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), isReplaceable(now), lt(disponibilidade.startDatetime, end), gt(disponibilidade.endDatetime, start)));
}

export async function deleteSlotsByIds(db: Executor, cuidadorId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(disponibilidade).where(and(eq(disponibilidade.cuidadorId, cuidadorId), inArray(disponibilidade.id, ids)));
}

/** The not-yet-started slots of a pattern. */
export async function deleteReplaceablePatternSlots(db: Executor, cuidadorId: string, padraoId: string, now: Date): Promise<void> {
  await db
    .delete(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), eq(disponibilidade.padraoId, padraoId), gte(disponibilidade.startDatetime, now)));
}

export async function insertPatternSlots(db: Executor, cuidadorId: string, padraoId: string, spans: readonly TimeSpan[]): Promise<void> {
  if (spans.length === 0) return;
  await db.insert(disponibilidade).values(spans.map((s) => ({ cuidadorId, padraoId, startDatetime: s.start, endDatetime: s.end })));
}

// --- Weekly pattern ---

const patternColumns = {
  id: disponibilidadePadroes.id,
  cuidadorId: disponibilidadePadroes.cuidadorId,
  faixas: disponibilidadePadroes.faixas,
  validoDe: disponibilidadePadroes.validoDe,
  validoAte: disponibilidadePadroes.validoAte,
};
export type PatternRow = { id: string; cuidadorId: string; faixas: { dias: number[]; horaInicio: string; horaFim: string }[]; validoDe: string; validoAte: string | null };
export const toPatternDto = (row: PatternRow): WeeklyPatternDto => ({ id: row.id, faixas: row.faixas, validoDe: row.validoDe, validoAte: row.validoAte });

export async function findPattern(db: Executor, cuidadorId: string): Promise<PatternRow | undefined> {
  const [row] = await db.select(patternColumns).from(disponibilidadePadroes).where(eq(disponibilidadePadroes.cuidadorId, cuidadorId)).limit(1);
  return row;
}

/**
 * The caller's pattern (optionally by id), locked for the rest of the transaction: saving, the
 * daily extension and changes by hand of one caregiver take turns, on any number of processes.
 */
export async function lockPattern(db: Executor, cuidadorId: string, id?: string): Promise<PatternRow | undefined> {
  const [row] = await db
    .select(patternColumns)
    .from(disponibilidadePadroes)
    .where(and(eq(disponibilidadePadroes.cuidadorId, cuidadorId), id ? eq(disponibilidadePadroes.id, id) : undefined))
    .limit(1)
    .for('update');
  return row;
}

export async function insertPattern(db: Executor, cuidadorId: string, input: Omit<PatternRow, 'id' | 'cuidadorId'>): Promise<PatternRow> {
  const [row] = await db.insert(disponibilidadePadroes).values({ cuidadorId, ...input }).returning(patternColumns);
  return row!;
}

export async function updatePattern(db: Executor, cuidadorId: string, id: string, input: Omit<PatternRow, 'id' | 'cuidadorId'>): Promise<PatternRow | undefined> {
  const [row] = await db
    .update(disponibilidadePadroes)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(disponibilidadePadroes.id, id), eq(disponibilidadePadroes.cuidadorId, cuidadorId)))
    .returning(patternColumns);
  return row;
}

export async function deletePattern(db: Executor, cuidadorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(disponibilidadePadroes)
    .where(and(eq(disponibilidadePadroes.id, id), eq(disponibilidadePadroes.cuidadorId, cuidadorId)))
    .returning({ id: disponibilidadePadroes.id });
  return rows.length > 0;
}

export async function setMaterialisedUntil(db: Executor, id: string, date: string): Promise<void> {
  await db.update(disponibilidadePadroes).set({ materializadoAte: date }).where(eq(disponibilidadePadroes.id, id));
}

/** Caregivers whose pattern has not been written up to `horizon` yet (and is still valid before it). */
export function findPatternsToExtend(db: Executor, horizon: string) {
  const p = disponibilidadePadroes;
  return db
    .select({ cuidadorId: p.cuidadorId })
    .from(p)
    .where(
      and(
        or(isNull(p.materializadoAte), lt(p.materializadoAte, horizon)),
        or(isNull(p.validoAte), isNull(p.materializadoAte), lt(p.materializadoAte, p.validoAte)),
      ),
    )
    .orderBy(asc(p.cuidadorId));
}

// --- Days off ---

const dayOffColumns = { id: disponibilidadeFolgas.id, dataInicio: disponibilidadeFolgas.dataInicio, dataFim: disponibilidadeFolgas.dataFim };

/** The caller's days off that end on or after `fromDate`, earliest first. */
export function findDaysOff(db: Executor, cuidadorId: string, fromDate: string): Promise<DayOffDto[]> {
  return db
    .select(dayOffColumns)
    .from(disponibilidadeFolgas)
    .where(and(eq(disponibilidadeFolgas.cuidadorId, cuidadorId), gte(disponibilidadeFolgas.dataFim, fromDate)))
    .orderBy(asc(disponibilidadeFolgas.dataInicio));
}

export async function findOverlappingDayOff(db: Executor, cuidadorId: string, dataInicio: string, dataFim: string) {
  const [row] = await db
    .select(dayOffColumns)
    .from(disponibilidadeFolgas)
    .where(and(eq(disponibilidadeFolgas.cuidadorId, cuidadorId), lte(disponibilidadeFolgas.dataInicio, dataFim), gte(disponibilidadeFolgas.dataFim, dataInicio)))
    .limit(1);
  return row;
}

export async function insertDayOff(db: Executor, cuidadorId: string, dataInicio: string, dataFim: string): Promise<DayOffDto> {
  const [row] = await db.insert(disponibilidadeFolgas).values({ cuidadorId, dataInicio, dataFim }).returning(dayOffColumns);
  return row!;
}

export async function deleteDayOff(db: Executor, cuidadorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(disponibilidadeFolgas)
    .where(and(eq(disponibilidadeFolgas.id, id), eq(disponibilidadeFolgas.cuidadorId, cuidadorId)))
    .returning({ id: disponibilidadeFolgas.id });
  return rows.length > 0;
}

// --- Bookings a change may leave without availability ---

/** The caller's paid, active booked days (pending or confirmed) that have not ended, with the family's first name. */
export async function findActiveBookedDays(db: Executor, cuidadorId: string, now: Date) {
  const rows = await db
    .select({
      reservaId: reservas.id,
      pedidoId: reservas.pedidoId,
      start: reservas.startDatetime,
      end: reservas.endDatetime,
      status: reservas.status,
      firstName: profiles.firstName,
    })
    .from(reservas)
    .innerJoin(profiles, eq(profiles.id, reservas.familiaId))
    .where(and(eq(reservas.cuidadorId, cuidadorId), inArray(reservas.status, ['pendente', 'confirmada']), gt(reservas.endDatetime, now)))
    .orderBy(asc(reservas.startDatetime));
  return rows.map((r) => ({ ...r, status: r.status as AffectedBookingDto['status'] }));
}
export type ActiveBookedDay = Awaited<ReturnType<typeof findActiveBookedDays>>[number];

/** The caller's confirmed (or concluded) days of work overlapping [from, to). */
export async function findReservationDays(db: Executor, cuidadorId: string, from: Date, to: Date) {
  return db
    .select({
      id: reservas.id,
      pedidoId: reservas.pedidoId,
      dataReserva: reservas.dataReserva,
      horaInicio: reservas.horaInicio,
      horaFim: reservas.horaFim,
      start: reservas.startDatetime,
      end: reservas.endDatetime,
      status: reservas.status,
      precoTotalCentavos: reservas.precoTotalCentavos,
      familiaFirstName: profiles.firstName,
      familiaLastName: profiles.lastName,
    })
    .from(reservas)
    .innerJoin(profiles, eq(profiles.id, reservas.familiaId))
    .where(
      and(
        eq(reservas.cuidadorId, cuidadorId),
        inArray(reservas.status, ['confirmada', 'concluida']),
        lt(reservas.startDatetime, to),
        gt(reservas.endDatetime, from),
      ),
    )
    .orderBy(asc(reservas.startDatetime));
}

export type ReservationDayRow = Awaited<ReturnType<typeof findReservationDays>>[number];
