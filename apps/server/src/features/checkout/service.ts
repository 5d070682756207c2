import { randomUUID } from 'node:crypto';
import {
  canCancelPlan,
  canRefundPlan,
  CHECKOUT_SESSION_MINUTES,
  effectivePlanStatus,
  PLAN_CURRENCY,
  nextChargeAt,
  withdrawalDeadline,
  type CheckoutSessionDto,
  type PlanPriceDto,
  type PlanSubscriptionDto,
  type SandboxCheckoutDto,
} from '@cuidar/domain/checkout';
import type { BookingPaymentDto, BookingPaymentMethod } from '@cuidar/domain/booking-payments';
import { messages } from '@cuidar/domain/messages';
import { findPlan, type Plan, type PlanId } from '@cuidar/domain/plans';
import { planShiftSplit, shiftsPerPeriod } from '@cuidar/domain/plan-care';
import { checkoutPath, paths } from '@cuidar/domain/routes';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import { PaymentProviderError, type PaymentProvider, type SubscriptionSchedule } from '../../payments/provider';
import { sandboxBookingPaymentEvent, sandboxExpiredEvent, sandboxPaymentEvents } from '../../payments/sandbox';
import type { Mailer } from '../../mail/mailer';
import { applyBookingPaymentEvent, getBookingPayment, prepareSandboxAttempt } from '../booking-payments/service';
import { issueReceipt, mailReceipt, type IssuedReceipt } from '../receipts/service';
import { postTransaction, planPaymentPosting } from '../ledger/service';
import { planAccountOf } from '../plan-leftover/service';
import { bookRenewedPeriodInTransaction, endPlanCareInTransaction, notifyPlanCareEnded, type EndedPlanCare } from '../plan-care/service';
import { transactionWithEvents } from '../../realtime/events';
import { signWebhookPayload, verifyWebhookEvent, WebhookRejectedError, type PaymentEvent } from '../../payments/webhook';
import {
  findCustomerId,
  findFamilyPlan,
  findFamilyPlanBySession,
  findLatestPaidPlan,
  findOpenPlan,
  findPlanForEvent,
  finishEvent,
  insertPendingPlan,
  isEventRecorded,
  lockPlan,
  recordEvent,
  updatePlan,
  type PlanPatch,
  type PlanRow,
} from './repository';

// Care plans: starting a checkout, the provider's events moving a plan through its life, and the
// family's own actions (cancel at the end of the period, withdraw with a refund within 7 days).

export interface CheckoutDeps {
  db: Database;
  payments: PaymentProvider | null;
  now: () => Date;
  logger: Logger;
  publicUrl: string;
  /** A booking's payment tells the caregiver by e-mail (booking-payments). */
  mailer: Mailer;
}

/** A checkout left open longer than this without a provider session is a crashed attempt. */
const STALE_CLAIM_MS = 2 * 60 * 1000;
/** An open checkout is reused only if the person still has this long to pay. */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

const unavailable = () => new AppError('UNAVAILABLE', 503, messages.checkout.unavailable);
const paymentFailed = () => new AppError('UNAVAILABLE', 502, messages.checkout.paymentError);

function providerFor(deps: CheckoutDeps, plan?: Pick<PlanRow, 'provider'>): PaymentProvider {
  if (!deps.payments || (plan && deps.payments.kind !== plan.provider)) throw unavailable();
  return deps.payments;
}

