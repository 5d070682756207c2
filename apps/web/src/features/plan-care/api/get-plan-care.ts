import { planCareResponseSchema } from '@cuidar/domain/plan-care';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanCare = () => apiGet('/api/plan/care', planCareResponseSchema).then((r) => r.care);

/** The family's running plan: its period, the money per shift and who covers which weekday. */
export const getPlanCareQueryOptions = () => queryOptions({ queryKey: [cacheArea.planCare], queryFn: getPlanCare });

export function usePlanCare() {
  return useQuery(getPlanCareQueryOptions());
}
