import type { HealthDataField } from '@cuidar/domain/account-settings';
import type { FamilyProfileDto, FamilyProfileUpdate, PatientForCaregiverDto } from '@cuidar/domain/family-profile';
import type { Executor } from '../../db/client';
import { findActiveConsent } from '../consents/repository';
import { applyHealthConsent, eraseFilesAfterCommit, type HealthConsentDeps } from '../consents/service';
import { insertHealthDataRead } from '../health-data-reads/repository';
import { findFamilyProfile, findPatientForCaregiver, saveFamilyProfile } from './repository';

export async function getFamilyProfile(db: Executor, userId: string): Promise<FamilyProfileDto | null> {
  const row = await findFamilyProfile(db, userId);
  if (!row) return null;
  const consent = await findActiveConsent(db, userId, 'dados_saude');
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    rua: row.rua ?? '',
    numero: row.numero ?? '',
    complemento: row.complemento ?? '',
    bairro: row.bairro ?? '',
    cidade: row.cidade ?? '',
    estado: row.estado ?? '',
    cep: row.cep ?? '',
    pacienteNome: row.pacienteNome ?? '',
    pacienteIdade: row.pacienteIdade ?? null,
    // Defence in depth: without consent in force the condition is not shown even if a row kept it.
    pacienteCondicao: consent ? (row.pacienteCondicao ?? '') : '',
    consentimentoSaude: consent,
    diasDesejados: row.diasDesejados ?? null,
  };
}

/**
 * Saves the caller's own profile. The health-data consent follows the box: ticked records an
 * acceptance (version, time) if none is in force; unticked withdraws it and erases the condition,
 * the emergency card and the care diary (its photos' files after the commit).
 */
export async function updateFamilyProfile(deps: HealthConsentDeps, userId: string, input: FamilyProfileUpdate): Promise<FamilyProfileDto | null> {
  const at = deps.now();
  const keys = await deps.db.transaction(async (tx) => {
    const erased = await applyHealthConsent(tx, userId, input.consentimentoSaude, at);
    await saveFamilyProfile(tx, userId, input, input.consentimentoSaude);
    return erased;
  });
  await eraseFilesAfterCommit(deps, keys);
  return getFamilyProfile(deps.db, userId);
}

/**
 * What a caregiver may read of a family's patient; null (→ 404) without a booking between them.
 * Every read is logged (who, when, which booking, which fields) before the data goes out: if the
 * log cannot be written, nothing is returned.
 */
export async function getPatientForCaregiver(
  deps: { db: Executor; now: () => Date },
  cuidadorId: string,
  familiaId: string,
  /** The request being looked at, logged as the reason for the read (else the linking one found). */
  pedidoId?: string,
): Promise<PatientForCaregiverDto | null> {
  const row = await findPatientForCaregiver(deps.db, cuidadorId, familiaId);
  if (!row) return null;
  const consent = await findActiveConsent(deps.db, familiaId, 'dados_saude');
  const patient: PatientForCaregiverDto = {
    familiaId: row.familiaId,
    pacienteNome: row.pacienteNome,
    pacienteIdade: row.pacienteIdade,
    pacienteCondicao: consent ? row.pacienteCondicao : null,
  };
  const fields = (['pacienteNome', 'pacienteIdade', 'pacienteCondicao'] as const satisfies readonly HealthDataField[]).filter(
    (field) => patient[field] !== null && patient[field] !== '',
  );
  await insertHealthDataRead(deps.db, { familiaId, cuidadorId, pedidoId: pedidoId ?? row.pedidoId, fields, at: deps.now() });
  return patient;
}
