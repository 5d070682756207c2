import { fullName } from '@cuidar/domain/names';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import {
  missingForCheck,
  PENDING_BOOKING_ALERT_HOURS,
  QUEUE_AGE_DAYS,
  QUEUE_PAGE_SIZE,
  type CaregiverReviewDto,
  type CheckItemInput,
  type DecisionInput,
  type DecisionResponseDto,
  type OperatorSummaryDto,
  type QueueQuery,
  type QueueResponseDto,
  type ReviewCheckDto,
} from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import {
  maskedCpf,
  VERIFICATION_CHECKS,
  VERIFICATION_REASON_LABELS,
  type VerificationCheck,
  type VerificationReason,
  type VerificationState,
} from '@cuidar/domain/verification';
import { writeAuditEvent } from '../../audit/audit';
import { inBackground } from '../../background';
import type { Database, Transaction } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { bookingDeclinedBySuspensionMail, verificationDecisionMail, type RenderedMail } from '../../mail/templates';
import { transactionWithEvents } from '../../realtime/events';
import type { FileStorage } from '../../storage/storage';
import { declinePendingRequestsOfSuspended, type DeclinedRequest } from '../bookings/service';
import { createNotification } from '../notifications/service';
import { countRenewalsWaiting } from '../verification-renewals/service';
import { lockCaregiverVerification, transitionCaregiver } from '../verification/service';
import {
  countFailedEmails,
  countOldPendingBookings,
  countOpenReports,
  countWaiting,
  deleteCheck,
  findCaregiverContact,
  findCaregiverForReview,
  findChecks,
  findCpf,
  findDecisions,
  findDocumentFile,
  findDocuments,
  findOpenConfirmedBookings,
  findQueuePage,
  findReferences,
  upsertCheck,
} from './repository';
import { countDisputesOpen } from '../disputes/service';
import { countStuck } from '../operator-payments/service';
import { cancelPlanShiftsOfSuspended, mailGivenUpPlanShifts, type GivenUpNotice } from '../plan-substitutes/given-up';

// The operator desk (docs/product.md#operators): what the company's people see and decide. Every
// action writes the audit log in the transaction of the change; every read of a caregiver's
// documents or full CPF writes it before the answer leaves (no row, no document).

export interface OperatorDeskDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

/** Who asks, from where: what the audit log keeps of each operator action. */
export interface OperatorActor {
  operatorId: string;
  origin: { ipAddress: string | null; userAgent: string | null };
}

const o = messages.operatorDesk;
const n = notificationMessages;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// ── Home ────────────────────────────────────────────────────────────────────────────────────

export async function getSummary(deps: Pick<OperatorDeskDeps, 'db' | 'now'>): Promise<OperatorSummaryDto> {
  const now = deps.now();
  const [waiting, denunciasAbertas, renovacoesPendentes, reservasPendentesAntigas, emailsFalhos, disputasAbertas, pagamentosParados] = await Promise.all([
    countWaiting(deps.db),
    countOpenReports(deps.db),
    countRenewalsWaiting(deps.db),
    countOldPendingBookings(deps.db, new Date(now.getTime() - PENDING_BOOKING_ALERT_HOURS * HOUR_MS), now),
    countFailedEmails(deps.db),
    countDisputesOpen(deps.db),
    countStuck(deps),
  ]);
  return {
    cuidadoresEmAnalise: waiting.total,
    esperaMaisAntigaDesde: waiting.oldest?.toISOString() ?? null,
    denunciasAbertas,
    renovacoesPendentes,
    reservasPendentesAntigas,
    emailsFalhos,
    disputasAbertas,
    pagamentosParados,
  };
}

// ── Queue ───────────────────────────────────────────────────────────────────────────────────

export async function listQueue(deps: Pick<OperatorDeskDeps, 'db' | 'now'>, query: QueueQuery): Promise<QueueResponseDto> {
  const days = QUEUE_AGE_DAYS[query.espera];
  const since = days > 0 ? new Date(deps.now().getTime() - days * DAY_MS) : null;
  const { rows, total } = await findQueuePage(deps.db, { estado: query.estado, since, limit: QUEUE_PAGE_SIZE, offset: (query.pagina - 1) * QUEUE_PAGE_SIZE });
  return {
    itens: rows.map((row) => ({
      id: row.id,
      nome: fullName(row),
      cidade: row.cidade,
      uf: row.uf,
      verificacao: row.verificacao,
      desde: row.desde.toISOString(),
    })),
    total,
    pagina: query.pagina,
    porPagina: QUEUE_PAGE_SIZE,
  };
}

// ── Review ──────────────────────────────────────────────────────────────────────────────────

