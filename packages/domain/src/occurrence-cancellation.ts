// Cancelling one occurrence of a weekly series, or the rest of it from a chosen occurrence on
// (docs/product.md#cancellation-policy, ADR 0045). The money is the whole-booking policy applied to
// exactly those days; the request schema, the answers and the settlement live here.
import { CAREGIVER_CANCEL_REASONS, FAMILY_CANCEL_REASONS, cancellationQuoteDtoSchema } from './booking-details';
import { CANCELLERS, settleCancellation, type CancellationDay, type CancellationRule, type CancellationSettlement, type Canceller } from './cancellation-policy';
import { calendarDaySchema, centsSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { z } from './validation';

const m = messages.occurrenceCancel;

/** 'dia': only the chosen occurrence; 'seguintes': it and every later one still standing. */
export const OCCURRENCE_CANCEL_SCOPES = ['dia', 'seguintes'] as const;
export type OccurrenceCancelScope = (typeof OCCURRENCE_CANCEL_SCOPES)[number];

/** Either side's reasons: the server checks the code belongs to the caller's list. */
const ANY_CANCEL_REASON = [...new Set([...FAMILY_CANCEL_REASONS, ...CAREGIVER_CANCEL_REASONS])] as [string, ...string[]];

/**
 * Whether a booking's days can be cancelled one by one (docs/product.md#series-cancel): a weekly
 * series, or a booking of consecutive days with more than one day. A one-day booking is cancelled whole.
 * `days` counts every day of the request, cancelled ones too (the server reads its rows; a screen
 * that has only the standing days passes those).
 */
export function hasSeparateDays(booking: { diasSemana?: readonly number[] | null | undefined }, days: number): boolean {
  return Boolean(booking.diasSemana?.length) || days > 1;
}

/** POST /api/bookings/:id/occurrences/:occurrenceId/cancel */
export const occurrenceCancelSchema = z
  .strictObject({
    escopo: z.enum(OCCURRENCE_CANCEL_SCOPES, { error: m.scopeChoose }),
    motivoCodigo: z.enum(ANY_CANCEL_REASON, { error: messages.booking.cancelReasonChoose }),
    motivo: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.motivoCodigo !== 'outro' || Boolean(v.motivo), { message: messages.booking.cancelReasonDescribe, path: ['motivo'] });

/** GET /api/bookings/:id/occurrences/:occurrenceId/cancellation-quote?escopo=dia|seguintes */
export const occurrenceQuoteQuerySchema = z.strictObject({ escopo: z.enum(OCCURRENCE_CANCEL_SCOPES, { error: m.scopeChoose }) });

/** Whether a reason code is one of the caller's side (a family cannot send a caregiver's reason). */
export function isReasonOf(side: Canceller, code: string): boolean {
  return (side === 'familia' ? (FAMILY_CANCEL_REASONS as readonly string[]) : (CAREGIVER_CANCEL_REASONS as readonly string[])).includes(code);
}

/** Which rule applied: the policy's, or 'antes_do_aceite' (not accepted yet: everything of those days back). */
export type OccurrenceCancellationRule = CancellationRule | 'antes_do_aceite';

export interface OccurrenceSettlement extends Omit<CancellationSettlement, 'rule'> {
  rule: OccurrenceCancellationRule;
}

/**
 * What cancelling these occurrences (none started) gives each side: once accepted, the policy
 * exactly as a cancellation of those days would (settleCancellation: the 24 h rule and the half day
 * read the first of them); before acceptance, everything paid for them goes back, as a whole
 * request's would.
 */
export function settleOccurrenceCancellation(input: { days: readonly CancellationDay[]; now: Date; cancelledBy: Canceller; accepted: boolean }): OccurrenceSettlement {
  if (input.days.some((d) => d.start.getTime() <= input.now.getTime())) throw new RangeError('an occurrence already started cannot be cancelled');
  if (input.accepted) return settleCancellation(input);
  return { ...settleCancellation({ ...input, cancelledBy: 'cuidador' }), rule: 'antes_do_aceite' };
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

export const OCCURRENCE_STATES = ['ativa', 'iniciada', 'cancelada'] as const;

/** One occurrence (day row) of a booking as either side sees it. */
export const bookingOccurrenceDtoSchema = z.object({
  id: idSchema,
  /** The calendar day it starts on (São Paulo). */
  data: calendarDaySchema,
  inicio: instantSchema,
  fim: instantSchema,
  /** 'iniciada': started or over; 'cancelada': cancelled on its own or with the whole request. */
  situacao: z.enum(OCCURRENCE_STATES),
  /** Whether the caller may cancel it (and the rest from it) now. */
  podeCancelar: z.boolean(),
  cancelamento: z.object({ canceladoPor: z.enum(CANCELLERS), canceladoEm: instantSchema, motivo: z.string().nullable() }).nullable(),
});
export type BookingOccurrenceDto = z.infer<typeof bookingOccurrenceDtoSchema>;
/** GET /api/bookings/:id/occurrences */
export const bookingOccurrencesResponseSchema = z.object({ ocorrencias: z.array(bookingOccurrenceDtoSchema) });

/** The quote for exactly the chosen occurrences, with which they are. */
export const occurrenceCancellationQuoteDtoSchema = cancellationQuoteDtoSchema.extend({
  rule: z.enum(['familia_antecedencia', 'familia_tardia', 'cuidador', 'antes_do_aceite']),
  escopo: z.enum(OCCURRENCE_CANCEL_SCOPES),
  ocorrencias: z.array(z.object({ id: idSchema, data: calendarDaySchema })).min(1),
  /** Occurrences that stay booked afterwards (0: the whole request ends cancelled). */
  restantes: z.number().int(),
  totalCents: centsSchema,
});
export type OccurrenceCancellationQuoteDto = z.infer<typeof occurrenceCancellationQuoteDtoSchema>;
export const occurrenceCancellationQuoteResponseSchema = z.object({ quote: occurrenceCancellationQuoteDtoSchema });
