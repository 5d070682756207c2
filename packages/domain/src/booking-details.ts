// What each side sees of one booking request before and after accepting, and the cancellation of a
// confirmed booking (docs/product.md#request-details, docs/product.md#cancellation-policy).
import { CANCELLERS } from './cancellation-policy';
import { RESERVATION_STATUSES, TURNOS } from './constants';
import { centsSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { bookingDetailsLabels } from './messages/labels/booking-details';
import { familyRatingDtoSchema } from './reviews';
import { z } from './validation';
import { vinculoAcknowledgementDtoSchema } from './labour-law';

const m = messages.booking;

/** Why a family cancels a confirmed booking: a short list, 'outro' asks for words. */
export const FAMILY_CANCEL_REASONS = ['mudanca_de_planos', 'paciente_internado', 'outro_cuidador', 'questao_financeira', 'outro'] as const;
/** Why a caregiver cancels a confirmed booking. */
export const CAREGIVER_CANCEL_REASONS = ['problema_de_saude', 'emergencia_familiar', 'conflito_de_agenda', 'transporte', 'outro'] as const;
export type FamilyCancelReason = (typeof FAMILY_CANCEL_REASONS)[number];
export type CaregiverCancelReason = (typeof CAREGIVER_CANCEL_REASONS)[number];
export type CancelReason = FamilyCancelReason | CaregiverCancelReason;

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = bookingDetailsLabels.cancelReason;

const detail = z.string().trim().max(500).optional();

function reasonSchema<T extends readonly [string, ...string[]]>(reasons: T) {
  return z
    .strictObject({ motivoCodigo: z.enum(reasons, { error: m.cancelReasonChoose }), motivo: detail })
    .refine((v) => v.motivoCodigo !== 'outro' || Boolean(v.motivo), { message: m.cancelReasonDescribe, path: ['motivo'] });
}

/** POST /api/bookings/:id/caregiver-cancel: the caregiver's reason is required. */
export const caregiverCancelSchema = reasonSchema(CAREGIVER_CANCEL_REASONS);
/** The family's cancel dialog for a confirmed booking (sent to POST /api/bookings/:id/cancel). */
export const familyCancelConfirmedSchema = reasonSchema(FAMILY_CANCEL_REASONS);

/** 'Conflito de agenda: tenho consulta médica' — the reason as stored and shown to the other side. */
export function cancelReasonText(code: CancelReason, words?: string): string {
  const text = words?.trim();
  if (code === 'outro') return text || CANCEL_REASON_LABELS.outro;
  return text ? bookingDetailsLabels.reasonWithWords(CANCEL_REASON_LABELS[code], text) : CANCEL_REASON_LABELS[code];
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/bookings/:id/details — the request as its caregiver or its family sees it. The street,
 * number, complement and CEP are present only once the caregiver accepted (and to the family, who
 * owns them); the patient only as far as the family shares it.
 */
export const bookingRequestDetailsDtoSchema = z.object({
  bookingId: idSchema,
  status: z.enum(RESERVATION_STATUSES),
  family: z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    /** Only after acceptance (or to the family itself). */
    endereco: z.object({ rua: z.string(), numero: z.string(), complemento: z.string().nullable(), cep: z.string() }).nullable(),
  }),
  /** From the family's questionnaire: the skills asked for and the shift. */
  needs: z.object({ competencias: z.array(z.string()), turno: z.enum(TURNOS).nullable() }),
  /** Null when the caller may not read it (no linking booking); condition null unless consented. */
  patient: z.object({ nome: z.string().nullable(), idade: z.number().int().nullable(), condicao: z.string().nullable() }).nullable(),
  cancellation: z.object({ canceladoPor: z.enum(CANCELLERS).nullable(), canceladoEm: instantSchema.nullable(), motivo: z.string().nullable() }).nullable(),
  /** To the caregiver only: the family's ratings by caregivers, count and average (docs/product.md#reviews). Null for the family. */
  familyRating: familyRatingDtoSchema.nullable(),
  /** The family's choice after the labour-law warning, to both sides; null when there was none (docs/product.md#labour-law). */
  vinculo: vinculoAcknowledgementDtoSchema.nullable(),
});
export type BookingRequestDetailsDto = z.infer<typeof bookingRequestDetailsDtoSchema>;
export const bookingRequestDetailsResponseSchema = z.object({ details: bookingRequestDetailsDtoSchema });

/** GET /api/bookings/:id/cancellation-quote — what cancelling now would mean, for the caller. */
export const cancellationQuoteDtoSchema = z.object({
  cancelledBy: z.enum(CANCELLERS),
  rule: z.enum(['familia_antecedencia', 'familia_tardia', 'cuidador']),
  subtotalCents: centsSchema,
  feeCents: centsSchema,
  firstDayCents: centsSchema,
  refundToFamilyCents: centsSchema,
  toCaregiverCents: centsSchema,
  feeKeptCents: centsSchema,
  /** The first day's start: cancelling until 24 h before it is free for a family. */
  start: instantSchema,
  /** Days already started: paid to the caregiver as usual (subtotal and fee), outside the split above. */
  deliveredCents: centsSchema,
  /** A care plan's booking (docs/product.md#plan-care): what comes back goes to the plan's account, not to a card. */
  pagoPeloPlano: z.boolean().default(false),
});
export type CancellationQuoteDto = z.infer<typeof cancellationQuoteDtoSchema>;
export const cancellationQuoteResponseSchema = z.object({ quote: cancellationQuoteDtoSchema });

/** GET /api/caregiver-rate-limits — the hourly rate range every rate field enforces. */
export const hourlyRateLimitsResponseSchema = z.object({ minimoCentavos: centsSchema, maximoCentavos: centsSchema });
export type HourlyRateLimits = z.infer<typeof hourlyRateLimitsResponseSchema>;
