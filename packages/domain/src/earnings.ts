import { addDaysToDate, todayInSaoPaulo } from './time';
import { weekdayOf } from './calendar-date';
import { calendarDaySchema, centsSchema } from './dto';
import { z } from './validation';

// Caregiver earnings (ADR 0009). The FAQ says payment is released to the caregiver only after the
// service is completed. Our rule:
//  1. A booked day earns its price once its service has ended and the booking was confirmed
//     (status confirmada past its end, or concluida).
//  2. Concluded days are paid weekly: the days of one week (Monday to Sunday, São Paulo calendar)
//     are paid on the Wednesday after that week ends. The two business days leave room for a
//     family to report a problem before the money moves.
//  3. A payment date that is today or later is still "a receber"; earlier ones are paid.
// Amounts are the booking's price for the day (what the family pays); no service fee is
// deducted and national holidays do not move the date (docs/product.md#earnings, #not-yet).

export const PAYMENT_WEEKDAY_LABEL = 'quarta-feira';

/** The Monday of the week (Monday to Sunday) a date belongs to. */
export function weekStartOf(date: string): string {
  const weekday = weekdayOf(date); // 0 Sunday … 6 Saturday
  return addDaysToDate(date, weekday === 0 ? -6 : 1 - weekday);
}

/** When a service day is paid: the Wednesday after the end of its week. */
export function paymentDateFor(serviceDate: string): string {
  return addDaysToDate(weekStartOf(serviceDate), 9);
}

export interface EarningDayInput {
  /** Service date (the day row's data_reserva), São Paulo calendar. */
  date: string;
  end: Date;
  status: string;
  amountCents: number;
}

export const earningHistoryEntrySchema = z.object({
  date: calendarDaySchema,
  amountCents: centsSchema,
  paymentDate: calendarDaySchema,
  paid: z.boolean(),
});
export type EarningHistoryEntry = z.infer<typeof earningHistoryEntrySchema>;

/** GET /api/caregiver/earnings ('Saldo e Ganhos'). */
export const earningsDtoSchema = z.object({
  /** Concluded and not yet paid (payment date today or later). */
  balanceCents: centsSchema,
  thisMonthCents: centsSchema,
  lastMonthCents: centsSchema,
  totalCents: centsSchema,
  /** Confirmed days whose service has not ended yet. */
  expectedCents: centsSchema,
  nextPayment: z.object({ date: calendarDaySchema, amountCents: centsSchema }).nullable(),
  /** Concluded days, newest first. */
  history: z.array(earningHistoryEntrySchema),
});
export type EarningsSummary = z.infer<typeof earningsDtoSchema>;

/** Whether a day counts as earned now (rule 1). */
export function isConcluded(day: Pick<EarningDayInput, 'status' | 'end'>, now: Date): boolean {
  return day.status === 'concluida' || (day.status === 'confirmada' && day.end.getTime() <= now.getTime());
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export function summarizeEarnings(days: readonly EarningDayInput[], now: Date): EarningsSummary {
  const today = todayInSaoPaulo(now);
  const month = today.slice(0, 7);
  const lastMonth = previousMonth(month);
  const summary: EarningsSummary = {
    balanceCents: 0,
    thisMonthCents: 0,
    lastMonthCents: 0,
    totalCents: 0,
    expectedCents: 0,
    nextPayment: null,
    history: [],
  };
  const unpaidByDate = new Map<string, number>();
  for (const day of days) {
    if (!isConcluded(day, now)) {
      if (day.status === 'confirmada') summary.expectedCents += day.amountCents;
      continue;
    }
    const paymentDate = paymentDateFor(day.date);
    const paid = paymentDate < today;
    summary.totalCents += day.amountCents;
    if (day.date.startsWith(month)) summary.thisMonthCents += day.amountCents;
    if (day.date.startsWith(lastMonth)) summary.lastMonthCents += day.amountCents;
    if (!paid) {
      summary.balanceCents += day.amountCents;
      unpaidByDate.set(paymentDate, (unpaidByDate.get(paymentDate) ?? 0) + day.amountCents);
    }
    summary.history.push({ date: day.date, amountCents: day.amountCents, paymentDate, paid });
  }
  const next = [...unpaidByDate.keys()].sort()[0];
  if (next) summary.nextPayment = { date: next, amountCents: unpaidByDate.get(next)! };
  summary.history.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return summary;
}

/** Earnings as the dashboard receives them. */
export type EarningsDto = EarningsSummary;
