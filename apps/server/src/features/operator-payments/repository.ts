import { DELETED_BALANCE_UNPAID_DAYS, type StuckMoneyKind } from '@cuidar/domain/operator-payments';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';

// Refunds and payouts the provider has not made yet (docs/product.md#operators): pending booking
// refunds and plan leftovers, payouts still requested, each with an error or older than `before`
// (the rule of isMoneyStuck in @cuidar/domain/operator-payments, by which families see them late);
// and the available balance of each deleted caregiver the weekly job cannot pay: no destination,
// her last payout refused, or a payout day gone by without paying it (docs/product.md#deletion-payout).

const stuck = (before: Date) => sql`
  select r.id, 'devolucao_reserva' as kind, p.familia_id as person_id, r.amount_cents, r.created_at as since, r.attempts, r.last_error, r.last_error_refused as refused,
         (r.provider_refund_id is not null and r.last_error is null) as provider_pending
    from booking_refunds r join pedidos_reserva p on p.id = r.pedido_id
   where r.status = 'pending' and (r.last_error is not null or r.created_at < ${before})
  union all
  select l.id, 'sobra_plano', s.familia_id, l.amount_cents, l.created_at, l.attempts, l.last_error, l.last_error_refused,
         (l.provider_refund_id is not null and l.last_error is null)
    from plan_leftover_refunds l join plan_subscriptions s on s.id = l.subscription_id
   where l.status = 'pending' and (l.last_error is not null or l.created_at < ${before})
  union all
  -- A payout the provider refused is reversed to the balance at once: one still requested was never refused.
  select o.id, 'repasse', o.cuidador_id, o.amount_cents, o.requested_at, o.attempts, o.last_error, false, false
    from payouts o
   where o.status = 'requested' and (o.last_error is not null or o.requested_at < ${before})
  union all
  -- Nothing to ask the provider for: a refusal or pending of its own does not apply.
  select b.account_id, 'saldo_conta_excluida', d.id, b.balance, d.deleted_at, 0, last.last_error, false, false
    from profiles d
    join (select a.id as account_id, a.owner_id, sum(e.amount_cents) as balance
            from ledger_accounts a join ledger_entries e on e.account_id = a.id
           where a.kind = 'caregiver_available'
           group by a.id, a.owner_id) b on b.owner_id = d.id
    left join lateral (select o.status, o.last_error from payouts o where o.cuidador_id = d.id order by o.requested_at desc limit 1) last on true
   where d.deleted_at is not null and b.balance > 0
     and (not exists (select 1 from payout_keys k where k.cuidador_id = d.id) or last.status = 'failed'
          -- A payout day went by without paying it, whatever the reason.
          or (d.deleted_at < ${unpaidSince(before)} and not exists (select 1 from payouts o where o.cuidador_id = d.id and o.requested_at >= ${unpaidSince(before)})))`;

/** DELETED_BALANCE_UNPAID_DAYS before `before` (itself STUCK_MONEY_AFTER_MINUTES before now). */
const unpaidSince = (before: Date) => new Date(before.getTime() - DELETED_BALANCE_UNPAID_DAYS * 86_400_000);

export interface StuckMoneyRow {
  id: string;
  kind: StuckMoneyKind;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  deleted_at: Date | string | null;
  amount_cents: number;
  since: Date | string;
  attempts: number;
  last_error: string | null;
  refused: boolean;
  provider_pending: boolean;
}

/** The oldest first, with the person's name and e-mail. */
export async function findStuckMoney(db: Executor, before: Date, limit: number): Promise<StuckMoneyRow[]> {
  return queryRows<StuckMoneyRow>(
    db,
    sql`select m.id, m.kind, pr.first_name, pr.last_name, u.email, pr.deleted_at, m.amount_cents, m.since, m.attempts, m.last_error, m.refused, m.provider_pending
          from (${stuck(before)}) m
          left join profiles pr on pr.id = m.person_id
          left join "user" u on u.id = m.person_id
         order by m.since asc, m.id asc
         limit ${limit}`,
  );
}

export async function countStuckMoney(db: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from (${stuck(before)}) m`);
  return Number(row?.total ?? 0);
}

export interface UnalertedStuckRow {
  id: string;
  kind: StuckMoneyKind;
  amount_cents: number;
  since: Date | string;
  refused: boolean;
}

/**
 * Stuck money the operators have not been told of by e-mail, and marks it told, in one statement:
 * two processes running the job at once each get only the rows they inserted, so each item is told
 * once (docs/product.md#operators).
 */
export async function claimUnalertedStuckMoney(db: Executor, before: Date, at: Date, limit: number): Promise<UnalertedStuckRow[]> {
  return queryRows<UnalertedStuckRow>(
    db,
    sql`with candidates as (
          select m.id, m.kind, m.amount_cents, m.since, m.refused
            from (${stuck(before)}) m
           where not exists (select 1 from stuck_money_alerts a where a.kind = m.kind and a.item_id = m.id)
           order by m.since asc, m.id asc
           limit ${limit}
        ), claimed as (
          insert into stuck_money_alerts (kind, item_id, alerted_at)
          select c.kind, c.id, ${at} from candidates c
          on conflict do nothing
          returning kind, item_id
        )
        select c.id, c.kind, c.amount_cents, c.since, c.refused
          from candidates c join claimed k on k.kind = c.kind and k.item_id = c.id
         order by c.since asc, c.id asc`,
  );
}

/** Gives claimed items back, so the next run tells of them (no operator could be e-mailed). */
export async function releaseStuckMoneyAlerts(db: Executor, items: readonly { kind: string; id: string }[], at: Date): Promise<void> {
  // Only this run's claims (alerted_at = at): a claim another run made meanwhile stays.
  for (const item of items) {
    await db.execute(sql`delete from stuck_money_alerts where kind = ${item.kind} and item_id = ${item.id} and alerted_at = ${at}`);
  }
}

/** Who is told: every operator whose account was not deleted. */
export async function findOperatorRecipients(db: Executor): Promise<{ email: string; first_name: string }[]> {
  return queryRows(
    db,
    sql`select u.email, pr.first_name
          from profiles pr join "user" u on u.id = pr.id
         where pr.role = 'operador' and pr.deleted_at is null
         order by u.email`,
  );
}

/** Whether the refund, leftover or payout is still waiting for the provider. */
export async function isStillPending(db: Executor, kind: StuckMoneyKind, id: string): Promise<boolean> {
  const query =
    kind === 'devolucao_reserva'
      ? sql`select 1 from booking_refunds where id = ${id} and status = 'pending'`
      : kind === 'sobra_plano'
        ? sql`select 1 from plan_leftover_refunds where id = ${id} and status = 'pending'`
        : sql`select 1 from payouts where id = ${id} and status = 'requested'`;
  return (await queryRows(db, query)).length > 0;
}
