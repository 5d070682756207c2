import type { HealthDataReadDto } from '@cuidar/domain/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getHealthDataReads = () => api<{ reads: HealthDataReadDto[] }>('/api/account/health-data-reads').then((r) => r.reads);

/** 'Quem viu os dados de saúde': the family's own log. */
export const getHealthDataReadsQueryOptions = () => queryOptions({ queryKey: [cacheArea.healthDataReads], queryFn: getHealthDataReads });

export function useHealthDataReads() {
  return useQuery(getHealthDataReadsQueryOptions());
}
