import { bookingOccurrencesResponseSchema } from '@cuidar/domain/occurrence-cancellation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** A booking's days, each with its state and whether the caller may cancel it (ADR 0045). */
export const getOccurrences = (id: string) => apiGet(`/api/bookings/${id}/occurrences`, bookingOccurrencesResponseSchema).then((r) => r.ocorrencias);

export const getOccurrencesQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.bookings, 'occurrences', id], queryFn: () => getOccurrences(id) });

export function useOccurrences(id: string, enabled = true) {
  return useQuery({ ...getOccurrencesQueryOptions(id), enabled });
}
