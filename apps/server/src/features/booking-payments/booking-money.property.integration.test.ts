import { BOOKING_PAYMENT_WINDOW_MINUTES, BOOKING_RELEASE_DELAY_HOURS } from '@cuidar/domain/booking-money';
import { cancellationQuoteResponseSchema } from '@cuidar/domain/booking-details';
import { FREE_CANCELLATION_HOURS, settleCancellation, type Canceller, type CancellationSettlement } from '@cuidar/domain/cancellation-policy';
import { BOOKING_LIMITS, type ReservationStatus } from '@cuidar/domain/constants';
import { bookingProblemResponseSchema, DISPUTE_DECISIONS, DISPUTE_WINDOW_HOURS, settleDispute, type DisputeDecision } from '@cuidar/domain/disputes';
import { formatMoneyInput } from '@cuidar/domain/money-input';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedStripeEvent } from '../../../test/fake-stripe';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { signedInOperator } from '../../../test/operators';
import { signedInClient } from '../../../test/sessions';
import { createCaregiver, createFamily } from '../../db/factories';
import { bookingDisputeDays, bookingDisputes, bookingPayments, bookingRefunds, pedidosReserva, reservas } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { sandboxWebhookSecret } from '../../payments/sandbox';
import { runLifecycleJobs } from '../bookings/service';
import { checkLedger } from '../ledger/service';
import { processPendingRefunds } from './service';

// The booking money under random sequences (issue 17, docs/decisions/0033 and 0036): families make
// requests, pay them by card or Pix (through the sandbox as a browser does, or by the provider's
// signed event delivered, replayed, duplicated, late), caregivers accept, decline and cancel,
// families cancel (in time, late, after the start), report a problem ('Tive um problema', inside
// its window or not), an operator decides it (refund all, part, or release), the clock moves and
// the jobs run. Everything goes through the real app (HTTP) and the real jobs on one database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL); a small model says what must have happened to the
// money. The model takes the rules' numbers from the same pure functions the product uses —
// settleCancellation for a cancellation, settleDispute for a decision — fed with the model's own
// days, clock and amounts, so the server's postings are checked against the rule, not against
// themselves; everything else (who refunds what from which payment, which day is released when,
// what a dispute holds, the window) the model says by itself. After every command the ledger
// reconciles (checkLedger) and each request's escrow, payments, refunds (one per cause, with its
// amount, never more than a payment), releases (days, late-cancellation half days, dispute rests,
// with their caregiver and fee legs) and disputes equal the model's, as do each family's and
// caregiver's balances.
//
// LEDGER_PROPERTY_RUNS sets the number of runs (15), LEDGER_PROPERTY_COMMANDS the most commands per
// run (150: a command about a request in a state none is in is skipped at no cost, so long sequences
// are what reach accepted, served, disputed and decided bookings; 10–25 s of test time on a 2-core
// machine shared with a few other processes, up to ~40 s under heavy load); LEDGER_PROPERTY_SEED replays a failure (fast-check
// prints the seed and path of a counterexample, already shrunk).
//
// Adding a command is one class below and one entry in `commandArbitraries`: its `check` says when
// it applies, its `run` calls the app and updates the model with what must happen to the money;
// the checks after every command stay as they are — only a new kind of ledger transaction would
// add its own comparison in checkMoney, beside payments, refunds and releases.

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 15);
const SEED = process.env.LEDGER_PROPERTY_SEED ? Number(process.env.LEDGER_PROPERTY_SEED) : undefined;
const MAX_COMMANDS = Number(process.env.LEDGER_PROPERTY_COMMANDS ?? 150);

const HOUR = 3600_000;
const MINUTE = 60_000;
type Method = 'card' | 'pix';
const METHODS: readonly Method[] = ['card', 'pix'];

let ctx: TestContext;
let clock = new Date();
let webhookSecret = '';
/** The operator who decides disputes (two-factor on, as the desk requires). */
let operator: { id: string; client: TestClient };
/** Problems checkLedger reported before a run began (a failed earlier run's); a run may add none. */
let baselineProblems = new Set<string>();

