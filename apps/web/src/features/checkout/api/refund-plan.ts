import { planResponseSchema } from '@cuidar/domain/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { getCurrentPlanQueryOptions } from './get-current-plan';

export const refundPlan = (id: string) =>
  apiSend('POST', `/api/plans/${encodeURIComponent(id)}/refund`, planResponseSchema, {}).then((r) => r.plan);

/** Right of withdrawal: within 7 days the plan ends and what was paid comes back. */
export function useRefundPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPlan,
    onSuccess: (plan) => queryClient.setQueryData(getCurrentPlanQueryOptions().queryKey, plan),
  });
}
