import { healthConsentCovers } from '@cuidar/domain/consents';
import { messages } from '@cuidar/domain/messages';
import {
  emergencyCardWindow,
  filledEmergencyCardFields,
  isEmergencyCardOpen,
  type CaregiverEmergencyCardResponse,
  type EmergencyCardDto,
  type EmergencyCardUpdate,
  type FamilyEmergencyCardResponse,
} from '@cuidar/domain/emergency-card';
import type { Database, Executor } from '../../db/client';
import { conflict } from '../../http/errors';
import { findActiveConsent } from '../consents/repository';
import { insertHealthDataRead } from '../health-data-reads/repository';
import {
  deleteEmergencyCard,
  findCaregiverDay,
  findEmergencyCard,
  findFamiliesWithVisibleCard,
  lockActiveHealthConsent,
  saveEmergencyCard,
  type EmergencyCardRow,
} from './repository';

// The emergency card (docs/product.md#emergency-card, ADR 0051). Health data: stored only under the
// family's health-data consent, deleted when it is withdrawn, opened by a caregiver only inside a
// confirmed booked day's window, every opening logged before the data goes out.

function toDto(row: EmergencyCardRow): EmergencyCardDto {
  return {
    alergias: row.alergias,
    medicamentos: row.medicamentos,
    planoOperadora: row.planoOperadora,
    planoNumero: row.planoNumero,
    medicoNome: row.medicoNome,
    medicoTelefone: row.medicoTelefone,
    medicoEspecialidade: row.medicoEspecialidade,
    contatos: row.contatos,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The family's own card, and whether it may keep one: the consent in force on a text that names the
 * card. A consent in force on an older text (before the card was named) keeps the card stored and
 * shown to the family, but it cannot be changed or opened by caregivers until the family accepts
 * the new text (healthConsentOutdated).
 */
export async function getFamilyEmergencyCard(db: Executor, familiaId: string): Promise<FamilyEmergencyCardResponse> {
  const [consent, row] = await Promise.all([findActiveConsent(db, familiaId, 'dados_saude'), findEmergencyCard(db, familiaId)]);
  const covered = consent !== null && healthConsentCovers(consent.version, 'cartao_emergencia');
  // Defence in depth: without consent in force a card is not shown even if a row were left.
  return { card: consent && row ? toDto(row) : null, hasHealthConsent: covered, healthConsentOutdated: consent !== null && !covered };
}

/** Saves the family's card, whole; refused (409) without the health-data consent in force on a text that names the card. */
export async function saveFamilyEmergencyCard(
  deps: { db: Database; now: () => Date },
  familiaId: string,
  input: EmergencyCardUpdate,
): Promise<FamilyEmergencyCardResponse> {
  await deps.db.transaction(async (tx) => {
    const version = await lockActiveHealthConsent(tx, familiaId);
    if (version === null) throw conflict(messages.emergencyCard.consentRequired);
    if (!healthConsentCovers(version, 'cartao_emergencia')) throw conflict(messages.emergencyCard.consentOutdatedRequired);
    await saveEmergencyCard(tx, familiaId, input, deps.now());
  });
  return getFamilyEmergencyCard(deps.db, familiaId);
}

/** Withdrawn health-data consent or a deleted account: the card is erased (inside the caller's transaction). */
export async function forgetEmergencyCard(tx: Executor, familiaId: string): Promise<void> {
  await deleteEmergencyCard(tx, familiaId);
}

/**
 * The card a caregiver opens for one of their booked days; null (→ 404, like a card that does not
 * exist) outside the day's window, on a day that is not theirs, without a card or without consent
 * in force on a text that names the card.
 * The opening is logged (who, when, which booking, which parts) before the card goes out.
 */
export async function openEmergencyCardForCaregiver(
  deps: { db: Database; now: () => Date },
  cuidadorId: string,
  reservaId: string,
): Promise<CaregiverEmergencyCardResponse | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const day = await findCaregiverDay(tx, reservaId, cuidadorId);
    if (!day) return null;
    const open = isEmergencyCardOpen(
      { start: day.start, end: day.end, pedidoStatus: day.pedidoStatus, cancelled: day.canceladoEm !== null, noShow: day.faltaEm !== null },
      now,
    );
    if (!open) return null;
    const [consent, row] = await Promise.all([findActiveConsent(tx, day.familiaId, 'dados_saude'), findEmergencyCard(tx, day.familiaId)]);
    if (!consent || !healthConsentCovers(consent.version, 'cartao_emergencia') || !row) return null;
    const card = toDto(row);
    await insertHealthDataRead(tx, { familiaId: day.familiaId, cuidadorId, pedidoId: day.pedidoId, fields: filledEmergencyCardFields(card), at: now });
    return {
      card,
      pacienteNome: day.pacienteNome,
      familiaNome: day.familiaFirstName ?? '',
      closesAt: emergencyCardWindow(day).closesAt.toISOString(),
    };
  });
}

/** For the caregiver's agenda: which of these families have a card a caregiver could open. */
export async function familiesWithEmergencyCard(db: Executor, familiaIds: readonly string[]): Promise<Set<string>> {
  return findFamiliesWithVisibleCard(db, familiaIds);
}

/** 'Baixar meus dados': the family's card as stored. */
export async function emergencyCardForExport(db: Executor, familiaId: string) {
  const row = await findEmergencyCard(db, familiaId);
  if (!row) return null;
  return {
    alergias: row.alergias,
    remedios: row.medicamentos.map((m) => ({ nome: m.nome, dose: m.dose, horarios: m.horario })),
    planoDeSaude: { operadora: row.planoOperadora, numeroDaCarteirinha: row.planoNumero },
    medico: { nome: row.medicoNome, telefone: row.medicoTelefone, especialidade: row.medicoEspecialidade },
    contatosDeEmergencia: row.contatos.map((c) => ({ nome: c.nome, relacao: c.relacao, telefone: c.telefone })),
    criadoEm: row.createdAt.toISOString(),
    atualizadoEm: row.updatedAt.toISOString(),
  };
}
