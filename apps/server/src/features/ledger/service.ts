import type { Executor } from '../../db/client';
import {
  balanceOf,
  countLedger,
  ensureAccounts,
  findEscrowFigures,
  findPaymentEventsWithoutTransaction,
  findNegativeAvailableBalances,
  findNegativePlanFunds,
  findLeftoverRefundsOutOfStep,
  findPaymentsOutOfStep,
  findPayoutsOutOfStep,
  findUnbalancedTransactions,
  insertEntries,
  insertTransactions,
  type AccountSpec,
  type LedgerTransactionKind,
} from './repository';

// The booking ledger (docs/decisions/0033): every movement of money is a transaction of entries in
// integer centavos on accounts, summing to zero, written inside the caller's transaction (the one
// that changes the booking) and idempotent by a unique key. The database checks the same balance
// and that no escrow goes negative at commit.

/** An account named by what it is; its code is derived here and nowhere else. */
export type AccountRef =
  | { kind: 'family_payments'; familiaId: string }
  | { kind: 'escrow'; pedidoId: string }
  | { kind: 'caregiver_available'; cuidadorId: string }
  | { kind: 'platform_fee' }
  | { kind: 'refunds'; familiaId: string }
  | { kind: 'payouts_sent'; cuidadorId: string }
  | { kind: 'plan_funds'; subscriptionId: string; familiaId: string };

export function accountSpec(ref: AccountRef): AccountSpec {
  switch (ref.kind) {
    case 'family_payments':
      return { code: `family_payments:${ref.familiaId}`, kind: ref.kind, ownerId: ref.familiaId, pedidoId: null };
    case 'escrow':
      return { code: `escrow:${ref.pedidoId}`, kind: ref.kind, ownerId: null, pedidoId: ref.pedidoId };
    case 'caregiver_available':
      return { code: `caregiver_available:${ref.cuidadorId}`, kind: ref.kind, ownerId: ref.cuidadorId, pedidoId: null };
    case 'platform_fee':
      return { code: 'platform_fee', kind: ref.kind, ownerId: null, pedidoId: null };
    case 'refunds':
      return { code: `refunds:${ref.familiaId}`, kind: ref.kind, ownerId: ref.familiaId, pedidoId: null };
    case 'payouts_sent':
      return { code: `payouts_sent:${ref.cuidadorId}`, kind: ref.kind, ownerId: ref.cuidadorId, pedidoId: null };
    case 'plan_funds':
      return { code: `plan_funds:${ref.subscriptionId}`, kind: ref.kind, ownerId: ref.familiaId, pedidoId: null };
  }
}

export interface LedgerPosting {
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  pedidoId?: string | null;
  paymentEventId?: string | null;
  at: Date;
  entries: readonly { account: AccountRef; amountCents: number }[];
}

export class UnbalancedTransactionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedTransactionError';
  }
}

/** Refuses a posting that is not a balanced set of whole, non-zero centavo amounts. */
export function assertBalanced(posting: LedgerPosting): void {
  if (posting.entries.length < 2) throw new UnbalancedTransactionError(`${posting.idempotencyKey}: menos de duas partidas`);
  let sum = 0;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new UnbalancedTransactionError(`${posting.idempotencyKey}: valor inválido ${entry.amountCents}`);
    }
    sum += entry.amountCents;
  }
  if (sum !== 0) throw new UnbalancedTransactionError(`${posting.idempotencyKey}: soma ${sum}, deveria ser 0`);
}

/**
 * Posts transactions inside the caller's transaction; a key already posted is skipped (the same
 * event or job step twice moves money once). Answers the keys that were posted now.
 */
export async function postTransactions(tx: Executor, postings: readonly LedgerPosting[]): Promise<Set<string>> {
  if (!postings.length) return new Set();
  for (const posting of postings) assertBalanced(posting);
  const accounts = await ensureAccounts(tx, postings.flatMap((p) => p.entries.map((e) => accountSpec(e.account))));
  const inserted = await insertTransactions(
    tx,
    postings.map((p) => ({
      idempotencyKey: p.idempotencyKey,
      kind: p.kind,
      pedidoId: p.pedidoId ?? null,
      paymentEventId: p.paymentEventId ?? null,
      occurredAt: p.at,
    })),
  );
  await insertEntries(
    tx,
    postings.flatMap((p) => {
      const transactionId = inserted.get(p.idempotencyKey);
      if (!transactionId) return [];
      return p.entries.map((e) => ({ transactionId, accountId: accounts.get(accountSpec(e.account).code)!, amountCents: e.amountCents }));
    }),
  );
  return new Set(inserted.keys());
}

