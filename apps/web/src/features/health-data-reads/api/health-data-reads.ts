import type { HealthDataReadDto } from '@cuidar/domain/account-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const healthDataReadsQueryKey = ['account', 'health-data-reads'] as const;

export const getHealthDataReads = () => api<{ reads: HealthDataReadDto[] }>('/api/account/health-data-reads').then((r) => r.reads);

/** 'Quem viu os dados de saúde': the family's own log. */
export function useHealthDataReads() {
  return useQuery({ queryKey: healthDataReadsQueryKey, queryFn: getHealthDataReads });
}
