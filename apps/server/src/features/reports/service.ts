import { fullName } from '@cuidar/domain/names';
import { formatDateTime } from '@cuidar/domain/date-format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import type { CreateReport, ReportDetailDto, ReportListItemDto, ReportStatus, ResolveReport } from '@cuidar/domain/reports';
import { paths } from '@cuidar/domain/routes';
import { z } from '@cuidar/domain/validation';
import { writeAuditEvent } from '../../audit/audit';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hitRateLimit, reportRateLimits } from '../../http/rate-limit';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { reportReviewedMail, reportWarningMail } from '../../mail/templates';
import { transactionWithEvents } from '../../realtime/events';
import { createNotification } from '../notifications/service';
import {
  findBookingForParty,
  findBookingSummary,
  findCaregiverState,
  findMessageForParticipant,
  findMessagesAround,
  findOpenReport,
  findProfileSummary,
  findProfileTarget,
  findRecipient,
  findReport,
  findReportsAbout,
  findReportsMadeBy,
  haveContact,
  insertReport,
  listReports,
  resolveOpenReport,
  unlinkReportsMadeBy,
  type ReportListRow,
} from './repository';
import { suspendFamilyIn } from '../family-accounts/service';
import { suspendReportedCaregiver } from './suspension';

// 'Denunciar' and the operator's decisions on reports (docs/product.md#reports).

const m = messages.reports;
const isUuid = (value: string) => z.uuid().safeParse(value).success;

interface Reporter {
  id: string;
  role: 'familia' | 'cuidador';
}

/**
 * Who a target is about, if the reporter may see it: a message only in one of their conversations,
 * a booking only if they are a party, a profile they can open (a family: any caregiver shown to
 * families, or one they are in contact with; a caregiver: a family in contact with them).
 * Anything else is "not found", exactly like a target that does not exist.
 */
async function reportedPersonOf(db: Database, reporter: Reporter, input: CreateReport): Promise<string> {
  const { alvoTipo, alvoId } = input;
  if (alvoTipo === 'mensagem') {
    const message = isUuid(alvoId) ? await findMessageForParticipant(db, alvoId, reporter.id) : undefined;
    if (!message) throw notFound(m.notFound);
    return message.senderId;
  }
  if (alvoTipo === 'reserva') {
    const booking = isUuid(alvoId) ? await findBookingForParty(db, alvoId, reporter.id) : undefined;
    if (!booking) throw notFound(m.notFound);
    return booking.familiaId === reporter.id ? booking.cuidadorId : booking.familiaId;
  }
  if (alvoId === reporter.id) return alvoId;
  const target = await findProfileTarget(db, alvoId);
  if (!target || target.deletedAt || !target.role || target.role === 'operador' || target.role === reporter.role) throw notFound(m.notFound);
  const [familiaId, cuidadorId] = reporter.role === 'familia' ? [reporter.id, alvoId] : [alvoId, reporter.id];
  const shownToFamilies = reporter.role === 'familia' && target.verificacao === 'aprovado';
  if (!shownToFamilies && !(await haveContact(db, familiaId, cuidadorId))) throw notFound(m.notFound);
  return alvoId;
}

/**
 * Files a report. An open report by the same person on the same target is answered again instead of
 * duplicated (a unique index decides a race). Counted against the person's hourly limit first.
 */
export async function createReport(
  deps: { db: Database; now: () => Date },
  reporter: Reporter,
  input: CreateReport,
): Promise<{ id: string; created: boolean }> {
  const { db } = deps;
  await hitRateLimit(db, reportRateLimits.perReporter, reporter.id, deps.now());
  const reportedId = await reportedPersonOf(db, reporter, input);
  if (reportedId === reporter.id) throw badRequest(m.self, 'alvoId');
  const existing = await findOpenReport(db, reporter.id, input.alvoTipo, input.alvoId);
  if (existing) return { id: existing, created: false };
  const id = await insertReport(db, {
    reporterId: reporter.id,
    reportedId,
    alvoTipo: input.alvoTipo,
    alvoId: input.alvoId,
    motivo: input.motivo,
    descricao: input.descricao || null,
    createdAt: deps.now(),
  });
  if (id) return { id, created: true };
  const raced = await findOpenReport(db, reporter.id, input.alvoTipo, input.alvoId);
  if (!raced) throw conflict(m.alreadySent);
  return { id: raced, created: false };
}

// ── The operator's desk ───────────────────────────────────────────────────────────────────

const person = (id: string, p: { firstName: string | null; lastName: string | null; role: string | null }) => ({
  id,
  name: fullName({ firstName: p.firstName ?? '', lastName: p.lastName ?? '' }),
  role: (p.role ?? null) as ReportListItemDto['reported']['role'],
});

function toListItem(row: ReportListRow): ReportListItemDto {
  return {
    id: row.id,
    alvoTipo: row.alvoTipo,
    motivo: row.motivo as ReportListItemDto['motivo'],
    status: row.status,
    resultado: row.resultado,
    createdAt: row.createdAt.toISOString(),
    reporter: row.reporterId ? person(row.reporterId, { firstName: row.reporterFirstName, lastName: row.reporterLastName, role: row.reporterRole }) : null,
    reported: person(row.reportedId, { firstName: row.reportedFirstName, lastName: row.reportedLastName, role: row.reportedRole }),
  };
}

