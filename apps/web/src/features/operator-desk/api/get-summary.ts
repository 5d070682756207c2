import { operatorSummarySchema } from '@cuidar/domain/operator-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getOperatorSummary = () => apiGet('/api/operador/resumo', operatorSummarySchema);

/** The desk's home counts; read again each minute while the page is open. */
export const getOperatorSummaryQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.operatorSummary], queryFn: getOperatorSummary, refetchInterval: 60_000 });

export function useOperatorSummary() {
  return useQuery(getOperatorSummaryQueryOptions());
}
