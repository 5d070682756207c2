import type { VerificationState } from '@cuidar/domain/verification';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles } from '../../db/schema';

// The caregiver's own registration. Every query is keyed by the caller's id.

export interface RegistrationRow {
  bio: string;
  precoHoraCentavos: number;
  competencias: string[];
  disponibilidade: string[];
  genero: 'feminino' | 'masculino';
  experiencia: string;
  dataNascimento: string;
  telefone: string;
  cep: string;
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
}

/**
 * Creates the caregiver profile, or refreshes the registration data of an existing one (a repeated
 * submission): the bio and the hourly rate are the caregiver's to edit later and are kept (the rate
 * typed in the wizard is the first one).
 */
export async function upsertCaregiverRegistration(db: Executor, userId: string, row: RegistrationRow): Promise<void> {
  const { bio, precoHoraCentavos, ...registration } = row;
  await db
    .insert(cuidadorProfiles)
    .values({ id: userId, bio, precoHoraCentavos, ...registration })
    .onConflictDoUpdate({ target: cuidadorProfiles.id, set: { ...registration, updatedAt: new Date() } });
}

export async function findVerificationState(db: Executor, userId: string): Promise<VerificationState | null> {
  const [row] = await db.select({ verificacao: cuidadorProfiles.verificacao }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, userId));
  return row?.verificacao ?? null;
}
