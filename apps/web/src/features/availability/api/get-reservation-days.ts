import type { ReservationDayDto } from '@cuidar/domain/availability';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The caregiver's confirmed (and concluded) days of work touching [from, to]. */
export const getReservationDays = (from: string, to: string) =>
  api<{ days: ReservationDayDto[] }>(`/api/availability/reservations?from=${from}&to=${to}`).then((r) => r.days);

export function useReservationDays(from: string, to: string) {
  return useQuery({
    queryKey: ['availability', 'reservations', from, to],
    queryFn: () => getReservationDays(from, to),
    placeholderData: keepPreviousData,
  });
}
