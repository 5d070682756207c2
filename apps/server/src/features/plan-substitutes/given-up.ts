import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { caregiverNameForNotice } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { inBackground } from '../../background';
import type { Executor } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { planShiftsNeedSubstituteMail } from '../../mail/templates';
import { publish } from '../../realtime/events';
import { planReturnPosting, postTransaction } from '../ledger/service';
import { createNotification } from '../notifications/service';
import { cancelPlanPedidoAsCaregiver, findEmailOf, findGivenUpOfPedido, findLivePlanPedidosOf, findNamesOf } from './repository';

// When a plan's caregiver cannot go (docs/product.md#plan-substitutes): whoever cancels the
// shifts (the caregiver's 'Cancelar', a suspension, an account deleted) calls these inside its own
// transaction, so the family is told with the change, and sends the e-mail after the commit. Kept
// apart from service.ts: the bookings feature calls it, and service.ts depends on bookings.

export interface GivenUpNotice {
  familiaId: string;
  caregiverName: string;
  dates: string[];
}

/**
 * Inside the transaction that cancelled days of a booking on the caregiver's side: when it is a
 * plan booking, its family is told those shifts need a substitute (notification linking to the
 * substitutes). Answers what the e-mail needs, or null for a booking that is not a plan's.
 */
export async function noticeGivenUpPlanShifts(tx: Executor, pedidoId: string, at: Date): Promise<GivenUpNotice | null> {
  const given = await findGivenUpOfPedido(tx, pedidoId, at);
  if (!given || !given.dates.length) return null;
  const [caregiver] = await findNamesOf(tx, [given.cuidadorId]);
  const caregiverName = caregiverNameForNotice(caregiver);
  await createNotification(tx, {
    userId: given.familiaId,
    tipo: 'plano',
    mensagem: notificationMessages.planShiftsNeedSubstitute(caregiverName, given.dates.length),
    link: paths.planSubstitutes,
  });
  return { familiaId: given.familiaId, caregiverName, dates: given.dates };
}

/**
 * Inside a suspension's transaction (docs/product.md#verification): the suspended caregiver's plan
 * bookings are cancelled on her side from now on (a suspended caregiver cannot deliver them), their
 * shifts not started go back to the plan's account, and each family is told to choose a substitute.
 */
export async function cancelPlanShiftsOfSuspended(tx: Executor, cuidadorId: string, at: Date): Promise<GivenUpNotice[]> {
  const notices: GivenUpNotice[] = [];
  for (const pedido of await findLivePlanPedidosOf(tx, cuidadorId, at)) {
    if (!(await cancelPlanPedidoAsCaregiver(tx, pedido.pedidoId, messages.planSubstitutes.suspendedReason, at))) continue;
    await postTransaction(tx, planReturnPosting({ subscriptionId: pedido.subscriptionId, familiaId: pedido.familiaId, pedidoId: pedido.pedidoId, amountCents: pedido.futureCents, at }));
    await publish(tx, { type: 'booking', id: pedido.pedidoId, userIds: [pedido.familiaId, cuidadorId] });
    const notice = await noticeGivenUpPlanShifts(tx, pedido.pedidoId, at);
    if (notice) notices.push(notice);
  }
  return notices;
}

/** After the commit: each family told in the transaction also gets the e-mail. */
export function mailGivenUpPlanShifts(deps: { db: Executor; mailer: Mailer; logger: Pick<Logger, 'error'>; publicUrl: string }, notices: readonly (GivenUpNotice | null)[]): void {
  const due = notices.filter((n): n is GivenUpNotice => Boolean(n));
  if (!due.length) return;
  inBackground(
    (async () => {
      for (const notice of due) {
        try {
          const to = await findEmailOf(deps.db, notice.familiaId);
          if (!to) continue;
          const mail = planShiftsNeedSubstituteMail({
            name: to.name,
            caregiverName: notice.caregiverName,
            count: notificationMessages.shiftCount(notice.dates.length),
            days: notice.dates.map((d) => formatWeekdayDayMonth(d)).join('; '),
            url: `${deps.publicUrl}${paths.planSubstitutes}`,
          });
          await deps.mailer.send({ ...mail, to: to.email, kind: 'plano-substituto-necessario' });
        } catch (error) {
          deps.logger.error('[plan-substitutes] e-mail não enviado', error);
        }
      }
    })(),
  );
}

/** Inside an account deletion's transaction, before its bookings are cancelled: the caregiver's plan bookings still to come. */
export async function livePlanBookingsOf(tx: Executor, cuidadorId: string, at: Date): Promise<string[]> {
  return (await findLivePlanPedidosOf(tx, cuidadorId, at)).map((p) => p.pedidoId);
}
