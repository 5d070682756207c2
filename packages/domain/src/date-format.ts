import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { TIME_ZONE } from './constants';
import { describeWeekdays } from './booking-series';
import { messages } from './messages';
import { endsNextDay, isFullDayShift } from './shifts';

// Dates as people in Brazil read them, for the browser, the server's e-mails and notifications
// alike: always São Paulo's wall time (date-fns with @date-fns/tz), whatever zone the device or the
// server runs in.

/** An instant (Date or ISO text), or a calendar date written 'yyyy-MM-dd' (a day, no time zone). */
export type DateInput = Date | string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The value on São Paulo's wall clock. A bare 'yyyy-MM-dd' is that day itself (taken at noon), not
 * UTC midnight, which in São Paulo is still the day before.
 */
function inSaoPaulo(value: DateInput): TZDate {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, 12, TIME_ZONE);
  }
  return new TZDate(new Date(value).getTime(), TIME_ZONE);
}

const fmt = (value: DateInput, pattern: string) => format(inSaoPaulo(value), pattern, { locale: ptBR });

/** '22 de novembro' */
export const formatDayMonth = (value: DateInput) => fmt(value, "dd 'de' MMMM");
/** '05 de dezembro às 08:00', from an instant, or from a calendar date and a stored wall time. */
export function formatDayMonthAtTime(value: DateInput, wallTime?: string): string {
  return `${formatDayMonth(value)} às ${wallTime ? wallTime.slice(0, 5) : formatTime(value)}`;
}
/** 'domingo, 22 de novembro de 2026' */
export const formatLongDate = (value: DateInput) => fmt(value, "EEEE, d 'de' MMMM 'de' yyyy");
/** 'segunda-feira, 30 de novembro' (a day in the next weeks) */
export const formatWeekdayDayMonth = (value: DateInput) => fmt(value, "EEEE, d 'de' MMMM");
/** '3 de setembro de 2026' */
export const formatDayMonthYear = (value: DateInput) => fmt(value, "d 'de' MMMM 'de' yyyy");
/** '22/11/2026' */
export const formatShortDate = (value: DateInput) => fmt(value, 'dd/MM/yyyy');
/** '14:05' */
export const formatTime = (value: DateInput) => fmt(value, 'HH:mm');
/** 'novembro de 2026' (written without date-fns for the landing's island: month-year.ts) */
export { formatMonthYear } from './month-year';
/** '22/11/2026 às 14:05' */
export const formatDateTime = (value: DateInput) => fmt(value, "dd/MM/yyyy 'às' HH:mm");
/** '22 de novembro de 2026 às 14:05' (e-mails and documents) */
export const formatLongDateTime = (value: DateInput) => fmt(value, "d 'de' MMMM 'de' yyyy 'às' HH:mm");

/** The calendar date and time of an instant in São Paulo: { date: '2026-11-22', time: '14:05' }. */
export function toSaoPauloParts(instant: Date): { date: string; time: string } {
  return { date: fmt(instant, 'yyyy-MM-dd'), time: fmt(instant, 'HH:mm') };
}

/** 'Hoje, 14:05' / 'Ontem, 09:12' / '20/11, 18:30' as notifications show them (docs/product.md#notifications). */
export function formatRelativeDay(value: DateInput, now: Date = new Date()): string {
  const days = differenceInCalendarDays(inSaoPaulo(now), inSaoPaulo(value));
  if (days === 0) return `Hoje, ${formatTime(value)}`;
  if (days === 1) return `Ontem, ${formatTime(value)}`;
  return `${fmt(value, 'dd/MM')}, ${formatTime(value)}`;
}

/** '05 de dezembro a 07 de dezembro'; one day → '05 de dezembro'. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const first = formatDayMonth(start);
  const last = formatDayMonth(end);
  return first === last ? first : `${first} a ${last}`;
}

const WALL_TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const isWallTime = (value: DateInput): value is string => typeof value === 'string' && WALL_TIME.test(value);

/**
 * '08:00 às 12:00', from wall times as stored ('08:00' or '08:00:00') or from two instants. Wall
 * times of a shift that crosses midnight say so: '19:00 às 07:00 do dia seguinte', and a whole day
 * '08:00 às 08:00 do dia seguinte (24 horas)' (docs/product.md#bookings). When two instants fall on
 * different days in São Paulo, the end's day is added: '19:00 às 07:00 (24/11)'.
 */
export function formatTimeRange(start: DateInput, end: DateInput): string {
  if (isWallTime(start) && isWallTime(end)) {
    const [s, e] = [start.slice(0, 5), end.slice(0, 5)];
    if (isFullDayShift(s, e)) return messages.shifts.fullDay(s, e);
    return endsNextDay(s, e) ? messages.shifts.overnight(s, e) : `${s} às ${e}`;
  }
  const range = `${formatTime(start)} às ${formatTime(end)}`;
  return fmt(start, 'yyyy-MM-dd') === fmt(end, 'yyyy-MM-dd') ? range : `${range} (${fmt(end, 'dd/MM')})`;
}

/** A short day and the hours, for messages: '25/11, 08:00 às 12:00' or '22/11, 19:00 às 07:00 (23/11)'. */
export function formatDayAndTimeRange(start: DateInput, end: DateInput): string {
  return `${fmt(start, 'dd/MM')}, ${formatTimeRange(start, end)}`;
}

/**
 * A booking's days and hours: '05 de dezembro a 07 de dezembro, das 08:00 às 12:00'; a weekly
 * series says its weekdays first: 'Toda semana, às segundas e quartas, de 07 de dezembro a 16 de
 * dezembro, das 19:00 às 07:00 do dia seguinte'.
 */
export function formatBookingPeriod(b: { dataInicio: string; dataFim: string; horaInicio: string; horaFim: string; diasSemana?: readonly number[] | null | undefined }): string {
  const hours = `das ${formatTimeRange(b.horaInicio, b.horaFim)}`;
  if (!b.diasSemana?.length) return `${formatDateRange(b.dataInicio, b.dataFim)}, ${hours}`;
  const span = b.dataInicio === b.dataFim ? formatDayMonth(b.dataInicio) : `de ${formatDateRange(b.dataInicio, b.dataFim)}`;
  return `${messages.shifts.everyWeek(describeWeekdays(b.diasSemana))}, ${span}, ${hours}`;
}
