import { TIME_ZONE } from './constants';

/**
 * 123456 → 'R$ 1.234,56' (with a non-breaking space, exactly as Intl writes it in pt-BR).
 * Written by hand: the first Intl.NumberFormat of a page loads the locale data, a long task on a
 * slow phone, and the landing page shows a dozen prices before anything else is interactive.
 */
export function formatCentavos(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}R$\u00a0${reais},${centavos}`;
}

/** R$ 50,00 typed as 50 or '50,00' → 5000. Returns null when it is not a number. */
export function parseReaisToCentavos(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/\./g, '').replace(',', '.');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

// Created on first use, not when the module loads (see formatCentavos).
let dateTimeParts: Intl.DateTimeFormat | undefined;

/** The calendar date and time of an instant in São Paulo: { date: '2026-11-22', time: '14:05' }. */
export function toSaoPauloParts(instant: Date): { date: string; time: string } {
  dateTimeParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(dateTimeParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** '2026-12-05' → '05 de dezembro' (a calendar date; no time zone shift, no Intl). */
export function formatDateDayMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${day} de ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** '2026-12-05'..'2026-12-07' → '05 de dezembro a 07 de dezembro'; one day → '05 de dezembro'. */
export function formatDateRange(start: string, end: string): string {
  return start === end ? formatDateDayMonth(start) : `${formatDateDayMonth(start)} a ${formatDateDayMonth(end)}`;
}
