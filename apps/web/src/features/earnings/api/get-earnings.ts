import type { EarningsDto } from '@cuidar/domain/earnings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getEarnings = () => api<EarningsDto>('/api/caregiver/earnings');

/** 'Saldo e Ganhos': moves with every booking the caregiver accepts, loses or completes. */
export const getEarningsQueryOptions = () => queryOptions({ queryKey: [cacheArea.earnings], queryFn: getEarnings });

export function useEarnings() {
  return useQuery(getEarningsQueryOptions());
}
