import type { AvailabilitySlotDto } from '@cuidar/domain/availability';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { disponibilidade, profiles, reservas } from '../../db/schema';

// Every query carries cuidador_id = the caller: another caregiver's slot is a missing slot.

const slotColumns = { id: disponibilidade.id, start: disponibilidade.startDatetime, end: disponibilidade.endDatetime };
type SlotRow = { id: string; start: Date; end: Date };
export const toSlotDto = (row: SlotRow): AvailabilitySlotDto => ({
  id: row.id,
  startDatetime: row.start.toISOString(),
  endDatetime: row.end.toISOString(),
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

/** One of the caller's slots overlapping [start, end), other than `exceptId`. */
export async function findOverlappingSlot(db: Executor, cuidadorId: string, start: Date, end: Date, exceptId?: string) {
  const [row] = await db
    .select(slotColumns)
    .from(disponibilidade)
    .where(
      and(
        eq(disponibilidade.cuidadorId, cuidadorId),
        lt(disponibilidade.startDatetime, end),
        gt(disponibilidade.endDatetime, start),
        exceptId ? ne(disponibilidade.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(disponibilidade.startDatetime))
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
