import { describeWeekdays } from '@cuidar/domain/booking-series';
import { effectivePlanStatus } from '@cuidar/domain/checkout';
import { formatCentavos } from '@cuidar/domain/format';
import { occurrenceDay } from '@cuidar/domain/labour-law';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import {
  assignmentDates,
  caregiversOverLimit,
  LIVE_PLAN_ASSIGNMENT_STATUSES,
  PLAN_SHIFT_HOURS,
  periodFirstDate,
  planPeriodDates,
  planShiftSplit,
  shiftsPerPeriod,
  uncoveredWeekdays,
  type PlanAssignmentDto,
  type PlanCandidateDto,
  type PlanCareDto,
  type PlanProposalDto,
  type PlanShiftKind,
  type ProposePlanAssignmentInput,
} from '@cuidar/domain/plan-care';
import { findPlan } from '@cuidar/domain/plans';
import { paths } from '@cuidar/domain/routes';
import { formatTimeRange, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { shiftInstants } from '@cuidar/domain/shifts';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { toSaoPauloParts } from '@cuidar/domain/date-format';
import { caregiverNameForNotice, fullName } from '@cuidar/domain/names';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { planProposalAnsweredMail, planProposalMail, planShiftsCancelledMail } from '../../mail/templates';
import { publish, transactionWithEvents } from '../../realtime/events';
import { conflictsOf } from '../bookings/service';
import { recordPlanBookingContract } from '../contracts/service';
import { assessVinculo, guardVinculo } from '../labour-law/service';
import { accountBalance, planAllocationPosting, planRefundPosting, planReturnPosting, postTransaction } from '../ledger/service';
import { createNotification } from '../notifications/service';
import {
  cancelPlanBooking,
  declineWaitingProposalsOf,
  endAssignmentsOfPlan,
  findCoveredPlanDates,
  findApprovedCaregivers,
  findEmailOf,
  findAssignmentOf,
  findAssignmentsOfParty,
  findAssignmentsOfPlan,
  findFamilyPlace,
  findPaidOpenPlan,
  findPlanBookingsWithFutureDays,
  findProposalsOf,
  insertAssignment,
  insertPlanDays,
  insertPlanPedido,
  isBookableCaregiver,
  lockAssignmentOf,
  lockPlan,
  updateAssignment,
  type AssignmentRow,
  type CarePlanRow,
} from './repository';

// A care plan delivers care with caregivers (docs/product.md#plan-care, ADR 0047). The family
// gives the plan's weekdays to caregivers; each caregiver accepts or declines; accepting books the
// paid period's shifts as one confirmed booking paid from the plan's account in the ledger, so the
// agenda, reminders, the 48 h release, 'Tive um problema' and earnings treat them like any booking.

export interface PlanCareDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  /** BOOKING_FEE_PERCENT: the platform's share of each shift's price. */
  feePercent: number;
}

const pc = messages.planCare;
const n = notificationMessages;
/** Caregivers are read best first, a page at a time, until enough are free (or this many were checked). */
const CANDIDATES_PAGE = 50;
const CANDIDATES_MAX_CHECKED = 500;
const CANDIDATES_SHOWN = 10;

function planOf(row: Pick<CarePlanRow, 'planId'>) {
  const plan = findPlan(row.planId);
  if (!plan) throw new Error(`plano desconhecido: ${row.planId}`);
  return plan;
}

/**
 * The paid period: from the day after the first payment (or, once renewed, from a month before the
 * end) to the end the provider gave (exclusive), Monday to Friday, at most the shifts the month's
 * charge pays for (21).
 */
export function periodOf(plan: Pick<CarePlanRow, 'planId' | 'activatedAt' | 'currentPeriodEnd' | 'endsAt'>): { dates: string[]; from: string | null; to: string | null } {
  if (!plan.activatedAt) return { dates: [], from: null, to: null };
  const end = plan.currentPeriodEnd ?? plan.endsAt;
  if (!end) return { dates: [], from: null, to: null };
  const endDate = toSaoPauloParts(end).date;
  const firstDate = periodFirstDate({ activationDate: todayInSaoPaulo(plan.activatedAt), endDate });
  const dates = planPeriodDates({ firstDate, endDate, maxShifts: shiftsPerPeriod(planOf(plan)) });
  return { dates, from: dates[0] ?? null, to: dates.at(-1) ?? null };
}

