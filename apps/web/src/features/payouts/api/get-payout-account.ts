import { payoutAccountResponseSchema } from '@cuidar/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getPayoutAccount = () => apiGet('/api/caregiver/payout-account', payoutAccountResponseSchema);

/** Whether payouts need a Stripe Connect account, and how far the caller's is. */
export const getPayoutAccountQueryOptions = () => queryOptions({ queryKey: [cacheArea.payoutAccount], queryFn: getPayoutAccount });

export function usePayoutAccount() {
  return useQuery(getPayoutAccountQueryOptions());
}
