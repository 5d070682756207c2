import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BookingCalendar {
  hasDeclaredAvailability: boolean;
  precoHoraCentavos: number;
  slots: { start: string; end: string }[];
  busy: { start: string; end: string }[];
}

/** When a caregiver can be booked over the next 90 days (public). */
export function useBookingCalendar(cuidadorId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['booking-calendar', cuidadorId],
    queryFn: () => api<BookingCalendar>(`/api/caregivers/${cuidadorId}/booking-calendar`),
    enabled,
  });
}
