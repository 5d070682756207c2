import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservas } from '../../db/schema';

/** The caller's confirmed and concluded days of work: what earnings are made of. */
export async function findEarningDays(db: Executor, cuidadorId: string) {
  return db
    .select({ date: reservas.dataReserva, end: reservas.endDatetime, status: reservas.status, amountCents: reservas.precoTotalCentavos })
    .from(reservas)
    .where(and(eq(reservas.cuidadorId, cuidadorId), inArray(reservas.status, ['confirmada', 'concluida'])));
}
