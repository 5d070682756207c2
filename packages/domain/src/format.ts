import { LOCALE, TIME_ZONE } from './constants';

const brl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });

/** 123456 → 'R$ 1.234,56' (with a non-breaking space, as Intl writes it). */
export function formatCentavos(cents: number): string {
  return brl.format(cents / 100);
}

/** R$ 50,00 typed as 50 or '50,00' → 5000. Returns null when it is not a number. */
export function parseReaisToCentavos(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/\./g, '').replace(',', '.');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const dateTimeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date and time of an instant in São Paulo: { date: '2026-11-22', time: '14:05' }. */
export function toSaoPauloParts(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(dateTimeParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'long', timeZone: 'UTC' });

/** '2026-12-05' → '05 de dezembro' (a calendar date; no time zone shift). */
export function formatDateDayMonth(date: string): string {
  return dayMonth.format(new Date(`${date}T12:00:00Z`));
}

/** '2026-12-05'..'2026-12-07' → '05 de dezembro a 07 de dezembro'; one day → '05 de dezembro'. */
export function formatDateRange(start: string, end: string): string {
  return start === end ? formatDateDayMonth(start) : `${formatDateDayMonth(start)} a ${formatDateDayMonth(end)}`;
}
