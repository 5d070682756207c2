import { formatDayMonth, formatShortDate } from '@cuidar/domain/date-format';
import { messages, notificationMessages as n } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import {
  ANTECEDENTES_WARNING_DAYS,
  antecedentesValidUntil,
  canEditVerification,
  maskedCpf,
  pendingVerificationItems,
  type CaregiverVerificationDto,
  type VerificationData,
} from '@cuidar/domain/verification';
import type { Database, DatabaseHandle, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { antecedentesExpiredMail, antecedentesExpiringMail, caregiverVerificationExpiredMail } from '../../mail/templates';
import { listVerificationDocuments } from '../certificates/service';
import { createNotification } from '../notifications/service';
import { lockCaregiverVerification, transitionCaregiver } from '../verification/service';
import { getRenewalView } from '../verification-renewals/service';
import {
  findCaregiversToWarn,
  findContact,
  findExpiredApproved,
  isStillExpired,
  findFamiliesWithFutureConfirmed,
  findLatestApprovalAt,
  findLatestDecision,
  findReferences,
  findVerificationRow,
  markWarned,
  updateAntecedentes,
  updateCpf,
  upsertReferences,
} from './repository';

// The caregiver's side of verification (docs/product.md#verification): CPF, references and
// documents, sending the registration for review, and the daily expiry of the criminal-records
// certificate. State changes go through transitionCaregiver only.

const v = messages.caregiverVerification;

/** What the caregiver sees of their own verification; null before the profile exists. */
export async function getCaregiverVerification(db: Executor, cuidadorId: string, now: Date): Promise<CaregiverVerificationDto | null> {
  const row = await findVerificationRow(db, cuidadorId);
  if (!row) return null;
  const [referencias, documentos, decision, approvedAt, renewal] = await Promise.all([
    findReferences(db, cuidadorId),
    listVerificationDocuments(db, cuidadorId),
    findLatestDecision(db, cuidadorId),
    findLatestApprovalAt(db, cuidadorId),
    getRenewalView(db, cuidadorId, row.verificacao),
  ]);
  const today = todayInSaoPaulo(now);
  const pendencias = pendingVerificationItems({ hasCpf: Boolean(row.cpf), referenceCount: referencias.length, documents: documentos, today });
  const editable = canEditVerification(row.verificacao);
  const federal = documentos.find((d) => d.tipo === 'antecedentes_federal');
  return {
    estado: row.verificacao,
    desde: row.verificacaoDesde.toISOString(),
    cpf: row.cpf ? maskedCpf(row.cpf) : null,
    referencias,
    documentos,
    antecedentesValidaAte: row.antecedentesValidaAte ?? (federal?.emitidoEm ? antecedentesValidUntil(federal.emitidoEm) : null),
    pendencias,
    podeEditar: editable,
    podeEnviar: editable && pendencias.length === 0,
    ultimaDecisao: decision
      ? { paraEstado: decision.paraEstado, motivo: decision.motivo, observacao: decision.observacao, em: decision.createdAt.toISOString() }
      : null,
    verificadoEm: row.verificacao === 'aprovado' && approvedAt ? approvedAt.toISOString() : null,
    ...renewal,
  };
}

/** Saves CPF and references inside the caller's transaction; refuses while a review holds them. */
export async function saveVerificationDataIn(tx: Executor, cuidadorId: string, data: VerificationData, at: Date): Promise<void> {
  const row = await findVerificationRow(tx, cuidadorId);
  if (!row) throw conflict(v.noProfile);
  if (!canEditVerification(row.verificacao)) throw conflict(v.locked);
  try {
    // A savepoint: a CPF already taken must not abort the caller's transaction on PostgreSQL.
    await tx.transaction(async (inner) => updateCpf(inner, cuidadorId, data.cpf));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(v.cpfTaken, 'cpf');
    throw error;
  }
  await upsertReferences(tx, cuidadorId, data.referencias, at);
}

export async function saveVerificationData(db: Database, cuidadorId: string, data: VerificationData, now: Date): Promise<CaregiverVerificationDto> {
  await db.transaction((tx) => saveVerificationDataIn(tx, cuidadorId, data, now));
  return (await getCaregiverVerification(db, cuidadorId, now))!;
}

/**
 * Sends a complete registration for review (cadastro_incompleto, reprovado or verificacao_vencida
 * → em_analise) inside the caller's transaction. With `onlyIfComplete` (the wizard's last step) an
 * incomplete one simply stays where it is; otherwise it is refused with what is missing.
 */
export async function submitForReviewIn(tx: Executor, cuidadorId: string, at: Date, onlyIfComplete = false): Promise<boolean> {
  const status = await getCaregiverVerification(tx, cuidadorId, at);
  if (!status) throw conflict(v.noProfile);
  if (!status.podeEnviar) {
    if (onlyIfComplete) return false;
    throw conflict(status.podeEditar ? v.incomplete : v.locked);
  }
  const federal = status.documentos.find((d) => d.tipo === 'antecedentes_federal')!;
  await updateAntecedentes(tx, cuidadorId, federal.emitidoEm, antecedentesValidUntil(federal.emitidoEm!));
  await transitionCaregiver(tx, { cuidadorId, to: 'em_analise', by: 'cuidador', operadorId: null, expectedFrom: status.estado, at });
  return true;
}

export async function submitForReview(db: Database, cuidadorId: string, now: Date): Promise<CaregiverVerificationDto> {
  await db.transaction((tx) => submitForReviewIn(tx, cuidadorId, now));
  return (await getCaregiverVerification(db, cuidadorId, now))!;
}

export interface ExpiryDeps {
  database: Pick<DatabaseHandle, 'db' | 'exclusive'>;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

/**
 * The daily job (docs/product.md#verification): warns approved caregivers 15 days before their
 * criminal-records certificate expires, and moves those whose certificate expired to
 * verificacao_vencida, telling each family with a confirmed booking still to come (the booking
 * stays). Runs under an advisory lock so processes take turns, and every change is guarded, so a
 * second run (or process) finds nothing left to do.
 */
export function runVerificationExpiry(deps: ExpiryDeps): Promise<{ warned: number; expired: number }> {
  return deps.database.exclusive('verification-expiry', () => expireOnce(deps));
}

async function expireOnce(deps: ExpiryDeps): Promise<{ warned: number; expired: number }> {
  const db = deps.database.db;
  const now = deps.now();
  const today = todayInSaoPaulo(now);
  const dashboardUrl = `${deps.publicUrl}${paths.dashboardPage('cuidador', 'verificacao')}`;
  const mails: { to: string; mail: ReturnType<typeof antecedentesExpiredMail>; kind: string }[] = [];

  let warned = 0;
  for (const row of await findCaregiversToWarn(db, today, addDaysToDate(today, ANTECEDENTES_WARNING_DAYS))) {
    const day = formatShortDate(row.validaAte!);
    const done = await db.transaction(async (tx) => {
      if (!(await markWarned(tx, row.id, now))) return false;
      await createNotification(tx, {
        userId: row.id,
        tipo: 'verificacao',
        mensagem: n.antecedentesExpiring(day),
        link: paths.dashboardPage('cuidador', 'verificacao'),
        dedupeKey: `antecedentes-aviso:${row.id}:${row.validaAte}`,
      });
      return true;
    });
    if (!done) continue;
    warned++;
    const contact = await findContact(db, row.id);
    if (contact) mails.push({ to: contact.email, mail: antecedentesExpiringMail({ name: contact.firstName, day, url: dashboardUrl }), kind: 'antecedentes-aviso' });
  }

  let expired = 0;
  for (const row of await findExpiredApproved(db, today)) {
    const families = await db.transaction(async (tx) => {
      // Re-read under the row lock: an accepted renewal may have moved the date since the list was read.
      await lockCaregiverVerification(tx, row.id);
      if (!(await isStillExpired(tx, row.id, today))) return null;
      try {
        await transitionCaregiver(tx, { cuidadorId: row.id, to: 'verificacao_vencida', by: 'sistema', operadorId: null, expectedFrom: 'aprovado', at: now });
      } catch {
        return null; // moved meanwhile (an operator, or another run): nothing to tell
      }
      await createNotification(tx, {
        userId: row.id,
        tipo: 'verificacao',
        mensagem: n.antecedentesExpired,
        link: paths.dashboardPage('cuidador', 'verificacao'),
      });
      const caregiver = await findContact(tx, row.id);
      const name = caregiver ? `${caregiver.firstName} ${caregiver.lastName}`.trim() : '';
      const told = [];
      for (const booking of await findFamiliesWithFutureConfirmed(tx, row.id, now)) {
        const days = formatDayMonth(booking.start);
        await createNotification(tx, {
          userId: booking.familiaId,
          tipo: 'verificacao',
          mensagem: n.caregiverVerificationExpired(name, days),
          link: paths.dashboardPage('familia', 'reservas'),
          dedupeKey: `verificacao-vencida:${booking.pedidoId}`,
        });
        told.push({ familiaId: booking.familiaId, days, name });
      }
      return told;
    });
    if (!families) continue;
    expired++;
    const caregiver = await findContact(db, row.id);
    if (caregiver) mails.push({ to: caregiver.email, mail: antecedentesExpiredMail({ name: caregiver.firstName, url: dashboardUrl }), kind: 'antecedentes-vencida' });
    for (const family of families) {
      const contact = await findContact(db, family.familiaId);
      if (!contact) continue;
      const mail = caregiverVerificationExpiredMail({
        name: contact.firstName,
        caregiverName: family.name,
        days: family.days,
        url: `${deps.publicUrl}${paths.dashboardPage('familia', 'reservas')}`,
      });
      mails.push({ to: contact.email, mail, kind: 'verificacao-vencida-familia' });
    }
  }

  // E-mail is a courtesy on top of the stored notification: a failure is logged, never fatal.
  for (const { to, mail, kind } of mails) {
    await deps.mailer.send({ ...mail, to, kind }).catch((error: unknown) => deps.logger.warn('[verification] e-mail não enviado', error));
  }
  return { warned, expired };
}
