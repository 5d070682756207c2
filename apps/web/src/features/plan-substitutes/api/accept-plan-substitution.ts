import { acceptPlanSubstitutionResponseSchema } from '@cuidar/domain/plan-substitutes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const acceptPlanSubstitution = (id: string) =>
  apiSend('POST', `/api/plan-substitutions/${encodeURIComponent(id)}/accept`, acceptPlanSubstitutionResponseSchema, {});

/** The substitute accepts: the shifts are booked from the plan (all or nothing). */
export function useAcceptPlanSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptPlanSubstitution, onSuccess: () => void invalidateAfter(queryClient, 'planSubstitution') });
}
