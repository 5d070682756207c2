import type { ReviewDto } from '@cuidar/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReviewsReceived {
  average: number | null;
  total: number;
  reviews: ReviewDto[];
}

export const getReviewsReceived = () => api<ReviewsReceived>('/api/reviews/received');

export function useReviewsReceived() {
  return useQuery({ queryKey: ['reviews', 'received'], queryFn: getReviewsReceived });
}
