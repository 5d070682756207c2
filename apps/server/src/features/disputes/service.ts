import { formatDateRange } from '@cuidar/domain/date-format';
import {
  DISPUTE_DECISION_LABELS,
  DISPUTE_REASON_LABELS,
  disputeWindow,
  settleDispute,
  type BookingDisputeDto,
  type BookingProblemDto,
  type DecideDispute,
  type DisputeDetailDto,
  type DisputeListItemDto,
  type DisputeStatus,
} from '@cuidar/domain/disputes';
import { effectiveStatus } from '@cuidar/domain/bookings';
import { formatCentavos } from '@cuidar/domain/format';
import { mailMessages, messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { z } from '@cuidar/domain/validation';
import type { z as zod } from '@cuidar/domain/validation';
import type { openDisputeSchema } from '@cuidar/domain/disputes';
import { writeAuditEvent } from '../../audit/audit';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { disputeDecidedMail, disputeOpenedMail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments/provider';
import { publish, transactionWithEvents } from '../../realtime/events';
import { oweRefundToPayer, processPendingRefunds } from '../booking-payments/service';
import { escrowReleasePosting, postTransaction, postTransactions, releasePosting } from '../ledger/service';
import { createNotification } from '../notifications/service';
import { presenceOfDays } from '../visits/service';
import {
  closeOpenDispute,
  countOpenDisputes,
  findDispute,
  findDisputeDays,
  findDisputesOfPedido,
  findPartyContacts,
  eraseDisputeWordsOfFamily,
  findDisputesOfFamily,
  findPedidoOfParty,
  findServiceDays,
  insertDispute,
  listDisputes,
  lockPedidoRow,
  type DisputeListRow,
  type DisputeRow,
} from './repository';

// 'Tive um problema' (docs/product.md#disputes): a family holds a booking's money in the 48 h after
// a day ends; an operator refunds all, part, or releases it, with a note both sides read. Every
// movement is a ledger posting in the decision's transaction; the provider and the e-mails after it.

export interface DisputeDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  payments: PaymentProvider | null;
}

const m = messages.disputes;
const isUuid = (value: string) => z.uuid().safeParse(value).success;
export const DISPUTE_LIST_LIMIT = 200;

type Pedido = NonNullable<Awaited<ReturnType<typeof findPedidoOfParty>>>;

const period = (pedido: Pick<Pedido, 'dataInicio' | 'dataFim'>) => formatDateRange(pedido.dataInicio, pedido.dataFim);

function windowOf(days: Awaited<ReturnType<typeof findServiceDays>>, now: Date) {
  return disputeWindow(
    days.map((d) => ({ id: d.id, end: d.end, settled: d.released || d.disputeId !== null })),
    now,
  );
}

function toBookingDispute(row: DisputeRow, viewer: 'familia' | 'cuidador'): BookingDisputeDto {
  return {
    id: row.id,
    status: row.status,
    motivo: row.motivo,
    // The caregiver reads the reason; the family's own words stay between the family and the team.
    descricao: viewer === 'familia' ? row.descricao : null,
    abertaEm: row.createdAt.toISOString(),
    retidoCentavos: row.retidoCentavos,
    decisao: row.decisao,
    reembolsoCentavos: row.reembolsoCentavos,
    nota: row.nota,
    decididaEm: row.decididaEm?.toISOString() ?? null,
  };
}

/** GET /api/bookings/:id/problema — for either party: the disputes; for the family, until when one can be opened. */
export async function getBookingProblem(deps: Pick<DisputeDeps, 'db' | 'now'>, userId: string, pedidoId: string): Promise<BookingProblemDto> {
  const pedido = isUuid(pedidoId) ? await findPedidoOfParty(deps.db, pedidoId, userId) : undefined;
  if (!pedido) throw notFound();
  const viewer = pedido.familiaId === userId ? 'familia' : 'cuidador';
  const disputes = await findDisputesOfPedido(deps.db, pedidoId);
  const hasOpen = disputes.some((d) => d.status === 'aberta');
  const window = viewer === 'familia' && !hasOpen ? windowOf(await findServiceDays(deps.db, pedidoId), deps.now()) : null;
  return { prazo: window?.deadline?.toISOString() ?? null, disputes: disputes.map((d) => toBookingDispute(d, viewer)) };
}

/**
 * POST /api/bookings/:id/problema — the family reports a problem inside the window: the days that
 * ended in the last 48 h (and not yet paid out) are held for the team; the caregiver is told in
 * neutral words; one open dispute per booking.
 */
export async function openDispute(deps: DisputeDeps, familiaId: string, pedidoId: string, input: zod.output<typeof openDisputeSchema>): Promise<string> {
  const pedido = isUuid(pedidoId) ? await findPedidoOfParty(deps.db, pedidoId, familiaId) : undefined;
  // Another family's booking, or one where the caller is the caregiver, is simply not found.
  if (!pedido || pedido.familiaId !== familiaId) throw notFound();
  const now = deps.now();
  const opened = await transactionWithEvents(deps.db, async (tx) => {
    await lockPedidoRow(tx, pedidoId);
    const window = windowOf(await findServiceDays(tx, pedidoId), now);
    if (!window.dayIds.length) {
      const open = (await findDisputesOfPedido(tx, pedidoId)).some((d) => d.status === 'aberta');
      throw conflict(open ? m.alreadyOpen : m.windowClosed);
    }
    const id = await insertDispute(tx, { pedidoId, motivo: input.motivo, descricao: input.descricao, createdAt: now }, window.dayIds);
    if (!id) throw conflict(m.alreadyOpen);
    const names = await findPartyContacts(tx, [pedido.familiaId, pedido.cuidadorId]);
    const familia = names.find((n) => n.id === pedido.familiaId);
    await createNotification(tx, {
      userId: pedido.cuidadorId,
      tipo: 'disputa',
      mensagem: notificationMessages.disputeOpened(fullName(familia ?? {}), period(pedido)),
      link: paths.dashboardPage('cuidador', 'notificacoes'),
      dedupeKey: `disputa:${id}:aberta`,
    });
    await createNotification(tx, {
      userId: pedido.familiaId,
      tipo: 'disputa',
      mensagem: notificationMessages.disputeOpenedFamily(period(pedido)),
      link: paths.dashboardPage('familia', 'reservas'),
      dedupeKey: `disputa:${id}:familia`,
    });
    await publish(tx, { type: 'booking', id: pedidoId, userIds: [pedido.familiaId, pedido.cuidadorId] });
    return { id, familia, cuidador: names.find((n) => n.id === pedido.cuidadorId) };
  });
  inBackground(
    quietly(deps, async () => {
      const cuidador = opened.cuidador;
      if (!cuidador || cuidador.deletedAt) return;
      const mail = disputeOpenedMail({
        name: cuidador.firstName,
        familyName: fullName(opened.familia ?? {}),
        period: period(pedido),
        reason: DISPUTE_REASON_LABELS[input.motivo],
        url: `${deps.publicUrl}${paths.dashboard('cuidador')}`,
      });
      await deps.mailer.send({ ...mail, to: cuidador.email, kind: 'disputa-aberta' });
    }),
  );
  return opened.id;
}

// ── The operators' desk ───────────────────────────────────────────────────────────────────────

function toListItem(row: DisputeListRow): DisputeListItemDto {
  return {
    id: row.id,
    pedidoId: row.pedidoId,
    status: row.status,
    motivo: row.motivo,
    abertaEm: row.createdAt.toISOString(),
    familia: { id: row.familiaId, name: fullName({ firstName: row.familiaFirstName, lastName: row.familiaLastName }) },
    cuidador: { id: row.cuidadorId, name: fullName({ firstName: row.cuidadorFirstName, lastName: row.cuidadorLastName }) },
    retidoCentavos: row.retidoCentavos,
    decisao: row.decisao,
  };
}

export async function listDisputesForOperator(db: Database, status: DisputeStatus | undefined): Promise<DisputeListItemDto[]> {
  return (await listDisputes(db, status, DISPUTE_LIST_LIMIT)).map(toListItem);
}

export async function countDisputesOpen(db: Executor): Promise<number> {
  return countOpenDisputes(db);
}

/** One dispute with its booking and days. The family's words are personal data: the read is audited first. */
export async function readDisputeForOperator(
  deps: Pick<DisputeDeps, 'db' | 'now'>,
  operatorId: string,
  id: string,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<DisputeDetailDto> {
  const row = isUuid(id) ? await findDispute(deps.db, id) : undefined;
  if (!row) throw notFound();
  const pedido = await findPedidoOfParty(deps.db, row.pedidoId, row.familiaId);
  if (!pedido) throw notFound();
  const [days, held, decider] = await Promise.all([
    findServiceDays(deps.db, row.pedidoId),
    findDisputeDays(deps.db, row.id),
    row.decididaPor ? findPartyContacts(deps.db, [row.decididaPor]) : Promise.resolve([]),
  ]);
  await writeAuditEvent(deps.db, { action: 'dispute_read', actorId: operatorId, subjectId: row.familiaId, objectType: 'dispute', objectId: row.id, metadata: { pedidoId: row.pedidoId } }, origin);
  const first = days[0];
  const last = days.at(-1);
  // What the visit records say of each day (docs/product.md#visits), for the team to weigh.
  const presence = await presenceOfDays(deps.db, days.map((d) => d.id));
  const status = first && last ? effectiveStatus(pedido.status, { start: first.start, end: last.end, createdAt: row.createdAt, pagoEm: row.createdAt }, deps.now()) : pedido.status;
  return {
    ...toListItem(row),
    descricao: row.descricao ?? '',
    reembolsoCentavos: row.reembolsoCentavos,
    nota: row.nota,
    decididaPor: decider[0] ? fullName(decider[0]) : null,
    decididaEm: row.decididaEm?.toISOString() ?? null,
    retido: { subtotalCentavos: held.reduce((s, d) => s + d.subtotalCents, 0), taxaCentavos: held.reduce((s, d) => s + d.feeCents, 0) },
    booking: {
      id: pedido.id,
      status,
      dataInicio: pedido.dataInicio,
      dataFim: pedido.dataFim,
      horaInicio: pedido.horaInicio.slice(0, 5),
      horaFim: pedido.horaFim.slice(0, 5),
      diasSemana: pedido.diasSemana,
      subtotalCentavos: pedido.subtotalCents,
      taxaServicoCentavos: pedido.feeCents,
      totalCentavos: pedido.subtotalCents + pedido.feeCents,
      motivoCancelamento: pedido.motivoCancelamento,
    },
    days: days.map((d) => ({
      id: d.id,
      start: d.start.toISOString(),
      end: d.end.toISOString(),
      subtotalCentavos: d.subtotalCents,
      taxaCentavos: d.feeCents,
      emDisputa: d.disputeId === row.id,
      presenca: presence.get(d.id) ?? null,
    })),
  };
}

/**
 * The operator's decision, in one transaction under the booking's lock: the dispute closes (once:
 * a stale second decision is refused with 409), the held money moves by the ledger — the refund
 * part to the family (refund:dispute:<id>), the rest to the caregiver with the platform's fee in
 * proportion (release:dispute:<id>), or each day released as the job would have — the audit row
 * and both notifications. The provider refund and the e-mails follow the commit.
 */
export async function decideDispute(
  deps: DisputeDeps,
  operatorId: string,
  id: string,
  decision: DecideDispute,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<void> {
  const current = isUuid(id) ? await findDispute(deps.db, id) : undefined;
  if (!current) throw notFound();
  if (current.status !== 'aberta') throw conflict(m.alreadyDecided);
  const at = deps.now();
  const outcome = await transactionWithEvents(deps.db, async (tx) => {
    const pedido = await lockPedidoRow(tx, current.pedidoId);
    if (!pedido) throw notFound();
    const days = await findDisputeDays(tx, id);
    const held = { subtotalCents: days.reduce((s, d) => s + d.subtotalCents, 0), feeCents: days.reduce((s, d) => s + d.feeCents, 0) };
    const total = held.subtotalCents + held.feeCents;
    if (decision.decisao === 'reembolso_parcial' && (decision.reembolsoCentavos ?? 0) > total) throw badRequest(m.amountTooHigh(formatCentavos(total)), 'valor');
    const settlement = settleDispute(held, decision.decisao, decision.reembolsoCentavos ?? 0);
    if (!(await closeOpenDispute(tx, id, { decisao: decision.decisao, reembolsoCentavos: settlement.refundCents, nota: decision.nota, decididaPor: operatorId, decididaEm: at }))) {
      throw conflict(m.alreadyDecided);
    }
    await oweRefundToPayer(tx, pedido, { idempotencyKey: `refund:dispute:${id}`, amountCents: settlement.refundCents, reason: 'disputa', at });
    if (decision.decisao === 'liberado') {
      // Exactly what the release job would have posted for each day, under the same keys.
      await postTransactions(tx, days.map((d) => releasePosting({ pedidoId: pedido.id, cuidadorId: pedido.cuidadorId, reservaId: d.id, subtotalCents: d.subtotalCents, feeCents: d.feeCents, at })));
    } else if (settlement.toCaregiverCents + settlement.feeCents > 0) {
      await postTransaction(
        tx,
        escrowReleasePosting({ idempotencyKey: `release:dispute:${id}`, pedidoId: pedido.id, cuidadorId: pedido.cuidadorId, subtotalCents: settlement.toCaregiverCents, feeCents: settlement.feeCents, at }),
      );
    }
    await writeAuditEvent(
      tx,
      {
        action: 'dispute_decided',
        actorId: operatorId,
        subjectId: pedido.cuidadorId,
        objectType: 'dispute',
        objectId: id,
        reason: decision.nota,
        metadata: { decisao: decision.decisao, pedidoId: pedido.id, retidoCentavos: total, reembolsoCentavos: settlement.refundCents, cuidadorCentavos: settlement.toCaregiverCents, taxaCentavos: settlement.feeCents },
      },
      origin,
    );
    const outcomeText = DISPUTE_DECISION_LABELS[decision.decisao];
    for (const [userId, role] of [
      [pedido.familiaId, 'familia'],
      [pedido.cuidadorId, 'cuidador'],
    ] as const) {
      await createNotification(tx, {
        userId,
        tipo: 'disputa',
        mensagem: notificationMessages.disputeDecided(period(pedido), outcomeText, decision.nota),
        link: role === 'familia' ? paths.dashboardPage('familia', 'reservas') : paths.dashboardPage('cuidador', 'notificacoes'),
        dedupeKey: `disputa:${id}:decidida:${role}`,
      });
    }
    await publish(tx, { type: 'booking', id: pedido.id, userIds: [pedido.familiaId, pedido.cuidadorId] });
    return { pedido, settlement, contacts: await findPartyContacts(tx, [pedido.familiaId, pedido.cuidadorId]) };
  });

  await processPendingRefunds(deps, { pedidoId: outcome.pedido.id });
  inBackground(
    quietly(deps, async () => {
      const { pedido, settlement, contacts } = outcome;
      const amounts = (pedido.planSubscriptionId ? mailMessages.disputeAmountsPlan : mailMessages.disputeAmounts)(formatCentavos(settlement.refundCents), formatCentavos(settlement.toCaregiverCents));
      for (const [userId, role] of [
        [pedido.familiaId, 'familia'],
        [pedido.cuidadorId, 'cuidador'],
      ] as const) {
        const person = contacts.find((c) => c.id === userId);
        if (!person || person.deletedAt) continue;
        const mail = disputeDecidedMail({
          name: person.firstName,
          period: period(pedido),
          outcome: DISPUTE_DECISION_LABELS[decision.decisao],
          amounts,
          note: decision.nota,
          url: `${deps.publicUrl}${role === 'familia' ? paths.dashboardPage('familia', 'reservas') : paths.dashboard('cuidador')}`,
        });
        await deps.mailer.send({ ...mail, to: person.email, kind: 'disputa-decidida' });
      }
    }),
  );
}

/** An e-mail that fails stays marked in the outbox (the operators' home counts those); the decision stands. */
async function quietly(deps: Pick<DisputeDeps, 'logger'>, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.error('[disputes] email não enviado', error);
  }
}

// ── The person's own data (LGPD: 'Baixar meus dados' and 'Excluir minha conta') ───────────

/** The disputes a family opened, with their words, the decision and the team's note. */
export async function disputesOfPerson(db: Executor, userId: string) {
  return (await findDisputesOfFamily(db, userId)).map((d) => ({
    ...d,
    abertaEm: d.abertaEm.toISOString(),
    decididaEm: d.decididaEm?.toISOString() ?? null,
  }));
}

/** Account deletion: the family's words go; the decision and the money stay (financial record). */
export async function forgetDisputeWords(tx: Executor, userId: string): Promise<void> {
  await eraseDisputeWordsOfFamily(tx, userId);
}
