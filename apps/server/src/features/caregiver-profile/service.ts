import type { HourlyRateLimits } from '@cuidar/domain/booking-details';
import { MAX_HOURLY_RATE_CENTS, type CaregiverProfileDto, type CaregiverProfileUpdate } from '@cuidar/domain/caregiver-profile';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { listProfileCertificates } from '../certificates/service';
import { findOwnCaregiverProfile, updateCaregiverProfile, updateNames } from './repository';

/** The configured minimum hourly rate (docs/product.md#profiles): what every rate field enforces. */
export function hourlyRateLimits(minCents: number): HourlyRateLimits {
  return { minimoCentavos: minCents, maximoCentavos: MAX_HOURLY_RATE_CENTS };
}

/** Refuses a rate under the configured minimum (the schemas already refuse R$ 0 and the maximum). */
export function assertHourlyRateAllowed(cents: number, minCents: number): void {
  if (cents < minCents) throw badRequest(messages.profile.priceBelowMin(formatCentavos(minCents)), 'precoHoraCentavos');
}

export async function editCaregiverProfile(db: Database, userId: string, input: CaregiverProfileUpdate, minRateCents: number): Promise<CaregiverProfileDto> {
  assertHourlyRateAllowed(input.precoHoraCentavos, minRateCents);
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
