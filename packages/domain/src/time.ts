import { TZDate, tzOffset } from '@date-fns/tz';
import { TIME_ZONE } from './constants';

// Wall-clock times are São Paulo's; instants are stored in UTC. These helpers convert between the
// two with @date-fns/tz, so the browser, the server and the tests agree whatever TZ the machine has.

/** Offset of São Paulo from UTC at an instant, in minutes (−180 for UTC−3). */
export function saoPauloOffsetMinutes(instant: Date): number {
  return tzOffset(TIME_ZONE, instant);
}

/** '2026-11-22' + '14:30' in São Paulo → the UTC instant. */
export function saoPauloToInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, TIME_ZONE).getTime());
}

/** 'yyyy-MM-dd' plus n days, as a calendar date (no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's calendar date in São Paulo. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/**
 * A Date whose local fields (getHours…) read São Paulo's clock at the instant, whatever TZ the
 * process runs in: for formats that store a clock time with no zone (ZIP entries).
 */
export function saoPauloWallClock(instant: Date): Date {
  const sp = new TZDate(instant.getTime(), TIME_ZONE);
  return new Date(sp.getFullYear(), sp.getMonth(), sp.getDate(), sp.getHours(), sp.getMinutes(), sp.getSeconds());
}
