import {
  bookingsLosingAvailability,
  diffSlots,
  planPatternSlots,
  type AffectedBookingDto,
  type AvailabilitySlotDto,
  type AvailabilitySlotInput,
  type DayOffDto,
  type DayOffInput,
  type ReservationDayDto,
  type WeeklyPattern,
  type WeeklyPatternDto,
} from '@cuidar/domain/availability';
import { BOOKING_HORIZON_DAYS } from '@cuidar/domain/constants';
import { formatDayAndTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import type { DatabaseHandle, Executor } from '../../db/client';
import { isExclusionViolation, isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import {
  deleteDayOff,
  deletePattern,
  deleteReplaceablePatternSlots,
  deleteReplaceableSlotsOverlapping,
  deleteSlot,
  deleteSlotsByIds,
  findActiveBookedDays,
  findDaysOff,
  findFutureSlots,
  findOverlappingDayOff,
  findOverlappingSlot,
  findPattern,
  findPatternsToExtend,
  findReservationDays,
  findSlot,
  findSlots,
  insertDayOff,
  insertPattern,
  insertPatternSlots,
  insertSlot,
  lockPattern,
  setMaterialisedUntil,
  toPatternDto,
  updatePattern,
  updateSlot,
  type ActiveBookedDay,
  type ReservationDayRow,
} from './repository';

const m = messages.availability;
const p = messages.availabilityPattern;

export interface AvailabilityDeps {
  db: Executor;
  now: () => Date;
}

/** `?dryRun=true` / `?confirm=true` of a change that may take a booking's hours away. */
export interface ChangeOptions {
  dryRun?: boolean;
  confirm?: boolean;
}

/** A dry run's answer, or the change made and how many bookings kept their booking without availability. */
export type ChangeOutcome<T> = { preview: AffectedBookingDto[] } | { done: T; keptBookings: number };

/** São Paulo calendar days [from, to] as instants [from 00:00, to+1 00:00). */
export function rangeToInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: saoPauloToInstant(from, '00:00'), end: saoPauloToInstant(addDaysToDate(to, 1), '00:00') };
}

function instantsOf(input: AvailabilitySlotInput) {
  return { start: saoPauloToInstant(input.dataInicio, input.horaInicio), end: saoPauloToInstant(input.dataFim, input.horaFim) };
}

/** A slot made by hand may not overlap another slot made by hand (or a running one); pattern slots give way. */
async function checkSlot(db: Executor, now: Date, cuidadorId: string, start: Date, end: Date, exceptId?: string) {
  if (end.getTime() <= now.getTime()) throw badRequest(m.inPast, 'dataFim');
  const other = await findOverlappingSlot(db, cuidadorId, start, end, exceptId, now);
  if (other) throw conflict(m.overlap(formatDayAndTimeRange(other.start, other.end)), 'horaInicio');
}

/** Database refusals a concurrent request can still cause, in the person's words. */
function translate(error: unknown): never {
  if (isExclusionViolation(error)) throw conflict(m.overlapGeneric, 'horaInicio');
  if (isForeignKeyViolation(error)) throw conflict(messages.profile.notRegistered);
  throw error;
}

/** Thrown inside the transaction of a dry run so that nothing it did is kept. */
class DryRun extends Error {
  constructor(readonly bookings: AffectedBookingDto[]) {
    super('dry run');
  }
}

const toAffectedDto = (day: ActiveBookedDay): AffectedBookingDto => ({
  reservaId: day.reservaId,
  pedidoId: day.pedidoId,
  startDatetime: day.start.toISOString(),
  endDatetime: day.end.toISOString(),
  status: day.status,
  familia: { firstName: day.firstName },
});

/**
 * Makes a change to the caller's availability and compares the slots before and after it with the
 * pending and confirmed bookings still to come (docs/product.md#availability): a booking whose hours
 * leave the availability is never cancelled, but the change needs `confirm` (a dry run only answers
 * which bookings those are, and rolls the change back). One transaction, so the answer is exact.
 */
async function changeAvailability<T>(deps: AvailabilityDeps, cuidadorId: string, options: ChangeOptions, change: (tx: Executor, now: Date) => Promise<T>): Promise<ChangeOutcome<T>> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      // The pattern's lock first: every change of one caregiver's availability takes its turn.
      await lockPattern(tx, cuidadorId);
      const before = await findFutureSlots(tx, cuidadorId, now);
      const done = await change(tx, now);
      const after = await findFutureSlots(tx, cuidadorId, now);
      const affected = bookingsLosingAvailability(await findActiveBookedDays(tx, cuidadorId, now), before, after).map(toAffectedDto);
      if (options.dryRun) throw new DryRun(affected);
      if (affected.length > 0 && !options.confirm) {
        throw conflict(p.bookingsAffected(affected.map((b) => `${formatDayAndTimeRange(b.startDatetime, b.endDatetime)}, ${b.familia.firstName}`).join('; ')));
      }
      return { done, keptBookings: affected.length };
    });
  } catch (error) {
    if (error instanceof DryRun) return { preview: error.bookings };
    if (error instanceof AppError) throw error;
    return translate(error);
  }
}

