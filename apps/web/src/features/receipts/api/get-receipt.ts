import { receiptResponseSchema } from '@cuidar/domain/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** One receipt of the caller's (anyone else's answers 404). */
export const getReceipt = (id: string) => apiGet(`/api/receipts/${encodeURIComponent(id)}`, receiptResponseSchema).then((r) => r.receipt);

/** The same receipt as a PDF, saved by the browser. */
export const receiptPdfUrl = (id: string) => `/api/receipts/${encodeURIComponent(id)}/pdf`;

export const getReceiptQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.receipts, 'one', id], queryFn: () => getReceipt(id), staleTime: Infinity });

export function useReceipt(id: string) {
  return useQuery(getReceiptQueryOptions(id));
}
