import type { BookingDto } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export type BookingScope = 'upcoming' | 'past' | 'all';

export const getBookings = (scope: BookingScope) => api<{ bookings: BookingDto[] }>(`/api/bookings?scope=${scope}`).then((r) => r.bookings);

/** The signed-in person's booking requests (upcoming: pending or confirmed and not over). */
export const getBookingsQueryOptions = (scope: BookingScope) =>
  queryOptions({ queryKey: [cacheArea.bookings, 'list', scope], queryFn: () => getBookings(scope) });

export function useBookings(scope: BookingScope) {
  return useQuery(getBookingsQueryOptions(scope));
}
