import { bookingRefundsResponseSchema } from '@cuidar/domain/booking-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getBookingRefunds = (id: string) => apiGet(`/api/bookings/${encodeURIComponent(id)}/refunds`, bookingRefundsResponseSchema).then((r) => r.refunds);

/** A family's request: its refunds and where each one is (docs/product.md#booking-payments). */
export const getBookingRefundsQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.bookingRefunds, id], queryFn: () => getBookingRefunds(id) });

export function useBookingRefunds(id: string) {
  return useQuery(getBookingRefundsQueryOptions(id));
}
