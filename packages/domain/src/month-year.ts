import { TIME_ZONE } from './constants';
import { monthYearLabels } from './messages/labels/month-year';

// 'novembro de 2026' through the platform's Intl, for the caregiver's card in the landing's island,
// which would otherwise load date-fns and its Portuguese locale for this one line
// (docs/decisions/0044-contact-form-island.md). date-format.ts gives the same function to everyone
// else; month-year.test.ts proves it says what date-fns said.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-\d{2}$/;
const MONTHS: readonly string[] = monthYearLabels.months;
let parts: Intl.DateTimeFormat | undefined;

/** The month and year of an instant on São Paulo's calendar, or of a calendar date 'yyyy-MM-dd' itself. */
export function formatMonthYear(value: Date | string): string {
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day) return monthYearLabels.monthYear(MONTHS[Number(day[2]) - 1]!, day[1]!);
  parts ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric' });
  const fields = parts.formatToParts(new Date(value));
  const month = Number(fields.find((p) => p.type === 'month')!.value);
  const year = fields.find((p) => p.type === 'year')!.value;
  return monthYearLabels.monthYear(MONTHS[month - 1]!, year);
}