beforeAll(async () => {
  ctx = await createTestContext();
  webhookSecret = sandboxWebhookSecret(ctx.deps.env.AUTH_SECRET);
  operator = await signedInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

// ── The model ───────────────────────────────────────────────────────────────────────────────

interface Party {
  id: string;
  client: TestClient;
  creates: number;
  paymentStarts: number;
}
interface CaregiverParty extends Party {
  /** The next date free for a request, so requests of one caregiver never overlap. */
  nextFree: string;
}

interface AttemptModel {
  id: string;
  method: Method;
  providerPaymentId: string;
  amount: number;
  /** Whether the provider's payment is in the ledger (once, whatever the number of events). */
  credited: boolean;
  /** Event ids delivered for it, to replay. */
  eventIds: string[];
}

/** Money back to the family, one per cause (booking_refunds.idempotency_key = the ledger key). */
interface RefundModel {
  /** refund:<payment> (in full), refund:cancel:<pedido>, refund:dispute:<dispute>. */
  key: string;
  paymentId: string;
  amount: number;
  reason: string;
}
/** Money out of escrow to the caregiver (subtotal part) and the platform (fee part). */
interface ReleaseModel {
  /** release:<day> (the job, or 'Liberar'), release:cancel:<pedido>, release:dispute:<dispute>. */
  key: string;
  caregiver: number;
  fee: number;
  /** The day a release:<day> pays; whether the 48 h job paid it (never before its time). */
  day: string | null;
  byJob: boolean;
}
interface DisputeModel {
  id: string;
  dayIds: string[];
  status: 'aberta' | 'decidida';
  decision: DisputeDecision | null;
  refund: number | null;
}
interface DayModel {
  id: string;
  start: Date;
  end: Date;
  /** subtotal + fee share. */
  cents: number;
  subtotal: number;
  fee: number;
}

interface PedidoModel {
  id: string;
  family: Party;
  caregiver: CaregiverParty;
  createdAt: Date;
  start: Date;
  end: Date;
  total: number;
  days: DayModel[];
  /** The stored status as the server keeps it (lazily: expiries are written by jobs and events). */
  stored: ReservationStatus;
  pagoEm: Date | null;
  /** When a family or caregiver cancelled it (the days started before stay days of service). */
  cancelledAt: Date | null;
  attempts: Partial<Record<Method, AttemptModel>>;
  refunds: RefundModel[];
  releases: ReleaseModel[];
  disputes: DisputeModel[];
}

interface Model {
  now: Date;
  families: Party[];
  caregivers: CaregiverParty[];
  pedidos: PedidoModel[];
}
interface Real {
  ctx: TestContext;
}

/** What the family and caregiver see now: the stored status with the windows applied. */
function effective(p: PedidoModel, now: Date): ReservationStatus {
  const t = now.getTime();
  if (p.stored === 'aguardando_pagamento' && t >= Math.min(p.createdAt.getTime() + BOOKING_PAYMENT_WINDOW_MINUTES * MINUTE, p.start.getTime())) return 'expirada';
  if (p.stored === 'pendente' && t >= Math.min(p.start.getTime(), p.pagoEm!.getTime() + 24 * HOUR)) return 'expirada';
  if (p.stored === 'confirmada' && t >= p.end.getTime()) return 'concluida';
  return p.stored;
}

const paid = (p: PedidoModel) => Object.values(p.attempts).filter((a) => a.credited);
const refundedOn = (p: PedidoModel, a: AttemptModel) => p.refunds.filter((r) => r.paymentId === a.id).reduce((s, r) => s + r.amount, 0);
const refundedCents = (p: PedidoModel) => p.refunds.reduce((s, r) => s + r.amount, 0);
const releasedCents = (p: PedidoModel) => p.releases.reduce((s, r) => s + r.caregiver + r.fee, 0);
const expectedEscrow = (p: PedidoModel) => paid(p).reduce((s, a) => s + a.amount, 0) - refundedCents(p) - releasedCents(p);
const isReleased = (p: PedidoModel, dayId: string) => p.releases.some((r) => r.day === dayId);
const isDisputed = (p: PedidoModel, dayId: string) => p.disputes.some((d) => d.dayIds.includes(dayId));
const openDispute = (p: PedidoModel) => p.disputes.find((d) => d.status === 'aberta');

/** Every payment of the request not yet paid back goes back, what is left of it (refund:<payment>). */
function refundAll(p: PedidoModel, reason: string) {
  for (const a of paid(p)) {
    const left = a.amount - refundedOn(p, a);
    const key = `refund:${a.id}`;
    if (left > 0 && !p.refunds.some((r) => r.key === key)) p.refunds.push({ key, paymentId: a.id, amount: left, reason });
  }
}

/**
 * Part of what was paid goes back for one cause, once per key, from the payment with the most left
 * (docs/decisions/0036). It must fit in that payment: a refund never exceeds what was paid.
 */
function refundPart(p: PedidoModel, key: string, amount: number, reason: string) {
  if (amount <= 0 || p.refunds.some((r) => r.key === key)) return;
  const [payment] = paid(p)
    .map((a) => ({ a, left: a.amount - refundedOn(p, a) }))
    .sort((x, y) => y.left - x.left);
  expect(payment && payment.left >= amount, `${key}: ${amount} fits in a payment of the request`).toBe(true);
  p.refunds.push({ key, paymentId: payment!.a.id, amount, reason });
}

/**
 * The days the caregiver serves (and the release job pays, and a family may dispute): all days of a
 * paid confirmed or concluded request, and of a cancelled one those that had started when it was
 * cancelled (docs/product.md#cancellation-policy).
 */
function serviceDays(p: PedidoModel): DayModel[] {
  if (!paid(p).length) return [];
  if (p.stored === 'confirmada' || p.stored === 'concluida') return p.days;
  // "Started" as the settlement counts it (a day starting at the very instant of the cancellation is kept).
  if (p.stored === 'cancelada' && p.cancelledAt) return p.days.filter((d) => d.start <= p.cancelledAt!);
  return [];
}

/** The days a problem reported now covers: served days that ended less than 48 h ago, not paid out or disputed. */
function windowDays(p: PedidoModel, now: Date): DayModel[] {
  if (openDispute(p)) return [];
  const t = now.getTime();
  return serviceDays(p).filter((d) => !isReleased(p, d.id) && !isDisputed(p, d.id) && d.end.getTime() <= t && t < d.end.getTime() + DISPUTE_WINDOW_HOURS * HOUR);
}

/** The cancellation of a confirmed booking, by the policy's own function fed with the model's days. */
function settlementOf(p: PedidoModel, now: Date, cancelledBy: Canceller): CancellationSettlement {
  const s = settleCancellation({ days: p.days.map((d) => ({ start: d.start, subtotalCents: d.subtotal, feeCents: d.fee })), now, cancelledBy });
  // What the rule splits, plus the days kept, is exactly what was paid.
  expect(s.refundToFamilyCents + s.toCaregiverCents + s.feeKeptCents + s.deliveredCents).toBe(p.total);
  expect(s.deliveredCents).toBe(p.days.filter((d) => d.start <= now).reduce((sum, d) => sum + d.cents, 0));
  return s;
}

/**
 * What cancelling a confirmed booking does to its money (docs/product.md#cancellation-policy):
 * everything back with nothing started → each payment back in full; otherwise the refund part
 * (refund:cancel) and the caregiver's half day with the fee kept, released at once (release:cancel);
 * the days started stay in escrow for their own release.
 */
function settleModel(p: PedidoModel, s: CancellationSettlement) {
  if (!paid(p).some((a) => a.amount > refundedOn(p, a))) return;
  if (s.deliveredDays === 0 && s.refundToFamilyCents === s.subtotalCents + s.feeCents) return refundAll(p, 'cancelada');
  refundPart(p, `refund:cancel:${p.id}`, s.refundToFamilyCents, 'cancelada');
  if (s.toCaregiverCents + s.feeKeptCents > 0) p.releases.push({ key: `release:cancel:${p.id}`, caregiver: s.toCaregiverCents, fee: s.feeKeptCents, day: null, byJob: false });
}

/** The provider's payment for an attempt arrives (first time only; replays move nothing). */
function creditModel(m: Model, p: PedidoModel, a: AttemptModel) {
  if (a.credited) return;
  a.credited = true;
  if (effective(p, m.now) === 'aguardando_pagamento') {
    p.stored = 'pendente';
    p.pagoEm = m.now;
  } else {
    // Too late, cancelled meanwhile, or already paid by the other method: paid back in full.
    if (p.stored === 'aguardando_pagamento') p.stored = 'expirada';
    p.refunds.push({ key: `refund:${a.id}`, paymentId: a.id, amount: a.amount, reason: 'pagamento_tardio' });
  }
}

/**
 * What the lifecycle job does, in its order: expiries, conclusions, releases 48 h after each served
 * day — none of a request with an open dispute, never a day a dispute covered.
 */
function jobsModel(m: Model) {
  for (const p of m.pedidos) {
    const now = effective(p, m.now);
    if (p.stored === 'aguardando_pagamento' && now === 'expirada') p.stored = 'expirada';
    if (p.stored === 'pendente' && now === 'expirada') {
      p.stored = 'expirada';
      refundAll(p, 'expirada');
    }
  }
  for (const p of m.pedidos) if (p.stored === 'confirmada' && m.now >= p.end) p.stored = 'concluida';
  const due = m.now.getTime() - BOOKING_RELEASE_DELAY_HOURS * HOUR;
  for (const p of m.pedidos) {
    if (openDispute(p)) continue;
    for (const d of serviceDays(p)) {
      if (d.end.getTime() <= due && !isReleased(p, d.id) && !isDisputed(p, d.id)) p.releases.push({ key: `release:${d.id}`, caregiver: d.subtotal, fee: d.fee, day: d.id, byJob: true });
    }
  }
}

// ── Talking to the app ──────────────────────────────────────────────────────────────────────

function setNow(m: Model, at: Date) {
  m.now = at;
  clock = at;
  ctx.setNow(at);
}

const jobDeps = () => ({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });

async function deliver(eventId: string, a: AttemptModel, pedidoId: string, paymentIntent = a.providerPaymentId) {
  // The provider signs each delivery when it sends it; the event (and its id) stays the same.
  const event = signedStripeEvent(
    'payment_intent.succeeded',
    {
      id: paymentIntent,
      object: 'payment_intent',
      status: 'succeeded',
      amount: a.amount,
      amount_received: a.amount,
      currency: 'brl',
      payment_method_types: [a.method],
      metadata: { cuidar_pedido_id: pedidoId, cuidar_booking_payment_id: a.id },
    },
    { at: clock, secret: webhookSecret, id: eventId },
  );
  const response = await new TestClient(ctx.app).request('POST', '/api/payments/webhook', event.body, { 'content-type': 'application/json', 'stripe-signature': event.signature });
  expect(response.status, `webhook ${eventId}`).toBe(200);
}

async function readAttempt(pedidoId: string, method: Method) {
  const rows = await ctx.db.select().from(bookingPayments).where(inArray(bookingPayments.pedidoId, [pedidoId]));
  const row = rows.find((r) => r.method === method);
  if (!row?.providerPaymentId) throw new Error(`tentativa ${method} do pedido ${pedidoId} sem pagamento no provedor`);
  return row;
}

function rememberAttempt(p: PedidoModel, row: { id: string; method: Method; providerPaymentId: string | null; amountCents: number }) {
  const known = p.attempts[row.method];
  if (known) {
    expect(known.id).toBe(row.id);
    return known;
  }
  expect(row.amountCents, 'the attempt charges the request total').toBe(p.total);
  const attempt: AttemptModel = { id: row.id, method: row.method, providerPaymentId: row.providerPaymentId!, amount: row.amountCents, credited: false, eventIds: [] };
  p.attempts[row.method] = attempt;
  return attempt;
}

const pick = <T,>(list: readonly T[], index: number) => list[index % list.length]!;

/**
 * The request a command is about: by its index among all of them, or (a targeted command) among
 * those it applies to now, so sequences reach confirmations and releases as well as refusals.
 */
function choose(m: Readonly<Model>, target: Target, applies: (p: PedidoModel) => boolean): PedidoModel {
  const pool = target.targeted ? m.pedidos.filter(applies) : [];
  return pick(pool.length ? pool : m.pedidos, target.index);
}
interface Target {
  index: number;
  targeted: boolean;
}
const describeTarget = (t: Target) => `p${t.index}${t.targeted ? '*' : ''}`;
/**
 * Whether a command about a request is worth running now: a targeted one only when some request
 * is in the state it is about (else fast-check skips it, at no cost), the others whenever any
 * request exists (they test refusals). This keeps deep states (accepted, served, disputed) common.
 */
const applicable = (m: Readonly<Model>, target: Target, applies: (p: PedidoModel) => boolean) => (target.targeted ? m.pedidos.some(applies) : m.pedidos.length > 0);

// ── Commands ────────────────────────────────────────────────────────────────────────────────

type Cmd = fc.AsyncCommand<Model, Real>;

class CreateRequest implements Cmd {
  constructor(
    readonly family: number,
    readonly caregiver: number,
    readonly daysAhead: number,
    readonly length: number,
    readonly afternoon: boolean,
  ) {}
  check = (m: Readonly<Model>) => pick(m.families, this.family).creates < BOOKING_LIMITS.requestsPerHour - 2;
  async run(m: Model) {
    const family = pick(m.families, this.family);
    const caregiver = pick(m.caregivers, this.caregiver);
    const today = todayInSaoPaulo(m.now);
    const from = [caregiver.nextFree, addDaysToDate(today, this.daysAhead)].sort().at(-1)!;
    const to = addDaysToDate(from, this.length - 1);
    const [horaInicio, horaFim] = this.afternoon ? ['14:00', '20:00'] : ['08:00', '12:00'];
    family.creates++;
    const open = m.pedidos.filter((p) => p.family === family && ['aguardando_pagamento', 'pendente'].includes(effective(p, m.now)) && p.start > m.now);
    // The family answers the labour-law warning when its days with one caregiver go over two a week (docs/product.md#labour-law).
    const response = await family.client.post('/api/bookings', { cuidadorId: caregiver.id, dataInicio: from, dataFim: to, horaInicio, horaFim, idempotencyKey: crypto.randomUUID(), vinculoEscolha: 'alternar_cuidadores' });
    if (response.status === 409) {
      // Only the limits of open requests may refuse it (its days are free by construction).
      const withCaregiver = open.filter((p) => p.caregiver === caregiver).length;
      expect(withCaregiver >= BOOKING_LIMITS.openPerCaregiver || open.length >= BOOKING_LIMITS.openTotal, await response.text()).toBe(true);
      return;
    }
    expect(response.status, await response.clone().text()).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: string; totalCentavos: number; status: string } };
    expect(booking.status).toBe('aguardando_pagamento');
    caregiver.nextFree = addDaysToDate(to, 1);
    const days = await ctx.db
      .select({ id: reservas.id, start: reservas.startDatetime, end: reservas.endDatetime, subtotal: reservas.precoTotalCentavos, fee: reservas.taxaServicoCentavos })
      .from(reservas)
      .where(inArray(reservas.pedidoId, [booking.id]));
    days.sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(days).toHaveLength(this.length);
    expect(days.reduce((s, d) => s + d.subtotal + d.fee, 0), 'the days share the total exactly').toBe(booking.totalCentavos);
    // The fee is split over the days, the first days carrying any leftover centavo (docs/product.md#booking-payments).
    const fee = days.reduce((s, d) => s + d.fee, 0);
    expect(days.map((d) => d.fee)).toEqual(days.map((_, i) => Math.floor(fee / days.length) + (i < fee % days.length ? 1 : 0)));
    m.pedidos.push({
      id: booking.id,
      family,
      caregiver,
      createdAt: m.now,
      start: saoPauloToInstant(from, horaInicio),
      end: saoPauloToInstant(to, horaFim),
      total: booking.totalCentavos,
      days: days.map((d) => ({ id: d.id, start: d.start, end: d.end, cents: d.subtotal + d.fee, subtotal: d.subtotal, fee: d.fee })),
      stored: 'aguardando_pagamento',
      pagoEm: null,
      cancelledAt: null,
      attempts: {},
      refunds: [],
      releases: [],
      disputes: [],
    });
  }
  toString = () => `create(f${this.family}, c${this.caregiver}, +${this.daysAhead}d ×${this.length}${this.afternoon ? ' tarde' : ''})`;
}

