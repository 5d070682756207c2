import { availabilityImpactResponseSchema, availabilityRemovedResponseSchema } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { withChangeFlags } from './change-query';

/** DELETE /api/availability/:id — with `confirm` even when it holds a booking (which stays). */
export const deleteSlot = ({ id, confirm = false }: { id: string; confirm?: boolean }) =>
  apiSend('DELETE', withChangeFlags(`/api/availability/${id}`, { confirm }), availabilityRemovedResponseSchema);

/** The bookings deleting the slot would leave without availability (nothing changes). */
export const previewDeleteSlot = (id: string) =>
  apiSend('DELETE', withChangeFlags(`/api/availability/${id}`, { dryRun: true }), availabilityImpactResponseSchema).then((r) => r.bookings);

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}
