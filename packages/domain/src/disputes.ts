import { BOOKING_RELEASE_DELAY_HOURS } from './booking-money';
import { RESERVATION_STATUSES } from './constants';
import { calendarDaySchema, centsSchema, idSchema, instantSchema, wallTimeSchema } from './dto';
import { messages } from './messages';
import { disputesLabels } from './messages/labels/disputes';
import { parseMoneyInput } from './money-input';
import { requiredText, z } from './validation';

// 'Tive um problema' and the operators' dispute desk (docs/product.md#disputes): the window in
// which a family may hold a booking's money, what a decision gives each side, and one schema per
// request and per answer for the browser and the server.

const m = messages.disputes;

/** A family may report a problem from the end of a day until its money is released: 48 h. */
export const DISPUTE_WINDOW_HOURS = BOOKING_RELEASE_DELAY_HOURS;

export const DISPUTE_REASONS = ['nao_compareceu', 'atraso_ou_saida', 'cuidado_diferente', 'comportamento', 'outro'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = disputesLabels.reason;

export const DISPUTE_STATUSES = ['aberta', 'decidida'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = disputesLabels.status;

export const DISPUTE_DECISIONS = ['reembolso_total', 'reembolso_parcial', 'liberado'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
/** The operator's buttons. */
export const DISPUTE_DECISION_ACTIONS: Record<DisputeDecision, string> = disputesLabels.decisionAction;
/** The outcome as both sides read it. */
export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = disputesLabels.decision;

export const DISPUTE_DESCRICAO_MAX = 2000;
export const DISPUTE_NOTE_MAX = 2000;

// ── The window ───────────────────────────────────────────────────────────────────────────────

export interface DisputeWindowDay {
  id: string;
  end: Date;
  /** Its money already left escrow (released, or decided in an earlier dispute). */
  settled: boolean;
}

export interface DisputeWindow {
  /** The days a problem reported now would hold: ended, not released, less than 48 h ago. */
  dayIds: string[];
  /** Until when a problem can still be reported (48 h after the latest of those days ended). */
  deadline: Date | null;
}

/**
 * Which days a problem reported now covers (docs/product.md#disputes): each day from its end until
 * 48 h later (the instant its money is due for release, which is no longer inside the window),
 * unless its money already moved. No day → no window.
 */
export function disputeWindow(days: readonly DisputeWindowDay[], now: Date): DisputeWindow {
  const windowMs = DISPUTE_WINDOW_HOURS * 3_600_000;
  const open = days.filter((d) => !d.settled && d.end.getTime() <= now.getTime() && now.getTime() < d.end.getTime() + windowMs);
  if (!open.length) return { dayIds: [], deadline: null };
  const latestEnd = Math.max(...open.map((d) => d.end.getTime()));
  return { dayIds: open.map((d) => d.id), deadline: new Date(latestEnd + windowMs) };
}

// ── The decision's money ─────────────────────────────────────────────────────────────────────

export interface DisputeSettlement {
  refundCents: number;
  toCaregiverCents: number;
  feeCents: number;
}

/**
 * What a decision gives each side of the money held (docs/product.md#disputes): all back; a part
 * back and the rest released, the platform's fee following the released part in proportion
 * (rounded half up to the centavo); or everything released as the days would have been.
 * refund + caregiver + fee = held, always.
 */
export function settleDispute(held: { subtotalCents: number; feeCents: number }, decision: DisputeDecision, partialRefundCents = 0): DisputeSettlement {
  for (const value of [held.subtotalCents, held.feeCents, partialRefundCents]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('amounts are whole centavos ≥ 0');
  }
  const total = held.subtotalCents + held.feeCents;
  if (decision === 'reembolso_total') return { refundCents: total, toCaregiverCents: 0, feeCents: 0 };
  if (decision === 'liberado') return { refundCents: 0, toCaregiverCents: held.subtotalCents, feeCents: held.feeCents };
  if (partialRefundCents < 1 || partialRefundCents > total) throw new RangeError('a partial refund is between 1 centavo and what is held');
  const rest = total - partialRefundCents;
  const feeCents = total === 0 ? 0 : Math.floor((2 * rest * held.feeCents + total) / (2 * total));
  return { refundCents: partialRefundCents, toCaregiverCents: rest - feeCents, feeCents };
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/bookings/:id/problema — the family's reason and words. */
export const openDisputeSchema = z.strictObject({
  motivo: z.enum(DISPUTE_REASONS, { error: m.reasonRequired }),
  descricao: requiredText(m.descriptionRequired, { max: DISPUTE_DESCRICAO_MAX, tooLong: m.descriptionTooLong }),
});
export type OpenDisputeInput = z.input<typeof openDisputeSchema>;

/**
 * POST /api/operador/disputas/:id/decidir — the decision, the amount for a partial refund as the
 * person typed it in R$ ('150,00'; read by parseMoneyInput) and the note both sides read.
 */
export const decideDisputeSchema = z
  .strictObject({
    decisao: z.enum(DISPUTE_DECISIONS, { error: m.decisionRequired }),
    valor: z.string().trim().max(20).default(''),
    nota: requiredText(m.noteRequired, { max: DISPUTE_NOTE_MAX, tooLong: m.noteTooLong }),
  })
  .transform((v, ctx) => {
    if (v.decisao !== 'reembolso_parcial') return { decisao: v.decisao, nota: v.nota, reembolsoCentavos: null };
    const cents = parseMoneyInput(v.valor);
    if (cents === null || cents < 1) {
      ctx.addIssue({ code: 'custom', message: m.amountInvalid, path: ['valor'] });
      return z.NEVER;
    }
    return { decisao: v.decisao, nota: v.nota, reembolsoCentavos: cents };
  });
export type DecideDisputeInput = z.input<typeof decideDisputeSchema>;
export type DecideDispute = z.output<typeof decideDisputeSchema>;

export const disputeListQuerySchema = z.strictObject({ status: z.enum(DISPUTE_STATUSES).optional() });

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

/** A dispute as the two parties see it on the booking. */
export const bookingDisputeDtoSchema = z.object({
  id: idSchema,
  status: z.enum(DISPUTE_STATUSES),
  motivo: z.enum(DISPUTE_REASONS),
  /** The family's words: only to the family (the caregiver reads the reason). */
  descricao: z.string().nullable(),
  abertaEm: instantSchema,
  retidoCentavos: centsSchema,
  decisao: z.enum(DISPUTE_DECISIONS).nullable(),
  reembolsoCentavos: centsSchema.nullable(),
  /** The operator's note, written for both sides. */
  nota: z.string().nullable(),
  decididaEm: instantSchema.nullable(),
});
export type BookingDisputeDto = z.infer<typeof bookingDisputeDtoSchema>;

/** GET /api/bookings/:id/problema — the window (family) and the disputes of the booking, newest first. */
export const bookingProblemResponseSchema = z.object({
  /** Only for the family, while a problem can be reported: until when. */
  prazo: instantSchema.nullable(),
  disputes: z.array(bookingDisputeDtoSchema),
});
export type BookingProblemDto = z.infer<typeof bookingProblemResponseSchema>;

const partySchema = z.object({ id: idSchema, name: z.string() });

export const disputeListItemSchema = z.object({
  id: idSchema,
  pedidoId: idSchema,
  status: z.enum(DISPUTE_STATUSES),
  motivo: z.enum(DISPUTE_REASONS),
  abertaEm: instantSchema,
  familia: partySchema,
  cuidador: partySchema,
  retidoCentavos: centsSchema,
  decisao: z.enum(DISPUTE_DECISIONS).nullable(),
});
export type DisputeListItemDto = z.infer<typeof disputeListItemSchema>;
export const disputeListResponseSchema = z.object({ disputes: z.array(disputeListItemSchema) });

export const disputeDetailSchema = disputeListItemSchema.extend({
  descricao: z.string(),
  reembolsoCentavos: centsSchema.nullable(),
  nota: z.string().nullable(),
  decididaPor: z.string().nullable(),
  decididaEm: instantSchema.nullable(),
  /** What the decision splits: the covered days' subtotal and fee. */
  retido: z.object({ subtotalCentavos: centsSchema, taxaCentavos: centsSchema }),
  booking: z.object({
    id: idSchema,
    status: z.enum(RESERVATION_STATUSES),
    dataInicio: calendarDaySchema,
    dataFim: calendarDaySchema,
    horaInicio: wallTimeSchema,
    horaFim: wallTimeSchema,
    /** A weekly series' weekdays (0 = Sunday), so the team reads the period as the family booked it; optional for older clients. */
    diasSemana: z.array(z.number().int().min(0).max(6)).nullable().optional(),
    subtotalCentavos: centsSchema,
    taxaServicoCentavos: centsSchema,
    totalCentavos: centsSchema,
    motivoCancelamento: z.string().nullable(),
  }),
  days: z.array(
    z.object({
      id: idSchema,
      start: instantSchema,
      end: instantSchema,
      subtotalCentavos: centsSchema,
      taxaCentavos: centsSchema,
      /** Held by this dispute (the decision moves its money). */
      emDisputa: z.boolean(),
      /** The actual arrival and departure, when recorded (docs/product.md#visits); optional for older clients. */
      presenca: z.object({ chegada: instantSchema.nullable(), saida: instantSchema.nullable(), falta: z.boolean() }).nullable().optional(),
    }),
  ),
});
export type DisputeDetailDto = z.infer<typeof disputeDetailSchema>;
export const disputeDetailResponseSchema = z.object({ dispute: disputeDetailSchema });

export const decideDisputeResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export const openDisputeResponseSchema = z.object({ ok: z.literal(true), message: z.string(), id: idSchema });
