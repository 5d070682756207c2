import type { PixKeyType } from '@cuidar/domain/payouts';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';
import { payoutKeys, payouts, profiles, receipts, user } from '../../db/schema';

// Every query about payout keys and payouts. Reads for a caregiver carry cuidador_id.

export async function findPayoutKey(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({ tipo: payoutKeys.tipo, valor: payoutKeys.valor, stripeAccountId: payoutKeys.stripeAccountId, updatedAt: payoutKeys.updatedAt })
    .from(payoutKeys)
    .where(eq(payoutKeys.cuidadorId, cuidadorId));
  return row;
}

/** Sets the caregiver's key (one per caregiver); answers the previous one, if any. */
export async function upsertPayoutKey(db: Executor, cuidadorId: string, key: { tipo: PixKeyType; valor: string }, at: Date) {
  const [previous] = await db.select({ tipo: payoutKeys.tipo, valor: payoutKeys.valor }).from(payoutKeys).where(eq(payoutKeys.cuidadorId, cuidadorId)).for('update');
  await db
    .insert(payoutKeys)
    .values({ cuidadorId, ...key, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: payoutKeys.cuidadorId, set: { ...key, updatedAt: at } });
  return previous;
}

/**
 * Stripe Connect: the caregiver's connected account, stored once it is opened (with or without a
 * Pix key on the row). False when one was stored already.
 */
export async function setStripeAccountId(db: Executor, cuidadorId: string, accountId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(payoutKeys)
    .values({ cuidadorId, stripeAccountId: accountId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: payoutKeys.cuidadorId, set: { stripeAccountId: accountId, updatedAt: at }, setWhere: sql`${payoutKeys.stripeAccountId} is null` })
    .returning({ cuidadorId: payoutKeys.cuidadorId });
  return rows.length > 0;
}

/**
 * Removes the caregiver's Pix key and answers it (undefined when there was none): the row goes,
 * unless it also holds the connected account, which stays.
 */
export async function removePixKey(db: Executor, cuidadorId: string, at: Date) {
  const [previous] = await db
    .select({ tipo: payoutKeys.tipo, valor: payoutKeys.valor, stripeAccountId: payoutKeys.stripeAccountId })
    .from(payoutKeys)
    .where(eq(payoutKeys.cuidadorId, cuidadorId))
    .for('update');
  if (!previous?.tipo || !previous.valor) return undefined;
  if (previous.stripeAccountId) await db.update(payoutKeys).set({ tipo: null, valor: null, updatedAt: at }).where(eq(payoutKeys.cuidadorId, cuidadorId));
  else await db.delete(payoutKeys).where(eq(payoutKeys.cuidadorId, cuidadorId));
  return { tipo: previous.tipo, valor: previous.valor };
}

/** Account deletion: the key and the account id are personal data with no use once the account is gone. */
export async function deletePayoutKey(db: Executor, cuidadorId: string): Promise<void> {
  await db.delete(payoutKeys).where(eq(payoutKeys.cuidadorId, cuidadorId));
}

/** Name and address of a caregiver (a notice about their payouts). */
export async function findCaregiverContact(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, cuidadorId));
  return row && !row.deletedAt ? row : undefined;
}

/**
 * Caregivers whose available balance is at least `minimum`, with their Pix key and connected
 * account when they have them, and whether a payout of this day exists already.
 */
export async function findPayableBalances(db: Executor, minimum: number, day: string) {
  const rows = await queryRows<{ cuidador_id: string; balance: string; tipo: PixKeyType | null; valor: string | null; stripe_account_id: string | null; has_payout: boolean }>(
    db,
    sql`
    select a.owner_id as cuidador_id, sum(e.amount_cents) as balance, k.tipo, k.valor, k.stripe_account_id,
      exists (select 1 from payouts p where p.cuidador_id = a.owner_id and p.dia = ${day}) as has_payout
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    left join payout_keys k on k.cuidador_id = a.owner_id
    where a.kind = 'caregiver_available'
    group by a.owner_id, k.tipo, k.valor, k.stripe_account_id
    having sum(e.amount_cents) >= ${minimum}`,
  );
  return rows.map((r) => ({
    cuidadorId: r.cuidador_id,
    balance: Number(r.balance),
    pixKey: r.tipo && r.valor ? { tipo: r.tipo, valor: r.valor } : null,
    stripeAccountId: r.stripe_account_id,
    hasPayout: r.has_payout,
  }));
}

/** Claims this caregiver's payout of the day; null when it exists already (another run made it). */
export async function insertPayout(
  db: Executor,
  values: { cuidadorId: string; dia: string; idempotencyKey: string; amountCents: number; provider: 'stripe' | 'sandbox'; keyType: PixKeyType | null; keyMasked: string | null; requestedAt: Date },
): Promise<string | null> {
  const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning({ id: payouts.id });
  return row?.id ?? null;
}

export type PayoutRow = typeof payouts.$inferSelect;

/** Payouts still to be asked of the provider, oldest first. */
export async function findRequestedPayouts(db: Executor, limit: number, payoutId?: string) {
  return db
    .select({ payout: payouts, valor: payoutKeys.valor, tipo: payoutKeys.tipo, stripeAccountId: payoutKeys.stripeAccountId })
    .from(payouts)
    .leftJoin(payoutKeys, eq(payoutKeys.cuidadorId, payouts.cuidadorId))
    .where(and(eq(payouts.status, 'requested'), payoutId ? eq(payouts.id, payoutId) : undefined))
    .orderBy(asc(payouts.requestedAt))
    .limit(limit);
}

export async function markPayoutPaid(db: Executor, id: string, transferId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set({ status: 'paid', providerTransferId: transferId, paidAt: at, attempts: sql`${payouts.attempts} + 1`, lastError: null })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'requested')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

export async function markPayoutFailed(db: Executor, id: string, error: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set({ status: 'failed', failedAt: at, attempts: sql`${payouts.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'requested')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

export async function recordPayoutAttemptFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(payouts)
    .set({ attempts: sql`${payouts.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'requested')));
}

/** The caller's payouts, newest first (optionally only those asked for from a moment on). */
export async function findPayoutsOf(db: Executor, cuidadorId: string, options: { since?: Date; until?: Date } = {}) {
  return db
    .select({
      id: payouts.id,
      amountCents: payouts.amountCents,
      status: payouts.status,
      keyType: payouts.keyType,
      keyMasked: payouts.keyMasked,
      provider: payouts.provider,
      requestedAt: payouts.requestedAt,
      paidAt: payouts.paidAt,
      receiptId: receipts.id,
    })
    .from(payouts)
    .leftJoin(receipts, eq(receipts.payoutId, payouts.id))
    .where(
      and(
        eq(payouts.cuidadorId, cuidadorId),
        options.since ? gte(payouts.requestedAt, options.since) : undefined,
        options.until ? sql`${payouts.requestedAt} < ${options.until}` : undefined,
      ),
    )
    .orderBy(desc(payouts.requestedAt));
}

/** Data export: every payout of the person, with the masked key it went to. */
export async function findPayoutRowsForExport(db: Executor, cuidadorId: string) {
  return db.select().from(payouts).where(eq(payouts.cuidadorId, cuidadorId)).orderBy(asc(payouts.requestedAt));
}
