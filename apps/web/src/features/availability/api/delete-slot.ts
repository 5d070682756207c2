import { okSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteSlot = (id: string) => apiSend('DELETE', `/api/availability/${id}`, okSchema);

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}
