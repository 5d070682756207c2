import { formatShortDate } from '@cuidar/domain/date-format';
import { messages, notificationMessages as n } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import {
  QUEUE_AGE_DAYS,
  QUEUE_PAGE_SIZE,
  type RenewalDecisionResponseDto,
  type RenewalDetailDto,
  type RenewalQueueQuery,
  type RenewalQueueResponseDto,
} from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import {
  antecedentesValidUntil,
  canSendRenewal,
  stateAfterRenewalDecision,
  stateAfterRenewalSent,
  VERIFICATION_REASON_LABELS,
  type RenewalDecisionInput,
  type RenewalSentDto,
  type VerificationReason,
  type VerificationState,
} from '@cuidar/domain/verification';
import { writeAuditEvent } from '../../audit/audit';
import { inBackground } from '../../background';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { renewalAcceptedMail, renewalRefusedMail } from '../../mail/templates';
import { transactionWithEvents } from '../../realtime/events';
import type { FileStorage } from '../../storage/storage';
import { discardRenewalFile, storeRenewalFile, type IncomingFile } from '../certificates/service';
import { createNotification } from '../notifications/service';
import { lockCaregiverVerification, transitionCaregiver } from '../verification/service';
import {
  countPendingRenewals,
  deleteRenewalFile,
  findContact,
  findLatestRenewal,
  findPendingPage,
  findRenewalDetail,
  findRenewalState,
  findValidity,
  hasPendingRenewal,
  insertRenewal,
  lockRenewal,
  markRenewalDecided,
  promoteRenewal,
} from './repository';

// Renewal of the criminal-records certificate (docs/product.md#verification-renewal). An approved
// caregiver sends a new certificate and stays approved while the team checks it; an expired one
// goes to review with it. The operator checks only the new certificate and accepts it (the
// validity moves) or refuses it (the old validity stands). State moves go through
// transitionCaregiver with `via: 'renovacao'`, the domain's table saying which are allowed.

export interface RenewalDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

export interface RenewalActor {
  operatorId: string;
  origin: { ipAddress: string | null; userAgent: string | null };
}

const v = messages.caregiverVerification;
const o = messages.operatorDesk;
const DAY_MS = 24 * 3_600_000;