/** The family opens the payment page and chooses card or Pix (the provider's payment is created). */
class StartPayment implements Cmd {
  constructor(
    readonly pedido: Target,
    readonly method: Method,
  ) {}
  check = (m: Readonly<Model>) => m.pedidos.length > 0 && choose(m, this.pedido, (p) => effective(p, m.now) === 'aguardando_pagamento').family.paymentStarts < 25;
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => effective(p, m.now) === 'aguardando_pagamento');
    p.family.paymentStarts++;
    const response = await p.family.client.post(`/api/bookings/${p.id}/payment`, { method: this.method });
    if (effective(p, m.now) !== 'aguardando_pagamento') {
      expect(response.status).toBe(409);
      return;
    }
    expect(response.status, await response.clone().text()).toBe(200);
    rememberAttempt(p, await readAttempt(p.id, this.method));
  }
  toString = () => `startPayment(${describeTarget(this.pedido)}, ${this.method})`;
}

/** The sandbox's 'Pagar': starts the attempt if needed and delivers its signed event, as a browser. */
class SandboxConfirm implements Cmd {
  constructor(
    readonly pedido: Target,
    readonly method: Method,
  ) {}
  check = (m: Readonly<Model>) => applicable(m, this.pedido, (p) => effective(p, m.now) === 'aguardando_pagamento');
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => effective(p, m.now) === 'aguardando_pagamento');
    const response = await p.family.client.post(`/api/payments/sandbox/bookings/${p.id}/confirm`, { method: this.method });
    if (p.pagoEm) {
      expect(response.status).toBe(200); // already paid: answers the payment as it is
      return;
    }
    if (effective(p, m.now) !== 'aguardando_pagamento') {
      expect(response.status).toBe(409);
      return;
    }
    expect(response.status, await response.clone().text()).toBe(200);
    const attempt = rememberAttempt(p, await readAttempt(p.id, this.method));
    creditModel(m, p, attempt);
  }
  toString = () => `sandboxConfirm(${describeTarget(this.pedido)}, ${this.method})`;
}

