import type { AvailabilitySlotDto, AvailabilitySlotInput } from '@cuidar/domain/availability';
import { formatDayAndTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { addDaysToDate, saoPauloToInstant } from '@cuidar/domain/time';
import type { Executor } from '../../db/client';
import { isExclusionViolation, isForeignKeyViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { deleteSlot, findOverlappingSlot, insertSlot, updateSlot } from './repository';

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
