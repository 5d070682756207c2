import { familyAccountSchema, liftFamilySuspensionResponseSchema } from '@cuidar/domain/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// A reported family's account on the desk (docs/product.md#family-suspension):
// GET /api/operador/familias/:id and POST …/:id/reativar.

export const getFamilyAccount = (id: string) => apiGet(`/api/operador/familias/${encodeURIComponent(id)}`, familyAccountSchema);

export const getFamilyAccountQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.operatorFamily, id], queryFn: () => getFamilyAccount(id) });

export const useFamilyAccount = (id: string) => useQuery(getFamilyAccountQueryOptions(id));

export const liftFamilySuspension = (id: string, motivo: string) =>
  apiSend('POST', `/api/operador/familias/${encodeURIComponent(id)}/reativar`, liftFamilySuspensionResponseSchema, { motivo });

export function useLiftFamilySuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (motivo: string) => liftFamilySuspension(id, motivo), onSettled: () => invalidateAfter(queryClient, 'familyAccount') });
}
