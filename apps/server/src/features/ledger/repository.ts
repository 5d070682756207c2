import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

// Every query of the ledger. Balances are sums of entries, never stored counters.

export type LedgerAccountKind = (typeof ledgerAccounts.$inferInsert)['kind'];
export type LedgerTransactionKind = (typeof ledgerTransactions.$inferInsert)['kind'];

export interface AccountSpec {
  code: string;
  kind: LedgerAccountKind;
  ownerId: string | null;
  pedidoId: string | null;
}

/** The ids of these accounts, creating the missing ones (an account exists once per code). */
export async function ensureAccounts(db: Executor, specs: readonly AccountSpec[]): Promise<Map<string, string>> {
  const unique = [...new Map(specs.map((s) => [s.code, s])).values()];
  if (!unique.length) return new Map();
  await db.insert(ledgerAccounts).values(unique).onConflictDoNothing({ target: ledgerAccounts.code });
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, unique.map((s) => s.code)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export interface NewLedgerTransaction {
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  pedidoId: string | null;
  paymentEventId: string | null;
  occurredAt: Date;
}

/** Inserts the transactions whose keys are new; answers key → id for those inserted only. */
export async function insertTransactions(db: Executor, rows: readonly NewLedgerTransaction[]): Promise<Map<string, string>> {
  if (!rows.length) return new Map();
  const inserted = await db
    .insert(ledgerTransactions)
    .values([...rows])
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
  return new Map(inserted.map((r) => [r.key, r.id]));
}

export async function insertEntries(db: Executor, rows: readonly { transactionId: string; accountId: string; amountCents: number }[]): Promise<void> {
  if (rows.length) await db.insert(ledgerEntries).values([...rows]);
}

export async function findTransactionId(db: Executor, idempotencyKey: string): Promise<string | null> {
  const [row] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row?.id ?? null;
}

/** The balance of one account by its code (0 when it has no entries or does not exist). */
export async function balanceOf(db: Executor, code: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, code));
  return Number(row?.total ?? 0);
}

/** Balances of many accounts of one kind and owner, grouped (caregiver dashboard). */
export async function balancesByKind(db: Executor, ownerId: string, kinds: readonly LedgerAccountKind[]) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.ownerId, ownerId), inArray(ledgerAccounts.kind, [...kinds])))
    .groupBy(ledgerAccounts.kind);
  return new Map(rows.map((r) => [r.kind, Number(r.total)]));
}

// ── Reconciliation (npm run ledger:check) ───────────────────────────────────────────────────

/** Transactions whose entries do not sum to zero, or that have fewer than two entries. */
export async function findUnbalancedTransactions(db: Executor) {
  const rows = await queryRows<{ id: string; idempotency_key: string; total: string; legs: string }>(db, sql`
    select t.id, t.idempotency_key, coalesce(sum(e.amount_cents), 0) as total, count(e.id) as legs
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id, t.idempotency_key
    having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2`);
  return rows.map((r) => ({ id: r.id, key: r.idempotency_key, total: Number(r.total), legs: Number(r.legs) }));
}

/**
 * Per booking: what its escrow holds, and what was paid in, refunded and released according to the
 * transactions' kinds, so escrow = paid − refunded − released can be checked.
 */
export async function findEscrowFigures(db: Executor) {
  const rows = await queryRows<{ pedido_id: string; balance: string; paid: string; refunded: string; released: string }>(db, sql`
    select a.pedido_id,
      coalesce(sum(e.amount_cents), 0) as balance,
      coalesce(sum(e.amount_cents) filter (where t.kind in ('payment', 'plan_allocation')), 0) as paid,
      coalesce(-sum(e.amount_cents) filter (where t.kind in ('refund', 'plan_return')), 0) as refunded,
      coalesce(-sum(e.amount_cents) filter (where t.kind = 'release'), 0) as released
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'escrow'
    group by a.pedido_id`);
  return rows.map((r) => ({
    pedidoId: r.pedido_id,
    balance: Number(r.balance),
    paid: Number(r.paid),
    refunded: Number(r.refunded),
    released: Number(r.released),
  }));
}

/** Applied booking-payment events with no ledger transaction for them. */
export async function findPaymentEventsWithoutTransaction(db: Executor) {
  const rows = await queryRows<{ id: string; provider_event_id: string }>(db, sql`
    select pe.id, pe.provider_event_id from payment_events pe
    where pe.type = 'payment_intent.succeeded' and pe.outcome = 'applied'
      and not exists (select 1 from ledger_transactions t where t.payment_event_id = pe.id)`);
  return rows.map((r) => ({ id: r.id, providerEventId: r.provider_event_id }));
}

