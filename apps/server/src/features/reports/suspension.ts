import type { Executor } from '../../db/client';
import { transitionCaregiver } from '../verification/service';

/**
 * Suspends a caregiver because a report was upheld (docs/product.md#reports). Deliberately thin: the
 * verification desk owns suspension and its side effects (hiding, declining pending requests,
 * listing confirmed bookings); this moves the state through the one state machine and is the single
 * place to point at that fuller service once it exists. Runs inside the caller's transaction.
 */
export async function suspendReportedCaregiver(tx: Executor, input: { cuidadorId: string; operadorId: string; note: string; at: Date }): Promise<void> {
  await transitionCaregiver(tx, {
    cuidadorId: input.cuidadorId,
    to: 'suspenso',
    by: 'operador',
    operadorId: input.operadorId,
    reason: 'denuncia_procedente',
    note: input.note,
    at: input.at,
  });
}
