import { bookingQuoteResponseSchema } from '@cuidar/domain/booking-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export interface BookingQuoteRequest {
  cuidadorId: string;
  dataInicio: string;
  dataFim?: string | undefined;
  semanas?: number | undefined;
  diasSemana?: number[] | undefined;
  horaInicio: string;
  horaFim: string;
}

function queryString(input: BookingQuoteRequest): string {
  const params = new URLSearchParams({ cuidadorId: input.cuidadorId, dataInicio: input.dataInicio });
  if (input.dataFim) params.set('dataFim', input.dataFim);
  if (input.semanas !== undefined) params.set('semanas', String(input.semanas));
  if (input.diasSemana) params.set('diasSemana', input.diasSemana.join(','));
  params.set('horaInicio', input.horaInicio);
  params.set('horaFim', input.horaFim);
  return params.toString();
}

export const getBookingQuote = (input: BookingQuoteRequest) => apiGet(`/api/bookings/quote?${queryString(input)}`, bookingQuoteResponseSchema);

/**
 * What a request would cost; a weekly series also lists each occurrence with its price and
 * conflict; and the labour-law warning (docs/product.md#labour-law). Always read fresh: the
 * family's other bookings with the caregiver change the warning and the conflicts.
 */
export const getBookingQuoteQueryOptions = (input: BookingQuoteRequest) =>
  queryOptions({ queryKey: [cacheArea.bookingQuote, input], queryFn: () => getBookingQuote(input), staleTime: 0 });

export function useBookingQuote(input: BookingQuoteRequest | null) {
  return useQuery({ ...getBookingQuoteQueryOptions(input ?? { cuidadorId: '', dataInicio: '', horaInicio: '', horaFim: '' }), enabled: input !== null });
}
