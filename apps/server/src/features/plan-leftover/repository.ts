import { and, asc, eq, inArray, isNotNull, lt, max, not, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, planLeftoverRefunds, planSubscriptions } from '../../db/schema';

// What was left in a plan's account once the plan was over, and its way back to the card
// (docs/product.md#plan-care). Balances are the ledger's; this file reads them and keeps the
// refunds' rows.

const planColumns = {
  id: planSubscriptions.id,
  familiaId: planSubscriptions.familiaId,
  status: planSubscriptions.status,
  provider: planSubscriptions.provider,
  providerSubscriptionId: planSubscriptions.providerSubscriptionId,
  activatedAt: planSubscriptions.activatedAt,
  currentPeriodEnd: planSubscriptions.currentPeriodEnd,
  endsAt: planSubscriptions.endsAt,
  canceledAt: planSubscriptions.canceledAt,
};

/**
 * Paid plans not withdrawn whose account holds money and whose end (cancellation, last paid period
 * or last month, whichever the status makes it) is before `before`: a superset the service narrows
 * with the domain's planOverAt. The plan's account is `plan_funds:<plan id>` (ledger accountSpec).
 */
export async function findPlansWithFundsEndingBefore(db: Executor, before: Date, limit: number) {
  return db
    .select(planColumns)
    .from(planSubscriptions)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.code, sql`'plan_funds:' || ${planSubscriptions.id}`))
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(
      and(
        inArray(planSubscriptions.status, ['active', 'cancel_at_period_end', 'canceled']),
        isNotNull(planSubscriptions.activatedAt),
        lt(sql`coalesce(${planSubscriptions.canceledAt}, ${planSubscriptions.currentPeriodEnd}, ${planSubscriptions.endsAt})`, before),
      ),
    )
    .groupBy(planSubscriptions.id)
    .having(sql`sum(${ledgerEntries.amountCents}) > 0`)
    .orderBy(asc(planSubscriptions.id))
    .limit(limit);
}

/** Holds the plan row until commit: one process at a time moves a plan's leftover. */
export async function lockPlan(tx: Executor, subscriptionId: string): Promise<void> {
  await tx.select({ id: planSubscriptions.id }).from(planSubscriptions).where(eq(planSubscriptions.id, subscriptionId)).for('update');
}

/** The sequence of the plan's latest leftover refund; 0 before its first. */
export async function lastLeftoverSequence(db: Executor, subscriptionId: string): Promise<number> {
  const [row] = await db.select({ last: max(planLeftoverRefunds.sequence) }).from(planLeftoverRefunds).where(eq(planLeftoverRefunds.subscriptionId, subscriptionId));
  return Number(row?.last ?? 0);
}

export async function insertLeftoverRefund(tx: Executor, input: { subscriptionId: string; sequence: number; amountCents: number; idempotencyKey: string; at: Date }): Promise<void> {
  await tx.insert(planLeftoverRefunds).values({
    subscriptionId: input.subscriptionId,
    sequence: input.sequence,
    amountCents: input.amountCents,
    idempotencyKey: input.idempotencyKey,
    createdAt: input.at,
  });
}

/** Refunds not yet confirmed by the provider, oldest first, with what the provider call needs. */
export async function findPendingLeftoverRefunds(db: Executor, limit: number, id?: string) {
  return db
    .select({
      id: planLeftoverRefunds.id,
      subscriptionId: planLeftoverRefunds.subscriptionId,
      sequence: planLeftoverRefunds.sequence,
      amountCents: planLeftoverRefunds.amountCents,
      idempotencyKey: planLeftoverRefunds.idempotencyKey,
      familiaId: planSubscriptions.familiaId,
      provider: planSubscriptions.provider,
      providerSubscriptionId: planSubscriptions.providerSubscriptionId,
      providerRefundId: planLeftoverRefunds.providerRefundId,
    })
    .from(planLeftoverRefunds)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planLeftoverRefunds.subscriptionId))
    .where(
      and(
        eq(planLeftoverRefunds.status, 'pending'),
        // One the provider took and then failed is final: only an operator's 'Tentar agora' (by id) looks again.
        id ? eq(planLeftoverRefunds.id, id) : not(and(isNotNull(planLeftoverRefunds.providerRefundId), eq(planLeftoverRefunds.lastErrorRefused, true))!),
      ),
    )
    .orderBy(asc(planLeftoverRefunds.createdAt), asc(planLeftoverRefunds.sequence))
    .limit(limit);
}

