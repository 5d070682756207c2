import type { CreateBookingInput } from '@cuidar/domain/booking-schemas';
import { createBookingResponseSchema } from '@cuidar/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const createBooking = (input: CreateBookingInput) =>
  apiSend('POST', '/api/bookings', createBookingResponseSchema, input).then((r) => r.booking);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => void invalidateAfter(queryClient, 'booking'),
  });
}
