import { TIME_ZONE } from './constants';

// Wall-clock times are São Paulo's; instants are stored in UTC. These helpers convert between the
// two with Intl only, so the browser, the server and the tests agree whatever TZ the machine has.

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Offset of São Paulo from UTC at an instant, in minutes (−180 for UTC−3). */
export function saoPauloOffsetMinutes(instant: Date): number {
  const name = offsetFormatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** '2026-11-22' + '14:30' in São Paulo → the UTC instant. */
export function saoPauloToInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the wanted wall time; a second pass settles days when it changes (old DST rules).
  let instant = new Date(asUtc - saoPauloOffsetMinutes(new Date(asUtc)) * 60_000);
  instant = new Date(asUtc - saoPauloOffsetMinutes(instant) * 60_000);
  return instant;
}

/** 'yyyy-MM-dd' plus n days, as a calendar date (no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's calendar date in São Paulo. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return parts;
}
