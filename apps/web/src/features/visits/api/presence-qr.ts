import { presenceQrResponseSchema } from '@cuidar/domain/visits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// The family's 'QR de presença' (docs/product.md#visits): its link, the printable PDF and a new code.

export const getPresenceQr = () => apiGet('/api/visits/qr', presenceQrResponseSchema);

/** The A5 page to print, saved by the browser. */
export const presenceQrPdfUrl = '/api/visits/qr/pdf';

export const getPresenceQrQueryOptions = () => queryOptions({ queryKey: [cacheArea.presenceQr], queryFn: getPresenceQr });

export const usePresenceQr = () => useQuery(getPresenceQrQueryOptions());

export function useRegeneratePresenceQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/visits/qr', presenceQrResponseSchema, {}),
    onSuccess: () => void invalidateAfter(queryClient, 'presenceQr'),
  });
}