const isAntecedentesValid = (validaAte: string | null, now: Date) => validaAte !== null && validaAte >= todayInSaoPaulo(now);
const personName = (first: string | null, last: string | null) => (first === null ? null : fullName({ firstName: first, lastName: last ?? '' }) || null);

function checklistOf(rows: Awaited<ReturnType<typeof findChecks>>): ReviewCheckDto[] {
  return VERIFICATION_CHECKS.map((item) => {
    const row = rows.find((r) => r.item === item);
    return {
      item,
      feito: Boolean(row),
      nota: row?.nota ?? null,
      realizadaEm: row?.realizadaEm ?? null,
      marcadoPor: row ? personName(row.markerFirstName, row.markerLastName) : null,
      marcadoEm: row?.marcadoEm.toISOString() ?? null,
    };
  });
}

const isChecklistDone = (checklist: readonly ReviewCheckDto[]) => checklist.every((check) => check.feito);

export async function getReview(deps: Pick<OperatorDeskDeps, 'db' | 'now'>, cuidadorId: string): Promise<CaregiverReviewDto> {
  const caregiver = await findCaregiverForReview(deps.db, cuidadorId);
  if (!caregiver) throw notFound();
  const now = deps.now();
  const [documents, references, checks, decisions, bookings] = await Promise.all([
    findDocuments(deps.db, cuidadorId),
    findReferences(deps.db, cuidadorId),
    findChecks(deps.db, cuidadorId),
    findDecisions(deps.db, cuidadorId),
    findOpenConfirmedBookings(deps.db, cuidadorId, now),
  ]);
  const checklist = checklistOf(checks);
  const antecedentesValidos = isAntecedentesValid(caregiver.antecedentesValidaAte, now);
  return {
    cuidador: {
      id: caregiver.id,
      nome: fullName(caregiver),
      email: caregiver.email,
      avatarUrl: caregiver.avatarUrl,
      telefone: caregiver.telefone,
      dataNascimento: caregiver.dataNascimento,
      bairro: caregiver.bairro,
      cidade: caregiver.cidade,
      uf: caregiver.uf,
      bio: caregiver.bio,
      experiencia: caregiver.experiencia,
      competencias: caregiver.competencias,
      precoHoraCentavos: caregiver.precoHoraCentavos,
      cpfMascarado: caregiver.cpf ? maskedCpf(caregiver.cpf) : null,
      verificacao: caregiver.verificacao,
      verificacaoDesde: caregiver.verificacaoDesde.toISOString(),
      antecedentesEmitidaEm: caregiver.antecedentesEmitidaEm,
      antecedentesValidaAte: caregiver.antecedentesValidaAte,
      antecedentesValidos,
    },
    documentos: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    referencias: references,
    checklist,
    decisoes: decisions.map((d) => ({
      id: d.id,
      deEstado: d.deEstado as VerificationState,
      paraEstado: d.paraEstado as VerificationState,
      motivo: (d.motivo as VerificationReason | null) ?? null,
      observacao: d.observacao,
      operador: d.operadorId ? personName(d.deciderFirstName, d.deciderLastName) : null,
      createdAt: d.createdAt.toISOString(),
    })),
    reservasConfirmadas: bookings.map((b) => ({
      id: b.id,
      familia: fullName({ firstName: b.familyFirstName, lastName: b.familyLastName }),
      dataInicio: b.dataInicio,
      dataFim: b.dataFim,
      horaInicio: b.horaInicio.slice(0, 5),
      horaFim: b.horaFim.slice(0, 5),
      precoTotalCentavos: b.precoTotalCentavos,
      diasSemana: b.diasSemana,
    })),
    podeAprovar: caregiver.verificacao === 'em_analise' && isChecklistDone(checklist) && antecedentesValidos,
  };
}

/** The whole CPF; the read is audited before the number leaves. */
export async function revealCpf(deps: Pick<OperatorDeskDeps, 'db'>, actor: OperatorActor, cuidadorId: string): Promise<{ cpf: string | null }> {
  const row = await findCpf(deps.db, cuidadorId);
  if (!row) throw notFound();
  await writeAuditEvent(
    deps.db,
    { action: 'caregiver_cpf_viewed', actorId: actor.operatorId, subjectId: cuidadorId, objectType: 'cuidador', objectId: cuidadorId },
    actor.origin,
  );
  return { cpf: row.cpf };
}

/** One of the caregiver's documents from private storage; the read is audited before the bytes leave. */
export async function readDocument(deps: Pick<OperatorDeskDeps, 'db' | 'storage' | 'logger'>, actor: OperatorActor, cuidadorId: string, documentId: string) {
  const row = await findDocumentFile(deps.db, cuidadorId, documentId);
  if (!row) throw notFound(o.documentNotFound);
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) {
    deps.logger.error(`[operator-desk] file missing in storage: ${row.storageKey}`);
    throw notFound(o.documentNotFound);
  }
  await writeAuditEvent(
    deps.db,
    {
      action: 'caregiver_document_viewed',
      actorId: actor.operatorId,
      subjectId: cuidadorId,
      objectType: 'certificado',
      objectId: documentId,
      metadata: { tipo: row.tipo },
    },
    actor.origin,
  );
  return { bytes, nome: row.nome, mime: row.mime };
}

