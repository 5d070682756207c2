import { planPriceResponseSchema } from '@cuidar/domain/checkout';
import type { PlanId } from '@cuidar/domain/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanPrice = (planId: PlanId) => apiGet(`/api/plans/${encodeURIComponent(planId)}/price`, planPriceResponseSchema).then((r) => r.price);

/** The plan's monthly charge and the platform's part of each shift (fixed while the server runs). */
export const getPlanPriceQueryOptions = (planId: PlanId) =>
  queryOptions({ queryKey: [cacheArea.planPrice, planId], queryFn: () => getPlanPrice(planId), staleTime: Infinity });

/** Nothing is asked while the page has no plan (it is on its way back to the plans). */
export function usePlanPrice(planId: PlanId | undefined) {
  return useQuery({ ...getPlanPriceQueryOptions(planId ?? 'monthly'), enabled: planId !== undefined });
}
