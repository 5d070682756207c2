import { healthDataReadsResponseSchema } from '@cuidar/domain/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getHealthDataReads = () => apiGet('/api/account/health-data-reads', healthDataReadsResponseSchema).then((r) => r.reads);

/** 'Quem viu os dados de saúde': the family's own log. */
export const getHealthDataReadsQueryOptions = () => queryOptions({ queryKey: [cacheArea.healthDataReads], queryFn: getHealthDataReads });

export function useHealthDataReads() {
  return useQuery(getHealthDataReadsQueryOptions());
}
