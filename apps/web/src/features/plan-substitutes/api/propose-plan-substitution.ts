import { proposePlanSubstitutionResponseSchema, type ProposePlanSubstitutionInput } from '@cuidar/domain/plan-substitutes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const proposePlanSubstitution = (input: ProposePlanSubstitutionInput) =>
  apiSend('POST', '/api/plan/substitutions', proposePlanSubstitutionResponseSchema, input);

/** The family proposes every open shift to one substitute, who then answers. */
export function useProposePlanSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: proposePlanSubstitution, onSuccess: () => void invalidateAfter(queryClient, 'planSubstitution') });
}
