import { formatAddress } from '@cuidar/domain/address';
import { formatDateTime, formatDayAndTimeRange, formatDayMonthAtTime, formatTime } from '@cuidar/domain/date-format';
import { messages, notificationMessages, type NoShowRefundTo } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { isEmergencyCardOpen } from '@cuidar/domain/emergency-card';
import { canCheckIn, canCheckOut, checkInRefusal, isLate, isNoShow, scanAction, VISIT_RULES, type VisitDayDto, type VisitMoment, type VisitResponse } from '@cuidar/domain/visits';
import QRCode from 'qrcode';
import { inBackground } from '../../background';
import type { AppDeps } from '../../context';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { visitLateMail, visitNoShowMail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments/provider';
import { renderPdf } from '../../pdf/render';
import { publish, transactionWithEvents } from '../../realtime/events';
import { hasPaidPayment, owePartialRefund, processPendingRefunds, returnPlanDayForNoShow } from '../booking-payments/service';
import { partyNames } from '../bookings/repository';
import { familiesWithEmergencyCard } from '../emergency-card/service';
import { createNotification } from '../notifications/service';
import { newNonce, presenceSecret, readPresenceCode, signPresenceCode } from './presence-code';
import {
  confirmMoment,
  deleteQrCode,
  findCaregiverDaysAtFamily,
  findDayOf,
  findDaysOf,
  findDaysWithoutArrival,
  findFamilyAddress,
  findPresence,
  findPresenceOfPerson,
  findQrCode,
  lockPedidoRow,
  lockPresence,
  markLate,
  markNoShow,
  recordCheckIn,
  recordCheckOut,
  saveQrCode,
  type PresenceRow,
  type VisitDayRow,
} from './repository';

// The visit itself (docs/product.md#visits, ADR 0048): arrival and departure with the server's
// time, by the family's signed 'QR de presença' or by the caregiver's buttons (the family
// confirms), the family told live; late arrivals and no-shows found by the periodic job.

export interface VisitDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  payments: PaymentProvider | null;
  /** The key that signs the families' codes (presenceSecret). */
  presenceSecret: string;
}

/** The jobs' dependencies from the process's own. */
export function visitJobDeps(deps: AppDeps): VisitDeps {
  return { db: deps.database.db, now: deps.now, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL, payments: deps.payments, presenceSecret: presenceSecret(deps.env) };
}

const v = messages.visits;
const n = notificationMessages;
const minutes = (count: number) => count * 60_000;

const presenceState = (row: PresenceRow | undefined | null) => (row ? { checkInAt: row.checkInAt, checkOutAt: row.checkOutAt, noShowAt: row.faltaEm } : null);

function toDto(
  day: VisitDayRow & { counterpartName: string },
  presence: PresenceRow | undefined,
  side: 'cuidador' | 'familia',
  now: Date,
  familiesWithCard: ReadonlySet<string>,
): VisitDayDto {
  const state = presenceState(presence);
  const moment = (at: Date | null, method: 'qr' | 'botao' | null, confirmedAt: Date | null) =>
    at && method ? { at: at.toISOString(), method, confirmedAt: confirmedAt ? confirmedAt.toISOString() : null } : null;
  return {
    reservaId: day.reservaId,
    pedidoId: day.pedidoId,
    counterpartName: day.counterpartName,
    start: day.start.toISOString(),
    end: day.end.toISOString(),
    checkIn: presence ? moment(presence.checkInAt, presence.checkInMethod, presence.checkInConfirmedAt) : null,
    checkOut: presence ? moment(presence.checkOutAt, presence.checkOutMethod, presence.checkOutConfirmedAt) : null,
    lateAt: presence?.atrasoAvisadoEm ? presence.atrasoAvisadoEm.toISOString() : null,
    noShowAt: presence?.faltaEm ? presence.faltaEm.toISOString() : null,
    canCheckIn: side === 'cuidador' && day.status === 'confirmada' && canCheckIn(day, state, now),
    canCheckOut: side === 'cuidador' && canCheckOut(day, state, now),
    // The visit lists hold only days not cancelled on their own (visitable).
    emergencyCardOpen:
      side === 'cuidador' &&
      familiesWithCard.has(day.familiaId) &&
      isEmergencyCardOpen({ start: day.start, end: day.end, pedidoStatus: day.status, cancelled: false, noShow: Boolean(presence?.faltaEm) }, now),
  };
}

