import { addDaysToDate, saoPauloToInstant } from './time';

// A booked shift as the family chooses it: a start and an end on São Paulo's wall clock
// (docs/product.md#bookings). An end after the start is the same day (08:00–12:00); an end at or
// before the start is the next day: 19:00–07:00 is a 12 h night shift and 08:00–08:00 is 24 h.

export const MINUTES_PER_DAY = 24 * 60;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)(:\d{2})?$/;

function toMinutes(time: string): number | null {
  const match = HHMM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether a shift from start to end (wall times) ends on the next calendar day. */
export function endsNextDay(start: string, end: string): boolean {
  const a = toMinutes(start);
  const b = toMinutes(end);
  return a !== null && b !== null && b <= a;
}

/** Whether the shift lasts a whole day (the end is the start's time on the next day). */
export function isFullDayShift(start: string, end: string): boolean {
  const a = toMinutes(start);
  return a !== null && a === toMinutes(end);
}

/** Length of a shift in minutes (08:00–12:30 → 270, 19:00–07:00 → 720, 08:00–08:00 → 1440); null for a malformed time. */
export function shiftMinutes(start: string, end: string): number | null {
  const a = toMinutes(start);
  const b = toMinutes(end);
  if (a === null || b === null) return null;
  return b > a ? b - a : b - a + MINUTES_PER_DAY;
}

/**
 * The instants of a shift that starts on a São Paulo date: the end falls on the next calendar day
 * when it crosses midnight. Both ends go through saoPauloToInstant, so an offset change between
 * the two days (Brazil has had none since 2019) would still give the right instants.
 */
export function shiftInstants(date: string, start: string, end: string): { start: Date; end: Date } {
  const endDate = endsNextDay(start, end) ? addDaysToDate(date, 1) : date;
  return { start: saoPauloToInstant(date, start.slice(0, 5)), end: saoPauloToInstant(endDate, end.slice(0, 5)) };
}
