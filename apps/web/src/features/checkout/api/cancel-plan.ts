import { planResponseSchema } from '@cuidar/domain/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { getCurrentPlanQueryOptions } from './get-current-plan';

export const cancelPlan = (id: string) =>
  apiSend('POST', `/api/plans/${encodeURIComponent(id)}/cancel`, planResponseSchema, {}).then((r) => r.plan);

/** No further charges: the plan runs to the end of the period already paid. */
export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: (plan) => queryClient.setQueryData(getCurrentPlanQueryOptions().queryKey, plan),
  });
}