async function names(db: Executor, day: Pick<VisitDayRow, 'familiaId' | 'cuidadorId'>) {
  const found = await partyNames(db, day.familiaId, day.cuidadorId);
  return { familia: found.familia, cuidador: found.cuidador, caregiverFirst: found.cuidador?.firstName ?? '', familyFirst: found.familia?.firstName ?? '' };
}

async function dayDto(db: Executor, day: VisitDayRow, side: 'cuidador' | 'familia', now: Date): Promise<VisitDayDto> {
  const [presence] = await findPresence(db, [day.reservaId]);
  const who = await names(db, day);
  const withCard = side === 'cuidador' ? await familiesWithEmergencyCard(db, [day.familiaId]) : new Set<string>();
  return toDto({ ...day, counterpartName: side === 'cuidador' ? who.familyFirst : who.caregiverFirst }, presence, side, now, withCard);
}

/** The caller's confirmed days from a week ago to tomorrow, with what happened at each (the lists). */
export async function listVisits(deps: Pick<VisitDeps, 'db' | 'now'>, userId: string, side: 'cuidador' | 'familia'): Promise<VisitDayDto[]> {
  const now = deps.now();
  const days = await findDaysOf(deps.db, userId, side, new Date(now.getTime() - 7 * 24 * 3_600_000), new Date(now.getTime() + 24 * 3_600_000));
  const presence = new Map((await findPresence(deps.db, days.map((d) => d.reservaId))).map((p) => [p.reservaId, p]));
  const withCard = side === 'cuidador' ? await familiesWithEmergencyCard(deps.db, days.map((d) => d.familiaId)) : new Set<string>();
  return days.map((day) => toDto(day, presence.get(day.reservaId), side, now, withCard));
}

// ── Arrival and departure ─────────────────────────────────────────────────────────────────────

/**
 * Records one moment of a day inside the caller's transaction and tells the family: by the QR, a
 * fact ('Maria chegou às 08:04'); by a button, a claim to confirm ('Maria diz que chegou…').
 */
async function record(tx: Executor, day: VisitDayRow, moment: VisitMoment, method: 'qr' | 'botao', now: Date): Promise<boolean> {
  const done = moment === 'chegada' ? await recordCheckIn(tx, day.reservaId, now, method) : await recordCheckOut(tx, day.reservaId, now, method);
  if (!done) return false;
  const who = await names(tx, day);
  const time = formatTime(now);
  const text =
    moment === 'chegada'
      ? method === 'qr'
        ? n.visitArrived(who.caregiverFirst, time)
        : n.visitArrivalClaimed(who.caregiverFirst, time)
      : method === 'qr'
        ? n.visitLeft(who.caregiverFirst, time)
        : n.visitDepartureClaimed(who.caregiverFirst, time);
  await createNotification(tx, { userId: day.familiaId, tipo: 'visita', mensagem: text, link: paths.dashboardPage('familia', 'reservas'), dedupeKey: `visita:${moment}:${day.reservaId}` });
  await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId, day.cuidadorId] });
  return true;
}

function refuseCheckIn(day: VisitDayRow, presence: PresenceRow | null, now: Date): never {
  const why = checkInRefusal(day, presenceState(presence), now);
  if (why === 'cedo') throw conflict(v.tooEarly(VISIT_RULES.checkInOpensMinutesBefore));
  if (why === 'falta') throw conflict(v.noShowRecorded);
  if (why === 'registrada') throw conflict(v.alreadyRecorded);
  throw conflict(v.over);
}

/**
 * The caregiver scanned a family's code: the signature and the family's current nonce must match,
 * and the caregiver must have a confirmed day at that family now (from 30 minutes before its start
 * to its end, or checked in and not out). The day in question is the one under way or next.
 */