function planOf(row: Pick<PlanRow, 'planId'>): Plan {
  const plan = findPlan(row.planId);
  if (!plan) throw new Error(`plano desconhecido no banco: ${row.planId}`);
  return plan;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The plan as its family sees it, with its account (docs/product.md#plan-care). */
async function planDto(db: Executor, row: PlanRow, now: Date): Promise<PlanSubscriptionDto> {
  return toPlanDto(row, now, await planAccountOf(db, row, now));
}

function toPlanDto(row: PlanRow, now: Date, account: Pick<PlanSubscriptionDto, 'accountBalanceCents' | 'leftoverRefunds'>): PlanSubscriptionDto {
  const status = effectivePlanStatus(row, now);
  const paid = row.activatedAt !== null && (status === 'active' || status === 'cancel_at_period_end');
  return {
    id: row.id,
    planId: row.planId,
    planTitle: planOf(row).title,
    status,
    provider: row.provider,
    monthlyAmountCents: row.monthlyAmountCents,
    durationMonths: row.durationMonths,
    activatedAt: iso(row.activatedAt),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    endsAt: iso(row.endsAt),
    nextChargeAt: iso(nextChargeAt(row, now)),
    canceledAt: iso(row.canceledAt),
    refundedAt: iso(row.refundedAt),
    refundedAmountCents: row.refundedAmountCents,
    canCancel: canCancelPlan(row, now),
    canRefund: canRefundPlan(row, now),
    refundDeadline: paid && row.activatedAt ? withdrawalDeadline(row.activatedAt).toISOString() : null,
    ...account,
  };
}

function toSessionDto(row: PlanRow, now: Date): CheckoutSessionDto {
  return {
    sessionId: row.providerSessionId ?? '',
    status: effectivePlanStatus(row, now),
    planId: row.planId,
    planTitle: planOf(row).title,
    provider: row.provider,
  };
}

// ── Checkout ──────────────────────────────────────────────────────────────────────────────

/**
 * Starts paying for a plan: claims the family's single open slot, then asks the provider for a
 * checkout session charging the plan's monthly value from PLANS. Asking again for the same plan
 * while its checkout is still payable answers the same url (a double click opens one checkout).
 */
/** The plan's price as the checkout shows it (docs/product.md#plans); an unknown plan is not found. */
export function planPrice(planId: string, feePercent: number): PlanPriceDto {
  const plan = findPlan(planId);
  if (!plan) throw notFound(messages.checkout.planNotFound);
  return {
    planId: plan.id,
    monthlyValueCents: plan.monthlyValueCents,
    shiftsPerMonth: shiftsPerPeriod(plan),
    feePercent,
    perShift: planShiftSplit(plan.dailyPriceCents, feePercent),
  };
}

export async function startCheckout(
  deps: CheckoutDeps,
  family: { id: string; email: string },
  planId: PlanId,
): Promise<{ url: string; sessionId: string }> {
  const payments = providerFor(deps);
  const plan = findPlan(planId);
  if (!plan) throw badRequest(messages.checkout.planNotFound, 'planId');
  const now = deps.now();

  const open = await findOpenPlan(deps.db, family.id);
  if (open) {
    const reused = await settleOpenPlan(deps, payments, open, plan, now);
    if (reused) return reused;
  }

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CHECKOUT_SESSION_MINUTES * 60 * 1000);
  try {
    await insertPendingPlan(deps.db, {
      id,
      familiaId: family.id,
      planId: plan.id,
      provider: payments.kind,
      monthlyAmountCents: plan.monthlyValueCents,
      durationMonths: plan.durationMonths,
      sessionExpiresAt: expiresAt,
    });
  } catch (error) {
    // Another request of the same family claimed the slot a moment ago.
    if (isUniqueViolation(error)) throw conflict(messages.checkout.paymentError);
    throw error;
  }

  let session;
  try {
    session = await payments.createCheckoutSession({
      subscriptionRowId: id,
      familiaId: family.id,
      email: family.email,
      plan,
      customerId: await findCustomerId(deps.db, family.id, payments.kind),
      successUrl: `${deps.publicUrl}${paths.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}${checkoutPath(plan.id)}`,
      expiresAt,
      idempotencyKey: `checkout-${id}`,
    });
  } catch (error) {
    await updatePlan(deps.db, id, ['pending'], { status: 'expired' });
    deps.logger.error(`[checkout] sessão não criada para ${id}`, error);
    throw paymentFailed();
  }
  await updatePlan(deps.db, id, ['pending'], { providerSessionId: session.sessionId, sessionUrl: session.url });
  deps.logger.info(`[checkout] ${payments.kind}: checkout ${session.sessionId} do plano ${plan.id} (assinatura ${id})`);
  return { url: session.url, sessionId: session.sessionId };
}

/** Deals with the family's open plan before a new checkout; answers the checkout to reuse, if any. */
async function settleOpenPlan(
  deps: CheckoutDeps,
  payments: PaymentProvider,
  open: PlanRow,
  plan: Plan,
  now: Date,
): Promise<{ url: string; sessionId: string } | null> {
  const status = effectivePlanStatus(open, now);
  if (status === 'active' || status === 'cancel_at_period_end') throw conflict(messages.checkout.alreadyHasPlan);
  if (open.status !== 'pending') {
    // Paid, and over by now: the provider's closing event is late. The plan is ended.
    await updatePlan(deps.db, open.id, ['active', 'cancel_at_period_end'], { status: 'canceled', canceledAt: open.currentPeriodEnd ?? open.endsAt ?? now });
    return null;
  }
  if (!open.providerSessionId || !open.sessionUrl) {
    if (now.getTime() - open.createdAt.getTime() < STALE_CLAIM_MS) throw conflict(messages.checkout.paymentError);
    await updatePlan(deps.db, open.id, ['pending'], { status: 'expired' });
    return null;
  }
  const stillPayable = open.sessionExpiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS;
  if (stillPayable && open.planId === plan.id && open.provider === payments.kind) {
    return { url: open.sessionUrl, sessionId: open.providerSessionId };
  }
  // Another plan, or about to expire: close the old checkout so it can no longer be paid.
  if (stillPayable && open.provider === payments.kind) {
    try {
      await payments.expireCheckoutSession(open.providerSessionId);
    } catch (error) {
      deps.logger.warn(`[checkout] não foi possível expirar ${open.providerSessionId}`, error);
      throw paymentFailed();
    }
  }
  await updatePlan(deps.db, open.id, ['pending'], { status: 'expired' });
  return null;
}

export async function getCheckoutSession(deps: CheckoutDeps, familiaId: string, sessionId: string): Promise<CheckoutSessionDto> {
  const row = await findFamilyPlanBySession(deps.db, familiaId, sessionId);
  if (!row) throw notFound(messages.checkout.sessionNotFound);
  return toSessionDto(row, deps.now());
}

// ── Provider events ───────────────────────────────────────────────────────────────────────

export type WebhookResult = { duplicate: true } | { duplicate: false; outcome: 'applied' | 'ignored' };

/**
 * The one way a payment changes a plan: verify the signature on the raw body, record the event id
 * once, apply it. Stripe's deliveries and the sandbox's confirmations both come through here.
 */
export async function handlePaymentWebhook(deps: CheckoutDeps, rawBody: string, signature: string | undefined): Promise<WebhookResult> {
  const payments = providerFor(deps);
  const now = deps.now();
  let event: PaymentEvent;
  try {
    event = await verifyWebhookEvent(rawBody, signature, payments.webhookSecrets, now);
  } catch (error) {
    if (error instanceof WebhookRejectedError) {
      deps.logger.warn(`[payments] evento recusado: ${error.message}`);
      throw badRequest(messages.checkout.invalidSignature);
    }
    throw error;
  }
  if (await isEventRecorded(deps.db, payments.kind, event.id)) return { duplicate: true };
  // A booking paid (card or Pix): the booking's side records the event and moves the money.
  if (event.type === 'payment_intent.succeeded') return applyBookingPaymentEvent({ ...deps, payments }, payments.kind, event);

  const plan = await findPlanForEvent(deps.db, payments.kind, refsOf(event));
  // A payment that does not match the plan's amount and currency moves nothing, at the provider
  // either: it is recorded, ignored and reported for someone to look at (and refund).
  const mismatch = plan ? paymentMismatch(plan, event) : null;
  if (plan && mismatch) deps.logger.error(`[payments] ${event.id}: pagamento não confere com a assinatura ${plan.id} (${mismatch}); ignorado, verificar e reembolsar se preciso`);
  // Calls to the provider happen outside the transaction (they are idempotent); a failure answers
  // 500 and the provider delivers the event again later.
  const schedule = plan && !mismatch ? await scheduleEndIfPaid(payments, plan, event, now) : null;

  const issued: IssuedReceipt[] = [];
  const result = await deps.db.transaction(async (tx) => {
    issued.length = 0; // a retried transaction starts over
    const eventRowId = await recordEvent(tx, { provider: payments.kind, providerEventId: event.id, type: event.type === 'other' ? event.rawType : event.type, receivedAt: now });
    if (!eventRowId) return { duplicate: true } as const;
    const locked = plan ? await lockPlan(tx, plan.id) : undefined;
    const applied = locked && !mismatch ? await applyEvent(tx, deps.logger, locked, event, schedule, now, issued, deps.publicUrl) : false;
    await finishEvent(tx, eventRowId, { outcome: applied ? 'applied' : 'ignored', subscriptionId: locked?.id ?? null, processedAt: now });
    deps.logger.info(`[payments] ${event.type === 'other' ? event.rawType : event.type} ${event.id}: ${applied ? 'aplicado' : 'ignorado'}`);
    return { duplicate: false, outcome: applied ? 'applied' : 'ignored' } as const;
  });
  for (const receipt of issued) mailReceipt(deps, receipt);
  return result;
}

function refsOf(event: PaymentEvent) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return { rowId: event.subscriptionRowId, sessionId: event.sessionId };
    case 'invoice.paid':
    case 'customer.subscription.deleted':
      return { rowId: event.subscriptionRowId, subscriptionId: event.subscriptionId };
    default:
      return {};
  }
}

