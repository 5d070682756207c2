import { queueResponseSchema, type QueueQuery } from '@cuidar/domain/operator-desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getVerificationQueue = (query: QueueQuery) => {
  const search = new URLSearchParams({ estado: query.estado, espera: query.espera, pagina: String(query.pagina) });
  return apiGet(`/api/operador/cuidadores?${search}`, queueResponseSchema);
};

export const getVerificationQueueQueryOptions = (query: QueueQuery) =>
  queryOptions({ queryKey: [cacheArea.operatorQueue, query], queryFn: () => getVerificationQueue(query), placeholderData: keepPreviousData });

export function useVerificationQueue(query: QueueQuery) {
  return useQuery(getVerificationQueueQueryOptions(query));
}
