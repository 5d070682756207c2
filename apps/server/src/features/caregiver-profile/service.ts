import type { CaregiverProfileDto, CaregiverProfileUpdate } from '@cuidar/domain/caregiver-profile';
import { messages } from '@cuidar/domain/messages';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { listProfileCertificates } from '../certificates/service';
import { findOwnCaregiverProfile, updateCaregiverProfile, updateNames } from './repository';

export async function editCaregiverProfile(db: Database, userId: string, input: CaregiverProfileUpdate): Promise<CaregiverProfileDto> {
  await db.transaction(async (tx) => {
    const updated = await updateCaregiverProfile(tx, userId, {
      bio: input.bio || null,
      genero: input.genero,
      precoHoraCentavos: input.precoHoraCentavos,
      bairro: input.bairro || null,
      cidade: input.cidade || null,
      estado: input.estado || null,
      competencias: input.competencias,
      disponibilidade: input.disponibilidade,
    });
    if (!updated) throw notFound(messages.profile.notRegistered);
    await updateNames(tx, userId, { firstName: input.firstName, lastName: input.lastName });
  });
  return (await getOwnCaregiverProfile(db, userId))!;
}

/** The caller's profile with its certificates, or null before the registration is finished. */
export async function getOwnCaregiverProfile(db: Database, userId: string): Promise<CaregiverProfileDto | null> {
  const profile = await findOwnCaregiverProfile(db, userId);
  if (!profile) return null;
  return { ...profile, certificados: await listProfileCertificates(db, userId) };
}
