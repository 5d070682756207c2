import { planCandidatesResponseSchema, type PlanShiftKind } from '@cuidar/domain/plan-care';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanCandidates = (diasSemana: readonly number[], turno: PlanShiftKind) =>
  apiGet(`/api/plan/candidates?diasSemana=${diasSemana.join(',')}&turno=${turno}`, planCandidatesResponseSchema).then((r) => r.candidates);

/** Caregivers free for every shift of these weekdays in the paid period. */
export const getPlanCandidatesQueryOptions = (diasSemana: readonly number[], turno: PlanShiftKind) =>
  queryOptions({ queryKey: [cacheArea.planCandidates, [...diasSemana].sort().join(','), turno], queryFn: () => getPlanCandidates(diasSemana, turno) });

export function usePlanCandidates(diasSemana: readonly number[], turno: PlanShiftKind) {
  return useQuery({ ...getPlanCandidatesQueryOptions(diasSemana, turno), enabled: diasSemana.length > 0 });
}
