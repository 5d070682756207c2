import type { ReviewDto } from '@cuidar/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getReviewsGiven = () => api<{ reviews: ReviewDto[] }>('/api/reviews/given').then((r) => r.reviews);

/** The reviews the signed-in family wrote; `author` is the caregiver reviewed. */
export function useReviewsGiven() {
  return useQuery({ queryKey: ['reviews', 'given'], queryFn: getReviewsGiven });
}
