import { PLAN_LEFTOVER_REFUND_DELAY_HOURS, planOverAt } from '@cuidar/domain/checkout';
import type { PlanSubscriptionDto } from '@cuidar/domain/checkout';
import { isMoneyStuck, type TeamRefundMethod } from '@cuidar/domain/operator-payments';
import type { Database, Executor } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { accountBalance, planLeftoverRefundPosting, postTransaction } from '../ledger/service';
import { recordConfirmedRefund, recordTeamRefund } from '../receipts/service';
import {
  findLeftoverRefunds,
  findPendingLeftoverRefunds,
  findPlansWithFundsEndingBefore,
  insertLeftoverRefund,
  leftoverRefundedBefore,
  lastLeftoverSequence,
  lockPlan,
  markLeftoverRefundDone,
  markLeftoverRefundDoneByTeam,
  markLeftoverRefundFailed,
  markLeftoverRefundTakenByProvider,
  findLeftoverRefundForTeam,
} from './repository';

// A plan's account holds what the family paid and has not (or no longer) used for shifts: weekdays
// without a caregiver, a cancelled shift's money, a no-show's. Once the plan is over, what is left
// goes back to the card (docs/product.md#plan-care): the ledger moves it in the same transaction as
// the refund's row, and the provider is asked after commit under the same key, retried until it
// answers. Money that comes back to the account later (a dispute decided after the end) is refunded
// by the next run, as the plan's next leftover refund.

export interface PlanLeftoverDeps {
  db: Database;
  payments: PaymentProvider | null;
  logger: Logger;
  now: () => Date;
  mailer?: Mailer;
  publicUrl?: string;
}

const DELAY_MS = PLAN_LEFTOVER_REFUND_DELAY_HOURS * 60 * 60 * 1000;

/**
 * The plan's account and its leftover refunds, for 'Meu plano'; a pending refund the provider
 * failed or has not paid for over an hour is late (the operators' 'Pagamentos' lists it too).
 */
export async function planAccountOf(db: Executor, plan: { id: string; familiaId: string }, now: Date): Promise<Pick<PlanSubscriptionDto, 'accountBalanceCents' | 'leftoverRefunds'>> {
  const [balance, refunds] = await Promise.all([
    accountBalance(db, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: plan.familiaId }),
    findLeftoverRefunds(db, plan.id),
  ]);
  return {
    accountBalanceCents: Math.max(0, balance),
    leftoverRefunds: refunds.map((r) => ({
      amountCents: r.amountCents,
      status: r.status,
      late: r.status === 'pending' && isMoneyStuck({ lastError: r.lastError, since: r.createdAt }, now),
      requestedAt: r.createdAt.toISOString(),
      refundedAt: r.refundedAt ? r.refundedAt.toISOString() : null,
      teamMethod: r.settledBy === 'team' ? r.teamMethod : null,
    })),
  };
}

/**
 * Opens a leftover refund for each plan over for PLAN_LEFTOVER_REFUND_DELAY_HOURS whose account
 * holds money, then asks the provider for the pending ones. Safe on several processes at once: the
 * plan's row is locked and its balance read again inside the transaction.
 */
export async function runPlanLeftoverRefunds(deps: PlanLeftoverDeps, limit = 50): Promise<{ opened: number; refunded: number; failed: number }> {
  const now = deps.now();
  const before = new Date(now.getTime() - DELAY_MS);
  let opened = 0;
  for (const plan of await findPlansWithFundsEndingBefore(deps.db, before, limit)) {
    const overAt = planOverAt(plan, now);
    if (!overAt || overAt.getTime() > before.getTime()) continue;
    const created = await deps.db.transaction(async (tx) => {
      await lockPlan(tx, plan.id);
      const balance = await accountBalance(tx, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: plan.familiaId });
      if (balance <= 0) return false;
      const sequence = (await lastLeftoverSequence(tx, plan.id)) + 1;
      const idempotencyKey = `plan_leftover:${plan.id}:${sequence}`;
      await insertLeftoverRefund(tx, { subscriptionId: plan.id, sequence, amountCents: balance, idempotencyKey, at: now });
      await postTransaction(tx, planLeftoverRefundPosting({ subscriptionId: plan.id, familiaId: plan.familiaId, amountCents: balance, idempotencyKey, at: now }));
      return true;
    });
    if (created) opened++;
  }
  const { refunded, failed } = await processPendingLeftoverRefunds(deps, limit);
  return { opened, refunded, failed };
}

