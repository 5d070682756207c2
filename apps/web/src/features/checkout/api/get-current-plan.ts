import { currentPlanResponseSchema } from '@cuidar/domain/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getCurrentPlan = () => apiGet('/api/plans/current', currentPlanResponseSchema).then((r) => r.plan);

/** The family's plan: the newest one ever paid (active, ending, ended or refunded), or null. */
export const getCurrentPlanQueryOptions = () => queryOptions({ queryKey: [cacheArea.currentPlan], queryFn: getCurrentPlan });

export function useCurrentPlan() {
  return useQuery(getCurrentPlanQueryOptions());
}
