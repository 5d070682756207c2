import { BOOKING_LIMITS } from './constants';
import { messages } from './messages';
import { addDaysToDate } from './time';

// A booking's occurrences (docs/product.md#bookings, ADR 0041): either consecutive days from the
// first to the last, or a weekly series (chosen weekdays, from the first day until a date or for N
// weeks). Either way a request is one pedido whose day rows are these dates.

/** 0 = domingo … 6 = sábado, as Date#getUTCDay and PostgreSQL's extract(dow). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The weekday of a calendar date ('2026-12-07' → 1, a Monday). No time zone involved. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() as Weekday;
}

/** The last day a series of N weeks can reach, counted from its first day. */
export function seriesEndDate(dataInicio: string, semanas: number): string {
  return addDaysToDate(dataInicio, semanas * 7 - 1);
}

/** The last day a series starting on dataInicio may reach (BOOKING_LIMITS.maxSeriesWeeks). */
export function latestSeriesEnd(dataInicio: string): string {
  return seriesEndDate(dataInicio, BOOKING_LIMITS.maxSeriesWeeks);
}

/**
 * The dates a request covers: every day from first to last, or with weekdays only the days that
 * fall on them. Sorted, each once.
 */
export function occurrenceDates(input: { dataInicio: string; dataFim: string; diasSemana?: readonly number[] | null | undefined }): string[] {
  const weekdays = input.diasSemana && input.diasSemana.length > 0 ? new Set(input.diasSemana) : null;
  const dates: string[] = [];
  for (let date = input.dataInicio; date <= input.dataFim; date = addDaysToDate(date, 1)) {
    if (!weekdays || weekdays.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** The chosen weekdays in order from Monday, as people say them: 'segundas, quartas e sextas'. */
export function describeWeekdays(diasSemana: readonly number[]): string {
  const order = [1, 2, 3, 4, 5, 6, 0].filter((d) => diasSemana.includes(d));
  const names = order.map((d) => messages.shifts.weekdaysPlural[d]!);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}
