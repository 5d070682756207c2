import { STUCK_MONEY_LIST_LIMIT, stuckMoneyBefore, type StuckMoneyDto } from '@cuidar/domain/operator-payments';
import { fullName } from '@cuidar/domain/names';
import type { Executor } from '../../db/client';
import { countStuckMoney, findStuckMoney } from './repository';

// 'Pagamentos' on the operators' desk (docs/product.md#operators): what the provider has not paid
// back or paid out yet. Read only: the jobs keep asking, under the same keys.

export async function listStuckMoney(deps: { db: Executor; now: () => Date }): Promise<{ items: StuckMoneyDto[]; total: number }> {
  const before = stuckMoneyBefore(deps.now());
  const [rows, total] = await Promise.all([findStuckMoney(deps.db, before, STUCK_MONEY_LIST_LIMIT), countStuckMoney(deps.db, before)]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      // A deleted account's address is a placeholder nobody reads (ADR 0013): there is no one to write to.
      pessoa: { nome: fullName({ firstName: row.first_name, lastName: row.last_name }), email: row.deleted_at ? '' : (row.email ?? '') },
      amountCents: Number(row.amount_cents),
      since: new Date(row.since).toISOString(),
      attempts: Number(row.attempts),
      lastError: row.last_error,
    })),
  };
}

/** The count on the desk's Início. */
export async function countStuck(deps: { db: Executor; now: () => Date }): Promise<number> {
  return countStuckMoney(deps.db, stuckMoneyBefore(deps.now()));
}
