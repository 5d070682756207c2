import { CONSENT_VERSIONS } from '@cuidar/domain/consents';
import type { FamilyProfileDto, FamilyProfileUpdate, PatientForCaregiverDto } from '@cuidar/domain/family-profile';
import type { Database, Executor } from '../../db/client';
import { acceptConsent, findActiveConsent, withdrawConsent } from '../consents/repository';
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
  };
}

/**
 * Saves the caller's own profile. The health-data consent follows the box: ticked records an
 * acceptance (version, time) if none is in force; unticked withdraws it and erases the condition.
 */
export async function updateFamilyProfile(
  deps: { db: Database; now: () => Date },
  userId: string,
  input: FamilyProfileUpdate,
): Promise<FamilyProfileDto | null> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    if (input.consentimentoSaude) {
      await acceptConsent(tx, { userId, kind: 'dados_saude', version: CONSENT_VERSIONS.dados_saude, at });
    } else {
      await withdrawConsent(tx, { userId, kind: 'dados_saude', at });
    }
    await saveFamilyProfile(tx, userId, input, input.consentimentoSaude);
  });
  return getFamilyProfile(deps.db, userId);
}

/** What a caregiver may read of a family's patient; null (→ 404) without a booking between them. */
export async function getPatientForCaregiver(db: Executor, cuidadorId: string, familiaId: string): Promise<PatientForCaregiverDto | null> {
  const row = await findPatientForCaregiver(db, cuidadorId, familiaId);
  if (!row) return null;
  const consent = await findActiveConsent(db, familiaId, 'dados_saude');
  return {
    familiaId: row.familiaId,
    pacienteNome: row.pacienteNome,
    pacienteIdade: row.pacienteIdade,
    pacienteCondicao: consent ? row.pacienteCondicao : null,
  };
}
