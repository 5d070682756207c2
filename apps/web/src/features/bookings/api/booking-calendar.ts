import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export interface BookingCalendar {
  hasDeclaredAvailability: boolean;
  precoHoraCentavos: number;
  slots: { start: string; end: string }[];
  busy: { start: string; end: string }[];
}

export const getBookingCalendar = (cuidadorId: string) => api<BookingCalendar>(`/api/caregivers/${cuidadorId}/booking-calendar`);

/** When a caregiver can be booked over the next 90 days (public). */
export const getBookingCalendarQueryOptions = (cuidadorId: string) =>
  queryOptions({ queryKey: [cacheArea.bookingCalendar, cuidadorId], queryFn: () => getBookingCalendar(cuidadorId) });

export function useBookingCalendar(cuidadorId: string, enabled: boolean) {
  return useQuery({ ...getBookingCalendarQueryOptions(cuidadorId), enabled });
}
