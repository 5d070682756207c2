import { bookingFeeCents } from './booking-money';
import { weekdayOf } from './booking-series';
import { calendarDaySchema, centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { LABOUR_LAW_CHOICES, LABOUR_LAW_MAX_DAYS_PER_WEEK } from './labour-law';
import { messages } from './messages';
import type { Plan } from './plans';
import { addDaysToDate } from './time';
import { z } from './validation';

// A care plan delivers care with caregivers (docs/product.md#plan-care, ADR 0047): the family
// assigns the plan's weekdays to caregivers, each caregiver accepts or declines, and an accepted
// assignment books the paid period's shifts as an ordinary confirmed booking paid from the plan.

/** The weekdays a plan covers: Monday to Friday (0 = domingo, as Date#getUTCDay). */
export const PLAN_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The plan is priced for the 12 h shift; the family chooses day or night for the whole plan. */
export const PLAN_SHIFT_KINDS = ['dia', 'noite'] as const;
export type PlanShiftKind = (typeof PLAN_SHIFT_KINDS)[number];
export const PLAN_SHIFT_HOURS: Record<PlanShiftKind, { horaInicio: string; horaFim: string }> = {
  dia: { horaInicio: '07:00', horaFim: '19:00' },
  noite: { horaInicio: '19:00', horaFim: '07:00' },
};

export const PLAN_ASSIGNMENT_STATUSES = ['proposta', 'aceita', 'recusada', 'encerrada'] as const;
export type PlanAssignmentStatus = (typeof PLAN_ASSIGNMENT_STATUSES)[number];
/** Statuses that hold the assignment's weekdays (another caregiver cannot be proposed for them). */
export const LIVE_PLAN_ASSIGNMENT_STATUSES = ['proposta', 'aceita'] as const satisfies readonly PlanAssignmentStatus[];

/**
 * What one shift of the plan is worth: the family paid the plan's daily price for it; the platform
 * keeps the same percentage it charges on a booking (BOOKING_FEE_PERCENT), taken from that price,
 * half-up; the caregiver receives the rest. 15000 at 10 % → fee 1500, caregiver 13500.
 */
export function planShiftSplit(dailyPriceCents: number, feePercent: number): { dailyPriceCents: number; feeCents: number; caregiverCents: number } {
  const feeCents = bookingFeeCents(dailyPriceCents, feePercent);
  return { dailyPriceCents, feeCents, caregiverCents: dailyPriceCents - feeCents };
}

/** How many shifts a month's charge pays for: monthly value ÷ daily price (21 for every plan). */
export function shiftsPerPeriod(plan: Pick<Plan, 'monthlyValueCents' | 'dailyPriceCents'>): number {
  return Math.floor(plan.monthlyValueCents / plan.dailyPriceCents);
}

/**
 * The dates a paid period covers: Monday-to-Friday dates from `firstDate` (inclusive) to `endDate`
 * (exclusive), at most `maxShifts` of them (the shifts the month's charge pays for).
 */
export function planPeriodDates(input: { firstDate: string; endDate: string; maxShifts: number }): string[] {
  const dates: string[] = [];
  for (let date = input.firstDate; date < input.endDate && dates.length < input.maxShifts; date = addDaysToDate(date, 1)) {
    if ((PLAN_WEEKDAYS as readonly number[]).includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** The same day one month earlier ('2026-03-31' → '2026-02-28'), for the start of a period from its end. */
export function monthBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The first date of the paid period that ends on `endDate`: the day after the activation for the
 * first period (the family needs time to choose), else the renewal's own day (a month before the end).
 */
export function periodFirstDate(input: { activationDate: string; endDate: string }): string {
  const start = monthBefore(input.endDate);
  return start > input.activationDate ? start : addDaysToDate(input.activationDate, 1);
}

/** The period's dates that fall on an assignment's weekdays. */
export function assignmentDates(periodDates: readonly string[], diasSemana: readonly number[]): string[] {
  return periodDates.filter((date) => diasSemana.includes(weekdayOf(date)));
}

/**
 * The rotation rule (docs/product.md#labour-law): each caregiver covers at most 2 of the plan's
 * weekdays, unless the family declared it will hire formally. Answers the caregivers over the limit.
 */
export function caregiversOverLimit(assignments: readonly { cuidadorId: string; diasSemana: readonly number[] }[]): string[] {
  const days = new Map<string, Set<number>>();
  for (const a of assignments) {
    const set = days.get(a.cuidadorId) ?? new Set<number>();
    for (const d of a.diasSemana) set.add(d);
    days.set(a.cuidadorId, set);
  }
  return [...days].filter(([, set]) => set.size > LABOUR_LAW_MAX_DAYS_PER_WEEK).map(([id]) => id);
}

/** Weekdays of the plan left without a live assignment. */
export function uncoveredWeekdays(assignments: readonly { diasSemana: readonly number[] }[]): number[] {
  const covered = new Set(assignments.flatMap((a) => a.diasSemana));
  return PLAN_WEEKDAYS.filter((d) => !covered.has(d));
}

// ── Requests and answers ────────────────────────────────────────────────────────────────────

const planWeekdaysSchema = z
  .array(z.number().int().min(1).max(5))
  .min(1, messages.shifts.weekdaysRequired)
  .max(5)
  .refine((days) => new Set(days).size === days.length, messages.shifts.weekdaysRequired)
  .transform((days) => [...days].sort((a, b) => a - b));

/** `GET /api/plan/candidates?diasSemana=1,3&turno=dia` */
export const planCandidatesQuerySchema = z.object({
  diasSemana: z
    .string()
    .transform((text) => text.split(',').filter(Boolean).map(Number))
    .pipe(planWeekdaysSchema),
  turno: z.enum(PLAN_SHIFT_KINDS),
});

/** `POST /api/plan/assignments`: one caregiver for some of the plan's weekdays. */
export const proposePlanAssignmentSchema = z.object({
  cuidadorId: idSchema,
  diasSemana: planWeekdaysSchema,
  turno: z.enum(PLAN_SHIFT_KINDS),
  /** Required when this caregiver would cover more than 2 weekdays: only formal hiring is accepted then. */
  vinculoEscolha: z.enum(LABOUR_LAW_CHOICES).optional(),
});
export type ProposePlanAssignmentInput = z.input<typeof proposePlanAssignmentSchema>;

const moneySchema = z.object({ dailyPriceCents: centsSchema, feeCents: centsSchema, caregiverCents: centsSchema });

export const planCandidateDtoSchema = z.object({
  cuidadorId: idSchema,
  nome: z.string(),
  fotoUrl: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  rating: z.number().nullable(),
  totalAvaliacoes: countSchema,
  turnos: countSchema,
});
export type PlanCandidateDto = z.infer<typeof planCandidateDtoSchema>;
export const planCandidatesResponseSchema = z.object({ candidates: z.array(planCandidateDtoSchema) });

export const planAssignmentDtoSchema = z.object({
  id: idSchema,
  cuidadorId: idSchema,
  cuidadorNome: z.string(),
  diasSemana: z.array(z.number().int()),
  turno: z.enum(PLAN_SHIFT_KINDS),
  status: z.enum(PLAN_ASSIGNMENT_STATUSES),
  turnos: countSchema,
  valorPorTurno: moneySchema,
  totalCaregiverCents: centsSchema,
  vinculoEscolha: z.enum(LABOUR_LAW_CHOICES).nullable(),
  pedidoId: idSchema.nullable(),
  createdAt: instantSchema,
  respondedAt: instantSchema.nullable(),
});
export type PlanAssignmentDto = z.infer<typeof planAssignmentDtoSchema>;

/** `GET /api/plan/care`: the family's plan with its period, money per shift and assignments. */
export const planCareDtoSchema = z.object({
  subscriptionId: idSchema,
  planTitle: z.string(),
  periodoInicio: calendarDaySchema.nullable(),
  periodoFim: calendarDaySchema.nullable(),
  turnosNoPeriodo: countSchema,
  valorPorTurno: moneySchema,
  turno: z.enum(PLAN_SHIFT_KINDS).nullable(),
  semanaDescoberta: z.array(z.number().int()),
  assignments: z.array(planAssignmentDtoSchema),
});
export type PlanCareDto = z.infer<typeof planCareDtoSchema>;
export const planCareResponseSchema = z.object({ care: planCareDtoSchema });
/** `POST /api/plan/assignments` answers the proposal and the toast's words. */
export const proposePlanAssignmentResponseSchema = z.object({ assignment: planAssignmentDtoSchema, message: z.string() });

/** What a caregiver sees of a proposal before answering. */
export const planProposalDtoSchema = z.object({
  id: idSchema,
  familiaNome: z.string(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  diasSemana: z.array(z.number().int()),
  turno: z.enum(PLAN_SHIFT_KINDS),
  horaInicio: z.string(),
  horaFim: z.string(),
  periodoInicio: calendarDaySchema.nullable(),
  periodoFim: calendarDaySchema.nullable(),
  turnos: countSchema,
  valorPorTurno: moneySchema,
  totalCaregiverCents: centsSchema,
  status: z.enum(PLAN_ASSIGNMENT_STATUSES),
  pedidoId: idSchema.nullable(),
});
export type PlanProposalDto = z.infer<typeof planProposalDtoSchema>;
export const planProposalsResponseSchema = z.object({ proposals: z.array(planProposalDtoSchema) });
/** `POST /api/plan-proposals/:id/accept` answers the accepted proposal (with its booking). */
export const acceptPlanProposalResponseSchema = z.object({ proposal: planProposalDtoSchema, message: z.string() });