/**
 * What is wrong with a payment for this plan, or null when it pays exactly the plan's monthly value
 * in reais (amount and currency as recorded when the checkout started, never as the event says).
 */
export function paymentMismatch(plan: Pick<PlanRow, 'monthlyAmountCents'>, event: PaymentEvent): string | null {
  let amount: number | null;
  let currency: string | null;
  if (event.type === 'invoice.paid' && event.amountPaidCents > 0) {
    amount = event.amountPaidCents;
    currency = event.currency;
  } else if (event.type === 'checkout.session.completed' && event.isPaid) {
    amount = event.amountTotalCents;
    currency = event.currency;
  } else {
    return null;
  }
  if (currency !== PLAN_CURRENCY) return `moeda ${currency ?? 'ausente'}, esperada ${PLAN_CURRENCY}`;
  if (amount !== plan.monthlyAmountCents) return `valor ${amount ?? 'ausente'}, esperado ${plan.monthlyAmountCents}`;
  return null;
}

/** The first payment fixes the plan's end at the provider (once; later events find endsAt set). */
async function scheduleEndIfPaid(payments: PaymentProvider, plan: PlanRow, event: PaymentEvent, now: Date): Promise<SubscriptionSchedule | null> {
  if (plan.endsAt || (plan.status !== 'pending' && plan.status !== 'active')) return null;
  const subscriptionId =
    event.type === 'checkout.session.completed' && event.isPaid ? event.subscriptionId : event.type === 'invoice.paid' ? event.subscriptionId : null;
  if (!subscriptionId) return null;
  return payments.scheduleSubscriptionEnd({ subscriptionId, durationMonths: plan.durationMonths, now });
}

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a.getTime() >= b.getTime() ? a : b);

