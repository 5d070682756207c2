import { availabilitySlotResponseSchema, type AvailabilitySlotInput } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

// POST /api/availability and PUT /api/availability/:id. The list reloads after every change.

export const createSlot = (input: AvailabilitySlotInput) =>
  apiSend('POST', '/api/availability', availabilitySlotResponseSchema, input).then((r) => r.slot);

export const updateSlot = ({ id, ...input }: AvailabilitySlotInput & { id: string }) =>
  apiSend('PUT', `/api/availability/${id}`, availabilitySlotResponseSchema, input).then((r) => r.slot);

export function useCreateSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}
