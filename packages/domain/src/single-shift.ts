import { caregiverCardDtoSchema } from './caregivers';
import { isValidIsoDate, weekdayOf } from './calendar-date';
import type { BookingModalidade } from './constants';
import { countSchema, calendarDaySchema, centsSchema, wallTimeSchema } from './dto';
import { LABOUR_LAW_CHOICES } from './labour-law';
import { messages } from './messages';
import { singleShiftLabels } from './messages/labels/single-shift';
import { SINGLE_SHIFT } from './plans';
import { z } from './validation';

// 'Plantão Avulso' (docs/product.md#single-shift, ADR 0046): one 12 h shift at the price the
// landing advertises, not at the caregiver's hourly rate. The advertised price is what the family
// pays in all; the platform fee is inside it, not on top.

export const MODALIDADE_LABELS: Record<BookingModalidade, string> = { por_hora: singleShiftLabels.hourly, avulso: SINGLE_SHIFT.title };

/** The two shifts a family may choose; the night one ends on the next day (docs/product.md#shifts). */
export const SINGLE_SHIFT_PERIODS = ['diurno', 'noturno'] as const;
export type SingleShiftPeriod = (typeof SINGLE_SHIFT_PERIODS)[number];
export const SINGLE_SHIFT_HOURS: Record<SingleShiftPeriod, { horaInicio: string; horaFim: string; label: string }> = {
  diurno: { horaInicio: '07:00', horaFim: '19:00', label: singleShiftLabels.periods.diurno },
  noturno: { horaInicio: '19:00', horaFim: '07:00', label: singleShiftLabels.periods.noturno },
};

/**
 * Whether the shift pays the weekend add-on: the day it **starts** decides, as for every booking's
 * price (docs/product.md#booking-price). Friday 19:00 → Saturday 07:00 is a weekday shift; Saturday
 * and Sunday nights (Sunday 19:00 → Monday 07:00 too) are weekend shifts.
 */
export function isWeekendShift(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

/** The all-in price of a 'Plantão Avulso' starting on that São Paulo date: R$ 175,00, or R$ 350,00 on a weekend. */
export function singleShiftPriceCents(date: string): number {
  if (!isValidIsoDate(date)) throw new RangeError(`data inválida: ${date}`);
  return SINGLE_SHIFT.priceCents + (isWeekendShift(date) ? SINGLE_SHIFT.weekendAddOnCents : 0);
}

export interface SingleShiftMoney {
  /** What the caregiver receives (the booking's subtotal). */
  subtotalCents: number;
  /** The platform's share, inside the advertised price. */
  feeCents: number;
  /** What the family pays: exactly the advertised price. */
  totalCents: number;
}

/**
 * Splits the advertised all-in price so the fee keeps the same proportion to the caregiver's share
 * as on any booking (fee = BOOKING_FEE_PERCENT of the subtotal): subtotal = total × 100 / (100 + p),
 * rounded half-up to the centavo, and the fee is the rest, so the two always add up to the price.
 * With 10 %: R$ 175,00 = R$ 159,09 + R$ 15,91; R$ 350,00 = R$ 318,18 + R$ 31,82.
 */
export function splitSingleShiftPrice(totalCents: number, feePercent: number): SingleShiftMoney {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError(`preço inválido: ${totalCents}`);
  if (!Number.isFinite(feePercent) || feePercent < 0 || feePercent > 100) throw new RangeError(`percentual inválido: ${feePercent}`);
  const hundredths = Math.round(feePercent * 100);
  const divisor = 10000 + hundredths;
  const subtotalCents = Math.floor((totalCents * 10000 * 2 + divisor) / (2 * divisor));
  return { subtotalCents, feeCents: totalCents - subtotalCents, totalCents };
}

/** Price and split of a 'Plantão Avulso' starting on that date. */
export function singleShiftMoney(date: string, feePercent: number): SingleShiftMoney & { isWeekend: boolean } {
  return { ...splitSingleShiftPrice(singleShiftPriceCents(date), feePercent), isWeekend: isWeekendShift(date) };
}

const m = messages.singleShift;
const dateField = z
  .string({ error: m.dateRequired })
  .min(1, { message: m.dateRequired, abort: true })
  .refine(isValidIsoDate, { message: messages.booking.invalidDate });
const periodField = z.enum(SINGLE_SHIFT_PERIODS, { error: m.periodRequired });

/** GET /api/single-shift/quote?data=&periodo=: the price and the caregivers free for the whole shift. */
export const singleShiftQuoteQuerySchema = z.strictObject({ data: dateField, periodo: periodField });
export type SingleShiftQuoteQuery = z.infer<typeof singleShiftQuoteQuerySchema>;

/** POST /api/single-shift/bookings: a 'Plantão Avulso' request. Prices are never sent: the server computes them. */
export const createSingleShiftSchema = z.strictObject({
  data: dateField,
  periodo: periodField,
  cuidadorId: z.uuid({ error: messages.booking.caregiverNotFound }),
  /** A random id per submission: a double click or a retry creates one booking. */
  idempotencyKey: z.uuid({ error: messages.booking.idempotencyKey }),
  vinculoEscolha: z.enum(LABOUR_LAW_CHOICES, { error: messages.labourLaw.choiceRequired }).optional(),
});
export type CreateSingleShiftInput = z.input<typeof createSingleShiftSchema>;

export const singleShiftQuoteDtoSchema = z.object({
  data: calendarDaySchema,
  periodo: z.enum(SINGLE_SHIFT_PERIODS),
  horaInicio: wallTimeSchema,
  horaFim: wallTimeSchema,
  fimDiaSeguinte: z.boolean(),
  fimDeSemana: z.boolean(),
  /** What the family pays in all (the advertised price). */
  totalCentavos: centsSchema,
  /** What the caregiver receives of it. */
  cuidadorRecebeCentavos: centsSchema,
  /** The platform fee inside the price. */
  taxaServicoCentavos: centsSchema,
});
export type SingleShiftQuoteDto = z.infer<typeof singleShiftQuoteDtoSchema>;

/** The answer of the quote: the price and the verified caregivers free for the whole shift, best first. */
export const singleShiftQuoteResponseSchema = z.object({
  quote: singleShiftQuoteDtoSchema,
  caregivers: z.array(caregiverCardDtoSchema),
  /** How the list is ordered: by the family's questionnaire, or by rating. */
  ordem: z.enum(['questionario', 'avaliacao']),
  total: countSchema,
});
export type SingleShiftQuoteResponse = z.infer<typeof singleShiftQuoteResponseSchema>;
