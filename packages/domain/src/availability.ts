import { isValidIsoDate } from './calendar-date';
import { addDaysToDate } from './time';
import { RESERVATION_STATUSES } from './constants';
import { calendarDaySchema, centsSchema, idSchema, instantSchema, wallTimeSchema } from './dto';
import { toSaoPauloParts } from './date-format';
import { messages } from './messages';
import { requiredText, z } from './validation';

// Availability slots ('Adicionar Disponibilidade' dialog, docs/product.md#availability). The dialog
// and the API speak São Paulo wall time (date + time, zero seconds); the server stores instants.

const m = messages.availability;

/** Longest slot one entry may describe; longer stretches are several entries. */
export const MAX_SLOT_DAYS = 7;
/** Widest date range one list request may ask for (a month view needs six weeks). */
export const MAX_RANGE_DAYS = 100;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const dateField = requiredText(m.fieldsRequired, { tooLong: m.dateInvalid }).refine(isValidIsoDate, m.dateInvalid);
const timeField = requiredText(m.fieldsRequired, { tooLong: m.timeInvalid }).regex(TIME, m.timeInvalid);

/** Whole minutes between two wall times, ignoring time zones (fine: Brazil has no DST since 2019). */
export function wallMinutesBetween(startDate: string, startTime: string, endDate: string, endTime: string): number {
  const toMinutes = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;
  return toMinutes(endDate, endTime) - toMinutes(startDate, startTime);
}

export const availabilitySlotSchema = z
  .strictObject({
    dataInicio: dateField,
    horaInicio: timeField,
    dataFim: dateField,
    horaFim: timeField,
  })
  .superRefine((v, ctx) => {
    if (!isValidIsoDate(v.dataInicio) || !isValidIsoDate(v.dataFim) || !TIME.test(v.horaInicio) || !TIME.test(v.horaFim)) return;
    const minutes = wallMinutesBetween(v.dataInicio, v.horaInicio, v.dataFim, v.horaFim);
    if (minutes <= 0) ctx.addIssue({ code: 'custom', message: m.endAfterStart, path: ['horaFim'] });
    else if (minutes > MAX_SLOT_DAYS * 24 * 60) ctx.addIssue({ code: 'custom', message: m.tooLong(MAX_SLOT_DAYS), path: ['dataFim'] });
  });
export type AvailabilitySlotInput = z.input<typeof availabilitySlotSchema>;

/**
 * A date range of a list request (both ends included, São Paulo calendar days). The field checks
 * abort: zod 4 would otherwise run the range rule on an invalid date, and date arithmetic on ''
 * throws (a 500 found by the fuzzer; schemas.fuzz.test.ts keeps every schema from throwing).
 */
export const dateRangeQuerySchema = z
  .strictObject({
    from: z.string().refine(isValidIsoDate, { message: m.rangeInvalid, abort: true }),
    to: z.string().refine(isValidIsoDate, { message: m.rangeInvalid, abort: true }),
  })
  .refine((v) => v.from <= v.to && addDaysToDate(v.from, MAX_RANGE_DAYS) >= v.to, m.rangeInvalid);

export const availabilitySlotDtoSchema = z.object({
  id: idSchema,
  startDatetime: instantSchema,
  endDatetime: instantSchema,
});
export type AvailabilitySlotDto = z.infer<typeof availabilitySlotDtoSchema>;
/** GET /api/availability */
export const availabilitySlotsResponseSchema = z.object({ slots: z.array(availabilitySlotDtoSchema) });
/** POST /api/availability and PUT /api/availability/:id */
export const availabilitySlotResponseSchema = z.object({ slot: availabilitySlotDtoSchema });

/**
 * The São Paulo calendar days a slot touches, for marking a calendar. A slot ending exactly at
 * midnight does not mark the next day.
 */
export function slotDates(start: Date | string, end: Date | string): string[] {
  const first = toSaoPauloParts(new Date(start)).date;
  const endParts = toSaoPauloParts(new Date(new Date(end).getTime() - 60_000));
  const dates: string[] = [];
  for (let date = first; date <= endParts.date && dates.length <= MAX_SLOT_DAYS + 1; date = addDaysToDate(date, 1)) dates.push(date);
  return dates;
}

/** The dialog's fields for an existing slot, in São Paulo wall time. */
export function slotToFormValues(slot: Pick<AvailabilitySlotDto, 'startDatetime' | 'endDatetime'>): AvailabilitySlotInput {
  const start = toSaoPauloParts(new Date(slot.startDatetime));
  const end = toSaoPauloParts(new Date(slot.endDatetime));
  return { dataInicio: start.date, horaInicio: start.time, dataFim: end.date, horaFim: end.time };
}

/** A confirmed (or already concluded) day of work in the caregiver's agenda. */
export const reservationDayDtoSchema = z.object({
  id: idSchema,
  pedidoId: idSchema,
  dataReserva: calendarDaySchema,
  horaInicio: wallTimeSchema,
  horaFim: wallTimeSchema,
  startDatetime: instantSchema,
  endDatetime: instantSchema,
  status: z.enum(RESERVATION_STATUSES).extract(['confirmada', 'concluida']),
  precoTotalCentavos: centsSchema,
  familia: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type ReservationDayDto = z.infer<typeof reservationDayDtoSchema>;
/** GET /api/availability/reservations */
export const reservationDaysResponseSchema = z.object({ days: z.array(reservationDayDtoSchema) });