/** One posting; true when it was written now, false when its key had been posted before. */
export async function postTransaction(tx: Executor, posting: LedgerPosting): Promise<boolean> {
  return (await postTransactions(tx, [posting])).has(posting.idempotencyKey);
}

export async function accountBalance(db: Executor, ref: AccountRef): Promise<number> {
  return balanceOf(db, accountSpec(ref).code);
}

// ── The booking postings (docs/product.md#booking-payments) ────────────────────────────────────

/** The provider confirmed a payment: the family's money enters the booking's escrow. */
export function paymentPosting(input: {
  pedidoId: string;
  familiaId: string;
  amountCents: number;
  providerPaymentRef: string;
  paymentEventId: string | null;
  at: Date;
}): LedgerPosting {
  return {
    idempotencyKey: `payment:${input.providerPaymentRef}`,
    kind: 'payment',
    pedidoId: input.pedidoId,
    paymentEventId: input.paymentEventId,
    at: input.at,
    entries: [
      { account: { kind: 'family_payments', familiaId: input.familiaId }, amountCents: -input.amountCents },
      { account: { kind: 'escrow', pedidoId: input.pedidoId }, amountCents: input.amountCents },
    ],
  };
}

/**
 * Money goes back to the family: out of escrow, into the refunds account. In full for a payment
 * (refund:<booking payment>) or a part for a cause (refund:cancel:<pedido>, refund:dispute:<id>).
 */
export function refundPosting(input: { pedidoId: string; familiaId: string; amountCents: number; bookingPaymentId: string; at: Date; idempotencyKey?: string }): LedgerPosting {
  return {
    idempotencyKey: input.idempotencyKey ?? `refund:${input.bookingPaymentId}`,
    kind: 'refund',
    pedidoId: input.pedidoId,
    at: input.at,
    entries: [
      { account: { kind: 'escrow', pedidoId: input.pedidoId }, amountCents: -input.amountCents },
      { account: { kind: 'refunds', familiaId: input.familiaId }, amountCents: input.amountCents },
    ],
  };
}

/** 48 h after a confirmed day: its subtotal to the caregiver, its fee share to the platform. */
export function releasePosting(input: {
  pedidoId: string;
  cuidadorId: string;
  reservaId: string;
  subtotalCents: number;
  feeCents: number;
  at: Date;
}): LedgerPosting {
  return escrowReleasePosting({ ...input, idempotencyKey: `release:${input.reservaId}` });
}

/**
 * Escrow paid out for a cause other than a day's normal release: the caregiver's part of a late
 * cancellation (release:cancel:<pedido>) or of a dispute's decision (release:dispute:<id>).
 */
export function escrowReleasePosting(input: { idempotencyKey: string; pedidoId: string; cuidadorId: string; subtotalCents: number; feeCents: number; at: Date }): LedgerPosting {
  const entries: { account: AccountRef; amountCents: number }[] = [
    { account: { kind: 'escrow', pedidoId: input.pedidoId }, amountCents: -(input.subtotalCents + input.feeCents) },
  ];
  if (input.subtotalCents) entries.push({ account: { kind: 'caregiver_available', cuidadorId: input.cuidadorId }, amountCents: input.subtotalCents });
  if (input.feeCents) entries.push({ account: { kind: 'platform_fee' }, amountCents: input.feeCents });
  return { idempotencyKey: input.idempotencyKey, kind: 'release', pedidoId: input.pedidoId, at: input.at, entries };
}

// ── Payouts (docs/decisions/0035) ─────────────────────────────────────────────────────────────

