import { weekdayOf } from '@cuidar/domain/booking-series';
import { formatCentavos } from '@cuidar/domain/format';
import { formatTimeRange, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { occurrenceDay } from '@cuidar/domain/labour-law';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { caregiverNameForNotice, fullName } from '@cuidar/domain/names';
import { PLAN_SHIFT_HOURS, type PlanCandidateDto, type PlanShiftKind } from '@cuidar/domain/plan-care';
import {
  chooseSubstitutes,
  effectiveSubstitutionStatus,
  openShiftDates,
  SUBSTITUTES_SHOWN,
  restOfShift,
  type PlanSubstitutesDto,
  type PlanSubstitutionDto,
  type ProposePlanSubstitutionInput,
  type VisitSubstitutesDto,
} from '@cuidar/domain/plan-substitutes';
import { paths } from '@cuidar/domain/routes';
import { shiftInstants } from '@cuidar/domain/shifts';
import { toSaoPauloParts } from '@cuidar/domain/date-format';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { planSubstitutionMail } from '../../mail/templates';
import { publish, transactionWithEvents } from '../../realtime/events';
import { conflictsOf } from '../bookings/service';
import { assessVinculo, guardVinculo } from '../labour-law/service';
import { accountBalance } from '../ledger/service';
import { createNotification } from '../notifications/service';
import { familyDayForSubstitute } from '../visits/service';
import {
  bookPlanShifts,
  coveredPlanDates,
  findPersonPlace,
  isBookablePlanCaregiver,
  lockRunningPlan,
  rankedCaregiversFor,
  runningPlanOf,
  splitOf,
  type PlanCareDeps,
} from '../plan-care/service';
import {
  findEmailOf,
  findExpiredProposals,
  findGivenUpPlanShifts,
  findIsPlanPedido,
  findPendingSubstitutionDates,
  findSubstitutionOf,
  findSubstitutionsOf,
  findSubstitutionsOfParty,
  findSubstitutionsOfPlan,
  insertSubstitution,
  findNamesOf,
  lockSubstitutionOf,
  updateSubstitution,
} from './repository';

// Substitutes for plan shifts their caregiver gave up (docs/product.md#plan-substitutes, ADR 0052).
// The open shifts are derived, never stored: the plan's shifts not started that were cancelled on
// the caregiver's side, that no standing shift of the plan covers and that no waiting proposal holds.
// The family proposes all of them to one available caregiver; her acceptance books them as one
// confirmed booking of the plan, paid from the plan's account (where their money went back when they
// were cancelled), like an assignment's acceptance (ADR 0047).

export type PlanSubstitutesDeps = PlanCareDeps;

const ps = messages.planSubstitutes;
const n = notificationMessages;
const PAGE = 50;
const MAX_CHECKED = 500;

const turnoOf = (horaInicio: string): PlanShiftKind => (horaInicio.startsWith(PLAN_SHIFT_HOURS.noite.horaInicio) ? 'noite' : 'dia');

function shiftsOf(dates: readonly string[], turno: PlanShiftKind) {
  const hours = PLAN_SHIFT_HOURS[turno];
  return dates.map((date) => ({ date, ...shiftInstants(date, hours.horaInicio, hours.horaFim) }));
}

/** The plan's open shifts now, their kind, and the caregivers who gave them up (never offered back). */
async function openShiftsOf(db: Executor, subscriptionId: string, now: Date) {
  const givenUp = await findGivenUpPlanShifts(db, subscriptionId, now);
  const covered = await coveredPlanDates(db, subscriptionId, givenUp.map((g) => g.date));
  const pending = await findPendingSubstitutionDates(db, subscriptionId, now);
  const dates = openShiftDates({ givenUp, covered, pending, now });
  const turno = givenUp[0] ? turnoOf(givenUp[0].horaInicio) : null;
  return { dates, turno, givers: new Set(givenUp.filter((g) => dates.includes(g.date)).map((g) => g.cuidadorId)) };
}

type SubstitutionRow = Awaited<ReturnType<typeof findSubstitutionsOfPlan>>[number];

function toDto(row: Omit<SubstitutionRow, 'firstName' | 'lastName'>, outraParte: string, place: { bairro: string | null; cidade: string | null }, now: Date): PlanSubstitutionDto {
  const hours = PLAN_SHIFT_HOURS[row.turno];
  return {
    id: row.id,
    outraParte,
    bairro: place.bairro,
    cidade: place.cidade,
    datas: row.datas,
    turno: row.turno,
    horaInicio: hours.horaInicio,
    horaFim: hours.horaFim,
    valorPorTurno: { dailyPriceCents: row.valorDiariaCentavos, feeCents: row.taxaCentavos, caregiverCents: row.repasseCentavos },
    totalCaregiverCents: row.repasseCentavos * row.datas.length,
    status: effectiveSubstitutionStatus(row.status, row.expiraEm, now),
    pedidoId: row.pedidoId,
    createdAt: row.createdAt.toISOString(),
  };
}

// ── The family ────────────────────────────────────────────────────────────────────────────

/**
 * The open shifts of the family's plan and the best available substitutes for all of them at once
 * (at most 3): approved caregivers, near the family first then by the ranking's quality, free in
 * availability and bookings for every one of those shifts, never one who gave them up.
 */
export async function listPlanSubstitutes(deps: PlanSubstitutesDeps, familiaId: string): Promise<PlanSubstitutesDto> {
  const now = deps.now();
  const plan = await runningPlanOf(deps.db, familiaId, now);
  const open = await openShiftsOf(deps.db, plan.id, now);
  const candidates: (PlanCandidateDto & { isFree: boolean })[] = [];
  const vinculoNecessario: string[] = [];
  if (open.dates.length && open.turno) {
    const days = shiftsOf(open.dates, open.turno);
    // The best-ranked may be busy: read on until three are free for every shift.
    for (let offset = 0; candidates.length < SUBSTITUTES_SHOWN && offset < MAX_CHECKED; offset += PAGE) {
      const page = await rankedCaregiversFor(deps.db, familiaId, PAGE, offset);
      for (const c of page) {
        if (candidates.length >= SUBSTITUTES_SHOWN) break;
        if (open.givers.has(c.id)) continue;
        const isFree = !(await conflictsOf(deps.db, c.id, days, now)).some(Boolean);
        const ranked = chooseSubstitutes([{ cuidadorId: c.id, isFree }], open.givers, 1);
        if (!ranked.length) continue;
        candidates.push({ cuidadorId: c.id, nome: fullName(c), fotoUrl: c.avatarUrl, bairro: c.bairro, cidade: c.cidade, rating: c.rating, totalAvaliacoes: c.totalAvaliacoes, turnos: days.length, isFree });
        if (await assessVinculo(deps.db, { familiaId, cuidadorId: c.id, requested: days.map((d) => occurrenceDay(d.start)), now })) vinculoNecessario.push(c.id);
      }
      if (page.length < PAGE) break;
    }
  }
  const hours = open.turno ? PLAN_SHIFT_HOURS[open.turno] : null;
  const rows = await findSubstitutionsOfPlan(deps.db, plan.id);
  return {
    datas: open.dates,
    turno: open.turno,
    horaInicio: hours?.horaInicio ?? null,
    horaFim: hours?.horaFim ?? null,
    valorPorTurno: splitOf(deps, plan),
    candidates: chooseSubstitutes(candidates, open.givers).map(({ isFree: _free, ...c }) => c),
    vinculoNecessario,
    substitutions: rows.map((r) => toDto(r, fullName(r), { bairro: null, cidade: null }, now)),
  };
}

/**
 * Proposes every open shift to one caregiver. Judged under the plan's lock: the shifts must still
 * be open, the caregiver approved, free for all of them and not one who gave them up; the labour-law
 * choice is asked when her days with the family would take a week over the limit. The amounts per
 * shift are fixed now and shown to her before she commits.
 */
export async function proposePlanSubstitution(deps: PlanSubstitutesDeps, familiaId: string, input: ProposePlanSubstitutionInput): Promise<PlanSubstitutionDto> {
  const now = deps.now();
  const plan = await runningPlanOf(deps.db, familiaId, now);
  if (!(await isBookablePlanCaregiver(deps.db, input.cuidadorId))) throw notFound(messages.booking.caregiverNotFound);
  const split = splitOf(deps, plan);
  const created = await transactionWithEvents(deps.db, async (tx) => {
    const locked = await lockRunningPlan(tx, plan.id, now);
    if (!locked) throw conflict(messages.planCare.planNotActive);
    const open = await openShiftsOf(tx, plan.id, now);
    if (!open.dates.length || !open.turno) throw conflict(ps.nothingOpen);
    if (open.givers.has(input.cuidadorId)) throw badRequest(ps.notACandidate, 'cuidadorId');
    const days = shiftsOf(open.dates, open.turno);
    if ((await conflictsOf(tx, input.cuidadorId, days, now)).some(Boolean)) throw conflict(ps.caregiverUnavailable, 'cuidadorId');
    const warning = await assessVinculo(tx, { familiaId, cuidadorId: input.cuidadorId, requested: days.map((d) => occurrenceDay(d.start)), now });
    if (warning && !input.vinculoEscolha) throw badRequest(messages.labourLaw.choiceRequired, 'vinculoEscolha');
    const id = await insertSubstitution(tx, {
      subscriptionId: plan.id,
      familiaId,
      cuidadorId: input.cuidadorId,
      datas: open.dates,
      turno: open.turno,
      valorDiariaCentavos: split.dailyPriceCents,
      taxaCentavos: split.feeCents,
      repasseCentavos: split.caregiverCents,
      vinculoEscolha: warning ? (input.vinculoEscolha ?? null) : null,
      expiraEm: days[0]!.start,
      createdAt: now,
    });
    const family = await findPersonPlace(tx, familiaId);
    await createNotification(tx, {
      userId: input.cuidadorId,
      tipo: 'plano',
      mensagem: n.planSubstitution(family?.firstName || notificationMessages.unnamedFamily.start, days.length),
      link: paths.dashboard('cuidador'),
    });
    return { id, dates: open.dates, turno: open.turno, familyName: family?.firstName || notificationMessages.unnamedFamily.start };
  });

  inBackground(
    quietly(deps, async () => {
      const to = await findEmailOf(deps.db, input.cuidadorId);
      if (!to) return;
      const hours = PLAN_SHIFT_HOURS[created.turno];
      const mail = planSubstitutionMail({
        name: to.name,
        familyName: created.familyName,
        days: created.dates.map((d) => formatWeekdayDayMonth(d)).join('; '),
        hours: formatTimeRange(hours.horaInicio, hours.horaFim),
        count: notificationMessages.shiftCount(created.dates.length),
        perShift: formatCentavos(split.caregiverCents),
        total: formatCentavos(split.caregiverCents * created.dates.length),
        url: `${deps.publicUrl}${paths.dashboard('cuidador')}`,
      });
      await deps.mailer.send({ ...mail, to: to.email, kind: 'plano-substituicao' });
    }),
  );
  const rows = await findSubstitutionsOfPlan(deps.db, plan.id);
  const row = rows.find((r) => r.id === created.id)!;
  return toDto(row, fullName(row), { bairro: null, cidade: null }, now);
}

async function quietly(deps: Pick<PlanSubstitutesDeps, 'logger'>, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.error('[plan-substitutes] e-mail não enviado', error);
  }
}

