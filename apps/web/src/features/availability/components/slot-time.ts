import { toSaoPauloParts } from '@cuidar/domain/format';

/** '08:00 – 12:00', or '19:00 – 07:00 (24/11)' when the slot ends on another day; São Paulo time. */
export function slotTimeLabel(start: string, end: string): string {
  const a = toSaoPauloParts(new Date(start));
  const b = toSaoPauloParts(new Date(end));
  const endDay = a.date === b.date ? '' : ` (${b.date.slice(8, 10)}/${b.date.slice(5, 7)})`;
  return `${a.time} – ${b.time}${endDay}`;
}
