import { createReportResponseSchema, type CreateReportInput } from '@cuidar/domain/reports';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

// 'Denunciar' (docs/product.md#reports). Nothing the reporter sees changes: no cache to refresh.

export const createReport = (input: CreateReportInput) => apiSend('POST', '/api/denuncias', createReportResponseSchema, input);

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