async function applyEvent(
  tx: Executor,
  logger: Logger,
  plan: PlanRow,
  event: PaymentEvent,
  schedule: SubscriptionSchedule | null,
  now: Date,
  issued: IssuedReceipt[],
  publicUrl: string,
): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed': {
      if (event.familiaId && event.familiaId !== plan.familiaId) {
        logger.error(`[payments] ${event.id}: família do evento difere da assinatura ${plan.id}`);
        return false;
      }
      if (!event.isPaid) return false;
      return activateOrLink(tx, logger, plan, {
        customerId: event.customerId,
        subscriptionId: event.subscriptionId,
        invoiceId: null,
        periodEnd: schedule?.currentPeriodEnd ?? null,
        schedule,
        now,
        reference: event.sessionId,
        issued,
        publicUrl,
      });
    }
    case 'invoice.paid': {
      if (event.amountPaidCents <= 0) return false;
      return activateOrLink(tx, logger, plan, {
        customerId: event.customerId,
        subscriptionId: event.subscriptionId,
        invoiceId: event.invoiceId,
        periodEnd: later(event.periodEnd, schedule?.currentPeriodEnd ?? null),
        schedule,
        now,
        reference: event.invoiceId,
        issued,
        publicUrl,
      });
    }
    case 'customer.subscription.deleted':
      return updatePlan(tx, plan.id, ['pending', 'active', 'cancel_at_period_end'], { status: 'canceled', canceledAt: now });
    case 'checkout.session.expired':
      return updatePlan(tx, plan.id, ['pending'], { status: 'expired' });
    default:
      return false;
  }
}