export async function scanPresenceCode(deps: VisitDeps, cuidadorId: string, codigo: string): Promise<VisitResponse> {
  const read = readPresenceCode(deps.presenceSecret, codigo);
  const current = read ? await findQrCode(deps.db, read.familiaId) : undefined;
  if (!read || !current || current.nonce !== read.nonce) throw notFound(v.invalidCode);
  const now = deps.now();
  const candidates = await findCaregiverDaysAtFamily(
    deps.db,
    cuidadorId,
    read.familiaId,
    new Date(now.getTime() - VISIT_RULES.checkOutClosesHoursAfterEnd * 3_600_000),
    new Date(now.getTime() + minutes(VISIT_RULES.checkInOpensMinutesBefore)),
  );
  if (!candidates.length) {
    // Too early for the next day at this family, or no day at all: said apart, since the first is a matter of waiting.
    const soon = await findCaregiverDaysAtFamily(deps.db, cuidadorId, read.familiaId, now, new Date(now.getTime() + 24 * 3_600_000));
    if (soon.some((d) => d.status === 'confirmada')) throw conflict(v.tooEarly(VISIT_RULES.checkInOpensMinutesBefore));
    throw notFound(v.noVisitNow);
  }
  const presence = new Map((await findPresence(deps.db, candidates.map((d) => d.reservaId))).map((p) => [p.reservaId, p]));
  // A day checked in and not out comes first (the departure); then a day open for check-in.
  const open = candidates.find((d) => presence.get(d.reservaId)?.checkInAt && !presence.get(d.reservaId)?.checkOutAt);
  const arriving = candidates.find((d) => d.status === 'confirmada' && canCheckIn(d, presenceState(presence.get(d.reservaId)), now));
  const day = open ?? arriving;
  if (!day) {
    // A day already closed says so rather than 'no visit': a repeated scan at the door, or a no-show.
    const closed = candidates.find((d) => presence.get(d.reservaId)?.checkOutAt);
    if (closed) return { visit: await dayDto(deps.db, closed, 'cuidador', now), action: 'nada' };
    if (candidates.some((d) => presence.get(d.reservaId)?.faltaEm)) throw conflict(v.noShowRecorded);
    throw notFound(v.noVisitNow);
  }
  const result = await transactionWithEvents(deps.db, async (tx) => {
    const row = await lockPresence(tx, day);
    const action = scanAction(day, presenceState(row), now);
    if (action === 'chegada') {
      if (!canCheckIn(day, presenceState(row), now)) refuseCheckIn(day, row, now);
      await record(tx, day, 'chegada', 'qr', now);
    } else if (action === 'saida') {
      if (!canCheckOut(day, presenceState(row), now)) throw conflict(v.checkOutUnavailable);
      await record(tx, day, 'saida', 'qr', now);
    }
    return action;
  });
  return { visit: await dayDto(deps.db, day, 'cuidador', now), action: result };
}

/** 'Cheguei' / 'Saí' on the caregiver's day: recorded with the server's time, for the family to confirm. */
export async function pressVisitButton(deps: VisitDeps, cuidadorId: string, reservaId: string, moment: VisitMoment): Promise<VisitResponse> {
  const day = await findDayOf(deps.db, reservaId, cuidadorId, 'cuidador');
  if (!day) throw notFound();
  const now = deps.now();
  await transactionWithEvents(deps.db, async (tx) => {
    const row = await lockPresence(tx, day);
    if (moment === 'chegada') {
      if (day.status !== 'confirmada' || !canCheckIn(day, presenceState(row), now)) refuseCheckIn(day, row, now);
    } else if (!canCheckOut(day, presenceState(row), now)) {
      throw conflict(v.checkOutUnavailable);
    }
    await record(tx, day, moment, 'botao', now);
  });
  return { visit: await dayDto(deps.db, day, 'cuidador', now), action: moment };
}

/** The family confirms the caregiver's button ('Maria diz que chegou às 08:04 — Confirmar?'). */
export async function confirmVisitMoment(deps: VisitDeps, familiaId: string, reservaId: string, moment: VisitMoment): Promise<VisitDayDto> {
  const day = await findDayOf(deps.db, reservaId, familiaId, 'familia');
  if (!day) throw notFound();
  const now = deps.now();
  await transactionWithEvents(deps.db, async (tx) => {
    if (!(await confirmMoment(tx, reservaId, familiaId, moment, now))) throw conflict(v.nothingToConfirm);
    await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId, day.cuidadorId] });
  });
  return dayDto(deps.db, day, 'familia', now);
}

// ── The family's code and its printed page ────────────────────────────────────────────────────

const scanUrl = (deps: Pick<VisitDeps, 'publicUrl' | 'presenceSecret'>, familiaId: string, nonce: string) =>
  `${deps.publicUrl}${paths.presenca}?c=${encodeURIComponent(signPresenceCode(deps.presenceSecret, familiaId, nonce))}`;

/** The family's code (made on first use), or a new one that voids the printed page. */
export async function getPresenceQr(deps: VisitDeps, familiaId: string, options: { regenerate?: boolean } = {}): Promise<{ url: string; geradoEm: string }> {
  const existing = options.regenerate ? undefined : await findQrCode(deps.db, familiaId);
  const row = existing ?? (await saveQrCode(deps.db, familiaId, newNonce(), deps.now(), Boolean(options.regenerate)));
  return { url: scanUrl(deps, familiaId, row.nonce), geradoEm: row.geradoEm.toISOString() };
}

