import { cancelReasonText, type CancellationQuoteDto, type FamilyCancelReason } from '@cuidar/domain/booking-details';
import { effectiveStatus } from '@cuidar/domain/bookings';
import { settleCancellation, type Canceller, type CancellationSettlement } from '@cuidar/domain/cancellation-policy';
import { formatDateRange } from '@cuidar/domain/date-format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import type { caregiverCancelSchema } from '@cuidar/domain/booking-details';
import type { z } from '@cuidar/domain/validation';
import { inBackground } from '../../background';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { publish, transactionWithEvents } from '../../realtime/events';
import { processPendingRefunds, settleCancellationInTransaction } from '../booking-payments/service';
import { mailGivenUpPlanShifts, noticeGivenUpPlanShifts } from '../plan-substitutes/given-up';
import { createNotification } from '../notifications/service';
import { mailCancelledByCaregiver } from './booking-mail';
import { findPedidoDays, findPedidoForParty, partyNames, transitionPedido } from './repository';
import type { BookingDeps } from './service';

// Cancelling a confirmed booking under the policy (docs/product.md#cancellation-policy): the quote
// the dialog shows, and the caregiver's own cancellation. The family's goes through cancelBooking.

/**
 * What cancelling this request now gives each side, by the policy: the days already started stay
 * paid as usual, the policy splits the rest (settleCancellation, the one function the dialog's quote
 * and the cancellation's postings both use).
 */
export async function quoteFor(db: Executor, pedidoId: string, cancelledBy: Canceller, now: Date): Promise<CancellationSettlement> {
  const days = await findPedidoDays(db, pedidoId);
  if (!days.length) throw notFound();
  return settleCancellation({ days, now, cancelledBy });
}

async function loadConfirmedForParty(deps: Pick<BookingDeps, 'db' | 'now'>, pedidoId: string, userId: string) {
  const pedido = await findPedidoForParty(deps.db, pedidoId, userId);
  if (!pedido) throw notFound();
  const current = effectiveStatus(pedido.status, pedido, deps.now());
  if (current !== 'confirmada') throw conflict(messages.booking.cannotCancel);
  return pedido;
}

/** GET /api/bookings/:id/cancellation-quote: for either party of a confirmed booking not over. */
export async function getCancellationQuote(deps: Pick<BookingDeps, 'db' | 'now'>, userId: string, pedidoId: string): Promise<CancellationQuoteDto> {
  const pedido = await loadConfirmedForParty(deps, pedidoId, userId);
  const cancelledBy: Canceller = pedido.familiaId === userId ? 'familia' : 'cuidador';
  const quote = await quoteFor(deps.db, pedidoId, cancelledBy, deps.now());
  return {
    cancelledBy,
    rule: quote.rule,
    subtotalCents: quote.subtotalCents,
    feeCents: quote.feeCents,
    firstDayCents: quote.firstDayCents,
    refundToFamilyCents: quote.refundToFamilyCents,
    toCaregiverCents: quote.toCaregiverCents,
    feeKeptCents: quote.feeKeptCents,
    start: quote.start.toISOString(),
    deliveredCents: quote.deliveredCents,
    pagoPeloPlano: pedido.planSubscriptionId !== null,
  };
}

/** The family's reason as stored: a code from the list (with words) or, from older callers, free text. */
export function familyCancelReason(input: { motivoCodigo?: FamilyCancelReason | undefined; motivo?: string | undefined }): string | undefined {
  if (input.motivoCodigo) return cancelReasonText(input.motivoCodigo, input.motivo);
  return input.motivo || undefined;
}

/**
 * The caregiver cancels one of their confirmed bookings, not over yet, with a reason. The family is
 * told by notification and e-mail; who and when are kept (the reliability mark); the days go back
 * to free in the calendar (cancelled days are not active, docs/product.md#bookings).
 */
export async function cancelBookingByCaregiver(deps: BookingDeps, cuidadorId: string, pedidoId: string, input: z.output<typeof caregiverCancelSchema>): Promise<void> {
  const pedido = await loadConfirmedForParty(deps, pedidoId, cuidadorId);
  if (pedido.cuidadorId !== cuidadorId) throw notFound();
  const at = deps.now();
  const motivo = cancelReasonText(input.motivoCodigo, input.motivo);
  const done = await transactionWithEvents(deps.db, async (tx) => {
    if (!(await transitionPedido(tx, pedidoId, ['confirmada'], 'cancelada', { motivoCancelamento: motivo, canceladoPor: 'cuidador', canceladoEm: at }))) return null;
    // What was not delivered goes back (docs/product.md#cancellation-policy), in this transaction.
    const quote = await quoteFor(tx, pedidoId, 'cuidador', at);
    await settleCancellationInTransaction(tx, { id: pedidoId, familiaId: pedido.familiaId, cuidadorId }, quote, at);
    const names = await partyNames(tx, pedido.familiaId, cuidadorId);
    await createNotification(tx, {
      userId: pedido.familiaId,
      tipo: 'reserva_cancelada',
      mensagem: notificationMessages.bookingCancelledByCaregiver(fullName(names.cuidador ?? {}), formatDateRange(pedido.dataInicio, pedido.dataFim), motivo),
      link: paths.dashboardPage('familia', 'reservas'),
    });
    await publish(tx, { type: 'booking', id: pedidoId, userIds: [pedido.familiaId, cuidadorId] });
    // A plan's shifts: the family is offered substitutes (docs/product.md#plan-substitutes).
    return { quote, notice: await noticeGivenUpPlanShifts(tx, pedidoId, at) };
  });
  if (!done) throw conflict(messages.booking.cannotCancel);
  const { quote } = done;
  await processPendingRefunds(deps, { pedidoId });
  inBackground(mailCancelledByCaregiver(deps, pedido, motivo, quote));
  mailGivenUpPlanShifts(deps, [done.notice]);
}
