import { bookingCalendarDtoSchema } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getBookingCalendar = (cuidadorId: string) => apiGet(`/api/caregivers/${cuidadorId}/booking-calendar`, bookingCalendarDtoSchema);

/** When a caregiver can be booked over the next 90 days (public). */
export const getBookingCalendarQueryOptions = (cuidadorId: string) =>
  queryOptions({ queryKey: [cacheArea.bookingCalendar, cuidadorId], queryFn: () => getBookingCalendar(cuidadorId) });

export function useBookingCalendar(cuidadorId: string, enabled: boolean) {
  return useQuery({ ...getBookingCalendarQueryOptions(cuidadorId), enabled });
}
