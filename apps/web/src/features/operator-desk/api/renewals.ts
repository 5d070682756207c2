import {
  renewalDecisionResponseSchema,
  renewalDetailSchema,
  renewalQueueResponseSchema,
  type RenewalQueueQuery,
} from '@cuidar/domain/operator-desk';
import type { RenewalDecisionInput } from '@cuidar/domain/verification';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// Renewed criminal-records certificates on the operators' desk (docs/product.md#verification-renewal):
// GET /api/operador/renovacoes, GET …/:id and POST …/:id/decisao.

export const getRenewals = (query: RenewalQueueQuery) => {
  const search = new URLSearchParams({ espera: query.espera, pagina: String(query.pagina) });
  return apiGet(`/api/operador/renovacoes?${search}`, renewalQueueResponseSchema);
};

export const getRenewalsQueryOptions = (query: RenewalQueueQuery) =>
  queryOptions({ queryKey: [cacheArea.operatorRenewals, 'list', query], queryFn: () => getRenewals(query), placeholderData: keepPreviousData });

export function useRenewals(query: RenewalQueueQuery) {
  return useQuery(getRenewalsQueryOptions(query));
}

export const getRenewal = (id: string) => apiGet(`/api/operador/renovacoes/${encodeURIComponent(id)}`, renewalDetailSchema);

export const getRenewalQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.operatorRenewals, 'detail', id], queryFn: () => getRenewal(id) });

export function useRenewal(id: string) {
  return useQuery(getRenewalQueryOptions(id));
}

export const decideRenewal = ({ id, ...body }: { id: string } & RenewalDecisionInput) =>
  apiSend('POST', `/api/operador/renovacoes/${encodeURIComponent(id)}/decisao`, renewalDecisionResponseSchema, body);

export function useDecideRenewal() {
  const queryClient = useQueryClient();
  // A refused decision (another operator decided first) also reloads what the screen shows.
  return useMutation({ mutationFn: decideRenewal, onSettled: () => invalidateAfter(queryClient, 'renewalDecision') });
}