/** The A5 page to print: the code, the address it belongs to and short instructions. */
export async function presenceQrPdf(deps: VisitDeps, familiaId: string): Promise<Uint8Array> {
  const qr = await getPresenceQr(deps, familiaId);
  const family = await findFamilyAddress(deps.db, familiaId);
  const address = family?.rua ? formatAddress({ rua: family.rua, numero: family.numero ?? '', complemento: family.complemento ?? '', bairro: family.bairro ?? '', cidade: family.cidade ?? '', estado: family.estado ?? '' }) : '';
  const png = await QRCode.toBuffer(qr.url, { type: 'png', margin: 1, width: 600, errorCorrectionLevel: 'M' });
  return renderPdf({
    title: v.pdfTitle,
    size: 'A5',
    preamble: [[family?.firstName, family?.lastName].filter(Boolean).join(' '), address].filter(Boolean),
    sections: [
      { image: { png, size: 150 } },
      { heading: v.pdfInstructionsHeading, paragraphs: [...v.pdfInstructions, v.pdfRevoked] },
    ],
    footer: `${v.pdfFooter} · ${v.qrGeneratedAt(formatDateTime(qr.geradoEm))}`,
    createdAt: new Date(qr.geradoEm),
  });
}

// ── The jobs: late arrival and no-show ───────────────────────────────────────────────────────

/** How far back the job looks: days that started in the last 24 h (older ones were decided). */
const LOOKBACK_MS = 24 * 3_600_000;

/**
 * Every tick, on every process: a confirmed day 15 minutes past its start with no arrival → the
 * family is told (notification and e-mail), once; 60 minutes → a no-show: the day's price and fee
 * go back to the family (refund:falta:<reserva>, the refund path of a caregiver's cancellation),
 * the caregiver's reliability counts it (trigger), both are told. Each day in its own transaction
 * under the request's lock, every step guarded or keyed, so two processes do each thing once.
 */
export async function runVisitJobs(deps: VisitDeps): Promise<{ late: number; noShows: number }> {
  const now = deps.now();
  const from = new Date(now.getTime() - LOOKBACK_MS);
  let late = 0;
  let noShows = 0;
  for (const day of await findDaysWithoutArrival(deps.db, 'falta', from, new Date(now.getTime() - minutes(VISIT_RULES.noShowAfterMinutes)))) {
    try {
      if (await recordNoShow(deps, day, now)) noShows++;
    } catch (error) {
      deps.logger.error(`[visitas] falta do dia ${day.reservaId} não registrada`, error);
    }
  }
  for (const day of await findDaysWithoutArrival(deps.db, 'atraso', from, new Date(now.getTime() - minutes(VISIT_RULES.lateAfterMinutes) - 1))) {
    try {
      if (await recordLate(deps, day, now)) late++;
    } catch (error) {
      deps.logger.error(`[visitas] atraso do dia ${day.reservaId} não avisado`, error);
    }
  }
  return { late, noShows };
}

async function recordLate(deps: VisitDeps, day: VisitDayRow, now: Date): Promise<boolean> {
  const told = await transactionWithEvents(deps.db, async (tx) => {
    const row = await lockPresence(tx, day);
    // Read again under the lock: an arrival recorded since the job's query wins.
    if (!isLate(day, presenceState(row), now) || !(await markLate(tx, day.reservaId, now))) return null;
    const who = await names(tx, day);
    await createNotification(tx, {
      userId: day.familiaId,
      tipo: 'visita',
      mensagem: n.visitLate(who.caregiverFirst, formatTime(day.start)),
      // 'Encontrar substituto' for the rest of the shift (docs/product.md#plan-substitutes).
      link: paths.visitSubstitute(day.reservaId),
      dedupeKey: `visita:atraso:${day.reservaId}`,
    });
    await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId] });
    return who;
  });
  if (!told?.familia) return Boolean(told);
  mail(deps, told.familia.email, 'visita-atraso', visitLateMail({ name: told.familia.firstName ?? '', caregiverName: told.caregiverFirst, start: formatDayAndTimeRange(day.start, day.end), url: `${deps.publicUrl}${paths.visitSubstitute(day.reservaId)}` }));
  return true;
}

