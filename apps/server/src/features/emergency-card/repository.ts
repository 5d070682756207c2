import { healthConsentVersionsCovering } from '@cuidar/domain/consents';
import type { EmergencyCardUpdate } from '@cuidar/domain/emergency-card';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consents, emergencyCards, familiaProfiles, pedidosReserva, profiles, reservas, visitPresence } from '../../db/schema';

// The emergency card (docs/product.md#emergency-card): the only queries on emergency_cards. The
// family's card is always read by the session's id; a caregiver's read goes through a booked day
// of theirs.

export type EmergencyCardRow = typeof emergencyCards.$inferSelect;

export async function findEmergencyCard(db: Executor, familiaId: string): Promise<EmergencyCardRow | undefined> {
  const [row] = await db.select().from(emergencyCards).where(eq(emergencyCards.familiaId, familiaId));
  return row;
}

/**
 * Locks the family's health-data consent in force (if any) for the rest of the transaction and
 * answers its text's version: a withdrawal (which deletes the card) then waits for the save, or the
 * save sees it withdrawn.
 */
export async function lockActiveHealthConsent(db: Executor, familiaId: string): Promise<string | null> {
  const [row] = await db
    .select({ version: consents.version })
    .from(consents)
    .where(and(eq(consents.userId, familiaId), eq(consents.kind, 'dados_saude'), isNull(consents.withdrawnAt)))
    .for('update');
  return row?.version ?? null;
}

/** Creates or replaces the family's card, whole. */
export async function saveEmergencyCard(db: Executor, familiaId: string, input: EmergencyCardUpdate, at: Date): Promise<void> {
  const values = { ...input, updatedAt: at };
  await db
    .insert(emergencyCards)
    .values({ familiaId, ...values, createdAt: at })
    .onConflictDoUpdate({ target: emergencyCards.familiaId, set: values });
}

/** Withdrawn consent or a deleted account: the card goes. */
export async function deleteEmergencyCard(db: Executor, familiaId: string): Promise<void> {
  await db.delete(emergencyCards).where(eq(emergencyCards.familiaId, familiaId));
}

/** Of these families, the ones whose card a caregiver could see (a card and the consent in force on a text naming it). */
export async function findFamiliesWithVisibleCard(db: Executor, familiaIds: readonly string[]): Promise<Set<string>> {
  if (!familiaIds.length) return new Set();
  const rows = await db
    .select({ familiaId: emergencyCards.familiaId })
    .from(emergencyCards)
    .innerJoin(
      consents,
      and(
        eq(consents.userId, emergencyCards.familiaId),
        eq(consents.kind, 'dados_saude'),
        isNull(consents.withdrawnAt),
        inArray(consents.version, healthConsentVersionsCovering('cartao_emergencia')),
      ),
    )
    .where(inArray(emergencyCards.familiaId, [...new Set(familiaIds)]));
  return new Set(rows.map((r) => r.familiaId));
}

/**
 * One booked day of this caregiver (else undefined → 404), with what the window rule needs: the
 * request's status, whether the day was cancelled on its own, whether it became a no-show.
 */
export async function findCaregiverDay(db: Executor, reservaId: string, cuidadorId: string) {
  const [row] = await db
    .select({
      reservaId: reservas.id,
      pedidoId: reservas.pedidoId,
      familiaId: reservas.familiaId,
      start: reservas.startDatetime,
      end: reservas.endDatetime,
      pedidoStatus: pedidosReserva.status,
      canceladoEm: reservas.canceladoEm,
      faltaEm: visitPresence.faltaEm,
      pacienteNome: familiaProfiles.pacienteNome,
      familiaFirstName: profiles.firstName,
    })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .leftJoin(visitPresence, eq(visitPresence.reservaId, reservas.id))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, reservas.familiaId))
    .leftJoin(profiles, eq(profiles.id, reservas.familiaId))
    .where(and(eq(reservas.id, reservaId), eq(reservas.cuidadorId, cuidadorId)));
  return row;
}
