import { stuckMoneyResponseSchema } from '@cuidar/domain/operator-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getStuckMoney = () => apiGet('/api/operador/pagamentos', stuckMoneyResponseSchema);

/** Refunds and payouts the provider has not made; read again each minute while the page is open. */
export const getStuckMoneyQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.operatorPayments], queryFn: getStuckMoney, refetchInterval: 60_000 });

export function useStuckMoney() {
  return useQuery(getStuckMoneyQueryOptions());
}
