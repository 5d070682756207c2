import { toSaoPauloParts } from '@cuidar/domain/date-format';
import { mergeIntervals } from '@cuidar/domain/intervals';
import { shiftMinutes } from '@cuidar/domain/shifts';
import { addDaysToDate, saoPauloToInstant } from '@cuidar/domain/time';
import type { BookingCalendarDto } from '@cuidar/domain/bookings';
import { BOOKING_LIMITS } from '@cuidar/domain/constants';

/** The São Paulo dates on which the caregiver declared at least one slot. */
export function datesWithAvailability(slots: BookingCalendarDto['slots']): Set<string> {
  const dates = new Set<string>();
  for (const slot of slots) {
    const start = toSaoPauloParts(new Date(slot.start)).date;
    const end = toSaoPauloParts(new Date(new Date(slot.end).getTime() - 1)).date;
    for (let d = start; d <= end; d = addDaysToDate(d, 1)) dates.add(d);
  }
  return dates;
}

/** The declared slots of one São Paulo date, as 'HH:mm–HH:mm' pieces, for a hint under the times. */
export function slotsOfDate(slots: BookingCalendarDto['slots'], date: string): { start: string; end: string }[] {
  const dayStart = saoPauloToInstant(date, '00:00').getTime();
  const dayEnd = dayStart + 24 * 3600 * 1000;
  return mergeIntervals(slots.map((s) => ({ start: new Date(s.start), end: new Date(s.end) })))
    .map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }))
    .filter((s) => new Date(s.start).getTime() < dayEnd && new Date(s.end).getTime() > dayStart)
    .map((s) => ({
      start: new Date(s.start).getTime() <= dayStart ? '00:00' : toSaoPauloParts(new Date(s.start)).time,
      end: new Date(s.end).getTime() >= dayEnd ? '23:59' : toSaoPauloParts(new Date(s.end)).time,
    }));
}

export type TimeProblem = 'missing' | null;

/**
 * What is wrong with the chosen times, as the booking messages name it (docs/product.md#bookings).
 * Any two times are a shift: an end at or before the start ends on the next day.
 */
export function timeProblem(start: string, end: string): TimeProblem {
  return !start || !end || shiftMinutes(start, end) === null ? 'missing' : null;
}

/**
 * The last day of a consecutive request from `from` lasting `days` days, as the questionnaire's
 * 'Por quantos dias?' asked (docs/product.md#questionnaire): never past the longest request, the
 * latest bookable day, or a day the caregiver is not available (the range stops before it).
 */
export function prefilledEnd(from: string, days: number, limits: { latest: string; isAvailable?: ((date: string) => boolean) | undefined }): string {
  const wanted = addDaysToDate(from, Math.min(Math.max(1, days), BOOKING_LIMITS.maxDays) - 1);
  let end = from;
  while (end < wanted) {
    const next = addDaysToDate(end, 1);
    if (next > limits.latest || (limits.isAvailable && !limits.isAvailable(next))) break;
    end = next;
  }
  return end;
}

/** The weeks of a weekly series for the questionnaire's number of days: whole weeks, 1 to the series limit. */
export function prefilledWeeks(days: number): number {
  return Math.min(Math.max(1, Math.ceil(days / 7)), BOOKING_LIMITS.maxSeriesWeeks);
}
