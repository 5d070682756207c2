import { featuredCaregiversResponseSchema } from '@cuidar/domain/caregivers';
import { LANDING_CAREGIVER_COUNT } from '@cuidar/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getFeaturedCaregivers = (limit: number = LANDING_CAREGIVER_COUNT) =>
  apiGet(`/api/caregivers/featured?limit=${limit}`, featuredCaregiversResponseSchema).then((r) => r.caregivers);

/** The best-rated complete caregiver profiles for the landing page (6 by default). */
export const getFeaturedCaregiversQueryOptions = (limit: number = LANDING_CAREGIVER_COUNT) =>
  queryOptions({ queryKey: [cacheArea.featuredCaregivers, limit], queryFn: () => getFeaturedCaregivers(limit), staleTime: 60_000 });

export function useFeaturedCaregivers(limit: number = LANDING_CAREGIVER_COUNT) {
  return useQuery(getFeaturedCaregiversQueryOptions(limit));
}
