import { calendarDaySchema, centsSchema, idSchema, instantSchema } from './dto';
import { LABOUR_LAW_CHOICES } from './labour-law';
import { PLAN_SHIFT_KINDS, planCandidateDtoSchema } from './plan-care';
import { messages } from './messages';
import { z } from './validation';

// Substitutes when a plan's caregiver cannot go (docs/product.md#plan-substitutes, ADR 0052): the
// plan shifts a caregiver gave up (cancelled days, a cancelled plan booking, a suspension, an account
// deleted) are 'open'; the family is offered the best available caregivers for all of them at once,
// proposes them to one ('Substituição'), and her acceptance books them from the plan's account.

/** How many substitutes the family is offered at once. */
export const SUBSTITUTES_SHOWN = 3;

export const PLAN_SUBSTITUTION_STATUSES = ['proposta', 'aceita', 'recusada', 'expirada'] as const;
export type PlanSubstitutionStatus = (typeof PLAN_SUBSTITUTION_STATUSES)[number];

/** A proposal nobody answered expires when its first shift starts (it can no longer be delivered whole). */
export function effectiveSubstitutionStatus(status: PlanSubstitutionStatus, expiresAt: Date, now: Date): PlanSubstitutionStatus {
  return status === 'proposta' && expiresAt <= now ? 'expirada' : status;
}

/**
 * The plan's open shifts: dates of plan shifts given up by their caregiver that have not started,
 * that no standing plan shift covers and that no proposal still waiting for an answer holds. Sorted,
 * each date once.
 */
export function openShiftDates(input: {
  givenUp: readonly { date: string; start: Date }[];
  covered: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  now: Date;
}): string[] {
  const dates = new Set<string>();
  for (const shift of input.givenUp) {
    if (shift.start > input.now && !input.covered.has(shift.date) && !input.pending.has(shift.date)) dates.add(shift.date);
  }
  return [...dates].sort();
}

/**
 * From caregivers in ranking order, each with whether every one of the shifts is free for her, the
 * first `limit` that are free and not excluded (the caregivers who gave the shifts up).
 */
export function chooseSubstitutes<T extends { cuidadorId: string; isFree: boolean }>(ranked: readonly T[], excluded: ReadonlySet<string>, limit = SUBSTITUTES_SHOWN): T[] {
  const chosen: T[] = [];
  for (const c of ranked) {
    if (chosen.length >= limit) break;
    if (c.isFree && !excluded.has(c.cuidadorId) && !chosen.some((x) => x.cuidadorId === c.cuidadorId)) chosen.push(c);
  }
  return chosen;
}

/** Minutes a rest-of-shift booking starts on: the next half hour from now. */
export const REST_OF_SHIFT_STEP_MINUTES = 30;

/**
 * 'Encontrar substituto' for a late or absent caregiver (docs/product.md#visits): the rest of the
 * shift, from now rounded up to the next half hour until the shift's end; null when less than an
 * hour would be left.
 */
export function restOfShift(shift: { start: Date; end: Date }, now: Date): { start: Date; end: Date } | null {
  const step = REST_OF_SHIFT_STEP_MINUTES * 60_000;
  const from = new Date(Math.max(shift.start.getTime(), Math.ceil(now.getTime() / step) * step));
  if (shift.end.getTime() - from.getTime() < 60 * 60_000) return null;
  return { start: from, end: shift.end };
}

/** A list of calendar days; anything else (a lone string, an impossible day) is 'Data inválida'. */
const calendarDaysSchema = z.array(calendarDaySchema, { error: messages.generic.invalidDate });

// ── Requests and answers ────────────────────────────────────────────────────────────────────

/** `POST /api/plan/substitutions`: all the open shifts to one caregiver. */
export const proposePlanSubstitutionSchema = z.object({
  cuidadorId: idSchema,
  /** Required when the substitute's days would take a week over the labour-law limit. */
  vinculoEscolha: z.enum(LABOUR_LAW_CHOICES).optional(),
});
export type ProposePlanSubstitutionInput = z.input<typeof proposePlanSubstitutionSchema>;

const moneySchema = z.object({ dailyPriceCents: centsSchema, feeCents: centsSchema, caregiverCents: centsSchema });

export const planSubstitutionDtoSchema = z.object({
  id: idSchema,
  /** The family's first name (to the caregiver) or the substitute's name (to the family). */
  outraParte: z.string(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  datas: calendarDaysSchema,
  turno: z.enum(PLAN_SHIFT_KINDS),
  horaInicio: z.string(),
  horaFim: z.string(),
  valorPorTurno: moneySchema,
  totalCaregiverCents: centsSchema,
  status: z.enum(PLAN_SUBSTITUTION_STATUSES),
  pedidoId: idSchema.nullable(),
  createdAt: instantSchema,
});
export type PlanSubstitutionDto = z.infer<typeof planSubstitutionDtoSchema>;

/** `GET /api/plan/substitutes`: the open shifts, the best available substitutes and the proposals made. */
export const planSubstitutesDtoSchema = z.object({
  datas: calendarDaysSchema,
  turno: z.enum(PLAN_SHIFT_KINDS).nullable(),
  horaInicio: z.string().nullable(),
  horaFim: z.string().nullable(),
  valorPorTurno: moneySchema,
  candidates: z.array(planCandidateDtoSchema),
  /** Whether choosing a candidate needs the family's labour-law choice, per caregiver id. */
  vinculoNecessario: z.array(idSchema),
  substitutions: z.array(planSubstitutionDtoSchema),
});
export type PlanSubstitutesDto = z.infer<typeof planSubstitutesDtoSchema>;
export const planSubstitutesResponseSchema = z.object({ substitutes: planSubstitutesDtoSchema });
export const proposePlanSubstitutionResponseSchema = z.object({ substitution: planSubstitutionDtoSchema, message: z.string() });
export const planSubstitutionsResponseSchema = z.object({ substitutions: z.array(planSubstitutionDtoSchema) });
export const acceptPlanSubstitutionResponseSchema = z.object({ substitution: planSubstitutionDtoSchema, message: z.string() });

// ── 'Encontrar substituto' for a late or absent caregiver (docs/product.md#visits) ─────────

export const visitSubstituteDtoSchema = z.object({
  cuidadorId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  rating: z.number().nullable(),
  totalAvaliacoes: z.number().int(),
  precoHoraCentavos: centsSchema,
});
export type VisitSubstituteDto = z.infer<typeof visitSubstituteDtoSchema>;

/** `GET /api/visits/:id/substitutes`: the rest of the day's shift and the best available caregivers for it. */
export const visitSubstitutesDtoSchema = z.object({
  reservaId: idSchema,
  cuidadorNome: z.string(),
  /** The rest of the shift, as the booking dialog takes it: its first day and wall times in São Paulo. */
  data: calendarDaySchema,
  horaInicio: z.string(),
  horaFim: z.string(),
  inicio: instantSchema,
  fim: instantSchema,
  dePlano: z.boolean(),
  candidates: z.array(visitSubstituteDtoSchema),
});
export type VisitSubstitutesDto = z.infer<typeof visitSubstitutesDtoSchema>;
export const visitSubstitutesResponseSchema = z.object({ substitutes: visitSubstitutesDtoSchema });
