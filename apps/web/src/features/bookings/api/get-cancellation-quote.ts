import { cancellationQuoteResponseSchema } from '@cuidar/domain/booking-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** What cancelling a confirmed booking now means for the caller (docs/product.md#cancellation-policy). */
export const getCancellationQuote = (id: string) => apiGet(`/api/bookings/${id}/cancellation-quote`, cancellationQuoteResponseSchema).then((r) => r.quote);

export const getCancellationQuoteQueryOptions = (id: string) =>
  // Always fresh: the answer depends on the time left before the start.
  queryOptions({ queryKey: [cacheArea.bookings, 'cancellation-quote', id], queryFn: () => getCancellationQuote(id), staleTime: 0 });

export function useCancellationQuote(id: string) {
  return useQuery(getCancellationQuoteQueryOptions(id));
}