/**
 * What the plan's earlier leftover refunds (lower sequence) took from its charges, whatever their
 * state; one our team paid back itself took nothing (the provider had refused it).
 */
export async function leftoverRefundedBefore(db: Executor, subscriptionId: string, sequence: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(planLeftoverRefunds.amountCents) })
    .from(planLeftoverRefunds)
    .where(and(eq(planLeftoverRefunds.subscriptionId, subscriptionId), lt(planLeftoverRefunds.sequence, sequence), eq(planLeftoverRefunds.settledBy, 'provider')));
  return Number(row?.total ?? 0);
}

export async function markLeftoverRefundDone(tx: Executor, id: string, providerRefundId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(planLeftoverRefunds)
    .set({ status: 'succeeded', providerRefundId, refundedAt: at, attempts: sql`${planLeftoverRefunds.attempts} + 1`, lastError: null, lastErrorRefused: false })
    .where(and(eq(planLeftoverRefunds.id, id), eq(planLeftoverRefunds.status, 'pending')))
    .returning({ id: planLeftoverRefunds.id });
  return rows.length > 0;
}

/** The provider took it as pending: its refunds' ids are kept so the job asks where they are instead of asking again. */
export async function markLeftoverRefundTakenByProvider(db: Executor, id: string, providerRefundId: string): Promise<void> {
  await db
    .update(planLeftoverRefunds)
    .set({ providerRefundId, attempts: sql`${planLeftoverRefunds.attempts} + 1`, lastError: null, lastErrorRefused: false })
    .where(and(eq(planLeftoverRefunds.id, id), eq(planLeftoverRefunds.status, 'pending')));
}

/** The provider did not pay it back: its answer, and whether it was a refusal (nothing done) or not. */
export async function markLeftoverRefundFailed(db: Executor, id: string, error: string, refused: boolean): Promise<void> {
  await db
    .update(planLeftoverRefunds)
    .set({ attempts: sql`${planLeftoverRefunds.attempts} + 1`, lastError: error.slice(0, 500), lastErrorRefused: refused })
    .where(and(eq(planLeftoverRefunds.id, id), eq(planLeftoverRefunds.status, 'pending')));
}

/** One leftover refund as the operators' desk acts on it. */
export async function findLeftoverRefundForTeam(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: planLeftoverRefunds.id,
      subscriptionId: planLeftoverRefunds.subscriptionId,
      status: planLeftoverRefunds.status,
      lastErrorRefused: planLeftoverRefunds.lastErrorRefused,
      amountCents: planLeftoverRefunds.amountCents,
      familiaId: planSubscriptions.familiaId,
      provider: planSubscriptions.provider,
    })
    .from(planLeftoverRefunds)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planLeftoverRefunds.subscriptionId))
    .where(eq(planLeftoverRefunds.id, id));
  return row;
}

/** Our team paid it back itself after the provider refused; false when no longer pending or not refused. */
export async function markLeftoverRefundDoneByTeam(tx: Executor, id: string, team: { method: 'pix' | 'transfer'; reference: string }, at: Date): Promise<boolean> {
  const rows = await tx
    .update(planLeftoverRefunds)
    .set({ status: 'succeeded', settledBy: 'team', teamMethod: team.method, teamReference: team.reference, refundedAt: at })
    .where(and(eq(planLeftoverRefunds.id, id), eq(planLeftoverRefunds.status, 'pending'), eq(planLeftoverRefunds.lastErrorRefused, true)))
    .returning({ id: planLeftoverRefunds.id });
  return rows.length > 0;
}

/** A plan's leftover refunds for its owner's card ('Meu plano'), oldest first. */
export async function findLeftoverRefunds(db: Executor, subscriptionId: string) {
  return db
    .select({
      amountCents: planLeftoverRefunds.amountCents,
      status: planLeftoverRefunds.status,
      createdAt: planLeftoverRefunds.createdAt,
      refundedAt: planLeftoverRefunds.refundedAt,
      lastError: planLeftoverRefunds.lastError,
      settledBy: planLeftoverRefunds.settledBy,
      teamMethod: planLeftoverRefunds.teamMethod,
    })
    .from(planLeftoverRefunds)
    .where(eq(planLeftoverRefunds.subscriptionId, subscriptionId))
    .orderBy(asc(planLeftoverRefunds.sequence));
}
