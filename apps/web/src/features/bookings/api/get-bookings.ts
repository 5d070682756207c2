import type { BookingDto } from '@cuidar/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BookingScope = 'upcoming' | 'past' | 'all';

export const bookingsQueryKey = (scope: BookingScope) => ['bookings', scope] as const;

export const getBookings = (scope: BookingScope) => api<{ bookings: BookingDto[] }>(`/api/bookings?scope=${scope}`).then((r) => r.bookings);

/** The signed-in person's booking requests (upcoming: pending or confirmed and not over). */
export function useBookings(scope: BookingScope) {
  return useQuery({ queryKey: bookingsQueryKey(scope), queryFn: () => getBookings(scope) });
}
