import { toSaoPauloParts } from '@cuidar/domain/date-format';
import { calendarFreeTime } from '@cuidar/domain/caregiver-page';
import { shiftMinutes } from '@cuidar/domain/shifts';
import { addDaysToDate, saoPauloToInstant } from '@cuidar/domain/time';
import type { BookingCalendarDto } from '@cuidar/domain/bookings';
import { BOOKING_LIMITS } from '@cuidar/domain/constants';

type CalendarTimes = Pick<BookingCalendarDto, 'slots' | 'busy'>;

/** The São Paulo dates on which the caregiver still has free time (declared and not yet booked). */
export function datesWithAvailability(calendar: CalendarTimes): Set<string> {
  const dates = new Set<string>();
  for (const piece of calendarFreeTime(calendar)) {
    const start = toSaoPauloParts(piece.start).date;
    const end = toSaoPauloParts(new Date(piece.end.getTime() - 1)).date;
    for (let d = start; d <= end; d = addDaysToDate(d, 1)) dates.add(d);
  }
  return dates;
}

/** The free time of one São Paulo date, as 'HH:mm–HH:mm' pieces, for a hint under the times. */
export function slotsOfDate(calendar: CalendarTimes, date: string): { start: string; end: string }[] {
  const dayStart = saoPauloToInstant(date, '00:00').getTime();
  const dayEnd = dayStart + 24 * 3600 * 1000;
  return calendarFreeTime(calendar)
    .filter((s) => s.start.getTime() < dayEnd && s.end.getTime() > dayStart)
    .map((s) => ({
      start: s.start.getTime() <= dayStart ? '00:00' : toSaoPauloParts(s.start).time,
      end: s.end.getTime() >= dayEnd ? '23:59' : toSaoPauloParts(s.end).time,
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