// ── Checklist ───────────────────────────────────────────────────────────────────────────────

/** Marks (with its note and date) or clears one item, while the caregiver is in review. */
export async function setCheck(deps: Pick<OperatorDeskDeps, 'db' | 'now'>, actor: OperatorActor, cuidadorId: string, item: VerificationCheck, input: CheckItemInput) {
  if (input.feito) {
    const missing = missingForCheck(item, input);
    if (missing === 'nota') throw badRequest(o.noteRequired, 'nota');
    if (missing === 'realizadaEm') throw badRequest(o.interviewDateRequired, 'realizadaEm');
  }
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const state = await lockCaregiverVerification(tx, cuidadorId);
    if (state === null) throw notFound();
    if (state !== 'em_analise') throw conflict(o.checklistOnlyInReview);
    if (input.feito) {
      await upsertCheck(tx, { cuidadorId, item, nota: input.nota, realizadaEm: input.realizadaEm, marcadoPor: actor.operatorId, marcadoEm: at });
    } else if (!(await deleteCheck(tx, cuidadorId, item))) {
      return; // already clear: nothing changed, nothing to record
    }
    await writeAuditEvent(
      tx,
      {
        action: input.feito ? 'verification_check_marked' : 'verification_check_cleared',
        actorId: actor.operatorId,
        subjectId: cuidadorId,
        objectType: 'verification_check',
        objectId: `${cuidadorId}:${item}`,
        metadata: { item, nota: input.nota, realizadaEm: input.realizadaEm },
      },
      actor.origin,
    );
  });
  const checks = checklistOf(await findChecks(deps.db, cuidadorId));
  return checks.find((check) => check.item === item)!;
}

// ── Decisions ───────────────────────────────────────────────────────────────────────────────

const AUDIT_ACTIONS = {
  aprovar: 'caregiver_approved',
  reprovar: 'caregiver_refused',
  suspender: 'caregiver_suspended',
  reativar: 'caregiver_reinstated',
} as const;

/**
 * Approve, refuse, suspend or lift a suspension (docs/product.md#verification). In one transaction:
 * the state moves (transitionCaregiver refuses a stale `de`), the checklist is required for an
 * approval, a suspension declines the pending requests (the bookings service's own decline), the
 * caregiver is notified and the audit row is written. E-mails leave after the commit.
 */
export async function decideCaregiver(deps: OperatorDeskDeps, actor: OperatorActor, cuidadorId: string, input: DecisionInput): Promise<DecisionResponseDto> {
  const at = deps.now();
  const outcome = await transactionWithEvents(deps.db, (tx) => decideInTransaction(tx, actor, cuidadorId, input, at));
  mailDecision(deps, input, outcome);
  return { ok: true, verificacao: outcome.to, reservasRecusadas: outcome.declined.length };
}

/** What a decision changed, and what its e-mails need once the transaction commits. */
export interface DecisionOutcome {
  to: VerificationState;
  declined: DeclinedRequest[];
  contact: { firstName: string; email: string };
  /** Families whose plan shifts a suspension cancelled: they get the substitutes' e-mail. */
  planNotices: GivenUpNotice[];
}

/**
 * The decision itself, inside the caller's transaction: also the way a report upheld against a
 * caregiver suspends them (docs/product.md#reports), with the same side effects. The caller sends
 * the e-mails with mailDecision after the commit.
 */