/**
 * The provider's signed payment_intent.succeeded: new, a replay of one sent, two at once, or
 * another charge for the same attempt (a second PaymentIntent with our attempt's id in its
 * metadata: Stripe's card attempt starts as a Checkout Session and is paid by the session's
 * PaymentIntent, so the first one we hear of is credited; any later one is money the ledger must
 * not count twice).
 */
class DeliverEvent implements Cmd {
  constructor(
    readonly pedido: number,
    readonly method: Method,
    readonly how: 'new' | 'replay' | 'twice-at-once' | 'another-charge',
  ) {}
  check = (m: Readonly<Model>) => m.pedidos.some((p) => Object.keys(p.attempts).length > 0);
  async run(m: Model) {
    const withAttempts = m.pedidos.filter((p) => Object.keys(p.attempts).length > 0);
    const p = pick(withAttempts, this.pedido);
    const a = p.attempts[this.method] ?? Object.values(p.attempts)[0]!;
    if (this.how === 'another-charge') {
      const other = `pi_other_${crypto.randomUUID().replace(/-/g, '')}`;
      await deliver(`evt_prop_${crypto.randomUUID().replace(/-/g, '')}`, a, p.id, other);
      if (a.credited) return; // already paid by its own PaymentIntent: nothing moves
      a.providerPaymentId = other; // the attempt is paid by this one (as a Checkout Session's)
      creditModel(m, p, a);
      return;
    }
    const replay = this.how === 'replay' && a.eventIds.length ? a.eventIds[this.pedido % a.eventIds.length]! : null;
    const eventId = replay ?? `evt_prop_${crypto.randomUUID().replace(/-/g, '')}`;
    if (!replay) a.eventIds.push(eventId);
    if (this.how === 'twice-at-once') await Promise.all([deliver(eventId, a, p.id), deliver(eventId, a, p.id)]);
    else await deliver(eventId, a, p.id);
    creditModel(m, p, a);
  }
  toString = () => `deliver(p${this.pedido}, ${this.method}, ${this.how})`;
}

class Accept implements Cmd {
  constructor(readonly pedido: Target) {}
  check = (m: Readonly<Model>) => applicable(m, this.pedido, (p) => effective(p, m.now) === 'pendente');
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => effective(p, m.now) === 'pendente');
    const response = await p.caregiver.client.post(`/api/bookings/${p.id}/accept`);
    if (!p.pagoEm) return expect(response.status).toBe(404); // never paid: the caregiver does not see it
    if (effective(p, m.now) !== 'pendente') return expect(response.status).toBe(409);
    expect(response.status, await response.clone().text()).toBe(200);
    p.stored = 'confirmada';
    seen.accepted++;
  }
  toString = () => `accept(${describeTarget(this.pedido)})`;
}

class Decline implements Cmd {
  constructor(readonly pedido: Target) {}
  check = (m: Readonly<Model>) => m.pedidos.length > 0;
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => effective(p, m.now) === 'pendente');
    const response = await p.caregiver.client.post(`/api/bookings/${p.id}/decline`);
    if (!p.pagoEm) return expect(response.status).toBe(404);
    if (effective(p, m.now) !== 'pendente') return expect(response.status).toBe(409);
    expect(response.status, await response.clone().text()).toBe(200);
    p.stored = 'recusada';
    refundAll(p, 'recusada');
  }
  toString = () => `decline(${describeTarget(this.pedido)})`;
}

/** What the server quotes before a confirmed booking is cancelled equals the rule fed with the model's days. */
async function expectQuote(client: TestClient, p: PedidoModel, s: CancellationSettlement) {
  const response = await client.get(`/api/bookings/${p.id}/cancellation-quote`);
  expect(response.status, await response.clone().text()).toBe(200);
  const { quote } = cancellationQuoteResponseSchema.parse(await response.json());
  expect(quote, `quote of ${p.id}`).toMatchObject({ rule: s.rule, refundToFamilyCents: s.refundToFamilyCents, toCaregiverCents: s.toCaregiverCents, feeKeptCents: s.feeKeptCents, deliveredCents: s.deliveredCents });
}

/**
 * The family cancels: unpaid (nothing moves), pending (all back), confirmed (the policy: in time,
 * late, or after the start — settleCancellation with the model's days and clock).
 */
