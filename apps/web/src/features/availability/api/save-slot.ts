import type { AvailabilitySlotDto, AvailabilitySlotInput } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

// POST /api/availability and PUT /api/availability/:id. The list reloads after every change.

export const createSlot = (input: AvailabilitySlotInput) =>
  api<{ slot: AvailabilitySlotDto }>('/api/availability', { method: 'POST', body: input }).then((r) => r.slot);

export const updateSlot = ({ id, ...input }: AvailabilitySlotInput & { id: string }) =>
  api<{ slot: AvailabilitySlotDto }>(`/api/availability/${id}`, { method: 'PUT', body: input }).then((r) => r.slot);

export function useCreateSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}
