import { summarizeEarnings, type EarningsSummary } from '@cuidar/domain/earnings';
import type { Executor } from '../../db/client';
import { findEarningDays } from './repository';

/** 'Saldo e Ganhos': the caregiver's earnings by the weekly payment rule (ADR 0009). */
export async function getEarnings(deps: { db: Executor; now: () => Date }, cuidadorId: string): Promise<EarningsSummary> {
  const days = await findEarningDays(deps.db, cuidadorId);
  return summarizeEarnings(days, deps.now());
}
