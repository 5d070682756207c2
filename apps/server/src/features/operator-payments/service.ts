import { formatDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import {
  canRetryStuckMoney,
  isTeamRefundableKind,
  STUCK_MONEY_LIST_LIMIT,
  stuckMoneyBefore,
  type StuckMoneyDto,
  type StuckMoneyKind,
  type StuckMoneyRetryOutcome,
  type TeamRefundMethod,
} from '@cuidar/domain/operator-payments';
import { paths } from '@cuidar/domain/routes';
import { writeAuditEvent } from '../../audit/audit';
import type { Database, Executor } from '../../db/client';
import { conflict } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { stuckMoneyAlertMail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments/provider';
import type { AppDeps } from '../../context';
import type { PayoutJobDeps } from '../payouts/service';
import { processPendingRefunds, recordTeamBookingRefund } from '../booking-payments/service';
import { processPendingLeftoverRefunds, recordTeamLeftoverRefund } from '../plan-leftover/service';
import { payoutJobDeps, sendPayoutNow } from '../payouts/service';
import { claimUnalertedStuckMoney, countStuckMoney, findOperatorRecipients, findStuckMoney, isStillPending, releaseStuckMoneyAlerts } from './repository';

// 'Pagamentos' on the operators' desk (docs/product.md#operators): what the provider has not paid
// back or paid out yet. The jobs keep asking, under the same keys; an operator can ask now, and
// record a refund the provider refused that the team paid back itself. Operators are e-mailed once
// per item when it becomes stuck.

const m = messages.operatorPayments;

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
      refused: Boolean(row.refused),
      providerPending: Boolean(row.provider_pending),
    })),
  };
}

/** The count on the desk's Início. */
export async function countStuck(deps: { db: Executor; now: () => Date }): Promise<number> {
  return countStuckMoney(deps.db, stuckMoneyBefore(deps.now()));
}

export interface OperatorPaymentDeps {
  db: Database;
  payments: PaymentProvider | null;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** The weekly payout job's dependencies: a payout asked again takes its turn with the job. */
  payoutJob: PayoutJobDeps;
}

export function operatorPaymentDeps(deps: AppDeps): OperatorPaymentDeps {
  return {
    db: deps.database.db,
    payments: deps.payments,
    logger: deps.logger,
    mailer: deps.mailer,
    publicUrl: deps.env.PUBLIC_URL,
    now: deps.now,
    payoutJob: payoutJobDeps(deps),
  };
}

type Origin = { ipAddress: string | null; userAgent: string | null };

/**
 * 'Tentar agora': asks the provider for this one item at once, with the same idempotency key the
 * job uses (so it can never pay twice), and answers what happened. Audited: the operator asked.
 */
export async function retryStuckMoney(
  deps: OperatorPaymentDeps,
  operatorId: string,
  target: { kind: StuckMoneyKind; id: string },
  origin: Origin,
): Promise<{ outcome: StuckMoneyRetryOutcome; message: string }> {
  if (!canRetryStuckMoney(target.kind)) throw conflict(m.notRetryable);
  if (!(await isStillPending(deps.db, target.kind, target.id))) throw conflict(m.notFound);
  const outcome = await askProviderAgain(deps, target);
  await writeAuditEvent(
    deps.db,
    { action: 'operador_pagamento_tentado', actorId: operatorId, subjectId: null, objectType: target.kind, objectId: target.id, metadata: { resultado: outcome } },
    origin,
  );
  return { outcome, message: m.retried[outcome] };
}

