import { caregiverVerificationResponseSchema } from '@cuidar/domain/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** 'Enviar para análise' (docs/product.md#verification). */
export const submitForReview = () => apiSend('POST', '/api/caregiver/verification/submit', caregiverVerificationResponseSchema, {}).then((r) => r.verificacao);

export function useSubmitForReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitForReview, onSuccess: () => void invalidateAfter(queryClient, 'caregiverVerification') });
}