/**
 * A payment for a plan: activates a pending plan (whichever of the session or the invoice event
 * arrives first), or renews a running one (the period moves forward). Never revives an ended plan.
 */
async function activateOrLink(
  tx: Executor,
  logger: Logger,
  plan: PlanRow,
  input: {
    customerId: string | null;
    subscriptionId: string | null;
    invoiceId: string | null;
    periodEnd: Date | null;
    schedule: SubscriptionSchedule | null;
    now: Date;
    /** The provider's reference of this payment (checkout session or invoice), for the receipt. */
    reference: string | null;
    /** Receipts issued here, e-mailed after the commit. */
    issued: IssuedReceipt[];
    /** The site's address, for the renewed bookings' contracts. */
    publicUrl: string;
  },
): Promise<boolean> {
  const patch: PlanPatch = {};
  // A payment's receipt (docs/product.md#receipts): the first one activates the plan; a later
  // invoice (one other than the invoice already linked) is a monthly renewal. The first invoice of
  // a plan activated by its checkout session only links and gets none: it is the same payment.
  const isFirstPayment = plan.status === 'pending';
  const isRenewal = !isFirstPayment && input.invoiceId !== null && plan.latestInvoiceId !== null && input.invoiceId !== plan.latestInvoiceId;
  if (!plan.providerCustomerId && input.customerId) patch.providerCustomerId = input.customerId;
  if (!plan.providerSubscriptionId && input.subscriptionId) patch.providerSubscriptionId = input.subscriptionId;
  if (input.invoiceId && input.invoiceId !== plan.latestInvoiceId) patch.latestInvoiceId = input.invoiceId;
  if (!plan.endsAt && input.schedule) patch.endsAt = input.schedule.endsAt;
  const periodEnd = later(plan.currentPeriodEnd, input.periodEnd);
  if (periodEnd && periodEnd.getTime() !== plan.currentPeriodEnd?.getTime()) patch.currentPeriodEnd = periodEnd;

  if (plan.status === 'pending') {
    patch.status = 'active';
    patch.activatedAt = input.now;
  } else if (plan.status !== 'active' && plan.status !== 'cancel_at_period_end') {
    logger.error(`[payments] pagamento recebido para a assinatura ${plan.id} em estado ${plan.status}: verificar e reembolsar se preciso`);
    return false;
  }
  if (!Object.keys(patch).length) return false;
  const updated = await updatePlan(tx, plan.id, ['pending', 'active', 'cancel_at_period_end'], patch);
  if (updated && (isFirstPayment || isRenewal)) {
    // The plan's money enters the ledger with the payment, once per payment (ADR 0047): held in
    // the plan's account until its shifts are booked with caregivers.
    await postTransaction(
      tx,
      planPaymentPosting({
        subscriptionId: plan.id,
        familiaId: plan.familiaId,
        amountCents: plan.monthlyAmountCents,
        idempotencyKey: isFirstPayment ? `plan_payment:${plan.id}:first` : `plan_payment:${plan.provider}:${input.invoiceId}`,
        at: input.now,
      }),
    );
    // A renewal books the new period's shifts with the caregivers who accepted (docs/product.md#plan-care).
    if (isRenewal) await bookRenewedPeriodInTransaction(tx, plan.id, input.now, input.publicUrl);
    const receipt = await issueReceipt(tx, {
      kind: 'plan_payment',
      sourceKey: isFirstPayment ? `plan_payment:${plan.id}:first` : `plan_payment:${plan.provider}:${input.invoiceId}`,
      ownerId: plan.familiaId,
      subscriptionId: plan.id,
      amountCents: plan.monthlyAmountCents,
      method: 'card',
      provider: plan.provider,
      providerReference: input.reference,
      issuedAt: input.now,
    });
    if (receipt) input.issued.push(receipt);
  }
  return updated;
}

