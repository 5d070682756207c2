import type { HealthDataField } from '@cuidar/domain/account-settings';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { healthDataReads, pedidosReserva, profiles } from '../../db/schema';

/** Records one read of a family's patient data by a caregiver (the server's own write). */
export async function insertHealthDataRead(
  db: Executor,
  input: { familiaId: string; cuidadorId: string; pedidoId: string | null; fields: HealthDataField[]; at: Date },
): Promise<void> {
  await db.insert(healthDataReads).values({
    familiaId: input.familiaId,
    cuidadorId: input.cuidadorId,
    pedidoId: input.pedidoId,
    fields: input.fields,
    readAt: input.at,
  });
}

/** The reads of the family's own patient data, newest first, with the caregiver and the booking. */
export async function findHealthDataReadsOfFamily(db: Executor, familiaId: string, limit: number) {
  return db
    .select({
      id: healthDataReads.id,
      readAt: healthDataReads.readAt,
      fields: healthDataReads.fields,
      cuidadorId: healthDataReads.cuidadorId,
      cuidadorFirstName: profiles.firstName,
      cuidadorLastName: profiles.lastName,
      pedidoId: pedidosReserva.id,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
    })
    .from(healthDataReads)
    .innerJoin(profiles, eq(profiles.id, healthDataReads.cuidadorId))
    // The booking must be this family's (always true for rows the server wrote; checked anyway).
    .leftJoin(pedidosReserva, and(eq(pedidosReserva.id, healthDataReads.pedidoId), eq(pedidosReserva.familiaId, familiaId)))
    .where(eq(healthDataReads.familiaId, familiaId))
    .orderBy(desc(healthDataReads.readAt), desc(healthDataReads.id))
    .limit(limit);
}
