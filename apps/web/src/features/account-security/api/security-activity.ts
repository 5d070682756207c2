import { securityActivityResponseSchema } from '@cuidar/domain/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getSecurityActivity = () => apiGet('/api/account/security-activity', securityActivityResponseSchema).then((r) => r.events);

export const getSecurityActivityQueryOptions = () => queryOptions({ queryKey: [cacheArea.securityActivity], queryFn: getSecurityActivity });

/** The newest security events of the signed-in person's account. */
export function useSecurityActivity() {
  return useQuery(getSecurityActivityQueryOptions());
}
