// Calendar dates written yyyy-MM-dd: no time zone involved.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-MM-dd (rejects 2026-02-30). */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** 'yyyy-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month before or after 'yyyy-MM'. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** Number of days of a month 'yyyy-MM'. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * Dates that look right and do not exist, around the year of `today` (yyyy-MM-dd): day 32, day 0,
 * month 13, month 0, 31 April, 30 February, 29 February of a common year. Tests and the fuzzer use
 * them, so each run tries impossible dates near the dates the app really takes.
 */
export function impossibleDates(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const common = [year, year + 1, year + 2, year + 3].find((y) => !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))!;
  return [`${year}-12-32`, `${year}-02-30`, `${year}-04-31`, `${year}-13-01`, `${year}-00-10`, `${year + 1}-01-00`, `${common}-02-29`, `${year}-1-05`];
}
