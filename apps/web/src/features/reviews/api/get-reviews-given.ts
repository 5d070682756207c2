import type { ReviewDto } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getReviewsGiven = () => api<{ reviews: ReviewDto[] }>('/api/reviews/given').then((r) => r.reviews);

/** The reviews the signed-in family wrote; `author` is the caregiver reviewed. */
export const getReviewsGivenQueryOptions = () => queryOptions({ queryKey: [cacheArea.reviewsGiven], queryFn: getReviewsGiven });

export function useReviewsGiven() {
  return useQuery(getReviewsGivenQueryOptions());
}
