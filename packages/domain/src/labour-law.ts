import { effectiveStatus } from './bookings';
import { weekdayOf } from './calendar-date';
import type { ReservationStatus } from './constants';
import { calendarDaySchema, countSchema, instantSchema } from './dto';
import { addDaysToDate, todayInSaoPaulo } from './time';
import { z } from './validation';

// The labour-law guard (docs/product.md#labour-law): under Lei Complementar 150/2015 a person who
// works for the same family more than two days a week is a domestic employee. Before a family
// books one caregiver for more than LABOUR_LAW_MAX_DAYS_PER_WEEK distinct days in a week (Monday to
// Sunday, São Paulo calendar), it is told what that means and must choose what it will do.

/** Up to this many distinct days a week with one family, a caregiver is a diarista (LC 150/2015, art. 1º). */
export const LABOUR_LAW_MAX_DAYS_PER_WEEK = 2;

/** What the family declares when a request goes over the limit; recorded with the request. */
export const LABOUR_LAW_CHOICES = ['alternar_cuidadores', 'contratar_formalmente'] as const;
export type LabourLawChoice = (typeof LABOUR_LAW_CHOICES)[number];

/** One week (Monday to Sunday) over the limit: its distinct days with that caregiver, existing and new. */
export const vinculoWeekSchema = z.object({
  /** The Monday. */
  inicio: calendarDaySchema,
  /** The Sunday. */
  fim: calendarDaySchema,
  dias: countSchema,
  diasMarcados: z.array(calendarDaySchema),
});
export type VinculoWeek = z.infer<typeof vinculoWeekSchema>;

/** The warning the quote carries when a request would go over the limit (null when it does not). */
export const vinculoWarningSchema = z.object({
  limiteDiasPorSemana: countSchema,
  semanas: z.array(vinculoWeekSchema).min(1),
});
export type VinculoWarning = z.infer<typeof vinculoWarningSchema>;

/** What was chosen, by whom (the request's family) and when: shown back on the request's details. */
export const vinculoAcknowledgementDtoSchema = z.object({
  escolha: z.enum(LABOUR_LAW_CHOICES),
  registradoEm: instantSchema,
  semanas: z.array(vinculoWeekSchema),
});
export type VinculoAcknowledgementDto = z.infer<typeof vinculoAcknowledgementDtoSchema>;

/** The Monday of a calendar date's week (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = weekdayOf(date); // 0 Sunday … 6 Saturday
  return addDaysToDate(date, weekday === 0 ? -6 : 1 - weekday);
}

/**
 * The São Paulo calendar day an occurrence counts on: the day it starts, so a shift from 19:00 to
 * 07:00 counts once, on its first evening.
 */
export function occurrenceDay(start: Date): string {
  return todayInSaoPaulo(start);
}

/** A day of an existing booking, with what its request's effective status depends on. */
export interface ExistingBookingDay {
  start: Date;
  /** The request's stored status. */
  status: ReservationStatus;
  /** The request's first start and last end, creation and payment (effectiveStatus reads them). */
  requestStart: Date;
  requestEnd: Date;
  createdAt: Date;
  pagoEm: Date | null;
}

/** Statuses whose days count: an unpaid request still holding its time, pending, confirmed, concluded. */
const COUNTED: readonly ReservationStatus[] = ['aguardando_pagamento', 'pendente', 'confirmada', 'concluida'];

/**
 * The calendar days the family's existing bookings with the caregiver count for: those whose
 * request is, in effect, still holding or done (cancelled, declined and expired ones never count,
 * nor an unpaid or unanswered one whose window closed).
 */
export function countedDays(days: readonly ExistingBookingDay[], now: Date): string[] {
  return days
    .filter((day) => COUNTED.includes(effectiveStatus(day.status, { start: day.requestStart, end: day.requestEnd, createdAt: day.createdAt, pagoEm: day.pagoEm }, now)))
    .map((day) => occurrenceDay(day.start));
}

/**
 * The weeks in which one caregiver would work more than the limit for one family. `existing` are
 * the days of the family's other active bookings with that caregiver, `requested` the days of the
 * new request (or series, or plan): calendar days, as occurrenceDay gives them. Only weeks holding a
 * requested day are judged (a request does not answer for weeks it does not touch); a day counts
 * once however many occurrences it has.
 */
export function findVinculoWeeks(input: { existing: readonly string[]; requested: readonly string[] }): VinculoWeek[] {
  const byWeek = new Map<string, Set<string>>();
  const touched = new Set(input.requested.map(mondayOf));
  for (const day of [...input.existing, ...input.requested]) {
    const monday = mondayOf(day);
    if (!touched.has(monday)) continue;
    const days = byWeek.get(monday) ?? new Set<string>();
    days.add(day);
    byWeek.set(monday, days);
  }
  return [...byWeek.entries()]
    .filter(([, days]) => days.size > LABOUR_LAW_MAX_DAYS_PER_WEEK)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([monday, days]) => ({ inicio: monday, fim: addDaysToDate(monday, 6), dias: days.size, diasMarcados: [...days].sort() }));
}

/** The warning for a request, or null when no week goes over the limit. */
export function vinculoWarning(input: { existing: readonly string[]; requested: readonly string[] }): VinculoWarning | null {
  const semanas = findVinculoWeeks(input);
  return semanas.length ? { limiteDiasPorSemana: LABOUR_LAW_MAX_DAYS_PER_WEEK, semanas } : null;
}

/** The span of weeks a set of requested days touches: from the first Monday to the day after the last Sunday. */
export function weeksSpan(requested: readonly string[]): { from: string; to: string } | null {
  if (!requested.length) return null;
  const sorted = [...requested].sort();
  return { from: mondayOf(sorted[0]!), to: addDaysToDate(mondayOf(sorted.at(-1)!), 7) };
}
