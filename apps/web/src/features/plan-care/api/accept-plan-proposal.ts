import { acceptPlanProposalResponseSchema } from '@cuidar/domain/plan-care';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const acceptPlanProposal = (id: string) =>
  apiSend('POST', `/api/plan-proposals/${encodeURIComponent(id)}/accept`, acceptPlanProposalResponseSchema, {});

/** The caregiver accepts: the period's shifts are booked (all or nothing). */
export function useAcceptPlanProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptPlanProposal, onSuccess: () => void invalidateAfter(queryClient, 'planCare') });
}
