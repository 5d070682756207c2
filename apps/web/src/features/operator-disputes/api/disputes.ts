import {
  decideDisputeResponseSchema,
  disputeDetailResponseSchema,
  disputeListResponseSchema,
  type DecideDisputeInput,
  type DisputeStatus,
} from '@cuidar/domain/disputes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// The operators' dispute desk (docs/product.md#disputes).

export const getDisputes = (status?: DisputeStatus) =>
  apiGet(`/api/operador/disputas${status ? `?status=${status}` : ''}`, disputeListResponseSchema).then((r) => r.disputes);
export const getDispute = (id: string) => apiGet(`/api/operador/disputas/${encodeURIComponent(id)}`, disputeDetailResponseSchema).then((r) => r.dispute);
export const decideDispute = (id: string, input: DecideDisputeInput) =>
  apiSend('POST', `/api/operador/disputas/${encodeURIComponent(id)}/decidir`, decideDisputeResponseSchema, input);

export const getDisputesQueryOptions = (status?: DisputeStatus) =>
  queryOptions({ queryKey: [cacheArea.operatorDisputes, 'list', status ?? 'todas'], queryFn: () => getDisputes(status) });

/** Each fetch is an audited read of the family's words: not refetched on focus or on a timer. */
export const getDisputeQueryOptions = (id: string) =>
  queryOptions({ queryKey: [cacheArea.operatorDisputes, 'detail', id], queryFn: () => getDispute(id), refetchOnWindowFocus: false, staleTime: Infinity });

export const useDisputes = (status?: DisputeStatus) => useQuery(getDisputesQueryOptions(status));
export const useDispute = (id: string) => useQuery(getDisputeQueryOptions(id));

export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideDisputeInput) => decideDispute(id, input),
    onSuccess: () => void invalidateAfter(queryClient, 'disputeDecided'),
  });
}
