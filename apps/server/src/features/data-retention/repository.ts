import { ACCESS_ONLY_AUDIT_ACTIONS } from '@cuidar/domain/retention';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';

// Deleting and clearing what is past its retention (docs/product.md#retention). Each statement
// acts on at most `limit` rows, so no run holds a long transaction; the job runs again on the next
// tick until nothing is left. Each is safe on several processes at once (a row acted on no longer
// matches), and each matches the partial indexes of migration 0049.

// The partial index's condition, word for word, so the planner uses it (the actions are constants).
const accessOnly = sql.raw(`(${ACCESS_ONLY_AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`);
const retentionPending = sql`(ip_address is not null or user_agent is not null or action in ${accessOnly})`;

const count = async (db: Executor, query: ReturnType<typeof sql>) => (await queryRows<{ id: unknown }>(db, query)).length;

/** Sign-ins (and failed ones: ACCESS_ONLY_AUDIT_ACTIONS) from before `before`, deleted whole. */
export async function deleteAccessEventsBefore(db: Executor, before: Date, limit: number): Promise<number> {
  return count(
    db,
    sql`delete from audit_log where id in (
          select id from audit_log
           where created_at < ${before}
             and ${retentionPending}
             and action in ${accessOnly}
           limit ${limit})
        returning id`,
  );
}

/** Every other event from before `before` keeps what happened and loses its address and browser. */
export async function clearEventOriginsBefore(db: Executor, before: Date, limit: number): Promise<number> {
  return count(
    db,
    sql`update audit_log set ip_address = null, user_agent = null where id in (
          select id from audit_log
           where created_at < ${before}
             and ${retentionPending}
             and (ip_address is not null or user_agent is not null)
             and action not in ${accessOnly}
           limit ${limit})
        returning id`,
  );
}

/** Sessions that can no longer be used (expired, or opened before `openedBefore`), with their address. */
export async function deleteEndedSessions(db: Executor, now: Date, openedBefore: Date, limit: number): Promise<number> {
  return count(
    db,
    sql`delete from session where id in (
          select id from session where expires_at <= ${now}
          union
          select id from session where created_at < ${openedBefore}
          limit ${limit})
        returning id`,
  );
}

/**
 * 'Fale Conosco' messages of senders (by address, any case) whose last contact, theirs or our
 * answer, was before `before`.
 */
export async function deleteContactMessagesOfSendersSilentSince(db: Executor, before: Date, limit: number): Promise<number> {
  return count(
    db,
    sql`delete from contact_messages where id in (
          select m.id from contact_messages m
           where m.created_at < ${before}
             and not exists (
               select 1 from contact_messages n
                where lower(n.email) = lower(m.email)
                  and greatest(n.created_at, coalesce(n.respondida_em, n.created_at)) >= ${before})
           limit ${limit})
        returning id`,
  );
}
