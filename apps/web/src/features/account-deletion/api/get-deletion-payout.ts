import { deletionPayoutResponseSchema } from '@cuidar/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getDeletionPayout = () => apiGet('/api/account/deletion-payout', deletionPayoutResponseSchema);

/**
 * What a caregiver still has to receive if she deletes the account now (docs/product.md#deletion-payout):
 * read afresh each time the dialog opens, since a day's release or a payout changes it.
 */
export const getDeletionPayoutQueryOptions = () => queryOptions({ queryKey: [cacheArea.deletionPayout], queryFn: getDeletionPayout, staleTime: 0 });

export function useDeletionPayout() {
  return useQuery(getDeletionPayoutQueryOptions());
}
