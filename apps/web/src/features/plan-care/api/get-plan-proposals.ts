import { planProposalsResponseSchema } from '@cuidar/domain/plan-care';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanProposals = () => apiGet('/api/plan-proposals', planProposalsResponseSchema).then((r) => r.proposals);

/** The caregiver's plan proposals waiting for an answer, and the plans they accepted. */
export const getPlanProposalsQueryOptions = () => queryOptions({ queryKey: [cacheArea.planProposals], queryFn: getPlanProposals });

export function usePlanProposals() {
  return useQuery(getPlanProposalsQueryOptions());
}