/**
 * Asks the provider for each pending leftover refund, with the same key every time, so a retry or
 * another process never pays back twice; one the provider took as pending is asked where it is,
 * never asked for again. Once paid back, the family's receipt (with its notification) is written
 * with the refund's new state, and e-mailed.
 */
export async function processPendingLeftoverRefunds(deps: PlanLeftoverDeps, limit = 50, id?: string): Promise<{ refunded: number; failed: number; pending: number }> {
  let refunded = 0;
  let failed = 0;
  let pending = 0;
  for (const refund of await findPendingLeftoverRefunds(deps.db, limit, id)) {
    const payments = deps.payments;
    if (!payments || payments.kind !== refund.provider) {
      deps.logger.warn(`[plan-leftover] devolução ${refund.id} aguarda o provedor ${refund.provider}`);
      continue;
    }
    try {
      let refundIds: string | null;
      if (refund.providerRefundId) {
        refundIds = (await payments.refundState(refund.providerRefundId)) === 'succeeded' ? refund.providerRefundId : null;
      } else {
        const result = await payments.refundPlanLeftover({
          subscriptionRowId: refund.subscriptionId,
          subscriptionId: refund.providerSubscriptionId,
          amountCents: refund.amountCents,
          alreadyRefundedCents: await leftoverRefundedBefore(deps.db, refund.subscriptionId, refund.sequence),
          idempotencyKey: refund.idempotencyKey.replaceAll(':', '-'),
        });
        refundIds = result.refundId;
        if (result.pending) {
          await markLeftoverRefundTakenByProvider(deps.db, refund.id, result.refundId);
          refundIds = null;
        }
      }
      if (!refundIds) {
        pending++;
        continue;
      }
      const providerReference = refundIds;
      const at = deps.now();
      await recordConfirmedRefund(deps, (tx) => markLeftoverRefundDone(tx, refund.id, providerReference, at), {
        kind: 'plan_refund',
        sourceKey: `plan_leftover:${refund.id}`,
        ownerId: refund.familiaId,
        subscriptionId: refund.subscriptionId,
        amountCents: refund.amountCents,
        method: 'card',
        provider: refund.provider,
        providerReference,
        reason: 'sobra_do_plano',
        issuedAt: at,
      });
      refunded++;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      failed++;
      deps.logger.error(`[plan-leftover] devolução ${refund.id} falhou; nova tentativa na próxima rotina`, error);
      await markLeftoverRefundFailed(deps.db, refund.id, error.message, error.refused);
    }
  }
  return { refunded, failed, pending };
}

/**
 * Our team paid a leftover back itself because the provider refused it (docs/product.md#operators):
 * as a booking's refund (recordTeamRefund), the plan's receipt saying so. The ledger moved the money
 * out of the plan's account when the refund was opened.
 */
export async function recordTeamLeftoverRefund(
  deps: Pick<PlanLeftoverDeps, 'db' | 'logger' | 'mailer' | 'publicUrl'>,
  refundId: string,
  team: { method: TeamRefundMethod; reference: string; at: Date },
  alsoRecord: (tx: Executor, refund: { familiaId: string; amountCents: number }) => Promise<void>,
): Promise<'done' | 'not_pending' | 'not_refused'> {
  return recordTeamRefund(
    deps,
    await findLeftoverRefundForTeam(deps.db, refundId),
    (tx) => markLeftoverRefundDoneByTeam(tx, refundId, team, team.at),
    (refund) => ({
      kind: 'plan_refund',
      sourceKey: `plan_leftover:${refund.id}`,
      ownerId: refund.familiaId,
      subscriptionId: refund.subscriptionId,
      amountCents: refund.amountCents,
      method: team.method,
      provider: refund.provider,
      providerReference: team.reference,
      reason: 'sobra_do_plano',
      issuedAt: team.at,
    }),
    alsoRecord,
  );
}
