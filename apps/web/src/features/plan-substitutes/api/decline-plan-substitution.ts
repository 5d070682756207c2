import { okMessageSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const declinePlanSubstitution = (id: string) => apiSend('POST', `/api/plan-substitutions/${encodeURIComponent(id)}/decline`, okMessageSchema, {});

/** The substitute declines: the family chooses another. */
export function useDeclinePlanSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declinePlanSubstitution, onSuccess: () => void invalidateAfter(queryClient, 'planSubstitution') });
}
