import { hourlyRateLimitsResponseSchema } from '@cuidar/domain/booking-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The hourly rate range (the minimum is the server's configuration), for every rate field. */
export const getRateLimits = () => apiGet('/api/caregiver-rate-limits', hourlyRateLimitsResponseSchema);

export const getRateLimitsQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.caregiverProfile, 'rate-limits'], queryFn: getRateLimits, staleTime: Infinity });

export function useRateLimits() {
  return useQuery(getRateLimitsQueryOptions());
}
