import { proposePlanAssignmentResponseSchema, type ProposePlanAssignmentInput } from '@cuidar/domain/plan-care';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const proposePlanAssignment = (input: ProposePlanAssignmentInput) =>
  apiSend('POST', '/api/plan/assignments', proposePlanAssignmentResponseSchema, input);

/** The family gives some of the plan's weekdays to a caregiver, who then answers. */
export function useProposePlanAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: proposePlanAssignment, onSuccess: () => void invalidateAfter(queryClient, 'planCare') });
}