class FamilyCancel implements Cmd {
  constructor(readonly pedido: Target) {}
  check = (m: Readonly<Model>) => m.pedidos.length > 0;
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => ['aguardando_pagamento', 'pendente', 'confirmada'].includes(effective(p, m.now)));
    const status = effective(p, m.now);
    const settlement = status === 'confirmada' ? settlementOf(p, m.now, 'familia') : null;
    if (settlement) await expectQuote(p.family.client, p, settlement);
    const response = await p.family.client.post(`/api/bookings/${p.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' });
    if (!['aguardando_pagamento', 'pendente', 'confirmada'].includes(status)) return expect(response.status).toBe(409);
    expect(response.status, await response.clone().text()).toBe(200);
    p.stored = 'cancelada';
    p.cancelledAt = m.now;
    if (status === 'pendente') refundAll(p, 'cancelada');
    if (settlement) {
      settleModel(p, settlement);
      count(seen.cancellations, `familia:${settlement.deliveredDays ? 'after-start' : settlement.rule}`);
    }
  }
  toString = () => `familyCancel(${describeTarget(this.pedido)})`;
}

/** The caregiver cancels a confirmed booking: the days not started go back in full, the days started stay. */
class CaregiverCancel implements Cmd {
  constructor(readonly pedido: Target) {}
  check = (m: Readonly<Model>) => applicable(m, this.pedido, (p) => effective(p, m.now) === 'confirmada');
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => effective(p, m.now) === 'confirmada');
    const status = effective(p, m.now);
    const settlement = status === 'confirmada' ? settlementOf(p, m.now, 'cuidador') : null;
    if (settlement) await expectQuote(p.caregiver.client, p, settlement);
    const response = await p.caregiver.client.post(`/api/bookings/${p.id}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda', motivo: 'Consulta médica' });
    if (!settlement) return expect(response.status).toBe(409);
    expect(response.status, await response.clone().text()).toBe(200);
    p.stored = 'cancelada';
    p.cancelledAt = m.now;
    settleModel(p, settlement);
    count(seen.cancellations, `cuidador:${settlement.deliveredDays ? 'after-start' : 'before-start'}`);
  }
  toString = () => `caregiverCancel(${describeTarget(this.pedido)})`;
}

/**
 * 'Tive um problema' (docs/product.md#disputes): inside the window (a served day ended less than
 * 48 h ago and is not paid out or disputed; no open dispute) it opens and holds those days; outside
 * it, it is refused and nothing moves. The deadline the family is shown says the same.
 */
class ReportProblem implements Cmd {
  constructor(
    readonly pedido: Target,
    /** Two clicks at once: one opens it, the other is refused. */
    readonly twice: boolean,
  ) {}
  check = (m: Readonly<Model>) => applicable(m, this.pedido, (p) => windowDays(p, m.now).length > 0);
  async run(m: Model) {
    const p = choose(m, this.pedido, (p) => windowDays(p, m.now).length > 0);
    const days = windowDays(p, m.now);
    const read = await p.family.client.get(`/api/bookings/${p.id}/problema`);
    expect(read.status, await read.clone().text()).toBe(200);
    const shown = bookingProblemResponseSchema.parse(await read.json());
    const deadline = days.length ? new Date(Math.max(...days.map((d) => d.end.getTime())) + DISPUTE_WINDOW_HOURS * HOUR).toISOString() : null;
    expect(shown.prazo, `${p.id}: deadline shown`).toBe(deadline);
    const send = () => p.family.client.post(`/api/bookings/${p.id}/problema`, { motivo: 'atraso_ou_saida', descricao: 'O cuidador chegou duas horas depois do combinado.' });
    const answers = this.twice ? await Promise.all([send(), send()]) : [await send()];
    if (!days.length) {
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(409);
      return;
    }
    expect(answers.map((a) => a.status).sort(), 'one opens it, a second click is refused').toEqual(this.twice ? [201, 409] : [201]);
    const response = answers.find((a) => a.status === 201)!;
    const { id } = (await response.json()) as { id: string };
    p.disputes.push({ id, dayIds: days.map((d) => d.id), status: 'aberta', decision: null, refund: null });
    seen.disputes.opened++;
  }
  toString = () => `reportProblem(${describeTarget(this.pedido)}${this.twice ? ', twice at once' : ''})`;
}

/**
 * The operator decides a dispute: 'Reembolsar tudo', 'Reembolsar parte' (an amount ≤ held, typed
 * in R$; or one centavo too much, refused) or 'Liberar para o cuidador'. The money follows
 * settleDispute of what the dispute holds; a dispute decided already answers 409 and moves nothing.
 */
