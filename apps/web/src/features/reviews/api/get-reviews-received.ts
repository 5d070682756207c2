import { reviewsReceivedResponseSchema } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getReviewsReceived = () => apiGet('/api/reviews/received', reviewsReceivedResponseSchema);

/** A caregiver's reviews with the average and the count ('Avaliações Recebidas'). */
export const getReviewsReceivedQueryOptions = () => queryOptions({ queryKey: [cacheArea.reviewsReceived], queryFn: getReviewsReceived });

export function useReviewsReceived() {
  return useQuery(getReviewsReceivedQueryOptions());
}
