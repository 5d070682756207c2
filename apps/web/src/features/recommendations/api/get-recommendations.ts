import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import { recommendationsResponseSchema } from '@cuidar/domain/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getRecommendations = (request: RecommendationRequest, signal?: AbortSignal) =>
  apiSend('POST', '/api/recommendations', recommendationsResponseSchema, request, signal ? { signal } : {});

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
