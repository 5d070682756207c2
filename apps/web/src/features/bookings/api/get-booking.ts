import { bookingResponseSchema } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getBooking = (id: string) => apiGet(`/api/bookings/${id}`, bookingResponseSchema).then((r) => r.booking);

export const getBookingQueryOptions = (id: string | null) =>
  queryOptions({ queryKey: [cacheArea.bookings, 'one', id], queryFn: () => getBooking(id!), enabled: Boolean(id) });

export function useBooking(id: string | null) {
  return useQuery(getBookingQueryOptions(id));
}
