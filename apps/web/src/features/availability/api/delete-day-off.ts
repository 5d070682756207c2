import { availabilityRemovedResponseSchema } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** DELETE /api/availability/days-off/:id — only gives time back, so it needs no warning. */
export const deleteDayOff = (id: string) => apiSend('DELETE', `/api/availability/days-off/${id}`, availabilityRemovedResponseSchema);

export function useDeleteDayOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDayOff, onSettled: () => invalidateAfter(queryClient, 'availabilityPattern') });
}
