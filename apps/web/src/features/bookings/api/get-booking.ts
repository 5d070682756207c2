import type { BookingDto } from '@cuidar/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useBooking(id: string | null) {
  return useQuery({
    queryKey: ['bookings', 'one', id],
    queryFn: () => api<{ booking: BookingDto }>(`/api/bookings/${id}`).then((r) => r.booking),
    enabled: Boolean(id),
  });
}
