import { isValidIsoDate, weekdayOf } from './calendar-date';
import { addDaysToDate, saoPauloToInstant } from './time';
import { RESERVATION_STATUSES } from './constants';
import { calendarDaySchema, centsSchema, idSchema, instantSchema, wallTimeSchema } from './dto';
import { toSaoPauloParts } from './date-format';
import { subtractIntervals } from './intervals';
import { messages } from './messages';
import { availabilityLabels } from './messages/labels/availability';
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
  /** Written by the weekly pattern ('Repetir toda semana'): changed through the pattern or a day off, not one by one. */
  repeticao: z.boolean(),
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

// ---------------------------------------------------------------------------------------------
// Repeating availability (docs/product.md#availability, ADR 0043): a weekly pattern of ranges
// ('segunda a sexta, 08:00–18:00'; 'sábado 19:00 até 07:00 do dia seguinte') valid from a date,
// days off ('folgas') that take the pattern's hours away, and the rule that removing availability
// never drops a booking silently. The server materialises the pattern into slots up to the booking
// horizon; these pure functions are that expansion, shared by the server and its tests.

const p = messages.availabilityPattern;

/** Day names, 0 Sunday … 6 Saturday (the order of `weekdayOf`). */
export const WEEKDAY_NAMES = availabilityLabels.weekdayNames;
/** Short labels for the weekday checkboxes, Monday first as Brazilian calendars read. */
export const WEEKDAY_SHORT = availabilityLabels.weekdayShort;
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
/** At most this many different ranges in one pattern. */
export const MAX_PATTERN_RANGES = 7;
/** Longest day off one entry may describe. */
export const MAX_DAY_OFF_DAYS = 366;

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const timeToMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * How long a range lasts, in minutes: an end at or before the start is on the next day
 * ('19:00–07:00' is 12 h; '07:00–07:00' is 24 h).
 */
export function rangeMinutes(horaInicio: string, horaFim: string): number {
  const start = timeToMinutes(horaInicio);
  const end = timeToMinutes(horaFim);
  return end > start ? end - start : MINUTES_PER_DAY - start + end;
}

/** Whether a range ends on the next day. */
export const endsNextDay = (horaInicio: string, horaFim: string) => timeToMinutes(horaFim) <= timeToMinutes(horaInicio);

/** '08:00 às 18:00', '19:00 às 07:00 do dia seguinte'. */
export function formatPatternHours(horaInicio: string, horaFim: string): string {
  const hours = availabilityLabels.hours(horaInicio, horaFim);
  return endsNextDay(horaInicio, horaFim) ? `${hours} ${p.nextDay}` : hours;
}

