import { bookingContractResponseSchema } from '@cuidar/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The booking's contract: version, date, SHA-256; null while there is none (docs/product.md#contract). */
export const getBookingContract = (id: string) => apiGet(`/api/bookings/${id}/contract`, bookingContractResponseSchema).then((r) => r.contract);

/** Where the stored PDF is: shown by the browser, or saved (download). */
export const bookingContractPdfUrl = (id: string, download = false) => `/api/bookings/${encodeURIComponent(id)}/contract/pdf${download ? '?download=1' : ''}`;

export const getBookingContractQueryOptions = (id: string) =>
  queryOptions({ queryKey: [cacheArea.bookings, 'contract', id], queryFn: () => getBookingContract(id), staleTime: 5 * 60_000 });

export function useBookingContract(id: string, enabled = true) {
  return useQuery({ ...getBookingContractQueryOptions(id), enabled });
}
