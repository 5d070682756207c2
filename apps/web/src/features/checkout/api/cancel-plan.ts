import type { PlanSubscriptionDto } from '@cuidar/domain/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCurrentPlanQueryOptions } from './get-current-plan';

export const cancelPlan = (id: string) =>
  api<{ plan: PlanSubscriptionDto }>(`/api/plans/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} }).then((r) => r.plan);

/** No further charges: the plan runs to the end of the period already paid. */
export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: (plan) => queryClient.setQueryData(getCurrentPlanQueryOptions().queryKey, plan),
  });
}
