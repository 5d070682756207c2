import type { BookingScope } from '@cuidar/domain/booking-schemas';
import { bookingsResponseSchema } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getBookings = (scope: BookingScope) => apiGet(`/api/bookings?scope=${scope}`, bookingsResponseSchema).then((r) => r.bookings);

/** The signed-in person's booking requests (upcoming: pending or confirmed and not over). */
export const getBookingsQueryOptions = (scope: BookingScope) =>
  queryOptions({ queryKey: [cacheArea.bookings, 'list', scope], queryFn: () => getBookings(scope) });

export function useBookings(scope: BookingScope) {
  return useQuery(getBookingsQueryOptions(scope));
}