export async function decideInTransaction(tx: Transaction, actor: OperatorActor, cuidadorId: string, input: DecisionInput, at: Date): Promise<DecisionOutcome> {
  const state = await lockCaregiverVerification(tx, cuidadorId);
  if (state === null) throw notFound();
  if (state !== input.de) throw conflict(o.staleDecision);
  const contact = (await findCaregiverContact(tx, cuidadorId))!;
  const antecedentesValidos = isAntecedentesValid(contact.antecedentesValidaAte, at);
  if (input.acao === 'aprovar') {
    if (!isChecklistDone(checklistOf(await findChecks(tx, cuidadorId))) || !antecedentesValidos) {
      throw new AppError('CONFLICT', 409, messages.caregiverVerification.checklistIncomplete);
    }
  }
  const to: VerificationState = targetOf(input.acao, antecedentesValidos);
  const moved = await transitionCaregiver(tx, {
    cuidadorId,
    to,
    by: 'operador',
    operadorId: actor.operatorId,
    expectedFrom: input.de,
    reason: input.motivo,
    note: input.observacao,
    at,
  });
  const declined = input.acao === 'suspender' ? await declinePendingRequestsOfSuspended(tx, cuidadorId, at) : [];
  // A suspended caregiver cannot deliver her plan shifts: they are cancelled and each family offered substitutes (docs/product.md#plan-substitutes).
  const planNotices = input.acao === 'suspender' ? await cancelPlanShiftsOfSuspended(tx, cuidadorId, at) : [];
  await createNotification(tx, {
    userId: cuidadorId,
    tipo: 'verificacao',
    mensagem: notificationText(input, to),
    link: paths.dashboard('cuidador'),
  });
  await writeAuditEvent(
    tx,
    {
      action: AUDIT_ACTIONS[input.acao],
      actorId: actor.operatorId,
      subjectId: cuidadorId,
      objectType: 'cuidador',
      objectId: cuidadorId,
      ...(input.motivo ? { reason: input.motivo } : {}),
      metadata: { de: moved.from, para: moved.to, decisao: moved.decisionId, observacao: input.observacao || null, reservasRecusadas: declined.map((d) => d.id), familiasComPlantoesDePlanoCancelados: planNotices.map((p) => p.familiaId) },
    },
    actor.origin,
  );
  return { to, declined, contact, planNotices };
}

/** The decision's e-mails (the caregiver; each family whose request a suspension declined), in the background. */
export function mailDecision(deps: Pick<OperatorDeskDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>, input: DecisionInput, outcome: DecisionOutcome): void {
  inBackground(sendDecisionMails(deps, input, outcome.to, outcome.contact, outcome.declined));
  mailGivenUpPlanShifts(deps, outcome.planNotices);
}

/** Lifting a suspension puts the caregiver back as approved, unless the certificate expired meanwhile. */
function targetOf(action: DecisionInput['acao'], antecedentesValidos: boolean): VerificationState {
  switch (action) {
    case 'aprovar':
      return 'aprovado';
    case 'reprovar':
      return 'reprovado';
    case 'suspender':
      return 'suspenso';
    case 'reativar':
      return antecedentesValidos ? 'aprovado' : 'verificacao_vencida';
  }
}

const reasonLabel = (motivo: VerificationReason | null) => (motivo ? VERIFICATION_REASON_LABELS[motivo] : '');

function notificationText(input: DecisionInput, to: VerificationState): string {
  switch (input.acao) {
    case 'aprovar':
      return n.verificationApproved;
    case 'reprovar':
      return n.verificationRefused(reasonLabel(input.motivo), input.observacao);
    case 'suspender':
      return n.verificationSuspended(reasonLabel(input.motivo), input.observacao);
    case 'reativar':
      return to === 'aprovado' ? n.verificationReinstated : n.verificationReinstatedExpired;
  }
}

async function sendDecisionMails(
  deps: Pick<OperatorDeskDeps, 'mailer' | 'logger' | 'publicUrl'>,
  input: DecisionInput,
  to: VerificationState,
  contact: { firstName: string; email: string },
  declined: readonly DeclinedRequest[],
): Promise<void> {
  const dashboardUrl = `${deps.publicUrl}${paths.dashboard('cuidador')}`;
  const reason = reasonLabel(input.motivo);
  const mail: RenderedMail =
    input.acao === 'aprovar'
      ? verificationDecisionMail({ decision: 'approved', name: contact.firstName, url: dashboardUrl })
      : input.acao === 'reativar'
        ? verificationDecisionMail({ decision: 'reinstated', expired: to !== 'aprovado', name: contact.firstName, url: dashboardUrl })
        : verificationDecisionMail({
            decision: input.acao === 'reprovar' ? 'refused' : 'suspended',
            reason,
            note: input.observacao,
            name: contact.firstName,
            url: input.acao === 'reprovar' ? `${deps.publicUrl}${paths.dashboardPage('cuidador', 'perfil')}` : dashboardUrl,
          });
  await sendQuietly(deps, { ...mail, to: contact.email, kind: `verificacao-${input.acao}` });
  for (const request of declined) {
    if (!request.familyEmail) continue;
    const familyMail = bookingDeclinedBySuspensionMail({
      name: request.familyFirstName,
      caregiverName: request.caregiverName,
      period: request.period,
      url: `${deps.publicUrl}${paths.recomendacoes}`,
    });
    await sendQuietly(deps, { ...familyMail, to: request.familyEmail, kind: 'reserva-recusada-suspensao' });
  }
}

/** The decision stands whatever the mail server says; the outbox keeps what failed. */
async function sendQuietly(deps: Pick<OperatorDeskDeps, 'mailer' | 'logger'>, message: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.warn(`[operator-desk] email ${message.kind} não enviado`, error);
  }
}
