import { okMessageSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** The caregiver's one public reply to a review (docs/product.md#reviews). */
export const replyToReview = ({ reviewId, resposta }: { reviewId: string; resposta: string }) =>
  apiSend('POST', `/api/reviews/${encodeURIComponent(reviewId)}/reply`, okMessageSchema, { resposta });

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToReview, onSuccess: () => void invalidateAfter(queryClient, 'review') });
}
