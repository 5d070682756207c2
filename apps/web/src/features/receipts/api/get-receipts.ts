import { receiptListResponseSchema } from '@cuidar/domain/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The caller's receipts, newest first (docs/product.md#receipts). */
export const getReceipts = () => apiGet('/api/receipts', receiptListResponseSchema).then((r) => r.receipts);

export const getReceiptsQueryOptions = () => queryOptions({ queryKey: [cacheArea.receipts, 'list'], queryFn: getReceipts });

export function useReceipts() {
  return useQuery(getReceiptsQueryOptions());
}
