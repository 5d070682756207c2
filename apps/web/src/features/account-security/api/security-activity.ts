import type { SecurityEventDto } from '@cuidar/domain/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const securityActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'security-activity'] as const,
    queryFn: () => api<{ events: SecurityEventDto[] }>('/api/account/security-activity').then((r) => r.events),
  });

/** The newest security events of the signed-in person's account. */
export function useSecurityActivity() {
  return useQuery(securityActivityQueryOptions());
}
