import { bookingRequestDetailsResponseSchema } from '@cuidar/domain/booking-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** One request as its caregiver or its family sees it (docs/product.md#request-details). */
export const getBookingDetails = (id: string) => apiGet(`/api/bookings/${id}/details`, bookingRequestDetailsResponseSchema).then((r) => r.details);

export const getBookingDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [cacheArea.bookings, 'details', id],
    queryFn: () => getBookingDetails(id),
    // Each caregiver read of the patient is logged on the server: no refetch on every focus.
    staleTime: 5 * 60_000,
  });

export function useBookingDetails(id: string) {
  return useQuery(getBookingDetailsQueryOptions(id));
}
