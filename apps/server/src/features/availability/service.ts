import type { AvailabilitySlotDto, AvailabilitySlotInput, ReservationDayDto } from '@cuidar/domain/availability';
import { formatDayAndTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { addDaysToDate, saoPauloToInstant } from '@cuidar/domain/time';
import type { Executor } from '../../db/client';
import { isExclusionViolation, isForeignKeyViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  deleteSlot,
  findOverlappingSlot,
  findReservationDays,
  findSlots,
  insertSlot,
  updateSlot,
  type ReservationDayRow,
} from './repository';

const m = messages.availability;

export interface AvailabilityDeps {
  db: Executor;
  now: () => Date;
}

/** São Paulo calendar days [from, to] as instants [from 00:00, to+1 00:00). */
export function rangeToInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: saoPauloToInstant(from, '00:00'), end: saoPauloToInstant(addDaysToDate(to, 1), '00:00') };
}

function instantsOf(input: AvailabilitySlotInput) {
  return { start: saoPauloToInstant(input.dataInicio, input.horaInicio), end: saoPauloToInstant(input.dataFim, input.horaFim) };
}

async function checkSlot(deps: AvailabilityDeps, cuidadorId: string, start: Date, end: Date, exceptId?: string) {
  if (end.getTime() <= deps.now().getTime()) throw badRequest(m.inPast, 'dataFim');
  const other = await findOverlappingSlot(deps.db, cuidadorId, start, end, exceptId);
  if (other) throw conflict(m.overlap(formatDayAndTimeRange(other.start, other.end)), 'horaInicio');
}

/** Database refusals a concurrent request can still cause, in the person's words. */
function translate(error: unknown): never {
  if (isExclusionViolation(error)) throw conflict(m.overlapGeneric, 'horaInicio');
  if (isForeignKeyViolation(error)) throw conflict(messages.profile.notRegistered);
  throw error;
}

export async function createSlot(deps: AvailabilityDeps, cuidadorId: string, input: AvailabilitySlotInput): Promise<AvailabilitySlotDto> {
  const { start, end } = instantsOf(input);
  await checkSlot(deps, cuidadorId, start, end);
  return insertSlot(deps.db, cuidadorId, start, end).catch(translate);
}

export async function changeSlot(deps: AvailabilityDeps, cuidadorId: string, id: string, input: AvailabilitySlotInput): Promise<AvailabilitySlotDto> {
  const { start, end } = instantsOf(input);
  await checkSlot(deps, cuidadorId, start, end, id);
  const slot = await updateSlot(deps.db, cuidadorId, id, start, end).catch(translate);
  if (!slot) throw notFound();
  return slot;
}

export async function removeSlot(deps: AvailabilityDeps, cuidadorId: string, id: string): Promise<void> {
  if (!(await deleteSlot(deps.db, cuidadorId, id))) throw notFound();
}

/** The caller's own slots over the São Paulo days [from, to]. */
export function listSlots(db: Executor, cuidadorId: string, from: string, to: string): Promise<AvailabilitySlotDto[]> {
  const { start, end } = rangeToInstants(from, to);
  return findSlots(db, cuidadorId, start, end);
}

/** The caller's own booked days over the São Paulo days [from, to]; a day that has ended is concluded. */
export async function listReservationDays(deps: AvailabilityDeps, cuidadorId: string, from: string, to: string): Promise<ReservationDayDto[]> {
  const { start, end } = rangeToInstants(from, to);
  const at = deps.now();
  const rows = await findReservationDays(deps.db, cuidadorId, start, end);
  return rows.map((row) => toReservationDayDto(row, at));
}

function toReservationDayDto(row: ReservationDayRow, now: Date): ReservationDayDto {
  return {
    id: row.id,
    pedidoId: row.pedidoId,
    dataReserva: row.dataReserva,
    horaInicio: row.horaInicio.slice(0, 5),
    horaFim: row.horaFim.slice(0, 5),
    startDatetime: row.start.toISOString(),
    endDatetime: row.end.toISOString(),
    status: row.status === 'concluida' || row.end.getTime() <= now.getTime() ? 'concluida' : 'confirmada',
    precoTotalCentavos: row.precoTotalCentavos,
    familia: { firstName: row.familiaFirstName, lastName: row.familiaLastName },
  };
}