/** A weekly payout: the caregiver's available balance leaves for their Pix key. */
export function payoutPosting(input: { cuidadorId: string; amountCents: number; idempotencyKey: string; at: Date }): LedgerPosting {
  return {
    idempotencyKey: input.idempotencyKey,
    kind: 'payout',
    at: input.at,
    entries: [
      { account: { kind: 'caregiver_available', cuidadorId: input.cuidadorId }, amountCents: -input.amountCents },
      { account: { kind: 'payouts_sent', cuidadorId: input.cuidadorId }, amountCents: input.amountCents },
    ],
  };
}

/** The provider refused a payout for good: the money returns to the caregiver's available balance. */
export function payoutReversalPosting(input: { cuidadorId: string; amountCents: number; payoutId: string; at: Date }): LedgerPosting {
  return {
    idempotencyKey: `payout-reversal:${input.payoutId}`,
    kind: 'payout_reversal',
    at: input.at,
    entries: [
      { account: { kind: 'payouts_sent', cuidadorId: input.cuidadorId }, amountCents: -input.amountCents },
      { account: { kind: 'caregiver_available', cuidadorId: input.cuidadorId }, amountCents: input.amountCents },
    ],
  };
}

// ── Care plans (docs/product.md#plan-care, ADR 0047) ───────────────────────────────────────

type PlanRef = { subscriptionId: string; familiaId: string };

/** The provider confirmed a plan's monthly payment: the family's money is held for the plan. Key per payment (first / invoice). */
export function planPaymentPosting(input: PlanRef & { amountCents: number; idempotencyKey: string; at: Date }): LedgerPosting {
  return {
    idempotencyKey: input.idempotencyKey,
    kind: 'plan_payment',
    at: input.at,
    entries: [
      { account: { kind: 'family_payments', familiaId: input.familiaId }, amountCents: -input.amountCents },
      { account: { kind: 'plan_funds', subscriptionId: input.subscriptionId, familiaId: input.familiaId }, amountCents: input.amountCents },
    ],
  };
}

/** A caregiver accepted: the booked shifts' price moves from the plan into the booking's escrow (released 48 h after each shift). */
export function planAllocationPosting(input: PlanRef & { pedidoId: string; amountCents: number; at: Date }): LedgerPosting {
  return {
    idempotencyKey: `plan_allocation:${input.pedidoId}`,
    kind: 'plan_allocation',
    pedidoId: input.pedidoId,
    at: input.at,
    entries: [
      { account: { kind: 'plan_funds', subscriptionId: input.subscriptionId, familiaId: input.familiaId }, amountCents: -input.amountCents },
      { account: { kind: 'escrow', pedidoId: input.pedidoId }, amountCents: input.amountCents },
    ],
  };
}

/** Shifts cancelled with the plan: their money leaves escrow back to the plan's account. */
/** The key is per request (its cancellation) unless given: days of a series cancelled on their own have their own. */
export function planReturnPosting(input: PlanRef & { pedidoId: string; amountCents: number; at: Date; idempotencyKey?: string }): LedgerPosting {
  return {
    idempotencyKey: input.idempotencyKey ?? `plan_return:${input.pedidoId}`,
    kind: 'plan_return',
    pedidoId: input.pedidoId,
    at: input.at,
    entries: [
      { account: { kind: 'escrow', pedidoId: input.pedidoId }, amountCents: -input.amountCents },
      { account: { kind: 'plan_funds', subscriptionId: input.subscriptionId, familiaId: input.familiaId }, amountCents: input.amountCents },
    ],
  };
}

/**
 * Withdrawal within 7 days: the provider refunds the card in full. The plan's account pays what it
 * holds; what it no longer holds (shifts already released to a caregiver) is borne by the platform.
 */
export function planRefundPosting(input: PlanRef & { amountCents: number; heldCents: number; at: Date }): LedgerPosting {
  const fromPlan = Math.max(0, Math.min(input.heldCents, input.amountCents));
  const fromPlatform = input.amountCents - fromPlan;
  const entries: { account: AccountRef; amountCents: number }[] = [{ account: { kind: 'refunds', familiaId: input.familiaId }, amountCents: input.amountCents }];
  if (fromPlan) entries.push({ account: { kind: 'plan_funds', subscriptionId: input.subscriptionId, familiaId: input.familiaId }, amountCents: -fromPlan });
  if (fromPlatform) entries.push({ account: { kind: 'platform_fee' }, amountCents: -fromPlatform });
  return { idempotencyKey: `plan_refund:${input.subscriptionId}`, kind: 'plan_refund', at: input.at, entries };
}

