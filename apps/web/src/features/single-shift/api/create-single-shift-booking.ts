import { createBookingResponseSchema } from '@cuidar/domain/bookings';
import type { CreateSingleShiftInput } from '@cuidar/domain/single-shift';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** A 'Plantão Avulso' request: the server prices it; the answer is the booking to pay. */
export const createSingleShiftBooking = (input: CreateSingleShiftInput) =>
  apiSend('POST', '/api/single-shift/bookings', createBookingResponseSchema, input).then((r) => r.booking);

export function useCreateSingleShiftBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSingleShiftBooking,
    onSuccess: () => void invalidateAfter(queryClient, 'booking'),
  });
}
