import type { CreateBookingInput } from '@cuidar/domain/booking-schemas';
import type { BookingDto } from '@cuidar/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const createBooking = (input: CreateBookingInput) =>
  api<{ booking: BookingDto; created: boolean }>('/api/bookings', { method: 'POST', body: input }).then((r) => r.booking);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => void invalidateAfter(queryClient, 'booking'),
  });
}
