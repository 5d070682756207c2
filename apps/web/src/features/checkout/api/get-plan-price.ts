import { planPriceResponseSchema } from '@cuidar/domain/checkout';
import type { PlanId } from '@cuidar/domain/plans';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPlanPrice = (planId: PlanId) => apiGet(`/api/plans/${encodeURIComponent(planId)}/price`, planPriceResponseSchema).then((r) => r.price);

/**
 * The plan's monthly charge and the platform's part of each shift (fixed while the server runs).
 * Nothing is asked without a plan (the checkout is on its way back to the plans).
 */
export const getPlanPriceQueryOptions = (planId: PlanId | undefined) =>
  queryOptions({ queryKey: [cacheArea.planPrice, planId ?? null], queryFn: planId ? () => getPlanPrice(planId) : skipToken, staleTime: Infinity });

export function usePlanPrice(planId: PlanId | undefined) {
  return useQuery(getPlanPriceQueryOptions(planId));
}
