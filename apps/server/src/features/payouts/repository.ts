import type { PixKeyType } from '@cuidar/domain/payouts';
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
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

/**
 * Account deletion with money still to be paid: only the destination payouts use stays (the Pix
 * key, or with Stripe the connected account); the other half of the row, if any, goes.
 */
export async function keepOnlyPayoutDestination(db: Executor, cuidadorId: string, via: 'pix' | 'stripe', at: Date): Promise<void> {
  await db
    .update(payoutKeys)
    .set(via === 'stripe' ? { tipo: null, valor: null, updatedAt: at } : { stripeAccountId: null, updatedAt: at })
    .where(eq(payoutKeys.cuidadorId, cuidadorId));
}

/**
 * Whether money may still be paid to the caregiver `cuidador` (a column or value): a payout still
 * requested, a positive available balance, or money held in the escrow of one of her bookings (it
 * may be released to her). One expression, so one statement reads all three in one snapshot: a
 * release committing meanwhile moves money from escrow to available in one transaction, and is
 * seen on one side or the other, never on neither.
 */
const mayStillBePaid = (cuidador: SQL) => sql`(
  exists (select 1 from payouts o where o.cuidador_id = ${cuidador} and o.status = 'requested')
  or exists (
    select 1 from ledger_accounts a join ledger_entries e on e.account_id = a.id
     where a.kind = 'caregiver_available' and a.owner_id = ${cuidador}
    having sum(e.amount_cents) > 0)
  or exists (
    select 1 from ledger_accounts a
      join pedidos_reserva p on p.id = a.pedido_id
      join ledger_entries e on e.account_id = a.id
     where a.kind = 'escrow' and p.cuidador_id = ${cuidador}
     group by a.id
    having sum(e.amount_cents) > 0))`;

export async function isMoneyStillOwed(db: Executor, cuidadorId: string): Promise<boolean> {
  const [row] = await queryRows<{ owed: boolean }>(db, sql`select ${mayStillBePaid(sql`${cuidadorId}`)} as owed`);
  return Boolean(row?.owed);
}

/**
 * Deleted caregivers' payout destinations that nothing will be paid to any more (ADR 0063): each
 * goes in one statement with the check above. Answers whose.
 */
export async function eraseSettledPayoutDestinations(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ cuidador_id: string }>(
    db,
    sql`delete from payout_keys k
         using profiles owner
         where owner.id = k.cuidador_id and owner.deleted_at is not null
           and not ${mayStillBePaid(sql`k.cuidador_id`)}
     returning k.cuidador_id`,
  );
  return rows.map((r) => r.cuidador_id);
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
 * Caregivers whose available balance is at least `minimum` — or, once the account is deleted, any
 * positive balance (she cannot come back to raise it, ADR 0063) — with their Pix key and connected
 * account when they have them, and whether a payout of this day exists already.
 */
export async function findPayableBalances(db: Executor, minimum: number, day: string) {
  const rows = await queryRows<{
    cuidador_id: string;
    balance: string;
    tipo: PixKeyType | null;
    valor: string | null;
    stripe_account_id: string | null;
    is_deleted: boolean;
    has_payout: boolean;
  }>(
    db,
    sql`
    select a.owner_id as cuidador_id, sum(e.amount_cents) as balance, k.tipo, k.valor, k.stripe_account_id,
      (pr.deleted_at is not null) as is_deleted,
      exists (select 1 from payouts p where p.cuidador_id = a.owner_id and p.dia = ${day}) as has_payout
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join profiles pr on pr.id = a.owner_id
    left join payout_keys k on k.cuidador_id = a.owner_id
    where a.kind = 'caregiver_available'
    group by a.owner_id, k.tipo, k.valor, k.stripe_account_id, pr.deleted_at
    having sum(e.amount_cents) >= ${minimum} or (pr.deleted_at is not null and sum(e.amount_cents) > 0)`,
  );
  return rows.map((r) => ({
    cuidadorId: r.cuidador_id,
    balance: Number(r.balance),
    pixKey: r.tipo && r.valor ? { tipo: r.tipo, valor: r.valor } : null,
    stripeAccountId: r.stripe_account_id,
    isDeleted: r.is_deleted,
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
    .select({ payout: payouts, valor: payoutKeys.valor, tipo: payoutKeys.tipo, stripeAccountId: payoutKeys.stripeAccountId, ownerDeletedAt: profiles.deletedAt })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.cuidadorId))
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
