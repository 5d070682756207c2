import { bookingMoney } from './booking-money';
import { BOOKING_MODALIDADES, RESERVATION_STATUSES } from './constants';
import { calendarDaySchema, centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { vinculoWarningSchema } from './labour-law';
import { priceBooking } from './pricing';
import { z } from './validation';
import { TEAM_REFUND_METHODS } from './operator-payments';

// Paying for a booking: the quote the dialog shows before confirming, the payment page's data
// and the method the family picks (docs/product.md#booking-payments).

export const bookingQuoteSchema = z.object({
  precoHoraCentavos: centsSchema,
  precoDiaCentavos: centsSchema,
  dias: countSchema,
  subtotalCentavos: centsSchema,
  taxaServicoPercentual: z.number().nonnegative(),
  taxaServicoCentavos: centsSchema,
  totalCentavos: centsSchema,
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

/** Why an occurrence of a series cannot be booked: outside the caregiver's availability, or taken. */
export const OCCURRENCE_CONFLICTS = ['indisponivel', 'ocupado'] as const;
export type OccurrenceConflict = (typeof OCCURRENCE_CONFLICTS)[number];
/** One shift of a weekly series as the quote shows it before paying (docs/product.md#booking-price). */
export const bookingOccurrenceSchema = z.object({
  data: calendarDaySchema,
  inicio: instantSchema,
  fim: instantSchema,
  precoCentavos: centsSchema,
  conflito: z.enum(OCCURRENCE_CONFLICTS).nullable(),
});
export type BookingOccurrence = z.infer<typeof bookingOccurrenceSchema>;
/**
 * GET /api/bookings/quote: the quote; a weekly series also lists its occurrences, each with its
 * conflict if any; and the labour-law warning when the request would go over the limit
 * (docs/product.md#labour-law).
 */
export const bookingQuoteResponseSchema = z.object({
  quote: bookingQuoteSchema,
  ocorrencias: z.array(bookingOccurrenceSchema).optional(),
  vinculo: vinculoWarningSchema.nullable(),
});

/** The caregiver's price for the period plus the platform fee, or null when the times make no sense. */
export function quoteBooking(input: {
  hourlyRateCents: number;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  feePercent: number;
  diasSemana?: readonly number[] | null | undefined;
}): BookingQuote | null {
  const price = priceBooking({
    hourlyRateCents: input.hourlyRateCents,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    diasSemana: input.diasSemana,
  });
  if (!price) return null;
  const money = bookingMoney(price.totalCents, input.feePercent);
  return {
    precoHoraCentavos: input.hourlyRateCents,
    precoDiaCentavos: price.perDayCents,
    dias: price.days,
    subtotalCentavos: money.subtotalCents,
    taxaServicoPercentual: input.feePercent,
    taxaServicoCentavos: money.feeCents,
    totalCentavos: money.totalCents,
  };
}

export const BOOKING_PAYMENT_METHODS = ['card', 'pix'] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];
/** POST /api/bookings/:id/payment and the sandbox's confirmation. */
export const startBookingPaymentSchema = z.strictObject({ method: z.enum(BOOKING_PAYMENT_METHODS) });

export const bookingPaymentDtoSchema = z.object({
  pedidoId: idSchema,
  /** The request's status now: aguardando_pagamento until the provider confirms, then pendente. */
  status: z.enum(RESERVATION_STATUSES),
  provider: z.enum(['stripe', 'sandbox']).nullable(),
  /** When the payment window closes (null once paid or closed). */
  expiresAt: instantSchema.nullable(),
  isPaid: z.boolean(),
  precoDiaCentavos: centsSchema,
  dias: countSchema,
  subtotalCentavos: centsSchema,
  taxaServicoCentavos: centsSchema,
  totalCentavos: centsSchema,
  caregiverName: z.string(),
  /** 'avulso': a 'Plantão Avulso' at the fixed price, the fee inside it (docs/product.md#single-shift). */
  modalidade: z.enum(BOOKING_MODALIDADES).default('por_hora'),
  /** The attempt started with the chosen method, if any. */
  attempt: z
    .object({
      method: z.enum(BOOKING_PAYMENT_METHODS),
      /** Card with Stripe: the hosted page to go to. */
      redirectUrl: z.string().nullable(),
      pix: z.object({ code: z.string(), qrImage: z.string(), expiresAt: instantSchema }).nullable(),
    })
    .nullable(),
});
export type BookingPaymentDto = z.infer<typeof bookingPaymentDtoSchema>;
export const bookingPaymentResponseSchema = z.object({ payment: bookingPaymentDtoSchema });

/** Why a booking's money goes back to the family (docs/product.md#booking-payments). */
export const BOOKING_REFUND_REASONS = ['recusada', 'expirada', 'cancelada', 'pagamento_tardio', 'disputa', 'falta'] as const;
/**
 * Where a refund is, as the family sees it: asked of the provider, late (the provider refused or
 * has not answered for over an hour: our team sees it too), or done.
 */
export const BOOKING_REFUND_STATES = ['em_andamento', 'atrasado', 'feito'] as const;
export type BookingRefundState = (typeof BOOKING_REFUND_STATES)[number];

export const bookingRefundDtoSchema = z.object({
  id: idSchema,
  amountCents: centsSchema,
  reason: z.enum(BOOKING_REFUND_REASONS),
  method: z.enum(BOOKING_PAYMENT_METHODS),
  state: z.enum(BOOKING_REFUND_STATES),
  requestedAt: instantSchema,
  refundedAt: instantSchema.nullable(),
  /** The refund's receipt, once done. */
  receiptId: idSchema.nullable(),
  /** Done by our team's own Pix or bank transfer, the provider having refused it; null when the provider paid it back (or not yet done). */
  teamMethod: z.enum(TEAM_REFUND_METHODS).nullable(),
});
export type BookingRefundDto = z.infer<typeof bookingRefundDtoSchema>;
/** GET /api/bookings/:id/refunds — the family's own request only; oldest first. */
export const bookingRefundsResponseSchema = z.object({ refunds: z.array(bookingRefundDtoSchema) });
