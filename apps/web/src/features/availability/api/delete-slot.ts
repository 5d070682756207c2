import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteSlot = (id: string) => api<{ ok: true }>(`/api/availability/${id}`, { method: 'DELETE' });

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}
