import { cancelReasonText } from '@cuidar/domain/booking-details';
import { effectiveStatus } from '@cuidar/domain/bookings';
import type { Canceller } from '@cuidar/domain/cancellation-policy';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { mailMessages, messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import {
  hasSeparateDays,
  isReasonOf,
  settleOccurrenceCancellation,
  type BookingOccurrenceDto,
  type OccurrenceCancelScope,
  type OccurrenceCancellationQuoteDto,
  type OccurrenceSettlement,
  type occurrenceCancelSchema,
} from '@cuidar/domain/occurrence-cancellation';
import { paths } from '@cuidar/domain/routes';
import type { z } from '@cuidar/domain/validation';
import { inBackground } from '../../background';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { occurrencesCancelledMail } from '../../mail/templates';
import { publish, transactionWithEvents } from '../../realtime/events';
import { processPendingRefunds, settleOccurrencesInTransaction } from '../booking-payments/service';
import { mailGivenUpPlanShifts, noticeGivenUpPlanShifts } from '../plan-substitutes/given-up';
import { createNotification } from '../notifications/service';
import { mailHours } from './booking-mail';
import { cancelOccurrenceRows, findOccurrences, findPedidoForParty, lockPedidoRow, partyNames, recountPedido, transitionPedido } from './repository';
import type { BookingDeps } from './service';

// One day of a weekly series or of a booking of consecutive days, or the rest of it from a chosen
// day on, cancelled by the family or the caregiver (docs/product.md#series-cancel, ADR 0045). The money is the
// policy applied to exactly those days (settleOccurrenceCancellation over settleCancellation), posted
// in the transaction that cancels them; the request's figures follow the days that stand.

const m = messages.occurrenceCancel;
type Occurrence = Awaited<ReturnType<typeof findOccurrences>>[number];
type Party = NonNullable<Awaited<ReturnType<typeof findPedidoForParty>>>;

/** The request as one of its parties may act on it; another's (or an unpaid one, to the caregiver) is not found. */
async function loadForParty(db: Executor, pedidoId: string, userId: string): Promise<Party> {
  const pedido = await findPedidoForParty(db, pedidoId, userId);
  if (!pedido || (pedido.cuidadorId === userId && pedido.pagoEm === null)) throw notFound();
  return pedido;
}

const sideOf = (pedido: Party, userId: string): Canceller => (pedido.familiaId === userId ? 'familia' : 'cuidador');
/** A series, or consecutive days (more than one, counting those already cancelled): its days go one by one. */
const hasDays = (pedido: Party, rows: readonly Occurrence[]) => hasSeparateDays(pedido, rows.length);

/** Paid and pending, or confirmed and not over: the states whose days may be cancelled one by one. */
function cancellableState(pedido: Party, now: Date): 'pendente' | 'confirmada' | null {
  const current = effectiveStatus(pedido.status, pedido, now);
  return current === 'pendente' || current === 'confirmada' ? current : null;
}

const isStanding = (o: Occurrence) => o.canceladoEm === null && o.status !== 'cancelada';

/**
 * The occurrences a cancellation covers: the chosen one, or it and every later one still standing.
 * Refused with the reason in words when the chosen one is already cancelled or has started.
 */
function chooseOccurrences(rows: Occurrence[], occurrenceId: string, escopo: OccurrenceCancelScope, now: Date) {
  const target = rows.find((o) => o.id === occurrenceId);
  if (!target) throw notFound();
  if (!isStanding(target)) throw conflict(m.alreadyCancelled);
  if (target.start.getTime() <= now.getTime()) throw conflict(m.alreadyStarted);
  const standing = rows.filter(isStanding);
  const chosen = escopo === 'dia' ? [target] : standing.filter((o) => o.start.getTime() >= target.start.getTime());
  return { chosen, remaining: standing.length - chosen.length };
}

function checkSeparateDays(pedido: Party, rows: readonly Occurrence[], now: Date): 'pendente' | 'confirmada' {
  if (!hasDays(pedido, rows)) throw conflict(m.notSeries);
  const state = cancellableState(pedido, now);
  if (!state) throw conflict(m.notCancellable);
  return state;
}

/** GET /api/bookings/:id/occurrences: the request's days, each with its state and whether the caller may cancel it. */
export async function listOccurrences(deps: Pick<BookingDeps, 'db' | 'now'>, userId: string, pedidoId: string): Promise<BookingOccurrenceDto[]> {
  const pedido = await loadForParty(deps.db, pedidoId, userId);
  const now = deps.now();
  const rows = await findOccurrences(deps.db, pedidoId);
  const open = hasDays(pedido, rows) && cancellableState(pedido, now) !== null;
  return rows.map((o) => {
    const started = o.start.getTime() <= now.getTime();
    return {
      id: o.id,
      data: o.date,
      inicio: o.start.toISOString(),
      fim: o.end.toISOString(),
      situacao: o.status === 'cancelada' ? 'cancelada' : started ? 'iniciada' : 'ativa',
      podeCancelar: open && isStanding(o) && !started,
      cancelamento: o.canceladoPor && o.canceladoEm ? { canceladoPor: o.canceladoPor, canceladoEm: o.canceladoEm.toISOString(), motivo: o.motivo } : null,
    };
  });
}

function toQuoteDto(settlement: OccurrenceSettlement, cancelledBy: Canceller, escopo: OccurrenceCancelScope, chosen: Occurrence[], remaining: number, pagoPeloPlano: boolean): OccurrenceCancellationQuoteDto {
  return {
    cancelledBy,
    rule: settlement.rule,
    subtotalCents: settlement.subtotalCents,
    feeCents: settlement.feeCents,
    firstDayCents: settlement.firstDayCents,
    refundToFamilyCents: settlement.refundToFamilyCents,
    toCaregiverCents: settlement.toCaregiverCents,
    feeKeptCents: settlement.feeKeptCents,
    start: settlement.start.toISOString(),
    deliveredCents: settlement.deliveredCents,
    pagoPeloPlano,
    escopo,
    ocorrencias: chosen.map((o) => ({ id: o.id, data: o.date })),
    restantes: remaining,
    totalCents: settlement.subtotalCents + settlement.feeCents,
  };
}

/** What cancelling exactly these occurrences now gives each side, before the person confirms. */
export async function getOccurrenceCancellationQuote(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  userId: string,
  pedidoId: string,
  occurrenceId: string,
  escopo: OccurrenceCancelScope,
): Promise<OccurrenceCancellationQuoteDto> {
  const pedido = await loadForParty(deps.db, pedidoId, userId);
  const now = deps.now();
  const rows = await findOccurrences(deps.db, pedidoId);
  const { chosen, remaining } = chooseOccurrences(rows, occurrenceId, escopo, now);
  const state = checkSeparateDays(pedido, rows, now);
  const cancelledBy = sideOf(pedido, userId);
  const settlement = settleOccurrenceCancellation({ days: chosen, now, cancelledBy, accepted: state === 'confirmada' });
  return toQuoteDto(settlement, cancelledBy, escopo, chosen, remaining, pedido.planSubscriptionId !== null);
}

/** 'o dia segunda-feira, 7 de dezembro' or 'os 4 dias a partir de …', for notices. */
function describeDays(chosen: Occurrence[], escopo: OccurrenceCancelScope): string {
  const first = formatWeekdayDayMonth(chosen[0]!.date);
  return escopo === 'dia' ? m.daysOne(first) : m.daysFrom(first, chosen.length);
}

/**
 * Cancels one occurrence, or the rest from it, for either party, with a reason from their list. In
 * one transaction under the request's lock: the guarded change of the days (a second, simultaneous
 * cancellation of the same day finds it cancelled and gets 409), the request's figures, the ledger
 * postings of exactly the quoted settlement, the other side's notification. When no day would be
 * left standing the whole request is cancelled instead, with the same money. The provider refund
 * (and its receipt) and the e-mail follow the commit.
 */
export async function cancelOccurrences(
  deps: BookingDeps,
  userId: string,
  pedidoId: string,
  occurrenceId: string,
  input: z.output<typeof occurrenceCancelSchema>,
): Promise<{ count: number; side: Canceller }> {
  const pedido = await loadForParty(deps.db, pedidoId, userId);
  const side = sideOf(pedido, userId);
  if (!isReasonOf(side, input.motivoCodigo)) throw badRequest(m.reasonNotYours, 'motivoCodigo');
  const motivo = cancelReasonText(input.motivoCodigo as Parameters<typeof cancelReasonText>[0], input.motivo);
  const at = deps.now();
  const done = await transactionWithEvents(deps.db, async (tx) => {
    await lockPedidoRow(tx, pedidoId);
    // Read again under the lock: what another cancellation changed meanwhile decides now.
    const current = await loadForParty(tx, pedidoId, userId);
    const rows = await findOccurrences(tx, pedidoId);
    const { chosen, remaining } = chooseOccurrences(rows, occurrenceId, input.escopo, at);
    const state = checkSeparateDays(current, rows, at);
    const settlement = settleOccurrenceCancellation({ days: chosen, now: at, cancelledBy: side, accepted: state === 'confirmada' });
    if (remaining === 0) {
      // Nothing would stand: the request itself is cancelled (no day of it had started).
      if (!(await transitionPedido(tx, pedidoId, [state], 'cancelada', { motivoCancelamento: motivo, canceladoPor: side, canceladoEm: at }))) throw conflict(m.alreadyCancelled);
    } else {
      const moved = await cancelOccurrenceRows(tx, pedidoId, chosen.map((o) => o.id), { canceladoPor: side, canceladoEm: at, motivo });
      if (moved !== chosen.length) throw conflict(m.alreadyCancelled);
      await recountPedido(tx, pedidoId);
    }
    await settleOccurrencesInTransaction(tx, current, settlement, chosen[0]!.id, at);
    const names = await partyNames(tx, current.familiaId, current.cuidadorId);
    const days = describeDays(chosen, input.escopo);
    await createNotification(tx, {
      userId: side === 'familia' ? current.cuidadorId : current.familiaId,
      tipo: 'reserva_cancelada',
      mensagem:
        side === 'familia'
          ? notificationMessages.occurrencesCancelledByFamily(fullName(names.familia ?? {}), days, motivo)
          : notificationMessages.occurrencesCancelledByCaregiver(fullName(names.cuidador ?? {}), days, motivo, current.planSubscriptionId !== null),
      link: side === 'familia' ? paths.dashboardPage('cuidador', 'agenda') : paths.dashboardPage('familia', 'reservas'),
    });
    await publish(tx, { type: 'booking', id: pedidoId, userIds: [current.familiaId, current.cuidadorId] });
    // The caregiver gave up a plan's shifts: the family is offered substitutes (docs/product.md#plan-substitutes).
    const notice = side === 'cuidador' ? await noticeGivenUpPlanShifts(tx, pedidoId, at) : null;
    return { settlement, chosen, remaining, days, names, notice };
  });
  await processPendingRefunds(deps, { pedidoId });
  mailGivenUpPlanShifts(deps, [done.notice]);
  inBackground(
    (async () => {
      try {
        const to = side === 'familia' ? done.names.cuidador : done.names.familia;
        if (!to) return;
        const c = mailMessages.occurrencesCancelled;
        const consequence =
          side === 'familia'
            ? done.settlement.toCaregiverCents > 0
              ? c.lateShareToCaregiver(formatCentavos(done.settlement.toCaregiverCents))
              : null
            : done.settlement.refundToFamilyCents > 0
              ? (pedido.planSubscriptionId !== null ? c.refundToPlan : c.refundToFamily)(formatCentavos(done.settlement.refundToFamilyCents))
              : null;
        const mail = occurrencesCancelledMail({
          name: to.firstName,
          byFamily: side === 'familia',
          actorName: fullName((side === 'familia' ? done.names.familia : done.names.cuidador) ?? {}),
          days: done.days,
          hours: mailHours(pedido),
          motivo,
          consequence,
          remaining: c.remaining(done.remaining),
          url: `${deps.publicUrl}${side === 'familia' ? paths.dashboardPage('cuidador', 'agenda') : paths.dashboardPage('familia', 'reservas')}`,
        });
        await deps.mailer.send({ ...mail, to: to.email, kind: side === 'familia' ? 'reserva-cancelada-familia' : 'reserva-cancelada-cuidador' });
      } catch (error) {
        deps.logger.warn('[bookings] e-mail não enviado', error);
      }
    })(),
  );
  return { count: done.chosen.length, side };
}
