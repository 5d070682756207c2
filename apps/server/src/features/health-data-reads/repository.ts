import type { DiaryReadField, HealthDataField } from '@cuidar/domain/account-settings';
import { and, arrayContains, desc, eq, gt } from 'drizzle-orm';
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

/**
 * Records a relative's read of the family's care diary (docs/product.md#relatives), unless the same
 * relative's same kind of read is already logged within `within` ms: an open page reads the diary
 * again every minute, and the family wants to know who reads, not every refresh.
 */
export async function insertRelativeDiaryRead(
  db: Executor,
  input: { familiaId: string; relativeId: string; field: DiaryReadField; at: Date; within: number },
): Promise<void> {
  const since = new Date(input.at.getTime() - input.within);
  const [recent] = await db
    .select({ id: healthDataReads.id })
    .from(healthDataReads)
    .where(
      and(
        eq(healthDataReads.familiaId, input.familiaId),
        eq(healthDataReads.cuidadorId, input.relativeId),
        arrayContains(healthDataReads.fields, [input.field]),
        gt(healthDataReads.readAt, since),
      ),
    )
    .limit(1);
  if (recent) return;
  await insertHealthDataRead(db, { familiaId: input.familiaId, cuidadorId: input.relativeId, pedidoId: null, fields: [input.field], at: input.at });
}

/** The reads of the family's own patient data, newest first, with the reader and the booking. */
export async function findHealthDataReadsOfFamily(db: Executor, familiaId: string, limit: number) {
  return db
    .select({
      id: healthDataReads.id,
      readAt: healthDataReads.readAt,
      fields: healthDataReads.fields,
      cuidadorId: healthDataReads.cuidadorId,
      cuidadorFirstName: profiles.firstName,
      cuidadorLastName: profiles.lastName,
      readerRole: profiles.role,
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
