import { splitFullName } from '@cuidar/domain/auth';
import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import { bioFromExperience, type CaregiverRegistration } from '@cuidar/domain/caregiver-registration';
import type { Database } from '../../db/client';
import { updateNames } from '../caregiver-profile/repository';
import { assertHourlyRateAllowed, getOwnCaregiverProfile } from '../caregiver-profile/service';
import { adoptCertificates } from '../certificates/service';
import { findVerificationState, upsertCaregiverRegistration } from './repository';
import { saveVerificationDataIn, submitForReviewIn } from '../caregiver-verification/service';
import { canEditVerification } from '@cuidar/domain/verification';

/**
 * Finishing the wizard (docs/product.md#caregiver-wizard), as one transaction: the profile (bio
 * from the experience, skills, shifts, the hourly rate the caregiver typed, address, contact), the names split from
 * the full name and the certificates adopted. All or nothing; a second submission updates the
 * same row.
 */
export async function createCaregiverProfile(
  db: Database,
  userId: string,
  input: CaregiverRegistration,
  now: Date,
  minRateCents: number,
): Promise<CaregiverProfileDto> {
  assertHourlyRateAllowed(input.precoHoraCentavos, minRateCents);
  const { firstName, lastName } = splitFullName(input.nomeCompleto);
  await db.transaction(async (tx) => {
    await adoptCertificates(tx, userId, input.certificados, now);
    await upsertCaregiverRegistration(tx, userId, {
      bio: bioFromExperience(input.experiencia),
      precoHoraCentavos: input.precoHoraCentavos,
      competencias: input.competencias,
      disponibilidade: input.disponibilidade,
      genero: input.genero,
      experiencia: input.experiencia,
      dataNascimento: input.dataNascimento,
      telefone: input.telefone,
      cep: input.cep,
      rua: input.rua,
      numero: input.numero,
      // Kept apart from the neighbourhood: cards show the bairro to families, never the flat number.
      complemento: input.complemento || null,
      bairro: input.bairro,
      cidade: input.cidade,
      estado: input.estado,
    });
    await updateNames(tx, userId, { firstName, lastName, fullName: input.nomeCompleto });
    // Documents and references may come now or later; a complete registration goes to review at
    // once, in this transaction (docs/product.md#verification). A repeated submission of a
    // registration already under review leaves its verification as it is.
    const state = await findVerificationState(tx, userId);
    if (state && canEditVerification(state)) {
      if (input.verificacao) await saveVerificationDataIn(tx, userId, input.verificacao, now);
      await submitForReviewIn(tx, userId, now, true);
    }
  });
  return (await getOwnCaregiverProfile(db, userId))!;
}
