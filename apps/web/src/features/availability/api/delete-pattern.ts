import { availabilityImpactResponseSchema, availabilityRemovedResponseSchema } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { withChangeFlags } from './change-query';

/** DELETE /api/availability/pattern/:id — its future slots leave the agenda; slots made by hand stay. */
export const deletePattern = ({ id, confirm = false }: { id: string; confirm?: boolean }) =>
  apiSend('DELETE', withChangeFlags(`/api/availability/pattern/${id}`, { confirm }), availabilityRemovedResponseSchema);

export const previewDeletePattern = (id: string) =>
  apiSend('DELETE', withChangeFlags(`/api/availability/pattern/${id}`, { dryRun: true }), availabilityImpactResponseSchema).then((r) => r.bookings);

export function useDeletePattern() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePattern, onSettled: () => invalidateAfter(queryClient, 'availabilityPattern') });
}
