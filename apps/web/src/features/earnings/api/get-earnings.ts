import { earningsDtoSchema } from '@cuidar/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getEarnings = () => apiGet('/api/caregiver/earnings', earningsDtoSchema);

/** 'Saldo e Ganhos': moves with every booking the caregiver accepts, loses or completes. */
export const getEarningsQueryOptions = () => queryOptions({ queryKey: [cacheArea.earnings], queryFn: getEarnings });

export function useEarnings() {
  return useQuery(getEarningsQueryOptions());
}
