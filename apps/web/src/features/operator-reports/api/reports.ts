import {
  reportDetailResponseSchema,
  reportListResponseSchema,
  resolveReportResponseSchema,
  type ReportStatus,
  type ResolveReportInput,
} from '@cuidar/domain/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// The operators' report desk (docs/product.md#reports).

export const getReports = (status?: ReportStatus) =>
  apiGet(`/api/operador/denuncias${status ? `?status=${status}` : ''}`, reportListResponseSchema).then((r) => r.reports);
export const getReport = (id: string) => apiGet(`/api/operador/denuncias/${encodeURIComponent(id)}`, reportDetailResponseSchema).then((r) => r.report);
export const resolveReport = (id: string, input: ResolveReportInput) =>
  apiSend('POST', `/api/operador/denuncias/${encodeURIComponent(id)}/resolver`, resolveReportResponseSchema, input);

export const getReportsQueryOptions = (status?: ReportStatus) =>
  queryOptions({ queryKey: [cacheArea.operatorReports, 'list', status ?? 'todas'], queryFn: () => getReports(status) });

/** Each fetch is an audited read of people's data: not refetched on focus or on a timer. */
export const getReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: [cacheArea.operatorReports, 'detail', id], queryFn: () => getReport(id), refetchOnWindowFocus: false, staleTime: Infinity });

export const useReports = (status?: ReportStatus) => useQuery(getReportsQueryOptions(status));
export const useReport = (id: string) => useQuery(getReportQueryOptions(id));

export function useResolveReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveReportInput) => resolveReport(id, input),
    onSuccess: () => void invalidateAfter(queryClient, 'reportResolved'),
  });
}