// ── Sandbox checkout page ─────────────────────────────────────────────────────────────────

function sandboxOnly(deps: CheckoutDeps): PaymentProvider {
  if (deps.payments?.kind !== 'sandbox') throw notFound(messages.checkout.sessionNotFound);
  return deps.payments;
}

async function sandboxPlan(deps: CheckoutDeps, familiaId: string, sessionId: string): Promise<PlanRow & { providerSessionId: string }> {
  sandboxOnly(deps);
  const row = await findFamilyPlanBySession(deps.db, familiaId, sessionId);
  if (!row || row.provider !== 'sandbox') throw notFound(messages.checkout.sessionNotFound);
  return { ...row, providerSessionId: sessionId };
}

export async function getSandboxCheckout(deps: CheckoutDeps, familiaId: string, sessionId: string): Promise<SandboxCheckoutDto> {
  const row = await sandboxPlan(deps, familiaId, sessionId);
  const now = deps.now();
  const expired = row.status === 'pending' && row.sessionExpiresAt.getTime() <= now.getTime();
  return {
    sessionId,
    status: expired ? 'expired' : effectivePlanStatus(row, now),
    planId: row.planId,
    planTitle: planOf(row).title,
    monthlyAmountCents: row.monthlyAmountCents,
    durationMonths: row.durationMonths,
    expiresAt: row.sessionExpiresAt.toISOString(),
  };
}

/** Signs events as the sandbox's provider and delivers them to the webhook handler, in order. */
async function deliverSandboxEvents(deps: CheckoutDeps, payments: PaymentProvider, bodies: string[]): Promise<void> {
  for (const body of bodies) {
    const signature = signWebhookPayload(body, payments.webhookSecrets[0]!, Math.floor(deps.now().getTime() / 1000));
    await handlePaymentWebhook(deps, body, signature);
  }
}

/** The person paid on the test page: the provider's events for a paid checkout are delivered. */
export async function confirmSandboxCheckout(deps: CheckoutDeps, familiaId: string, sessionId: string): Promise<{ url: string }> {
  const payments = sandboxOnly(deps);
  const row = await sandboxPlan(deps, familiaId, sessionId);
  const successUrl = `${paths.checkoutSuccess}?session_id=${encodeURIComponent(sessionId)}`;
  if (row.status === 'active' || row.status === 'cancel_at_period_end') return { url: successUrl };
  if (row.status !== 'pending' || row.sessionExpiresAt.getTime() <= deps.now().getTime()) throw conflict(messages.checkout.sessionClosed);
  await deliverSandboxEvents(deps, payments, sandboxPaymentEvents(row, deps.now()));
  return { url: successUrl };
}

