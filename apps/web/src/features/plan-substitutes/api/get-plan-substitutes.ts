import { planSubstitutesResponseSchema } from '@cuidar/domain/plan-substitutes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanSubstitutes = () => apiGet('/api/plan/substitutes', planSubstitutesResponseSchema).then((r) => r.substitutes);

/** The plan's shifts without a caregiver, the best available substitutes and the proposals made. */
export const getPlanSubstitutesQueryOptions = () => queryOptions({ queryKey: [cacheArea.planSubstitutes], queryFn: getPlanSubstitutes });

export function usePlanSubstitutes(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPlanSubstitutesQueryOptions(), enabled: options.enabled ?? true });
}
