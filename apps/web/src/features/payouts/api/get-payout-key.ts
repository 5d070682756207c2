import { payoutKeyResponseSchema } from '@cuidar/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPayoutKey = () => apiGet('/api/caregiver/payout-key', payoutKeyResponseSchema).then((r) => r.key);

/** The caregiver's Pix key for payouts, masked (null when none is registered). */
export const getPayoutKeyQueryOptions = () => queryOptions({ queryKey: [cacheArea.payoutKey], queryFn: getPayoutKey });

export function usePayoutKey() {
  return useQuery(getPayoutKeyQueryOptions());
}