/**
 * The family paid a booking on our test page (card or 'Simular pagamento do Pix'): the event Stripe
 * would send for the PaymentIntent is signed and goes through the same webhook handler.
 */
export async function confirmSandboxBookingPayment(
  deps: CheckoutDeps,
  family: { id: string; email: string },
  pedidoId: string,
  method: BookingPaymentMethod,
): Promise<BookingPaymentDto> {
  const payments = sandboxOnly(deps);
  const bookingDeps = { ...deps, payments };
  const current = await getBookingPayment(bookingDeps, family.id, pedidoId);
  if (current.isPaid) return current;
  const attempt = await prepareSandboxAttempt(bookingDeps, family, pedidoId, method);
  const body = sandboxBookingPaymentEvent({ ...attempt, bookingPaymentId: attempt.id, pedidoId }, deps.now());
  await deliverSandboxEvents(deps, payments, [body]);
  return getBookingPayment(bookingDeps, family.id, pedidoId, method);
}

/** The person gave up on the test page: the checkout expires, nothing is charged. */
export async function cancelSandboxCheckout(deps: CheckoutDeps, familiaId: string, sessionId: string): Promise<{ url: string }> {
  const payments = sandboxOnly(deps);
  const row = await sandboxPlan(deps, familiaId, sessionId);
  if (row.status === 'pending') await deliverSandboxEvents(deps, payments, [sandboxExpiredEvent(row, deps.now())]);
  return { url: checkoutPath(row.planId) };
}

// ── The family's plan ─────────────────────────────────────────────────────────────────────

export async function getCurrentPlan(deps: CheckoutDeps, familiaId: string): Promise<PlanSubscriptionDto | null> {
  const row = await findLatestPaidPlan(deps.db, familiaId);
  return row ? planDto(deps.db, row, deps.now()) : null;
}

async function familyPlan(deps: CheckoutDeps, familiaId: string, id: string): Promise<PlanRow> {
  const row = await findFamilyPlan(deps.db, familiaId, id);
  // Another family's plan answers exactly like a missing one.
  if (!row || row.activatedAt === null) throw notFound();
  return row;
}

/** No more charges; the plan runs to the end of the period already paid. */
export async function cancelPlanAtPeriodEnd(deps: CheckoutDeps, familiaId: string, id: string): Promise<PlanSubscriptionDto> {
  const row = await familyPlan(deps, familiaId, id);
  const now = deps.now();
  if (effectivePlanStatus(row, now) === 'cancel_at_period_end') return planDto(deps.db, row, now);
  if (!canCancelPlan(row, now)) throw conflict(messages.checkout.planNotOpen);
  const periodEnd = row.currentPeriodEnd ?? row.endsAt;
  if (!periodEnd || !row.providerSubscriptionId) throw conflict(messages.checkout.planNotOpen);
  const payments = providerFor(deps, row);
  try {
    await payments.cancelAtPeriodEnd({ subscriptionRowId: row.id, subscriptionId: row.providerSubscriptionId, periodEnd });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error(`[checkout] cancelamento de ${row.id} falhou`, error);
    throw new AppError('UNAVAILABLE', 502, messages.checkout.cancelFailed);
  }
  await updatePlan(deps.db, row.id, ['active'], { status: 'cancel_at_period_end' });
  return planDto(deps.db, (await findFamilyPlan(deps.db, familiaId, id))!, now);
}

