import { singleShiftQuoteResponseSchema, type SingleShiftPeriod } from '@cuidar/domain/single-shift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export interface SingleShiftQuoteRequest {
  data: string;
  periodo: SingleShiftPeriod;
}

export const getSingleShiftQuote = (input: SingleShiftQuoteRequest) =>
  apiGet(`/api/single-shift/quote?${new URLSearchParams({ data: input.data, periodo: input.periodo }).toString()}`, singleShiftQuoteResponseSchema);

/**
 * The price of a 'Plantão Avulso' and the caregivers free for the whole shift
 * (docs/product.md#single-shift). A booking quote: any booking change reads it again.
 */
export const getSingleShiftQuoteQueryOptions = (input: SingleShiftQuoteRequest) =>
  queryOptions({ queryKey: [cacheArea.bookingQuote, 'avulso', input], queryFn: () => getSingleShiftQuote(input), staleTime: 0 });

export function useSingleShiftQuote(input: SingleShiftQuoteRequest | null) {
  return useQuery({ ...getSingleShiftQuoteQueryOptions(input ?? { data: '', periodo: 'diurno' }), enabled: input !== null });
}
