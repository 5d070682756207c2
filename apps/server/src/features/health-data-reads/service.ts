import type { HealthDataField, HealthDataReadDto } from '@cuidar/domain/account-settings';
import type { Executor } from '../../db/client';
import { findHealthDataReadsOfFamily } from './repository';

/** How many reads the family's page lists (newest first). */
export const HEALTH_READS_LIMIT = 200;

export async function listHealthDataReads(db: Executor, familiaId: string): Promise<HealthDataReadDto[]> {
  const rows = await findHealthDataReadsOfFamily(db, familiaId, HEALTH_READS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    readAt: row.readAt.toISOString(),
    reader: {
      id: row.cuidadorId,
      name: `${row.cuidadorFirstName} ${row.cuidadorLastName}`.trim(),
      papel: row.readerRole === 'familiar' ? ('familiar' as const) : ('cuidador' as const),
    },
    booking: row.pedidoId && row.dataInicio && row.dataFim ? { id: row.pedidoId, dataInicio: row.dataInicio, dataFim: row.dataFim } : null,
    fields: row.fields as HealthDataField[],
  }));
}