class DecideDispute implements Cmd {
  constructor(
    readonly pedido: Target,
    readonly decision: DisputeDecision,
    /** For a partial refund: which amount, as a share of what is held (1 centavo … all of it). */
    readonly share: number,
    readonly tooMuch: boolean,
    /** Two operators deciding at once: one decision stands, the other is refused as stale. */
    readonly twice: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.pedidos.some((p) => p.disputes.length > 0);
  async run(m: Model) {
    const p = choose({ ...m, pedidos: m.pedidos.filter((p) => p.disputes.length > 0) }, this.pedido, (p) => Boolean(openDispute(p)));
    const dispute = openDispute(p) ?? p.disputes.at(-1)!;
    const days = p.days.filter((d) => dispute.dayIds.includes(d.id));
    const held = { subtotalCents: days.reduce((s, d) => s + d.subtotal, 0), feeCents: days.reduce((s, d) => s + d.fee, 0) };
    const total = held.subtotalCents + held.feeCents;
    const partial = this.tooMuch ? total + 1 : 1 + Math.floor(this.share * (total - 1));
    const body = { decisao: this.decision, nota: 'A equipe ouviu a família e o cuidador.', ...(this.decision === 'reembolso_parcial' ? { valor: formatMoneyInput(partial) } : {}) };
    const send = () => operator.client.post(`/api/operador/disputas/${dispute.id}/decidir`, body);
    const answers = this.twice ? await Promise.all([send(), send()]) : [await send()];
    const expected = dispute.status !== 'aberta' ? 409 : this.decision === 'reembolso_parcial' && this.tooMuch ? 400 : null;
    if (expected) {
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(expected);
      return;
    }
    expect(answers.map((a) => a.status).sort(), 'one decision stands, a second at once is stale').toEqual(this.twice ? [200, 409] : [200]);
    const settlement = settleDispute(held, this.decision, this.decision === 'reembolso_parcial' ? partial : 0);
    refundPart(p, `refund:dispute:${dispute.id}`, settlement.refundCents, 'disputa');
    if (this.decision === 'liberado') {
      // Each held day released exactly as the job would have, under its own key (possibly before its 48 h).
      for (const d of days) p.releases.push({ key: `release:${d.id}`, caregiver: d.subtotal, fee: d.fee, day: d.id, byJob: false });
    } else if (settlement.toCaregiverCents + settlement.feeCents > 0) {
      p.releases.push({ key: `release:dispute:${dispute.id}`, caregiver: settlement.toCaregiverCents, fee: settlement.feeCents, day: null, byJob: false });
    }
    Object.assign(dispute, { status: 'decidida', decision: this.decision, refund: settlement.refundCents });
    seen.disputes[this.decision]++;
  }
  toString = () =>
    `decideDispute(${describeTarget(this.pedido)}, ${this.decision}${this.decision === 'reembolso_parcial' ? (this.tooMuch ? ' too much' : ` ${this.share.toFixed(2)}`) : ''}${this.twice ? ', twice at once' : ''})`;
}

type ClockMove = 'minutes' | 'window' | 'day' | 'before-start' | 'free-cancel-edge' | 'day-started' | 'day-ended' | 'problem-closing' | 'release-almost' | 'release-due';

/**
 * Time passes: a few minutes, past the payment window, past the 24 h, to 3 h before a start, into
 * a confirmed day (a cancellation after the start), just after a served day ends (its dispute
 * window opens) or just before its window closes, or to just before / just after one served day's
 * release (the window's end); then, often, the periodic job runs (as it does every few minutes in
 * production).
 */
class MoveClock implements Cmd {
  constructor(
    readonly to: ClockMove,
    readonly pedido: Target,
    readonly thenJobs: boolean,
  ) {}
  // A move about a served day or into a confirmed one needs such a request (else it is skipped).
  check = (m: Readonly<Model>) =>
    ['day-ended', 'problem-closing', 'release-almost', 'release-due'].includes(this.to)
      ? m.pedidos.some((p) => serviceDays(p).length > 0)
      : this.to === 'day-started'
        ? m.pedidos.some((p) => effective(p, m.now) === 'confirmada')
        : true;
  async run(m: Model) {
    const aboutServedDay = ['day-ended', 'problem-closing', 'release-almost', 'release-due'].includes(this.to);
    const applies = aboutServedDay
      ? (p: PedidoModel) => serviceDays(p).length > 0
      : this.to === 'day-started'
        ? (p: PedidoModel) => effective(p, m.now) === 'confirmada'
        : (p: PedidoModel) => ['pendente', 'confirmada'].includes(effective(p, m.now));
    // Only about a request it applies to (any other would just make time jump).
    const pool = m.pedidos.filter(applies);
    const p = pool.length ? pick(pool, this.pedido.index) : null;
    const servedDay = (q: PedidoModel) => pick(serviceDays(q), this.pedido.index);
    const releaseOf = (q: PedidoModel) => servedDay(q).end.getTime() + BOOKING_RELEASE_DELAY_HOURS * HOUR;
    let next = m.now.getTime();
    if (this.to === 'minutes') next += 7 * MINUTE;
    else if (this.to === 'window') next += (BOOKING_PAYMENT_WINDOW_MINUTES + 1) * MINUTE;
    else if (this.to === 'day') next += 25 * HOUR;
    else if (this.to === 'before-start' && p) next = Math.max(next + MINUTE, p.start.getTime() - 3 * HOUR);
    // The edges too: exactly 24 h before the start (still in time), exactly a day's start, exactly its end.
    else if (this.to === 'free-cancel-edge' && p) next = Math.max(next + MINUTE, p.start.getTime() - FREE_CANCELLATION_HOURS * HOUR);
    else if (this.to === 'day-started' && p) next = Math.max(next + MINUTE, pick(p.days, this.pedido.index).start.getTime() + (this.pedido.index % 2 ? HOUR : 0));
    else if (this.to === 'day-ended' && p) next = Math.max(next + MINUTE, servedDay(p).end.getTime() + (this.pedido.index % 2 ? 30 * MINUTE : 0));
    else if (this.to === 'problem-closing' && p) next = Math.max(next + MINUTE, servedDay(p).end.getTime() + DISPUTE_WINDOW_HOURS * HOUR - MINUTE);
    else if (this.to === 'release-almost' && p) next = Math.max(next + MINUTE, releaseOf(p) - 20 * MINUTE);
    else if (this.to === 'release-due' && p) next = Math.max(next + MINUTE, releaseOf(p));
    else next += MINUTE;
    setNow(m, new Date(next));
    if (this.thenJobs) await new RunJobs(false).run(m);
  }
  toString = () => `clock(${this.to}${this.to === 'minutes' || this.to === 'window' || this.to === 'day' ? '' : ` ${describeTarget(this.pedido)}`}${this.thenJobs ? ', then jobs' : ''})`;
}

/** The periodic job, once or by two processes at once. */
class RunJobs implements Cmd {
  constructor(readonly twice: boolean) {}
  check = () => true;
  async run(m: Model) {
    if (this.twice) await Promise.all([runLifecycleJobs(jobDeps()), runLifecycleJobs(jobDeps())]);
    else await runLifecycleJobs(jobDeps());
    jobsModel(m);
  }
  toString = () => `runJobs(${this.twice ? 'twice at once' : 'once'})`;
}

/** The refunds still owed are asked of the provider (the job's retry, on its own). */
class ProcessRefunds implements Cmd {
  check = () => true;
  async run() {
    await processPendingRefunds(jobDeps());
  }
  toString = () => 'processPendingRefunds()';
}

const index = fc.nat({ max: 50 });
// Three in four commands about a request pick one they apply to; the rest test refusals.
const target = fc.record({ index: fc.nat({ max: 50 }), targeted: fc.constantFrom(true, true, true, false) });
const method = fc.constantFrom(...METHODS);
/** Every command the property draws from; a new kind of step is one more entry here. */
const create = fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 }), fc.constantFrom(1, 2, 4), fc.integer({ min: 1, max: 3 }), fc.boolean()).map(([f, c, d, l, a]) => new CreateRequest(f, c, d, l, a));
const confirm = fc.tuple(target, method).map(([p, mt]) => new SandboxConfirm(p, mt));
const event = fc.tuple(index, method, fc.constantFrom('new' as const, 'replay' as const, 'twice-at-once' as const, 'another-charge' as const)).map(([p, mt, how]) => new DeliverEvent(p, mt, how));
const times = <T,>(n: number, arb: fc.Arbitrary<T>) => Array.from({ length: n }, () => arb);
const commandArbitraries: fc.Arbitrary<Cmd>[] = [
  // Weights (an entry drawn n times as often): making, paying and accepting requests and reaching
  // their release come up often enough for most runs to get there.
  ...times(3, create),
  fc.tuple(target, method).map(([p, mt]) => new StartPayment(p, mt)),
  ...times(6, confirm),
  ...times(2, event),
  ...times(6, target.map((p) => new Accept(p))),
  target.map((p) => new Decline(p)),
  ...times(2, target.map((p) => new FamilyCancel(p))),
  target.map((p) => new CaregiverCancel(p)),
  ...times(4, fc.tuple(target, fc.constantFrom(false, false, true)).map(([p, twice]) => new ReportProblem(p, twice))),
  ...times(4, fc.tuple(target, fc.constantFrom(...DISPUTE_DECISIONS), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(false, false, false, true), fc.constantFrom(false, false, true)).map(([p, d, share, tooMuch, twice]) => new DecideDispute(p, d, share, tooMuch, twice))),
  ...times(2, fc.tuple(fc.constantFrom<ClockMove>('minutes', 'minutes', 'window', 'day', 'before-start', 'free-cancel-edge', 'day-started'), target, fc.boolean()).map(([to, p, jobs]) => new MoveClock(to, p, jobs))),
  ...times(4, fc.tuple(fc.constantFrom<ClockMove>('day-ended', 'day-ended', 'problem-closing', 'release-almost', 'release-almost', 'release-due'), target, fc.constantFrom(true, true, false)).map(([to, p, jobs]) => new MoveClock(to, p, jobs))),
  fc.boolean().map((twice) => new RunJobs(twice)),
  fc.constant(new ProcessRefunds()),
];

