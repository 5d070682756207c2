import type { OnboardingAnswers } from '@cuidar/domain/onboarding';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familiaProfiles, profiles } from '../../db/schema';

/**
 * The questionnaire saves the family's address and care needs (docs/product.md#questionnaire):
 * familia_profiles upserted on id. The needs (skills asked for, shift) are what a caregiver sees on
 * the family's requests (docs/product.md#request-details).
 */
export async function upsertFamilyAddress(db: Executor, userId: string, answers: OnboardingAnswers): Promise<void> {
  const address = {
    necessidades: answers.competencias,
    turnoPreferido: answers.turno,
    diasDesejados: answers.dias,
    rua: answers.rua,
    numero: answers.numero,
    complemento: answers.complemento || null,
    bairro: answers.bairro,
    cidade: answers.cidade,
    estado: answers.estado,
    cep: answers.cep,
  };
  await db
    .insert(familiaProfiles)
    .values({ id: userId, ...address })
    .onConflictDoUpdate({ target: familiaProfiles.id, set: address });
}

/**
 * The questionnaire may claim the role família (docs/product.md#roles). Only a profile without a
 * role (or already família) becomes família; a caregiver's account is never turned into a family's.
 * Returns whether the profile is (now) a family's.
 */
export async function claimFamilyRole(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ role: 'familia' })
    .where(and(eq(profiles.id, userId), or(isNull(profiles.role), eq(profiles.role, 'familia'))))
    .returning({ id: profiles.id });
  return rows.length === 1;
}