async function askProviderAgain(deps: OperatorPaymentDeps, target: { kind: StuckMoneyKind; id: string }): Promise<StuckMoneyRetryOutcome> {
  const jobDeps = { db: deps.db, payments: deps.payments, logger: deps.logger, now: deps.now, mailer: deps.mailer, publicUrl: deps.publicUrl };
  switch (target.kind) {
    case 'devolucao_reserva': {
      const { refunded, failed, pending } = await processPendingRefunds(jobDeps, { refundId: target.id, limit: 1 });
      return refunded ? 'feito' : failed ? 'falhou' : pending ? 'pendente' : 'aguardando';
    }
    case 'sobra_plano': {
      const { refunded, failed, pending } = await processPendingLeftoverRefunds(jobDeps, 1, target.id);
      return refunded ? 'feito' : failed ? 'falhou' : pending ? 'pendente' : 'aguardando';
    }
    case 'repasse': {
      const { paid, failed, unanswered } = await sendPayoutNow(deps.payoutJob, target.id);
      return paid ? 'feito' : failed ? 'recusado' : unanswered ? 'falhou' : 'aguardando';
    }
    case 'saldo_conta_excluida':
      throw conflict(m.notRetryable);
  }
}

/**
 * 'Registrar devolução feita pela equipe': the provider refused a family's refund, and our team sent
 * the money itself by Pix or bank transfer. Only for a pending refund whose provider's last answer
 * was a refusal (after silence the provider may still pay, and the family would be paid twice). In
 * one transaction: the refund marked done by the team, the audit row and the family's receipt and
 * notification; the receipt's e-mail after the commit. The job no longer asks the provider for it.
 */
export async function recordRefundByTeam(
  deps: OperatorPaymentDeps,
  operatorId: string,
  target: { kind: StuckMoneyKind; id: string },
  team: { metodo: TeamRefundMethod; referencia: string },
  origin: Origin,
): Promise<void> {
  if (!isTeamRefundableKind(target.kind)) throw conflict(m.notRefundable);
  const at = deps.now();
  const audit = (tx: Executor, refund: { familiaId: string; amountCents: number }) =>
    writeAuditEvent(
      tx,
      {
        action: 'operador_devolucao_pela_equipe',
        actorId: operatorId,
        subjectId: refund.familiaId,
        objectType: target.kind,
        objectId: target.id,
        metadata: { metodo: team.metodo, referencia: team.referencia, valorCentavos: refund.amountCents },
      },
      origin,
    );
  const input = { method: team.metodo, reference: team.referencia, at };
  const result =
    target.kind === 'devolucao_reserva'
      ? await recordTeamBookingRefund(deps, target.id, input, audit)
      : await recordTeamLeftoverRefund(deps, target.id, input, audit);
  if (result === 'not_pending') throw conflict(m.notFound);
  if (result === 'not_refused') throw conflict(m.notRefused);
}

/** At most this many items in one alert e-mail; the rest go in the next run's. */
const ALERT_BATCH = 50;

/**
 * The periodic job's step: money that became stuck since the last run is e-mailed to every
 * operator, each item once (claimed in the database, so several processes never tell twice). The
 * e-mail names the kind, amount and since when, not the person: the desk has the rest.
 */
export async function runStuckMoneyAlerts(deps: Pick<OperatorPaymentDeps, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'now'>): Promise<number> {
  const now = deps.now();
  const items = await claimUnalertedStuckMoney(deps.db, stuckMoneyBefore(now), now, ALERT_BATCH);
  if (!items.length) return 0;
  const recipients = await findOperatorRecipients(deps.db);
  if (!recipients.length) deps.logger.warn(`[operator-payments] ${items.length} pagamento(s) parado(s) e nenhum operador para avisar`);
  const lines = items.map((item) => ({
    kind: item.kind,
    amount: formatCentavos(Number(item.amount_cents)),
    since: formatDateTime(new Date(item.since)),
    refused: Boolean(item.refused),
  }));
  let told = 0;
  for (const to of recipients) {
    try {
      await deps.mailer.send({
        ...stuckMoneyAlertMail({ name: to.first_name, items: lines, url: `${deps.publicUrl}${paths.operadorPage('pagamentos')}` }),
        to: to.email,
        kind: 'pagamentos-parados',
      });
      told += 1;
    } catch (error) {
      deps.logger.warn('[operator-payments] aviso de pagamentos parados não enviado', error);
    }
  }
  if (recipients.length > 0 && told === 0) {
    // Nobody was told (the outbox could not be written): the next run tells of these items again.
    await releaseStuckMoneyAlerts(deps.db, items, now);
    return 0;
  }
  return items.length;
}
