import { bookingQuoteResponseSchema } from '@cuidar/domain/booking-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export interface BookingQuoteQuery {
  cuidadorId: string;
  dataInicio: string;
  dataFim: string;
  horaInicio: string;
  horaFim: string;
}

/** GET /api/bookings/quote: the server's price and the labour-law warning (docs/product.md#labour-law). */
export const getBookingQuote = (query: BookingQuoteQuery) =>
  apiGet(`/api/bookings/quote?${new URLSearchParams({ ...query }).toString()}`, bookingQuoteResponseSchema);

export const getBookingQuoteQueryOptions = (query: BookingQuoteQuery) =>
  // Always fresh: the family's other bookings with the caregiver change the warning.
  queryOptions({ queryKey: [cacheArea.bookings, 'quote', query], queryFn: () => getBookingQuote(query), staleTime: 0 });

export function useBookingQuote(query: BookingQuoteQuery | null) {
  return useQuery({
    ...getBookingQuoteQueryOptions(query ?? { cuidadorId: '', dataInicio: '', dataFim: '', horaInicio: '', horaFim: '' }),
    enabled: query !== null,
  });
}
