import { occurrenceCancellationQuoteResponseSchema, type OccurrenceCancelScope } from '@cuidar/domain/occurrence-cancellation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** What cancelling one day of a series, or the rest from it, means now for the caller (docs/product.md#cancellation-policy). */
export const getOccurrenceCancellationQuote = (id: string, occurrenceId: string, escopo: OccurrenceCancelScope) =>
  apiGet(`/api/bookings/${id}/occurrences/${occurrenceId}/cancellation-quote?escopo=${escopo}`, occurrenceCancellationQuoteResponseSchema).then((r) => r.quote);

/** Every quote of one booking's days (the prefix of each quote's key): dropped once a cancellation is sent. */
export const occurrenceCancellationQuotesKey = (id: string) => [cacheArea.bookings, 'occurrence-cancellation-quote', id] as const;

export const getOccurrenceCancellationQuoteQueryOptions = (id: string, occurrenceId: string, escopo: OccurrenceCancelScope) =>
  // Always fresh: the answer depends on the time left before the day.
  queryOptions({
    // Starts with occurrenceCancellationQuotesKey(id), the prefix the cancellation drops.
    queryKey: [cacheArea.bookings, 'occurrence-cancellation-quote', id, occurrenceId, escopo],
    queryFn: () => getOccurrenceCancellationQuote(id, occurrenceId, escopo),
    staleTime: 0,
    retry: false,
  });

/** `enabled` false once the cancellation is sent: a refetch (a live event) would ask about days no longer cancellable. */
export function useOccurrenceCancellationQuote(id: string, occurrenceId: string, escopo: OccurrenceCancelScope, enabled = true) {
  return useQuery({ ...getOccurrenceCancellationQuoteQueryOptions(id, occurrenceId, escopo), enabled });
}