/**
 * The plan is over: what is left in its account goes back to the family's card (docs/product.md#plan-care).
 * Same kind as the withdrawal's refund (plan money out to the card); its own key per leftover refund.
 */
export function planLeftoverRefundPosting(input: PlanRef & { amountCents: number; idempotencyKey: string; at: Date }): LedgerPosting {
  return {
    idempotencyKey: input.idempotencyKey,
    kind: 'plan_refund',
    at: input.at,
    entries: [
      { account: { kind: 'plan_funds', subscriptionId: input.subscriptionId, familiaId: input.familiaId }, amountCents: -input.amountCents },
      { account: { kind: 'refunds', familiaId: input.familiaId }, amountCents: input.amountCents },
    ],
  };
}

// ── Reconciliation ─────────────────────────────────────────────────────────────────────────────

export interface LedgerCheckReport {
  ok: boolean;
  counts: { transactions: number; entries: number; accounts: number; bookings: number };
  totals: { paid: number; refunded: number; released: number; held: number; paidOut: number };
  problems: string[];
}

/**
 * Reconciles the ledger with itself, the bookings' payments and the provider's events: every
 * transaction sums to zero; no escrow is negative; each booking's escrow = paid − refunded −
 * released; every applied payment event and every succeeded payment has its ledger transaction;
 * each caregiver's sent payouts (requested or paid) equal their payouts_sent balance, and no
 * available balance is negative (ADR 0035).
 */
export async function checkLedger(db: Executor): Promise<LedgerCheckReport> {
  const problems: string[] = [];
  for (const t of await findUnbalancedTransactions(db)) problems.push(`transação ${t.key} desequilibrada: soma ${t.total}, ${t.legs} partidas`);
  const escrows = await findEscrowFigures(db);
  const totals = { paid: 0, refunded: 0, released: 0, held: 0, paidOut: 0 };
  for (const e of escrows) {
    totals.paid += e.paid;
    totals.refunded += e.refunded;
    totals.released += e.released;
    totals.held += e.balance;
    if (e.balance < 0) problems.push(`custódia do pedido ${e.pedidoId} negativa: ${e.balance}`);
    if (e.balance !== e.paid - e.refunded - e.released) {
      problems.push(`custódia do pedido ${e.pedidoId}: ${e.balance} ≠ pago ${e.paid} − reembolsado ${e.refunded} − liberado ${e.released}`);
    }
  }
  for (const ev of await findPaymentEventsWithoutTransaction(db)) problems.push(`evento ${ev.providerEventId} confirmado sem lançamento no razão`);
  for (const p of await findPaymentsOutOfStep(db)) problems.push(`pedido ${p.pedidoId}: pagamentos confirmados ${p.paidRows} ≠ razão ${p.paidLedger}`);
  // Payouts: every requested or paid payout is in payouts_sent (a failed one was reversed), and no
  // caregiver's available balance is negative.
  for (const p of await findPayoutsOutOfStep(db)) {
    totals.paidOut += p.ledger;
    if (p.rows !== p.ledger) problems.push(`repasses do cuidador ${p.cuidadorId}: registros ${p.rows} ≠ razão ${p.ledger}`);
  }
  for (const a of await findNegativeAvailableBalances(db)) problems.push(`saldo disponível do cuidador ${a.cuidadorId} negativo: ${a.balance}`);
  for (const p of await findNegativePlanFunds(db)) problems.push(`conta do plano ${p.code} negativa: ${p.balance}`);
  for (const r of await findLeftoverRefundsOutOfStep(db)) problems.push(`sobra de plano ${r.key}: devolução ${r.amountCents} ≠ razão ${r.ledger ?? 'sem lançamento'}`);
  const counts = await countLedger(db);
  return { ok: problems.length === 0, counts: { ...counts, bookings: escrows.length }, totals, problems };
}