// ── The checks after every command ──────────────────────────────────────────────────────────

async function checkMoney(m: Model) {
  const report = await checkLedger(ctx.db);
  expect(report.problems.filter((problem) => !baselineProblems.has(problem)), 'checkLedger').toEqual([]);
  if (!m.pedidos.length) return;
  const ids = m.pedidos.map((p) => p.id);
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

  const transactions = await queryRows<{ pedido_id: string; key: string; kind: string; escrow: string; caregiver: string; fee: string }>(ctx.db, sql`
    select t.pedido_id, t.idempotency_key as key, t.kind,
      coalesce(sum(e.amount_cents) filter (where a.kind = 'escrow'), 0) as escrow,
      coalesce(sum(e.amount_cents) filter (where a.kind = 'caregiver_available'), 0) as caregiver,
      coalesce(sum(e.amount_cents) filter (where a.kind = 'platform_fee'), 0) as fee
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
    where t.pedido_id in (${idList}) group by t.id`);
  const escrows = await queryRows<{ pedido_id: string; balance: string }>(ctx.db, sql`
    select a.pedido_id, sum(e.amount_cents) as balance from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.kind = 'escrow' and a.pedido_id in (${idList}) group by a.pedido_id`);
  const refundRows = await ctx.db.select().from(bookingRefunds).where(inArray(bookingRefunds.pedidoId, ids));
  const attemptRows = await ctx.db.select().from(bookingPayments).where(inArray(bookingPayments.pedidoId, ids));
  const stored = await ctx.db.select({ id: pedidosReserva.id, status: pedidosReserva.status, pagoEm: pedidosReserva.pagoEm }).from(pedidosReserva).where(inArray(pedidosReserva.id, ids));
  const disputeRows = m.pedidos.some((p) => p.disputes.length)
    ? await ctx.db
        .select({ id: bookingDisputes.id, pedidoId: bookingDisputes.pedidoId, status: bookingDisputes.status, decisao: bookingDisputes.decisao, reembolso: bookingDisputes.reembolsoCentavos, dayId: bookingDisputeDays.reservaId })
        .from(bookingDisputes)
        .leftJoin(bookingDisputeDays, eq(bookingDisputeDays.disputeId, bookingDisputes.id))
        .where(inArray(bookingDisputes.pedidoId, ids))
    : [];

  for (const p of m.pedidos) {
    const where = `pedido ${m.pedidos.indexOf(p)} (${p.id})`;
    const row = stored.find((s) => s.id === p.id)!;
    // Statuses: what a person sees now equals the model's (the stored one may lag until a job runs).
    const shown = effective({ ...p, stored: row.status, pagoEm: row.pagoEm }, m.now);
    expect(shown, `${where}: status`).toBe(effective(p, m.now));
    expect(row.pagoEm?.getTime() ?? null, `${where}: paid at`).toBe(p.pagoEm?.getTime() ?? null);

    const txs = transactions.filter((t) => t.pedido_id === p.id);
    // Each provider payment is credited once, and only what the model says arrived.
    const payments = txs.filter((t) => t.kind === 'payment');
    expect(payments.map((t) => t.key).sort(), `${where}: payments`).toEqual(paid(p).map((a) => `payment:sandbox:${a.providerPaymentId}`).sort());
    for (const t of payments) expect(Number(t.escrow), `${where}: ${t.key}`).toBe(p.total);
    // Each refund once per cause, of exactly the model's amount, from the payment the model says.
    const refunds = txs.filter((t) => t.kind === 'refund');
    expect(refunds.map((t) => t.key).sort(), `${where}: refund postings`).toEqual(p.refunds.map((r) => r.key).sort());
    for (const t of refunds) expect(-Number(t.escrow), `${where}: ${t.key}`).toBe(p.refunds.find((r) => r.key === t.key)!.amount);
    const rows = refundRows.filter((r) => r.pedidoId === p.id);
    expect(rows.map((r) => [r.idempotencyKey, r.bookingPaymentId, r.amountCents, r.reason]).sort(), `${where}: refunds owed`).toEqual(
      p.refunds.map((r) => [r.key, r.paymentId, r.amount, r.reason]).sort(),
    );
    // Never more back than a payment paid (the rows themselves, whatever the model says).
    for (const a of attemptRows.filter((r) => r.pedidoId === p.id)) {
      const back = rows.filter((r) => r.bookingPaymentId === a.id).reduce((s, r) => s + r.amountCents, 0);
      expect(back, `${where}: refunds of payment ${a.id}`).toBeLessThanOrEqual(a.status === 'succeeded' ? a.amountCents : 0);
    }
    // Released: a served day 48 h after it ends (the job) or by 'Liberar', never while held; the
    // half day of a late cancellation; a dispute's rest — each once, with its caregiver and fee legs.
    const releases = txs.filter((t) => t.kind === 'release');
    expect(releases.map((t) => t.key).sort(), `${where}: releases`).toEqual(p.releases.map((r) => r.key).sort());
    for (const t of releases) {
      const release = p.releases.find((r) => r.key === t.key)!;
      expect([-Number(t.escrow), Number(t.caregiver), Number(t.fee)], `${where}: ${t.key}`).toEqual([release.caregiver + release.fee, release.caregiver, release.fee]);
      if (release.byJob) {
        const day = p.days.find((d) => d.id === release.day)!;
        expect(day.end.getTime() + BOOKING_RELEASE_DELAY_HOURS * HOUR, `${where}: ${t.key} too early`).toBeLessThanOrEqual(m.now.getTime());
      }
    }
    // Disputes: open or decided as the model says, each holding the days the window covered.
    const disputes = disputeRows.filter((d) => d.pedidoId === p.id);
    expect(
      [...new Set(disputes.map((d) => d.id))].map((id) => {
        const mine = disputes.filter((d) => d.id === id);
        return [id, mine[0]!.status, mine[0]!.decisao, mine[0]!.reembolso, mine.map((d) => d.dayId).sort()];
      }).sort(),
      `${where}: disputes`,
    ).toEqual(p.disputes.map((d) => [d.id, d.status, d.decision, d.refund, [...d.dayIds].sort()]).sort());
    // The escrow holds paid − refunded − released, as the model counts it, and never less than 0.
    const balance = Number(escrows.find((e) => e.pedido_id === p.id)?.balance ?? 0);
    expect(balance, `${where}: escrow`).toBe(expectedEscrow(p));
    expect(balance).toBeGreaterThanOrEqual(0);
    // Attempts: paid exactly when credited.
    for (const a of attemptRows.filter((r) => r.pedidoId === p.id)) {
      const known = p.attempts[a.method];
      expect(a.status, `${where}: attempt ${a.method}`).toBe(known?.credited ? 'succeeded' : 'pending');
    }
  }

  // Per person: a family is charged exactly what arrived and credited back exactly what was refunded;
  // a caregiver's available balance is exactly the released days' subtotals.
  const owners = [...m.families.map((f) => f.id), ...m.caregivers.map((c) => c.id)];
  const balances = await queryRows<{ owner_id: string; kind: string; balance: string }>(ctx.db, sql`
    select a.owner_id, a.kind, sum(e.amount_cents) as balance from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.owner_id in (${sql.join(owners.map((o) => sql`${o}`), sql`, `)}) group by a.owner_id, a.kind`);
  const balance = (owner: string, kind: string) => Number(balances.find((b) => b.owner_id === owner && b.kind === kind)?.balance ?? 0);
  for (const f of m.families) {
    const mine = m.pedidos.filter((p) => p.family === f);
    expect(balance(f.id, 'family_payments'), 'family payments').toBe(0 - mine.flatMap(paid).reduce((s, a) => s + a.amount, 0));
    expect(balance(f.id, 'refunds'), 'family refunds').toBe(mine.reduce((s, p) => s + refundedCents(p), 0));
  }
  for (const c of m.caregivers) {
    const releases = m.pedidos.filter((p) => p.caregiver === c).flatMap((p) => p.releases);
    expect(balance(c.id, 'caregiver_available'), 'caregiver available').toBe(releases.reduce((s, r) => s + r.caregiver, 0));
  }
}