/**
 * Writes the caregiver's pattern into slots from now to the booking horizon (ADR 0043): its
 * occurrences minus days off and minus slots made by hand; slots it wrote that have not started and
 * are no longer planned are removed, planned ones not written yet are added, the rest stay as they
 * are. Idempotent. Call inside a transaction that holds the pattern's lock.
 */
export async function materialisePattern(tx: Executor, cuidadorId: string, now: Date): Promise<{ added: number; removed: number }> {
  const pattern = await lockPattern(tx, cuidadorId);
  if (!pattern) return { added: 0, removed: 0 };
  const today = todayInSaoPaulo(now);
  const folgas = await findDaysOff(tx, cuidadorId, addDaysToDate(today, -1));
  const rows = await findFutureSlots(tx, cuidadorId, now);
  const isReplaceable = (row: (typeof rows)[number]) => row.padraoId === pattern.id && row.start.getTime() >= now.getTime();
  const planned = planPatternSlots({ rule: pattern, folgas, keep: rows.filter((r) => !isReplaceable(r)), now, horizonDays: BOOKING_HORIZON_DAYS });
  const { remove, add } = diffSlots(rows.filter(isReplaceable), planned);
  await deleteSlotsByIds(tx, cuidadorId, remove.map((r) => r.id));
  await insertPatternSlots(tx, cuidadorId, pattern.id, add);
  await setMaterialisedUntil(tx, pattern.id, addDaysToDate(today, BOOKING_HORIZON_DAYS));
  return { added: add.length, removed: remove.length };
}

// --- Slots made by hand ---

export async function createSlot(deps: AvailabilityDeps, cuidadorId: string, input: AvailabilitySlotInput): Promise<AvailabilitySlotDto> {
  const { start, end } = instantsOf(input);
  const now = deps.now();
  return deps.db
    .transaction(async (tx) => {
      await lockPattern(tx, cuidadorId);
      await checkSlot(tx, now, cuidadorId, start, end);
      // Adding time never takes a booking's hours away: no check needed. Pattern slots give way.
      await deleteReplaceableSlotsOverlapping(tx, cuidadorId, start, end, now);
      const slot = await insertSlot(tx, cuidadorId, start, end);
      await materialisePattern(tx, cuidadorId, now);
      return slot;
    })
    .catch((error: unknown) => (error instanceof AppError ? Promise.reject(error) : translate(error)));
}

/** A slot the pattern wrote is changed through the pattern or a day off, not one by one. */
async function handMadeSlot(tx: Executor, cuidadorId: string, id: string) {
  const slot = await findSlot(tx, cuidadorId, id);
  if (!slot) throw notFound();
  if (slot.padraoId) throw conflict(p.slotFromPattern);
  return slot;
}

export async function changeSlot(
  deps: AvailabilityDeps,
  cuidadorId: string,
  id: string,
  input: AvailabilitySlotInput,
  options: ChangeOptions = {},
): Promise<ChangeOutcome<AvailabilitySlotDto>> {
  const { start, end } = instantsOf(input);
  return changeAvailability(deps, cuidadorId, options, async (tx, now) => {
    await handMadeSlot(tx, cuidadorId, id);
    await checkSlot(tx, now, cuidadorId, start, end, id);
    await deleteReplaceableSlotsOverlapping(tx, cuidadorId, start, end, now);
    const slot = await updateSlot(tx, cuidadorId, id, start, end);
    if (!slot) throw notFound();
    await materialisePattern(tx, cuidadorId, now);
    return slot;
  });
}

export function removeSlot(deps: AvailabilityDeps, cuidadorId: string, id: string, options: ChangeOptions = {}): Promise<ChangeOutcome<true>> {
  return changeAvailability(deps, cuidadorId, options, async (tx, now) => {
    await handMadeSlot(tx, cuidadorId, id);
    if (!(await deleteSlot(tx, cuidadorId, id))) throw notFound();
    // The pattern may fill the freed time again.
    await materialisePattern(tx, cuidadorId, now);
    return true as const;
  });
}

/** The caller's own slots over the São Paulo days [from, to]. */
export function listSlots(db: Executor, cuidadorId: string, from: string, to: string): Promise<AvailabilitySlotDto[]> {
  const { start, end } = rangeToInstants(from, to);
  return findSlots(db, cuidadorId, start, end);
}

// --- Weekly pattern and days off ---

/** The caller's pattern and the days off still to come. */
export async function getPattern(deps: AvailabilityDeps, cuidadorId: string): Promise<{ pattern: WeeklyPatternDto | null; folgas: DayOffDto[] }> {
  const pattern = await findPattern(deps.db, cuidadorId);
  const folgas = await findDaysOff(deps.db, cuidadorId, todayInSaoPaulo(deps.now()));
  return { pattern: pattern ? toPatternDto(pattern) : null, folgas };
}