async function recordNoShow(deps: VisitDeps, day: VisitDayRow, now: Date): Promise<boolean> {
  const told = await transactionWithEvents(deps.db, async (tx) => {
    const pedido = await lockPedidoRow(tx, day.pedidoId);
    // Concluded too: a one-hour shift ends as its no-show falls due, and the lifecycle job may conclude it first.
    if (!pedido || (pedido.status !== 'confirmada' && pedido.status !== 'concluida')) return null;
    const row = await lockPresence(tx, day);
    if (!isNoShow(day, presenceState(row), now) || !(await markNoShow(tx, day.reservaId, now))) return null;
    // The day's money back to the family, as in a caregiver's cancellation of that day: its price and its fee share.
    let refundTo: NoShowRefundTo = null;
    if (await hasPaidPayment(tx, pedido.id)) {
      await owePartialRefund(tx, pedido, { idempotencyKey: `refund:falta:${day.reservaId}`, amountCents: day.precoCentavos + day.taxaCentavos, reason: 'falta', at: now });
      refundTo = 'pagamento';
    } else if (await returnPlanDayForNoShow(tx, pedido.id, day.reservaId, day.precoCentavos + day.taxaCentavos, now)) {
      // A care plan's day: back to the plan's account instead.
      refundTo = 'plano';
    }
    const who = await names(tx, day);
    const when = formatDayMonthAtTime(day.start);
    await createNotification(tx, { userId: day.familiaId, tipo: 'visita', mensagem: n.visitNoShowFamily(who.caregiverFirst, when, refundTo), link: paths.visitSubstitute(day.reservaId), dedupeKey: `visita:falta:${day.reservaId}` });
    await createNotification(tx, { userId: day.cuidadorId, tipo: 'visita', mensagem: n.visitNoShowCaregiver(when, refundTo), link: paths.dashboardPage('cuidador', 'agenda'), dedupeKey: `visita:falta:${day.reservaId}:cuidador` });
    await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId, day.cuidadorId] });
    return { ...who, refundTo };
  });
  if (!told) return false;
  await processPendingRefunds(deps, { pedidoId: day.pedidoId });
  if (told.familia) {
    mail(deps, told.familia.email, 'visita-falta', visitNoShowMail({ name: told.familia.firstName ?? '', caregiverName: told.caregiverFirst, start: formatDayAndTimeRange(day.start, day.end), refundTo: told.refundTo, url: `${deps.publicUrl}${paths.visitSubstitute(day.reservaId)}` }));
  }
  return true;
}

function mail(deps: VisitDeps, to: string, kind: string, rendered: ReturnType<typeof visitLateMail>) {
  inBackground(
    deps.mailer.send({ ...rendered, to, kind }).catch((error: unknown) => {
      deps.logger.warn(`[visitas] e-mail ${kind} não enviado`, error);
    }),
  );
}

// ── The person's data (docs/product.md#visits) ──────────────────────────────────────────────

/** Inside the account deletion's transaction: the family's code is deleted; the days' times stay with the bookings (service record). */
export async function forgetPresenceCode(tx: Executor, userId: string): Promise<void> {
  await deleteQrCode(tx, userId);
}

/** 'Baixar meus dados': the arrivals and departures of the person's booking days. */
export async function visitPresenceForExport(db: Executor, userId: string) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return (await findPresenceOfPerson(db, userId)).map((r) => ({
    diaDaReserva: r.reservaId,
    familia: r.familiaId,
    cuidador: r.cuidadorId,
    chegada: iso(r.checkInAt),
    chegadaPor: r.checkInMethod,
    chegadaConfirmadaEm: iso(r.checkInConfirmedAt),
    saida: iso(r.checkOutAt),
    saidaPor: r.checkOutMethod,
    saidaConfirmadaEm: iso(r.checkOutConfirmedAt),
    atrasoAvisadoEm: iso(r.atrasoAvisadoEm),
    faltaRegistradaEm: iso(r.faltaEm),
  }));
}

/** The operators' dispute screen: each day's actual arrival and departure, by day id. */
export async function presenceOfDays(db: Executor, reservaIds: readonly string[]): Promise<Map<string, { chegada: string | null; saida: string | null; falta: boolean }>> {
  const rows = await findPresence(db, reservaIds);
  return new Map(rows.map((r) => [r.reservaId, { chegada: r.checkInAt?.toISOString() ?? null, saida: r.checkOutAt?.toISOString() ?? null, falta: r.faltaEm !== null }]));
}

/**
 * 'Encontrar substituto' (docs/product.md#plan-substitutes): one of the family's days with whether
 * its caregiver's arrival was recorded; undefined when it is not the family's (→ 404).
 */
export async function familyDayForSubstitute(db: Executor, familiaId: string, reservaId: string) {
  const day = await findDayOf(db, reservaId, familiaId, 'familia');
  if (!day) return undefined;
  const [presence] = await findPresence(db, [reservaId]);
  return { ...day, arrived: Boolean(presence?.checkInAt) };
}
