import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import type { RecommendationsResponse } from '@cuidar/domain/recommendations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getRecommendations = (request: RecommendationRequest, signal?: AbortSignal) =>
  api<RecommendationsResponse>('/api/recommendations', { method: 'POST', body: request, ...(signal ? { signal } : {}) });

/** Caregivers for the questionnaire's answers (nothing is asked while there are none). */
export function useRecommendations(request: RecommendationRequest | null) {
  return useQuery({
    queryKey: ['recommendations', request],
    queryFn: ({ signal }) => getRecommendations(request!, signal),
    enabled: request !== null,
    staleTime: 60_000,
  });
}