function patternFields(input: WeeklyPattern, now: Date) {
  const validoAte = input.validoAte ? input.validoAte : null;
  if (validoAte && validoAte < todayInSaoPaulo(now)) throw badRequest(p.endedPattern, 'validoAte');
  return {
    faixas: input.faixas.map((f) => ({ dias: [...f.dias].sort((a, b) => a - b), horaInicio: f.horaInicio, horaFim: f.horaFim })),
    validoDe: input.validoDe,
    validoAte,
  };
}

export function createPattern(deps: AvailabilityDeps, cuidadorId: string, input: WeeklyPattern, options: ChangeOptions = {}): Promise<ChangeOutcome<WeeklyPatternDto>> {
  return changeAvailability(deps, cuidadorId, options, async (tx, now) => {
    if (await findPattern(tx, cuidadorId)) throw conflict(p.alreadyExists);
    const pattern = await insertPattern(tx, cuidadorId, patternFields(input, now)).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(p.alreadyExists);
      throw error;
    });
    await materialisePattern(tx, cuidadorId, now);
    return toPatternDto(pattern);
  });
}

/** Re-saving replaces only the pattern's own slots that have not started; slots made by hand stay. */
export function replacePattern(
  deps: AvailabilityDeps,
  cuidadorId: string,
  id: string,
  input: WeeklyPattern,
  options: ChangeOptions = {},
): Promise<ChangeOutcome<WeeklyPatternDto>> {
  return changeAvailability(deps, cuidadorId, options, async (tx, now) => {
    if (!(await lockPattern(tx, cuidadorId, id))) throw notFound();
    const pattern = await updatePattern(tx, cuidadorId, id, patternFields(input, now));
    if (!pattern) throw notFound();
    await materialisePattern(tx, cuidadorId, now);
    return toPatternDto(pattern);
  });
}

export function removePattern(deps: AvailabilityDeps, cuidadorId: string, id: string, options: ChangeOptions = {}): Promise<ChangeOutcome<true>> {
  return changeAvailability(deps, cuidadorId, options, async (tx, now) => {
    if (!(await lockPattern(tx, cuidadorId, id))) throw notFound();
    // Slots already running or past stay (history); they become plain slots.
    await deleteReplaceablePatternSlots(tx, cuidadorId, id, now);
    await deletePattern(tx, cuidadorId, id);
    return true as const;
  });
}

export function addDayOff(deps: AvailabilityDeps, cuidadorId: string, input: DayOffInput, options: ChangeOptions = {}): Promise<ChangeOutcome<DayOffDto>> {
  return changeAvailability(deps, cuidadorId, options, async (tx, now) => {
    if (input.dataFim < todayInSaoPaulo(now)) throw badRequest(p.dayOffInPast, 'dataFim');
    if (await findOverlappingDayOff(tx, cuidadorId, input.dataInicio, input.dataFim)) throw conflict(p.dayOffOverlap, 'dataInicio');
    const folga = await insertDayOff(tx, cuidadorId, input.dataInicio, input.dataFim).catch((error: unknown) => {
      if (isExclusionViolation(error)) throw conflict(p.dayOffOverlap, 'dataInicio');
      throw error;
    });
    await materialisePattern(tx, cuidadorId, now);
    return folga;
  });
}

/** Removing a day off only gives time back: the pattern fills those days again. */
export async function removeDayOff(deps: AvailabilityDeps, cuidadorId: string, id: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockPattern(tx, cuidadorId);
    if (!(await deleteDayOff(tx, cuidadorId, id))) throw notFound();
    await materialisePattern(tx, cuidadorId, now);
  });
}

/**
 * The daily rolling job (ADR 0043): extends every pattern as days pass, so its slots always reach
 * the booking horizon. Under an advisory lock so processes take turns; each caregiver in its own
 * transaction holding the pattern's lock, and the writing is idempotent, so a second run (or
 * process) finds nothing to do.
 */
export function runAvailabilityExtension(deps: { database: Pick<DatabaseHandle, 'db' | 'exclusive'>; now: () => Date; logger?: { error(message: string, error?: unknown): void } }) {
  return deps.database.exclusive('availability-patterns', async () => {
    const now = deps.now();
    const horizon = addDaysToDate(todayInSaoPaulo(now), BOOKING_HORIZON_DAYS);
    let extended = 0;
    for (const { cuidadorId } of await findPatternsToExtend(deps.database.db, horizon)) {
      try {
        await deps.database.db.transaction((tx) => materialisePattern(tx, cuidadorId, now));
        extended++;
      } catch (error) {
        deps.logger?.error(`[jobs] disponibilidade de ${cuidadorId} não foi estendida`, error);
      }
    }
    return { extended };
  });
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
