import { reservationDaysResponseSchema } from '@cuidar/domain/availability';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The caregiver's confirmed (and concluded) days of work touching [from, to]. */
export const getReservationDays = (from: string, to: string) =>
  apiGet(`/api/availability/reservations?from=${from}&to=${to}`, reservationDaysResponseSchema).then((r) => r.days);

export const getReservationDaysQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [cacheArea.reservationDays, from, to], queryFn: () => getReservationDays(from, to), placeholderData: keepPreviousData });

export function useReservationDays(from: string, to: string) {
  return useQuery(getReservationDaysQueryOptions(from, to));
}
