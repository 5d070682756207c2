import { effectiveStatus, type BookingDto } from '@cuidar/domain/bookings';
import { seriesRange, type BookingScope, type bookingQuoteQuerySchema, type createBookingSchema, type reviewSchema } from '@cuidar/domain/booking-schemas';
import { occurrenceDates } from '@cuidar/domain/booking-series';
import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS, type Role } from '@cuidar/domain/constants';
import { formatDateRange, formatDayMonth, formatDayMonthAtTime, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { isCovered, mergeIntervals } from '@cuidar/domain/intervals';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { bookingMoney, paymentDeadline, splitAcrossDays } from '@cuidar/domain/booking-money';
import { quoteBooking, type BookingOccurrence, type BookingQuote, type OccurrenceConflict } from '@cuidar/domain/booking-payments';
import { occurrenceDay, type VinculoWarning } from '@cuidar/domain/labour-law';
import type { CancellationSettlement } from '@cuidar/domain/cancellation-policy';
import { priceBooking } from '@cuidar/domain/pricing';
import type { SingleShiftMoney } from '@cuidar/domain/single-shift';
import { isReviewWindowOpen, reviewWindowClosesAt, type familyReviewSchema } from '@cuidar/domain/reviews';
import { paths } from '@cuidar/domain/routes';
import { shiftInstants } from '@cuidar/domain/shifts';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import type { z } from '@cuidar/domain/validation';
import { fullName } from '@cuidar/domain/names';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { bookingRateLimits, hitRateLimit } from '../../http/rate-limit';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { PaymentProvider } from '../../payments/provider';
import { publish, transactionWithEvents } from '../../realtime/events';
import { processPendingRefunds, refundBookingInTransaction, releaseDueDays, settleCancellationInTransaction } from '../booking-payments/service';
import { createNotification } from '../notifications/service';
import { assessVinculo, guardVinculo } from '../labour-law/service';
import { prepareContract, recordContract } from '../contracts/service';
import { hasCaregiverRatedBooking, publishReviewOfBooking, publishReviewsDue, recordFamilyRating } from '../reviews/service';
import { mailAccepted, mailCancelledByFamily, mailDeclined, mailExpired, mailReminder } from './booking-mail';
import { quoteFor } from './cancellation';
import {
  concludeFinished,
  countOpenPedidos,
  expireUnanswered,
  expireUnpaid,
  findAvailabilityBetween,
  findBookingsOf,
  findBusyBetween,
  findCaregiverForBooking,
  findDaysStartingSoon,
  findOpenPedidosOf,
  findPedidoForParty,
  findPedidoIdByKey,
  hasDeclaredAvailability,
  insertDays,
  insertPedido,
  insertReview,
  lockFamilyRequests,
  partyNames,
  transitionPedido,
} from './repository';

export interface BookingDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  /** Refunds are asked of the provider after the transaction that owes them. */
  payments: PaymentProvider | null;
  /** BOOKING_FEE_PERCENT: the platform fee charged on top of the caregiver's price. */
  feePercent: number;
}

type CreateInput = z.output<typeof createBookingSchema>;

/**
 * How a request is priced: from the caregiver's hourly rate (the booking dialog), or as a
 * 'Plantão Avulso' at the fixed price with the fee inside it (docs/product.md#single-shift). A
 * single shift must also fit in slots the caregiver declared: the page offered only caregivers
 * free for the whole shift.
 */
export type BookingPricing = { modalidade: 'por_hora' } | { modalidade: 'avulso'; money: SingleShiftMoney };

const m = messages.booking;
const ms = messages.shifts;
const n = notificationMessages;
const nameOf = (p?: { firstName: string; lastName: string }) => fullName(p ?? {});

/**
 * The day rows of a request, in São Paulo wall time converted to instants. A shift whose end is at
 * or before its start ends on the next calendar day (docs/product.md#bookings): the row keeps the
 * date it starts on.
 */
export function planDays(input: { dataInicio: string; dataFim: string; horaInicio: string; horaFim: string; diasSemana?: readonly number[] | null | undefined }) {
  // A weekly series keeps only the chosen weekdays (ADR 0041).
  return occurrenceDates(input).map((date) => ({ date, ...shiftInstants(date, input.horaInicio, input.horaFim) }));
}

type PlannedDay = ReturnType<typeof planDays>[number];

/**
 * The request's range, refused before any day is planned when it starts past the booking horizon:
 * a first day far in the future (9999-12-31) would otherwise be walked day by day past the last
 * date JavaScript can write. The schema bounds a range to 31 days and a series to 13 weeks after it.
 */
function rangeWithinHorizon(input: z.output<typeof bookingQuoteQuerySchema>, now: Date) {
  if (input.dataInicio > addDaysToDate(todayInSaoPaulo(now), BOOKING_HORIZON_DAYS)) throw badRequest(m.beyondHorizon, 'dataInicio');
  return seriesRange(input);
}

