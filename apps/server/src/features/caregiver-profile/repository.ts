import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import { fullName } from '@cuidar/domain/names';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, profiles, user } from '../../db/schema';

// The caller's own caregiver profile. Every query is keyed by the caller's id.

export async function findOwnCaregiverProfile(db: Executor, userId: string): Promise<Omit<CaregiverProfileDto, 'certificados'> | null> {
  const [row] = await db
    .select({
      id: cuidadorProfiles.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      bio: cuidadorProfiles.bio,
      precoHoraCentavos: cuidadorProfiles.precoHoraCentavos,
      competencias: cuidadorProfiles.competencias,
      disponibilidade: cuidadorProfiles.disponibilidade,
      genero: cuidadorProfiles.genero,
      experiencia: cuidadorProfiles.experiencia,
      dataNascimento: cuidadorProfiles.dataNascimento,
      telefone: cuidadorProfiles.telefone,
      cep: cuidadorProfiles.cep,
      rua: cuidadorProfiles.rua,
      numero: cuidadorProfiles.numero,
      complemento: cuidadorProfiles.complemento,
      bairro: cuidadorProfiles.bairro,
      cidade: cuidadorProfiles.cidade,
      estado: cuidadorProfiles.estado,
      rating: cuidadorProfiles.rating,
      totalAvaliacoes: cuidadorProfiles.totalAvaliacoes,
    })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .innerJoin(user, eq(user.id, cuidadorProfiles.id))
    .where(eq(cuidadorProfiles.id, userId));
  if (!row) return null;
  return { ...row, rating: row.rating === null ? null : Number(row.rating) };
}

/** The names on the profile and on the account; registration and the edit dialog both set them. */
export async function updateNames(db: Executor, userId: string, names: { firstName: string; lastName: string; fullName?: string }) {
  await db.update(profiles).set({ firstName: names.firstName, lastName: names.lastName }).where(eq(profiles.id, userId));
  const name = names.fullName ?? fullName(names);
  await db.update(user).set({ name }).where(eq(user.id, userId));
}

export interface ProfileUpdateRow {
  bio: string | null;
  genero: 'feminino' | 'masculino' | 'indiferente';
  precoHoraCentavos: number;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  competencias: string[];
  disponibilidade: string[];
}

/** Updates the caller's profile; false when they have none yet. */
export async function updateCaregiverProfile(db: Executor, userId: string, row: ProfileUpdateRow): Promise<boolean> {
  const updated = await db
    .update(cuidadorProfiles)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(cuidadorProfiles.id, userId))
    .returning({ id: cuidadorProfiles.id });
  return updated.length > 0;
}