/** What the caregiver's verification page shows of renewals. */
export async function getRenewalView(db: Database, cuidadorId: string, state: VerificationState) {
  const latest = await findLatestRenewal(db, cuidadorId);
  return {
    podeRenovar: canSendRenewal(state) && latest?.status !== 'pendente',
    renovacao: latest
      ? {
          id: latest.id,
          emitidoEm: latest.emitidoEm,
          status: latest.status,
          motivo: latest.motivo,
          observacao: latest.observacao,
          enviadaEm: latest.createdAt.toISOString(),
          decididaEm: latest.decididaEm?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * The caregiver sends a renewed certificate (issue date already checked: not in the future, not
 * older than 90 days). It must be newer than the one the approval rests on; one waits at a time.
 */
export async function sendRenewal(deps: RenewalDeps, cuidadorId: string, file: IncomingFile, emitidoEm: string): Promise<RenewalSentDto> {
  const current = await findRenewalState(deps.db, cuidadorId);
  if (!current || !canSendRenewal(current.verificacao)) throw conflict(v.renewalNotAllowed, 'file');
  if (await hasPendingRenewal(deps.db, cuidadorId)) throw conflict(v.renewalAlreadyPending, 'file');
  if (current.emitidaEm && emitidoEm <= current.emitidaEm) throw badRequest(v.renewalNotNewer, 'emitidoEm');

  const certificadoId = await storeRenewalFile(deps, cuidadorId, file, emitidoEm);
  const at = deps.now();
  try {
    await transactionWithEvents(deps.db, async (tx) => {
      const state = await lockCaregiverVerification(tx, cuidadorId);
      if (state === null || !canSendRenewal(state)) throw conflict(v.renewalNotAllowed, 'file');
      try {
        // A savepoint, so a renewal sent twice at once is a clear refusal on PostgreSQL too.
        await tx.transaction((inner) => insertRenewal(inner, { cuidadorId, certificadoId, emitidoEm, deEstado: state, createdAt: at }));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(v.renewalAlreadyPending, 'file');
        throw error;
      }
      const to = stateAfterRenewalSent(state);
      if (to) await transitionCaregiver(tx, { cuidadorId, to, by: 'cuidador', operadorId: null, expectedFrom: state, via: 'renovacao', at });
    });
  } catch (error) {
    // No renewal, no file: never keep a criminal-records document nobody will look at.
    await discardRenewalFile(deps, cuidadorId, certificadoId);
    throw error;
  }
  const state = (await findRenewalState(deps.db, cuidadorId))!.verificacao;
  return { ok: true, message: v.renewalSent, verificacao: state, ...(await getRenewalView(deps.db, cuidadorId, state)) };
}

// ── The operator's side ─────────────────────────────────────────────────────────────────────

export async function listRenewals(deps: Pick<RenewalDeps, 'db' | 'now'>, query: RenewalQueueQuery): Promise<RenewalQueueResponseDto> {
  const days = QUEUE_AGE_DAYS[query.espera];
  const before = days > 0 ? new Date(deps.now().getTime() - days * DAY_MS) : null;
  const { rows, total } = await findPendingPage(deps.db, { before, limit: QUEUE_PAGE_SIZE, offset: (query.pagina - 1) * QUEUE_PAGE_SIZE });
  return {
    itens: rows.map((row) => ({
      id: row.id,
      cuidadorId: row.cuidadorId,
      nome: fullName(row),
      cidade: row.cidade,
      uf: row.uf,
      verificacao: row.verificacao,
      emitidoEm: row.emitidoEm,
      validaAteAtual: row.validaAteAtual,
      enviadaEm: row.createdAt.toISOString(),
    })),
    total,
    pagina: query.pagina,
    porPagina: QUEUE_PAGE_SIZE,
  };
}

export function countRenewalsWaiting(db: Database): Promise<number> {
  return countPendingRenewals(db);
}

export async function getRenewal(deps: Pick<RenewalDeps, 'db'>, id: string): Promise<RenewalDetailDto> {
  const row = await findRenewalDetail(deps.db, id);
  if (!row) throw notFound();
  return {
    id: row.id,
    cuidador: {
      id: row.cuidadorId,
      nome: fullName(row),
      verificacao: row.verificacao,
      antecedentesEmitidaEm: row.emitidaEmAtual,
      antecedentesValidaAte: row.validaAteAtual,
    },
    emitidoEm: row.emitidoEm,
    novaValidade: antecedentesValidUntil(row.emitidoEm),
    deEstado: row.deEstado as VerificationState,
    status: row.status,
    motivo: row.motivo as VerificationReason | null,
    observacao: row.observacao,
    enviadaEm: row.createdAt.toISOString(),
    decididaEm: row.decididaEm?.toISOString() ?? null,
    documento: row.certificadoId ? { id: row.certificadoId, nome: row.nome!, mime: row.mime!, tamanhoBytes: row.tamanhoBytes! } : null,
  };
}

/**
 * Accept or refuse a waiting renewal, in one transaction: the renewal's and the caregiver's rows
 * are locked, the certificate becomes the federal one (accepted) or is deleted (refused), the
 * caregiver's state moves when the domain says so, the caregiver is notified and the audit row is
 * written. Files are deleted and the e-mail sent after the commit.
 */
export async function decideRenewal(deps: RenewalDeps, actor: RenewalActor, id: string, input: RenewalDecisionInput): Promise<RenewalDecisionResponseDto> {
  const at = deps.now();
  const accepted = input.acao === 'aceitar';
  const motivo = input.acao === 'recusar' ? input.motivo : null;
  const outcome = await transactionWithEvents(deps.db, async (tx) => {
    const renewal = await lockRenewal(tx, id);
    if (!renewal) throw notFound();
    if (renewal.status !== 'pendente') throw conflict(o.renewalAlreadyDecided);
    const state = await lockCaregiverVerification(tx, renewal.cuidadorId);
    if (state === null) throw notFound();
    const to = stateAfterRenewalDecision(state, accepted);
    if (to === undefined) throw conflict(o.staleDecision);
    const newValidity = antecedentesValidUntil(renewal.emitidoEm);
    const filesToDelete: string[] = [];
    if (accepted) {
      // A renewal that waited past its own 90 days cannot date an approval.
      if (newValidity < todayInSaoPaulo(at)) throw conflict(v.certificateExpired);
      if (!renewal.certificadoId) throw conflict(o.documentNotFound);
      filesToDelete.push(
        ...(await promoteRenewal(tx, { cuidadorId: renewal.cuidadorId, certificadoId: renewal.certificadoId, emitidaEm: renewal.emitidoEm, validaAte: newValidity })),
      );
    } else if (renewal.certificadoId) {
      const key = await deleteRenewalFile(tx, renewal.cuidadorId, renewal.certificadoId);
      if (key) filesToDelete.push(key);
    }
    if (to) {
      await transitionCaregiver(tx, {
        cuidadorId: renewal.cuidadorId,
        to,
        by: 'operador',
        operadorId: actor.operatorId,
        expectedFrom: state,
        via: 'renovacao',
        reason: motivo,
        note: input.observacao,
        at,
      });
    }
    if (!(await markRenewalDecided(tx, id, { status: accepted ? 'aceita' : 'recusada', motivo, observacao: input.observacao || null, decididaPor: actor.operatorId, decididaEm: at }))) {
      throw conflict(o.renewalAlreadyDecided);
    }
    // Refused: the old certificate's date still stands (null when it already passed).
    const oldValidity = accepted ? null : await findValidity(tx, renewal.cuidadorId);
    const stillValid = oldValidity && oldValidity >= todayInSaoPaulo(at) ? formatShortDate(oldValidity) : null;
    const reason = motivo ? VERIFICATION_REASON_LABELS[motivo] : '';
    await createNotification(tx, {
      userId: renewal.cuidadorId,
      tipo: 'verificacao',
      mensagem: accepted ? n.renewalAccepted(formatShortDate(newValidity)) : n.renewalRefused(reason, input.observacao, stillValid),
      link: paths.dashboardPage('cuidador', 'verificacao'),
    });
    await writeAuditEvent(
      tx,
      {
        action: accepted ? 'antecedentes_renewal_accepted' : 'antecedentes_renewal_refused',
        actorId: actor.operatorId,
        subjectId: renewal.cuidadorId,
        objectType: 'renovacao_antecedentes',
        objectId: id,
        ...(motivo ? { reason: motivo } : {}),
        metadata: { de: state, para: to ?? state, emitidoEm: renewal.emitidoEm, validaAte: accepted ? newValidity : null, observacao: input.observacao || null },
      },
      actor.origin,
    );
    return { cuidadorId: renewal.cuidadorId, verificacao: to ?? state, filesToDelete, newValidity, stillValid, reason };
  });

  inBackground(
    (async () => {
      for (const key of outcome.filesToDelete) {
        await deps.storage.delete(key).catch((e: unknown) => deps.logger.error(`[renewals] could not delete ${key}`, e));
      }
      const contact = await findContact(deps.db, outcome.cuidadorId);
      if (!contact) return;
      const url = `${deps.publicUrl}${paths.dashboardPage('cuidador', 'verificacao')}`;
      const mail = accepted
        ? renewalAcceptedMail({ name: contact.firstName, day: formatShortDate(outcome.newValidity), url })
        : renewalRefusedMail({ name: contact.firstName, reason: outcome.reason, note: input.observacao, day: outcome.stillValid, url });
      // The decision stands whatever the mail server says; the outbox keeps what failed.
      await deps.mailer
        .send({ ...mail, to: contact.email, kind: accepted ? 'renovacao-aceita' : 'renovacao-recusada' })
        .catch((error: unknown) => deps.logger.warn('[renewals] e-mail não enviado', error));
    })(),
  );
  return { ok: true, status: accepted ? 'aceita' : 'recusada', verificacao: outcome.verificacao };
}