/** Runs each command and checks the money after it. */
class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (m: Readonly<Model>) => this.inner.check(m);
  async run(m: Model, r: Real) {
    await this.inner.run(m, r);
    await checkMoney(m);
  }
  toString = () => this.inner.toString();
}

const seen = {
  commands: 0,
  accepted: 0,
  requests: 0,
  credited: 0,
  released: {} as Record<string, number>,
  refunds: {} as Record<string, number>,
  cancellations: {} as Record<string, number>,
  disputes: { opened: 0, reembolso_total: 0, reembolso_parcial: 0, liberado: 0 } as Record<'opened' | DisputeDecision, number>,
};
const count = (tally: Record<string, number>, key: string) => (tally[key] = (tally[key] ?? 0) + 1);
function tally(m: Model) {
  for (const p of m.pedidos) {
    seen.requests++;
    seen.credited += paid(p).length;
    // A day's release by the job, by 'Liberar'; a late cancellation's half day; a dispute's rest.
    for (const r of p.releases) count(seen.released, r.byJob ? 'job' : r.day ? 'liberado' : r.key.split(':')[1]!);
    for (const r of p.refunds) count(seen.refunds, r.reason);
  }
}

// ── The property ────────────────────────────────────────────────────────────────────────────

async function freshWorld(): Promise<Model> {
  // Each run: new people, and a clock a day past the previous run's (no rate limit or slot carries over).
  const now = new Date(clock.getTime() + 24 * HOUR);
  clock = now;
  ctx.setNow(now);
  baselineProblems = new Set((await checkLedger(ctx.db)).problems);
  const party = async (id: string) => ({ id, client: await signedInClient(ctx, id), creates: 0, paymentStarts: 0 });
  const families = await Promise.all([0, 1].map(async () => party((await createFamily(ctx.db)).id)));
  const caregivers = await Promise.all(
    [0, 1].map(async () => ({ ...(await party((await createCaregiver(ctx.db, { data: { precoHoraCentavos: 3333 } })).id)), nextFree: todayInSaoPaulo(now) })),
  );
  return { now, families, caregivers, pedidos: [] };
}

describe('the booking money under random sequences of payments, answers, cancellations, events and jobs', () => {
  it('keeps every ledger invariant and the model’s escrow, refunds and releases', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbitraries.map((arb) => arb.map((cmd) => new Checked(cmd))), { maxCommands: MAX_COMMANDS, size: 'max' }), async (cmds) => {
        const model = await freshWorld();
        await fc.asyncModelRun(() => ({ model, real: { ctx } }), cmds);
        seen.commands += [...cmds].length;
        tally(model);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), verbose: 1 },
    );
    // What the runs went through. Releases and late payments come up in most executions of this
    // size, not every one, so only the common movements are required here; the exact rules of each
    // have their own tests in booking-payments.integration.test.ts.
    console.info('[ledger property]', JSON.stringify(seen));
    if (RUNS >= 10) {
      expect(seen.credited, 'no payment was credited in any run').toBeGreaterThan(0);
      expect(seen.accepted, 'no request was accepted in any run').toBeGreaterThan(0);
      expect(Object.keys(seen.refunds).length, 'no refund in any run').toBeGreaterThan(0);
    }
  });

  // Sequences the random runs found, kept as fixed examples (each failed before its fix).
  it('paid by card, then by a late Pix (paid back at once), accepted and cancelled by the caregiver: the card is paid back in full by its own key', async () => {
    // Seed 296356556: what was left of each payment ignored its refunds, so the Pix looked unrefunded,
    // the cancellation took the by-amount path and could have drawn on the Pix already paid back.
    const first: Target = { index: 0, targeted: true };
    const cmds = [
      new CreateRequest(0, 0, 1, 1, false),
      new StartPayment(first, 'pix'),
      new SandboxConfirm(first, 'card'),
      new DeliverEvent(0, 'pix', 'new'),
      new Accept(first),
      new CaregiverCancel(first),
    ].map((cmd) => new Checked(cmd));
    const model = await freshWorld();
    await fc.asyncModelRun(() => ({ model, real: { ctx } }), cmds);
    expect(model.pedidos[0]!.refunds.map((r) => r.reason).sort()).toEqual(['cancelada', 'pagamento_tardio']);
  });
});
