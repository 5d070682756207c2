import { okMessageSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** The caregiver's private rating of the family of a concluded booking (docs/product.md#reviews). */
export const rateFamily = ({ pedidoId, estrelas, nota }: { pedidoId: string; estrelas: number; nota?: string | undefined }) =>
  apiSend('POST', `/api/bookings/${encodeURIComponent(pedidoId)}/family-review`, okMessageSchema, { estrelas, ...(nota ? { nota } : {}) });

export function useRateFamily() {
  const queryClient = useQueryClient();
  // It may publish the family's review of the booking: the caregiver's list and average change.
  return useMutation({ mutationFn: rateFamily, onSuccess: () => void invalidateAfter(queryClient, 'review') });
}
