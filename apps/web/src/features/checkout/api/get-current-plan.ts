import type { PlanSubscriptionDto } from '@cuidar/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const currentPlanQueryKey = ['plans', 'current'] as const;

export const getCurrentPlan = () => api<{ plan: PlanSubscriptionDto | null }>('/api/plans/current').then((r) => r.plan);

/** The family's plan: the newest one ever paid (active, ending, ended or refunded), or null. */
export function useCurrentPlan() {
  return useQuery({ queryKey: currentPlanQueryKey, queryFn: getCurrentPlan });
}
