import { weeklyPatternResponseSchema } from '@cuidar/domain/availability';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** GET /api/availability/pattern — the caregiver's weekly pattern (or null) and the days off to come. */
export const getPattern = () => apiGet('/api/availability/pattern', weeklyPatternResponseSchema);

export const getPatternQueryOptions = () => queryOptions({ queryKey: [cacheArea.availabilityPattern], queryFn: getPattern });

export function useWeeklyPattern() {
  return useQuery(getPatternQueryOptions());
}
