import { reviewsGivenResponseSchema } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getReviewsGiven = () => apiGet('/api/reviews/given', reviewsGivenResponseSchema).then((r) => r.reviews);

/** The reviews the signed-in family wrote; `author` is the caregiver reviewed. */
export const getReviewsGivenQueryOptions = () => queryOptions({ queryKey: [cacheArea.reviewsGiven], queryFn: getReviewsGiven });

export function useReviewsGiven() {
  return useQuery(getReviewsGivenQueryOptions());
}