/** Right of withdrawal (CDC art. 49): within 7 days of the payment, everything paid comes back. */
export async function refundPlan(deps: CheckoutDeps, familiaId: string, id: string): Promise<PlanSubscriptionDto> {
  const row = await familyPlan(deps, familiaId, id);
  const now = deps.now();
  if (row.status === 'refunded') return planDto(deps.db, row, now);
  if (!canRefundPlan(row, now)) {
    const status = effectivePlanStatus(row, now);
    throw conflict(status === 'active' || status === 'cancel_at_period_end' ? messages.checkout.refundWindowClosed : messages.checkout.planNotOpen);
  }
  if (!row.providerSubscriptionId) throw conflict(messages.checkout.planNotOpen);
  const payments = providerFor(deps, row);
  let refund;
  try {
    refund = await payments.refundAndCancel({
      subscriptionRowId: row.id,
      subscriptionId: row.providerSubscriptionId,
      invoiceId: row.latestInvoiceId,
      expectedAmountCents: row.monthlyAmountCents,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error(`[checkout] reembolso de ${row.id} falhou`, error);
    throw new AppError('UNAVAILABLE', 502, messages.checkout.refundFailed);
  }
  // The provider's "subscription deleted" event may already have ended the plan: refunded wins.
  // The family's receipt of the refund is written with it (docs/product.md#receipts).
  let ended: EndedPlanCare | null = null;
  const receipt = await transactionWithEvents(deps.db, async (tx) => {
    const updated = await updatePlan(tx, row.id, ['active', 'cancel_at_period_end', 'canceled'], {
      status: 'refunded',
      refundedAt: now,
      refundedAmountCents: refund.amountCents,
      providerRefundId: refund.refundId,
      canceledAt: now,
    });
    if (!updated) return null;
    // The future shifts are cancelled, their money back in the plan's account, and the refund
    // leaves the ledger with the card's (docs/product.md#plan-care).
    ended = await endPlanCareInTransaction(tx, { subscriptionId: row.id, familiaId: row.familiaId, refundedCents: refund.amountCents, at: now });
    if (refund.amountCents <= 0) return null;
    return issueReceipt(tx, {
      kind: 'plan_refund',
      sourceKey: `plan_refund:${row.id}`,
      ownerId: row.familiaId,
      subscriptionId: row.id,
      amountCents: refund.amountCents,
      method: 'card',
      provider: row.provider,
      providerReference: refund.refundId,
      reason: 'plano',
      issuedAt: now,
    });
  });
  mailReceipt(deps, receipt);
  if (ended) notifyPlanCareEnded(deps, ended);
  deps.logger.info(`[checkout] assinatura ${row.id} reembolsada (${refund.refundId})`);
  return planDto(deps.db, (await findFamilyPlan(deps.db, familiaId, id))!, now);
}

/**
 * Account deletion (issue 8): no charge may follow it. A paid plan is cancelled at the end of the
 * period already paid (at the provider first); a checkout still open is closed so it can no longer
 * be paid. Throws when the provider cannot be reached: the deletion then stops and can be retried.
 */
export async function stopPlanChargesForDeletion(deps: CheckoutDeps, familiaId: string): Promise<void> {
  const open = await findOpenPlan(deps.db, familiaId);
  if (!open) return;
  const now = deps.now();
  const status = effectivePlanStatus(open, now);
  if (status === 'active') {
    await cancelPlanAtPeriodEnd(deps, familiaId, open.id);
    return;
  }
  if (open.status !== 'pending') return; // already ending at the period's end, or over
  const payable = open.providerSessionId && open.sessionExpiresAt.getTime() > now.getTime();
  if (payable && deps.payments?.kind === open.provider) {
    try {
      await deps.payments.expireCheckoutSession(open.providerSessionId!);
    } catch (error) {
      deps.logger.error(`[checkout] não foi possível expirar ${open.providerSessionId} (exclusão de conta)`, error);
      throw new AppError('UNAVAILABLE', 502, messages.checkout.cancelFailed);
    }
  }
  await updatePlan(deps.db, open.id, ['pending'], { status: 'expired' });
}