/** The shifts of the period on these weekdays that have not started yet, as instants. */
export function futureShifts(plan: Parameters<typeof periodOf>[0], diasSemana: readonly number[], turno: PlanShiftKind, now: Date) {
  const hours = PLAN_SHIFT_HOURS[turno];
  return assignmentDates(periodOf(plan).dates, diasSemana)
    .map((date) => ({ date, ...shiftInstants(date, hours.horaInicio, hours.horaFim) }))
    .filter((day) => day.start > now);
}

export function isRunning(plan: CarePlanRow, now: Date): boolean {
  const status = effectivePlanStatus(plan, now);
  return status === 'active' || status === 'cancel_at_period_end';
}

export async function runningPlanOf(db: Executor, familiaId: string, now: Date): Promise<CarePlanRow> {
  const plan = await findPaidOpenPlan(db, familiaId);
  if (!plan || !isRunning(plan, now)) throw notFound(pc.noPlan);
  return plan;
}

export function splitOf(deps: Pick<PlanCareDeps, 'feePercent'>, plan: Pick<CarePlanRow, 'planId'>) {
  return planShiftSplit(planOf(plan).dailyPriceCents, deps.feePercent);
}

const weekdaysText = (dias: readonly number[]) => describeWeekdays(dias);

function toAssignmentDto(row: Awaited<ReturnType<typeof findAssignmentsOfPlan>>[number], plan: CarePlanRow, now: Date): PlanAssignmentDto {
  const split = { dailyPriceCents: row.valorDiariaCentavos, feeCents: row.taxaCentavos, caregiverCents: row.repasseCentavos };
  const turnos = futureShifts(plan, row.diasSemana, row.turno, row.respondedAt ?? now).length;
  return {
    id: row.id,
    cuidadorId: row.cuidadorId,
    cuidadorNome: fullName(row),
    diasSemana: row.diasSemana,
    turno: row.turno,
    status: row.status,
    turnos,
    valorPorTurno: split,
    totalCaregiverCents: turnos * row.repasseCentavos,
    vinculoEscolha: row.vinculoEscolha,
    pedidoId: row.pedidoId,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

// ── The family ────────────────────────────────────────────────────────────────────────────

/** The family's running plan: its period, what a shift is worth, and who covers which weekday. */
export async function getPlanCare(deps: PlanCareDeps, familiaId: string): Promise<PlanCareDto> {
  const now = deps.now();
  const plan = await runningPlanOf(deps.db, familiaId, now);
  const period = periodOf(plan);
  const rows = await findAssignmentsOfPlan(deps.db, plan.id);
  const live = rows.filter((r) => (LIVE_PLAN_ASSIGNMENT_STATUSES as readonly string[]).includes(r.status));
  return {
    subscriptionId: plan.id,
    planTitle: planOf(plan).title,
    periodoInicio: period.from,
    periodoFim: period.to,
    turnosNoPeriodo: period.dates.length,
    valorPorTurno: splitOf(deps, plan),
    turno: live[0]?.turno ?? null,
    semanaDescoberta: uncoveredWeekdays(live),
    assignments: rows.map((r) => toAssignmentDto(r, plan, now)),
  };
}

/**
 * Caregivers for some of the plan's weekdays and a shift: approved, near the family first, and
 * free (availability declared, no booking in the way) for every shift of those days in the period.
 */
export async function listPlanCandidates(deps: PlanCareDeps, familiaId: string, input: { diasSemana: number[]; turno: PlanShiftKind }): Promise<PlanCandidateDto[]> {
  const now = deps.now();
  const plan = await runningPlanOf(deps.db, familiaId, now);
  const days = futureShifts(plan, input.diasSemana, input.turno, now);
  if (!days.length) return [];
  const place = (await findFamilyPlace(deps.db, familiaId)) ?? { bairro: null, cidade: null, estado: null };
  const near = { bairro: place.bairro ?? null, cidade: place.cidade ?? null, estado: place.estado ?? null };
  const candidates: PlanCandidateDto[] = [];
  // The best-ranked may all be busy: read on until enough are free for every shift.
  for (let offset = 0; candidates.length < CANDIDATES_SHOWN && offset < CANDIDATES_MAX_CHECKED; offset += CANDIDATES_PAGE) {
    const caregivers = await findApprovedCaregivers(deps.db, near, CANDIDATES_PAGE, offset);
    for (const c of caregivers) {
      if (candidates.length >= CANDIDATES_SHOWN) break;
      const conflicts = await conflictsOf(deps.db, c.id, days, now);
      if (conflicts.some(Boolean)) continue;
      candidates.push({
        cuidadorId: c.id,
        nome: fullName(c),
        fotoUrl: c.avatarUrl,
        bairro: c.bairro,
        cidade: c.cidade,
        rating: c.rating,
        totalAvaliacoes: c.totalAvaliacoes,
        turnos: days.length,
      });
    }
    if (caregivers.length < CANDIDATES_PAGE) break;
  }
  return candidates;
}

/**
 * Proposes some of the plan's weekdays to one caregiver. The amounts per shift are fixed now and
 * shown to both sides; the rotation rule (at most 2 weekdays per caregiver, docs/product.md#labour-law)
 * is enforced unless the family declares formal hiring.
 */
export async function proposePlanAssignment(deps: PlanCareDeps, familiaId: string, input: ProposePlanAssignmentInput & { diasSemana: number[] }): Promise<PlanAssignmentDto> {
  const now = deps.now();
  const plan = await runningPlanOf(deps.db, familiaId, now);
  if (!(await isBookableCaregiver(deps.db, input.cuidadorId))) throw notFound(messages.booking.caregiverNotFound);
  // A date a substitute already covers (docs/product.md#plan-substitutes) is not booked twice.
  const planned = futureShifts(plan, input.diasSemana, input.turno, now);
  const covered = await findCoveredPlanDates(deps.db, plan.id, planned.map((d) => d.date));
  const days = planned.filter((d) => !covered.has(d.date));
  if (!days.length) throw conflict(pc.periodEmpty, 'diasSemana');
  const conflicts = await conflictsOf(deps.db, input.cuidadorId, days, now);
  if (conflicts.some(Boolean)) throw conflict(pc.caregiverUnavailable, 'cuidadorId');
  const split = splitOf(deps, plan);

  const id = await transactionWithEvents(deps.db, async (tx) => {
    const locked = await lockPlan(tx, plan.id);
    if (!locked || !isRunning(locked, now)) throw conflict(pc.planNotActive);
    const live = (await findAssignmentsOfPlan(tx, plan.id)).filter((r) => (LIVE_PLAN_ASSIGNMENT_STATUSES as readonly string[]).includes(r.status));
    if (live.some((r) => r.diasSemana.some((d) => input.diasSemana.includes(d)))) throw conflict(pc.weekdayTaken, 'diasSemana');
    if (live.some((r) => r.turno !== input.turno)) throw conflict(pc.shiftKindMismatch, 'turno');
    // The rotation rule over the plan's weekdays asks for formal hiring; the family's other bookings
    // with this caregiver may also take a week over the limit (docs/product.md#labour-law): then
    // either declaration, as for a booking. Asked here, so accepting never fails for want of it.
    const over = caregiversOverLimit([...live, { cuidadorId: input.cuidadorId, diasSemana: input.diasSemana }]).includes(input.cuidadorId);
    if (over && input.vinculoEscolha !== 'contratar_formalmente') throw badRequest(pc.formalHiringRequired, 'vinculoEscolha');
    const warning = over ? null : await assessVinculo(tx, { familiaId, cuidadorId: input.cuidadorId, requested: days.map((d) => occurrenceDay(d.start)), now });
    if (warning && !input.vinculoEscolha) throw badRequest(messages.labourLaw.choiceRequired, 'vinculoEscolha');
    const assignmentId = await insertAssignment(tx, {
      subscriptionId: plan.id,
      familiaId,
      cuidadorId: input.cuidadorId,
      diasSemana: input.diasSemana,
      turno: input.turno,
      valorDiariaCentavos: split.dailyPriceCents,
      taxaCentavos: split.feeCents,
      repasseCentavos: split.caregiverCents,
      // Recorded only when it was needed (like a booking's choice under the limit is not).
      vinculoEscolha: over || warning ? (input.vinculoEscolha ?? null) : null,
      createdAt: now,
    });
    const family = await findFamilyPlace(tx, familiaId);
    await createNotification(tx, {
      userId: input.cuidadorId,
      tipo: 'plano',
      mensagem: n.planProposal(family?.firstName || notificationMessages.unnamedFamily.start, weekdaysText(input.diasSemana), days.length),
      link: paths.dashboard('cuidador'),
    });
    return assignmentId;
  });

  inBackground(
    quietly(deps, async () => {
      const to = await findEmailOf(deps.db, input.cuidadorId);
      const family = await findFamilyPlace(deps.db, familiaId);
      if (!to) return;
      const hours = PLAN_SHIFT_HOURS[input.turno];
      const mail = planProposalMail({
        name: to.name,
        familyName: family?.firstName || notificationMessages.unnamedFamily.start,
        days: weekdaysText(input.diasSemana),
        hours: formatTimeRange(hours.horaInicio, hours.horaFim),
        count: notificationMessages.shiftCount(days.length),
        perShift: formatCentavos(split.caregiverCents),
        total: formatCentavos(split.caregiverCents * days.length),
        url: `${deps.publicUrl}${paths.dashboard('cuidador')}`,
      });
      await deps.mailer.send({ ...mail, to: to.email, kind: 'plano-proposta' });
    }),
  );
  const rows = await findAssignmentsOfPlan(deps.db, plan.id);
  return toAssignmentDto(rows.find((r) => r.id === id)!, plan, now);
}

async function quietly(deps: Pick<PlanCareDeps, 'logger'>, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.error('[plan-care] e-mail não enviado', error);
  }
}

// ── The caregiver ─────────────────────────────────────────────────────────────────────────

function toProposalDto(row: Awaited<ReturnType<typeof findProposalsOf>>[number], now: Date): PlanProposalDto {
  const plan = { planId: row.planId, activatedAt: row.activatedAt, currentPeriodEnd: row.currentPeriodEnd, endsAt: null };
  const period = periodOf(plan);
  const turnos = futureShifts(plan, row.diasSemana, row.turno, row.respondedAt ?? now).length;
  const hours = PLAN_SHIFT_HOURS[row.turno];
  return {
    id: row.id,
    familiaNome: row.familyFirstName || notificationMessages.unnamedFamily.label,
    bairro: row.bairro,
    cidade: row.cidade,
    diasSemana: row.diasSemana,
    turno: row.turno,
    horaInicio: hours.horaInicio,
    horaFim: hours.horaFim,
    periodoInicio: period.from,
    periodoFim: period.to,
    turnos,
    valorPorTurno: { dailyPriceCents: row.valorDiariaCentavos, feeCents: row.taxaCentavos, caregiverCents: row.repasseCentavos },
    totalCaregiverCents: turnos * row.repasseCentavos,
    status: row.status,
    pedidoId: row.pedidoId,
  };
}

/** The caregiver's plan proposals waiting for an answer, and the plans they accepted. */
export async function listPlanProposals(deps: Pick<PlanCareDeps, 'db' | 'now'>, cuidadorId: string): Promise<PlanProposalDto[]> {
  const now = deps.now();
  return (await findProposalsOf(deps.db, cuidadorId)).map((row) => toProposalDto(row, now));
}

export type ShiftDay = Pick<ReturnType<typeof futureShifts>[number], 'date' | 'start' | 'end'>;

/**
 * Inside the caller's transaction: one confirmed booking of the plan with a row per shift (the
 * caregiver's share as subtotal, the fee as fee share), and the shifts' price moved from the plan's
 * account into its escrow (ADR 0047).
 */
export async function bookPlanShifts(
  tx: Executor,
  input: {
    plan: CarePlanRow;
    assignment: Pick<AssignmentRow, 'cuidadorId' | 'diasSemana' | 'turno' | 'valorDiariaCentavos' | 'taxaCentavos' | 'repasseCentavos'>;
    days: ShiftDay[];
    idempotencyKey: string;
    now: Date;
    /** The site's address, for the contract's links. */
    publicUrl: string;
  },
): Promise<string> {
  const { plan, assignment, days, now } = input;
  const hours = PLAN_SHIFT_HOURS[assignment.turno];
  const pedidoId = await insertPlanPedido(tx, {
    familiaId: plan.familiaId,
    cuidadorId: assignment.cuidadorId,
    status: 'confirmada',
    dias: days.length,
    dataInicio: days[0]!.date,
    dataFim: days.at(-1)!.date,
    horaInicio: hours.horaInicio,
    horaFim: hours.horaFim,
    // The caregiver's share per 12 h shift, per hour, for the screens that show a rate.
    precoHoraCentavos: Math.round(assignment.repasseCentavos / 12),
    precoTotalCentavos: assignment.repasseCentavos * days.length,
    taxaServicoCentavos: assignment.taxaCentavos * days.length,
    pagoEm: now,
    respondedAt: now,
    idempotencyKey: input.idempotencyKey,
    diasSemana: assignment.diasSemana,
    planSubscriptionId: plan.id,
    createdAt: now,
  });
  await insertPlanDays(
    tx,
    days.map((day) => ({
      pedidoId,
      familiaId: plan.familiaId,
      cuidadorId: assignment.cuidadorId,
      status: 'confirmada' as const,
      dias: 1,
      startDatetime: day.start,
      endDatetime: day.end,
      precoTotalCentavos: assignment.repasseCentavos,
      taxaServicoCentavos: assignment.taxaCentavos,
      dataReserva: day.date,
      horaInicio: hours.horaInicio,
      horaFim: hours.horaFim,
      createdAt: now,
    })),
  );
  await postTransaction(tx, planAllocationPosting({ subscriptionId: plan.id, familiaId: plan.familiaId, pedidoId, amountCents: assignment.valorDiariaCentavos * days.length, at: now }));
  // Its contract with the plan's terms, as any accepted booking has one (docs/product.md#contract).
  await recordPlanBookingContract(tx, pedidoId, now, input.publicUrl);
  return pedidoId;
}

/**
 * The caregiver accepts: every shift of the period not yet started is booked, all or nothing, as
 * one confirmed booking of the plan (the database's exclusion constraint refuses overlaps), and
 * its price moves from the plan's account into the booking's escrow, in one transaction.
 */
export async function acceptPlanProposal(deps: PlanCareDeps, cuidadorId: string, id: string): Promise<PlanProposalDto> {
  const now = deps.now();
  const current = await findAssignmentOf(deps.db, id, cuidadorId);
  if (!current) throw notFound();
  if (current.status !== 'proposta') throw conflict(pc.notPending);

  let accepted: { familiaId: string; diasSemana: number[] } | null = null;
  try {
    accepted = await transactionWithEvents(deps.db, async (tx) => {
      const assignment = await lockAssignmentOf(tx, id, cuidadorId);
      if (!assignment || assignment.status !== 'proposta') throw conflict(pc.notPending);
      const plan = await lockPlan(tx, assignment.subscriptionId);
      if (!plan || !isRunning(plan, now)) throw conflict(pc.planNotActive);
      const planned = futureShifts(plan, assignment.diasSemana, assignment.turno, now);
      const covered = await findCoveredPlanDates(tx, plan.id, planned.map((d) => d.date));
      const days = planned.filter((d) => !covered.has(d.date));
      if (!days.length) throw conflict(pc.periodEmpty);
      const conflicts = await conflictsOf(tx, cuidadorId, days, now);
      const taken = days.filter((_, i) => conflicts[i]);
      if (taken.length) throw conflict(pc.shiftsTaken(taken.map((d) => formatWeekdayDayMonth(d.date)).join('; ')));

      const held = await accountBalance(tx, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: plan.familiaId });
      // Never more than the plan holds: the period's dates are capped at what a month pays for.
      if (held < assignment.valorDiariaCentavos * days.length) throw conflict(pc.planNotActive);
      const pedidoId = await bookPlanShifts(tx, { plan, assignment, days, idempotencyKey: `plano:${assignment.id}`, now, publicUrl: deps.publicUrl });
      // The family's declaration, recorded with the booking like a booking's (docs/product.md#labour-law).
      await guardVinculo(tx, {
        familiaId: plan.familiaId,
        cuidadorId,
        pedidoId,
        requested: days.map((d) => occurrenceDay(d.start)),
        escolha: assignment.vinculoEscolha ?? undefined,
        now,
      });
      await updateAssignment(tx, assignment.id, ['proposta'], { status: 'aceita', pedidoId, respondedAt: now });
      const caregiver = await findFamilyPlace(tx, cuidadorId);
      await createNotification(tx, {
        userId: plan.familiaId,
        tipo: 'plano',
        mensagem: n.planProposalAccepted(fullName(caregiver ?? {}), weekdaysText(assignment.diasSemana)),
        link: paths.planCare,
      });
      await publish(tx, { type: 'booking', id: pedidoId, userIds: [plan.familiaId, cuidadorId] });
      return { familiaId: plan.familiaId, diasSemana: assignment.diasSemana };
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(pc.shiftsTaken(''));
    throw error;
  }
  if (accepted) mailAnswer(deps, accepted.familiaId, cuidadorId, accepted.diasSemana, true);
  const row = (await findProposalsOf(deps.db, cuidadorId)).find((r) => r.id === id);
  return toProposalDto(row!, now);
}

/** The caregiver declines: the family is told and chooses someone else for those weekdays. */
export async function declinePlanProposal(deps: PlanCareDeps, cuidadorId: string, id: string): Promise<void> {
  const now = deps.now();
  const current = await findAssignmentOf(deps.db, id, cuidadorId);
  if (!current) throw notFound();
  const moved = await transactionWithEvents(deps.db, async (tx) => {
    if (!(await updateAssignment(tx, id, ['proposta'], { status: 'recusada', respondedAt: now }))) return false;
    await noticeProposalDeclined(tx, cuidadorId, [current]);
    return true;
  });
  if (!moved) throw conflict(pc.notPending);
  mailAnswer(deps, current.familiaId, cuidadorId, current.diasSemana, false);
}

/**
 * Inside the transaction that deletes a caregiver's account (docs/product.md#plan-care): the
 * proposals she never answered are declined, and each family is told to choose another caregiver,
 * as when she declines. Without this a family would wait for an answer that can no longer come.
 */
export async function declineProposalsOfLeavingCaregiver(tx: Executor, cuidadorId: string, at: Date): Promise<void> {
  await noticeProposalDeclined(tx, cuidadorId, await declineWaitingProposalsOf(tx, cuidadorId, at));
}

/** Each family whose proposal the caregiver declined (or left unanswered by leaving) is told to choose another. */
async function noticeProposalDeclined(tx: Executor, cuidadorId: string, declined: readonly { familiaId: string; diasSemana: readonly number[] }[]): Promise<void> {
  if (!declined.length) return;
  const caregiver = await findFamilyPlace(tx, cuidadorId);
  for (const proposal of declined) {
    await createNotification(tx, {
      userId: proposal.familiaId,
      tipo: 'plano',
      mensagem: n.planProposalDeclined(caregiverNameForNotice(caregiver), weekdaysText(proposal.diasSemana)),
      link: paths.planCare,
    });
  }
}

function mailAnswer(deps: PlanCareDeps, familiaId: string, cuidadorId: string, diasSemana: readonly number[], accepted: boolean) {
  inBackground(
    quietly(deps, async () => {
      const to = await findEmailOf(deps.db, familiaId);
      const caregiver = await findFamilyPlace(deps.db, cuidadorId);
      if (!to) return;
      const mail = planProposalAnsweredMail({
        name: to.name,
        caregiverName: fullName(caregiver ?? {}),
        days: weekdaysText(diasSemana),
        accepted,
        url: `${deps.publicUrl}${paths.planCare}`,
      });
      await deps.mailer.send({ ...mail, to: to.email, kind: accepted ? 'plano-aceito' : 'plano-recusado' });
    }),
  );
}

// ── The plan ends ─────────────────────────────────────────────────────────────────────────

export interface EndedPlanCare {
  familiaId: string;
  cancelled: { cuidadorId: string; shifts: number }[];
}

/**
 * Inside the transaction that refunds a plan withdrawn within 7 days (checkout): its assignments
 * end, each booking's shifts not yet started are cancelled with their money back from escrow to the
 * plan's account, and the card's refund leaves the plan's account (docs/product.md#plan-care).
 * The caregivers are notified in the same transaction; e-mails go after commit (notifyPlanCareEnded).
 */
export async function endPlanCareInTransaction(
  tx: Executor,
  input: { subscriptionId: string; familiaId: string; refundedCents: number; at: Date },
): Promise<EndedPlanCare> {
  const { subscriptionId, familiaId, at } = input;
  await endAssignmentsOfPlan(tx, subscriptionId, at);
  const cancelled: EndedPlanCare['cancelled'] = [];
  const family = await findFamilyPlace(tx, familiaId);
  for (const booking of await findPlanBookingsWithFutureDays(tx, subscriptionId, at)) {
    if (booking.futureDays === 0) continue;
    await cancelPlanBooking(tx, booking.pedidoId, at);
    await postTransaction(tx, planReturnPosting({ subscriptionId, familiaId, pedidoId: booking.pedidoId, amountCents: booking.futureCents, at }));
    await createNotification(tx, {
      userId: booking.cuidadorId,
      tipo: 'plano',
      mensagem: n.planShiftsCancelled(family?.firstName || notificationMessages.unnamedFamily.inSentence, booking.futureDays),
      link: paths.dashboardPage('cuidador', 'agenda'),
    });
    await publish(tx, { type: 'booking', id: booking.pedidoId, userIds: [familiaId, booking.cuidadorId] });
    cancelled.push({ cuidadorId: booking.cuidadorId, shifts: booking.futureDays });
  }
  if (input.refundedCents > 0) {
    const held = await accountBalance(tx, { kind: 'plan_funds', subscriptionId, familiaId });
    await postTransaction(tx, planRefundPosting({ subscriptionId, familiaId, amountCents: input.refundedCents, heldCents: held, at }));
  }
  return { familiaId, cancelled };
}

/** After the commit: each caregiver whose shifts were cancelled gets the e-mail too. */
export function notifyPlanCareEnded(deps: Pick<PlanCareDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>, ended: EndedPlanCare): void {
  if (!ended.cancelled.length) return;
  inBackground(
    quietly(deps, async () => {
      const family = await findFamilyPlace(deps.db, ended.familiaId);
      for (const c of ended.cancelled) {
        const to = await findEmailOf(deps.db, c.cuidadorId);
        if (!to) continue;
        const mail = planShiftsCancelledMail({
          name: to.name,
          familyName: family?.firstName || notificationMessages.unnamedFamily.inSentence,
          count: notificationMessages.shiftCount(c.shifts),
          url: `${deps.publicUrl}${paths.dashboardPage('cuidador', 'agenda')}`,
        });
        await deps.mailer.send({ ...mail, to: to.email, kind: 'plano-encerrado' });
      }
    }),
  );
}

/** 'Baixar meus dados': the plan proposals and assignments the person is a party of (ids, days, amounts, dates). */
export async function planAssignmentsForExport(db: Executor, userId: string) {
  return (await findAssignmentsOfParty(db, userId)).map((r) => ({
    plano: r.subscriptionId,
    familia: r.familiaId,
    cuidador: r.cuidadorId,
    diasDaSemana: weekdaysText(r.diasSemana),
    plantao: messages.planCare.shiftKinds[r.turno],
    situacao: messages.planCare.weekdayStatus[r.status],
    valorDoPlantaoCentavos: r.valorDiariaCentavos,
    taxaCentavos: r.taxaCentavos,
    repasseCentavos: r.repasseCentavos,
    declaracaoDeVinculo: r.vinculoEscolha ? messages.labourLaw.choices[r.vinculoEscolha] : null,
    reserva: r.pedidoId,
    propostaEm: r.createdAt.toISOString(),
    respondidaEm: r.respondedAt?.toISOString() ?? null,
  }));
}

/**
 * Inside the webhook's transaction, when a renewal invoice is paid (after its money entered the
 * plan's account): each accepted caregiver's shifts of the new period are booked, as at acceptance.
 * A caregiver no longer free for every shift (or a labour-law declaration now missing) is skipped
 * and the family told to choose again; nothing here throws for one caregiver (the payment stands).
 */
export async function bookRenewedPeriodInTransaction(tx: Executor, subscriptionId: string, now: Date, publicUrl: string): Promise<void> {
  const plan = await lockPlan(tx, subscriptionId);
  if (!plan || !isRunning(plan, now)) return;
  const family = await findFamilyPlace(tx, plan.familiaId);
  for (const assignment of (await findAssignmentsOfPlan(tx, plan.id)).filter((a) => a.status === 'aceita')) {
    const days = futureShifts(plan, assignment.diasSemana, assignment.turno, now);
    if (!days.length) continue;
    const requested = days.map((d) => occurrenceDay(d.start));
    const conflicts = await conflictsOf(tx, assignment.cuidadorId, days, now);
    const warning = await assessVinculo(tx, { familiaId: plan.familiaId, cuidadorId: assignment.cuidadorId, requested, now });
    const held = await accountBalance(tx, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: plan.familiaId });
    if (conflicts.some(Boolean) || (warning && !assignment.vinculoEscolha) || held < assignment.valorDiariaCentavos * days.length) {
      await updateAssignment(tx, assignment.id, ['aceita'], { status: 'encerrada', endedAt: now });
      await createNotification(tx, {
        userId: plan.familiaId,
        tipo: 'plano',
        mensagem: n.planRenewalNotBooked(fullName(assignment), weekdaysText(assignment.diasSemana)),
        link: paths.planCare,
      });
      continue;
    }
    const pedidoId = await bookPlanShifts(tx, { plan, assignment, days, idempotencyKey: `plano:${assignment.id}:${days[0]!.date}`, now, publicUrl });
    if (warning) await guardVinculo(tx, { familiaId: plan.familiaId, cuidadorId: assignment.cuidadorId, pedidoId, requested, escolha: assignment.vinculoEscolha ?? undefined, now });
    await createNotification(tx, {
      userId: assignment.cuidadorId,
      tipo: 'plano',
      mensagem: n.planRenewed(family?.firstName || notificationMessages.unnamedFamily.the, weekdaysText(assignment.diasSemana), days.length),
      link: paths.dashboardPage('cuidador', 'agenda'),
    });
    await publish(tx, { type: 'booking', id: pedidoId, userIds: [plan.familiaId, assignment.cuidadorId] });
  }
}

// ── For substitutes (docs/product.md#plan-substitutes) ────────────────────────────────────

/** Approved caregivers best first for a family (near it first), a page at a time. */
export async function rankedCaregiversFor(db: Executor, familiaId: string, limit: number, offset: number) {
  const place = (await findFamilyPlace(db, familiaId)) ?? { bairro: null, cidade: null, estado: null };
  return findApprovedCaregivers(db, { bairro: place.bairro ?? null, cidade: place.cidade ?? null, estado: place.estado ?? null }, limit, offset);
}

/** Locks the plan's row for the caller's transaction (proposals and acceptances are judged one after the other). */
export async function lockRunningPlan(tx: Executor, subscriptionId: string, now: Date): Promise<CarePlanRow | null> {
  const plan = await lockPlan(tx, subscriptionId);
  return plan && isRunning(plan, now) ? plan : null;
}

export { isBookableCaregiver as isBookablePlanCaregiver, findFamilyPlace as findPersonPlace };

/** The dates among these that a standing shift of the plan already covers (a substitute's, say). */
export async function coveredPlanDates(db: Executor, subscriptionId: string, dates: readonly string[]): Promise<Set<string>> {
  return findCoveredPlanDates(db, subscriptionId, dates);
}
