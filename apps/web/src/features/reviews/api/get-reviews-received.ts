import type { ReviewDto } from '@cuidar/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export interface ReviewsReceived {
  average: number | null;
  total: number;
  reviews: ReviewDto[];
}

export const getReviewsReceived = () => api<ReviewsReceived>('/api/reviews/received');

/** A caregiver's reviews with the average and the count ('Avaliações Recebidas'). */
export const getReviewsReceivedQueryOptions = () => queryOptions({ queryKey: [cacheArea.reviewsReceived], queryFn: getReviewsReceived });

export function useReviewsReceived() {
  return useQuery(getReviewsReceivedQueryOptions());
}
