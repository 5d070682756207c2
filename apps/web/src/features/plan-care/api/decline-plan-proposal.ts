import { okMessageSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const declinePlanProposal = (id: string) => apiSend('POST', `/api/plan-proposals/${encodeURIComponent(id)}/decline`, okMessageSchema, {});

/** The caregiver declines; the family chooses someone else for those weekdays. */
export function useDeclinePlanProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declinePlanProposal, onSuccess: () => void invalidateAfter(queryClient, 'planCare') });
}