// ── The substitute ────────────────────────────────────────────────────────────────────────

type CaregiverRow = Awaited<ReturnType<typeof findSubstitutionsOf>>[number];
const toCaregiverDto = (row: CaregiverRow, now: Date) => toDto(row, row.familyFirstName || notificationMessages.unnamedFamily.label, { bairro: row.bairro, cidade: row.cidade }, now);

/** The caregiver's substitutions waiting for an answer (not expired) and those she accepted. */
export async function listPlanSubstitutions(deps: Pick<PlanSubstitutesDeps, 'db' | 'now'>, cuidadorId: string): Promise<PlanSubstitutionDto[]> {
  const now = deps.now();
  return (await findSubstitutionsOf(deps.db, cuidadorId)).map((r) => toCaregiverDto(r, now)).filter((d) => d.status !== 'expirada');
}

/**
 * The substitute accepts: in one transaction, under the proposal's and the plan's locks, every
 * shift is booked, all or nothing, as one confirmed booking of the plan (the exclusion constraint
 * stays the guarantee), the shifts' price moves from the plan's account into its escrow (key
 * `substituicao:<id>`), and the labour-law choice is recorded. Shifts meanwhile covered, or a second
 * acceptance, are refused.
 */
export async function acceptPlanSubstitution(deps: PlanSubstitutesDeps, cuidadorId: string, id: string): Promise<PlanSubstitutionDto> {
  const now = deps.now();
  const current = await findSubstitutionOf(deps.db, id, cuidadorId);
  if (!current) throw notFound();
  if (effectiveSubstitutionStatus(current.status, current.expiraEm, now) !== 'proposta') throw conflict(ps.notPending);
  let familiaId: string | null = null;
  try {
    familiaId = await transactionWithEvents(deps.db, async (tx) => {
      const row = await lockSubstitutionOf(tx, id, cuidadorId);
      if (!row || effectiveSubstitutionStatus(row.status, row.expiraEm, now) !== 'proposta') throw conflict(ps.notPending);
      const plan = await lockRunningPlan(tx, row.subscriptionId, now);
      if (!plan) throw conflict(messages.planCare.planNotActive);
      const days = shiftsOf(row.datas, row.turno);
      if (days.some((d) => d.start <= now)) throw conflict(ps.notPending);
      if ((await coveredPlanDates(tx, plan.id, row.datas)).size) throw conflict(ps.alreadyCovered);
      const conflicts = await conflictsOf(tx, cuidadorId, days, now);
      const taken = days.filter((_, i) => conflicts[i]);
      if (taken.length) throw conflict(ps.shiftsTaken(taken.map((d) => formatWeekdayDayMonth(d.date)).join('; ')));
      const held = await accountBalance(tx, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: plan.familiaId });
      if (held < row.valorDiariaCentavos * days.length) throw conflict(messages.planCare.planNotActive);
      const diasSemana = [...new Set(row.datas.map(weekdayOf))].sort((a, b) => a - b);
      const pedidoId = await bookPlanShifts(tx, { plan, assignment: { ...row, diasSemana }, days, idempotencyKey: `substituicao:${row.id}`, now, publicUrl: deps.publicUrl });
      await guardVinculo(tx, { familiaId: plan.familiaId, cuidadorId, pedidoId, requested: days.map((d) => occurrenceDay(d.start)), escolha: row.vinculoEscolha ?? undefined, now });
      if (!(await updateSubstitution(tx, row.id, 'proposta', { status: 'aceita', pedidoId, respondedAt: now }))) throw conflict(ps.notPending);
      const caregiver = await findPersonPlace(tx, cuidadorId);
      await createNotification(tx, {
        userId: plan.familiaId,
        tipo: 'plano',
        mensagem: n.planSubstitutionAccepted(fullName(caregiver ?? {}), days.length),
        link: paths.planSubstitutes,
      });
      await publish(tx, { type: 'booking', id: pedidoId, userIds: [plan.familiaId, cuidadorId] });
      return plan.familiaId;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(ps.shiftsTaken(''));
    throw error;
  }
  void familiaId;
  const row = (await findSubstitutionsOf(deps.db, cuidadorId)).find((r) => r.id === id)!;
  return toCaregiverDto(row, now);
}

/** The substitute declines: the family is told and the shifts are open again for another. */
export async function declinePlanSubstitution(deps: PlanSubstitutesDeps, cuidadorId: string, id: string): Promise<void> {
  const now = deps.now();
  const current = await findSubstitutionOf(deps.db, id, cuidadorId);
  if (!current) throw notFound();
  if (effectiveSubstitutionStatus(current.status, current.expiraEm, now) !== 'proposta') throw conflict(ps.notPending);
  const moved = await transactionWithEvents(deps.db, async (tx) => {
    if (!(await updateSubstitution(tx, id, 'proposta', { status: 'recusada', respondedAt: now }))) return false;
    const caregiver = await findPersonPlace(tx, cuidadorId);
    await createNotification(tx, {
      userId: current.familiaId,
      tipo: 'plano',
      mensagem: n.planSubstitutionDeclined(fullName(caregiver ?? {})),
      link: paths.planSubstitutes,
    });
    return true;
  });
  if (!moved) throw conflict(ps.notPending);
}

/** 'Baixar meus dados': the substitutions the person is a party of (ids, dates, amounts). */
export async function planSubstitutionsForExport(db: Executor, userId: string) {
  return (await findSubstitutionsOfParty(db, userId)).map((r) => ({
    plano: r.subscriptionId,
    familia: r.familiaId,
    cuidador: r.cuidadorId,
    datas: r.datas,
    plantao: messages.planCare.shiftKinds[r.turno],
    situacao: ps.status[r.status],
    valorDoPlantaoCentavos: r.valorDiariaCentavos,
    taxaCentavos: r.taxaCentavos,
    repasseCentavos: r.repasseCentavos,
    declaracaoDeVinculo: r.vinculoEscolha ? messages.labourLaw.choices[r.vinculoEscolha] : null,
    reserva: r.pedidoId,
    propostaEm: r.createdAt.toISOString(),
    respondidaEm: r.respondedAt?.toISOString() ?? null,
  }));
}

// ── 'Encontrar substituto' when late or absent (docs/product.md#visits) ──────────────────────

/**
 * The rest of one of the family's days whose caregiver has not arrived (from now, rounded up to the
 * half hour, to the shift's end) and the best available verified caregivers for it (at most 3,
 * near the family first, free in availability and bookings, never the day's caregiver). The family
 * books one through the normal booking flow, pre-filled with these times.
 */
export async function listVisitSubstitutes(deps: PlanSubstitutesDeps, familiaId: string, reservaId: string): Promise<VisitSubstitutesDto> {
  const now = deps.now();
  const day = await familyDayForSubstitute(deps.db, familiaId, reservaId);
  if (!day) throw notFound();
  if (day.arrived || day.start > now || day.end <= now) throw conflict(ps.visitNotNeeded);
  const rest = restOfShift(day, now);
  if (!rest) throw conflict(ps.visitTooLate);
  const startParts = toSaoPauloParts(rest.start);
  const endParts = toSaoPauloParts(rest.end);
  const window = { date: startParts.date, start: rest.start, end: rest.end };
  const candidates: VisitSubstitutesDto['candidates'] = [];
  for (let offset = 0; candidates.length < SUBSTITUTES_SHOWN && offset < MAX_CHECKED; offset += PAGE) {
    const page = await rankedCaregiversFor(deps.db, familiaId, PAGE, offset);
    for (const c of page) {
      if (candidates.length >= SUBSTITUTES_SHOWN) break;
      if (c.id === day.cuidadorId) continue;
      if ((await conflictsOf(deps.db, c.id, [window], now)).some(Boolean)) continue;
      candidates.push({ cuidadorId: c.id, firstName: c.firstName ?? '', lastName: c.lastName ?? '', bairro: c.bairro, cidade: c.cidade, rating: c.rating, totalAvaliacoes: c.totalAvaliacoes, precoHoraCentavos: c.precoHoraCentavos });
    }
    if (page.length < PAGE) break;
  }
  const caregiver = await findPersonPlace(deps.db, day.cuidadorId);
  return {
    reservaId,
    cuidadorNome: caregiverNameForNotice(caregiver),
    data: startParts.date,
    horaInicio: startParts.time,
    horaFim: endParts.time,
    inicio: rest.start.toISOString(),
    fim: rest.end.toISOString(),
    dePlano: await findIsPlanPedido(deps.db, day.pedidoId),
    candidates,
  };
}

// ── Proposals nobody answered ───────────────────────────────────────────────────────────────────

/** How far back the job looks for proposals that expired (a process down for a while still tells). */
const EXPIRY_NOTICE_WINDOW_MS = 48 * 3_600_000;

/**
 * The periodic job (every process; the notice's key makes it once): a proposal the substitute did
 * not answer before its first shift began has expired, and its shifts not started are open again
 * (docs/product.md#plan-substitutes). The family is told, so it does not wait for an answer that
 * will not come. Answers how many families were told now.
 */
export async function runSubstitutionExpiryNotices(deps: { db: Database; now: () => Date }): Promise<number> {
  const now = deps.now();
  const expired = await findExpiredProposals(deps.db, new Date(now.getTime() - EXPIRY_NOTICE_WINDOW_MS), now);
  let told = 0;
  for (const proposal of expired) {
    const [caregiver] = await findNamesOf(deps.db, [proposal.cuidadorId]);
    const id = await transactionWithEvents(deps.db, (tx) =>
      createNotification(tx, {
        userId: proposal.familiaId,
        tipo: 'plano',
        mensagem: n.planSubstitutionExpired(caregiverNameForNotice(caregiver)),
        link: paths.planSubstitutes,
        dedupeKey: `substituicao:expirada:${proposal.id}`,
      }),
    );
    if (id) told += 1;
  }
  return told;
}
