import { availabilityImpactResponseSchema, availabilitySlotResponseSchema, type AvailabilitySlotInput } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { withChangeFlags } from './change-query';

// POST /api/availability and PUT /api/availability/:id. The list reloads after every change.

export const createSlot = (input: AvailabilitySlotInput) =>
  apiSend('POST', '/api/availability', availabilitySlotResponseSchema, input).then((r) => r.slot);

export const updateSlot = ({ id, confirm = false, ...input }: AvailabilitySlotInput & { id: string; confirm?: boolean }) =>
  apiSend('PUT', withChangeFlags(`/api/availability/${id}`, { confirm }), availabilitySlotResponseSchema, input).then((r) => r.slot);

/** The bookings an edit would leave without availability (nothing changes). */
export const previewUpdateSlot = ({ id, ...input }: AvailabilitySlotInput & { id: string }) =>
  apiSend('PUT', withChangeFlags(`/api/availability/${id}`, { dryRun: true }), availabilityImpactResponseSchema, input).then((r) => r.bookings);

export function useCreateSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSlot, onSettled: () => invalidateAfter(queryClient, 'availability') });
}
