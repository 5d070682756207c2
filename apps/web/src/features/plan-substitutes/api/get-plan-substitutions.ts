import { planSubstitutionsResponseSchema } from '@cuidar/domain/plan-substitutes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanSubstitutions = () => apiGet('/api/plan-substitutions', planSubstitutionsResponseSchema).then((r) => r.substitutions);

/** The caregiver's substitutions waiting for an answer and those she accepted. */
export const getPlanSubstitutionsQueryOptions = () => queryOptions({ queryKey: [cacheArea.planSubstitutions], queryFn: getPlanSubstitutions });

export function usePlanSubstitutions() {
  return useQuery(getPlanSubstitutionsQueryOptions());
}
