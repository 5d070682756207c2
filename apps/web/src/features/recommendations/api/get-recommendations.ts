import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import type { RecommendationsResponse } from '@cuidar/domain/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getRecommendations = (request: RecommendationRequest, signal?: AbortSignal) =>
  api<RecommendationsResponse>('/api/recommendations', { method: 'POST', body: request, ...(signal ? { signal } : {}) });

/** Caregivers for the questionnaire's answers (nothing is asked while there are none). */
export const getRecommendationsQueryOptions = (request: RecommendationRequest | null) =>
  queryOptions({
    queryKey: [cacheArea.recommendations, request],
    queryFn: ({ signal }) => getRecommendations(request!, signal),
    enabled: request !== null,
    staleTime: 60_000,
  });

export function useRecommendations(request: RecommendationRequest | null) {
  return useQuery(getRecommendationsQueryOptions(request));
}