export const REPORT_LIST_LIMIT = 200;

export async function listReportsForOperator(db: Database, status: ReportStatus | undefined): Promise<ReportListItemDto[]> {
  return (await listReports(db, status, REPORT_LIST_LIMIT)).map(toListItem);
}

/** How many messages before and after a reported one the operator reads. */
const MESSAGES_AROUND = 3;

export interface OperatorDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

/**
 * One report with its context. Reading it is an operator's look into people's conversations and
 * bookings, so the read is written to the audit log before the answer leaves (no log, no read).
 */
export async function readReportForOperator(
  deps: Pick<OperatorDeps, 'db'>,
  operatorId: string,
  id: string,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<ReportDetailDto> {
  const { db } = deps;
  const row = isUuid(id) ? await findReport(db, id) : undefined;
  if (!row) throw notFound();
  const summary = await findProfileSummary(db, row.reportedId);
  if (!summary) throw notFound();
  const around = row.alvoTipo === 'mensagem' ? await findMessagesAround(db, row.alvoId, MESSAGES_AROUND) : [];
  const booking = row.alvoTipo === 'reserva' ? await findBookingSummary(db, row.alvoId) : undefined;
  await writeAuditEvent(
    db,
    {
      action: 'report_context_read',
      actorId: operatorId,
      subjectId: row.reportedId,
      objectType: 'report',
      objectId: row.id,
      metadata: { alvoTipo: row.alvoTipo, mensagens: around.length, reserva: Boolean(booking) },
    },
    origin,
  );
  return {
    ...toListItem(row),
    descricao: row.descricao,
    resultadoNota: row.resultadoNota,
    tratadaPor: row.handlerFirstName !== null ? fullName({ firstName: row.handlerFirstName, lastName: row.handlerLastName ?? '' }) : null,
    tratadaEm: row.tratadaEm ? row.tratadaEm.toISOString() : null,
    context: {
      profile: {
        name: fullName(summary),
        role: summary.role,
        memberSince: summary.memberSince.toISOString(),
        deleted: summary.deletedAt !== null,
        verificacao: summary.verificacao,
        cidade: summary.cidade,
        estado: summary.estado,
        bio: summary.bio,
        reportsAgainst: summary.reportsAgainst,
      },
      messages: around.map((msg) => ({
        id: msg.id,
        senderName: fullName({ firstName: msg.senderFirstName, lastName: msg.senderLastName }),
        fromReported: msg.senderId === row.reportedId,
        isTarget: msg.id === row.alvoId,
        content: msg.content,
        createdAt: msg.createdAt.toISOString(),
      })),
      booking: booking
        ? {
            id: booking.id,
            status: booking.status,
            dataInicio: booking.dataInicio,
            dataFim: booking.dataFim,
            horaInicio: booking.horaInicio.slice(0, 5),
            horaFim: booking.horaFim.slice(0, 5),
            familiaName: fullName({ firstName: booking.familiaFirstName, lastName: booking.familiaLastName }),
            cuidadorName: fullName({ firstName: booking.cuidadorFirstName, lastName: booking.cuidadorLastName }),
            precoTotalCentavos: booking.precoTotalCentavos,
            diasSemana: booking.diasSemana,
          }
        : null,
    },
  };
}

/**
 * The operator's decision: suspend (caregivers only), warn or dismiss, with a note. The report is
 * closed, the decision audited, and the notifications written in one transaction; a second decision
 * on the same report is refused. The e-mails follow the commit. The reporter hears that the report
 * was reviewed and the outcome in general terms, never anything about the other person.
 */
export async function resolveReport(
  deps: OperatorDeps,
  operatorId: string,
  id: string,
  decision: ResolveReport,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<{ caregiverId: string | null; familyCancelled: string[] | null }> {
  const { db } = deps;
  const at = deps.now();
  const current = isUuid(id) ? await findReport(db, id) : undefined;
  if (!current) throw notFound();
  if (current.status !== 'aberta') throw conflict(m.alreadyResolved);
  // Caregivers are suspended through verification, families by their account (docs/product.md#family-suspension).
  if (decision.resultado === 'suspensao' && current.reportedRole !== 'cuidador' && current.reportedRole !== 'familia') throw badRequest(m.onlyCaregivers, 'resultado');

  const closed = await transactionWithEvents(db, async (tx) => {
    const report = await resolveOpenReport(tx, id, { resultado: decision.resultado, resultadoNota: decision.nota, tratadaPor: operatorId, tratadaEm: at });
    if (!report) throw conflict(m.alreadyResolved);
    let suspension: { mail: (d: OperatorDeps) => void } | null = null;
    let familyCancelled: string[] | null = null;
    const caregiverState = decision.resultado === 'suspensao' && current.reportedRole === 'cuidador' ? await findCaregiverState(tx, report.reportedId) : null;
    if (caregiverState && caregiverState !== 'suspenso') {
      suspension = await suspendReportedCaregiver(tx, { cuidadorId: report.reportedId, from: caregiverState, actor: { operatorId, origin }, note: decision.nota, at });
    }
    if (decision.resultado === 'suspensao' && current.reportedRole === 'familia') {
      const family = await suspendFamilyIn(tx, { familiaId: report.reportedId, actor: { operatorId, origin }, reason: decision.nota, reportId: id, at });
      suspension = family;
      familyCancelled = family.cancelled;
    }
    await writeAuditEvent(
      tx,
      {
        action: 'report_resolved',
        actorId: operatorId,
        subjectId: report.reportedId,
        objectType: 'report',
        objectId: id,
        reason: decision.nota,
        metadata: { resultado: decision.resultado, ...(decision.resultado === 'advertencia' ? { advertencia: decision.advertencia } : {}) },
      },
      origin,
    );
    const outcome: 'medidas' | 'arquivada' = decision.resultado === 'arquivada' ? 'arquivada' : 'medidas';
    const reporter = report.reporterId ? await findRecipient(tx, report.reporterId) : undefined;
    const reporterRole = reporter?.role === 'familia' || reporter?.role === 'cuidador' ? reporter.role : null;
    if (report.reporterId && reporterRole && !reporter?.deletedAt) {
      await createNotification(tx, {
        userId: report.reporterId,
        tipo: 'denuncia_analisada',
        mensagem: notificationMessages.reportReviewed(outcome),
        link: paths.dashboardPage(reporterRole, 'notificacoes'),
        dedupeKey: `denuncia:${id}:reporter`,
      });
    }
    const reported = await findRecipient(tx, report.reportedId);
    const reportedRole = reported?.role === 'familia' || reported?.role === 'cuidador' ? reported.role : null;
    if (decision.resultado === 'advertencia' && reportedRole && !reported?.deletedAt) {
      await createNotification(tx, {
        userId: report.reportedId,
        tipo: 'advertencia',
        mensagem: notificationMessages.warning(decision.advertencia),
        link: paths.dashboardPage(reportedRole, 'notificacoes'),
        dedupeKey: `denuncia:${id}:reported`,
      });
    }
    return { suspension, familyCancelled, report, outcome, reporter: reporterRole && !reporter?.deletedAt ? { ...reporter!, role: reporterRole } : null, reported: reportedRole && !reported?.deletedAt ? { ...reported!, role: reportedRole } : null };
  });

  closed.suspension?.mail(deps);
  inBackground(
    sendQuietly(deps, async () => {
      if (closed.reporter) {
        const mail = reportReviewedMail({
          name: closed.reporter.firstName,
          outcome: closed.outcome,
          sentAt: formatDateTime(closed.report.createdAt),
          url: `${deps.publicUrl}${paths.dashboard(closed.reporter.role)}`,
        });
        await deps.mailer.send({ ...mail, to: closed.reporter.email, kind: 'denuncia-analisada' });
      }
      if (decision.resultado === 'advertencia' && closed.reported) {
        const mail = reportWarningMail({ name: closed.reported.firstName, text: decision.advertencia, url: `${deps.publicUrl}${paths.dashboard(closed.reported.role)}` });
        await deps.mailer.send({ ...mail, to: closed.reported.email, kind: 'advertencia' });
      }
    }),
  );
  return {
    caregiverId: decision.resultado === 'suspensao' && current.reportedRole === 'cuidador' ? closed.report.reportedId : null,
    familyCancelled: closed.familyCancelled,
  };
}

/** An e-mail that fails stays marked in the outbox (the operators' home counts those); the decision stands. */
async function sendQuietly(deps: Pick<OperatorDeps, 'logger'>, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.error('[reports] email da decisão não enviado', error);
  }
}

// ── The person's own data (LGPD: 'Baixar meus dados' and 'Excluir minha conta') ───────────

/**
 * Reports the person made (their words and the outcome) and reports about them (reason and outcome
 * only: never who reported or what they wrote, which is the reporter's data).
 */
export async function reportsOfPerson(db: Executor, userId: string) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const [made, about] = await Promise.all([findReportsMadeBy(db, userId), findReportsAbout(db, userId)]);
  return {
    feitas: made.map((r) => ({ alvo: r.alvoTipo, motivo: r.motivo, descricao: r.descricao, situacao: r.status, resultado: r.resultado, enviadaEm: iso(r.createdAt), tratadaEm: iso(r.tratadaEm) })),
    recebidas: about.map((r) => ({ alvo: r.alvoTipo, motivo: r.motivo, situacao: r.status, resultado: r.resultado, recebidaEm: iso(r.createdAt), tratadaEm: iso(r.tratadaEm) })),
  };
}

/**
 * On account deletion. Reports the person made stay for the operators without the person or their
 * words; reports about the person stay as they are (a safety record: deleting an account must not
 * erase complaints about it), and the foreign key removes them only if the user row itself goes.
 */
export async function forgetReporter(tx: Executor, userId: string): Promise<void> {
  await unlinkReportsMadeBy(tx, userId);
}