/** 'segunda, terça e sexta' — the ranges' days in Monday-first order. */
export function formatWeekdays(dias: readonly number[]): string {
  const names = WEEKDAYS_MONDAY_FIRST.filter((d) => dias.includes(d)).map((d) => WEEKDAY_NAMES[d]);
  const l = availabilityLabels;
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(l.daysSeparator)}${l.lastDaySeparator}${names.at(-1)}`;
}

export const patternRangeSchema = z.strictObject({
  dias: z
    .array(z.number().int().min(0).max(6), { error: p.daysRequired })
    .min(1, p.daysRequired)
    .max(7, p.daysRequired)
    .refine((dias) => new Set(dias).size === dias.length, p.daysRequired),
  horaInicio: timeField,
  horaFim: timeField,
});
export type PatternRangeInput = z.input<typeof patternRangeSchema>;

/** A range's weekly occurrences as minutes from Sunday 00:00, split where they wrap past Saturday. */
function weekMinutes(range: { dias: readonly number[]; horaInicio: string; horaFim: string }) {
  const length = rangeMinutes(range.horaInicio, range.horaFim);
  return range.dias.flatMap((dia) => {
    const start = dia * MINUTES_PER_DAY + timeToMinutes(range.horaInicio);
    const end = start + length;
    return end <= MINUTES_PER_WEEK ? [{ dia, start, end }] : [{ dia, start, end: MINUTES_PER_WEEK }, { dia, start: 0, end: end - MINUTES_PER_WEEK }];
  });
}

/** The first two occurrences of a pattern that overlap within the week, if any. */
export function findOverlappingRanges(ranges: readonly { dias: readonly number[]; horaInicio: string; horaFim: string }[]) {
  const pieces = ranges.flatMap((range) => weekMinutes(range)).sort((a, b) => a.start - b.start);
  for (let i = 1; i < pieces.length; i++) {
    const previous = pieces[i - 1]!;
    const current = pieces[i]!;
    if (current.start < previous.end) return [previous.dia, current.dia] as const;
  }
  return null;
}

/** The weekly pattern ('Repetir toda semana'): the form's and the API's one schema. */
export const weeklyPatternSchema = z
  .strictObject({
    faixas: z.array(patternRangeSchema, { error: p.rangesRequired }).min(1, p.rangesRequired).max(MAX_PATTERN_RANGES, p.tooManyRanges),
    validoDe: dateField,
    /** Last day an occurrence may start on; '' or absent: no end. */
    validoAte: z.union([z.literal(''), dateField]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.validoAte && isValidIsoDate(v.validoDe) && v.validoAte < v.validoDe) ctx.addIssue({ code: 'custom', message: p.untilBeforeFrom, path: ['validoAte'] });
    const parsed = v.faixas.filter((f) => f.dias.length > 0 && TIME.test(f.horaInicio) && TIME.test(f.horaFim));
    if (parsed.length !== v.faixas.length) return;
    const overlap = findOverlappingRanges(parsed);
    if (overlap) ctx.addIssue({ code: 'custom', message: p.rangesOverlap(WEEKDAY_NAMES[overlap[0]]!, WEEKDAY_NAMES[overlap[1]]!), path: ['faixas'] });
  });
export type WeeklyPatternInput = z.input<typeof weeklyPatternSchema>;
export type WeeklyPattern = z.output<typeof weeklyPatternSchema>;

/** A day off or a stretch of days off, both ends included, São Paulo calendar days. */
export const dayOffSchema = z
  .strictObject({ dataInicio: dateField, dataFim: dateField })
  .superRefine((v, ctx) => {
    if (!isValidIsoDate(v.dataInicio) || !isValidIsoDate(v.dataFim)) return;
    if (v.dataFim < v.dataInicio) ctx.addIssue({ code: 'custom', message: p.dayOffEndBeforeStart, path: ['dataFim'] });
    else if (addDaysToDate(v.dataInicio, MAX_DAY_OFF_DAYS - 1) < v.dataFim) ctx.addIssue({ code: 'custom', message: p.dayOffTooLong(MAX_DAY_OFF_DAYS), path: ['dataFim'] });
  });
export type DayOffInput = z.input<typeof dayOffSchema>;

/**
 * `?dryRun=true` answers which bookings a change would take out of the caregiver's availability and
 * changes nothing; `?confirm=true` makes a change that does (the bookings stay). Without either, such
 * a change answers 409.
 */
export const availabilityChangeQuerySchema = z.strictObject({
  dryRun: z.enum(['true']).optional(),
  confirm: z.enum(['true']).optional(),
});

export const weeklyPatternDtoSchema = z.object({
  id: idSchema,
  faixas: z.array(z.object({ dias: z.array(z.number().int()), horaInicio: wallTimeSchema, horaFim: wallTimeSchema })),
  validoDe: calendarDaySchema,
  validoAte: calendarDaySchema.nullable(),
});
export type WeeklyPatternDto = z.infer<typeof weeklyPatternDtoSchema>;
export const dayOffDtoSchema = z.object({ id: idSchema, dataInicio: calendarDaySchema, dataFim: calendarDaySchema });
export type DayOffDto = z.infer<typeof dayOffDtoSchema>;
/** GET /api/availability/pattern */
export const weeklyPatternResponseSchema = z.object({ pattern: weeklyPatternDtoSchema.nullable(), folgas: z.array(dayOffDtoSchema) });
/** POST /api/availability/pattern, PUT /api/availability/pattern/:id */
export const savedPatternResponseSchema = z.object({ pattern: weeklyPatternDtoSchema, keptBookings: z.number().int() });
/** POST /api/availability/days-off */
export const savedDayOffResponseSchema = z.object({ folga: dayOffDtoSchema, keptBookings: z.number().int() });
/** DELETE answers of availability changes. */
export const availabilityRemovedResponseSchema = z.object({ ok: z.literal(true), keptBookings: z.number().int() });

/** A booking whose hours a change takes out of the caregiver's availability (it stays booked). */
export const affectedBookingDtoSchema = z.object({
  reservaId: idSchema,
  pedidoId: idSchema,
  startDatetime: instantSchema,
  endDatetime: instantSchema,
  status: z.enum(RESERVATION_STATUSES).extract(['pendente', 'confirmada']),
  familia: z.object({ firstName: z.string() }),
});
export type AffectedBookingDto = z.infer<typeof affectedBookingDtoSchema>;
/** Any availability change with ?dryRun=true. */
export const availabilityImpactResponseSchema = z.object({ bookings: z.array(affectedBookingDtoSchema) });

// --- Interval arithmetic on instants (half-open [start, end)) ---

export interface TimeSpan {
  start: Date;
  end: Date;
}

/** What is left of `spans` after taking `cuts` away (pieces keep their order; empty pieces vanish). */
export const subtractSpans: (spans: readonly TimeSpan[], cuts: readonly TimeSpan[]) => TimeSpan[] = subtractIntervals;

/** The part of `span` inside `spans`. */
export function intersectSpan(span: TimeSpan, spans: readonly TimeSpan[]): TimeSpan[] {
  return subtractSpans([span], subtractSpans([span], spans));
}

/** A pattern as stored: its ranges and validity. */
export interface PatternRule {
  faixas: readonly { dias: readonly number[]; horaInicio: string; horaFim: string }[];
  validoDe: string;
  validoAte: string | null;
}

/**
 * The pattern's occurrences that start on São Paulo days [fromDate, toDate] (within its validity),
 * in time order. Each is built from São Paulo wall time, so a 19:00–07:00 range ends at 07:00 of
 * the next calendar day whatever the offset (Brazil has had no daylight saving time since 2019).
 */
export function expandWeeklyPattern(rule: PatternRule, fromDate: string, toDate: string): TimeSpan[] {
  const first = rule.validoDe > fromDate ? rule.validoDe : fromDate;
  const last = rule.validoAte && rule.validoAte < toDate ? rule.validoAte : toDate;
  const spans: TimeSpan[] = [];
  for (let date = first; date <= last; date = addDaysToDate(date, 1)) {
    const weekday = weekdayOf(date);
    for (const faixa of rule.faixas) {
      if (!faixa.dias.includes(weekday)) continue;
      const endDate = endsNextDay(faixa.horaInicio, faixa.horaFim) ? addDaysToDate(date, 1) : date;
      spans.push({ start: saoPauloToInstant(date, faixa.horaInicio), end: saoPauloToInstant(endDate, faixa.horaFim) });
    }
  }
  return spans.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Days off as instants: from the first day's 00:00 to the day after the last, São Paulo time. */
export function dayOffSpan(folga: { dataInicio: string; dataFim: string }): TimeSpan {
  return { start: saoPauloToInstant(folga.dataInicio, '00:00'), end: saoPauloToInstant(addDaysToDate(folga.dataFim, 1), '00:00') };
}

/**
 * The slots a pattern should have from `now` on: its occurrences starting from yesterday (a night
 * range may still be running) through `today + horizonDays`, minus the days off and minus `keep`
 * (slots made by hand and pattern slots already started, which are never rewritten), cut at `now`.
 */
export function planPatternSlots(input: {
  rule: PatternRule;
  folgas: readonly { dataInicio: string; dataFim: string }[];
  keep: readonly TimeSpan[];
  now: Date;
  horizonDays: number;
}): TimeSpan[] {
  const today = toSaoPauloParts(input.now).date;
  const occurrences = expandWeeklyPattern(input.rule, addDaysToDate(today, -1), addDaysToDate(today, input.horizonDays));
  const past = { start: new Date(0), end: input.now };
  return subtractSpans(occurrences, [past, ...input.folgas.map(dayOffSpan), ...input.keep]);
}

/** Which existing pattern slots to delete and which planned ones to insert (equal spans stay). */
export function diffSlots<T extends TimeSpan>(existing: readonly T[], planned: readonly TimeSpan[]): { remove: T[]; add: TimeSpan[] } {
  const key = (s: TimeSpan) => `${s.start.getTime()}-${s.end.getTime()}`;
  const plannedKeys = new Set(planned.map(key));
  const existingKeys = new Set(existing.map(key));
  return { remove: existing.filter((s) => !plannedKeys.has(key(s))), add: planned.filter((s) => !existingKeys.has(key(s))) };
}

/**
 * Bookings that a change takes out of availability: some of the booking's time was inside the
 * availability before and is not after. A booking that was never inside availability is not one.
 */
export function bookingsLosingAvailability<T extends TimeSpan>(bookings: readonly T[], before: readonly TimeSpan[], after: readonly TimeSpan[]): T[] {
  return bookings.filter((booking) => subtractSpans(intersectSpan(booking, before), after).length > 0);
}
