import { randomUUID } from 'node:crypto';
import { BOOKING_CURRENCY, BOOKING_RELEASE_DELAY_HOURS, paymentDeadline, releaseAt } from '@cuidar/domain/booking-money';
import type { BookingPaymentDto, BookingPaymentMethod, BookingRefundDto } from '@cuidar/domain/booking-payments';
import { effectiveStatus } from '@cuidar/domain/bookings';
import type { CancellationSettlement } from '@cuidar/domain/cancellation-policy';
import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import { formatCentavos } from '@cuidar/domain/format';
import { formatBookingPeriod, formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { isMoneyStuck, type TeamRefundMethod } from '@cuidar/domain/operator-payments';
import { paths } from '@cuidar/domain/routes';
import QRCode from 'qrcode';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { newBookingMail } from '../../mail/templates';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import type { PaymentEvent } from '../../payments/webhook';
import { publish, transactionWithEvents } from '../../realtime/events';
import { escrowReleasePosting, paymentPosting, planReturnPosting, postTransaction, postTransactions, refundPosting, releasePosting } from '../ledger/service';
import { partyNames } from '../bookings/repository';
import { createNotification } from '../notifications/service';
import { issueReceipt, issueSeededReceipts, mailReceipt, recordConfirmedRefund, recordTeamRefund, type IssuedReceipt } from '../receipts/service';
import {
  deleteUnstartedAttempt,
  expireUnpaidPedido,
  findAttemptForEvent,
  findAttemptPaymentId,
  findAttempts,
  findDaysDueForRelease,
  findFamilyPedido,
  findPedidoTotals,
  findPendingRefunds,
  endPlanAssignmentOf,
  findPlanShiftsToReturn,
  findRefundablePayments,
  findRefundsWithReceipts,
  hasSucceededPayment,
  finishBookingEvent,
  insertAttempt,
  insertPaidAttempts,
  insertRefund,
  isDayHeld,
  lockPedido,
  markAttemptSucceeded,
  markPedidoPaid,
  markRefundDone,
  markRefundFailed,
  markRefundTakenByProvider,
  markRefundDoneByTeam,
  findRefundForTeam,
  updateAttempt,
  type BookingPaymentRow,
} from './repository';
// One provider-event table for plans and bookings: each event id recorded once (ADR 0006).
import { recordEvent } from '../checkout/repository';

// Paying for a booking (docs/product.md#booking-payments, docs/decisions/0033): the family starts
// a card or Pix payment for an unpaid request; the provider's signed event (Stripe's, or the
// sandbox's built the same way) moves the money into the booking's escrow and makes the request
// visible to the caregiver, in one transaction; declines, expiries and cancellations before
// acceptance refund it; each confirmed day is released 48 h after it ends.

export interface BookingPaymentDeps {
  db: Database;
  payments: PaymentProvider | null;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

const p = messages.bookingPayment;
const unavailable = () => new AppError('UNAVAILABLE', 503, p.unavailable);

type Pedido = NonNullable<Awaited<ReturnType<typeof findFamilyPedido>>>;

const statusOf = (pedido: Pick<Pedido, 'status' | 'start' | 'end' | 'createdAt' | 'pagoEm'>, now: Date) => effectiveStatus(pedido.status, pedido, now);

async function familyPedido(deps: BookingPaymentDeps, familiaId: string, pedidoId: string): Promise<Pedido> {
  const pedido = await findFamilyPedido(deps.db, familiaId, pedidoId);
  // Another family's request answers exactly like a missing one.
  if (!pedido) throw notFound();
  return pedido;
}

function toDto(pedido: Pedido, attempts: BookingPaymentRow[], provider: PaymentProviderKind | null, now: Date, method?: BookingPaymentMethod): BookingPaymentDto {
  const status = statusOf(pedido, now);
  const open = status === 'aguardando_pagamento';
  const attempt = open ? (attempts.find((a) => a.method === method && a.provider === provider) ?? null) : null;
  return {
    pedidoId: pedido.id,
    status,
    provider,
    expiresAt: open ? paymentDeadline(pedido.createdAt, pedido.start).toISOString() : null,
    isPaid: pedido.pagoEm !== null,
    precoDiaCentavos: Math.round(pedido.subtotalCents / pedido.dias),
    dias: pedido.dias,
    subtotalCentavos: pedido.subtotalCents,
    taxaServicoCentavos: pedido.feeCents,
    totalCentavos: pedido.subtotalCents + pedido.feeCents,
    caregiverName: fullName({ firstName: pedido.caregiverFirstName, lastName: pedido.caregiverLastName }),
    modalidade: pedido.modalidade,
    attempt: attempt?.providerPaymentId
      ? {
          method: attempt.method,
          redirectUrl: attempt.redirectUrl,
          pix: attempt.pixCode && attempt.pixQrImage && attempt.pixExpiresAt ? { code: attempt.pixCode, qrImage: attempt.pixQrImage, expiresAt: attempt.pixExpiresAt.toISOString() } : null,
        }
      : null,
  };
}

/** The payment page's data: amounts, the window, and the attempt of the given method if started. */
export async function getBookingPayment(deps: BookingPaymentDeps, familiaId: string, pedidoId: string, method?: BookingPaymentMethod): Promise<BookingPaymentDto> {
  const pedido = await familyPedido(deps, familiaId, pedidoId);
  const attempts = await findAttempts(deps.db, pedidoId);
  const chosen = method ?? attempts.filter((a) => a.providerPaymentId).at(-1)?.method;
  return toDto(pedido, attempts, deps.payments?.kind ?? null, deps.now(), chosen);
}

/**
 * The request's refunds as its family sees them (docs/product.md#booking-payments): asked, late
 * (the provider refused or has not answered for over an hour; the operators' 'Pagamentos' lists
 * the same ones) or done, with its receipt. Another family's request is not found.
 */
export async function listBookingRefunds(deps: Pick<BookingPaymentDeps, 'db' | 'now'>, familiaId: string, pedidoId: string): Promise<BookingRefundDto[]> {
  if (!(await findFamilyPedido(deps.db, familiaId, pedidoId))) throw notFound();
  const now = deps.now();
  const rows = await findRefundsWithReceipts(deps.db, pedidoId);
  return rows.map((r) => ({
    id: r.id,
    amountCents: r.amountCents,
    reason: r.reason,
    method: r.method,
    state: r.status === 'succeeded' ? 'feito' : isMoneyStuck({ lastError: r.lastError, since: r.createdAt }, now) ? 'atrasado' : 'em_andamento',
    requestedAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
    receiptId: r.receiptId,
    teamMethod: r.settledBy === 'team' ? r.teamMethod : null,
  }));
}

/**
 * Starts (or answers again) paying an unpaid request with one method. The amount is the request's
 * total as stored when it was made; the provider call is idempotent by the attempt's id.
 */
export async function startBookingPayment(
  deps: BookingPaymentDeps,
  family: { id: string; email: string },
  pedidoId: string,
  method: BookingPaymentMethod,
): Promise<BookingPaymentDto> {
  const payments = deps.payments;
  if (!payments) throw unavailable();
  const pedido = await familyPedido(deps, family.id, pedidoId);
  const now = deps.now();
  if (statusOf(pedido, now) !== 'aguardando_pagamento') throw conflict(p.notPayable);

  const existing = (await findAttempts(deps.db, pedidoId)).find((a) => a.method === method && a.provider === payments.kind);
  if (existing?.providerPaymentId) return getBookingPayment(deps, family.id, pedidoId, method);
  const id = existing?.id ?? randomUUID();
  if (!existing && !(await insertAttempt(deps.db, { id, pedidoId, provider: payments.kind, method, amountCents: pedido.subtotalCents + pedido.feeCents }))) {
    throw conflict(p.startFailed); // the same attempt is being started by another click
  }
  const caregiverName = fullName({ firstName: pedido.caregiverFirstName, lastName: pedido.caregiverLastName });
  let created;
  try {
    created = await payments.createBookingPayment({
      bookingPaymentId: id,
      pedidoId,
      familiaId: family.id,
      email: family.email,
      method,
      amountCents: pedido.subtotalCents + pedido.feeCents,
      description: p.providerDescription(caregiverName, formatDateRange(pedido.dataInicio, pedido.dataFim)),
      expiresAt: paymentDeadline(pedido.createdAt, pedido.start),
      successUrl: `${deps.publicUrl}${paths.reservaPagamento(pedidoId)}`,
      cancelUrl: `${deps.publicUrl}${paths.reservaPagamento(pedidoId)}`,
      idempotencyKey: `booking-payment-${id}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await deleteUnstartedAttempt(deps.db, id);
    deps.logger.error(`[booking-payments] pagamento não iniciado para ${pedidoId}`, error);
    throw new AppError('UNAVAILABLE', 502, p.startFailed);
  }
  // The QR image is drawn here from the code (no image from elsewhere on our strict-CSP page).
  const pixQrImage = created.pix ? await QRCode.toDataURL(created.pix.code, { margin: 1, width: 256, errorCorrectionLevel: 'M' }) : null;
  await updateAttempt(deps.db, id, {
    providerPaymentId: created.providerPaymentId,
    redirectUrl: created.redirectUrl,
    pixCode: created.pix?.code ?? null,
    pixQrImage,
    pixExpiresAt: created.pix?.expiresAt ?? null,
  });
  deps.logger.info(`[booking-payments] ${payments.kind}: ${method} ${created.providerPaymentId} para o pedido ${pedidoId}`);
  return getBookingPayment(deps, family.id, pedidoId, method);
}

/** The sandbox's attempt to confirm, started if the family had not started it yet. */
export async function prepareSandboxAttempt(
  deps: BookingPaymentDeps,
  family: { id: string; email: string },
  pedidoId: string,
  method: BookingPaymentMethod,
): Promise<BookingPaymentRow & { providerPaymentId: string }> {
  await startBookingPayment(deps, family, pedidoId, method);
  const attempt = (await findAttempts(deps.db, pedidoId)).find((a) => a.method === method && a.provider === 'sandbox');
  if (!attempt?.providerPaymentId) throw conflict(p.startFailed);
  return { ...attempt, providerPaymentId: attempt.providerPaymentId };
}

// ── The provider's event ──────────────────────────────────────────────────────────────────────

export type BookingEventResult = { duplicate: true } | { duplicate: false; outcome: 'applied' | 'ignored' };

/**
 * A verified payment_intent.succeeded: records the event id once and, in the same transaction,
 * credits escrow and makes the request a pendente one the caregiver is told about. A payment
 * arriving for a request that can no longer take it (window over, cancelled, or already paid by
 * the other method) is credited and refunded at once.
 */
export async function applyBookingPaymentEvent(
  deps: BookingPaymentDeps,
  provider: PaymentProviderKind,
  event: Extract<PaymentEvent, { type: 'payment_intent.succeeded' }>,
): Promise<BookingEventResult> {
  const now = deps.now();
  const result = await transactionWithEvents(deps.db, async (tx) => {
    const eventRowId = await recordEvent(tx, { provider, providerEventId: event.id, type: event.type, receivedAt: now });
    if (!eventRowId) return { duplicate: true } as const;
    const attempt = await findAttemptForEvent(tx, provider, { bookingPaymentId: event.bookingPaymentId, providerPaymentId: event.paymentIntentId });
    const ignore = async (why: string, needsPerson = true) => {
      if (needsPerson) deps.logger.error(`[booking-payments] ${event.id}: ${why}; ignorado, verificar e reembolsar se preciso`);
      else deps.logger.info(`[booking-payments] ${event.id}: ${why}`);
      await finishBookingEvent(tx, eventRowId, { outcome: 'ignored', pedidoId: attempt?.pedidoId ?? null, processedAt: now });
      return { duplicate: false, outcome: 'ignored' } as const;
    };
    // Stripe also sends this event for PaymentIntents that are not a booking's (each plan invoice is
    // paid by one): without our ids and unknown to us, it is not ours to check or refund.
    if (!attempt && !event.pedidoId && !event.bookingPaymentId) return ignore('pagamento que não é de uma reserva', false);
    if (!attempt || (event.pedidoId && event.pedidoId !== attempt.pedidoId)) return ignore('pagamento sem reserva correspondente');
    if (event.currency !== BOOKING_CURRENCY || event.amountReceivedCents !== attempt.amountCents) {
      return ignore(`valor ${event.amountReceivedCents} ${event.currency}, esperado ${attempt.amountCents} ${BOOKING_CURRENCY}`);
    }
    const pedido = await lockPedido(tx, attempt.pedidoId);
    if (!pedido) return ignore('reserva não encontrada');
    const { newlyPaid, credited, otherCharge } = await creditPayment(tx, pedido, attempt, { provider, providerPaymentId: event.paymentIntentId, paymentEventId: eventRowId }, now);
    // A second charge for an attempt already paid by another PaymentIntent: like a payment of the
    // wrong amount, it is not ours to count — flagged for a person to check and refund.
    if (otherCharge) return ignore(`segundo pagamento ${event.paymentIntentId} para a tentativa ${attempt.id}, já paga por ${otherCharge}`);
    // Another event about a payment already credited (a different event id): nothing moves.
    if (!credited) return ignore('pagamento já creditado por outro evento', false);
    let madeVisible = false;
    let receipt: IssuedReceipt | null = null;
    if (newlyPaid) {
      // The family's receipt and notification, in the transaction that records the payment
      // (docs/product.md#receipts); a payment refunded at once below still was a payment.
      receipt = await issueReceipt(tx, {
        kind: 'booking_payment',
        sourceKey: `booking_payment:${attempt.id}`,
        ownerId: pedido.familiaId,
        pedidoId: pedido.id,
        amountCents: attempt.amountCents,
        subtotalCents: pedido.subtotalCents,
        feeCents: pedido.feeCents,
        method: attempt.method,
        provider,
        providerReference: event.paymentIntentId,
        issuedAt: now,
      });
      const status = effectiveStatus(pedido.status, pedido, now);
      if (status === 'aguardando_pagamento' && (await markPedidoPaid(tx, pedido.id, now))) {
        madeVisible = true;
        await tellCaregiver(tx, pedido);
      } else {
        // Too late, cancelled meanwhile, or paid twice: this payment goes back in full.
        if (pedido.status === 'aguardando_pagamento' && (await expireUnpaidPedido(tx, pedido.id))) {
          await publish(tx, { type: 'booking', id: pedido.id, userIds: [pedido.familiaId] });
        }
        await owePaymentBack(tx, pedido, attempt.id, attempt.amountCents, 'pagamento_tardio', now);
      }
    }
    await finishBookingEvent(tx, eventRowId, { outcome: 'applied', pedidoId: pedido.id, processedAt: now });
    return { duplicate: false, outcome: 'applied', pedidoId: pedido.id, madeVisible, pedido, receipt } as const;
  });
  if (result.duplicate) return result;
  if (result.outcome === 'applied') {
    mailReceipt(deps, result.receipt);
    await processPendingRefunds(deps, { pedidoId: result.pedidoId });
    if (result.madeVisible) mailCaregiver(deps, result.pedido);
    if (result.madeVisible) await closeOtherCheckouts(deps, provider, result.pedidoId);
  }
  return { duplicate: false, outcome: result.outcome };
}

/**
 * Paid by one method, the request's card Checkout still open at the provider is expired, so the
 * family cannot pay a second time by mistake (that second payment would be refunded, but only
 * after the money left their card). Best effort, after the commit: a failure is logged, and a
 * payment arriving anyway is refunded in full as before (docs/product.md#booking-payments).
 */
async function closeOtherCheckouts(deps: BookingPaymentDeps, provider: PaymentProviderKind, pedidoId: string): Promise<void> {
  const payments = deps.payments;
  if (!payments || payments.kind !== provider) return;
  const open = (await findAttempts(deps.db, pedidoId)).filter((a) => a.provider === provider && a.method === 'card' && a.status === 'pending' && a.providerPaymentId);
  for (const attempt of open) {
    try {
      await payments.expireCheckoutSession(attempt.providerPaymentId!);
      deps.logger.info(`[booking-payments] checkout ${attempt.providerPaymentId} encerrado: o pedido ${pedidoId} já foi pago`);
    } catch (error) {
      deps.logger.warn(`[booking-payments] checkout ${attempt.providerPaymentId} do pedido ${pedidoId} não foi encerrado`, error);
    }
  }
}

type LockedPedido = NonNullable<Awaited<ReturnType<typeof lockPedido>>>;

/**
 * The money is in: the attempt is marked paid (once) and the family's payment enters the booking's
 * escrow (once per attempt: the payment posting's key is the provider payment that paid it).
 * Answers whether the attempt was newly paid, whether money was credited now, and — when the
 * attempt had been paid by another provider payment — which one (nothing is credited then).
 */
async function creditPayment(
  tx: Executor,
  pedido: Pick<LockedPedido, 'id' | 'familiaId'>,
  attempt: Pick<BookingPaymentRow, 'id' | 'amountCents'>,
  ref: { provider: PaymentProviderKind; providerPaymentId: string; paymentEventId: string | null },
  at: Date,
): Promise<{ newlyPaid: boolean; credited: boolean; otherCharge: string | null }> {
  const newlyPaid = await markAttemptSucceeded(tx, attempt.id, ref.providerPaymentId, at);
  if (!newlyPaid) {
    // Read under the request's lock, after any concurrent event for this attempt has committed.
    const paidBy = await findAttemptPaymentId(tx, attempt.id);
    if (paidBy !== ref.providerPaymentId) return { newlyPaid, credited: false, otherCharge: paidBy ?? 'desconhecido' };
  }
  const credited = await postTransaction(
    tx,
    paymentPosting({
      pedidoId: pedido.id,
      familiaId: pedido.familiaId,
      amountCents: attempt.amountCents,
      providerPaymentRef: `${ref.provider}:${ref.providerPaymentId}`,
      paymentEventId: ref.paymentEventId,
      at,
    }),
  );
  return { newlyPaid, credited, otherCharge: null };
}

/**
 * The demo seed's paid bookings (pendente, confirmada, concluida): a paid sandbox card attempt each
 * and the same payment posting a confirmed event makes, in a few statements so the first start
 * stays quick. There is no provider event for data that was never live.
 */
export async function recordSeededPayments(tx: Executor, pedidoIds: readonly string[]): Promise<void> {
  const pedidos = await findPedidoTotals(tx, pedidoIds);
  const rows = pedidos.map((p) => ({ id: randomUUID(), pedidoId: p.id, amountCents: p.totalCents, providerPaymentId: `pi_seed_${p.id.replace(/-/g, '')}`, paidAt: p.pagoEm ?? p.createdAt }));
  await insertPaidAttempts(tx, rows);
  await postTransactions(
    tx,
    pedidos.map((p, i) =>
      paymentPosting({ pedidoId: p.id, familiaId: p.familiaId, amountCents: p.totalCents, providerPaymentRef: `sandbox:${rows[i]!.providerPaymentId}`, paymentEventId: null, at: rows[i]!.paidAt }),
    ),
  );
  // Their receipts, as a real payment would have (docs/product.md#receipts), without notices.
  await issueSeededReceipts(
    tx,
    pedidos.map((p, i) => ({
      kind: 'booking_payment' as const,
      sourceKey: `booking_payment:${rows[i]!.id}`,
      ownerId: p.familiaId,
      pedidoId: p.id,
      amountCents: p.totalCents,
      subtotalCents: p.totalCents - p.feeCents,
      feeCents: p.feeCents,
      method: 'card' as const,
      provider: 'sandbox' as const,
      providerReference: rows[i]!.providerPaymentId,
      issuedAt: rows[i]!.paidAt,
    })),
  );
}

async function tellCaregiver(tx: Executor, pedido: LockedPedido) {
  const names = await partyNamesOf(tx, pedido);
  await createNotification(tx, {
    userId: pedido.cuidadorId,
    tipo: 'nova_reserva',
    mensagem: notificationMessages.newBooking(names.familia, formatBookingPeriod({ dataInicio: pedido.dataInicio, dataFim: pedido.dataFim, horaInicio: pedido.horaInicio, horaFim: pedido.horaFim, diasSemana: pedido.diasSemana }), pedido.modalidade === 'avulso'),
    link: paths.dashboard('cuidador'),
  });
  await publish(tx, { type: 'booking', id: pedido.id, userIds: [pedido.familiaId, pedido.cuidadorId] });
}

async function partyNamesOf(db: Executor, pedido: Pick<LockedPedido, 'familiaId' | 'cuidadorId'>) {
  const names = await partyNames(db, pedido.familiaId, pedido.cuidadorId);
  return { familia: fullName(names.familia ?? {}), cuidador: names.cuidador, familiaRow: names.familia };
}

function mailCaregiver(deps: BookingPaymentDeps, pedido: LockedPedido) {
  inBackground(
    (async () => {
      try {
        const names = await partyNamesOf(deps.db, pedido);
        if (!names.cuidador) return;
        const mail = newBookingMail({
          name: names.cuidador.firstName,
          familyName: names.familia,
          period: formatDateRange(pedido.dataInicio, pedido.dataFim),
          hours: formatTimeRange(pedido.horaInicio, pedido.horaFim),
          total: formatCentavos(pedido.subtotalCents),
          // A Plantão Avulso's price is fixed: the e-mail says so and what is hers (docs/product.md#single-shift).
          avulso: pedido.modalidade === 'avulso',
          url: `${deps.publicUrl}${paths.dashboard('cuidador')}`,
        });
        await deps.mailer.send({ ...mail, to: names.cuidador.email, kind: 'nova-reserva' });
      } catch (error) {
        deps.logger.warn('[booking-payments] e-mail não enviado', error);
      }
    })(),
  );
}

// ── Refunds ───────────────────────────────────────────────────────────────────────────────────

/** 'falta': a day the caregiver did not come to (docs/product.md#visits). */
type RefundReason = 'recusada' | 'expirada' | 'cancelada' | 'pagamento_tardio' | 'disputa' | 'falta';

async function owePaymentBack(tx: Executor, pedido: { id: string; familiaId: string }, bookingPaymentId: string, amountCents: number, reason: RefundReason, at: Date) {
  const idempotencyKey = `refund:${bookingPaymentId}`;
  if (!(await insertRefund(tx, { bookingPaymentId, pedidoId: pedido.id, amountCents, reason, idempotencyKey }))) return false;
  await postTransaction(tx, refundPosting({ pedidoId: pedido.id, familiaId: pedido.familiaId, amountCents, bookingPaymentId, at, idempotencyKey }));
  return true;
}

/**
 * A no-show day of a care plan's booking (ADR 0047, docs/product.md#visits): it was paid from the
 * plan, so its value goes back to the plan's account, once, under the same key a paid day's no-show
 * refund has (the release and the disputes read that key as the day's money settled). Answers
 * whether the booking was a plan's (false: nothing was paid for it).
 */
export async function returnPlanDayForNoShow(tx: Executor, pedidoId: string, reservaId: string, amountCents: number, at: Date): Promise<boolean> {
  const plan = await findPlanShiftsToReturn(tx, pedidoId, at);
  if (!plan || amountCents <= 0) return false;
  await postTransaction(tx, planReturnPosting({ subscriptionId: plan.subscriptionId, familiaId: plan.familiaId, pedidoId, amountCents, at, idempotencyKey: `refund:falta:${reservaId}` }));
  return true;
}

/**
 * Inside the caller's transaction, under the request's lock: part of what the family paid goes
 * back for one cause (refund:cancel:<pedido>, refund:dispute:<id>), from the payment that still
 * holds enough, once per key. The provider is asked after commit (processPendingRefunds).
 */
export async function owePartialRefund(
  tx: Executor,
  pedido: { id: string; familiaId: string },
  refund: { idempotencyKey: string; amountCents: number; reason: RefundReason; at: Date },
): Promise<boolean> {
  if (refund.amountCents <= 0) return false;
  const payments = await findRefundablePayments(tx, pedido.id);
  const payment = payments.sort((a, b) => b.remainingCents - a.remainingCents)[0];
  // Escrow never holds more than the live payment: a second payment is refunded in full on arrival.
  if (!payment || payment.remainingCents < refund.amountCents) throw new Error(`pedido ${pedido.id}: nenhum pagamento cobre o reembolso de ${refund.amountCents}`);
  const { idempotencyKey, amountCents, reason, at } = refund;
  if (!(await insertRefund(tx, { bookingPaymentId: payment.id, pedidoId: pedido.id, amountCents, reason, idempotencyKey }))) return false;
  await postTransaction(tx, refundPosting({ pedidoId: pedido.id, familiaId: pedido.familiaId, amountCents, bookingPaymentId: payment.id, at, idempotencyKey }));
  return true;
}

/** Inside the caller's transaction: whether the request was paid through the platform (money in escrow to settle). */
export async function hasPaidPayment(tx: Executor, pedidoId: string): Promise<boolean> {
  return hasSucceededPayment(tx, pedidoId);
}

/**
 * Inside the transaction that declined, expired or cancelled a request before acceptance: every
 * payment of it goes back in full (escrow → refunds), once per payment whatever runs it. The
 * provider is asked after commit (processPendingRefunds). Answers how many refunds were owed now.
 */
export async function refundBookingInTransaction(tx: Executor, pedido: { id: string; familiaId: string }, reason: RefundReason, at: Date): Promise<number> {
  let owed = 0;
  await lockPedido(tx, pedido.id);
  for (const payment of await findRefundablePayments(tx, pedido.id)) {
    if (await owePaymentBack(tx, pedido, payment.id, payment.remainingCents, reason, at)) owed++;
  }
  return owed;
}

/**
 * Inside the transaction that cancelled a confirmed booking (docs/product.md#cancellation-policy):
 * posts exactly the settlement the person was quoted. Nothing started and everything due back →
 * each payment back in full, as before acceptance. Otherwise the refund part (refund:cancel:<pedido>,
 * asked of the provider after commit), and the caregiver's half of the first day with the fee the
 * platform keeps, released at once (release:cancel:<pedido>, docs/decisions/0036); the days already
 * started stay in escrow for their usual release 48 h after each ends. A booking never paid through
 * the platform has nothing to move.
 */
export async function settleCancellationInTransaction(
  tx: Executor,
  pedido: { id: string; familiaId: string; cuidadorId: string },
  settlement: CancellationSettlement,
  at: Date,
): Promise<void> {
  await lockPedido(tx, pedido.id);
  if (!(await hasPaidPayment(tx, pedido.id))) {
    await settlePlanBookingCancellation(tx, pedido, settlement, at);
    return;
  }
  const payments = await findRefundablePayments(tx, pedido.id);
  if (!payments.length) return;
  // Everything still held goes back: each payment in full, as before acceptance. Not so once a
  // series' occurrence was cancelled on its own (ADR 0045): part of the escrow left then, so the
  // rest is refunded by amount below.
  const held = payments.reduce((sum, p) => sum + p.remainingCents, 0);
  if (settlement.deliveredDays === 0 && settlement.refundToFamilyCents === settlement.subtotalCents + settlement.feeCents && settlement.refundToFamilyCents === held) {
    await refundBookingInTransaction(tx, pedido, 'cancelada', at);
    return;
  }
  await settlePartsInTransaction(tx, pedido, settlement, { refund: `refund:cancel:${pedido.id}`, release: `release:cancel:${pedido.id}` }, at);
}

/**
 * A booking of a care plan (ADR 0047) has no booking payment: it was paid from the plan's account.
 * Cancelled whole, the policy (docs/product.md#cancellation-policy) splits its shifts not started
 * as for a paid booking — the caregiver's half shift and the fee of a family's late cancellation
 * released at once (release:cancel:<pedido>), the rest back to the plan's account
 * (refund:cancel:<pedido>) instead of a card; the started shifts stay for their release. The
 * assignment ends so the family can give its weekdays to someone else.
 */
async function settlePlanBookingCancellation(tx: Executor, pedido: { id: string; familiaId: string; cuidadorId: string }, settlement: CancellationSettlement, at: Date): Promise<void> {
  if (!(await planOfBooking(tx, pedido.id))) return;
  await endPlanAssignmentOf(tx, pedido.id, at);
  await settlePartsInTransaction(tx, pedido, settlement, { refund: `refund:cancel:${pedido.id}`, release: `release:cancel:${pedido.id}` }, at);
}

/** The care plan whose account paid this booking (ADR 0047); null for a booking paid by card or Pix. */
async function planOfBooking(tx: Executor, pedidoId: string) {
  const plan = await findPlanShiftsToReturn(tx, pedidoId, new Date(0));
  return plan ? { subscriptionId: plan.subscriptionId, familiaId: plan.familiaId } : null;
}

/**
 * Inside the caller's transaction, under the request's lock: part of what was paid for a booking
 * goes back for one cause, to whoever paid it — the family's card or Pix payment (owePartialRefund,
 * the provider asked after commit) or, for a care plan's booking, the plan's account (a plan_return
 * under the same key, ADR 0047). Once per key.
 */
export async function oweRefundToPayer(
  tx: Executor,
  pedido: { id: string; familiaId: string },
  refund: { idempotencyKey: string; amountCents: number; reason: RefundReason; at: Date },
): Promise<boolean> {
  if (refund.amountCents <= 0) return false;
  const plan = await planOfBooking(tx, pedido.id);
  if (!plan) return owePartialRefund(tx, pedido, refund);
  return postTransaction(
    tx,
    planReturnPosting({ subscriptionId: plan.subscriptionId, familiaId: plan.familiaId, pedidoId: pedido.id, amountCents: refund.amountCents, at: refund.at, idempotencyKey: refund.idempotencyKey }),
  );
}

/**
 * A cancellation's settlement of some days, posted under its keys: the refund part back to whoever
 * paid (oweRefundToPayer), and the caregiver's share with the fee the platform keeps released at
 * once (docs/decisions/0036).
 */
async function settlePartsInTransaction(
  tx: Executor,
  pedido: { id: string; familiaId: string; cuidadorId: string },
  settlement: Pick<CancellationSettlement, 'refundToFamilyCents' | 'toCaregiverCents' | 'feeKeptCents'>,
  keys: { refund: string; release: string },
  at: Date,
): Promise<void> {
  await oweRefundToPayer(tx, pedido, { idempotencyKey: keys.refund, amountCents: settlement.refundToFamilyCents, reason: 'cancelada', at });
  if (settlement.toCaregiverCents + settlement.feeKeptCents > 0) {
    await postTransaction(
      tx,
      escrowReleasePosting({ idempotencyKey: keys.release, pedidoId: pedido.id, cuidadorId: pedido.cuidadorId, subtotalCents: settlement.toCaregiverCents, feeCents: settlement.feeKeptCents, at }),
    );
  }
}

/**
 * Inside the transaction that cancelled occurrences of a series (ADR 0045): posts exactly the
 * settlement quoted for those days, keyed by the first occurrence they cover (each occurrence is
 * cancelled once, so a key is never reused): the refund part (refund:occurrence:<reserva>, asked of
 * the provider after commit) and, for a family's late cancellation, the caregiver's half day with
 * the fee the platform keeps, released at once (release:occurrence:<reserva>). Nothing to move for
 * a request never paid through the platform.
 */
export async function settleOccurrencesInTransaction(
  tx: Executor,
  pedido: { id: string; familiaId: string; cuidadorId: string },
  settlement: Pick<CancellationSettlement, 'refundToFamilyCents' | 'toCaregiverCents' | 'feeKeptCents'>,
  firstOccurrenceId: string,
  at: Date,
): Promise<void> {
  await lockPedido(tx, pedido.id);
  // Paid by card or Pix, or from a care plan's account (ADR 0047): the same policy either way, the
  // refund part going back to whoever paid. Nothing to move for a request never paid.
  if (!(await hasPaidPayment(tx, pedido.id)) && !(await planOfBooking(tx, pedido.id))) return;
  await settlePartsInTransaction(tx, pedido, settlement, { refund: `refund:occurrence:${firstOccurrenceId}`, release: `release:occurrence:${firstOccurrenceId}` }, at);
}

/**
 * Asks the provider for the refunds owed (of one request, one refund, or the oldest ones), each with
 * the same idempotency key every time, so a retry or another process never pays back twice. One the
 * provider took as pending is asked where it is, never asked for again; it is done (receipt and
 * notice) only once the provider says so. A failure is recorded and retried by the periodic job,
 * except a refund the provider took and then failed: that is final (docs/product.md#operators).
 */
export async function processPendingRefunds(
  deps: Pick<BookingPaymentDeps, 'db' | 'payments' | 'logger' | 'now'> & Partial<Pick<BookingPaymentDeps, 'mailer' | 'publicUrl'>>,
  options: { pedidoId?: string; refundId?: string; limit?: number } = {},
): Promise<{ refunded: number; failed: number; pending: number }> {
  let refunded = 0;
  let failed = 0;
  let pending = 0;
  const which = { ...(options.pedidoId ? { pedidoId: options.pedidoId } : {}), ...(options.refundId ? { refundId: options.refundId } : {}) };
  for (const refund of await findPendingRefunds(deps.db, { ...which, limit: options.limit ?? 50 })) {
    const payments = deps.payments;
    if (!payments || payments.kind !== refund.provider || !refund.providerPaymentId) {
      deps.logger.warn(`[booking-payments] reembolso ${refund.id} aguarda o provedor ${refund.provider}`);
      continue;
    }
    try {
      const providerRefundId = refund.providerRefundId
        ? (await payments.refundState(refund.providerRefundId)) === 'succeeded'
          ? refund.providerRefundId
          : null
        : await askForRefund(deps.db, payments, { ...refund, providerPaymentId: refund.providerPaymentId });
      if (!providerRefundId) {
        pending++;
        continue;
      }
      // Recorded with the family's receipt and notification in one transaction (docs/product.md#receipts).
      const at = deps.now();
      await recordConfirmedRefund(deps, (tx) => markRefundDone(tx, refund.id, providerRefundId, at), {
        kind: 'booking_refund',
        sourceKey: `booking_refund:${refund.id}`,
        ownerId: refund.familiaId,
        pedidoId: refund.pedidoId,
        amountCents: refund.amountCents,
        method: refund.method,
        provider: refund.provider,
        providerReference: providerRefundId,
        reason: refund.reason,
        issuedAt: at,
      });
      refunded++;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      failed++;
      deps.logger.error(`[booking-payments] reembolso ${refund.id} falhou; nova tentativa na próxima rotina`, error);
      await markRefundFailed(deps.db, refund.id, error.message, error.refused);
    }
  }
  return { refunded, failed, pending };
}

/** Asks for the refund; answers the provider's refund id once paid back, null while the provider has it pending (kept on the row). */
async function askForRefund(
  db: Executor,
  payments: PaymentProvider,
  refund: { id: string; providerPaymentId: string; amountCents: number; idempotencyKey: string; pedidoId: string },
): Promise<string | null> {
  const result = await payments.refundBookingPayment({
    providerPaymentId: refund.providerPaymentId,
    amountCents: refund.amountCents,
    // refund:<payment> → booking-refund-<payment> (the key refunds had before causes existed).
    idempotencyKey: `booking-${refund.idempotencyKey.replaceAll(':', '-')}`,
    pedidoId: refund.pedidoId,
  });
  if (!result.pending) return result.refundId;
  await markRefundTakenByProvider(db, refund.id, result.refundId);
  return null;
}

/**
 * Our team paid a refund back itself (a Pix or bank transfer of its own) because the provider
 * refused it (docs/product.md#operators): the refund marked done by the team with the family's
 * receipt (recordTeamRefund). The ledger moved the money to the family's refunds when the refund
 * was owed; only who paid it changes.
 */
export async function recordTeamBookingRefund(
  deps: Pick<BookingPaymentDeps, 'db' | 'logger'> & Partial<Pick<BookingPaymentDeps, 'mailer' | 'publicUrl'>>,
  refundId: string,
  team: { method: TeamRefundMethod; reference: string; at: Date },
  alsoRecord: (tx: Executor, refund: { familiaId: string; amountCents: number }) => Promise<void>,
): Promise<'done' | 'not_pending' | 'not_refused'> {
  return recordTeamRefund(
    deps,
    await findRefundForTeam(deps.db, refundId),
    (tx) => markRefundDoneByTeam(tx, refundId, team, team.at),
    (refund) => ({
      kind: 'booking_refund',
      sourceKey: `booking_refund:${refund.id}`,
      ownerId: refund.familiaId,
      pedidoId: refund.pedidoId,
      amountCents: refund.amountCents,
      method: team.method,
      provider: refund.provider,
      providerReference: team.reference,
      reason: refund.reason,
      issuedAt: team.at,
    }),
    alsoRecord,
  );
}

// ── Release ───────────────────────────────────────────────────────────────────────────────────

/**
 * 48 h after each confirmed day ends, its money leaves escrow: the subtotal to the caregiver's
 * available balance, the fee share to the platform. Each day is its own idempotent posting under
 * the booking's lock, so several processes may run this at once.
 */
export async function releaseDueDays(deps: Pick<BookingPaymentDeps, 'db' | 'now'>, limit = 200): Promise<number> {
  const now = deps.now();
  const endedBefore = new Date(now.getTime() - BOOKING_RELEASE_DELAY_HOURS * 3600_000);
  let released = 0;
  for (const day of await findDaysDueForRelease(deps.db, endedBefore, limit)) {
    const posted = await deps.db.transaction(async (tx) => {
      await lockPedido(tx, day.pedidoId);
      // A dispute opened since the day was read holds it (docs/product.md#disputes).
      if (await isDayHeld(tx, day.reservaId)) return false;
      return postTransaction(tx, releasePosting({ ...day, at: now }));
    });
    if (posted) released++;
  }
  return released;
}

/** Every day due for release, in one batch inside the caller's transaction (the demo seed). */
export async function releaseDueDaysInTransaction(tx: Executor, now: Date, limit = 100_000): Promise<number> {
  const endedBefore = new Date(now.getTime() - BOOKING_RELEASE_DELAY_HOURS * 3600_000);
  const days = await findDaysDueForRelease(tx, endedBefore, limit);
  return (await postTransactions(tx, days.map((day) => releasePosting({ ...day, at: releaseAt(day.endDatetime) })))).size;
}