/** Succeeded booking payments with no payment transaction, and payment transactions with no succeeded payment. */
export async function findPaymentsOutOfStep(db: Executor) {
  const rows = await queryRows<{ pedido_id: string; paid_rows: string; paid_ledger: string }>(db, sql`
    with rows_paid as (
      select pedido_id, sum(amount_cents) as amount from booking_payments where status = 'succeeded' group by pedido_id
    ), ledger_paid as (
      select a.pedido_id, sum(e.amount_cents) as amount from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
      where a.kind = 'escrow' and t.kind = 'payment' group by a.pedido_id
    )
    select coalesce(r.pedido_id, l.pedido_id) as pedido_id, coalesce(r.amount, 0) as paid_rows, coalesce(l.amount, 0) as paid_ledger
    from rows_paid r full join ledger_paid l on l.pedido_id = r.pedido_id
    where coalesce(r.amount, 0) <> coalesce(l.amount, 0)`);
  return rows.map((r) => ({ pedidoId: r.pedido_id, paidRows: Number(r.paid_rows), paidLedger: Number(r.paid_ledger) }));
}

/**
 * Per caregiver: payouts requested or paid by the rows, and the payouts_sent balance. Answers every
 * caregiver with either (the caller compares; the ledger figure also makes the report's total).
 */
export async function findPayoutsOutOfStep(db: Executor) {
  const rows = await queryRows<{ cuidador_id: string; by_rows: string; by_ledger: string }>(db, sql`
    with by_rows as (
      select cuidador_id, sum(amount_cents) as amount from payouts where status in ('requested', 'paid') group by cuidador_id
    ), by_ledger as (
      select a.owner_id as cuidador_id, sum(e.amount_cents) as amount from ledger_entries e
      join ledger_accounts a on a.id = e.account_id where a.kind = 'payouts_sent' group by a.owner_id
    )
    select coalesce(r.cuidador_id, l.cuidador_id) as cuidador_id, coalesce(r.amount, 0) as by_rows, coalesce(l.amount, 0) as by_ledger
    from by_rows r full join by_ledger l on l.cuidador_id = r.cuidador_id`);
  return rows.map((r) => ({ cuidadorId: r.cuidador_id, rows: Number(r.by_rows), ledger: Number(r.by_ledger) }));
}

/** Caregivers whose available balance is below zero (the database refuses it at commit too). */
export async function findNegativeAvailableBalances(db: Executor) {
  const rows = await queryRows<{ owner_id: string; balance: string }>(db, sql`
    select a.owner_id, sum(e.amount_cents) as balance from ledger_entries e
    join ledger_accounts a on a.id = e.account_id where a.kind = 'caregiver_available'
    group by a.owner_id having sum(e.amount_cents) < 0`);
  return rows.map((r) => ({ cuidadorId: r.owner_id, balance: Number(r.balance) }));
}

/** Care plans' accounts below zero (a plan never books more than its payments hold, ADR 0047). */
export async function findNegativePlanFunds(db: Executor) {
  const rows = await queryRows<{ code: string; balance: string }>(db, sql`
    select a.code, sum(e.amount_cents) as balance from ledger_entries e
    join ledger_accounts a on a.id = e.account_id where a.kind = 'plan_funds'
    group by a.code having sum(e.amount_cents) < 0`);
  return rows.map((r) => ({ code: r.code, balance: Number(r.balance) }));
}

export async function countLedger(db: Executor) {
  const rows = await queryRows<{ transactions: string; entries: string; accounts: string }>(db, sql`
    select (select count(*) from ledger_transactions) as transactions,
      (select count(*) from ledger_entries) as entries,
      (select count(*) from ledger_accounts) as accounts`);
  const [row] = rows;
  return { transactions: Number(row?.transactions ?? 0), entries: Number(row?.entries ?? 0), accounts: Number(row?.accounts ?? 0) };
}

/** Plans' leftover refunds (docs/product.md#plan-care) with no ledger transaction under their key, or one of another amount. */
export async function findLeftoverRefundsOutOfStep(db: Executor) {
  const rows = await queryRows<{ idempotency_key: string; amount_cents: number; ledger: string | null }>(db, sql`
    select r.idempotency_key, r.amount_cents,
      (select sum(e.amount_cents) from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where t.idempotency_key = r.idempotency_key and a.kind = 'refunds') as ledger
    from plan_leftover_refunds r`);
  return rows
    .map((r) => ({ key: r.idempotency_key, amountCents: Number(r.amount_cents), ledger: r.ledger === null ? null : Number(r.ledger) }))
    .filter((r) => r.ledger !== r.amountCents);
}