/**
 * Each planned day with what stands in its way: outside the caregiver's declared availability
 * (when they declared any; touching slots count as one) or overlapping a booking that holds the
 * time. The database's exclusion constraint stays the guarantee; this names the days beforehand.
 */
export async function conflictsOf(db: Executor, cuidadorId: string, days: PlannedDay[], now: Date): Promise<(OccurrenceConflict | null)[]> {
  const from = days[0]!.start;
  const to = days.at(-1)!.end;
  const [declared, slots, busy] = await Promise.all([
    hasDeclaredAvailability(db, cuidadorId, now),
    findAvailabilityBetween(db, cuidadorId, from, to),
    findBusyBetween(db, cuidadorId, from, to, now),
  ]);
  const merged = mergeIntervals(slots);
  return days.map((day) => {
    if (busy.some((b) => b.start < day.end && b.end > day.start)) return 'ocupado';
    if (declared && !isCovered(day, merged)) return 'indisponivel';
    return null;
  });
}

/** 'segunda-feira, 07 de dezembro (já reservado)', for the message that refuses a series. */
function describeConflicts(days: PlannedDay[], conflicts: (OccurrenceConflict | null)[]): string {
  return days
    .flatMap((day, i) => {
      const conflict = conflicts[i];
      if (!conflict) return [];
      return [`${formatWeekdayDayMonth(day.date)} (${conflict === 'ocupado' ? ms.conflictBooked : ms.conflictUnavailable})`];
    })
    .join('; ');
}

/** The first day that does not fit in the caregiver's availability (touching slots count as one). */
export function uncoveredDay(days: { date: string; start: Date; end: Date }[], slots: { start: Date; end: Date }[]) {
  const merged = mergeIntervals(slots);
  return days.find((day) => !isCovered(day, merged));
}

/**
 * Creates a booking request: one row per day, all in one transaction, priced on the server from the
 * caregiver's current rate plus the platform fee. It starts unpaid (aguardando_pagamento), holding
 * the days for 30 minutes; the caregiver hears of it only once the payment is confirmed
 * (docs/product.md#booking-payments). The database refuses overlaps with the caregiver's active
 * bookings; the idempotency key makes a retried request return the first one. An open request holds
 * its days for everyone, so a family may keep only a few (BOOKING_LIMITS), each of at most 31 days
 * (the schema), and send only so many per hour.
 */
