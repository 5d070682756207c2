import type { CreateBookingInput } from '@cuidar/domain/booking-schemas';
import type { BookingDto } from '@cuidar/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) =>
      api<{ booking: BookingDto; created: boolean }>('/api/bookings', { method: 'POST', body: input }).then((r) => r.booking),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['booking-calendar'] });
    },
  });
}