export async function createBooking(
  deps: BookingDeps,
  familiaId: string,
  input: CreateInput,
  pricing: BookingPricing = { modalidade: 'por_hora' },
): Promise<{ id: string; created: boolean }> {
  const now = deps.now();
  const today = todayInSaoPaulo(now);
  // Consecutive days, or a weekly series whose occurrences are the chosen weekdays (ADR 0041).
  const range = rangeWithinHorizon(input, now);
  const days = planDays({ ...range, horaInicio: input.horaInicio, horaFim: input.horaFim });
  if (input.dataInicio < today) throw badRequest(m.pastDate, 'dataInicio');
  if (days.length === 0) throw badRequest(ms.seriesEmpty, 'diasSemana');
  // The horizon bounds the last shift's day (a series' weeks may reach past it with no shift there).
  const dataFim = days.at(-1)!.date;
  if (dataFim > addDaysToDate(today, BOOKING_HORIZON_DAYS)) throw badRequest(m.beyondHorizon, 'dataFim');
  if (input.cuidadorId === familiaId) throw forbidden(m.ownBooking);

  const existing = await findPedidoIdByKey(deps.db, familiaId, input.idempotencyKey);
  if (existing) return { id: existing, created: false };
  await hitRateLimit(deps.db, bookingRateLimits.requestsPerFamily, familiaId, now);

  const caregiver = await findCaregiverForBooking(deps.db, input.cuidadorId);
  if (!caregiver) throw notFound(m.caregiverNotFound);
  const price = priceBooking({
    hourlyRateCents: caregiver.precoHoraCentavos,
    startDate: input.dataInicio,
    endDate: dataFim,
    startTime: input.horaInicio,
    endTime: input.horaFim,
    diasSemana: range.diasSemana,
  });
  if (!price || price.days !== days.length) throw badRequest(m.selectTimes, 'horaFim');
  const single = pricing.modalidade === 'avulso' ? pricing.money : null;
  if (single && days.length !== 1) throw badRequest(m.selectTimes, 'horaFim');
  const money = single ?? bookingMoney(price.totalCents, deps.feePercent);
  // A single shift's one day carries the whole subtotal; an hourly request's days each their price.
  const dayPriceCents = single ? single.subtotalCents : price.perDayCents;
  const feeShares = splitAcrossDays(money.feeCents, price.days);
  if (days[0]!.start <= now) throw badRequest(m.startTimePassed, 'horaInicio');

  if (range.diasSemana) {
    // A series books all its occurrences or none, and says which ones stand in the way.
    const conflicts = await conflictsOf(deps.db, caregiver.id, days, now);
    if (conflicts.some(Boolean)) throw conflict(ms.seriesConflicts(describeConflicts(days, conflicts)), 'diasSemana');
  } else if (single || (await hasDeclaredAvailability(deps.db, caregiver.id, now))) {
    const slots = await findAvailabilityBetween(deps.db, caregiver.id, days[0]!.start, days.at(-1)!.end);
    const missing = uncoveredDay(days, slots);
    if (missing) throw conflict(m.unavailable(formatDayMonth(missing.date)), 'dataInicio');
  }

  let pedidoId: string | null = null;
  try {
    pedidoId = await transactionWithEvents(deps.db, async (tx) => {
      await lockFamilyRequests(tx, familiaId);
      // Holds whose window closed stop blocking the caregiver's time now, not when the job runs.
      const freed = await expireUnpaid(tx, now, caregiver.id);
      for (const row of freed) await publish(tx, { type: 'booking', id: row.id, userIds: [row.familiaId] });
      // The same request may have been written while this one waited for the lock: it answers below.
      if (await findPedidoIdByKey(tx, familiaId, input.idempotencyKey)) return null;
      const open = await countOpenPedidos(tx, familiaId, caregiver.id, now);
      if (open.withCaregiver >= BOOKING_LIMITS.openPerCaregiver) throw conflict(m.tooManyOpenWithCaregiver(open.withCaregiver));
      if (open.total >= BOOKING_LIMITS.openTotal) throw conflict(m.tooManyOpen(open.total));
      const pedido = await insertPedido(tx, {
        familiaId,
        cuidadorId: caregiver.id,
        dias: days.length,
        dataInicio: days[0]!.date,
        dataFim,
        horaInicio: input.horaInicio,
        horaFim: input.horaFim,
        precoHoraCentavos: caregiver.precoHoraCentavos,
        precoTotalCentavos: money.subtotalCents,
        taxaServicoCentavos: money.feeCents,
        status: 'aguardando_pagamento',
        idempotencyKey: input.idempotencyKey,
        diasSemana: range.diasSemana,
        semanas: input.semanas ?? null,
        modalidade: pricing.modalidade,
        // The server's clock, which the payment window and the 24 h answer are measured against.
        createdAt: now,
      });
      if (!pedido) return null; // the same request arrived twice at once; the first one won
      // Over two days a week with this caregiver: refused without the family's choice, else recorded (docs/product.md#labour-law).
      await guardVinculo(tx, { familiaId, cuidadorId: caregiver.id, pedidoId: pedido.id, requested: days.map((day) => occurrenceDay(day.start)), escolha: input.vinculoEscolha, now });
      await insertDays(
        tx,
        pedido.id,
        days.map((day, i) => ({
          familiaId,
          cuidadorId: caregiver.id,
          status: 'aguardando_pagamento' as const,
          dias: 1,
          startDatetime: day.start,
          endDatetime: day.end,
          precoTotalCentavos: dayPriceCents,
          taxaServicoCentavos: feeShares[i]!,
          createdAt: now,
          dataReserva: day.date,
          horaInicio: input.horaInicio,
          horaFim: input.horaFim,
        })),
      );
      // The caregiver is told once the payment is confirmed (booking-payments), not now.
      await publish(tx, { type: 'booking', id: pedido.id, userIds: [familiaId] });
      return pedido.id;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(m.slotTaken);
    throw error;
  }
  if (!pedidoId) {
    const winner = await findPedidoIdByKey(deps.db, familiaId, input.idempotencyKey);
    if (!winner) throw new AppError('INTERNAL', 500, m.createFailedDetail);
    return { id: winner, created: false };
  }
  return { id: pedidoId, created: true };
}

/**
 * What a request would cost (subtotal, fee, total), from the caregiver's current rate; the dialog
 * shows it before confirming. A weekly series also lists each occurrence with its price and what
 * stands in its way, if anything (docs/product.md#booking-price).
 */
export async function getBookingQuote(
  deps: Pick<BookingDeps, 'db' | 'feePercent' | 'now'>,
  input: z.output<typeof bookingQuoteQuerySchema>,
): Promise<{ quote: BookingQuote; ocorrencias?: BookingOccurrence[] }> {
  const caregiver = await findCaregiverForBooking(deps.db, input.cuidadorId);
  if (!caregiver) throw notFound(m.caregiverNotFound);
  const range = rangeWithinHorizon(input, deps.now());
  const quote = quoteBooking({
    hourlyRateCents: caregiver.precoHoraCentavos,
    startDate: range.dataInicio,
    endDate: range.dataFim,
    startTime: input.horaInicio,
    endTime: input.horaFim,
    feePercent: deps.feePercent,
    diasSemana: range.diasSemana,
  });
  if (!quote) throw badRequest(m.selectTimes, 'horaFim');
  const days = planDays({ ...range, horaInicio: input.horaInicio, horaFim: input.horaFim });
  // The same refusal the request would meet, before the family confirms.
  if (days[0] && days[0].start <= deps.now()) throw badRequest(m.startTimePassed, 'horaInicio');
  if (!range.diasSemana) return { quote };
  const conflicts = days.length > 0 ? await conflictsOf(deps.db, caregiver.id, days, deps.now()) : [];
  const ocorrencias = days.map((day, i) => ({
    data: day.date,
    inicio: day.start.toISOString(),
    fim: day.end.toISOString(),
    precoCentavos: quote.precoDiaCentavos,
    conflito: conflicts[i] ?? null,
  }));
  return { quote, ocorrencias };
}

async function loadForParty(deps: BookingDeps, pedidoId: string, userId: string) {
  const pedido = await findPedidoForParty(deps.db, pedidoId, userId);
  // A request never paid does not exist for the caregiver (docs/product.md#booking-payments).
  if (!pedido || (pedido.cuidadorId === userId && pedido.pagoEm === null)) throw notFound();
  return { ...pedido, current: effectiveStatus(pedido.status, pedido, deps.now()) };
}

export async function acceptBooking(deps: BookingDeps, cuidadorId: string, pedidoId: string) {
  const pedido = await loadForParty(deps, pedidoId, cuidadorId);
  if (pedido.cuidadorId !== cuidadorId) throw notFound();
  if (pedido.current !== 'pendente') throw conflict(m.notPending);
  // The contract is drawn before the transaction (no lock held while rendering) and written in it:
  // a confirmed booking always has its contract, and a refused second accept writes none
  // (docs/product.md#contract, ADR 0037).
  const at = deps.now();
  const contract = await prepareContract(deps.db, pedidoId, at, deps.publicUrl);
  const moved = await transactionWithEvents(deps.db, async (tx) => {
    if (!(await transitionPedido(tx, pedidoId, ['pendente'], 'confirmada', { respondedAt: at }))) return false;
    await recordContract(tx, contract);
    const names = await partyNames(tx, pedido.familiaId, cuidadorId);
    await createNotification(tx, {
      userId: pedido.familiaId,
      tipo: 'reserva_aceita',
      mensagem: n.bookingAccepted(nameOf(names.cuidador), formatDateRange(pedido.dataInicio, pedido.dataFim)),
      link: paths.dashboardPage('familia', 'reservas'),
    });
    await publish(tx, { type: 'booking', id: pedidoId, userIds: [pedido.familiaId, cuidadorId] });
    return true;
  });
  if (!moved) throw conflict(m.notPending);
  inBackground(mailAccepted(deps, { id: pedidoId, familiaId: pedido.familiaId, cuidadorId }));
}

export async function declineBooking(deps: BookingDeps, cuidadorId: string, pedidoId: string) {
  const pedido = await loadForParty(deps, pedidoId, cuidadorId);
  if (pedido.cuidadorId !== cuidadorId) throw notFound();
  if (pedido.current !== 'pendente') throw conflict(m.notPending);
  const moved = await transactionWithEvents(deps.db, (tx) => declinePedido(tx, { ...pedido, id: pedidoId }, deps.now(), n.bookingDeclined));
  if (!moved) throw conflict(m.notPending);
  inBackground(mailDeclined(deps, pedido));
  await processPendingRefunds(deps, { pedidoId });
}

type DeclineMessage = (caregiverName: string, days: string) => string;
interface DeclinablePedido {
  id: string;
  familiaId: string;
  cuidadorId: string;
  dataInicio: string;
  dataFim: string;
}

/**
 * Declines one pending request inside the caller's transaction and tells the family: the caregiver's
 * own 'Recusar' and a suspension by the operator (docs/product.md#verification) go through here.
 * False when the request was no longer pending.
 */
async function declinePedido(tx: Executor, pedido: DeclinablePedido, at: Date, message: DeclineMessage): Promise<boolean> {
  if (!(await transitionPedido(tx, pedido.id, ['pendente'], 'recusada', { respondedAt: at }))) return false;
  // Declined: the family's payment goes back in full (the provider is asked after commit).
  await refundBookingInTransaction(tx, pedido, 'recusada', at);
  const names = await partyNames(tx, pedido.familiaId, pedido.cuidadorId);
  await createNotification(tx, {
    userId: pedido.familiaId,
    tipo: 'reserva_recusada',
    mensagem: message(nameOf(names.cuidador), formatDateRange(pedido.dataInicio, pedido.dataFim)),
    link: paths.recomendacoes,
  });
  await publish(tx, { type: 'booking', id: pedido.id, userIds: [pedido.familiaId, pedido.cuidadorId] });
  return true;
}

export interface DeclinedRequest {
  id: string;
  familiaId: string;
  familyEmail: string | null;
  familyFirstName: string;
  caregiverName: string;
  period: string;
}

/**
 * A suspended caregiver's pending requests, declined in the suspension's transaction with a message
 * saying the caregiver is unavailable. Answers what was declined, for the e-mails after commit.
 */
export async function declinePendingRequestsOfSuspended(tx: Executor, cuidadorId: string, at: Date): Promise<DeclinedRequest[]> {
  const declined: DeclinedRequest[] = [];
  for (const pedido of await findOpenPedidosOf(tx, cuidadorId)) {
    if (pedido.cuidadorId !== cuidadorId || effectiveStatus(pedido.status, pedido, at) !== 'pendente') continue;
    if (!(await declinePedido(tx, pedido, at, n.bookingDeclinedBySuspension))) continue;
    const names = await partyNames(tx, pedido.familiaId, cuidadorId);
    declined.push({
      id: pedido.id,
      familiaId: pedido.familiaId,
      familyEmail: names.familia?.email ?? null,
      familyFirstName: names.familia?.firstName ?? '',
      caregiverName: nameOf(names.cuidador),
      period: formatDateRange(pedido.dataInicio, pedido.dataFim),
    });
  }
  return declined;
}

/**
 * A suspended family's requests the caregiver has not accepted yet, cancelled in the suspension's
 * transaction (docs/product.md#family-suspension); each caregiver is told the request no longer
 * stands. Confirmed bookings stay: the operator handles them. Answers how many were cancelled.
 */
export async function cancelPendingRequestsOfSuspendedFamily(tx: Executor, familiaId: string, at: Date): Promise<string[]> {
  const cancelled: string[] = [];
  for (const pedido of await findOpenPedidosOf(tx, familiaId)) {
    const current = effectiveStatus(pedido.status, pedido, at);
    if (pedido.familiaId !== familiaId || (current !== 'pendente' && current !== 'aguardando_pagamento')) continue;
    if (!(await transitionPedido(tx, pedido.id, [current], 'cancelada', { motivoCancelamento: null }))) continue;
    cancelled.push(pedido.id);
    if (current === 'aguardando_pagamento') continue; // the caregiver never saw it; a late payment is refunded
    // Its payment goes back in full (the job asks the provider after commit).
    await refundBookingInTransaction(tx, pedido, 'cancelada', at);
    const names = await partyNames(tx, familiaId, pedido.cuidadorId);
    await createNotification(tx, {
      userId: pedido.cuidadorId,
      tipo: 'reserva_cancelada',
      mensagem: n.bookingCancelledBySuspension(nameOf(names.familia), formatDateRange(pedido.dataInicio, pedido.dataFim)),
      link: paths.dashboardPage('cuidador', 'agenda'),
    });
    await publish(tx, { type: 'booking', id: pedido.id, userIds: [familiaId, pedido.cuidadorId] });
  }
  return cancelled;
}

/**
 * The family cancels: freely while unpaid or pending (a pending request's payment is refunded in
 * full); with a reason once confirmed, until it ends, under the policy
 * (docs/product.md#cancellation-policy). The caregiver is told by notification and e-mail.
 */
export async function cancelBooking(deps: BookingDeps, familiaId: string, pedidoId: string, motivo?: string) {
  const at = deps.now();
  const pedido = await loadForParty(deps, pedidoId, familiaId);
  if (pedido.familiaId !== familiaId) throw notFound();
  const current = pedido.current;
  if (current !== 'aguardando_pagamento' && current !== 'pendente' && current !== 'confirmada') throw conflict(m.cannotCancel);
  if (current === 'confirmada' && !motivo) throw badRequest(m.cancelReasonRequired, 'motivo');
  const moved = await transactionWithEvents(deps.db, async (tx): Promise<{ quote: CancellationSettlement | null } | null> => {
    const who = { motivoCancelamento: motivo ?? null, canceladoPor: 'familia' as const, canceladoEm: at };
    if (!(await transitionPedido(tx, pedidoId, [current], 'cancelada', who))) return null;
    if (current === 'aguardando_pagamento') {
      // Never shown to the caregiver: nothing to tell them. A payment arriving later is refunded.
      await publish(tx, { type: 'booking', id: pedidoId, userIds: [familiaId] });
      return { quote: null };
    }
    // Before acceptance everything goes back; a confirmed booking is settled by the policy, in this
    // transaction, from the same function as the quote the family saw (docs/product.md#cancellation-policy).
    let quote: CancellationSettlement | null = null;
    if (current === 'pendente') await refundBookingInTransaction(tx, { id: pedidoId, familiaId }, 'cancelada', at);
    else {
      quote = await quoteFor(tx, pedidoId, 'familia', at);
      await settleCancellationInTransaction(tx, { id: pedidoId, familiaId, cuidadorId: pedido.cuidadorId }, quote, at);
    }
    const names = await partyNames(tx, familiaId, pedido.cuidadorId);
    await createNotification(tx, {
      userId: pedido.cuidadorId,
      tipo: 'reserva_cancelada',
      mensagem: n.bookingCancelled(nameOf(names.familia), formatDateRange(pedido.dataInicio, pedido.dataFim), motivo),
      link: paths.dashboardPage('cuidador', 'agenda'),
    });
    await publish(tx, { type: 'booking', id: pedidoId, userIds: [familiaId, pedido.cuidadorId] });
    return { quote };
  });
  if (!moved) throw conflict(m.cannotCancel);
  // An unpaid request was never shown to the caregiver: nothing to tell them.
  if (current !== 'aguardando_pagamento') inBackground(mailCancelledByFamily(deps, pedido, motivo ?? null, moved.quote));
  await processPendingRefunds(deps, { pedidoId });
}

/**
 * A family rates a concluded booking once, within the review window (docs/product.md#reviews). The
 * review stays hidden until the caregiver rates the family for the same booking or the window
 * closes; only then does it count in the caregiver's rating (same transaction).
 */
export async function reviewBooking(deps: BookingDeps, familiaId: string, pedidoId: string, input: z.output<typeof reviewSchema>) {
  const pedido = await loadForParty(deps, pedidoId, familiaId);
  if (pedido.familiaId !== familiaId) throw notFound();
  if (pedido.current !== 'concluida') throw conflict(m.reviewNotAllowed);
  const now = deps.now();
  if (!isReviewWindowOpen(pedido.end, now)) throw conflict(messages.reviews.windowClosed);
  try {
    await transactionWithEvents(deps.db, async (tx) => {
      // A confirmed booking past its end is concluded; make the row say so.
      await transitionPedido(tx, pedidoId, ['confirmada'], 'concluida');
      const reviewId = await insertReview(tx, {
        pedidoId,
        familiaId,
        cuidadorId: pedido.cuidadorId,
        estrelas: input.estrelas,
        comentario: input.comentario || null,
        publicarEm: reviewWindowClosesAt(pedido.end),
      });
      // Both sides have now reviewed: the family's review is shown and counted at once.
      const published = (await hasCaregiverRatedBooking(tx, pedidoId)) ? await publishReviewOfBooking(tx, pedidoId, now) : null;
      const names = await partyNames(tx, familiaId, pedido.cuidadorId);
      await createNotification(tx, {
        userId: pedido.cuidadorId,
        tipo: 'avaliacao_recebida',
        // Double-blind: the stars are told only once the review is public.
        mensagem: published ? n.reviewReceived(nameOf(names.familia), input.estrelas) : n.reviewWaiting(nameOf(names.familia)),
        link: paths.dashboardPage('cuidador', 'avaliacoes'),
      });
      // A review changes the booking (now reviewed, concluded) and the caregiver's lists.
      await publish(tx, { type: 'review', id: reviewId, userIds: [familiaId, pedido.cuidadorId] });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.reviewExists);
    throw error;
  }
}

/**
 * The caregiver rates the family of a concluded booking, privately, once, within the review
 * window (docs/product.md#reviews). The family's review of the booking, if any, is published in
 * the same transaction.
 */
export async function rateFamily(deps: BookingDeps, cuidadorId: string, pedidoId: string, input: z.output<typeof familyReviewSchema>) {
  const pedido = await loadForParty(deps, pedidoId, cuidadorId);
  if (pedido.cuidadorId !== cuidadorId) throw notFound();
  if (pedido.current !== 'concluida') throw conflict(messages.reviews.notAllowed);
  const now = deps.now();
  if (!isReviewWindowOpen(pedido.end, now)) throw conflict(messages.reviews.windowClosed);
  try {
    await transactionWithEvents(deps.db, async (tx) => {
      await transitionPedido(tx, pedidoId, ['confirmada'], 'concluida');
      const ratingId = await recordFamilyRating(tx, { pedidoId, cuidadorId, familiaId: pedido.familiaId, estrelas: input.estrelas, nota: input.nota || null });
      const published = await publishReviewOfBooking(tx, pedidoId, now);
      // The family is told nothing of the rating; its own review's state changes only if published.
      await publish(tx, { type: 'review', id: published ?? ratingId, userIds: published ? [cuidadorId, pedido.familiaId] : [cuidadorId] });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.reviews.familyReviewExists);
    throw error;
  }
}

/** The key that makes one day's reminder to one person happen once (docs/product.md#bookings). */
const reminderKey = (reservaId: string, userId: string) => `lembrete:dia:${reservaId}:${userId}`;

/**
 * The lifecycle job: expire unanswered requests, conclude finished ones, remind both parties a day
 * before each day. Every step is a guarded update or a deduplicated insert, so any number of
 * instances can run it at the same time and each change and notification happens once; an e-mail
 * leaves only with the change or the notification its process wrote (with a mailer: the server's
 * job; tests may run it without).
 */
export async function runLifecycleJobs(
  deps: Pick<BookingDeps, 'db' | 'now'> & Partial<Pick<BookingDeps, 'payments' | 'logger' | 'mailer' | 'publicUrl'>>,
): Promise<{ expired: number; unpaidExpired: number; concluded: number; reminded: number; released: number; refunded: number; reviewsPublished: number }> {
  const now = deps.now();
  let reminded = 0;
  const mail = deps.mailer && deps.logger && deps.publicUrl !== undefined ? { db: deps.db, now: deps.now, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.publicUrl } : null;
  // Unpaid requests whose 30 minutes are over free the caregiver's time; nothing was charged.
  const unpaidExpired = await transactionWithEvents(deps.db, async (tx) => {
    const rows = await expireUnpaid(tx, now);
    for (const row of rows) await publish(tx, { type: 'booking', id: row.id, userIds: [row.familiaId] });
    return rows.length;
  });
  const expiredRows = await transactionWithEvents(deps.db, async (tx) => {
    const rows = await expireUnanswered(tx, now);
    for (const row of rows) {
      // Nobody answered: the family's payment goes back in full.
      await refundBookingInTransaction(tx, row, 'expirada', now);
      await createNotification(tx, {
        userId: row.familiaId,
        tipo: 'reserva_expirada',
        mensagem: n.bookingExpired(formatDayMonth(row.dataInicio)),
        link: paths.recomendacoes,
        dedupeKey: `expirada:${row.id}`,
      });
      await publish(tx, { type: 'booking', id: row.id, userIds: [row.familiaId, row.cuidadorId] });
    }
    return rows;
  });
  // Only this process moved these requests (a guarded update): their e-mails go once.
  if (mail) for (const row of expiredRows) inBackground(mailExpired(mail, row));
  const concluded = await transactionWithEvents(deps.db, async (tx) => {
    const rows = await concludeFinished(tx, now);
    for (const row of rows) await publish(tx, { type: 'booking', id: row.id, userIds: [row.familiaId, row.cuidadorId] });
    return rows.length;
  });
  // Each day of a confirmed booking, once per person: a series or a run of days is reminded day by day.
  for (const day of await findDaysStartingSoon(deps.db, now)) {
    const when = formatDayMonthAtTime(day.date, day.horaInicio);
    for (const [to, userId, text, link] of [
      ['familia', day.familiaId, n.reminderFamily(when), paths.dashboardPage('familia', 'reservas')],
      ['cuidador', day.cuidadorId, n.reminderCaregiver(when), paths.dashboardPage('cuidador', 'agenda')],
    ] as const) {
      const id = await createNotification(deps.db, { userId, tipo: 'lembrete', mensagem: text, link, dedupeKey: reminderKey(day.id, userId) });
      if (!id) continue; // reminded before, or by another process at this moment
      reminded++;
      if (mail) inBackground(mailReminder(mail, day, to));
    }
  }
  // Each confirmed day's money, 48 h after it ends; then refunds the provider has not confirmed yet.
  const released = await releaseDueDays(deps);
  const refunds = deps.logger
    ? await processPendingRefunds({
        db: deps.db,
        now: deps.now,
        payments: deps.payments ?? null,
        logger: deps.logger,
        ...(deps.mailer && deps.publicUrl !== undefined ? { mailer: deps.mailer, publicUrl: deps.publicUrl } : {}),
      })
    : { refunded: 0 };
  // Reviews whose window closed are shown and counted (docs/product.md#reviews).
  const reviewsPublished = await publishReviewsDue(deps.db, now);
  return { expired: expiredRows.length, unpaidExpired, concluded, reminded, released, refunded: refunds.refunded, reviewsPublished };
}

/**
 * Account deletion (issue 8), inside its transaction and before the names are erased: the person's
 * bookings still open (pending, or confirmed and not over) are cancelled and the other party is
 * notified. Answers how many were cancelled.
 */
export async function cancelBookingsOfDeletedAccount(tx: Executor, userId: string, now: Date): Promise<number> {
  let cancelled = 0;
  for (const pedido of await findOpenPedidosOf(tx, userId)) {
    const current = effectiveStatus(pedido.status, pedido, now);
    if (current !== 'aguardando_pagamento' && current !== 'pendente' && current !== 'confirmada') continue; // expired or over: the job settles it
    const moved = await transitionPedido(tx, pedido.id, [current], 'cancelada', { motivoCancelamento: messages.settings.deletionCancelReason });
    if (!moved) continue;
    cancelled++;
    if (current === 'aguardando_pagamento') continue; // the caregiver never saw it
    const otherIsCaregiver = pedido.familiaId === userId;
    // Before acceptance the payment goes back; a confirmed booking is settled by the policy as if
    // the person leaving had cancelled it (docs/product.md#cancellation-policy): a caregiver's
    // leaving pays the family back, a family's late leaving pays the caregiver half the first day.
    // The provider is asked after commit (the job's retry).
    if (current === 'pendente') await refundBookingInTransaction(tx, pedido, 'cancelada', now);
    if (current === 'confirmada') {
      const quote = await quoteFor(tx, pedido.id, otherIsCaregiver ? 'familia' : 'cuidador', now);
      await settleCancellationInTransaction(tx, pedido, quote, now);
    }
    await createNotification(tx, {
      userId: otherIsCaregiver ? pedido.cuidadorId : pedido.familiaId,
      tipo: 'reserva_cancelada',
      mensagem: n.bookingCancelledByDeletion(formatDateRange(pedido.dataInicio, pedido.dataFim)),
      link: otherIsCaregiver ? paths.dashboardPage('cuidador', 'agenda') : paths.dashboardPage('familia', 'reservas'),
    });
    await publish(tx, { type: 'booking', id: pedido.id, userIds: [pedido.familiaId, pedido.cuidadorId] });
  }
  return cancelled;
}

// Reads: what the caller may see of their bookings, and the public booking calendar.

type BookingRow = Awaited<ReturnType<typeof findBookingsOf>>[number];
function toBookingDto(row: BookingRow, at: Date): BookingDto {
  const start = new Date(row.start as unknown as string);
  const end = new Date(row.end as unknown as string);
  return {
    id: row.id,
    status: effectiveStatus(row.status, { start, end, createdAt: row.createdAt, pagoEm: row.pagoEm }, at),
    dias: row.dias,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    horaInicio: row.horaInicio.slice(0, 5),
    horaFim: row.horaFim.slice(0, 5),
    startDatetime: start.toISOString(),
    endDatetime: end.toISOString(),
    precoHoraCentavos: row.precoHoraCentavos,
    precoTotalCentavos: row.precoTotalCentavos,
    taxaServicoCentavos: row.taxaServicoCentavos,
    totalCentavos: row.precoTotalCentavos + row.taxaServicoCentavos,
    pagamentoExpiraEm: row.status === 'aguardando_pagamento' ? paymentDeadline(row.createdAt, start).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    counterpart: {
      id: row.otherId,
      firstName: row.otherFirstName,
      lastName: row.otherLastName,
      avatarUrl: row.otherAvatarUrl,
      rating: row.otherRating === null ? null : Number(row.otherRating),
    },
    review: row.reviewStars === null ? null : { estrelas: row.reviewStars, comentario: row.reviewComment },
    diasSemana: row.diasSemana ?? null,
    modalidade: row.modalidade,
    pagoPeloPlano: row.planSubscriptionId !== null,
  };
}

/** The caller's booking requests: upcoming (pending or confirmed, not over), past (the rest) or all. */
export async function listBookings(deps: Pick<BookingDeps, 'db' | 'now'>, userId: string, role: Role, scope: BookingScope): Promise<BookingDto[]> {
  const at = deps.now();
  const bookings = (await findBookingsOf(deps.db, userId, role)).map((row) => toBookingDto(row, at));
  const isUpcoming = (b: BookingDto) => (b.status === 'aguardando_pagamento' || b.status === 'pendente' || b.status === 'confirmada') && new Date(b.endDatetime) > at;
  const selected = scope === 'all' ? bookings : bookings.filter((b) => isUpcoming(b) === (scope === 'upcoming'));
  if (scope === 'past') selected.reverse();
  return selected;
}

/** One of the caller's bookings; null when it is not theirs or does not exist. */
export async function getBooking(deps: Pick<BookingDeps, 'db' | 'now'>, userId: string, role: Role, pedidoId: string): Promise<BookingDto | null> {
  const [row] = await findBookingsOf(deps.db, userId, role, undefined, pedidoId);
  return row ? toBookingDto(row, deps.now()) : null;
}

export interface BookingCalendarDto {
  hasDeclaredAvailability: boolean;
  precoHoraCentavos: number;
  slots: { start: string; end: string }[];
  busy: { start: string; end: string }[];
}

/**
 * When a caregiver can be booked over the next 90 days (their declared slots and the times already
 * taken), for the booking dialog's calendar; null when there is no such caregiver. Times only:
 * nothing about other families.
 */
export async function getBookingCalendar(deps: Pick<BookingDeps, 'db' | 'now'>, cuidadorId: string): Promise<BookingCalendarDto | null> {
  const caregiver = await findCaregiverForBooking(deps.db, cuidadorId);
  if (!caregiver) return null;
  const from = deps.now();
  const to = new Date(from.getTime() + (BOOKING_HORIZON_DAYS + 1) * 86_400_000);
  const [declared, slots, busy] = await Promise.all([
    hasDeclaredAvailability(deps.db, cuidadorId, from),
    findAvailabilityBetween(deps.db, cuidadorId, from, to),
    findBusyBetween(deps.db, cuidadorId, from, to, from),
  ]);
  const iso = (r: { start: Date; end: Date }) => ({ start: r.start.toISOString(), end: r.end.toISOString() });
  return { hasDeclaredAvailability: declared, precoHoraCentavos: caregiver.precoHoraCentavos, slots: slots.map(iso), busy: busy.map(iso) };
}

/**
 * The labour-law warning the quote carries (docs/product.md#labour-law): the requested days plus, for
 * a signed-in family, its other active bookings with the caregiver. Null when no week goes over.
 */
export async function getBookingVinculo(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  familiaId: string | null,
  input: z.output<typeof bookingQuoteQuerySchema>,
): Promise<VinculoWarning | null> {
  // The occurrences the request would book: consecutive days or a weekly series' chosen weekdays.
  const days = planDays({ ...rangeWithinHorizon(input, deps.now()), horaInicio: input.horaInicio, horaFim: input.horaFim });
  return assessVinculo(deps.db, { familiaId, cuidadorId: input.cuidadorId, requested: days.map((day) => occurrenceDay(day.start)), now: deps.now() });
}
